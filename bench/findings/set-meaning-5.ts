// Blind walkthroughs, set 5 (written without seeing the extractor).
// Commercial and common-area buildings: offices, retail, restaurants, warehouses,
// surgeries, UK block communal areas, US strip-mall units, US apartment common areas.
import type { Walkthrough } from "./types";

export const MEANING5_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "e01-uk-office-suite-second-floor",
    half: "tune",
    lines: [
      "Okay, this is suite 4 on the second floor, the tenant's a small accountancy firm.", // 0
      "Reception first, the carpet tiles by the door are worn through, that's just cosmetic, low priority.", // 1
      "Suspended ceiling above the reception desk, two of the ceiling tiles are stained brown.", // 2
      "Looks like an old leak from the AC unit, it's dry now, so just swap them out in the next few weeks.", // 3
      "Fire panel in the lobby is showing a fault light, um, zone three fault.", // 4
      "That needs the fire alarm engineer out today.", // 5
      "Emergency lighting, did the flick test with the key, all the fittings came on, that's fine.", // 6
      "Into the main open-plan office.", // 7
      "HVAC is running, it's blowing warm, office is at twenty-one degrees, no complaints.", // 8
      "Floor box under desk six, the cover's snapped off and there are bare wires showing.", // 9
      "Somebody's going to kick that, get the sparky in asap.", // 10
      "Kitchenette, the tap's dripping into the sink, probably just needs a new cartridge.", // 11
      "Dishwasher's the tenant's own, not ours.", // 12
      "Meeting room door sticks on the frame, you have to give it a shove.", // 13
      "Right, out to the rear fire exit corridor.", // 14
      "There's a stack of archive boxes right in front of the fire exit door.", // 15
      "They have to move those today, I've told the office manager.", // 16
      "Fire exit door itself opens fine, push bar works.", // 17
      "Gents toilet, the extractor fan isn't working, dead silent when you put the light on.", // 18
      "Toilets flush fine, no leaks under the basins.", // 19
      "Okay, that's suite 4 done.", // 20
    ],
    findings: [
      {
        id: "carpet",
        at: [1],
        thing: ["carpet", "carpet tile", "floor"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "tiles",
        at: [2, 3],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain", "leak", "water mark", "discolour", "discolor", "brown"],
        priority: "MEDIUM",
      },
      {
        id: "panel",
        at: [4, 5],
        thing: ["fire panel", "fire alarm", "panel", "alarm"],
        problem: ["fault", "fail", "error", "warning"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floorbox",
        at: [9, 10],
        thing: ["floor box", "wire", "wiring", "cable", "cover"],
        problem: ["bare", "exposed", "snapped", "broken", "missing", "live"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "tap",
        at: [11],
        thing: ["tap"],
        problem: ["drip", "leak", "cartridge", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "door",
        at: [13],
        thing: ["door"],
        problem: ["stick", "catch", "bind", "shove", "jam", "ease"],
        priority: "MEDIUM",
      },
      {
        id: "exit",
        at: [15, 16],
        thing: ["fire exit", "exit", "archive box", "boxes", "box"],
        problem: ["block", "obstruct", "box", "in front", "clear"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fan",
        at: [18],
        thing: ["extractor", "fan"],
        problem: ["not work", "isn't work", "dead", "fail", "broken", "silent", "faulty", "fault"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "e02-uk-retail-shop-stockroom",
    half: "heldout",
    lines: [
      "Right, we're at the shop unit on the high street, it's a gift shop, the manager's called Priya.", // 0
      "Roller shutter on the front, it only goes halfway up and then it jams.", // 1
      "Priya says it won't come fully down either, they've been leaving it half down overnight, so the shop front's not secure.", // 2
      "That's a today job, get the shutter company out.", // 3
      "Shop floor, the laminate by the till is lifting at the joint, proper trip edge.", // 4
      "Customers walk over that all day, so that's high.", // 5
      "Spotlights on the track, three of them are out, just bulbs I reckon, no rush.", // 6
      "Display window, the glass is fine, no cracks.", // 7
      "Okay, through to the stockroom at the back.", // 8
      "Um, there's water coming through the ceiling in the corner, dripping onto the boxes.", // 9
      "It's actively dripping now, Priya's put a bucket under it.", // 10
      "Probably the flat roof above, need a roofer out straight away.", // 11
      "Fire extinguisher by the back door, the tag says last serviced 2021, so it's out of date.", // 12
      "Back door itself locks fine, both bolts go across.", // 13
      "Stockroom shelving is the tenant's own, not our problem.", // 14
      "Staff toilet, the toilet won't flush, you press the handle and nothing happens.", // 15
      "Basin's fine, hot water comes through.", // 16
      "There's a patch of mould on the ceiling above the toilet, not huge.", // 17
      "Electric heater in the stockroom, Priya says it keeps cutting out.", // 18
      "Actually, no, wait, it's the one on the shop floor behind the till that cuts out, the stockroom one's fine.", // 19
      "It's mild out and they've got the air con on heat as well, so get someone in this week.", // 20
      "Emergency exit sign above the back door is lit, that's fine.", // 21
      "Done, heading out.", // 22
    ],
    findings: [
      {
        id: "shutter",
        at: [1, 2, 3],
        thing: ["roller shutter", "shutter"],
        problem: [
          "jam",
          "stuck",
          "won't",
          "not secure",
          "insecure",
          "close",
          "fault",
          "halfway",
          "half",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "laminate",
        at: [4, 5],
        thing: ["laminate", "floor", "flooring"],
        problem: ["lift", "trip", "raised", "joint"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "spots",
        at: [6],
        thing: ["spotlight", "spot", "light", "bulb"],
        problem: ["out", "blown", "not work", "replace", "fail"],
        priority: "LOW",
      },
      {
        id: "leak",
        at: [9, 10, 11],
        thing: ["ceiling", "roof", "water"],
        problem: ["leak", "drip", "ingress", "coming through", "through"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ext",
        at: [12],
        thing: ["extinguisher"],
        problem: ["out of date", "expired", "overdue", "service", "date"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "wc",
        at: [15],
        thing: ["toilet", "wc", "cistern", "flush"],
        problem: ["flush", "won't", "not work", "broken", "fault"],
        priority: "MEDIUM",
      },
      { id: "mould", at: [17], thing: ["mould", "mold"], priority: "MEDIUM" },
      {
        id: "heater",
        at: [18, 19, 20],
        thing: ["heater", "heating"],
        problem: ["cut", "not work", "fault", "trip", "fail", "intermittent"],
        priority: "MEDIUM",
        kind: "heat",
      },
    ],
  },
  {
    id: "e03-uk-restaurant-kitchen-dining",
    half: "tune",
    lines: [
      "Okay, restaurant on Mill Lane, we're in before service, chef's showing me round.", // 0
      "Starting in the kitchen.", // 1
      "Gas smell by the six-burner range, quite strong near the back left burner.", // 2
      "I've asked them to turn it off at the isolation valve, need a Gas Safe engineer today.", // 3
      "Extraction canopy over the range is working, filters look recently cleaned.", // 4
      "Walk-in fridge door seal is split along the bottom, needs replacing in the next couple of weeks.", // 5
      "Pot wash sink, the drain's really slow, water sits there for ages.", // 6
      "Hot water's fine at the pot wash, properly hot.", // 7
      "Wall tiles behind the prep bench, couple are cracked, cosmetic, low priority.", // 8
      "Double socket by the fryer is scorched, black marks round the top pin.", // 9
      "Chef says it sparked last week, so nobody uses it, but it needs isolating now.", // 10
      "Back door to the yard, closer's fine, it locks.", // 11
      "Right, through into the dining room.", // 12
      "Suspended ceiling, one of the ceiling tiles is sagging and bulging down, looks like it's holding water.", // 13
      "There's a flat upstairs with a bathroom right above, so that's urgent.", // 14
      "Emergency lighting over the fire exit, the test didn't bring it on, the fitting's dead.", // 15
      "Fire door between the kitchen and the dining room is wedged open with a wooden wedge.", // 16
      "Told them it stays shut, and I've taken the wedge away.", // 17
      "Banquette seating is the tenant's, the ripped vinyl's their problem.", // 18
      "DDA ramp at the front entrance, the handrail is loose, wobbles when you lean on it.", // 19
      "Customer toilets, the hand dryer's packed up.", // 20
      "Not a big deal, they've got paper towels, no rush on that one.", // 21
      "Toilets flush fine, no smells.", // 22
      "That's it for the restaurant.", // 23
    ],
    findings: [
      {
        id: "gas",
        at: [2, 3],
        thing: ["gas", "range", "burner", "hob", "cooker"],
        problem: ["smell", "leak", "odour", "odor"],
        priority: "HIGH",
      },
      {
        id: "seal",
        at: [5],
        thing: ["seal", "fridge", "walk-in", "door seal", "gasket"],
        problem: ["split", "torn", "replace", "damage", "broken", "perish"],
        priority: "MEDIUM",
      },
      {
        id: "drain",
        at: [6],
        thing: ["drain", "sink", "pot wash", "waste"],
        problem: ["slow", "block", "drain", "sits"],
        priority: "MEDIUM",
      },
      {
        id: "walltiles",
        at: [8],
        thing: ["tile", "wall tile"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "socket",
        at: [9, 10],
        thing: ["socket", "outlet"],
        problem: ["scorch", "burn", "spark", "black", "isolat", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bulge",
        at: [13, 14],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["sag", "bulg", "water", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "emlight",
        at: [15],
        thing: ["emergency light", "emergency", "light", "fitting"],
        problem: ["dead", "fail", "not work", "test", "out", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "firedoor",
        at: [16, 17],
        thing: ["fire door", "door"],
        problem: ["wedge", "propped", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "handrail",
        at: [19],
        thing: ["handrail", "rail", "ramp"],
        problem: ["loose", "wobbl", "insecure", "unsecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dryer",
        at: [20, 21],
        thing: ["hand dryer", "dryer"],
        problem: ["packed up", "not work", "dead", "broken", "fault", "fail"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "e04-uk-warehouse-unit",
    half: "heldout",
    lines: [
      "Right, unit 7 on the trading estate, it's a warehouse with a small office at the front.", // 0
      "Starting outside in the yard.", // 1
      "Main roller shutter, the motor's packed up, it won't go up at all.", // 2
      "They're using the side door for deliveries, um, the shutter's down and locked so it's secure, but they need it working this week.", // 3
      "Yard surface, there's a pothole by the loading bay, fairly deep, forklifts go over it.", // 4
      "That's a trip hazard for the lads walking across too, so high.", // 5
      "Gutter along the front elevation is blocked, there's grass growing out of it.", // 6
      "Okay, inside the warehouse.", // 7
      "Roof lights, one of them's cracked and there's water dripping onto the racking right now.", // 8
      "Needs a roofer asap, it's been raining all morning.", // 9
      "Racking's the tenant's, not ours, they've had it inspected.", // 10
      "High-bay lights all working, that's fine.", // 11
      "Fire alarm call point by the rear door, the glass is smashed and it's been taped over.", // 12
      "That needs replacing today, the engineer can reset the panel at the same time.", // 13
      "Rear fire exit is clear, opens fine.", // 14
      "Mezzanine staircase, the handrail on the top flight is loose, it's come away from the post.", // 15
      "Into the office at the front.", // 16
      "Gas heater in the office is working, it's toasty in here.", // 17
      "Suspended ceiling, a few tiles are missing, just cosmetic, replace when convenient.", // 18
      "Kitchenette sink, um, no, that's fine, no leaks.", // 19
      "Car park at the side, the white lines are faded, low priority.", // 20
      "That's unit 7.", // 21
    ],
    findings: [
      {
        id: "shutter",
        at: [2, 3],
        thing: ["roller shutter", "shutter", "motor"],
        problem: ["packed up", "won't", "not work", "fail", "broken", "dead", "fault", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "pothole",
        at: [4, 5],
        thing: ["pothole", "hole", "yard", "surface"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gutter",
        at: [6],
        thing: ["gutter"],
        problem: ["block", "vegetation", "grass", "clear", "overgrown"],
        priority: "MEDIUM",
      },
      {
        id: "rooflight",
        at: [8, 9],
        thing: ["roof light", "rooflight", "roof", "skylight"],
        problem: ["crack", "leak", "drip", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "callpoint",
        at: [12, 13],
        thing: ["call point", "fire alarm", "alarm"],
        problem: ["smash", "broken", "taped", "damage", "reset", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "handrail",
        at: [15],
        thing: ["handrail", "rail", "stair", "banister"],
        problem: ["loose", "come away", "detach", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ceiling",
        at: [18],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["missing", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lines",
        at: [20],
        thing: ["line", "marking", "car park"],
        problem: ["fade", "repaint", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "e05-uk-gp-surgery",
    half: "tune",
    lines: [
      "Okay, this is the GP surgery on Station Road, the practice manager's with me.", // 0
      "Main entrance first, the automatic doors are working, open and close fine.", // 1
      "DDA ramp outside, one of the paving slabs at the bottom has lifted, there's a good inch lip.", // 2
      "Lots of elderly patients and wheelchairs, so that's a high one.", // 3
      "Waiting room, the radiators are all on and warm.", // 4
      "Chairs are the practice's own.", // 5
      "Ceiling tile above the children's corner is stained, old water mark, it's dry.", // 6
      "Keep an eye on it, replace it in the next few weeks.", // 7
      "Consulting room two, the tap's loose on the basin, it wobbles round.", // 8
      "Consulting room three, the HVAC unit is, um, making a grinding noise and blowing cold.", // 9
      "Doctor says it's been like that since Monday and the room's freezing, there's no other heating in there.", // 10
      "Need the HVAC engineer in tomorrow at the latest.", // 11
      "Treatment room, the vinyl floor is scuffed, just cosmetic.", // 12
      "Fire panel behind reception is normal, all green.", // 13
      "Smoke detector in the corridor outside the treatment room is chirping.", // 14
      "Practice manager thinks it's a battery but it's a mains system, so get the alarm company out today.", // 15
      "Staff kitchen, no sign of damp, everything looks fine.", // 16
      "Disabled toilet, the pull cord alarm doesn't work, I pulled it and nothing sounded at reception.", // 17
      "That's urgent, it's a patient safety thing.", // 18
      "Back door to the car park doesn't latch, it just swings open.", // 19
      "And the car park lights, two of the columns are out, practice manager says it's really dark by six.", // 20
      "Not urgent but book it in this week.", // 21
      "Right, that's the surgery.", // 22
    ],
    findings: [
      {
        id: "paving",
        at: [2, 3],
        thing: ["paving", "slab", "ramp", "paving slab"],
        problem: ["lift", "lip", "raised", "trip", "uneven"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tile",
        at: [6, 7],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain", "water mark", "mark", "discolour", "discolor"],
        priority: "MEDIUM",
      },
      { id: "tap", at: [8], thing: ["tap"], problem: ["loose", "wobbl"], priority: "MEDIUM" },
      {
        id: "hvac",
        at: [9, 10, 11],
        thing: ["hvac", "air con", "heating", "unit", "heat pump"],
        problem: ["grind", "noise", "cold", "not heat", "no heat", "fault", "fail", "freezing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "vinyl",
        at: [12],
        thing: ["vinyl", "floor", "flooring"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke",
        at: [14, 15],
        thing: ["smoke detector", "smoke alarm", "detector", "alarm"],
        problem: ["chirp", "beep", "fault", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cord",
        at: [17, 18],
        thing: ["pull cord", "cord", "alarm", "emergency alarm", "assistance alarm"],
        problem: ["not work", "doesn't work", "fail", "dead", "fault", "broken", "no sound"],
        priority: "HIGH",
      },
      {
        id: "backdoor",
        at: [19],
        thing: ["back door", "door", "latch"],
        problem: ["latch", "won't", "not shut", "swing", "secure", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cplights",
        at: [20, 21],
        thing: ["car park light", "light", "lighting", "column", "lamp"],
        problem: ["out", "not work", "fail", "dead", "blown"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "e06-uk-block-communal-areas",
    half: "heldout",
    lines: [
      "Right, communal areas at Beechwood Court, twenty-four flats over four floors.", // 0
      "Main entrance door, the mag lock's not holding, the door just pulls open without a fob.", // 1
      "Anyone can walk in, that's the security of the whole block, so today.", // 2
      "Entry phone panel is working, I buzzed flat 12 and it rang through.", // 3
      "Ground floor lobby, fire panel shows normal, and the log book's been signed this month.", // 4
      "Post boxes, a couple of the little doors are bent, cosmetic, low priority.", // 5
      "Stairs up to the first floor.", // 6
      "Stair nosing on the fourth step's come loose, it flaps when you stand on it.", // 7
      "Someone'll go over on that, needs the chippy in this week at the latest, actually no, make it asap.", // 8
      "First floor landing, the emergency light's showing a red charge light instead of green, so it's faulty.", // 9
      "Fire door to the flats corridor closes and latches properly, good.", // 10
      "Second floor, carpet's worn at the top of the flight but it's flat, not rucked, so just planned replacement.", // 11
      "Lift, um, it's out of service, there's a sign on it from yesterday.", // 12
      "One of the top floor residents is a wheelchair user, so chase the lift contractor today.", // 13
      "Out the back door to the bin store.", // 14
      "Bin store door won't lock, the hasp's snapped, so fly-tippers are getting in.", // 15
      "It doesn't open into the building though, so this week is fine.", // 16
      "Graffiti on the bin store wall, just needs painting over.", // 17
      "Car park, the barrier's working fine.", // 18
      "Drain by bay nine is blocked, there's a big puddle standing.", // 19
      "Lighting in the car park's fine, it came on at dusk while I was here.", // 20
      "Done for today, I'll send the report to the managing agent.", // 21
    ],
    findings: [
      {
        id: "entrance",
        at: [1, 2],
        thing: ["entrance door", "door", "mag lock", "maglock", "lock"],
        problem: ["not hold", "won't", "fail", "not secure", "insecure", "open", "fault"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "postbox",
        at: [5],
        thing: ["post box", "postbox", "door"],
        problem: ["bent", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "nosing",
        at: [7, 8],
        thing: ["nosing", "stair", "step", "tread"],
        problem: ["loose", "flap", "come loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "emlight",
        at: [9],
        thing: ["emergency light", "emergency", "light"],
        problem: ["fault", "red", "fail", "not charg", "not work"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet",
        at: [11],
        thing: ["carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lift",
        at: [12, 13],
        thing: ["lift", "elevator"],
        problem: ["out of service", "out of order", "not work", "broken", "down", "fault"],
        priority: "HIGH",
      },
      {
        id: "binstore",
        at: [15, 16],
        thing: ["bin store", "door", "hasp", "lock"],
        problem: ["won't lock", "lock", "snap", "broken", "insecure", "secure"],
        priority: "MEDIUM",
        kind: "security",
      },
      { id: "graffiti", at: [17], thing: ["graffiti"], priority: "LOW", kind: "cosmetic" },
      {
        id: "drain",
        at: [19],
        thing: ["drain", "gully"],
        problem: ["block", "puddle", "standing", "flood"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "e07-us-strip-mall-nail-salon",
    half: "tune",
    lines: [
      "Okay, this is unit 112 in the Parkway strip mall, it's a nail salon.", // 0
      "Out front, the storefront glass has a crack running from the bottom corner, about eighteen inches.", // 1
      "It's not growing, tenant says it's been there a month, but get the glazier out this week.", // 2
      "ADA ramp from the parking lot, the curb cut's fine, the slope looks right.", // 3
      "Front door closer is leaking oil and the door slams, let's put that on the list as medium.", // 4
      "Inside, the HVAC's blowing warm air when it's set to cool, it's like eighty-five degrees in here.", // 5
      "With the nail fumes and the heat they can't run like that, call the HVAC contractor today.", // 6
      "Drop ceiling, a couple of ceiling tiles have water stains over the pedicure chairs.", // 7
      "Tenant says the roof leaked in the spring and it was patched, it's dry now.", // 8
      "So just replace the tiles, no rush.", // 9
      "GFCI outlet by the pedicure sinks won't reset, the button just pops back out.", // 10
      "That's water and electrics right next to each other, so that's urgent.", // 11
      "Back of house, the water heater's working, it's hot at every faucet.", // 12
      "Restroom, the faucet's dripping constantly and the toilet keeps running.", // 13
      "Both of those are routine, book the plumber in the next couple weeks.", // 14
      "Breaker panel is labeled and the door closes, that's fine.", // 15
      "Rear service door onto the alley, the deadbolt doesn't line up, so it won't lock.", // 16
      "They've been leaving it on a chain overnight, so that needs fixing today.", // 17
      "Exit sign over the rear door is out, the battery's dead on it.", // 18
      "Dumpster enclosure out back is the landlord's, the gate's hanging off one hinge, low priority.", // 19
      "Alright, that's 112.", // 20
    ],
    findings: [
      {
        id: "glass",
        at: [1, 2],
        thing: ["glass", "storefront", "window", "glazing", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "closer",
        at: [4],
        thing: ["door closer", "closer", "door"],
        problem: ["leak", "slam", "oil"],
        priority: "MEDIUM",
      },
      {
        id: "hvac",
        at: [5, 6],
        thing: ["hvac", "a/c", "air con", "air conditioning", "unit", "cooling"],
        problem: ["warm", "not cool", "no cool", "fault", "fail", "broken", "hot"],
        priority: "HIGH",
      },
      {
        id: "tiles",
        at: [7, 8, 9],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain", "water", "replace"],
        priority: "LOW",
      },
      {
        id: "gfci",
        at: [10, 11],
        thing: ["gfci", "outlet", "socket", "receptacle"],
        problem: ["reset", "trip", "fault", "fail", "not work", "won't"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "faucet",
        at: [13, 14],
        thing: ["faucet", "tap"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "toilet",
        at: [13, 14],
        thing: ["toilet", "tank"],
        problem: ["run", "leak", "flush", "fill"],
        priority: "MEDIUM",
      },
      {
        id: "reardoor",
        at: [16, 17],
        thing: ["rear door", "service door", "door", "deadbolt", "lock"],
        problem: ["won't lock", "lock", "align", "line up", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "exitsign",
        at: [18],
        thing: ["exit sign", "sign", "emergency"],
        problem: ["out", "dead", "fail", "not work", "battery", "not lit", "unlit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "gate",
        at: [19],
        thing: ["gate", "dumpster", "enclosure", "hinge"],
        problem: ["hinge", "hang", "broken", "off"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "e08-us-apartment-complex-common-areas",
    half: "heldout",
    lines: [
      "Alright, walking the common areas at Willow Creek Apartments, building C.", // 0
      "Leasing office first, the HVAC's running fine, it's cool in here.", // 1
      "Mailroom, a couple of the mailbox doors won't close, residents have been complaining.", // 2
      "That's a mail security thing, the post office won't like it, so get it done this week.", // 3
      "Breezeway on the ground floor, the stair handrail in the east stairwell is loose at the bottom, it rocks.", // 4
      "That's high, somebody's going to grab it and go down.", // 5
      "Second floor walkway, there's a light fixture hanging by its wires, the cover's off.", // 6
      "Exposed wiring right where the kids run past, I want the electrician out today.", // 7
      "Fire extinguisher cabinet by unit 214, the extinguisher's missing entirely.", // 8
      "Laundry room, the machines are the vendor's, and they're all running.", // 9
      "Floor drain in the laundry room is backing up, there's standing water across the floor by the washers.", // 10
      "Water's spreading toward the outlets on the wall, so that's urgent.", // 11
      "Pool gate, the self-closing hinge works and the latch catches, good.", // 12
      "Parking lot, the speed bump by building D is cracked, it's minor.", // 13
      "Dumpster corral, there's trash everywhere, but that's housekeeping, not maintenance.", // 14
      "Fitness center, the treadmills are the amenity vendor's, not ours.", // 15
      "Fitness center drywall is dented behind the weight rack, a couple of holes, cosmetic, low priority.", // 16
      "Stoop at the front of building C, the concrete step is cracked and a chunk's broken off the edge.", // 17
      "Needs fixing before somebody trips, so asap.", // 18
      "Alright, last thing, the elevator inspection certificate is current, it's posted.", // 19
      "That's building C.", // 20
    ],
    findings: [
      {
        id: "mailbox",
        at: [2, 3],
        thing: ["mailbox", "mail box", "mailbox door", "door"],
        problem: ["won't close", "close", "broken", "secure", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "handrail",
        at: [4, 5],
        thing: ["handrail", "rail", "stair"],
        problem: ["loose", "rock", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fixture",
        at: [6, 7],
        thing: ["light", "fixture", "wiring", "wire", "fitting"],
        problem: ["hang", "exposed", "loose", "bare", "cover"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ext",
        at: [8],
        thing: ["extinguisher"],
        problem: ["missing", "gone", "replace", "absent"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "drain",
        at: [10, 11],
        thing: ["floor drain", "drain", "laundry"],
        problem: ["back", "flood", "standing", "block", "water", "leak", "overflow"],
        priority: "HIGH",
        kind: "water",
      },
      { id: "bump", at: [13], thing: ["speed bump", "bump"], problem: ["crack"], priority: "LOW" },
      {
        id: "drywall",
        at: [16],
        thing: ["drywall", "wall"],
        problem: ["dent", "hole", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stoop",
        at: [17, 18],
        thing: ["stoop", "step", "stair", "concrete"],
        problem: ["crack", "broken", "chunk", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "e09-uk-dental-practice",
    half: "tune",
    lines: [
      "Morning, this is the dental practice on Queen Street, ground floor and first floor.", // 0
      "Reception, the automatic door sensor's a bit slow but it opens, that's fine.", // 1
      "Um, the waiting area carpet has a coffee stain by the water cooler, low priority.", // 2
      "Surgery one, the compressor's the practice's own kit, not ours.", // 3
      "Air con cassette in surgery one is dripping water onto the suspended ceiling tiles, and it's coming down onto the floor by the chair.", // 4
      "That's right by the dental chair's electrics, so isolate it and get the air con engineer out today.", // 5
      "Surgery two, all good, no problems.", // 6
      "Decontamination room, the extractor fan's stopped working.", // 7
      "Needs doing this week, the nurse says it gets really steamy.", // 8
      "Stairs to the first floor, the carpet's rucked on the third step up, it's come off the gripper.", // 9
      "Stair handrail's solid, not loose anywhere.", // 10
      "First floor office, there's a crack above the window lintel, um, it's about five mil wide.", // 11
      "Practice manager says it's got wider since the summer, so get a surveyor to look at it asap.", // 12
      "Staff toilet, the toilet seat's cracked, just replace it when someone's passing.", // 13
      "Boiler cupboard, the boiler's fine, pressure's at one and a half.", // 14
      "Oh, and the CO alarm next to the boiler, there isn't one, the bracket's there but the alarm's gone.", // 15
      "Fire escape at the back, the external staircase, the top landing is rusty but solid.", // 16
      "Paint's flaking off it, that's a planned job for the summer.", // 17
      "Right, that's everything.", // 18
    ],
    findings: [
      {
        id: "carpet",
        at: [2],
        thing: ["carpet"],
        problem: ["stain", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "aircon",
        at: [4, 5],
        thing: ["air con", "aircon", "air conditioning", "cassette", "a/c", "ceiling", "unit"],
        problem: ["drip", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "fan",
        at: [7, 8],
        thing: ["extractor", "fan"],
        problem: ["stop", "not work", "dead", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "stair",
        at: [9],
        thing: ["carpet", "stair", "step"],
        problem: ["ruck", "loose", "lift", "gripper", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "crack",
        at: [11, 12],
        thing: ["lintel", "wall", "window", "crack"],
        problem: ["crack", "widen", "wider", "structural", "movement"],
        priority: "HIGH",
      },
      {
        id: "seat",
        at: [13],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["crack", "broken", "replace"],
        priority: "LOW",
      },
      {
        id: "co",
        at: [15],
        thing: ["co alarm", "carbon monoxide", "alarm", "co detector", "detector"],
        problem: ["missing", "gone", "none", "absent", "not fitted", "no co"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "escape",
        at: [16, 17],
        thing: ["fire escape", "staircase", "stair", "paint", "landing"],
        problem: ["rust", "flak", "peel", "paint"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "e10-us-law-office-suite",
    half: "heldout",
    lines: [
      "Okay, suite 300, third floor, it's a small law office, about twelve people.", // 0
      "Elevator lobby's fine, carpet's clean.", // 1
      "Suite entry door, the card reader's dead, there's no light on it at all.", // 2
      "The door's locked so nobody can get in, but staff are having to call reception to be let in, so this week please.", // 3
      "Reception area, the drywall by the coat closet has a crack running from the corner of the door frame.", // 4
      "It's hairline, just tape and mud and paint, no rush.", // 5
      "Break room, the faucet's fine, the disposal works.", // 6
      "Refrigerator's theirs.", // 7
      "Outlet behind the microwave is warm to the touch and the faceplate's discolored, like a brown mark.", // 8
      "They've got the microwave, the coffee maker and a toaster oven all on one power strip.", // 9
      "Get them to unplug that now, and have the electrician check the outlet today.", // 10
      "Corner office, the thermostat's not responding, the HVAC in there just blows cold air constantly.", // 11
      "Partner says she's been wearing her coat at her desk for a week, so, um, call the HVAC contractor asap.", // 12
      "Ceiling tiles in the hallway, two are cracked at the corners, cosmetic.", // 13
      "Storage closet, there's a box stacked right up against the sprinkler head, nowhere near the clearance.", // 14
      "Needs moving today, the fire marshal would flag that.", // 15
      "Restroom inside the suite, the toilet won't flush properly, you have to hold the handle down.", // 16
      "Routine job for the plumber.", // 17
      "Emergency exit stairwell door closes and latches, and the exit signs are lit.", // 18
      "Window blinds in the conference room are broken, a few slats snapped, low priority.", // 19
      "And the projector screen in there is theirs.", // 20
      "That's suite 300.", // 21
    ],
    findings: [
      {
        id: "reader",
        at: [2, 3],
        thing: ["card reader", "reader", "access control", "door"],
        problem: ["dead", "not work", "fail", "fault", "no power", "no light"],
        priority: "MEDIUM",
      },
      {
        id: "drywall",
        at: [4, 5],
        thing: ["drywall", "wall"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "outlet",
        at: [8, 9, 10],
        thing: ["outlet", "socket", "power strip", "receptacle"],
        problem: ["warm", "hot", "discolo", "brown", "overload", "scorch", "burn"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hvac",
        at: [11, 12],
        thing: ["hvac", "thermostat", "heating", "heat"],
        problem: ["cold", "not respond", "no heat", "fault", "fail", "broken", "not work"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "tiles",
        at: [13],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["crack", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sprinkler",
        at: [14, 15],
        thing: ["sprinkler", "sprinkler head", "box"],
        problem: ["block", "obstruct", "clearance", "box", "stack", "cover"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet",
        at: [16, 17],
        thing: ["toilet", "flush", "handle"],
        problem: ["flush", "won't", "hold", "fault", "not work"],
        priority: "MEDIUM",
      },
      {
        id: "blinds",
        at: [19],
        thing: ["blind", "slat"],
        problem: ["broken", "snap", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "e11-us-restaurant-taqueria",
    half: "tune",
    lines: [
      "Alright, this is the taqueria in the end cap, we're doing the kitchen first.", // 0
      "Walk-in cooler's holding at thirty-six, that's good.", // 1
      "Hood suppression system tag is current, it was inspected in March.", // 2
      "Three-compartment sink, the faucet's leaking at the base, water's pooling on the counter.", // 3
      "They're wiping it down for now, get the plumber out this week.", // 4
      "Floor drain under the dish machine is draining fine.", // 5
      "Water heater, the pilot won't light, they've had no hot water since this morning.", // 6
      "Health department will shut them down without hot water, so that's today.", // 7
      "GFCI outlet by the prep line had tripped, I reset it and it held, that's fine.", // 8
      "Quarry tile floor by the fryers, a few tiles are broken and loose, the cooks are tripping on them.", // 9
      "Back door to the alley doesn't close all the way, the bottom's dragging on the threshold.", // 10
      "So it can't be locked at night, that needs a handyman today.", // 11
      "Into the dining room.", // 12
      "Booths are theirs, the torn one's their problem.", // 13
      "Drop ceiling above table twelve, there's a brown stain and it's, um, actually it's wet, it's dripping.", // 14
      "The rooftop HVAC unit sits right above there, the condensate line's probably clogged, get HVAC up on the roof asap.", // 15
      "Patio door, the glass is scratched, cosmetic.", // 16
      "ADA restroom, the grab bar next to the toilet is loose, it pulls away from the wall.", // 17
      "Dining room heat's on and working, the thermostat's set at seventy.", // 18
      "Exit sign by the patio is lit, emergency lights tested fine.", // 19
      "Paint's peeling on the front fascia outside, that can go on the spring list.", // 20
      "Okay, done.", // 21
    ],
    findings: [
      {
        id: "faucet",
        at: [3, 4],
        thing: ["faucet", "tap", "sink"],
        problem: ["leak", "drip", "pool"],
        priority: "MEDIUM",
      },
      {
        id: "wh",
        at: [6, 7],
        thing: ["water heater", "heater", "hot water", "pilot"],
        problem: ["won't light", "light", "pilot", "no hot", "not work", "out", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "floortiles",
        at: [9],
        thing: ["tile", "floor", "quarry tile"],
        problem: ["broken", "loose", "trip", "crack"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "backdoor",
        at: [10, 11],
        thing: ["back door", "door"],
        problem: ["close", "drag", "lock", "secure", "shut"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling",
        at: [14, 15],
        thing: ["ceiling", "ceiling tile", "tile", "condensate", "hvac", "roof"],
        problem: ["drip", "leak", "wet", "stain", "clog", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "glass",
        at: [16],
        thing: ["glass", "patio door", "door"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "grabbar",
        at: [17],
        thing: ["grab bar", "grab rail", "bar", "rail"],
        problem: ["loose", "pull", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fascia",
        at: [20],
        thing: ["fascia", "paint"],
        problem: ["peel", "flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "e12-uk-warehouse-trade-counter",
    half: "heldout",
    lines: [
      "Right, unit 3B, it's a plumbers' merchant, trade counter at the front and the warehouse behind.", // 0
      "Trade counter, the floor's fine, lights all working.", // 1
      "Fire panel by the counter has been silenced, um, the display says detector fault, warehouse zone.", // 2
      "Branch manager silenced it two days ago and nobody's called anyone, so that's today.", // 3
      "Warehouse, the roller shutter on loading door two won't come down the last foot.", // 4
      "There's a gap at the bottom you could roll under, and they've got a lot of copper in here, so it's not secure.", // 5
      "Need the shutter engineer out today, before they close up.", // 6
      "Loading door one shutter's fine, goes up and down.", // 7
      "Concrete floor, there's a long crack across bay four, but it's old and hasn't moved, just note it, low priority.", // 8
      "Roof, from inside you can see daylight through a couple of the sheets near the ridge.", // 9
      "It's dry today, but the last time it rained it came through onto the pallets, so book the roofer in this week.", // 10
      "Mezzanine office, the gas heater's off, manager says it won't light and they've had no heating all week.", // 11
      "Get a Gas Safe engineer in, the office lads are freezing.", // 12
      "Emergency lighting on the mezzanine, did the test, all came on.", // 13
      "Staff toilet, the cistern's cracked and leaking, water all over the floor.", // 14
      "It's a slippery mess, so get the plumber today.", // 15
      "Outside, the cladding panel by the side door is dented where a van's hit it, cosmetic.", // 16
      "Downpipe on the corner has come away from the wall at the bottom bracket.", // 17
      "Needs refixing, but not urgent, low priority.", // 18
      "Security lights on the yard are working, I tested them with the sensor.", // 19
      "Right, that's unit 3B.", // 20
    ],
    findings: [
      {
        id: "panel",
        at: [2, 3],
        thing: ["fire panel", "fire alarm", "panel", "detector", "alarm"],
        problem: ["fault", "silenc", "error", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "shutter",
        at: [4, 5, 6],
        thing: ["roller shutter", "shutter", "loading door"],
        problem: [
          "won't",
          "gap",
          "not secure",
          "insecure",
          "close",
          "come down",
          "jam",
          "stuck",
          "fault",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "floorcrack",
        at: [8],
        thing: ["floor", "concrete", "slab", "crack"],
        problem: ["crack"],
        priority: "LOW",
      },
      {
        id: "roof",
        at: [9, 10],
        thing: ["roof", "roof sheet", "sheet"],
        problem: ["daylight", "hole", "leak", "gap", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "heater",
        at: [11, 12],
        thing: ["heater", "gas heater", "heating"],
        problem: ["won't light", "light", "no heat", "not work", "fail", "fault", "dead"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "cistern",
        at: [14, 15],
        thing: ["cistern", "toilet", "wc"],
        problem: ["crack", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "cladding",
        at: [16],
        thing: ["cladding", "panel"],
        problem: ["dent", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "downpipe",
        at: [17, 18],
        thing: ["downpipe", "down pipe", "pipe", "rainwater pipe"],
        problem: ["come away", "detach", "loose", "refix", "bracket"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "e13-uk-block-communal-harbour-view",
    half: "tune",
    lines: [
      "Okay, so this is the communal inspection at Harbour View, the block of twelve on the quay.", // 0
      "Starting in the car park underneath.", // 1
      "Car park roller shutter opens on the fob and closes behind you, fine.", // 2
      "There's water dripping from the soffit above bay four, right onto a resident's car.", // 3
      "It's coming through from the podium deck above, um, it's active, so get the roofer today.", // 4
      "Emergency lighting in the car park, two of the bulkheads didn't come on during the test.", // 5
      "Fire door from the car park into the stair core, the closer's broken, it doesn't shut by itself.", // 6
      "That's the smoke separation for the whole stair, so high.", // 7
      "Bin store, door's fine, it locks, and the bins have been emptied.", // 8
      "Pest control bait boxes are in place, no sign of rats.", // 9
      "Lift is working, the alarm button connects to the call centre, I tested it.", // 10
      "Inside the lift car, the mirror's cracked in the corner, cosmetic, low priority.", // 11
      "Stairs, second floor landing, the window restrictor's missing, the window opens right out.", // 12
      "Big drop down to the quay, that's a today job.", // 13
      "Third floor landing, the dry riser cabinet door is hanging off its hinge, needs fixing in the next couple of weeks.", // 14
      "Top floor corridor, the carpet's got a few stains outside flat 11, just cosmetic.", // 15
      "Corridor radiator's warm, heating's on in the common parts.", // 16
      "Roof access hatch, the padlock's gone, anyone can get up on the roof.", // 17
      "There's no edge protection up there, so that's urgent.", // 18
      "Communal entrance, intercom handset's fine, the door locks behind you.", // 19
      "Outside, the render by the front steps has a hairline crack, not moving, keep an eye on it.", // 20
      "Paving by the front steps is fine, level, no trip hazards.", // 21
      "Right, that's Harbour View done.", // 22
    ],
    findings: [
      {
        id: "soffit",
        at: [3, 4],
        thing: ["soffit", "ceiling", "podium", "deck", "water", "roof"],
        problem: ["drip", "leak", "water", "ingress", "coming through"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "emlight",
        at: [5],
        thing: ["emergency light", "emergency", "bulkhead", "light"],
        problem: ["not come on", "didn't", "fail", "not work", "dead", "fault", "out"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "firedoor",
        at: [6, 7],
        thing: ["fire door", "door", "closer"],
        problem: ["broken", "not shut", "won't shut", "doesn't shut", "close", "fault", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "mirror",
        at: [11],
        thing: ["mirror"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "restrictor",
        at: [12, 13],
        thing: ["window restrictor", "restrictor", "window"],
        problem: ["missing", "gone", "absent", "opens", "no restrictor"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "riser",
        at: [14],
        thing: ["dry riser", "riser", "cabinet", "door"],
        problem: ["hang", "hinge", "broken", "off"],
        priority: "MEDIUM",
      },
      {
        id: "carpet",
        at: [15],
        thing: ["carpet"],
        problem: ["stain", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hatch",
        at: [17, 18],
        thing: ["roof hatch", "hatch", "padlock", "roof access", "lock"],
        problem: ["missing", "gone", "insecure", "not secure", "unlocked", "no padlock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "render",
        at: [20],
        thing: ["render", "crack", "wall"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "e14-us-strip-mall-vacant-unit",
    half: "heldout",
    lines: [
      "Okay, this is vacant unit 4 at Oak Plaza, between the pizza place and the laundromat, we're prepping it for the new tenant.", // 0
      "Storefront door locks fine, the key works.", // 1
      "Power's on, and the breakers are all labeled.", // 2
      "So, um, there's a strong burning smell from the back near the electrical panel.", // 3
      "Panel cover's warm and one of the breakers is buzzing, I'm shutting off the main and calling the electrician now.", // 4
      "Drop ceiling, probably a dozen tiles are stained or missing from the old tenant, replace them in the next couple weeks before handover.", // 5
      "Carpet's the old tenant's, it's coming out anyway.", // 6
      "HVAC, the furnace fires up but there's no air coming out of the vents.", // 7
      "Blower motor's probably shot, it's cold in here, but nobody's using the space yet, so this week is fine for the HVAC guy.", // 8
      "Back room, the water heater's fine, I ran the sink and it was hot in a minute.", // 9
      "Restroom, the toilet's cracked at the base and there's water on the floor around it.", // 10
      "It leaks every time it's flushed, so shut the supply off, plumber today.", // 11
      "Exit door at the rear, the panic bar's sticking, you have to hit it twice to get it open.", // 12
      "It's the fire exit, so that's high.", // 13
      "Outside the rear, the sidewalk slab's heaved up a couple inches by a tree root.", // 14
      "Walls, lots of anchor holes from the old shelving, just patch and paint, low priority.", // 15
      "Front sign box, the sign's the tenant's responsibility, skip that.", // 16
      "Parking lot lights out front are all working.", // 17
      "The ADA parking sign is bent over, probably a car hit it, needs straightening in the next week or two.", // 18
      "Okay, that's unit 4.", // 19
    ],
    findings: [
      {
        id: "panel",
        at: [3, 4],
        thing: ["panel", "electrical panel", "breaker", "electrical"],
        problem: ["burn", "smell", "buzz", "warm", "hot", "scorch", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "tiles",
        at: [5],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain", "missing", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "furnace",
        at: [7, 8],
        thing: ["furnace", "hvac", "blower", "heating", "heat", "vent"],
        problem: ["no air", "not blow", "shot", "fail", "not work", "cold", "fault", "broken"],
        priority: "MEDIUM",
        kind: "heat",
      },
      {
        id: "toilet",
        at: [10, 11],
        thing: ["toilet", "wc"],
        problem: ["crack", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "panic",
        at: [12, 13],
        thing: ["panic bar", "exit door", "fire exit", "door", "push bar"],
        problem: ["stick", "jam", "hard", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sidewalk",
        at: [14],
        thing: ["sidewalk", "slab", "paving", "pavement", "concrete"],
        problem: ["heav", "lift", "raised", "trip", "uneven"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "holes",
        at: [15],
        thing: ["wall", "hole"],
        problem: ["hole", "patch", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "adasign",
        at: [18],
        thing: ["sign", "ada sign", "parking sign"],
        problem: ["bent", "damage", "straighten"],
        priority: "MEDIUM",
      },
    ],
  },
];
