// Blind walkthroughs, set meaning-30 (written without seeing the extractor).
// US multifamily maintenance techs and leasing staff (TX, FL, AZ, CA): make-ready turns, work-order follow-ups, quarterly unit inspections; some Spanish-first speakers.
import type { Walkthrough } from "./types";

export const MEANING30_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ae01-make-ready-phoenix-214",
    half: "tune",
    lines: [
      "Okay, make-ready on 214, building C, move-out was Friday.", // 0
      "Entry door, the deadbolt won't throw all the way, the strike plate is hanging off.", // 1
      "Need that fixed before the new resident moves in Monday, it's the front door.", // 2
      "Living room walls, the usual nail holes and scuffs, paint crew will get it, cosmetic.", // 3
      "Kitchen. Disposal is humming but it doesn't spin.", // 4
      "Probably jammed, I'll try the Allen key underneath first.", // 5
      "Fridge is cold, ice maker's working, range, all four burners light.", // 6
      "Under the sink, no leaks, it's dry.", // 7
      "Hall bath, toilet runs nonstop, erm, flapper probably.", // 8
      "Tub caulk is fine, they recaulked it last turn.", // 9
      "Master bedroom, smoke detector, there's no detector, just the base plate hanging from the ceiling.", // 10
      "Resident took it, or they pulled it 'cause it was chirping, whatever, we need a new one in today.", // 11
      "Closet, one of the bifold doors is off the track.", // 12
      "Blinds all there, window locks good.", // 13
      "AC closet, the filter is filthy, like black.", // 14
      "And the drain pan has water standing in it, the condensate line's gotta be clogged.", // 15
      "Thermostat set to 74, it's cooling fine, I got an eighteen degree split.", // 16
      "Balcony, the railing, one of the balusters is loose, you can wiggle it by hand.", // 17
      "It's second floor, so that one's today.", // 18
      "Hey Marco, can you bring the carpet guy up after lunch?", // 19
      "Okay, that's 214, I'll put it in Yardi.", // 20
    ],
    findings: [
      {
        id: "deadbolt-wont-throw",
        at: [1, 2],
        thing: ["deadbolt", "lock", "strike"],
        problem: ["won't", "throw", "hanging"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "wall-scuffs",
        at: [3],
        thing: ["wall", "paint"],
        problem: ["nail", "hole", "scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "disposal-jammed",
        at: [4, 5],
        thing: ["disposal"],
        problem: ["hum", "spin", "jam"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-running",
        at: [8],
        thing: ["toilet", "flapper"],
        problem: ["run", "nonstop"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-missing",
        at: [10, 11],
        thing: ["smoke", "detector", "alarm"],
        problem: ["no", "missing", "hanging", "took"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bifold-off-track",
        at: [12],
        thing: ["bifold", "closet", "door"],
        problem: ["off", "track"],
        priority: "MEDIUM",
      },
      {
        id: "ac-filter-dirty",
        at: [14],
        thing: ["filter"],
        problem: ["filthy", "black", "dirty"],
        priority: "MEDIUM",
      },
      {
        id: "condensate-pan-standing-water",
        at: [15],
        thing: ["pan", "condensate", "drain"],
        problem: ["water", "standing", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-baluster-loose",
        at: [17, 18],
        thing: ["railing", "baluster", "rail"],
        problem: ["loose", "wiggle"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "ae02-work-order-houston-1108",
    half: "heldout",
    lines: [
      "Okay, I am at 1108 for the work order, the AC no is cooling, the resident say since yesterday.", // 0
      "Thermostat say 84 inside, is very hot, and she have a baby.", // 1
      "I go outside to the condenser, the fan is not turning, I think is the capacitor.", // 2
      "I have one in the truck, I change it right now, is urgent with the baby.", // 3
      "Okay, ya está, is cooling now, the supply air is 56.", // 4
      "While I am here, the closet of the air handler, the condensate line is dripping on the floor and the drywall is soft.", // 5
      "Is not the pan, is the PVC, the fitting is cracked.", // 6
      "The float switch is good, I tested it, it cut the unit off.", // 7
      "Kitchen, she tell me the disposal make noise, I check it, was only a bottle cap, I take it out, working fine.", // 8
      "The sprayer hose for the kitchen faucet is leaking under the sink, little bit, she have a towel there.", // 9
      "The cabinet floor is okay, no damage yet.", // 10
      "In the bathroom the exhaust fan no work, nothing, not even noise.", // 11
      "Maybe is the switch, I check later.", // 12
      "The outlet next to the sink, the GFCI, the cover plate is broken and you can see the wires.", // 13
      "I put tape for now but we need to change it today.", // 14
      "Sorry, one second. Hello? Sí, sí, I am in 1108, I go after.", // 15
      "Okay, the patio, the sliding door, the lock is broken, it don't catch.", // 16
      "She is on the ground floor, so anybody can open it from outside.", // 17
      "I see roaches in the cabinet under the sink, small ones, German roaches.", // 18
      "I put a note for pest control, they come on Thursday.", // 19
      "Smoke detectors, I test both, they sound good.", // 20
      "Okay, I close the work order for the AC and I open new ones for the other things.", // 21
    ],
    findings: [
      {
        id: "ac-not-cooling",
        at: [0, 1, 2, 3],
        thing: ["AC", "condenser", "air"],
        problem: ["cool", "hot", "turning"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "condensate-line-dripping",
        at: [5, 6],
        thing: ["condensate", "line", "drain"],
        problem: ["drip", "soft", "crack"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "sprayer-hose-leak",
        at: [9],
        thing: ["sprayer", "hose", "faucet"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
      {
        id: "exhaust-fan-dead",
        at: [11, 12],
        thing: ["exhaust", "fan"],
        problem: ["work", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-cover-broken-wires",
        at: [13, 14],
        thing: ["GFCI", "outlet", "cover", "plate"],
        problem: ["broken", "wire"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "slider-lock-broken",
        at: [16, 17],
        thing: ["sliding", "door", "lock", "patio"],
        problem: ["broken", "catch"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "roaches-under-sink",
        at: [18, 19],
        thing: ["roach", "cockroach", "pest"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ae03-quarterly-orlando-7202",
    half: "tune",
    lines: [
      "Quarterly inspections, building 7, starting with 7202, resident gave us permission to enter.", // 0
      "Hallway smoke alarm, pressed test, nothing, it's dead.", // 1
      "Battery's in there, so it's the unit itself, those are hardwired and they're like ten years old.", // 2
      "Water heater closet, the heater itself is fine, no rust, pan's dry.", // 3
      "But the relief valve, there's no discharge pipe on it at all, it just ends at the valve, that needs doing today.", // 4
      "Kitchen looks good, they keep it clean, no grease on the hood.", // 5
      "Under the kitchen sink there's droppings, looks like mouse, and there's a gap around the pipes in the back of the cabinet.", // 6
      "So we'll need pest control out and somebody to foam that gap.", // 7
      "Dishwasher, resident says it leaves water in the bottom, doesn't drain all the way.", // 8
      "Living room, the patio slider, the screen is ripped, that's low priority.", // 9
      "Balcony, the plants and the bike and all that are the resident's stuff, not our problem.", // 10
      "Balcony railing is solid, I shook it, good.", // 11
      "The stucco on the balcony edge is cracked though, and there's rust staining coming through.", // 12
      "Bedroom one, the window lock, the latch is broken, it doesn't latch at all.", // 13
      "It's second floor, so no rush.", // 14
      "Master bath, GFCI tests and resets, good.", // 15
      "Shower diverter, you pull it up and the water keeps coming out the tub spout.", // 16
      "Probably the diverter gate in the spout is worn, just swap the spout.", // 17
      "Okay Brianna, the AC filter is filthy, the date on it says March, so put that on the notice for the resident.", // 18
      "Everything else, doors, blinds, outlets, all good.", // 19
      "Next one's 7204, nobody home, we'll knock first.", // 20
    ],
    findings: [
      {
        id: "smoke-alarm-dead",
        at: [1, 2],
        thing: ["smoke", "alarm", "detector"],
        problem: ["nothing", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "relief-valve-no-discharge-pipe",
        at: [4],
        thing: ["relief", "valve", "discharge", "pipe"],
        problem: ["no", "ends", "missing"],
        priority: "HIGH",
      },
      {
        id: "mouse-droppings",
        at: [6, 7],
        thing: ["dropping", "mouse", "mice", "rodent"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-not-draining",
        at: [8],
        thing: ["dishwasher"],
        problem: ["drain", "water"],
        priority: "MEDIUM",
      },
      {
        id: "slider-screen-ripped",
        at: [9],
        thing: ["screen", "slider"],
        problem: ["rip"],
        priority: "LOW",
      },
      {
        id: "balcony-stucco-cracked",
        at: [12],
        thing: ["stucco", "balcony", "edge"],
        problem: ["crack", "rust", "stain"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-latch",
        at: [13, 14],
        thing: ["window", "lock", "latch"],
        problem: ["broken", "latch"],
        priority: "LOW",
      },
      {
        id: "shower-diverter",
        at: [16, 17],
        thing: ["diverter", "spout", "shower"],
        problem: ["keep", "coming", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "ac-filter-filthy",
        at: [18],
        thing: ["filter"],
        problem: ["filthy", "dirty", "March"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ae04-grounds-walk-tucson",
    half: "heldout",
    lines: [
      "Alright, doing the grounds walk at Saguaro Ridge, starting at the leasing office.", // 0
      "Pool gate, it's not self-closing, I let it go and it just stays open.", // 1
      "And the latch doesn't catch even if you push it shut, with kids around that's a drowning risk, fix it today.", // 2
      "Pool chemistry is good, the pool company was out this morning, the log's filled out.", // 3
      "Pool restroom, the women's side, the toilet's clogged, somebody already put an out of order sign on it.", // 4
      "Men's side is fine.", // 5
      "Building 3 stairs, the handrail on the second landing is loose at the bottom post, it moves like two inches.", // 6
      "The anchor bolts are rusted out, so that's a weld job.", // 7
      "The stringer paint is peeling pretty bad on building 3, that's cosmetic, put it on the paint list.", // 8
      "Breezeway lights all working, I checked them last night actually.", // 9
      "Building 5, the electrical room door is unlocked, the hasp is broken off, anybody can walk in there with the panels.", // 10
      "Inside, one of the meter bases, the cover is missing and the lugs are exposed.", // 11
      "I'm calling the electrician, nobody touch that.", // 12
      "Laundry room, machines are all working, the vendor fixed number four last week.", // 13
      "The dryer vent outside the laundry is packed with lint, the flapper's stuck open, that's a fire waiting to happen, asap.", // 14
      "Dumpster enclosure, the gate is hanging off the bottom hinge.", // 15
      "Compactor's working, it cycled fine.", // 16
      "Sprinkler by building 6 is broken, water's shooting into the parking lot.", // 17
      "Shut that zone off till we fix it, it's wasting a ton of water.", // 18
      "Mailboxes, all the locks are fine.", // 19
      "Okay, that's the walk, I'll put it all on the board.", // 20
    ],
    findings: [
      {
        id: "pool-gate-not-self-closing",
        at: [1, 2],
        thing: ["gate", "pool"],
        problem: ["closing", "open", "latch", "catch"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "pool-restroom-toilet-clogged",
        at: [4],
        thing: ["toilet", "restroom"],
        problem: ["clog", "order"],
        priority: "MEDIUM",
      },
      {
        id: "stair-handrail-loose",
        at: [6, 7],
        thing: ["handrail", "rail", "post"],
        problem: ["loose", "move", "rust"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stringer-paint-peeling",
        at: [8],
        thing: ["stringer", "paint"],
        problem: ["peel"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "electrical-room-unlocked",
        at: [10],
        thing: ["door", "hasp", "electrical"],
        problem: ["unlocked", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "meter-base-cover-missing",
        at: [11, 12],
        thing: ["meter", "cover", "lug"],
        problem: ["missing", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "dryer-vent-lint",
        at: [14],
        thing: ["dryer", "vent", "lint"],
        problem: ["packed", "lint", "stuck"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dumpster-gate-hinge",
        at: [15],
        thing: ["gate", "dumpster", "enclosure", "hinge"],
        problem: ["hanging", "off"],
        priority: "MEDIUM",
      },
      {
        id: "sprinkler-head-broken",
        at: [17, 18],
        thing: ["sprinkler", "irrigation", "head"],
        problem: ["broken", "shooting", "wasting"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ae05-make-ready-san-antonio-305",
    half: "tune",
    lines: [
      "Bueno, make-ready for 305, the resident move out yesterday, is very dirty.", // 0
      "The front door, the peephole is missing, there is only a hole.", // 1
      "Kitchen, the cabinets, two doors are hanging, the hinges are broken.", // 2
      "The stove, the oven no heat, the bake element is broken in two.", // 3
      "I order the element from HD Supply, is coming tomorrow.", // 4
      "The four burners on top, they work, all of them.", // 5
      "The refrigerator is okay, is cold, only need cleaning.", // 6
      "Garbage disposal, is leaking from the bottom, from the body, not from the pipe.", // 7
      "When is leaking from the body you have to change it, no way to fix.", // 8
      "Bathroom, the toilet is loose on the floor, it move when you sit, I think the wax ring is bad.", // 9
      "The floor by the toilet is a little soft, we need to check the subfloor when we pull it.", // 10
      "The mirror is okay, the vanity okay.", // 11
      "Water heater, forty gallon Rheem, the bottom is rusted and the pan is full, the water is going over into the carpet in the hall.", // 12
      "I shut the water to the heater, we need a new one before the move-in.", // 13
      "Breaker panel in the hallway, all the breakers are labeled, no problem.", // 14
      "But the panel cover, one of the knockouts is open, the blank is missing, you can put a finger inside.", // 15
      "Bedroom, the carpet is okay, only need shampoo.", // 16
      "The walls have crayon all over, the kids, is only paint, cosmetic.", // 17
      "In the closet the shelf fall down, the brackets pulled out of the drywall.", // 18
      "Okay, that is all for 305, I tell Linda in the office.", // 19
    ],
    findings: [
      {
        id: "peephole-missing",
        at: [1],
        thing: ["peephole", "door"],
        problem: ["missing", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "cabinet-doors-hanging",
        at: [2],
        thing: ["cabinet", "door", "hinge"],
        problem: ["hanging", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "oven-bake-element",
        at: [3, 4],
        thing: ["oven", "element", "stove"],
        problem: ["heat", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "disposal-leaking-body",
        at: [7, 8],
        thing: ["disposal"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-loose-wax-ring",
        at: [9, 10],
        thing: ["toilet", "wax"],
        problem: ["loose", "move", "bad"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-leaking",
        at: [12, 13],
        thing: ["heater", "Rheem"],
        problem: ["rust", "full", "going"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "panel-knockout-open",
        at: [15],
        thing: ["panel", "knockout", "blank", "cover"],
        problem: ["open", "missing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "crayon-on-walls",
        at: [17],
        thing: ["wall"],
        problem: ["crayon"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "closet-shelf-down",
        at: [18],
        thing: ["shelf", "bracket"],
        problem: ["fall", "pulled"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ae06-storm-callouts-fort-lauderdale",
    half: "heldout",
    lines: [
      "This is Dev, on-call, following up on the tickets from the storm last night at Lauderdale Palms.", // 0
      "Unit 410, the bedroom ceiling has a big water stain and it's still dripping, they've got a bucket under it.", // 1
      "It's coming from 510 above, their air handler pan overflowed.", // 2
      "Okay, up in 510, yeah, the secondary pan is full and the float switch never cut the unit off.", // 3
      "I blew out the condensate line with the wet vac, it's draining now.", // 4
      "But that float switch needs replacing today or it's gonna happen again.", // 5
      "Back in 410, there's water sitting in the globe of the bedroom light fixture, I killed the breaker for that circuit.", // 6
      "Told them don't flip it back on till the electrician looks at it.", // 7
      "Unit 212, ticket said no power in the kitchen, it was just the GFCI tripped, reset it, all good.", // 8
      "Unit 118, ground floor, the sliding glass door has water coming in under the track, the carpet's wet about three feet in.", // 9
      "The weep holes are packed with dirt, that's probably why.", // 10
      "I set up a dehumidifier and two air movers in there.", // 11
      "The GFCI on the patio outside 118 is full of water, the weatherproof cover is broken off.", // 12
      "Unit 305 said the AC was blowing warm, it's fine now, the breaker tripped in the storm, it's cooling.", // 13
      "Stairwell B, the third floor landing has a puddle, water's coming through the joint in the exterior wall.", // 14
      "I put a wet floor sign out, somebody's gonna slip on that.", // 15
      "By the pool, I thought the fence panel was down, no, the fence is fine, it's just a trash can that blew over.", // 16
      "Roof access hatch is locked, no issue.", // 17
      "Oh, 410 again, the resident said the bathroom exhaust fan's been out for weeks, not storm related, just a regular work order.", // 18
      "That's it, heading home, radio me if anything else comes in.", // 19
    ],
    findings: [
      {
        id: "ceiling-leak-410",
        at: [1, 2],
        thing: ["ceiling"],
        problem: ["stain", "drip", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "float-switch-failed-510",
        at: [3, 5],
        thing: ["float", "switch", "pan"],
        problem: ["full", "never", "cut"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "water-in-light-fixture",
        at: [6, 7],
        thing: ["light", "fixture", "globe"],
        problem: ["water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "slider-water-intrusion-118",
        at: [9, 10],
        thing: ["sliding", "door", "track"],
        problem: ["water", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "patio-gfci-full-of-water",
        at: [12],
        thing: ["GFCI", "outlet", "cover"],
        problem: ["water", "broken"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stairwell-landing-leak",
        at: [14, 15],
        thing: ["landing", "wall", "joint", "puddle"],
        problem: ["puddle", "water", "coming", "slip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "exhaust-fan-out-410",
        at: [18],
        thing: ["exhaust", "fan"],
        problem: ["out"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ae07-quarterly-sacramento-riverbend",
    half: "tune",
    lines: [
      "Quarterly walk at Riverbend, me and Tasha from leasing, unit 101 first.", // 0
      "101, resident's home, the water heater in the laundry closet only has one seismic strap, the bottom one's missing.", // 1
      "Hallway, there's no carbon monoxide detector, just the smoke.", // 2
      "They've got a gas range, so that has to go in today.", // 3
      "Smoke detector tested, loud and clear.", // 4
      "Kitchen faucet is dripping from the spout, steady drip.", // 5
      "Probably the cartridge, it's a Moen.", // 6
      "Unit 103, nobody home, we posted the notice so we went in.", // 7
      "Bathroom, there's black spots on the ceiling over the shower, looks like mildew.", // 8
      "The fan works, they just don't run it.", // 9
      "Bedroom window, the one facing the parking lot, the latch is broken and it won't lock, and this is ground floor.", // 10
      "Tasha, can you grab a picture of that for the file?", // 11
      "Unit 205, the balcony has a bunch of boxes stacked on it, but that's the resident's stuff.", // 12
      "The balcony railing, though, the top cap is split and there's a sharp edge, you'd cut your hand on it.", // 13
      "The wall furnace, the Williams, it doesn't light, the pilot's out and it won't stay lit.", // 14
      "It's getting down to forty at night this week, so that's urgent.", // 15
      "Doors, blinds, carpet, okay, they keep it nice.", // 16
      "Kitchen, the dishwasher door spring is broken, the door just falls open.", // 17
      "Unit 207, all good, no issues, they just moved in last month.", // 18
      "Hold on, the porch light outside 207 is out, and the fixture's got a cracked lens.", // 19
      "Okay, that's four, we'll do the 300s after lunch.", // 20
    ],
    findings: [
      {
        id: "water-heater-seismic-strap",
        at: [1],
        thing: ["strap", "seismic", "heater"],
        problem: ["missing", "only"],
        priority: "MEDIUM",
      },
      {
        id: "co-detector-missing",
        at: [2, 3],
        thing: ["carbon", "monoxide", "detector", "CO"],
        problem: ["no", "missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-faucet-drip",
        at: [5, 6],
        thing: ["faucet", "spout"],
        problem: ["drip"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-ceiling-mildew",
        at: [8],
        thing: ["mildew", "mold", "spot"],
        priority: "MEDIUM",
      },
      {
        id: "ground-floor-window-wont-lock",
        at: [10],
        thing: ["window", "latch"],
        problem: ["broken", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "balcony-railing-cap-split",
        at: [13],
        thing: ["railing", "cap", "rail"],
        problem: ["split", "sharp"],
        priority: "MEDIUM",
      },
      {
        id: "wall-furnace-wont-light",
        at: [14, 15],
        thing: ["furnace", "heater", "pilot"],
        problem: ["light", "lit", "out"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "dishwasher-door-spring",
        at: [17],
        thing: ["dishwasher", "spring", "door"],
        problem: ["broken", "fall"],
        priority: "MEDIUM",
      },
      {
        id: "porch-light-out",
        at: [19],
        thing: ["light", "fixture", "lens"],
        problem: ["out", "crack"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ae08-make-ready-dallas-2117",
    half: "heldout",
    lines: [
      "Okay, 2117, make-ready, me and Chuy, move-in is Saturday.", // 0
      "Chuy says the AC in here is short cycling, it kicks on and off every two minutes.", // 1
      "Sí, I think is the thermostat, the Honeywell, the screen is blinking.", // 2
      "Air handler closet, the filter I already change it, is new.", // 3
      "Water heater, the pilot is on, hot water good in the kitchen and the bath.", // 4
      "But the flue pipe on top, mira, it's separated, the joint is open, it's not connected to the vent.", // 5
      "That's carbon monoxide going right in the closet, we fix that ahorita, before anything.", // 6
      "Kitchen, the garbage disposal, the splash guard is torn, the rubber thing, no rush.", // 7
      "Countertop has a burn ring by the stove, that's cosmetic, we can't fix it, just note it.", // 8
      "Pues, the microwave over the range, the light works, the fan works, but the turntable no turn.", // 9
      "Bathroom, the GFCI, I push the test and it no trip, the outlet still have power.", // 10
      "So is bad, we change it, fifteen minutes.", // 11
      "The tub drain is slow, very slow, hair probably.", // 12
      "Toilet and sink, no leaks, I check the supply lines too.", // 13
      "Bedroom two, there's a hole in the drywall behind the door, the doorstop is missing so the knob go right through.", // 14
      "I thought the window in there was cracked, but no, is only a sticker from the kids.", // 15
      "Hey, is the painter coming today or tomorrow? Okay, tomorrow.", // 16
      "Outside, the patio gate, the latch is broke, it don't close.", // 17
      "And the patio post, I see little holes and frass, maybe termites.", // 18
      "We tell the office so they call the pest company.", // 19
      "Okay, that's it for 2117, the rest is clean.", // 20
    ],
    findings: [
      {
        id: "ac-short-cycling",
        at: [1, 2],
        thing: ["AC", "air", "thermostat"],
        problem: ["cycling", "kick", "blink"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-flue-separated",
        at: [5, 6],
        thing: ["flue", "vent", "pipe"],
        problem: ["separated", "open", "connected"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "disposal-splash-guard",
        at: [7],
        thing: ["splash", "guard", "disposal"],
        problem: ["torn"],
        priority: "LOW",
      },
      {
        id: "countertop-burn-ring",
        at: [8],
        thing: ["countertop", "counter"],
        problem: ["burn", "ring"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "microwave-turntable",
        at: [9],
        thing: ["microwave", "turntable"],
        problem: ["turn"],
        priority: "MEDIUM",
      },
      {
        id: "bath-gfci-wont-trip",
        at: [10, 11],
        thing: ["GFCI", "outlet"],
        problem: ["trip", "power", "bad"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "tub-drain-slow",
        at: [12],
        thing: ["tub", "drain"],
        problem: ["slow"],
        priority: "MEDIUM",
      },
      {
        id: "drywall-hole-doorstop",
        at: [14],
        thing: ["drywall", "wall", "doorstop"],
        problem: ["hole", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "patio-gate-latch",
        at: [17],
        thing: ["gate", "latch"],
        problem: ["broke", "close"],
        priority: "MEDIUM",
      },
      {
        id: "termites-patio-post",
        at: [18, 19],
        thing: ["termite", "frass", "post"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ae09-work-order-callbacks-mesa",
    half: "tune",
    lines: [
      "Doing callbacks on last week's work orders at Mesa Vista, making sure the guys closed them out right.", // 0
      "1204, the kitchen sink leak, it's not leaking anymore, they fixed it, new P-trap, bone dry.", // 1
      "But the cabinet floor under there is delaminating from the old leak, it's all swollen.", // 2
      "Also in 1204, resident says the water heater makes a popping noise, like a rumbling.", // 3
      "That's sediment, it needs flushing, not urgent, next visit.", // 4
      "1310, the work order was AC not cooling, they topped off the refrigerant and it's cooling now.", // 5
      "The line set insulation outside is all rotted off from the sun though, the suction line is bare.", // 6
      "That's why it's losing efficiency, Arizona sun eats that stuff up.", // 7
      "1310 breaker panel, the AC breaker is warm to the touch, like really warm, and it smells a little burnt.", // 8
      "Get the electrician out today, that breaker's cooking.", // 9
      "1402, the disposal was the work order, it's running fine now, they reset it.", // 10
      "Same building, the stair railing outside their door on the second floor landing, the bottom bracket's snapped and the whole rail moves.", // 11
      "Nobody wrote that up, how do you walk past that every day.", // 12
      "1408, the toilet was running, new flapper, tested it, it's good.", // 13
      "The vanity light in their bathroom though, two of the three bulbs are out and the glass cover is missing.", // 14
      "Just bulbs and a globe, low priority.", // 15
      "Swung by the pool on the way back, the gate closes and latches, good, they fixed that.", // 16
      "The pool equipment room door, though, is propped open with a chlorine bucket.", // 17
      "Chemicals are in there, kids could get in, I shut it, but the closer's broken, that's why they propped it.", // 18
      "Alright, I'll send the list to the techs.", // 19
    ],
    findings: [
      {
        id: "sink-cabinet-floor-delaminated",
        at: [2],
        thing: ["cabinet", "floor"],
        problem: ["delaminat", "swollen"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-sediment",
        at: [3, 4],
        thing: ["heater"],
        problem: ["pop", "rumbl", "noise", "sediment"],
        priority: "LOW",
      },
      {
        id: "line-set-insulation-rotted",
        at: [6, 7],
        thing: ["insulation", "line", "suction"],
        problem: ["rot", "bare"],
        priority: "MEDIUM",
      },
      {
        id: "ac-breaker-hot",
        at: [8, 9],
        thing: ["breaker", "panel"],
        problem: ["warm", "burnt", "smell"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stair-railing-bracket-snapped",
        at: [11],
        thing: ["railing", "rail", "bracket"],
        problem: ["snap", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "vanity-light-bulbs-globe",
        at: [14, 15],
        thing: ["light", "bulb", "vanity", "glass"],
        problem: ["out", "missing"],
        priority: "LOW",
      },
      {
        id: "pool-equipment-door-propped",
        at: [17, 18],
        thing: ["door", "equipment"],
        problem: ["propped", "open", "closer"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "ae10-quarterly-san-diego-bayview",
    half: "heldout",
    lines: [
      "Quarterly inspections, Bayview Terrace, building A, I'm with Rosa from maintenance.", // 0
      "A-12, the front door closer, the door slams really hard, and the closer is leaking oil.", // 1
      "Rosa says she could adjust it, but if it's leaking it needs a new one.", // 2
      "Smoke and CO both tested, they work.", // 3
      "Rosa, what do you see in there?", // 4
      "Chinches, bed bugs, mira, in the seam of the mattress, the black dots, and one is alive.", // 5
      "We need the treatment asap, before they go to A-14 next door.", // 6
      "The mattress is the resident's, we don't touch it, but we tell them.", // 7
      "Kitchen, the front left burner knob on the cooktop is broken, you need pliers to turn it.", // 8
      "Under the sink, the garbage disposal cord, the strain relief is gone and the wires are showing by the plug.", // 9
      "Is under the sink with the water, so I unplug it now.", // 10
      "Bathroom, the tub surround has a hairline crack in one tile, it's not taking water, just cosmetic.", // 11
      "Grout is okay, caulk okay.", // 12
      "Wall heater in the hall, the Cadet, it works, it's warm, a bit dusty but okay.", // 13
      "A-14, nobody home, we'll come back Thursday.", // 14
      "Going upstairs, the stair railing at the top, the wood is rotted where it meets the post, it moves when you lean on it.", // 15
      "Rosa put caution tape on it, we fix it today.", // 16
      "A-22, the balcony sliding door, the rollers are bad, it's very hard to open, you have to lift it.", // 17
      "The lock on it works fine, I checked it.", // 18
      "The balcony drain is clogged with leaves, so water sits out there when it rains.", // 19
      "Two window screens missing in the bedroom, the resident say the cat did it.", // 20
      "Okay Rosa, lunch, and then building B.", // 21
    ],
    findings: [
      {
        id: "entry-door-closer-leaking",
        at: [1, 2],
        thing: ["closer", "door"],
        problem: ["slam", "leak", "oil"],
        priority: "MEDIUM",
      },
      { id: "bed-bugs", at: [5, 6], thing: ["bug", "bedbug", "chinche"], priority: "HIGH" },
      {
        id: "cooktop-knob-broken",
        at: [8],
        thing: ["knob", "burner", "cooktop"],
        problem: ["broken"],
        priority: "MEDIUM",
      },
      {
        id: "disposal-cord-exposed-wires",
        at: [9, 10],
        thing: ["cord", "disposal", "wire"],
        problem: ["gone", "showing", "strain"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "tub-surround-tile-crack",
        at: [11],
        thing: ["tile", "surround"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-railing-rotted",
        at: [15, 16],
        thing: ["railing", "rail", "post"],
        problem: ["rot", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "balcony-slider-rollers",
        at: [17],
        thing: ["sliding", "door", "roller"],
        problem: ["bad", "hard"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-drain-clogged",
        at: [19],
        thing: ["drain", "balcony"],
        problem: ["clog", "sits"],
        priority: "MEDIUM",
      },
      {
        id: "window-screens-missing",
        at: [20],
        thing: ["screen"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
    ],
  },
];
