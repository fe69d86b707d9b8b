// Blind walkthroughs, set meaning-26 (written without seeing the extractor).
// Build-to-rent and new-build snagging, UK and US: clerks of works, snagging inspectors, leasing managers on new apartments and amenity floors, mixed with occupied units.
import type { Walkthrough } from "./types";

export const MEANING26_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "a01-btr-level-four-snag",
    half: "tune",
    lines: [
      "Right, this is Block B, level four, apartment 4.07, pre-handover snag with the contractor's site manager.", // 0
      "Entrance door first, FD30S, and it doesn't catch, the closer's leaving it about ten mil off the latch.", // 1
      "Needs the closer adjusting before anyone moves in, that's a must.", // 2
      "Intumescent strips all there, smoke seals fine.", // 3
      "Hallway, sealant round the skirting's fine; the silicone at the kitchen upstand is patchy though, gaps behind the hob end.", // 4
      "Kitchen. Hob's working, extractor hood's working, oven heats up.", // 5
      "Scratched, the oven door glass, along the bottom edge.", // 6
      "Sink drains fine, nothing leaking underneath.", // 7
      "Bathroom. Shower screen's not sealed at the base and water's already getting out onto the floor when you run it.", // 8
      "That'll be through the ceiling of 3.07 in a week, it needs doing today.", // 9
      "Extractor fan in there isn't running off the light switch at all.", // 10
      "Bedroom one, balcony door.", // 11
      "Balcony door won't lock, the handle lifts but the hook bolts don't throw.", // 12
      "Out on the balcony, the glass balustrade, one panel's loose in the shoe, it moves when you lean on it.", // 13
      "Tape it off, nobody goes out there till it's re-fixed.", // 14
      "Drainage outlet on the balcony's clear, no ponding.", // 15
      "Bedroom two, roller marks on the ceiling by the window, low priority.", // 16
      "And the decorators have painted over the sprinkler head in here, so that head'll need swapping.", // 17
      "Right, that's 4.07 done, I'll send the list over to Dan.", // 18
    ],
    findings: [
      {
        id: "entrance-fire-door-latch",
        at: [1, 2],
        thing: ["door", "fire door", "closer", "entrance"],
        problem: ["catch", "latch", "close", "closing", "adjust"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-upstand-sealant",
        at: [4],
        thing: ["sealant", "silicone", "mastic", "upstand"],
        problem: ["patchy", "gap", "missing", "reseal", "incomplete"],
        priority: "MEDIUM",
      },
      {
        id: "oven-glass-scratch",
        at: [6],
        thing: ["oven", "glass"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower-screen-leak",
        at: [8, 9],
        thing: ["shower", "screen", "seal"],
        problem: ["seal", "leak", "water", "escap", "unsealed"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bathroom-fan-dead",
        at: [10],
        thing: ["fan", "extractor"],
        problem: ["running", "run", "work", "dead", "fault", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-door-lock",
        at: [11, 12],
        thing: ["balcony door", "door", "lock", "handle", "bolt"],
        problem: ["lock", "bolt", "secure", "throw"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "balustrade-loose",
        at: [13, 14],
        thing: ["balustrade", "glass", "panel", "balcony"],
        problem: ["loose", "moves", "movement", "fix"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ceiling-roller-marks",
        at: [16],
        thing: ["ceiling", "paint", "roller"],
        problem: ["roller", "mark", "finish"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sprinkler-painted",
        at: [17],
        thing: ["sprinkler", "head"],
        problem: ["paint", "replace", "swap"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "a02-us-amenity-floor-lease-up",
    half: "heldout",
    lines: [
      "Okay, amenity level, seventh floor, I'm with Marcus from maintenance, tour groups start Saturday.", // 0
      "Clubroom looks great, furniture's all in.", // 1
      "The ADA operator on the clubroom entry doesn't open the door when you hit the push plate.", // 2
      "Marcus, can you get Stanley out on that, next week's fine.", // 3
      "Demo kitchen, the under-cabinet lights are flickering, and the GFCI by the sink doesn't trip when you push test.", // 4
      "So that outlet's not protecting anything, that needs an electrician today.", // 5
      "Fitness center. Treadmills all running, the Peloton's set up.", // 6
      "Mirror wall, one of the mirror panels is cracked across the corner, sharp edge on it.", // 7
      "Get that taped up before anybody's in here.", // 8
      "Out on the roof deck.", // 9
      "Pavers by the grill station have heaved, there's a good inch lip, somebody's going to catch a toe on that.", // 10
      "Grills fired up fine, gas shutoff's accessible.", // 11
      "The pergola, couple of the slats have stain drips on them, cosmetic.", // 12
      "Pool gate, the self-closer swings it back but it doesn't latch.", // 13
      "That's a code thing, pool doesn't open until that latches every time.", // 14
      "Hot tub's at temp, hundred and two.", // 15
      "Restrooms by the pool, the men's toilet keeps running after a flush.", // 16
      "Women's is fine, no issues.", // 17
      "Down in the bike room on P1, the wall racks are missing about half the hooks.", // 18
      "And the door, the mag lock isn't holding, you can just pull it open without a fob.", // 19
      "Okay, I'll put all that on the punch list for the GC.", // 20
    ],
    findings: [
      {
        id: "ada-door-operator",
        at: [2, 3],
        thing: ["operator", "door", "opener", "push plate", "ada"],
        problem: ["open", "work", "fault", "dead", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "under-cabinet-lights",
        at: [4],
        thing: ["light", "under-cabinet", "lighting"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-no-trip",
        at: [4, 5],
        thing: ["gfci", "outlet", "socket", "receptacle"],
        problem: ["trip", "test", "protect", "fault", "fail"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "mirror-cracked",
        at: [7, 8],
        thing: ["mirror", "panel", "glass"],
        problem: ["crack", "broken", "sharp"],
        priority: "HIGH",
      },
      {
        id: "roof-pavers-lip",
        at: [10],
        thing: ["paver", "paving", "deck"],
        problem: ["heav", "lip", "trip", "uneven", "lifted"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "pergola-stain-drips",
        at: [12],
        thing: ["pergola", "slat", "stain"],
        problem: ["stain", "drip", "cosmetic"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "pool-gate-latch",
        at: [13, 14],
        thing: ["pool gate", "gate", "self-closer", "closer", "latch"],
        problem: ["latch", "close", "catch"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "pool-toilet-running",
        at: [16],
        thing: ["toilet", "flush", "fill valve", "flapper"],
        problem: ["running", "run", "flush"],
        priority: "MEDIUM",
      },
      {
        id: "bike-rack-hooks",
        at: [18],
        thing: ["rack", "bike", "hook"],
        problem: ["missing", "hook"],
        priority: "MEDIUM",
      },
      {
        id: "bike-room-mag-lock",
        at: [19],
        thing: ["mag lock", "maglock", "lock", "door", "bike room"],
        problem: ["hold", "secure", "open", "lock", "fail"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "a03-occupied-defects-visit",
    half: "tune",
    lines: [
      "Flat 12, Canal Wharf, this is an occupied one, tenant's in, she's working from the kitchen table so we'll be quick.", // 0
      "She's reported the bathroom door, and yeah, it's binding on the frame, you have to shoulder it.", // 1
      "Probably the frame's moved as it's dried out, just needs easing.", // 2
      "She says the hot water's been going lukewarm since Tuesday.", // 3
      "Checked the HIU in the cupboard, it's showing a fault code, E4, and the kitchen tap's barely warm after five minutes.", // 4
      "So that's no hot water really, today please, get Switch2 out.", // 5
      "Heating's on, radiators warm.", // 6
      "Heat meter reading, one eight three four.", // 7
      "Living room, hairline cracks at the plasterboard joints over the window, normal shrinkage, pick it up at the twelve month.", // 8
      "No sign of damp on the external wall, checked it with the meter.", // 9
      "Smoke alarm in the hall, pressed the test, nothing.", // 10
      "It's mains with the green light on, so it's the head itself, swap it out today.", // 11
      "Kitchen, the plinth under the sink's come off, the clips have gone.", // 12
      "That's her recycling under there, not ours.", // 13
      "Out on the landing, the riser cupboard lock's broken, it just pulls open, and someone's stacked dust sheets and paint tins in there.", // 14
      "Paint tins in an electrical riser, no, that wants clearing today.", // 15
      "Landing fire door to the stair shuts and latches fine.", // 16
      "Stair handrail, a couple of the brackets are loose on the second flight, it gives when you put weight on it.", // 17
      "Okay, thanks, we're done, I'll email the visit report over.", // 18
    ],
    findings: [
      {
        id: "bathroom-door-binding",
        at: [1, 2],
        thing: ["door", "bathroom door", "frame"],
        problem: ["bind", "stick", "catch", "eas", "rub"],
        priority: "MEDIUM",
      },
      {
        id: "hiu-no-hot-water",
        at: [3, 4, 5],
        thing: ["hot water", "hiu", "heat interface", "water"],
        problem: ["lukewarm", "fault", "warm", "cold", "no hot", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "plasterboard-joint-cracks",
        at: [8],
        thing: ["plasterboard", "joint", "wall", "crack"],
        problem: ["crack", "hairline", "shrinkage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-smoke-alarm",
        at: [10, 11],
        thing: ["smoke alarm", "alarm", "detector", "smoke"],
        problem: ["test", "nothing", "work", "dead", "fail", "sound", "swap", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-plinth-off",
        at: [12],
        thing: ["plinth", "kickboard", "kick board"],
        problem: ["come", "clip", "loose", "detached", "off"],
        priority: "MEDIUM",
      },
      {
        id: "riser-lock-broken",
        at: [14],
        thing: ["riser", "cupboard", "lock"],
        problem: ["broken", "lock", "open", "secure"],
        priority: "MEDIUM",
      },
      {
        id: "riser-combustibles",
        at: [14, 15],
        thing: ["riser", "paint tins", "dust sheets", "storage"],
        problem: ["stor", "stack", "combustible", "clear", "paint"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-handrail-loose",
        at: [17],
        thing: ["handrail", "bracket", "rail", "stair"],
        problem: ["loose", "give", "wobbl", "movement"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "a04-us-btr-cottage-premove-in",
    half: "heldout",
    lines: [
      "Unit 14B, move-in's Friday.", // 0
      "Front door. Deadbolt won't throw, strike's out of line.", // 1
      "Weatherstrip's torn at the bottom corner too, you can see daylight.", // 2
      "Entry, fine.", // 3
      "Kitchen. Dishwasher drain hose isn't clamped, there's water on the floor under the sink already.", // 4
      "Disposal runs.", // 5
      "Range, the anti-tip bracket was never installed.", // 6
      "Family's got two little ones, so that goes in before Friday, priority.", // 7
      "Countertop seam by the fridge is open, you can get a fingernail in it.", // 8
      "Half bath, toilet flushes, sink's fine.", // 9
      "Garage, the door through to the house, somebody's taken the self-closer off.", // 10
      "That's the fire separation door, it has to self-close.", // 11
      "Upstairs. Carpet seam's showing in the primary bedroom, peaking a little.", // 12
      "Primary bath, shower valve, hot and cold are reversed.", // 13
      "Smoke detectors all chirped on test, interconnected.", // 14
      "Bedroom three, drywall nail pops above the closet, three or four, touch-up.", // 15
      "HVAC's cooling, seventy-one at the thermostat.", // 16
      "Back patio, the hose bib's dripping, no, sorry, it's the one on the side yard, the back one's fine.", // 17
      "Side yard spigot then, new washer probably.", // 18
      "That's it, I'll get the punch out to Ray.", // 19
    ],
    findings: [
      {
        id: "front-deadbolt",
        at: [1],
        thing: ["deadbolt", "front door", "door", "strike", "lock"],
        problem: ["throw", "lock", "align", "line", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "front-weatherstrip",
        at: [2],
        thing: ["weatherstrip", "weather strip", "seal", "sweep", "door"],
        problem: ["torn", "daylight", "gap", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-drain-leak",
        at: [4],
        thing: ["dishwasher", "drain", "hose"],
        problem: ["clamp", "leak", "water", "loose"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "range-anti-tip",
        at: [6, 7],
        thing: ["range", "anti-tip", "bracket", "stove", "oven"],
        problem: ["missing", "install", "anti-tip", "bracket"],
        priority: "HIGH",
      },
      {
        id: "countertop-seam",
        at: [8],
        thing: ["countertop", "seam", "worktop", "counter"],
        problem: ["open", "gap", "seam"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door-self-closer",
        at: [10, 11],
        thing: ["door", "self-closer", "closer", "garage"],
        problem: ["missing", "taken", "removed", "close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet-seam-peaking",
        at: [12],
        thing: ["carpet", "seam"],
        problem: ["seam", "peak", "showing", "visible"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower-valve-reversed",
        at: [13],
        thing: ["shower", "valve", "mixer"],
        problem: ["revers", "backwards", "crossed"],
        priority: "MEDIUM",
      },
      {
        id: "drywall-nail-pops",
        at: [15],
        thing: ["drywall", "nail", "wall"],
        problem: ["pop", "touch", "nail"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "side-hose-bib-drip",
        at: [17, 18],
        thing: ["hose bib", "spigot", "bib", "faucet", "tap", "hose"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "a05-communals-sectional-completion",
    half: "tune",
    lines: [
      "Okay, communal walk for the Phase 2 block, it's me and Priya from the client side, sectional completion's next Thursday.", // 0
      "Starting outside by the bins.", // 1
      "Bin store door, the drop bolt's bent so you can't secure the second leaf, and the whole thing's rattling in the wind.", // 2
      "Lighting in here's on the PIR, comes on fine.", // 3
      "Round the side to the bike store, and the Sheffield stands, two of them aren't bolted down, you can lift them straight out.", // 4
      "That's a theft thing more than anything, get them fixed down before residents move bikes in.", // 5
      "Bike store door reads fobs fine.", // 6
      "Car park, level minus one, there's water coming through the soffit above bay 14, dripping right onto the cable tray.", // 7
      "Right onto the containment, yeah, so that's urgent, get the M&E lot to isolate if they need to.", // 8
      "Line marking's fine, EV chargers all showing green.", // 9
      "Final exit door from the car park, someone's got pallets of block stacked against it on the outside.", // 10
      "Plant room, booster set's running, no alarms on the panel.", // 11
      "Sprinkler valve set, the main isolating valve's not strapped or padlocked open.", // 12
      "Ten seconds with a strap and a padlock, do it today.", // 13
      "Up to the roof terrace.", // 14
      "Timber decking's got a few boards cupping by the planters already, not urgent, it's the contractor's to sort under defects.", // 15
      "The gate to the plant enclosure up here doesn't latch, and it's right by the edge where there's no parapet.", // 16
      "Balustrade round the terrace is solid, checked every panel.", // 17
      "Scuffed, the lift car's stainless panels, all down the back wall from the furniture going up.", // 18
      "Protection should've stayed on, but anyway, polish them out at the end.", // 19
      "Right, that's the communals, I'll do the write-up tonight.", // 20
    ],
    findings: [
      {
        id: "bin-store-drop-bolt",
        at: [2],
        thing: ["bin store", "door", "drop bolt", "bolt", "leaf"],
        problem: ["bent", "secure", "rattl", "lock"],
        priority: "MEDIUM",
      },
      {
        id: "sheffield-stands-loose",
        at: [4, 5],
        thing: ["sheffield", "stand", "bike", "cycle"],
        problem: ["bolt", "loose", "lift", "fix", "unfixed"],
        priority: "MEDIUM",
      },
      {
        id: "car-park-leak-cable-tray",
        at: [7, 8],
        thing: ["soffit", "water", "leak", "car park", "cable tray", "ceiling"],
        problem: ["leak", "water", "drip", "ingress"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "final-exit-blocked",
        at: [10],
        thing: ["exit", "fire exit", "final exit", "door", "pallet"],
        problem: ["block", "stack", "obstruct"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sprinkler-valve-unsecured",
        at: [12, 13],
        thing: ["sprinkler", "valve", "isolating valve"],
        problem: ["strap", "padlock", "lock", "unsecured", "secure"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "roof-decking-cupping",
        at: [15],
        thing: ["decking", "deck", "board"],
        problem: ["cup", "warp", "distort"],
        priority: "LOW",
      },
      {
        id: "plant-enclosure-gate",
        at: [16],
        thing: ["gate", "plant enclosure", "enclosure", "latch"],
        problem: ["latch", "close", "catch", "secure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lift-panels-scuffed",
        at: [18, 19],
        thing: ["lift", "panel", "stainless", "elevator"],
        problem: ["scuff", "mark", "scratch", "polish"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "a06-us-resident-tickets-and-turn",
    half: "heldout",
    lines: [
      "Alright, 512, she's at work, we've got permission to enter, notice is on the door.", // 0
      "Her ticket says the washer's leaking, and yeah, there's a puddle coming out from under the stacked unit into the hall.", // 1
      "Looks like the supply hose at the box, it's weeping at the connection, shut the valves for now.", // 2
      "She'll need a new hose today, text her.", // 3
      "Sorry, one sec, hi, yeah, Mike, we're in 512, be down in ten.", // 4
      "Bedroom, the closet bifold's off its track and the blind's got a broken slat.", // 5
      "Windows, no condensation, no issues.", // 6
      "Bathroom exhaust fan's buzzing really loud, and the grille's warm to the touch.", // 7
      "I'd kill the breaker on that, it smells a bit hot too.", // 8
      "Moving on, 514's vacant, it's been turned.", // 9
      "514, front door, the peephole's missing, it's just a hole through the door.", // 10
      "Kitchen faucet, hot side's a slow drip, low priority.", // 11
      "Fridge is cold, ice maker's making ice.", // 12
      "Living room outlet by the window, cover plate's cracked and you can see the terminals.", // 13
      "Paint's good, carpet's been cleaned, looks clean.", // 14
      "Balcony slider, no, sorry, it's the screen door, it's off its rollers, the slider itself locks fine.", // 15
      "Back in the corridor, the carpet at the trash chute room has lifted at the transition strip, there's a ridge.", // 16
      "Chute room door closes and latches, good.", // 17
      "Okay, write up both units and close out the washer ticket once it's done.", // 18
    ],
    findings: [
      {
        id: "washer-supply-leak",
        at: [1, 2, 3],
        thing: ["washer", "washing machine", "laundry", "supply hose", "hose"],
        problem: ["leak", "puddle", "water", "weep"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "closet-bifold-track",
        at: [5],
        thing: ["bifold", "closet", "door"],
        problem: ["track", "off", "derail"],
        priority: "MEDIUM",
      },
      {
        id: "blind-broken-slat",
        at: [5],
        thing: ["blind", "slat"],
        problem: ["broken", "slat"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "exhaust-fan-overheating",
        at: [7, 8],
        thing: ["fan", "exhaust", "exhaust fan"],
        problem: ["buzz", "warm", "hot", "nois", "overheat", "smell"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "peephole-missing",
        at: [10],
        thing: ["peephole", "viewer", "front door", "door"],
        problem: ["missing", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-faucet-drip",
        at: [11],
        thing: ["faucet", "tap", "kitchen faucet"],
        problem: ["drip", "leak"],
        priority: "LOW",
      },
      {
        id: "outlet-exposed-terminals",
        at: [13],
        thing: ["outlet", "cover plate", "plate", "receptacle", "socket"],
        problem: ["crack", "exposed", "terminal", "broken"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "screen-door-rollers",
        at: [15],
        thing: ["screen", "screen door", "roller"],
        problem: ["roller", "off", "track", "derail"],
        priority: "MEDIUM",
      },
      {
        id: "corridor-carpet-ridge",
        at: [16],
        thing: ["carpet", "transition", "strip", "threshold"],
        problem: ["lift", "ridge", "trip", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "a07-fund-snagging-plot-63",
    half: "tune",
    lines: [
      "Plot 63, second floor, two-bed, snagging on behalf of the fund.", // 0
      "Front door's fine, closer's fine, latches first time.", // 1
      "Consumer unit in the hall cupboard, blanking plate missing on the end way, open slot straight into the busbar.", // 2
      "Sort that before handover, it's a finger in a live board.", // 3
      "Utility cupboard, the MVHR unit's running but the filter's still got the plastic wrap on it.", // 4
      "Kitchen, two of the wall unit doors are out of alignment, hinges want adjusting.", // 5
      "Worktop's chipped by the sink cut-out, little one, cosmetic.", // 6
      "Washing machine ran a cycle, no leaks.", // 7
      "Bathroom. Missing, the silicone bead along the bath where it meets the tiles, it's just bare grout.", // 8
      "Toilet flushes fine, but the pan rocks when you sit on it.", // 9
      "Basin waste drains okay.", // 10
      "Living room, skirting's got a gap of about five mil along the window wall, needs filling and a coat.", // 11
      "Balcony door, the threshold's not sealed to the frame, and when I hosed it water came in under the sill onto the floor.", // 12
      "That's the one to get on to today, the engineered boards'll blow.", // 13
      "Balcony soffit light's working.", // 14
      "Bedroom. Heat detector, no, it's the smoke head in the hall I mean, the bedroom one's fine, the hall one's still got its dust cover on.", // 15
      "Cover on means it won't see smoke, take it off now.", // 16
      "Second bedroom, the door rubs on the carpet, needs a few mil off the bottom.", // 17
      "Right, Plot 63, ten items, report by Monday.", // 18
    ],
    findings: [
      {
        id: "consumer-unit-blank",
        at: [2, 3],
        thing: ["consumer unit", "blanking plate", "fuse box", "board", "busbar"],
        problem: ["missing", "open", "exposed", "live"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "mvhr-filter-wrap",
        at: [4],
        thing: ["mvhr", "filter", "ventilation"],
        problem: ["wrap", "plastic", "blocked"],
        priority: "MEDIUM",
      },
      {
        id: "wall-unit-doors-alignment",
        at: [5],
        thing: ["wall unit", "unit", "door", "cabinet", "hinge"],
        problem: ["align", "adjust", "misalign"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-chip",
        at: [6],
        thing: ["worktop", "countertop", "cut-out"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-silicone-missing",
        at: [8],
        thing: ["silicone", "sealant", "bead", "bath", "mastic"],
        problem: ["missing", "bare", "reseal"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-pan-rocks",
        at: [9],
        thing: ["toilet", "pan", "wc"],
        problem: ["rock", "loose", "mov"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-gap",
        at: [11],
        thing: ["skirting", "skirting board"],
        problem: ["gap", "fill"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balcony-threshold-ingress",
        at: [12, 13],
        thing: ["balcony door", "threshold", "sill", "door"],
        problem: ["seal", "water", "leak", "ingress"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hall-smoke-dust-cover",
        at: [15, 16],
        thing: ["smoke", "detector", "alarm", "head", "dust cover"],
        problem: ["cover", "dust", "disabled"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-door-rubs",
        at: [17],
        thing: ["door", "bedroom door"],
        problem: ["rub", "catch", "trim", "plane"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "a08-us-model-unit-and-corridor",
    half: "heldout",
    lines: [
      "Okay, so I'm walking the fourth floor corridor before the model tours this afternoon, just me today.", // 0
      "Unit 407, that's our model, the Latch lock on the door's flashing red and it won't take the code or the app.", // 1
      "Batteries, probably, but I need that working before two o'clock, so today.", // 2
      "Got in with the key override, inside looks clean.", // 3
      "Living room, the accent wall's got a big scuff from the furniture delivery, touch-up, low priority.", // 4
      "Kitchen pendants, one of the three is out, might just be the bulb.", // 5
      "Bathroom, grout's cracked around the shower niche, and the caulk at the tub is pulling away in the corner.", // 6
      "Primary bedroom, the Trane thermostat's reading eighty-four and the air handler isn't kicking on at all.", // 7
      "It's ninety-something out, call that in as an emergency.", // 8
      "Balcony, railing's solid, drain's clear.", // 9
      "Back in the corridor, the stairwell door at the east end, somebody's propped it open with a rubber wedge.", // 10
      "Pulled the wedge, and then it doesn't latch anyway, the closer's too weak.", // 11
      "In the stairwell, the emergency light on the landing between four and three is out, the test button does nothing.", // 12
      "Trash room, chute's fine, compactor's running.", // 13
      "Floor drain in there's backed up though, standing water and it stinks.", // 14
      "Garage, level P2, there's a sprinkler pipe dripping over the compact spots, steady drip onto the cars.", // 15
      "I'll ping the fire sprinkler guys, that's today.", // 16
      "Stripes are fine, wheel stops all down.", // 17
      "Okay, sending the list to Carlos.", // 18
    ],
    findings: [
      {
        id: "model-smart-lock",
        at: [1, 2],
        thing: ["latch lock", "lock", "smart lock", "door"],
        problem: ["flash", "code", "app", "work", "batter", "fail"],
        priority: "HIGH",
      },
      {
        id: "accent-wall-scuff",
        at: [4],
        thing: ["wall", "accent wall", "paint"],
        problem: ["scuff", "mark", "touch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-pendant-out",
        at: [5],
        thing: ["pendant", "light", "bulb", "lamp"],
        problem: ["out", "work", "dead", "bulb"],
        priority: "MEDIUM",
      },
      {
        id: "shower-niche-grout",
        at: [6],
        thing: ["grout", "niche", "shower", "tile"],
        problem: ["crack", "regrout"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulk",
        at: [6],
        thing: ["caulk", "tub", "sealant", "silicone"],
        problem: ["pull", "gap", "recaulk", "separat"],
        priority: "MEDIUM",
      },
      {
        id: "no-cooling",
        at: [7, 8],
        thing: ["air handler", "thermostat", "hvac", "ac", "air conditioning", "cooling"],
        problem: ["kick", "not", "work", "fail", "hot", "no"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "stair-door-wedged",
        at: [10, 11],
        thing: ["stairwell door", "door", "stair door", "fire door", "wedge", "closer"],
        problem: ["prop", "wedge", "open", "latch", "weak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-emergency-light",
        at: [12],
        thing: ["emergency light", "light", "lighting", "exit light"],
        problem: ["out", "test", "nothing", "work", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "trash-room-floor-drain",
        at: [14],
        thing: ["floor drain", "drain"],
        problem: ["backed", "block", "standing", "water", "smell", "stink"],
        priority: "MEDIUM",
      },
      {
        id: "garage-sprinkler-drip",
        at: [15, 16],
        thing: ["sprinkler", "pipe", "sprinkler pipe"],
        problem: ["drip", "leak"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "a09-conversion-ten-day-check",
    half: "tune",
    lines: [
      "Morning, this is the ten-day check before handover at Foundry House, I've got Tom with me from the operator.", // 0
      "Flat 1.02 first, ground floor.", // 1
      "Kitchen, there's a faint smell of gas by the boiler cupboard, Tom, can you smell that?", // 2
      "Yeah, definitely, right, nobody touch any switches, I'm ringing the emergency line now.", // 3
      "Cadent are on their way, we'll carry on upstairs while we wait.", // 4
      "1.04, occupied, he's away, lettings let us in.", // 5
      "Window restrictor on the bedroom window's been taken off, it opens full width.", // 6
      "That's a fall risk with his little lad in there, refit it today.", // 7
      "Bathroom's fine, no leaks, fan's running.", // 8
      "Hallway, the laminate's lifting at the joint outside the bathroom, curling up a few mil, not a trip yet, book it in.", // 9
      "Up to the second floor corridor.", // 10
      "Entrance door to 2.03 is slamming, the closer's got no check action at all, nearly took my fingers off.", // 11
      "Riser cupboard on this floor, the fire stopping round the pipes through the slab's not been done, you can see straight down to the floor below.", // 12
      "That's a compartmentation failure, top of the list.", // 13
      "2.05, vacant, ready to let, front door's fine, heating's on, hot water's good.", // 14
      "Bedroom, carpet's got a stain by the wardrobe, looks like paint, spot clean it at the next void.", // 15
      "Kitchen, the light in the cooker hood isn't working, fan is.", // 16
      "Bathroom, the thermostatic bar on the shower's running scalding, not holding at all, I got fifty-odd degrees off it.", // 17
      "Alright, back down, the gas engineer's here.", // 18
    ],
    findings: [
      {
        id: "gas-smell-boiler",
        at: [2, 3],
        thing: ["gas", "boiler"],
        problem: ["smell", "leak", "escape"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "window-restrictor-missing",
        at: [6, 7],
        thing: ["window restrictor", "restrictor", "window"],
        problem: ["taken", "missing", "removed", "refit", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "laminate-lifting",
        at: [9],
        thing: ["laminate", "floor", "flooring", "joint"],
        problem: ["lift", "curl", "raised"],
        priority: "MEDIUM",
      },
      {
        id: "entrance-door-closer-slam",
        at: [11],
        thing: ["closer", "door", "entrance door"],
        problem: ["slam", "check", "adjust", "fast"],
        priority: "MEDIUM",
      },
      {
        id: "riser-fire-stopping",
        at: [12, 13],
        thing: ["fire stopping", "firestopping", "riser", "penetration", "compartmentation"],
        problem: ["missing", "gap", "incomplete", "open", "failure", "done"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-carpet-stain",
        at: [15],
        thing: ["carpet"],
        problem: ["stain", "paint", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cooker-hood-light",
        at: [16],
        thing: ["cooker hood", "hood", "light", "extractor"],
        problem: ["work", "dead", "out", "bulb"],
        priority: "MEDIUM",
      },
      {
        id: "shower-bar-scalding",
        at: [17],
        thing: ["shower", "thermostatic", "bar", "mixer", "valve"],
        problem: ["scald", "hot", "holding", "temperature"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "a10-us-sfr-btr-final-walk",
    half: "heldout",
    lines: [
      "Lot 22, Willow Creek, final walk for the BTR buyer, builder's super is Jeff.", // 0
      "Exterior first, round the side by the AC condenser.", // 1
      "Condenser disconnect box has no cover on it, live lugs right there at kid height.", // 2
      "Jeff, that's a today item.", // 3
      "Downspout on the back corner isn't connected, it's dumping right against the foundation.", // 4
      "Siding, a few nail heads showing on the north wall, paint those, cosmetic.", // 5
      "Back door, the sliding patio door locks fine, foot bolt too.", // 6
      "Garage, the attic pull-down ladder, one of the springs is off, so the ladder drops on you when you pull it.", // 7
      "Up in the attic, insulation's even, no daylight at the eaves, baffles are in.", // 8
      "The bath fan duct up here's disconnected, it's just blowing into the attic.", // 9
      "Inside, kitchen, the sink sprayer hose catches on the trap, pulls out about halfway and stops.", // 10
      "Panel in the laundry, breakers all labeled, AFCIs tested fine.", // 11
      "Dryer vent, the transition hose behind the dryer is crushed flat against the wall.", // 12
      "That's a fire waiting to happen, fix it before move-in.", // 13
      "Hall bath, toilet doesn't flush, the chain's off the flapper.", // 14
      "Primary bath toilet flushes fine, so they've got the others.", // 15
      "Bedroom two, window won't latch, the sash lock doesn't line up with the keeper.", // 16
      "It's ground floor backing onto the greenbelt, so that needs to lock.", // 17
      "Baseboard in the hallway, caulk joints are cracked at the corners, touch-up.", // 18
      "Smoke and CO combo in the hall, tested, sounds.", // 19
      "Done, I'll upload the photos tonight.", // 20
    ],
    findings: [
      {
        id: "disconnect-no-cover",
        at: [2, 3],
        thing: ["disconnect", "condenser", "cover", "box", "electrical"],
        problem: ["cover", "live", "exposed", "missing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "downspout-disconnected",
        at: [4],
        thing: ["downspout", "gutter", "downpipe"],
        problem: ["connect", "dump", "loose", "foundation"],
        priority: "MEDIUM",
      },
      {
        id: "siding-nail-heads",
        at: [5],
        thing: ["siding", "nail", "cladding"],
        problem: ["nail", "showing", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "attic-ladder-spring",
        at: [7],
        thing: ["attic ladder", "ladder", "pull-down", "spring", "attic"],
        problem: ["spring", "drop", "off", "broken"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bath-fan-duct",
        at: [9],
        thing: ["duct", "fan", "exhaust", "vent", "bath fan"],
        problem: ["disconnect", "loose", "blow"],
        priority: "MEDIUM",
      },
      {
        id: "sink-sprayer-catching",
        at: [10],
        thing: ["sprayer", "hose", "faucet", "pull-out"],
        problem: ["catch", "stop", "snag"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-vent-crushed",
        at: [12, 13],
        thing: ["dryer vent", "vent", "hose", "dryer", "transition"],
        problem: ["crush", "flat", "kink", "block", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall-toilet-flush",
        at: [14],
        thing: ["toilet", "chain", "flapper"],
        problem: ["flush", "chain", "off"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-latch",
        at: [16, 17],
        thing: ["window", "sash lock", "lock", "latch", "keeper"],
        problem: ["latch", "lock", "line", "align", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "baseboard-caulk-cracks",
        at: [18],
        thing: ["baseboard", "caulk", "skirting"],
        problem: ["crack", "touch", "joint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
