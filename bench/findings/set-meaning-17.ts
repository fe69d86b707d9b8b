// Blind walkthroughs, set meaning-17 (written without seeing the extractor).
// US single-family homes, duplexes and townhomes; property managers' move-in, move-out and PM walkthroughs, American wording.
import type { Walkthrough } from "./types";

export const MEANING17_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "r01-maple-ridge-moveout",
    half: "tune",
    lines: [
      "Okay, move-out walkthrough for 1418 Maple Ridge Drive, tenant already turned in the keys.", // 0
      "Starting in the entry, front door deadbolt won't lock, the bolt doesn't line up with the strike plate.", // 1
      "Living room carpet has a big pet stain by the slider and the pad's probably shot too.", // 2
      "Walls need touch-up paint throughout, lots of nail holes where they hung pictures.", // 3
      "Kitchen, dishwasher runs but it doesn't drain, there's standing water in the bottom.", // 4
      "Range works, all four burners light.", // 5
      "Garbage disposal's jammed, just hums at you.", // 6
      "Hall bath, the GFCI by the sink trips when you plug the hair dryer in, and the outlet face is scorched around the slots.", // 7
      "Toilet runs constantly, probably the flapper.", // 8
      "Tub and shower fine, drains fine.", // 9
      "Master bedroom, closet bifold door is off its track.", // 10
      "Smoke detector in the hallway is missing, just the base plate up on the ceiling.", // 11
      "Need that replaced before anyone's living in here, actually put it on today's list.", // 12
      "Garage, opener works, auto-reverse works when you break the beam.", // 13
      "Backyard, tenant's trash cans are still out by the fence, I'll text them.", // 14
      "Hose bib on the back wall drips even when it's shut off.", // 15
      "That's it, send me the report when you've typed it up.", // 16
    ],
    findings: [
      {
        id: "deadbolt",
        at: [1],
        thing: ["deadbolt", "door", "lock", "bolt"],
        problem: ["lock", "align", "strike", "secur", "latch", "misalign"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "carpet-stain",
        at: [2],
        thing: ["carpet", "pad", "flooring"],
        problem: ["stain", "pet", "soil", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wall-holes",
        at: [3],
        thing: ["wall", "paint", "drywall"],
        problem: ["nail", "hole", "touch", "patch", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dishwasher",
        at: [4],
        thing: ["dishwasher"],
        problem: ["drain", "standing", "water", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "disposal",
        at: [6],
        thing: ["disposal", "garbage", "disposer"],
        problem: ["jam", "hum", "stuck", "work"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-scorched",
        at: [7],
        thing: ["gfci", "outlet", "receptacle", "socket"],
        problem: ["trip", "scorch", "burn", "char", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "toilet-running",
        at: [8],
        thing: ["toilet", "flapper", "cistern", "tank"],
        problem: ["run", "flapper", "leak", "constant"],
        priority: "MEDIUM",
      },
      {
        id: "bifold",
        at: [10],
        thing: ["bifold", "closet", "door"],
        problem: ["track", "off", "derail"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-missing",
        at: [11, 12],
        thing: ["smoke", "detector", "alarm"],
        problem: ["missing", "removed", "absent", "replace", "none"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hose-bib",
        at: [15],
        thing: ["hose", "bib", "spigot", "faucet", "tap", "sillcock"],
        problem: ["drip", "leak", "washer", "worn"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r02-birch-duplex-pm",
    half: "heldout",
    lines: [
      "PM visit, 22 Birch Court duplex, unit A.", // 0
      "Furnace filter's filthy, didn't have a 16x25 on the truck.", // 1
      "Need one next visit.", // 2
      "Furnace fires up fine.", // 3
      "CO detector in the hall chirping, low battery.", // 4
      "Kitchen sink, slow drain.", // 5
      "Water heater's a Rheem, twelve years old, some rust at the base.", // 6
      "No leak yet, keep an eye on it.", // 7
      "Unit B.", // 8
      "Tenant home, dog shut in the back room.", // 9
      "Bath fan dead.", // 10
      "Caulk around the tub's gone black and peeling.", // 11
      "Smokes tested, all good.", // 12
      "Back steps, handrail's loose, really loose.", // 13
      "Get somebody out this week.", // 14
      "Gutter over the back door's pulled away from the fascia, water dumps right on the steps.", // 15
      "Done.", // 16
    ],
    findings: [
      {
        id: "furnace-filter",
        at: [1, 2],
        thing: ["filter", "furnace"],
        problem: ["filthy", "dirty", "clog", "replace", "change"],
        priority: "MEDIUM",
      },
      {
        id: "co-battery",
        at: [4],
        thing: ["co", "carbon", "detector", "alarm"],
        problem: ["chirp", "battery", "beep", "low"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-drain",
        at: [5],
        thing: ["sink", "drain"],
        problem: ["slow", "drain", "clog", "block"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-rust",
        at: [6, 7],
        thing: ["water heater", "heater", "tank"],
        problem: ["rust", "corro", "old", "age", "monitor"],
        priority: "LOW",
      },
      {
        id: "bath-fan",
        at: [10],
        thing: ["fan", "exhaust", "extractor", "vent"],
        problem: ["dead", "work", "fail", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulk",
        at: [11],
        thing: ["caulk", "sealant", "tub", "bath"],
        problem: ["black", "peel", "mold", "mould", "fail", "recaulk"],
        priority: "MEDIUM",
      },
      {
        id: "handrail",
        at: [13, 14],
        thing: ["handrail", "rail", "steps", "stair"],
        problem: ["loose", "wobbl", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gutter",
        at: [15],
        thing: ["gutter", "downspout", "fascia"],
        problem: ["pull", "detach", "loose", "overflow", "dump", "away"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r03-willow-creek-movein",
    half: "tune",
    lines: [
      "Alright Jess, this is the move-in for unit 7 at Willow Creek Townhomes, write it up as I go.", // 0
      "Front door looks good, deadbolt's fine, the storm door though, the closer's broken so it just slams.", // 1
      "Living room, there's a scuff, well a bunch of scuffs, on the wall behind where the couch would go.", // 2
      "Blinds in the front window, two slats are bent, not a big deal.", // 3
      "Kitchen, fridge is cold, freezer's cold, ice maker's making ice.", // 4
      "Under the sink there's a drip coming off the P-trap, little puddle in the bottom of the cabinet.", // 5
      "Cabinet floor's already going soft, so let's get the plumber in before they move in Saturday.", // 6
      "Stairs going up, carpet on the third step is coming loose at the nose, somebody's going to catch a toe on that.", // 7
      "Upstairs hall, smoke alarm tested fine, CO alarm, hmm, the CO alarm doesn't sound when I hit test.", // 8
      "Put a new one in, a Kidde combo is fine.", // 9
      "Primary bedroom, the window won't stay up, balance must be shot.", // 10
      "Second bedroom's fine, no issues.", // 11
      "Upstairs bath, the vanity light flickers, and the switch cover next to it is cracked.", // 12
      "Toilet flushes fine, shower's got good pressure, hot water came up quick.", // 13
      "Oh, I forgot, back in the kitchen, the bulb in the range hood is out.", // 14
      "Garage, opener's a LiftMaster, runs, but the left safety eye is hanging by its wire so the door won't close from the button.", // 15
      "That's everything, thanks Jess.", // 16
    ],
    findings: [
      {
        id: "storm-door-closer",
        at: [1],
        thing: ["storm door", "closer", "door"],
        problem: ["broken", "slam", "closer"],
        priority: "MEDIUM",
      },
      {
        id: "wall-scuffs",
        at: [2],
        thing: ["wall", "paint"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "blinds",
        at: [3],
        thing: ["blind", "slat"],
        problem: ["bent", "damage", "broken"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "p-trap-leak",
        at: [5, 6],
        thing: ["p-trap", "trap", "sink", "drain", "pipe"],
        problem: ["drip", "leak", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stair-carpet",
        at: [7],
        thing: ["carpet", "stair", "step", "tread"],
        problem: ["loose", "lift", "trip", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "co-alarm",
        at: [8, 9],
        thing: ["co", "carbon", "alarm", "detector"],
        problem: ["sound", "test", "fail", "work", "dead", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "window-balance",
        at: [10],
        thing: ["window", "balance", "sash"],
        problem: ["stay", "balance", "drop", "fall", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "vanity-light",
        at: [12],
        thing: ["vanity light", "light", "fixture"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "switch-cover",
        at: [12],
        thing: ["switch", "cover", "plate"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "hood-bulb",
        at: [14],
        thing: ["range hood", "hood", "bulb", "light"],
        problem: ["out", "blown", "replace", "dead"],
        priority: "LOW",
      },
      {
        id: "garage-safety-eye",
        at: [15],
        thing: ["garage", "safety eye", "eye", "sensor", "opener", "door"],
        problem: ["hang", "loose", "close", "misalign"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "r04-elm-basement-pm",
    half: "heldout",
    lines: [
      "Quarterly PM, 605 Elm, basement first.", // 0
      "Sump pump didn't kick on when I poured the bucket in.", // 1
      "Pit's already half full and there's rain tonight, that's a today job.", // 2
      "Hey Mike, hand me the flashlight.", // 3
      "Okay, some efflorescence on the north wall but it's dry, no active water, just note it.", // 4
      "Water heater, the discharge pipe off the relief valve is cut short, ends a foot and a half off the floor.", // 5
      "Breaker panel's a Square D, one breaker's double-tapped, and the dead front cover is missing two screws.", // 6
      "Furnace is a Carrier, filter's clean, tenant's been changing it, nice.", // 7
      "Humidifier pad on the furnace is crusted solid, whenever we're back out.", // 8
      "Up to the main floor.", // 9
      "Kitchen's good, no leaks under the sink.", // 10
      "Dryer vent, the flex duct behind the dryer is crushed flat and packed with lint.", // 11
      "That's a fire waiting to happen, gotta fix it today.", // 12
      "Front bedroom, window lock's broken, doesn't catch at all, and that's a ground floor window.", // 13
      "Rest of the bedrooms fine.", // 14
      "Outside, downspout extension on the back corner is gone so it's dumping right next to the foundation.", // 15
      "Couple of shingles off the garage roof, I can see them lying in the yard.", // 16
      "That's it for today.", // 17
    ],
    findings: [
      {
        id: "sump-pump",
        at: [1, 2],
        thing: ["sump", "pump"],
        problem: ["kick", "fail", "work", "start", "run"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "efflorescence",
        at: [4],
        thing: ["efflorescence", "wall", "foundation"],
        problem: ["efflorescence", "mineral", "moisture", "stain"],
        priority: "LOW",
      },
      {
        id: "tpr-discharge",
        at: [5],
        thing: ["discharge", "relief", "tpr", "pipe", "water heater"],
        problem: ["short", "cut", "extend", "code"],
        priority: "MEDIUM",
      },
      {
        id: "double-tap",
        at: [6],
        thing: ["breaker", "panel"],
        problem: ["double"],
        priority: "MEDIUM",
      },
      {
        id: "panel-cover-screws",
        at: [6],
        thing: ["cover", "dead front", "panel", "screw"],
        problem: ["missing", "screw"],
        priority: "MEDIUM",
      },
      {
        id: "humidifier-pad",
        at: [8],
        thing: ["humidifier", "pad"],
        problem: ["crust", "scale", "replace", "clog"],
        priority: "LOW",
      },
      {
        id: "dryer-vent",
        at: [11, 12],
        thing: ["dryer", "vent", "duct"],
        problem: ["crush", "lint", "block", "fire", "kink"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "window-lock",
        at: [13],
        thing: ["window", "lock", "latch"],
        problem: ["broken", "catch", "lock", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "downspout",
        at: [15],
        thing: ["downspout", "extension", "gutter"],
        problem: ["missing", "gone", "dump", "foundation"],
        priority: "MEDIUM",
      },
      {
        id: "shingles",
        at: [16],
        thing: ["shingle", "roof"],
        problem: ["missing", "off", "blown"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r05-oak-duplex-moveout",
    half: "tune",
    lines: [
      "Move-out, 318 Oak Street, lower unit, no wait, upper unit, the lower's still occupied.", // 0
      "Entry closet door's got a hole punched in it, it's hollow core, needs replaced.", // 1
      "Living room, the ceiling fan wobbles bad on high.", // 2
      "Kitchen, drywall behind the stove has a burn mark, no, sorry, it's just a grease stain, mostly wipes off.", // 3
      "Cabinets okay, one hinge is loose on the upper left door.", // 4
      "Light in the fridge is out.", // 5
      "Bathroom, the floor's soft around the toilet base, feels spongy when you step on it.", // 6
      "Probably the wax ring, it's been leaking a while, and that's right over the downstairs kitchen.", // 7
      "Tub spout drips.", // 8
      "Medicine cabinet mirror's chipped in the corner, not a big deal.", // 9
      "Washer hookups in the hall closet, no leaks there.", // 10
      "Bedroom one's fine, bedroom two, carpet's worn through at the doorway.", // 11
      "Back stairway down to the yard, that's the shared one, a tread's cracked, second from the bottom.", // 12
      "Don't want anybody going through that, block it off till it's fixed.", // 13
      "Smoke detectors, both tested, good.", // 14
      "Thermostat's a Honeywell, works, set it back to 55 for the vacancy.", // 15
      "Okay, keys back in the lockbox.", // 16
    ],
    findings: [
      {
        id: "closet-door",
        at: [1],
        thing: ["closet", "door"],
        problem: ["hole", "punch", "damage", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-fan",
        at: [2],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbl", "balance", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "grease-stain",
        at: [3],
        thing: ["drywall", "wall", "stove"],
        problem: ["grease", "stain", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cabinet-hinge",
        at: [4],
        thing: ["hinge", "cabinet", "door"],
        problem: ["loose"],
        priority: "LOW",
      },
      {
        id: "fridge-light",
        at: [5],
        thing: ["fridge", "refrigerator", "light", "bulb"],
        problem: ["out", "blown", "dead"],
        priority: "LOW",
      },
      {
        id: "toilet-floor",
        at: [6, 7],
        thing: ["toilet", "floor", "subfloor", "wax ring"],
        problem: ["soft", "spongy", "leak", "rot", "wax"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "tub-spout",
        at: [8],
        thing: ["tub", "spout", "faucet"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "mirror-chip",
        at: [9],
        thing: ["mirror", "medicine cabinet"],
        problem: ["chip", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "carpet-worn",
        at: [11],
        thing: ["carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-tread",
        at: [12, 13],
        thing: ["tread", "stair", "step"],
        problem: ["crack", "broken", "split", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "r06-ridgeview-townhome-pm",
    half: "heldout",
    lines: [
      "PM, unit 14, Ridgeview Townhomes.", // 0
      "Smell of gas by the furnace closet.", // 1
      "Shut it off at the meter, called the gas company, they're sending somebody.", // 2
      "While we wait, kitchen.", // 3
      "GFCI left of the sink, no power, won't reset.", // 4
      "Dishwasher fine.", // 5
      "Faucet's loose at the base, wobbles.", // 6
      "Half bath, toilet won't flush, handle just flops.", // 7
      "Full bath upstairs works, so not an emergency.", // 8
      "Upstairs hall, smoke's there, tested good.", // 9
      "Main bedroom, sliding closet door is off the track.", // 10
      "AC condenser out back, fins are bent up and it's packed with cottonwood fluff.", // 11
      "Needs a coil clean before summer.", // 12
      "Patio slider, latch doesn't catch.", // 13
      "Tenant's using a broom handle in the track, still, new latch this week.", // 14
      "Fence gate's sagging, drags on the ground, low priority.", // 15
      "Gas guy's here, back to the furnace.", // 16
      "He found a loose flare fitting on the gas line to the furnace, tightened it, wants our HVAC contractor to check it over today.", // 17
    ],
    findings: [
      {
        id: "gas-smell",
        at: [1, 2, 17],
        thing: ["gas", "furnace", "fitting", "line"],
        problem: ["smell", "leak", "odor", "odour", "loose"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "gfci-reset",
        at: [4],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["reset", "power", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "faucet-loose",
        at: [6],
        thing: ["faucet", "tap", "mixer"],
        problem: ["loose", "wobbl"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-flush",
        at: [7, 8],
        thing: ["toilet", "handle"],
        problem: ["flush", "flop", "broken", "chain"],
        priority: "MEDIUM",
      },
      {
        id: "closet-door",
        at: [10],
        thing: ["closet", "door", "slider"],
        problem: ["track", "off", "derail"],
        priority: "MEDIUM",
      },
      {
        id: "condenser",
        at: [11, 12],
        thing: ["condenser", "ac", "air conditioner", "coil", "fins"],
        problem: ["bent", "dirty", "clog", "fluff", "clean", "debris"],
        priority: "MEDIUM",
      },
      {
        id: "slider-latch",
        at: [13, 14],
        thing: ["slider", "patio door", "latch", "lock", "door"],
        problem: ["catch", "latch", "broken", "secur", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fence-gate",
        at: [15],
        thing: ["gate", "fence"],
        problem: ["sag", "drag"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "r07-sycamore-movein",
    half: "tune",
    lines: [
      "Note for the file: move-in inspection, 2207 Sycamore Lane, new tenants are the Garcias, keys handed over at ten.", // 0
      "Front porch light doesn't come on, tried a new bulb, still nothing.", // 1
      "Doorbell works.", // 2
      "Entry, the hardwood's got some scratches by the door, normal wear, note it for the deposit.", // 3
      "Living room, the window screen's torn, the big one on the left.", // 4
      "Fireplace, the damper won't close all the way.", // 5
      "Kitchen, the oven doesn't heat up, bake element isn't glowing.", // 6
      "Probably just the element, order one, it's a Whirlpool.", // 7
      "Cooktop's fine.", // 8
      "Laundry room, the washer supply hose is bulged up near the connection.", // 9
      "That'll burst, swap it before they run a load.", // 10
      "Hall bath, the exhaust fan's loud, rattles, but it works.", // 11
      "Kids' bedroom, there's no smoke alarm at all, just an empty ceiling box.", // 12
      "Master bath, sink stopper doesn't hold water.", // 13
      "Shower takes a while to get hot, but it gets there.", // 14
      "Garage, the door from the garage into the house doesn't close on its own, the spring hinge is busted.", // 15
      "That one's a code thing, I want it done this week.", // 16
      "Attic hatch in the garage, took a look, insulation looks fine, no signs of leaks.", // 17
      "Okay, end of notes.", // 18
    ],
    findings: [
      {
        id: "porch-light",
        at: [1],
        thing: ["porch light", "light", "fixture"],
        problem: ["come on", "work", "dead", "out", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "floor-scratches",
        at: [3],
        thing: ["hardwood", "floor"],
        problem: ["scratch", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "screen-torn",
        at: [4],
        thing: ["screen", "window"],
        problem: ["torn", "tear", "rip"],
        priority: "LOW",
      },
      {
        id: "damper",
        at: [5],
        thing: ["damper", "fireplace", "flue"],
        problem: ["close", "stuck", "seal"],
        priority: "MEDIUM",
      },
      {
        id: "oven-element",
        at: [6, 7],
        thing: ["oven", "element", "bake"],
        problem: ["heat", "glow", "fail", "element"],
        priority: "MEDIUM",
      },
      {
        id: "washer-hose",
        at: [9, 10],
        thing: ["washer", "hose", "supply"],
        problem: ["bulg", "burst", "replace"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bath-fan",
        at: [11],
        thing: ["exhaust", "fan"],
        problem: ["loud", "rattl", "noisy", "noise"],
        priority: "LOW",
      },
      {
        id: "smoke-missing",
        at: [12],
        thing: ["smoke", "alarm", "detector"],
        problem: ["no ", "missing", "none", "absent"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-stopper",
        at: [13],
        thing: ["stopper", "sink", "pop-up", "drain"],
        problem: ["hold", "leak", "seal"],
        priority: "MEDIUM",
      },
      {
        id: "garage-fire-door",
        at: [15, 16],
        thing: ["door", "garage", "hinge", "closer"],
        problem: ["close", "self", "spring", "hinge", "busted", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "r08-harmon-duplex-spring",
    half: "heldout",
    lines: [
      "So this is the spring check on the Harmon Avenue duplex, 41 and 43.", // 0
      "Starting in 41, tenant says everything's good but we'll see.", // 1
      "Mrs. Patel was asking about her lease renewal, I told her Karen would call.", // 2
      "The kitchen ceiling has a water stain, brownish, about the size of a dinner plate, right under the upstairs bathroom.", // 3
      "It's dry to the touch right now, but it's new since last fall.", // 4
      "Furnace filter looked okay, changed it anyway.", // 5
      "There's an outlet in the living room, the one behind the TV, that's warm and kind of buzzing.", // 6
      "Told her not to use it, flip that breaker off and get the electrician out today.", // 7
      "Basement stairs, there's no handrail at all on the open side.", // 8
      "Okay, over to 43, upstairs.", // 9
      "Bathroom, there it is, the tub surround caulk is cracked and the grout's missing along the bottom row, that's where the stain downstairs is coming from.", // 10
      "Toilet's fine, sink's fine.", // 11
      "Bedroom window, the lower pane has a long crack corner to corner.", // 12
      "Smoke alarm in the hall is one of those ten-year sealed ones, it's beeping end of life.", // 13
      "Back porch, the shared one, the deck boards are soft by the steps, nobody's going through it today but put it on the list.", // 14
      "And the gutters on both sides are full, there's a little tree growing in the one over 43.", // 15
      "Good, that's a wrap, I'll call Karen about Mrs. Patel.", // 16
    ],
    findings: [
      {
        id: "ceiling-stain",
        at: [3, 4],
        thing: ["ceiling", "stain"],
        problem: ["stain", "water", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "outlet-buzzing",
        at: [6, 7],
        thing: ["outlet", "receptacle", "socket"],
        problem: ["warm", "buzz", "hot", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "basement-handrail",
        at: [8],
        thing: ["handrail", "rail", "stair"],
        problem: ["no ", "missing", "absent", "none"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tub-grout",
        at: [10],
        thing: ["caulk", "grout", "tub", "surround", "tile"],
        problem: ["crack", "missing", "leak", "fail"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "window-pane",
        at: [12],
        thing: ["window", "pane", "glass"],
        problem: ["crack", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "smoke-eol",
        at: [13],
        thing: ["smoke", "alarm", "detector"],
        problem: ["beep", "end of life", "chirp", "expire", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "deck-boards",
        at: [14],
        thing: ["deck", "board", "porch"],
        problem: ["soft", "rot"],
        priority: "MEDIUM",
      },
      {
        id: "gutters",
        at: [15],
        thing: ["gutter"],
        problem: ["full", "clog", "block", "clean", "tree"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r09-larkspur-moveout",
    half: "tune",
    lines: [
      "Move-out. 9 Larkspur, unit C.", // 0
      "Carpet, living room, burn mark by the couch.", // 1
      "Wall, hole behind the bedroom door, doorknob went through.", // 2
      "No doorstop.", // 3
      "Kitchen. Range, two burners dead.", // 4
      "Oven fine.", // 5
      "Microhood filter's caked.", // 6
      "Bath. Toilet seat cracked.", // 7
      "Vanity door's swollen, won't close.", // 8
      "No leak under there though.", // 9
      "Hall. Smoke detector's gone, tenant took it or something.", // 10
      "Upstairs. Railing at the top of the stairs is loose, moves an inch.", // 11
      "Garage. Opener remote missing, reprogram it.", // 12
      "Keys, two of three back.", // 13
      "Patio. Fine.", // 14
      "Done.", // 15
    ],
    findings: [
      {
        id: "carpet-burn",
        at: [1],
        thing: ["carpet"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wall-hole",
        at: [2],
        thing: ["wall", "drywall"],
        problem: ["hole", "damage", "patch"],
        priority: "MEDIUM",
      },
      {
        id: "doorstop",
        at: [3],
        thing: ["doorstop", "door stop", "stop"],
        problem: ["no ", "missing"],
        priority: "LOW",
      },
      {
        id: "burners",
        at: [4],
        thing: ["range", "burner", "cooktop", "stove"],
        problem: ["dead", "work", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "hood-filter",
        at: [6],
        thing: ["microhood", "filter", "microwave", "hood"],
        problem: ["caked", "grease", "dirty", "clean"],
        priority: "LOW",
      },
      {
        id: "toilet-seat",
        at: [7],
        thing: ["toilet", "seat"],
        problem: ["crack", "broken"],
        priority: "LOW",
      },
      {
        id: "vanity-door",
        at: [8],
        thing: ["vanity", "door", "cabinet"],
        problem: ["swollen", "swell", "close", "water"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-missing",
        at: [10],
        thing: ["smoke", "detector", "alarm"],
        problem: ["gone", "missing", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-railing",
        at: [11],
        thing: ["railing", "rail", "handrail", "balustrade", "stair"],
        problem: ["loose", "move", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "opener-remote",
        at: [12],
        thing: ["remote", "opener", "garage"],
        problem: ["missing", "reprogram", "lost"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r10-creekside-fall-pm",
    half: "heldout",
    lines: [
      "Alright Danny, fall PM at 88 Creekside, you take notes, I'll call it out.", // 0
      "Furnace is a Lennox, the flame's rolling out of the burner box a bit on startup, that's not right.", // 1
      "Shut it down and get the HVAC company out today, tenant's got space heaters for tonight.", // 2
      "CO detector by the furnace reads zero, and it tests fine.", // 3
      "Humidifier's fine.", // 4
      "Water heater's gas, the vent pipe's come loose from the draft hood, it's sitting crooked.", // 5
      "Screw that back on before we leave, Danny.", // 6
      "Sump pit's dry, pump ran when I lifted the float.", // 7
      "Crawlspace access, the vapor barrier's torn up near the hatch.", // 8
      "Kitchen, the sprayer hose leaks under the sink when you use it, they've got a bucket under it, not urgent.", // 9
      "Outside, hose bibs aren't frost-free, need shutting off inside before the first freeze.", // 10
      "The exterior trim by the garage has some rot, bottom of the door jamb mostly.", // 11
      "Paint's peeling on the south side too, that's a next-summer thing.", // 12
      "Upstairs, all smokes tested, good.", // 13
      "Bathroom exhaust fan vents into the attic, not outside, just dumping in there.", // 14
      "Popped my head up, yeah, there's frost on the roof nails all around it.", // 15
      "Okay, that's everything, Danny, read it back to me.", // 16
    ],
    findings: [
      {
        id: "flame-rollout",
        at: [1, 2],
        thing: ["furnace", "flame", "burner"],
        problem: ["roll", "rollout", "unsafe", "shut"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "wh-vent",
        at: [5, 6],
        thing: ["vent", "flue", "draft hood", "water heater"],
        problem: ["loose", "crooked", "disconnect"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "vapor-barrier",
        at: [8],
        thing: ["vapor barrier", "barrier", "crawlspace", "crawl space"],
        problem: ["torn", "tear", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "sprayer-leak",
        at: [9],
        thing: ["sprayer", "hose", "sink", "faucet"],
        problem: ["leak", "drip"],
        priority: "MEDIUM",
      },
      {
        id: "hose-bibs",
        at: [10],
        thing: ["hose bib", "bib", "spigot", "sillcock", "faucet"],
        problem: ["frost", "freeze", "winteriz", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "trim-rot",
        at: [11],
        thing: ["trim", "jamb", "door"],
        problem: ["rot", "decay"],
        priority: "MEDIUM",
      },
      {
        id: "peeling-paint",
        at: [12],
        thing: ["paint", "siding", "exterior"],
        problem: ["peel", "flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-exhaust-attic",
        at: [14, 15],
        thing: ["exhaust", "fan", "vent", "bathroom"],
        problem: ["attic", "vent", "frost", "moisture", "duct"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r11-linden-duplex-movein",
    half: "tune",
    lines: [
      "Move-in walk with the new tenant at 512 B Linden, she's here with me, I'm recording.", // 0
      "Front door, the deadbolt's sticky, you have to lift the door to throw it.", // 1
      "Peephole's fine.", // 2
      "Living room, the outlet by the window has no cover plate, I'll put one on today.", // 3
      "Hardwood's in good shape, no scratches I can see.", // 4
      "Kitchen, the base of the sink cabinet has old water damage, it's delaminated but dry, we'll replace it at some point, not urgent.", // 5
      "Refrigerator water line, it's dripping behind the fridge, there's a wet spot spreading on the floor.", // 6
      "Let me pull it out, yep, the compression fitting's weeping.", // 7
      "And the window over the sink won't open, painted shut.", // 8
      "Bathroom, the towel bar's pulled out of the drywall.", // 9
      "Shower pressure's good, hot water's good.", // 10
      "Bedroom, the pull chain on the closet light broke off.", // 11
      "Windows in here all lock, screens are on.", // 12
      "Back door to the yard, the weatherstripping's torn, you can see daylight under it.", // 13
      "Basement, shared with unit A, no light on the stairs, the socket's broken.", // 14
      "Dark as anything going down, somebody's going to fall.", // 15
      "Her washer and dryer go down there, dryer vent's rigid metal, looks okay.", // 16
      "That's it, I'll email you a copy of this.", // 17
    ],
    findings: [
      {
        id: "deadbolt-sticky",
        at: [1],
        thing: ["deadbolt", "lock", "door"],
        problem: ["stick", "bind", "lift", "align"],
        priority: "MEDIUM",
      },
      {
        id: "outlet-cover",
        at: [3],
        thing: ["outlet", "cover plate", "plate", "receptacle"],
        problem: ["no ", "missing", "cover"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "sink-cabinet",
        at: [5],
        thing: ["cabinet", "sink base", "base"],
        problem: ["water damage", "damage", "delaminat"],
        priority: "LOW",
      },
      {
        id: "fridge-water-line",
        at: [6, 7],
        thing: ["water line", "refrigerator", "fridge", "fitting", "line"],
        problem: ["drip", "leak", "weep", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "window-painted",
        at: [8],
        thing: ["window"],
        problem: ["painted", "open", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "towel-bar",
        at: [9],
        thing: ["towel bar", "towel", "bar"],
        problem: ["pull", "loose", "drywall"],
        priority: "LOW",
      },
      {
        id: "pull-chain",
        at: [11],
        thing: ["pull chain", "chain", "closet light", "light"],
        problem: ["broke", "broken", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "weatherstrip",
        at: [13],
        thing: ["weatherstrip", "weather strip", "door", "seal"],
        problem: ["torn", "gap", "daylight", "draft"],
        priority: "MEDIUM",
      },
      {
        id: "stair-light",
        at: [14, 15],
        thing: ["light", "stair", "socket", "basement"],
        problem: ["no ", "broken", "dark", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "r12-building3-townhomes-pm",
    half: "heldout",
    lines: [
      "PM, building 3, units 301 through 304, starting with 301.", // 0
      "301, filter's fine, smokes fine.", // 1
      "Dripping, the tub faucet, even cranked off hard.", // 2
      "302, tenant's not home, entered with notice.", // 3
      "Kitchen breaker's labeled wrong, whatever, but there's a scorched spot on the panel by breaker 14.", // 4
      "Need an electrician on that today.", // 5
      "Kitchen vinyl's peeling up at the seam in front of the sink, could catch a foot.", // 6
      "303, all good, no issues.", // 7
      "304, the CO detector's unplugged and sitting on top of the fridge.", // 8
      "Plugged it back in, it's dead, no display at all.", // 9
      "Slider screen's off the track and torn.", // 10
      "Attic hatch in the 304 closet is shoved aside, insulation falling out.", // 11
      "Outside, common walkway between 302 and 303, the concrete's heaved up about an inch and a half.", // 12
      "Spray paint it orange for now, get it ground down this week.", // 13
      "Mailbox cluster, the 303 door won't lock.", // 14
      "Dumpster enclosure gate's off a hinge.", // 15
      "Back to the office.", // 16
    ],
    findings: [
      {
        id: "tub-faucet",
        at: [2],
        thing: ["tub", "faucet", "tap"],
        problem: ["drip", "leak", "washer", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "scorched-panel",
        at: [4, 5],
        thing: ["panel", "breaker"],
        problem: ["scorch", "burn", "char", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "vinyl-seam",
        at: [6],
        thing: ["vinyl", "floor", "seam"],
        problem: ["peel", "lift", "curl", "trip", "catch"],
        priority: "MEDIUM",
      },
      {
        id: "co-dead",
        at: [8, 9],
        thing: ["co", "carbon", "detector", "alarm"],
        problem: ["unplug", "dead", "work", "display"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "slider-screen",
        at: [10],
        thing: ["screen", "slider"],
        problem: ["torn", "track", "tear"],
        priority: "LOW",
      },
      {
        id: "attic-hatch",
        at: [11],
        thing: ["attic", "hatch", "insulation"],
        problem: ["shoved", "aside", "displace", "falling", "open"],
        priority: "MEDIUM",
      },
      {
        id: "walkway-heave",
        at: [12, 13],
        thing: ["walkway", "concrete", "sidewalk", "path"],
        problem: ["heave", "trip", "uneven", "lift"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "mailbox-lock",
        at: [14],
        thing: ["mailbox", "lock"],
        problem: ["lock", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "dumpster-gate",
        at: [15],
        thing: ["gate", "dumpster", "enclosure"],
        problem: ["hinge", "off", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r13-juniper-moveout",
    half: "tune",
    lines: [
      "Okay, move-out at 1340 Juniper, tenants were here six years, so expect some wear.", // 0
      "Honestly, place is in decent shape for six years.", // 1
      "Living room, paint's dingy everywhere, full repaint at turnover.", // 2
      "Carpet's past its life, six years and two dogs, replace it at turnover too.", // 3
      "Baseboards are chewed up in the corner by the back door, the dogs I guess.", // 4
      "The back door itself, the lock works but the jamb's split at the strike, one good shove and it'd pop open.", // 5
      "Kitchen, countertop's got a burn ring next to the stove.", // 6
      "Disposal works, dishwasher works, no leaks.", // 7
      "Hall bath, vanity top's cracked and water gets down into the cabinet when you splash.", // 8
      "Toilet rocks a little on the floor.", // 9
      "Might just need the bolts snugged, might need a new ring, have them check it.", // 10
      "Bedrooms, blinds are destroyed in two of them.", // 11
      "Closets fine.", // 12
      "Basement, finished part, there's a musty smell and the drywall along the bottom of the back wall is swollen and soft.", // 13
      "Moisture meter's pegged, so something's still getting in down there.", // 14
      "Sump pump works, I tested it.", // 15
      "Garage door opener, the chain's super loose and slapping, door still goes up and down.", // 16
      "Okay, I'll do the deposit letter tonight.", // 17
    ],
    findings: [
      {
        id: "repaint",
        at: [2],
        thing: ["paint", "wall"],
        problem: ["dingy", "repaint", "dirty", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "carpet-replace",
        at: [3],
        thing: ["carpet"],
        problem: ["life", "worn", "replace", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "baseboards",
        at: [4],
        thing: ["baseboard", "trim"],
        problem: ["chew", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-jamb",
        at: [5],
        thing: ["jamb", "door", "frame", "strike"],
        problem: ["split", "secur", "crack", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "countertop-burn",
        at: [6],
        thing: ["countertop", "counter"],
        problem: ["burn", "mark", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "vanity-top",
        at: [8],
        thing: ["vanity", "top", "sink"],
        problem: ["crack", "water", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-rocks",
        at: [9, 10],
        thing: ["toilet"],
        problem: ["rock", "loose", "wobbl", "ring", "bolt"],
        priority: "MEDIUM",
      },
      {
        id: "blinds",
        at: [11],
        thing: ["blind"],
        problem: ["destroy", "damage", "broken", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "basement-moisture",
        at: [13, 14],
        thing: ["drywall", "basement", "wall", "moisture", "damp"],
        problem: ["swollen", "soft", "musty", "water", "moisture", "wet", "damp"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "opener-chain",
        at: [16],
        thing: ["garage door", "opener", "chain"],
        problem: ["loose", "slap", "slack", "tension"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "r14-hawthorne-duplex-dictation",
    half: "heldout",
    lines: [
      "Okay, start the note. Preventive maintenance, 2740 Hawthorne, both sides.", // 0
      "Next item, left side, water heater's leaking from the bottom, there's a puddle spreading toward the furnace.", // 1
      "Shut the cold supply to it, it needs replacing today, it's a 2009 A.O. Smith.", // 2
      "Next item, same side, dryer's plugged into an extension cord behind the machine.", // 3
      "Scratch that, it's a space heater on the extension cord, not the dryer, still not okay.", // 4
      "Furnace side of things is fine, filter's new.", // 5
      "Next item, kitchen, faucet handle's loose and the cartridge is dripping.", // 6
      "Right side now.", // 7
      "Tenant's not home, the dog's friendly, okay.", // 8
      "Next item, hallway smoke detector is hard-wired but the green light's off and the test button does nothing.", // 9
      "Next item, the bathroom GFCI won't trip when you press test, replace it this week.", // 10
      "Next item, bathroom window's painted shut.", // 11
      "Next item, outside, the railing on the front stoop is rusted through at the base, you can wiggle it.", // 12
      "Next item, low priority, peeling paint on the porch ceiling.", // 13
      "Next item, driveway's got a crack running down the middle, just note it.", // 14
      "End note.", // 15
    ],
    findings: [
      {
        id: "water-heater-leak",
        at: [1, 2],
        thing: ["water heater", "heater", "tank"],
        problem: ["leak", "puddle", "replace"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "extension-cord",
        at: [3, 4],
        thing: ["extension cord", "cord", "space heater", "heater"],
        problem: ["extension", "cord", "plugged", "unsafe"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "kitchen-faucet",
        at: [6],
        thing: ["faucet", "handle", "cartridge", "tap"],
        problem: ["loose", "drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-dead",
        at: [9],
        thing: ["smoke", "detector", "alarm"],
        problem: ["off", "nothing", "dead", "fail", "work"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "gfci-test",
        at: [10],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["trip", "test", "fail", "replace"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-window",
        at: [11],
        thing: ["window"],
        problem: ["painted", "stuck", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "stoop-railing",
        at: [12],
        thing: ["railing", "rail", "handrail", "stoop"],
        problem: ["rust", "loose", "wiggl", "corro"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "porch-paint",
        at: [13],
        thing: ["paint", "porch", "ceiling"],
        problem: ["peel", "flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "driveway-crack",
        at: [14],
        thing: ["driveway", "concrete", "asphalt"],
        problem: ["crack"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "r15-townhome-two-person-movein",
    half: "tune",
    lines: [
      "You start upstairs, Tanya, I'll do the main level, meet you in the garage.", // 0
      "Main level, entry tile, one's cracked right inside the door.", // 1
      "Powder room, toilet keeps running after you flush, you can hear it refill every few minutes.", // 2
      "Faucet's fine, drain's fine.", // 3
      "Kitchen, the hood vent doesn't pull, hold a paper towel up to it and nothing.", // 4
      "Oh, and the anti-tip bracket isn't on the range, it tips forward if you lean on the oven door.", // 5
      "That's how kids get hurt, install it before they move in tomorrow.", // 6
      "Tanya, what've you got up there?", // 7
      "She says the hall bath shower door won't close all the way, rubs at the top.", // 8
      "And there's a hairline crack in the ceiling drywall in the second bedroom, nothing active.", // 9
      "And the smoke alarm in the main bedroom has been painted over.", // 10
      "Replace that one, don't just try and clean it.", // 11
      "Garage now, the wall to the house has a hole where someone ran cable through and never sealed it, not urgent but it needs fire-rated patch.", // 12
      "Opener's a Chamberlain, works, auto-reverse works.", // 13
      "Water heater's in here, strapped, fine.", // 14
      "Back patio, the light fixture's hanging off the wall by its wires.", // 15
      "Okay, that's the list, Tanya, let's lock up.", // 16
    ],
    findings: [
      {
        id: "entry-tile",
        at: [1],
        thing: ["tile", "floor"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-running",
        at: [2],
        thing: ["toilet", "flapper", "fill valve"],
        problem: ["run", "refill", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "hood-vent",
        at: [4],
        thing: ["hood", "vent", "range hood", "exhaust"],
        problem: ["pull", "suction", "draw", "work", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "anti-tip",
        at: [5, 6],
        thing: ["anti-tip", "bracket", "range", "oven"],
        problem: ["tip", "missing", "install"],
        priority: "HIGH",
      },
      {
        id: "shower-door",
        at: [8],
        thing: ["shower door", "shower", "door"],
        problem: ["close", "rub", "align"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-crack",
        at: [9],
        thing: ["ceiling", "drywall"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-painted",
        at: [10, 11],
        thing: ["smoke", "alarm", "detector"],
        problem: ["paint", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "garage-firewall",
        at: [12],
        thing: ["wall", "firewall", "fire wall", "garage"],
        problem: ["hole", "seal", "penetration", "fire", "patch"],
        priority: "MEDIUM",
      },
      {
        id: "patio-light",
        at: [15],
        thing: ["light", "fixture", "lamp"],
        problem: ["hang", "wires", "loose", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "r16-quarry-road-no-heat",
    half: "heldout",
    lines: [
      "No-heat call turned into a PM, 77 Quarry Road, tenant says the house is freezing.", // 0
      "Furnace won't light, igniter glows but no flame.", // 1
      "It's nineteen degrees out, so that's today, call Reliable Heating.", // 2
      "While I'm here I'll run through the rest of the PM.", // 3
      "Breaker panel's an old Federal Pacific, that needs to go, not today, but get quotes.", // 4
      "Upstairs bathroom, no GFCI anywhere, just an old two-prong outlet by the sink, put a GFCI in next visit.", // 5
      "Toilet's fine, tub drains slow.", // 6
      "Hallway, CO detector's there and works.", // 7
      "Stairs down, handrail's solid, carpet's fine.", // 8
      "Basement, the main sewer cleanout cap is missing, you can smell it.", // 9
      "Pipes along the north wall aren't insulated and it's cold down here, if the furnace isn't back on tonight those will freeze.", // 10
      "Sump pump's unplugged, tenant says it was noisy.", // 11
      "Plugged it in, it runs, but it screams, bearing's going.", // 12
      "Outside, the storm door glass is shattered, pieces still hanging in the frame.", // 13
      "Pull the glass out today before somebody gets cut.", // 14
      "Chimney cap's missing, I can see that from the driveway.", // 15
      "Gutters are fine, they were cleaned in November.", // 16
      "Okay, calling it in.", // 17
    ],
    findings: [
      {
        id: "furnace-no-heat",
        at: [1, 2],
        thing: ["furnace", "heat", "igniter"],
        problem: ["light", "flame", "ignit", "no heat", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "fpe-panel",
        at: [4],
        thing: ["panel", "breaker", "federal pacific"],
        problem: ["old", "replace", "federal", "obsolete"],
        priority: "MEDIUM",
      },
      {
        id: "two-prong-outlet",
        at: [5],
        thing: ["outlet", "gfci", "receptacle"],
        problem: ["no ", "two-prong", "ungrounded", "gfci", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "tub-drain",
        at: [6],
        thing: ["tub", "drain", "bath"],
        problem: ["slow", "drain", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "cleanout-cap",
        at: [9],
        thing: ["cleanout", "sewer", "cap"],
        problem: ["missing", "smell", "odor", "gas"],
        priority: "MEDIUM",
      },
      {
        id: "pipes-freeze",
        at: [10],
        thing: ["pipe", "plumbing"],
        problem: ["freeze", "insulat", "frozen", "cold"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "sump-bearing",
        at: [11, 12],
        thing: ["sump", "pump"],
        problem: ["unplug", "noisy", "noise", "bearing", "scream", "loud"],
        priority: "MEDIUM",
      },
      {
        id: "storm-door-glass",
        at: [13, 14],
        thing: ["storm door", "glass", "door"],
        problem: ["shatter", "broken", "glass", "cut"],
        priority: "HIGH",
      },
      {
        id: "chimney-cap",
        at: [15],
        thing: ["chimney", "cap"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
    ],
  },
];
