// Blind walkthroughs, set meaning-24 (written without seeing the extractor).
// UK holiday parks, static caravans and lodges, and student halls; site managers and hall wardens on their rounds.
import type { Walkthrough } from "./types";

export const MEANING24_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "w01-static-caravan-plot",
    half: "tune",
    lines: [
      "Right, this is plot fourteen, the Willerby Westmorland, owners are away till Easter.", // 0
      "Steps up to the door, the handrail's come loose at the bottom, it moves when you put your weight on it.", // 1
      "Someone's going to go over on that, get it fixed today.", // 2
      "Door locks fine, key turns nice and smooth.", // 3
      "In the lounge the carpet's worn right through by the patio doors.", // 4
      "Not urgent, do it next time it's between lets.", // 5
      "Gas fire, I can smell gas faintly when I crouch down by it.", // 6
      "I'm capping that off now and ringing the Gas Safe lad, nobody uses it till he's been.", // 7
      "Kitchen, the mixer tap drips, probably just wants a new cartridge.", // 8
      "Fridge is cold, oven's working fine.", // 9
      "Smoke alarm in the hallway, pressed the test button and it doesn't sound.", // 10
      "Could be the battery but it's ten years old, so swap the whole unit.", // 11
      "Main bedroom, bit of black mould on the window seal, corner by the wardrobe.", // 12
      "No sign of damp on the ceiling though.", // 13
      "Second bedroom's fine, twin beds made up.", // 14
      "Shower room, the toilet won't flush, the handle just flops.", // 15
      "It's the only loo in the van so that's a today job.", // 16
      "Outside round the back, the skirting panel's been kicked in, probably kids.", // 17
      "And the chain on the gas bottles is missing, they're just standing loose, sort that this week.", // 18
      "Right, moving on to fifteen.", // 19
    ],
    findings: [
      {
        id: "step-handrail-loose",
        at: [1, 2],
        thing: ["handrail", "rail", "step", "steps"],
        problem: ["loose", "moves", "moving", "wobbl", "unstable", "unsecure", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lounge-carpet-worn",
        at: [4, 5],
        thing: ["carpet", "flooring"],
        problem: ["worn", "wear", "threadbare", "bald"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gas-fire-smell",
        at: [6, 7],
        thing: ["gas", "fire", "heater"],
        problem: ["smell", "leak", "odour", "escape"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-tap-drip",
        at: [8],
        thing: ["tap", "mixer", "faucet"],
        problem: ["drip", "leak", "cartridge", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "hall-smoke-alarm",
        at: [10, 11],
        thing: ["smoke", "alarm", "detector"],
        problem: ["sound", "not", "fail", "faulty", "dead", "battery", "replace", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      { id: "bedroom-mould", at: [12], thing: ["mould", "mold"], priority: "MEDIUM" },
      {
        id: "toilet-wont-flush",
        at: [15, 16],
        thing: ["toilet", "loo", "wc", "flush"],
        problem: ["flush", "handle", "broken", "not", "fail"],
        priority: "HIGH",
      },
      {
        id: "skirting-kicked-in",
        at: [17],
        thing: ["skirting", "panel"],
        problem: ["kicked", "damage", "broken", "dent", "smashed"],
        priority: "MEDIUM",
      },
      {
        id: "gas-bottle-chain",
        at: [18],
        thing: ["gas", "bottle", "cylinder", "chain"],
        problem: ["chain", "missing", "loose", "unsecured", "secure"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "w02-halls-cluster-flat",
    half: "heldout",
    lines: [
      "Block C, flat three, six-bed cluster, doing the weekly walk with Dan.", // 0
      "Front door to the flat, the closer's been disconnected, the arm's just hanging off.", // 1
      "So it won't close on its own, and that's a fire door, needs doing today.", // 2
      "Corridor, the fire extinguisher's gone missing off the bracket by the kitchen.", // 3
      "Kitchen door's wedged open with a bin again, and someone's screwed a hook into the frame to hold it back.", // 4
      "Hook wants taking off today, that door has to shut.", // 5
      "Shared kitchen, hob's fine, all four rings come on.", // 6
      "The extractor over the hob doesn't work, switch does nothing.", // 7
      "Sink's slow, doesn't drain properly, full of pasta probably.", // 8
      "Burn mark on the worktop by the kettle, cosmetic, leave it for the summer.", // 9
      "Dan, can you grab the fob log off the door panel later.", // 10
      "Bedroom four, student's in, says her window restrictor's broken and it opens right out.", // 11
      "We're on the fourth floor, so that's urgent.", // 12
      "Her en-suite's okay, shower running hot, no leaks.", // 13
      "Bedroom five, the double socket by the desk is scorched and the plug in it was warm.", // 14
      "Told him not to use it, I'm isolating that now.", // 15
      "Bedroom six, the door's got a big scuff and a dent where a chair's gone into it.", // 16
      "Out on the landing the emergency light's not lit, the little green LED is off.", // 17
      "Carpet tiles lifting at the top of the stairs, someone's going to catch a foot.", // 18
      "Okay, that's flat three done.", // 19
    ],
    findings: [
      {
        id: "flat-door-closer",
        at: [1, 2],
        thing: ["closer", "door", "fire"],
        problem: ["disconnect", "close", "closing", "broken", "hanging", "detached"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extinguisher-missing",
        at: [3],
        thing: ["extinguisher", "fire"],
        problem: ["missing", "gone", "removed", "stolen"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-door-wedged",
        at: [4, 5],
        thing: ["door", "kitchen", "fire", "hook"],
        problem: ["wedged", "propped", "hook", "held", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extractor-not-working",
        at: [7],
        thing: ["extractor", "fan", "hood", "cooker"],
        problem: ["work", "not", "dead", "faulty", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-sink-slow",
        at: [8],
        thing: ["sink", "drain", "waste"],
        problem: ["slow", "drain", "block", "drainage"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-burn",
        at: [9],
        thing: ["worktop", "counter", "work"],
        problem: ["burn", "mark", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-restrictor",
        at: [11, 12],
        thing: ["window", "restrictor"],
        problem: ["restrictor", "broken", "open", "fail", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "socket-scorched",
        at: [14, 15],
        thing: ["socket", "plug", "outlet", "electric"],
        problem: ["scorch", "burn", "warm", "hot", "overheat", "isolat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-door-scuff",
        at: [16],
        thing: ["door"],
        problem: ["scuff", "dent", "mark", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "emergency-light-out",
        at: [17],
        thing: ["emergency", "light", "lighting"],
        problem: ["not", "out", "off", "lit", "fail", "faulty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-carpet-tiles",
        at: [18],
        thing: ["carpet", "tiles", "flooring", "stair"],
        problem: ["lifting", "loose", "trip", "raised"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "w03-lodge-changeover",
    half: "tune",
    lines: [
      "Lodge twelve, Kingfisher, changeover's Friday.", // 0
      "Hot tub, the strap on the cover's snapped, lid just sits on loose.", // 1
      "Kids on the next booking, so a new strap on before Friday.", // 2
      "Decking, two boards rotten by the steps, one's gone soft underfoot.", // 3
      "Cordon that bit off, somebody'll put a foot through it.", // 4
      "Inside, open-plan, all looks clean.", // 5
      "Woodburner, the glass in the door's cracked across the corner and the rope seal's perished.", // 6
      "Nobody lights that till the glass is sorted.", // 7
      "CO alarm next to it, tested, beeps fine.", // 8
      "Kitchen, dishwasher's leaking out the door, puddle all over the lino.", // 9
      "Under the sink it's dry, not leaking there.", // 10
      "Master bedroom, roller blind won't go up, the spring's gone.", // 11
      "Ensuite, the extractor's noisy, rattles like mad.", // 12
      "Twin room, scuffs on the wall behind the beds, touch up at the next deep clean.", // 13
      "Back door, the lock won't lock, key turns but the bolt doesn't throw.", // 14
      "Can't leave a lodge like that, locksmith today.", // 15
      "Outside tap's fine, lagged.", // 16
      "Gutter over the back door is full of leaves and overflowing when it rains.", // 17
      "Not urgent, add it to the gutter round next month.", // 18
      "That's Kingfisher.", // 19
    ],
    findings: [
      {
        id: "hot-tub-cover-strap",
        at: [1, 2],
        thing: ["hot", "tub", "spa", "cover", "strap"],
        problem: ["snapped", "broken", "loose", "strap", "missing"],
        priority: "HIGH",
      },
      {
        id: "decking-rotten",
        at: [3, 4],
        thing: ["decking", "deck", "boards", "board"],
        problem: ["rotten", "rot", "soft", "decay"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stove-glass-cracked",
        at: [6, 7],
        thing: ["woodburner", "stove", "burner", "glass"],
        problem: ["cracked", "crack", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stove-rope-seal",
        at: [6],
        thing: ["rope", "seal", "woodburner", "stove"],
        problem: ["perished", "worn", "seal", "rope", "damaged"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-leak",
        at: [9],
        thing: ["dishwasher"],
        problem: ["leak", "puddle", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "roller-blind",
        at: [11],
        thing: ["blind", "roller"],
        problem: ["spring", "broken", "won't", "not", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "ensuite-extractor-noisy",
        at: [12],
        thing: ["extractor", "fan"],
        problem: ["noisy", "noise", "rattl"],
        priority: "MEDIUM",
      },
      {
        id: "twin-wall-scuffs",
        at: [13],
        thing: ["wall", "walls", "paint", "decoration"],
        problem: ["scuff", "marks", "touch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-lock",
        at: [14, 15],
        thing: ["door", "lock", "bolt"],
        problem: ["lock", "throw", "fail", "faulty", "broken", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "gutter-overflowing",
        at: [17, 18],
        thing: ["gutter", "guttering"],
        problem: ["overflow", "blocked", "leaves", "full", "clear"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "w04-halls-laundry-basement",
    half: "heldout",
    lines: [
      "So this is the laundry in the basement of Cavendish Hall, the Circuit machines.", // 0
      "Washer number three's got an out-of-order sign on it, the drum won't spin, it just fills and sits there.", // 1
      "Students have logged it with Circuit apparently, but I'll chase it.", // 2
      "Dryer four, no, sorry, dryer five, the lint filter housing's cracked and there's fluff packed all round the back.", // 3
      "That's a fire risk, take it out of use today.", // 4
      "The floor by the washers is wet, water's coming out from behind machine two and running towards the socket bank on the wall.", // 5
      "I've put cones down and switched the spur off.", // 6
      "Lights all working, fire exit's clear.", // 7
      "Up the stairs, the handrail on the second flight has come away from the wall bracket.", // 8
      "Ground floor corridor, the fire door to the stairwell catches on the carpet and doesn't close fully.", // 9
      "Common room, TV's fine, sofas are tatty but that's furniture, not us.", // 10
      "Ceiling tile above the pool table is stained brown, looks old, it's dry to touch.", // 11
      "Keep an eye on it, it's not dripping.", // 12
      "Outside by the bike store, the maglock on the door isn't holding, I just pulled it open without a fob.", // 13
      "Three bikes went from there last term, so today please.", // 14
      "Bin area, one of the big Eurobins has a wheel missing and it's leaning over.", // 15
      "Bit of graffiti on the bin store wall, low priority.", // 16
      "Meter readings done for the plant room, I'll email them over.", // 17
      "That's Cavendish.", // 18
    ],
    findings: [
      {
        id: "washer-wont-spin",
        at: [1, 2],
        thing: ["washer", "washing", "machine", "drum"],
        problem: ["spin", "order", "broken", "fault", "not"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-lint-fire",
        at: [3, 4],
        thing: ["dryer", "drier", "lint", "filter"],
        problem: ["cracked", "fluff", "lint", "fire", "blocked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "water-near-sockets",
        at: [5, 6],
        thing: ["water", "leak", "machine", "floor", "socket"],
        problem: ["leak", "wet", "water", "socket", "electric"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stair-handrail",
        at: [8],
        thing: ["handrail", "rail", "banister", "stair"],
        problem: ["away", "loose", "detached", "bracket"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stairwell-fire-door",
        at: [9],
        thing: ["fire", "door"],
        problem: ["close", "closing", "catch", "sticking", "drag"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-tile-stain",
        at: [11, 12],
        thing: ["ceiling", "tile"],
        problem: ["stain", "brown", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bike-store-maglock",
        at: [13, 14],
        thing: ["bike", "store", "door", "maglock", "lock"],
        problem: ["holding", "lock", "fail", "insecure", "secure", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "eurobin-wheel",
        at: [15],
        thing: ["eurobin", "bin", "wheel"],
        problem: ["wheel", "missing", "leaning", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-graffiti",
        at: [16],
        thing: ["graffiti", "wall", "bin"],
        problem: ["graffiti", "vandal"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "w05-touring-amenity-block",
    half: "tune",
    lines: [
      "Amenity block on the touring field, morning check.", // 0
      "Gents, cubicle two won't flush, the cistern's not filling.", // 1
      "Stick a sign on it, the plumber can do it when he's in Thursday.", // 2
      "Showers, number one's running hot, number two's fine.", // 3
      "Number three though, the Mira unit, doesn't heat up at all, stone cold.", // 4
      "Hand dryer by the door is buzzing and the casing's hot to touch.", // 5
      "Isolate that, Gary, it's on the fused spur behind the mirror.", // 6
      "Ladies, the floor tiles are cracked by the drain, two loose ones.", // 7
      "Not a trip yet, just book it in.", // 8
      "Disabled loo, the grab rail by the toilet is loose in the wall, it pulls out a good half inch.", // 9
      "Baby change unit's fine, strap works.", // 10
      "Washing-up area outside, the tap on the end sink is dripping constantly.", // 11
      "Chemical disposal point, the flush valve's stuck on, water just running away.", // 12
      "Gary, did you get the Calor order in?", // 13
      "Yeah, fine, moving on.", // 14
      "Round the side by the gas compound, the padlock on the cage is broken, anyone can get at the bottles.", // 15
      "That wants a new lock on it today.", // 16
      "Paint's flaking off the fascia boards on the block, that's a winter job.", // 17
      "Path lights on the timer are all working.", // 18
    ],
    findings: [
      {
        id: "gents-toilet-flush",
        at: [1, 2],
        thing: ["toilet", "cubicle", "cistern", "wc", "flush"],
        problem: ["flush", "filling", "fill", "not", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "shower-three-cold",
        at: [4],
        thing: ["shower", "mira"],
        problem: ["heat", "cold", "hot", "not", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "hand-dryer-hot",
        at: [5, 6],
        thing: ["hand", "dryer", "drier"],
        problem: ["buzz", "hot", "overheat", "isolat", "electric"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ladies-floor-tiles",
        at: [7, 8],
        thing: ["floor", "tiles", "tile"],
        problem: ["cracked", "crack", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "disabled-grab-rail",
        at: [9],
        thing: ["grab", "rail", "handrail"],
        problem: ["loose", "pulls", "unsecure", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "washing-up-tap",
        at: [11],
        thing: ["tap", "faucet", "sink"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "chemical-disposal-valve",
        at: [12],
        thing: ["chemical", "disposal", "flush", "valve", "elsan"],
        problem: ["stuck", "running", "valve", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "gas-cage-padlock",
        at: [15, 16],
        thing: ["padlock", "lock", "cage", "gas", "compound"],
        problem: ["broken", "lock", "insecure", "secure", "unsecured"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fascia-paint-flaking",
        at: [17],
        thing: ["fascia", "fascias", "paint", "boards"],
        problem: ["flaking", "peeling", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "w06-halls-summer-voids",
    half: "heldout",
    lines: [
      "Summer voids, Riverside Court, corridor F, ground floor, rooms F1 to F8.", // 0
      "F1's fine, empty, clean, nothing to report.", // 1
      "F2, the mattress protector's gone but that's housekeeping.", // 2
      "The en-suite pod in F2, the silicone round the shower tray is black and coming away.", // 3
      "Water's getting under it, there's a wet patch on the plant room ceiling below, I checked on my way in.", // 4
      "F3, the heater's a Dimplex panel, doesn't come on at all, no light on the thermostat.", // 5
      "No rush in July, but it has to work before September.", // 6
      "F4, the wardrobe door's hanging off the top hinge.", // 7
      "F5, the window won't close properly, the handle spins and it doesn't catch.", // 8
      "Being ground floor it can't be left like that overnight.", // 9
      "F6, chipped paint on the door frame and blu-tack marks everywhere, decs at the end of summer.", // 10
      "F7, there's a burning smell near the light switch, and the switch plate's gone brown round the edge.", // 11
      "I've turned the breaker off for that room, sparky today.", // 12
      "F8, all good, no sign of damp, no cracks that I can see.", // 13
      "Corridor kitchen, the fridge freezer isn't cold, thermometer says fourteen degrees.", // 14
      "Fire blanket's missing off the wall as well.", // 15
      "And the fire door into the kitchen has its intumescent strip hanging off the edge.", // 16
      "Right, that's F done, lunch.", // 17
    ],
    findings: [
      {
        id: "shower-tray-silicone-leak",
        at: [3, 4],
        thing: ["silicone", "sealant", "shower", "tray", "seal"],
        problem: ["black", "away", "leak", "water", "perished", "failed", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "panel-heater-dead",
        at: [5, 6],
        thing: ["heater", "dimplex", "panel", "heating", "thermostat"],
        problem: ["not", "dead", "fail", "faulty", "work", "on"],
        priority: "MEDIUM",
      },
      {
        id: "wardrobe-door-hinge",
        at: [7],
        thing: ["wardrobe", "door", "hinge"],
        problem: ["hanging", "hinge", "broken", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "window-wont-close",
        at: [8, 9],
        thing: ["window", "handle"],
        problem: ["close", "catch", "spins", "secure", "insecure", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "door-frame-paint",
        at: [10],
        thing: ["door", "frame", "paint", "paintwork", "walls", "decoration"],
        problem: ["chipped", "chip", "marks", "blu"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "light-switch-burning",
        at: [11, 12],
        thing: ["light", "switch"],
        problem: ["burn", "smell", "brown", "scorch", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "fridge-freezer-warm",
        at: [14],
        thing: ["fridge", "freezer"],
        problem: ["cold", "warm", "not", "fail", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "fire-blanket-missing",
        at: [15],
        thing: ["fire", "blanket"],
        problem: ["missing", "gone", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-fire-door-strip",
        at: [16],
        thing: ["fire", "door", "intumescent", "strip", "seal"],
        problem: ["hanging", "strip", "damaged", "loose", "missing"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "w07-static-drain-down",
    half: "tune",
    lines: [
      "Plot C-seven, the ABI, doing the end-of-season drain-down before we shut the park.", // 0
      "Owner's on the phone, hang on, yeah Mrs Patel, we're in now.", // 1
      "Water's off at the stopcock under the van, drained down, all the taps left open.", // 2
      "Oh, the stopcock itself is weeping though, a little drip off the gland.", // 3
      "Not urgent, we'll swap it before the water goes back on in March.", // 4
      "One of the corner steadies has sunk into the ground, the van's dropped on that corner.", // 5
      "The door's sticking because of it, I had to shoulder it open.", // 6
      "Underneath there's a rat run through the insulation, droppings everywhere.", // 7
      "Inside, the bay window in the lounge has gone misty between the panes.", // 8
      "She says just get a quote for that, no rush.", // 9
      "Kitchen, bit of condensation mould on the ceiling above the cooker, wipe it and treat it.", // 10
      "The lino's lifting at the join by the back door, you could catch a toe on it.", // 11
      "Bathroom, the toilet seat's cracked, it's a cheap one anyway.", // 12
      "The CO alarm, no, sorry, it's the smoke alarm, it's chirping, low battery.", // 13
      "I'll pop a new nine volt in it before we leave.", // 14
      "Bedrooms fine, no damp, curtains all there.", // 15
      "Outside, the gutter on the roadside is hanging down at one end, the bracket's snapped.", // 16
      "And the veranda gate doesn't catch, it just swings in the wind.", // 17
      "Right, Mrs Patel, I'll send you the list, ta-ra.", // 18
    ],
    findings: [
      {
        id: "stopcock-weeping",
        at: [3, 4],
        thing: ["stopcock", "stop", "valve", "gland"],
        problem: ["weep", "drip", "leak", "gland"],
        priority: "MEDIUM",
      },
      {
        id: "corner-steady-sunk",
        at: [5, 6],
        thing: ["steady", "steadies", "corner", "chassis", "van", "level", "door"],
        problem: ["sunk", "sinking", "dropped", "level", "sticking", "subsid"],
        priority: "MEDIUM",
      },
      {
        id: "rats-under-van",
        at: [7],
        thing: ["rat", "rats", "rodent", "vermin", "droppings", "pest"],
        priority: "MEDIUM",
      },
      {
        id: "bay-window-misted",
        at: [8, 9],
        thing: ["window", "bay", "glazing", "unit", "panes"],
        problem: ["misty", "misted", "blown", "condensation", "seal"],
        priority: "LOW",
      },
      {
        id: "kitchen-ceiling-mould",
        at: [10],
        thing: ["mould", "mold", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "lino-lifting",
        at: [11],
        thing: ["lino", "vinyl", "flooring", "floor", "join"],
        problem: ["lifting", "lifted", "trip", "loose", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "toilet-seat-cracked",
        at: [12],
        thing: ["toilet", "seat", "loo"],
        problem: ["cracked", "crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm-battery",
        at: [13, 14],
        thing: ["smoke", "alarm", "detector"],
        problem: ["chirp", "battery", "low", "beep"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "roadside-gutter",
        at: [16],
        thing: ["gutter", "guttering", "bracket"],
        problem: ["hanging", "snapped", "bracket", "broken", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "veranda-gate-latch",
        at: [17],
        thing: ["gate", "veranda", "latch"],
        problem: ["catch", "latch", "swing", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "w08-halls-helpdesk-calls",
    half: "heldout",
    lines: [
      "Evening round, Parkside, block two, flat twelve, jobs off the helpdesk.", // 0
      "No hot water in the whole flat since this morning, all the showers are cold.", // 1
      "Checked the cylinder cupboard, the immersion's tripped and won't reset.", // 2
      "Kitchen ceiling's dripping round the light fitting, coming from the flat above.", // 3
      "Bucket under it and I've killed the lighting circuit.", // 4
      "Went up to sixteen, the washing machine hose had popped off, that was the source.", // 5
      "Hose pushed back on and clipped, not leaking any more.", // 6
      "Back in twelve, toast has set the smoke detector off twice so they've taken the head off the ceiling.", // 7
      "Head was on the side, I've put it back but the base is cracked, so it needs a new one.", // 8
      "The glass in the oven door has come loose in the frame, it rattles.", // 9
      "One of the cupboard doors is off its hinge, they've put it on top of the fridge.", // 10
      "Lounge, sofa's fine, table's fine.", // 11
      "The wall by the TV has a fist-sized hole in the plasterboard.", // 12
      "Recharge that one to the flat.", // 13
      "Bedroom twelve-C, the lock on the door's loose, the whole barrel turns in the door.", // 14
      "She can't lock her room, so that's tonight.", // 15
      "Fire door at the flat entrance is fine, closes and latches.", // 16
      "Corridor carpet has a coffee stain right along it, cosmetic, the cleaners can shampoo it.", // 17
      "That's twelve done, back to reception.", // 18
    ],
    findings: [
      {
        id: "no-hot-water",
        at: [1, 2],
        thing: ["hot", "water", "immersion", "shower", "showers"],
        problem: ["no", "cold", "tripped", "reset", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "ceiling-leak-light",
        at: [3, 4, 5],
        thing: ["ceiling", "light", "leak", "water"],
        problem: ["drip", "leak", "water", "hose"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "smoke-detector-removed",
        at: [7, 8],
        thing: ["smoke", "detector", "alarm", "head"],
        problem: ["removed", "off", "cracked", "broken", "missing", "taken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "oven-door-glass",
        at: [9],
        thing: ["oven", "door", "glass"],
        problem: ["loose", "rattl", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "cupboard-door-off",
        at: [10],
        thing: ["cupboard", "door", "hinge", "kitchen"],
        problem: ["off", "hinge", "broken", "detached"],
        priority: "MEDIUM",
      },
      {
        id: "plasterboard-hole",
        at: [12, 13],
        thing: ["wall", "plasterboard", "plaster"],
        problem: ["hole", "damage", "damaged", "punched"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-lock-loose",
        at: [14, 15],
        thing: ["lock", "door", "barrel", "cylinder"],
        problem: ["loose", "turns", "lock", "secure", "fail", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "corridor-carpet-stain",
        at: [17],
        thing: ["carpet", "corridor"],
        problem: ["stain", "mark", "shampoo", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "w09-park-grounds-round",
    half: "tune",
    lines: [
      "Monday round with Kev, starting at reception and working down to the lake lodges.", // 0
      "Reception's fine, automatic doors working.", // 1
      "Car park, there's a pothole by the barrier, a proper deep one, and the paint on the speed bump has worn off so nobody sees it.", // 2
      "That hole will have someone's ankle in the dark, fill it today.", // 3
      "Play park, the safety surface under the swings has split and it's coming up in a flap.", // 4
      "And a chain on the baby swing has a twisted link, I've tied it up out of use.", // 5
      "Kev, have you got the key for the pool plant room?", // 6
      "Pool plant room, the chlorine dosing pump is showing an alarm, reading's low.", // 7
      "Pool's shut till May, so the contractor can look at it on his next visit.", // 8
      "Emergency exit from the pool hall, the push bar doesn't open the door, it's jammed solid.", // 9
      "Someone's stacked sun loungers against the outside of it as well.", // 10
      "Lake lodges, Heron, hot tub's fine, cover's locked.", // 11
      "Osprey, the outside light by the door is full of water and flickering.", // 12
      "Kev, turn that off at the board on your way past.", // 13
      "Path down to the jetty, the timber edging's rotted and one of the slabs is rocking.", // 14
      "Not too bad, just book it in.", // 15
      "Lifebuoy by the jetty is missing from its post.", // 16
      "Jetty itself looks solid, no rotten boards that I can see.", // 17
      "Bench by the lake has a broken slat and needs a coat of stain, end of season.", // 18
      "Right, brew.", // 19
    ],
    findings: [
      {
        id: "car-park-pothole",
        at: [2, 3],
        thing: ["pothole", "hole", "car", "tarmac", "road"],
        problem: ["pothole", "hole", "deep", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "speed-bump-paint",
        at: [2],
        thing: ["speed", "bump", "hump", "ramp"],
        problem: ["paint", "worn", "marking", "visible"],
        priority: "MEDIUM",
      },
      {
        id: "play-safety-surface",
        at: [4],
        thing: ["safety", "surface", "surfacing", "play", "swings"],
        problem: ["split", "coming", "lifting", "trip", "damaged"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "swing-chain-link",
        at: [5],
        thing: ["swing", "chain", "link"],
        problem: ["twisted", "damaged", "broken", "out", "link"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "chlorine-dosing-pump",
        at: [7, 8],
        thing: ["chlorine", "dosing", "pump", "pool"],
        problem: ["alarm", "low", "fault", "reading"],
        priority: "MEDIUM",
      },
      {
        id: "pool-emergency-exit",
        at: [9, 10],
        thing: ["emergency", "exit", "fire", "door", "push", "bar"],
        problem: ["jammed", "open", "blocked", "stacked", "stuck"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "outside-light-water",
        at: [12, 13],
        thing: ["light", "lamp", "fitting", "external", "outside"],
        problem: ["water", "flicker", "wet", "electric"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "jetty-path-slab",
        at: [14, 15],
        thing: ["path", "slab", "paving", "edging", "timber"],
        problem: ["rocking", "rotted", "rot", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "lifebuoy-missing",
        at: [16],
        thing: ["lifebuoy", "buoy", "ring", "life"],
        problem: ["missing", "gone", "stolen"],
        priority: "HIGH",
      },
      {
        id: "lake-bench",
        at: [18],
        thing: ["bench", "seat", "slat"],
        problem: ["broken", "slat", "stain", "treat"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "w10-victorian-hall-end-of-term",
    half: "heldout",
    lines: [
      "Okay, Elm House, the old Victorian one, twelve students, end of term inspection with Priya.", // 0
      "Front door, the entry phone doesn't buzz up to the top floor rooms, the bottom ones are fine.", // 1
      "Hallway, the fire alarm panel's showing a fault on zone three, yellow light.", // 2
      "Ring Chubb this morning, we can't run the building on a fault.", // 3
      "Stairs, the balustrade on the first landing wobbles and one of the spindles is missing altogether.", // 4
      "A kid could get a leg through that gap, it's urgent.", // 5
      "Kitchen one, gas hob, the front left ring won't light, just clicks.", // 6
      "No smell of gas, I checked.", // 7
      "The boiler's a Worcester, it's on and the radiators are warm.", // 8
      "Kitchen two, the washing machine, sorry, the dishwasher, trips the electrics whenever it goes on to heat.", // 9
      "Nobody uses it till the engineer's been, I've taped the plug.", // 10
      "Upstairs bathroom, the bath panel's cracked and the grout round the tiles has gone grey and mouldy.", // 11
      "The loo up there flushes fine.", // 12
      "Top floor, the sash window in room eleven has been painted shut, won't open at all.", // 13
      "Room twelve, there's a brown water stain spreading on the ceiling under the roof, and it's damp to the touch.", // 14
      "Priya, can you get a roofer up there, it's been raining all weekend and it's coming through.", // 15
      "Looked in through the loft hatch and I can see daylight round a slipped slate.", // 16
      "Back at the front door on the way out, the step's chipped at the nosing, just cosmetic.", // 17
      "Done, let's do the meter readings and go.", // 18
    ],
    findings: [
      {
        id: "entry-phone-top-floor",
        at: [1],
        thing: ["entry", "phone", "intercom", "door", "buzzer"],
        problem: ["buzz", "not", "fault", "work"],
        priority: "MEDIUM",
      },
      {
        id: "fire-panel-fault",
        at: [2, 3],
        thing: ["fire", "alarm", "panel"],
        problem: ["fault", "zone", "light"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "balustrade-spindle",
        at: [4, 5],
        thing: ["balustrade", "spindle", "banister", "stair", "handrail"],
        problem: ["wobbl", "missing", "loose", "gap", "unstable"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "hob-ring-wont-light",
        at: [6],
        thing: ["hob", "ring", "burner", "gas"],
        problem: ["light", "ignit", "clicks", "not"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-trips",
        at: [9, 10],
        thing: ["dishwasher", "electrics", "electric"],
        problem: ["trips", "tripping", "fault", "electric"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-panel-cracked",
        at: [11],
        thing: ["bath", "panel"],
        problem: ["cracked", "crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-grout-mould",
        at: [11],
        thing: ["grout", "mould", "tiles", "mouldy"],
        problem: ["mould", "mouldy", "grey", "black"],
        priority: "MEDIUM",
      },
      {
        id: "sash-painted-shut",
        at: [13],
        thing: ["sash", "window"],
        problem: ["painted", "shut", "stuck", "open", "seized"],
        priority: "MEDIUM",
      },
      {
        id: "roof-leak-room-twelve",
        at: [14, 15, 16],
        thing: ["roof", "ceiling", "slate", "leak", "water"],
        problem: ["stain", "damp", "leak", "slipped", "coming", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "front-step-chipped",
        at: [17],
        thing: ["step", "nosing", "front"],
        problem: ["chipped", "chip", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
