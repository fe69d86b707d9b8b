// Blind walkthroughs, set 8 (written without seeing the extractor).
import type { Walkthrough } from "./types";

export const MEANING8_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "h01-us-apartment-turnover-4b",
    half: "tune",
    lines: [
      "Okay, unit 4B turnover, it's Tuesday, painters are booked for Thursday so let's get the list together.", // 0
      "Entry closet, the bifold door's jumped off its track, bottom pin's missing.", // 1
      "Living room carpet's shot, honestly, it's stretched and pet-stained all the way through.", // 2
      "We were gonna replace it on this turn anyway, so just add it to the flooring order.", // 3
      "Thermostat reads sixty-eight and the furnace kicked right on, air's coming out warm.", // 4
      "Kitchen. Garbage disposal just hums at me, won't spin.", // 5
      "Try the hex key underneath first, might just be a bottle cap wedged in there.", // 6
      "Outlet to the right of the range, the cover plate's cracked and there's a brown scorch mark coming off the bottom slot.", // 7
      "Don't plug anything into that, I'm gonna flip that breaker off before we leave.", // 8
      "Dishwasher ran a full cycle, nothing on the floor, drained out fine.", // 9
      "Hallway smoke detector's been yanked off the ceiling and it's dangling by the wires.", // 10
      "Bathroom, the toilet runs and runs after you flush, you can hear it from the hall.", // 11
      "Flapper's probably warped, cheap fix.", // 12
      "Tub surround caulk is black along the whole bottom edge.", // 13
      "Strip it and recaulk, don't just smear new over the top.", // 14
      "Vanity faucet's good, no drips, hot comes through quick.", // 15
      "Bedroom one, nail holes all over the one wall where they had shelves, that's just patch and paint.", // 16
      "Bedroom two window, the sash lock is broken, the lever just spins.", // 17
      "We're four floors up so nobody's climbing in, but still, order a new sash lock.", // 18
      "Closet in there has some of the old tenant's boxes, she said she'd be back for them Friday.", // 19
      "Back out at the front door, the deadbolt is sticking bad, I had to lift the door to get it to throw.", // 20
      "Strike plate needs moving before anyone moves in, that's a today thing.", // 21
      "Alright, that's 4B, I'll send this over to Marisol.", // 22
    ],
    findings: [
      {
        id: "closet-bifold-off-track",
        at: [1],
        thing: ["bifold", "closet door", "door"],
        problem: ["track", "off", "pin", "missing", "broken", "jump"],
        priority: "MEDIUM",
      },
      {
        id: "living-carpet-worn",
        at: [2, 3],
        thing: ["carpet", "flooring"],
        problem: ["stain", "worn", "stretch", "replace", "shot", "pet"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "disposal-jammed",
        at: [5, 6],
        thing: ["garbage disposal", "disposal"],
        problem: ["hum", "jam", "won't", "not working", "stuck", "spin"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-outlet-scorched",
        at: [7, 8],
        thing: ["outlet", "receptacle", "socket", "cover plate"],
        problem: ["scorch", "crack", "burn", "brown"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hall-smoke-detector-hanging",
        at: [10],
        thing: ["smoke detector", "smoke alarm", "detector"],
        problem: ["hang", "dangl", "yank", "pulled", "off", "loose", "wire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-running",
        at: [11, 12],
        thing: ["toilet", "flapper"],
        problem: ["run", "flapper", "leak", "warp"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulk-moldy",
        at: [13, 14],
        thing: ["caulk", "tub", "surround", "sealant", "bathtub"],
        problem: ["black", "mold", "mildew", "fail", "recaulk", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "bed1-wall-nail-holes",
        at: [16],
        thing: ["wall", "drywall", "hole"],
        problem: ["hole", "patch", "nail"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bed2-window-lock-broken",
        at: [17, 18],
        thing: ["window", "sash lock", "lock", "latch"],
        problem: ["broken", "spin", "won't lock", "lock", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "entry-deadbolt-sticking",
        at: [20, 21],
        thing: ["deadbolt", "front door", "entry door", "door", "lock", "strike"],
        problem: ["stick", "won't", "hard", "lift", "throw", "bind", "adjust", "strike"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "h02-us-townhouse-move-out",
    half: "heldout",
    lines: [
      "This is the move-out at 212 Larkspur Lane, tenant Devon is here with me, it's about ten fifteen.", // 0
      "Devon, did you leave the garage remotes? Okay, two remotes on the counter, great.", // 1
      "Front hall, there's a dent in the drywall behind the door, looks like the knob went into it.", // 2
      "No doorstop on that door, that's why, we'll add one when we patch it.", // 3
      "Living room, the sliding door to the patio drags like crazy, you really have to put your shoulder into it.", // 4
      "And the latch doesn't catch, so right now that slider isn't locking at all.", // 5
      "Ground floor, back of the house, that gets fixed before we hand keys to anybody, so today or tomorrow.", // 6
      "The screen door on it is ripped along the bottom, probably the dog.", // 7
      "That's fine, that happens, we'll just rescreen it, no big deal.", // 8
      "Kitchen's actually really clean, thank you, oven's spotless.", // 9
      "Under the sink, there's a slow drip off the P-trap and the cabinet floor's all swollen.", // 10
      "Devon, how long's that been dripping? A couple months? Okay, you really should've put in a work order.", // 11
      "Upstairs. Hall smoke detector chirps every minute or so.", // 12
      "Primary bedroom carpet has a bleach spot about the size of a dinner plate.", // 13
      "That'll come out of the deposit, but it's cosmetic.", // 14
      "Primary bath, exhaust fan, hit the switch, nothing, not even a hum.", // 15
      "Shower's good, hot in a few seconds, pressure's fine.", // 16
      "Second bedroom, the closet light fixture, the glass globe is gone and it's just a bare bulb.", // 17
      "Minor, put it on the punch list.", // 18
      "Out back on the deck, one of the stair treads going down to the yard is cracked clean through and it flexes when you step on it.", // 19
      "Tape that off, I don't want anybody on it.", // 20
      "Deck boards otherwise are solid, no soft spots.", // 21
      "AC condenser's humming away, it's blowing cold inside, filter looks like it got changed recently.", // 22
      "Okay Devon, I'll get the itemized statement to you within the thirty days.", // 23
    ],
    findings: [
      {
        id: "hall-drywall-dent",
        at: [2, 3],
        thing: ["drywall", "wall"],
        problem: ["dent", "hole", "damage", "knob", "patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "patio-slider-not-locking",
        at: [4, 5, 6],
        thing: ["sliding door", "slider", "patio door", "door", "latch"],
        problem: ["drag", "won't lock", "not lock", "latch", "stick", "catch", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "patio-screen-ripped",
        at: [7, 8],
        thing: ["screen"],
        problem: ["rip", "tear", "torn", "hole", "rescreen"],
        priority: "LOW",
      },
      {
        id: "kitchen-ptrap-leak",
        at: [10, 11],
        thing: ["p-trap", "trap", "sink", "drain", "pipe", "cabinet"],
        problem: ["drip", "leak", "swollen", "swell", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "upstairs-smoke-chirping",
        at: [12],
        thing: ["smoke detector", "smoke alarm", "detector"],
        problem: ["chirp", "battery", "beep"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "primary-carpet-bleach",
        at: [13, 14],
        thing: ["carpet"],
        problem: ["bleach", "spot", "stain", "discolo"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "primary-bath-fan-dead",
        at: [15],
        thing: ["exhaust fan", "fan", "vent"],
        problem: ["not working", "nothing", "dead", "won't", "doesn't", "inoperable", "no power"],
        priority: "MEDIUM",
      },
      {
        id: "bed2-closet-globe-missing",
        at: [17, 18],
        thing: ["globe", "light", "fixture", "shade", "cover"],
        problem: ["missing", "bare", "gone", "broken"],
        priority: "LOW",
      },
      {
        id: "deck-stair-tread-cracked",
        at: [19, 20],
        thing: ["tread", "stair", "step", "deck"],
        problem: ["crack", "flex", "broken", "split", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "h03-us-single-family-annual-crawlspace",
    half: "tune",
    lines: [
      "Annual inspection, 1419 Oak Hollow, single-story ranch, tenant's at work, I've got the lockbox code.", // 0
      "Starting outside, the gutter over the front porch has pulled away from the fascia and it's sagging a good two inches.", // 1
      "Probably packed with leaves too, it's been a wet fall.", // 2
      "Hose bib on the north side, opened it up, good flow, and it shut off clean.", // 3
      "Okay, crawl space hatch is round the side by the AC unit.", // 4
      "Down in the crawl space, the vapor barrier's torn up in a couple spots, bare dirt showing.", // 5
      "There's standing water under the kitchen area, maybe half an inch, and the drain line is... no, wait, it's the supply, the cold supply to the kitchen sink is weeping at the compression fitting.", // 6
      "I put my hand under it and it's dripping steady, so call the plumber today, I don't want that sitting under the joists.", // 7
      "Joists look dry otherwise, no rot that I can find, I poked a few with the screwdriver.", // 8
      "Back inside. Furnace closet, filter is filthy, it's gray, you can't even see the pleats.", // 9
      "Tenant's supposed to swap those per the lease, so low priority, I'll just send them a reminder.", // 10
      "Furnace itself fired right up, nice blue flame, no funny smell.", // 11
      "The water heater, though, there's no discharge pipe on the relief valve, it's just an open port pointing at the wall.", // 12
      "That's a scald risk if it ever pops, so I want it piped tomorrow.", // 13
      "Kitchen, the GFCI by the sink won't reset, it trips the second you push the button back in.", // 14
      "Could be moisture in one of the boxes downstream, electrician asap.", // 15
      "Hall bathroom, the vanity drawer front is loose, one of the screws is stripped.", // 16
      "Small thing, whenever somebody's out here next.", // 17
      "Smoke and CO detectors in the hall, tested both, both screamed at me.", // 18
      "Second bedroom ceiling, there's a brown ring about a foot across right under where the AC duct runs in the attic.", // 19
      "Dry to the touch, so probably condensation off the duct, but somebody should look at the duct insulation soon.", // 20
      "Done inside. Walking out, the front step railing wiggles, the bottom post is rotted at the base.", // 21
      "Only three steps, but a loose rail's a loose rail, get it fixed in the next day or two.", // 22
      "Lockbox back on, house is locked up.", // 23
    ],
    findings: [
      {
        id: "porch-gutter-sagging",
        at: [1, 2],
        thing: ["gutter"],
        problem: ["sag", "pull", "loose", "away", "detach", "leaves", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "crawl-vapor-barrier-torn",
        at: [5],
        thing: ["vapor barrier", "barrier", "crawl space", "crawlspace"],
        problem: ["torn", "tear", "rip", "exposed", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "crawl-supply-line-leak",
        at: [6, 7],
        thing: ["supply line", "supply", "pipe", "fitting", "line", "crawl space", "crawlspace"],
        problem: ["weep", "leak", "drip", "water", "standing"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "furnace-filter-dirty",
        at: [9, 10],
        thing: ["filter", "furnace"],
        problem: ["dirt", "filthy", "clog", "replace", "change", "swap"],
        priority: "LOW",
      },
      {
        id: "water-heater-relief-no-pipe",
        at: [12, 13],
        thing: ["relief valve", "valve", "water heater", "discharge", "pipe", "t&p"],
        problem: ["missing", "no discharge", "discharge", "open", "pipe", "scald"],
        priority: "HIGH",
      },
      {
        id: "kitchen-gfci-wont-reset",
        at: [14, 15],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["won't reset", "reset", "trip", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hall-bath-drawer-loose",
        at: [16, 17],
        thing: ["drawer", "vanity"],
        problem: ["loose", "strip", "screw"],
        priority: "LOW",
      },
      {
        id: "bed2-ceiling-stain",
        at: [19, 20],
        thing: ["ceiling", "stain", "duct"],
        problem: ["stain", "brown", "ring", "water", "condensation", "insulat"],
        priority: "MEDIUM",
      },
      {
        id: "front-step-railing-loose",
        at: [21, 22],
        thing: ["railing", "rail", "handrail", "post"],
        problem: ["loose", "wiggl", "wobbl", "rot"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "h04-us-condo-hoa-pool-clubhouse",
    half: "heldout",
    lines: [
      "This is the quarterly common area walk at Bayview Terrace, I'm with Frank from the board.", // 0
      "Starting at the pool gate, the self-closer's shot, the gate just sits open if you let go of it.", // 1
      "That's a code issue for pools, it has to swing shut and latch on its own, so I want the gate company out today.", // 2
      "Pool deck, a few pavers have heaved up by the outdoor shower, there's a good inch lip.", // 3
      "Frank, you said somebody already stubbed a toe on that? Yeah, okay, so that's top of the list too.", // 4
      "Pool equipment room, pumps are running, chemical readings on the log all look normal.", // 5
      "Clubhouse, the exit sign over the back door is dark, both faces.", // 6
      "Pressed the test button, nothing, so probably the battery pack.", // 7
      "Fire extinguisher by the kitchenette, the tag says it was last inspected two years ago.", // 8
      "Kitchenette fridge is fine, ice maker's making ice.", // 9
      "Women's restroom, one of the faucets drips into the basin, slow but it doesn't stop.", // 10
      "The men's side is fine, I checked both.", // 11
      "Clubhouse carpet by the entrance is worn through to the backing in a path.", // 12
      "That's a reserve study item, we're replacing it next year anyway.", // 13
      "Building C hallway, third floor, the fire door to the stairwell is propped with a rubber wedge.", // 14
      "Pulled the wedge and it closes and latches by itself, but somebody keeps doing it, so we need signage and a letter to the floor.", // 15
      "Elevator inspection certificate's current, it's posted in the cab.", // 16
      "Trash room on three smells pretty rank, but that's just because pickup is tomorrow.", // 17
      "Outside along the east walkway, two of the light bollards are out.", // 18
      "Put those on the list for this month.", // 19
      "Stucco on the east wall of Building A has a crack running down from the window corner, I'd say an eighth inch wide, and it was hairline in last quarter's photos.", // 20
      "So it's growing, I want the engineer to put eyes on it.", // 21
      "Landscaping looks good, irrigation's on, no brown patches.", // 22
      "Okay Frank, I'll send the report to the board by Friday.", // 23
    ],
    findings: [
      {
        id: "pool-gate-not-self-closing",
        at: [1, 2],
        thing: ["gate", "pool gate", "closer", "self-closer"],
        problem: [
          "won't close",
          "not close",
          "close",
          "open",
          "shot",
          "broken",
          "latch",
          "self-clos",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "pool-deck-pavers-heaved",
        at: [3, 4],
        thing: ["paver", "pool deck", "deck"],
        problem: ["heave", "lift", "lip", "uneven", "raised", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "clubhouse-exit-sign-dark",
        at: [6, 7],
        thing: ["exit sign", "sign", "exit"],
        problem: ["dark", "out", "not lit", "unlit", "not working", "dead", "fail", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "clubhouse-extinguisher-overdue",
        at: [8],
        thing: ["extinguisher"],
        problem: ["expired", "out of date", "overdue", "tag", "inspect", "due"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "womens-restroom-faucet-drip",
        at: [10],
        thing: ["faucet"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "clubhouse-carpet-worn",
        at: [12, 13],
        thing: ["carpet"],
        problem: ["worn", "wear", "backing", "thread", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bldg-c-fire-door-propped",
        at: [14, 15],
        thing: ["fire door", "door", "stairwell door"],
        problem: ["propped", "wedge", "open", "held"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "east-walkway-bollards-out",
        at: [18, 19],
        thing: ["bollard", "light", "lamp", "lighting"],
        problem: ["out", "not working", "dead", "dark"],
        priority: "MEDIUM",
      },
      {
        id: "bldg-a-stucco-crack-growing",
        at: [20, 21],
        thing: ["stucco", "crack", "wall"],
        problem: ["crack", "widen", "grow", "wide"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "h05-us-medical-office-suite-morning",
    half: "tune",
    lines: [
      "Walkthrough at the Maple Street clinic, Dr. Patel's suite, before they open at eight.", // 0
      "Waiting room, the ceiling tile over the check-in desk has a wet brown stain and it's sagging in the middle.", // 1
      "It's still damp, so something above it is leaking, my bet's the rooftop unit condensate line again.", // 2
      "Get a bucket under there and pull that tile before it drops on somebody.", // 3
      "Front entrance door closes and locks fine, badge reader's working.", // 4
      "Exam room two, the sink's hands-free faucet, the sensor won't turn it on unless you wave at it like five times.", // 5
      "Exam room three's fine, exam room four's fine.", // 6
      "Hallway, there's a power strip daisy-chained into another power strip behind the nurses' station, with the printer, a space heater and a mini fridge on it.", // 7
      "That's a fire waiting to happen, I'll talk to the office manager about adding an outlet, but the heater comes off it today.", // 8
      "Staff restroom, toilet's fine, but the grab bar next to it is loose, it shifts when you pull on it.", // 9
      "Patients use that one too, it's a liability, so tighten it today.", // 10
      "Break room, the vaccine fridge has its own alarm and it's showing in range, thirty-eight degrees.", // 11
      "Break room, the dishwasher door gasket is torn and it leaves a puddle on the floor every time they run it.", // 12
      "They've stopped running it for now, so it can go on the regular list, next few weeks.", // 13
      "Supply closet, the breaker panel is blocked by cases of exam table paper stacked right up against it.", // 14
      "You need three feet clear in front of that, have them move it today.", // 15
      "Panel directory matches, I spot-checked a couple of circuits.", // 16
      "Back exit to the parking lot, the emergency light over that door, the test button does nothing.", // 17
      "Back door itself latches and the panic bar works.", // 18
      "Parking lot, the accessible parking sign at the first space is bent over, looks like somebody backed into it.", // 19
      "Not a big deal, but it's ADA, so let's get it straightened this month.", // 20
      "Lot lights came on with the timer this morning, all of them.", // 21
      "Okay, that's it, I'll email the list to Dr. Patel's office manager.", // 22
    ],
    findings: [
      {
        id: "waiting-ceiling-tile-wet-sagging",
        at: [1, 2, 3],
        thing: ["ceiling tile", "tile", "ceiling"],
        problem: ["wet", "stain", "sag", "water", "leak", "damp"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "exam2-sensor-faucet",
        at: [5],
        thing: ["faucet", "sensor", "sink"],
        problem: ["sensor", "won't", "doesn't", "not working", "intermittent", "unreliable"],
        priority: "MEDIUM",
      },
      {
        id: "nurses-station-power-strips",
        at: [7, 8],
        thing: ["power strip", "strip", "outlet", "extension", "daisy"],
        problem: ["daisy", "overload", "chain"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "staff-restroom-grab-bar-loose",
        at: [9, 10],
        thing: ["grab bar", "bar", "rail"],
        problem: ["loose", "shift", "move", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "breakroom-dishwasher-gasket",
        at: [12, 13],
        thing: ["dishwasher", "gasket", "seal"],
        problem: ["torn", "tear", "leak", "puddle"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "supply-closet-panel-blocked",
        at: [14, 15],
        thing: ["breaker panel", "panel", "electrical panel"],
        problem: ["block", "obstruct", "boxes", "cases", "clearance", "stack"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-exit-emergency-light",
        at: [17],
        thing: ["emergency light", "light", "emergency lighting"],
        problem: ["test", "nothing", "not working", "fail", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "lot-accessible-sign-bent",
        at: [19, 20],
        thing: ["sign", "parking sign"],
        problem: ["bent", "damage", "knock", "straighten", "over"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "h06-us-laundromat-after-close",
    half: "heldout",
    lines: [
      "Okay, Sudsy's on Fifth, Sunday night walk-through after close, doors locked behind me.", // 0
      "Washer fourteen, the big front-loader, the door boot has a split in it and there's water on the floor out in front.", // 1
      "Hang an out-of-order tag on fourteen and close the supply valves behind it, tech needs to be here Monday first thing.", // 2
      "Washers one through thirteen all ran a test cycle, no error codes.", // 3
      "Dryer row, dryer six won't fire, I can hear the igniter clicking but it never lights, and there's a whiff of gas at the back of it.", // 4
      "Shut the gas cock on that one and call the gas tech tonight, that's not waiting.", // 5
      "Dryer nine, the exhaust duct behind it is caked with lint, there's fuzz blowing out round the vent hood on the outside wall.", // 6
      "That much lint is a fire hazard, get the duct cleaning guy in asap.", // 7
      "Change machine's working, fed it a ten and got my quarters.", // 8
      "The commercial water heater in the back room is set at one-forty and the gauge reads right.", // 9
      "Back room floor drain is slow, there's a puddle sitting around it from where the utility sink empties.", // 10
      "Snake it sometime this week.", // 11
      "Customer bathroom, the toilet seat is cracked and it pinches.", // 12
      "Somebody stuck an out-of-order sign on that bathroom door but it flushes fine, so I pulled the sign.", // 13
      "Folding tables, the laminate edge is peeling up on table three.", // 14
      "Cosmetic, bottom of the list.", // 15
      "Front window, somebody tagged the glass with marker on the outside.", // 16
      "Goo Gone'll take it right off, no rush.", // 17
      "Front door, the closer slams it, it bangs hard enough to rattle the glass.", // 18
      "Still locks fine, just needs the closer backed off.", // 19
      "Security cameras, all eight showing up on the DVR.", // 20
      "Back at the front, alarm's set, heading out.", // 21
    ],
    findings: [
      {
        id: "washer14-boot-split-leak",
        at: [1, 2],
        thing: ["washer", "boot", "gasket", "door seal", "seal"],
        problem: ["split", "leak", "water", "torn", "tear", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "dryer6-gas-wont-light",
        at: [4, 5],
        thing: ["dryer", "igniter", "gas"],
        problem: [
          "won't light",
          "won't fire",
          "not light",
          "gas",
          "smell",
          "no heat",
          "ignit",
          "click",
        ],
        priority: "HIGH",
      },
      {
        id: "dryer9-duct-lint",
        at: [6, 7],
        thing: ["dryer", "vent", "duct", "exhaust", "lint"],
        problem: ["lint", "clog", "cake", "block", "buildup", "clean"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "backroom-floor-drain-slow",
        at: [10, 11],
        thing: ["floor drain", "drain"],
        problem: ["slow", "puddle", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "customer-toilet-seat-cracked",
        at: [12],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["crack", "broken", "pinch"],
        priority: "MEDIUM",
      },
      {
        id: "table3-laminate-peeling",
        at: [14, 15],
        thing: ["table", "laminate", "edge"],
        problem: ["peel", "lift", "loose"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-window-graffiti",
        at: [16, 17],
        thing: ["window", "glass", "graffiti"],
        problem: ["graffiti", "tag", "marker", "vandal"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-door-closer-slamming",
        at: [18, 19],
        thing: ["door closer", "closer", "front door", "door"],
        problem: ["slam", "bang", "adjust", "fast", "hard"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "h07-us-studio-move-in-inspection",
    half: "tune",
    lines: [
      "Alright, move-in inspection, unit 210 at the Parkview, new resident is Keisha, today's the first.", // 0
      "We go room by room, you tell me if you spot anything, and we both sign at the end.", // 1
      "Entry, there's a scratch in the laminate floor right inside the door, maybe four inches, I'm noting it so it's not on you.", // 2
      "Kitchen, range, all four burners lit on the first click, oven heats.", // 3
      "Keisha found the freezer door doesn't seal, there's frost built up along the top edge.", // 4
      "Good catch, I'll put a work order in for a new gasket, should be this week.", // 5
      "The cabinet over the fridge, the door's hanging crooked, top hinge has pulled out of the particleboard.", // 6
      "Sink, hot and cold both work, disposal works, and I've got the flashlight under there, bone dry.", // 7
      "Bathroom, hm, the outlet next to the sink isn't a GFCI, it's just a plain old two-prong.", // 8
      "That's not okay next to water, I'm calling maintenance up today to swap it.", // 9
      "Tub drains fine, shower head's brand new, good pressure.", // 10
      "The mirror's got some desilvering in the corner, little black spots.", // 11
      "That's cosmetic, doesn't matter, I'm just writing it down.", // 12
      "Main room, the window AC, Keisha, can you turn it on? Yeah, fan runs but it's just blowing room-temperature air.", // 13
      "It's May so it's not an emergency yet, but I'll get it looked at in the next week or so.", // 14
      "Smoke detector on the ceiling, let me hit it... yep, loud, that's working.", // 15
      "The CO detector that's supposed to be in here is missing, there's just the mounting plate.", // 16
      "You've got a gas range, so that has to be up before you sleep here tonight.", // 17
      "Closet, the sliding mirror door jumps off the bottom track if you push it too fast.", // 18
      "Balcony, slider locks, the little charley bar is there.", // 19
      "Balcony railing, I'm leaning on it, it's solid.", // 20
      "Okay, sign here, and here, and I'll email you a copy.", // 21
    ],
    findings: [
      {
        id: "entry-laminate-scratch",
        at: [2],
        thing: ["floor", "laminate", "flooring"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "freezer-door-seal",
        at: [4, 5],
        thing: ["freezer", "seal", "gasket", "fridge", "refrigerator"],
        problem: ["seal", "frost", "leak", "gasket", "ice"],
        priority: "MEDIUM",
      },
      {
        id: "over-fridge-cabinet-hinge",
        at: [6],
        thing: ["cabinet", "hinge", "cupboard"],
        problem: ["crooked", "hang", "pull", "loose", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "bath-outlet-no-gfci",
        at: [8, 9],
        thing: ["outlet", "receptacle", "gfci"],
        problem: ["no gfci", "gfci", "two-prong", "ungrounded", "missing", "not gfci"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-mirror-desilvering",
        at: [11, 12],
        thing: ["mirror"],
        problem: ["desilver", "black", "spot", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-ac-not-cooling",
        at: [13, 14],
        thing: ["ac", "a/c", "air conditioner", "window unit", "air conditioning"],
        problem: [
          "not cool",
          "warm",
          "room-temperature",
          "room temperature",
          "not working",
          "no cool",
        ],
        priority: "MEDIUM",
      },
      {
        id: "main-room-co-detector-missing",
        at: [16, 17],
        thing: ["co detector", "carbon monoxide", "detector", "co alarm"],
        problem: ["missing", "gone", "absent", "no"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "closet-slider-off-track",
        at: [18],
        thing: ["closet door", "door", "sliding", "mirror door"],
        problem: ["track", "jump", "off", "stick"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "h08-us-single-family-basement-after-storm",
    half: "heldout",
    lines: [
      "I'm at the Dearborn rental on Whitcomb, checking it after all that rain last night.", // 0
      "Tenant texted that the basement had water in it, so I'm going straight down.", // 1
      "Okay so, sump pump is not running, and the pit's full to about two inches from the top.", // 2
      "Float moves freely, so either the motor's burned out or it's got no power.", // 3
      "Yep, plugged it into a different outlet and it kicked on, so it's the outlet, that GFCI tripped and won't reset.", // 4
      "It's running off an extension cord for now, which I hate, so electrician today.", // 5
      "Carpet on the finished side is soaked along the back wall, maybe six feet in.", // 6
      "Water restoration company this afternoon, before anything starts growing in it.", // 7
      "Furnace and water heater are up on blocks on the dry side, both fine, pilot's lit.", // 8
      "There's efflorescence on the block wall by the laundry, white powder, that's been there a while.", // 9
      "Not new, just keep an eye on it.", // 10
      "Laundry, the dryer vent is that silver foil accordion stuff and it's crushed flat behind the dryer.", // 11
      "That's a fire hazard, I'll swap it for rigid pipe tomorrow.", // 12
      "Upstairs, kitchen, nothing to report, fridge is running.", // 13
      "Back bedroom window, the screen is missing completely.", // 14
      "Tenant says it was like that when they moved in, low priority.", // 15
      "Hall bath, the toilet rocks side to side, and there's a soft spot in the floor right at the base.", // 16
      "Been leaking at the wax ring for who knows how long, so pull it and check the subfloor soon.", // 17
      "Outside round the back, the downspout by the basement corner is dumping right against the foundation, the extension's gone.", // 18
      "That's probably half of why the basement got wet, I'll grab an extension at Menards and put it on this week.", // 19
      "Front porch light works, porch boards look fine.", // 20
      "Okay, going to go tell the tenant what's coming.", // 21
    ],
    findings: [
      {
        id: "sump-pump-not-running",
        at: [2, 3, 4, 5],
        thing: ["sump pump", "sump", "pump", "gfci", "outlet"],
        problem: [
          "not running",
          "not working",
          "full",
          "dead",
          "fail",
          "won't",
          "trip",
          "reset",
          "no power",
        ],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "basement-carpet-soaked",
        at: [6, 7],
        thing: ["carpet", "basement"],
        problem: ["soak", "wet", "water", "flood"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "laundry-wall-efflorescence",
        at: [9, 10],
        thing: ["wall", "block", "efflorescence", "foundation"],
        problem: ["efflorescence", "white", "powder", "damp", "moisture"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-foil-vent-crushed",
        at: [11, 12],
        thing: ["dryer vent", "vent", "duct", "dryer"],
        problem: ["crush", "flat", "foil", "kink", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "back-bedroom-screen-missing",
        at: [14, 15],
        thing: ["screen", "window"],
        problem: ["missing", "gone", "no screen"],
        priority: "LOW",
      },
      {
        id: "hall-toilet-rocking-soft-floor",
        at: [16, 17],
        thing: ["toilet", "floor", "subfloor", "wax ring"],
        problem: ["rock", "soft", "loose", "leak", "wax"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "rear-downspout-no-extension",
        at: [18, 19],
        thing: ["downspout", "extension", "gutter"],
        problem: ["missing", "gone", "dump", "foundation", "disconnect", "no extension"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "h09-us-hoa-garage-stairwells-roof",
    half: "tune",
    lines: [
      "Okay, HOA common area inspection, Willow Creek Condos, starting down in the parking garage, level P1.", // 0
      "There's a puddle on the slab by space eighteen, and it's dripping from the ceiling, looks like it's coming through from the plaza planter above.", // 1
      "Steady, like a drop every second, so the plaza membrane's probably failed.", // 2
      "I'll get the waterproofing contractor called today.", // 3
      "Concrete, there's a spall on the column at B-4, a chunk's come off and you can see rusty rebar.", // 4
      "Engineer needs to look at that one, I'd put it high.", // 5
      "Garage exhaust fans are running, CO sensor panel shows normal.", // 6
      "Gate arm at the entrance goes up and down fine, clickers work.", // 7
      "Stairwell two, going up, the handrail between P1 and the lobby has pulled out of the wall at the top bracket.", // 8
      "You grab it and the whole length swings out at you.", // 9
      "Also in that stairwell, the LED fixture on the landing is flickering.", // 10
      "Whenever the sparky's here next, no rush on that one.", // 11
      "Lobby, mailroom, all good, the package lockers are working.", // 12
      "Lobby front doors, the left leaf doesn't latch, the mag lock isn't grabbing, so anybody can pull it open.", // 13
      "That's the main entry, so it's the first call I'm making when I'm done up here.", // 14
      "Second floor corridor, the carpet seam outside 204 is coming apart and curling up a little.", // 15
      "Only about a quarter inch, so put it on the regular list.", // 16
      "Unit 305 has a charcoal grill on the balcony again, that's a violation letter, not a maintenance thing.", // 17
      "Roof access hatch at the top, ladder's fine, hatch is locked.", // 18
      "Roof, the drain by the north parapet is clogged with leaves and there's ponding maybe three inches deep.", // 19
      "I pulled the leaves off and it started going down, but the strainer basket's cracked, so order a new one and have it cleaned properly this week.", // 20
      "HVAC rooftop units, all three running, no weird noises.", // 21
      "Back down, I'll write it up and send it to the board.", // 22
    ],
    findings: [
      {
        id: "p1-ceiling-drip-space-18",
        at: [1, 2, 3],
        thing: ["ceiling", "garage", "planter", "leak", "drip", "membrane"],
        problem: ["drip", "leak", "water", "puddle", "fail"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "column-b4-spall-rebar",
        at: [4, 5],
        thing: ["column", "concrete", "spall"],
        problem: ["spall", "chunk", "rebar", "rust", "missing", "crack", "expose"],
        priority: "HIGH",
      },
      {
        id: "stair2-handrail-pulled-out",
        at: [8, 9],
        thing: ["handrail", "rail"],
        problem: ["loose", "pull", "bracket", "detach", "swing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stair2-landing-light-flicker",
        at: [10, 11],
        thing: ["light", "fixture", "led", "lighting"],
        problem: ["flicker"],
        priority: "LOW",
      },
      {
        id: "lobby-left-door-not-latching",
        at: [13, 14],
        thing: ["door", "front door", "mag lock", "lock", "entry"],
        problem: [
          "latch",
          "won't lock",
          "not lock",
          "grab",
          "doesn't",
          "open",
          "unsecure",
          "insecure",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "corridor-2-carpet-seam",
        at: [15, 16],
        thing: ["carpet", "seam"],
        problem: ["seam", "lift", "coming apart", "separat", "loose", "curl"],
        priority: "MEDIUM",
      },
      {
        id: "roof-north-drain-clogged",
        at: [19, 20],
        thing: ["roof drain", "drain", "strainer"],
        problem: ["clog", "block", "pond", "leaves", "crack"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "h10-us-garden-level-apartment-turn",
    half: "heldout",
    lines: [
      "Um, okay, this is unit 1C, garden level, turn's due next Wednesday.", // 0
      "First thing, it smells musty in here, like really musty.", // 1
      "Behind where the couch was, on the exterior wall, there's mold on the drywall, black, maybe two feet by one, down by the baseboard.", // 2
      "Baseboard goes soft when I push on it, so that wall's been wet a while.", // 3
      "Moisture meter says dry today though, so it's not active, but we gotta cut that out and figure out why before new people come in.", // 4
      "Window well outside that wall is full of dirt and leaves, that's probably our culprit.", // 5
      "Kitchen, the faucet, the sprayer hose leaks under the sink when you use it.", // 6
      "Unit's empty, nobody's running it, so it just has to be done before move-in.", // 7
      "Range hood light's out, probably just a bulb, minor.", // 8
      "Fridge is cold, freezer's cold, ice maker's switched off but that's fine.", // 9
      "Breaker panel in the hall closet, oh, hang on, there's a missing knockout, you can see right in to the bus bars.", // 10
      "Sorry, not a knockout, it's one of the blank filler plates on the dead front, anyway, there's an open slot and a kid could stick a finger in it.", // 11
      "A blank's like two bucks, I'll do it today.", // 12
      "Bathroom, toilet flushes, tank fills, shutoff valve turns, good.", // 13
      "Tile floor has a couple of cracked tiles by the tub, not loose, just cracked.", // 14
      "Bedroom, the closet door knob comes off in your hand.", // 15
      "Set screw's stripped.", // 16
      "Bedroom window is the egress one, it opens, but the crank on the casement is snapped off so you have to pry it out with your fingers.", // 17
      "That's the escape route for a garden unit, it can't be a struggle to open, I'll get a new operator on it today.", // 18
      "Smoke detector's good, CO's good, both tested.", // 19
      "Paint, whole unit needs a full repaint, tons of scuffs and they painted the bedroom a dark purple.", // 20
      "That's normal turn stuff, it's on the schedule anyway.", // 21
      "Okay, heading out, locking up.", // 22
    ],
    findings: [
      {
        id: "living-exterior-wall-mold",
        at: [1, 2, 3, 4],
        thing: ["drywall", "wall", "baseboard", "mold", "mould", "musty"],
        problem: ["mold", "mould", "mildew", "black", "musty", "soft", "wet", "damp"],
        priority: "MEDIUM",
      },
      {
        id: "window-well-full",
        at: [5],
        thing: ["window well", "well", "drain"],
        problem: ["full", "dirt", "leaves", "clog", "block", "debris"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "kitchen-sprayer-hose-leak",
        at: [6, 7],
        thing: ["sprayer", "hose", "faucet", "sink"],
        problem: ["leak", "drip"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "range-hood-light-out",
        at: [8],
        thing: ["range hood", "hood", "light", "bulb"],
        problem: ["out", "not working", "dead", "bulb"],
        priority: "LOW",
      },
      {
        id: "hall-panel-open-slot",
        at: [10, 11, 12],
        thing: ["breaker panel", "panel", "knockout", "blank", "filler", "dead front"],
        problem: ["missing", "open", "gap", "exposed", "slot", "hole"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-floor-tiles-cracked",
        at: [14],
        thing: ["tile", "floor"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-closet-knob-loose",
        at: [15, 16],
        thing: ["knob", "door", "closet door", "handle"],
        problem: ["come off", "comes off", "loose", "off", "broken", "strip"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-egress-window-crank",
        at: [17, 18],
        thing: ["window", "crank", "casement", "operator", "egress"],
        problem: ["broken", "crank", "won't open", "snap", "off", "pry", "hard"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "unit-full-repaint",
        at: [20, 21],
        thing: ["paint", "repaint", "wall", "unit"],
        problem: ["scuff", "purple", "repaint", "paint", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "h11-us-pediatric-office-evening-no-heat",
    half: "tune",
    lines: [
      "Evening walk with Linda at Brookside Pediatrics, they're closed, so we've got the place to ourselves.", // 0
      "Linda, you said the front waiting room's been cold in the mornings?", // 1
      "Yeah, thermostat's set to seventy-two, it's reading sixty-one, and what's coming out of the vents is cold.", // 2
      "I'll go up and look at the RTU, but assume we're calling the HVAC company tonight.", // 3
      "Okay, up on the roof, the unit's running the blower but the burners aren't firing, it's flashing a flame rollout code.", // 4
      "Shutting it down, I'm not messing around with a rollout, HVAC's on the way.", // 5
      "While I'm up here, the roof membrane has a blister near the unit the size of a dinner... no, bigger, like a trash can lid.", // 6
      "Not leaking inside as far as anybody knows, so roofer this month.", // 7
      "Back down, exam room one, the paper towel dispenser is hanging off the wall by a single screw.", // 8
      "Linda says the sharps container is theirs, the vendor handles it, so I'm not touching that.", // 9
      "Exam rooms two and three, fine, sinks good, lights good.", // 10
      "Lab area, the eyewash station, I pushed the paddle and only a dribble comes out.", // 11
      "That has to work, it's an OSHA item, plumber first thing in the morning.", // 12
      "Hallway, the ceiling has a hairline crack along a drywall joint, same as last year, it hasn't moved.", // 13
      "It's just the tape, cosmetic, whenever we paint.", // 14
      "Restroom, the ADA toilet, the sensor flush valve keeps running.", // 15
      "You can hear it hissing the whole time we're standing here.", // 16
      "The little point-of-use water heater under the restroom sink is fine, hot water in ten seconds.", // 17
      "Back door to the alley, deadbolt's fine, but the sweep on the bottom is torn and you can see daylight under it.", // 18
      "Fire extinguishers all tagged last month.", // 19
      "Alright Linda, HVAC guy's pulling in, I'll stay till he's done.", // 20
    ],
    findings: [
      {
        id: "waiting-room-no-heat",
        at: [2, 3, 4, 5],
        thing: [
          "heat",
          "heating",
          "furnace",
          "hvac",
          "thermostat",
          "rooftop unit",
          "rtu",
          "burner",
          "unit",
        ],
        problem: [
          "no heat",
          "cold",
          "not heat",
          "not working",
          "won't",
          "rollout",
          "not firing",
          "fail",
        ],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "roof-membrane-blister",
        at: [6, 7],
        thing: ["roof", "membrane", "blister"],
        problem: ["blister", "bubble", "lift"],
        priority: "MEDIUM",
      },
      {
        id: "exam1-towel-dispenser-hanging",
        at: [8],
        thing: ["dispenser", "paper towel", "towel"],
        problem: ["hang", "loose", "off", "screw"],
        priority: "MEDIUM",
      },
      {
        id: "lab-eyewash-low-flow",
        at: [11, 12],
        thing: ["eyewash", "eye wash", "station"],
        problem: ["dribble", "low", "weak", "pressure", "not working", "flow", "trickle"],
        priority: "HIGH",
      },
      {
        id: "hall-ceiling-hairline-crack",
        at: [13, 14],
        thing: ["ceiling", "crack", "drywall", "joint"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "restroom-flush-valve-running",
        at: [15, 16],
        thing: ["toilet", "flush valve", "flushometer", "valve"],
        problem: ["run", "keep", "hiss", "won't stop", "sensor"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "back-door-sweep-torn",
        at: [18],
        thing: ["sweep", "door", "threshold"],
        problem: ["torn", "gap", "daylight", "missing", "damage", "tear"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "h12-us-laundromat-landlord-inspection",
    half: "heldout",
    lines: [
      "Landlord inspection, the laundromat unit in the Kessler Plaza strip, the manager, Rubén, is showing me around.", // 0
      "Rubén, you guys are open till ten still? Okay, I'll stay out of the customers' way.", // 1
      "Out front first, the sidewalk slab in front of the door has sunk, there's a lip maybe an inch and a half.", // 2
      "People are hauling baskets and can't see their feet, somebody's going down on that.", // 3
      "Let's get orange paint on it today and have the concrete guy grind it.", // 4
      "The storefront sign's got two letters out, but that's Rubén's sign, not ours.", // 5
      "Inside, in the ceiling above the dryers, the return air grille is just black with lint.", // 6
      "Back room. Okay so the main water shutoff, the gate valve, is dripping from the stem, there's a bucket under it that's half full.", // 7
      "Rubén says they dump it every morning, so it's been going a while, that needs a plumber in the next day or two.", // 8
      "Water heaters, two big ones, both firing, flue pipes are snug.", // 9
      "The backflow preventer has its test tag from March, we're good there.", // 10
      "Electrical room, one of the breakers in the sub panel is warm, like noticeably warm, it's the one feeding dryer bank B.", // 11
      "Could be a loose lug, I want an electrician with a thermal camera out here tomorrow.", // 12
      "And there's a mop bucket and a stack of detergent boxes parked in front of the back exit door.", // 13
      "I told Rubén that has to stay clear all the time, he's gonna talk to his staff tonight.", // 14
      "Exit sign over that door is lit, good.", // 15
      "Restroom, the sink's pulled away from the wall, there's a gap behind it and it wobbles.", // 16
      "Bracket underneath's probably rusted through, routine fix.", // 17
      "Back outside, the dumpster enclosure gate is off one hinge and dragging on the ground.", // 18
      "Not urgent, it's just ugly, put it on the list.", // 19
      "Roof ladder's locked, I'll do the rooftop units next visit.", // 20
      "Thanks Rubén, I'll send you and the owner the report.", // 21
    ],
    findings: [
      {
        id: "front-sidewalk-slab-sunk",
        at: [2, 3, 4],
        thing: ["sidewalk", "slab", "concrete", "walkway"],
        problem: ["sunk", "sink", "lip", "uneven", "settle", "trip", "heave"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dryer-area-return-grille-lint",
        at: [6],
        thing: ["grille", "return", "vent", "air"],
        problem: ["lint", "dirt", "black", "clog", "dust"],
        priority: "MEDIUM",
      },
      {
        id: "main-shutoff-stem-drip",
        at: [7, 8],
        thing: ["shutoff", "shut-off", "valve", "gate valve", "main"],
        problem: ["drip", "leak", "stem"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "subpanel-breaker-warm",
        at: [11, 12],
        thing: ["breaker", "panel", "sub panel", "subpanel"],
        problem: ["warm", "hot", "heat", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-exit-blocked",
        at: [13, 14],
        thing: ["exit", "back door", "door", "fire exit"],
        problem: ["block", "obstruct", "boxes", "bucket", "clear"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "restroom-sink-pulling-away",
        at: [16, 17],
        thing: ["sink", "basin", "lavatory", "lav"],
        problem: ["pull", "loose", "wobbl", "gap", "away", "bracket"],
        priority: "MEDIUM",
      },
      {
        id: "dumpster-gate-off-hinge",
        at: [18, 19],
        thing: ["gate", "enclosure", "dumpster"],
        problem: ["hinge", "off", "drag", "broken"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "h13-us-duplex-move-out-with-tenants",
    half: "tune",
    lines: [
      "Move-out, duplex at 88 Fenwick, side A, the Hendersons are here with me.", // 0
      "Kitchen first because it's the rough one, sorry guys, the stovetop, two of the burners, the coils don't heat at all.", // 1
      "Front right and back left, the other two get red hot.", // 2
      "Probably the receptacles under them, I've seen that on these old GEs.", // 3
      "Countertop's got a burn mark next to the stove, a ring, like somebody set a hot pan down on it.", // 4
      "Mr. Henderson, was that there when you moved in? No? Okay, I'm gonna note it.", // 5
      "Dining room, the ceiling fan wobbles on high, like a lot, it's swinging.", // 6
      "I'd want the box checked and the blades balanced sometime this week.", // 7
      "Living room, the blinds, three of them are bent up with slats missing.", // 8
      "That's just new blinds, twenty bucks a piece, no biggie.", // 9
      "Thermostat, furnace is running, warm air, and the filter's new, thank you.", // 10
      "Going upstairs, the carpet on the fourth step is loose at the nose, it's kind of flapping.", // 11
      "That's how people go down the stairs, I'll have it tacked down tomorrow.", // 12
      "Bathroom, the GFCI, pushed test, it clicked off, pushed reset, came back, good.", // 13
      "Tub spout, the diverter doesn't fully divert, half the water still pours out the spout with the shower on.", // 14
      "Toilet, the tank lid is cracked in half, they taped it.", // 15
      "Tank itself is fine, that's cosmetic, low.", // 16
      "Front bedroom, the sash cord's broken on the window, it comes crashing down as soon as you let go.", // 17
      "Somebody's gonna lose a finger on that, asap.", // 18
      "Back bedroom, fine, walls good, carpet good, closet's empty.", // 19
      "Oh, and the smoke detector in the upstairs hall had a shower cap over it, and when I pulled it off and pushed test, it's dead, not a peep.", // 20
      "Outside, the side A yard, there's a hole where the dog dug along the fence line, fence itself is fine.", // 21
      "Just fill it in, no rush.", // 22
      "That's it, I'll get the deposit letter out within fourteen days.", // 23
    ],
    findings: [
      {
        id: "stovetop-two-burners-dead",
        at: [1, 2, 3],
        thing: ["burner", "stove", "stovetop", "range", "coil", "element", "cooktop"],
        problem: [
          "not heat",
          "don't heat",
          "doesn't heat",
          "dead",
          "not working",
          "won't",
          "no heat",
        ],
        priority: "MEDIUM",
      },
      {
        id: "countertop-burn-ring",
        at: [4, 5],
        thing: ["countertop", "counter"],
        problem: ["burn", "ring", "mark", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dining-ceiling-fan-wobble",
        at: [6, 7],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbl", "swing", "shake", "loose", "balanc"],
        priority: "MEDIUM",
      },
      {
        id: "living-blinds-bent",
        at: [8, 9],
        thing: ["blind"],
        problem: ["bent", "missing", "broken", "slat", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-4th-step-carpet-loose",
        at: [11, 12],
        thing: ["carpet", "stair", "step", "tread"],
        problem: ["loose", "flap", "lift", "ruck", "tack"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tub-diverter-not-diverting",
        at: [14],
        thing: ["diverter", "spout", "tub", "shower"],
        problem: ["divert", "doesn't", "leak", "half", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-tank-lid-cracked",
        at: [15, 16],
        thing: ["lid", "tank", "toilet"],
        problem: ["crack", "broken", "tape"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-bedroom-sash-cord",
        at: [17, 18],
        thing: ["window", "sash", "cord"],
        problem: ["broken", "slam", "crash", "fall", "won't stay", "cord", "drop"],
        priority: "HIGH",
      },
      {
        id: "upstairs-smoke-detector-dead",
        at: [20],
        thing: ["smoke detector", "smoke alarm", "detector"],
        problem: ["dead", "cover", "shower cap", "not working", "fail", "no sound"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "yard-dog-hole",
        at: [21, 22],
        thing: ["hole", "yard", "fence"],
        problem: ["hole", "dug", "dig", "fill"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "h14-us-hoa-highrise-common-elements",
    half: "heldout",
    lines: [
      "Monthly common element walk, Harbor Point Condominium, starting in the lobby.", // 0
      "Lobby's good, floors just got buffed, front desk says no complaints this week.", // 1
      "Mailroom, the door closer's leaking oil down the face of the door and onto the floor.", // 2
      "It still closes fine, it's just messy, so regular work order.", // 3
      "Fitness room, the treadmill on the left, the belt's frayed along one edge.", // 4
      "The vendor's already scheduled for next Tuesday on the service contract, add it to their list.", // 5
      "Fitness room AC's blowing cold, good.", // 6
      "Pool restroom, the GFCI outlet by the hand dryer has a cracked face and I can see the contacts.", // 7
      "Right next to wet feet, so it gets taped over and the electrician comes today.", // 8
      "Elevator two, the stainless panel in the cab is scratched all to heck, somebody moved furniture without the pads.", // 9
      "Cosmetic, it's budgeted to refinish next spring.", // 10
      "Roof deck, the glass windscreen panel on the south corner has a crack running top to bottom.", // 11
      "It's tempered, it could let go any time, tape off that corner and get the glass company out now.", // 12
      "Pergola's graying, could use a coat of stain, that's a someday.", // 13
      "Grills, the second grill, I crack the valve and I can smell gas right at the connection.", // 14
      "Closing the isolation valve, bagging the knobs, gas company or our plumber, whoever can get here faster.", // 15
      "Planters are all watered, irrigation timer's fine.", // 16
      "Roof deck door back inside, latches behind me, card reader's good.", // 17
      "Stairwell B, level six, the emergency light is hanging off the wall by its conduit, and the test button does nothing.", // 18
      "Trash chute room on six, clean, chute door closes tight.", // 19
      "Garage level, the drain at the bottom of the ramp is clogged, there's a puddle across the whole lane.", // 20
      "Rain's done for the week, so anytime this week is fine for the jetter.", // 21
      "Done, I'll post the summary for the board.", // 22
    ],
    findings: [
      {
        id: "mailroom-closer-leaking-oil",
        at: [2, 3],
        thing: ["closer", "door closer", "door"],
        problem: ["leak", "oil"],
        priority: "MEDIUM",
      },
      {
        id: "fitness-treadmill-belt-frayed",
        at: [4, 5],
        thing: ["treadmill", "belt"],
        problem: ["fray", "worn", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "pool-restroom-gfci-cracked",
        at: [7, 8],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["crack", "exposed", "broken", "contact", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "elevator2-cab-panel-scratched",
        at: [9, 10],
        thing: ["panel", "elevator", "stainless", "cab"],
        problem: ["scratch", "damage", "dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "roof-deck-glass-panel-cracked",
        at: [11, 12],
        thing: ["glass", "panel", "windscreen", "railing", "balustrade"],
        problem: ["crack"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "pergola-weathered",
        at: [13],
        thing: ["pergola", "wood"],
        problem: ["gray", "grey", "stain", "weather", "fade"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "roof-grill-gas-smell",
        at: [14, 15],
        thing: ["grill", "gas line", "gas", "connection"],
        problem: ["smell", "gas", "leak", "odor"],
        priority: "HIGH",
      },
      {
        id: "stair-b-l6-emergency-light",
        at: [18],
        thing: ["emergency light", "light", "emergency lighting"],
        problem: ["hang", "loose", "off", "nothing", "not working", "dead", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "garage-ramp-drain-clogged",
        at: [20, 21],
        thing: ["drain", "trench drain", "ramp"],
        problem: ["clog", "block", "puddle", "pond"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "h15-us-single-family-between-tenants-owner-call",
    half: "tune",
    lines: [
      "Okay Gary, I've got you on speaker, I'm at the Pinecrest house now, tenants moved out Sunday.", // 0
      "Front yard, the big maple's got a dead limb right over the driveway, and it's split where it meets the trunk.", // 1
      "That could drop on a car, or a person, I'd have the tree guy out tomorrow.", // 2
      "Roof from the ground looks okay, no shingles missing that I can see.", // 3
      "Inside, the entryway, hardwood's got some pet scratches, just normal wear.", // 4
      "Water heater's in the closet off the kitchen, and oh, Gary, it's leaking from the bottom, the pan's full and it's running over onto the floor.", // 5
      "Tank's eleven years old, it's done, that's a replacement, I'm shutting the water off to it now.", // 6
      "Which means no hot water in the house until it's swapped.", // 7
      "Kitchen sink sprayer, disposal, dishwasher, all fine.", // 8
      "Sliding door off the kitchen to the deck, the glass is fogged up between the panes.", // 9
      "Seal's failed, not urgent, it just looks bad.", // 10
      "Deck, two boards near where the grill sat are soft, the screwdriver sinks right in.", // 11
      "Nobody should be standing on those, get them swapped before the first showing Friday.", // 12
      "Hall bath, the exhaust fan is loud, kind of a rattle, but it does pull air.", // 13
      "Low priority, Gary, I'd honestly leave it.", // 14
      "Primary bath, the double vanity, the left side drains slow, takes a good minute to empty.", // 15
      "Hair clog, probably, I'll pull the stopper.", // 16
      "Bedroom three, Gary, did you know there's a hole punched in the closet door? Like a fist.", // 17
      "Forty-dollar slab door, I'll swap it in the next couple weeks.", // 18
      "Attic hatch in the hall, popped my head up, insulation's even, no daylight, no stains on the decking.", // 19
      "Garage, the opener's safety sensor, the photo eye, is hanging down, so the door won't close, it goes down and bounces right back up.", // 20
      "House is empty, I'm not leaving it wide open, so I'll zip tie the eye back in line today.", // 21
      "Electrical panel in the garage, every breaker's labeled, nothing warm.", // 22
      "Okay Gary, I'll text you pictures of all of it.", // 23
    ],
    findings: [
      {
        id: "maple-dead-limb-split",
        at: [1, 2],
        thing: ["limb", "branch", "tree", "maple"],
        problem: ["dead", "split", "hang", "crack", "fall"],
        priority: "HIGH",
      },
      {
        id: "entry-hardwood-scratches",
        at: [4],
        thing: ["hardwood", "floor"],
        problem: ["scratch", "wear", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "water-heater-leaking",
        at: [5, 6, 7],
        thing: ["water heater", "heater", "tank", "hot water"],
        problem: ["leak", "pan", "overflow", "running over", "no hot water", "replace"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "slider-glass-fogged",
        at: [9, 10],
        thing: ["sliding door", "glass", "slider", "door", "pane"],
        problem: ["fog", "seal", "cloud", "condensation"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "deck-boards-rotted",
        at: [11, 12],
        thing: ["deck", "board"],
        problem: ["soft", "rot"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "hall-bath-fan-rattle",
        at: [13, 14],
        thing: ["fan", "exhaust fan", "vent"],
        problem: ["loud", "rattl", "noise", "noisy"],
        priority: "LOW",
      },
      {
        id: "primary-vanity-left-slow-drain",
        at: [15, 16],
        thing: ["vanity", "sink", "drain", "basin"],
        problem: ["slow", "drain", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "bed3-closet-door-hole",
        at: [17, 18],
        thing: ["closet door", "door"],
        problem: ["hole", "punch", "damage", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door-wont-close",
        at: [20, 21],
        thing: ["garage door", "door", "sensor", "photo eye", "opener"],
        problem: ["won't close", "not close", "bounce", "hang", "misalign", "sensor", "revers"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "h16-us-apartment-complex-grounds-winter",
    half: "heldout",
    lines: [
      "Grounds walk at Cedar Ridge Apartments, buildings one through six, it's about seven a.m.", // 0
      "Parking lot by building two, there's a pothole, probably a foot across and four inches deep, right in the drive lane.", // 1
      "Cold patch it this week, we'll do the real repair with the sealcoat in the summer.", // 2
      "Building two breezeway, the stringer on the outside staircase is rusted through at the bottom, the steel's flaking off in layers.", // 3
      "That's carrying eight units' worth of foot traffic, I want it shored today and the welder and engineer out after.", // 4
      "Pool's closed for the season, cover's on, it's tight.", // 5
      "Dumpsters got emptied, lids are closed, that area's good.", // 6
      "Building four, the AC condenser for 4-102, the fins are all smashed in on one side, looks like the mower got it.", // 7
      "It's not running this time of year anyway, so low priority, we'll comb it out at the spring PM.", // 8
      "Same building, the exterior outlet by the patio has no cover at all, just the receptacle open to the weather.", // 9
      "Is it even GFCI? Hang on... yeah, it's GFCI, it trips on test, but it still needs an in-use cover, today.", // 10
      "Building five, the stairwell light by the mailboxes, the whole fixture is out, it's pitch black there at night.", // 11
      "Two tenants emailed about it, so that's a today fix.", // 12
      "Mailbox kiosk, box 5-204's door is bent and it won't lock.", // 13
      "Locksmith this week.", // 14
      "Sprinklers are winterized, the backflow's wrapped, good.", // 15
      "Building six, the gutter over the entrance is overflowing, it's pouring right onto the stoop and freezing into a sheet of ice.", // 16
      "That's a slip-and-fall, salt it now and get the gutter cleared out today.", // 17
      "The sidewalk along six, some of the concrete is scaling, just surface flaking.", // 18
      "Not a trip, just ugly, no rush.", // 19
      "Leasing office, front door's good, the key lockbox is fine.", // 20
      "Okay, that's the grounds, I'll put it all in the system.", // 21
    ],
    findings: [
      {
        id: "bldg2-lot-pothole",
        at: [1, 2],
        thing: ["pothole", "parking", "lot", "asphalt", "pavement", "drive lane"],
        problem: ["pothole", "hole", "crack"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "bldg2-stair-stringer-rusted",
        at: [3, 4],
        thing: ["stringer", "stair", "staircase"],
        problem: ["rust", "flak", "corro", "rot"],
        priority: "HIGH",
      },
      {
        id: "unit-4102-condenser-fins",
        at: [7, 8],
        thing: ["condenser", "ac", "a/c", "fins", "hvac"],
        problem: ["smash", "bent", "damage", "crush"],
        priority: "LOW",
      },
      {
        id: "bldg4-exterior-outlet-no-cover",
        at: [9, 10],
        thing: ["outlet", "receptacle", "gfci", "cover"],
        problem: ["no cover", "missing", "open", "exposed", "weather", "in-use", "cover"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bldg5-stair-light-out",
        at: [11, 12],
        thing: ["light", "fixture", "lighting"],
        problem: ["out", "dark", "black", "not working", "dead"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "mailbox-5204-bent",
        at: [13, 14],
        thing: ["mailbox", "box"],
        problem: ["bent", "won't lock", "lock", "damage"],
        priority: "MEDIUM",
        kind: "security",
      },
      {
        id: "bldg6-gutter-ice-stoop",
        at: [16, 17],
        thing: ["gutter", "stoop", "ice"],
        problem: ["overflow", "clog", "block", "pour", "ice", "freez"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bldg6-sidewalk-scaling",
        at: [18, 19],
        thing: ["sidewalk", "concrete"],
        problem: ["scal", "flak", "spall", "surface"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
