// Blind walkthroughs, set 11 (written without seeing the extractor).
// US wording: apartments, single-family rentals, duplexes, an office suite, retail, a restaurant,
// self-storage and a church hall, voiced by US property managers and maintenance techs.
import type { Walkthrough } from "./types";

export const MEANING11_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "k01-us-garden-apartment-moveout",
    half: "tune",
    lines: [
      "Alright, this is Maple Court, building C, unit 104, move-out inspection, tenant turned the keys in yesterday.", // 0
      "Entry door, deadbolt throws fine, peephole's clear.", // 1
      "Kitchen, the faucet's dripping steady out of the spout even with the handle cranked all the way off.", // 2
      "Probably just a cartridge, put it on the regular plumbing day.", // 3
      "GFCI by the sink, I hit the test button and it doesn't trip, so there's no protection right next to the water.", // 4
      "That's a safety thing, I want the electrician on it this week, before anybody moves in.", // 5
      "Fridge is cold, freezer's frosty, ice maker's dropping cubes.", // 6
      "Dishwasher ran a short cycle while I was here, no water on the floor.", // 7
      "Living room carpet's got a couple of little cigarette burns by the slider, that's coming out of the deposit.", // 8
      "The patio slider itself, the latch doesn't catch, you can slide it open from the outside with one finger.", // 9
      "Yeah, it just rolls right open, that has to be fixed before we show the place.", // 10
      "Hall closet, the furnace filter is black, I mean totally caked, no idea when it last got changed.", // 11
      "Put it on the list for the tech, routine.", // 12
      "Thermostat's set to sixty-eight and the air's coming out warm at the registers.", // 13
      "Bathroom, the toilet runs, keeps refilling every couple minutes like somebody's flushing it.", // 14
      "Flapper's probably shot.", // 15
      "Tub surround caulk looks fine, they must've redone it, and there's no soft spots in the floor.", // 16
      "Bedroom, there's a fist-size hole in the drywall behind the door where the knob hit it, no doorstop.", // 17
      "Patch and paint, low priority, it goes with the turn.", // 18
      "Smoke detector out in the hall is chirping every thirty seconds or so.", // 19
      "That's the low battery chirp, swap it today, I don't want that sitting.", // 20
      "Closet doors are on their tracks, blinds are all there.", // 21
      "Okay, locking up, heading over to 108 next.", // 22
    ],
    findings: [
      {
        id: "kitchen-faucet-dripping",
        at: [2, 3],
        thing: ["faucet", "tap", "spout", "cartridge", "kitchen sink"],
        problem: ["drip", "leak", "run", "won't", "off", "cartridge", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-gfci-wont-trip",
        at: [4, 5],
        thing: ["gfci", "outlet", "receptacle", "socket", "electric"],
        problem: ["trip", "test", "fail", "protect", "doesn't", "not", "fault", "replace"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "living-room-carpet-burns",
        at: [8],
        thing: ["carpet", "floor"],
        problem: ["burn", "damag", "mark", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "patio-slider-latch",
        at: [9, 10],
        thing: ["slider", "sliding door", "patio door", "door", "latch", "lock"],
        problem: ["latch", "catch", "lock", "open", "secur", "broken", "fail"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "furnace-filter-clogged",
        at: [11, 12],
        thing: ["furnace filter", "filter", "furnace", "hvac"],
        problem: ["dirty", "black", "caked", "clog", "replace", "change", "swap"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-running",
        at: [14, 15],
        thing: ["toilet", "flapper", "cistern", "tank"],
        problem: ["run", "refill", "flush", "leak", "flapper", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-drywall-hole",
        at: [17, 18],
        thing: ["drywall", "wall", "doorstop", "door stop"],
        problem: ["hole", "damag", "patch", "broken", "dent", "missing"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-smoke-detector-chirping",
        at: [19, 20],
        thing: ["smoke", "detector", "alarm", "battery"],
        problem: ["chirp", "battery", "low", "beep", "replace", "swap"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "k02-us-ranch-house-crawlspace",
    half: "heldout",
    lines: [
      "Okay, 1418 Juniper Lane, three-bed ranch, this is the annual, Mrs. Delgado's home and she's got the dog shut in the back bedroom.", // 0
      "Front stoop, the railing on the steps is loose, it wobbles a good two inches when you lean on it.", // 1
      "She said her mom nearly went down on it last month, so get it anchored this week, that's a priority.", // 2
      "Living room's fine, windows all open and close, screens are on.", // 3
      "Kitchen, garbage disposal just hums at you, doesn't spin at all.", // 4
      "Tried the hex key underneath and it's seized solid, so it's probably due for a new one.", // 5
      "Under the sink is dry, no drips on the supply lines.", // 6
      "Hall bath, the exhaust fan's dead, flip the switch and nothing happens.", // 7
      "And there's mildew starting to creep across the ceiling over the shower.", // 8
      "That's just from no airflow, so once the fan's going, give it a good scrub.", // 9
      "Master bedroom's okay, she's got a lot of boxes in the closet, that's all her stuff.", // 10
      "Garage, the water heater's got rust streaks down the side and a little puddle under the drain valve.", // 11
      "It's dripping, not a lot, but it's a forty-gallon from 2009, so plumber out in the next day or two.", // 12
      "Breaker panel in the garage is labeled, cover's on, nothing warm.", // 13
      "Okay, crawlspace now, the hatch is in the back hall closet.", // 14
      "Down here in the crawlspace there's standing water under the kitchen end, maybe an inch, and the vapor barrier's all pulled back.", // 15
      "Looks like it's coming off the drain line, the joint's wet to the touch.", // 16
      "That's urgent, I want a plumber under here tomorrow.", // 17
      "Also some of the insulation batts have dropped down between the joists on the north side.", // 18
      "Not urgent, they can tuck those back up while they're under here for the leak.", // 19
      "Back outside, the gutter on the back corner is pulling away from the fascia and it's spilling over right by the foundation.", // 20
      "The back fence has a couple of leaning posts, but that's her chain-link, she put it up herself, not ours to fix.", // 21
      "AC condenser kicked on, it's cooling, air's cold at the vents inside.", // 22
      "Alright, I'll email her the list, that's it for Juniper.", // 23
    ],
    findings: [
      {
        id: "front-stoop-railing-loose",
        at: [1, 2],
        thing: ["railing", "rail", "handrail", "stoop", "steps"],
        problem: ["loose", "wobbl", "anchor", "unsafe", "move", "secur"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "garbage-disposal-jammed",
        at: [4, 5],
        thing: ["disposal", "garbage disposal", "disposer"],
        problem: ["hum", "jam", "seize", "spin", "doesn't", "not", "stuck", "replace", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "bath-exhaust-fan-dead",
        at: [7],
        thing: ["exhaust fan", "fan", "extractor", "vent"],
        problem: ["dead", "not", "doesn't", "nothing", "broken", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "bath-ceiling-mildew",
        at: [8, 9],
        thing: ["mildew", "mold", "mould"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-dripping",
        at: [11, 12],
        thing: ["water heater", "heater", "tank", "drain valve", "valve"],
        problem: ["drip", "leak", "puddle", "rust", "water", "replace"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "crawlspace-drain-leak",
        at: [15, 16, 17],
        thing: ["crawlspace", "crawl space", "drain", "pipe", "line", "plumb", "joint"],
        problem: ["water", "standing", "leak", "wet", "flood", "pool"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "crawlspace-insulation-fallen",
        at: [18, 19],
        thing: ["insulation", "batt"],
        problem: ["drop", "fallen", "fall", "down", "sag", "loose", "tuck"],
        priority: "LOW",
      },
      {
        id: "back-gutter-pulling-away",
        at: [20],
        thing: ["gutter", "fascia", "downspout"],
        problem: ["pull", "away", "loose", "spill", "overflow", "detach", "sag"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "k03-us-up-down-duplex",
    half: "tune",
    lines: [
      "This is the duplex on Harmon Street, 311 up and 311 down, doing both units today.", // 0
      "Starting downstairs, Mr. Okafor's unit.", // 1
      "Front door, the deadbolt won't throw all the way, the strike plate's out of line so the bolt hits the edge.", // 2
      "He's been getting by on the knob lock only, which, no, that gets fixed today.", // 3
      "Kitchen looks great, he keeps it spotless, range burners all light.", // 4
      "Bathroom sink drains real slow, like five minutes to empty.", // 5
      "Probably hair in the pop-up, routine.", // 6
      "Basement's shared, both furnaces are down here, each unit's got its own.", // 7
      "The upstairs furnace, the one on the left, no, the right one, the one labeled 311-A, has a scorch mark above the burner door.", // 8
      "And I'm getting a gas smell right next to it, faint, but it's there.", // 9
      "I'm calling the gas company right now, nobody lights anything down here.", // 10
      "Washer and dryer hookups are fine, dryer vent's clear.", // 11
      "Okay, gas company says someone'll be here within the hour, I'll head up to 311-A while I wait.", // 12
      "Upstairs, Jess is working from home, she says hi.", // 13
      "Stairway up to her door, the carpet runner's come loose on the third step from the top, it slides under your foot.", // 14
      "That's a fall waiting to happen, have somebody re-tack it this week.", // 15
      "Her kitchen, the cabinet door under the sink is hanging by one hinge.", // 16
      "Back bedroom window has a cracked pane, the crack runs corner to corner but it's all still in one piece.", // 17
      "Bathroom, she says the shower's been plenty hot, and it was, I ran it.", // 18
      "Paint in her hallway is scuffed up from her bike, nothing needed now, put it down as cosmetic.", // 19
      "Heading back down, the gas guy's just pulling up.", // 20
      "Okay, he's red-tagged it, he thinks the heat exchanger's cracked, so it stays off until we replace it.", // 21
      "Done at Harmon, I'll write up both units tonight.", // 22
    ],
    findings: [
      {
        id: "downstairs-front-deadbolt",
        at: [2, 3],
        thing: ["deadbolt", "bolt", "lock", "strike", "front door", "door"],
        problem: ["won't", "throw", "misalign", "line", "lock", "secur", "hit", "fail"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bathroom-sink-slow-drain",
        at: [5, 6],
        thing: ["sink", "drain", "basin", "pop-up"],
        problem: ["slow", "clog", "block", "drain", "hair"],
        priority: "MEDIUM",
      },
      {
        id: "upstairs-furnace-gas-smell",
        at: [8, 9, 10, 21],
        thing: ["furnace", "gas", "burner", "heat exchanger"],
        problem: ["gas", "smell", "scorch", "leak", "crack", "red-tag", "tag", "burn"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-runner-loose",
        at: [14, 15],
        thing: ["runner", "carpet", "stair", "step", "tread"],
        problem: ["loose", "slide", "slip", "tack", "trip", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sink-cabinet-door-hinge",
        at: [16],
        thing: ["cabinet", "door", "hinge"],
        problem: ["hinge", "hanging", "broken", "loose", "off"],
        priority: "MEDIUM",
      },
      {
        id: "back-bedroom-cracked-pane",
        at: [17],
        thing: ["window", "pane", "glass", "glazing"],
        problem: ["crack", "broken", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "upstairs-hall-paint-scuffs",
        at: [19],
        thing: ["paint", "wall", "hallway"],
        problem: ["scuff", "mark", "cosmetic", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k04-us-accounting-office-suite",
    half: "heldout",
    lines: [
      "Suite 210, Riverside Professional Building, the accounting firm, lease renewal walk with their office manager, Dana.", // 0
      "Reception area, the carpet tiles right inside the entry are lifting at the seams, two of them are curled up at the corners.", // 1
      "People catch their heels on them, Dana says, so let's get those glued down quick.", // 2
      "Lights are all good in here, they went to LED last year.", // 3
      "Conference room, the ceiling tile in the far corner has a brown stain, and it's damp, it gives when I push on it.", // 4
      "That's active, something's leaking up there, my guess is the condensate line off the unit in the plenum.", // 5
      "Get the HVAC guy and the building engineer up above that today.", // 6
      "Break room, the faucet's loose at the base, the whole thing twists around on the counter.", // 7
      "Microwave and the fridge are theirs, not ours.", // 8
      "The outlet by the coffee station is scorched, the faceplate's gone brown around the left slot.", // 9
      "Dana says it threw sparks when somebody plugged the kettle in.", // 10
      "Nobody uses that until it's replaced, I'm putting tape over it now.", // 11
      "Hallway, the thermostat for the back offices reads eighty-one, the fan's blowing but the air isn't cold at all.", // 12
      "The three back offices are stuffy, they've got desk fans going, so schedule the HVAC contractor for that, next week's fine.", // 13
      "Restrooms are out in the common corridor, the building handles those.", // 14
      "Back office, the window blind's broken, slats are bent and the lift cord's snapped.", // 15
      "That's low, whenever.", // 16
      "Door from the suite out to the corridor, the closer's shot, it slams and then doesn't latch on its own.", // 17
      "That's a rated fire door, so it's got to latch, put it at the top of the list.", // 18
      "Everything else, paint's fine, carpet in the private offices is in good shape.", // 19
      "Oh, and the suite sign by the door has a scratched letter, touch it up whenever, it's cosmetic.", // 20
      "That's it for 210, heading down to the lobby.", // 21
    ],
    findings: [
      {
        id: "reception-carpet-tiles-lifting",
        at: [1, 2],
        thing: ["carpet", "tile", "floor"],
        problem: ["lift", "curl", "seam", "trip", "catch", "loose", "glue"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "conference-ceiling-leak",
        at: [4, 5, 6],
        thing: ["ceiling", "tile", "condensate", "hvac", "line"],
        problem: ["leak", "damp", "wet", "stain", "water", "soft"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "break-room-faucet-loose",
        at: [7],
        thing: ["faucet", "tap"],
        problem: ["loose", "twist", "move", "base", "secur"],
        priority: "MEDIUM",
      },
      {
        id: "coffee-station-outlet-scorched",
        at: [9, 10, 11],
        thing: ["outlet", "receptacle", "socket", "faceplate", "electric"],
        problem: ["scorch", "burn", "brown", "spark", "replace", "damag"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-offices-ac-not-cooling",
        at: [12, 13],
        thing: ["hvac", "ac", "air", "air conditioning", "thermostat", "cooling"],
        problem: ["cold", "cool", "not", "isn't", "warm", "hot", "stuffy", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "back-office-blind-broken",
        at: [15, 16],
        thing: ["blind", "slat", "cord"],
        problem: ["broken", "bent", "snap", "damag", "replace"],
        priority: "LOW",
      },
      {
        id: "suite-fire-door-closer",
        at: [17, 18],
        thing: ["closer", "door", "fire door"],
        problem: ["latch", "slam", "shot", "broken", "close", "fail", "doesn't"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "suite-sign-scratched",
        at: [20],
        thing: ["sign", "letter"],
        problem: ["scratch", "damag", "touch", "cosmetic"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k05-us-strip-mall-phone-store",
    half: "tune",
    lines: [
      "Okay, Westgate Plaza, unit 6, the phone repair store, quarterly walk with the manager, Luis.", // 0
      "Storefront, the lock cylinder in the glass door is loose, the whole thing spins in the door when you turn the key.", // 1
      "Luis says he fights with it every night to lock up, and one night it never caught at all.", // 2
      "Locksmith today, that's the front of a store full of phones.", // 3
      "Sales floor lighting's fine, one tube's out, but per the lease that's theirs to swap and he's got spares.", // 4
      "Floor by the counter, one of the tiles is cracked and it rocks a little when you step on it.", // 5
      "Not a big deal, just replace it next time the flooring guy's out.", // 6
      "Back room, little six-gallon water heater under the sink, working, hot in a few seconds.", // 7
      "Restroom toilet rocks on its base and there's a dark ring in the floor all around it.", // 8
      "Every time it's flushed you get water seeping out from under it.", // 9
      "Breaker panel in the back has boxes of stock stacked right up against it.", // 10
      "Told Luis he's gotta keep three feet clear, he's moving them now, and the panel itself looks good, labels are all there.", // 11
      "Rear exit door, the panic bar sticks, you have to shove it twice before it lets go.", // 12
      "That's the emergency exit, it can't be doing that, so that's urgent.", // 13
      "Outside in back, the wall pack over the rear door is dead, it's pitch dark back here at night.", // 14
      "Dumpster enclosure gate's fine, fence is solid.", // 15
      "Roof hatch, can't get up today, no ladder, I'll come back with one Thursday.", // 16
      "Rooftop unit, Luis says it's cooling fine, thermostat's holding seventy-two.", // 17
      "Back around front, the sign band over his storefront has peeling paint, cosmetic, do it with the plaza repaint.", // 18
      "Oh, and the caulk along the bottom of the front window frame is cracked and gapping.", // 19
      "Go ahead and put that one down as low, it's not letting any water in.", // 20
      "Okay, that's unit 6, next up is the nail salon.", // 21
    ],
    findings: [
      {
        id: "storefront-lock-cylinder-loose",
        at: [1, 2, 3],
        thing: ["lock", "cylinder", "door", "storefront", "glass door"],
        problem: ["loose", "spin", "lock", "catch", "secur", "fail", "locksmith"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "counter-floor-tile-cracked",
        at: [5, 6],
        thing: ["tile", "floor"],
        problem: ["crack", "rock", "loose", "broken", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "restroom-toilet-base-leak",
        at: [8, 9],
        thing: ["toilet", "wax ring", "base"],
        problem: ["rock", "leak", "seep", "water", "ring", "loose", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "rear-exit-panic-bar-sticks",
        at: [12, 13],
        thing: ["panic bar", "exit", "door", "push bar"],
        problem: ["stick", "shove", "jam", "stuck", "open", "fail", "release"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "rear-wall-pack-light-out",
        at: [14],
        thing: ["wall pack", "light", "lighting", "fixture"],
        problem: ["dead", "out", "dark", "not", "fail", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "sign-band-peeling-paint",
        at: [18],
        thing: ["sign", "sign band", "paint"],
        problem: ["peel", "flak", "cosmetic", "repaint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-window-caulk-cracked",
        at: [19, 20],
        thing: ["caulk", "window", "frame", "sealant"],
        problem: ["crack", "gap", "split", "fail"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "k06-us-grill-restaurant",
    half: "heldout",
    lines: [
      "Alright, this is the Blue Heron Grill, landlord inspection, the owner, Tony, is walking me through before lunch service.", // 0
      "Dining room, booths are fine, a couple of the vinyl seats are torn but that's his furniture.", // 1
      "Ceiling over table twelve is where the roof leaked last spring, the roofers fixed it and they painted over the spot.", // 2
      "Yeah, it's dry, I poked it, nice and solid, you can't even see where it was.", // 3
      "Men's room, the hand dryer doesn't do a thing, you wave your hands under it and nothing.", // 4
      "Sink in there, the hot side won't shut off all the way, just keeps trickling.", // 5
      "Women's room is fine, Tony checked it for me, everything works.", // 6
      "Into the kitchen, the walk-in cooler's holding at thirty-eight, good.", // 7
      "Hood over the fryers, the fire suppression tag's expired, last sticker says October two years back.", // 8
      "That's got to be recertified right away, he can't be cooking under that.", // 9
      "Floor drain by the dish machine is backing up, there's greywater pooled an inch deep around it.", // 10
      "Get a drain guy out today, the line cooks are sliding around in it.", // 11
      "GFCI by the prep sink has a cracked cover and the box is loose in the wall, it moves when you plug something in.", // 12
      "Right next to the sink too, so that's a no, electrician today.", // 13
      "Back door to the alley is propped on a milk crate because the closer's broken and it won't stay shut on its own.", // 14
      "And the deadbolt doesn't line up anymore, so at night they're just running a chain through the handle.", // 15
      "Grease trap out back, lid's fine, pumped last month, he showed me the receipt.", // 16
      "Walk-in freezer, the door gasket's torn along the bottom and there's frost building up inside around the door.", // 17
      "Wants a new gasket, not urgent, it's still holding at zero.", // 18
      "Up the ladder to the roof, the hood exhaust fan's spinning, belt's fine.", // 19
      "There's a pile of grease around the base of that exhaust fan though, soaking into the roof membrane.", // 20
      "Have the hood cleaners deal with that on their next visit and put a grease box on it.", // 21
      "Okay, down the ladder, all done, Tony's unlocking the front.", // 22
    ],
    findings: [
      {
        id: "mens-room-hand-dryer-dead",
        at: [4],
        thing: ["hand dryer", "dryer"],
        problem: ["doesn't", "nothing", "dead", "not", "broken", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "mens-room-hot-tap-trickling",
        at: [5],
        thing: ["sink", "faucet", "tap", "hot"],
        problem: ["trickl", "drip", "won't", "shut", "off", "leak", "run"],
        priority: "MEDIUM",
      },
      {
        id: "hood-suppression-tag-expired",
        at: [8, 9],
        thing: ["suppression", "hood", "fire", "tag", "ansul"],
        problem: ["expir", "out of date", "overdue", "recert", "inspect", "tag"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dish-floor-drain-backing-up",
        at: [10, 11],
        thing: ["floor drain", "drain"],
        problem: ["back", "pool", "clog", "block", "water", "flood", "slid"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "prep-sink-gfci-loose",
        at: [12, 13],
        thing: ["gfci", "outlet", "receptacle", "box", "cover", "electric"],
        problem: ["crack", "loose", "move", "broken", "damag", "secur"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "alley-door-closer-and-deadbolt",
        at: [14, 15],
        thing: ["back door", "door", "closer", "deadbolt", "lock"],
        problem: ["broken", "won't", "shut", "prop", "line", "lock", "secur", "close"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "freezer-door-gasket-torn",
        at: [17, 18],
        thing: ["gasket", "seal", "freezer", "door"],
        problem: ["torn", "tear", "frost", "damag", "replace", "split"],
        priority: "LOW",
      },
      {
        id: "roof-grease-around-exhaust-fan",
        at: [20, 21],
        thing: ["grease", "exhaust fan", "fan", "roof", "membrane"],
        problem: ["grease", "soak", "pile", "build", "damag", "leak"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "k07-us-self-storage-route-9",
    half: "tune",
    lines: [
      "Okay, Sunbelt Self Storage out on Route 9, monthly site walk, me and Ray the maintenance tech.", // 0
      "Front gate, keypad's working, punched my code in and it rolled right open.", // 1
      "Office, the ramp out front, the handrail's come loose at the bottom post, it just swings.", // 2
      "That's got to be welded back this week, folks use that ramp every single day.", // 3
      "Building A, drive-up units, A-14's roll-up won't come all the way down, it stops about a foot off the slab.", // 4
      "Tenant's stuff is in there and it can't be locked like that, so it's a today thing, or we overlock and move them.", // 5
      "Ray thinks it's a busted spring, he'll get on it after lunch.", // 6
      "Rest of A row is good, doors all latch, no dents worth mentioning.", // 7
      "Building B, the climate-controlled one, and the hallway's warm, feels like eighty-five in here.", // 8
      "The HVAC unit on the end isn't cooling at all, the fan runs but the compressor never kicks on.", // 9
      "Get the HVAC company out tomorrow, people are paying extra for climate control in July.", // 10
      "Down the B corridor, water's dripping through a ceiling tile onto the floor in front of B-220.", // 11
      "Bucket's under it and there's a wet floor sign now, but it needs a roofer looking at that drain.", // 12
      "Building C, the light on the end of the building is flickering, and when I opened the housing the wires are burnt at the connector.", // 13
      "Kill that breaker, Ray, thanks.", // 14
      "Okay, Ray's shut it off at the panel.", // 15
      "C corridor floor, somebody dragged something heavy and gouged the epoxy coating, long scrape marks.", // 16
      "Cosmetic, leave it for the recoat next year.", // 17
      "Back lot fence, there's a section where the chain-link's been pushed in at the bottom, you could crawl right under.", // 18
      "That's how people get in after hours, fix it this week.", // 19
      "Dumpster by the office is overflowing, but that's the hauler, they come tomorrow.", // 20
      "Office restroom, the toilet handle's loose, you have to hold it down to get a flush.", // 21
      "Ray can do that one himself, routine.", // 22
      "Okay, that's the walk, cameras are all recording, I checked the monitor.", // 23
    ],
    findings: [
      {
        id: "office-ramp-handrail-loose",
        at: [2, 3],
        thing: ["handrail", "rail", "ramp", "post"],
        problem: ["loose", "swing", "weld", "broken", "secur", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "unit-a14-rollup-wont-close",
        at: [4, 5, 6],
        thing: ["roll-up", "door", "spring", "a-14"],
        problem: ["won't", "close", "down", "stop", "lock", "secur", "spring", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "building-b-hvac-not-cooling",
        at: [9, 10],
        thing: ["hvac", "compressor", "unit", "climate", "ac", "air"],
        problem: ["cool", "not", "isn't", "never", "warm", "fail", "kick"],
        priority: "HIGH",
      },
      {
        id: "b-corridor-roof-leak",
        at: [11, 12],
        thing: ["ceiling", "tile", "roof", "drain"],
        problem: ["drip", "leak", "water", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "building-c-light-wires-burnt",
        at: [13, 14, 15],
        thing: ["light", "fixture", "wire", "wiring", "connector", "electric"],
        problem: ["burn", "flicker", "scorch", "melt", "damag"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "c-corridor-epoxy-gouged",
        at: [16, 17],
        thing: ["epoxy", "floor", "coating"],
        problem: ["gouge", "scrape", "scratch", "damag", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-lot-fence-pushed-in",
        at: [18, 19],
        thing: ["fence", "chain-link", "chain link"],
        problem: ["push", "gap", "hole", "bent", "breach", "secur", "under", "damag"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "office-toilet-handle-loose",
        at: [21, 22],
        thing: ["toilet", "handle", "flush"],
        problem: ["loose", "hold", "broken", "flush"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "k08-us-fellowship-hall",
    half: "heldout",
    lines: [
      "This is St. Matthew's fellowship hall, I'm here with Pastor Greg and Linda from the building committee.", // 0
      "Main hall, the folding partition wall is stuck halfway, the track's bent and it won't slide either way.", // 1
      "They've been living with it since Easter, so it can wait for the summer work.", // 2
      "Stage steps on the left side, the top step is cracked and the nosing's loose, it shifts when you put weight on it.", // 3
      "Kids are up and down those every Sunday, so that one's first on the list.", // 4
      "Stage lights all come up, dimmers too.", // 5
      "Kitchen, the big commercial range, one of the burners gives off a strong gas smell when you turn the knob and it never lights.", // 6
      "I shut it back off, and Linda's taping a do-not-use sign on it.", // 7
      "Gas company or the appliance guy today, not later.", // 8
      "Dishwasher's fine, they ran it for the potluck Sunday, no problems.", // 9
      "Three-compartment sink, the drain under the middle basin is leaking, there's a bucket under it that's almost full.", // 10
      "Restrooms off the lobby, the men's has a urinal that flushes itself every minute or two and just won't quit.", // 11
      "Women's is fine, Linda says.", // 12
      "Down to the basement, these stairs are steep, and there's no handrail at all on the wall side.", // 13
      "Boiler room, the boiler fired as soon as I bumped the thermostat, radiators upstairs are warming up.", // 14
      "There's an old water stain on the basement ceiling, Greg says the pipe above it got fixed in the fall and it's bone dry.", // 15
      "We'll just paint over it when we do the basement, low priority.", // 16
      "Sunday school room down here, the egress window's painted shut, won't budge, and the well outside it is packed with leaves.", // 17
      "That's their second way out of this room, so it has to open.", // 18
      "Back up the stairs and out to the parking lot.", // 19
      "Side entrance by the ramp, the exit sign over the door is dark, and the battery backup doesn't come on when I test it either.", // 20
      "Lot striping's faded, they'd like it redone, but that's cosmetic, next year.", // 21
      "Okay, I'll write it up for the committee, thanks, Greg.", // 22
    ],
    findings: [
      {
        id: "hall-partition-stuck",
        at: [1, 2],
        thing: ["partition", "folding wall", "wall", "track"],
        problem: ["stuck", "bent", "won't", "slide", "jam", "broken"],
        priority: "LOW",
      },
      {
        id: "stage-top-step-cracked",
        at: [3, 4],
        thing: ["step", "stage", "nosing", "stair", "tread"],
        problem: ["crack", "loose", "shift", "move", "broken", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kitchen-range-gas-smell",
        at: [6, 7, 8],
        thing: ["range", "burner", "gas", "stove", "cooker"],
        problem: ["gas", "smell", "leak", "light", "never", "do-not-use"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "compartment-sink-drain-leak",
        at: [10],
        thing: ["sink", "drain", "basin", "pipe"],
        problem: ["leak", "drip", "bucket", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "mens-urinal-flushing",
        at: [11],
        thing: ["urinal", "flush", "flushometer", "valve"],
        problem: ["flush", "won't", "quit", "stop", "constant", "run"],
        priority: "MEDIUM",
      },
      {
        id: "basement-stairs-no-handrail",
        at: [13],
        thing: ["handrail", "rail", "stair", "steps"],
        problem: ["no", "missing", "without", "lack", "need", "steep"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basement-ceiling-old-stain",
        at: [15, 16],
        thing: ["ceiling", "stain", "paint"],
        problem: ["stain", "paint", "mark", "water"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "classroom-egress-window-painted-shut",
        at: [17, 18],
        thing: ["egress", "window", "well"],
        problem: ["painted shut", "shut", "won't", "budge", "stuck", "open", "leaves", "block"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "side-entrance-exit-sign-dark",
        at: [20],
        thing: ["exit sign", "sign", "battery", "emergency"],
        problem: ["dark", "out", "not", "doesn't", "fail", "battery", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "parking-lot-striping-faded",
        at: [21],
        thing: ["striping", "stripe", "line", "parking", "lot"],
        problem: ["fade", "worn", "cosmetic", "redo", "repaint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k09-us-midrise-annual-with-tech",
    half: "tune",
    lines: [
      "Okay, annual inspections, Parkview Towers, eighth floor, starting with 804, I've got Marcus from maintenance with me.", // 0
      "804, nobody's home, notice went up forty-eight hours ago.", // 1
      "Kitchen sink sprayer's leaking at the hose, there's water sitting in the cabinet base.", // 2
      "Bottom of the cabinet's swelled up, so it's been going on a while, Marcus has a hose on the cart and he'll swap it right after the walk.", // 3
      "Bathroom GFCI tests and resets, good.", // 4
      "Thermostat's working, fan coil's blowing warm.", // 5
      "Bedroom window, the limiter stop is gone, it swings all the way open, and we're eight floors up.", // 6
      "Gotta get a stop on it today, there's a kid's room right next to it.", // 7
      "Okay, 804's done, across the hall to 807.", // 8
      "807, Mrs. Chen's home, she says everything's great except the closet.", // 9
      "Bifold in the bedroom closet jumped its track, it's hanging off the top pivot.", // 10
      "Marcus popped it back in, but the pivot's cracked, so it'll just drop out again.", // 11
      "Smoke detector tested fine, CO detector too.", // 12
      "She's got a ton of plants on the sill, some water rings from the pots, she says she'll clean those up herself.", // 13
      "Bathroom exhaust fan is really loud, grinding, like a bearing's on its way out.", // 14
      "Still pulls air though, so routine.", // 15
      "Next, 810, vacant, being turned.", // 16
      "Floors are done, paint's fresh, it looks nice.", // 17
      "Breaker panel by the entry, there's a missing knockout blank, an open slot where you could stick a finger right in against the bus.", // 18
      "Needs a filler plate before it gets rented, Marcus has some down in the shop.", // 19
      "Dishwasher door won't latch, it springs back open when you push it shut.", // 20
      "That one's low, it's vacant, we'll catch it with the turn.", // 21
      "And the hallway outside 810 has a long scuff down the corridor wall from somebody's moving dolly.", // 22
      "Okay, floor eight done, taking the elevator down to seven.", // 23
    ],
    findings: [
      {
        id: "804-sprayer-hose-leak",
        at: [2, 3],
        thing: ["sprayer", "hose", "sink", "cabinet"],
        problem: ["leak", "water", "swell", "drip", "wet", "swap"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "804-bedroom-window-stop-missing",
        at: [6, 7],
        thing: ["window", "limiter", "stop", "restrictor"],
        problem: ["gone", "missing", "no", "open", "need", "without"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "807-bifold-pivot-cracked",
        at: [10, 11],
        thing: ["bifold", "closet door", "door", "pivot", "track"],
        problem: ["track", "hanging", "crack", "drop", "broken", "off"],
        priority: "MEDIUM",
      },
      {
        id: "807-bath-fan-grinding",
        at: [14, 15],
        thing: ["exhaust fan", "fan", "bearing", "vent"],
        problem: ["loud", "grind", "noise", "noisy", "bearing", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "810-panel-missing-blank",
        at: [18, 19],
        thing: ["panel", "breaker", "knockout", "blank", "filler", "electric"],
        problem: ["missing", "open", "slot", "gap", "exposed", "need"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "810-dishwasher-latch",
        at: [20, 21],
        thing: ["dishwasher", "door", "latch"],
        problem: ["latch", "won't", "spring", "open", "broken", "close"],
        priority: "LOW",
      },
      {
        id: "810-corridor-scuff",
        at: [22],
        thing: ["wall", "corridor", "hallway", "paint"],
        problem: ["scuff", "mark", "scrape", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k10-us-colonial-winter-no-heat",
    half: "heldout",
    lines: [
      "It's January twelfth, eleven degrees out, I'm at 52 Birch Hollow, the two-story colonial, tenants called in about the heat.", // 0
      "The Harrises are home, Tom let me in.", // 1
      "It is cold in here, thermostat's reading fifty-four and it's set to sixty-eight.", // 2
      "Basement, the furnace isn't firing, inducer runs for a few seconds and then it quits, and the status light's blinking three times.", // 3
      "That's a pressure switch code, could be the flue's plugged up with ice.", // 4
      "Outside on the side of the house, yep, the exhaust pipe's caked over with ice.", // 5
      "Knocked it clear, but it still won't relight, so this is an HVAC emergency call, now, they've got two little kids.", // 6
      "While I'm down here, water heater's fine, hot water at the kitchen tap in under a minute.", // 7
      "Sump pit, the pump's running nonstop because the discharge line's frozen outside, water's right up at the rim.", // 8
      "If that goes over, the whole basement floods, so same visit, tell the tech.", // 9
      "Laundry area, the dryer vent is that old white vinyl duct, crushed flat behind the dryer.", // 10
      "That's a fire risk, swap it for rigid metal this week.", // 11
      "Up to the first floor, kitchen's fine, fridge running, range works.", // 12
      "Front door, you can see daylight all around the weatherstrip, there's a real draft coming in.", // 13
      "Not a huge deal, but it's letting a lot of cold in, so routine.", // 14
      "Second floor, the hallway carbon monoxide detector is missing, there's just the mounting plate up on the ceiling.", // 15
      "Tom says it kept beeping so he took it down, it's in a drawer somewhere.", // 16
      "New one today, this is a gas furnace house, it's not optional.", // 17
      "Kids' bathroom, the tub spout's loose, it turns on the pipe and the caulk behind it has split.", // 18
      "Master bedroom ceiling has a hairline crack along the taped seam, old, cosmetic.", // 19
      "Okay, the HVAC tech just texted, he's forty minutes out.", // 20
      "I'll wait here with Tom, and I'm bringing in a couple of space heaters from the truck.", // 21
    ],
    findings: [
      {
        id: "furnace-not-firing-no-heat",
        at: [3, 4, 5, 6],
        thing: ["furnace", "heat", "inducer", "flue", "exhaust", "hvac"],
        problem: [
          "fir",
          "quit",
          "won't",
          "no heat",
          "cold",
          "ice",
          "block",
          "plug",
          "fail",
          "relight",
        ],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "sump-discharge-frozen",
        at: [8, 9],
        thing: ["sump", "pump", "discharge", "pit"],
        problem: ["frozen", "freez", "rim", "overflow", "flood", "nonstop", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "dryer-vent-vinyl-crushed",
        at: [10, 11],
        thing: ["dryer vent", "vent", "duct", "dryer"],
        problem: ["crush", "vinyl", "flat", "fire", "replace", "swap"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "front-door-weatherstrip-gaps",
        at: [13, 14],
        thing: ["weatherstrip", "weather strip", "door", "draft"],
        problem: ["daylight", "gap", "draft", "cold", "worn", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "hall-co-detector-missing",
        at: [15, 16, 17],
        thing: ["carbon monoxide", "co detector", "detector", "alarm"],
        problem: ["missing", "gone", "removed", "took", "down", "new", "no"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kids-bath-tub-spout-loose",
        at: [18],
        thing: ["tub spout", "spout", "tub", "caulk"],
        problem: ["loose", "turn", "split", "crack", "move"],
        priority: "MEDIUM",
      },
      {
        id: "master-ceiling-hairline-crack",
        at: [19],
        thing: ["ceiling", "seam", "drywall"],
        problem: ["crack", "hairline", "cosmetic"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k11-us-side-by-side-duplex-turn",
    half: "tune",
    lines: [
      "Okay, 2210 and 2212 Cedar, the side-by-side duplex, 2212's the turnover, 2210 is just a quick look since we're here.", // 0
      "2212 first, it's empty, previous tenant moved out last week.", // 1
      "Living room, the carpet's stained bad in the traffic lanes, and it's old, I think it's original to the build.", // 2
      "Replace it with the turn, not urgent.", // 3
      "Kitchen, range hood light works but the fan doesn't, you just get a click.", // 4
      "Cabinets are in decent shape, a couple of hinges were loose, I already tightened those.", // 5
      "Half bath, the p-trap under the vanity's dripping into the cabinet, there's a brown ring and it's still wet.", // 6
      "Slow drip, but it's active.", // 7
      "Going upstairs, handrail's good and solid.", // 8
      "Bedroom two, somebody kicked the door, the hollow-core skin is busted clean through near the bottom.", // 9
      "Just swap the slab, they're cheap.", // 10
      "Bedroom one, window's fine, but the smoke alarm's gone, just the wires tucked in the ceiling box with caps on them.", // 11
      "It's a hardwired one, electrician can hang a new one with the rest of his list, but it has to be in before move-in.", // 12
      "Okay, over to 2210, Brenda's side.", // 13
      "Brenda says her only thing is the back door, the bottom of the frame's rotted out and the deadbolt doesn't reach the strike anymore.", // 14
      "She's been wedging a chair under the knob at night, so that's a today thing.", // 15
      "Her kitchen faucet's fine, she says the pressure's been better since we swapped the aerator.", // 16
      "Basement, on the shared wall between the two sides, there's a crack with some white efflorescence, but it's dry.", // 17
      "Keep an eye on that one, take a photo every visit.", // 18
      "Outside, the shared driveway has a big pothole down by the street that's getting deeper.", // 19
      "Gutters got cleaned in the fall, they're running clear.", // 20
      "And the front stoop on 2212, the concrete's flaking on the top step, just surface stuff.", // 21
      "Leave it, it's cosmetic for now.", // 22
      "That's Cedar done, I'll get the turn list to the vendors tonight.", // 23
    ],
    findings: [
      {
        id: "2212-living-carpet-stained",
        at: [2, 3],
        thing: ["carpet", "floor"],
        problem: ["stain", "worn", "old", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "2212-range-hood-fan",
        at: [4],
        thing: ["range hood", "hood", "fan", "extractor"],
        problem: ["doesn't", "click", "not", "dead", "broken", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "2212-half-bath-ptrap-drip",
        at: [6, 7],
        thing: ["p-trap", "trap", "vanity", "drain", "pipe", "sink"],
        problem: ["drip", "leak", "wet", "water", "active"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "2212-bedroom-door-busted",
        at: [9, 10],
        thing: ["door", "slab"],
        problem: ["kick", "bust", "hole", "broken", "damag", "swap", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "2212-smoke-alarm-missing",
        at: [11, 12],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["gone", "missing", "no", "removed", "new", "need"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "2210-back-door-frame-rot",
        at: [14, 15],
        thing: ["back door", "door", "frame", "deadbolt", "strike", "lock"],
        problem: ["rot", "reach", "lock", "secur", "doesn't", "won't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "basement-shared-wall-crack",
        at: [17, 18],
        thing: ["wall", "foundation", "basement", "crack"],
        problem: ["crack", "efflorescence", "monitor", "eye"],
        priority: "MEDIUM",
      },
      {
        id: "driveway-pothole",
        at: [19],
        thing: ["driveway", "pothole", "drive", "asphalt"],
        problem: ["pothole", "hole", "deep", "damag", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "2212-stoop-concrete-flaking",
        at: [21, 22],
        thing: ["stoop", "step", "concrete"],
        problem: ["flak", "spall", "cosmetic", "surface", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k12-us-pt-clinic-suite-punch",
    half: "heldout",
    lines: [
      "Dictation, Oakridge Commons, suite 300, physical therapy clinic, tenant improvement punch walk.", // 0
      "Entry doors, glass pair, both lock, closers adjusted, good.", // 1
      "Waiting room, ceiling diffuser by the window, condensation dripping, water on the floor under it.", // 2
      "Patients walk right through there, mop's out, need the HVAC balancer in today.", // 3
      "Front desk, power and data floor box, cover plate missing, conductors visible.", // 4
      "Somebody's going to put a heel in it too, it's basically an open hole in the floor.", // 5
      "Treatment area, the handwash sink, no hot water, ran it three minutes, stone cold.", // 6
      "Likely the instant-hot under the counter, check the breaker for it first.", // 7
      "Restroom one, grab bar beside the toilet is loose, pulls off the wall about an inch.", // 8
      "That's ADA, patients put their whole weight on it, re-anchor today.", // 9
      "Restroom two, fine.", // 10
      "Gym area, rubber flooring seam lifted by the treadmill, about two inches.", // 11
      "Medium, it's behind the machine, nobody walks back there.", // 12
      "Back office, corner bead cracked, paint chipped at the corner.", // 13
      "Low, cosmetic.", // 14
      "Storage closet, door drags on the carpet, won't close without a shove.", // 15
      "Break room, fridge is theirs, cabinets good, faucet good.", // 16
      "Server closet, running hot, the mini-split's not running, remote gets no response.", // 17
      "Routine, but don't sit on it.", // 18
      "Corridor outside the suite, tenant signage is up, looks good.", // 19
      "Stair door next to the suite was wedged open, pulled the wedge, it closes and latches on its own fine.", // 20
      "End of walk, punch list to the GC by Friday.", // 21
    ],
    findings: [
      {
        id: "waiting-room-diffuser-dripping",
        at: [2, 3],
        thing: ["diffuser", "ceiling", "hvac", "condensation"],
        problem: ["drip", "condensation", "water", "leak", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "front-desk-floor-box-open",
        at: [4, 5],
        thing: ["floor box", "box", "cover", "plate", "conductor", "wire", "electric"],
        problem: ["missing", "visible", "exposed", "open", "hole"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "handwash-sink-no-hot-water",
        at: [6, 7],
        thing: ["hot water", "sink", "instant-hot", "water heater", "heater"],
        problem: ["no hot", "cold", "hot", "not", "fail", "breaker"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "restroom-grab-bar-loose",
        at: [8, 9],
        thing: ["grab bar", "bar", "rail"],
        problem: ["loose", "pull", "anchor", "secur", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gym-floor-seam-lifted",
        at: [11, 12],
        thing: ["flooring", "floor", "seam", "rubber"],
        problem: ["lift", "seam", "raised", "curl", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "back-office-corner-bead",
        at: [13, 14],
        thing: ["corner bead", "corner", "paint", "drywall", "wall"],
        problem: ["crack", "chip", "damag", "cosmetic"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "storage-closet-door-drags",
        at: [15],
        thing: ["door", "closet"],
        problem: ["drag", "rub", "won't", "close", "stick", "shove"],
        priority: "MEDIUM",
      },
      {
        id: "server-closet-mini-split-down",
        at: [17, 18],
        thing: ["mini-split", "mini split", "ac", "hvac", "split", "cooling"],
        problem: ["not", "hot", "running", "no response", "dead", "fail"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "k13-us-pizzeria-and-patio",
    half: "tune",
    lines: [
      "Okay, Sal's Pizza on Main, we own the building, restaurant downstairs and an apartment up top, doing the restaurant half today.", // 0
      "Sal's in the back stretching dough, he waved me in.", // 1
      "Dining room, the ceiling fan over the front window wobbles like crazy on high.", // 2
      "Checked the mount, it's tight, so it just needs balancing.", // 3
      "Front window's got a crack in the bottom corner, somebody threw a rock last week, Sal says.", // 4
      "It's holding together, but get the glass company to quote it.", // 5
      "Oven area, the gas flex connector to the deck oven is kinked hard behind the oven.", // 6
      "Nothing on the sniffer, but it's gas, so this week, not next month.", // 7
      "Prep sink faucet won't turn off all the way, it's dribbling the whole time.", // 8
      "Mop sink's fine, drains quick.", // 9
      "Walk-in cooler, the evaporator's dripping onto the top shelf, drain line's clogged and there's ice building on the coil.", // 10
      "Refrigeration guy in the next couple days, before it ices over completely.", // 11
      "Back hallway, emergency light doesn't come on when you hit the test button.", // 12
      "Breaker panel's back there too, all labeled, cover on, nothing warm.", // 13
      "Out the back to the patio, the wooden steps down to the lot, second board is rotted and cracked clean through.", // 14
      "Customers use those to get to their cars, so rope it off and fix it tomorrow.", // 15
      "String lights on the pergola are Sal's, he put them up himself.", // 16
      "Patio fence is missing a couple of pickets, cosmetic really.", // 17
      "Leave them for the spring.", // 18
      "Grease bin's fine, lid's shut.", // 19
      "Alright, upstairs apartment's next week, that's the restaurant done.", // 20
    ],
    findings: [
      {
        id: "dining-ceiling-fan-wobble",
        at: [2, 3],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbl", "balanc", "shake", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "front-window-cracked",
        at: [4, 5],
        thing: ["window", "glass", "pane", "storefront"],
        problem: ["crack", "broken", "damag", "quote", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "deck-oven-gas-flex-kinked",
        at: [6, 7],
        thing: ["gas", "flex", "connector", "oven", "line", "hose"],
        problem: ["kink", "bent", "damag", "replace", "gas"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "prep-sink-faucet-dribbling",
        at: [8],
        thing: ["faucet", "tap", "sink"],
        problem: ["dribbl", "drip", "won't", "off", "leak", "run"],
        priority: "MEDIUM",
      },
      {
        id: "walk-in-evaporator-dripping",
        at: [10, 11],
        thing: ["evaporator", "cooler", "walk-in", "drain", "coil", "refrigeration"],
        problem: ["drip", "clog", "ice", "leak", "block", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "back-hall-emergency-light",
        at: [12],
        thing: ["emergency light", "light", "emergency"],
        problem: ["doesn't", "not", "fail", "dead", "test", "out"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "patio-steps-rotted-board",
        at: [14, 15],
        thing: ["step", "stair", "board", "tread", "patio"],
        problem: ["rot", "crack", "broken", "trip", "unsafe", "rope"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "patio-fence-pickets-missing",
        at: [17, 18],
        thing: ["fence", "picket"],
        problem: ["missing", "gone", "cosmetic", "broken"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k14-us-boutique-front-street",
    half: "heldout",
    lines: [
      "So this is the boutique at 18 Front Street, Willow and Lace, the owner's Kim, it's a mid-lease check.", // 0
      "Sales floor, the track lights, third track from the door, no, sorry, fourth, half the heads are out and the whole track's buzzing.", // 1
      "Kim says one of the heads got too hot to touch, so she's been keeping that track switched off.", // 2
      "Fitting rooms, mirrors are fine, the curtains are hers.", // 3
      "The end fitting room, the floor's, um, the laminate's peeling up at the threshold, the edge strip's gone and the edge is sticking up.", // 4
      "Customers are in their socks in there, so get it fixed this week.", // 5
      "Register area, the return air grille is hanging by one screw.", // 6
      "Kim's got a space heater under the desk because she says the front's always cold.", // 7
      "I looked, the floor register up front was shut, I opened it up and the air's plenty warm now.", // 8
      "Back stockroom, there's a stain on the ceiling tile by the back wall, and, hang on, it's actually wet, it's dripping.", // 9
      "Probably coming from the apartment upstairs, their bathroom's right over this.", // 10
      "I'll go knock upstairs after this, but get a plumber lined up regardless.", // 11
      "Stock shelving is hers, it's bolted to the wall, fine.", // 12
      "Back door to the alley, there are pry marks on the frame and the strike's bent out, so the latch barely grabs.", // 13
      "Honestly one good shove and it's open, so that's urgent.", // 14
      "Restroom, toilet's fine, the sink faucet handle's cracked, but it still works, so low.", // 15
      "Little water heater in the closet, the relief valve's got no discharge pipe on it.", // 16
      "Routine, have the plumber add one when he's out for the leak.", // 17
      "Front door, the storefront closer is leaking oil, there's a brown drip on the threshold.", // 18
      "It still closes, it just slams a bit.", // 19
      "Out front, the awning's faded and torn on one end, but per the lease that's her awning, not ours.", // 20
      "Paint on the bulkhead under the display window is chipped, cosmetic, next repaint.", // 21
      "Okay, heading upstairs to see about that leak.", // 22
    ],
    findings: [
      {
        id: "sales-floor-track-light-buzzing",
        at: [1, 2],
        thing: ["track", "light", "lighting", "head", "electric"],
        problem: ["buzz", "hot", "out", "overheat", "fault", "switched off"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "fitting-room-laminate-lifting",
        at: [4, 5],
        thing: ["laminate", "floor", "edge strip", "threshold", "transition"],
        problem: ["peel", "lift", "gone", "missing", "stick", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "register-return-grille-hanging",
        at: [6],
        thing: ["grille", "return", "vent", "register"],
        problem: ["hang", "loose", "screw", "falling", "secur"],
        priority: "MEDIUM",
      },
      {
        id: "stockroom-ceiling-leak",
        at: [9, 10, 11],
        thing: ["ceiling", "tile", "plumb"],
        problem: ["wet", "drip", "leak", "stain", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "alley-door-strike-bent",
        at: [13, 14],
        thing: ["back door", "door", "strike", "latch", "frame", "lock"],
        problem: ["pry", "bent", "barely", "shove", "open", "secur", "damag"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "restroom-faucet-handle-cracked",
        at: [15],
        thing: ["faucet", "handle", "tap"],
        problem: ["crack", "broken", "damag"],
        priority: "LOW",
      },
      {
        id: "water-heater-no-relief-pipe",
        at: [16, 17],
        thing: ["water heater", "relief valve", "valve", "discharge", "pipe", "tpr"],
        problem: ["no", "missing", "without", "need", "add"],
        priority: "MEDIUM",
      },
      {
        id: "storefront-closer-leaking",
        at: [18, 19],
        thing: ["closer", "door"],
        problem: ["leak", "oil", "drip", "slam", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "bulkhead-paint-chipped",
        at: [21],
        thing: ["bulkhead", "paint", "display window"],
        problem: ["chip", "cosmetic", "repaint", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "k15-us-storage-and-manager-apartment",
    half: "tune",
    lines: [
      "Monthly walk at StoreSafe on Industrial Parkway, plus the on-site manager's apartment, I'm with Donna, she runs the place.", // 0
      "Office first, the front door's fine, the entry chime works.", // 1
      "Office restroom, sink's fine, but the toilet's running nonstop.", // 2
      "She jiggles the handle, it quits, and five minutes later off it goes again.", // 3
      "Golf cart charger in the back of the office, the outlet it's plugged into is warm and the cover's gone yellow-brown.", // 4
      "Stop charging it there till the electrician's looked at it, please.", // 5
      "Drive aisle between D and E, there's a big pothole with water sitting in it.", // 6
      "D building, the roll-up on D-7's dented in the middle where a tenant backed a truck into it, still opens and locks fine.", // 7
      "Cosmetic, low.", // 8
      "E building, the downspout on the corner's come off and it's dumping right at E-1, water's getting in under the door.", // 9
      "Tenant's boxes in E-1 are up on pallets so they're okay for now, but reconnect it today before the next rain.", // 10
      "Fire extinguisher at the end of E, gauge is down in the red.", // 11
      "Swap it out this week.", // 12
      "Okay, upstairs to the apartment over the office.", // 13
      "The outside stairs up are metal, handrail's solid, treads are fine.", // 14
      "Donna's kitchen, the dishwasher leaks out the door, little puddle on the floor every time she runs it.", // 15
      "She's been putting a towel down for a couple weeks now.", // 16
      "Living room, the window AC is ours, it blows, but it's barely cooling.", // 17
      "Bathroom fan works, ceiling's clean.", // 18
      "Bedroom smoke alarm, she'd pulled the battery because it goes off when she cooks, I put a fresh one in and it tests fine now.", // 19
      "Hall closet, furnace filter's clean, she changes it herself, it's dated last month.", // 20
      "Apartment front door, the deadbolt's stiff, you really have to crank the key to get it over.", // 21
      "Routine, some graphite or a new cylinder.", // 22
      "That's StoreSafe, done.", // 23
    ],
    findings: [
      {
        id: "office-toilet-running",
        at: [2, 3],
        thing: ["toilet", "flapper", "tank", "handle"],
        problem: ["run", "nonstop", "jiggl", "leak", "flush"],
        priority: "MEDIUM",
      },
      {
        id: "cart-charger-outlet-discolored",
        at: [4, 5],
        thing: ["outlet", "receptacle", "socket", "cover", "charger", "electric"],
        problem: ["warm", "hot", "discolor", "yellow", "brown", "scorch", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "drive-aisle-pothole",
        at: [6],
        thing: ["pothole", "aisle", "drive", "asphalt", "pavement"],
        problem: ["pothole", "hole", "water", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "d7-rollup-dented",
        at: [7, 8],
        thing: ["roll-up", "door", "d-7"],
        problem: ["dent", "damag", "cosmetic"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "e-building-downspout-off",
        at: [9, 10],
        thing: ["downspout", "gutter", "door", "e-1"],
        problem: ["off", "disconnect", "dump", "water", "getting in", "leak", "reconnect"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "e-building-extinguisher-discharged",
        at: [11, 12],
        thing: ["extinguisher", "fire"],
        problem: ["red", "discharg", "empty", "gauge", "swap", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "apartment-dishwasher-leak",
        at: [15, 16],
        thing: ["dishwasher", "door", "seal", "gasket"],
        problem: ["leak", "puddle", "water", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "apartment-window-ac-weak",
        at: [17],
        thing: ["window ac", "ac", "air conditioner", "air", "unit"],
        problem: ["barely", "cool", "weak", "not", "poor"],
        priority: "MEDIUM",
      },
      {
        id: "apartment-deadbolt-stiff",
        at: [21, 22],
        thing: ["deadbolt", "lock", "cylinder", "door"],
        problem: ["stiff", "crank", "hard", "stick", "lubric", "graphite"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "k16-us-church-hall-and-parsonage",
    half: "heldout",
    lines: [
      "Grace Community Church, I'm doing the hall and then the parsonage next door, Deacon Phil's with me.", // 0
      "Church hall, the big room, tables are stacked, floor's just been waxed, looks good.", // 1
      "Double doors out to the side lot, the right leaf's top bolt won't drop, so the pair doesn't stay locked, you push and both swing open.", // 2
      "Phil says they've been zip-tying the handles at night, which is a fire problem on top of everything, so that's today.", // 3
      "Kitchen, fridge is cold, the coffee urns are theirs, the big range works.", // 4
      "Over the range the hood fan's dead, and the filters are dripping grease.", // 5
      "Clean the filters and get the fan looked at, next couple of weeks.", // 6
      "Nursery, two of the outlet cover plates are missing, and there are toddlers in here every Sunday.", // 7
      "Plates and tamper-resistant receptacles, this week.", // 8
      "Down to the basement, the stair light won't come on, flipping the switch does nothing and it's pitch black on those steps.", // 9
      "Basement, there's water coming in at the base of the north wall, a wet line across the floor from last night's rain.", // 10
      "Sump's working, I heard it kick on, so it's coming through the wall, not up from the floor.", // 11
      "Old boiler, Phil says it got serviced in September, the tag's on it, it's running nice.", // 12
      "Okay, across the lawn to the parsonage, the pastor's family lives here.", // 13
      "Front porch, porch light's fine, floorboards are solid.", // 14
      "Living room, the fireplace damper won't open, the handle's seized up.", // 15
      "They don't use it anyway, routine.", // 16
      "Upstairs hall bath, the floor around the toilet's soft and the vinyl's bubbled up.", // 17
      "Phil says the plumber reset the toilet last month and the leak's fixed, but the subfloor's still soft, so it needs opening up.", // 18
      "Kids' bedroom, the window screen's torn, low, whenever.", // 19
      "Smoke alarms in all the bedrooms, tested, they all beep.", // 20
      "Out the side of the parsonage, a crawlspace vent cover's knocked off, there's a raccoon-size hole.", // 21
      "Get a new cover on there before something moves in.", // 22
      "Dining room wallpaper's peeling at one seam, purely cosmetic.", // 23
      "That's Grace done, thanks, Phil.", // 24
    ],
    findings: [
      {
        id: "hall-side-double-doors-bolt",
        at: [2, 3],
        thing: ["double doors", "door", "bolt", "flush bolt", "leaf", "lock"],
        problem: ["won't", "drop", "lock", "open", "secur", "swing", "fail"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hall-kitchen-hood-fan-dead",
        at: [5, 6],
        thing: ["hood", "fan", "filter", "range hood", "extractor"],
        problem: ["dead", "grease", "drip", "not", "broken", "fail", "clean"],
        priority: "MEDIUM",
      },
      {
        id: "nursery-outlet-covers-missing",
        at: [7, 8],
        thing: ["outlet", "cover", "plate", "receptacle", "socket", "electric"],
        problem: ["missing", "no", "exposed", "gone", "tamper"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "basement-stair-light-out",
        at: [9],
        thing: ["stair light", "light", "switch", "stair"],
        problem: ["won't", "nothing", "dark", "black", "out", "doesn't", "fail"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basement-north-wall-water",
        at: [10, 11],
        thing: ["wall", "basement", "foundation", "water"],
        problem: ["water", "wet", "leak", "ingress", "coming in", "seep"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "parsonage-damper-seized",
        at: [15, 16],
        thing: ["damper", "fireplace", "chimney", "handle"],
        problem: ["seize", "won't", "open", "stuck", "jam"],
        priority: "MEDIUM",
      },
      {
        id: "parsonage-bath-subfloor-soft",
        at: [17, 18],
        thing: ["subfloor", "floor", "vinyl", "toilet"],
        problem: ["soft", "bubbl", "rot", "damag", "spongy"],
        priority: "MEDIUM",
      },
      {
        id: "kids-bedroom-screen-torn",
        at: [19],
        thing: ["screen", "window"],
        problem: ["torn", "tear", "rip", "damag", "hole"],
        priority: "LOW",
      },
      {
        id: "parsonage-crawlspace-vent-cover",
        at: [21, 22],
        thing: ["vent", "cover", "crawlspace", "crawl space"],
        problem: ["off", "missing", "knock", "hole", "gap", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "dining-room-wallpaper-peeling",
        at: [23],
        thing: ["wallpaper", "paper", "seam", "wall"],
        problem: ["peel", "lift", "cosmetic", "loose"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
