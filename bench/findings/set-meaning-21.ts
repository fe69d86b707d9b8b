// Blind walkthroughs, set meaning-21 (written without seeing the extractor).
// US commercial and community property (strip malls, offices, flex space, daycare, church, HOA, garages); US wording, PMs and techs.
import type { Walkthrough } from "./types";

export const MEANING21_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "v01-strip-mall-nail-salon",
    half: "tune",
    lines: [
      "Okay, this is unit 4 at Riverside Plaza, the old nail salon, tenant moved out end of last month.", // 0
      "Front storefront door, the closer's shot, door just slams behind you.", // 1
      "And the lock cylinder on that same door won't lock, the key just spins.", // 2
      "That needs a locksmith today, we can't leave it like that overnight.", // 3
      "Ceiling tiles by the front window, three of them are water stained.", // 4
      "Dry to the touch, they fixed that roof leak in the spring, so just swap them out, low priority.", // 5
      "Okay, moving to the back.", // 6
      "Pedicure station plumbing's all capped off, no leaks, looks fine.", // 7
      "The GFCI outlet by the back sink doesn't trip when you hit the test button.", // 8
      "So it's live with no protection right next to water, get the electrician on it.", // 9
      "Restroom, toilet flushes fine, the faucet drips though, probably a cartridge.", // 10
      "Grab bar next to the toilet is loose, it's pulling right out of the drywall, that's an ADA thing.", // 11
      "Exit sign over the back door isn't lit, and the battery backup's dead too.", // 12
      "Back door panic bar works, door latches behind me, good.", // 13
      "Outside by the dumpster enclosure, the gate's hanging off one hinge.", // 14
      "Walls up front have nail holes and scuffs everywhere from their shelving, patch and paint at turnover.", // 15
      "Hey Mike, yeah, I'm at Riverside now, I'll send you the list in an hour.", // 16
      "That's it for unit 4.", // 17
    ],
    findings: [
      {
        id: "storefront-closer",
        at: [1],
        thing: ["closer", "door", "storefront"],
        problem: ["slam", "broken", "fail", "adjust", "worn", "shot"],
        priority: "MEDIUM",
      },
      {
        id: "storefront-lock",
        at: [2, 3],
        thing: ["lock", "cylinder", "door", "storefront"],
        problem: ["lock", "spin", "fail", "broken", "secure", "locksmith"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling-tiles",
        at: [4, 5],
        thing: ["ceiling", "tile", "tiles"],
        problem: ["stain", "water", "replace", "swap"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gfci-no-trip",
        at: [8, 9],
        thing: ["gfci", "outlet", "receptacle", "socket"],
        problem: ["trip", "test", "fail", "protection", "faulty", "not"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "faucet-drip",
        at: [10],
        thing: ["faucet", "tap", "sink"],
        problem: ["drip", "leak", "washer", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "grab-bar",
        at: [11],
        thing: ["grab", "bar", "rail"],
        problem: ["loose", "pull", "ada", "secure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "exit-sign",
        at: [12],
        thing: ["exit", "sign"],
        problem: ["lit", "out", "dead", "battery", "light", "not"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dumpster-gate",
        at: [14],
        thing: ["gate", "dumpster", "enclosure", "hinge"],
        problem: ["hinge", "hang", "broken", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "wall-holes",
        at: [15],
        thing: ["wall", "walls", "drywall", "paint"],
        problem: ["hole", "scuff", "patch", "paint", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v02-small-office-suites",
    half: "heldout",
    lines: [
      "Walking 200 Commerce Drive with Dana from maintenance, second floor first.", // 0
      "Suite 210's got no heat, the RTU on this side isn't firing and it's about fifty degrees in here.", // 1
      "Tenant's got two space heaters going under the desks, so get the HVAC guy out today.", // 2
      "Carpet by the copier is worn through to the backing, and there's a seam lifting by the door.", // 3
      "That seam's going to catch somebody's heel, get it fixed this week please.", // 4
      "Break room, the fridge and the microwave are the tenant's, not ours.", // 5
      "Sink in the break room is slow to drain, probably just gunk in the trap.", // 6
      "Restrooms on two look clean, both toilets flush fine.", // 7
      "Men's room hand dryer doesn't turn on, wave your hand under it and nothing.", // 8
      "Stairwell B, the fire door's propped open with a wedge again.", // 9
      "Pulled the wedge, but the closer's leaking oil so it won't close all the way on its own.", // 10
      "Handrail in the stairwell is solid, no issues.", // 11
      "First floor lobby, two of the can lights are out.", // 12
      "Yeah, hang on, Dana, it's the owner on the phone.", // 13
      "Sorry, where was I, lobby, the vinyl base is peeling off the wall by the elevator.", // 14
      "Elevator certificate's current, expires in March.", // 15
      "Outside, the light pole by the entrance is flickering on and off.", // 16
      "And the front entry, the ADA push button opener doesn't do anything, it's dead when you press it.", // 17
      "Not urgent, but the planters out front have cracked stucco.", // 18
      "Okay, I'll write it up.", // 19
    ],
    findings: [
      {
        id: "no-heat",
        at: [1, 2],
        thing: ["heat", "heating", "rtu", "hvac", "furnace"],
        problem: ["no", "firing", "fail", "not", "out", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "carpet-worn",
        at: [3],
        thing: ["carpet"],
        problem: ["worn", "wear", "backing", "threadbare"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "carpet-seam",
        at: [3, 4],
        thing: ["carpet", "seam"],
        problem: ["seam", "lift", "trip", "loose", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "break-room-sink",
        at: [6],
        thing: ["sink", "drain", "trap"],
        problem: ["slow", "drain", "block", "clog", "gunk"],
        priority: "MEDIUM",
      },
      {
        id: "hand-dryer",
        at: [8],
        thing: ["hand", "dryer"],
        problem: ["not", "dead", "work", "fail", "turn"],
        priority: "MEDIUM",
      },
      {
        id: "fire-door-wedged",
        at: [9, 10],
        thing: ["fire", "door", "stairwell", "closer"],
        problem: ["wedge", "propped", "open", "close", "closer", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "lobby-lights",
        at: [12],
        thing: ["light", "lights", "can", "downlight", "lobby"],
        problem: ["out", "bulb", "lamp", "not"],
        priority: "MEDIUM",
      },
      {
        id: "vinyl-base",
        at: [14],
        thing: ["vinyl", "base", "cove", "baseboard"],
        problem: ["peel", "loose", "lift"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "pole-light",
        at: [16],
        thing: ["light", "pole", "lot"],
        problem: ["flicker", "out", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "ada-opener",
        at: [17],
        thing: ["ada", "push", "button", "opener", "door", "entry", "operator"],
        problem: ["not", "work", "dead", "fail", "respond", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "planter-stucco",
        at: [18],
        thing: ["planter", "planters", "stucco"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v03-flex-warehouse-unit",
    half: "tune",
    lines: [
      "Unit C at the Oakmont business park, flex space, office up front, warehouse in back.", // 0
      "Roll-up door on dock two won't close all the way, it stops about a foot off the slab.", // 1
      "So anybody can just roll under it, I need the door company out today.", // 2
      "Dock leveler on dock one works fine, the bumpers are chewed up though.", // 3
      "Warehouse lights, the high bays are all on except the two by the back wall, those are out.", // 4
      "And there's water coming through the roof by the back wall, dripping right onto the racking.", // 5
      "Big puddle under it, and that's about three feet from the main electrical panel.", // 6
      "Speaking of which, the panel cover's missing, all the breakers and bus bars are exposed.", // 7
      "Tenant says they took it off to add a circuit, which, no.", // 8
      "Eyewash station's tagged and current.", // 9
      "Warehouse restroom, toilet runs constantly.", // 10
      "Jiggled the handle, still running, probably the flapper.", // 11
      "Office area, ceiling tiles look clean, no stains anywhere.", // 12
      "Front office window's got a crack running corner to corner.", // 13
      "It's holding, not urgent, just get a glass quote.", // 14
      "Out in the truck court there's a pothole by dock two deep enough to twist an ankle, cone it off and get it patched next month.", // 15
      "Fire extinguisher by the office door is out of date, tag's from 2021.", // 16
      "Right, that's Unit C, on to D.", // 17
    ],
    findings: [
      {
        id: "rollup-door",
        at: [1, 2],
        thing: ["roll", "rollup", "door", "overhead", "dock"],
        problem: ["close", "secure", "gap", "stop", "fail"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "dock-bumpers",
        at: [3],
        thing: ["bumper", "bumpers", "dock"],
        problem: ["chewed", "worn", "damage", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "high-bays",
        at: [4],
        thing: ["high", "bay", "bays", "light", "lights", "warehouse"],
        problem: ["out", "not", "fail", "bulb", "lamp"],
        priority: "MEDIUM",
      },
      {
        id: "roof-leak",
        at: [5, 6],
        thing: ["roof", "water", "ceiling"],
        problem: ["leak", "drip", "water", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "panel-cover",
        at: [7, 8],
        thing: ["panel", "cover", "breaker", "breakers", "electrical"],
        problem: ["missing", "exposed", "cover", "open"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "toilet-running",
        at: [10, 11],
        thing: ["toilet", "flapper", "cistern", "tank"],
        problem: ["run", "running", "flapper", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "office-window",
        at: [13, 14],
        thing: ["window", "glass", "pane"],
        problem: ["crack", "glass", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "pothole",
        at: [15],
        thing: ["pothole", "asphalt", "paving", "truck", "court"],
        problem: ["pothole", "trip", "hole", "patch"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "extinguisher-expired",
        at: [16],
        thing: ["fire", "extinguisher"],
        problem: ["date", "expired", "tag", "inspection", "service", "out"],
        priority: "MEDIUM",
        kind: "fire",
      },
    ],
  },
  {
    id: "v04-daycare-strip-center",
    half: "heldout",
    lines: [
      "Little Sprouts, quarterly walk, the director's with me.", // 0
      "Infant room first, all the outlets have safety covers, good.", // 1
      "Smoke detector in the infant room is chirping, low battery.", // 2
      "Swap that today, I'm not leaving babies in a room with a dead detector.", // 3
      "Toddler room, the baseboard heater cover's come loose and there's a sharp edge sticking out.", // 4
      "That's right at kid height, so get it screwed back on this afternoon.", // 5
      "Diaper changing area, the sink has no hot water, it just runs cold.", // 6
      "Checked the water heater in the closet, the pilot's out and it won't relight.", // 7
      "And I smell gas in that closet, faint, but it's there.", // 8
      "Can you keep the kids out of that hallway? I'm calling the gas company now.", // 9
      "Okay, playground out back, the rubber mulch is thin under the slide, you can see dirt.", // 10
      "Fence gate latch doesn't catch, the gate just swings open.", // 11
      "That's the one onto the parking lot, so that's urgent.", // 12
      "Sandbox cover's fine.", // 13
      "Back inside, the cubbies are scuffed and the paint's chipped along the bottom.", // 14
      "Kitchen, fridge thermometer reads 38, that's fine.", // 15
      "The vinyl floor by the kitchen door has a tear and it's curling up at the corner.", // 16
      "Exit signs all lit, tested the emergency lights, all good.", // 17
      "Hallway drywall's got a dent where a stroller hit it, low priority.", // 18
      "That's everything, I'll email the director the list.", // 19
    ],
    findings: [
      {
        id: "smoke-detector",
        at: [2, 3],
        thing: ["smoke", "detector", "alarm"],
        problem: ["chirp", "battery", "dead", "low"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "heater-cover",
        at: [4, 5],
        thing: ["heater", "baseboard", "cover"],
        problem: ["loose", "sharp", "edge", "secure"],
        priority: "HIGH",
      },
      {
        id: "no-hot-water",
        at: [6, 7],
        thing: ["hot", "water", "heater", "sink"],
        problem: ["no", "cold", "pilot", "relight", "out"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "gas-smell",
        at: [8, 9],
        thing: ["gas"],
        problem: ["smell", "leak", "odor", "odour"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "playground-mulch",
        at: [10],
        thing: ["mulch", "playground", "slide", "surfacing"],
        problem: ["thin", "low", "top", "worn"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "gate-latch",
        at: [11, 12],
        thing: ["gate", "latch", "fence"],
        problem: ["catch", "latch", "open", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cubbies-scuffed",
        at: [14],
        thing: ["cubbies", "cubby", "paint"],
        problem: ["scuff", "chip", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "vinyl-tear",
        at: [16],
        thing: ["vinyl", "floor", "flooring"],
        problem: ["tear", "torn", "curl", "lift", "trip"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "drywall-dent",
        at: [18],
        thing: ["drywall", "wall", "hallway"],
        problem: ["dent", "damage", "patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v05-church-fellowship-hall",
    half: "tune",
    lines: [
      "So this is the fellowship hall at Grace, Pastor Jim asked me to look it over before the fall festival.", // 0
      "Big room first, the folding partition wall sticks about halfway, you really have to yank it.", // 1
      "Stage steps, the left handrail, uh, it wobbles, you can move it a couple of inches.", // 2
      "We've got older folks using those steps every Sunday, so I'd call that urgent.", // 3
      "Ceiling fan over the stage makes a clicking noise, but it runs.", // 4
      "Kitchen, on the commercial range the back left burner won't light.", // 5
      "No gas smell though, I checked that.", // 6
      "Dishwasher's leaking out the bottom, somebody's put a towel under it and it's soaked.", // 7
      "Floor under the towel feels soft too, so the subfloor might be going.", // 8
      "Hood suppression tag is current, good till next June.", // 9
      "Restrooms off the hall, in the ladies' room one of the stall doors won't lock.", // 10
      "Men's room's fine, urinal flushes, sink's fine.", // 11
      "Emergency exit on the east side, somebody's stacked all the Christmas totes in front of it, floor to ceiling.", // 12
      "That needs clearing today, you can't even reach the panic bar.", // 13
      "The exit sign over that door is working, at least.", // 14
      "Outside, the gutter on the east side is hanging loose, it's pulled away from the fascia.", // 15
      "And the parking lot striping's pretty faded, the handicap spaces especially.", // 16
      "That can wait till we reseal in the spring.", // 17
      "Oh, and the hall carpet by the kitchen door has a big coffee stain, just cosmetic.", // 18
      "Alright, I'll let Pastor Jim know.", // 19
    ],
    findings: [
      {
        id: "partition-wall",
        at: [1],
        thing: ["partition", "wall", "folding", "divider"],
        problem: ["stick", "jam", "track", "hard"],
        priority: "MEDIUM",
      },
      {
        id: "stage-handrail",
        at: [2, 3],
        thing: ["handrail", "rail", "stage", "steps", "stair"],
        problem: ["wobble", "loose", "move", "secure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ceiling-fan",
        at: [4],
        thing: ["ceiling", "fan"],
        problem: ["click", "noise", "noisy"],
        priority: "MEDIUM",
      },
      {
        id: "range-burner",
        at: [5],
        thing: ["burner", "range", "stove", "cooktop"],
        problem: ["light", "ignite", "igniter", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-leak",
        at: [7, 8],
        thing: ["dishwasher", "floor", "subfloor"],
        problem: ["leak", "soak", "soft", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stall-lock",
        at: [10],
        thing: ["stall", "door", "lock", "latch"],
        problem: ["lock", "latch", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "blocked-exit",
        at: [12, 13],
        thing: ["exit", "emergency", "door", "fire", "panic"],
        problem: ["block", "obstruct", "stack", "totes", "clear"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "gutter-loose",
        at: [15],
        thing: ["gutter", "fascia"],
        problem: ["loose", "hang", "pull", "detach"],
        priority: "MEDIUM",
      },
      {
        id: "lot-striping",
        at: [16, 17],
        thing: ["striping", "stripe", "stripes", "parking", "lot", "handicap"],
        problem: ["fade", "faded", "restripe", "repaint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "carpet-stain",
        at: [18],
        thing: ["carpet"],
        problem: ["stain", "coffee", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v06-hoa-pool-house",
    half: "heldout",
    lines: [
      "Willow Creek HOA, pool house, pre-opening walk before Memorial Day.", // 0
      "Pool gate first, the self-closing hinge isn't pulling it shut, you have to push it closed.", // 1
      "And the latch doesn't catch even when it is shut, that's a drowning risk, it has to be fixed before we open Saturday.", // 2
      "Equipment room, pump's humming along, filter pressure looks normal.", // 3
      "Breaker panel in there, the door's rusted and won't shut, and there's a scorch mark around the pump breaker.", // 4
      "Smells like burnt plastic too, electrician today.", // 5
      "Men's changing room, the shower's running hot, good pressure.", // 6
      "The shower drain's slow though, water pools around your feet.", // 7
      "Women's side, the toilet in the end stall won't flush at all.", // 8
      "Other two flush fine.", // 9
      "There's black mold on the ceiling above the showers, and I think the exhaust fan's dead.", // 10
      "Yeah, the fan doesn't spin when you flip the switch.", // 11
      "Pool deck, a few of the pavers have heaved by the shallow end, there's a lip of maybe an inch.", // 12
      "People are barefoot out there, so get those reset before opening.", // 13
      "One of the underwater pool lights doesn't come on.", // 14
      "Lifeguard chair's fine, the rescue hook and ring are there.", // 15
      "Fence along the back has a bent picket, and the gap's wide enough for a little kid to get through.", // 16
      "Lounge chair straps are faded and a couple are torn, replace when convenient.", // 17
      "Clubhouse side of the pool house, paint's peeling on the fascia, low priority.", // 18
      "Got it, I'll send this to the board tonight.", // 19
    ],
    findings: [
      {
        id: "pool-gate",
        at: [1, 2],
        thing: ["pool", "gate", "hinge", "latch"],
        problem: ["close", "closing", "latch", "catch", "secure", "self"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "breaker-panel",
        at: [4, 5],
        thing: ["breaker", "panel", "electrical"],
        problem: ["scorch", "burn", "burnt", "rust", "door"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "shower-drain",
        at: [7],
        thing: ["shower", "drain"],
        problem: ["slow", "drain", "pool", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-no-flush",
        at: [8],
        thing: ["toilet", "stall"],
        problem: ["flush"],
        priority: "MEDIUM",
      },
      { id: "shower-mold", at: [10], thing: ["mold", "mould", "ceiling"], priority: "MEDIUM" },
      {
        id: "exhaust-fan",
        at: [10, 11],
        thing: ["exhaust", "fan", "extractor"],
        problem: ["dead", "spin", "not", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "deck-pavers",
        at: [12, 13],
        thing: ["paver", "pavers", "deck", "pool"],
        problem: ["heave", "lip", "trip", "uneven", "raised", "reset"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "pool-light",
        at: [14],
        thing: ["pool", "light", "lights", "underwater"],
        problem: ["out", "not", "come", "dead", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "fence-gap",
        at: [16],
        thing: ["fence", "picket"],
        problem: ["bent", "gap", "damage"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lounge-chairs",
        at: [17],
        thing: ["lounge", "chair", "chairs", "strap", "straps", "furniture"],
        problem: ["fade", "torn", "tear", "worn", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fascia-paint",
        at: [18],
        thing: ["fascia", "paint"],
        problem: ["peel", "flaking", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v07-parking-structure",
    half: "tune",
    lines: [
      "Level P1, Main Street garage.", // 0
      "Stairwell A, light's out, pitch black on the landing.", // 1
      "Today. Somebody's going to fall.", // 2
      "Concrete spalling at column C4, rebar showing.", // 3
      "Engineer to look at it, next few weeks is fine.", // 4
      "Trench drains on P1 clear.", // 5
      "P2. Water dripping from the deck above onto the pay station.", // 6
      "Pay station's still working, won't be for long.", // 7
      "Expansion joint's failed up there, probably the source.", // 8
      "Emergency call box on P2, pressed it, nothing, no dial tone.", // 9
      "Oil stains all over the spaces, pressure wash sometime, low.", // 10
      "Height clearance bar at the entrance is hanging by one chain.", // 11
      "P3, roof level.", // 12
      "Guardrail cable on the east edge is slack, you can push it out a good foot.", // 13
      "Striping's fine up here, no cracks that I can see.", // 14
      "Light pole base by the ramp has surface rust at the bottom, still solid.", // 15
      "Elevator cab's okay, floor indicator's dead on P3 though.", // 16
      "Done.", // 17
    ],
    findings: [
      {
        id: "stairwell-light",
        at: [1, 2],
        thing: ["stairwell", "stair", "light", "lighting", "landing"],
        problem: ["out", "dark", "black", "not"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "column-spalling",
        at: [3, 4],
        thing: ["concrete", "column"],
        problem: ["spall", "spalling", "rebar", "crack", "exposed"],
        priority: "MEDIUM",
      },
      {
        id: "pay-station-leak",
        at: [6, 7, 8],
        thing: ["water", "deck", "pay", "station", "expansion", "joint", "leak"],
        problem: ["drip", "leak", "fail", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "call-box",
        at: [9],
        thing: ["emergency", "call", "box", "phone", "intercom"],
        problem: ["dead", "not", "work", "tone", "fail", "nothing"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "oil-stains",
        at: [10],
        thing: ["oil", "spaces", "floor", "deck"],
        problem: ["stain", "wash", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "clearance-bar",
        at: [11],
        thing: ["height", "clearance", "bar", "headache"],
        problem: ["hang", "chain", "loose", "fall"],
        priority: "HIGH",
      },
      {
        id: "guardrail-cable",
        at: [13],
        thing: ["guardrail", "cable", "rail", "barrier", "edge"],
        problem: ["slack", "loose", "tension"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "pole-base-rust",
        at: [15],
        thing: ["light", "pole", "base"],
        problem: ["rust", "corrosion", "corroded"],
        priority: "MEDIUM",
      },
      {
        id: "floor-indicator",
        at: [16],
        thing: ["elevator", "floor", "indicator", "lift", "display"],
        problem: ["dead", "out", "not", "fail"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "v08-vacant-retail-phone-call",
    half: "heldout",
    lines: [
      "Hey Carlos, it's Linda, are you over at Sunset Square yet?", // 0
      "Yeah, I'm in 112, the old vape shop, just got the lights on.", // 1
      "Okay, what are we looking at?", // 2
      "So first thing, back door, the deadbolt's sheared off, the door just pushes open.", // 3
      "Can you board it or something tonight?", // 4
      "I'll put a hasp and padlock on it till the locksmith comes in the morning.", // 5
      "Restroom sink's leaking under the cabinet, supply line's dripping, I shut the valve off.", // 6
      "Okay, if it's off then it's not urgent.", // 7
      "HVAC, the RTU kicks on but it's blowing warm, it's like eighty-five in here.", // 8
      "Unit's vacant, so just put it in the queue, not an emergency.", // 9
      "There's a bunch of holes in the drywall where they ripped out the displays.", // 10
      "Patch those when we do the make-ready.", // 11
      "And Linda, there's an outlet on the sales floor that's black all around the plate, it's melted a bit.", // 12
      "Don't touch it, kill the breaker, I'll get Ray out.", // 13
      "Already did, breaker's off and labeled.", // 14
      "Ceiling tiles, a couple missing, a couple sagging, nothing wet though.", // 15
      "Storefront glass is fine, no cracks.", // 16
      "Exit sign by the back door's hanging off the wall by its wires, and it's not lit.", // 17
      "Okay, add that to Ray's list.", // 18
      "Floor's VCT, a lot of it's cracked and lifting by the counter.", // 19
      "Alright, send me photos, thanks Carlos.", // 20
    ],
    findings: [
      {
        id: "back-door-deadbolt",
        at: [3, 4, 5],
        thing: ["back", "door", "deadbolt", "lock"],
        problem: ["sheared", "broken", "secure", "open", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sink-supply-leak",
        at: [6, 7],
        thing: ["sink", "supply", "line", "valve"],
        problem: ["leak", "drip"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "rtu-not-cooling",
        at: [8, 9],
        thing: ["hvac", "rtu", "ac", "air", "cooling"],
        problem: ["warm", "cool", "cooling", "not", "blowing"],
        priority: "MEDIUM",
      },
      {
        id: "drywall-holes",
        at: [10, 11],
        thing: ["drywall", "wall", "walls"],
        problem: ["hole", "holes", "patch", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "scorched-outlet",
        at: [12, 13, 14],
        thing: ["outlet", "receptacle", "socket", "plate"],
        problem: ["black", "melted", "scorch", "burn"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ceiling-tiles",
        at: [15],
        thing: ["ceiling", "tile", "tiles"],
        problem: ["missing", "sag", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "exit-sign-hanging",
        at: [17, 18],
        thing: ["exit", "sign"],
        problem: ["hanging", "lit", "wires", "loose", "out"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "vct-lifting",
        at: [19],
        thing: ["vct", "floor", "tile", "tiles", "flooring"],
        problem: ["crack", "lift", "loose", "trip"],
        priority: "MEDIUM",
        kind: "trip",
      },
    ],
  },
  {
    id: "v09-dental-office-building",
    half: "tune",
    lines: [
      "Okay, Brookside Professional Building, suite 101 is the dentist.", // 0
      "Waiting room looks good, fresh paint, no issues.", // 1
      "At the front desk the carpet tile's got a stain the size of a pizza, cosmetic.", // 2
      "Hallway, the door to operatory three rubs on the frame and won't latch.", // 3
      "Sterilization room, there's a water stain on the ceiling tile over the autoclave, and it's wet, actually no, it's dripping.", // 4
      "Right onto the counter next to where the autoclave's plugged in, so get the plumber today.", // 5
      "Probably the supply line for the upstairs restroom.", // 6
      "Mechanical closet, water heater's fine, no rust at the base.", // 7
      "The compressor for the chairs is tenant equipment, not ours.", // 8
      "Staff bathroom, the exhaust fan is loud as a jet engine.", // 9
      "GFCI's fine in there, tested it and it reset.", // 10
      "Back exit, the panic bar sticks, you have to hit it twice to get out.", // 11
      "That's egress, so that's high.", // 12
      "Outside at the rear, the downspout's disconnected and it's dumping water against the foundation.", // 13
      "Sidewalk by the front entrance, there's a raised slab with about an inch and a half lip.", // 14
      "Spray it orange for now and get it ground down this week.", // 15
      "Monument sign, the lights behind the letters are out.", // 16
      "Landscaping's on the landscaper's contract, skip that.", // 17
      "Oh, and upstairs in the common corridor the smoke detector's missing, just the base plate hanging there.", // 18
      "Okay, that's Brookside.", // 19
    ],
    findings: [
      {
        id: "carpet-tile-stain",
        at: [2],
        thing: ["carpet", "tile"],
        problem: ["stain", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "operatory-door",
        at: [3],
        thing: ["door", "frame", "latch"],
        problem: ["rub", "latch", "stick", "bind"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-leak",
        at: [4, 5, 6],
        thing: ["ceiling", "tile", "water", "leak", "supply"],
        problem: ["leak", "drip", "stain", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "exhaust-fan-loud",
        at: [9],
        thing: ["exhaust", "fan", "bathroom"],
        problem: ["loud", "noise", "noisy"],
        priority: "MEDIUM",
      },
      {
        id: "panic-bar-sticks",
        at: [11, 12],
        thing: ["panic", "bar", "exit", "door", "hardware"],
        problem: ["stick", "egress", "jam", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "downspout",
        at: [13],
        thing: ["downspout", "gutter", "drain"],
        problem: ["disconnected", "loose", "water", "dumping"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "sidewalk-lip",
        at: [14, 15],
        thing: ["sidewalk", "slab", "walkway", "concrete"],
        problem: ["raised", "lip", "trip", "uneven", "grind"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sign-lights",
        at: [16],
        thing: ["monument", "sign", "lights", "light"],
        problem: ["out", "not", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-missing",
        at: [18],
        thing: ["smoke", "detector", "alarm"],
        problem: ["missing", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "v10-hoa-common-areas",
    half: "heldout",
    lines: [
      "Pinecrest HOA common areas, monthly walk, it's the 14th.", // 0
      "Entrance gate, the keypad's dead and the gate's stuck open.", // 1
      "Board's going to want that fixed this week, residents are already complaining.", // 2
      "Mailbox kiosk, two of the box doors won't lock.", // 3
      "The light over the kiosk is on a timer and it's working.", // 4
      "Clubhouse front door's fine, key fob works.", // 5
      "Fitness room, the treadmill's got an out-of-order sign, that's the vendor's contract.", // 6
      "But the mirror on the back wall's cracked across the bottom corner.", // 7
      "Still solid on the wall, not urgent.", // 8
      "Water fountain in the hallway doesn't get cold, just room temp.", // 9
      "Clubhouse kitchen, the garbage disposal hums but won't spin.", // 10
      "Probably jammed, try the hex key first.", // 11
      "Restroom, the strap on the baby changing table is broken.", // 12
      "Walking path by the pond, the boardwalk's got a rotted board, my foot went right through it.", // 13
      "Tape it off today, that's where the kids ride bikes.", // 14
      "Pond fountain's running, no algae to speak of.", // 15
      "Tennis court, the net's sagging and the windscreen's torn, both low priority.", // 16
      "Playground mulch looks fine, swings are fine.", // 17
      "Retaining wall behind the playground has a hairline crack.", // 18
      "Not leaning, nothing's moving, just keep an eye on it.", // 19
      "That's the common areas, I'll post the notes to the portal.", // 20
    ],
    findings: [
      {
        id: "entrance-gate",
        at: [1, 2],
        thing: ["entrance", "gate", "keypad"],
        problem: ["dead", "stuck", "open", "not"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "mailbox-doors",
        at: [3],
        thing: ["mailbox", "mail", "kiosk", "box", "doors"],
        problem: ["lock"],
        priority: "MEDIUM",
        kind: "security",
      },
      {
        id: "fitness-mirror",
        at: [7, 8],
        thing: ["mirror"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "water-fountain",
        at: [9],
        thing: ["water", "fountain", "drinking", "cooler"],
        problem: ["cold", "chill", "warm", "not"],
        priority: "MEDIUM",
      },
      {
        id: "garbage-disposal",
        at: [10, 11],
        thing: ["garbage", "disposal"],
        problem: ["jammed", "spin", "hum", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "changing-table",
        at: [12],
        thing: ["changing", "table", "strap", "baby"],
        problem: ["broken", "strap", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "boardwalk-rot",
        at: [13, 14],
        thing: ["boardwalk", "board", "path", "walkway", "deck"],
        problem: ["rot", "rotted", "broken", "hole", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tennis-net",
        at: [16],
        thing: ["tennis", "net"],
        problem: ["sag", "slack", "tension"],
        priority: "LOW",
      },
      {
        id: "windscreen",
        at: [16],
        thing: ["windscreen", "wind", "screen", "tennis"],
        problem: ["torn", "tear", "rip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "retaining-wall",
        at: [18, 19],
        thing: ["retaining", "wall"],
        problem: ["crack", "hairline", "monitor"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "v11-pizza-endcap",
    half: "tune",
    lines: [
      "Endcap at Maple Crossing, Tony's Pizza, tenant's open so we're working around the lunch rush.", // 0
      "Walk-in cooler's the tenant's, they handle that.", // 1
      "Grease trap out back, the lid's cracked, somebody's going to step right through it.", // 2
      "Put a steel plate over it today.", // 3
      "Up on the roof, the RTU over the kitchen, no, sorry, the one over the dining room, the condensate line's clogged and it's overflowing onto the roof.", // 4
      "Tenant says there's a drip inside by booth six whenever it runs.", // 5
      "Yeah, I see the stain on the tile right over booth six, and it's wet, so that's coming in now.", // 6
      "Roof membrane around the kitchen exhaust fan looks good, no blisters.", // 7
      "Back inside, two of the ceiling tiles by the front window are broken, replace next time we're out.", // 8
      "Restroom, the toilet seat's cracked and the flush handle's loose.", // 9
      "Emergency lights in the hallway, pushed the test button, nothing on the left one.", // 10
      "Battery's probably toast, just replace the whole unit.", // 11
      "Front entry, the door closer's fine, but the vestibule mat's curled up at the edge.", // 12
      "Outside, the parking lot light over the drive-through lane is out.", // 13
      "Stucco by the back door's got hairline cracks, nothing structural, low priority.", // 14
      "Gas meter out back, no smell, regulator looks fine.", // 15
      "Back door kickplate's dented, cosmetic.", // 16
      "Okay, I'll call Tony with the list.", // 17
    ],
    findings: [
      {
        id: "grease-trap-lid",
        at: [2, 3],
        thing: ["grease", "trap", "lid", "cover"],
        problem: ["crack", "broken", "trip", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "condensate-leak",
        at: [4, 5, 6],
        thing: ["condensate", "rtu", "line", "drain", "hvac", "roof", "ceiling", "water"],
        problem: ["clog", "block", "overflow", "leak", "drip", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ceiling-tiles-broken",
        at: [8],
        thing: ["ceiling", "tile", "tiles"],
        problem: ["broken", "crack", "replace", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-seat",
        at: [9],
        thing: ["toilet", "seat"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "flush-handle",
        at: [9],
        thing: ["flush", "handle", "toilet", "lever"],
        problem: ["loose"],
        priority: "MEDIUM",
      },
      {
        id: "emergency-light",
        at: [10, 11],
        thing: ["emergency", "light", "lights", "unit"],
        problem: ["fail", "test", "not", "battery", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "vestibule-mat",
        at: [12],
        thing: ["mat", "vestibule", "entry"],
        problem: ["curl", "trip", "lift"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "lot-light",
        at: [13],
        thing: ["parking", "lot", "light", "drive"],
        problem: ["out", "not", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "stucco-cracks",
        at: [14],
        thing: ["stucco", "wall"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kickplate",
        at: [16],
        thing: ["kickplate", "kick", "plate", "door"],
        problem: ["dent", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v12-office-center-common",
    half: "heldout",
    lines: [
      "Morning. Okay, Lakeview Office Center, starting in the basement mechanical room.", // 0
      "Boiler's fired, pressure's fine, no leaks around it.", // 1
      "The sump pump's not kicking on, the float's stuck, and there's about two inches of water on the floor.", // 2
      "And the water's right up to the base of the main switchgear, so we need that pumped out now.", // 3
      "Expansion tank's sweating a little but that's normal this time of year.", // 4
      "The CO detector in the boiler room is beeping every minute.", // 5
      "Could just be end of life, it's dated 2015, replace it today either way.", // 6
      "Elevator machine room door's supposed to stay locked, and it won't latch.", // 7
      "Lobby, the sliding auto door's working fine, the sensor got adjusted last week.", // 8
      "Lobby restrooms, in the women's room one of the sinks is cracked at the bowl.", // 9
      "Men's room, the urinal's leaking at the flush valve, little puddle on the floor.", // 10
      "Wet floor sign's out, get it done this week.", // 11
      "Second floor corridor, the carpet's bubbling up near the elevator.", // 12
      "Needs restretching, it's a bit of a trip hazard but it's fairly flat, next few weeks is fine.", // 13
      "Third floor, the exit sign at the east stair, the arrow's pointing the wrong way.", // 14
      "And that stair door's got a hole kicked in it at about knee height.", // 15
      "It's a rated door, so it has to be replaced, not patched.", // 16
      "Roof access hatch, the ladder's fine, hatch opens and closes.", // 17
      "On the roof, RTU-3 has an access panel off and the filters are filthy.", // 18
      "Yeah, that's it, I'll put in work orders for all of it.", // 19
    ],
    findings: [
      {
        id: "sump-pump",
        at: [2, 3],
        thing: ["sump", "pump", "water", "float"],
        problem: ["stuck", "fail", "not", "flood", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "co-detector",
        at: [5, 6],
        thing: ["carbon", "detector", "alarm"],
        problem: ["beep", "chirp", "end", "replace", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "machine-room-door",
        at: [7],
        thing: ["elevator", "machine", "room", "door"],
        problem: ["latch", "lock", "secure"],
        priority: "MEDIUM",
        kind: "security",
      },
      {
        id: "cracked-sink",
        at: [9],
        thing: ["sink", "bowl", "basin"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "urinal-leak",
        at: [10, 11],
        thing: ["urinal", "flush", "valve"],
        problem: ["leak", "puddle", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "carpet-bubbling",
        at: [12, 13],
        thing: ["carpet"],
        problem: ["bubble", "ripple", "restretch", "trip", "loose"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "exit-sign-arrow",
        at: [14],
        thing: ["exit", "sign", "arrow"],
        problem: ["wrong", "arrow", "direction"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "stair-door-hole",
        at: [15, 16],
        thing: ["stair", "door", "fire"],
        problem: ["hole", "damage", "kicked", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "rtu-panel-off",
        at: [18],
        thing: ["rtu", "panel", "access", "hvac"],
        problem: ["off", "missing", "open"],
        priority: "MEDIUM",
      },
      {
        id: "rtu-filters",
        at: [18],
        thing: ["rtu", "filter", "filters", "hvac"],
        problem: ["filthy", "dirty", "clog", "replace"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "v13-flex-move-out",
    half: "tune",
    lines: [
      "Move-out on Suite 6 at Ridgeway Commerce Park, tenant was a cabinet shop.", // 0
      "Deposit's forty-two hundred, so let's be thorough.", // 1
      "Warehouse slab's stained all over, and there's a bunch of anchor holes where their machines were bolted down.", // 2
      "The holes need epoxy filling before the next tenant, charge it to the deposit.", // 3
      "Dust collector ductwork's still hanging from the joists, they were supposed to take it down.", // 4
      "Their 220 drops, two of them are just wire nuts hanging out of a box with no cover.", // 5
      "The breakers for those are on, I checked, so that's live.", // 6
      "Overhead door, the Clopay, opens and closes fine, seals are good.", // 7
      "Man door next to it, the frame's bent and the door won't lock.", // 8
      "Looks like they clipped it with a forklift.", // 9
      "Sprinkler head over where they had the spray booth is caked in overspray.", // 10
      "Sprinkler guy needs to swap that before anybody moves in.", // 11
      "Office, the carpet's trashed, sawdust ground into everything.", // 12
      "Office restroom, everything works, toilet flushes, hot water's good.", // 13
      "Breakroom, the cabinet under the sink's swollen from an old leak, nothing leaking now.", // 14
      "Ceiling, one of the 2x4 troffers has a cracked lens.", // 15
      "Outside, they left a pile of pallets by the dumpster, that's a haul-off.", // 16
      "Okay, photos are done, I'll get the deposit letter out.", // 17
    ],
    findings: [
      {
        id: "slab-stains",
        at: [2],
        thing: ["slab", "floor", "concrete"],
        problem: ["stain", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "anchor-holes",
        at: [2, 3],
        thing: ["anchor", "holes", "slab", "floor"],
        problem: ["hole", "holes", "fill", "epoxy"],
        priority: "MEDIUM",
      },
      {
        id: "ductwork-left",
        at: [4],
        thing: ["dust", "collector", "ductwork", "duct"],
        problem: ["left", "remove", "hanging", "abandoned"],
        priority: "MEDIUM",
      },
      {
        id: "exposed-wiring",
        at: [5, 6],
        thing: ["wire", "wires", "wiring", "drops", "box", "junction", "220"],
        problem: ["exposed", "live", "cover", "nuts"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "man-door",
        at: [8, 9],
        thing: ["man", "door", "frame", "lock"],
        problem: ["bent", "lock", "damage", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sprinkler-head",
        at: [10, 11],
        thing: ["sprinkler", "head"],
        problem: ["overspray", "paint", "caked", "replace", "swap"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "office-carpet",
        at: [12],
        thing: ["carpet", "office"],
        problem: ["trashed", "dirty", "replace", "worn", "sawdust"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sink-cabinet",
        at: [14],
        thing: ["cabinet", "sink", "vanity"],
        problem: ["swell", "swollen", "water", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "troffer-lens",
        at: [15],
        thing: ["troffer", "troffers", "light", "lens", "fixture"],
        problem: ["crack", "lens"],
        priority: "LOW",
      },
      {
        id: "pallets",
        at: [16],
        thing: ["pallet", "pallets", "debris", "dumpster"],
        problem: ["left", "haul", "remove", "pile"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "v14-church-education-wing",
    half: "heldout",
    lines: [
      "St. Luke's, education wing, this is the building the preschool rents during the week.", // 0
      "Classroom 3, the window AC unit's dripping inside instead of outside, right onto the carpet.", // 1
      "And it's plugged into the outlet directly under where it's dripping.", // 2
      "I unplugged it, but we need it fixed before Monday.", // 3
      "Classroom 4's fine, the thermostat works, room's nice and cool.", // 4
      "Hallway, the glass on the fire extinguisher cabinet is broken, there's shards still in the frame.", // 5
      "Kids walk right past that, pull the glass out today.", // 6
      "Kids' bathroom, the little toilet runs and runs.", // 7
      "And the soap dispenser's broken off the wall.", // 8
      "Fellowship side of the wing, the fire alarm pull station's missing its cover.", // 9
      "Sanctuary, ceiling's fine, no new stains since the roof job.", // 10
      "Sound guy says the balcony rail's loose, and yeah, it is, it moves when you lean on it.", // 11
      "Nobody goes up there till that's bolted back, rope it off.", // 12
      "Pews, a couple of the kneelers are broken, not a big deal.", // 13
      "Outside by the playground, sidewalk's fine.", // 14
      "Exterior door on the playground side, the closer's fine, but the lock doesn't engage, so it's unlocked all the time.", // 15
      "The preschool director's been chaining it shut at night, which is its own egress problem.", // 16
      "West end, the siding's faded and the trim paint's flaking.", // 17
      "Alright, can you get me a number on all that by Friday?", // 18
    ],
    findings: [
      {
        id: "window-ac-drip",
        at: [1, 2, 3],
        thing: ["window", "ac", "air", "unit", "conditioner"],
        problem: ["drip", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "extinguisher-cabinet-glass",
        at: [5, 6],
        thing: ["extinguisher", "cabinet", "glass"],
        problem: ["broken", "shards", "glass", "smashed"],
        priority: "HIGH",
      },
      {
        id: "toilet-running",
        at: [7],
        thing: ["toilet"],
        problem: ["run", "running", "runs"],
        priority: "MEDIUM",
      },
      {
        id: "soap-dispenser",
        at: [8],
        thing: ["soap", "dispenser"],
        problem: ["broken", "off", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "pull-station-cover",
        at: [9],
        thing: ["fire", "alarm", "pull", "station"],
        problem: ["cover", "missing"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "balcony-rail",
        at: [11, 12],
        thing: ["balcony", "rail", "railing", "handrail"],
        problem: ["loose", "moves", "secure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kneelers",
        at: [13],
        thing: ["kneeler", "kneelers", "pew", "pews"],
        problem: ["broken"],
        priority: "LOW",
      },
      {
        id: "playground-door-lock",
        at: [15, 16],
        thing: ["exterior", "door", "lock"],
        problem: ["lock", "engage", "unlocked", "secure", "chain"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "siding-trim",
        at: [17],
        thing: ["siding", "trim", "paint"],
        problem: ["fade", "faded", "flaking", "peel", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v15-vanilla-shell-retail",
    half: "tune",
    lines: [
      "This is 7B at Harbor Point, vanilla shell, the new tenant's contractor gets keys on the first.", // 0
      "Storefront, glass is good, door's fine, keys work.", // 1
      "Ceiling grid's in, but there's a tile pushed up out of the grid over the front.", // 2
      "Restroom's ADA, grab bars are solid, sink's at the right height.", // 3
      "The restroom exhaust fan was never hooked up, there's just a hole in the ceiling with the wires sticking out, not even capped.", // 4
      "Water heater, the 20-gallon in the closet, the relief valve's dripping into the pan.", // 5
      "Pan drain goes to the floor drain, so it's fine for now, just book the plumber.", // 6
      "Jen, can you check whether the lease says they're doing their own HVAC?", // 7
      "RTU's running, supply air's nice and cold.", // 8
      "Back wall, the drywall's got water damage at the bottom, the bottom foot is all crumbly.", // 9
      "Moisture meter reads dry, so it's old, just cut it out and replace it.", // 10
      "Rear door, somebody's taken the panic bar off, it's just a knob with a thumb lock.", // 11
      "That's not allowed on an exit, needs the hardware back before they open.", // 12
      "Exit sign over it's lit, emergency lights work.", // 13
      "Electrical room, the panel schedule's blank, nobody's labeled the breakers.", // 14
      "Fire riser gauges read fine, tag's current.", // 15
      "Outside at the rear, the wall pack over the back door is out.", // 16
      "And the concrete stoop at the back door's cracked and settled, there's a step down of a few inches.", // 17
      "Sign band on the front fascia has old holes from the last tenant's sign, patch and paint.", // 18
      "Okay, that's 7B, Jen, lock up behind me?", // 19
    ],
    findings: [
      {
        id: "ceiling-tile-displaced",
        at: [2],
        thing: ["ceiling", "tile", "grid"],
        problem: ["pushed", "displaced", "reset", "out", "missing"],
        priority: "LOW",
      },
      {
        id: "fan-wiring",
        at: [4],
        thing: ["exhaust", "fan", "wires", "wiring"],
        problem: ["exposed", "capped", "uncapped", "hooked", "install"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "relief-valve",
        at: [5, 6],
        thing: ["water", "heater", "relief", "valve", "tpr"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "drywall-water-damage",
        at: [9, 10],
        thing: ["drywall", "wall"],
        problem: ["water", "damage", "crumbly", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "panic-bar-removed",
        at: [11, 12],
        thing: ["panic", "bar", "rear", "door", "exit", "hardware"],
        problem: ["missing", "removed", "taken", "egress", "knob", "thumb"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "panel-schedule",
        at: [14],
        thing: ["panel", "schedule", "breaker", "breakers", "electrical"],
        problem: ["blank", "label", "labeled", "unlabeled", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "wall-pack",
        at: [16],
        thing: ["wall", "pack", "light", "lighting"],
        problem: ["out", "not", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "back-stoop",
        at: [17],
        thing: ["stoop", "concrete", "step"],
        problem: ["crack", "settled", "trip", "step"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "sign-band-holes",
        at: [18],
        thing: ["sign", "band", "fascia"],
        problem: ["hole", "holes", "patch", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "v16-condo-garage-trash-rooms",
    half: "heldout",
    lines: [
      "Harbor View Condos, it's Steve, I'm doing the garage and trash rooms, call me if you need me.", // 0
      "Garage gate, the arm goes up fine, but the safety loop doesn't work, it came down on my hood.", // 1
      "Set it to stay open until the gate guy comes, today if he can.", // 2
      "Level one, the sprinkler pipe over space 14 is dripping, rust all around the fitting.", // 3
      "It's a dry system, so it's condensation in the line or a bad fitting, either way call the sprinkler company.", // 4
      "Trash room on one, the chute door won't close on its own, you have to slam it.", // 5
      "That's a fire door, the chute's basically a chimney if it doesn't close.", // 6
      "Smells bad in there, but that's just trash day.", // 7
      "The floor drain in the trash room is backed up, standing gunk all around it.", // 8
      "Bike room's fine, lock works.", // 9
      "Level two, on the stair to the lobby there's a tread nosing broken off, sharp edge sticking up.", // 10
      "Carpet on the lobby stairs is fine otherwise.", // 11
      "EV chargers, one of the two is showing a fault light and won't charge.", // 12
      "Resident in 4C says it's been down a week.", // 13
      "There's a fluorescent fixture on level two that flickers, ballast is going.", // 14
      "Concrete at the ramp has some surface cracks, nothing new, no rust bleeding.", // 15
      "Garage walls are tagged up by the pedestrian door, graffiti, low priority but the board hates it.", // 16
      "Pedestrian door to the street closes and locks, good.", // 17
      "Yeah, hi, sorry, that was the board president, she wants the gate done first.", // 18
      "Okay, that's it, heading out.", // 19
    ],
    findings: [
      {
        id: "gate-arm-safety",
        at: [1, 2, 18],
        thing: ["garage", "gate", "arm", "loop", "safety"],
        problem: ["loop", "safety", "sensor", "fail", "not", "down"],
        priority: "HIGH",
      },
      {
        id: "sprinkler-pipe",
        at: [3, 4],
        thing: ["sprinkler", "pipe", "fitting"],
        problem: ["drip", "leak", "rust"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "chute-door",
        at: [5, 6],
        thing: ["chute", "door", "fire", "trash"],
        problem: ["close", "closing", "closer", "slam"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floor-drain",
        at: [8],
        thing: ["floor", "drain", "trash"],
        problem: ["backed", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "stair-nosing",
        at: [10],
        thing: ["stair", "tread", "nosing"],
        problem: ["broken", "sharp", "trip", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ev-charger",
        at: [12, 13],
        thing: ["ev", "charger", "chargers", "charging"],
        problem: ["fault", "charge", "not", "down"],
        priority: "MEDIUM",
      },
      {
        id: "fluorescent-fixture",
        at: [14],
        thing: ["fluorescent", "fixture", "light", "ballast"],
        problem: ["flicker", "ballast", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "garage-graffiti",
        at: [16],
        thing: ["graffiti", "walls", "wall", "garage"],
        problem: ["tagged", "graffiti", "clean", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
