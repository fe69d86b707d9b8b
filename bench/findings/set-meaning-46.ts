// Blind walkthroughs, set meaning-46 (written without seeing the extractor).
// Scottish, Northern Irish and Irish rentals: tenements, closes, back greens, storage heaters, oil boilers, cottages; private lets and housing association voids.
import type { Walkthrough } from "./types";

export const MEANING46_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "au01-govan-ha-void",
    half: "tune",
    lines: [
      "Right, void inspection, flat two left, 41 Langlands Road, Govan. Keys from the concierge.", // 0
      "So, the close first. Close door shuts fine but the entry buzzer for this flat's dead, no light on the panel at all.", // 1
      "Stair lighting's working, all three landings.", // 2
      "Into the flat. Hall, um, there's a wee patch of mould above the press door.", // 3
      "Needs treated and a stain block before the next tenant goes in.", // 4
      "Living room. Storage heater under the window, the input dial's snapped clean off.", // 5
      "So you can't set the charge on it. Other heater's fine, warm to the touch.", // 6
      "Kitchen. Units are tired but they're okay. No leaks under the sink.", // 7
      "Cooker switch, the plate is cracked and there's scorching round the bottom screw.", // 8
      "That wants an electrician today, I'm not handing keys over with that.", // 9
      "Bathroom. Bath panel's been kicked in, there's a hole about the size of a fist.", // 10
      "Toilet flushes fine, cistern's not running on.", // 11
      "Extractor fan, nothing happens when you pull the cord.", // 12
      "Bedroom. Window, the sash cord's gone on the bottom sash, it just drops when you let go.", // 13
      "Smoke alarm in the hall tested, heat alarm in the kitchen tested, both fine.", // 14
      "Sorry, that's the office. Aye, I'll be back by two. Right.", // 15
      "Back at the front door, both locks work, mortice and Yale.", // 16
      "Oh, and scuff marks all up the hall walls, but the full repaint's on the void spec anyway.", // 17
    ],
    findings: [
      {
        id: "buzz",
        at: [1],
        thing: ["buzzer", "entry"],
        problem: ["dead", "no light"],
        priority: "MEDIUM",
      },
      { id: "mould", at: [3, 4], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "dial",
        at: [5, 6],
        thing: ["dial", "storage heater", "heater"],
        problem: ["snapped", "can't set"],
        priority: "MEDIUM",
      },
      {
        id: "cook",
        at: [8, 9],
        thing: ["cooker", "switch", "plate"],
        problem: ["cracked", "scorch"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "panel",
        at: [10],
        thing: ["bath panel", "panel"],
        problem: ["kicked in", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "fan",
        at: [12],
        thing: ["extractor", "fan"],
        problem: ["nothing happens"],
        priority: "MEDIUM",
      },
      { id: "sash", at: [13], thing: ["sash"], problem: ["gone", "drops"], priority: "MEDIUM" },
      { id: "scuff", at: [17], thing: ["scuff"], priority: "LOW", kind: "cosmetic" },
    ],
  },
  {
    id: "au02-belfast-terrace-oil",
    half: "heldout",
    lines: [
      "Okay so this is 23 Donegall Avenue, off the Lisburn Road, landlord's Mr Hanna, tenant's moving out Friday.", // 0
      "Starting in the yard. Oil tank's fine, the bund's dry, no weeping anywhere.", // 1
      "The boiler's in the wee outhouse. It fires up okay but it keeps locking out, the tenant says twice this week.", // 2
      "Get the boiler man out this week to look at it, it's due a service anyway.", // 3
      "Back door. The lock's knackered, you have to lift the handle and even then it won't lock.", // 4
      "That's a today job, it backs right onto the entry.", // 5
      "Kitchen's grand. Hob works, all four rings.", // 6
      "There's a crack in one of the wall tiles behind the sink, just the one, cosmetic really.", // 7
      "Front room, the chimney breast, there's damp coming through, big brown patch, I'd say the flashing round the chimney's gone.", // 8
      "Need a roofer up to have a look in the next few weeks.", // 9
      "Up the stairs. Handrail is solid.", // 10
      "Bathroom, the shower's electric, a Triton, works, hot enough.", // 11
      "Toilet seat's broken, one of the hinges has snapped.", // 12
      "Back bedroom's fine. Front bedroom, the carpet's stained by the bed, that's just wear.", // 13
      "Smoke alarm on the landing, hold on, yeah, that's not sounding at all, the test button does nothing.", // 14
      "Thought it might be the battery but it's mains wired, so, no, needs looked at. Today.", // 15
      "Right, that's me, I'll ring Mr Hanna from the car.", // 16
    ],
    findings: [
      {
        id: "boil",
        at: [2, 3],
        thing: ["boiler"],
        problem: ["locking out", "locks out"],
        priority: "MEDIUM",
      },
      {
        id: "back",
        at: [4, 5],
        thing: ["back door", "lock"],
        problem: ["won't lock", "knackered"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "tile",
        at: [7],
        thing: ["tile"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "damp", at: [8, 9], thing: ["damp"], priority: "MEDIUM" },
      {
        id: "seat",
        at: [12],
        thing: ["toilet seat", "seat", "hinge"],
        problem: ["broken", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "carpet",
        at: [13],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke",
        at: [14, 15],
        thing: ["smoke alarm", "alarm"],
        problem: ["not sounding", "does nothing"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "au03-marchmont-all-fine",
    half: "tune",
    lines: [
      "Marchmont, 12 Warrender Park Terrace, top floor, three up. Periodic inspection.", // 0
      "Tenant's in, she's lovely, she's working from the living room so I'll be quick.", // 1
      "Stair's clean, close door's shutting and locking behind me, good.", // 2
      "Hall, no issues. Press is tidy, meter readings taken, gas oh four four one seven, electric, um, 22890.", // 3
      "Kitchen. Boiler's the Worcester, pressure's sitting at one point two, that's fine.", // 4
      "No drips under the sink, and the washing machine's hers, so not ours anyway.", // 5
      "Living room. Sorry, don't mind me. Sash windows both open and close, the cords are good.", // 6
      "Cornicing's all intact, not a crack in the ceiling rose.", // 7
      "Bedroom one, bedroom two, all fine, no condensation on the windows this time, which is a first.", // 8
      "Bathroom. Sealant round the bath was redone last visit and it's holding up, no black bits.", // 9
      "Shower's hot, pressure's good.", // 10
      "Smoke alarms in the hall and living room, heat in the kitchen, all interlinked, tested, they all went off together.", // 11
      "CO alarm next to the boiler tested, that's fine too.", // 12
      "Asked her if there's anything she wants reporting and she says no, all good.", // 13
      "Right, that's a clean one. Heading down.", // 14
      "Oh, the back green gate's been fixed as well, the factor sorted it, so nothing there.", // 15
    ],
    findings: [],
  },
  {
    id: "au04-rathmines-bedsit",
    half: "heldout",
    lines: [
      "So this is, em, unit four, 88 Rathmines Road Lower. Minimum standards check.", // 0
      "Tenant's not here, she said go ahead, lads.", // 1
      "Kitchenette. The hot press door is hanging off one hinge.", // 2
      "And the immersion, you switch it on and nothing, the light doesn't even come on.", // 3
      "That's her only hot water, so that needs an electrician out today or tomorrow.", // 4
      "Cooker hood, the light's gone in it, not a big deal.", // 5
      "There's no fire blanket, there has to be one under the regs.", // 6
      "Get one dropped in this week.", // 7
      "Window over the sink opens and locks, restrictor's on, grand.", // 8
      "Shower room. There's black mould all along the ceiling over the shower.", // 9
      "The extractor's running but it's not pulling anything, a sheet of toilet roll just falls off it.", // 10
      "Toilet's fine, basin's fine.", // 11
      "Electric heater on the wall, the storage heater I mean, it's stone cold and she said it's been like that since Tuesday.", // 12
      "That's the only heating in the unit, so that's urgent.", // 13
      "Smoke alarm, there's a bracket on the ceiling but no alarm on it.", // 14
      "Someone's taken it down, cooking probably. Needs replacing today.", // 15
      "Front door of the unit, the closer's broken, it doesn't shut by itself.", // 16
      "And that's a fire door onto the common hall, so, yeah.", // 17
      "Okay, that's a lot. I'll write it up in the car.", // 18
    ],
    findings: [
      {
        id: "hp",
        at: [2],
        thing: ["hot press", "door", "hinge"],
        problem: ["hanging off"],
        priority: "MEDIUM",
      },
      {
        id: "imm",
        at: [3, 4],
        thing: ["immersion"],
        problem: ["nothing", "doesn't even come on"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "hood",
        at: [5],
        thing: ["cooker hood", "hood", "light"],
        problem: ["gone"],
        priority: "LOW",
      },
      {
        id: "blank",
        at: [6, 7],
        thing: ["fire blanket", "blanket"],
        problem: ["no fire blanket"],
        priority: "MEDIUM",
      },
      { id: "mould", at: [9], thing: ["mould"], priority: "MEDIUM" },
      { id: "ext", at: [10], thing: ["extractor"], problem: ["not pulling"], priority: "MEDIUM" },
      {
        id: "heat",
        at: [12, 13],
        thing: ["storage heater", "heater", "heating"],
        problem: ["stone cold", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "smoke",
        at: [14, 15],
        thing: ["smoke alarm", "alarm"],
        problem: ["no alarm", "taken it down"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "door",
        at: [16, 17],
        thing: ["closer", "door", "fire door"],
        problem: ["broken", "doesn't shut"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "au05-dundee-sink-leak",
    half: "tune",
    lines: [
      "Dundee, 5 Peddie Street, ground floor right. Quick visit, tenant reported a leak.", // 0
      "Okay, the leak's from the waste under the kitchen sink, there's a puddle in the bottom of the unit.", // 1
      "It's dripping now as I'm looking at it, the trap's cracked I think.", // 2
      "Tenant says it started last night.", // 3
      "Bucket under it, plumber today, I'll phone it in.", // 4
      "While I'm here, quick look round.", // 5
      "Bathroom's okay, everything dry round the toilet and the bath.", // 6
      "Storage heaters both charging, warm.", // 7
      "Smoke alarm goes, heat alarm goes.", // 8
      "Back door, locks, bolt's fine.", // 9
      "Back green's tidy, bins are all there.", // 10
      "Weather's turned again, I'm getting soaked out here. Right, done.", // 11
    ],
    findings: [
      {
        id: "leak",
        at: [1, 2, 3, 4],
        thing: ["waste", "sink", "trap"],
        problem: ["leak", "puddle", "dripping", "cracked"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "au06-paisley-void-with-kenny",
    half: "heldout",
    lines: [
      "Okay, recording. Void at three stroke one, 17 George Street, Paisley. Me and Kenny from the repairs team.", // 0
      "Kenny, can you get the meter? Cheers.", // 1
      "Close is fine, the controlled entry door works, fob worked first time.", // 2
      "Flat door, the letterbox flap's missing, it's just a hole.", // 3
      "Hall. Carpet's been uplifted, floorboards are all sound.", // 4
      "Living room. Right, where the old gas fire was there's a big hole in the chimney breast, the lum's just open to the room.", // 5
      "Wants a vent plate over it, it's pure freezing in here with the draught.", // 6
      "Window in the living room, the double glazing's blown, the inside's all misted up.", // 7
      "Kitchen. Whole kitchen's getting ripped out, it's on the programme, so I'm not listing the units.", // 8
      "But the ceiling, there's a brown water stain, about a metre across, from the flat above.", // 9
      "It's dry, it's an old one, just needs a stain block and paint.", // 10
      "Bathroom. Kenny, is the water on? Aye? Okay.", // 11
      "The cold tap on the basin won't turn off fully, it's running a trickle.", // 12
      "Bath's chipped, big chip by the plughole, down to the metal.", // 13
      "The toilet, um, the seat's fine but the pan's cracked at the back and there's water on the floor round it.", // 14
      "That's leaking every flush. Kenny's isolating it now.", // 15
      "Bedroom one. There's a big crack above the window, running up diagonal to the ceiling.", // 16
      "You could get your finger in it. I want a surveyor out to that urgently.", // 17
      "Bedroom two's fine, nothing in there.", // 18
      "Smoke, heat and CO alarms are all new, fitted last month, tested, all fine.", // 19
      "Back out to the close. Oh, and the stair window on the half landing, the pane's cracked right across.", // 20
      "Needs reglazed.", // 21
      "Right Kenny, that's us. Pie?", // 22
    ],
    findings: [
      {
        id: "lbox",
        at: [3],
        thing: ["letterbox", "flap"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "lum",
        at: [5, 6],
        thing: ["chimney breast", "lum", "hole"],
        problem: ["hole", "open"],
        priority: "MEDIUM",
      },
      {
        id: "glaze",
        at: [7],
        thing: ["glazing", "window"],
        problem: ["blown", "misted"],
        priority: "MEDIUM",
      },
      { id: "stain", at: [9, 10], thing: ["stain"], priority: "LOW", kind: "cosmetic" },
      {
        id: "tap",
        at: [12],
        thing: ["tap"],
        problem: ["won't turn off", "trickle"],
        priority: "MEDIUM",
      },
      {
        id: "bath",
        at: [13],
        thing: ["bath"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "pan",
        at: [14, 15],
        thing: ["pan", "toilet"],
        problem: ["cracked", "leaking", "water on the floor"],
        priority: "HIGH",
        kind: "water",
      },
      { id: "crack", at: [16, 17], thing: ["crack"], priority: "HIGH" },
      {
        id: "stair",
        at: [20, 21],
        thing: ["stair window", "pane", "window"],
        problem: ["cracked", "reglazed"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "au07-claudy-cottage",
    half: "tune",
    lines: [
      "Right, this is the cottage out at Claudy, Glenedra Road, the Doherty let. Annual check.", // 0
      "Outside first. Oil tank. There's a smell of oil round it and the ground's dark underneath, I think it's weeping at the outlet valve.", // 1
      "That's a today job, an oil leak into the ground is no joke, I'll get the tank people out.", // 2
      "Gutter at the back, one bracket's snapped and it's sagging, so the water's pouring down the wall when it rains.", // 3
      "The lum. The chimney pot's leaning, you can see it from the lane, it's well off straight.", // 4
      "If that comes down it's coming down on the front step, so that's urgent.", // 5
      "Inside. Stove in the living room, the glass in the door is cracked.", // 6
      "Told Mrs Doherty not to light it till the glass is replaced, it's not safe.", // 7
      "CO alarm next to the stove, tested, fine.", // 8
      "Kitchen. The boiler's the Grant, it's in the utility, fired up fine, radiators are all warm.", // 9
      "The back door, there's a gap at the bottom you could get your hand under, the draught strip's worn away.", // 10
      "Upstairs, mind the stairs, they're steep. Bathroom's fine.", // 11
      "Actually no, the shower tray, the silicone's gone black and it's lifting at the corner.", // 12
      "Bedrooms, um, the small one at the front has a damp patch in the corner by the window, low down.", // 13
      "Probably the ground's built up outside, it's an old cottage, no damp course.", // 14
      "Smoke alarm on the landing works, the one downstairs works.", // 15
      "Okay. No gas out here obviously. Done. It's lashing.", // 16
    ],
    findings: [
      {
        id: "tank",
        at: [1, 2],
        thing: ["oil tank", "tank", "valve"],
        problem: ["weeping", "smell", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "gutter",
        at: [3],
        thing: ["gutter", "bracket"],
        problem: ["snapped", "sagging"],
        priority: "MEDIUM",
      },
      {
        id: "pot",
        at: [4, 5],
        thing: ["chimney pot", "pot", "lum"],
        problem: ["leaning", "off straight"],
        priority: "HIGH",
      },
      {
        id: "stove",
        at: [6, 7],
        thing: ["stove", "glass"],
        problem: ["cracked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "draught",
        at: [10],
        thing: ["back door", "draught strip", "door"],
        problem: ["gap", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "sil",
        at: [12],
        thing: ["silicone", "shower tray"],
        problem: ["black", "lifting"],
        priority: "MEDIUM",
      },
      { id: "damp", at: [13, 14], thing: ["damp"], priority: "MEDIUM" },
    ],
  },
  {
    id: "au08-leith-student-share",
    half: "heldout",
    lines: [
      "Okay, so, this is the apartment on Easter Road, 214, second floor, it's a student share, four bedrooms.", // 0
      "I'm, uh, I'm doing this for my dad, he owns it, I just send him the recording.", // 1
      "The stairwell, or the close, whatever they call it here, the light on our floor is out, it's pitch black at night.", // 2
      "Somebody's gonna fall down those stairs, that needs to get fixed, like, today.", // 3
      "Kitchen. The faucet is leaking from the base, like when you turn it on water comes out around the bottom.", // 4
      "It's not terrible, we wipe it up, but get a plumber in the next couple weeks.", // 5
      "The oven's fine, the dishwasher's fine.", // 6
      "Fridge, the door seal is ripped so it doesn't close right, stuff's going bad.", // 7
      "Living room, the couch is ours, ignore that stain, that's us.", // 8
      "Um, the outlet by the TV, it sparks when you plug stuff in, like a little blue flash.", // 9
      "We stopped using it. Yeah.", // 10
      "Bedroom one is Jake's, fine. Bedroom two, the closet door came off its track.", // 11
      "Bedroom three, fine. Four, she's got mold on the wall behind the bed though.", // 12
      "It's like, black spots, she says it keeps coming back after she bleaches it.", // 13
      "Bathroom. Shower's good, hot water's good.", // 14
      "The toilet runs all the time, like constantly, you have to jiggle the handle.", // 15
      "Heating, they have these storage heater things, the one in the hall works, I think, it's warm.", // 16
      "Smoke detector in the hall, I pressed it, it beeped, so that works.", // 17
      "Okay Dad, that's it, call me.", // 18
    ],
    findings: [
      {
        id: "stair",
        at: [2, 3],
        thing: ["light", "stairwell"],
        problem: ["out", "pitch black"],
        priority: "HIGH",
        kind: "trip",
      },
      { id: "fau", at: [4, 5], thing: ["faucet"], problem: ["leaking"], priority: "MEDIUM" },
      {
        id: "fridge",
        at: [7],
        thing: ["fridge", "seal"],
        problem: ["ripped", "doesn't close"],
        priority: "MEDIUM",
      },
      {
        id: "outlet",
        at: [9, 10],
        thing: ["outlet"],
        problem: ["sparks", "flash"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "closet",
        at: [11],
        thing: ["closet"],
        problem: ["came off", "off its track"],
        priority: "MEDIUM",
      },
      { id: "mold", at: [12, 13], thing: ["mold"], priority: "MEDIUM" },
      {
        id: "toilet",
        at: [15],
        thing: ["toilet"],
        problem: ["runs", "jiggle"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "au09-aberdeen-granite-flat",
    half: "tune",
    lines: [
      "Morning. 9 Union Grove, Aberdeen, flat C, first floor. Mid-tenancy inspection, tenant's Mr Reid, he's in.", // 0
      "Fit like, aye, just going round, Mr Reid, won't be long.", // 1
      "Hall. There's a crack in the plaster above the living room door, fine hairline, just cosmetic.", // 2
      "Living room, bay window. The bottom sash is painted shut, won't open at all.", // 3
      "Needs freed off, routine job.", // 4
      "Kitchen. Gas hob, the front left ring won't light, it clicks but nothing.", // 5
      "No smell of gas, it just won't catch.", // 6
      "Under the sink's dry. Washing machine's his.", // 7
      "Bathroom. The shower mixer's going scalding then cold, you can't get it to sit at a temperature.", // 8
      "Get a plumber to look at the cartridge in the next week or two.", // 9
      "The grout round the bath is grubby but that's cleaning, that's him.", // 10
      "Bedroom. Fine. Radiator's warm.", // 11
      "Oh, the bedroom door handle's come off in my hand. Brilliant.", // 12
      "Just the grub screw, I'll note it.", // 13
      "Smoke alarm in the hall, no response to the test, dead.", // 14
      "He says he took the battery out for the toast, I've told him. We'll get it sorted today.", // 15
      "Back stair down to the drying green, the handrail's loose, it moves about an inch off the wall.", // 16
      "That's dangerous with the steps being granite, I'll get the joiner out.", // 17
      "Right, that's us. Thanks Mr Reid, cheerio.", // 18
    ],
    findings: [
      {
        id: "plaster",
        at: [2],
        thing: ["plaster", "crack"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sash",
        at: [3, 4],
        thing: ["sash", "window"],
        problem: ["painted shut", "won't open"],
        priority: "MEDIUM",
      },
      {
        id: "ring",
        at: [5, 6],
        thing: ["ring", "hob"],
        problem: ["won't light", "won't catch"],
        priority: "MEDIUM",
      },
      {
        id: "shower",
        at: [8, 9],
        thing: ["shower", "mixer", "cartridge"],
        problem: ["scalding", "can't get it"],
        priority: "MEDIUM",
      },
      { id: "handle", at: [12, 13], thing: ["handle"], problem: ["come off"], priority: "MEDIUM" },
      {
        id: "smoke",
        at: [14, 15],
        thing: ["smoke alarm", "alarm"],
        problem: ["no response", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "rail",
        at: [16, 17],
        thing: ["handrail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "au10-cork-pre-tenancy",
    half: "heldout",
    lines: [
      "So this is 31 Ballinlough Road, Cork. Pre-tenancy check before the new family moves in on Saturday.", // 0
      "Landlord's Mrs O'Sullivan, she's on the phone there, hang on. Yes, I'm in it now, I'll ring you after.", // 1
      "Front door, the Yale's fine, the deadlock's fine.", // 2
      "Hall, the stair carpet is coming away at the third step, the gripper's exposed.", // 3
      "That's a trip hazard with kids coming, has to be done before Saturday.", // 4
      "Sitting room, the open fire, chimney was swept, the cert's on the mantle, good.", // 5
      "Oil boiler's in the back kitchen, serviced in August, running fine.", // 6
      "Radiators, all warm, except the one in the back bedroom, I'll get to that.", // 7
      "Under the sink there's a drip off the joint on the cold feed, there's a tray under it now.", // 8
      "It's a slow drip but it's a drip. Plumber tomorrow.", // 9
      "The worktop by the cooker is burnt, there's a ring mark, somebody put a pot down.", // 10
      "Upstairs. Back bedroom. The radiator's stone cold at the top, warm at the bottom, it just needs bled.", // 11
      "Bathroom, the hot press is in here, cylinder's lagged, immersion works.", // 12
      "The toilet seat's loose, it slides around on you.", // 13
      "Front bedroom, there's a scuff all along the wall where the bed was.", // 14
      "Smoke alarms, landing and hall, both working. There's no CO alarm near the boiler though, and with oil you need one.", // 15
      "So that's getting fitted before they move in.", // 16
      "Grand, done.", // 17
    ],
    findings: [
      {
        id: "carpet",
        at: [3, 4],
        thing: ["stair carpet", "carpet", "gripper"],
        problem: ["coming away", "exposed"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "drip",
        at: [8, 9],
        thing: ["joint", "feed", "sink"],
        problem: ["drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "worktop",
        at: [10],
        thing: ["worktop"],
        problem: ["burnt", "ring mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "rad", at: [11], thing: ["radiator"], problem: ["cold", "bled"], priority: "MEDIUM" },
      {
        id: "seat",
        at: [13],
        thing: ["toilet seat", "seat"],
        problem: ["loose", "slides"],
        priority: "MEDIUM",
      },
      { id: "scuff", at: [14], thing: ["scuff"], priority: "LOW", kind: "cosmetic" },
      {
        id: "co",
        at: [15, 16],
        thing: ["co alarm", "alarm"],
        problem: ["no co alarm"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "au11-govanhill-void-messy",
    half: "tune",
    lines: [
      "Okay so it's, um, zero stroke two, that's ground floor, 56 Allison Street, Govanhill, void, keys were in the key safe, finally.", // 0
      "So the close, the close is, eh, it's a bit of a state, there's graffiti all down the wall by the back court door.", // 1
      "And the back court door itself, it won't shut, the closer's, no, the latch, the latch is broken so it just swings.", // 2
      "Anyone can walk in off the lane, so that's a priority one, today.", // 3
      "Into the flat. Front door's fine. Um.", // 4
      "Front room, the window, the left one, no, the right one, the handle spins, it won't lock.", // 5
      "Ground floor, so, same again, today.", // 6
      "Kitchen, the, what do you call it, the fuse box is in the press in the kitchen and the cover's off, the wires are all exposed.", // 7
      "Right, that's an electrician, can't leave that.", // 8
      "The sink's fine, the taps are fine, no leaks under.", // 9
      "Bathroom. There's mould, a fair bit, on the ceiling and round the window.", // 10
      "Toilet, flush, flushes fine. Bath, the bath's fine actually, good nick.", // 11
      "The wash hand basin, the pedestal's cracked but the basin's solid, that's just cosmetic.", // 12
      "Bedroom, back bedroom, the floor, there's a board up by the skirting, like sticking up.", // 13
      "Joiner can screw that down when he's in for the window.", // 14
      "No smoke alarm in the hall at all, just the wires hanging out the ceiling.", // 15
      "Heat alarm in the kitchen tested fine.", // 16
      "Okay that's me, I'm freezing.", // 17
    ],
    findings: [
      { id: "graf", at: [1], thing: ["graffiti"], priority: "LOW", kind: "cosmetic" },
      {
        id: "bcd",
        at: [2, 3],
        thing: ["back court door", "door", "latch"],
        problem: ["won't shut", "broken", "swings"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "win",
        at: [5, 6],
        thing: ["window", "handle"],
        problem: ["won't lock", "spins"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cu",
        at: [7, 8],
        thing: ["fuse box", "cover", "wires"],
        problem: ["exposed", "cover's off"],
        priority: "HIGH",
        kind: "electrical",
      },
      { id: "mould", at: [10], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "ped",
        at: [12],
        thing: ["pedestal"],
        problem: ["cracked"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "board",
        at: [13, 14],
        thing: ["board", "floor"],
        problem: ["sticking up", "up by"],
        priority: "MEDIUM",
      },
      {
        id: "smoke",
        at: [15],
        thing: ["smoke alarm", "alarm"],
        problem: ["no smoke alarm", "wires hanging"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "au12-newry-flat-above-shop",
    half: "heldout",
    lines: [
      "This is the flat above the chemist on Hill Street, Newry, number 12a. Tenant's Ciaran, he's in.", // 0
      "Stairs up from the street door, the street door's fine, locks.", // 1
      "The light on the stairs flickers but it does come on.", // 2
      "Probably just the tube, needs changing.", // 3
      "Kitchen. The extractor over the cooker, Ciaran says it gives off a burning smell when it's on.", // 4
      "I put it on, aye, you can smell it, hot plastic. Switched it off at the isolator, he's not to use it, electrician today.", // 5
      "Living room's fine. Storage heaters, two, both warm, he's happy with them.", // 6
      "Bedroom, the ceiling, there's a damp patch right in the corner, I'd say it's the gutter outside.", // 7
      "It's wet to the touch.", // 8
      "Bathroom, the bath tap, the hot one, drips.", // 9
      "Minor, do it next time the plumber's about.", // 10
      "Smoke alarm, tested, works, heat alarm in the kitchen works.", // 11
      "Ciaran, anything else? No? Grand. Right, that's done.", // 12
    ],
    findings: [
      {
        id: "slight",
        at: [2, 3],
        thing: ["light", "tube"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "hood",
        at: [4, 5],
        thing: ["extractor"],
        problem: ["burning smell", "smell"],
        priority: "HIGH",
        kind: "electrical",
      },
      { id: "damp", at: [7, 8], thing: ["damp"], priority: "MEDIUM" },
      { id: "tap", at: [9, 10], thing: ["tap"], problem: ["drips"], priority: "LOW" },
    ],
  },
  {
    id: "au13-drumnadrochit-one-leak",
    half: "tune",
    lines: [
      "Right, Drumnadrochit, Balmacaan Cottage, the Frasers' let. Six-monthly.", // 0
      "Lovely day for it for once. Midges are out though.", // 1
      "Outside, roof's fine from what I can see, no slates missing, lum's straight.", // 2
      "Septic tank lid's on, nothing smelling.", // 3
      "In the porch. Boots everywhere, that's them.", // 4
      "Kitchen, the Rayburn's going, kitchen's toasty.", // 5
      "Oil boiler for the rads, serviced, sticker's from March.", // 6
      "Living room, multi-fuel stove, the rope seal's fine, CO alarm tested.", // 7
      "Upstairs. Bathroom. The toilet cistern, there's water weeping from the bottom where it joins the pan, puddle on the lino.", // 8
      "Every time you flush it gets worse. I've turned the isolation valve off, they've got the downstairs loo.", // 9
      "Plumber needs to come out today or tomorrow for that.", // 10
      "Bedrooms, fine, windows fine, the wee one's a bit stiff but it opens no bother.", // 11
      "Smoke alarms, both fine.", // 12
      "Okay, heading back down the road.", // 13
    ],
    findings: [
      {
        id: "cis",
        at: [8, 9, 10],
        thing: ["cistern", "toilet"],
        problem: ["weeping", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "au14-north-belfast-block-void",
    half: "heldout",
    lines: [
      "Right, void, 3C Mount Vernon House, north Belfast, the housing association's, keys from the caretaker.", // 0
      "Lift's working. Corridor on the third, the fire door by the stairs doesn't close on its own, the closer's leaking oil and it just sits open.", // 1
      "That needs the closer replaced today, it's a fire door onto the stair core.", // 2
      "Flat door fine. In.", // 3
      "Hall. The intercom handset's been ripped off the wall, just the bracket left.", // 4
      "Living room. Big window, the trickle vent's snapped off. Minor.", // 5
      "Kitchen's fine. Hob works, oven heats up.", // 6
      "There's a burn mark on the lino in front of the cooker.", // 7
      "Bathroom. The electric shower won't start, you press the button and nothing, no water, no nothing.", // 8
      "Could be the pull switch, could be the unit. Sparky needs to look.", // 9
      "The floor by the toilet, the vinyl's lifting and it's black underneath.", // 10
      "Probably an old leak, the toilet's not leaking now, I flushed it three times and it's dry.", // 11
      "Bedroom, the wardrobe door's off, lying on the bed.", // 12
      "Smoke alarm and heat alarm both working. No carbon monoxide needed, it's all electric.", // 13
      "Storage heaters, there's two, living room one is warm, bedroom one is cold, maybe it's just switched off, no, the switch is on and it's cold.", // 14
      "Right, that's me. Caretaker wants the keys back by four.", // 15
    ],
    findings: [
      {
        id: "fdoor",
        at: [1, 2],
        thing: ["fire door", "closer", "door"],
        problem: ["doesn't close", "sits open", "leaking oil"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "intercom",
        at: [4],
        thing: ["intercom", "handset"],
        problem: ["ripped off"],
        priority: "MEDIUM",
      },
      {
        id: "vent",
        at: [5],
        thing: ["trickle vent", "vent"],
        problem: ["snapped"],
        priority: "LOW",
      },
      {
        id: "burn",
        at: [7],
        thing: ["burn mark", "lino"],
        problem: ["burn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower",
        at: [8, 9],
        thing: ["shower"],
        problem: ["won't start", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "vinyl",
        at: [10, 11],
        thing: ["vinyl", "floor"],
        problem: ["lifting", "black"],
        priority: "MEDIUM",
      },
      { id: "ward", at: [12], thing: ["wardrobe"], problem: ["off"], priority: "MEDIUM" },
      {
        id: "sh",
        at: [14],
        thing: ["storage heater", "heater", "bedroom one"],
        problem: ["cold"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "au15-galway-house-share",
    half: "tune",
    lines: [
      "So, Newcastle Road, Galway, number 7, house share, five lads. Routine.", // 0
      "Jesus, the state of the hall. Bikes everywhere. Not my problem.", // 1
      "The front door, the glass panel in it is cracked, there's tape over it.", // 2
      "Glazier this week for that.", // 3
      "Kitchen. The press under the sink, the door's off and there's a smell, em, the waste is leaking, the press is full of water.", // 4
      "That's been going a while, the base is rotten. Plumber tomorrow morning first thing.", // 5
      "Cooker, they say two of the rings don't work.", // 6
      "I tried them, yeah, the two back ones, nothing.", // 7
      "Sitting room. Carpet's stained, that's them, they'll lose it off the deposit.", // 8
      "Upstairs. The banister, two of the spindles are missing at the top.", // 9
      "That's a gap a child could fall through, so that's top of the list.", // 10
      "Bathroom. The shower's grand, hot.", // 11
      "The extractor, there isn't one, it's missing, there's just a hole in the ceiling with a cover over it.", // 12
      "Bedroom three, the window, the hinge is broken, it swings right out when you open it, and it's two floors up.", // 13
      "If that comes off it lands on someone in the garden. Urgent.", // 14
      "Smoke alarms. Landing, works. Hall, works. Kitchen, the heat alarm's been covered with a shower cap.", // 15
      "I took it off, tested it, it's working. Gave them a lecture.", // 16
      "Out the back, the bins are overflowing but that's the lads.", // 17
      "Okay, done, I'll email the landlord tonight.", // 18
    ],
    findings: [
      {
        id: "glass",
        at: [2, 3],
        thing: ["glass", "panel", "front door"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "waste",
        at: [4, 5],
        thing: ["waste", "press", "sink"],
        problem: ["leaking", "full of water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "rings",
        at: [6, 7],
        thing: ["rings", "cooker"],
        problem: ["don't work", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "spind",
        at: [9, 10],
        thing: ["spindle", "banister"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ext",
        at: [12],
        thing: ["extractor"],
        problem: ["isn't one", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "hinge",
        at: [13, 14],
        thing: ["hinge", "window"],
        problem: ["broken", "swings"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "au16-stirling-checkout-fine",
    half: "heldout",
    lines: [
      "Stirling, 8 Snowdon Place, flat one. Check-out.", // 0
      "Tenant's handed back three sets of keys, counted them.", // 1
      "Hall, walls are clean, no marks, no holes where the pictures were, she's filled them herself, well done.", // 2
      "Kitchen. The oven's been cleaned, hob's spotless.", // 3
      "Fridge freezer's been defrosted, door's propped open, that's fine.", // 4
      "Under the sink, dry, no leaks, no smell.", // 5
      "Living room, carpet's been professionally cleaned, she's left the receipt.", // 6
      "Storage heaters, both there, both fine, set to off for the void.", // 7
      "Bathroom. Toilet's fine, flushes, not running on.", // 8
      "Sealant's clean, no mould at all, not a spot.", // 9
      "Bedroom, the window opens, closes, locks.", // 10
      "Smoke alarm, heat alarm, CO, all tested, all sounding.", // 11
      "Right, um, that's a full deposit back, I think. Nice one.", // 12
      "Heading back down the close.", // 13
    ],
    findings: [],
  },
  {
    id: "au17-ballymacnab-farmhouse",
    half: "tune",
    lines: [
      "Okay, this is the farmhouse at Ballymacnab, the Quinn property, tenants are the Kellys, it's their first year.", // 0
      "Coming up the lane. The lane's not ours, that's the farm's.", // 1
      "Oil tank first. Tank's fine, level's about a third, no leaks.", // 2
      "The boiler, in the boiler house, it's not firing, Mrs Kelly says it went off on Sunday, they've no heat and no hot water.", // 3
      "Reset it, it goes for ten seconds, locks out again. That's the oil man today, they've a baby.", // 4
      "In the back door. The back door's grand.", // 5
      "Kitchen. There's a smell of gas, hang on, they've a bottled gas cooker, the bottle's outside, there's a smell at the regulator.", // 6
      "Turned the bottle off, told them don't use the cooker till the gas man's been. Today.", // 7
      "Living room, open fire, there's a big crack right across the hearth slab.", // 8
      "They don't use the fire much, so it's routine, but get it repaired.", // 9
      "Stairs, the handrail's fine, solid.", // 10
      "Front bedroom. Window sill's rotten, the wood, you can put your thumb into it.", // 11
      "Back bedroom, there's the hairline crack in the wall that's on the last report, no change, nothing to do.", // 12
      "Bathroom. The toilet cistern's cracked on the lid, just the lid, cosmetic.", // 13
      "Bath taps are fine. Mixer's fine. No hot water obviously, because of the boiler.", // 14
      "Smoke alarm on the landing, the cover's off and there's no battery in it.", // 15
      "There's no alarm downstairs at all, in the hall, which there should be.", // 16
      "And no carbon monoxide alarm in the boiler house either.", // 17
      "All three of them fitted today when the electrician's out.", // 18
      "Outside, round the gable, the fascia board's hanging off at the corner, flapping in the wind.", // 19
      "That'll come down on somebody's head, it's over the path to the yard.", // 20
      "Right. Long day. Mrs Kelly, I'll ring you when the oil man's booked.", // 21
    ],
    findings: [
      {
        id: "boil",
        at: [3, 4, 14],
        thing: ["boiler"],
        problem: ["not firing", "no heat", "no hot water", "locks out"],
        priority: "HIGH",
        kind: "heat",
      },
      { id: "gas", at: [6, 7], thing: ["gas", "regulator"], problem: ["smell"], priority: "HIGH" },
      { id: "hearth", at: [8, 9], thing: ["hearth"], problem: ["crack"], priority: "MEDIUM" },
      { id: "sill", at: [11], thing: ["sill"], problem: ["rotten"], priority: "MEDIUM" },
      {
        id: "lid",
        at: [13],
        thing: ["cistern", "lid"],
        problem: ["cracked"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "land",
        at: [15, 18],
        thing: ["smoke alarm", "alarm"],
        problem: ["no battery", "cover's off"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall",
        at: [16, 18],
        thing: ["alarm"],
        problem: ["no alarm"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "co",
        at: [17, 18],
        thing: ["carbon monoxide", "alarm"],
        problem: ["no carbon monoxide"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fascia",
        at: [19, 20],
        thing: ["fascia"],
        problem: ["hanging off", "flapping"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "au18-dennistoun-common-parts",
    half: "heldout",
    lines: [
      "Factor's common repairs walk, 24 Craigpark, Dennistoun, close of eight flats.", // 0
      "Front close door, entry system working, door shuts and locks behind you.", // 1
      "Close walls, the tiles, wally close, lovely, there's a couple of tiles cracked near the bottom step.", // 2
      "First landing. Stair window, the putty's cracking and falling out round the panes.", // 3
      "That can go on the summer programme, not urgent.", // 4
      "Second landing, the stair light's fine, timer works.", // 5
      "The banister at the top, the wooden rail's come away from the newel post, it wobbles.", // 6
      "Someone leans on that, they're going over. Joiner today.", // 7
      "Top landing, the cupola, the skylight, there's water dripping in, there's a bucket under it.", // 8
      "And it's dripping right next to the light fitting, so that's the roofer and the electrician today.", // 9
      "Back court. Out the back door. The back door's self closer works.", // 10
      "The back green, the drying poles, one's snapped at the base, lying on the grass.", // 11
      "Bin store, the roof of the bin store's got a hole in it, nothing serious, just rain gets in.", // 12
      "The wall between us and the next back court, some of the copes are loose, one's already fallen off.", // 13
      "Kids play out here, so that's getting fenced off today and a mason out.", // 14
      "Gutters, I can see from here, the rhones, there's grass growing out of them.", // 15
      "Need cleaned out, that's probably why the skylight's leaking, actually no, that's the other side.", // 16
      "Okay, heading back through the close. Phone's dying, that's everything.", // 17
    ],
    findings: [
      {
        id: "tiles",
        at: [2],
        thing: ["tiles"],
        problem: ["cracked"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "putty",
        at: [3, 4],
        thing: ["putty", "stair window"],
        problem: ["cracking", "falling out"],
        priority: "LOW",
      },
      {
        id: "ban",
        at: [6, 7],
        thing: ["banister", "rail"],
        problem: ["come away", "wobbles"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sky",
        at: [8, 9],
        thing: ["skylight", "cupola"],
        problem: ["dripping"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "pole",
        at: [11],
        thing: ["drying pole", "pole"],
        problem: ["snapped"],
        priority: "MEDIUM",
      },
      { id: "bin", at: [12], thing: ["bin store", "roof"], problem: ["hole"], priority: "LOW" },
      {
        id: "cope",
        at: [13, 14],
        thing: ["copes", "wall"],
        problem: ["loose", "fallen off"],
        priority: "HIGH",
      },
      {
        id: "rhone",
        at: [15, 16],
        thing: ["rhones", "gutter"],
        problem: ["grass growing", "cleaned out"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "au19-limerick-apartment-mgmt",
    half: "tune",
    lines: [
      "Alright, unit 12, Riverpoint, Limerick. I'm doing the walk-through for the new management company, tenant's home.", // 0
      "Hi, sorry, I'll just be ten minutes. Okay.", // 1
      "Entry, the front door closes, the deadbolt works.", // 2
      "Kitchen. The garbage disposal, no, they don't have those here, sorry, the sink drains slow, really slow.", // 3
      "Takes like five minutes to drain. Probably just needs snaked.", // 4
      "The range, all burners work, oven heats up.", // 5
      "Washer dryer, the washer, it's leaking from the door seal, there's a towel on the floor.", // 6
      "She says every wash it floods a bit. That needs somebody in tomorrow.", // 7
      "Living area. The breaker for the living room trips every time she runs the heater and the kettle at the same time.", // 8
      "Annoying more than dangerous, get an electrician in the next couple weeks.", // 9
      "There's a hole in the drywall behind the door where the handle hits it, no door stop.", // 10
      "It's small, cosmetic, patch and paint when convenient.", // 11
      "Bedroom. The closet, fine. Window, there's condensation, but she's drying clothes on the radiator, so.", // 12
      "Bathroom, the exhaust fan is really loud, like grinding, but it works.", // 13
      "Shower, hot water's good.", // 14
      "Smoke detector in the hallway, okay. CO detector, hmm, the light's flashing red and it's beeping.", // 15
      "That's the end of life warning, the unit's expired. Replace today.", // 16
      "Okay, thanks so much, we'll be in touch.", // 17
    ],
    findings: [
      {
        id: "sink",
        at: [3, 4],
        thing: ["sink"],
        problem: ["drains slow", "slow"],
        priority: "MEDIUM",
      },
      {
        id: "washer",
        at: [6, 7],
        thing: ["washer", "door seal"],
        problem: ["leaking", "floods"],
        priority: "HIGH",
        kind: "water",
      },
      { id: "breaker", at: [8, 9], thing: ["breaker"], problem: ["trips"], priority: "MEDIUM" },
      {
        id: "dry",
        at: [10, 11],
        thing: ["drywall", "hole"],
        problem: ["hole"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fan",
        at: [13],
        thing: ["exhaust fan", "fan"],
        problem: ["loud", "grinding"],
        priority: "MEDIUM",
      },
      {
        id: "co",
        at: [15, 16],
        thing: ["co detector", "detector"],
        problem: ["flashing", "beeping", "expired"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "au20-partick-own-flat",
    half: "heldout",
    lines: [
      "Right, so. Partick, Dumbarton Road, two stroke two. My own flat, I'm the landlord, just doing a wee walk round before the new lassie moves in.", // 0
      "Close is alright. Somebody's left a pram on the landing, not mine.", // 1
      "Front door. Mortice works, Yale works. Grand.", // 2
      "Hall. The press, the hall press, the door's, em, the door's sticking at the bottom, you've to boot it.", // 3
      "Needs a wee bit planed off the bottom. No rush.", // 4
      "Living room. The fireplace, the lum's been capped, so no fire, that's fine.", // 5
      "But there's soot, there's a black mark coming down the wallpaper on the chimney breast.", // 6
      "Just a stain, I'll paint over it.", // 7
      "Windows, the big bay, the middle one, the, um, the safety catch is missing so it'll open right up.", // 8
      "Get a restrictor on it.", // 9
      "Kitchen. Okay. Oh, that's not great, the extractor hood's hanging, one screw's out, it's tilted right over.", // 10
      "That could come right down on the hob. Or on your head. Sort that today.", // 11
      "Sorry, that's my phone. Hiya. Aye, I'm at the flat. No, I'll be half an hour. Aye. Bye.", // 12
      "Where was I. Kitchen. Sink's fine, no leaks, I checked under.", // 13
      "Boiler's in the press in the kitchen, pressure's dropped to zero, needle's right down.", // 14
      "I've topped it up, and it's, aye, it's dropping again already. Gas Safe engineer this week.", // 15
      "Bathroom. Shower, it's over the bath, it's hot, good.", // 16
      "Sealant round the bath's gone mouldy, black, at the tap end.", // 17
      "Reseal that before she's in.", // 18
      "Toilet, flushes, fine. Basin, fine.", // 19
      "The light switch in the bathroom, wait, the pull cord, the cord's snapped, there's just a wee stub.", // 20
      "Bedroom. The bed's mine, the mattress is new.", // 21
      "There's a crack in the ceiling, round the rose, the cornice, it's just old plaster.", // 22
      "Bedroom radiator's not coming on, the valve's seized, the pin's stuck.", // 23
      "Smoke alarm, hall, works. Heat alarm, kitchen, works. CO alarm in the press beside the boiler, works.", // 24
      "Okay. That's a list. Kettle on, then.", // 25
    ],
    findings: [
      {
        id: "press",
        at: [3, 4],
        thing: ["press", "door"],
        problem: ["sticking", "planed"],
        priority: "LOW",
      },
      {
        id: "soot",
        at: [6, 7],
        thing: ["soot", "mark", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "catch",
        at: [8, 9],
        thing: ["safety catch", "catch", "restrictor", "window"],
        problem: ["missing", "open right up"],
        priority: "MEDIUM",
      },
      {
        id: "hood",
        at: [10, 11],
        thing: ["extractor hood", "hood"],
        problem: ["hanging", "tilted", "screw's out"],
        priority: "HIGH",
      },
      {
        id: "boil",
        at: [14, 15],
        thing: ["boiler", "pressure"],
        problem: ["dropped", "dropping", "zero"],
        priority: "MEDIUM",
      },
      {
        id: "seal",
        at: [17, 18],
        thing: ["sealant"],
        problem: ["mouldy", "black"],
        priority: "MEDIUM",
      },
      {
        id: "cord",
        at: [20],
        thing: ["pull cord", "cord"],
        problem: ["snapped"],
        priority: "MEDIUM",
      },
      {
        id: "ceil",
        at: [22],
        thing: ["crack", "ceiling"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "valve",
        at: [23],
        thing: ["radiator", "valve"],
        problem: ["seized", "not coming on", "stuck"],
        priority: "MEDIUM",
      },
    ],
  },
];
