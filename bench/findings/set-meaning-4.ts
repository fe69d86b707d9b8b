// Blind walkthroughs, set 4 (written without seeing the extractor).
import type { Walkthrough } from "./types";

export const MEANING4_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "d01-uk-studio-flat",
    half: "tune",
    lines: [
      "Okay, so this is the studio at 14b, tenant's let me in and she's just popping out to the shop.", // 0
      "Right, entrance door first, the lock's fine, closes nice and tight.", // 1
      "Smoke alarm by the kitchenette, I pressed the test button and it's just chirping, like every thirty seconds.", // 2
      "Needs a new one, honestly, not just a battery.", // 3
      "Kitchen tap's dripping into the sink, um, constant little drip.", // 4
      "Probably just needs a new washer.", // 5
      "Extractor over the hob, nothing happens when you switch it on.", // 6
      "Fridge and oven both working fine.", // 7
      "There's a bit of black mould in the shower corner, above the tray.", // 8
      "And the silicone round the tray's gone, it's all lifted and black.", // 9
      "Shower's running hot though, good pressure.", // 10
      "Window by the bed, the restrictor's missing, and we're on the third floor.", // 11
      "That wants doing asap, she's got a toddler visiting at weekends apparently.", // 12
      "Carpet's a bit worn by the door, but it's a studio, that's expected.", // 13
      "Couple of scuffs on the wall behind the sofa, no rush on those.", // 14
      "Radiator's warm, heating's all fine.", // 15
      "Meter readings taken, electric is 40213.", // 16
      "Oh, and the consumer unit cover is cracked, you can see the, um, the bus bar behind it.", // 17
      "Get the sparky out for that today.", // 18
      "Right, that's me, locking up.", // 19
    ],
    findings: [
      {
        id: "hall-smoke-alarm-chirping",
        at: [2, 3],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["chirp", "beep", "fail", "fault", "not work", "replace", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-tap-drip",
        at: [4, 5],
        thing: ["tap", "faucet"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-extractor-dead",
        at: [6],
        thing: ["extractor", "fan", "cooker hood", "hood"],
        problem: ["not work", "dead", "nothing", "fail", "broken", "doesn't", "won't"],
        priority: "MEDIUM",
      },
      {
        id: "shower-corner-mould",
        at: [8],
        thing: ["mould", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tray-silicone-failed",
        at: [9],
        thing: ["silicone", "sealant", "seal", "mastic"],
        problem: [
          "lift",
          "fail",
          "perish",
          "black",
          "gone",
          "mould",
          "mold",
          "replace",
          "peel",
          "degrad",
        ],
        priority: "MEDIUM",
      },
      {
        id: "bed-window-restrictor-missing",
        at: [11, 12],
        thing: ["restrictor", "window"],
        problem: ["missing", "absent", "none", "no restrictor", "fit"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "carpet-worn-by-door",
        at: [13],
        thing: ["carpet"],
        problem: ["worn", "wear", "thread"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wall-scuffs-behind-sofa",
        at: [14],
        thing: ["wall", "scuff", "paint", "mark"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "consumer-unit-cover-cracked",
        at: [17, 18],
        thing: ["consumer unit", "fuse box", "fuse board", "fuseboard", "cover", "board"],
        problem: ["crack", "broken", "exposed", "damage", "bus"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "d02-uk-flat-two-bed",
    half: "heldout",
    lines: [
      "Flat 7, two bed, second floor.", // 0
      "Tenant out.", // 1
      "Hallway, entrance door, fire door closer's broken, door doesn't self-close.", // 2
      "Smoke alarm tested, fine.", // 3
      "Kitchen, sink drains slow.", // 4
      "Cupboard under the sink, hinge snapped, door hanging off.", // 5
      "Boiler, pressure's good, no faults.", // 6
      "Bathroom, toilet won't flush properly, have to hold the handle down.", // 7
      "Extractor's fine.", // 8
      "Ceiling above the bath, old brown stain, dry to the touch.", // 9
      "Bedroom one, socket by the bed, scorched, faceplate's cracked.", // 10
      "Isolate it today.", // 11
      "Bedroom two, wardrobe door off its runner.", // 12
      "Carpet stained by the window, low priority.", // 13
      "Living room fine, no damp.", // 14
      "Communal landing, emergency light not illuminating on test.", // 15
      "Done.", // 16
    ],
    findings: [
      {
        id: "entrance-fire-door-not-closing",
        at: [2],
        thing: ["fire door", "door", "closer"],
        problem: [
          "not close",
          "doesn't close",
          "won't close",
          "not self",
          "doesn't self",
          "self-clos",
          "closer",
          "broken",
          "fail",
          "fault",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-sink-slow-drain",
        at: [4],
        thing: ["sink", "drain", "waste"],
        problem: ["slow", "block", "drain"],
        priority: "MEDIUM",
      },
      {
        id: "sink-cupboard-hinge-snapped",
        at: [5],
        thing: ["cupboard", "hinge", "door"],
        problem: ["hinge", "snap", "broken", "hang", "loose", "off"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-wont-flush",
        at: [7],
        thing: ["toilet", "wc", "loo", "flush", "cistern"],
        problem: ["flush", "won't", "not", "handle", "fault", "poor"],
        priority: "MEDIUM",
      },
      {
        id: "bath-ceiling-old-stain",
        at: [9],
        thing: ["ceiling", "stain"],
        problem: ["stain", "mark", "discolo", "old leak"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-socket-scorched",
        at: [10, 11],
        thing: ["socket", "outlet", "faceplate"],
        problem: ["scorch", "burn", "crack", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "wardrobe-door-off-runner",
        at: [12],
        thing: ["wardrobe", "door", "runner"],
        problem: ["off", "runner", "derail", "broken", "come", "track"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-carpet-stained",
        at: [13],
        thing: ["carpet"],
        problem: ["stain", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing-emergency-light-failed",
        at: [15],
        thing: ["emergency light", "light", "lighting"],
        problem: ["not illuminat", "not work", "fail", "dead", "out", "not light"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "d03-uk-basement-flat",
    half: "tune",
    lines: [
      "Right, so we're going down the steps to the basement flat, number 2a.", // 0
      "Watch yourself, the third step down's cracked and there's a bit missing off the edge.", // 1
      "That's a proper trip hazard, someone's going to go flying.", // 2
      "Lightwell drain's full of leaves, um, so that'll back up when it rains heavy.", // 3
      "Front door, locks fine, deadlock's working.", // 4
      "Okay, in the hallway, and there's a damp smell straight away.", // 5
      "Yeah, the wall by the meter cupboard, tide mark about a foot up, and it's cold and damp to the touch.", // 6
      "Get a damp surveyor booked in soon.", // 7
      "Electric meter's fine, readings taken, 10877.", // 8
      "Kitchen, the gas hob, front left ring won't light, it just clicks.", // 9
      "And I can smell gas when it's clicking, so I've turned it off at the valve.", // 10
      "Gas engineer today, I'll ring them from the car.", // 11
      "Fridge freezer's the tenant's own, not ours.", // 12
      "Bathroom's got no window so the extractor's important, and it's, yeah, it's packed up.", // 13
      "Mould on the ceiling above the shower, fair bit of it.", // 14
      "It'll need a mould wash and a stain block.", // 15
      "Shower's hot, toilet flushes fine.", // 16
      "Bedroom at the back, window onto the lightwell, the lock on it's broken, it won't lock at all.", // 17
      "Which is not great down here, anyone could climb down into the lightwell.", // 18
      "Radiator in there's stone cold, though the rest are warm.", // 19
      "Probably just needs bleeding, not urgent.", // 20
      "Right, that's the basement, back up the steps, and mind that broken one again.", // 21
    ],
    findings: [
      {
        id: "basement-steps-broken-tread",
        at: [1, 2, 21],
        thing: ["step", "stair", "tread"],
        problem: ["crack", "broken", "missing", "damage", "chip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lightwell-drain-blocked",
        at: [3],
        thing: ["drain", "gully", "lightwell"],
        problem: ["block", "leaves", "full", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "hall-wall-damp",
        at: [5, 6, 7],
        thing: ["damp", "wall"],
        problem: ["damp", "wet", "tide", "moist"],
        priority: "MEDIUM",
      },
      {
        id: "gas-hob-wont-light-smell",
        at: [9, 10, 11],
        thing: ["hob", "ring", "burner", "gas"],
        problem: ["won't light", "not light", "gas", "smell", "click", "fault", "leak"],
        priority: "HIGH",
      },
      {
        id: "bathroom-extractor-packed-up",
        at: [13],
        thing: ["extractor", "fan"],
        problem: ["packed", "not work", "dead", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-ceiling-mould",
        at: [14, 15],
        thing: ["mould", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "lightwell-bedroom-window-wont-lock",
        at: [17, 18],
        thing: ["window", "lock"],
        problem: ["won't lock", "not lock", "broken", "insecure", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "back-bedroom-radiator-cold",
        at: [19, 20],
        thing: ["radiator", "rad"],
        problem: ["cold", "not heat", "not warm", "bleed"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "d04-uk-terraced-house",
    half: "heldout",
    lines: [
      "22 Albert Street, mid-terrace.", // 0
      "Front, gutter over the bay blocked, plant growing out of it.", // 1
      "Front door fine, locks.", // 2
      "Hall, stair carpet rucked on the fourth tread, rod's loose.", // 3
      "Banister solid, not loose.", // 4
      "Front room, gas fire, tenant says it won't light.", // 5
      "Gas Safe engineer asap.", // 6
      "Kitchen, washing machine hose leaking onto the floor, puddle under it.", // 7
      "Turned it off at the valve for now.", // 8
      "Back door locks fine.", // 9
      "Bathroom, hot tap on the basin drips.", // 10
      "Tiles chipped round the bath, cosmetic.", // 11
      "Shower hot, flush fine.", // 12
      "Back bedroom, crack above the door frame, diagonal, about 5mm, wasn't there at the last inspection.", // 13
      "Surveyor out asap, could be movement.", // 14
      "Front bedroom, window restrictor missing.", // 15
      "Up in the loft, insulation fine, no sign of leaks.", // 16
      "Round the back, paving by the back door lifted, about an inch.", // 17
      "Done.", // 18
    ],
    findings: [
      {
        id: "front-gutter-blocked",
        at: [1],
        thing: ["gutter", "guttering"],
        problem: ["block", "plant", "veg", "growth", "clog", "grow"],
        priority: "MEDIUM",
      },
      {
        id: "stair-carpet-rucked",
        at: [3],
        thing: ["carpet", "stair", "tread", "rod"],
        problem: ["ruck", "loose", "lift", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gas-fire-wont-light",
        at: [5, 6],
        thing: ["gas fire", "fire", "gas"],
        problem: ["won't light", "not light", "fault", "not work", "fail"],
        priority: "HIGH",
      },
      {
        id: "washing-machine-hose-leak",
        at: [7, 8],
        thing: ["washing machine", "hose", "machine"],
        problem: ["leak", "puddle", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "basin-hot-tap-drip",
        at: [10],
        thing: ["tap"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "bath-tiles-chipped",
        at: [11],
        thing: ["tile"],
        problem: ["chip", "crack", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-bedroom-diagonal-crack",
        at: [13, 14],
        thing: ["crack"],
        priority: "HIGH",
      },
      {
        id: "front-bedroom-restrictor-missing",
        at: [15],
        thing: ["restrictor", "window"],
        problem: ["missing", "absent", "none", "no restrictor"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "rear-paving-lifted",
        at: [17],
        thing: ["paving", "slab", "flag", "path", "patio"],
        problem: ["lift", "raise", "uneven", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "d05-uk-semi-detached",
    half: "tune",
    lines: [
      "Morning, so this is 5 Hollybush Close, semi, three bed, and Mr Patel's here with me.", // 0
      "Starting outside, the fence panel on the left side has blown down, it's just lying on the lawn.", // 1
      "Not urgent, the hedge keeps the garden closed off.", // 2
      "Downpipe at the side's come away from the wall, the bracket's gone.", // 3
      "Right, in through the side door, that's fine, locks okay.", // 4
      "Utility room, boiler's in here, um, it's showing a fault code, F28, and there's no hot water at all.", // 5
      "Mr Patel says it's been like that since Sunday, so that's an emergency call-out today.", // 6
      "Kitchen, the worktop by the sink's swollen where the water's got into the joint.", // 7
      "Want that replacing in the next few weeks, before it gets worse.", // 8
      "Hob and oven fine, that's electric anyway.", // 9
      "Living room, there's an extension lead behind the telly with another extension plugged into it, and a heater on the end, and the plug's really warm.", // 10
      "I've asked Mr Patel to unplug the heater, we can't leave that.", // 11
      "Hallway smoke alarm's there, tested, loud and clear.", // 12
      "Stairs, the handrail's loose at the top, it moves about an inch when you lean on it.", // 13
      "Landing, loft hatch fine.", // 14
      "Main bedroom, there's a crack across the ceiling but it's hairline, just decorating really, no rush.", // 15
      "Bathroom, shower's running hot, good.", // 16
      "Toilet's fine, but the bath panel's cracked at the corner, probably kicked.", // 17
      "Just cosmetic, add it to the list.", // 18
      "Second bedroom, oh, no wait, it's the third bedroom, the small one, window won't shut properly, there's a gap at the top and it's letting the draught in.", // 19
      "That one's a this-week job before it gets colder.", // 20
      "Right, thanks Mr Patel, we'll ring you about the boiler in the next hour.", // 21
    ],
    findings: [
      {
        id: "fence-panel-down",
        at: [1, 2],
        thing: ["fence", "panel"],
        problem: ["down", "blown", "fallen", "broken", "collapse"],
        priority: "LOW",
      },
      {
        id: "side-downpipe-detached",
        at: [3],
        thing: ["downpipe", "down pipe", "pipe", "rainwater"],
        problem: ["come away", "detach", "loose", "bracket", "away", "off"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-fault-no-hot-water",
        at: [5, 6, 21],
        thing: ["boiler", "hot water"],
        problem: ["fault", "no hot water", "not work", "f28", "lockout", "fail", "ignit", "error"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "kitchen-worktop-swollen",
        at: [7, 8],
        thing: ["worktop", "counter", "work top"],
        problem: ["swell", "swollen", "damage", "water", "blown"],
        priority: "MEDIUM",
      },
      {
        id: "living-room-overloaded-extension",
        at: [10, 11],
        thing: ["extension", "lead", "adaptor", "adapter", "socket", "plug"],
        problem: ["overload", "daisy", "warm", "hot", "chain"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stair-handrail-loose",
        at: [13],
        thing: ["handrail", "rail", "banister"],
        problem: ["loose", "move", "wobbl", "unsecure", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom-hairline-ceiling-crack",
        at: [15],
        thing: ["ceiling", "crack"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-panel-cracked",
        at: [17, 18],
        thing: ["bath panel", "panel", "bath"],
        problem: ["crack", "broken", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "small-bedroom-window-wont-shut",
        at: [19, 20],
        thing: ["window"],
        problem: ["won't shut", "not shut", "not close", "won't close", "gap", "draught", "draft"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "d06-uk-hmo",
    half: "heldout",
    lines: [
      "HMO, 31 Station Road, six rooms, quarterly check.", // 0
      "Front door closes and locks, fine.", // 1
      "Ground floor hall, fire extinguisher tag expired, last service 2021.", // 2
      "Fire door to the kitchen wedged open with a doorstop.", // 3
      "Removed the wedge, tenants told.", // 4
      "Kitchen, heat detector has a plastic bag taped over it.", // 5
      "Outside by the bins, rear fire exit path blocked by bikes and a mattress.", // 6
      "Bins themselves fine, collected yesterday.", // 7
      "First floor landing, emergency light fine on test.", // 8
      "Room 3, socket behind the desk hanging off the wall, wires showing.", // 9
      "Room 4, tenant says the radiator doesn't heat up.", // 10
      "Checked it, stone cold, valve's probably stuck.", // 11
      "Shared bathroom, shower tray cracked, leaking through to the kitchen ceiling below.", // 12
      "Kitchen ceiling has an active drip, bucket under it.", // 13
      "Room 5 fine, room 6 tenant out, not accessed.", // 14
      "Second floor, carpet worn on the landing, low priority.", // 15
      "Top of the stairs, balustrade solid.", // 16
      "Done, copy to the licensing file.", // 17
    ],
    findings: [
      {
        id: "hall-extinguisher-expired",
        at: [2],
        thing: ["extinguisher"],
        problem: ["expired", "out of date", "overdue", "service", "tag", "date"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-fire-door-wedged",
        at: [3, 4],
        thing: ["fire door", "door"],
        problem: ["wedge", "propped", "open", "held"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-heat-detector-covered",
        at: [5],
        thing: ["heat detector", "detector", "alarm", "heat alarm"],
        problem: ["cover", "bag", "taped", "obstruct"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "rear-fire-exit-blocked",
        at: [6],
        thing: ["fire exit", "exit", "escape", "path"],
        problem: ["block", "obstruct"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "room3-socket-hanging-off",
        at: [9],
        thing: ["socket", "outlet", "wire", "wiring"],
        problem: ["hang", "loose", "exposed", "wire", "off the wall", "showing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "room4-radiator-cold",
        at: [10, 11],
        thing: ["radiator", "rad", "heating"],
        problem: ["cold", "not heat", "doesn't heat", "no heat", "stuck"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "shower-tray-leak-through-ceiling",
        at: [12, 13],
        thing: ["shower tray", "tray", "shower", "ceiling"],
        problem: ["crack", "leak", "drip", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "second-floor-landing-carpet-worn",
        at: [15],
        thing: ["carpet"],
        problem: ["worn", "wear", "thread"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "d07-uk-student-let",
    half: "tune",
    lines: [
      "Okay, end of term check at the student house on Mayfield Road, five bed, a couple of the lads are in.", // 0
      "Right, kitchen first, and, um, yeah, it's a state, but that's cleaning, not maintenance.", // 1
      "Oven door, the hinge has gone, the door just drops open and won't stay shut.", // 2
      "Smoke alarm in here, someone's taken the battery out, of course.", // 3
      "Put a fresh battery in and it's still not sounding, so it needs replacing today.", // 4
      "Sink's fine, drains fine.", // 5
      "Lounge, big hole in the plasterboard behind the door, looks like the handle's gone through it.", // 6
      "We'll sort that over the summer, no rush.", // 7
      "Hall, the front door, the Yale's fine but the mortice won't lock, the key just spins.", // 8
      "Tell the locksmith it needs doing today, they're all off home next week and it'll be empty.", // 9
      "Stairs, carpet's fine, handrail's solid.", // 10
      "Bathroom, the shower runs cold, no matter how long you leave it.", // 11
      "Lads say it's been cold for about a week, they've been showering at the gym.", // 12
      "It's an electric one, so probably the element.", // 13
      "Toilet flushes fine, but the seat's broken, hinge snapped off.", // 14
      "Bedroom 2, the window at the back, restrictor's been snapped off.", // 15
      "Bedroom 4, um, damp patch on the outside wall, with some mould spotting.", // 16
      "Keep an eye on that, probably them drying washing on the radiator.", // 17
      "Bedroom 5, no issues, stuff everywhere but that's theirs.", // 18
      "Back garden, outside light over the back door doesn't come on.", // 19
      "Right lads, cheers, that's me.", // 20
    ],
    findings: [
      {
        id: "oven-door-hinge-broken",
        at: [2],
        thing: ["oven", "door", "hinge"],
        problem: ["hinge", "won't stay", "drop", "broken", "not shut", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-smoke-alarm-not-sounding",
        at: [3, 4],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: [
          "battery",
          "missing",
          "removed",
          "disabled",
          "not work",
          "not sound",
          "fail",
          "replace",
          "dead",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "lounge-hole-in-plasterboard",
        at: [6, 7],
        thing: ["wall", "plasterboard", "hole", "drywall"],
        problem: ["hole", "damage", "broken"],
        priority: "LOW",
      },
      {
        id: "front-door-mortice-wont-lock",
        at: [8, 9],
        thing: ["front door", "door", "lock", "mortice", "mortise"],
        problem: ["won't lock", "not lock", "spin", "broken", "fault"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "shower-runs-cold",
        at: [11, 12, 13],
        thing: ["shower"],
        problem: ["cold", "no hot", "not hot", "not heat", "element"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "toilet-seat-broken",
        at: [14],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["broken", "snap", "hinge", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom2-restrictor-snapped",
        at: [15],
        thing: ["restrictor", "window"],
        problem: ["snap", "broken", "missing", "off"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom4-damp-mould",
        at: [16, 17],
        thing: ["damp", "mould", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-outside-light-dead",
        at: [19],
        thing: ["light", "outside light", "lamp", "security light"],
        problem: ["doesn't come on", "not come on", "not work", "dead", "fail", "out", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "d08-us-single-family",
    half: "heldout",
    lines: [
      "Alright, this is 1420 Maple Drive, single-family, three bed two bath, owner's moving out end of the month.", // 0
      "Starting out front, the stoop, the concrete on the top step has a big chunk broken off the edge.", // 1
      "Someone's gonna roll an ankle on that.", // 2
      "Front door deadbolt works, storm door closes fine.", // 3
      "Living room, there's an outlet by the couch that's warm to the touch, and it's got that, like, burnt plastic smell.", // 4
      "I flipped the breaker off for it, need an electrician out today.", // 5
      "Kitchen, the faucet drips, like, a drip every couple seconds into the sink.", // 6
      "Probably just needs a new cartridge.", // 7
      "Under the sink is dry, no leaks there.", // 8
      "GFCI outlet by the sink won't reset, the button just pops right back out.", // 9
      "Get that looked at this week.", // 10
      "Dishwasher runs fine.", // 11
      "Hallway closet, the furnace is in there, and it's not kicking on at all, thermostat's calling for heat and nothing.", // 12
      "It's twenty-eight degrees out, so that's urgent, call the HVAC guy.", // 13
      "Carbon monoxide detector's right there, tested, works.", // 14
      "Main bath, the exhaust fan is super loud, rattling, but it does work.", // 15
      "Caulk around the tub is cracked and peeling.", // 16
      "Second bath, all good, toilet flushes, shower's hot.", // 17
      "Back bedroom, there's a water stain on the drywall ceiling near the corner, dry, looks old.", // 18
      "Owner says the roof leak that caused it was fixed two years ago.", // 19
      "Deck out back, a couple of the railing balusters are loose and one's missing completely, and it's like six feet off the ground.", // 20
      "Garage door opener works, that's it, wrapping up.", // 21
    ],
    findings: [
      {
        id: "front-stoop-step-broken",
        at: [1, 2],
        thing: ["step", "stoop", "concrete", "stair"],
        problem: ["broken", "chunk", "crack", "missing", "damage", "chip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "living-room-outlet-hot-burning",
        at: [4, 5],
        thing: ["outlet", "receptacle", "socket"],
        problem: ["warm", "hot", "burn", "smell", "scorch", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "kitchen-faucet-drip",
        at: [6, 7],
        thing: ["faucet", "tap"],
        problem: ["drip", "leak", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-gfci-wont-reset",
        at: [9, 10],
        thing: ["gfci", "gfi", "outlet", "receptacle"],
        problem: ["won't reset", "not reset", "reset", "fault", "trip", "pop"],
        priority: "MEDIUM",
      },
      {
        id: "furnace-not-firing-no-heat",
        at: [12, 13],
        thing: ["furnace", "heat", "heating", "hvac"],
        problem: [
          "not kick",
          "no heat",
          "not work",
          "won't",
          "fail",
          "not come on",
          "dead",
          "not fir",
          "not turn",
        ],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "main-bath-exhaust-fan-noisy",
        at: [15],
        thing: ["fan", "exhaust"],
        problem: ["loud", "rattl", "nois"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulk-cracked",
        at: [16],
        thing: ["caulk", "sealant", "silicone", "tub", "bathtub"],
        problem: ["crack", "peel", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "back-bedroom-ceiling-stain",
        at: [18, 19],
        thing: ["ceiling", "drywall", "stain"],
        problem: ["stain", "water", "mark", "discolo"],
        priority: "MEDIUM",
      },
      {
        id: "deck-railing-balusters-loose",
        at: [20],
        thing: ["railing", "baluster", "deck", "rail", "spindle"],
        problem: ["loose", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "d09-us-duplex",
    half: "tune",
    lines: [
      "Duplex, 88 Oak, units A and B.", // 0
      "Unit A.", // 1
      "Entry door, deadbolt won't throw, door won't lock.", // 2
      "Locksmith today.", // 3
      "Kitchen, disposal's jammed, hums and does nothing.", // 4
      "Range and fridge fine.", // 5
      "Water heater in the utility closet, leaking from the bottom, water across the floor.", // 6
      "Shut off the supply to it.", // 7
      "Bath, toilet runs constantly.", // 8
      "Unit B.", // 9
      "Tenant home, says all good.", // 10
      "Living room, smoke detector missing, just the base plate.", // 11
      "Bedroom, window screen torn, low priority.", // 12
      "Bath, exhaust fan dead.", // 13
      "Shower hot, good pressure.", // 14
      "Shared basement stairs, handrail pulled off the wall at the bottom.", // 15
      "Electrical panel, no double taps, labels fine.", // 16
      "Exterior, gutters clogged on the B side.", // 17
      "Done.", // 18
    ],
    findings: [
      {
        id: "unit-a-entry-deadbolt-wont-lock",
        at: [2, 3],
        thing: ["door", "deadbolt", "lock"],
        problem: ["won't lock", "won't throw", "not lock", "fault", "broken", "jam"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "unit-a-disposal-jammed",
        at: [4],
        thing: ["disposal", "disposer"],
        problem: ["jam", "hum", "not work", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "unit-a-water-heater-leaking",
        at: [6, 7],
        thing: ["water heater", "heater", "tank"],
        problem: ["leak", "water", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "unit-a-toilet-running",
        at: [8],
        thing: ["toilet", "flapper", "fill valve"],
        problem: ["run", "constant", "fill"],
        priority: "MEDIUM",
      },
      {
        id: "unit-b-smoke-detector-missing",
        at: [11],
        thing: ["smoke detector", "smoke alarm", "detector", "alarm"],
        problem: ["missing", "removed", "gone", "absent"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "unit-b-window-screen-torn",
        at: [12],
        thing: ["screen", "window"],
        problem: ["torn", "tear", "rip", "damage"],
        priority: "LOW",
      },
      {
        id: "unit-b-exhaust-fan-dead",
        at: [13],
        thing: ["fan", "exhaust"],
        problem: ["dead", "not work", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "basement-stair-handrail-off",
        at: [15],
        thing: ["handrail", "rail"],
        problem: ["pull", "off", "loose", "detach", "come away"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "b-side-gutters-clogged",
        at: [17],
        thing: ["gutter"],
        problem: ["clog", "block", "full"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "d10-uk-studio-flat",
    half: "heldout",
    lines: [
      "Studio, flat 12, Canal Wharf.", // 0
      "Tenant present.", // 1
      "Entrance door, fire door, doesn't close into the frame, stops about an inch short.", // 2
      "Closer needs adjusting, today.", // 3
      "Kitchenette, washing machine fine.", // 4
      "Socket above the worktop next to the sink, splashed, wet behind the faceplate.", // 5
      "Isolated at the board.", // 6
      "Wall cupboard door sticking, needs planing.", // 7
      "Bathroom, extractor fine, shower hot.", // 8
      "Basin waste slow.", // 9
      "Sealant round the bath black, mould in it.", // 10
      "Main room, electric panel heater cutting out after ten minutes, only heating in the flat.", // 11
      "Tenant says three days now.", // 12
      "Blind faded, cord fine, low.", // 13
      "Laminate chipped by the kitchen edge, also low.", // 14
      "No gas in the building, so no CO alarm needed.", // 15
      "Done.", // 16
    ],
    findings: [
      {
        id: "entrance-fire-door-not-closing",
        at: [2, 3],
        thing: ["fire door", "door", "closer"],
        problem: [
          "not close",
          "doesn't close",
          "won't close",
          "short",
          "adjust",
          "fail",
          "not shut",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchenette-socket-wet",
        at: [5, 6],
        thing: ["socket", "outlet"],
        problem: ["wet", "water", "splash", "damp"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "wall-cupboard-door-sticking",
        at: [7],
        thing: ["cupboard", "door"],
        problem: ["stick", "stiff", "catch", "plan"],
        priority: "MEDIUM",
      },
      {
        id: "basin-waste-slow",
        at: [9],
        thing: ["basin", "sink", "waste", "drain"],
        problem: ["slow", "block", "drain"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant-mouldy",
        at: [10],
        thing: ["sealant", "silicone", "mastic"],
        problem: ["black", "mould", "mold", "fail", "perish"],
        priority: "MEDIUM",
      },
      {
        id: "panel-heater-cutting-out",
        at: [11, 12],
        thing: ["heater", "panel heater", "heating"],
        problem: ["cut", "not heat", "fault", "keeps", "off", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "blind-faded",
        at: [13],
        thing: ["blind"],
        problem: ["fade"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "laminate-chipped",
        at: [14],
        thing: ["laminate", "floor", "flooring"],
        problem: ["chip", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "d11-uk-flat-two-bed",
    half: "tune",
    lines: [
      "Hiya, so this is flat 4, Riverside Court, two bed, first floor, just doing the six-month inspection.", // 0
      "Tenant's at work, so I've let myself in with the managing agent's key.", // 1
      "Okay, hallway, the intercom handset, you press the button and the door downstairs doesn't release.", // 2
      "That's probably a block issue, so I'll flag it to the managing agent, no huge rush.", // 3
      "Smoke alarm in the hall, tested, it's fine, nice and loud.", // 4
      "Living room, there's a, um, bulge in the ceiling by the light fitting, it's sagging and there's a damp ring round it.", // 5
      "Feels wet, so I think the flat upstairs has got a leak going on right now.", // 6
      "I'm gonna knock upstairs and call the plumber straight away, and keep people out from under it.", // 7
      "Radiators all warm, heating's on.", // 8
      "Kitchen, the hob's fine, oven's fine, but the cooker hood light's not working, the fan works though.", // 9
      "Tiny thing, just a bulb probably, low priority.", // 10
      "And the, er, the kitchen window, the handle's come off in my hand, literally.", // 11
      "It's shut at least, but you can't open it now, so it wants sorting in the next couple of weeks.", // 12
      "Bathroom, the toilet, whenever you flush it, water seeps out from under the base onto the lino.", // 13
      "Not loads, but it's every flush, so that wants doing quickly before it goes through to the flat below.", // 14
      "Shower's running hot, extractor's working.", // 15
      "Main bedroom, fine, bit of condensation on the window but no mould.", // 16
      "Second bedroom, there's a patch of mould behind the wardrobe on the outside wall, about the size of a dinner plate.", // 17
      "Carpet in there's got a burn mark, looks like an iron, that's cosmetic.", // 18
      "Alright, back at the front door on the way out, and, oh, it won't actually latch now, it just swings back open.", // 19
      "I can't leave it like that, I'll wait here for the locksmith, that's today.", // 20
      "Okay, that's flat 4 done.", // 21
    ],
    findings: [
      {
        id: "intercom-not-releasing-door",
        at: [2, 3],
        thing: ["intercom", "entry phone", "entryphone", "door entry", "handset"],
        problem: ["doesn't release", "not release", "won't release", "not work", "fault", "broken"],
        priority: "LOW",
      },
      {
        id: "living-room-ceiling-bulging-wet",
        at: [5, 6, 7],
        thing: ["ceiling"],
        problem: ["bulg", "sag", "damp", "leak", "water", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "cooker-hood-light-out",
        at: [9, 10],
        thing: ["cooker hood", "hood", "extractor", "light", "bulb"],
        problem: ["light", "not work", "bulb", "dead", "out"],
        priority: "LOW",
      },
      {
        id: "kitchen-window-handle-off",
        at: [11, 12],
        thing: ["window", "handle"],
        problem: ["come off", "broken", "off", "loose", "detach", "won't open"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-leaking-at-base",
        at: [13, 14],
        thing: ["toilet", "wc", "loo", "pan"],
        problem: ["leak", "seep", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom2-mould-behind-wardrobe",
        at: [17],
        thing: ["mould", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom2-carpet-burn-mark",
        at: [18],
        thing: ["carpet"],
        problem: ["burn", "mark", "damage", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "flat-front-door-wont-latch",
        at: [19, 20],
        thing: ["front door", "door", "latch"],
        problem: [
          "won't latch",
          "not latch",
          "latch",
          "swing",
          "won't shut",
          "not shut",
          "won't close",
        ],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "d12-uk-basement-flat",
    half: "heldout",
    lines: [
      "Basement flat, 9 Lansdowne Crescent.", // 0
      "Tenant out, access by key.", // 1
      "External steps fine, handrail secure.", // 2
      "Front door, letterbox flap broken, won't close, bad draught.", // 3
      "Hall, water on the floor by the boiler cupboard.", // 4
      "Pressure relief pipe dripping, gauge reads 3.5 bar.", // 5
      "Plumber today.", // 6
      "Heating on, rads warm, hot water fine.", // 7
      "Kitchen, damp patch low on the party wall, salts coming through.", // 8
      "Monitor it, recheck next visit.", // 9
      "Kitchen light switch cracked, live parts visible.", // 10
      "Bathroom, no window, extractor runs on overrun, fine.", // 11
      "Bath cold tap stiff to turn.", // 12
      "Grout cracked round the basin splashback, cosmetic.", // 13
      "Bedroom, window onto the lightwell won't shut, frame's swollen.", // 14
      "Temporary fix today, new frame later.", // 15
      "Smoke alarm fine, CO alarm fine.", // 16
      "Done, locked up.", // 17
    ],
    findings: [
      {
        id: "front-door-letterbox-broken",
        at: [3],
        thing: ["letterbox", "letter box", "flap"],
        problem: ["broken", "won't close", "not close", "draught", "draft", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-prv-leaking-onto-floor",
        at: [4, 5, 6],
        thing: ["boiler", "pipe", "relief", "prv", "water", "discharge"],
        problem: ["leak", "drip", "water", "pressure"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "kitchen-party-wall-damp",
        at: [8, 9],
        thing: ["damp", "wall", "salt", "efflorescence"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-light-switch-cracked-live",
        at: [10],
        thing: ["switch", "light switch"],
        problem: ["crack", "live", "exposed", "broken"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-cold-tap-stiff",
        at: [12],
        thing: ["tap"],
        problem: ["stiff", "hard", "seiz"],
        priority: "MEDIUM",
      },
      {
        id: "basin-splashback-grout-cracked",
        at: [13],
        thing: ["grout", "tile", "splashback"],
        problem: ["crack", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lightwell-bedroom-window-wont-shut",
        at: [14, 15],
        thing: ["window"],
        problem: ["won't shut", "not shut", "not close", "won't close", "swollen", "swell"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "d13-us-single-family",
    half: "tune",
    lines: [
      "Single-family, 204 Birch Lane, pre-lease walkthrough.", // 0
      "Vacant.", // 1
      "Exterior, walkway slab heaved up by the tree root, two-inch lip.", // 2
      "Front door good, deadbolt good.", // 3
      "Living room, drywall dings and scuffs, touch-up paint, low.", // 4
      "Kitchen, dishwasher won't drain, standing water in the bottom.", // 5
      "Microwave light out, low.", // 6
      "Hallway smoke alarm chirping, low battery.", // 7
      "HVAC, heat and AC both run fine.", // 8
      "Filter's filthy though, swap it out.", // 9
      "Laundry room, dryer vent disconnected behind the dryer, lint everywhere.", // 10
      "Fire risk, get it reconnected today.", // 11
      "Primary bath, GFCI trips every time the hair dryer goes on.", // 12
      "Tub faucet drips.", // 13
      "Second bath fine.", // 14
      "Garage, water heater, no hot water, pilot's out and won't relight.", // 15
      "Gas valve off at the heater, plumber today.", // 16
      "Attic, insulation fine, no leaks, no pests.", // 17
      "End.", // 18
    ],
    findings: [
      {
        id: "walkway-slab-heaved",
        at: [2],
        thing: ["walkway", "slab", "sidewalk", "path", "paver", "concrete", "walk"],
        problem: ["heav", "lift", "raise", "lip", "uneven", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "living-room-drywall-dings",
        at: [4],
        thing: ["drywall", "wall", "paint"],
        problem: ["ding", "scuff", "mark", "dent", "touch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dishwasher-wont-drain",
        at: [5],
        thing: ["dishwasher"],
        problem: ["drain", "standing water", "water", "block"],
        priority: "MEDIUM",
      },
      {
        id: "microwave-light-out",
        at: [6],
        thing: ["microwave"],
        problem: ["light", "bulb", "out"],
        priority: "LOW",
      },
      {
        id: "hall-smoke-alarm-chirping",
        at: [7],
        thing: ["smoke alarm", "smoke detector", "alarm", "detector"],
        problem: ["chirp", "battery", "beep"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hvac-filter-dirty",
        at: [9],
        thing: ["filter", "hvac"],
        problem: ["dirty", "filthy", "clog", "replace", "swap", "change"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-vent-disconnected",
        at: [10, 11],
        thing: ["dryer vent", "vent", "dryer", "duct"],
        problem: ["disconnect", "detach", "lint", "off", "loose"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "primary-bath-gfci-trips",
        at: [12],
        thing: ["gfci", "gfi", "outlet", "breaker", "receptacle"],
        problem: ["trip", "cut"],
        priority: "MEDIUM",
      },
      {
        id: "tub-faucet-drip",
        at: [13],
        thing: ["faucet", "tap", "spout"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-pilot-out-no-hot-water",
        at: [15, 16],
        thing: ["water heater", "pilot", "hot water", "heater"],
        problem: [
          "no hot water",
          "out",
          "won't relight",
          "won't light",
          "not light",
          "fail",
          "relight",
        ],
        priority: "HIGH",
        kind: "heat",
      },
    ],
  },
  {
    id: "d14-us-duplex",
    half: "heldout",
    lines: [
      "Okay so this is the duplex on Elm, 310 and 312, I'm starting in 310, the left side.", // 0
      "Tenant's home, she's, uh, she's got the dog shut in the bedroom for me, thanks.", // 1
      "Living room, the baseboard heater under the window, she says it trips the breaker every time it comes on.", // 2
      "And that's the only heat in that room, so she's basically got no heat in there.", // 3
      "Kitchen, the outlet by the stove has a black scorch mark on it, like it's arced.", // 4
      "Don't use that one, I'm taping it off.", // 5
      "Fridge is cold, stove works, all good.", // 6
      "Under the sink, the P-trap's leaking, there's a bowl under it that's half full.", // 7
      "Cabinet floor's soaked, it's going soft.", // 8
      "Bathroom, the tub drains really slow, like, ten minutes.", // 9
      "Hallway closet, furnace is running, filter's fine.", // 10
      "Oh, and the bedroom door doesn't latch, it just drifts open, which, with the dog, yeah.", // 11
      "Not a priority though, she's fine with it for now.", // 12
      "Okay, over to 312, nobody's home so I'm letting myself in.", // 13
      "Living room, the drywall on the ceiling's got some hairline cracks along the tape seams, that's just cosmetic.", // 14
      "Kitchen, the faucet, um, no wait, it's the sprayer, the sprayer hose is split and sprays everywhere when you use it.", // 15
      "Bath, toilet's wobbling on the floor, the bolts are loose.", // 16
      "Need to check the wax ring when we pull it, sometime this week.", // 17
      "Shower's hot, vent fan's working.", // 18
      "Back stairs down to the yard, there's a tread that's rotted through in the middle, my foot nearly went through it.", // 19
      "Taped it off, that's getting fixed today, it's dangerous.", // 20
      "Smoke detectors in both units tested fine, CO detector in 310 fine.", // 21
      "Outside, the downspout by 312 is disconnected and dumping water right at the foundation.", // 22
      "Alright, that's both sides.", // 23
    ],
    findings: [
      {
        id: "310-baseboard-heater-trips-breaker",
        at: [2, 3],
        thing: ["baseboard heater", "heater", "baseboard", "heat", "breaker"],
        problem: ["trip", "no heat", "not work", "fault", "cut"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "310-kitchen-outlet-scorched",
        at: [4, 5],
        thing: ["outlet", "receptacle", "socket"],
        problem: ["scorch", "burn", "arc", "black", "mark"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "310-sink-p-trap-leaking",
        at: [7, 8],
        thing: ["p-trap", "trap", "pipe", "sink", "drain"],
        problem: ["leak", "drip", "soak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "310-tub-slow-drain",
        at: [9],
        thing: ["tub", "bathtub", "drain", "bath"],
        problem: ["slow", "drain", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "310-bedroom-door-wont-latch",
        at: [11, 12],
        thing: ["door", "latch"],
        problem: ["latch", "drift", "won't close", "not close", "won't shut"],
        priority: "LOW",
      },
      {
        id: "312-ceiling-hairline-cracks",
        at: [14],
        thing: ["ceiling", "drywall", "crack", "seam"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "312-kitchen-sprayer-hose-split",
        at: [15],
        thing: ["sprayer", "spray", "hose", "faucet"],
        problem: ["split", "crack", "spray", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "312-toilet-loose",
        at: [16, 17],
        thing: ["toilet"],
        problem: ["wobbl", "loose", "rock", "bolt", "wax"],
        priority: "MEDIUM",
      },
      {
        id: "back-stair-tread-rotted",
        at: [19, 20],
        thing: ["tread", "stair", "step"],
        problem: ["rot", "broken", "through", "soft"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "312-downspout-disconnected",
        at: [22],
        thing: ["downspout", "gutter", "spout", "downpipe"],
        problem: ["disconnect", "detach", "dump", "off", "loose"],
        priority: "MEDIUM",
      },
    ],
  },
];
