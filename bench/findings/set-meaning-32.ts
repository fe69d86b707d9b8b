// Blind walkthroughs, set meaning-32 (written without seeing the extractor).
// Hotels, hostels, B&Bs and serviced accommodation (UK, Irish, US, Australian): rooms, corridors, plant, kitchens, bars, pool and spa between guests.
import type { Walkthrough } from "./types";

export const MEANING32_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ag01-city-hotel-third-floor",
    half: "tune",
    lines: [
      "Right, this is Dave, maintenance, doing the third floor turnaround checks, it's about half eleven.", // 0
      "Room 301, housekeeping have done it, bed's made, looks fine.", // 1
      "Bathroom in 301, the shower mixer's dripping constantly even when it's off.", // 2
      "Probably the cartridge, it's a Grohe so I'll need to order one in.", // 3
      "Sorry, go ahead Reception. Yeah, tell him ten minutes, I'm on three.", // 4
      "Room 302, the blackout blind's come off its bracket, it's hanging off on the left side.", // 5
      "Kettle and hairdryer tested, all good.", // 6
      "302's smoke detector, the light's not flashing at all and the test button does nothing.", // 7
      "That needs sorting today, we can't let the room like that.", // 8
      "Out on the corridor by the lift lobby, the fire door's been wedged open with a laundry bag again.", // 9
      "I've pulled the bag out, but the closer's weak as well, it doesn't latch on its own.", // 10
      "Carpet outside 305 has a big ripple in it, someone's going to catch their foot on that.", // 11
      "305, guest is still in, do not disturb is on, I'll come back to it.", // 12
      "Room 306, there's a scuff all along the wall behind the desk chair, just cosmetic.", // 13
      "Minibar fridge in 306 isn't cooling, it's warm inside.", // 14
      "Checked the door lock on 306 with the master key card, reads fine.", // 15
      "Downlight outside 308, no, outside 309, is flickering, low priority, I'll do it next round.", // 16
      "Nope, the air con's fine in 309, I thought it was making a noise but it's just the vent.", // 17
      "Room 310, the bath panel is cracked at the bottom corner.", // 18
      "That's it for three, heading down to the plant room.", // 19
    ],
    findings: [
      {
        id: "shower-mixer-drip",
        at: [2, 3],
        thing: ["shower", "mixer", "cartridge"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "blind-off-bracket",
        at: [5],
        thing: ["blind", "blackout", "bracket"],
        problem: ["hanging", "off"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-dead",
        at: [7, 8],
        thing: ["smoke", "detector"],
        problem: ["not flashing", "nothing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-door-wedged",
        at: [9, 10],
        thing: ["fire door", "door", "closer"],
        problem: ["wedged", "latch", "weak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet-ripple",
        at: [11],
        thing: ["carpet"],
        problem: ["ripple", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wall-scuff",
        at: [13],
        thing: ["wall", "scuff"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "minibar-not-cooling",
        at: [14],
        thing: ["minibar", "fridge"],
        problem: ["cooling", "warm"],
        priority: "MEDIUM",
      },
      {
        id: "downlight-flicker",
        at: [16],
        thing: ["downlight", "light"],
        problem: ["flicker"],
        priority: "LOW",
      },
      {
        id: "bath-panel-cracked",
        at: [18],
        thing: ["bath", "panel"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ag02-galway-hostel-walkround",
    half: "heldout",
    lines: [
      "Okay so it's Aoife, duty manager, doing the morning walk-round before the new lot check in at two.", // 0
      "Dorm 4, the eight-bed, the top bunk on the left has no guard rail on it, it's just gone.", // 1
      "Someone could roll straight off that in the night, so that's urgent.", // 2
      "Lockers in dorm 4 are grand, all the hasps are working.", // 3
      "The window in dorm 4 is on the ground floor and the latch won't close, it just swings open.", // 4
      "Dorm 5, the en suite toilet keeps running, the cistern's constantly filling.", // 5
      "Ah, it's the flapper, I'd say, I'll grab one from the stores.", // 6
      "Sorry, Ciarán, yeah, the towels are in the dryer, can you take them out, thanks.", // 7
      "Down to the guest kitchen now, one of the rings on the induction hob, the back right, won't heat up at all.", // 8
      "And there's a socket by the toaster that's scorched, black around the pins.", // 9
      "I've switched it off at the wall and put tape over it.", // 10
      "Fire blanket's on the wall and in date, extinguisher's tagged, fine.", // 11
      "The kitchen floor's a bit sticky but that's just cleaning, not a maintenance thing.", // 12
      "Common room, the couch has a big tear in the arm, not urgent, when we get round to it.", // 13
      "Telly's working, the wifi router's lights are all green.", // 14
      "Stairs up to the second floor, the handrail's loose at the bottom, it moves a good inch when you lean on it.", // 15
      "Second floor showers, hot water's fine, pressure's fine.", // 16
      "Shower three, the drain's slow, there's about an inch of water sitting there after.", // 17
      "Hair in the trap, probably.", // 18
      "Back at reception, the intercom from the front door isn't ringing through to the desk.", // 19
      "That's me, I'll log it all on the sheet.", // 20
    ],
    findings: [
      {
        id: "bunk-guard-rail",
        at: [1, 2],
        thing: ["bunk", "guard", "rail"],
        problem: ["no ", "gone", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ground-floor-window-latch",
        at: [4],
        thing: ["window", "latch"],
        problem: ["won't close", "swings"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toilet-running",
        at: [5, 6],
        thing: ["toilet", "cistern", "flapper"],
        problem: ["running", "filling"],
        priority: "MEDIUM",
      },
      {
        id: "hob-ring-dead",
        at: [8],
        thing: ["hob", "ring", "induction"],
        problem: ["heat"],
        priority: "MEDIUM",
      },
      {
        id: "scorched-socket",
        at: [9, 10],
        thing: ["socket"],
        problem: ["scorch", "black"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "couch-torn",
        at: [13],
        thing: ["couch", "sofa"],
        problem: ["tear", "torn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-handrail-loose",
        at: [15],
        thing: ["handrail", "rail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-drain-slow",
        at: [17, 18],
        thing: ["drain", "shower", "trap"],
        problem: ["slow", "sitting"],
        priority: "MEDIUM",
      },
      {
        id: "intercom-not-ringing",
        at: [19],
        thing: ["intercom", "buzzer"],
        problem: ["not ringing", "ringing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ag03-florida-motel-pool-deck",
    half: "tune",
    lines: [
      "Okay, this is Marcus with engineering, doing the pool deck and the first floor rooms, Tuesday.", // 0
      "Pool deck first, the gate into the pool area doesn't self-close, it just stays open.", // 1
      "Latch is fine, it's the hinge spring, it's shot.", // 2
      "Chlorine reading is good, pH is 7.4, logged it.", // 3
      "Two of the pool loungers have broken straps, low priority, we've got spares in the shed.", // 4
      "There's a pool light out, the one in the deep end.", // 5
      "Go for Marcus. Copy that, I'll swing by 114 after this.", // 6
      "Pump room, there's a drip off the filter housing, it's puddling on the floor right next to the control panel.", // 7
      "Needs a new O-ring on the lid, I'll shut it down and do that today.", // 8
      "Room 108, the PTAC unit's blowing but it's not cooling, just warm air, and there's a guest due at three so asap.", // 9
      "Filter on it is clogged solid, so it could just be that.", // 10
      "108 bathroom, the GFCI outlet by the sink won't reset.", // 11
      "Tub caulk in 108 is peeling and a bit moldy along the back.", // 12
      "Room 110, I thought the deadbolt was sticking but it's fine, just needed a firm turn.", // 13
      "110 has a water stain on the ceiling by the vent, it's dry, old stain, cosmetic.", // 14
      "Room 114, guest says the toilet's clogged, yep, it's backed right up, and it's the only one in the room.", // 15
      "Plunged it and it's still not going down, I'll need the auger.", // 16
      "Breezeway outside 116, the stair tread's cracked on the third step and the nosing's loose.", // 17
      "Ice machine on this level's working, bin's full.", // 18
      "Okay, heading back to the shop.", // 19
    ],
    findings: [
      {
        id: "pool-gate-self-close",
        at: [1, 2],
        thing: ["gate", "pool", "hinge"],
        problem: ["self-close", "stays open", "shot"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lounger-straps",
        at: [4],
        thing: ["lounger", "strap"],
        problem: ["broken"],
        priority: "LOW",
      },
      {
        id: "pool-light-out",
        at: [5],
        thing: ["pool light", "light"],
        problem: ["out"],
        priority: "MEDIUM",
      },
      {
        id: "filter-housing-leak",
        at: [7, 8],
        thing: ["filter", "housing", "o-ring"],
        problem: ["drip", "puddl", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ptac-not-cooling",
        at: [9, 10],
        thing: ["ptac", "unit", "filter"],
        problem: ["not cooling", "warm", "clogged"],
        priority: "HIGH",
      },
      {
        id: "gfci-wont-reset",
        at: [11],
        thing: ["gfci", "outlet"],
        problem: ["reset"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "tub-caulk-peeling",
        at: [12],
        thing: ["caulk", "tub"],
        problem: ["peel", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-stain",
        at: [14],
        thing: ["ceiling", "stain"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-clogged",
        at: [15, 16],
        thing: ["toilet"],
        problem: ["clog", "backed", "not going down"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stair-tread-cracked",
        at: [17],
        thing: ["stair", "tread", "nosing", "step"],
        problem: ["crack", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "ag04-goldcoast-serviced-apartments",
    half: "heldout",
    lines: [
      "G'day, it's Shane, building manager, doing the level 12 apartments between guests, Thursday arvo.", // 0
      "1203, out on the balcony, one of the glass balustrade panels has a bit of movement in it, the clamp's loose.", // 1
      "That's a no-go, lock the balcony door off until the glazier's been, today.", // 2
      "Aircon in 1203's working a treat, remote's got batteries.", // 3
      "Kitchen, the dishwasher's leaking out the front, there's water going under the kickboard.", // 4
      "Might just be the door seal, it's perished.", // 5
      "Hang on, phone. Yeah mate, no worries, key's in the lockbox, code's the same.", // 6
      "1204, the benchtop's chipped by the sink, cosmetic, leave it for now.", // 7
      "The smoke alarm in the hallway in 1204 is chirping, so the battery's on the way out.", // 8
      "Laundry in 1204, the dryer vent hose has come off the back, it's blowing lint all through the cupboard.", // 9
      "Bathroom's spotless, housekeeping have done a good job, no leaks under the vanity.", // 10
      "1206, guest's still in, late checkout, skip it.", // 11
      "1207, the shower screen door's dropped, it scrapes the tray and won't close properly.", // 12
      "Pool level now, down on three.", // 13
      "The spa's not heating, it's stone cold, reading twenty-two degrees.", // 14
      "Heater's tripped out on the controller, it's showing an E3 error.", // 15
      "Pool fence, the gate's fine, self-closes and latches, tested it twice.", // 16
      "The pavers by the pool shower are lifting, there's a good lip on a couple of them.", // 17
      "Gym, one of the treadmills, the belt's slipping, I've put a sign on it.", // 18
      "Car park, level B1, the roller door's stuck half open, it won't come down.", // 19
      "Anyone can walk in under it, so that's urgent.", // 20
      "Right, that's my lot, back to the office.", // 21
    ],
    findings: [
      {
        id: "balustrade-panel-loose",
        at: [1, 2],
        thing: ["balustrade", "glass", "panel", "clamp"],
        problem: ["movement", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dishwasher-leak",
        at: [4, 5],
        thing: ["dishwasher", "seal"],
        problem: ["leak", "water", "perished"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "benchtop-chip",
        at: [7],
        thing: ["benchtop", "bench"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-alarm-chirping",
        at: [8],
        thing: ["smoke", "alarm", "battery"],
        problem: ["chirp", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dryer-vent-off",
        at: [9],
        thing: ["dryer", "vent", "hose"],
        problem: ["come off", "lint"],
        priority: "MEDIUM",
      },
      {
        id: "shower-screen-dropped",
        at: [12],
        thing: ["shower", "screen"],
        problem: ["dropped", "scrape", "close"],
        priority: "MEDIUM",
      },
      {
        id: "spa-not-heating",
        at: [14, 15],
        thing: ["spa", "heater"],
        problem: ["not heating", "cold", "tripped", "error"],
        priority: "MEDIUM",
      },
      {
        id: "pavers-lifting",
        at: [17],
        thing: ["paver"],
        problem: ["lift", "lip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "treadmill-belt",
        at: [18],
        thing: ["treadmill", "belt"],
        problem: ["slip"],
        priority: "MEDIUM",
      },
      {
        id: "roller-door-stuck",
        at: [19, 20],
        thing: ["roller door", "door"],
        problem: ["stuck", "won't come down"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "ag05-cornwall-bnb-rooms",
    half: "tune",
    lines: [
      "Morning, it's Jan, just doing the rooms at the B&B before the weekend lot arrive.", // 0
      "Rose Room, the radiator under the window's only warm at the bottom, stone cold at the top.", // 1
      "Needs bleeding, I'll do it once I've found the key.", // 2
      "Tea tray's stocked, the kettle works.", // 3
      "En suite in the Rose Room, the extractor fan doesn't come on with the light anymore.", // 4
      "Grouting round the basin's a bit grubby, that's cosmetic, next deep clean.", // 5
      "On the landing, the smoke alarm, I pressed the test and it does not sound at all.", // 6
      "I'll put a new one up before anyone checks in.", // 7
      "Oh, hello, yes, breakfast is until half nine, the dining room's just through there.", // 8
      "The Blue Room, the sash cord's snapped on the big window, the bottom sash just drops down.", // 9
      "Wardrobe door in the Blue Room's hanging off the top hinge.", // 10
      "Back stairs down to the kitchen, the stair carpet's worn through on the fourth step, there's a hole you could catch your heel in.", // 11
      "Kitchen, the Aga's fine, hot water's fine, no problems there.", // 12
      "The fridge door seal's split along the bottom, it's not shutting tight.", // 13
      "Back door out to the garden, the lock's stiff, I thought it was broken but it does lock, it's okay.", // 14
      "Out by the bins, the gutter above the back door is overflowing, water's pouring down the wall.", // 15
      "It's full of moss, I can see it from here.", // 16
      "The garden bench, the paint's flaking off it, low priority.", // 17
      "Right, that'll do, kettle on.", // 18
    ],
    findings: [
      {
        id: "radiator-needs-bleeding",
        at: [1, 2],
        thing: ["radiator"],
        problem: ["cold", "bleed"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-not-working",
        at: [4],
        thing: ["extractor", "fan"],
        problem: ["doesn't come on", "come on"],
        priority: "MEDIUM",
      },
      {
        id: "grout-grubby",
        at: [5],
        thing: ["grout", "basin"],
        problem: ["grubby"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing-smoke-alarm",
        at: [6, 7],
        thing: ["smoke", "alarm"],
        problem: ["does not sound", "sound"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sash-cord-snapped",
        at: [9],
        thing: ["sash", "cord", "window"],
        problem: ["snapped", "drops"],
        priority: "MEDIUM",
      },
      {
        id: "wardrobe-door-hinge",
        at: [10],
        thing: ["wardrobe", "door", "hinge"],
        problem: ["hanging"],
        priority: "MEDIUM",
      },
      {
        id: "stair-carpet-worn",
        at: [11],
        thing: ["stair", "carpet", "step"],
        problem: ["worn", "hole", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fridge-seal-split",
        at: [13],
        thing: ["fridge", "seal"],
        problem: ["split", "not shutting"],
        priority: "MEDIUM",
      },
      {
        id: "gutter-overflowing",
        at: [15, 16],
        thing: ["gutter"],
        problem: ["overflow", "pouring", "moss"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bench-paint-flaking",
        at: [17],
        thing: ["bench", "paint"],
        problem: ["flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ag06-dublin-hotel-night-round",
    half: "heldout",
    lines: [
      "It's Niall, night manager, doing the walk round after the bar's closed, about one in the morning.", // 0
      "Main bar, the glass washer's not draining, there's a full load of water sitting in the bottom.", // 1
      "Pump's probably gone on it, it's humming but nothing's happening.", // 2
      "Beer lines are grand, the cellar cooler's holding at eleven degrees.", // 3
      "Down the cellar steps, the light at the bottom of the stairs is out, it's pitch black on the last few steps.", // 4
      "Someone's going to go down those with a keg, so first thing tomorrow.", // 5
      "The gas detector in the cellar is showing a fault light, it's not reading anything.", // 6
      "Go ahead, Sinéad. Ah no, just tell him the bar's closed, residents only.", // 7
      "Kitchen, the canopy over the range, the filters are thick with grease, they're dripping.", // 8
      "That's a fire risk, they need to go in the soak tank tomorrow.", // 9
      "Walk-in fridge is at three degrees, fine.", // 10
      "The fire exit out the back of the kitchen, there's a stack of veg crates blocking the door.", // 11
      "I've moved them but I'll have a word with the chef.", // 12
      "The floor tiles by the pot wash are cracked and one's come up, it's a proper trip.", // 13
      "Residents' lounge, the fire's out, the guests are gone up.", // 14
      "The sash on the big window in the lounge won't stay up, no, it's the one beside it.", // 15
      "Leather on the armchair by the fireplace is scratched, cosmetic.", // 16
      "Front door, I've locked it and the mag lock's engaged, tested the release, all good.", // 17
      "Room 212's guest rang down saying there's no hot water, I ran the tap up there, it's lukewarm at best.", // 18
      "Boiler room, the boiler's showing about half a bar, that's low.", // 19
      "I'll top it up and see if it comes back.", // 20
      "Right, back to the desk.", // 21
    ],
    findings: [
      {
        id: "glass-washer-not-draining",
        at: [1, 2],
        thing: ["glass washer", "washer", "pump"],
        problem: ["not draining", "drain", "humming"],
        priority: "MEDIUM",
      },
      {
        id: "cellar-stair-light-out",
        at: [4, 5],
        thing: ["light", "stair", "steps"],
        problem: ["out", "pitch black", "black"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gas-detector-fault",
        at: [6],
        thing: ["gas detector", "detector"],
        problem: ["fault", "not reading"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "canopy-filters-grease",
        at: [8, 9],
        thing: ["canopy", "filter"],
        problem: ["grease", "dripping", "fire risk"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-exit-blocked",
        at: [11, 12],
        thing: ["fire exit", "exit", "door"],
        problem: ["block", "crates"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pot-wash-tiles",
        at: [13],
        thing: ["tile", "floor"],
        problem: ["crack", "come up", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lounge-sash",
        at: [15],
        thing: ["sash", "window"],
        problem: ["won't stay up", "stay up"],
        priority: "MEDIUM",
      },
      {
        id: "armchair-scratched",
        at: [16],
        thing: ["armchair", "leather", "chair"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "no-hot-water-212",
        at: [18, 19, 20],
        thing: ["hot water", "water", "tap"],
        problem: ["no hot", "lukewarm"],
        priority: "HIGH",
        kind: "heat",
      },
    ],
  },
  {
    id: "ag07-arizona-resort-spa-level",
    half: "tune",
    lines: [
      "Alright, this is Tony, assistant chief engineer, walking the spa level with Kim from the spa.", // 0
      "Steam room, the door closer's busted, the door won't pull shut and all the steam's getting out.", // 1
      "Locker room, the hand dryer by the sinks is dead, no power to it at all.", // 2
      "Breaker's fine, so it's the unit itself.", // 3
      "Kim says the sauna heater's been working fine all week, temperature's good, one eighty.", // 4
      "Hot tub, the jets on the far side aren't running, only half of them kick on.", // 5
      "Around the hot tub there's a bare wire hanging out of the junction box under the bench, right by the water.", // 6
      "That needs isolating right now, we're closing the tub.", // 7
      "Pool deck, the non-slip coating's worn off by the steps, it's like glass when it's wet.", // 8
      "Treatment room 3, the dimmer switch is hot to the touch.", // 9
      "Sorry, I gotta take this. Yeah, I'm on spa level, I'll call you back in five.", // 10
      "Treatment room 4, there's a hairline crack in the drywall above the door, cosmetic, no rush.", // 11
      "Relaxation lounge, the ceiling tile's stained and sagging, it's wet, something's leaking from above.", // 12
      "That's right under the pool equipment room, probably a pipe joint.", // 13
      "Fitness center, the emergency exit door, panic bar's fine, alarm sounds when you open it.", // 14
      "The cable on the lat pulldown machine is frayed, I'm tagging it out of service today.", // 15
      "Water fountain's cold, working fine.", // 16
      "Men's restroom in the gym, the urinal's flushing nonstop.", // 17
      "Okay, that's spa level, I'll put the work orders in.", // 18
    ],
    findings: [
      {
        id: "steam-room-door-closer",
        at: [1],
        thing: ["steam", "door", "closer"],
        problem: ["busted", "won't pull shut", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "hand-dryer-dead",
        at: [2, 3],
        thing: ["hand dryer", "dryer", "unit"],
        problem: ["dead", "no power"],
        priority: "MEDIUM",
      },
      {
        id: "hot-tub-jets",
        at: [5],
        thing: ["jet", "hot tub", "tub"],
        problem: ["aren't running", "running"],
        priority: "MEDIUM",
      },
      {
        id: "bare-wire-by-tub",
        at: [6, 7],
        thing: ["wire", "junction", "box"],
        problem: ["bare", "hanging"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "non-slip-worn",
        at: [8],
        thing: ["non-slip", "coating", "deck", "steps"],
        problem: ["worn", "glass"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dimmer-hot",
        at: [9],
        thing: ["dimmer", "switch"],
        problem: ["hot"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "drywall-crack",
        at: [11],
        thing: ["drywall", "wall"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ceiling-leak-lounge",
        at: [12, 13],
        thing: ["ceiling", "tile"],
        problem: ["leak", "sagging", "wet", "stain"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "lat-cable-frayed",
        at: [15],
        thing: ["cable", "lat", "machine"],
        problem: ["fray"],
        priority: "HIGH",
      },
      {
        id: "urinal-flushing",
        at: [17],
        thing: ["urinal"],
        problem: ["flushing", "nonstop"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ag08-queensland-pub-rooms",
    half: "heldout",
    lines: [
      "It's Leanne, housekeeping supervisor, checking the upstairs rooms at the pub before the shearers come in tonight.", // 0
      "Room two, the ceiling fan wobbles like mad on high, the canopy's come loose off the ceiling.", // 1
      "I'd not turn it on till someone's had a look, needs doing today.", // 2
      "Linen's fresh, beds made, no dramas.", // 3
      "Room three, the flyscreen on the window's torn, the mozzies'll get straight in.", // 4
      "The verandah door at the end of the hall, the bolt's missing, it won't lock at all.", // 5
      "Anyone off the street could come up the outside stairs and walk in.", // 6
      "Shared bathroom, the hot water's good, nice and hot.", // 7
      "Toilet in the ladies' has a cracked seat, it pinches you.", // 8
      "The floor in front of the shower is spongy, I reckon it's rotted underneath from the old leak.", // 9
      "Gazza, can you bring up another lot of towels when you're done? Cheers.", // 10
      "Room five, there's a powerpoint behind the bed with the faceplate cracked, you can see the wires.", // 11
      "Room five's air con is dripping from the head unit, drain line's probably blocked.", // 12
      "Room six, someone's put a cigarette out on the bedside table, there's a burn mark, cosmetic.", // 13
      "Smoke alarm in six is missing, there's just the base plate left on the ceiling.", // 14
      "Somebody's pulled it off, probably because they were smoking.", // 15
      "Down the back stairs to the beer garden, the stairs are fine, the rail's solid.", // 16
      "The security light over the car park doesn't come on, the sensor's gone.", // 17
      "Right, I'll tell Bruce, he can ring the sparky about that powerpoint.", // 18
    ],
    findings: [
      {
        id: "ceiling-fan-wobble",
        at: [1, 2],
        thing: ["ceiling fan", "fan", "canopy"],
        problem: ["wobble", "loose"],
        priority: "HIGH",
      },
      {
        id: "flyscreen-torn",
        at: [4],
        thing: ["flyscreen", "screen"],
        problem: ["torn", "tear"],
        priority: "MEDIUM",
      },
      {
        id: "verandah-door-no-bolt",
        at: [5, 6],
        thing: ["verandah", "door", "bolt"],
        problem: ["missing", "won't lock", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toilet-seat-cracked",
        at: [8],
        thing: ["toilet", "seat"],
        problem: ["crack", "pinch"],
        priority: "MEDIUM",
      },
      {
        id: "spongy-floor",
        at: [9],
        thing: ["floor"],
        problem: ["spongy", "rot"],
        priority: "MEDIUM",
      },
      {
        id: "powerpoint-cracked",
        at: [11, 18],
        thing: ["powerpoint", "faceplate"],
        problem: ["crack", "wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "aircon-dripping",
        at: [12],
        thing: ["air con", "aircon", "head unit", "drain"],
        problem: ["drip", "blocked"],
        priority: "MEDIUM",
      },
      {
        id: "bedside-burn-mark",
        at: [13],
        thing: ["bedside", "table", "burn"],
        problem: ["burn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-alarm-missing",
        at: [14, 15],
        thing: ["smoke", "alarm"],
        problem: ["missing", "pulled"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "security-light-out",
        at: [17],
        thing: ["security light", "light", "sensor"],
        problem: ["doesn't come on", "gone"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ag09-london-aparthotel-voids",
    half: "tune",
    lines: [
      "Right, Priya here, maintenance, doing the void checks on the aparthotel, block B.", // 0
      "Studio B4, hob's fine, oven's fine, cooker hood's fine.", // 1
      "B4, the washer-dryer door won't open, it's locked shut with a load still in it.", // 2
      "Nothing happens when you press the release either.", // 3
      "Bathroom in B4, the silicone round the shower tray's gone black and it's come away at the corner.", // 4
      "B5, the entry door, the keycard lock's flashing red and it won't open with the guest card or the master.", // 5
      "Batteries, I'd say, and the guest's due at three so it's urgent.", // 6
      "Reception to Priya? Go ahead. Yeah, the parcel's for B9, just leave it at the desk.", // 7
      "B6, the heating's not on, the thermostat screen's blank, and it's freezing in here.", // 8
      "B6, the wall by the sofa has a few scuffs and a small dent, cosmetic.", // 9
      "Second floor corridor, the fire door to the stairwell doesn't close fully, it sticks on the carpet.", // 10
      "B8's got a damp patch under the window, no, I take that back, it's just a shadow, it's fine.", // 11
      "B8, the window restrictor's missing on the bedroom window, it opens right out, and we're two floors up.", // 12
      "B9, toilet's flushing fine, no leaks, meter reading taken for the electric.", // 13
      "Bin store out the back, the door closer's broken and the door's banging in the wind.", // 14
      "The lid on one of the big Biffa bins has snapped off, low priority.", // 15
      "Stairwell, the emergency light by the B block exit isn't lit at all.", // 16
      "Okay, done, I'll log these on the app.", // 17
    ],
    findings: [
      {
        id: "washer-dryer-door",
        at: [2, 3],
        thing: ["washer", "dryer", "door", "release"],
        problem: ["won't open", "locked", "nothing happens"],
        priority: "MEDIUM",
      },
      {
        id: "shower-silicone",
        at: [4],
        thing: ["silicone", "sealant", "shower", "tray"],
        problem: ["black", "come away"],
        priority: "MEDIUM",
      },
      {
        id: "keycard-lock-b5",
        at: [5, 6],
        thing: ["keycard", "lock", "door"],
        problem: ["flashing red", "won't open", "batter"],
        priority: "HIGH",
      },
      {
        id: "no-heating-b6",
        at: [8],
        thing: ["heating", "thermostat"],
        problem: ["not on", "blank", "freezing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "wall-scuffs-b6",
        at: [9],
        thing: ["wall", "scuff", "dent"],
        problem: ["scuff", "dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-fire-door",
        at: [10],
        thing: ["fire door", "door"],
        problem: ["doesn't close", "close", "stick"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "window-restrictor-missing",
        at: [12],
        thing: ["window", "restrictor"],
        problem: ["missing", "opens right out"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bin-store-door-closer",
        at: [14],
        thing: ["bin store", "door", "closer"],
        problem: ["broken", "banging"],
        priority: "MEDIUM",
      },
      {
        id: "bin-lid-snapped",
        at: [15],
        thing: ["bin", "lid"],
        problem: ["snapped"],
        priority: "LOW",
      },
      {
        id: "emergency-light-out",
        at: [16],
        thing: ["emergency light", "light"],
        problem: ["isn't lit", "lit"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ag10-colorado-ski-lodge-night-rounds",
    half: "heldout",
    lines: [
      "Okay, it's Ramirez, night engineer, doing the rounds at the lodge, it's about nine pm.", // 0
      "Boiler room, boiler one's running, boiler two's locked out, red light on the panel.", // 1
      "Reset it twice and it won't fire up, goes straight back to lockout.", // 2
      "Water heater's reading one-forty, we're good on hot water.", // 3
      "There's a faint gas smell by the boiler two burner, I'm gonna call the gas company out.", // 4
      "Laundry, the big dryer, the lint trap's packed and the duct behind it's come apart.", // 5
      "That's a fire waiting to happen, I'm shutting it down till we fix it.", // 6
      "Front desk, go ahead. Copy, I'll bring a rollaway up to 204 in ten.", // 7
      "Ski room, the boot dryer rack, two of the fans aren't blowing.", // 8
      "Side entrance by the ski room, the door's not latching, strike plate's loose, it just pushes open.", // 9
      "Hallway on two, the carpet's soaked by the stairs, but that's just snow tracked in off boots, not a leak.", // 10
      "Room 204, the baseboard heater's clicking but not putting out any heat.", // 11
      "Guest is in there, so that's urgent, I'll bring a space heater up for now.", // 12
      "Room 206, the bathroom fan's real loud, it rattles, no rush, next week's fine.", // 13
      "Stairwell B, the outside steps at the bottom have iced over from the gutter dripping, someone's gonna slip.", // 14
      "Back on the main floor, the lobby fireplace is fine, glass is clean, pilot's on.", // 15
      "Lobby, the paint on the front door frame's chipped from the ski racks, cosmetic.", // 16
      "Bar, the tap on the Coors line is pouring all foam.", // 17
      "Okay, that's the rounds, I'll be out front.", // 18
    ],
    findings: [
      {
        id: "boiler-two-lockout",
        at: [1, 2],
        thing: ["boiler"],
        problem: ["locked out", "lockout", "won't fire"],
        priority: "MEDIUM",
      },
      {
        id: "gas-smell-burner",
        at: [4],
        thing: ["gas", "burner", "boiler"],
        problem: ["smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dryer-duct-apart",
        at: [5, 6],
        thing: ["dryer", "lint", "duct"],
        problem: ["packed", "come apart", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "boot-dryer-fans",
        at: [8],
        thing: ["boot dryer", "dryer", "fan", "rack"],
        problem: ["aren't blowing", "blowing"],
        priority: "MEDIUM",
      },
      {
        id: "side-door-not-latching",
        at: [9],
        thing: ["side entrance", "door", "strike"],
        problem: ["not latching", "loose", "pushes open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "baseboard-heater-204",
        at: [11, 12],
        thing: ["baseboard", "heater"],
        problem: ["not putting out", "heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bathroom-fan-rattle",
        at: [13],
        thing: ["bathroom fan", "fan"],
        problem: ["loud", "rattle"],
        priority: "LOW",
      },
      {
        id: "iced-outside-steps",
        at: [14],
        thing: ["steps", "gutter", "ice"],
        problem: ["iced", "slip", "dripping"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "door-frame-paint",
        at: [16],
        thing: ["door frame", "frame", "paint"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "coors-tap-foam",
        at: [17],
        thing: ["tap", "coors", "line"],
        problem: ["foam"],
        priority: "MEDIUM",
      },
    ],
  },
];
