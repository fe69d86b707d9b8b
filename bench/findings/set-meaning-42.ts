// Blind walkthroughs, set meaning-42 (written without seeing the extractor).
// Commercial and light-industrial property: offices, warehouses, shops, kitchens, gym, surgery, workshops (UK and US).
import type { Walkthrough } from "./types";

export const MEANING42_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "aq01-office-third-floor",
    half: "tune",
    lines: [
      "Okay, this is Carrick House, third floor, monthly walk round, it's about ten past eight.", // 0
      "Lift lobby first. Lift's working, no issues, doors closing properly.", // 1
      "Right, the fire door from the lobby onto the stair core, it's not closing on its own, the closer's just, um, it stops about a foot short.", // 2
      "Someone's had it wedged open with an extinguisher by the look of it. That needs sorting today.", // 3
      "Stair core itself, the emergency light on the half landing is out. Not lit at all, the little green LED's off.", // 4
      "Could be the battery, could be the fitting, get the electrician to look at it, it's the escape stair so sooner rather than later.", // 5
      "Into the open plan. Carpet tiles by the kitchenette are stained, couple of coffee rings, cosmetic really.", // 6
      "Kitchenette. Boiling water tap, that's fine. Dishwasher's fine.", // 7
      "There's a drip under the sink though, from the waste, um, the trap's weeping into the cupboard, someone's put a bucket under it.", // 8
      "Morning Jas. Yeah, I'll be ten minutes. Sorry, carrying on.", // 9
      "Meeting room two, ceiling tile's got a brown stain in the corner, looks like an old leak, it's bone dry.", // 10
      "Worth a look above it when the roofers are in but it's not active.", // 11
      "The blind in meeting room three won't go down, the chain's come off the cog.", // 12
      "Toilets. Gents, all flushing, no leaks. Ladies, I've been told the end cubicle lock is broken, yeah, it won't lock, the bolt doesn't line up.", // 13
      "Accessible toilet, pull cord alarm tested, it works, resets fine.", // 14
      "Back out by the fire exit at the far end, the escape route's clear, push bar opens fine.", // 15
      "That's the third floor done.", // 16
    ],
    findings: [
      {
        id: "stair-fire-door",
        at: [2, 3],
        thing: ["door", "closer"],
        problem: ["not closing", "stops", "wedged"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-emergency-light",
        at: [4, 5],
        thing: ["emergency", "light"],
        problem: ["out", "not lit", "off"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet-stains",
        at: [6],
        thing: ["carpet", "tiles"],
        problem: ["stained", "rings"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchenette-trap",
        at: [8],
        thing: ["trap", "waste", "sink"],
        problem: ["drip", "weeping"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "meeting-room-ceiling-stain",
        at: [10, 11],
        thing: ["ceiling", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "meeting-room-blind",
        at: [12],
        thing: ["blind"],
        problem: ["won't go down", "chain"],
        priority: "MEDIUM",
      },
      {
        id: "cubicle-lock",
        at: [13],
        thing: ["lock", "bolt", "cubicle"],
        problem: ["broken", "won't lock", "doesn't line up"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aq02-us-warehouse-dock",
    half: "heldout",
    lines: [
      "Alright, this is the Riverside distribution building, unit C, doing the quarterly walk with Dave from the tenant side.", // 0
      "Starting at the dock. We got six dock doors, I'm going left to right.", // 1
      "Door one and two, fine, seals are good, levelers work.", // 2
      "Door three, the overhead door's got a big dent in the bottom panel where a trailer backed into it, and it's binding on the way up.", // 3
      "It goes up maybe halfway and then stops. Dave says they've been shoving it the rest of the way by hand.", // 4
      "Door four's fine. Five, the dock leveler's hydraulics are leaking, there's a puddle of fluid under the lip.", // 5
      "Leveler still works but it's slow coming up. Put that on the list for this week.", // 6
      "Door six, the dock bumper's torn off, just the bolts sticking out of the wall.", // 7
      "Dave, is that the one the driver hit last month? Yeah, okay.", // 8
      "Heading into the warehouse floor. Racking's not ours, that's the tenant's, so I'm not looking at that.", // 9
      "There's a crack in the slab running from column B4 toward the aisle, maybe ten feet long, hairline, not lifting.", // 10
      "Just monitor that, mark the ends with a sharpie and we'll see if it grows.", // 11
      "Electrical room. Main breaker panel, the cover's missing, panel's just wide open, you can see the bus bars.", // 12
      "That's gotta get a cover on it today, I don't want anyone in there.", // 13
      "Restrooms by the break room. Men's, the urinal's running constantly, won't stop.", // 14
      "Women's is fine, everything flushes, no leaks.", // 15
      "Dave says the heater in the break room, the unit heater up by the ceiling, it doesn't come on.", // 16
      "Yeah, I hit the thermostat, nothing. It's like fifty degrees in here.", // 17
      "Outside, the yard lights along the fence, two of them are out.", // 18
      "That's it, I'll send the list over to you tonight Dave.", // 19
    ],
    findings: [
      {
        id: "dock-door-three",
        at: [3, 4],
        thing: ["door", "overhead"],
        problem: ["dent", "binding", "stops"],
        priority: "MEDIUM",
      },
      {
        id: "dock-leveler-hydraulics",
        at: [5, 6],
        thing: ["leveler", "hydraulic"],
        problem: ["leaking", "puddle", "slow"],
        priority: "MEDIUM",
      },
      { id: "dock-bumper", at: [7], thing: ["bumper"], problem: ["torn off"], priority: "MEDIUM" },
      {
        id: "slab-crack",
        at: [10, 11],
        thing: ["slab", "crack"],
        problem: ["crack", "hairline"],
        priority: "LOW",
      },
      {
        id: "breaker-panel-cover",
        at: [12, 13],
        thing: ["panel", "breaker", "cover"],
        problem: ["missing", "open"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "urinal-running",
        at: [14],
        thing: ["urinal"],
        problem: ["running", "won't stop"],
        priority: "MEDIUM",
      },
      {
        id: "break-room-heater",
        at: [16, 17],
        thing: ["heater", "thermostat"],
        problem: ["doesn't come on", "nothing"],
        priority: "HIGH",
        kind: "heat",
      },
      { id: "yard-lights", at: [18], thing: ["lights"], problem: ["out"], priority: "MEDIUM" },
    ],
  },
  {
    id: "aq03-uk-shop-shutter",
    half: "tune",
    lines: [
      "Right, 22 Market Street, the charity shop, um, the manager's let me in round the back.", // 0
      "Front first. The roller shutter, she says it sticks halfway down in the evenings.", // 1
      "Let me try it. Yeah, it comes down to about here and just jams, the motor's humming but nothing.", // 2
      "So they can't secure the shopfront at night, that's a today job, I'll get the shutter people out this afternoon.", // 3
      "Shopfront glass is fine, no cracks. Bit of graffiti on the stallriser under the window though.", // 4
      "Just tags, cosmetic, we'll get it cleaned off.", // 5
      "Inside, the sales floor. Lights all working. Floor's fine.", // 6
      "The, um, the fitting room curtain rail is hanging off the wall on one side.", // 7
      "Stockroom at the back. Ceiling's got a damp patch over the sorting table, and it's wet, it's actually dripping onto the bags.", // 8
      "That's coming from upstairs, the flat above, their bath or something I reckon. Need to get in up there today.", // 9
      "And the strip light above it, it's right next to the wet bit. Switch it off, don't use it.", // 10
      "Back door. Locks fine, bolts top and bottom, all good.", // 11
      "Staff toilet, the cistern takes forever to fill, like five minutes.", // 12
      "Outside by the bins, the gutter over the back door's full of weeds, no rush, get it cleared next time the window cleaner's up.", // 13
      "Lovely, thanks Margaret, I'll ring you this afternoon.", // 14
    ],
    findings: [
      {
        id: "front-shutter",
        at: [1, 2, 3],
        thing: ["shutter"],
        problem: ["sticks", "jams", "nothing", "can't secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stallriser-graffiti",
        at: [4, 5],
        thing: ["graffiti", "tags"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "curtain-rail",
        at: [7],
        thing: ["rail", "curtain"],
        problem: ["hanging off"],
        priority: "MEDIUM",
      },
      {
        id: "stockroom-ceiling-leak",
        at: [8, 9],
        thing: ["ceiling", "damp"],
        problem: ["wet", "dripping", "damp"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "strip-light-wet",
        at: [10],
        thing: ["light"],
        problem: ["wet", "don't use"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "staff-toilet-cistern",
        at: [12],
        thing: ["cistern"],
        problem: ["forever", "fill"],
        priority: "MEDIUM",
      },
      {
        id: "back-gutter",
        at: [13],
        thing: ["gutter"],
        problem: ["full", "weeds"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aq04-us-restaurant-back-of-house",
    half: "heldout",
    lines: [
      "Okay, this is the Main Street Grill, back of house, we're between lunch and dinner so it's quiet.", // 0
      "Walk-in cooler first. Temp's reading thirty-eight, that's good. Door gasket though, it's split along the bottom, you can feel cold air coming out.", // 1
      "It still seals mostly, but get a new gasket ordered.", // 2
      "The floor in the walk-in, couple of tiles cracked by the door, not loose, not a trip.", // 3
      "Cook line. Hood's clean, suppression tag is current, inspected in March.", // 4
      "The fryer, the, uh, the gas line behind the fryer, I can smell gas back here. Yeah, definitely.", // 5
      "Chef, can you shut the fryer off at the valve? Thanks. I'm calling the gas company right now.", // 6
      "Okay. Moving on while we wait. The three-compartment sink, the faucet's leaking at the base, water's running down the back of the sink.", // 7
      "Dish area, the floor drain's backed up, there's standing water around it, they've been squeegeeing it.", // 8
      "That's probably the grease trap, it needs pumping, I'll get the guys out Monday.", // 9
      "Back door to the alley. The door closer's broken, the door just swings and they're propping it with a milk crate.", // 10
      "And it doesn't latch, so it doesn't lock, which means the alley's wide open to the kitchen.", // 11
      "Dry storage, fine, no pests, no droppings, shelving's fine.", // 12
      "Employee restroom, the exhaust fan doesn't work, flip the switch and nothing.", // 13
      "Walls in there are scuffed up, needs a coat of paint sometime.", // 14
      "Okay, gas company's here, let me go talk to them.", // 15
    ],
    findings: [
      {
        id: "walk-in-gasket",
        at: [1, 2],
        thing: ["gasket", "door"],
        problem: ["split", "cold air"],
        priority: "MEDIUM",
      },
      {
        id: "walk-in-floor-tiles",
        at: [3],
        thing: ["tiles", "floor"],
        problem: ["cracked"],
        priority: "LOW",
      },
      { id: "fryer-gas-smell", at: [5, 6], thing: ["gas"], problem: ["smell"], priority: "HIGH" },
      {
        id: "prep-sink-faucet",
        at: [7],
        thing: ["faucet", "sink"],
        problem: ["leaking", "running"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "dish-floor-drain",
        at: [8, 9],
        thing: ["drain", "grease", "trap"],
        problem: ["backed up", "standing water", "pumping"],
        priority: "MEDIUM",
      },
      {
        id: "alley-door",
        at: [10, 11],
        thing: ["door", "closer", "latch"],
        problem: ["broken", "doesn't latch", "doesn't lock", "propping"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "restroom-exhaust-fan",
        at: [13],
        thing: ["fan", "exhaust"],
        problem: ["doesn't work", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "restroom-walls",
        at: [14],
        thing: ["walls"],
        problem: ["scuffed", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "aq05-uk-gym",
    half: "tune",
    lines: [
      "So this is the gym on Canal Street, FitHub, I'm with Lee the duty manager, it's about half six in the morning.", // 0
      "Main gym floor. The rubber flooring by the free weights has lifted at the seam, there's a lip, maybe an inch.", // 1
      "People are going to catch their feet on that, tape it off now and we'll get it glued down today.", // 2
      "Mirrors all good, no cracks.", // 3
      "Air con's blowing but, um, it's not cooling, it's just blowing warm air. Lee says it's been like it since Saturday.", // 4
      "Studio. The sound system's not my problem, that's theirs. Ceiling's fine.", // 5
      "Fire exit out of the studio, there's a stack of spin bikes right in front of it, you can't get to the door.", // 6
      "Lee, those need moving before the first class, please. Yeah, he's on it.", // 7
      "Men's changing. Showers, three of the six, the water's cold. Not even lukewarm.", // 8
      "Lee reckons the boiler's been playing up, so that'll be the whole hot water, I'll get the heating engineer in today.", // 9
      "Grout in the showers is black, mouldy, needs a proper clean and regrout at some point.", // 10
      "Women's changing, I'll get Sarah to check that, I can't go in there while it's open.", // 11
      "Reception. The automatic front doors are fine. The, um, the emergency light over reception is flickering, no, hang on, it's the normal light, the emergency one's fine.", // 12
      "So the panel light above the desk is flickering. Just a new tube or a driver.", // 13
      "Car park outside, there's a pothole by the disabled bays, quite deep, full of water.", // 14
      "Someone'll go over on that getting out of their car, cone it off today.", // 15
      "Okay, that's me, cheers Lee.", // 16
    ],
    findings: [
      {
        id: "flooring-seam-lip",
        at: [1, 2],
        thing: ["flooring", "seam", "floor"],
        problem: ["lifted", "lip", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "air-con-not-cooling",
        at: [4],
        thing: ["air"],
        problem: ["not cooling", "warm"],
        priority: "MEDIUM",
      },
      {
        id: "studio-fire-exit-blocked",
        at: [6, 7],
        thing: ["exit", "door"],
        problem: ["bikes", "can't get", "in front"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "showers-no-hot-water",
        at: [8, 9],
        thing: ["shower", "water", "boiler"],
        problem: ["cold", "playing up"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "shower-grout",
        at: [10],
        thing: ["grout"],
        problem: ["black", "mould"],
        priority: "LOW",
      },
      {
        id: "reception-panel-light",
        at: [12, 13],
        thing: ["light"],
        problem: ["flickering"],
        priority: "MEDIUM",
      },
      { id: "car-park-pothole", at: [14, 15], thing: ["pothole"], priority: "HIGH", kind: "trip" },
    ],
  },
  {
    id: "aq06-uk-gp-surgery",
    half: "heldout",
    lines: [
      "Morning, this is the Elmfield surgery, I'm doing the landlord's inspection with the practice manager, Priya.", // 0
      "Waiting room first. Chairs aren't ours. Floor's, um, the vinyl's fine, no tears.", // 1
      "The automatic door at the entrance, the sensor's slow, you have to kind of wave at it before it opens.", // 2
      "Priya says a wheelchair user got stuck in it last week. So that, yeah, that needs looking at this week.", // 3
      "Consulting room one, the sink, the elbow tap's loose on the basin, it swivels about.", // 4
      "Room two, all fine. Room three, fine, radiator's on, nice and warm.", // 5
      "Out the back, the clinical waste store, the lock's broken, the padlock hasp's hanging off.", // 6
      "So anybody could get into the clinical waste, that needs a new hasp today.", // 7
      "Back inside, corridor, the fire door to the back corridor, the intumescent strip's peeled off down one side.", // 8
      "It closes and latches fine, it's just the strip. Get the door people to refit it.", // 9
      "Vaccine fridge, it's on its own supply, reading five degrees, fine.", // 10
      "Staff room, the ceiling's got a crack across it, just a plaster crack along the board joint, cosmetic.", // 11
      "Toilets, the patient one, the alarm pull cord's been tied up out of reach. Let me just untie that.", // 12
      "Okay so I've untied it, it's hanging down, tested it, it sounds at reception. Sorted.", // 13
      "Outside, the ramp up to the front, the handrail's loose at the bottom, it moves when you lean on it.", // 14
      "That's not good with elderly patients. Priority.", // 15
      "Right, thank you Priya, I'll get the report over Friday.", // 16
    ],
    findings: [
      {
        id: "entrance-door-sensor",
        at: [2, 3],
        thing: ["door", "sensor"],
        problem: ["slow", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "consulting-room-tap",
        at: [4],
        thing: ["tap"],
        problem: ["loose", "swivels"],
        priority: "MEDIUM",
      },
      {
        id: "clinical-waste-store-lock",
        at: [6, 7],
        thing: ["lock", "hasp", "padlock", "store"],
        problem: ["broken", "hanging off"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fire-door-strip",
        at: [8, 9],
        thing: ["door", "strip"],
        problem: ["peeled"],
        priority: "MEDIUM",
      },
      {
        id: "staff-room-ceiling-crack",
        at: [11],
        thing: ["ceiling"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ramp-handrail",
        at: [14, 15],
        thing: ["handrail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "aq07-uk-car-workshop",
    half: "tune",
    lines: [
      "Unit 4, Brindley Trading Estate, the MOT garage. Gaz is the owner, he's under a car so I'll just crack on.", // 0
      "Roller shutter on bay one, goes up and down fine, bit noisy but it's always been noisy.", // 1
      "Bay two shutter, the bottom slat's buckled, somebody's reversed into it, and it doesn't sit flat on the floor now, there's a gap.", // 2
      "It still locks though, the locks engage. So not an emergency, just get a quote for a new bottom slat in the next few weeks.", // 3
      "Two post lift in bay two, that's Gaz's kit, not ours, his insurance inspects it.", // 4
      "Roof. Looking up, there's daylight through one of the roof lights, no, sorry, it's not a roof light, one of the cement sheets has a hole in it.", // 5
      "And there's water staining on the floor under it, so when it rains it's coming straight in. By the tyre rack.", // 6
      "Get the roofer out next week for that sheet.", // 7
      "Office at the front. The consumer unit's in here, and there's a scorch mark round one of the breakers, the plastic's gone brown.", // 8
      "Gaz, has that been tripping? He says yeah, now and again. Right, I'm getting the sparky out today, don't touch it.", // 9
      "Customer toilet, all fine, flushes, hand dryer works.", // 10
      "Outside, the forecourt, the drainage channel grate is missing a section, there's a hole about a foot long.", // 11
      "Cars drive over that. Someone's gonna put a foot in it too. Get a plate over it.", // 12
      "Cladding on the front elevation's faded, looks tired, not a repair, just one for the planned works.", // 13
      "Emergency lights in the workshop, I pressed the test key, all three came on. Good.", // 14
      "Cheers Gaz, see you next month.", // 15
    ],
    findings: [
      {
        id: "bay-two-shutter-slat",
        at: [2, 3],
        thing: ["shutter", "slat"],
        problem: ["buckled", "gap", "doesn't sit flat"],
        priority: "MEDIUM",
      },
      {
        id: "roof-sheet-hole",
        at: [5, 6, 7],
        thing: ["sheet", "roof"],
        problem: ["hole", "daylight", "coming straight in"],
        priority: "MEDIUM",
      },
      {
        id: "consumer-unit-scorched",
        at: [8, 9],
        thing: ["consumer", "breaker"],
        problem: ["scorch", "brown", "tripping"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "forecourt-grate",
        at: [11, 12],
        thing: ["grate", "channel"],
        problem: ["missing", "hole"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-cladding-faded",
        at: [13],
        thing: ["cladding"],
        problem: ["faded", "tired"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "aq08-uk-multistorey-car-park",
    half: "heldout",
    lines: [
      "This is the Queens Road multi-storey, level by level inspection, it's pouring down so I'm starting at the top.", // 0
      "Level five, the roof deck. Standing water across bays twenty to thirty, the drain outlet's blocked with leaves.", // 1
      "Needs rodding out, this week ideally, before it freezes.", // 2
      "Expansion joint between the ramp and the deck, the rubber seal's torn, and water's coming through onto level four below.", // 3
      "Level four, yeah, you can see it, it's dripping onto the cars in bays twelve and thirteen, and there's staining on the soffit.", // 4
      "It's not dangerous, just annoying for whoever parks there. Cone those bays off and I'll get a specialist to quote for the joint.", // 5
      "Stair core B. Emergency light on the landing between four and three doesn't come on when I hit the test switch.", // 6
      "The other two in that stair are fine.", // 7
      "Level three, the concrete on the edge of the deck by the barrier, there's spalling, a chunk's come off and you can see the rebar, and it's, um, rusty.", // 8
      "Bits of concrete are on the ground underneath on level two. That could land on someone's head, tape off below it now.", // 9
      "Level two, line markings have worn away in the middle aisle, needs re-lining, not urgent.", // 10
      "Level one. Pay machine's working, card and coins.", // 11
      "The barrier on the exit, the arm's working, it's fine.", // 12
      "Lift. Lift's out of order, the sign's up, the engineer's already been called, he's coming at two. So nothing for me.", // 13
      "Ground floor, the pedestrian door to the street, the one by the lift, it doesn't shut, the closer's gone and it just hangs open.", // 14
      "It should be self-closing, it's a fire door onto the stair. Today.", // 15
      "Right, I'm soaked, that's me done.", // 16
    ],
    findings: [
      {
        id: "roof-deck-drain",
        at: [1, 2],
        thing: ["drain", "outlet"],
        problem: ["blocked", "standing water", "rodding"],
        priority: "MEDIUM",
      },
      {
        id: "expansion-joint-leak",
        at: [3, 4, 5],
        thing: ["joint", "seal", "soffit"],
        problem: ["torn", "coming through", "dripping", "staining"],
        priority: "MEDIUM",
      },
      {
        id: "stair-b-emergency-light",
        at: [6],
        thing: ["emergency", "light"],
        problem: ["doesn't come on"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "deck-edge-spalling",
        at: [8, 9],
        thing: ["concrete", "rebar", "deck"],
        problem: ["spalling", "chunk", "come off", "rusty"],
        priority: "HIGH",
      },
      {
        id: "level-two-line-markings",
        at: [10],
        thing: ["line", "markings"],
        problem: ["worn"],
        priority: "LOW",
      },
      {
        id: "ground-floor-fire-door",
        at: [14, 15],
        thing: ["door", "closer"],
        problem: ["doesn't shut", "gone", "hangs open"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "aq09-us-rooftop-hvac",
    half: "tune",
    lines: [
      "Okay, up on the roof at the Parkway office building, doing the HVAC and roof check. Windy as heck up here.", // 0
      "RTU one, the rooftop unit over the east side, running fine, filters were changed last month.", // 1
      "RTU two, the access panel's missing its screws, it's flapping in the wind. That's gonna blow off and go over the edge.", // 2
      "I'm taping it for now but get somebody up here today to screw it down.", // 3
      "RTU three's not running at all. Tenants on the third floor have been complaining it's hot.", // 4
      "Disconnect's on, so it's something in the unit. Call the HVAC contractor, get him out this week.", // 5
      "The condensate line off RTU three is, uh, is cracked, it's dripping onto the roof membrane. Have the HVAC guy fix that while he's up here for the unit.", // 6
      "Roof membrane by the north parapet has a blister, about the size of a dinner plate, not split.", // 7
      "Just watch it, it's not leaking inside, we checked the ceiling below yesterday.", // 8
      "Pitch pockets around the gas line supports look good.", // 9
      "The roof hatch, the one we came up through, the safety post's fine, but the hatch won't stay open, the gas spring's shot.", // 10
      "It came down on Mike's shoulder coming up. Needs a new strut before anybody else comes up here.", // 11
      "Guardrail along the edge by the units is solid, I shook it, no movement.", // 12
      "Exhaust fans, two of them, both spinning. Good.", // 13
      "Okay Mike, let's get off this roof before we blow off it.", // 14
    ],
    findings: [
      {
        id: "rtu-two-access-panel",
        at: [2, 3],
        thing: ["panel", "access", "RTU"],
        problem: ["missing", "flapping", "blow off"],
        priority: "HIGH",
      },
      {
        id: "rtu-three-not-running",
        at: [4, 5],
        thing: ["RTU", "unit"],
        problem: ["not running", "hot"],
        priority: "MEDIUM",
      },
      {
        id: "rtu-three-condensate-line",
        at: [6],
        thing: ["condensate", "line"],
        problem: ["cracked", "dripping"],
        priority: "MEDIUM",
      },
      {
        id: "membrane-blister",
        at: [7, 8],
        thing: ["membrane", "blister"],
        problem: ["blister"],
        priority: "LOW",
      },
      {
        id: "roof-hatch-strut",
        at: [10, 11],
        thing: ["hatch", "spring", "strut"],
        problem: ["won't stay open", "shot", "came down"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "aq10-us-office-suite-all-fine",
    half: "heldout",
    lines: [
      "This is suite 210, the Lakeview office building, move-in inspection before the new tenant takes the keys Monday.", // 0
      "Front entry, the door locks, key works, closer's good, it shuts on its own.", // 1
      "Reception area, carpet's brand new, not a mark on it.", // 2
      "Lights, I'm flipping them all on, all working, no flicker.", // 3
      "Thermostat's set to seventy, air's coming out cool, HVAC's doing its thing.", // 4
      "Conference room, walls were painted last week, they look good. Ceiling tiles all in place, no stains.", // 5
      "Break room, the sink, no leaks underneath, garbage disposal runs, dishwasher's new.", // 6
      "GFCI outlet by the sink, test and reset, works.", // 7
      "Restrooms, both of them. Toilets flush, faucets hot and cold, no drips.", // 8
      "ADA grab bars, I pulled on them, solid.", // 9
      "Electrical closet, breaker panel's labeled, cover's on, nothing warm.", // 10
      "Hey, yeah, I'm at Lakeview, I'll be done in ten. Yep. Bye.", // 11
      "Exit sign over the rear door's lit, emergency light, hit the test button, comes on.", // 12
      "Rear door, push bar, opens, closes, latches.", // 13
      "Windows, blinds all work. Nothing to report, it's ready for them.", // 14
      "Good, that's a clean one, locking up.", // 15
    ],
    findings: [],
  },
  {
    id: "aq11-uk-warehouse-mezzanine",
    half: "tune",
    lines: [
      "Right, Unit 9, Harbour Park, the tenant's moving out end of the month so this is just a pre-check.", // 0
      "Warehouse floor's clear, they've already had the racking out.", // 1
      "Slab's in good nick actually, no cracks, few tyre marks, that's fair wear.", // 2
      "Loading door, the roller shutter, up, down, locks. Fine.", // 3
      "Dock leveller, works, no leaks.", // 4
      "Up to the mezzanine. The staircase up, the, um, the balustrade at the top, the top rail's come away from the post.", // 5
      "There's a bolt missing, you lean on it and it goes. That's a drop of what, three metres.", // 6
      "Nobody's to go up there until it's fixed, I'll get the fabricator in today.", // 7
      "Mezzanine offices, all fine, carpet's worn but that's expected, fair wear and tear.", // 8
      "Kitchen and toilets, fine. Heaters on, hot water's hot.", // 9
      "Fire alarm panel, no faults showing, it's all green.", // 10
      "Outside, the yard's fine, fence is intact, gates lock.", // 11
      "Okay, just the one then, ringing the fabricator now.", // 12
    ],
    findings: [
      {
        id: "mezzanine-balustrade",
        at: [5, 6, 7],
        thing: ["balustrade", "rail"],
        problem: ["come away", "missing", "goes"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "aq12-us-strip-mall-unit",
    half: "heldout",
    lines: [
      "Alright, this is the Oak Plaza strip center, unit 6, it's the nail salon, um, doing the annual walk.", // 0
      "Out front, the ADA ramp from the parking lot, the concrete's heaved at the bottom, there's like a two-inch lip where it meets the asphalt.", // 1
      "Somebody in a wheelchair is not getting up that, and people are gonna trip. Needs grinding or patching asap.", // 2
      "Storefront, glass is good, the door closer's fine, locks.", // 3
      "The sign over the storefront, the letters, the S is out, half of it's not lighting up.", // 4
      "Inside, the salon's all their fit-out, not ours, so I'm just looking at the building stuff.", // 5
      "Ceiling, there's a water stain on a ceiling tile by the back, it's dry, old, from the roof leak we fixed in the spring.", // 6
      "Just swap the tile out sometime.", // 7
      "Restroom, the toilet's loose on the floor, it rocks when you sit on it.", // 8
      "No water around it, but the wax ring's probably gone, get the plumber to reset it.", // 9
      "Sink in the restroom, fine. Hot water, yeah, hot.", // 10
      "Back hallway, the water heater, there's rust on the bottom and a little puddle under it.", // 11
      "Yeah, it's leaking from the tank. It's like twelve years old. Get a new one in, today if he can.", // 12
      "Rear exit door, it's chained shut, um, the owner says it's for security.", // 13
      "That's a fire exit, the chain has to come off right now. Ma'am, I'm sorry, the chain can't be on there while you're open.", // 14
      "Breaker panel's in the back hallway, the cover's on, labeled, fine.", // 15
      "The parking lot lights, two out on the north row, I'll add those to the lot work order.", // 16
      "Okay, thanks, I'll email you the report.", // 17
    ],
    findings: [
      {
        id: "ada-ramp-lip",
        at: [1, 2],
        thing: ["ramp", "concrete"],
        problem: ["heaved", "lip", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "storefront-sign",
        at: [4],
        thing: ["sign", "letters"],
        problem: ["out", "not lighting"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-tile-stain",
        at: [6, 7],
        thing: ["tile", "ceiling"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "restroom-toilet-loose",
        at: [8, 9],
        thing: ["toilet", "wax"],
        problem: ["loose", "rocks"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-leak",
        at: [11, 12],
        thing: ["heater", "tank"],
        problem: ["leaking", "puddle", "rust"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "rear-exit-chained",
        at: [13, 14],
        thing: ["exit", "door", "chain"],
        problem: ["chained"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "parking-lot-lights",
        at: [16],
        thing: ["lights"],
        problem: ["out"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aq13-uk-surveyor-industrial-unit",
    half: "tune",
    lines: [
      "Schedule of condition, Unit 2A Foundry Lane, light industrial, steel portal frame, it's about two o'clock, overcast.", // 0
      "External first, front elevation. Profile cladding, there's a dent at low level by the pedestrian door, about half a metre, paint's intact.", // 1
      "Minor, cosmetic, note it.", // 2
      "Pedestrian door, steel door, the lock's stiff, you have to really lean on the key but it does lock.", // 3
      "Bit of lubricant and adjust the keep, no big thing, whenever's convenient.", // 4
      "Roller shutter, electrically operated, motor works, but the, uh, the guide rail on the left is bent at the bottom and the curtain scrapes.", // 5
      "Gutters, from what I can see from the ground, the valley gutter has vegetation in it, there's a buddleia growing out of it.", // 6
      "Downpipe on the south corner is disconnected at the shoe, so water's discharging onto the wall, there's green staining.", // 7
      "Internally. Floor slab, power floated, some surface crazing, fair wear.", // 8
      "Offices, suspended ceiling, two tiles missing in the corridor and one with a stain.", // 9
      "Toilet block, the WC pan in the gents is cracked at the base, and it's leaking, there's water on the floor every time it's flushed.", // 10
      "Heating, the warm air blower in the warehouse, the tenant says it works, I can hear it running.", // 11
      "Emergency lighting, the bulkhead over the rear fire exit is hanging off its fixings, it's dangling from the cable.", // 12
      "That needs making safe today. The rear fire exit itself opens fine, clear route.", // 13
      "Right, photos taken, that's the walkround done.", // 14
    ],
    findings: [
      {
        id: "cladding-dent",
        at: [1, 2],
        thing: ["cladding"],
        problem: ["dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "pedestrian-door-lock",
        at: [3, 4],
        thing: ["lock", "door"],
        problem: ["stiff"],
        priority: "LOW",
      },
      {
        id: "shutter-guide-rail",
        at: [5],
        thing: ["rail", "shutter", "curtain"],
        problem: ["bent", "scrapes"],
        priority: "MEDIUM",
      },
      {
        id: "valley-gutter-vegetation",
        at: [6],
        thing: ["gutter"],
        problem: ["vegetation", "buddleia"],
        priority: "MEDIUM",
      },
      {
        id: "downpipe-disconnected",
        at: [7],
        thing: ["downpipe"],
        problem: ["disconnected", "discharging", "staining"],
        priority: "MEDIUM",
      },
      {
        id: "office-ceiling-tiles",
        at: [9],
        thing: ["tiles", "ceiling"],
        problem: ["missing", "stain"],
        priority: "MEDIUM",
      },
      {
        id: "wc-pan-cracked",
        at: [10],
        thing: ["pan", "WC"],
        problem: ["cracked", "leaking", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "emergency-bulkhead-hanging",
        at: [12, 13],
        thing: ["bulkhead", "emergency", "light"],
        problem: ["hanging", "dangling"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "aq14-uk-restaurant-kitchen",
    half: "heldout",
    lines: [
      "So, Lucca's, the Italian on Bridge Street, I'm in the kitchen with the head chef, Tony, before service.", // 0
      "Extract canopy, the filters are greasy but that's their cleaning, not ours.", // 1
      "The extract fan itself, though, it's making a horrible grinding noise, Tony says it's been like it for a week.", // 2
      "Sounds like the bearing's going. If that packs up they can't cook, so get the ventilation lads in today if they can.", // 3
      "Gas interlock, tested it, I switched the fan off and the gas cut out. So that's working.", // 4
      "The floor by the pot wash, the quarry tiles, three of them are loose and rocking, and one's missing, so there's a hole.", // 5
      "With wet floors in here that's a fall waiting to happen. Get it sorted today, even just a temporary fill.", // 6
      "Pot wash sink, the hot tap, um, runs cold. Actually no, give it a sec, yeah, it's hot now. Fine.", // 7
      "Walk-in fridge, the light inside doesn't work, Tony's using a torch.", // 8
      "The door on the walk-in, fine, seals fine.", // 9
      "Back door onto the yard, the fire door, it's fine, opens, push bar, clear outside.", // 10
      "Staff changing room, the window's cracked, a crack right across the pane, but it's still in one piece.", // 11
      "It's first floor, nobody's leaning on it. Get the glazier to quote.", // 12
      "Tony, do you want me to look at the dishwasher? No, that's on their contract. Okay.", // 13
      "Yard, the grease trap cover's fine. The bin store gate, the hinge has rusted through, the gate's propped on a brick.", // 14
      "The paintwork on the yard walls is peeling, just one for the summer.", // 15
      "Cheers Tony, have a good service.", // 16
    ],
    findings: [
      {
        id: "extract-fan-bearing",
        at: [2, 3],
        thing: ["fan", "extract", "bearing"],
        problem: ["grinding", "going"],
        priority: "HIGH",
      },
      {
        id: "pot-wash-quarry-tiles",
        at: [5, 6],
        thing: ["tiles", "floor"],
        problem: ["loose", "rocking", "missing", "hole"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "walk-in-light",
        at: [8],
        thing: ["light"],
        problem: ["doesn't work"],
        priority: "MEDIUM",
      },
      {
        id: "changing-room-window",
        at: [11, 12],
        thing: ["window", "pane"],
        problem: ["cracked", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-gate",
        at: [14],
        thing: ["gate", "hinge"],
        problem: ["rusted", "propped"],
        priority: "MEDIUM",
      },
      {
        id: "yard-wall-paint",
        at: [15],
        thing: ["paint", "walls"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "aq15-us-dental-clinic",
    half: "tune",
    lines: [
      "Okay, Bayside Family Dental, suite 104, I'm here with Karen the office manager, it's about seven-thirty before patients.", // 0
      "Waiting area. Carpet by the front desk has a rip in it, maybe six inches, and it's curling up.", // 1
      "Karen, I'll get that taped down right now and we'll get a carpet guy out, somebody's going to catch a heel on it.", // 2
      "Operatory one, the sink's fine, the cabinets are fine.", // 3
      "Operatory two, there's a ceiling tile sagging, it's wet. Yeah, it's soaked, and it's right over the dental chair.", // 4
      "Above it is the, uh, the condensate line for the air handler, I bet it's backed up.", // 5
      "Don't seat anybody in two today. I'm calling the HVAC guys.", // 6
      "Operatory three, the exam light is not ours, that's their equipment.", // 7
      "Sterilization room, the GFCI by the autoclave keeps tripping, Karen says every morning when they start up.", // 8
      "It resets okay but have the electrician look at the circuit this week.", // 9
      "Restrooms. The patient restroom, the ADA grab bar next to the toilet is loose, it pulls away from the wall.", // 10
      "Staff restroom, fine, toilet's fine, no leaks.", // 11
      "Hallway, a couple of scuffs and a ding in the drywall from the cart. Touch-up.", // 12
      "The exit sign at the end of the hall is dark, not lit at all.", // 13
      "Back door to the parking lot, fine, locks, closer's good.", // 14
      "Okay Karen, I'll send the work orders over this morning.", // 15
    ],
    findings: [
      {
        id: "waiting-area-carpet-rip",
        at: [1, 2],
        thing: ["carpet"],
        problem: ["rip", "curling", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "operatory-two-ceiling-wet",
        at: [4, 5, 6],
        thing: ["ceiling", "tile", "condensate"],
        problem: ["sagging", "wet", "soaked", "backed up"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "sterilization-gfci-tripping",
        at: [8, 9],
        thing: ["GFCI", "circuit"],
        problem: ["tripping"],
        priority: "MEDIUM",
      },
      {
        id: "ada-grab-bar-loose",
        at: [10],
        thing: ["grab", "bar"],
        problem: ["loose", "pulls away"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "hallway-drywall-scuffs",
        at: [12],
        thing: ["drywall", "scuffs"],
        problem: ["scuffs", "ding"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "exit-sign-dark",
        at: [13],
        thing: ["exit", "sign"],
        problem: ["dark", "not lit"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "aq16-uk-fire-safety-check-all-fine",
    half: "heldout",
    lines: [
      "Monthly fire safety check, Wellington Court offices, ground to second floor. Just me today.", // 0
      "Ground floor, fire door to the stair, I let it go from fully open, closes and latches on its own. Good.", // 1
      "Intumescent strips and smoke seals all there, no gaps, signage in place.", // 2
      "Emergency lighting test, I've turned the key switch, all the fittings on the ground floor are lit.", // 3
      "Fire alarm, pressed the call point for the weekly test, sounders went off, panel's reset, no faults.", // 4
      "First floor. Fire doors on the corridor, both close fully, neither's wedged.", // 5
      "Um, emergency lights on first, all on. The one by the kitchen looks a bit dim, no, it's fine, it's just the daylight.", // 6
      "Extinguishers all in date, pins in, on their brackets.", // 7
      "Second floor, fire exit at the back, push bar opens easily, the route down the external stair is clear.", // 8
      "External stair, handrails solid, treads are fine, no ice obviously, it's June.", // 9
      "Sorry, that's my phone, hang on. Hi, yeah, nearly done. Okay, bye.", // 10
      "Back down, the riser cupboard's locked, sign on it, fine.", // 11
      "Right, key switches back to normal, all the emergency lights charging.", // 12
      "Everything passed, logbook signed.", // 13
    ],
    findings: [],
  },
  {
    id: "aq17-us-auto-repair-shop",
    half: "tune",
    lines: [
      "This is Sal's Auto on Route 9, the landlord walk, Sal's letting me in.", // 0
      "Bay doors, three overhead doors. Bay one, the door opener is shot, it won't go up on the button, Sal's been pulling the chain.", // 1
      "The chain hoist works fine, so it's just the operator, get the door company out.", // 2
      "Bay two door, fine. Bay three, there's a broken spring, the torsion spring, you can see it's snapped in two.", // 3
      "Door's stuck down, it won't open at all, Sal can't get cars in that bay. Don't try and lift it, those springs can take your hand off.", // 4
      "Shop floor, the trench drain's full of sludge, that's his, he needs to clean it out.", // 5
      "The lighting, the high bay fixtures, two of the eight are out.", // 6
      "Compressor room. The breaker panel in there, one of the breakers is warm, like really hot to the touch, and there's a burning smell.", // 7
      "Sal, kill the main on that. I'm getting the electrician out now.", // 8
      "Office, fine, the window AC is his anyway.", // 9
      "Restroom, the sink's pulled away from the wall, it's hanging on the pipes. Sal says a customer leaned on it.", // 10
      "The supply lines are holding, there's no leak yet, but it's gonna rip them off. Needs re-anchoring before it falls.", // 11
      "Outside, the parking lot, there's a big crack in the asphalt along the front, weeds in it. Seal-coat next year.", // 12
      "Roof, I can see from the ladder, the scupper's clear, no ponding.", // 13
      "Sal, I'll get you a date for the door guy. Take it easy.", // 14
    ],
    findings: [
      {
        id: "bay-one-door-opener",
        at: [1, 2],
        thing: ["opener", "operator", "door"],
        problem: ["shot", "won't go up"],
        priority: "MEDIUM",
      },
      {
        id: "bay-three-torsion-spring",
        at: [3, 4],
        thing: ["spring", "door"],
        problem: ["broken", "snapped", "stuck", "won't open"],
        priority: "HIGH",
      },
      {
        id: "high-bay-lights",
        at: [6],
        thing: ["fixtures", "lighting"],
        problem: ["out"],
        priority: "MEDIUM",
      },
      {
        id: "compressor-room-breaker-hot",
        at: [7, 8],
        thing: ["breaker", "panel"],
        problem: ["warm", "hot", "burning"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "restroom-sink-pulled-away",
        at: [10, 11],
        thing: ["sink"],
        problem: ["pulled away", "hanging", "falls"],
        priority: "HIGH",
      },
      {
        id: "parking-lot-asphalt-crack",
        at: [12],
        thing: ["asphalt", "crack"],
        problem: ["crack", "weeds"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aq18-uk-office-basement-car-park",
    half: "heldout",
    lines: [
      "Okay, Marlowe House, doing reception and the basement car park, it's Monday, about nine.", // 0
      "Reception. The revolving door, it's fine, the side pass door's fine.", // 1
      "The floor tiles by the entrance, there's a big crack through two of them, but they're flat, not lifted. Cosmetic for now.", // 2
      "Reception desk, the, um, front panel's chipped at the corner.", // 3
      "Security barriers, all reading passes fine.", // 4
      "Down to the basement. The stair down, the emergency light at the bottom's missing its diffuser, the cover, the tube's still working.", // 5
      "Car park. There's a strong smell of exhaust, the ventilation fans aren't running, I can't hear them at all.", // 6
      "And the CO monitor on the wall's showing a fault light. So we've got no extract and no alarm, that's, yeah, that's a today job.", // 7
      "I'll get security to stop people coming down until it's sorted.", // 8
      "Bay forty-two, there's water coming out of the ceiling, off a drainage pipe, just pouring from the joint.", // 9
      "Right over a car. I'll get the porter to find the owner. Plumber needs to come out now.", // 10
      "The height barrier at the entrance ramp is bent, somebody's hit it, it's leaning in toward the ramp.", // 11
      "It's still up, it's not going to fall, but it needs straightening.", // 12
      "EV chargers, four of them, all showing green.", // 13
      "Pillars are all scraped from cars, paint scuffs everywhere, that's just life in a car park, do it when we redecorate.", // 14
      "Roller shutter at the car park entrance, goes up on the fob, down on the timer, fine.", // 15
      "Bike store, the cage door's lock is broken, it doesn't lock, the bikes are just sat in there. They'll get nicked, locksmith today.", // 16
      "Right, back up to reception to ring the plumber and the fan people.", // 17
    ],
    findings: [
      {
        id: "entrance-floor-tiles-cracked",
        at: [2],
        thing: ["tiles", "floor"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "reception-desk-chipped",
        at: [3],
        thing: ["desk", "panel"],
        problem: ["chipped"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-emergency-light-diffuser",
        at: [5],
        thing: ["diffuser", "cover", "light"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "car-park-ventilation-fans",
        at: [6, 7, 8],
        thing: ["fans", "ventilation", "extract"],
        problem: ["aren't running", "exhaust", "no extract"],
        priority: "HIGH",
      },
      {
        id: "car-park-co-monitor",
        at: [7],
        thing: ["CO", "monitor", "alarm"],
        problem: ["fault", "no alarm"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bay-42-drainage-pipe",
        at: [9, 10],
        thing: ["pipe", "drainage", "ceiling"],
        problem: ["water", "pouring", "coming out"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "height-barrier-bent",
        at: [11, 12],
        thing: ["barrier"],
        problem: ["bent", "leaning", "straightening"],
        priority: "MEDIUM",
      },
      {
        id: "pillar-scrapes",
        at: [14],
        thing: ["pillars"],
        problem: ["scraped", "scuffs"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bike-store-lock",
        at: [16],
        thing: ["lock", "cage", "door"],
        problem: ["broken", "doesn't lock"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "aq19-us-gym-one-thing",
    half: "tune",
    lines: [
      "Okay, Iron Works gym, Elm Avenue, quick walk with Marcus before they open at five.", // 0
      "Weight floor's good, rubber mats all flat, no gaps.", // 1
      "Cardio area, treadmills are theirs, but the outlets they plug into, all fine, no scorching.", // 2
      "HVAC's running, it's cool in here, feels nice.", // 3
      "Locker rooms. Men's, showers hot, drains are draining, no standing water.", // 4
      "Women's, Marcus checked it before I got here, he says all fine. Good.", // 5
      "Sauna's theirs, not ours.", // 6
      "Roll-up door at the back where they bring equipment in, um, the bottom seal's ripped, there's a gap you can see daylight through.", // 7
      "Doesn't affect the lock, it still locks fine, rain might blow in under it. Order a new bottom seal whenever.", // 8
      "Hmm, the exit signs are all lit, emergency lights test good.", // 9
      "Restrooms up front, no issues, flush fine.", // 10
      "Parking lot, striping's fresh, lights all on.", // 11
      "Alright Marcus, just the one thing, I'll put the order in.", // 12
    ],
    findings: [
      {
        id: "roll-up-door-bottom-seal",
        at: [7, 8],
        thing: ["seal", "door"],
        problem: ["ripped", "gap"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aq20-uk-distribution-loading-bays",
    half: "heldout",
    lines: [
      "Right, so, Gateway 14, the big distribution shed, doing the loading bays and the yard with Kev the site supervisor.", // 0
      "Twelve dock doors on this side. One to four fine, shutters up and down, seals good.", // 1
      "Dock five, the dock leveller lip's not extending, the deck comes up but the lip just flops. Kev says they're using a plate.", // 2
      "Get the leveller engineer out this week.", // 3
      "Six, the dock shelter, the curtain's torn at the top, flapping about. Cosmetic really, it's just a draught.", // 4
      "Seven, the sectional door, one of the panels has a crack right across it, and, uh, the door won't close the last foot, there's a gap at the bottom.", // 5
      "So that bay can't be secured overnight. Kev, can you put a trailer against it tonight? Yeah. And get the door company out today.", // 6
      "Eight to twelve, fine.", // 7
      "Dock lights, the ones on the swing arms, number ten's light flickers and, no, hang on, it's eleven, eleven flickers.", // 8
      "Yard. Concrete's broken up in front of dock three where the trailers turn, big potholes, the rebar's showing.", // 9
      "Kev says it's slowly getting worse. Get a quote for breaking out and recasting in the next few weeks.", // 10
      "The yard lighting, the column by the gatehouse, it's leaning, quite a lot actually, like ten degrees.", // 11
      "The base looks like something's hit it. If that comes down it'll land on the gatehouse. Cordon it off now and get it looked at today.", // 12
      "Gatehouse itself, the barrier's working, the intercom's fine.", // 13
      "Sprinkler tank, gauge reads normal, no leaks round the valves.", // 14
      "Roof plant, I'm not going up today, it's too windy, I'll do that Thursday.", // 15
      "Fire doors in the transport office, both closing, no wedges.", // 16
      "Smoking shelter, one of the roof panels is cracked, the polycarbonate, um, it's still on, just cracked, minor.", // 17
      "Cheers Kev, I'll get this lot raised this afternoon.", // 18
    ],
    findings: [
      {
        id: "dock-five-leveller-lip",
        at: [2, 3],
        thing: ["leveller", "lip"],
        problem: ["not extending", "flops"],
        priority: "MEDIUM",
      },
      {
        id: "dock-six-shelter-curtain",
        at: [4],
        thing: ["curtain", "shelter"],
        problem: ["torn", "flapping"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dock-seven-door",
        at: [5, 6],
        thing: ["door", "panels"],
        problem: ["crack", "won't close", "gap", "can't be secured"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "dock-eleven-light",
        at: [8],
        thing: ["light"],
        problem: ["flickers"],
        priority: "MEDIUM",
      },
      {
        id: "yard-concrete-potholes",
        at: [9, 10],
        thing: ["concrete", "potholes", "rebar"],
        problem: ["broken", "potholes", "showing", "worse"],
        priority: "MEDIUM",
      },
      {
        id: "lighting-column-leaning",
        at: [11, 12],
        thing: ["column", "lighting"],
        problem: ["leaning", "hit", "comes down"],
        priority: "HIGH",
      },
      {
        id: "smoking-shelter-panel",
        at: [17],
        thing: ["panels", "polycarbonate", "roof"],
        problem: ["cracked"],
        priority: "LOW",
      },
    ],
  },
];
