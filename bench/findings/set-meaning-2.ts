// Blind walkthroughs, set 2 (written without seeing the extractor).
import type { Walkthrough } from "./types";

export const MEANING2_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "b01-us-garden-apartment",
    half: "tune",
    lines: [
      "Okay, unit 3B, garden level, it's, uh, about ten past nine.", // 0
      "Tenant's here, she's letting me in.", // 1
      "Entry hall looks good, floors are fine.", // 2
      "Kitchen now.", // 3
      "So the kitchen faucet is dripping, pretty steady drip.", // 4
      "Probably just the cartridge.", // 5
      "Range, all four burners light, oven heats.", // 6
      "Garbage disposal hums but doesn't spin.", // 7
      "Might be jammed, I'll have maintenance take a look.", // 8
      "Living room, carpet's got a big stain by the slider.", // 9
      "That's cosmetic, low priority.", // 10
      "Slider locks, screen's okay.", // 11
      "Hallway, the smoke detector outside the bedroom is chirping.", // 12
      "Battery's dead or it's end of life, either way it needs replacing today.", // 13
      "Bedroom's fine, bathroom, no leaks under the vanity, tub drains fine.", // 14
      "Um, water heater closet, no rust, pan's dry.", // 15
      "Back at the front door, deadbolt works, we're done.", // 16
    ],
    findings: [
      {
        id: "faucet-drip",
        at: [4, 5],
        thing: ["faucet", "tap"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "disposal-jammed",
        at: [7, 8],
        thing: ["garbage disposal", "disposal"],
        problem: ["jam", "spin", "hum", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-stain",
        at: [9, 10],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-detector",
        at: [12, 13],
        thing: ["smoke detector", "smoke alarm", "detector"],
        problem: ["chirp", "battery", "dead", "replac"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "b02-uk-mid-terrace",
    half: "heldout",
    lines: [
      "Right, this is 14 Alma Terrace, two-up two-down, mid-terrace.", // 0
      "Bit grim out, it's been raining all morning, so good day to look for leaks actually.", // 1
      "Front door, lock's fine, but the letterbox flap is missing.", // 2
      "Not a big deal, low priority.", // 3
      "Front room, um, there's a damp patch on the chimney breast, about hand height.", // 4
      "Feels a bit damp, I'd want a roofer to look at the stack soon.", // 5
      "Radiator's warm, window opens and closes.", // 6
      "Kitchen at the back.", // 7
      "The extractor does nothing, I've tried both switches.", // 8
      "Sink's fine, hot tap runs hot.", // 9
      "There's a socket behind the cooker, it's scorched round the plug.", // 10
      "Yeah, black marks, I'd isolate that, it's a today job.", // 11
      "Back door, okay so the back door won't lock, key just spins.", // 12
      "Tenant says it's been like that since Christmas.", // 13
      "Up the stairs now, the stair carpet is worn right through on the nosings.", // 14
      "That's a trip hazard, honestly, someone's going to catch a heel on it.", // 15
      "On the landing, smoke alarm tested, it's fine.", // 16
      "Bathroom, the bath sealant's gone black and it's peeling.", // 17
      "Needs raking out and redoing, not urgent.", // 18
      "Back bedroom, nothing to report.", // 19
      "Back downstairs, had another look at that chimney breast, I reckon it's the flashing.", // 20
      "Gas meter reading is 0-3-7-7-2.", // 21
      "Right, done, locking up.", // 22
    ],
    findings: [
      {
        id: "letterbox",
        at: [2, 3],
        thing: ["letterbox", "letter box", "flap"],
        problem: ["missing"],
        priority: "LOW",
      },
      {
        id: "chimney-damp",
        at: [4, 5, 20],
        thing: ["damp", "chimney breast", "chimney"],
        priority: "MEDIUM",
      },
      {
        id: "extractor",
        at: [8],
        thing: ["extractor", "extract fan", "fan"],
        problem: ["nothing", "not working", "faulty", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "scorched-socket",
        at: [10, 11],
        thing: ["socket", "plug"],
        problem: ["scorch", "burn", "black"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-door-lock",
        at: [12, 13],
        thing: ["back door", "door", "lock"],
        problem: ["won't lock", "lock", "spin"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-carpet",
        at: [14, 15],
        thing: ["stair carpet", "carpet", "stair"],
        problem: ["worn", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bath-sealant",
        at: [17, 18],
        thing: ["sealant", "silicone", "bath"],
        problem: ["black", "peel", "mould"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "b03-uk-hmo-five-lets",
    half: "tune",
    lines: [
      "Okay so this is the HMO at 7 Brook Street, five lets, shared kitchen and two bathrooms.", // 0
      "Um, I've got the landlord's agent with me, Dave.", // 1
      "Hallway first, the fire door to the kitchen doesn't close on its own, the closer's snapped.", // 2
      "That's got to be fixed asap, it's an HMO.", // 3
      "Emergency light above the front door, test button, nothing happens when you press it.", // 4
      "Could be the battery pack.", // 5
      "Bikes in the hall are the tenants', not ours.", // 6
      "Kitchen, right, the hob, back left ring won't light.", // 7
      "Clicks but no flame, other three are fine.", // 8
      "No smell of gas though, I checked.", // 9
      "Fridge freezer's fine, that's theirs anyway.", // 10
      "Heat detector on the ceiling, tested, fine.", // 11
      "Floor's got a lifted vinyl seam by the back door.", // 12
      "Somebody will catch a toe on that, so, today really.", // 13
      "Up on the first-floor landing.", // 14
      "The handrail's loose at the top, it moves about an inch when you lean on it.", // 15
      "Room 3, tenant's not in, agent's got the key.", // 16
      "Window won't open past a crack, the restrictor's jammed.", // 17
      "Not a big issue, sort it this month.", // 18
      "Room 4, the door's been kicked at some point, big split in the frame.", // 19
      "Lock still works, so low priority, just filler and paint.", // 20
      "Bathroom two, the electric shower runs stone cold, and it's the only shower on this floor.", // 21
      "That's urgent, five people sharing.", // 22
      "Toilet cistern's leaking from the inlet, there's a puddle round the pan.", // 23
      "Towel's soaked through, tenant's been mopping it up.", // 24
      "Second-floor landing, smoke alarm's missing, just the base plate on the ceiling.", // 25
      "Head's gone, someone's taken it off, probably burnt toast.", // 26
      "Back down in the hall, that emergency light still isn't on, I've flicked the breaker too.", // 27
      "Electric meter, reading 4-8-8-1-0.", // 28
      "Right, that's the lot for Brook Street.", // 29
    ],
    findings: [
      {
        id: "fire-door-closer",
        at: [2, 3],
        thing: ["fire door", "door closer", "closer", "door"],
        problem: ["close", "snap", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "emergency-light",
        at: [4, 5, 27],
        thing: ["emergency light", "emergency lighting", "light"],
        problem: ["nothing", "not working", "isn't on", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hob-ring",
        at: [7, 8],
        thing: ["hob", "ring", "burner"],
        problem: ["won't light", "light", "no flame"],
        priority: "MEDIUM",
      },
      {
        id: "vinyl-seam",
        at: [12, 13],
        thing: ["vinyl", "floor", "seam"],
        problem: ["lift", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "handrail",
        at: [15],
        thing: ["handrail", "banister"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "window-restrictor",
        at: [17, 18],
        thing: ["window", "restrictor"],
        problem: ["jam", "won't open", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "door-frame",
        at: [19, 20],
        thing: ["door frame", "frame", "door"],
        problem: ["split", "kick", "damage"],
        priority: "LOW",
      },
      {
        id: "shower-cold",
        at: [21, 22],
        thing: ["shower", "electric shower", "hot water"],
        problem: ["cold", "no hot water", "not heating"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "cistern-leak",
        at: [23, 24],
        thing: ["cistern", "toilet", "inlet"],
        problem: ["leak", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "smoke-alarm",
        at: [25, 26],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["missing", "gone", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "b04-us-student-house-moveout",
    half: "heldout",
    lines: [
      "Alright, 212 College Ave, the student house, six bedrooms.", // 0
      "Move-out inspection, kids are gone, place is, uh, pretty trashed honestly.", // 1
      "Living room carpet, beer stains everywhere.", // 2
      "Shampoo it or replace it, but that's cosmetic.", // 3
      "Walls have a bunch of holes from posters and what looks like a fist, um, right by the door.", // 4
      "Drywall patch, not urgent.", // 5
      "Kitchen, fridge is empty, propped open, good.", // 6
      "Sink doesn't drain at all, standing water.", // 7
      "Smells like grease, probably a clog in the trap.", // 8
      "Dishwasher runs.", // 9
      "Upstairs hallway, all the smoke detectors tested fine, which, surprisingly.", // 10
      "Bedroom five, closet door is off its track, just leaning on the wall.", // 11
      "Okay, lovely view of the stadium from up here.", // 12
      "Basement, furnace is on, filter's clean, no water on the floor.", // 13
      "That's it, I'll send the photos to the owner.", // 14
    ],
    findings: [
      {
        id: "carpet-stains",
        at: [2, 3],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wall-holes",
        at: [4, 5],
        thing: ["wall", "drywall"],
        problem: ["hole", "patch", "damage"],
        priority: "LOW",
      },
      {
        id: "sink-clog",
        at: [7, 8],
        thing: ["sink", "drain", "trap"],
        problem: ["drain", "clog", "block", "standing water"],
        priority: "MEDIUM",
      },
      {
        id: "closet-door",
        at: [11],
        thing: ["closet door", "door", "closet"],
        problem: ["track", "off"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "b05-uk-small-office",
    half: "tune",
    lines: [
      "Okay, Unit 4 first floor, the accountants' office, quarterly check.", // 0
      "Morning, yeah, I'm just doing the walk round, won't be long.", // 1
      "Reception, carpet tiles are fine, lights all on.", // 2
      "Right, the fire exit at the back, the push bar is really stiff, I had to shoulder it.", // 3
      "That's a fire exit, it needs to open easily, so that's a today job.", // 4
      "Main office, one of the ceiling tiles is stained, brown ring.", // 5
      "Dry now, looks old, so keep an eye on it.", // 6
      "Floor box under the desk by the window, the cover's cracked and you can see the wires.", // 7
      "Cable's chafed, copper showing, no, wait, it's just the sleeve split, still not good.", // 8
      "Kitchenette, the tap's loose on the worktop, wobbles about.", // 9
      "Boiling water tap works fine.", // 10
      "Toilets, gents, the urinal flush runs constantly.", // 11
      "Wasting loads of water, get a plumber in this week.", // 12
      "Ladies is fine, staff said nothing's wrong.", // 13
      "Server cupboard, air con unit is on, it's cold in there, good.", // 14
      "Back on the landing, that fire exit, I tried it a second time and it's still sticking.", // 15
      "Weather's cleared up, nice and sunny now.", // 16
      "Done, signing out at reception.", // 17
    ],
    findings: [
      {
        id: "fire-exit",
        at: [3, 4, 15],
        thing: ["fire exit", "push bar", "door"],
        problem: ["stiff", "stick", "hard to open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-tile",
        at: [5, 6],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "floor-box",
        at: [7, 8],
        thing: ["floor box", "cover", "wire", "cable"],
        problem: ["crack", "exposed", "chafe", "showing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "loose-tap",
        at: [9],
        thing: ["tap", "kitchenette tap"],
        problem: ["loose", "wobble"],
        priority: "MEDIUM",
      },
      {
        id: "urinal-flush",
        at: [11, 12],
        thing: ["urinal", "flush"],
        problem: ["run", "constant"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "b06-us-retail-storefront",
    half: "heldout",
    lines: [
      "Okay, this is the storefront at 1180 Main, it's the phone repair place.", // 0
      "Hi, yeah, I'm from the management company, just a quick walkthrough.", // 1
      "Front entrance, the glass door closes but it doesn't latch, you can just pull it open.", // 2
      "So overnight that's basically unlocked, that needs a locksmith today.", // 3
      "Sales floor, um, the drop ceiling has a tile missing over the counter.", // 4
      "Low priority, there's spares in the back.", // 5
      "Lights are all working, no flicker.", // 6
      "There's an extension cord run under the rug over to the display case.", // 7
      "Frayed where everybody walks over it.", // 8
      "I'll tell them to pull it up right now.", // 9
      "Back room, the water heater's relief valve is dripping into the pan.", // 10
      "Pan's about half full, it's going to overflow.", // 11
      "Probably want a plumber out asap.", // 12
      "Restroom, toilet won't flush, the handle just flops.", // 13
      "Chain's come off the flapper, I think.", // 14
      "Okay, I hooked it back on, flushes now, but the handle arm's broken so it'll come off again.", // 15
      "Back door to the alley, deadbolt's good, bar's good.", // 16
      "Out by the dumpsters, there's a pothole right by the back step.", // 17
      "Not huge, but someone'll roll an ankle, so fairly soon.", // 18
      "Weather's holding, at least.", // 19
      "Alright, wrapping up, I'll email the report.", // 20
    ],
    findings: [
      {
        id: "front-door-latch",
        at: [2, 3],
        thing: ["front door", "glass door", "door", "latch"],
        problem: ["latch", "unlocked", "won't lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling-tile",
        at: [4, 5],
        thing: ["ceiling tile", "tile", "drop ceiling"],
        problem: ["missing"],
        priority: "LOW",
      },
      {
        id: "extension-cord",
        at: [7, 8, 9],
        thing: ["extension cord", "cord", "cable"],
        problem: ["fray", "rug", "trip"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "relief-valve",
        at: [10, 11, 12],
        thing: ["relief valve", "water heater", "valve"],
        problem: ["drip", "leak", "overflow"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "toilet-handle",
        at: [13, 14, 15],
        thing: ["toilet", "handle", "flush"],
        problem: ["won't flush", "flush", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "pothole",
        at: [17, 18],
        thing: ["pothole", "parking lot", "paving"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "b07-uk-restaurant-back-of-house",
    half: "tune",
    lines: [
      "Right, back of house at the Golden Lantern, it's half three so between services.", // 0
      "Chef's showing me round.", // 1
      "Kitchen, okay so the canopy extract over the range, fan's running but it's really loud, rattling.", // 2
      "Bearing going, I'd say, get it looked at this week.", // 3
      "Gas interlock on the canopy is working, cuts the gas when the fan's off, good.", // 4
      "Hang on, there's a smell of gas by the fryers.", // 5
      "Yeah, definitely, behind the second fryer, it's the flexible hose.", // 6
      "I've asked chef to turn it off at the isolator, that's an emergency call-out now.", // 7
      "Floor drain by the pot wash is blocked, water's pooling across the tiles.", // 8
      "It's slippy, someone'll go over, that's a today job.", // 9
      "Couple of wall tiles cracked behind the sink.", // 10
      "Walk-in fridge, three degrees, seals look fine.", // 11
      "Walk-in freezer, the strip curtain's torn, half the strips are missing.", // 12
      "Dry store, the mop sink's leaking onto the floor and there's a double socket just above it, about a foot up.", // 13
      "Water near electrics, so I've told them not to use that socket till it's sorted.", // 14
      "Staff toilet, the hand dryer's dead, nothing happens.", // 15
      "Paper towels there as backup, so not urgent.", // 16
      "Back yard, out by the bins.", // 17
      "Rear gate padlock's fine, bins are the council's.", // 18
      "Grease trap lid is cracked, one corner's broken off.", // 19
      "Back in the kitchen, chef says the fryer's off now and the gas smell has gone.", // 20
      "Still needs the engineer to swap that hose.", // 21
      "Fire blanket and extinguishers all in date.", // 22
      "Hot water at the wash hand basin is good and hot.", // 23
      "Door from the kitchen to the yard, the kick plate's hanging off by one screw, just cosmetic really.", // 24
      "Right, that's the Lantern done, cheers chef.", // 25
    ],
    findings: [
      {
        id: "canopy-fan",
        at: [2, 3],
        thing: ["canopy", "extract", "fan"],
        problem: ["loud", "rattl", "noisy", "bearing"],
        priority: "MEDIUM",
      },
      {
        id: "gas-smell",
        at: [5, 6, 7, 20, 21],
        thing: ["gas", "fryer", "hose"],
        problem: ["smell", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floor-drain",
        at: [8, 9],
        thing: ["floor drain", "drain"],
        problem: ["block", "pool", "slip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wall-tiles",
        at: [10],
        thing: ["wall tile", "tile"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "strip-curtain",
        at: [12],
        thing: ["strip curtain", "curtain", "freezer"],
        problem: ["torn", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "mop-sink-socket",
        at: [13, 14],
        thing: ["mop sink", "socket", "sink"],
        problem: ["leak", "water near electrics", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hand-dryer",
        at: [15, 16],
        thing: ["hand dryer", "dryer"],
        problem: ["dead", "nothing", "not working"],
        priority: "LOW",
      },
      {
        id: "grease-trap",
        at: [19],
        thing: ["grease trap", "lid"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "kick-plate",
        at: [24],
        thing: ["kick plate", "door"],
        problem: ["hanging", "loose", "screw"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "b08-us-warehouse-unit",
    half: "heldout",
    lines: [
      "Alright, Unit 12 at the Riverside industrial park, tenant's a flooring distributor.", // 0
      "Uh, it's muggy in here, rained pretty hard overnight.", // 1
      "Dock door number two, the roll-up, won't go down past about four feet.", // 2
      "Motor runs but it binds, it's off the track on the left, no wait, the right side.", // 3
      "So that unit can't be secured, that's an urgent one.", // 4
      "Dock doors one and three open and close fine.", // 5
      "Racking's the tenant's, not ours.", // 6
      "There's a puddle on the slab right under skylight four.", // 7
      "Drip's still coming down, so it's actively leaking.", // 8
      "Office area, the HVAC's working, thermostat reads seventy-two.", // 9
      "Restroom, everything works, no leaks.", // 10
      "Electrical room, panel's labeled, no issues.", // 11
      "In the parking lot, the striping is pretty faded.", // 12
      "Purely cosmetic, next year's budget.", // 13
      "Okay, back at the office door, done with Unit 12.", // 14
    ],
    findings: [
      {
        id: "dock-door",
        at: [2, 3, 4],
        thing: ["dock door", "roll-up", "door"],
        problem: ["won't go down", "bind", "track", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "skylight-leak",
        at: [7, 8],
        thing: ["skylight", "roof"],
        problem: ["leak", "drip", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "striping",
        at: [12, 13],
        thing: ["striping", "parking lot", "line"],
        problem: ["fade"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "b09-uk-block-common-parts",
    half: "tune",
    lines: [
      "Okay, this is Harbour Court, common parts inspection, block B.", // 0
      "Entrance, the door entry panel, the buzzer for flat 6 doesn't work.", // 1
      "Pressed it three times, nothing.", // 2
      "Main entrance door, the maglock isn't holding, the door just pushes open.", // 3
      "Anyone can walk in, so that's a security issue, asap.", // 4
      "Post boxes fine.", // 5
      "Ground floor corridor, lights on the sensor are working.", // 6
      "Right, the carpet at the bottom of the stairs is rucked up.", // 7
      "Proper trip hazard, that wants stretching or refitting today.", // 8
      "Stairwell, walls are scuffed all the way up, looks like someone moved a sofa.", // 9
      "Redecoration job, low priority.", // 10
      "Up on the first-floor corridor.", // 11
      "Fire door to the stair, the intumescent strip is hanging off the edge.", // 12
      "Needs a new strip, not a big job, but it's fire safety so this week.", // 13
      "Smoke vent at the top of the stair, tested, it opened, good.", // 14
      "Second-floor corridor, one of the emergency lights is flickering.", // 15
      "No wait, it's the one by flat 9, not flat 8.", // 16
      "Window at the end of the corridor has a cracked pane, crack right across, still in one piece.", // 17
      "Lovely view of the harbour from up here, mind.", // 18
      "Bin store, out the back.", // 19
      "The light in the bin store's out, bulb's gone.", // 20
      "In the car park, no issues, barrier's working.", // 21
      "Back at the entrance, tried that maglock again and it's still not holding.", // 22
      "Landlord's supply meter, reading 2-2-9-0-4.", // 23
      "Right, done with block B.", // 24
    ],
    findings: [
      {
        id: "buzzer",
        at: [1, 2],
        thing: ["buzzer", "door entry", "intercom"],
        problem: ["doesn't work", "not working", "nothing", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "maglock",
        at: [3, 4, 22],
        thing: ["maglock", "entrance door", "door", "lock"],
        problem: ["holding", "open", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-carpet",
        at: [7, 8],
        thing: ["carpet", "stair"],
        problem: ["ruck", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stair-scuffs",
        at: [9, 10],
        thing: ["wall", "stairwell"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "intumescent-strip",
        at: [12, 13],
        thing: ["intumescent strip", "strip", "fire door"],
        problem: ["hanging", "loose", "off"],
        priority: "MEDIUM",
      },
      {
        id: "emergency-light",
        at: [15, 16],
        thing: ["emergency light", "light"],
        problem: ["flicker"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cracked-pane",
        at: [17],
        thing: ["window", "pane", "glass"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-light",
        at: [20],
        thing: ["light", "bulb", "bin store"],
        problem: ["out", "gone", "not working"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "b10-us-detached-house-annual",
    half: "heldout",
    lines: [
      "Okay, 45 Maple Drive, single family, annual inspection, tenants are the Hendersons.", // 0
      "Morning Mrs. Henderson, yeah, I'll be about forty-five minutes.", // 1
      "Front porch, the railing on the steps is loose, like really wobbly.", // 2
      "That needs to be fixed today, somebody's gonna go over it.", // 3
      "Living room, there's a crack in the ceiling running out from the light fixture.", // 4
      "Hairline, probably settling, keep an eye on it.", // 5
      "Kitchen, the dishwasher's leaking out the front, there's a towel under it.", // 6
      "She says it leaks every time they run it, they've stopped using it, so this week's fine.", // 7
      "Hot water's good, the faucet's fine.", // 8
      "GFCI by the sink won't reset.", // 9
      "Pushed it, nothing, so that outlet's dead, the other counter outlets work.", // 10
      "Hallway, CO detector, there isn't one.", // 11
      "There's a gas furnace and a gas water heater, so that's got to go in today.", // 12
      "Smoke detectors, hallway and bedrooms, all tested okay.", // 13
      "Master bath, the toilet rocks when you sit on it.", // 14
      "Wax ring's probably shot, no water on the floor yet though.", // 15
      "Kids' bedroom, the window won't lock, the latch is broken.", // 16
      "That's on the ground floor, faces the back yard.", // 17
      "Garage, door opener works, auto reverse works.", // 18
      "Water heater, there's rust around the base, and a little puddle.", // 19
      "Could be condensation, could be the tank going, I'd get a plumber out soon.", // 20
      "Furnace filter's filthy.", // 21
      "Just swap it at the next service, low priority.", // 22
      "Back yard, the fence has two boards down by the gate.", // 23
      "Dog could get out, the tenants mentioned that.", // 24
      "Gutters on the back are full of leaves, overflowing when it rains, she says.", // 25
      "Deck, couple of boards are soft, one's cracked right through by the steps.", // 26
      "Don't want a foot going through that.", // 27
      "Back at the front, porch railing again, I've put tape across it for now.", // 28
      "Gas meter reads 0-6-1-4-4, electric's 3-3-0-8-7, okay, done.", // 29
    ],
    findings: [
      {
        id: "porch-railing",
        at: [2, 3, 28],
        thing: ["railing", "handrail", "rail"],
        problem: ["loose", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      { id: "ceiling-crack", at: [4, 5], thing: ["ceiling"], problem: ["crack"], priority: "LOW" },
      {
        id: "dishwasher-leak",
        at: [6, 7],
        thing: ["dishwasher"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
      {
        id: "gfci",
        at: [9, 10],
        thing: ["gfci", "outlet", "socket"],
        problem: ["reset", "dead", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "co-detector",
        at: [11, 12],
        thing: ["co detector", "carbon monoxide", "detector", "co alarm"],
        problem: ["missing", "isn't one", "no "],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-rocks",
        at: [14, 15],
        thing: ["toilet", "wax ring"],
        problem: ["rock", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window",
        at: [16, 17],
        thing: ["window", "latch"],
        problem: ["won't lock", "lock", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "water-heater",
        at: [19, 20],
        thing: ["water heater", "tank"],
        problem: ["rust", "puddle", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "furnace-filter",
        at: [21, 22],
        thing: ["furnace filter", "filter"],
        problem: ["filthy", "dirty", "replace"],
        priority: "LOW",
      },
      {
        id: "fence",
        at: [23, 24],
        thing: ["fence", "boards"],
        problem: ["down", "missing", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "gutters",
        at: [25],
        thing: ["gutter"],
        problem: ["full", "leaves", "overflow", "blocked"],
        priority: "MEDIUM",
      },
      {
        id: "deck-boards",
        at: [26, 27],
        thing: ["deck", "board"],
        problem: ["soft", "crack", "rot"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "b11-uk-ground-floor-flat-checkin",
    half: "tune",
    lines: [
      "Flat 2, 18 Osborne Road, ground floor flat, check-in inventory.", // 0
      "Hallway, right, meter cupboard, electric reads 6-1-0-3-9.", // 1
      "Consumer unit's the new type, all labelled.", // 2
      "Living room, windows all lock, carpet's new.", // 3
      "Kitchen, I put the kettle on to test the sockets and the whole ring tripped.", // 4
      "Reset it at the board, tried again, tripped again.", // 5
      "So there's a fault somewhere on that circuit, that's an electrician today.", // 6
      "Oven and hob both work, extractor works.", // 7
      "Bedroom, the wardrobe door's come off its top hinge.", // 8
      "Hangs a bit, but it's not urgent.", // 9
      "Bathroom, shower's good, decent pressure, no damp in here.", // 10
      "Smoke alarm in the hall tested, and the heat alarm in the kitchen, both fine.", // 11
      "Back at the front door, both locks work, done.", // 12
    ],
    findings: [
      {
        id: "ring-tripping",
        at: [4, 5, 6],
        thing: ["ring", "circuit", "socket", "consumer unit"],
        problem: ["trip", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "wardrobe-door",
        at: [8, 9],
        thing: ["wardrobe door", "wardrobe", "hinge"],
        problem: ["hinge", "off", "hang"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "b12-uk-student-let",
    half: "heldout",
    lines: [
      "Okay so, 31 Hyde Park Road, student let, four of them in here.", // 0
      "Sorry, is it okay if I come in? Cheers.", // 1
      "Um, hallway, there's a massive pile of post and shoes, that's theirs, fine.", // 2
      "Lounge, the sofa's ours, it's got a rip in the arm.", // 3
      "Not a big deal, can wait till summer.", // 4
      "Kitchen, it's, er, well, it's a student kitchen.", // 5
      "The hob, the front right ring doesn't work at all.", // 6
      "They've been using the other three, so it's not the end of the world.", // 7
      "Heat alarm on the ceiling, I pressed the test and nothing.", // 8
      "Someone's taken the battery out, yeah, there's no battery in it.", // 9
      "I haven't got one on me, so that's a today job.", // 10
      "Up the stairs.", // 11
      "Back bedroom, bit of black mould round the window reveal.", // 12
      "They're drying washing on the radiator, so, condensation, I'll give them the leaflet.", // 13
      "Radiator's on and hot, in fairness.", // 14
      "Bathroom, the toilet seat's broken, the hinge has snapped.", // 15
      "Shower drains really slowly, water up round your ankles.", // 16
      "Hair in the trap, probably.", // 17
      "Front bedroom, fine, all good.", // 18
      "Window locks in all the rooms work.", // 19
      "Back downstairs, I'll just take another look at the heat alarm, yeah, still dead.", // 20
      "Gas meter's under the stairs, 0-9-9-1-2, that's me done.", // 21
    ],
    findings: [
      {
        id: "sofa-rip",
        at: [3, 4],
        thing: ["sofa", "arm"],
        problem: ["rip", "tear", "torn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hob-ring",
        at: [6, 7],
        thing: ["hob", "ring"],
        problem: ["doesn't work", "not working", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "heat-alarm",
        at: [8, 9, 10, 20],
        thing: ["heat alarm", "alarm", "detector"],
        problem: ["battery", "nothing", "dead", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-mould",
        at: [12, 13],
        thing: ["mould", "mold", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat",
        at: [15],
        thing: ["toilet seat", "seat", "hinge"],
        problem: ["broken", "snap"],
        priority: "MEDIUM",
      },
      {
        id: "shower-drain",
        at: [16, 17],
        thing: ["shower", "drain", "trap"],
        problem: ["slow", "block", "drain"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "b13-us-apartment-common-areas",
    half: "tune",
    lines: [
      "Okay, Parkview Apartments, building C, common areas.", // 0
      "Lobby, mailboxes fine, the lobby lights are good.", // 1
      "Elevator's working, inspection certificate's current.", // 2
      "Stairwell A, the handrail between two and three is pulling out of the wall.", // 3
      "Two of the brackets are loose, the anchors are just spinning.", // 4
      "Getting that fixed today.", // 5
      "Um, up on the third-floor hallway.", // 6
      "Exit sign at the end of the hall is out.", // 7
      "Both bulbs, completely dark.", // 8
      "Carpet's got a seam coming apart by 304, low priority, keep an eye on it.", // 9
      "Trash chute room, the chute door doesn't close all the way, it springs back open.", // 10
      "That's a fire door basically, so I want it fixed asap.", // 11
      "Laundry room, the machines are the vendor's, nothing for us.", // 12
      "Basement, boiler room, boiler's running, pressure's normal.", // 13
      "There's a drip off a pipe fitting above the boiler, onto the floor, not on anything electrical.", // 14
      "Bucket's under it, get the plumber in this week.", // 15
      "Outside, in the parking lot, one of the light poles is out by the dumpster.", // 16
      "Weather's nice, clear skies.", // 17
      "Back in the lobby, that's building C, done.", // 18
    ],
    findings: [
      {
        id: "stair-handrail",
        at: [3, 4, 5],
        thing: ["handrail", "rail", "bracket"],
        problem: ["loose", "pulling", "spin"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "exit-sign",
        at: [7, 8],
        thing: ["exit sign", "sign"],
        problem: ["out", "dark", "bulb"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet-seam",
        at: [9],
        thing: ["carpet", "seam"],
        problem: ["seam", "coming apart", "split"],
        priority: "LOW",
      },
      {
        id: "chute-door",
        at: [10, 11],
        thing: ["chute door", "door", "trash chute"],
        problem: ["close", "springs back"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pipe-drip",
        at: [14, 15],
        thing: ["pipe", "fitting"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "light-pole",
        at: [16],
        thing: ["light pole", "light", "pole"],
        problem: ["out", "not working"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "b14-uk-detached-four-bed",
    half: "heldout",
    lines: [
      "Right, The Willows, Church Lane, detached four-bed, mid-term inspection.", // 0
      "Tenants are Mr and Mrs Patel, Mrs Patel's in.", // 1
      "Raining on and off, bit windy.", // 2
      "Okay so the porch, the outside light doesn't come on.", // 3
      "Bulb, maybe, I'll ask them to try a new one first.", // 4
      "Hallway, boiler's in the utility, let's go there first.", // 5
      "Utility, boiler, er, it's showing a fault code, F28.", // 6
      "No heating, no hot water since yesterday, she says.", // 7
      "Right, that's urgent, I'll call the engineer from the car.", // 8
      "Washing machine hose is fine, no leaks.", // 9
      "Kitchen, the worktop by the sink is swollen, the edge has blown.", // 10
      "Not urgent, it's been like that since before they moved in.", // 11
      "Dining room, the patio doors lock, but the handle's loose.", // 12
      "Lounge, log burner, CO alarm's there, tested fine.", // 13
      "Sweep certificate's from last October.", // 14
      "Upstairs, on the landing, a spindle's missing from the banister.", // 15
      "Gap's big enough for a toddler to get through, they've got a little one, so today.", // 16
      "Main bedroom, ensuite, the shower tray's cracked and water's getting through to the ceiling below.", // 17
      "That's why the kitchen ceiling had that mark, I didn't mention it.", // 18
      "Needs isolating and fixing asap.", // 19
      "Bedroom two, the loft hatch catch is broken, it drops open on its own.", // 20
      "Bedrooms three and four, nothing to note.", // 21
      "Family bathroom, the bath tap's dripping.", // 22
      "Hot side, probably the washer.", // 23
      "Outside, round the side, the gutter's leaking at the joint, water running down the wall.", // 24
      "Get the gutter man out soon.", // 25
      "Back at the front door, boiler engineer's booked for this afternoon.", // 26
      "Electric meter's 0-7-2-8-3, done.", // 27
    ],
    findings: [
      {
        id: "porch-light",
        at: [3, 4],
        thing: ["porch light", "outside light", "light"],
        problem: ["doesn't come on", "not working", "bulb"],
        priority: "MEDIUM",
      },
      {
        id: "boiler",
        at: [6, 7, 8, 26],
        thing: ["boiler", "heating", "hot water"],
        problem: ["fault", "no heating", "no hot water"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "worktop",
        at: [10, 11],
        thing: ["worktop"],
        problem: ["swollen", "blown", "water damage"],
        priority: "LOW",
      },
      {
        id: "patio-handle",
        at: [12],
        thing: ["patio door", "handle"],
        problem: ["loose"],
        priority: "MEDIUM",
      },
      {
        id: "banister-spindle",
        at: [15, 16],
        thing: ["spindle", "banister", "balustrade"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-tray",
        at: [17, 18, 19],
        thing: ["shower tray", "tray", "shower"],
        problem: ["crack", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "loft-hatch",
        at: [20],
        thing: ["loft hatch", "hatch", "catch"],
        problem: ["broken", "drops open"],
        priority: "MEDIUM",
      },
      {
        id: "bath-tap",
        at: [22, 23],
        thing: ["bath tap", "tap"],
        problem: ["drip", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "gutter-joint",
        at: [24, 25],
        thing: ["gutter"],
        problem: ["leak", "joint"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "b15-us-small-office-suite",
    half: "tune",
    lines: [
      "Suite 210, the insurance office, quick check.", // 0
      "Hi, don't mind me, just the landlord's walk-through.", // 1
      "Reception, lights fine, HVAC's blowing cold.", // 2
      "Conference room, there's a water stain on a ceiling tile and it's still wet, dripping into the trash can.", // 3
      "That's from the roof drain above, it rained last night, so it's active.", // 4
      "Need a roofer up there today.", // 5
      "Break room, microwave's theirs, sink drains fine.", // 6
      "The cabinet door over the sink is hanging crooked.", // 7
      "Minor, low priority.", // 8
      "Restrooms, both good, soap dispensers full.", // 9
      "Fire extinguisher tag's current, exit signs lit.", // 10
      "Okay, out in the hallway, that's 210 done.", // 11
    ],
    findings: [
      {
        id: "ceiling-leak",
        at: [3, 4, 5],
        thing: ["ceiling", "ceiling tile", "roof", "roof drain"],
        problem: ["leak", "drip", "wet", "stain"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "cabinet-door",
        at: [7, 8],
        thing: ["cabinet door", "cabinet", "door"],
        problem: ["crooked", "hanging"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "b16-uk-hmo-above-chip-shop",
    half: "heldout",
    lines: [
      "Okay, flat above the chip shop, 92 High Street, three-room HMO.", // 0
      "Access is round the back, up the metal stairs.", // 1
      "Right, the external staircase, the top step's loose, it rocks when you stand on it.", // 2
      "Yeah, that's a fall risk, asap.", // 3
      "Door at the top, the lock's stiff but it does lock.", // 4
      "Kitchen, strong smell of chip fat, that's from downstairs, not our problem.", // 5
      "Heat alarm in the kitchen, tested, fine.", // 6
      "The sink tap, cold side, won't turn off fully.", // 7
      "Just a drip, probably the washer.", // 8
      "Window behind the sink, the seal's gone, it's misty between the panes.", // 9
      "Not urgent.", // 10
      "Corridor, um, there's a socket with the faceplate cracked, you can see the terminals.", // 11
      "I've put tape over it and told them not to use it.", // 12
      "Room 1, tenant's in, hi, sorry, just two minutes.", // 13
      "He says the radiator in here's been cold for a week, and it's freezing out, so that's urgent.", // 14
      "Yeah, stone cold at the top and bottom.", // 15
      "Room 2, nobody in, fine, door lock works.", // 16
      "Room 3, the carpet's got a cigarette burn by the bed.", // 17
      "Bathroom, extractor's fine.", // 18
      "Toilet flushes, but the cistern keeps running afterwards.", // 19
      "Hissing away for ages.", // 20
      "Back out on the metal stairs, I'll get a photo of that loose step again.", // 21
      "Oh, and the light out here's not working, so it's pitch dark on these stairs at night, that's urgent too.", // 22
      "Drizzling now, lovely.", // 23
      "Electric meter for the flat is 1-1-5-7-0, done.", // 24
    ],
    findings: [
      {
        id: "loose-step",
        at: [2, 3, 21],
        thing: ["step", "staircase", "stair"],
        problem: ["loose", "rock"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sink-tap",
        at: [7, 8],
        thing: ["tap", "sink tap"],
        problem: ["won't turn off", "drip", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "blown-glazing",
        at: [9, 10],
        thing: ["window", "glazing", "seal", "pane"],
        problem: ["misty", "seal", "blown"],
        priority: "LOW",
      },
      {
        id: "cracked-socket",
        at: [11, 12],
        thing: ["socket", "faceplate"],
        problem: ["crack", "terminal", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "cold-radiator",
        at: [14, 15],
        thing: ["radiator", "heating"],
        problem: ["cold", "not working", "no heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "carpet-burn",
        at: [17],
        thing: ["carpet"],
        problem: ["burn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cistern-running",
        at: [19, 20],
        thing: ["cistern", "toilet"],
        problem: ["running", "keeps running", "hiss"],
        priority: "MEDIUM",
      },
      {
        id: "stair-light",
        at: [22],
        thing: ["light", "stair light"],
        problem: ["not working", "dark", "out"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
];
