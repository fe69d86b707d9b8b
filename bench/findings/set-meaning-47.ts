// Blind walkthroughs, set meaning-47 (written without seeing the extractor).
// Holiday lets, serviced apartments and short-stay turnovers (UK, US, Spain/Portugal): changeover walks, hot tubs, pools, balconies, guest damage, checklists, guest calls.
import type { Walkthrough } from "./types";

export const MEANING47_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "av01-gull-cottage-changeover",
    half: "tune",
    lines: [
      "Okay, changeover at Gull Cottage, St Ives, Saturday the twelfth. Guests were out by ten.", // 0
      "Um, starting in the kitchen. Dishwasher's full of their plates, that's fine, I'll just run it.", // 1
      "The hob, the front left ring won't light. It clicks and clicks but nothing catches.", // 2
      "No smell of gas or anything, I think it's just the igniter on that one.", // 3
      "There's a red wine stain on the sofa cushion, the cream one, of course.", // 4
      "I'll try the spray on it but it's probably set in by now.", // 5
      "Right, heading upstairs.", // 6
      "Main bedroom, beds stripped. The bedside lamp on the left, no, the right side, the switch is cracked open and you can see the wires.", // 7
      "I've unplugged it and stuck it in the cupboard, don't want guests touching that.", // 8
      "Bathroom. Shower's running hot, good pressure, no drips.", // 9
      "Extractor fan doesn't come on with the light. Dead.", // 10
      "And there's a bit of black mould starting in the corner of the ceiling above the bath.", // 11
      "Needs treating before it spreads, next couple of weeks is fine.", // 12
      "Sorry, hang on, that's the owner. Hi Jan, yeah, all fine, yeah, I'll send the photos after.", // 13
      "Okay. Smoke alarm on the landing, tested it, works.", // 14
      "Out in the garden, the gate latch is broken, gate just swings open in the wind.", // 15
      "Needs sorting this week, there's a family with a dog in next.", // 16
      "Bins are out, recycling's done. That's me, finished by twelve.", // 17
    ],
    findings: [
      {
        id: "hob",
        at: [2, 3],
        thing: ["hob", "ring", "igniter"],
        problem: ["won't light", "clicks", "nothing catches"],
        priority: "MEDIUM",
      },
      {
        id: "stain",
        at: [4, 5],
        thing: ["sofa", "cushion"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lamp",
        at: [7, 8],
        thing: ["lamp", "switch", "wires"],
        problem: ["cracked", "see the wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "fan",
        at: [10],
        thing: ["extractor", "fan"],
        problem: ["doesn't come on", "dead"],
        priority: "MEDIUM",
      },
      { id: "mould", at: [11, 12], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "gate",
        at: [15, 16],
        thing: ["gate", "latch"],
        problem: ["broken", "swings open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "av02-kissimmee-pool-villa",
    half: "heldout",
    lines: [
      "Alright, this is the turnover at 2218 Sandpiper Lane, Kissimmee, Sunday.", // 0
      "Guests left early so I've got till four.", // 1
      "Starting out back at the pool. Water's clear, chlorine's reading fine.", // 2
      "The pool heater though, it's showing an error code and the water's cold.", // 3
      "E5 or something. Probably a sensor. I'll get the pool company out Monday, it's not the end of the world.", // 4
      "Screen enclosure, there's a tear in the mesh by the screen door, about a foot long.", // 5
      "Lanai furniture's all there, cushions are fine.", // 6
      "The door alarm on the slider, the pool alarm, it doesn't sound when you open the door.", // 7
      "Changed the battery, still nothing. That's a code thing, that has to work before anybody checks in.", // 8
      "Inside. Living room, somebody's put the door knob right through the drywall behind the door.", // 9
      "Needs a patch and a door stop on there.", // 10
      "Kitchen, fridge is cold, ice maker's working.", // 11
      "Garbage disposal is jammed, it just hums at you.", // 12
      "Okay, phone. Hello? Yes, this is Maria with Sunshine Stays. No ma'am, check-in is four o'clock.", // 13
      "Yes ma'am, the door code gets texted to you at three. Okay, bye bye.", // 14
      "Sorry. Where was I. Master bath.", // 15
      "There's water coming out from under the toilet, the floor's wet all around the base.", // 16
      "Looks like the wax ring. I've turned the valve off for now, but it needs a plumber before four.", // 17
      "Kids' room, bunk beds are good, the ladder's tight.", // 18
      "Smoke detector in the hall was chirping, low battery. Swapped it with a spare, it's good now.", // 19
      "Front door, lockbox is fine, deadbolt's good.", // 20
      "That's it, I'll send the report.", // 21
    ],
    findings: [
      {
        id: "heater",
        at: [3, 4],
        thing: ["heater"],
        problem: ["error", "cold"],
        priority: "MEDIUM",
      },
      {
        id: "screen",
        at: [5],
        thing: ["screen", "mesh", "enclosure"],
        problem: ["tear"],
        priority: "MEDIUM",
      },
      {
        id: "alarm",
        at: [7, 8],
        thing: ["alarm"],
        problem: ["doesn't sound", "nothing"],
        priority: "HIGH",
      },
      {
        id: "drywall",
        at: [9, 10],
        thing: ["drywall", "wall"],
        problem: ["through", "patch"],
        priority: "MEDIUM",
      },
      {
        id: "disposal",
        at: [12],
        thing: ["disposal"],
        problem: ["jammed", "hums"],
        priority: "MEDIUM",
      },
      {
        id: "toilet",
        at: [16, 17],
        thing: ["toilet", "wax ring"],
        problem: ["water", "wet"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "av03-alfama-apartment-snag",
    half: "tune",
    lines: [
      "Okay, apartment 3B, Rua dos Remédios, Alfama. Checkout clean, Tuesday.", // 0
      "So Ana's already done the beds, I'm just doing the snag list.", // 1
      "Entrance hall, the, um, the intercom handset's hanging off the wall, the bracket's snapped.", // 2
      "Still works, you can buzz people in, it just won't stay up.", // 3
      "Living room. The balcony door, the sliding one, it's sticking, you have to really force it.", // 4
      "Out on the balcony. Right, the railing, the end section is loose, it moves when you lean on it.", // 5
      "That's third floor, that's dangerous. Tape across the door and nobody goes out there till it's fixed.", // 6
      "Plants are fine, the little table's fine.", // 7
      "Kitchen. Coffee machine, descaled, working. Hob's fine.", // 8
      "Washing machine door seal is split at the bottom.", // 9
      "Didn't leak on the test wash but it will, sooner or later.", // 10
      "Bathroom. There's a hairline crack in the basin, by the tap.", // 11
      "It's not leaking. Cosmetic for now, put it on the list for the winter.", // 12
      "Hot water's good, no problems with the boiler, the little gas one.", // 13
      "Bedroom two, the shutter strap's broken, so the shutter's stuck half down.", // 14
      "Guest left a note saying the Wi-Fi kept dropping, but I've just tested it, it's fine.", // 15
      "Oh, and the aircon unit in the bedroom, it's dripping down the wall, there's a puddle on the tiles.", // 16
      "Probably the drain's blocked. I've switched it off at the wall.", // 17
      "Right, locking up, keys back in the key safe.", // 18
    ],
    findings: [
      {
        id: "intercom",
        at: [2, 3],
        thing: ["intercom", "handset", "bracket"],
        problem: ["hanging off", "snapped", "won't stay up"],
        priority: "MEDIUM",
      },
      {
        id: "slider",
        at: [4],
        thing: ["balcony door", "door"],
        problem: ["sticking", "force"],
        priority: "MEDIUM",
      },
      {
        id: "railing",
        at: [5, 6],
        thing: ["railing"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "seal",
        at: [9, 10],
        thing: ["washing machine", "seal"],
        problem: ["split"],
        priority: "MEDIUM",
      },
      {
        id: "basin",
        at: [11, 12],
        thing: ["basin"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shutter",
        at: [14],
        thing: ["shutter", "strap"],
        problem: ["broken", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "aircon",
        at: [16, 17],
        thing: ["aircon", "unit"],
        problem: ["dripping", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "av04-windermere-hot-tub-lodge",
    half: "heldout",
    lines: [
      "Lodge seven, Windermere, Friday changeover. Raining, of course.", // 0
      "Hot tub first, since that's what they all complain about.", // 1
      "Water's been drained and refilled, chemicals in, it's up to thirty-seven degrees. Good.", // 2
      "The cover though, one of the straps has torn off so it won't clip down.", // 3
      "With kids coming that's a safety thing. I want a new strap on before they arrive tonight.", // 4
      "Decking round the tub, a board's lifted at the corner, you could catch your foot on it.", // 5
      "Proper trip hazard in the dark, that.", // 6
      "Inside. Log burner, the glass is cracked right across.", // 7
      "Can't have them lighting it like that. I've put a sign on it, do not use.", // 8
      "Carbon monoxide alarm next to it, tested, it beeps, fine.", // 9
      "Lounge, um, there's candle wax all over the coffee table and melted into the rug.", // 10
      "Honestly. Anyway.", // 11
      "Kitchen all fine. Oven clean, fridge fine, no leaks under the sink.", // 12
      "Bedroom one, the wardrobe door's come off its top hinge.", // 13
      "It's just hanging a bit, I've propped it shut for now.", // 14
      "Bedroom two, fine. Ensuite, fine, shower's hot.", // 15
      "Main bathroom, the toilet seat's loose, wobbles side to side.", // 16
      "Minor, I'll tighten it next time I'm up.", // 17
      "Outside, the security light by the door isn't coming on.", // 18
      "Could be the sensor. Get the electrician for that, next week's fine.", // 19
      "Right. Done. Key's in the box.", // 20
    ],
    findings: [
      {
        id: "cover",
        at: [3, 4],
        thing: ["cover", "strap"],
        problem: ["torn", "won't clip"],
        priority: "HIGH",
      },
      {
        id: "deck",
        at: [5, 6],
        thing: ["decking", "board"],
        problem: ["lifted", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "burner",
        at: [7, 8],
        thing: ["log burner", "burner", "glass"],
        problem: ["cracked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "wax",
        at: [10],
        thing: ["wax", "coffee table", "rug"],
        problem: ["wax", "melted"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wardrobe",
        at: [13, 14],
        thing: ["wardrobe", "door", "hinge"],
        problem: ["off", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "seat",
        at: [16, 17],
        thing: ["toilet seat", "seat"],
        problem: ["loose", "wobbles"],
        priority: "LOW",
      },
      {
        id: "light",
        at: [18, 19],
        thing: ["security light", "light", "sensor"],
        problem: ["isn't coming on"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "av05-marlowe-14c-checklist",
    half: "tune",
    lines: [
      "Okay, unit 14C, The Marlowe, turnover inspection, checklist version two.", // 0
      "Item one, entry door closes and latches. Yes.", // 1
      "Item two, deadbolt. Um, the deadbolt is sticking, you have to jiggle the key a lot.", // 2
      "It does lock, eventually. Work order, not an emergency.", // 3
      "Item three, smoke and CO detectors. Living room one, fine. Bedroom one, no response when I press test.", // 4
      "Replaced the battery, still nothing. Needs a new unit today, we can't check anyone in without it.", // 5
      "Item four, windows and window guards. All good, guards are on.", // 6
      "Item five, HVAC. The PTAC in the bedroom is blowing but it's not cold air.", // 7
      "Filter's clean so it's not that.", // 8
      "Item six, kitchen appliances. Microwave, fine. Dishwasher doesn't drain, there's standing water in the bottom.", // 9
      "Item seven, plumbing. No leaks under the sink, toilet flushes fine.", // 10
      "The bathtub drain is slow, though. Like really slow.", // 11
      "Item eight, walls and floors. Scuff marks all along the hallway wall from luggage.", // 12
      "Touch-up paint, whenever.", // 13
      "And there's a burn mark on the bedroom carpet, like somebody put an iron down on it.", // 14
      "Item nine, furniture and inventory. Two wine glasses missing, I'll flag it to the front desk.", // 15
      "Item ten, final. Lights off, thermostat set to seventy-two. Done.", // 16
    ],
    findings: [
      {
        id: "deadbolt",
        at: [2, 3],
        thing: ["deadbolt", "key"],
        problem: ["sticking", "jiggle"],
        priority: "MEDIUM",
      },
      {
        id: "detector",
        at: [4, 5],
        thing: ["detector", "CO"],
        problem: ["no response", "nothing"],
        priority: "HIGH",
        kind: "fire",
      },
      { id: "ptac", at: [7, 8], thing: ["PTAC"], problem: ["not cold"], priority: "MEDIUM" },
      {
        id: "dishwasher",
        at: [9],
        thing: ["dishwasher"],
        problem: ["doesn't drain", "standing water"],
        priority: "MEDIUM",
      },
      { id: "tub", at: [11], thing: ["bathtub", "drain"], problem: ["slow"], priority: "MEDIUM" },
      {
        id: "scuffs",
        at: [12, 13],
        thing: ["wall"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "burn",
        at: [14],
        thing: ["carpet"],
        problem: ["burn mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "av06-carvoeiro-pump-check",
    half: "heldout",
    lines: [
      "Villa Mar Azul, Carvoeiro, mid-stay check, guests are down at the beach.", // 0
      "They asked me to pop in and look at the pool pump because it was making a noise.", // 1
      "Right, pump room. It's running, sounds normal now, no rattling.", // 2
      "Probably just a leaf in the skimmer basket. I've emptied it, it's fine.", // 3
      "Pool's clear. Steps are fine, the handrail's solid.", // 4
      "Terrace, umbrella's fine. Barbecue gas bottle, no smell, the connection's tight.", // 5
      "Inside, just the kitchen like they asked. Fridge is cold, no water on the floor.", // 6
      "Oh, olá, Senhora Costa, bom dia! Yes, just checking the pool for the guests.", // 7
      "That's the neighbour. Lovely lady. Anyway.", // 8
      "Aircon in the lounge is on, nice and cold.", // 9
      "Front door locks fine, the gate clicks shut behind you.", // 10
      "Not a thing wrong, honestly. I'll message them that the pump's okay.", // 11
      "Right, heading back to the office.", // 12
    ],
    findings: [],
  },
  {
    id: "av07-glen-affric-cabin",
    half: "tune",
    lines: [
      "Right, it's Morag at the Glen Affric cabin, Monday turnover.", // 0
      "First thing, it's freezing in here. The heating's not on.", // 1
      "Boiler's showing a fault light, the red one, and there's no hot water either.", // 2
      "I've tried the reset twice. Nothing.", // 3
      "New guests are in at four so someone needs to come out today.", // 4
      "Kitchen. Um, the tap's loose at the base, it wobbles about.", // 5
      "Not leaking though, I checked underneath, it's bone dry.", // 6
      "Living room, the pull cord on the blind's snapped.", // 7
      "Blind's stuck up. Needs a new cord, next few weeks is fine.", // 8
      "Stairs. Oh, the handrail is coming away from the wall at the top, the screws are half out.", // 9
      "Somebody's going to go down those stairs. I'll put a note on it.", // 10
      "Front bedroom, there's a big crack across the window pane.", // 11
      "Still in one piece, it's not going to fall out, but it'll want a new pane.", // 12
      "Wee bathroom upstairs, fine, toilet's fine, no drips.", // 13
      "Smoke alarms, both tested, both fine.", // 14
      "Outside, the log store roof has blown half off in the wind.", // 15
      "Okay, that's me. I'll phone Iain about the boiler now.", // 16
    ],
    findings: [
      {
        id: "boiler",
        at: [1, 2, 3, 4],
        thing: ["heating", "boiler", "hot water"],
        problem: ["not on", "fault", "no hot water", "freezing"],
        priority: "HIGH",
        kind: "heat",
      },
      { id: "tap", at: [5, 6], thing: ["tap"], problem: ["loose", "wobbles"], priority: "MEDIUM" },
      {
        id: "blind",
        at: [7, 8],
        thing: ["blind", "cord"],
        problem: ["snapped", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "handrail",
        at: [9, 10],
        thing: ["handrail", "screws"],
        problem: ["coming away", "half out"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "pane",
        at: [11, 12],
        thing: ["window", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "logstore",
        at: [15],
        thing: ["log store", "roof"],
        problem: ["blown"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "av08-verdi-stag-damage",
    half: "heldout",
    lines: [
      "Okay, recording. This is Carrer de Verdi forty-two, second floor flat, after the stag group.", // 0
      "Jordi's with me. Jordi, can you get photos of everything?", // 1
      "Oh God. Right, entrance. The front door's been kicked in, the frame's split by the lock and it won't lock properly.", // 2
      "That's the first thing, we can't leave it like that. Locksmith today.", // 3
      "Living room. There's a hole in the plasterboard, like a fist, next to the TV.", // 4
      "The TV's fine, amazingly.", // 5
      "Sofa's got cigarette burns on the arm, three of them.", // 6
      "Balcony. Someone's pulled one of the planter boxes off the railing and the bracket's hanging loose over the street.", // 7
      "That could drop on someone walking underneath. Get it off now, Jordi.", // 8
      "Kitchen. Um. The extractor hood, the light cover's smashed.", // 9
      "Fridge door shelf is broken, that's just a part, we can order it.", // 10
      "Bathroom. The toilet roll holder's off the wall, whatever, that's minor.", // 11
      "Shower screen, not a mark on it, surprisingly.", // 12
      "Bedroom one. The light switch is hanging out of the wall, you can see the wires behind it.", // 13
      "Don't touch it. Jordi, flip the breaker for that circuit.", // 14
      "Bedroom two's actually okay, just a mess, the cleaners can deal with that.", // 15
      "Right, I'll ring the agency about the deposit. Okay, let's go.", // 16
    ],
    findings: [
      {
        id: "door",
        at: [2, 3],
        thing: ["front door", "door", "frame", "lock"],
        problem: ["kicked", "split", "won't lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hole",
        at: [4],
        thing: ["plasterboard", "wall"],
        problem: ["hole"],
        priority: "MEDIUM",
      },
      {
        id: "burns",
        at: [6],
        thing: ["sofa", "arm"],
        problem: ["burns"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "planter",
        at: [7, 8],
        thing: ["planter", "bracket"],
        problem: ["hanging loose", "pulled", "drop"],
        priority: "HIGH",
      },
      {
        id: "hood",
        at: [9],
        thing: ["extractor", "hood", "light"],
        problem: ["smashed"],
        priority: "MEDIUM",
      },
      {
        id: "shelf",
        at: [10],
        thing: ["fridge", "shelf"],
        problem: ["broken"],
        priority: "MEDIUM",
      },
      {
        id: "holder",
        at: [11],
        thing: ["toilet roll holder", "holder"],
        problem: ["off the wall"],
        priority: "LOW",
      },
      {
        id: "switch",
        at: [13, 14],
        thing: ["switch", "wires"],
        problem: ["hanging out", "see the wires"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "av09-nags-head-outdoor-shower",
    half: "tune",
    lines: [
      "Hey, it's Tasha, 4 Dune Court, Nags Head, turnover's done.", // 0
      "Just walking through to double check before I lock up.", // 1
      "Kitchen's good, all the dishes are put away, dishwasher's empty.", // 2
      "Living room, sliders lock, both of them.", // 3
      "Deck. Um, the outdoor shower, the hot side won't shut off all the way, it just keeps running.", // 4
      "I shut the valve off under the house so it's stopped for now.", // 5
      "Not an emergency with it off, but we need a plumber out this week.", // 6
      "Rest of the deck's fine, the rail's good, no loose boards.", // 7
      "Upstairs, bedrooms all made up, bathrooms clean, towels out.", // 8
      "Hot tub, cover's on and locked, water's at a hundred and two.", // 9
      "Oh, and the guests left the grill on. It's off now, propane's closed.", // 10
      "Okay, that's everything, I'm locking up.", // 11
      "Sending pics to the group chat.", // 12
    ],
    findings: [
      {
        id: "shower",
        at: [4, 5, 6],
        thing: ["outdoor shower", "shower", "hot side"],
        problem: ["won't shut off", "keeps running"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "av10-combe-farm-group-let",
    half: "heldout",
    lines: [
      "Okay. Combe Farm, the big house, changeover, Friday the twenty-first. Group of fourteen left this morning.", // 0
      "Going room by room off the sheet.", // 1
      "Boot room. Door to the yard, um, the key turns but the bolt doesn't go across, so it won't lock.", // 2
      "That's the back door, so that has to be sorted today.", // 3
      "Kitchen. Aga's on, fine. Big fridge fine.", // 4
      "The second oven, the electric one, the door glass has shattered on the inside.", // 5
      "Inner pane I think. Taped a sign on it, do not use.", // 6
      "Sorry, phone. Hello? Oh hi, yes, this is Combe Farm. Did you leave something?", // 7
      "A teddy, okay, a brown one. I'll have a look and ring you back.", // 8
      "Right. Dining room, one of the chairs has a leg gone, it's all wobbly.", // 9
      "I'll put it in the barn and get another one out.", // 10
      "Snug. Fine. No marks anywhere.", // 11
      "Games room, pool table's fine, the, ah, dartboard, they've thrown darts all over the wall round it.", // 12
      "Little holes everywhere. Bit of filler and paint, not urgent.", // 13
      "Upstairs. The landing light's flickering, on and off.", // 14
      "Might just be the bulb, I'll try swapping it first.", // 15
      "Bedroom one, fine. Bedroom two, fine. Bedroom three, found the teddy! Under the bed.", // 16
      "Bedroom four, the ensuite, the shower tray's cracked and the water's going through to the ceiling below.", // 17
      "I ran it and there was a drip coming down in the boot room. So nobody uses that shower.", // 18
      "Bedroom five, the sash window won't stay up, it just drops down.", // 19
      "Cord's gone, probably.", // 20
      "Bathroom on the landing, all fine, bath's fine, no leaks.", // 21
      "Smoke alarms. Landing, good. Top floor, good. Heat alarm in the kitchen, good.", // 22
      "Outside. The hot tub's fine, cover's fine, chemicals done.", // 23
      "The barn lights, one of the outside lights has got water in it, the lens is full of water.", // 24
      "I've switched the outside lights off at the board for now.", // 25
      "Right, I'll ring that lady about the teddy. That's it.", // 26
    ],
    findings: [
      {
        id: "backdoor",
        at: [2, 3],
        thing: ["door", "bolt", "back door"],
        problem: ["won't lock", "doesn't go across"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "oven",
        at: [5, 6],
        thing: ["oven", "glass"],
        problem: ["shattered"],
        priority: "MEDIUM",
      },
      {
        id: "chair",
        at: [9, 10],
        thing: ["chair", "leg"],
        problem: ["gone", "wobbly"],
        priority: "MEDIUM",
      },
      {
        id: "darts",
        at: [12, 13],
        thing: ["wall", "holes"],
        problem: ["darts", "holes"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing",
        at: [14, 15],
        thing: ["landing light", "light"],
        problem: ["flickering"],
        priority: "MEDIUM",
      },
      {
        id: "tray",
        at: [17, 18],
        thing: ["shower tray", "tray"],
        problem: ["cracked", "water", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "sash",
        at: [19, 20],
        thing: ["sash", "window"],
        problem: ["won't stay up", "drops"],
        priority: "MEDIUM",
      },
      {
        id: "outside",
        at: [24, 25],
        thing: ["outside light", "light", "lens"],
        problem: ["water"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "av11-los-naranjos-marbella",
    half: "tune",
    lines: [
      "So, apartment twelve, Los Naranjos, Marbella. Changeover, Wednesday.", // 0
      "It's thirty-four degrees, I'm melting.", // 1
      "Aircon. The lounge unit is on but it's just blowing warm air.", // 2
      "That's the first thing they'll moan about. Paco can look at it this week.", // 3
      "Terrace. The awning, the winder handle's snapped off so it's stuck open.", // 4
      "If the wind gets up that could rip.", // 5
      "Glass balustrade on the terrace is fine, solid, no chips.", // 6
      "Kitchen, all good, hob's fine, kettle's fine.", // 7
      "Oh, the water heater, the termo, there's water dripping out of the valve at the bottom.", // 8
      "Steady drip into the cupboard, the bottom's soaking. I've put a bowl under it.", // 9
      "Bathroom. The grout's going black all along the bath.", // 10
      "Cosmetic, it'll do till the winter.", // 11
      "Bedroom. Two of the bed slats are cracked, guest must've been jumping on it.", // 12
      "Shutter on the bedroom window's fine, goes up and down.", // 13
      "Hang on, WhatsApp from the next guests. They're asking about parking, I'll answer in a minute.", // 14
      "Front door locks, the spare key's in the drawer.", // 15
      "Okay, all done, off to the next one.", // 16
    ],
    findings: [
      {
        id: "aircon",
        at: [2, 3],
        thing: ["aircon", "unit"],
        problem: ["warm air"],
        priority: "MEDIUM",
      },
      {
        id: "awning",
        at: [4, 5],
        thing: ["awning", "handle"],
        problem: ["snapped", "stuck open"],
        priority: "MEDIUM",
      },
      {
        id: "termo",
        at: [8, 9],
        thing: ["water heater", "termo", "valve"],
        problem: ["dripping", "drip", "soaking"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "grout",
        at: [10, 11],
        thing: ["grout"],
        problem: ["black"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "slats", at: [12], thing: ["slats", "bed"], problem: ["cracked"], priority: "MEDIUM" },
    ],
  },
  {
    id: "av12-camelback-pool-house",
    half: "heldout",
    lines: [
      "Okay so this is the Camelback house, Scottsdale, turnover walk. It's uh, Tuesday the 9th.", // 0
      "Pool first. The pool fence gate, the self-closing one, it's not closing on its own anymore, just stays open.", // 1
      "That's a big deal with little kids. I need that fixed today, before check-in.", // 2
      "Spring's shot, I think.", // 3
      "Spa. Jets work, heater's fine, it's at a hundred and one.", // 4
      "There's some chipped plaster on the spa step. Just cosmetic.", // 5
      "Patio, the misting system, one of the lines is leaking, like spraying out the side.", // 6
      "Turned it off at the valve. Next week's fine for that.", // 7
      "Inside. Oh, hold on, guest's calling. Hello? Hi, yes. Check-in's at four.", // 8
      "Uh huh. The pool's heated, yep, it's solar. Okay. See you then.", // 9
      "Okay. Great room. The ceiling fan wobbles like crazy on high.", // 10
      "Needs balancing. It's not going to come down or anything.", // 11
      "Kitchen, the refrigerator water dispenser is leaking onto the floor.", // 12
      "There's a puddle every time you use it and it's running under the cabinets.", // 13
      "Primary bedroom, the blackout shade's broken, it won't come down.", // 14
      "Primary bath, fine, no leaks, shower's hot.", // 15
      "Guest bath, the toilet runs, it won't stop filling.", // 16
      "Jiggled the handle, it stopped, then it started up again.", // 17
      "Garage, door opener works, the side door to the yard, deadbolt's fine.", // 18
      "Casita, the, um, mini split is fine, bed's fine. There's a scuff on the wall from a suitcase.", // 19
      "Okay, that's it, sending to Dana.", // 20
    ],
    findings: [
      {
        id: "gate",
        at: [1, 2, 3],
        thing: ["gate", "spring"],
        problem: ["not closing", "stays open", "shot"],
        priority: "HIGH",
      },
      {
        id: "plaster",
        at: [5],
        thing: ["plaster", "spa step"],
        problem: ["chipped"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "mister",
        at: [6, 7],
        thing: ["misting", "line"],
        problem: ["leaking", "spraying"],
        priority: "MEDIUM",
      },
      {
        id: "fan",
        at: [10, 11],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbles"],
        priority: "MEDIUM",
      },
      {
        id: "fridge",
        at: [12, 13],
        thing: ["refrigerator", "dispenser"],
        problem: ["leaking", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "shade",
        at: [14],
        thing: ["shade", "blackout"],
        problem: ["broken", "won't come down"],
        priority: "MEDIUM",
      },
      {
        id: "toilet",
        at: [16, 17],
        thing: ["toilet"],
        problem: ["runs", "won't stop"],
        priority: "MEDIUM",
      },
      {
        id: "scuff",
        at: [19],
        thing: ["wall"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "av13-marchmont-festival-flat",
    half: "tune",
    lines: [
      "Right, it's Caitlin, the Marchmont flat, second floor, festival changeover.", // 0
      "Twenty minutes between guests so I'm going quick.", // 1
      "Hallway. The entryphone buzzer doesn't work, I pressed it from downstairs, nothing.", // 2
      "Kitchen. Kettle, toaster, fine. The freezer drawer's cracked, the front's come right off.", // 3
      "Lounge, there's a, um, like a white ring mark on the wooden table, from a hot mug.", // 4
      "Sash windows, both shut and the catches are on.", // 5
      "Bedroom. The radiator's stone cold. The rest of them are warm.", // 6
      "Bled it, still cold, so maybe it's the valve.", // 7
      "Bathroom. The shower's, um, it's running hot then cold, it keeps going cold on you.", // 8
      "Not dangerous, just annoying. Needs a plumber this week.", // 9
      "Extractor's fine. Toilet flushes fine.", // 10
      "Oh, the smoke alarm in the hall's been taken down, it's sitting on the shelf.", // 11
      "The base is cracked so it won't clip back on. That needs doing before tonight's lot arrive.", // 12
      "Okay, phone's going, it's the office. Yeah, nearly done, ten minutes.", // 13
      "Bins, took the bags down. Keys in the safe. Done.", // 14
    ],
    findings: [
      {
        id: "buzzer",
        at: [2],
        thing: ["entryphone", "buzzer"],
        problem: ["doesn't work", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "drawer",
        at: [3],
        thing: ["freezer", "drawer"],
        problem: ["cracked", "come right off"],
        priority: "MEDIUM",
      },
      {
        id: "ring",
        at: [4],
        thing: ["table"],
        problem: ["ring mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "rad", at: [6, 7], thing: ["radiator"], problem: ["cold"], priority: "MEDIUM" },
      {
        id: "shower",
        at: [8, 9],
        thing: ["shower"],
        problem: ["hot then cold", "going cold"],
        priority: "MEDIUM",
      },
      {
        id: "smoke",
        at: [11, 12],
        thing: ["smoke alarm", "base"],
        problem: ["taken down", "cracked", "won't clip"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "av14-stowe-ski-chalet",
    half: "heldout",
    lines: [
      "This is Mike, the Stowe chalet on Mountain Road, Saturday turnover.", // 0
      "Snowed about a foot last night so I shoveled the walk first.", // 1
      "Front steps, the railing, the post at the bottom's wobbly, it's rotted at the base.", // 2
      "With ice on those steps someone's gonna grab that and go over. That's urgent.", // 3
      "Mudroom, boot dryer works, bench is fine.", // 4
      "Great room. The fireplace, it's gas, it won't light. Pilot's out and it won't catch.", // 5
      "No gas smell or anything, it just won't ignite.", // 6
      "Kitchen. Um. Ice maker's making a grinding noise. Still makes ice.", // 7
      "Low priority, whenever Dave's up next.", // 8
      "Downstairs, hot tub room. Water's good, chemistry's good.", // 9
      "But the GFCI on the hot tub keeps tripping. Trips as soon as the jets kick on.", // 10
      "Nobody goes in that till an electrician looks at it. I'll call today.", // 11
      "Bunk room, the top bunk guardrail, one of the bolts is missing and it's loose.", // 12
      "Found the bolt on the floor, actually, but the hole's stripped, it won't tighten.", // 13
      "Primary suite, all fine. Jacuzzi tub's fine.", // 14
      "The window up in the loft, the seal's gone, it's all fogged up between the panes.", // 15
      "Put it on the summer list.", // 16
      "Heat's on, set at sixty-five for the arrivals. Done.", // 17
    ],
    findings: [
      {
        id: "railing",
        at: [2, 3],
        thing: ["railing", "post"],
        problem: ["wobbly", "rotted"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fireplace",
        at: [5, 6],
        thing: ["fireplace", "pilot"],
        problem: ["won't light", "won't catch", "won't ignite"],
        priority: "MEDIUM",
      },
      { id: "ice", at: [7, 8], thing: ["ice maker"], problem: ["grinding"], priority: "LOW" },
      {
        id: "gfci",
        at: [10, 11],
        thing: ["GFCI", "hot tub"],
        problem: ["tripping", "trips"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bunk",
        at: [12, 13],
        thing: ["guardrail", "bunk", "bolt"],
        problem: ["missing", "loose", "won't tighten"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "seal",
        at: [15, 16],
        thing: ["window", "seal"],
        problem: ["gone", "fogged"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "av15-honeysuckle-cottage-check",
    half: "tune",
    lines: [
      "Um, okay, this is Honeysuckle Cottage, Bourton, just a quick check before the Hendersons come.", // 0
      "Mum asked me to go round since she's away.", // 1
      "Kitchen. No leaks under the sink, floor's dry. Oven's clean.", // 2
      "Fridge is on, it's cold, milk's in for them.", // 3
      "Living room. Woodburner's fine, there's kindling in the basket. CO alarm beeped when I tested it.", // 4
      "Not a mark on the sofa. They were really good, the last lot.", // 5
      "Oh, it's raining again. Typical.", // 6
      "Upstairs. Bathroom, shower's hot, toilet flushes fine, nothing dripping.", // 7
      "Main bedroom, beds made, both the reading lamps work.", // 8
      "The little bedroom, the window catch, I thought it was broken but no, you just have to lift it. It's fine.", // 9
      "Smoke alarm on the landing, pressed it, it went off, scared the life out of me.", // 10
      "Back door locked, front door locked, key in the key safe.", // 11
      "Nothing wrong anywhere. I'll text Mum.", // 12
    ],
    findings: [],
  },
  {
    id: "av16-ribeira-porto-checkout",
    half: "heldout",
    lines: [
      "Right, apartment on Rua da Reboleira, Ribeira, Porto. Doing the checkout walk.", // 0
      "Guests complained in their review about the noise. Nothing I can do about the bars.", // 1
      "Entrance. Keypad lock was flashing red, low batteries. Swapped them, it's green now.", // 2
      "Kitchen. The fridge door seal's torn, so it's not shutting properly, ice is building up in the freezer.", // 3
      "Sink's draining fine, no leaks.", // 4
      "Living room, the wooden shutter on the river window, one hinge has snapped and it's hanging off the other one.", // 5
      "It's hanging right over the street. I've cable-tied it shut, but it needs fixing tomorrow at the latest.", // 6
      "Phone. Hello? Hi, yes, it's Sofia from the apartment. Oh, you left a charger? Okay.", // 7
      "Yes, I can post it. I'll message you. Bye.", // 8
      "Sorry. Bathroom. There's water on the floor all round the washing machine.", // 9
      "Ran a rinse, it's coming from the back, the hose. I've turned the tap off behind it. Water's right by the socket for it, too.", // 10
      "Also the towel rail, the heated one, it's not warming up at all.", // 11
      "Bedroom. Bed's fine. The wardrobe has a big scratch down the door, that's new.", // 12
      "And the wall by the bed, there's a brown mark, coffee maybe. Might need a lick of paint.", // 13
      "Found the charger, it's plugged in by the bed.", // 14
      "Okay. Lights off. Done.", // 15
    ],
    findings: [
      {
        id: "fridge",
        at: [3],
        thing: ["fridge", "seal"],
        problem: ["torn", "not shutting", "ice"],
        priority: "MEDIUM",
      },
      {
        id: "shutter",
        at: [5, 6],
        thing: ["shutter", "hinge"],
        problem: ["snapped", "hanging"],
        priority: "HIGH",
      },
      {
        id: "washer",
        at: [9, 10],
        thing: ["washing machine", "hose"],
        problem: ["water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "rail",
        at: [11],
        thing: ["towel rail", "rail"],
        problem: ["not warming"],
        priority: "MEDIUM",
      },
      {
        id: "scratch",
        at: [12],
        thing: ["wardrobe"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "mark",
        at: [13],
        thing: ["wall"],
        problem: ["mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "av17-marine-parade-flat",
    half: "tune",
    lines: [
      "Flat four, Marine Parade, quick turnover check.", // 0
      "Kitchen good, everything's been put back.", // 1
      "Lounge, balcony doors lock, balcony's fine, railings solid.", // 2
      "Bathroom. So the, uh, the toilet won't flush. Handle just goes down and nothing happens.", // 3
      "Lid off, the chain's snapped inside. Only loo in the flat so it has to be today.", // 4
      "Sink, shower, fine. Nothing leaking.", // 5
      "Bedroom, fine. Made up.", // 6
      "Smoke alarm, tested. Yep.", // 7
      "Um, heating, radiators warm, hot water's fine.", // 8
      "Back out to the hall. Oh, the seagulls have been at the bins again outside.", // 9
      "Right, locking up. I'll ring Dean about the loo.", // 10
      "Done.", // 11
    ],
    findings: [
      {
        id: "loo",
        at: [3, 4],
        thing: ["toilet", "loo", "chain"],
        problem: ["won't flush", "nothing happens", "snapped"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "av18-figueiras-pre-season",
    half: "heldout",
    lines: [
      "Okay, Casa das Figueiras, near Loulé, pre-season, it's the first of April.", // 0
      "Nobody's been in since October so I'm doing the whole list.", // 1
      "Pool's green, but the pool guy's booked to clean it Thursday, that's normal after the winter.", // 2
      "Pool lights. The one at the deep end doesn't come on.", // 3
      "The coping stone on the corner by the steps is loose, it rocks when you stand on it.", // 4
      "Before the first guests in May is fine, but it's got to be done.", // 5
      "Pool fence fine, gate closes itself.", // 6
      "Terrace. One of the bamboo panels on top of the pergola has blown off, it's down in the garden.", // 7
      "The barbecue, the gas hose is cracked, it's perished.", // 8
      "That's dangerous. I'm cutting it off so nobody uses it, new hose this week.", // 9
      "Inside. Whole place smells musty, windows open.", // 10
      "Lounge, there's damp coming through on the north wall behind the sofa, the paint's bubbling.", // 11
      "Same wall as last year. Needs a proper look, not just painting over.", // 12
      "Kitchen. Water on. No leaks under the sink. Fridge on, cooling.", // 13
      "The boiler, it's gas, it's fired up, hot water's fine.", // 14
      "Hmm, the kitchen, the light over the hob, the cooker hood light, no, it's the fan, the fan's dead.", // 15
      "Light works, fan doesn't.", // 16
      "Bedroom one, aircon remote was dead. Batteries. Working now.", // 17
      "Bedroom one, the mosquito screen on the window's torn.", // 18
      "Minor. Put it on the list.", // 19
      "Bedroom two, fine. Bedroom three, fine.", // 20
      "Bathroom two, the shower head drips all the time, even when it's off.", // 21
      "Probably the cartridge in the mixer.", // 22
      "Smoke alarms, all three tested. The one in the hall, no, the one in the kitchen, no sound at all.", // 23
      "Took the battery out, put a new one in, still dead. Needs a new unit.", // 24
      "Oh, phone, it's Steve. Hi Steve. Yes, I'm at Figueiras now, I'll send the list tonight.", // 25
      "Okay, outside again, the front gate motor works, the intercom works.", // 26
      "Done. Locking up.", // 27
    ],
    findings: [
      {
        id: "poollight",
        at: [3],
        thing: ["pool light", "light"],
        problem: ["doesn't come on"],
        priority: "MEDIUM",
      },
      {
        id: "coping",
        at: [4, 5],
        thing: ["coping", "stone"],
        problem: ["loose", "rocks"],
        priority: "MEDIUM",
      },
      {
        id: "pergola",
        at: [7],
        thing: ["pergola", "bamboo", "panel"],
        problem: ["blown off"],
        priority: "MEDIUM",
      },
      {
        id: "hose",
        at: [8, 9],
        thing: ["gas hose", "hose", "barbecue"],
        problem: ["cracked", "perished", "dangerous"],
        priority: "HIGH",
      },
      { id: "damp", at: [11, 12], thing: ["damp"], priority: "MEDIUM" },
      {
        id: "hood",
        at: [15, 16],
        thing: ["cooker hood", "fan"],
        problem: ["dead", "doesn't"],
        priority: "MEDIUM",
      },
      {
        id: "screen",
        at: [18, 19],
        thing: ["mosquito screen", "screen"],
        problem: ["torn"],
        priority: "LOW",
      },
      {
        id: "shower",
        at: [21, 22],
        thing: ["shower", "head", "mixer"],
        problem: ["drips"],
        priority: "MEDIUM",
      },
      {
        id: "smoke",
        at: [23, 24],
        thing: ["smoke alarm", "alarm", "smoke"],
        problem: ["no sound", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "av19-twelve-south-bachelorette",
    half: "tune",
    lines: [
      "Okay y'all, this is Jess, the Twelve South house, Monday after the bachelorette.", // 0
      "Let's see the damage.", // 1
      "Front porch, the porch swing, the hook's ripped right out of the porch ceiling.", // 2
      "I took the swing down, it's on the floor. Need a new hook and a patch on that board.", // 3
      "Living room. Glitter. Everywhere. That's a cleaning thing though.", // 4
      "They've pulled the TV half off the wall mount, there's a hole in the wall behind it.", // 5
      "It's hanging off one bolt. I unplugged it, that could come right down on somebody.", // 6
      "Kitchen. Fridge fine. They left champagne in it, nice.", // 7
      "Cabinet door under the sink is off its hinge.", // 8
      "Sink's not leaking, it's dry underneath.", // 9
      "Upstairs. Hallway carpet, there's a big pink stain, I think it's like, a cocktail.", // 10
      "Bedroom one, the closet door's come off the track.", // 11
      "Bedroom two, someone's burned the vanity top with a curling iron, there's a scorch mark.", // 12
      "Bathroom, the shower door, the glass one, it won't close, the hinge is bent.", // 13
      "Hello? Oh hi! Yes, this is Jess. No, we haven't found any earrings yet.", // 14
      "I'll look, okay. Bye. Earrings. Great.", // 15
      "Back porch, hot tub cover's fine, the water's, um, pink. Drain and refill, that's normal turnover.", // 16
      "Back gate locks, side door locks. Okay, I'm sending this to Ryan for the damage claim.", // 17
    ],
    findings: [
      {
        id: "hook",
        at: [2, 3],
        thing: ["hook", "swing", "porch ceiling"],
        problem: ["ripped"],
        priority: "MEDIUM",
      },
      {
        id: "tv",
        at: [5, 6],
        thing: ["TV", "mount"],
        problem: ["pulled", "hanging", "hole"],
        priority: "HIGH",
      },
      {
        id: "cabinet",
        at: [8],
        thing: ["cabinet", "door", "hinge"],
        problem: ["off"],
        priority: "MEDIUM",
      },
      {
        id: "carpet",
        at: [10],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "closet",
        at: [11],
        thing: ["closet", "door"],
        problem: ["off the track"],
        priority: "MEDIUM",
      },
      {
        id: "vanity",
        at: [12],
        thing: ["vanity"],
        problem: ["burned", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "showerdoor",
        at: [13],
        thing: ["shower door", "door", "hinge"],
        problem: ["won't close", "bent"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "av20-es-pinar-storm",
    half: "heldout",
    lines: [
      "Villa Es Pinar, Pollença, it's Thursday, right after the storm. Guests left yesterday.", // 0
      "Starting outside because that's where the damage'll be.", // 1
      "Right. A roof tile's come down onto the terrace, smashed, and you can see the gap up there over the bedroom.", // 2
      "There's another one up there that looks loose. I'll tape off that bit of terrace, the roofer needs to come today.", // 3
      "Pool's full of leaves but the pump's running, it'll clear.", // 4
      "The hot tub, the control panel's got water inside the screen, it's all misted and flashing.", // 5
      "I've turned it off at the isolator. Not touching that.", // 6
      "One of the sun loungers is snapped, guests left a note. Just bin it, we've got spares.", // 7
      "Inside. Bedroom under the roof, there's a brown patch on the ceiling, wet, from where the tile went.", // 8
      "It's still wet, there's a drip onto the bedside table. Moved the bed, bucket down.", // 9
      "Ensuite, fine, shower's fine.", // 10
      "Kitchen, fine, guests left it spotless, actually.", // 11
      "Living room. The patio door, the big slider, it, um, it won't lock. The handle turns but it doesn't catch.", // 12
      "It was fine before, maybe the storm shifted something. Anyway, locksmith, today.", // 13
      "Sorry, my phone. Hola, sí, sí, mañana. Vale, gracias.", // 14
      "That was the gardener, he's coming tomorrow for the branches.", // 15
      "Lounge rug's got a red wine stain on it.", // 16
      "Bedrooms two and three, fine. The aircon in three drips a bit outside, that's normal, that's condensate.", // 17
      "Fuse box in the garage, everything's on, nothing's tripped apart from the hot tub, which was me.", // 18
      "Right, calling the roofer now.", // 19
    ],
    findings: [
      {
        id: "tile",
        at: [2, 3],
        thing: ["roof tile", "tile"],
        problem: ["come down", "smashed", "gap", "loose"],
        priority: "HIGH",
      },
      {
        id: "panel",
        at: [5, 6],
        thing: ["hot tub", "control panel", "panel", "screen"],
        problem: ["water", "misted", "flashing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ceiling",
        at: [8, 9],
        thing: ["ceiling"],
        problem: ["patch", "wet", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "slider",
        at: [12, 13],
        thing: ["patio door", "slider", "door", "handle"],
        problem: ["won't lock", "doesn't catch"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "rug",
        at: [16],
        thing: ["rug"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
