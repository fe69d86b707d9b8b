// Blind walkthroughs, set meaning-40 (written without seeing the extractor).
// Terse dictation by busy, experienced inspectors: clipped notes, numbered points, spoken abbreviations, corrections.
import type { Walkthrough } from "./types";

export const MEANING40_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ao01-carlton-court-flat",
    half: "tune",
    lines: [
      "Flat 4B, Carlton Court. Periodic. Tenant's out, keys from the agent.", // 0
      "Hallway. Smoke alarm. Tested. Fine.", // 1
      "Kitchen.", // 2
      "Tap dripping. Hot side.", // 3
      "Washer, probably. Low.", // 4
      "Extractor fan, not running. Pull cord does nothing.", // 5
      "Worktop by the hob, laminate lifting at the joint.", // 6
      "Point four. No CO alarm by the boiler. Urgent.", // 7
      "Boiler itself, pressure one point two, serviced in March, fine.", // 8
      "Bathroom.", // 9
      "Extractor, same again. Dead.", // 10
      "Sealant round the bath, black, mould behind it.", // 11
      "No sign of damp on the ceiling though.", // 12
      "Bedroom two, window restrictor missing, urgent.", // 13
      "Scratch that, bedroom one. Bedroom two's has got one.", // 14
      "Carpet in bedroom two, scuffed at the doorway. Cosmetic.", // 15
      "Bedroom one radiator, TRV seized, stuck on five.", // 16
      "Living room. Nothing. All good.", // 17
      "Back at the front door.", // 18
      "Letterbox flap hanging off. Next visit.", // 19
      "Meter readings taken, photos on the tablet.", // 20
      "Done.", // 21
    ],
    findings: [
      {
        id: "kitchen-tap-drip",
        at: [3, 4],
        thing: ["tap", "washer"],
        problem: ["drip"],
        priority: "LOW",
      },
      {
        id: "kitchen-extractor-dead",
        at: [5],
        thing: ["extractor", "fan", "cord"],
        problem: ["not running", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-laminate-lifting",
        at: [6],
        thing: ["worktop", "laminate"],
        problem: ["lifting"],
        priority: "MEDIUM",
      },
      {
        id: "no-co-alarm",
        at: [7],
        thing: ["CO", "carbon", "alarm"],
        problem: ["no", "missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bathroom-extractor-dead",
        at: [10],
        thing: ["extractor", "fan"],
        problem: ["dead"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant-mould",
        at: [11],
        thing: ["sealant", "silicone", "bath"],
        problem: ["black", "mould"],
        priority: "MEDIUM",
      },
      {
        id: "window-restrictor-missing",
        at: [13, 14],
        thing: ["window", "restrictor"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "carpet-scuffed",
        at: [15],
        thing: ["carpet"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "trv-seized",
        at: [16],
        thing: ["TRV", "radiator", "valve"],
        problem: ["seized", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "letterbox-flap-off",
        at: [19],
        thing: ["letterbox", "flap"],
        problem: ["hanging", "off"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ao02-brennan-suite-210",
    half: "heldout",
    lines: [
      "Suite 210, Brennan Building, quarterly walk. Property manager's with me.", // 0
      "Reception. Okay.", // 1
      "Point one. Front entry door, closer's shot, door slams.", // 2
      "Point two. Same door won't latch unless you pull it to. That's urgent, it's the street door.", // 3
      "Break room.", // 4
      "GFCI by the sink, scorch mark on the faceplate. Kill that circuit today.", // 5
      "Fridge is the tenant's, not ours.", // 6
      "Dishwasher, doesn't drain. Standing water in the bottom.", // 7
      "Probably the filter, or the air gap.", // 8
      "Open plan.", // 9
      "Ceiling tile at grid line C, stained. Dry. Old roof leak, they fixed that last fall.", // 10
      "Carpet seam by the copier, lifting, proper trip. Tape it today.", // 11
      "Thermostat, set seventy-two, reading seventy-one. Fine.", // 12
      "Hold on, phone. Yeah. Yeah, call you back.", // 13
      "Where was I. Restrooms.", // 14
      "Men's, urinal, constantly running.", // 15
      "Women's, hand dryer dead. No paper towels either but that's janitorial, not us.", // 16
      "Corridor to the back stair.", // 17
      "Exit sign over the stair door, not lit.", // 18
      "Stair door itself, wedged open with a fire extinguisher. Pulled it out, told them.", // 19
      "Extinguisher tag's current, March.", // 20
      "Back at reception. Done, send the list to Dana.", // 21
    ],
    findings: [
      {
        id: "entry-door-closer",
        at: [2],
        thing: ["closer", "door"],
        problem: ["shot", "slam"],
        priority: "MEDIUM",
      },
      {
        id: "street-door-wont-latch",
        at: [3],
        thing: ["door", "latch"],
        problem: ["latch", "pull"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "gfci-scorched",
        at: [5],
        thing: ["GFCI", "outlet", "faceplate"],
        problem: ["scorch"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "dishwasher-not-draining",
        at: [7, 8],
        thing: ["dishwasher"],
        problem: ["drain", "standing"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-tile-stain",
        at: [10],
        thing: ["ceiling", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "carpet-seam-trip",
        at: [11],
        thing: ["carpet", "seam"],
        problem: ["lifting", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "urinal-running",
        at: [15],
        thing: ["urinal"],
        problem: ["running"],
        priority: "MEDIUM",
      },
      { id: "hand-dryer-dead", at: [16], thing: ["dryer"], problem: ["dead"], priority: "MEDIUM" },
      {
        id: "exit-sign-unlit",
        at: [18],
        thing: ["exit", "sign"],
        problem: ["not lit", "lit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-door-wedged",
        at: [19],
        thing: ["door"],
        problem: ["wedged"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ao03-ashby-road-terrace",
    half: "tune",
    lines: [
      "Number 12 Ashby Road. Two-up two-down. Tenant's in, Mrs Khan, happy for us to look round.", // 0
      "Front door. Lock's a bit stiff but it locks. Fine.", // 1
      "Front room.", // 2
      "Point one. Gas smell by the fire. Faint. Turned it off at the meter, Cadent called.", // 3
      "Needs Gas Safe out today, no question.", // 4
      "Point two. Socket behind the telly, faceplate cracked, you can see the brass.", // 5
      "Kitchen, back of the house.", // 6
      "Point three. Back door, euro cylinder's loose, turns in the lock. Won't lock properly.", // 7
      "Sink trap leaking. Into the cupboard, there's a bowl under it.", // 8
      "Cupboard base is swollen, been going a while.", // 9
      "Fridge freezer's hers.", // 10
      "Up the stairs.", // 11
      "Handrail loose at the top, bracket's pulled out of the plaster.", // 12
      "Landing. Smoke alarm, pressed it, nothing.", // 13
      "Battery, maybe. No, it's hardwired. So, dead.", // 14
      "Bathroom. Toilet flushes. Cistern fine. No leaks.", // 15
      "Bath panel cracked at the corner. Low priority.", // 16
      "Back bedroom. Condensation on the window, bit of black mould on the reveal.", // 17
      "Told her to open the trickle vent. Long story, she keeps the window shut because of the lorries in the yard behind, they start at five in the morning, so, you know, fair enough.", // 18
      "Front bedroom, all good.", // 19
      "Ceiling in there, hairline crack, old, cosmetic.", // 20
      "Out the back. Gutter over the kitchen, dripping at the joint.", // 21
      "That's it. Gas first, rest by end of the week.", // 22
    ],
    findings: [
      {
        id: "gas-smell",
        at: [3, 4],
        thing: ["gas"],
        problem: ["smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "socket-cracked",
        at: [5],
        thing: ["socket", "faceplate"],
        problem: ["crack", "brass"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-door-cylinder",
        at: [7],
        thing: ["door", "cylinder", "lock"],
        problem: ["loose", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sink-trap-leak",
        at: [8, 9],
        thing: ["trap", "sink"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
      {
        id: "handrail-loose",
        at: [12],
        thing: ["handrail", "rail", "bracket"],
        problem: ["loose", "pulled"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "smoke-alarm-dead",
        at: [13, 14],
        thing: ["smoke", "alarm"],
        problem: ["nothing", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bath-panel-cracked",
        at: [16],
        thing: ["bath", "panel"],
        problem: ["crack"],
        priority: "LOW",
      },
      { id: "bedroom-mould", at: [17], thing: ["mould", "condensation"], priority: "MEDIUM" },
      {
        id: "ceiling-hairline-crack",
        at: [20],
        thing: ["ceiling"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gutter-dripping",
        at: [21],
        thing: ["gutter"],
        problem: ["drip", "joint"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ao04-larkspur-move-out",
    half: "heldout",
    lines: [
      "4417 Larkspur Drive, move-out. Tenants gone, house is empty.", // 0
      "Garage first.", // 1
      "Garage door opener, auto-reverse doesn't work, came right down on the broom. That's urgent.", // 2
      "Water heater's lit, hot water's fine.", // 3
      "Kitchen.", // 4
      "Garbage disposal hums, won't spin.", // 5
      "Jammed, probably. Hex key underneath, try that first.", // 6
      "Range hood light's out. No rush.", // 7
      "Cabinet doors, bunch of scratches. Cosmetic.", // 8
      "Living room. Carpet's been cleaned, looks good.", // 9
      "Sliding door to the patio. Latch won't catch, door just slides open.", // 10
      "Need a new latch on that today, house is empty.", // 11
      "Hallway. Smoke detector missing, just the base plate on the ceiling.", // 12
      "Hall bath.", // 13
      "Toilet rocks. Wax ring, I'd guess. Floor round it's soft.", // 14
      "There's a second bath, so not the only toilet. Medium on that.", // 15
      "Master bedroom.", // 16
      "Window screen torn. Low.", // 17
      "Closet door's off the track.", // 18
      "Master bath. Exhaust fan works. No leaks under the vanity.", // 19
      "Back outside. Hose bib leaking at the handle.", // 20
      "Electric panel, labeled, no scorching, all breakers on.", // 21
      "Done. I'll write up the deposit stuff tonight.", // 22
    ],
    findings: [
      {
        id: "garage-opener-reverse",
        at: [2],
        thing: ["opener", "garage"],
        problem: ["reverse", "work"],
        priority: "HIGH",
      },
      {
        id: "disposal-jammed",
        at: [5, 6],
        thing: ["disposal"],
        problem: ["hum", "spin", "jam"],
        priority: "MEDIUM",
      },
      {
        id: "hood-light-out",
        at: [7],
        thing: ["hood", "light"],
        problem: ["out"],
        priority: "LOW",
      },
      {
        id: "cabinet-scratches",
        at: [8],
        thing: ["cabinet", "door"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "slider-latch",
        at: [10, 11],
        thing: ["sliding", "door", "latch"],
        problem: ["latch", "catch", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "smoke-detector-missing",
        at: [12],
        thing: ["smoke", "detector"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-rocks",
        at: [14, 15],
        thing: ["toilet", "wax"],
        problem: ["rock", "soft"],
        priority: "MEDIUM",
      },
      {
        id: "screen-torn",
        at: [17],
        thing: ["screen", "window"],
        problem: ["torn"],
        priority: "LOW",
      },
      {
        id: "closet-door-track",
        at: [18],
        thing: ["closet", "door"],
        problem: ["off", "track"],
        priority: "MEDIUM",
      },
      {
        id: "hose-bib-leak",
        at: [20],
        thing: ["hose", "bib"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ao05-riverside-house-fra",
    half: "tune",
    lines: [
      "Riverside House, communal areas. FRA follow-up, doing the actions from the spring assessment.", // 0
      "Ground floor lobby.", // 1
      "Main entrance door, mag lock not holding, door pushes open without a fob. Urgent.", // 2
      "Access panel's showing a fault light, so it's the power supply, probably.", // 3
      "Post boxes fine. Notice board, FRA summary's up, good.", // 4
      "Bin store, out the back.", // 5
      "Light in the bin store, PIR's not picking up, stays off.", // 6
      "Bins themselves, council's job.", // 7
      "Point three on the FRA. Riser cupboard, ground floor, fire stopping missing round the new cable tray.", // 8
      "Whoever put the fibre in. Chase them, it's urgent.", // 9
      "Stairwell. Emergency lighting tested, all lamps lit on the drop.", // 10
      "First floor landing.", // 11
      "Flat door, number six, closer's been taken off. Tenant's doing, I'd say.", // 12
      "Scratch that, it's number seven, six is the one opposite.", // 13
      "Handrail first to second, fine. Balustrade's solid.", // 14
      "Second floor landing. Pram and two bikes in the corridor, blocking the way to the stair.", // 15
      "Letter going out to them, I've got photos.", // 16
      "Stair nosing, second to third flight, split and lifting.", // 17
      "Walls on the stair, scuffed, bit of graffiti. Cosmetic, next decorating cycle.", // 18
      "Top floor. Roof hatch locked, good.", // 19
      "Window on the top landing, pane cracked, not broken through.", // 20
      "Outside again. Dry riser inlet, cap's missing. Low, but get it on the list.", // 21
      "Right. That's the FRA actions. Sending to Priya.", // 22
    ],
    findings: [
      {
        id: "entrance-mag-lock",
        at: [2, 3],
        thing: ["entrance", "door", "mag", "lock"],
        problem: ["not holding", "push", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bin-store-pir",
        at: [6],
        thing: ["PIR", "light", "sensor"],
        problem: ["not picking", "off"],
        priority: "MEDIUM",
      },
      {
        id: "riser-fire-stopping",
        at: [8, 9],
        thing: ["fire stopping", "stopping", "riser"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "flat-door-closer-removed",
        at: [12, 13],
        thing: ["door", "closer"],
        problem: ["taken off", "off"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "corridor-blocked",
        at: [15, 16],
        thing: ["pram", "bike", "corridor"],
        problem: ["block"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-nosing-split",
        at: [17],
        thing: ["nosing", "stair"],
        problem: ["split", "lift"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stair-walls-scuffed",
        at: [18],
        thing: ["wall", "graffiti"],
        problem: ["scuff", "graffiti"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing-pane-cracked",
        at: [20],
        thing: ["window", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "dry-riser-cap",
        at: [21],
        thing: ["riser", "inlet", "cap"],
        problem: ["missing"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ao06-maple-terrace-3c",
    half: "heldout",
    lines: [
      "Unit 3C, Maple Terrace, annual. Tenant's home, dog's shut in the bedroom.", // 0
      "Entry. Deadbolt works, chain's fine.", // 1
      "Kitchen.", // 2
      "Stove, back left burner won't light. Clicks, no flame.", // 3
      "No gas smell, it's just the igniter.", // 4
      "Sprayer hose leaking under the sink. Slow. Towel's catching it.", // 5
      "Fridge runs, cold. Fine.", // 6
      "Living room.", // 7
      "Outlet by the couch, dead. Breaker's on, so it's the outlet, or a loose wire.", // 8
      "Baseboard heater under the window, no heat at all, and it's the only heat in here.", // 9
      "That's today, it's supposed to hit twenty tonight.", // 10
      "Hall closet, smoke and CO combo, tested, both good.", // 11
      "Bathroom.", // 12
      "Tub drain slow. Hair, probably. Low.", // 13
      "Caulk round the tub's cracked and peeling.", // 14
      "Mirror's desilvering along the bottom edge, cosmetic.", // 15
      "Bedroom, tenant says skip it because of the dog. Fine, next visit.", // 16
      "Actually, quick look from the door. Window, the sash lock's broken, won't turn.", // 17
      "Third floor, nobody's climbing in. Medium.", // 18
      "Back at the entry. Door viewer's missing, just a hole in the door.", // 19
      "Okay, that's 3C. Moving to 3D.", // 20
    ],
    findings: [
      {
        id: "burner-wont-light",
        at: [3, 4],
        thing: ["burner", "stove", "igniter"],
        problem: ["light", "flame"],
        priority: "MEDIUM",
      },
      {
        id: "sprayer-hose-leak",
        at: [5],
        thing: ["sprayer", "hose", "sink"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
      { id: "outlet-dead", at: [8], thing: ["outlet"], problem: ["dead"], priority: "MEDIUM" },
      {
        id: "baseboard-heater-dead",
        at: [9, 10],
        thing: ["heater", "baseboard"],
        problem: ["no heat", "heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "tub-drain-slow",
        at: [13],
        thing: ["tub", "drain"],
        problem: ["slow"],
        priority: "LOW",
      },
      {
        id: "tub-caulk-cracked",
        at: [14],
        thing: ["caulk", "tub"],
        problem: ["crack", "peel"],
        priority: "MEDIUM",
      },
      {
        id: "mirror-desilvering",
        at: [15],
        thing: ["mirror"],
        problem: ["desilver"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sash-lock-broken",
        at: [17, 18],
        thing: ["window", "sash", "lock"],
        problem: ["broken", "turn"],
        priority: "MEDIUM",
      },
      {
        id: "door-viewer-missing",
        at: [19],
        thing: ["viewer", "door"],
        problem: ["missing", "hole"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ao07-foundry-yard-office",
    half: "tune",
    lines: [
      "Unit 5, Foundry Yard. Small office, eight desks. Office manager's Gary, he's about.", // 0
      "Reception. Fine.", // 1
      "Point one. Consumer unit in the cupboard, RCD trips when they run the kettle and the fan heater together.", // 2
      "Could be the heater. Sparky to test it, this week.", // 3
      "Boxes were stacked against the CU. Told him, he's moved them. Fine now.", // 4
      "Main office.", // 5
      "Ceiling light, row two, flickering. Tube or the driver.", // 6
      "Blind on the end window, cord's snapped. Low.", // 7
      "Floor box by Gary's desk, lid missing, cables out across the walkway. That's a trip, urgent.", // 8
      "Carpet tiles, coffee stain by the printer, cosmetic.", // 9
      "Radiators on, warm. TRVs all turn.", // 10
      "Kitchenette.", // 11
      "Kettle's theirs. Fridge, theirs.", // 12
      "Sink. Hot tap runs cold. Water heater under the sink, light's off, not doing anything.", // 13
      "Point four, sorry, five. Fire exit at the back.", // 14
      "Push bar on the fire exit's stiff, takes two goes to open. Urgent.", // 15
      "Outside it, pallets stacked against the wall, not the door, door's clear.", // 16
      "WC. Only one in the unit.", // 17
      "Toilet won't flush, handle just flops. Only toilet, so today.", // 18
      "Hand basin's fine. PIR on the light works.", // 19
      "Outside, car park. Security light over the door, PIR, stays on all day.", // 20
      "Gary's asking about the lease renewal, told him talk to Helen, not my department, and anyway the landlord's away till the twentieth.", // 21
      "Done. Sending the list over to Helen.", // 22
    ],
    findings: [
      {
        id: "rcd-tripping",
        at: [2, 3],
        thing: ["RCD", "consumer", "unit"],
        problem: ["trip"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-light-flicker",
        at: [6],
        thing: ["light", "tube"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "blind-cord-snapped",
        at: [7],
        thing: ["blind", "cord"],
        problem: ["snap"],
        priority: "LOW",
      },
      {
        id: "floor-box-cables",
        at: [8],
        thing: ["floor box", "box", "cable"],
        problem: ["lid", "missing", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "carpet-tile-stain",
        at: [9],
        thing: ["carpet", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "water-heater-off",
        at: [13],
        thing: ["water heater", "heater", "tap"],
        problem: ["cold", "off", "not doing"],
        priority: "MEDIUM",
      },
      {
        id: "fire-exit-push-bar",
        at: [15],
        thing: ["push bar", "bar", "fire exit", "exit"],
        problem: ["stiff"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "only-toilet-wont-flush",
        at: [18],
        thing: ["toilet", "handle"],
        problem: ["flush", "flop"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "security-light-stays-on",
        at: [20],
        thing: ["security light", "light", "PIR"],
        problem: ["stays on"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ao08-marlowe-close-void",
    half: "heldout",
    lines: [
      "Void inspection, 27 Marlowe Close. Three-bed semi. Keys back Friday.", // 0
      "Meters. Gas reading taken, electric reading taken.", // 1
      "Hall. Smoke alarm tested, fine.", // 2
      "Front door, UPVC, multipoint's not throwing. Handle goes up, hooks don't engage. Won't lock.", // 3
      "Gearbox, I'd say. Locksmith today, it's empty.", // 4
      "Lounge. Carpet, big burn mark by the hearth. Recharge the tenant, replace when convenient.", // 5
      "Gas fire's been capped, label's on it. Fine.", // 6
      "Kitchen. Hob, two rings not working. Electric one.", // 7
      "Cooker hood, grease everywhere, filter's solid. Cleaner's job, low.", // 8
      "Back door's fine, locks.", // 9
      "Upstairs. Landing. Loft hatch, no, that's fine, just stiff.", // 10
      "Bathroom. Shower, no hot water. Triton, isolator's on, nothing. Needs sorting before the re-let.", // 11
      "Pull cord clicks, neon doesn't come on.", // 12
      "Toilet seat, hinge snapped. Low.", // 13
      "Bedroom one, damp patch under the window. Wet to the touch, meter's reading high.", // 14
      "Probably the sill, render's cracked outside, check from the garden.", // 15
      "Bedroom two. Wallpaper torn, crayon on the walls. Cosmetic, decorate before re-let.", // 16
      "Bedroom three. Window handle's come off in my hand.", // 17
      "Scratch that, it's the screw, it's stripped. Needs a new one.", // 18
      "Garden. Fence panel down, middle one on the left. Posts rotten.", // 19
      "Shed's the tenant's, they're coming back for it. Not ours.", // 20
      "Right, works order to Sean.", // 21
    ],
    findings: [
      {
        id: "front-door-multipoint",
        at: [3, 4],
        thing: ["front door", "door", "multipoint"],
        problem: ["not throwing", "lock", "engage"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lounge-carpet-burn",
        at: [5],
        thing: ["carpet"],
        problem: ["burn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hob-rings-dead",
        at: [7],
        thing: ["hob", "ring"],
        problem: ["not working"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-hood-grease",
        at: [8],
        thing: ["hood", "filter"],
        problem: ["grease"],
        priority: "LOW",
      },
      {
        id: "shower-no-hot-water",
        at: [11, 12],
        thing: ["shower", "Triton"],
        problem: ["no hot", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat-hinge",
        at: [13],
        thing: ["toilet", "seat", "hinge"],
        problem: ["snap"],
        priority: "LOW",
      },
      { id: "bedroom-damp", at: [14, 15], thing: ["damp"], priority: "MEDIUM" },
      {
        id: "wallpaper-torn",
        at: [16],
        thing: ["wallpaper", "wall", "crayon"],
        problem: ["torn", "crayon"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-handle-off",
        at: [17, 18],
        thing: ["window", "handle"],
        problem: ["come off", "off", "stripped"],
        priority: "MEDIUM",
      },
      {
        id: "fence-panel-down",
        at: [19],
        thing: ["fence", "panel", "post"],
        problem: ["down", "rotten"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ao09-orchard-street-duplex",
    half: "tune",
    lines: [
      "Duplex, 88 Orchard Street, both sides. Starting with A. Tenant's at work.", // 0
      "A side, front porch.", // 1
      "Porch step, bottom tread, rotted through at the nose. Somebody's going to go through it. Urgent.", // 2
      "Porch light works.", // 3
      "Living room. Window by the porch, first floor, lock's missing entirely, just screw holes.", // 4
      "Anybody on the porch could open that. Today.", // 5
      "Kitchen. Sink, no leaks. Disposal fine.", // 6
      "Point three. Outlet by the sink isn't GFCI. Two-prong, ungrounded, right by the water.", // 7
      "Basement.", // 8
      "Furnace filter's filthy, change it. Low.", // 9
      "Otherwise furnace fired up, heat's coming through. Good.", // 10
      "Water heater flue, pipe's come apart at the joint by the chimney. CO risk, that's today.", // 11
      "CO detector down here? None. Needs one.", // 12
      "Sump pump, poured a bucket in, kicked on. Fine.", // 13
      "Right, B side now. Tenant's home, Mr. Ortiz.", // 14
      "B side kitchen. Faucet's loose at the base, wobbles.", // 15
      "Ceiling in the kitchen, brown ring under the bathroom. Still wet.", // 16
      "Upstairs bath. Toilet supply line dripping at the valve.", // 17
      "That's what's coming through downstairs. Shut-off's seized too, couldn't stop it.", // 18
      "Bedroom. Smoke detector, tested, loud. Good.", // 19
      "Bedroom door, hollow core, hole punched in it. Cosmetic, more or less, next visit.", // 20
      "Okay, Orchard's done, both sides.", // 21
    ],
    findings: [
      {
        id: "porch-step-rotted",
        at: [2],
        thing: ["step", "tread", "porch"],
        problem: ["rot"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "window-lock-missing",
        at: [4, 5],
        thing: ["window", "lock"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "outlet-no-gfci",
        at: [7],
        thing: ["outlet", "GFCI"],
        problem: ["ungrounded", "prong", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "furnace-filter",
        at: [9],
        thing: ["filter", "furnace"],
        problem: ["filth"],
        priority: "LOW",
      },
      {
        id: "water-heater-flue",
        at: [11],
        thing: ["flue", "pipe", "water heater"],
        problem: ["come apart", "apart", "joint"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "basement-no-co-detector",
        at: [12],
        thing: ["CO", "detector"],
        problem: ["none", "needs"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "faucet-loose",
        at: [15],
        thing: ["faucet"],
        problem: ["loose", "wobble"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-ceiling-wet",
        at: [16],
        thing: ["ceiling", "ring"],
        problem: ["wet", "ring", "brown"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "toilet-supply-drip",
        at: [17, 18],
        thing: ["supply", "toilet", "valve"],
        problem: ["drip", "seized"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-door-hole",
        at: [20],
        thing: ["door"],
        problem: ["hole", "punch"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ao10-elgin-mews-basement",
    half: "heldout",
    lines: [
      "Basement flat, 3 Elgin Mews, plus the plant room for the block. Meeting Dev the caretaker down there.", // 0
      "Flat first. Tenant's in, Miss Adeyemi.", // 1
      "Entrance, down the area steps. Handrail on the area steps, missing, just the fixings left.", // 2
      "Steps themselves are slippy, moss on them. Get them cleaned, not urgent.", // 3
      "Front door. Lock's fine, she had it changed, we've got the new key.", // 4
      "Front bedroom. Window onto the lightwell, one of the bars is loose in the frame. Could pull it out.", // 5
      "Damp on the party wall, tide mark about a foot up. Dry today though.", // 6
      "Bathroom. Point two. Extractor runs but it's loud, rattles.", // 7
      "Shower pump, the Salamander, fine, she says fine.", // 8
      "Kitchen. Boiler's in here, combi, no CO alarm. Oh, no, there it is, on top of the unit. Tested. Fine.", // 9
      "Washing machine's hers, bit of a leak off the door seal, told her, her problem.", // 10
      "Light switch by the back door, cover cracked, wires showing.", // 11
      "Isolated it at the board, taped it. Still needs an electrician today.", // 12
      "Out through the back, plant room's under the steps.", // 13
      "Plant room. Point one. Booster pump, pressure gauge is dead, reading zero.", // 14
      "Flats upstairs are getting water, so it's just the gauge.", // 15
      "Water pooling under the expansion vessel, weeping from the valve.", // 16
      "And it's running towards the pump isolator on the wall. Urgent.", // 17
      "Plant room door, fire door, closer doesn't pull it the last bit, stays ajar.", // 18
      "Dev's lost the log book, long story, the last caretaker had it in his van when he left and, you know, so that's gone. Not a repair.", // 19
      "Bulkhead light in here, lens cracked. Low.", // 20
      "Pipe lagging fine, no leaks on the flow and return.", // 21
      "Done. Dev's got the list.", // 22
    ],
    findings: [
      {
        id: "area-steps-handrail-missing",
        at: [2],
        thing: ["handrail", "rail"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "area-steps-moss",
        at: [3],
        thing: ["steps", "moss"],
        problem: ["slip", "moss"],
        priority: "LOW",
      },
      {
        id: "lightwell-bar-loose",
        at: [5],
        thing: ["bar", "window"],
        problem: ["loose", "pull"],
        priority: "HIGH",
        kind: "security",
      },
      { id: "party-wall-damp", at: [6], thing: ["damp", "tide mark"], priority: "MEDIUM" },
      {
        id: "extractor-rattles",
        at: [7],
        thing: ["extractor", "fan"],
        problem: ["loud", "rattle"],
        priority: "MEDIUM",
      },
      {
        id: "switch-wires-exposed",
        at: [11, 12],
        thing: ["switch", "light switch", "cover"],
        problem: ["crack", "wires", "showing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "booster-gauge-dead",
        at: [14, 15],
        thing: ["gauge", "pump"],
        problem: ["dead", "zero"],
        priority: "MEDIUM",
      },
      {
        id: "expansion-vessel-leak",
        at: [16, 17],
        thing: ["expansion", "vessel", "valve", "water"],
        problem: ["pool", "weep"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "plant-room-fire-door",
        at: [18],
        thing: ["door", "closer"],
        problem: ["ajar", "last bit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bulkhead-lens-cracked",
        at: [20],
        thing: ["bulkhead", "lens", "light"],
        problem: ["crack"],
        priority: "LOW",
      },
    ],
  },
];
