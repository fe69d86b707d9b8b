// Blind walkthroughs, set meaning-18 (written without seeing the extractor).
// Small commercial premises in the UK and Ireland (shops, cafes, takeaways, offices, halls, dental, gym); surveyor/FM talk with Irish and Scottish turns, fire-safety heavy.
import type { Walkthrough } from "./types";

export const MEANING18_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "s01-corner-shop-main-street",
    half: "tune",
    lines: [
      "Right, this is the Centra on Main Street, manager's name is Ciaran, he's let us in early.", // 0
      "Starting at the shopfront, the roller shutter's jammed about halfway, won't come down fully at all.", // 1
      "So the shop can't be secured at night, that needs someone out today.", // 2
      "The motor hums away but nothing moves.", // 3
      "Glazing on the shopfront is grand, no cracks that I can see.", // 4
      "Inside, the fire exit at the back of the stockroom is blocked with pallets of minerals.", // 5
      "Fire extinguisher by the till, the CO2 one, service tag is out of date, last done 2022.", // 6
      "Emergency light over the exit door doesn't come on when you hit the test key.", // 7
      "Probably the battery's gone.", // 8
      "The floor tiles by the deli counter, a couple are cracked and lifting, someone will go over on that.", // 9
      "Ciaran says the deli fridge is on a separate contract, not ours.", // 10
      "Staff WC, the cistern's running constantly, won't stop filling.", // 11
      "Not urgent, but it's wasting water.", // 12
      "Wash hand basin in there is fine, hot water's running.", // 13
      "Ceiling tile in the stockroom is stained brown, old mark, it's dry now, no active leak.", // 14
      "Just a cosmetic thing, replace the tile whenever.", // 15
      "Out the back by the bins, the gully is blocked, water's pooling against the back wall.", // 16
      "Right, moving on to the flat roof.", // 17
      "Roof felt is blistered in a couple of spots but no splits, keep an eye on it.", // 18
      "Grand, that's us done here.", // 19
    ],
    findings: [
      {
        id: "shutter-jammed",
        at: [1, 2, 3],
        thing: ["shutter", "roller shutter", "shopfront", "motor"],
        problem: ["jam", "stuck", "fail", "broken", "secur", "won't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fire-exit-blocked",
        at: [5],
        thing: ["fire exit", "exit", "escape"],
        problem: ["block", "obstruct", "pallet"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extinguisher-service",
        at: [6],
        thing: ["extinguisher", "fire extinguisher"],
        problem: ["service", "out of date", "overdue", "expired", "tag", "inspect"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "emergency-light-fail",
        at: [7, 8],
        thing: ["emergency light", "emergency lighting", "light", "luminaire"],
        problem: ["fail", "not working", "test", "battery", "doesn't", "faulty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floor-tiles-lifting",
        at: [9],
        thing: ["tile", "floor", "floor tile"],
        problem: ["crack", "lift", "loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "cistern-running",
        at: [11, 12],
        thing: ["cistern", "toilet", "wc", "fill valve"],
        problem: ["run", "fill", "overflow", "leak", "wast"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-tile-stain",
        at: [14, 15],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain", "mark", "discolour"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gully-blocked",
        at: [16],
        thing: ["gully", "drain", "gulley"],
        problem: ["block", "pool", "flood"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "roof-felt-blistered",
        at: [18],
        thing: ["roof", "felt", "flat roof"],
        problem: ["blister", "monitor"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "s02-cafe-shop-street",
    half: "heldout",
    lines: [
      "Okay so we're in the café on Shop Street, owner's Siobhán, she's just gone out for change.", // 0
      "Front door first, the closer's banjaxed, door slams every time, grand otherwise.", // 1
      "Fire alarm panel in the hall is showing a fault light, zone three.", // 2
      "She says it's been beeping on and off for a week and nobody's looked at it.", // 3
      "That wants an engineer today, really.", // 4
      "Kitchen, the extract canopy is thick with grease, the filters are caked.", // 5
      "Book a deep clean on that, next few weeks is fine.", // 6
      "Fire blanket's on the wall by the cooker, that's fine.", // 7
      "The sink in the wash-up area, the waste pipe underneath is dripping into a basin she's put there.", // 8
      "And there's a double socket right beside it under the counter, so that's water next to the electrics.", // 9
      "Customer toilet, the hand dryer's dead, nothing happens when you put your hands under it.", // 10
      "Low priority, there's paper towels.", // 11
      "Toilet flushes fine, the seat's loose though, wee job.", // 12
      "Right, out to the yard.", // 13
      "Downpipe at the back corner is split, water's coming out the side of it.", // 14
      "It's lashing rain as we speak so you can see it pouring down the render.", // 15
      "Yard lighting works, checked it with the switch inside.", // 16
      "Back inside, the skirting in the seating area is scuffed to bits from the chairs.", // 17
      "Cosmetic, do it when they close for the January fortnight.", // 18
      "That's the lot, I'll send Siobhán the report.", // 19
    ],
    findings: [
      {
        id: "door-closer",
        at: [1],
        thing: ["closer", "door closer", "front door", "door"],
        problem: ["slam", "broken", "fault", "adjust", "banjax"],
        priority: "MEDIUM",
      },
      {
        id: "fire-alarm-fault",
        at: [2, 3, 4],
        thing: ["fire alarm", "alarm", "panel"],
        problem: ["fault", "beep", "zone"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extract-grease",
        at: [5, 6],
        thing: ["extract", "canopy", "filter", "hood", "duct"],
        problem: ["grease", "clean", "cake"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "waste-pipe-leak",
        at: [8, 9],
        thing: ["waste", "waste pipe", "pipe", "sink", "trap"],
        problem: ["drip", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hand-dryer-dead",
        at: [10, 11],
        thing: ["hand dryer", "dryer"],
        problem: ["dead", "not working", "fault", "broken"],
        priority: "LOW",
      },
      {
        id: "toilet-seat-loose",
        at: [12],
        thing: ["seat", "toilet seat"],
        problem: ["loose"],
        priority: "MEDIUM",
      },
      {
        id: "downpipe-split",
        at: [14, 15],
        thing: ["downpipe", "rainwater pipe", "pipe"],
        problem: ["split", "leak", "pour", "crack"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "skirting-scuffed",
        at: [17, 18],
        thing: ["skirting"],
        problem: ["scuff", "mark", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "s03-takeaway-dumbarton-road",
    half: "tune",
    lines: [
      "Takeaway, Dumbarton Road, unit 4.", // 0
      "Shutter's fine, opens and closes.", // 1
      "Front door lock's knackered, key just spins, won't lock.", // 2
      "Owner's been chaining it at night. Needs a locksmith today.", // 3
      "Fryer range, the gas interlock on the extract isn't working, the fryers fire up with the fan off.", // 4
      "That's a proper safety issue, get the gas engineer out.", // 5
      "Faint smell of gas round the back of the range as well, wee bit worrying.", // 6
      "Told the owner to keep the fryers off till it's checked.", // 7
      "Floor behind the counter's greasy but that's cleaning, not us.", // 8
      "Wee store at the back, the fire door into it's propped open with a tub of oil.", // 9
      "Self-closer's been taken off it as well.", // 10
      "Extinguishers, foam and CO2, both in date, but the wet chemical one's missing from its bracket.", // 11
      "Need a wet chem by the fryers, that's this week.", // 12
      "Staff toilet, the light pull cord's snapped off.", // 13
      "Basin tap in there drips, no big deal.", // 14
      "Out the back lane, the drain cover's cracked, rocking when you stand on it.", // 15
      "Someone'll break an ankle on that.", // 16
      "Bins are the council's, fine.", // 17
      "Gutter along the back's full of weeds, overflowing.", // 18
      "Done.", // 19
    ],
    findings: [
      {
        id: "front-door-lock",
        at: [2, 3],
        thing: ["lock", "front door", "door"],
        problem: ["won't lock", "broken", "spin", "fail", "knacker", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "gas-interlock",
        at: [4, 5],
        thing: ["interlock", "gas interlock", "extract", "fryer"],
        problem: ["not working", "fault", "fail", "bypass", "isn't working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "gas-smell",
        at: [6, 7],
        thing: ["gas"],
        problem: ["smell", "leak", "odour"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-door-propped",
        at: [9, 10],
        thing: ["fire door", "door", "closer", "self-closer"],
        problem: ["prop", "wedge", "missing", "remove", "taken off"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "wet-chem-missing",
        at: [11, 12],
        thing: ["extinguisher", "wet chem", "wet chemical"],
        problem: ["missing", "absent", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pull-cord-snapped",
        at: [13],
        thing: ["pull cord", "cord", "light", "switch"],
        problem: ["snap", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "basin-tap-drip",
        at: [14],
        thing: ["tap", "basin"],
        problem: ["drip", "leak", "washer"],
        priority: "LOW",
      },
      {
        id: "drain-cover-cracked",
        at: [15, 16],
        thing: ["drain cover", "cover", "drain", "manhole"],
        problem: ["crack", "rock", "loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gutter-overflowing",
        at: [18],
        thing: ["gutter"],
        problem: ["block", "weed", "overflow", "clear"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "s04-office-ormeau-road",
    half: "heldout",
    lines: [
      "Right Gemma, this is the Ormeau Road office, first and second floor, the estate agents downstairs aren't ours.", // 0
      "Stairwell first, the handrail on the second flight is hanging off the wall, two brackets pulled out.", // 1
      "Somebody'll go down the stairs if they lean on it, that's today.", // 2
      "Carpet on the landing is worn through in front of the kitchen door, cosmetic mostly.", // 3
      "Emergency lighting, tested the key switch, all the fittings came on, grand.", // 4
      "Fire door to the stair on the first floor, the intumescent strip is missing along the top and the gap's huge, you could post a letter through it.", // 5
      "Needs the door adjusting or replacing, couple of weeks.", // 6
      "Kitchen, the press under the sink, the door's come off its hinge.", // 7
      "And the boiler in the press above is showing an F28, no hot water, no heating, and it's freezing in here.", // 8
      "Gemma, can you ring Phoenix about the gas supply, just to rule that out?", // 9
      "Office one, the window by the desk won't close properly, the handle just spins.", // 10
      "Blind's broken on that one too, the cord's snapped.", // 11
      "No sign of damp on the gable wall, which is good after last winter.", // 12
      "Office two, the floor box under the desk is scorched, and the plug on the heater is all melted.", // 13
      "Unplugged it, told them not to use it till it's looked at.", // 14
      "WCs on the second floor, the gents urinal flush is constantly running.", // 15
      "Ladies is fine, flushes fine, lock works.", // 16
      "Up at the hatch, didn't go in the loft, no ladder.", // 17
      "Meter readings done, that's it.", // 18
    ],
    findings: [
      {
        id: "handrail-loose",
        at: [1, 2],
        thing: ["handrail", "rail", "banister", "stair"],
        problem: ["loose", "bracket", "hanging", "detach", "fix"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "landing-carpet-worn",
        at: [3],
        thing: ["carpet"],
        problem: ["worn", "wear", "thread"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-door-gap",
        at: [5, 6],
        thing: ["fire door", "door", "intumescent", "strip", "seal"],
        problem: ["missing", "gap", "adjust"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "press-door-hinge",
        at: [7],
        thing: ["press", "cupboard", "door", "hinge", "unit"],
        problem: ["hinge", "off", "broken", "detach"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-fault",
        at: [8],
        thing: ["boiler", "heating", "hot water"],
        problem: ["fault", "no", "f28", "fail", "lockout"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "window-wont-close",
        at: [10],
        thing: ["window", "handle"],
        problem: ["won't close", "close", "secur", "spin", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "blind-broken",
        at: [11],
        thing: ["blind"],
        problem: ["broken", "cord", "snap"],
        priority: "LOW",
      },
      {
        id: "floor-box-scorched",
        at: [13, 14],
        thing: ["floor box", "socket", "plug", "heater"],
        problem: ["scorch", "melt", "burn"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "urinal-running",
        at: [15],
        thing: ["urinal", "flush"],
        problem: ["running", "run", "constant"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "s05-parish-hall-belmullet",
    half: "tune",
    lines: [
      "So this is the parish hall in Belmullet, the committee chairman Pat is with me.", // 0
      "Main entrance, double doors, the panic bar on the left leaf doesn't catch, the door just swings open from outside.", // 1
      "So anyone can walk in at night, need that sorted today.", // 2
      "Hall floor is the sprung maple, a few boards are marked from the chairs, cosmetic.", // 3
      "Fire exit on the stage side, no, sorry, the one by the kitchen, it's chained and padlocked shut.", // 4
      "Pat says that's to keep the youths out, but it has to come off, that's a fire exit.", // 5
      "Exit signs over both doors are lit, grand.", // 6
      "Smoke detectors in the hall, pressed the test on two of them, the one over the stage doesn't sound at all.", // 7
      "Might just be the battery but it needs doing before the bingo on Friday.", // 8
      "Kitchen, the Zip boiler for the teas is leaking at the base, there's a puddle on the worktop right under the socket.", // 9
      "Fridge is grand, cold as anything.", // 10
      "The ceiling in the kitchen has a brown stain, Pat says the roof leaked there in the storm.", // 11
      "It's dripping as we speak, into a bucket.", // 12
      "Up in the roof space, the felt's torn and you can see daylight where a couple of slates are gone.", // 13
      "Toilets, the disabled WC alarm pull cord is tied up out of reach.", // 14
      "Gents, one of the two toilets won't flush, the other's fine.", // 15
      "Ladies all working.", // 16
      "Outside round the side, the oil tank bund is full of rainwater, needs pumping out.", // 17
      "And the gutter over the side door's hanging off at one end.", // 18
      "Car park's potholed but that's the council's, Pat says, so not us.", // 19
      "Right, I'll write that up for the committee.", // 20
    ],
    findings: [
      {
        id: "panic-bar-wont-catch",
        at: [1, 2],
        thing: ["panic bar", "door", "entrance", "push bar", "lock"],
        problem: ["catch", "secur", "won't", "fault", "latch"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hall-floor-marked",
        at: [3],
        thing: ["floor", "board"],
        problem: ["mark", "scuff", "scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-exit-chained",
        at: [4, 5],
        thing: ["fire exit", "exit", "door"],
        problem: ["chain", "padlock", "lock", "block", "obstruct"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "smoke-detector-silent",
        at: [7, 8],
        thing: ["smoke detector", "smoke alarm", "detector", "alarm"],
        problem: ["not sound", "sound", "fail", "not working", "battery", "silent"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "zip-boiler-leak",
        at: [9],
        thing: ["zip", "boiler", "water heater", "urn"],
        problem: ["leak", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "roof-leak",
        at: [11, 12, 13],
        thing: ["roof", "ceiling", "slate", "felt"],
        problem: ["leak", "drip", "stain", "missing", "torn"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "alarm-cord-tied-up",
        at: [14],
        thing: ["pull cord", "cord", "alarm", "disabled", "accessible"],
        problem: ["tied", "reach", "access"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-wont-flush",
        at: [15],
        thing: ["toilet", "wc", "flush"],
        problem: ["won't flush", "flush", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "oil-tank-bund",
        at: [17],
        thing: ["oil tank", "bund", "tank"],
        problem: ["water", "full", "pump"],
        priority: "MEDIUM",
      },
      {
        id: "gutter-hanging",
        at: [18],
        thing: ["gutter"],
        problem: ["hang", "loose", "detach", "off"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "s06-dental-morningside",
    half: "heldout",
    lines: [
      "Morningside Dental, ground floor and basement, practice manager is Fiona.", // 0
      "Reception, the automatic entrance door is slow to close, but it does lock, fine for now, monitor it.", // 1
      "Carpet tiles by the reception desk, three are lifting at the corners, and there's patients with sticks coming through here.", // 2
      "Surgery one, the compressor's on the practice's own contract, so not ours.", // 3
      "The sink in surgery one, the elbow-lever tap is loose on the worktop, wobbles about.", // 4
      "Surgery two, there's a ceiling tile missing above the chair and the cables in the void are just hanging down.", // 5
      "One of them's got bare copper showing, that's a live feed, needs isolating today.", // 6
      "Fire alarm tested weekly, log book's up to date, no issues.", // 7
      "Basement, the stair down, the fire door at the bottom doesn't close on its own, it sticks on the frame.", // 8
      "Needs easing and the closer adjusting.", // 9
      "Basement store, there's damp coming through the back wall, the tide mark is about a foot up.", // 10
      "Boxes of patient records stacked against it, they'll want to move those.", // 11
      "Emergency light at the foot of the basement stair, the diffuser's cracked but the lamp works.", // 12
      "Not urgent, just swap the diffuser next visit.", // 13
      "Staff toilet, toilet and basin all fine, extractor fan's not running, no noise at all when the light's on.", // 14
      "Patient WC, the accessible one, the grab rail beside the pan has come loose.", // 15
      "Someone using that to get up will end up on the floor.", // 16
      "Outside, the stone on the top front step is chipped on the corner, cosmetic really.", // 17
      "Signage above the door is faded, that's theirs.", // 18
      "Right Fiona, I'll get the report over this afternoon.", // 19
    ],
    findings: [
      {
        id: "entrance-door-slow",
        at: [1],
        thing: ["entrance door", "door", "automatic door", "closer"],
        problem: ["slow", "close", "monitor"],
        priority: "LOW",
      },
      {
        id: "carpet-tiles-lifting",
        at: [2],
        thing: ["carpet tile", "carpet", "tile"],
        problem: ["lift", "trip", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tap-loose",
        at: [4],
        thing: ["tap", "lever", "sink"],
        problem: ["loose", "wobble"],
        priority: "MEDIUM",
      },
      {
        id: "exposed-cables",
        at: [5, 6],
        thing: ["cable", "wiring", "wire", "ceiling tile", "feed", "copper"],
        problem: ["bare", "exposed", "hang", "live", "missing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "basement-fire-door",
        at: [8, 9],
        thing: ["fire door", "door", "closer"],
        problem: ["close", "stick", "adjust", "eas", "doesn't close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "basement-damp",
        at: [10, 11],
        thing: ["damp", "wall"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "emergency-light-diffuser",
        at: [12, 13],
        thing: ["emergency light", "diffuser", "light"],
        problem: ["crack", "broken"],
        priority: "LOW",
      },
      {
        id: "extractor-not-running",
        at: [14],
        thing: ["extractor", "fan", "extractor fan"],
        problem: ["not running", "not working", "dead", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "grab-rail-loose",
        at: [15, 16],
        thing: ["grab rail", "rail"],
        problem: ["loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-step-chipped",
        at: [17],
        thing: ["step", "stone", "nosing"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "s07-gym-maccurtain-street",
    half: "tune",
    lines: [
      "Grand, we're at the gym on MacCurtain Street, place is quiet at this hour.", // 0
      "Reception, all good, the turnstile's working.", // 1
      "Men's changing, the showers are stone cold, all six of them.", // 2
      "Checked the plant room, the water heater's showing a fault code, no hot water for the whole building.", // 3
      "Ladies' showers are the same, obviously.", // 4
      "Shower tray in the end cubicle in the ladies has a crack across it and it's leaking through to the plant room below.", // 5
      "You can see the drip coming through the ceiling down there.", // 6
      "Fire exit from the weights room, there's a squat rack pushed right up against it.", // 7
      "Told the lad on the desk to shift it now, but flag it anyway.", // 8
      "Emergency lighting in the weights room, one of the bulkheads is out completely.", // 9
      "The rubber flooring in the free weights area has a split seam you could catch your foot in.", // 10
      "Mirrors all intact, no cracks.", // 11
      "Spin studio, the air con unit's dripping onto the floor beside the bikes.", // 12
      "Dan says it's been doing it for a month, put it down as a medium.", // 13
      "Toilets off reception, hand dryer's fine, toilets flush fine.", // 14
      "One of the cubicle locks is broken, the bolt's hanging off.", // 15
      "Paintwork in the corridor's chipped where they drag the equipment through.", // 16
      "Out in the car park, the external light over the side door isn't working, pitch dark there at night.", // 17
      "That's the side the staff leave by at eleven.", // 18
      "Okay, that's it, I'll ring the heating contractor from the car.", // 19
    ],
    findings: [
      {
        id: "no-hot-water",
        at: [2, 3, 4],
        thing: ["hot water", "water heater", "shower", "heater", "calorifier"],
        problem: ["no", "cold", "fault", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "shower-tray-leak",
        at: [5, 6],
        thing: ["shower tray", "tray", "shower"],
        problem: ["crack", "leak", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "fire-exit-blocked",
        at: [7, 8],
        thing: ["fire exit", "exit"],
        problem: ["block", "obstruct", "rack"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "emergency-light-out",
        at: [9],
        thing: ["emergency light", "emergency lighting", "bulkhead", "light"],
        problem: ["out", "fail", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "flooring-split",
        at: [10],
        thing: ["flooring", "floor", "rubber", "seam"],
        problem: ["split", "seam", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "aircon-drip",
        at: [12, 13],
        thing: ["air con", "air conditioning", "ac", "unit", "aircon"],
        problem: ["drip", "leak", "condensate"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "cubicle-lock",
        at: [15],
        thing: ["lock", "bolt", "cubicle"],
        problem: ["broken", "hang", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "paint-chipped",
        at: [16],
        thing: ["paint", "paintwork", "wall", "corridor"],
        problem: ["chip", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "external-light-out",
        at: [17, 18],
        thing: ["external light", "light", "lighting", "security light"],
        problem: ["not working", "out", "fail", "dark", "isn't working"],
        priority: "MEDIUM",
        kind: "security",
      },
    ],
  },
  {
    id: "s08-charity-shop-holburn",
    half: "heldout",
    lines: [
      "Charity shop, Holburn Street. Volunteer on, manager's off.", // 0
      "Shopfront: fascia board's rotten at the left end, a bit's hanging down over the pavement.", // 1
      "If that comes off it'll land on someone, get a tower up this week.", // 2
      "Shutter's electric, works, bit noisy, no issues really.", // 3
      "Inside, the stockroom's rammed, bags of donations piled right across the rear exit.", // 4
      "Corridor to it too, you can barely get past.", // 5
      "Extinguishers in date, checked the tags.", // 6
      "Fire alarm, no, there isn't one, just a couple of battery smokes, and one of those has no battery in it.", // 7
      "Someone's pinched it for the price gun probably.", // 8
      "Changing cubicle curtain rail's pulled out of the ceiling.", // 9
      "Back kitchen, the kettle socket's cracked, face plate broken, you can see the terminals.", // 10
      "Sink's fine, hot water fine.", // 11
      "WC, the toilet's the only one, and it's blocked, won't flush away at all.", // 12
      "They've been going to the café next door.", // 13
      "Ceiling above the WC has a patch of mould, extractor's dead too.", // 14
      "Out the back, the yard door's fine, double locked, bolts work.", // 15
      "Rear wall pointing's gone in places, planned work.", // 16
      "That's me.", // 17
    ],
    findings: [
      {
        id: "fascia-rotten",
        at: [1, 2],
        thing: ["fascia", "fascia board", "board", "shopfront"],
        problem: ["rot", "hang", "loose", "fall"],
        priority: "HIGH",
      },
      {
        id: "rear-exit-blocked",
        at: [4, 5],
        thing: ["rear exit", "exit", "fire exit", "corridor", "escape"],
        problem: ["block", "obstruct", "bag"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "smoke-alarm-no-battery",
        at: [7, 8],
        thing: ["smoke alarm", "smoke detector", "smoke", "alarm", "detector"],
        problem: ["battery", "missing", "no battery", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "curtain-rail",
        at: [9],
        thing: ["curtain rail", "rail", "cubicle"],
        problem: ["pull", "loose", "detach", "come away"],
        priority: "MEDIUM",
      },
      {
        id: "socket-cracked",
        at: [10],
        thing: ["socket", "face plate", "faceplate"],
        problem: ["crack", "broken", "expos"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "only-toilet-blocked",
        at: [12, 13],
        thing: ["toilet", "wc", "pan"],
        problem: ["block", "won't flush", "flush"],
        priority: "HIGH",
      },
      { id: "wc-ceiling-mould", at: [14], thing: ["mould", "ceiling"], priority: "MEDIUM" },
      {
        id: "wc-extractor-dead",
        at: [14],
        thing: ["extractor", "fan"],
        problem: ["dead", "not working", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "rear-wall-pointing",
        at: [16],
        thing: ["pointing", "wall", "brickwork"],
        problem: ["gone", "missing", "repoint", "erod"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "s09-barbers-camden-street",
    half: "tune",
    lines: [
      "Lovely, so this is the barbers on Camden Street, Darren's the tenant, he's mid-fade so we'll work round him.", // 0
      "Front window, there's a crack running the full height of the left pane.", // 1
      "Darren says a bottle hit it Saturday night, it's holding but it could go any time.", // 2
      "Get the glaziers to board it or replace it today.", // 3
      "Roller shutter's grand, locks at the bottom.", // 4
      "Inside, the sockets behind the stations, one double's buzzing and it's warm to the touch.", // 5
      "He's got three clippers and a dryer off that one on an extension lead.", // 6
      "The basins at the back wash area, the middle one drains really slow.", // 7
      "Left basin's mixer is dripping as well, not urgent.", // 8
      "Water heater above them, the Heatrae, it's fine, plenty of hot water.", // 9
      "Ceiling over the waiting area, a few of the spotlights are out, just bulbs probably.", // 10
      "Back of the shop, the door to the yard, the thumb turn's missing, so the only way out is with the key.", // 11
      "That's his fire exit, so that's a problem, needs a thumb turn put back on this week.", // 12
      "Loo's out there, works fine, bit grim but clean.", // 13
      "Vinyl on the floor in the loo is curling up at the doorway.", // 14
      "Yard gully's fine, drains away.", // 15
      "Back wall of the extension, the render's cracked near the downpipe, hairline, keep an eye on it.", // 16
      "Oh and the extinguisher by the door's been used, the pin's gone and it's half empty.", // 17
      "Darren says he's no idea, it was like that when he came in.", // 18
      "Right, I'll let you get back to it Darren, cheers.", // 19
    ],
    findings: [
      {
        id: "window-cracked",
        at: [1, 2, 3],
        thing: ["window", "glass", "glazing", "pane", "shopfront"],
        problem: ["crack", "broken", "board"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "socket-buzzing",
        at: [5, 6],
        thing: ["socket", "extension lead", "lead"],
        problem: ["buzz", "warm", "hot", "overload"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "basin-slow-drain",
        at: [7],
        thing: ["basin", "drain", "waste", "sink"],
        problem: ["slow", "drain", "block"],
        priority: "MEDIUM",
      },
      {
        id: "mixer-drip",
        at: [8],
        thing: ["mixer", "tap"],
        problem: ["drip", "leak", "washer"],
        priority: "LOW",
      },
      {
        id: "spotlights-out",
        at: [10],
        thing: ["spotlight", "light", "bulb", "downlight", "lamp"],
        problem: ["out", "blown", "not working", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "thumb-turn-missing",
        at: [11, 12],
        thing: ["thumb turn", "lock", "fire exit", "door", "exit"],
        problem: ["missing", "key", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "vinyl-curling",
        at: [14],
        thing: ["vinyl", "floor", "flooring", "lino"],
        problem: ["curl", "lift", "trip"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "render-hairline",
        at: [16],
        thing: ["render", "wall"],
        problem: ["crack", "hairline", "monitor"],
        priority: "LOW",
      },
      {
        id: "extinguisher-used",
        at: [17, 18],
        thing: ["extinguisher"],
        problem: ["used", "discharg", "empty", "pin", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "s10-office-longman-estate",
    half: "heldout",
    lines: [
      "Unit 12, Longman Industrial Estate, two-storey office block, tenant's Highland Surveys Ltd.", // 0
      "Reception, the access fob reader on the entrance door is dead, door's on the latch all day so anyone can wander in.", // 1
      "And at night it doesn't lock either, so that's urgent.", // 2
      "Lift? No lift, just the stair.", // 3
      "Stair, the fire door at the half landing has a wedge under it, wee rubber one.", // 4
      "Took the wedge out, but it'll be back in by tomorrow, they need a hold-open device linked to the alarm.", // 5
      "Office 1.02, the radiator under the window is stone cold, the others in there are warm.", // 6
      "Probably needs bleeding, or the valve's stuck.", // 7
      "Office 1.03, ceiling tiles are sagging, dark stain in the middle, and it's wet to touch.", // 8
      "That's right under the plant on the roof, so it's likely the AC condensate or the roof itself.", // 9
      "Roof access via the hatch, went up: the outlet by the AC units is choked with moss, water sitting about two inches deep.", // 10
      "Clear that today and the leak might sort itself.", // 11
      "Membrane itself looks okay, no splits.", // 12
      "Ground floor kitchenette, the fridge is theirs, the water boiler's ours and it's fine.", // 13
      "Gents WC, the cistern lid is cracked in two.", // 14
      "Ladies, the hand basin is loose from the wall, rocking when you lean on it.", // 15
      "Fire alarm panel's clear, last service sticker says March, fine.", // 16
      "Car park, three of the bollard lights are out, and there's a pothole at the entrance that's a right ankle-breaker.", // 17
      "Pothole's about a foot across, cone it off today.", // 18
      "Carpet in the corridor upstairs is stained near the kitchenette, cosmetic, next redecoration.", // 19
      "Right, that's Highland Surveys done.", // 20
    ],
    findings: [
      {
        id: "fob-reader-dead",
        at: [1, 2],
        thing: ["fob", "reader", "access", "entrance door", "door", "lock"],
        problem: ["dead", "lock", "not working", "fail", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fire-door-wedged",
        at: [4, 5],
        thing: ["fire door", "door", "hold-open", "hold open"],
        problem: ["wedge", "prop"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "radiator-cold",
        at: [6, 7],
        thing: ["radiator", "rad", "valve"],
        problem: ["cold", "bleed", "stuck"],
        priority: "MEDIUM",
        kind: "heat",
      },
      {
        id: "ceiling-leak",
        at: [8, 9],
        thing: ["ceiling", "tile", "ceiling tile"],
        problem: ["sag", "stain", "wet", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "roof-outlet-blocked",
        at: [10, 11],
        thing: ["roof outlet", "outlet", "roof", "drain"],
        problem: ["block", "choke", "moss", "pond", "clear"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "cistern-lid-cracked",
        at: [14],
        thing: ["cistern", "lid"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "basin-loose",
        at: [15],
        thing: ["basin", "hand basin", "sink"],
        problem: ["loose", "rock"],
        priority: "MEDIUM",
      },
      {
        id: "bollard-lights-out",
        at: [17],
        thing: ["bollard", "light", "lighting"],
        problem: ["out", "not working", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "car-park-pothole",
        at: [17, 18],
        thing: ["pothole", "car park", "surface"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "corridor-carpet-stained",
        at: [19],
        thing: ["carpet"],
        problem: ["stain", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "s11-pharmacy-strand-road",
    half: "tune",
    lines: [
      "Okay Sean, this is the pharmacy on Strand Road, we're doing the schedule for the lease renewal.", // 0
      "The shopfront shutters are the manual ones, the left one is bent at the bottom rail and won't lock into the guide.", // 1
      "They've been cable-tying it at night, which is no use to anyone.", // 2
      "Dispensary, the door to the controlled drugs room, the lock's fine, no issues.", // 3
      "Consultation room, there's a damp patch on the outside wall behind the chair, no, sorry, it's mould, black spots all round the window reveal.", // 4
      "Window's got no trickle vent, that'll be why.", // 5
      "Emergency lighting over the rear exit, the green LED's off and it didn't come on during the test.", // 6
      "Exit sign itself is there, lit, fine.", // 7
      "Stockroom, the rear fire exit door, the push bar is stiff, takes two hands to open it.", // 8
      "Needs looking at this week, staff have to be able to get out.", // 9
      "Staff toilet flushes fine, but the basin waste is leaking into the press underneath, the board's all swollen.", // 10
      "Not a big rush, they've put a tray under it.", // 11
      "Kitchen, the water heater over the sink, the Ariston, trips the RCD when you switch it on.", // 12
      "So no hot water in the building at the minute.", // 13
      "Out the back, the gate's fine, the alley's clear of rubbish.", // 14
      "Roof, from the ground, there's a slipped slate on the rear slope and the flashing round the chimney looks lifted.", // 15
      "No water getting in at the moment though, loft's dry.", // 16
      "Paint on the shopfront fascia is peeling badly, redecorate at the next cycle.", // 17
      "Right Sean, photos of everything?", // 18
      "Grand, we're done.", // 19
    ],
    findings: [
      {
        id: "shutter-bent",
        at: [1, 2],
        thing: ["shutter", "shopfront"],
        problem: ["bent", "won't lock", "lock", "secur", "damage"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "consult-room-mould",
        at: [4, 5],
        thing: ["mould", "window", "reveal"],
        priority: "MEDIUM",
      },
      {
        id: "emergency-light-fail",
        at: [6],
        thing: ["emergency light", "emergency lighting", "light"],
        problem: ["fail", "off", "not working", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "push-bar-stiff",
        at: [8, 9],
        thing: ["push bar", "panic bar", "fire exit", "exit", "door"],
        problem: ["stiff", "hard", "difficult", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "basin-waste-leak",
        at: [10, 11],
        thing: ["basin", "waste", "trap", "pipe"],
        problem: ["leak", "drip", "swollen"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "water-heater-trips",
        at: [12, 13],
        thing: ["water heater", "heater", "hot water", "ariston"],
        problem: ["trip", "rcd", "fault", "no"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "slipped-slate",
        at: [15, 16],
        thing: ["slate", "roof"],
        problem: ["slip", "loose", "displaced", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-flashing",
        at: [15],
        thing: ["flashing", "chimney"],
        problem: ["lift", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "fascia-paint-peeling",
        at: [17],
        thing: ["paint", "fascia", "shopfront"],
        problem: ["peel", "flak", "redecorat"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "s12-restaurant-oconnell-street",
    half: "heldout",
    lines: [
      "So, the restaurant on O'Connell Street, it's a Tuesday so they're closed, we've the run of the place.", // 0
      "Walking in the front, the mat well's sunk so the mat sits proud, people are catching their toes on it.", // 1
      "Dining room looks well, the new paint's held up grand.", // 2
      "There's a wall light by table six hanging off its box, wires showing.", // 3
      "Don't touch it, I've flicked the breaker for that circuit off.", // 4
      "Kitchen, the walk-in cold room door seal is torn and the door doesn't close tight.", // 5
      "Gas hob's fine, all burners light, the interlock works, tested it with the fan off.", // 6
      "Fire suppression over the range had its service last month, sticker's there.", // 7
      "But the kitchen fire door to the back corridor has a big hole in it where a trolley went through it.", // 8
      "Like a fist-sized hole, right through the core, that's not a fire door any more.", // 9
      "Back corridor by the dishwasher, the floor gully is blocked and it's backing up with grey water.", // 10
      "Smells a bit too, give it a rod.", // 11
      "Toilets, the ladies has three cubicles, one's out of order with a sign on it, the cistern's cracked.", // 12
      "They've isolated it, so it's not leaking.", // 13
      "Gents grand.", // 14
      "Upstairs is the office and store, the stairs up there have no handrail at all.", // 15
      "It's steep as well, I'd nearly say a ladder, needs a rail put on.", // 16
      "Store room window's painted shut, but it's not an escape route, so not an issue.", // 17
      "Roof from the back yard, the valley gutter's got a load of moss in it, wants clearing before the winter.", // 18
      "Keg store out the back, the roller door's bent and won't go down the last foot.", // 19
      "There's a gap underneath you could roll a keg out through, so it needs doing today.", // 20
      "That's the lot.", // 21
    ],
    findings: [
      {
        id: "mat-well-trip",
        at: [1],
        thing: ["mat", "mat well", "doormat", "entrance"],
        problem: ["sunk", "proud", "trip", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wall-light-hanging",
        at: [3, 4],
        thing: ["wall light", "light", "fitting", "wire"],
        problem: ["hang", "expos", "loose", "wires showing", "wire"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "cold-room-seal",
        at: [5],
        thing: ["cold room", "seal", "door", "walk-in"],
        problem: ["torn", "seal", "close", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "fire-door-hole",
        at: [8, 9],
        thing: ["fire door", "door"],
        problem: ["hole", "damage", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floor-gully-blocked",
        at: [10, 11],
        thing: ["gully", "floor gully", "drain"],
        problem: ["block", "back", "rod"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "cistern-cracked",
        at: [12, 13],
        thing: ["cistern", "toilet", "cubicle", "wc"],
        problem: ["crack", "out of order", "isolat"],
        priority: "MEDIUM",
      },
      {
        id: "stair-no-handrail",
        at: [15, 16],
        thing: ["handrail", "rail", "stair", "stairs"],
        problem: ["missing", "no", "steep"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "valley-gutter-moss",
        at: [18],
        thing: ["valley gutter", "gutter", "valley"],
        problem: ["moss", "block", "clear"],
        priority: "MEDIUM",
      },
      {
        id: "keg-store-door",
        at: [19, 20],
        thing: ["roller door", "door", "keg store", "shutter"],
        problem: ["bent", "won't", "gap", "secur", "close"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "s13-nail-bar-reform-street",
    half: "tune",
    lines: [
      "Number 47 Reform Street, nail bar, ground floor only.", // 0
      "Tenant's Mai, she's in the back doing an order.", // 1
      "Extraction at the nail stations, the downdraft tables, two of the five aren't pulling.", // 2
      "Acetone smell's strong in here, the ventilation definitely needs looking at.", // 3
      "Fire extinguisher, just the one, powder, it's behind the door in the back press, no sign to it.", // 4
      "Needs a sign and moving onto the exit route.", // 5
      "Smoke alarm in the treatment room is chirping, low battery.", // 6
      "Swap that today.", // 7
      "Towel warmer's plugged into a four-way that's plugged into another four-way, daisy chain, behind reception.", // 8
      "The bottom one's warm to the touch.", // 9
      "Treatment room sink, tap's fine, drains fine.", // 10
      "Toilet, the flush handle's snapped, you have to lift the lid and pull the lever inside.", // 11
      "Laminate by the toilet door's blown, lifting a bit but not a trip yet, water's got under it at some point.", // 12
      "Dry now though, no leak I can find.", // 13
      "Rear door, multipoint lock's fine, bolts fine.", // 14
      "Shopfront shutter box, the cover's hanging open and you can see the motor.", // 15
      "Couple of screws, ten minute job.", // 16
      "Sign above the window, the lettering's peeling off.", // 17
      "Done.", // 18
    ],
    findings: [
      {
        id: "downdraft-extraction",
        at: [2, 3],
        thing: ["extraction", "extract", "downdraft", "table", "ventilation"],
        problem: ["not pulling", "pull", "fail", "weak", "fume", "smell"],
        priority: "MEDIUM",
      },
      {
        id: "extinguisher-location",
        at: [4, 5],
        thing: ["extinguisher", "fire extinguisher"],
        problem: ["sign", "hidden", "move", "location", "relocat", "no sign"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "smoke-alarm-chirping",
        at: [6, 7],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["chirp", "battery", "low"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "daisy-chain-leads",
        at: [8, 9],
        thing: ["four-way", "four way", "extension", "lead", "adaptor", "towel warmer"],
        problem: ["daisy", "chain", "warm", "overload"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "flush-handle-snapped",
        at: [11],
        thing: ["flush", "handle", "toilet"],
        problem: ["snap", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "laminate-blown",
        at: [12, 13],
        thing: ["laminate", "floor"],
        problem: ["blown", "lift", "swell", "water"],
        priority: "MEDIUM",
      },
      {
        id: "shutter-box-cover",
        at: [15, 16],
        thing: ["shutter box", "shutter", "cover", "motor"],
        problem: ["hang", "open", "expos", "loose", "screw"],
        priority: "MEDIUM",
      },
      {
        id: "sign-peeling",
        at: [17],
        thing: ["sign", "lettering", "signage"],
        problem: ["peel"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "s14-pizza-kirkstall-road",
    half: "heldout",
    lines: [
      "Pizza place on Kirkstall Road, Leeds, tenant's Arif.", // 0
      "Front shutter first, the key switch outside is smashed, someone's had a go at it, so they can't bring the shutter down.", // 1
      "So the shutter's been up all weekend, just the glass door locked.", // 2
      "Pizza oven area, the flue where it goes through the ceiling, the boxing around it is scorched and brown.", // 3
      "That's getting too hot, needs a proper look before they light it tonight.", // 4
      "Fire blanket's missing off its hook, get one on order, not an emergency.", // 5
      "Fryer extinguisher's there, in date.", // 6
      "Prep area, the fluorescent tube over the bench flickers and buzzes, and the diffuser's gone.", // 7
      "Hand wash sink, the hot tap gives you nothing, the wee under-sink heater's not on, the light's off on it.", // 8
      "Which for a food place, environmental health would shut him, so today.", // 9
      "Dry store, shelving's fine, no sign of mice, no droppings.", // 10
      "Back door, the fire exit, it's got a sliding bolt at the top and a padlock on it, during opening hours.", // 11
      "Told Arif, padlock off while they're open, he's fine with that.", // 12
      "Toilet, the only one, flushes fine but the door won't lock, the keep's hanging off.", // 13
      "Ceiling in there is fine, no stains.", // 14
      "Outside, the grease trap manhole round the side is overflowing onto the path.", // 15
      "Slippy as anything, needs jetting today.", // 16
      "Wall tiles behind the counter, couple cracked, cosmetic.", // 17
      "Right, cheers Arif.", // 18
    ],
    findings: [
      {
        id: "shutter-key-switch",
        at: [1, 2],
        thing: ["shutter", "key switch", "switch"],
        problem: ["smash", "damage", "vandal", "broken", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "flue-scorched",
        at: [3, 4],
        thing: ["flue", "boxing", "oven", "ceiling"],
        problem: ["scorch", "hot", "burn", "heat"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-blanket-missing",
        at: [5],
        thing: ["fire blanket", "blanket"],
        problem: ["missing"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "tube-flickering",
        at: [7],
        thing: ["tube", "fluorescent", "light", "fitting", "diffuser"],
        problem: ["flicker", "buzz", "missing"],
        priority: "MEDIUM",
        kind: "electrical",
      },
      {
        id: "no-hot-water-handwash",
        at: [8, 9],
        thing: ["hot water", "heater", "sink", "tap", "water heater"],
        problem: ["no", "cold", "not working", "off"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "fire-exit-padlocked",
        at: [11, 12],
        thing: ["fire exit", "exit", "back door", "door", "padlock", "bolt"],
        problem: ["padlock", "lock", "bolt"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-door-lock",
        at: [13],
        thing: ["door", "lock", "toilet door", "keep"],
        problem: ["won't lock", "lock", "hang", "loose", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "grease-trap-overflow",
        at: [15, 16],
        thing: ["grease trap", "manhole", "drain", "trap"],
        problem: ["overflow", "block", "jet", "spill"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "wall-tiles-cracked",
        at: [17],
        thing: ["tile", "wall tile"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "s15-solicitors-south-mall",
    half: "tune",
    lines: [
      "Grand so, this is the solicitors' office on the South Mall, three floors over a basement, Georgian.", // 0
      "Front door, the original one, it's sound, but the letterbox flap is missing, bit draughty.", // 1
      "Hallway, the fanlight over the door has a cracked pane.", // 2
      "It's not loose, it's held in fine, so just book the glazier in.", // 3
      "Basement, where they keep the files, there's water coming in under the area door, a puddle right across the floor.", // 4
      "The drain in the front area outside is blocked with leaves, that'll be it.", // 5
      "And the boxes on the floor are soaked, they'll want to lift those.", // 6
      "Electrics down there, the fuse board's old, it's the rewireable fuses, no RCD at all.", // 7
      "It's well up the wall, clear of the water, but it wants replacing, get a quote.", // 8
      "Ground floor reception, the fire alarm call point by the door has the glass smashed and it's not been reset.", // 9
      "Panel's showing a fault because of it, so the system's not right.", // 10
      "First floor, the partner's office, the sash cord is broken, the window drops like a guillotine.", // 11
      "Nearly took my fingers off, so wedge it and get it fixed this week.", // 12
      "The fireplace in there is blocked up, no use, fine.", // 13
      "Second floor, the kitchenette, the ceiling's got a crack running across it, old plaster, not moving.", // 14
      "Stairs to the top floor, the balustrade's loose, a couple of spindles are missing entirely.", // 15
      "A child could get through the gap, not that there's many kids in a solicitors, but still.", // 16
      "Loo on the return, it's fine, flushes, hot water, no issues.", // 17
      "Didn't get on the roof, looked from the back lane, the parapet gutter has a buddleia growing out of it.", // 18
      "That's grand, I'll send on the report Monday.", // 19
    ],
    findings: [
      {
        id: "letterbox-flap",
        at: [1],
        thing: ["letterbox", "letter box", "flap"],
        problem: ["missing", "draught"],
        priority: "LOW",
      },
      {
        id: "fanlight-cracked",
        at: [2, 3],
        thing: ["fanlight", "pane", "glass", "glazing"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "basement-water-ingress",
        at: [4, 5, 6],
        thing: ["water", "basement", "area door", "door", "drain"],
        problem: ["ingress", "leak", "coming in", "puddle", "flood", "block"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "old-fuse-board",
        at: [7, 8],
        thing: ["fuse board", "fuseboard", "consumer unit", "board", "fuse", "rcd"],
        problem: ["old", "no rcd", "rewireable", "replace", "upgrade"],
        priority: "MEDIUM",
        kind: "electrical",
      },
      {
        id: "call-point-smashed",
        at: [9, 10],
        thing: ["call point", "fire alarm", "alarm", "panel"],
        problem: ["smash", "broken", "reset", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sash-cord-broken",
        at: [11, 12],
        thing: ["sash", "sash window", "window", "cord"],
        problem: ["broken", "drop", "cord"],
        priority: "HIGH",
      },
      {
        id: "ceiling-crack",
        at: [14],
        thing: ["ceiling", "plaster"],
        problem: ["crack"],
        priority: "LOW",
      },
      {
        id: "balustrade-loose",
        at: [15, 16],
        thing: ["balustrade", "spindle", "banister"],
        problem: ["loose", "missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "parapet-gutter-plant",
        at: [18],
        thing: ["parapet gutter", "gutter", "parapet"],
        problem: ["plant", "vegetation", "growth", "growing", "block", "buddleia"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "s16-church-hall-paisley",
    half: "heldout",
    lines: [
      "Right, this is the community hall in Paisley, the wee one behind the church, keyholder's Margaret.", // 0
      "Margaret's away to put the kettle on, so we'll crack on.", // 1
      "Main hall, the emergency exit at the far end, the door's swollen and sticks in the frame, you have to give it a right shove.", // 2
      "With a hall full of weans at the playgroup that's not on, needs planing this week.", // 3
      "Exit sign above it, the lamp's out, it's not lit at all.", // 4
      "Heating, the big warm-air heater on the wall's not firing, Margaret says it's been off since Tuesday.", // 5
      "Hall's baltic, they've had the playgroup in their jackets.", // 6
      "The hall floor, the lino's split by the stage steps, there's a wee lip on it.", // 7
      "Taped it for now, book it in.", // 8
      "Stage steps themselves are solid, handrail's firm.", // 9
      "Kitchen, the cooker's fine, the extractor's fine.", // 10
      "Boiling water urn, the lead's frayed where it goes into the back of it.", // 11
      "Took it out of use, put a note on it.", // 12
      "Press under the sink's got a musty smell, bit of mould on the back panel, no active leak though, pipes are dry.", // 13
      "Toilets, the accessible one's alarm works, tested it, grand.", // 14
      "The ladies, one of the pans is cracked at the base and there's water round it when you flush.", // 15
      "Gents, fine. Actually no, the hand basin tap won't turn off fully, wee dribble.", // 16
      "Outside by the bins, the security light's smashed.", // 17
      "And the rone pipe at the corner's come away from the wall at the top.", // 18
      "Margaret says it's like a waterfall down the wall when it rains, there's green staining on the brick.", // 19
      "Roof, from the ground, looks okay, no slipped slates I can see.", // 20
      "Right, tea's up, that's us.", // 21
    ],
    findings: [
      {
        id: "emergency-exit-sticking",
        at: [2, 3],
        thing: ["emergency exit", "exit", "fire exit", "door"],
        problem: ["swollen", "stick", "shove", "plan", "bind"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "exit-sign-out",
        at: [4],
        thing: ["exit sign", "sign", "lamp"],
        problem: ["out", "not lit", "lit", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "heater-not-firing",
        at: [5, 6],
        thing: ["heater", "heating", "warm-air", "warm air"],
        problem: ["not firing", "fail", "off", "fault", "no"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "lino-split",
        at: [7, 8],
        thing: ["lino", "floor", "vinyl"],
        problem: ["split", "lip", "trip"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "urn-lead-frayed",
        at: [11, 12],
        thing: ["urn", "lead", "cable", "flex"],
        problem: ["fray", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
      { id: "press-mould", at: [13], thing: ["mould", "press", "cupboard"], priority: "MEDIUM" },
      {
        id: "pan-cracked",
        at: [15],
        thing: ["pan", "toilet", "wc"],
        problem: ["crack", "leak", "water"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "basin-tap-dribble",
        at: [16],
        thing: ["tap", "basin"],
        problem: ["won't turn off", "drip", "dribble", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "security-light-smashed",
        at: [17],
        thing: ["security light", "light"],
        problem: ["smash", "broken"],
        priority: "MEDIUM",
        kind: "security",
      },
      {
        id: "rone-pipe-loose",
        at: [18, 19],
        thing: ["rone", "rone pipe", "downpipe", "pipe", "gutter"],
        problem: ["come away", "loose", "detach", "leak", "stain"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
];
