// Blind walkthroughs, set 13 (written without seeing the extractor).
// A new property manager trialling the product on routine inspections of UK and US flats and houses.
import type { Walkthrough } from "./types";

export const MEANING13_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "n01-uk-leeds-ground-floor-flat",
    half: "tune",
    lines: [
      "Right, first go with this app, so bear with me, this is Flat 4, Carlton Court, the ground-floor two-bed, routine six-monthly.", // 0
      "Tenant's at work, I've let myself in on the office key.", // 1
      "Hallway, smoke alarm on the ceiling, I've pressed the test button and nothing, not even a chirp.", // 2
      "It's a hardwired one, so it's not just a battery, I want an electrician on it today.", // 3
      "Lounge is grand, carpet's clean, radiators are warm.", // 4
      "The bay window, the middle opener, the handle just spins round, it won't lock at all.", // 5
      "And that's facing straight onto the car park, on the ground floor, so I'm not happy leaving it.", // 6
      "Into the kitchen now.", // 7
      "Cooker hood over the hob, the fan barely turns, it grinds for a second and then gives up.", // 8
      "Burn mark on the worktop next to the hob, that's an old one, it was on the last inventory, cosmetic.", // 9
      "Fridge freezer and the washer are hers, not on our list.", // 10
      "Bathroom.", // 11
      "Silicone round the bath has gone black and it's peeling off in the corner by the taps.", // 12
      "Wants stripping out and redoing before water gets down behind the panel, routine job.", // 13
      "Shower's hot, decent pressure, nothing to report there.", // 14
      "Main bedroom, the fitted wardrobe door's come off its top hinge and it's leaning against the wall.", // 15
      "Second bedroom's set up as an office, all fine, bit of condensation on the glass but nothing more than that.", // 16
      "Out the back door to the bin store.", // 17
      "Communal gate here, the self-closer's snapped, so it just hangs open into the path.", // 18
      "Electric meter for the file, four eight two one three.", // 19
      "Oh, and back in the hall, the threshold strip at the front door is lifting up, I nearly went over on it coming in.", // 20
      "Needs screwing back down this week, somebody will go flying.", // 21
      "That's the lot, I'll get the report over to the landlord tonight.", // 22
    ],
    findings: [
      {
        id: "hall-smoke-alarm-dead",
        at: [2, 3],
        thing: ["smoke alarm", "smoke detector", "alarm", "detector"],
        problem: ["test", "nothing", "dead", "not work", "fail", "chirp", "electrician"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bay-window-wont-lock",
        at: [5, 6],
        thing: ["window", "bay", "handle", "opener", "lock"],
        problem: ["lock", "spin", "secur", "broken", "fail"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cooker-hood-fan-failing",
        at: [8],
        thing: ["cooker hood", "hood", "extractor", "fan"],
        problem: ["barely", "grind", "gives up", "not work", "fail", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-burn-mark",
        at: [9],
        thing: ["worktop", "counter"],
        problem: ["burn", "mark", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-silicone-failed",
        at: [12, 13],
        thing: ["silicone", "sealant", "seal", "bath"],
        problem: ["black", "peel", "mould", "redo", "strip", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "wardrobe-door-off-hinge",
        at: [15],
        thing: ["wardrobe", "door", "hinge"],
        problem: ["hinge", "off", "come off", "broken", "leaning"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-gate-closer",
        at: [18],
        thing: ["gate", "closer", "self-closer"],
        problem: ["snapped", "broken", "hang", "open", "closer"],
        priority: "MEDIUM",
      },
      {
        id: "front-door-threshold-lifting",
        at: [20, 21],
        thing: ["threshold", "strip", "door bar"],
        problem: ["lift", "loose", "trip", "went over", "flying", "screw"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "n02-us-columbus-single-family",
    half: "heldout",
    lines: [
      "Okay, first walkthrough on the new app, this is 1187 Maple Ridge Drive, annual inspection, tenants are the Okafors.", // 0
      "Mrs. Okafor's home with the baby, so I'm going to keep this quick.", // 1
      "Front entry, the deadbolt on the front door doesn't throw all the way, you turn it and it stops about halfway.", // 2
      "Strike plate's probably out of line, but either way they can't lock the house, so that's a today thing.", // 3
      "Living room looks great, hardwood's in good shape, blinds all go up and down.", // 4
      "Kitchen, the garbage disposal hums but it won't spin, I hit the reset button underneath and still nothing.", // 5
      "Dishwasher ran fine last week, she says, no problems.", // 6
      "Under the sink is bone dry, I checked with the flashlight.", // 7
      "Half bath off the kitchen, the toilet runs nonstop, you can hear it refilling every couple of minutes.", // 8
      "Probably the flapper, that's a cheap fix.", // 9
      "Heading down to the basement.", // 10
      "Furnace is fairly new, filter was swapped in March, the sticker's dated.", // 11
      "Water heater, there's rust and a little puddle around the base, and the drain pan's full.", // 12
      "It's actively dripping from the drain valve, I stood and watched it.", // 13
      "Going back up, the handrail on the basement stairs wiggles, the bottom bracket's pulled right out of the drywall.", // 14
      "Upstairs, the kids' room, there's crayon all over one wall, that's on the tenant, she says they'll scrub it off.", // 15
      "Main bedroom, ceiling fan wobbles pretty bad on high.", // 16
      "Upstairs bathroom, the GFCI outlet by the sink won't reset, and there's a hair dryer on an extension cord run in from the hallway.", // 17
      "I don't love that at all, get an electrician out this week.", // 18
      "Outside now, walking the perimeter.", // 19
      "Gutter on the back corner is hanging loose, one of the hangers let go.", // 20
      "Paint on the garage door's peeling along the bottom panel, cosmetic, that can go on next year's list.", // 21
      "Lawn's mowed, beds are weeded, all good out here.", // 22
      "Okay, that's Maple Ridge, I'll email the Okafors a copy.", // 23
    ],
    findings: [
      {
        id: "front-door-deadbolt-wont-throw",
        at: [2, 3],
        thing: ["deadbolt", "lock", "front door", "door", "strike"],
        problem: ["throw", "stop", "lock", "halfway", "out of line", "can't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "garbage-disposal-jammed",
        at: [5],
        thing: ["disposal", "garbage disposal", "disposer"],
        problem: ["hum", "won't", "spin", "jam", "nothing", "not work"],
        priority: "MEDIUM",
      },
      {
        id: "half-bath-toilet-running",
        at: [8, 9],
        thing: ["toilet", "flapper", "cistern"],
        problem: ["run", "refill", "flapper", "constant", "nonstop"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-leaking",
        at: [12, 13],
        thing: ["water heater", "heater", "tank", "drain valve", "valve"],
        problem: ["leak", "drip", "puddle", "rust", "wet", "full"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "basement-stair-handrail-loose",
        at: [14],
        thing: ["handrail", "rail", "bracket", "stair"],
        problem: ["loose", "wiggle", "pulled", "bracket", "out of"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom-ceiling-fan-wobble",
        at: [16],
        thing: ["ceiling fan", "fan"],
        problem: ["wobble", "shake", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-gfci-wont-reset",
        at: [17, 18],
        thing: ["gfci", "outlet", "socket", "receptacle", "extension cord", "cord"],
        problem: ["reset", "won't", "dead", "extension", "electrician"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-gutter-hanging",
        at: [20],
        thing: ["gutter", "hanger"],
        problem: ["hang", "loose", "let go", "off"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door-paint-peeling",
        at: [21],
        thing: ["garage door", "paint", "garage"],
        problem: ["peel", "flak", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n03-us-chicago-third-floor-unit",
    half: "tune",
    lines: [
      "Unit 3B, 410 West Belmont, six-month inspection, dictating into the voice app.", // 0
      "Tenant not home. Entry notice posted Monday.", // 1
      "Entry. Intercom buzzer's dead, pressed it downstairs, nothing rings up here.", // 2
      "Kitchen. Range, front left burner won't light, just clicks and clicks.", // 3
      "Getting a faint gas smell while it's clicking. Knob off. Gas utility or our plumber today.", // 4
      "Fridge cold, freezer cold, good.", // 5
      "Cabinet under the sink, P-trap dripping, bucket's half full.", // 6
      "Bathroom. Tub drains slow, took ten minutes to empty.", // 7
      "Exhaust fan fine. Tile fine. Caulk fine.", // 8
      "Bedroom. Radiator stone cold, valve's open, the rest in the unit are hot.", // 9
      "It's January, she can't sleep in there with no heat, priority.", // 10
      "Bedroom window screen torn, low priority.", // 11
      "Living room. Outlet behind the couch, cover's cracked and there's scorching around the left receptacle.", // 12
      "Space heater was plugged into it, unplugged it, left her a note.", // 13
      "Back porch. Stair treads solid, railing solid.", // 14
      "Porch light fixture's pulled away from the siding, hanging by its wires.", // 15
      "Hallway walls scuffed up from the move-in, touch up at turnover.", // 16
      "Electric meter 20417.", // 17
      "End of 3B.", // 18
    ],
    findings: [
      {
        id: "intercom-buzzer-dead",
        at: [2],
        thing: ["intercom", "buzzer", "entry phone"],
        problem: ["dead", "nothing", "not work", "doesn't", "ring"],
        priority: "MEDIUM",
      },
      {
        id: "range-burner-gas-smell",
        at: [3, 4],
        thing: ["burner", "range", "stove", "gas"],
        problem: ["won't light", "light", "click", "gas", "smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-p-trap-dripping",
        at: [6],
        thing: ["p-trap", "trap", "sink", "pipe"],
        problem: ["drip", "leak", "bucket"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "tub-slow-drain",
        at: [7],
        thing: ["tub", "bath", "drain"],
        problem: ["slow", "drain", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-radiator-cold",
        at: [9, 10],
        thing: ["radiator", "heat", "rad"],
        problem: ["cold", "no heat", "not work", "heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bedroom-screen-torn",
        at: [11],
        thing: ["screen", "window"],
        problem: ["torn", "tear", "rip"],
        priority: "LOW",
      },
      {
        id: "living-room-outlet-scorched",
        at: [12, 13],
        thing: ["outlet", "receptacle", "socket", "cover"],
        problem: ["scorch", "crack", "burn"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "porch-light-hanging-by-wires",
        at: [15],
        thing: ["porch light", "light", "fixture", "wire"],
        problem: ["hang", "pulled", "wire", "loose", "away"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hallway-wall-scuffs",
        at: [16],
        thing: ["wall", "hallway", "paint"],
        problem: ["scuff", "mark", "touch up"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n04-uk-manchester-terrace-no-heat",
    half: "heldout",
    lines: [
      "Morning, this is 22 Albert Terrace, routine inspection, and I'm giving the new reporting app a whirl on this one.", // 0
      "Tenant's Mr Kowalski, he's in, he's already put the kettle on for me.", // 1
      "First thing he's told me, the boiler's been cutting out for three days and now there's no heating at all.", // 2
      "Display's flashing a fault code, F28 I think, and the pressure gauge is sat on zero.", // 3
      "It's minus two out there, so that's an emergency call-out, today.", // 4
      "Front room, the old gas fire was capped off last year and the cap's still sealed, that's fine.", // 5
      "Wallpaper by the window's lifting at a seam, just cosmetic.", // 6
      "Through to the kitchen.", // 7
      "Back door, the lock's really stiff, you have to lean on the key, but it does lock in the end.", // 8
      "Bit of graphite and a service on it, routine.", // 9
      "Sink tap's dripping, steady drip, it won't shut off properly however hard you turn it.", // 10
      "Up the stairs, the carpet on the third step from the top has come off the gripper and it rucks up under your foot.", // 11
      "Bathroom, extractor's working, grout's fine, all good in here.", // 12
      "Back bedroom, black mould in the corner above the window and it's creeping onto the ceiling.", // 13
      "He says he wipes it down but it's back within a fortnight.", // 14
      "Front bedroom, the window restrictor's snapped off so the window opens right out, and his little lad sleeps in here.", // 15
      "That one's today as well, I'm not leaving a kid's room like that.", // 16
      "Out the back, yard's tidy, the bins are his and the council's.", // 17
      "The downpipe off the back gutter has come apart at the joint, and he says when it rains it just pours down the brickwork.", // 18
      "Gas meter's 03351, electric's 77120.", // 19
      "Right, I'll ring the heating engineer from the car.", // 20
    ],
    findings: [
      {
        id: "boiler-no-heating",
        at: [2, 3, 4],
        thing: ["boiler", "heating"],
        problem: ["cut", "no heat", "fault", "pressure", "zero", "emergency"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "front-room-wallpaper-lifting",
        at: [6],
        thing: ["wallpaper", "paper", "seam"],
        problem: ["lift", "peel", "seam"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-lock-stiff",
        at: [8, 9],
        thing: ["lock", "back door", "door", "key"],
        problem: ["stiff", "lean", "service", "graphite", "hard"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-tap-dripping",
        at: [10],
        thing: ["tap", "sink"],
        problem: ["drip", "won't shut", "shut off"],
        priority: "MEDIUM",
      },
      {
        id: "stair-carpet-loose",
        at: [11],
        thing: ["carpet", "stair", "step", "gripper"],
        problem: ["loose", "come off", "ruck", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "back-bedroom-mould",
        at: [13, 14],
        thing: ["mould", "mold", "damp"],
        priority: "MEDIUM",
      },
      {
        id: "front-bedroom-restrictor-snapped",
        at: [15, 16],
        thing: ["restrictor", "window"],
        problem: ["snap", "broken", "missing", "open", "off"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "rear-downpipe-disconnected",
        at: [18],
        thing: ["downpipe", "gutter", "pipe"],
        problem: ["come apart", "apart", "joint", "pour", "disconnect", "leak"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "n05-uk-sheffield-student-hmo",
    half: "tune",
    lines: [
      "Okay, 9 Westbourne Road, five-bed student let, end-of-term inspection, and I'm logging it on the trial app.", // 0
      "Two of the lads are in, the rest have gone home for Easter.", // 1
      "Entrance hall, the fire door through to the kitchen, someone's unhooked the closer arm so it doesn't shut itself any more.", // 2
      "That's a licence condition, I want it reconnected before I leave the area today.", // 3
      "Kitchen, hob and oven both fire up, the fridges are theirs.", // 4
      "Lino in front of the sink has split and it's curling up at the edge, someone's going to catch a toe on that.", // 5
      "Fire blanket's on the wall, extinguisher's in date, tag says November.", // 6
      "Up to the first floor.", // 7
      "Bedroom one, the, no, hang on, bedroom two, the front one, the lock's been forced and the keep's splintered off the frame.", // 8
      "Looks like somebody locked themselves out and put a shoulder to it.", // 9
      "Shared bathroom, shower tray's cracked across the corner and water's getting under it, there's a brown patch on the kitchen ceiling below.", // 10
      "The patch is damp to the touch, so it's live, this week at the very latest.", // 11
      "Bedroom three, fine, tidy even, which is a first.", // 12
      "Second-floor landing, the light doesn't come on, switch clicks but nothing, and I tried a new bulb.", // 13
      "Bedroom five, up in the eaves, the Velux won't close properly, there's a gap along the top and a tide mark on the sill.", // 14
      "Back down and outside.", // 15
      "Front garden wall, two of the coping stones are loose, they rock when you push them.", // 16
      "Bins are overflowing, that's on the tenants, I'll email them about collection day.", // 17
      "Paint on the front door's faded and flaking, cosmetic, do it with the summer works.", // 18
      "The lads say the broadband's slow but that's their contract, nothing to do with us.", // 19
      "That's Westbourne done, fire door first thing.", // 20
    ],
    findings: [
      {
        id: "kitchen-fire-door-closer-disconnected",
        at: [2, 3, 20],
        thing: ["fire door", "door", "closer"],
        problem: ["unhook", "disconnect", "doesn't shut", "shut", "reconnect", "closer"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-lino-curling",
        at: [5],
        thing: ["lino", "vinyl", "floor"],
        problem: ["split", "curl", "lift", "trip", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom-two-lock-forced",
        at: [8, 9],
        thing: ["lock", "keep", "door", "frame"],
        problem: ["forced", "splinter", "broken", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tray-cracked-leaking",
        at: [10, 11],
        thing: ["shower tray", "shower", "tray", "ceiling"],
        problem: ["crack", "leak", "water", "damp", "patch"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "second-floor-landing-light-out",
        at: [13],
        thing: ["light", "landing", "switch", "fitting"],
        problem: ["doesn't come on", "nothing", "out", "not work"],
        priority: "MEDIUM",
      },
      {
        id: "velux-wont-close",
        at: [14],
        thing: ["velux", "roof window", "skylight", "window"],
        problem: ["won't close", "close", "gap", "tide mark"],
        priority: "MEDIUM",
      },
      {
        id: "front-wall-coping-loose",
        at: [16],
        thing: ["coping", "wall", "stone"],
        problem: ["loose", "rock", "move"],
        priority: "MEDIUM",
      },
      {
        id: "front-door-paint-flaking",
        at: [18],
        thing: ["front door", "door", "paint"],
        problem: ["fade", "flak", "peel", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n06-us-austin-duplex-summer",
    half: "heldout",
    lines: [
      "Alright, this is the duplex on Ridgeline, side A, 2207, quarterly walk, new app, so I'm just going to talk it through.", // 0
      "Tenant's Dana, she's working from home, she's set up in the back office.", // 1
      "Living room, the AC's running but it's blowing warm air, thermostat reads eighty-six inside.", // 2
      "She says it quit on Saturday, and it's a hundred and three out, so that's urgent, HVAC guy today.", // 3
      "Coat closet, the water heater lives in here, it's fine, pilot's lit, no leaks.", // 4
      "Kitchen, the cabinet door under the sink is hanging by one hinge.", // 5
      "Microwave and the air fryer are hers.", // 6
      "Backsplash has a couple of cracked tiles behind the stove, been like that forever, cosmetic.", // 7
      "Laundry nook, the dryer vent hose has come off behind the dryer, it's blowing lint straight into the wall cavity.", // 8
      "That's a fire risk, reconnect it this week, I told her not to run the dryer till then.", // 9
      "Hall bath, the vanity faucet's loose, the whole thing rocks when you turn it on.", // 10
      "Toilet, tub, shower, all good in there.", // 11
      "Primary bedroom, the sliding patio door, the latch doesn't catch, you can slide it right open from outside.", // 12
      "Tried it three times, won't latch at all.", // 13
      "Out back, the shared fence between A and B, a few pickets are busted out.", // 14
      "Sprinklers are running fine, all the zones pop up.", // 15
      "Side of the house, the exterior outlet's missing its weatherproof cover, and it's right next to the hose bib.", // 16
      "Front steps, the concrete's cracked and the bottom step has dropped about an inch, that's a trip.", // 17
      "Get a bid on it, but put a cone there in the meantime.", // 18
      "Okay, side A's done, I'll knock on B next.", // 19
    ],
    findings: [
      {
        id: "ac-blowing-warm",
        at: [2, 3],
        thing: ["ac", "air conditioning", "a/c", "hvac", "air con", "cooling"],
        problem: ["warm", "quit", "not cool", "not work", "broken", "fail"],
        priority: "HIGH",
      },
      {
        id: "sink-cabinet-door-hinge",
        at: [5],
        thing: ["cabinet", "door", "hinge"],
        problem: ["hang", "hinge", "broken", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "backsplash-cracked-tiles",
        at: [7],
        thing: ["backsplash", "tile"],
        problem: ["crack", "chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dryer-vent-disconnected",
        at: [8, 9],
        thing: ["dryer vent", "vent", "dryer", "hose", "duct"],
        problem: ["come off", "disconnect", "lint", "fire", "reconnect"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall-bath-faucet-loose",
        at: [10],
        thing: ["faucet", "tap", "vanity"],
        problem: ["loose", "rock", "wobble"],
        priority: "MEDIUM",
      },
      {
        id: "patio-door-wont-latch",
        at: [12, 13],
        thing: ["patio door", "sliding door", "door", "latch", "slider"],
        problem: ["latch", "catch", "won't", "open", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "shared-fence-pickets-broken",
        at: [14],
        thing: ["fence", "picket"],
        problem: ["busted", "broken", "missing", "out"],
        priority: "MEDIUM",
      },
      {
        id: "exterior-outlet-no-cover",
        at: [16],
        thing: ["outlet", "receptacle", "socket", "cover"],
        problem: ["missing", "cover", "no cover", "weatherproof", "hose"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "front-step-sunk",
        at: [17, 18],
        thing: ["step", "stair", "concrete"],
        problem: ["crack", "drop", "sunk", "trip", "sink"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "n07-us-atlanta-three-bed",
    half: "tune",
    lines: [
      "Okay so this is, uh, 55 Peachtree Hollow Court, the three-bed, and it's my first week so I'm testing this inspection app as I go.", // 0
      "Nobody's home, the lockbox code worked.", // 1
      "Front door's fine, locks fine, actually I'll start in the garage.", // 2
      "Garage, the opener, the safety sensor, the left one, no, the right one, is knocked out of line so the door won't close, it just bounces back up.", // 3
      "And the door from the garage into the kitchen has no working lock, so right now the whole house is open from the driveway.", // 4
      "That's today, I'm not leaving it like this.", // 5
      "Kitchen, the ice maker line on the fridge is leaking, there's a wet patch spreading under the cabinets.", // 6
      "Shut the valve behind the fridge, floor's still damp but it's stopped.", // 7
      "Stove, oven, dishwasher all run fine.", // 8
      "Living room, the fireplace damper is stuck shut, won't budge at all, but they don't use it in summer so that's routine.", // 9
      "Carpet's got a red wine stain by the couch, old, dried in, cosmetic.", // 10
      "Upstairs. Hallway smoke detector is gone, just the mounting plate on the ceiling, somebody took it down.", // 11
      "Probably chirped and they yanked it, we need a new one up today.", // 12
      "Kids' bathroom, toilet seat's cracked, low.", // 13
      "Primary bedroom, closet light won't come on, I flipped the breaker and still nothing.", // 14
      "Window in the primary, the top pane's got a crack right across it.", // 15
      "Outside, back deck, boards are solid but the railing on the stair side is loose, you lean on it and it gives.", // 16
      "It's a good six-foot drop there, so that's a priority.", // 17
      "Pool equipment is serviced by a company, not ours to check.", // 18
      "Lawn's overgrown, that's on the tenant per the lease.", // 19
      "Okay, done with Peachtree Hollow, I'm calling the garage door guy now.", // 20
    ],
    findings: [
      {
        id: "garage-door-wont-close-house-open",
        at: [3, 4, 5, 20],
        thing: ["garage", "opener", "sensor", "door", "lock"],
        problem: [
          "won't close",
          "close",
          "bounce",
          "no working lock",
          "lock",
          "open",
          "out of line",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fridge-ice-maker-leak",
        at: [6, 7],
        thing: ["ice maker", "fridge", "refrigerator", "line", "valve"],
        problem: ["leak", "wet", "damp", "spread"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "fireplace-damper-stuck",
        at: [9],
        thing: ["damper", "fireplace", "chimney"],
        problem: ["stuck", "won't budge", "seized", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "living-room-carpet-stain",
        at: [10],
        thing: ["carpet", "rug"],
        problem: ["stain", "wine", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "upstairs-smoke-detector-missing",
        at: [11, 12],
        thing: ["smoke detector", "smoke alarm", "detector", "alarm"],
        problem: ["gone", "missing", "took", "removed", "yank", "new one"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kids-bath-toilet-seat-cracked",
        at: [13],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["crack", "broken"],
        priority: "LOW",
      },
      {
        id: "primary-closet-light-dead",
        at: [14],
        thing: ["closet light", "light", "fixture"],
        problem: ["won't come on", "nothing", "not work", "dead", "out"],
        priority: "MEDIUM",
      },
      {
        id: "primary-window-cracked-pane",
        at: [15],
        thing: ["window", "pane", "glass"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "deck-stair-railing-loose",
        at: [16, 17],
        thing: ["railing", "rail", "handrail", "deck"],
        problem: ["loose", "gives", "wobble", "drop"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "n08-uk-bristol-top-floor-conversion",
    half: "heldout",
    lines: [
      "Flat C, 31 Cotham Grove, top-floor flat in a converted villa, periodic inspection, dictating into the trial software.", // 0
      "Tenant, Ms Adeyemi, present throughout.", // 1
      "Communal stairwell first: on the second flight a section of the stair nosing has snapped off and left a sharp edge.", // 2
      "The common parts belong to the freeholder but we manage the block, so it's ours to raise.", // 3
      "Entrance to the flat: door closes and latches correctly, spyhole clear.", // 4
      "Living room: hairline crack in the ceiling running from the rose to the party wall, no obvious movement since the last visit.", // 5
      "I've photographed it, we'll monitor.", // 6
      "Kitchen: the consumer unit's in the cupboard here, all breakers on, RCD tripped on test as it should.", // 7
      "The worktop joint beside the sink has swollen and blown, the laminate's lifting.", // 8
      "Bathroom: the toilet cistern is cracked at the back and it's seeping onto the floor, there's a towel down.", // 9
      "Tried to isolate it, but the isolation valve's seized solid.", // 10
      "Extractor runs but it's clogged with fluff and barely pulls anything.", // 11
      "Bedroom: sash window, the cord's broken on the bottom sash and it drops like a guillotine.", // 12
      "She's propping it up with a tin of beans, which is resourceful, but no, joiner this week.", // 13
      "Box room's used for storage, dry and fine.", // 14
      "Airing cupboard: cylinder jacket intact, thermostat set at sixty.", // 15
      "Smoke alarm in the hall tested, loud, fine; heat alarm in the kitchen also fine.", // 16
      "Roof hatch on the landing is the freeholder's and sealed, not inspected.", // 17
      "From the bedroom window I can see a slipped tile on the rear slope, just above the valley.", // 18
      "Want a roofer up there before the winter, medium.", // 19
      "Living room skirting has a few dents and chips from furniture, cosmetic only.", // 20
      "That concludes Flat C.", // 21
    ],
    findings: [
      {
        id: "communal-stair-nosing-broken",
        at: [2, 3],
        thing: ["nosing", "stair", "step", "tread"],
        problem: ["snap", "broken", "sharp", "off"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "living-room-ceiling-crack-monitor",
        at: [5, 6],
        thing: ["ceiling", "crack"],
        problem: ["crack", "monitor", "hairline"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-joint-swollen",
        at: [8],
        thing: ["worktop", "laminate", "joint"],
        problem: ["swollen", "swell", "blown", "lift"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-cistern-cracked-leaking",
        at: [9, 10],
        thing: ["cistern", "toilet", "valve"],
        problem: ["crack", "seep", "leak", "seized", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bathroom-extractor-clogged",
        at: [11],
        thing: ["extractor", "fan"],
        problem: ["clog", "barely", "fluff", "block"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-sash-cord-broken",
        at: [12, 13],
        thing: ["sash", "cord", "window"],
        problem: ["broken", "drop", "guillotine", "snap"],
        priority: "HIGH",
      },
      {
        id: "rear-roof-slipped-tile",
        at: [18, 19],
        thing: ["tile", "roof", "slope"],
        problem: ["slipped", "loose", "missing", "roofer"],
        priority: "MEDIUM",
      },
      {
        id: "living-room-skirting-dents",
        at: [20],
        thing: ["skirting", "skirting board"],
        problem: ["dent", "chip", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n09-uk-glasgow-tenement",
    half: "tune",
    lines: [
      "This is 2/1, 48 Novar Drive, second-floor tenement flat, annual inspection, first time using this app so I'll talk slow.", // 0
      "Tenant's Mr Byrne, he's away, his sister let me in.", // 1
      "Up the close, the stair's been washed, lovely.", // 2
      "The secure entry door at the foot of the close doesn't shut, it sits on the latch and anybody can walk in off the street.", // 3
      "Maglock's not holding, I pushed it to twice and it drifted open both times.", // 4
      "Into the flat, the lobby, the press with the boiler in it.", // 5
      "Boiler's working, hot water came through quick, but the flue's got a gap where it goes up through the ceiling and there's sooty staining round it.", // 6
      "CO alarm beside it's in date, but I want a Gas Safe engineer to look at that flue today.", // 7
      "Front room, bay window, original shutters, all lovely.", // 8
      "Plaster's blown under the middle window, hollow when you tap it and crumbling at the skirting.", // 9
      "Kitchen, cooker hood light's gone but the fan's fine, low.", // 10
      "Washing machine's his, the drawer's full of gunk, not our problem.", // 11
      "Sink gurgles and drains slow.", // 12
      "Bathroom, the floor by the toilet's spongy, soft underfoot, like water's been getting under it for a long while.", // 13
      "Dry today, so probably an old leak off the pan seal, but the boards want lifting.", // 14
      "Big bedroom, good, dry, window opens and shuts fine.", // 15
      "Wee bedroom, the sash lock's missing, just two screw holes where it used to be.", // 16
      "Back out on the stair, the timer light on our landing won't come on at all, it's pitch black going down.", // 17
      "That's dangerous at night on stone steps, get the electrician round.", // 18
      "Back court, bin shelter's been covered in graffiti, cosmetic, leave it.", // 19
      "Electric meter in the lobby press reads 115604.", // 20
      "That's 2/1 done, I'll post the report to Mr Byrne.", // 21
    ],
    findings: [
      {
        id: "close-entry-door-not-securing",
        at: [3, 4],
        thing: ["entry door", "door", "maglock", "lock", "close door"],
        problem: ["doesn't shut", "shut", "latch", "not holding", "open", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "boiler-flue-gap-sooting",
        at: [6, 7],
        thing: ["flue", "boiler"],
        problem: ["gap", "soot", "stain", "gas safe"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "front-room-blown-plaster",
        at: [9],
        thing: ["plaster", "wall"],
        problem: ["blown", "hollow", "crumbl"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-hood-light-out",
        at: [10],
        thing: ["cooker hood", "hood", "light", "bulb"],
        problem: ["gone", "out", "not work", "dead"],
        priority: "LOW",
      },
      {
        id: "kitchen-sink-slow-drain",
        at: [12],
        thing: ["sink", "drain", "waste"],
        problem: ["gurgle", "slow", "block"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-floor-spongy",
        at: [13, 14],
        thing: ["floor", "boards", "floorboard"],
        problem: ["spongy", "soft", "rot", "leak", "water"],
        priority: "MEDIUM",
      },
      {
        id: "small-bedroom-sash-lock-missing",
        at: [16],
        thing: ["sash lock", "lock", "window", "sash"],
        problem: ["missing", "gone", "holes"],
        priority: "MEDIUM",
      },
      {
        id: "landing-timer-light-dead",
        at: [17, 18],
        thing: ["light", "timer", "stair light", "landing"],
        problem: ["won't come on", "dark", "black", "not work", "dangerous"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bin-shelter-graffiti",
        at: [19],
        thing: ["bin shelter", "shelter", "graffiti"],
        problem: ["graffiti", "paint", "cosmetic"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n10-us-boston-triple-decker",
    half: "heldout",
    lines: [
      "Second-floor unit at 17 Dorchester Ave, the triple-decker, routine inspection, trying the app out today.", // 0
      "Tenants are the Nguyens, Mr. Nguyen's home, he's got the day off.", // 1
      "First thing he tells me, no hot water since yesterday morning, they've been boiling pots on the stove.", // 2
      "Looked at the water heater in the back hall, pilot's out and it won't relight, the igniter just clicks.", // 3
      "Family of four with no hot water, so that's a same-day call.", // 4
      "Front room, one of the storm windows is stuck open about six inches, won't slide down, and it's freezing in here.", // 5
      "Radiators are banging but they're hot, that's normal for this building.", // 6
      "Kitchen, three or four of the floor tiles by the back door are cracked, cosmetic, they're not going anywhere.", // 7
      "Back door to the porch, deadbolt works, chain's on, good.", // 8
      "Back porch, the porch floor's rotted through in one spot by the stairs, my foot went right in.", // 9
      "Blocked it off with the recycling bin for now, those boards need replacing before anybody uses the stairs.", // 10
      "Bathroom, ceiling over the tub's got a brown ring and it's dripping, so the third floor's leaking down into here.", // 11
      "About a drop every few seconds, I'll go up and look at the third-floor bathroom after this.", // 12
      "Bedroom one's fine, bedroom two, the kids' room, the closet door's jumped off its track again.", // 13
      "Carbon monoxide detector in the hall, hit test, nothing, there's batteries in it but it's dead.", // 14
      "Replace it today, with the water heater acting up I'm not waiting on that.", // 15
      "Basement's common area, sump pump kicked on when I poured a bucket in, good.", // 16
      "Out front, the stoop railing's solid, the mailbox is fine.", // 17
      "Side walkway, the downspout's dumping onto the path and it's a sheet of ice the whole length.", // 18
      "Salt it today and get an extension on that downspout, somebody's going down on it.", // 19
      "Okay, heading up to the third floor.", // 20
    ],
    findings: [
      {
        id: "no-hot-water-heater-pilot",
        at: [2, 3, 4],
        thing: ["hot water", "water heater", "heater", "pilot", "igniter"],
        problem: ["no hot", "out", "won't relight", "relight", "click", "not work"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "front-room-storm-window-stuck",
        at: [5],
        thing: ["storm window", "window"],
        problem: ["stuck", "won't slide", "open", "freezing"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-floor-tiles-cracked",
        at: [7],
        thing: ["tile", "floor"],
        problem: ["crack", "chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-porch-floor-rotted",
        at: [9, 10],
        thing: ["porch", "floor", "board", "deck"],
        problem: ["rot", "went in", "hole", "replac"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bathroom-ceiling-leak-from-above",
        at: [11, 12],
        thing: ["ceiling", "bathroom"],
        problem: ["drip", "leak", "brown", "stain", "ring"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "kids-closet-door-off-track",
        at: [13],
        thing: ["closet door", "door", "closet", "track"],
        problem: ["off", "track", "jump"],
        priority: "MEDIUM",
      },
      {
        id: "co-detector-dead",
        at: [14, 15],
        thing: ["carbon monoxide", "co detector", "detector", "alarm", "co alarm"],
        problem: ["nothing", "dead", "test", "not work", "replac"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "downspout-ice-on-walkway",
        at: [18, 19],
        thing: ["downspout", "walkway", "path", "ice"],
        problem: ["ice", "dump", "slip", "salt", "extension"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "n11-us-denver-apartment-complex",
    half: "tune",
    lines: [
      "Building C, unit 214, Aspen Park Apartments, annual inspection, using the new app for this one.", // 0
      "Resident's home, working at the kitchen table, fine with me walking through.", // 1
      "Front door, the peephole's missing, there's just a hole through the door.", // 2
      "Entry closet, the furnace, filter's clean and it's running.", // 3
      "Kitchen, she says the dishwasher leaks out the front every time it runs, and there's rust streaks down the bottom of the door.", // 4
      "Door gasket probably, but 114 is right underneath, so this week please.", // 5
      "Range, the oven light's out, she's fine without it, low.", // 6
      "Living room carpet's worn thin at the balcony doorway, wear and tear, replace at turnover.", // 7
      "Balcony, the decking's fine, but the railing post at the corner is rotted at the base and moves a couple of inches.", // 8
      "Second floor, nobody leans on that, tape it off today.", // 9
      "Bathroom, toilet rocks side to side, wax ring's probably shot.", // 10
      "No water on the floor that I can see, anyway.", // 11
      "Bedroom, smoke detector's good, it shrieked on test.", // 12
      "Bedroom window, the sash lock's broken, the latch just flops around.", // 13
      "Out in the breezeway, the fire extinguisher cabinet by her door is empty, no extinguisher in it.", // 14
      "Somebody walked off with it, replace it today, it's a code thing.", // 15
      "Down in the lot, the dumpster enclosure gate's come off its hinge and it's lying on the ground.", // 16
      "Her bike on the balcony is hers, I told her to keep it away from the bad corner post.", // 17
      "Okay, 214's done, I'm heading down to 114 to look at that ceiling.", // 18
    ],
    findings: [
      {
        id: "front-door-peephole-missing",
        at: [2],
        thing: ["peephole", "viewer", "door"],
        problem: ["missing", "hole", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-leaking",
        at: [4, 5],
        thing: ["dishwasher", "gasket"],
        problem: ["leak", "rust", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "oven-light-out",
        at: [6],
        thing: ["oven light", "light", "oven", "bulb"],
        problem: ["out", "not work", "dead"],
        priority: "LOW",
      },
      {
        id: "living-room-carpet-worn",
        at: [7],
        thing: ["carpet"],
        problem: ["worn", "wear", "thin"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balcony-railing-post-rotted",
        at: [8, 9, 17],
        thing: ["railing", "post", "balcony", "rail"],
        problem: ["rot", "moves", "loose", "tape"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "toilet-rocking-wax-ring",
        at: [10, 11],
        thing: ["toilet", "wax ring", "seal"],
        problem: ["rock", "loose", "shot", "wobble"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-lock-broken",
        at: [13],
        thing: ["window", "lock", "latch", "sash lock"],
        problem: ["broken", "flop", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "breezeway-extinguisher-missing",
        at: [14, 15],
        thing: ["extinguisher", "fire extinguisher", "cabinet"],
        problem: ["empty", "missing", "no extinguisher", "walked off", "replac"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dumpster-enclosure-gate-off",
        at: [16],
        thing: ["gate", "dumpster", "enclosure", "hinge"],
        problem: ["off", "hinge", "lying", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "n12-uk-milton-keynes-new-build",
    half: "heldout",
    lines: [
      "Apartment 12, Kingfisher House, two-bed new build, twelve-month inspection, logging on the trial app.", // 0
      "Tenants are both out, the dog is in, it's friendly.", // 1
      "Hall, the video entry handset's completely dead, no picture, no sound.", // 2
      "Apparently she emailed about it back in June, so that's overdue.", // 3
      "Open-plan lounge and kitchen, nice and bright, underfloor heating's on and toasty.", // 4
      "Integrated dishwasher, the door just drops when you let go of it, the spring's gone.", // 5
      "Kitchen plinth's been chewed at one end, that's the dog, comes out of their deposit, not ours.", // 6
      "Balcony, the glass balustrade, one of the bottom clamps is missing and the panel rattles in its channel.", // 7
      "Fourth floor, so that's urgent, nobody out there until it's made secure.", // 8
      "Main bedroom en-suite, the seal on the shower screen's failed and they get a puddle on the floor after every shower.", // 9
      "The nail pops in the ceilings from the snagging list were filled in March and they're holding.", // 10
      "Second bedroom, the window handle's loose and flops about, but it still locks.", // 11
      "Low priority, tighten it up when someone's next in.", // 12
      "Main bathroom, the extractor doesn't run at all when the light's on, mirror's fogged up every time.", // 13
      "Hall cupboard, the ventilation unit's filter light is flashing red.", // 14
      "Filters need changing, routine, it's a six-monthly job.", // 15
      "Smoke and heat alarms all tested, all fine.", // 16
      "Communal corridor, the fire door onto the stairwell's been wedged open with a fire extinguisher.", // 17
      "I've taken the wedge away, but I'll tell the block manager because it keeps happening.", // 18
      "Bike store's fine, locked.", // 19
      "Scuff along the hallway wall by the front door, decorative, leave it till checkout.", // 20
      "That's Kingfisher 12 finished.", // 21
    ],
    findings: [
      {
        id: "video-entry-handset-dead",
        at: [2, 3],
        thing: ["video entry", "entry phone", "handset", "intercom", "door entry"],
        problem: ["dead", "no picture", "no sound", "not work", "overdue"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-door-spring",
        at: [5],
        thing: ["dishwasher", "door", "spring", "hinge"],
        problem: ["drop", "spring", "gone", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-balustrade-clamp-missing",
        at: [7, 8],
        thing: ["balustrade", "glass", "panel", "clamp", "balcony"],
        problem: ["missing", "rattle", "loose", "secure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ensuite-shower-screen-seal",
        at: [9],
        thing: ["shower screen", "screen", "seal", "shower"],
        problem: ["fail", "puddle", "leak", "water"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-handle-loose",
        at: [11, 12],
        thing: ["window handle", "handle", "window"],
        problem: ["loose", "flop", "tighten"],
        priority: "LOW",
      },
      {
        id: "bathroom-extractor-not-running",
        at: [13],
        thing: ["extractor", "fan"],
        problem: ["doesn't run", "not run", "not work", "fog", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "mvhr-filter-due",
        at: [14, 15],
        thing: ["ventilation", "mvhr", "filter", "unit"],
        problem: ["filter", "flash", "chang", "red"],
        priority: "MEDIUM",
      },
      {
        id: "stairwell-fire-door-wedged",
        at: [17, 18],
        thing: ["fire door", "door"],
        problem: ["wedge", "open", "propped"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hallway-wall-scuff",
        at: [20],
        thing: ["wall", "hallway", "paint"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n13-uk-cardiff-semi",
    half: "tune",
    lines: [
      "Okay, 7 Heol y Coed, three-bed semi, routine quarterly, first one on the new app, so here goes.", // 0
      "Mrs Price is in with her mam, they're sat in the conservatory so I'll do that last.", // 1
      "Front door, lock's fine, but the letterbox flap's hanging off, one of the rivets has gone.", // 2
      "Lounge, rad under the window was cold at the top, so I bled it and it's warm right across now.", // 3
      "Dining room, there's a damp patch on the chimney breast the size of a dinner plate, and it's wet, properly wet to the touch.", // 4
      "After last night's rain, so it's getting in somewhere, flashing probably, I want a roofer on it this week.", // 5
      "Kitchen, the inner glass on the oven door's cracked, oven still works, but that's how they shatter.", // 6
      "Hob's fine, all four rings light.", // 7
      "Back door, the uPVC one, the multipoint's gone, handle goes down but the hooks don't come out, so it won't lock.", // 8
      "She's been jamming a chair under the handle at night, bless her.", // 9
      "Upstairs. On the landing two of the banister spindles are missing, the gap's big enough for a toddler to get through.", // 10
      "Her granddaughter stays at weekends, so today please.", // 11
      "Bathroom, the, um, the bath tap, no, the basin tap, the hot, won't turn off fully, it's dribbling.", // 12
      "Bedroom one all good, bedroom two's got that old crack in the ceiling, painted over, no change.", // 13
      "The landing smoke alarm was chirping for a battery, I swapped it myself, tested, it's fine now.", // 14
      "Conservatory, the roof panels are green with algae, cosmetic, give them a wash some time.", // 15
      "The seal on the conservatory sliding door has perished and it whistles when the wind gets up.", // 16
      "Garden, side gate's fine, the shed is hers.", // 17
      "Fence panel at the bottom's blown out, it's leaning over into next door's.", // 18
      "Meters, gas one zero nine two four, electric five five three zero one.", // 19
      "That's Heol y Coed done, I'll book the locksmith for the back door first.", // 20
    ],
    findings: [
      {
        id: "letterbox-flap-hanging",
        at: [2],
        thing: ["letterbox", "letter box", "flap"],
        problem: ["hang", "rivet", "off", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-breast-damp-ingress",
        at: [4, 5],
        thing: ["chimney", "chimney breast", "wall", "flashing"],
        problem: ["damp", "wet", "getting in", "leak", "patch"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "oven-door-glass-cracked",
        at: [6],
        thing: ["oven", "glass", "oven door"],
        problem: ["crack", "shatter"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-multipoint-failed",
        at: [8, 9, 20],
        thing: ["back door", "door", "multipoint", "lock", "handle"],
        problem: ["won't lock", "lock", "gone", "fail", "hooks", "locksmith"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "landing-spindles-missing",
        at: [10, 11],
        thing: ["spindle", "banister", "balustrade", "baluster"],
        problem: ["missing", "gap", "gone"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basin-hot-tap-dribbling",
        at: [12],
        thing: ["tap", "basin"],
        problem: ["won't turn off", "dribbl", "drip", "turn off"],
        priority: "MEDIUM",
      },
      {
        id: "conservatory-roof-algae",
        at: [15],
        thing: ["conservatory", "roof", "panel", "algae"],
        problem: ["algae", "green", "wash", "dirty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "conservatory-door-seal-perished",
        at: [16],
        thing: ["seal", "sliding door", "door"],
        problem: ["perish", "whistl", "draught", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "garden-fence-panel-down",
        at: [18],
        thing: ["fence", "panel"],
        problem: ["blown", "leaning", "down", "fall"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "n14-us-new-jersey-ranch",
    half: "heldout",
    lines: [
      "Hey, okay, recording. This is 302 Linden Street in Cranford, the ranch, semiannual inspection, and yeah, first time with the app.", // 0
      "Tenant is Mr. Castillo, he's home and he's walking me around.", // 1
      "Front porch, the storm door closer is shot, the door slams every single time.", // 2
      "Living room's in good shape, he keeps it real nice.", // 3
      "Kitchen, range hood's fine, gas range is fine, I did a sniff around it, nothing.", // 4
      "Under the sink, the shutoff valve is corroded and weeping, a drip every few seconds into a cereal bowl.", // 5
      "Valve wants swapping out, plumber this week.", // 6
      "Hallway linen closet, all fine.", // 7
      "Bathroom, the tub surround's cracked by the soap dish and water's getting behind it, the tile underneath is loose.", // 8
      "Not showing anywhere else yet, so routine, but let's not let it sit.", // 9
      "Bedroom one, the outlet by the bed is dead, he's running a power strip from across the room.", // 10
      "Bedroom two, the window won't stay up, the balance is broken, he props it with a stick.", // 11
      "Basement stairs, there's no handrail at all, just the brackets left on the wall.", // 12
      "Somebody took it down to get a washer down there and never put it back.", // 13
      "Basement, oil tank gauge reads a quarter, that's his to fill.", // 14
      "Electrical panel down here, one breaker's marked do not use in Sharpie, and it's warm to the touch.", // 15
      "I don't like that one bit, electrician today.", // 16
      "Foundation wall's got efflorescence, white powder, no active water, we'll keep an eye on it.", // 17
      "Back yard, the shed's his, the fence is ours and it's fine.", // 18
      "Driveway's got some cracks, cosmetic, low, maybe seal it next spring.", // 19
      "Alright, that's Linden Street.", // 20
    ],
    findings: [
      {
        id: "storm-door-closer-shot",
        at: [2],
        thing: ["storm door", "closer", "door"],
        problem: ["shot", "slam", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "sink-shutoff-valve-weeping",
        at: [5, 6],
        thing: ["shutoff", "shut-off", "valve", "sink"],
        problem: ["corrod", "weep", "drip", "leak", "replac"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "tub-surround-cracked",
        at: [8, 9],
        thing: ["tub surround", "surround", "tub", "tile"],
        problem: ["crack", "water", "loose", "behind"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-outlet-dead",
        at: [10],
        thing: ["outlet", "receptacle", "socket"],
        problem: ["dead", "not work", "no power"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-balance-broken",
        at: [11],
        thing: ["window", "balance", "sash"],
        problem: ["won't stay", "broken", "balance", "prop"],
        priority: "MEDIUM",
      },
      {
        id: "basement-stairs-no-handrail",
        at: [12, 13],
        thing: ["handrail", "rail", "stair", "banister"],
        problem: ["no handrail", "missing", "took it down", "brackets", "no "],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "panel-breaker-warm",
        at: [15, 16],
        thing: ["panel", "breaker", "electrical panel", "fuse box"],
        problem: ["warm", "hot", "do not use", "electrician"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "foundation-efflorescence-monitor",
        at: [17],
        thing: ["foundation", "wall", "efflorescence"],
        problem: ["efflorescence", "powder", "keep an eye", "monitor", "damp"],
        priority: "MEDIUM",
      },
      {
        id: "driveway-cracks",
        at: [19],
        thing: ["driveway", "drive", "asphalt"],
        problem: ["crack", "seal"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n15-us-portland-bungalow",
    half: "tune",
    lines: [
      "Okay, this is 4419 Southeast Taylor, the bungalow, doing the six-month walk, I'm recording on the new app and Jess is on photos.", // 0
      "Tenants are the Harpers, they're both at work, the dog's at daycare.", // 1
      "Front porch, the steps are slick with moss and the top one's got a soft spot, it flexes when you step on it.", // 2
      "Tread's rotten, I can push my key into it, carpenter this week.", // 3
      "Living room, hardwood looks good, the built-ins are in good shape.", // 4
      "Dining room, the light fixture, the chandelier thing, it flickers and buzzes when it's on and there's a hot smell.", // 5
      "Left it switched off and put tape over the switch.", // 6
      "Kitchen, fridge, range, dishwasher all work, the dishwasher got repaired last month and it's holding up fine.", // 7
      "Window over the sink won't open at all, it's painted shut.", // 8
      "Bathroom, exhaust fan's super loud, rattles like crazy, but it does pull, so not urgent.", // 9
      "Mildew on the ceiling over the shower, like, a lot of it.", // 10
      "Scrub it and repaint with the mold-resistant stuff, routine.", // 11
      "Both bedrooms fine, closets fine.", // 12
      "Basement, unfinished, there's a good inch of water along the back wall and it's still seeping in at the crack.", // 13
      "Sump pit's bone dry, so it's not even reaching the pump, it's coming straight through the wall.", // 14
      "Water heater's up on a stand, it's clear of the water, good.", // 15
      "Outside, back of the house, the gutter over the back door is overflowing, packed with needles off the fir tree.", // 16
      "Clean it out before the next big rain, routine.", // 17
      "Side of the house, a crawlspace vent screen is busted out, so critters can get under there.", // 18
      "Paint on the south side's chalky and peeling, cosmetic, schedule it for summer.", // 19
      "Garage is theirs, it's full of bikes.", // 20
      "Alright, Jess, that's it, let's roll.", // 21
    ],
    findings: [
      {
        id: "porch-top-step-rotten",
        at: [2, 3],
        thing: ["step", "tread", "porch", "stair"],
        problem: ["soft", "flex", "rot", "moss", "slick"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dining-light-fixture-buzzing",
        at: [5, 6],
        thing: ["light fixture", "fixture", "chandelier", "light"],
        problem: ["flicker", "buzz", "hot", "smell"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "kitchen-window-painted-shut",
        at: [8],
        thing: ["window"],
        problem: ["won't open", "painted shut", "stuck", "open"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-fan-rattling",
        at: [9],
        thing: ["exhaust fan", "fan", "extractor"],
        problem: ["loud", "rattl", "noise", "noisy"],
        priority: "LOW",
      },
      {
        id: "bathroom-ceiling-mildew",
        at: [10, 11],
        thing: ["mildew", "mold", "mould"],
        priority: "MEDIUM",
      },
      {
        id: "basement-water-seeping",
        at: [13, 14],
        thing: ["basement", "wall", "foundation", "water"],
        problem: ["water", "seep", "leak", "wet", "crack", "flood"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "back-gutter-overflowing",
        at: [16, 17],
        thing: ["gutter"],
        problem: ["overflow", "packed", "block", "clog", "needles", "clean"],
        priority: "MEDIUM",
      },
      {
        id: "crawlspace-vent-screen-broken",
        at: [18],
        thing: ["crawlspace", "crawl space", "vent", "screen"],
        problem: ["busted", "broken", "missing", "critter"],
        priority: "MEDIUM",
      },
      {
        id: "south-side-paint-peeling",
        at: [19],
        thing: ["paint", "siding", "wall"],
        problem: ["chalk", "peel", "flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "n16-uk-hackney-maisonette",
    half: "heldout",
    lines: [
      "Right, this is 14 Lyme Grove, the maisonette over the shop, routine visit, using the new app the office wants us to try out.", // 0
      "Tenant's Ms Osei, she's in, she works nights so she's a bit bleary.", // 1
      "Street door at the bottom, the glass panel's cracked right across, held together with parcel tape.", // 2
      "Door still locks, but one decent kick and that glass is through, so reglaze it this week.", // 3
      "Up the stairs into the flat, stair carpet's fine, handrail's solid.", // 4
      "Kitchen, there's water coming through the light fitting in the ceiling, from the bathroom over it.", // 5
      "Light's off at the switch and I've told her not to touch it, emergency, plumber and sparky today.", // 6
      "Upstairs, bathroom, can't see where it's coming from, the bath panel's screwed on so the plumber will need to take it off.", // 7
      "Toilet flushes, shower's hot, the grout round the tray's gone black though, low, next refresh.", // 8
      "Front bedroom, the top opener, there's a restrictor but it's broken, the window swings wide open and we're two floors up over the pavement.", // 9
      "Back bedroom, the radiator valve's weeping, green crust on it and the carpet's damp underneath.", // 10
      "Only a weep, she's put a towel there, so routine, plumber can do it while he's here for the other.", // 11
      "Living room wall by the door has a big scuff and a dent from her sofa going in, cosmetic, not urgent.", // 12
      "Heating's on, the combi's in the cupboard, serviced in October, certificate on the door.", // 13
      "Landing, the loft hatch hangs open an inch, won't stay shut, the catch has gone.", // 14
      "Kitchen again, the cooker's hers, the extractor's ours and it's working.", // 15
      "Out the back, the metal fire escape, one of the treads has rusted through at the edge.", // 16
      "That's her only second way out, so it's urgent.", // 17
      "The shop downstairs is on a different lease, not ours.", // 18
      "Wheelie bin's lid is broken but that's the council's, she'll ring them.", // 19
      "That's Lyme Grove done, ringing the plumber from the car.", // 20
    ],
    findings: [
      {
        id: "street-door-glass-cracked",
        at: [2, 3],
        thing: ["street door", "door", "glass", "panel"],
        problem: ["crack", "tape", "reglaz", "kick"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-ceiling-light-water",
        at: [5, 6, 7],
        thing: ["light fitting", "light", "ceiling", "fitting"],
        problem: ["water", "leak", "coming through", "emergency"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "shower-grout-black",
        at: [8],
        thing: ["grout", "shower", "tray"],
        problem: ["black", "mould", "dirty", "refresh"],
        priority: "LOW",
      },
      {
        id: "front-bedroom-restrictor-broken",
        at: [9],
        thing: ["restrictor", "window", "opener"],
        problem: ["broken", "swing", "wide open", "open"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "back-bedroom-radiator-valve-weep",
        at: [10, 11],
        thing: ["radiator valve", "valve", "radiator", "rad"],
        problem: ["weep", "leak", "crust", "damp"],
        priority: "MEDIUM",
      },
      {
        id: "living-room-wall-scuff",
        at: [12],
        thing: ["wall", "paint"],
        problem: ["scuff", "dent", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "loft-hatch-catch-gone",
        at: [14],
        thing: ["loft hatch", "hatch", "catch"],
        problem: ["hang", "open", "won't stay", "catch", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "fire-escape-tread-rusted",
        at: [16, 17],
        thing: ["fire escape", "tread", "stair", "step"],
        problem: ["rust", "through", "corrod"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
];
