// Blind walkthroughs, set meaning-25 (written without seeing the extractor).
// UK sheltered housing / retirement flats and US senior living: scheme managers and facilities staff on pull cords, grab rails, stairlifts, door entry, lounges, laundries, scooters.
import type { Walkthrough } from "./types";

export const MEANING25_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "z01-beech-court-communal",
    half: "tune",
    lines: [
      "Right, this is Beech Court, sheltered scheme, starting in the entrance lobby with Maureen the scheme manager.", // 0
      "Door entry panel by the main doors, the call button for flat 12 doesn't work, you press it and nothing.", // 1
      "The main entrance door itself closes and locks fine.", // 2
      "Into the communal lounge now.", // 3
      "Carpet's worn right through by the lounge door and it's lifting at the seam, and with the walking frames in here that's a trip.", // 4
      "Someone'll go over on that, get it taped down or re-laid today.", // 5
      "Radiators are all warm in here, no issues.", // 6
      "The pull cord in the lounge toilet has been tied up round the grab rail, so nobody on the floor could reach it.", // 7
      "I've untied it but it wants testing through to the call centre today, can't leave it like that.", // 8
      "Laundry room. Dryer number two doesn't heat up, clothes come out still wet.", // 9
      "And behind it the vent hose has come off the wall, there's lint everywhere back there.", // 10
      "Washers are fine, both ran a cycle while we were in.", // 11
      "Up on the first floor corridor there's a mobility scooter outside flat 14, charging off the corridor socket, right across the escape route.", // 12
      "That has to be moved today, I'll have a word with Mrs Patel.", // 13
      "Fire door to the stairwell is wedged open with a fire extinguisher, of all things.", // 14
      "Stairlift to the mezzanine runs fine, seat swivels, no problems there.", // 15
      "Handrail on the stairs down to the garden is loose at the bottom bracket.", // 16
      "Outside by the bins, one of the paving slabs is rocking and there's a good inch lip on it.", // 17
      "Paint's peeling on the bin store door, low priority.", // 18
      "Right, that's the communal bits done, Maureen's putting the kettle on.", // 19
    ],
    findings: [
      {
        id: "door-entry-button",
        at: [1],
        thing: [
          "door entry",
          "entry panel",
          "intercom",
          "entryphone",
          "call button",
          "panel",
          "button",
        ],
        problem: ["not working", "fault", "broken", "dead", "doesn't work", "button"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-carpet-trip",
        at: [4, 5],
        thing: ["carpet", "flooring", "seam"],
        problem: ["worn", "lift", "trip", "seam", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "pull-cord-tied-up",
        at: [7, 8],
        thing: ["pull cord", "cord", "emergency cord", "alarm cord", "call cord"],
        problem: ["tied", "reach", "short", "untie", "test"],
        priority: "HIGH",
      },
      {
        id: "dryer-no-heat",
        at: [9],
        thing: ["dryer", "tumble dryer", "drier"],
        problem: ["heat", "not heating", "fault", "broken", "wet"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-vent-lint",
        at: [10],
        thing: ["vent", "hose", "duct", "dryer"],
        problem: ["detach", "come off", "off", "lint", "disconnect", "loose"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "scooter-escape-route",
        at: [12, 13],
        thing: ["scooter", "mobility scooter", "escape route", "fire route", "corridor"],
        problem: ["block", "obstruct", "charging", "parked", "move"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-door-wedged",
        at: [14],
        thing: ["fire door", "door"],
        problem: ["wedge", "propped", "held open", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "garden-handrail-loose",
        at: [16],
        thing: ["handrail", "rail", "banister"],
        problem: ["loose", "bracket", "wobbl", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "paving-slab-rocking",
        at: [17],
        thing: ["paving", "slab", "flag", "path"],
        problem: ["rock", "lip", "uneven", "loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bin-store-paint",
        at: [18],
        thing: ["paint", "bin store", "door"],
        problem: ["peel", "flak", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "z02-meadows-apt-214",
    half: "heldout",
    lines: [
      "Okay, this is Sunrise Meadows, building C, apartment 214, independent living, move-in inspection with Derek from facilities.", // 0
      "Entry door, the closer's slamming it shut way too fast for anyone on a walker.", // 1
      "Kitchen. GFCI by the sink trips as soon as you plug anything in, and the faceplate's scorched on the left side.", // 2
      "Derek, can you kill that breaker for now, thanks, we'll get the electrician up this afternoon.", // 3
      "Faucet's fine, good pressure, hot comes through quick.", // 4
      "Under the sink the P-trap's dripping, slow, and the cabinet base is swollen from it.", // 5
      "Put a tray under it, it can wait till Monday.", // 6
      "Bathroom. Grab bar next to the toilet pulls right away from the wall, the anchors are shot.", // 7
      "That's a fall waiting to happen, it needs doing before she moves in Friday.", // 8
      "Emergency pull cord in the bathroom, tested it, rang straight through to the front desk, good.", // 9
      "Toilet flushes fine, no leaks at the base.", // 10
      "Cracked, the hand-held shower head, it sprays out sideways.", // 11
      "Caulk around the shower pan is black and coming away at the corner.", // 12
      "Bedroom. Smoke detector, pressed test and nothing, no chirp, no nothing.", // 13
      "Could be the battery, could be the head, either way swap it today.", // 14
      "PTAC under the window runs but it's blowing warm on cool, and it's eighty-five out there.", // 15
      "Closet bifold's jumped off its track.", // 16
      "Couple of stains on the carpet by the bed, schedule a shampoo, low priority.", // 17
      "Blinds all work, windows lock, we're good in here.", // 18
    ],
    findings: [
      {
        id: "entry-door-closer",
        at: [1],
        thing: ["closer", "door closer", "entry door", "door"],
        problem: ["slam", "fast", "adjust", "speed"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-scorched",
        at: [2, 3],
        thing: ["gfci", "outlet", "receptacle", "socket", "faceplate"],
        problem: ["trip", "scorch", "burn", "breaker"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "p-trap-drip",
        at: [5, 6],
        thing: ["p-trap", "trap", "sink", "drain", "waste", "cabinet"],
        problem: ["drip", "leak", "swollen"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "grab-bar-loose",
        at: [7, 8],
        thing: ["grab bar", "grab rail", "bar", "rail"],
        problem: ["loose", "pull", "anchor", "away"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-head-cracked",
        at: [11],
        thing: ["shower head", "showerhead", "hand-held", "handset", "shower"],
        problem: ["crack", "spray"],
        priority: "MEDIUM",
      },
      {
        id: "shower-caulk",
        at: [12],
        thing: ["caulk", "sealant", "silicone", "seal", "shower pan"],
        problem: ["black", "mould", "mold", "coming away", "peel", "perish"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-dead",
        at: [13, 14],
        thing: ["smoke detector", "smoke alarm", "detector", "alarm"],
        problem: ["dead", "not working", "fail", "faulty", "test", "battery", "swap"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ptac-not-cooling",
        at: [15],
        thing: ["ptac", "air conditioner", "ac", "a/c", "hvac", "unit"],
        problem: ["warm", "not cooling", "cool", "blowing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bifold-off-track",
        at: [16],
        thing: ["bifold", "closet door", "closet", "door"],
        problem: ["track", "off", "jump"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-stains",
        at: [17],
        thing: ["carpet"],
        problem: ["stain", "shampoo", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "z03-oakfield-flat-7",
    half: "tune",
    lines: [
      "Flat 7, Oakfield Lodge. Resident's in hospital, daughter let us in.", // 0
      "Hall. Tunstall unit, speech works, but the pendant didn't register when I pressed it.", // 1
      "Probably wants a new battery in the pendant, get Tunstall out before she's home Thursday.", // 2
      "Storage heater in the lounge is stone cold, the Dimplex, input's up full and nothing.", // 3
      "No, sorry, the lounge one's fine, it's the bedroom heater that's cold, and that's the only heat in there.", // 4
      "Lounge window lock won't catch, and it's ground floor, opens straight onto the car park.", // 5
      "Kitchen. Cooker hood light's out. Not urgent, whenever the electrician's next in.", // 6
      "Worktop edge is chipped by the sink.", // 7
      "Fridge freezer's the resident's own, ignore that.", // 8
      "Bathroom. Wet room floor doesn't drain properly, water sits round the gully for ages.", // 9
      "Mira shower works, temperature's steady.", // 10
      "Fold-down shower seat, one of the hinges is cracked and it drops when you sit on it.", // 11
      "Tape it off, do not use, today.", // 12
      "Extractor fan doesn't come on with the light.", // 13
      "Smoke alarm in the hall and the heat alarm in the kitchen both tested fine.", // 14
      "Bedroom. Wardrobe door hanging off its top hinge.", // 15
      "Scuff marks all along the hall wall from the wheelchair, cosmetic, leave it for the void.", // 16
      "Meter reading, electric 40213. Done.", // 17
    ],
    findings: [
      {
        id: "pendant-not-registering",
        at: [1, 2],
        thing: ["pendant", "alarm", "tunstall", "lifeline", "careline", "call system"],
        problem: ["register", "not working", "fault", "dead", "battery"],
        priority: "HIGH",
      },
      {
        id: "bedroom-heater-cold",
        at: [3, 4],
        thing: ["storage heater", "heater", "dimplex", "heating"],
        problem: ["cold", "not working", "no heat", "fault"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "lounge-window-lock",
        at: [5],
        thing: ["window", "window lock", "lock"],
        problem: ["catch", "won't lock", "insecure", "broken", "faulty"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cooker-hood-light",
        at: [6],
        thing: ["cooker hood", "hood", "extractor hood", "light", "bulb"],
        problem: ["out", "not working", "blown", "bulb"],
        priority: "LOW",
      },
      {
        id: "worktop-chipped",
        at: [7],
        thing: ["worktop", "counter", "work surface"],
        problem: ["chip", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wet-room-drain",
        at: [9],
        thing: ["wet room", "drain", "gully", "floor", "waste"],
        problem: ["drain", "slow", "block", "pool", "sits"],
        priority: "MEDIUM",
      },
      {
        id: "shower-seat-hinge",
        at: [11, 12],
        thing: ["shower seat", "seat", "hinge"],
        problem: ["crack", "hinge", "drop", "broken", "do not use"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "extractor-fan-dead",
        at: [13],
        thing: ["extractor", "fan"],
        problem: ["not working", "doesn't come on", "dead", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "wardrobe-door-hinge",
        at: [15],
        thing: ["wardrobe", "door", "hinge"],
        problem: ["hanging", "hinge", "loose", "off"],
        priority: "MEDIUM",
      },
      {
        id: "hall-wall-scuffs",
        at: [16],
        thing: ["wall", "hall", "scuff", "paintwork"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "z04-willow-creek-common",
    half: "heldout",
    lines: [
      "Alright, common-area walk at Willow Creek Assisted Living, me and Tanya, the ED.", // 0
      "Front vestibule, the automatic door opener's sticking, doors open maybe halfway and stop, wheelchairs can't get through.", // 1
      "And the mag lock on that same door isn't engaging at night, the overnight aide said it just swings open after lockdown.", // 2
      "That door's right by memory care too, so that's today, no question.", // 3
      "Lobby restroom, toilet's running constantly, won't stop filling.", // 4
      "Dining room, there's a ceiling tile stained brown over table six and it's damp to the touch, so something's leaking above.", // 5
      "That's under the second-floor laundry I think, let's go up and look.", // 6
      "Second-floor laundry, yep, the washer supply hose is weeping at the connection, puddle behind the machine.", // 7
      "I've shut the valve off behind it for now.", // 8
      "Other two washers and both dryers are working fine.", // 9
      "Corridor on two, somebody's parked three scooters and a rollator in front of the exit door at the end.", // 10
      "Exit sign above it is out as well, both lamps.", // 11
      "Activity room's good, TV works, chairs are fine.", // 12
      "Handrail along the east hallway, one section's come away from the wall, it moves an inch when you lean on it.", // 13
      "Paint on that handrail's chipped all along too, but that's just cosmetic.", // 14
      "Out in the courtyard the sidewalk's heaved up by the oak root, big lip, that's a trip.", // 15
      "Parking lot lights on the north side, two poles out, so it's pitch dark when evening staff leave.", // 16
      "Tanya's got a tour at two so we'll stop there.", // 17
    ],
    findings: [
      {
        id: "door-opener-sticking",
        at: [1],
        thing: ["door opener", "automatic door", "opener", "operator", "door"],
        problem: ["stick", "halfway", "stop", "fault", "jam"],
        priority: "MEDIUM",
      },
      {
        id: "mag-lock-not-engaging",
        at: [2, 3],
        thing: ["mag lock", "maglock", "magnetic lock", "lock", "door"],
        problem: ["engag", "not locking", "swing", "fail", "insecure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lobby-toilet-running",
        at: [4],
        thing: ["toilet", "cistern", "wc"],
        problem: ["running", "fill", "flapper", "constant"],
        priority: "MEDIUM",
      },
      {
        id: "dining-ceiling-leak",
        at: [5, 6],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain", "damp", "leak", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "washer-hose-weeping",
        at: [7, 8],
        thing: ["supply hose", "hose", "washer", "washing machine", "valve"],
        problem: ["weep", "leak", "puddle", "connection"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "exit-blocked-scooters",
        at: [10],
        thing: ["exit", "exit door", "fire exit", "scooter", "corridor"],
        problem: ["block", "obstruct", "parked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "exit-sign-out",
        at: [11],
        thing: ["exit sign", "sign", "emergency light"],
        problem: ["out", "not lit", "lamp", "bulb", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "east-handrail-loose",
        at: [13],
        thing: ["handrail", "rail"],
        problem: ["loose", "come away", "away", "moves", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "handrail-paint-chipped",
        at: [14],
        thing: ["paint", "handrail"],
        problem: ["chip", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "courtyard-sidewalk-heave",
        at: [15],
        thing: ["sidewalk", "pavement", "path", "walkway", "paving"],
        problem: ["heave", "lip", "trip", "uneven", "raised"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "parking-lot-lights",
        at: [16],
        thing: ["parking lot", "lot lights", "lights", "lighting", "light", "pole"],
        problem: ["out", "dark", "not working", "fail"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "z05-hawthorn-close-void",
    half: "tune",
    lines: [
      "Number 3 Hawthorn Close, one of the scheme bungalows, void since the end of last month, I'm with Gary from repairs.", // 0
      "First thing as you come in, there's a smell of gas in the kitchen, faint, but it's definitely there.", // 1
      "Gary's turned it off at the meter, we need the gas engineer out today, looks like the cooker connection.", // 2
      "Boiler's a Worcester combi, serviced in March going by the sticker, fires up fine.", // 3
      "Carbon monoxide alarm, though, there isn't one, just the screw holes where it used to be.", // 4
      "Kitchen units are tired, couple of the cupboard doors have dropped on their hinges, put it on the list.", // 5
      "Bathroom, it's the level-access shower, thank goodness.", // 6
      "Shower tray drains fine, no sign of any leaks underneath.", // 7
      "Grab rail by the basin is fine, the one by the toilet though, that's hanging off one screw.", // 8
      "Pull cord in here has been cut short, it's up at head height.", // 9
      "Has to reach the floor, so new cord, and test it through to the warden call before anyone signs up for this place.", // 10
      "Bedroom, there's black mould in the corner behind where the wardrobe was.", // 11
      "Trickle vent on the bedroom window's been taped over, which won't have helped.", // 12
      "Back garden, the ramp down from the patio doors, handrail's fine, but the ramp surface is green and slippy, that's a fall.", // 13
      "Fence panel's down at the back, the one next to the shed.", // 14
      "Shed's full of the previous tenant's stuff, housing officer's dealing with the clearance.", // 15
      "Back door, the euro cylinder's been snapped, you can turn the lock with your fingers.", // 16
      "So it's not secure, board it or change the cylinder today.", // 17
      "Round the front, doorbell doesn't ring, low priority.", // 18
      "Right, keys back to the office.", // 19
    ],
    findings: [
      {
        id: "gas-smell-kitchen",
        at: [1, 2],
        thing: ["gas", "cooker", "gas supply", "connection"],
        problem: ["smell", "leak", "escape"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "co-alarm-missing",
        at: [4],
        thing: ["carbon monoxide", "co alarm", "co detector", "alarm", "detector"],
        problem: ["missing", "none", "removed", "no", "fit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-doors-dropped",
        at: [5],
        thing: ["cupboard", "kitchen unit", "unit", "door", "hinge", "kitchen"],
        problem: ["dropped", "drop", "hinge", "tired", "adjust"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-grab-rail-loose",
        at: [8],
        thing: ["grab rail", "grab bar", "rail"],
        problem: ["hanging", "loose", "screw", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "pull-cord-cut-short",
        at: [9, 10],
        thing: ["pull cord", "cord", "emergency cord", "alarm cord", "warden call"],
        problem: ["cut", "short", "reach", "height", "test"],
        priority: "HIGH",
      },
      {
        id: "bedroom-mould",
        at: [11],
        thing: ["mould", "mold", "black mould"],
        priority: "MEDIUM",
      },
      {
        id: "trickle-vent-taped",
        at: [12],
        thing: ["trickle vent", "vent", "window"],
        problem: ["taped", "blocked", "covered"],
        priority: "MEDIUM",
      },
      {
        id: "ramp-slippery",
        at: [13],
        thing: ["ramp", "ramp surface", "path"],
        problem: ["slip", "green", "algae", "moss", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fence-panel-down",
        at: [14],
        thing: ["fence", "fence panel", "panel"],
        problem: ["down", "broken", "fallen", "collapsed"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-cylinder",
        at: [16, 17],
        thing: ["back door", "door", "lock", "cylinder", "euro cylinder"],
        problem: ["snap", "broken", "insecure", "secure", "not secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "doorbell-not-ringing",
        at: [18],
        thing: ["doorbell", "bell"],
        problem: ["ring", "not working", "dead", "fault"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "z06-heritage-oaks-villa-12",
    half: "heldout",
    lines: [
      "Villa 12, Heritage Oaks, annual PM, Luis is with me, resident's down at the pool.", // 0
      "Front door deadbolt won't throw all the way, strike plate's out of line.", // 1
      "Luis, shave the strike or move it, before we leave today.", // 2
      "Thermostat's reading seventy-four, the Carrier kicks on, cold air at the vents, fine.", // 3
      "Filter's filthy though, swap it.", // 4
      "Garage, the Rheem water heater has rust at the base and a little puddle in the pan.", // 5
      "Pan's catching it for now, but that tank's on its way out, get a replacement quote this week.", // 6
      "Also in the garage, her scooter's charging off an extension cord that's run under the door mat and it's warm to the touch.", // 7
      "Kitchen, garbage disposal hums but doesn't spin.", // 8
      "Dishwasher ran, drained, no leaks.", // 9
      "Stairlift, it's a Bruno, goes up fine, comes down and stops about three steps from the bottom and beeps.", // 10
      "She can't do the stairs without it, so that's a same-day call to the dealer.", // 11
      "Upstairs bath, grab bars solid, toilet flushes, tub drains.", // 12
      "Vanity faucet drips, it's a Kohler, probably just the cartridge.", // 13
      "Smoke detector in the upstairs hall is chirping, low battery, Luis has a nine-volt in the truck, do it now.", // 14
      "Bedroom carpet's worn along the path to the bathroom, not a trip, just worn, next refresh.", // 15
      "Patio, screen door's torn at the bottom, bugs'll get in.", // 16
      "Gutters are clear, downspouts are fine.", // 17
      "Okay, that's villa 12, on to 14.", // 18
    ],
    findings: [
      {
        id: "deadbolt-wont-throw",
        at: [1, 2],
        thing: ["deadbolt", "lock", "front door", "strike plate", "strike", "door"],
        problem: ["throw", "won't lock", "align", "line", "misalign", "not locking"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hvac-filter-dirty",
        at: [4],
        thing: ["filter", "hvac filter", "air filter", "furnace filter"],
        problem: ["dirty", "filthy", "swap", "replace", "clogged"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-leak",
        at: [5, 6],
        thing: ["water heater", "heater", "rheem", "tank"],
        problem: ["rust", "leak", "puddle", "replace"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "scooter-extension-cord",
        at: [7],
        thing: ["extension cord", "extension", "cord", "cable", "scooter"],
        problem: ["under", "mat", "warm", "overheat", "trailing", "hot"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "disposal-jammed",
        at: [8],
        thing: ["garbage disposal", "disposal", "disposer"],
        problem: ["hum", "jam", "spin", "stuck", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "stairlift-stops",
        at: [10, 11],
        thing: ["stairlift", "stair lift", "bruno", "lift"],
        problem: ["stop", "beep", "fault", "stuck", "not working"],
        priority: "HIGH",
      },
      {
        id: "vanity-faucet-drip",
        at: [13],
        thing: ["faucet", "tap", "vanity", "kohler", "cartridge"],
        problem: ["drip", "leak", "cartridge", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-chirping",
        at: [14],
        thing: ["smoke detector", "smoke alarm", "detector", "alarm"],
        problem: ["chirp", "battery", "low battery", "beep"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-carpet-worn",
        at: [15],
        thing: ["carpet", "flooring"],
        problem: ["worn", "wear", "refresh"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "patio-screen-torn",
        at: [16],
        thing: ["screen door", "screen", "patio door", "door"],
        problem: ["torn", "tear", "rip", "hole"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "z07-kingfisher-court-estate",
    half: "tune",
    lines: [
      "Morning, this is the quarterly estate inspection at Kingfisher Court, retirement apartments, with Sue the house manager.", // 0
      "Sorry, one sec, that's the office. Yes, tell him I'll ring back after twelve.", // 1
      "Right. Main entrance, door entry system's working, fobs are reading fine.", // 2
      "But the entrance doors aren't closing fully on their own, they stop a couple of inches off the latch, so they're not locking behind people.", // 3
      "That's the whole building open to anyone, I want the closer adjusted today.", // 4
      "Passenger lift, the alarm button in the car doesn't connect, it just rings out.", // 5
      "Otis are due Tuesday anyway, but ring them now about that.", // 6
      "Scooter store, two of the charging points are dead.", // 7
      "And because of that there's an extension lead run under the corridor fire door to a socket outside, so the door can't shut either.", // 8
      "Communal laundry, the left-hand washer's full of water and it won't drain.", // 9
      "Dryers fine, lint filters have been cleaned, good.", // 10
      "Guest suite's tidy, bed's made up, no issues.", // 11
      "Residents' lounge, the armchair by the window has a split in the seat, and the curtains are hanging off a couple of hooks at the end.", // 12
      "Emergency lighting log's up to date, last monthly flick test was fine.", // 13
      "Second floor, outside apartment 31, the corridor carpet's rucked up where the scooters turn, it's rolled over at the edge.", // 14
      "I nearly went over on it myself.", // 15
      "Ceiling in the corridor by 31 has a brown ring, dry now, Sue says the leak from 41's bathroom was fixed in May.", // 16
      "So just stain block and paint, at the next redecoration.", // 17
      "Outside in the car park, the bollard light by the path is hanging out of the ground with the wires showing.", // 18
      "Bins are fine, that's us.", // 19
    ],
    findings: [
      {
        id: "entrance-doors-not-latching",
        at: [3, 4],
        thing: ["entrance door", "main door", "door", "closer"],
        problem: ["clos", "latch", "not locking", "lock", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lift-alarm-not-connecting",
        at: [5, 6],
        thing: ["lift", "lift alarm", "alarm button", "alarm", "autodialler"],
        problem: ["connect", "ring", "not working", "fault"],
        priority: "HIGH",
      },
      {
        id: "scooter-charging-points",
        at: [7],
        thing: ["charging point", "charger", "scooter store", "socket", "point"],
        problem: ["dead", "not working", "fault", "no power"],
        priority: "MEDIUM",
      },
      {
        id: "lead-under-fire-door",
        at: [8],
        thing: ["extension lead", "lead", "fire door", "cable", "extension"],
        problem: ["under", "shut", "wedge", "trailing", "obstruct", "close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "laundry-washer-not-draining",
        at: [9],
        thing: ["washer", "washing machine", "machine"],
        problem: ["drain", "full", "block"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-armchair-split",
        at: [12],
        thing: ["armchair", "chair", "seat"],
        problem: ["split", "tear", "torn", "rip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lounge-curtains-hooks",
        at: [12],
        thing: ["curtain", "hook", "curtain hook"],
        problem: ["hanging", "off", "hook", "loose"],
        priority: "LOW",
      },
      {
        id: "corridor-carpet-rucked",
        at: [14, 15],
        thing: ["carpet", "flooring", "corridor"],
        problem: ["ruck", "rolled", "trip", "lift", "edge"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "corridor-ceiling-stain",
        at: [16, 17],
        thing: ["ceiling", "stain"],
        problem: ["stain", "brown", "ring", "mark", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bollard-light-wires",
        at: [18],
        thing: ["bollard", "bollard light", "light", "wires", "wiring"],
        problem: ["exposed", "wires", "showing", "hanging", "loose"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "z08-lakeside-memory-care-108",
    half: "heldout",
    lines: [
      "This is Lakeside Commons, memory care wing, room 108, doing the room check with Jenny the charge nurse after the incident last night.", // 0
      "Call light by the bed, the cord's fine, the button, hang on, the button lights up but it doesn't sound at the nurses' station.", // 1
      "Jenny's checking from the desk, yeah, nothing came through, so that's priority one, today.", // 2
      "Bed's the facility's, rails are fine, mattress is fine.", // 3
      "Window, the stop's been taken off, it opens all the way out, and we're ground floor right next to the parking lot.", // 4
      "Bathroom floor, water around the base of the toilet, not a lot, but it keeps coming back, wax ring I'd guess.", // 5
      "She went down in that bathroom last night, so I want it done this morning.", // 6
      "Grab bars are solid, both of them, I hung off them.", // 7
      "Light over the vanity flickers and buzzes when you flick it on.", // 8
      "No, not the vanity, the one over the shower, sorry, the vanity light's fine.", // 9
      "Shower runs hot, anti-scald's working, tops out around a hundred and ten.", // 10
      "Closet, the door's jumped off its bottom guide, and there's a gouge in the drywall behind it from the wheelchair.", // 11
      "Patch and paint on the wall, whenever.", // 12
      "Heat's working, room's warm, thermostat's locked like it should be.", // 13
      "Hallway outside, the exit door at the end of the wing, the delayed egress alarm doesn't go off when you push the bar.", // 14
      "That's the one that matters on this unit, get the alarm company out today.", // 15
      "Threshold strip at the room doorway is lifting at one end.", // 16
      "Wallpaper border's peeling in the corridor, that's cosmetic, low.", // 17
      "Okay, I'll write it up and send it to Mark.", // 18
    ],
    findings: [
      {
        id: "call-light-no-sound",
        at: [1, 2],
        thing: ["call light", "nurse call", "call button", "button", "call system"],
        problem: ["sound", "not working", "fault", "alarm", "no alarm"],
        priority: "HIGH",
      },
      {
        id: "window-stop-removed",
        at: [4],
        thing: ["window", "window stop", "stop", "limiter", "restrictor"],
        problem: ["removed", "taken off", "missing", "opens", "insecure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toilet-base-leak",
        at: [5, 6],
        thing: ["toilet", "wax ring", "seal", "base"],
        problem: ["leak", "water", "wax ring", "seep"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "shower-light-buzzing",
        at: [8, 9],
        thing: ["light", "fixture", "shower light", "lamp", "fitting"],
        problem: ["flicker", "buzz", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "closet-door-guide",
        at: [11],
        thing: ["closet door", "closet", "door", "guide"],
        problem: ["guide", "off", "jump", "track"],
        priority: "MEDIUM",
      },
      {
        id: "drywall-gouge",
        at: [11, 12],
        thing: ["drywall", "wall"],
        problem: ["gouge", "damage", "patch", "hole"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "egress-alarm-silent",
        at: [14, 15],
        thing: ["exit door", "delayed egress", "egress alarm", "alarm", "door alarm", "door"],
        problem: ["go off", "sound", "not working", "fail", "fault", "silent"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "threshold-strip-lifting",
        at: [16],
        thing: ["threshold", "threshold strip", "transition", "strip", "flooring"],
        problem: ["lift", "loose", "trip", "raised"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wallpaper-border-peeling",
        at: [17],
        thing: ["wallpaper", "border", "wallpaper border"],
        problem: ["peel", "lift", "coming away"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "z09-elmfield-flat-22",
    half: "tune",
    lines: [
      "Elmfield House, flat 22, first floor, Mr Hughes is in, he's making us a tea, lovely.", // 0
      "Coming up from the ground floor, the communal stairlift on the half-landing flight is showing an error light and won't move off the bottom.", // 1
      "There's the main lift as well so it's not the end of the world, get Stannah to look at it next week.", // 2
      "Flat 22 front door, it's a fire door onto the corridor, and the self-closer's been disconnected, the arm's just hanging.", // 3
      "Mr Hughes says it was banging, but it has to close itself, so reconnect it and adjust it today.", // 4
      "Hallway, smoke detector tested fine, it's linked to the panel downstairs.", // 5
      "Kitchen tap's loose in the worktop and it drips from the base.", // 6
      "Not urgent, he says it's been like that for months, but it'll only get worse.", // 7
      "The cooker switch, the red one on the wall, it's cracked and gone brown around the rocker.", // 8
      "Lounge, the radiator's cold at the top, warm at the bottom, needs bleeding.", // 9
      "Window handle's fine, it locks, but one of the double-glazed units has misted up between the panes.", // 10
      "Bathroom, it's a bath with a bath lift, and the bath lift's hand control won't charge, so it won't lower him in.", // 11
      "He's managing with a strip wash, so it's not an emergency, just book it in.", // 12
      "Toilet's fine, flushes fine, the raised seat's his own.", // 13
      "Grout round the bath is grubby, bit of pink mould in the corners, cosmetic really.", // 14
      "Bedroom, hairline crack across the ceiling from the light rose, no movement, I'd just keep an eye on it.", // 15
      "Bedside pull cord's fine, reaches the floor, tested, warden call answered.", // 16
      "Out on the balcony, the balustrade's loose where it meets the wall, you can rock it a good inch.", // 17
      "Tell him not to lean on it, and get it fixed before the weekend.", // 18
      "Right, thank you Mr Hughes, we'll let ourselves out.", // 19
    ],
    findings: [
      {
        id: "communal-stairlift-error",
        at: [1, 2],
        thing: ["stairlift", "stair lift", "stannah", "lift"],
        problem: ["error", "won't move", "fault", "stuck", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "flat-fire-door-closer",
        at: [3, 4],
        thing: ["fire door", "front door", "self-closer", "closer", "door"],
        problem: ["disconnect", "hanging", "not closing", "close", "reconnect"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-tap-loose-drip",
        at: [6, 7],
        thing: ["tap", "kitchen tap", "mixer", "faucet"],
        problem: ["loose", "drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-switch-scorched",
        at: [8],
        thing: ["cooker switch", "switch", "isolator", "cooker"],
        problem: ["crack", "brown", "scorch", "burn", "discolour"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "lounge-radiator-bleed",
        at: [9],
        thing: ["radiator", "rad"],
        problem: ["cold", "bleed", "air"],
        priority: "MEDIUM",
      },
      {
        id: "double-glazing-misted",
        at: [10],
        thing: ["double-glazed", "double glazed", "glazing", "glazed unit", "window", "unit"],
        problem: ["misted", "mist", "blown", "condensation", "failed"],
        priority: "MEDIUM",
      },
      {
        id: "bath-lift-wont-charge",
        at: [11, 12],
        thing: ["bath lift", "hand control", "controller", "lift"],
        problem: ["charge", "won't lower", "lower", "battery", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "bath-grout-grubby",
        at: [14],
        thing: ["grout", "sealant", "bath"],
        problem: ["grubby", "mould", "dirty", "pink"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-ceiling-crack",
        at: [15],
        thing: ["ceiling", "crack"],
        problem: ["crack", "hairline", "monitor"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balcony-balustrade-loose",
        at: [17, 18],
        thing: ["balustrade", "balcony", "railing", "rail"],
        problem: ["loose", "rock", "insecure", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "z10-maple-terrace-5c",
    half: "heldout",
    lines: [
      "Unit 5C, Maple Terrace Senior Apartments, annual inspection, tenant present.", // 0
      "Entry door, peephole's missing, there's just a hole.", // 1
      "Door locks fine, chain's on.", // 2
      "Kitchen, range, back left burner won't light, it clicks but no flame.", // 3
      "And no gas smell, I checked.", // 4
      "Fridge door gasket's torn along the bottom, it's not sealing.", // 5
      "Under the sink's dry, no leaks.", // 6
      "Outlet next to the range is hanging out of the wall box, you can see the wires behind the plate.", // 7
      "Write that one up as life-threatening, fix within 24.", // 8
      "Living room, the baseboard heater under the window, cover's bent and the curtain's hanging right down onto the element.", // 9
      "Tenant's moving the curtain now, but that cover still needs replacing.", // 10
      "Emergency pull cord in the bedroom, pulled it, strobe in the hall came on, office got the call, good.", // 11
      "Bathroom. Tub spout leaks when the shower's on, diverter's worn.", // 12
      "Toilet doesn't flush, handle just flops, chain must have come off.", // 13
      "It's the only bathroom, so that's today.", // 14
      "Bathroom GFCI tests and resets fine.", // 15
      "Vinyl's curling up at the tub edge, not in the walking line, just looks tatty, low.", // 16
      "Bedroom blind's broken, slats missing, that's the tenant's own blind actually, skip it.", // 17
      "Closet shelf has pulled out of the wall on one side.", // 18
      "Done, 5C, next is 5D.", // 19
    ],
    findings: [
      {
        id: "peephole-missing",
        at: [1],
        thing: ["peephole", "viewer", "door viewer", "entry door", "door"],
        problem: ["missing", "hole", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "burner-wont-light",
        at: [3],
        thing: ["burner", "range", "cooker", "stove", "igniter"],
        problem: ["light", "won't light", "ignit", "click", "flame"],
        priority: "MEDIUM",
      },
      {
        id: "fridge-gasket-torn",
        at: [5],
        thing: ["gasket", "fridge", "refrigerator", "seal", "door seal"],
        problem: ["torn", "tear", "seal", "split"],
        priority: "MEDIUM",
      },
      {
        id: "outlet-hanging-wires",
        at: [7, 8],
        thing: ["outlet", "receptacle", "socket", "wall box", "wires"],
        problem: ["hanging", "exposed", "wires", "loose", "life-threatening"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "baseboard-heater-curtain",
        at: [9, 10],
        thing: ["baseboard heater", "heater", "baseboard", "cover", "curtain"],
        problem: ["bent", "curtain", "fire", "damaged", "replace", "cover"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "tub-spout-diverter",
        at: [12],
        thing: ["tub spout", "spout", "diverter", "tub", "shower"],
        problem: ["leak", "worn", "drip", "diverter"],
        priority: "MEDIUM",
      },
      {
        id: "only-toilet-no-flush",
        at: [13, 14],
        thing: ["toilet", "handle", "chain", "flush"],
        problem: ["flush", "won't flush", "doesn't flush", "chain", "handle", "broken"],
        priority: "HIGH",
      },
      {
        id: "vinyl-curling",
        at: [16],
        thing: ["vinyl", "floor", "flooring"],
        problem: ["curl", "lift", "tatty", "peel"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "closet-shelf-pulled-out",
        at: [18],
        thing: ["closet shelf", "shelf", "closet"],
        problem: ["pulled", "loose", "come away", "out"],
        priority: "MEDIUM",
      },
    ],
  },
];
