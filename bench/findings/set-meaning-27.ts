// Blind walkthroughs, set meaning-27 (written without seeing the extractor).
// Rural and small-town lets in Irish, South African and Indian English: farmhouses, bungalows, flats over shops, cottages; geysers, burglar bars, septic tanks, ranges, oil and roof tanks, inverters.
import type { Walkthrough } from "./types";

export const MEANING27_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ab01-drumlish-farmhouse",
    half: "tune",
    lines: [
      "Right, so this is the farmhouse out the Drumlish road, tenant's gone into town for the day.", // 0
      "Back kitchen first.", // 1
      "The Stanley's lit and it's throwing out great heat, grand.", // 2
      "But there's a smell of fumes off it when you open the firebox door, and the flue pipe's gone rusty where it goes into the chimney breast.", // 3
      "And there's no carbon monoxide alarm in the kitchen at all, which with a solid fuel range is not on.", // 4
      "That needs sorting today, I'll ring Declan after.", // 5
      "Press under the sink, the trap is weeping a bit, she has a basin under it.", // 6
      "Right, moving on.", // 7
      "Hot press on the landing, the immersion's working fine, cylinder's roasting.", // 8
      "Bathroom, the toilet won't flush at all, and sure it's the only toilet in the house.", // 9
      "Lifted the cistern lid there and the flap valve is perished.", // 10
      "No sign of damp on the gable wall, which is a first for this place.", // 11
      "Out the back yard now.", // 12
      "The oil tank's bund has a crack along the bottom and there's a dark stain on the gravel under it, that could be kero.", // 13
      "Gauge reads about a third, tenant's to order more herself.", // 14
      "Septic tank lid is cracked across and just sitting loose on top, a child could go straight in there.", // 15
      "I've thrown a pallet over it for now but it wants a proper cover this week.", // 16
      "The yard gate's hanging off the bottom hinge, no rush on that, next time we're out.", // 17
      "Round the front, the paint on the front door is flaking badly, cosmetic really.", // 18
      "Front door locks grand, both locks.", // 19
      "The back door though, the Yale is banjaxed, it won't lock at all, you'd only be pulling it shut behind you.", // 20
      "Right, that's me, I'll send the report on this evening.", // 21
    ],
    findings: [
      {
        id: "range-flue-fumes",
        at: [3],
        thing: ["flue", "range", "stanley", "stove", "pipe", "chimney"],
        problem: ["fume", "smell", "rust", "corrod", "leak", "spill"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "co-alarm-missing",
        at: [4, 5],
        thing: ["carbon", "monoxide", "alarm", "detector"],
        problem: ["missing", "no", "none", "absent", "fit", "install"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-trap-weeping",
        at: [6],
        thing: ["trap", "sink", "waste", "pipe"],
        problem: ["weep", "leak", "drip"],
        priority: "MEDIUM",
      },
      {
        id: "only-toilet-wont-flush",
        at: [9, 10],
        thing: ["toilet", "wc", "cistern", "flush"],
        problem: ["flush", "flap", "perish", "broken", "fault", "block"],
        priority: "HIGH",
      },
      {
        id: "oil-tank-bund-leak",
        at: [13],
        thing: ["oil", "tank", "bund", "kero"],
        problem: ["crack", "leak", "stain", "spill"],
        priority: "HIGH",
      },
      {
        id: "septic-lid-loose",
        at: [15, 16],
        thing: ["septic", "lid", "cover", "tank"],
        problem: ["crack", "loose", "broken", "unsafe", "replace"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "yard-gate-hinge",
        at: [17],
        thing: ["gate", "hinge"],
        problem: ["hang", "hinge", "loose", "broken", "drop"],
        priority: "LOW",
      },
      {
        id: "front-door-paint",
        at: [18],
        thing: ["door", "paint"],
        problem: ["flak", "peel", "paint", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-lock",
        at: [20],
        thing: ["door", "lock", "yale", "latch"],
        problem: ["lock", "broken", "banjax", "fail", "secure", "fault"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "ab02-graaff-reinet-house",
    half: "heldout",
    lines: [
      "Ja, okay, this is the house on Voortrekker Street, tenant's at work so I've got the keys from the agent.", // 0
      "Starting on the stoep.", // 1
      "The trellidor on the front door, eish, the lock is stuck and you can't lock it at all.", // 2
      "Front door itself locks fine.", // 3
      "Lounge, the burglar bars on the big window, one bar has rusted right through at the bottom and you can pull it out by hand.", // 4
      "That one must be welded now now, it's the only thing between that window and the street.", // 5
      "Kitchen, the plug point next to the kettle is black around the edges and it's warm to touch.", // 6
      "Tenant says it tripped the DB twice this week.", // 7
      "Stove's working, all four plates get hot, oven's fine.", // 8
      "Passage, there's a brown water mark on the ceiling board by the bathroom but it's bone dry, old stain, just paint over it some time.", // 9
      "Up in the roof space now, the geyser's dripping from the overflow into the drip tray, and the tray's got no outlet so it's going onto the ceiling boards.", // 10
      "Probably the pressure valve, needs a plumber today before that ceiling comes down.", // 11
      "Water's hot at the taps though, so the element's fine.", // 12
      "Bathroom, bath drains fine, no leaks under the basin.", // 13
      "Toilet seat's cracked, low priority.", // 14
      "Out the back by the braai, the JoJo tank is overflowing because the float valve isn't shutting off.", // 15
      "It's only running into the garden so it's not the end of the world.", // 16
      "The inverter in the garage is beeping the whole time and the battery light is red, so there's no backup in load-shedding.", // 17
      "The prepaid meter's the tenant's business, she's sorted it.", // 18
      "Garage door is scratched where the bakkie's been scraping it, cosmetic.", // 19
      "Right, done, lekker, I'll send through the report.", // 20
    ],
    findings: [
      {
        id: "trellidor-lock-stuck",
        at: [2],
        thing: ["trellidor", "security gate", "gate", "lock", "door"],
        problem: ["stuck", "lock", "jam", "broken", "secure", "fault"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "burglar-bar-rusted",
        at: [4, 5],
        thing: ["burglar", "bar", "window", "guard"],
        problem: ["rust", "loose", "broken", "corrod", "weld"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "plug-point-scorched",
        at: [6, 7],
        thing: ["plug", "point", "socket", "outlet"],
        problem: ["black", "scorch", "burn", "warm", "hot", "trip"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ceiling-old-stain",
        at: [9],
        thing: ["ceiling", "board", "mark", "stain"],
        problem: ["stain", "mark", "water", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "geyser-overflow-leak",
        at: [10, 11],
        thing: ["geyser", "overflow", "drip tray", "tray", "valve", "water heater"],
        problem: ["drip", "leak", "overflow", "valve", "outlet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "toilet-seat-cracked",
        at: [14],
        thing: ["toilet", "seat"],
        problem: ["crack", "broken", "replace"],
        priority: "LOW",
      },
      {
        id: "jojo-tank-float-valve",
        at: [15, 16],
        thing: ["jojo", "tank", "float", "valve"],
        problem: ["overflow", "float", "shut", "fault", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "inverter-battery-fault",
        at: [17],
        thing: ["inverter", "battery", "backup"],
        problem: ["beep", "red", "fault", "fail", "alarm", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door-scratched",
        at: [19],
        thing: ["garage", "door"],
        problem: ["scratch", "scrap", "mark", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ab03-mall-road-flat",
    half: "tune",
    lines: [
      "Okay, this is the first floor flat above the chemist shop on Mall Road, owner's son is with me.", // 0
      "Tenant has gone to his native place, so the flat is empty only.", // 1
      "Entering from the staircase at the side of the shop.", // 2
      "Staircase railing is shaking badly, two of the bolts have come out from the wall itself.", // 3
      "Somebody will fall, this has to be fixed today only.", // 4
      "Main door Godrej lock is working fine, latch also fine.", // 5
      "Hall, the ceiling fan is making a wobbling noise at full speed.", // 6
      "Kitchen, the geyser switch is sparking when you put it on, you can hear it crackling.", // 7
      "Nobody should use it, I have told the owner, electrician must come today.", // 8
      "Bedroom wall towards the road is having seepage, the paint has bubbled up near the skirting.", // 9
      "Bathroom, the flush tank is leaking from the bottom and water is standing on the floor near the washing machine plug.", // 10
      "Exhaust fan is also not working, nothing happens when you switch it on.", // 11
      "No problem with the hot water, geyser heats in ten minutes.", // 12
      "Tiles in the bathroom, one or two are chipped, that is minor, can be done later.", // 13
      "Now going up to the terrace.", // 14
      "The overhead tank lid is missing, pigeons are sitting right on the edge, the drinking water will get dirty.", // 15
      "Sintex tank itself is fine, no cracks that I can see.", // 16
      "Terrace door bolt is broken, and from the next building's roof anyone can jump across and come down inside.", // 17
      "Owner's son is asking about the rent, I told him to call the office.", // 18
      "That's all for this one.", // 19
    ],
    findings: [
      {
        id: "stair-railing-loose",
        at: [3, 4],
        thing: ["railing", "rail", "handrail", "staircase", "stair", "balustrade"],
        problem: ["shak", "loose", "bolt", "unsafe", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ceiling-fan-wobble",
        at: [6],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbl", "noise", "noisy", "loose", "shak"],
        priority: "MEDIUM",
      },
      {
        id: "geyser-switch-sparking",
        at: [7, 8],
        thing: ["switch", "geyser", "socket", "electric"],
        problem: ["spark", "crackl", "arc", "burn", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-seepage",
        at: [9],
        thing: ["wall", "seepage", "damp", "paint"],
        problem: ["seepage", "damp", "bubbl", "blister", "moist"],
        priority: "MEDIUM",
      },
      {
        id: "flush-tank-leak-near-plug",
        at: [10],
        thing: ["flush", "tank", "cistern", "toilet"],
        problem: ["leak", "water", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "exhaust-fan-dead",
        at: [11],
        thing: ["exhaust", "fan", "extractor"],
        problem: ["not working", "dead", "broken", "fault", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-tiles-chipped",
        at: [13],
        thing: ["tile"],
        problem: ["chip", "crack", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "overhead-tank-lid",
        at: [15],
        thing: ["overhead", "tank", "lid", "cover"],
        problem: ["missing", "lid", "cover", "open", "dirty", "contamin"],
        priority: "MEDIUM",
      },
      {
        id: "terrace-door-bolt",
        at: [17],
        thing: ["terrace", "door", "bolt", "lock"],
        problem: ["broken", "bolt", "secure", "lock", "fail"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "ab04-ballydehob-cottage",
    half: "heldout",
    lines: [
      "Cottage at Ballydehob, the tenant's here, she's making the tea, lovely woman.", // 0
      "Sitting room first.", // 1
      "The stove glass is after cracking right across, she says it happened Sunday.", // 2
      "She's still lighting it, so I've told her not to until it's replaced.", // 3
      "Smoke alarm in the hall, I pressed the button and nothing, not a chirp out of it.", // 4
      "Could just be the battery, but we'll put a new one up regardless.", // 5
      "There's a fierce draught coming in round the sash in the front window, the putty's gone.", // 6
      "Kitchen, the cold tap is dripping away, low priority, sure she has it turned off under the sink.", // 7
      "Fridge and cooker are the tenant's own, nothing to do with us.", // 8
      "Up the stairs, the stair carpet is worn through on the third step and the edge is lifting, you'd catch your toe on it.", // 9
      "Landing ceiling, no sign of the leak from last winter, that's dry now.", // 10
      "Back bedroom, black mould on the ceiling over the wardrobe.", // 11
      "The window in there won't close properly either, the hinge has dropped so it won't latch.", // 12
      "Bathroom, shower's running hot, pressure's good.", // 13
      "Out the back now by the oil tank, no, sorry, there's no oil here, it's the well pump shed I mean.", // 14
      "The pump is short cycling, clicking on and off every few seconds.", // 15
      "Pressure vessel's probably lost its charge, it wants looking at in the next couple of weeks.", // 16
      "Gutter over the back door is hanging down at one end and the rain is pouring in round the back door frame.", // 17
      "Right, that's the lot, I'll let her get on with it.", // 18
    ],
    findings: [
      {
        id: "stove-glass-cracked",
        at: [2, 3],
        thing: ["stove", "glass", "door"],
        problem: ["crack", "broken", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "smoke-alarm-dead",
        at: [4, 5],
        thing: ["smoke", "alarm", "detector"],
        problem: ["not working", "dead", "battery", "fail", "fault", "no"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sash-window-draught",
        at: [6],
        thing: ["sash", "window", "putty"],
        problem: ["draught", "draft", "putty", "gap", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "cold-tap-drip",
        at: [7],
        thing: ["tap", "faucet"],
        problem: ["drip", "leak", "washer"],
        priority: "LOW",
      },
      {
        id: "stair-carpet-worn",
        at: [9],
        thing: ["stair", "carpet", "step", "tread"],
        problem: ["worn", "lift", "trip", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      { id: "bedroom-mould", at: [11], thing: ["mould", "mold", "ceiling"], priority: "MEDIUM" },
      {
        id: "bedroom-window-wont-close",
        at: [12],
        thing: ["window", "hinge", "latch"],
        problem: ["close", "latch", "hinge", "drop", "secure", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "well-pump-short-cycling",
        at: [15, 16],
        thing: ["pump", "pressure vessel", "vessel", "well"],
        problem: ["short", "cycl", "click", "charge", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "gutter-leak-back-door",
        at: [17],
        thing: ["gutter", "guttering", "door"],
        problem: ["hang", "loose", "leak", "rain", "water", "pour"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "ab05-midlands-farm-cottage",
    half: "tune",
    lines: [
      "Okay, farm cottage on the Nottingham Road side, the farm manager opened up for us, tenant's away in Durban.", // 0
      "Thabo, can you grab the torch from the bakkie? Thanks, hey.", // 1
      "Kitchen, there's a gas smell by the Rinnai geyser, quite strong actually.", // 2
      "I've closed the bottle outside, nobody must use it until the gas guy has checked it.", // 3
      "The stove is electric, all plates work, no issues.", // 4
      "Lounge, there's no spark arrestor on the chimney and the thatch comes right down close to it.", // 5
      "That's a fire risk with a thatch roof, must be sorted this week.", // 6
      "And the fire extinguisher in the passage is flat, the needle's sitting in the red.", // 7
      "Main bedroom, the burglar bars are all solid, no problem.", // 8
      "En-suite, shower rose is half blocked with lime, sprays all over the place, just needs a descale.", // 9
      "Basin mixer's loose on the counter, the whole thing wobbles when you turn it.", // 10
      "Second bedroom, the skirting has been chewed, rats probably, and there's droppings in the cupboard.", // 11
      "Out on the stoep, a couple of the slasto pieces are lifting, that's a trip for sure.", // 12
      "Borehole pump's running fine, good pressure.", // 13
      "The electric fence energiser is showing a fault light and the top strand is dead.", // 14
      "Septic, the soakaway area is wet and smelly, it's probably full, book the honey sucker.", // 15
      "Not urgent, but within the month.", // 16
      "Gutters on the garage side are full of leaves, low priority.", // 17
      "Right, sharp, let's lock up.", // 18
    ],
    findings: [
      {
        id: "gas-geyser-smell",
        at: [2, 3],
        thing: ["gas", "geyser", "rinnai", "water heater"],
        problem: ["smell", "leak", "odour", "gas"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "chimney-spark-arrestor",
        at: [5, 6],
        thing: ["chimney", "spark arrestor", "arrestor", "thatch", "flue"],
        problem: ["missing", "no", "fire", "risk", "arrestor"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extinguisher-flat",
        at: [7],
        thing: ["extinguisher", "fire"],
        problem: ["flat", "empty", "discharg", "red", "service", "pressure"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "shower-rose-lime",
        at: [9],
        thing: ["shower", "rose", "head"],
        problem: ["block", "lime", "scale", "descal", "spray"],
        priority: "MEDIUM",
      },
      {
        id: "basin-mixer-loose",
        at: [10],
        thing: ["mixer", "tap", "basin", "faucet"],
        problem: ["loose", "wobbl"],
        priority: "MEDIUM",
      },
      {
        id: "rodents-bedroom",
        at: [11],
        thing: ["rat", "rodent", "skirting", "dropping", "vermin", "pest"],
        problem: ["chew", "dropping", "infest", "gnaw", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "stoep-slasto-lifting",
        at: [12],
        thing: ["slasto", "stoep", "paving", "flag", "stone"],
        problem: ["lift", "trip", "loose", "uneven"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "electric-fence-fault",
        at: [14],
        thing: ["electric fence", "fence", "energiser", "energizer", "strand"],
        problem: ["fault", "dead", "not working", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "septic-full",
        at: [15, 16],
        thing: ["septic", "soakaway", "tank"],
        problem: ["full", "wet", "smell", "empty", "pump", "overflow"],
        priority: "MEDIUM",
      },
      {
        id: "garage-gutters-leaves",
        at: [17],
        thing: ["gutter", "guttering"],
        problem: ["leaves", "block", "full", "clear", "clean"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ab06-vijayanagar-bungalow",
    half: "heldout",
    lines: [
      "So this is the bungalow in Vijayanagar second stage, independent house, owner is abroad.", // 0
      "Tenant vacated last week, so I am doing the move-out inspection.", // 1
      "Starting from the gate, the compound wall near the gate has a big crack and it is leaning outward onto the road.", // 2
      "Kindly get a mason to look at it this week itself, before the rains.", // 3
      "Portico light is working, no issues.", // 4
      "Hall, the main door has white ants, the bottom of the frame is hollow when you tap it.", // 5
      "Door is locking properly though, both the latch and the Godrej.", // 6
      "Pooja room is fine.", // 7
      "Kitchen, the sink is not draining, water is just sitting there.", // 8
      "Near the gas cylinder, the rubber tube is cracked and old, it must be changed immediately.", // 9
      "Utility area, the inverter battery is bulging on one side and the water level is very low, that is dangerous.", // 10
      "Master bedroom, the ceiling is having hairline cracks, only cosmetic.", // 11
      "Attached bathroom, the geyser is not heating at all, and there is no other hot water in the house.", // 12
      "Checked the MCB, it is on, so the element must be gone.", // 13
      "Second bathroom, flush is fine, no leakage.", // 14
      "Up on the terrace, the overhead tank is overflowing, the motor doesn't switch off automatically.", // 15
      "Terrace waterproofing is peeling near the drain outlet, should be redone before monsoon.", // 16
      "Walls need repainting throughout, lots of nail marks and scuffs where the tenant hung things.", // 17
      "Meter readings noted, EB meter and water meter both.", // 18
      "That's all.", // 19
    ],
    findings: [
      {
        id: "compound-wall-leaning",
        at: [2, 3],
        thing: ["compound wall", "wall", "boundary"],
        problem: ["crack", "lean", "unsafe", "collapse", "structural"],
        priority: "HIGH",
      },
      {
        id: "main-door-termites",
        at: [5],
        thing: ["door", "frame", "termite", "white ant"],
        problem: ["termite", "white ant", "hollow", "rot", "infest"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-sink-blocked",
        at: [8],
        thing: ["sink", "drain", "waste"],
        problem: ["drain", "block", "slow", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "gas-tube-cracked",
        at: [9],
        thing: ["gas", "tube", "hose", "pipe", "cylinder"],
        problem: ["crack", "old", "perish", "replace", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "inverter-battery-bulging",
        at: [10],
        thing: ["inverter", "battery"],
        problem: ["bulg", "swell", "low", "danger", "replace"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ceiling-hairline-cracks",
        at: [11],
        thing: ["ceiling", "crack"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "geyser-no-hot-water",
        at: [12, 13],
        thing: ["geyser", "hot water", "water heater", "element", "boiler"],
        problem: ["not heating", "heat", "no hot", "element", "fail", "fault"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "overhead-tank-overflow",
        at: [15],
        thing: ["overhead", "tank", "motor", "pump", "float"],
        problem: ["overflow", "switch", "auto", "cut", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "terrace-waterproofing",
        at: [16],
        thing: ["terrace", "waterproofing", "roof", "membrane"],
        problem: ["peel", "waterproof", "fail", "lift", "redo"],
        priority: "MEDIUM",
      },
      {
        id: "walls-repaint",
        at: [17],
        thing: ["wall", "paint", "decorat"],
        problem: ["repaint", "paint", "nail", "scuff", "mark", "hole"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ab07-carrick-flat-over-shop",
    half: "tune",
    lines: [
      "This is the flat over Gilhooly's shop on Main Street, access is up the lane at the back.", // 0
      "C'mere, Sean, hold that door for me a second.", // 1
      "Back stairs, the fire door at the bottom is wedged open with a gas bottle, and the closer's broken off the top of it anyway.", // 2
      "Landing light's gone, pitch dark on the stairs at night, tenant says it's been like that a fortnight.", // 3
      "Into the flat, kitchen, the extractor over the cooker is fine.", // 4
      "Storage heater in the living room isn't holding any charge, it's stone cold by teatime.", // 5
      "The other two heaters are grand.", // 6
      "Socket behind the telly has a cracked faceplate, you can see the wires inside it.", // 7
      "Bathroom, the pull cord on the electric shower is snapped, so he's switching it on at the fuse board.", // 8
      "Sealant round the bath is black and coming away at the corner.", // 9
      "No leaks through to the shop ceiling, I checked with Mrs Gilhooly below, that's grand.", // 10
      "Bedroom, the window restrictor is missing on the front window, and it's a straight drop onto the footpath.", // 11
      "There's a child staying weekends, so that's a today job.", // 12
      "Smoke alarm in the hall, tested it, beeps away, grand.", // 13
      "Carpet in the bedroom is stained and tatty, next void.", // 14
      "Out the back on the flat roof of the shop, the fire escape ladder's rusted at the bolts where it's fixed to the wall.", // 15
      "It'd hold for now, I'd say, but it wants treating and new fixings in the next few weeks.", // 16
      "Right, I'll drop the keys back into the shop.", // 17
    ],
    findings: [
      {
        id: "fire-door-wedged-closer",
        at: [2],
        thing: ["fire door", "door", "closer"],
        problem: ["wedg", "closer", "broken", "propped", "close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-light-out",
        at: [3],
        thing: ["light", "landing", "stair", "lighting", "bulb"],
        problem: ["gone", "out", "dark", "not working", "fail"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "storage-heater-no-charge",
        at: [5],
        thing: ["storage heater", "heater", "night storage"],
        problem: ["charge", "cold", "not", "fault", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "socket-cracked-wires",
        at: [7],
        thing: ["socket", "faceplate", "plug", "wires", "wiring"],
        problem: ["crack", "expos", "wires", "broken", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "shower-pull-cord",
        at: [8],
        thing: ["pull cord", "cord", "shower", "switch", "isolator"],
        problem: ["snap", "broken", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant",
        at: [9],
        thing: ["sealant", "silicone", "mastic", "bath"],
        problem: ["black", "mould", "coming away", "loose", "fail", "reseal"],
        priority: "MEDIUM",
      },
      {
        id: "window-restrictor-missing",
        at: [11, 12],
        thing: ["restrictor", "window"],
        problem: ["missing", "no", "fit", "drop", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom-carpet-stained",
        at: [14],
        thing: ["carpet", "floor"],
        problem: ["stain", "tatty", "worn", "dirty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-escape-ladder-rust",
        at: [15, 16],
        thing: ["fire escape", "ladder", "escape", "fixing", "bolt"],
        problem: ["rust", "corrod", "fixing", "treat", "loose"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ab08-thrissur-tiled-house",
    half: "heldout",
    lines: [
      "Good morning, this is the old tiled roof house near the temple, the family is staying here only.", // 0
      "Auntie is showing me around, she is saying the current goes off whenever it rains.", // 1
      "Yes, the ELCB trips when it rains heavily, so there must be some leakage to earth somewhere outside.", // 2
      "Sit-out, the Mangalore tiles above are broken in two places, you can see the sky through.", // 3
      "Before monsoon this must be done, otherwise it will leak into the hall.", // 4
      "Hall, the fan regulator is not working, the fan runs only at full speed.", // 5
      "Kitchen, she says she is getting a small shock from the steel tap when the motor is running.", // 6
      "That is very dangerous, electrician must come today and check the earthing.", // 7
      "Granite slab is fine, no cracks.", // 8
      "Wash area, the drain outlet is choked with leaves and the water is collecting.", // 9
      "Bedroom one, window grills are fine, the windows are closing properly.", // 10
      "Bedroom two, the wooden window shutter won't close, hinge is rusted and it is just hanging.", // 11
      "Attached toilet for that bedroom, the closet is leaking at the base, the floor is always wet.", // 12
      "The other toilet is fine, flushing properly.", // 13
      "Outside, the pulley and rope are okay, but the well wall is cracked and very low, and children are playing nearby.", // 14
      "Need to build it up or put a grill cover, this week.", // 15
      "Compound wall paint has faded, that is only cosmetic, no hurry.", // 16
      "Okay, auntie is offering tea, I will take five minutes.", // 17
    ],
    findings: [
      {
        id: "elcb-trips-in-rain",
        at: [1, 2],
        thing: ["elcb", "rcd", "trip", "current", "electric", "earth", "power"],
        problem: ["trip", "leakage", "goes off", "fault", "rain"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "roof-tiles-broken",
        at: [3, 4],
        thing: ["tile", "roof", "mangalore"],
        problem: ["broken", "crack", "slip", "leak", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "fan-regulator",
        at: [5],
        thing: ["regulator", "fan"],
        problem: ["not working", "full speed", "fault", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "tap-shock-earthing",
        at: [6, 7],
        thing: ["tap", "earthing", "earth", "motor", "shock"],
        problem: ["shock", "earth", "live", "danger", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "wash-area-drain-choked",
        at: [9],
        thing: ["drain", "outlet", "gully"],
        problem: ["choke", "block", "leaves", "collect", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "window-shutter-wont-close",
        at: [11],
        thing: ["shutter", "window", "hinge"],
        problem: ["close", "rust", "hang", "hinge", "broken", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toilet-base-leak",
        at: [12],
        thing: ["closet", "toilet", "wc", "pan"],
        problem: ["leak", "wet", "base", "seal"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "well-wall-low",
        at: [14, 15],
        thing: ["well", "wall", "parapet", "cover"],
        problem: ["crack", "low", "fall", "unsafe", "cover", "grill"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "compound-wall-paint",
        at: [16],
        thing: ["compound wall", "wall", "paint"],
        problem: ["fade", "paint", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ab09-parys-flat-over-pharmacy",
    half: "tune",
    lines: [
      "Flat two, above the pharmacy, Parys.", // 0
      "Tenant's out.", // 1
      "Security gate at the top of the stairs, padlock hasp snapped, gate won't lock.", // 2
      "Today.", // 3
      "Stair treads fine.", // 4
      "Kitchen.", // 5
      "Tap, hot side, dripping.", // 6
      "Cupboard door hanging, top hinge screws pulled out.", // 7
      "Geyser cupboard now.", // 8
      "Geyser thermostat cover is missing, wires showing, and the valve above is dripping right onto it.", // 9
      "Isolated it at the DB, so no hot water till the plumber's been, must be today.", // 10
      "Lounge, carpet's worn by the door, cosmetic.", // 11
      "Bedroom, window latch broken, window won't stay shut in the wind.", // 12
      "Burglar bars are solid so it's not a security thing, just book it in.", // 13
      "Bathroom, extractor dead.", // 14
      "Loo flushes fine, no leaks.", // 15
      "Smoke detector in the passage, no battery in it, tenant took it for the TV remote, ag man.", // 16
      "Needs a battery, I didn't have one on me.", // 17
      "Balcony, the balustrade is loose where it's bolted to the slab, it leans out when you push it.", // 18
      "Okay, finished, locking up.", // 19
    ],
    findings: [
      {
        id: "security-gate-wont-lock",
        at: [2, 3],
        thing: ["security gate", "gate", "padlock", "hasp", "lock"],
        problem: ["snap", "lock", "broken", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hot-tap-drip",
        at: [6],
        thing: ["tap", "faucet"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "cupboard-door-hanging",
        at: [7],
        thing: ["cupboard", "door", "hinge"],
        problem: ["hang", "hinge", "screw", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "geyser-thermostat-exposed",
        at: [9, 10],
        thing: ["thermostat", "geyser", "wires", "wiring", "cover"],
        problem: ["missing", "expos", "wires", "cover", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "geyser-valve-drip",
        at: [9, 10],
        thing: ["valve", "geyser", "hot water"],
        problem: ["drip", "leak", "no hot"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "lounge-carpet-worn",
        at: [11],
        thing: ["carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-window-latch",
        at: [12, 13],
        thing: ["window", "latch"],
        problem: ["latch", "broken", "shut", "close"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-dead",
        at: [14],
        thing: ["extractor", "fan"],
        problem: ["dead", "not working", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-no-battery",
        at: [16, 17],
        thing: ["smoke", "detector", "alarm"],
        problem: ["battery", "no", "missing", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "balcony-balustrade-loose",
        at: [18],
        thing: ["balustrade", "balcony", "railing", "rail"],
        problem: ["loose", "lean", "bolt", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "ab10-kilkelly-bungalow",
    half: "heldout",
    lines: [
      "Now, the bungalow at Kilkelly, Mrs Walsh's old place, the tenants are a young couple, they're both out at work.", // 0
      "I'm after doing the meter readings at the ESB box by the gable.", // 1
      "Right, so the heating, they say the boiler's been cutting out, and sure enough it lights, runs a minute and goes to lockout.", // 2
      "No heat in the house since Tuesday, so that's one for the OFTEC fella today.", // 3
      "Oil tank at the back is fine, plenty in it, no sign of leaks round the base.", // 4
      "Boiler house door is rotted away at the bottom, no hurry on that, next void.", // 5
      "Into the kitchen, there's a damp patch coming up behind the range, no, sorry, behind the washing machine, and the floor's gone soft there.", // 6
      "Probably the inlet hose weeping, wants a look this week or next.", // 7
      "Kitchen window, the handle's broken off, you can't lock it at all, and it's facing the road.", // 8
      "Living room, the radiators are stone cold, obviously, with the boiler the way it is.", // 9
      "Chimney breast has a crack running up the plaster, only cosmetic, it's been there years.", // 10
      "Hall, the heat alarm, smoke alarm I mean, is hanging off the ceiling by its wires.", // 11
      "It doesn't sound when you press the test button either.", // 12
      "Bathroom, shower's running hot off the electric, that's fine, and the toilet's grand.", // 13
      "The bath panel's cracked at the corner where someone put a foot through it.", // 14
      "Back bedroom, the skirting is lifting off the wall, just needs a few nails, low priority.", // 15
      "Outside round the side, the septic tank alarm is flashing, the pump must be gone.", // 16
      "That needs doing in the next day or two before it backs up into the house.", // 17
      "Sure look, that's the lot, I'll ring them this evening.", // 18
    ],
    findings: [
      {
        id: "boiler-lockout-no-heat",
        at: [2, 3, 9],
        thing: ["boiler", "heating", "heat", "radiator"],
        problem: ["lockout", "cutting out", "cut", "no heat", "fault", "fail", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "boiler-house-door-rot",
        at: [5],
        thing: ["boiler house", "door"],
        problem: ["rot", "decay"],
        priority: "LOW",
      },
      {
        id: "washing-machine-leak",
        at: [6, 7],
        thing: ["washing machine", "hose", "floor", "damp"],
        problem: ["damp", "soft", "weep", "leak", "patch"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-window-handle",
        at: [8],
        thing: ["window", "handle", "lock"],
        problem: ["broken", "lock", "secure", "handle"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "chimney-breast-crack",
        at: [10],
        thing: ["chimney breast", "plaster", "crack", "wall"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-alarm-hanging",
        at: [11, 12],
        thing: ["smoke", "alarm", "detector"],
        problem: ["hang", "loose", "sound", "not working", "fail", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bath-panel-cracked",
        at: [14],
        thing: ["bath panel", "panel", "bath"],
        problem: ["crack", "broken", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "skirting-lifting",
        at: [15],
        thing: ["skirting"],
        problem: ["lift", "loose", "coming away", "refix"],
        priority: "LOW",
      },
      {
        id: "septic-pump-alarm",
        at: [16, 17],
        thing: ["septic", "pump", "alarm", "tank"],
        problem: ["alarm", "flash", "gone", "fail", "fault", "back"],
        priority: "HIGH",
      },
    ],
  },
];
