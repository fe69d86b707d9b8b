// Blind walkthroughs, set meaning-19 (written without seeing the extractor).
// Australian and New Zealand routine rental inspections and student housing (flat-shares, halls), local wording, disfluent, terse and rambling.
import type { Walkthrough } from "./types";

export const MEANING19_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "t01-melbourne-unit-routine",
    half: "tune",
    lines: [
      "Okay, routine inspection, unit 4, 12 Barkly Street, tenant's at work, she's left the key in the lockbox.", // 0
      "Starting in the kitchen.", // 1
      "Rangehood, the light's out and the filter's absolutely caked in grease.", // 2
      "Benchtop's got a burn mark next to the cooktop, um, about the size of a saucepan.", // 3
      "Cooktop itself, all four burners light, no issues.", // 4
      "Sink mixer's loose on the bench, wobbles when you turn it on.", // 5
      "Needs tightening underneath, not urgent, few weeks.", // 6
      "Into the laundry.", // 7
      "Laundry. Tap drips. Medium.", // 8
      "And there's water pooling under the trough, looks like the waste is leaking, right next to the powerpoint for the washer.", // 9
      "That one's today, I'll ring the plumber from the car.", // 10
      "Bathroom, shower's running hot, good pressure.", // 11
      "Silicone round the shower base is black and lifting, no, sorry, it's the grout that's black and lifting, the silicone's fine.", // 12
      "Exhaust fan doesn't do anything when you flick the switch.", // 13
      "Hallway smoke alarm, pressed the test button, nothing.", // 14
      "Might just be the battery but it's a hardwired one so, electrician, today.", // 15
      "Bedroom one, carpet's worn through at the doorway.", // 16
      "Flyscreen on the bedroom window is torn, bottom corner.", // 17
      "Bedroom two, no sign of damp, wardrobe doors slide fine.", // 18
      "Out on the balcony, the balustrade's got a bit of movement at the end post.", // 19
      "Yeah, you can push it a good couple of centimetres, that needs a builder this week.", // 20
      "Right, photos done, locking up.", // 21
    ],
    findings: [
      {
        id: "rangehood-light",
        at: [2],
        thing: ["rangehood", "range hood", "light", "globe", "bulb"],
        problem: ["out", "blown", "not working", "dead", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "rangehood-filter",
        at: [2],
        thing: ["filter", "rangehood", "range hood"],
        problem: ["grease", "greasy", "caked", "dirty", "clean", "clogged"],
        priority: "LOW",
      },
      {
        id: "benchtop-burn",
        at: [3],
        thing: ["benchtop", "bench", "worktop", "countertop"],
        problem: ["burn", "scorch", "mark", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sink-mixer-loose",
        at: [5, 6],
        thing: ["mixer", "tap", "faucet", "sink"],
        problem: ["loose", "wobble", "tighten", "secure"],
        priority: "MEDIUM",
      },
      {
        id: "laundry-tap-drip",
        at: [8],
        thing: ["tap", "faucet", "laundry"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "trough-waste-leak",
        at: [9, 10],
        thing: ["trough", "waste", "laundry tub", "tub", "water"],
        problem: ["leak", "pool", "water", "electrics", "powerpoint"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "shower-grout",
        at: [12],
        thing: ["grout", "shower", "tiles"],
        problem: ["black", "lifting", "mould", "mold", "failed", "regrout", "perished"],
        priority: "MEDIUM",
      },
      {
        id: "exhaust-fan",
        at: [13],
        thing: ["exhaust", "fan", "extractor"],
        problem: ["not working", "dead", "faulty", "broken", "inoperative", "doesn't", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm-dead",
        at: [14, 15],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["not working", "no response", "fail", "dead", "faulty", "test", "nothing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet-worn",
        at: [16],
        thing: ["carpet", "floor"],
        problem: ["worn", "wear", "thread"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "flyscreen-torn",
        at: [17],
        thing: ["flyscreen", "fly screen", "screen", "insect"],
        problem: ["torn", "tear", "rip", "damaged", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "balustrade-loose",
        at: [19, 20],
        thing: ["balustrade", "balcony", "railing", "rail", "post"],
        problem: ["loose", "movement", "moving", "unsafe", "wobble", "secure"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "t02-dunedin-flatshare",
    half: "heldout",
    lines: [
      "Right so this is, um, the flat on Castle Street, five bedrooms, the boys are all at lectures I think.", // 0
      "Front door first, the deadlock, the deadlock doesn't, it won't actually throw, the bolt just sort of stops halfway.", // 1
      "So they can't lock it at all, basically, that's a get-someone-round-today job.", // 2
      "Lounge.", // 3
      "Heat pump's going, blowing warm, that's fine.", // 4
      "There's, ah, mould on the ceiling in the corner above the window, black spots, quite a patch of it.", // 5
      "Window itself, the, what do you call it, the catch, the latch is broken so it won't shut properly, and that's ground floor onto the street.", // 6
      "Kitchen's a state but that's them, not us.", // 7
      "Oven, one element's not heating, the top one, grill's dead.", // 8
      "Benchtop laminate's lifting along the front edge by the sink.", // 9
      "Can wait till they're out over summer, low priority.", // 10
      "Hallway, smoke alarm's missing entirely, just the base plate on the ceiling.", // 11
      "Someone's taken it off, probably burning toast, classic, it needs a new one up before I leave or first thing tomorrow.", // 12
      "Bathroom, the, um, extractor's fine actually, it's going.", // 13
      "Toilet runs on and on after you flush, cistern won't stop filling.", // 14
      "Under the vanity, dry, no leaks.", // 15
      "Upstairs, bedroom three, the glass, there's a crack right across the lower pane of the window.", // 16
      "Sharp edge on it too where a bit's come away, so that's urgent.", // 17
      "Bedroom four, carpet's got a massive stain, red wine or something.", // 18
      "And out the back, the deck, couple of the boards are rotten and one's actually gone through near the steps.", // 19
      "Somebody's going to put their foot through it, tape it off and get the builder round.", // 20
      "Okay, that's it, I'll do the report tonight.", // 21
    ],
    findings: [
      {
        id: "front-deadlock",
        at: [1, 2],
        thing: ["deadlock", "lock", "front door", "door", "bolt"],
        problem: ["won't", "not", "fail", "broken", "faulty", "stuck", "jam", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      { id: "lounge-mould", at: [5], thing: ["mould", "mold", "ceiling"], priority: "MEDIUM" },
      {
        id: "window-latch",
        at: [6],
        thing: ["latch", "catch", "window", "lock"],
        problem: ["broken", "won't", "shut", "close", "secure", "faulty"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "oven-grill-element",
        at: [8],
        thing: ["oven", "grill", "element"],
        problem: ["not heating", "dead", "not working", "faulty", "fail", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "benchtop-laminate",
        at: [9, 10],
        thing: ["benchtop", "bench", "laminate", "worktop", "countertop"],
        problem: ["lifting", "peeling", "delaminat", "edge", "loose"],
        priority: "LOW",
      },
      {
        id: "smoke-alarm-missing",
        at: [11, 12],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["missing", "removed", "taken", "no", "absent", "replace", "install", "fit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-cistern",
        at: [14],
        thing: ["toilet", "cistern", "flush", "wc"],
        problem: ["runs", "running", "won't stop", "filling", "valve", "overflow", "continuous"],
        priority: "MEDIUM",
      },
      {
        id: "cracked-window-glass",
        at: [16, 17],
        thing: ["glass", "pane", "window", "glazing"],
        problem: ["crack", "broken", "sharp", "reglaze", "replace"],
        priority: "HIGH",
      },
      {
        id: "carpet-stain",
        at: [18],
        thing: ["carpet", "floor"],
        problem: ["stain", "mark", "wine", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "deck-boards-rotten",
        at: [19, 20],
        thing: ["deck", "boards", "board", "decking"],
        problem: ["rotten", "rot", "gone through", "broken", "hole", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "t03-halls-block-c",
    half: "tune",
    lines: [
      "Block C, level two, routine room checks.", // 0
      "Kitchen, shared.", // 1
      "Fire door to the stairwell wedged open with a chair.", // 2
      "Removed the chair. Closer's weak too, door doesn't latch on its own.", // 3
      "Hob, front left ring, won't come on.", // 4
      "Fridge seal split. Low.", // 5
      "Room 201. Desk lamp fine. Window restrictor missing.", // 6
      "Second floor, so that's high.", // 7
      "Room 202. All good.", // 8
      "Room 203. Ensuite shower drain slow, water sits round your ankles.", // 9
      "Ensuite light switch, cover cracked, you can see the wiring.", // 10
      "Isolate. Today.", // 11
      "Room 204, student's in, said it's fine, didn't go in.", // 12
      "Room 205. Wall's got Blu Tack marks everywhere, paint pulled off.", // 13
      "Corridor carpet, seam's lifting outside 206, trip.", // 14
      "Stairwell, handrail fine, emergency lighting, one fitting out at the half landing.", // 15
      "Get that done this week.", // 16
      "Done with level two.", // 17
    ],
    findings: [
      {
        id: "fire-door-wedged",
        at: [2, 3],
        thing: ["fire door", "door", "closer"],
        problem: ["wedged", "propped", "open", "latch", "weak", "not closing", "close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hob-ring",
        at: [4],
        thing: ["hob", "ring", "cooktop", "burner", "plate"],
        problem: ["won't", "not working", "dead", "faulty", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "fridge-seal",
        at: [5],
        thing: ["fridge", "seal", "gasket"],
        problem: ["split", "torn", "damaged", "perished", "seal"],
        priority: "LOW",
      },
      {
        id: "window-restrictor",
        at: [6, 7],
        thing: ["restrictor", "window"],
        problem: ["missing", "no", "absent", "fit", "install"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-drain",
        at: [9],
        thing: ["drain", "shower", "waste"],
        problem: ["slow", "block", "drain", "clear"],
        priority: "MEDIUM",
      },
      {
        id: "switch-exposed-wiring",
        at: [10, 11],
        thing: ["switch", "light switch", "wiring", "cover"],
        problem: ["cracked", "exposed", "wiring", "broken", "damaged", "isolate"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "blu-tack-marks",
        at: [13],
        thing: ["wall", "paint", "blu"],
        problem: ["marks", "pulled", "damage", "patch", "touch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "corridor-carpet-seam",
        at: [14],
        thing: ["carpet", "seam", "corridor"],
        problem: ["lifting", "trip", "loose", "raised"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "emergency-light",
        at: [15, 16],
        thing: ["emergency", "light", "lighting", "fitting"],
        problem: ["out", "not working", "fail", "faulty", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "t04-auckland-townhouse-ramble",
    half: "heldout",
    lines: [
      "Okay so we're at the Mount Albert townhouse, the tenants are home, Priya's just let me in, lovely.", // 0
      "So kitchen, and I'll just say it all at once, the rangehood's making a horrible grinding noise, the dishwasher door won't stay up it just drops, and the, um, the benchtop's got a chip out of it by the sink but that's cosmetic.", // 1
      "Actually the rangehood, sorry, it's the fan motor, the light's fine.", // 2
      "Laundry's through the garage, washing machine taps, no leaks, good.", // 3
      "Hot water cylinder, there's, hmm, water dripping from the relief valve, quite steady, all over the garage floor.", // 4
      "Priya says it's been doing that a fortnight, so plumber, this week.", // 5
      "Garage door, the roller door, the motor works but the, it doesn't lock, the manual lock's snapped off.", // 6
      "And the garage goes straight into the house so that's a security thing, needs doing quick.", // 7
      "Upstairs, main bedroom, ensuite.", // 8
      "Ensuite's fine, extractor fan going, toilet flushes fine, shower's hot.", // 9
      "Oh but the vanity door's hanging off one hinge.", // 10
      "Bedroom two, the kid's room, the wall's been drawn on in crayon, all along by the bed, and there's a hole in the gib behind the door where the handle's hit it, no doorstop.", // 11
      "Tenant's going to sort the crayon herself, she said.", // 12
      "Balcony off bedroom two, the balustrade glass, one of the clamps is missing, the panel moves when you lean on it.", // 13
      "Told them to keep the kids off it till it's fixed, that's today.", // 14
      "Smoke alarms, tested all three, all beeping, all in date.", // 15
      "Outside, the spouting at the back is overflowing, there's grass growing out of it.", // 16
      "Alright, done, thanks Priya.", // 17
    ],
    findings: [
      {
        id: "rangehood-noise",
        at: [1, 2],
        thing: ["rangehood", "range hood", "fan", "motor", "extractor"],
        problem: ["grinding", "noise", "noisy", "faulty", "motor"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-door",
        at: [1],
        thing: ["dishwasher", "door", "hinge"],
        problem: ["won't stay", "drops", "hinge", "spring", "faulty", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "benchtop-chip",
        at: [1],
        thing: ["benchtop", "bench", "worktop", "countertop"],
        problem: ["chip", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hws-relief-valve",
        at: [4, 5],
        thing: ["hot water", "cylinder", "relief valve", "valve", "hws"],
        problem: ["drip", "leak", "water", "faulty"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "garage-door-lock",
        at: [6, 7],
        thing: ["garage", "roller door", "door", "lock"],
        problem: [
          "doesn't lock",
          "won't lock",
          "snapped",
          "broken",
          "lock",
          "insecure",
          "security",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "vanity-door",
        at: [10],
        thing: ["vanity", "door", "cupboard", "hinge"],
        problem: ["hanging", "hinge", "loose", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "crayon-wall",
        at: [11, 12],
        thing: ["wall", "crayon", "paint"],
        problem: ["crayon", "drawn", "marks", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gib-hole",
        at: [11],
        thing: ["gib", "wall", "plasterboard", "doorstop"],
        problem: ["hole", "damage", "patch", "doorstop", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "balustrade-glass-clamp",
        at: [13, 14],
        thing: ["balustrade", "glass", "panel", "clamp", "balcony"],
        problem: ["missing", "moves", "loose", "clamp", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "spouting-overflow",
        at: [16],
        thing: ["spouting", "gutter", "guttering"],
        problem: ["overflow", "blocked", "grass", "clear", "clean"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "t05-brisbane-queenslander",
    half: "tune",
    lines: [
      "Right Jess, you take photos, I'll talk.", // 0
      "Front verandah, the steps, second tread's cracked right through, it flexes.", // 1
      "Don't stand on that one, Jess, seriously.", // 2
      "Flyscreen door won't close, the closer's busted, it just swings.", // 3
      "Front door's fine, locks fine.", // 4
      "Lounge, ceiling fan wobbles like crazy on high.", // 5
      "No, not that one, the one in the dining room, lounge fan's fine, it's the dining room ceiling fan.", // 6
      "Kitchen, the, um, the tiled splashback behind the stove, couple of tiles cracked.", // 7
      "Powerpoint next to the sink, it's got a scorch mark, brown around the pins.", // 8
      "Tenant says it sparked when he plugged the kettle in, so we're isolating that circuit today.", // 9
      "Bathroom, there's a leak from the shower arm, like, where it comes out of the wall, water running down inside the wall.", // 10
      "Laundry, safety switch, pushed the test button, it tripped and reset fine.", // 11
      "Bedroom three, louvres, one blade's missing, the glass one, just gone, so that window can't be secured.", // 12
      "Back stairs down to the yard, handrail's fine, nice and solid.", // 13
      "Under the house, no sign of termites, that's good, the stumps look okay.", // 14
      "Hot water system, the old electric one under the house, tenant says there's been no hot water since Tuesday, and yeah, tap's stone cold.", // 15
      "That's a today job, cold showers with kids, no.", // 16
      "Side fence, couple of palings off, dog could get out.", // 17
      "Okay that's us, Jess.", // 18
    ],
    findings: [
      {
        id: "verandah-step-tread",
        at: [1, 2],
        thing: ["step", "steps", "tread", "stair", "verandah"],
        problem: ["cracked", "crack", "flex", "broken", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "screen-door-closer",
        at: [3],
        thing: ["flyscreen", "screen door", "door", "closer"],
        problem: ["won't close", "busted", "broken", "swings", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-fan-wobble",
        at: [5, 6],
        thing: ["ceiling fan", "fan"],
        problem: ["wobble", "wobbly", "loose", "unbalanced", "balance"],
        priority: "MEDIUM",
      },
      {
        id: "splashback-tiles",
        at: [7],
        thing: ["splashback", "tiles", "tile"],
        problem: ["cracked", "crack", "broken", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "scorched-powerpoint",
        at: [8, 9],
        thing: ["powerpoint", "power point", "socket", "outlet", "gpo"],
        problem: ["scorch", "burn", "spark", "isolate", "faulty"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "shower-arm-leak",
        at: [10],
        thing: ["shower", "shower arm", "arm", "wall"],
        problem: ["leak", "water", "running"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "louvre-missing",
        at: [12],
        thing: ["louvre", "louver", "blade", "window", "glass"],
        problem: ["missing", "gone", "secure", "replace"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "no-hot-water",
        at: [15, 16],
        thing: ["hot water", "hws", "water heater", "heater", "system"],
        problem: ["no hot", "cold", "not working", "fail", "faulty"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "fence-palings",
        at: [17],
        thing: ["fence", "palings", "paling"],
        problem: ["off", "missing", "loose", "broken", "gap"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "t06-wellington-studio-terse",
    half: "heldout",
    lines: [
      "Unit 3B. Tenant out.", // 0
      "Entry. Door closer leaking oil. Low.", // 1
      "Kitchenette. Benchtop fine.", // 2
      "Rangehood. Dead.", // 3
      "Fuse? No. Checked the board, all on.", // 4
      "Sink. Slow drain. Medium.", // 5
      "Bathroom. Ensuite really, tiny.", // 6
      "Shower screen. Seal gone, water on the floor every shower.", // 7
      "Toilet seat. Cracked. Low.", // 8
      "Mould, ceiling, above the shower. Medium.", // 9
      "Heater. Panel heater on the wall. Won't turn on.", // 10
      "Only heating in the place. Urgent.", // 11
      "Smoke alarm. Tested. Good.", // 12
      "Window. Bedroom side. Stay broken, won't stay open.", // 13
      "Outside. Stairs. Handrail loose at the top bracket.", // 14
      "Screws pulled out of the wall. High.", // 15
      "Letterbox. Door off. Low.", // 16
      "End.", // 17
    ],
    findings: [
      {
        id: "door-closer-oil",
        at: [1],
        thing: ["door closer", "closer", "door"],
        problem: ["leak", "oil", "faulty", "replace"],
        priority: "LOW",
      },
      {
        id: "rangehood-dead",
        at: [3, 4],
        thing: ["rangehood", "range hood", "extractor"],
        problem: ["dead", "not working", "faulty", "inoperative", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "sink-slow-drain",
        at: [5],
        thing: ["sink", "drain", "waste"],
        problem: ["slow", "block", "drain"],
        priority: "MEDIUM",
      },
      {
        id: "shower-screen-seal",
        at: [7],
        thing: ["shower screen", "shower", "screen", "seal"],
        problem: ["seal", "gone", "leak", "water", "failed"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "toilet-seat",
        at: [8],
        thing: ["toilet seat", "toilet", "seat"],
        problem: ["cracked", "crack", "broken", "replace"],
        priority: "LOW",
      },
      { id: "shower-mould", at: [9], thing: ["mould", "mold", "ceiling"], priority: "MEDIUM" },
      {
        id: "heater-dead",
        at: [10, 11],
        thing: ["heater", "panel heater", "heating"],
        problem: ["won't", "not working", "dead", "faulty", "no heat", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "window-stay",
        at: [13],
        thing: ["window", "stay"],
        problem: ["broken", "won't stay", "faulty", "stay"],
        priority: "MEDIUM",
      },
      {
        id: "stair-handrail",
        at: [14, 15],
        thing: ["handrail", "rail", "stairs", "bracket"],
        problem: ["loose", "pulled", "screws", "unsafe", "secure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "letterbox-door",
        at: [16],
        thing: ["letterbox", "mailbox", "letter box"],
        problem: ["door", "off", "broken", "missing"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "t07-sydney-terrace-selfcorrect",
    half: "tune",
    lines: [
      "Okay, routine for the Glebe terrace, number 41, tenants are, ah, one's home, working from the front room.", // 0
      "Front room, so I'll be quick, the sash window's got a broken cord, the bottom sash just drops, crashes down.", // 1
      "Hallway, the smoke alarm, the Clipsal, it's chirping, low battery chirp.", // 2
      "I'll swap the battery before I go actually, no, it's a ten-year sealed one, so the whole thing needs replacing, today.", // 3
      "Kitchen at the back, the Westinghouse oven door, the glass on the inside's cracked, the inner pane.", // 4
      "Dishwasher's fine, ran it, drains fine.", // 5
      "Benchtop, the stone one, no chips, no cracks that I can see.", // 6
      "Laundry, the laundry tub, the tap, no, hang on, it's the washing machine hose, the hot one, it's weeping at the connection.", // 7
      "Just a towel under it at the moment, so, medium, next couple of weeks.", // 8
      "Courtyard, pavers have heaved up by the back door, lifted a good inch.", // 9
      "Back gate, the latch is gone, gate won't lock onto the lane.", // 10
      "Up the stairs, handrail's solid, fine.", // 11
      "Bathroom upstairs, the, ah, the RCD, no, sorry, the safety switch is in the meter box, I'll do that in a sec.", // 12
      "Bathroom, the grout's cracked along the bath edge and there's water getting in behind, the tiles are drummy and the paint on the kitchen ceiling below's bubbling.", // 13
      "So that's actually a leak into the ceiling, that's urgent.", // 14
      "Back bedroom, built-in robe door's off its track.", // 15
      "Meter box, safety switch, tested, it doesn't trip, pressed it three times, nothing.", // 16
      "Electrician, today, that's non-negotiable.", // 17
      "Front bedroom, the tenant's office, didn't go in properly, she's on a call.", // 18
      "Okay, done.", // 19
    ],
    findings: [
      {
        id: "sash-cord",
        at: [1],
        thing: ["sash", "window", "cord"],
        problem: ["broken", "cord", "drops", "falls", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm-chirp",
        at: [2, 3],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["chirp", "battery", "replace", "faulty", "expired"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "oven-door-glass",
        at: [4],
        thing: ["oven", "glass", "door", "pane"],
        problem: ["cracked", "crack", "broken", "replace"],
        priority: "HIGH",
      },
      {
        id: "washing-machine-hose",
        at: [7, 8],
        thing: ["hose", "washing machine", "connection", "washer"],
        problem: ["weep", "leak", "drip"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "courtyard-pavers",
        at: [9],
        thing: ["pavers", "paver", "paving", "courtyard"],
        problem: ["heaved", "lifted", "raised", "trip", "uneven"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "back-gate-latch",
        at: [10],
        thing: ["gate", "latch", "lock"],
        problem: ["gone", "missing", "won't lock", "broken", "secure", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bath-grout-leak",
        at: [13, 14],
        thing: ["grout", "bath", "tiles", "ceiling", "leak"],
        problem: ["cracked", "leak", "water", "drummy", "bubbling"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "robe-door-track",
        at: [15],
        thing: ["robe", "wardrobe", "door", "track"],
        problem: ["off", "track", "derailed", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "safety-switch-fail",
        at: [16, 17],
        thing: ["safety switch", "rcd", "switch", "meter box"],
        problem: ["doesn't trip", "not tripping", "fail", "faulty", "trip", "test"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "t08-christchurch-flat-ramble",
    half: "heldout",
    lines: [
      "So this is the Riccarton flat, three students, um, they're all home actually, it's exam week so they're, yeah.", // 0
      "Lounge, the curtain track's come away from the wall at one end, and the heat pump is making a clicking noise but it's blowing hot so that's low priority.", // 1
      "Kitchen, the, what's it, the rangehood ducting's come off inside the cupboard, so it's just blowing steam into the cupboard above, and that cupboard's got mould now.", // 2
      "Cooktop's fine, oven's fine, they say.", // 3
      "Down the hall, the smoke alarm outside the bedrooms is fine, tested, but there's no smoke alarm in bedroom two at all, which there should be.", // 4
      "Bedroom two, also, the window, the condensation's been running down and the sill's rotten, soft when you press it.", // 5
      "Bathroom, the toilet, the pan's cracked at the base, there's, yeah, water seeping out every flush.", // 6
      "And it's the only toilet, so someone today.", // 7
      "Shower, running hot, extractor's going, that's fine.", // 8
      "Laundry's outside in the lean-to, the door to it doesn't shut, the frame's swollen.", // 9
      "Hot water cylinder's in there too, no leaks, the, the pressure valve's not dripping any more, they must've fixed it.", // 10
      "Outside, the back steps, the bottom one's rocking, concrete's cracked round it.", // 11
      "Not a huge drop but someone'll roll an ankle.", // 12
      "Fence at the back's fine.", // 13
      "Oh, and I forgot, the front door, the weatherstrip's gone at the bottom, you can see daylight, cold air pouring in.", // 14
      "That's a Healthy Homes thing, draught stopping, so needs doing before the next compliance check, few weeks.", // 15
      "Right, done, thanks guys, good luck with exams.", // 16
    ],
    findings: [
      {
        id: "curtain-track",
        at: [1],
        thing: ["curtain", "track", "rail"],
        problem: ["come away", "loose", "fallen", "refix", "detached"],
        priority: "MEDIUM",
      },
      {
        id: "heat-pump-clicking",
        at: [1],
        thing: ["heat pump", "heatpump", "heat"],
        problem: ["click", "noise", "noisy"],
        priority: "LOW",
      },
      {
        id: "rangehood-ducting",
        at: [2],
        thing: ["rangehood", "range hood", "ducting", "duct"],
        problem: ["come off", "disconnected", "detached", "loose", "refit", "reconnect"],
        priority: "MEDIUM",
      },
      { id: "cupboard-mould", at: [2], thing: ["mould", "mold", "cupboard"], priority: "MEDIUM" },
      {
        id: "bedroom-smoke-alarm-missing",
        at: [4],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["missing", "no", "none", "absent", "install", "fit", "required"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "window-sill-rot",
        at: [5],
        thing: ["sill", "window"],
        problem: ["rotten", "rot", "soft", "decay"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-pan-cracked",
        at: [6, 7],
        thing: ["toilet", "pan", "wc"],
        problem: ["cracked", "crack", "leak", "seep", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "laundry-door",
        at: [9],
        thing: ["door", "laundry", "frame"],
        problem: ["doesn't shut", "won't shut", "swollen", "sticking", "binding", "close"],
        priority: "MEDIUM",
      },
      {
        id: "back-step-rocking",
        at: [11, 12],
        thing: ["step", "steps", "stair"],
        problem: ["rocking", "loose", "cracked", "unstable", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-door-weatherstrip",
        at: [14, 15],
        thing: ["weatherstrip", "weather strip", "draught", "door", "seal"],
        problem: ["gone", "missing", "draught", "gap", "replace", "worn"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "t09-perth-villa",
    half: "tune",
    lines: [
      "Routine at 7 Carrington Way, tenant's dog's in the yard so we're going round the other way.", // 0
      "Pool area first, the pool gate doesn't self-close, you let go and it just sits open.", // 1
      "And the latch doesn't catch either, so, that's a compliance thing, that's today.", // 2
      "Pool pump's running, water looks clean.", // 3
      "Patio, the light fitting outside the back door, the cover's full of water and it's flickering.", // 4
      "Back door into the kitchen, the flyscreen's got a hole in it, dog probably, low, whenever.", // 5
      "Kitchen, benchtop's good, the, um, the tap, the mixer's fine, no drip.", // 6
      "Under the sink though, the cupboard base is swollen and soft, old leak I reckon, it's dry now.", // 7
      "Lounge, evaporative cooler vent, water stains round it on the ceiling.", // 8
      "Might be the cooler's overflowing up on the roof, I'll get the aircon guy to look before summer.", // 9
      "Hallway, smoke alarm tested, fine, second one tested, fine.", // 10
      "Main bedroom, the ensuite, the shower's leaking through to the robe, the carpet in the robe's wet.", // 11
      "Wet right now, yeah, soaking, so plumber today.", // 12
      "Bedroom three, scuff marks all down the wall, the tenant's moved a bed in and out.", // 13
      "Bedroom four, window lock, the key lock, it won't lock, the barrel just spins.", // 14
      "Garage, the, the RCD, tested it, that's fine.", // 15
      "Front, the reticulation, one sprinkler head's snapped off, it's just spraying the wall when it runs.", // 16
      "Okay, done.", // 17
    ],
    findings: [
      {
        id: "pool-gate",
        at: [1, 2],
        thing: ["pool gate", "gate", "pool", "latch"],
        problem: [
          "self-close",
          "self close",
          "doesn't close",
          "not closing",
          "latch",
          "catch",
          "compliance",
          "faulty",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "outside-light-water",
        at: [4],
        thing: ["light", "fitting", "patio", "outside light"],
        problem: ["water", "flicker", "faulty", "wet"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-flyscreen-hole",
        at: [5],
        thing: ["flyscreen", "fly screen", "screen"],
        problem: ["hole", "torn", "tear", "damaged", "rip"],
        priority: "LOW",
      },
      {
        id: "sink-cupboard-base",
        at: [7],
        thing: ["cupboard", "base", "sink", "cabinet"],
        problem: ["swollen", "soft", "water damage", "damaged", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "evap-cooler-stain",
        at: [8, 9],
        thing: ["evaporative", "evap", "cooler", "ceiling", "vent"],
        problem: ["stain", "water", "leak", "overflow"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "ensuite-shower-leak",
        at: [11, 12],
        thing: ["shower", "ensuite", "robe", "carpet"],
        problem: ["leak", "wet", "water", "soaking"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "wall-scuffs",
        at: [13],
        thing: ["wall", "walls", "paint"],
        problem: ["scuff", "marks", "touch up", "repaint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-lock",
        at: [14],
        thing: ["window lock", "window", "lock", "barrel"],
        problem: ["won't lock", "spins", "broken", "faulty", "lock", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sprinkler-head",
        at: [16],
        thing: ["sprinkler", "reticulation", "irrigation", "head"],
        problem: ["snapped", "broken", "spraying", "leak", "replace"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "t10-halls-ngaio-wing",
    half: "heldout",
    lines: [
      "Okay, so this is, um, Hall B, Ngaio wing, with, with Tom the RA, we're doing the end-of-term walk.", // 0
      "Tom, can you, yeah, prop that, no, don't prop it, just hold it.", // 1
      "So first thing, the, the fire exit at the end of the corridor, there's a stack of, like, bikes, three bikes chained to the push bar.", // 2
      "They need to go today, Tom, cut the locks if you have to.", // 3
      "Laundry room, the dryer, the lint filter's, god, it's packed, and the, the vent hose behind it has come off, so it's blowing lint everywhere.", // 4
      "That's a fire risk, so that's, yeah, high.", // 5
      "Washing machine two's out of order, sign's on it already, drum doesn't spin.", // 6
      "Common room, TV's working, heaters on, all good.", // 7
      "Ceiling tile, there's one missing above the pool table, just a hole into the void.", // 8
      "Kitchen, the, the heat detector above the hob is, it's covered, someone's put a shower cap over it.", // 9
      "Can't reach it without a ladder, so maintenance today.", // 10
      "Kettle socket, the double one by the microwave, it's, it's loose in the wall, the whole faceplate pulls out and you can see the wires.", // 11
      "Room 14, door closer, the door slams, really slams.", // 12
      "Room 15, fine, no issues.", // 13
      "Room 16, window, the glass is cracked, from a, they say a ball, and it's taped up.", // 14
      "Taped up, yeah, but it's a crack right across, needs reglazing this week.", // 15
      "Stairs, the nosing on the third step down is, is, it's split and sticking up.", // 16
      "Corridor carpet, general wear, worn patches, just next refurb.", // 17
      "Okay, that's Ngaio done, thanks Tom.", // 18
    ],
    findings: [
      {
        id: "fire-exit-blocked",
        at: [2, 3],
        thing: ["fire exit", "exit", "escape", "bikes", "push bar"],
        problem: ["blocked", "obstructed", "bikes", "chained", "clear", "remove"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dryer-vent-hose",
        at: [4, 5],
        thing: ["dryer", "vent", "hose", "lint"],
        problem: ["come off", "detached", "disconnected", "lint", "fire", "packed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "washing-machine",
        at: [6],
        thing: ["washing machine", "washer", "machine", "drum"],
        problem: [
          "out of order",
          "doesn't spin",
          "not spinning",
          "broken",
          "faulty",
          "not working",
        ],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-tile",
        at: [8],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["missing", "hole", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "heat-detector-covered",
        at: [9, 10],
        thing: ["heat detector", "detector", "alarm", "heat"],
        problem: ["covered", "cap", "obstructed", "uncover", "remove"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "loose-socket",
        at: [11],
        thing: ["socket", "power point", "powerpoint", "outlet", "faceplate", "gpo"],
        problem: ["loose", "wires", "exposed", "pulls out", "secure"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "room-door-closer",
        at: [12],
        thing: ["door closer", "closer", "door"],
        problem: ["slam", "adjust", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "cracked-window",
        at: [14, 15],
        thing: ["window", "glass", "pane", "glazing"],
        problem: ["cracked", "crack", "reglaze", "broken", "taped"],
        priority: "HIGH",
      },
      {
        id: "stair-nosing",
        at: [16],
        thing: ["nosing", "stair", "step", "stairs"],
        problem: ["split", "sticking up", "loose", "raised", "trip", "damaged"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "corridor-carpet-worn",
        at: [17],
        thing: ["carpet", "corridor"],
        problem: ["wear", "worn", "patches", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "t11-adelaide-unit-quick",
    half: "tune",
    lines: [
      "Hi, yeah, just doing the inspection now, I'll call you back, bye.", // 0
      "Right, unit 2, 18 Prospect Road.", // 1
      "Kitchen, the oven, the seal around the door's perished, bits falling off.", // 2
      "Cupboard door under the sink, hinge is broken, hanging.", // 3
      "Rangehood's going, light's fine.", // 4
      "Benchtop, there's a, a water stain, swollen at the join by the dishwasher.", // 5
      "Keep an eye on it, not urgent.", // 6
      "Bathroom, the toilet won't flush properly, you have to hold the button down.", // 7
      "Vanity basin, cracked, hairline crack, not leaking, low.", // 8
      "The shower, the, the screen door, the glass, it's fine, it's the handle, it's come off.", // 9
      "Laundry, tap drips, and, also the, the floor waste smells, like sewer.", // 10
      "Probably just dried out, pour water down it, but if not, plumber.", // 11
      "Hallway, smoke alarm, pressed it, nothing, it's one of the old ones, nine volt.", // 12
      "I'll get a new one in today, that's a must.", // 13
      "Back door, the, ah, security screen door doesn't lock, the key won't turn.", // 14
      "Carport, the ceiling sheet's sagging, looks like water's got in, it's gone brown.", // 15
      "Okay, all done, I'll call Linda back.", // 16
    ],
    findings: [
      {
        id: "oven-door-seal",
        at: [2],
        thing: ["oven", "seal", "door seal", "gasket"],
        problem: ["perished", "seal", "falling", "worn", "replace", "damaged"],
        priority: "MEDIUM",
      },
      {
        id: "sink-cupboard-hinge",
        at: [3],
        thing: ["cupboard", "door", "hinge"],
        problem: ["broken", "hanging", "hinge"],
        priority: "MEDIUM",
      },
      {
        id: "benchtop-swollen",
        at: [5, 6],
        thing: ["benchtop", "bench", "worktop", "countertop", "join"],
        problem: ["swollen", "stain", "water", "damage"],
        priority: "LOW",
      },
      {
        id: "toilet-flush",
        at: [7],
        thing: ["toilet", "flush", "cistern", "button"],
        problem: ["won't flush", "flush", "hold", "faulty", "poor"],
        priority: "MEDIUM",
      },
      {
        id: "basin-crack",
        at: [8],
        thing: ["basin", "vanity", "sink"],
        problem: ["cracked", "crack", "hairline"],
        priority: "LOW",
      },
      {
        id: "shower-screen-handle",
        at: [9],
        thing: ["handle", "shower screen", "screen", "shower"],
        problem: ["come off", "off", "missing", "loose", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "laundry-tap",
        at: [10],
        thing: ["tap", "faucet", "laundry"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "floor-waste-smell",
        at: [10, 11],
        thing: ["floor waste", "waste", "drain", "trap"],
        problem: ["smell", "sewer", "odour", "dried"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm-dead",
        at: [12, 13],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["nothing", "not working", "dead", "fail", "faulty", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "security-screen-door",
        at: [14],
        thing: ["security screen", "screen door", "door", "lock", "key"],
        problem: ["doesn't lock", "won't lock", "won't turn", "lock", "faulty", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "carport-ceiling",
        at: [15],
        thing: ["carport", "ceiling", "sheet", "lining"],
        problem: ["sagging", "sag", "water", "brown", "stain", "leak"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "t12-hamilton-house-tenants-home",
    half: "heldout",
    lines: [
      "Morning, yeah, don't mind me, I'll just wander through, you carry on.", // 0
      "Lounge, um, the, the wood burner, the glass on the door is cracked, there's a crack across the corner.", // 1
      "Don't use it till it's fixed, please, I'll get the fireplace people out this week.", // 2
      "Flue looks fine from in here.", // 3
      "Kitchen, the, um, dishwasher, you said it leaks, yeah, there's water under the front, on the lino.", // 4
      "Don't run it till the guy's been, I'll book him for tomorrow.", // 5
      "Benchtop, the, the edge strip, the laminate edge, it's come off by the fridge.", // 6
      "Hallway, safety switch, in the hall cupboard, tested, trips and resets, good.", // 7
      "Bathroom, the, the hot tap on the bath won't turn off fully, it, it keeps running.", // 8
      "Is that, yeah, it's a dribble, not much, so medium.", // 9
      "Mould on the bathroom ceiling, around the, the extractor, which, the extractor's not ducted outside, it just goes into the roof space.", // 10
      "So that needs ducting out, that's a Healthy Homes thing.", // 11
      "Bedroom, your daughter's room, the window, it's, ah, the hinge, the stay is broken and the window flaps open in the wind.", // 12
      "So you can't actually shut it, right, okay, that's, that's high, we'll get that today or tomorrow.", // 13
      "Outside, the deck, the, the balustrade, no, it's solid, fine.", // 14
      "Steps off the deck, there's moss all over them, really slippery.", // 15
      "Garden shed, the roof's leaking, but it's a shed, low.", // 16
      "Thanks, that's me, I'll send the report through.", // 17
    ],
    findings: [
      {
        id: "wood-burner-glass",
        at: [1, 2],
        thing: ["wood burner", "burner", "fire", "log burner", "glass", "fireplace"],
        problem: ["cracked", "crack", "glass", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dishwasher-leak",
        at: [4, 5],
        thing: ["dishwasher"],
        problem: ["leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "benchtop-edge",
        at: [6],
        thing: ["benchtop", "bench", "edge", "laminate", "strip"],
        problem: ["come off", "off", "loose", "missing", "edge"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-hot-tap",
        at: [8, 9],
        thing: ["tap", "bath", "hot tap", "faucet"],
        problem: ["won't turn off", "running", "drip", "dribble", "leak", "washer"],
        priority: "MEDIUM",
        kind: "water",
      },
      { id: "bathroom-mould", at: [10], thing: ["mould", "mold", "ceiling"], priority: "MEDIUM" },
      {
        id: "extractor-not-ducted",
        at: [10, 11],
        thing: ["extractor", "fan", "ducting", "duct"],
        problem: ["not ducted", "ducting", "duct", "roof space", "vent"],
        priority: "MEDIUM",
      },
      {
        id: "window-stay-broken",
        at: [12, 13],
        thing: ["window", "stay", "hinge"],
        problem: ["broken", "flaps", "won't shut", "shut", "secure", "close"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "deck-steps-moss",
        at: [15],
        thing: ["steps", "step", "deck"],
        problem: ["moss", "slippery", "slip", "clean"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "shed-roof",
        at: [16],
        thing: ["shed", "roof"],
        problem: ["leak", "leaking"],
        priority: "LOW",
        kind: "water",
      },
    ],
  },
  {
    id: "t13-canberra-share-house",
    half: "tune",
    lines: [
      "Canberra share house, Braddon, four housemates, two home.", // 0
      "Front yard. Letterbox fine.", // 1
      "Porch light out. Globe probably. Low.", // 2
      "Front door, the, the door itself's fine but the frame's split by the strike plate, like someone's kicked it, the bolt barely holds.", // 3
      "Pushed it with my shoulder and it opened, locked, so yeah, today.", // 4
      "Lounge. Heater. Ducted gas, thermostat says heating, nothing comes out of the vents.", // 5
      "Middle of winter in Canberra, no heat, that's urgent.", // 6
      "Kitchen. Gas cooktop. Smell of gas when you turn on the back burner before it lights.", // 7
      "Actually, no, it's not just before, there's a faint smell the whole time near the back.", // 8
      "Shut the gas off at the meter, gasfitter now.", // 9
      "Water on the floor by the fridge space, oh, that's their fridge, that's the tenant's.", // 10
      "Bathroom. Shower. Fine. Hot. Toilet. Fine.", // 11
      "Vanity mirror, the cabinet, it's, the mirror door's cracked in the corner, no sharp bits, low.", // 12
      "Bedroom one, the, um, wardrobe, the sliding door's come off the bottom track, it's leaning against the wall.", // 13
      "Bedroom two, carpet, cigarette burns by the bed, three of them.", // 14
      "And the smoke alarm in there, it's been taken down, it's in the drawer.", // 15
      "Put it back up, but the battery's out too so it needs a new one, today.", // 16
      "Backyard, the Hills hoist is leaning, the base is loose in the concrete.", // 17
      "Right, done.", // 18
    ],
    findings: [
      {
        id: "porch-light",
        at: [2],
        thing: ["porch light", "light", "globe", "bulb", "porch"],
        problem: ["out", "blown", "not working", "replace"],
        priority: "LOW",
      },
      {
        id: "front-door-frame",
        at: [3, 4],
        thing: ["door frame", "frame", "front door", "door", "strike plate"],
        problem: ["split", "kicked", "damaged", "insecure", "secure", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ducted-heating",
        at: [5, 6],
        thing: ["heater", "heating", "ducted", "gas heater", "vents"],
        problem: ["no heat", "nothing", "not working", "fail", "faulty"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "gas-smell",
        at: [7, 8, 9],
        thing: ["gas", "cooktop", "burner"],
        problem: ["smell", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "mirror-cracked",
        at: [12],
        thing: ["mirror", "cabinet", "vanity"],
        problem: ["cracked", "crack", "broken"],
        priority: "LOW",
      },
      {
        id: "wardrobe-door-track",
        at: [13],
        thing: ["wardrobe", "sliding door", "door", "track", "robe"],
        problem: ["off", "track", "derailed", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-burns",
        at: [14],
        thing: ["carpet"],
        problem: ["burn", "cigarette", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-alarm-removed",
        at: [15, 16],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["taken down", "removed", "battery", "missing", "refit", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "clothesline-loose",
        at: [17],
        thing: ["hills hoist", "hoist", "clothesline", "clothes line", "base"],
        problem: ["leaning", "loose", "unstable"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "t14-queenstown-apartment",
    half: "heldout",
    lines: [
      "So, this is the apartment on Frankton Road, the tenants are, well, one's at work and the other's skiing, probably.", // 0
      "Entry, the intercom doesn't, you press it, nothing on the handset, and the, the door release button's also not working, so they've been going down to let people in, which, fine.", // 1
      "Kitchen, the rangehood, the light's flickering, and the benchtop's got a crack, a proper crack, through the stone by the sink cutout.", // 2
      "The benchtop one's, it's not going anywhere, but it'll need looking at at some point, low.", // 3
      "Lounge, the big sliding door to the patio, it's, it's hard to slide, and the lock doesn't engage, the hook just misses.", // 4
      "It's ground floor, garden level, anyone could walk in, so that door not locking, that's urgent.", // 5
      "Heat pump, blowing warm, good, filters clean.", // 6
      "Bathroom, the, um, underfloor heating's, the tiles are cold, the controller shows an error, E3 or something.", // 7
      "Shower's hot, drain's fine, extractor's fine.", // 8
      "Toilet, the, the flush button's stuck down, it runs all the time until you wiggle it.", // 9
      "Bedroom, the, the blind, the cord's snapped on one, hanging down, and the window, no, window's fine.", // 10
      "Second bedroom, there's, ah, a stain on the ceiling, brownish, in the corner, above the window.", // 11
      "Checked it, it's dry, so old leak, maybe from the unit above, I'll ask the body corporate.", // 12
      "Hallway, smoke alarm, the, it's chirping, every minute or so.", // 13
      "Carpark, space 12, the, ah, the light above their space is out and it's pitch black down there.", // 14
      "Okay, I'm done, locking up.", // 15
    ],
    findings: [
      {
        id: "intercom",
        at: [1],
        thing: ["intercom", "door release", "entry", "handset"],
        problem: ["not working", "doesn't", "nothing", "faulty", "dead", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "rangehood-light-flicker",
        at: [2],
        thing: ["rangehood", "range hood", "light"],
        problem: ["flicker", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "benchtop-crack",
        at: [2, 3],
        thing: ["benchtop", "bench", "stone", "worktop", "countertop"],
        problem: ["crack", "cracked", "damage"],
        priority: "LOW",
      },
      {
        id: "sliding-door-lock",
        at: [4, 5],
        thing: ["sliding door", "door", "slider", "lock", "hook"],
        problem: [
          "doesn't engage",
          "not locking",
          "won't lock",
          "lock",
          "misses",
          "secure",
          "hard",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "underfloor-heating",
        at: [7],
        thing: ["underfloor", "heating", "controller", "floor heating"],
        problem: ["error", "cold", "not working", "faulty", "fault"],
        priority: "MEDIUM",
        kind: "heat",
      },
      {
        id: "flush-button-stuck",
        at: [9],
        thing: ["flush", "button", "toilet", "cistern"],
        problem: ["stuck", "runs", "running", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "blind-cord",
        at: [10],
        thing: ["blind", "cord", "blinds"],
        problem: ["snapped", "broken", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-stain",
        at: [11, 12],
        thing: ["ceiling", "stain"],
        problem: ["stain", "brown", "leak", "water"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "smoke-alarm-chirp",
        at: [13],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["chirp", "battery", "faulty", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpark-light",
        at: [14],
        thing: ["light", "carpark", "car park", "lighting"],
        problem: ["out", "not working", "dark", "black", "blown"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "t15-hobart-cottage",
    half: "tune",
    lines: [
      "Hobart, the little cottage on Hampden Road, tenant's away, she's given permission for us to go in.", // 0
      "Front, the, the gate's fine, path's fine.", // 1
      "Front door, the, um, the old mortice lock, it's stiff, you have to really force it, but it does lock.", // 2
      "Lounge, there's rising damp, the bottom of the wall, paint's flaking off, salt on it.", // 3
      "Not new, it's been there since last year, keep an eye on it.", // 4
      "Fireplace, it's sealed up, so, not in use, fine.", // 5
      "Kitchen, the, the hot water system, it's the cylinder in the cupboard, there's a, it's leaking, actually, puddle on the floor, and it's next to the, the powerpoint for it.", // 6
      "Turn it off at the switch? No, leave it, the plumber can, no, actually, I'll flick it off, there's water near the plug.", // 7
      "Benchtop, old laminate, chipped along the front, cosmetic.", // 8
      "Window over the sink, the putty's falling out and the glass is rattling.", // 9
      "Bathroom's out the back, lean-to, the floor's, the floor's soft by the toilet, spongy, like it's rotting.", // 10
      "Not going through yet, but book a plumber and a chippy in the next few weeks.", // 11
      "Shower, the, um, the flyscreen on the bathroom window's missing, just the frame.", // 12
      "Bedroom, the, oh, the power point by the bed, it's, it's cracked, the cover, and there's a bit of black on it, scorching.", // 13
      "Back yard, the steps down from the back door, no handrail at all, and it's four steps, steep.", // 14
      "Tenant's, well, older, so that's a falls risk, get a rail on this week.", // 15
      "Gutter at the back's full, sagging at one end.", // 16
      "Okay, done, lock up.", // 17
    ],
    findings: [
      {
        id: "mortice-lock-stiff",
        at: [2],
        thing: ["mortice", "lock", "front door", "door"],
        problem: ["stiff", "force", "sticking", "hard", "ease", "lubricate"],
        priority: "MEDIUM",
      },
      {
        id: "rising-damp",
        at: [3, 4],
        thing: ["damp", "rising damp", "wall"],
        problem: ["flaking", "salt", "damp"],
        priority: "LOW",
      },
      {
        id: "hws-leak-near-power",
        at: [6, 7],
        thing: ["hot water", "cylinder", "hws", "system"],
        problem: ["leak", "puddle", "water", "powerpoint", "electrics"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "benchtop-chipped",
        at: [8],
        thing: ["benchtop", "bench", "laminate", "worktop", "countertop"],
        problem: ["chipped", "chip", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-putty",
        at: [9],
        thing: ["window", "putty", "glass", "glazing"],
        problem: ["putty", "falling", "rattling", "loose", "reputty"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-floor-soft",
        at: [10, 11],
        thing: ["floor", "bathroom", "toilet"],
        problem: ["soft", "spongy", "rot", "rotting"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-flyscreen",
        at: [12],
        thing: ["flyscreen", "fly screen", "screen"],
        problem: ["missing", "gone", "replace"],
        priority: "LOW",
      },
      {
        id: "scorched-power-point",
        at: [13],
        thing: ["power point", "powerpoint", "socket", "outlet", "gpo"],
        problem: ["cracked", "scorch", "black", "burn", "faulty"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-steps-handrail",
        at: [14, 15],
        thing: ["handrail", "rail", "steps", "step"],
        problem: ["no", "missing", "none", "install", "fit", "falls"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gutter-sagging",
        at: [16],
        thing: ["gutter", "guttering", "spouting"],
        problem: ["full", "sagging", "sag", "blocked", "clear", "clean"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "t16-darwin-student-village",
    half: "heldout",
    lines: [
      "Student village, Casuarina, building D, pre-wet-season checks.", // 0
      "D1. Aircon split, dripping water down the wall inside.", // 1
      "It's dripping onto the power board on the desk, so, unplugged it, high.", // 2
      "D2. Good.", // 3
      "D3. Ensuite, toilet won't flush, handle just flops.", // 4
      "They can use the ones in the common block, so, medium.", // 5
      "D4. Flyscreen torn, mozzies getting in, they're getting eaten alive.", // 6
      "D5, um, the, the door, the room door, it's, the lock, the swipe lock, the reader's dead, it doesn't lock or unlock, it's just stuck open.", // 7
      "Student's been leaving it unlocked, so that's a today job.", // 8
      "Corridor, the fire extinguisher by D5 is, it's missing, just the bracket.", // 9
      "And the hose reel cupboard, the, no, that's fine, it's sealed.", // 10
      "Laundry, the, the dryer's fine, the washer's fine, the floor's wet but it's from the mop.", // 11
      "Outside, the walkway, there's a tile, a few tiles, loose and cracked at the top of the ramp.", // 12
      "D6, there's mould on the ceiling above the aircon, and behind the curtains, and the curtains are mouldy too, blackish.", // 13
      "D7, the window, louvre, cracked blade, glass, cracked right across.", // 14
      "With the wet season coming, get that replaced this week.", // 15
      "D8, scuffs on the walls, and the desk drawer's off its runners.", // 16
      "Right, that's D block.", // 17
    ],
    findings: [
      {
        id: "aircon-drip-power",
        at: [1, 2],
        thing: ["aircon", "air con", "split", "air conditioner", "unit"],
        problem: ["drip", "leak", "water", "power board"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ensuite-toilet-flush",
        at: [4, 5],
        thing: ["toilet", "flush", "handle", "cistern"],
        problem: ["won't flush", "flops", "broken", "not flushing", "faulty", "flush"],
        priority: "MEDIUM",
      },
      {
        id: "flyscreen-torn",
        at: [6],
        thing: ["flyscreen", "fly screen", "screen"],
        problem: ["torn", "tear", "rip", "hole", "damaged"],
        priority: "MEDIUM",
      },
      {
        id: "swipe-lock-dead",
        at: [7, 8],
        thing: ["swipe lock", "lock", "door", "reader", "room door"],
        problem: [
          "dead",
          "doesn't lock",
          "won't lock",
          "stuck",
          "not working",
          "faulty",
          "unlocked",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "extinguisher-missing",
        at: [9],
        thing: ["fire extinguisher", "extinguisher"],
        problem: ["missing", "gone", "replace", "absent"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "walkway-tiles",
        at: [12],
        thing: ["tile", "tiles", "walkway", "ramp"],
        problem: ["loose", "cracked", "trip", "broken"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "d6-mould",
        at: [13],
        thing: ["mould", "mold", "ceiling", "curtains"],
        priority: "MEDIUM",
      },
      {
        id: "louvre-cracked",
        at: [14, 15],
        thing: ["louvre", "louver", "blade", "glass", "window"],
        problem: ["cracked", "crack", "broken", "replace"],
        priority: "HIGH",
      },
      {
        id: "wall-scuffs",
        at: [16],
        thing: ["walls", "wall", "paint"],
        problem: ["scuff", "marks", "touch up"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "desk-drawer",
        at: [16],
        thing: ["drawer", "desk", "runners"],
        problem: ["off", "runners", "broken", "loose"],
        priority: "MEDIUM",
      },
    ],
  },
];
