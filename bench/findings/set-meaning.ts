// A blind evaluation set (issue 49): walkthroughs written by a helper that had not seen the
// extractor, its lexicon or the other sets. Odd-numbered ones are the tuning half; even-numbered
// ones are frozen (never tuned on) and reported apart.
import type { Walkthrough } from "./set";

export const MEANING_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "m01-uk-two-bed-flat",
    half: "tune",
    lines: [
      "Right so, this is flat 4, second floor, tenant is out so I've let myself in.", // 0
      "Hallway first. Um, the carpet's pretty worn by the front door, just cosmetic though.", // 1
      "Smoke alarm in the hall, I pressed the test button and it does not sound.", // 2
      "Probably just the battery but it needs sorting today.", // 3
      "Kitchen. Er, the front ring on the hob won't light, the other three are fine.", // 4
      "No leaks under the sink, I had a good look with the torch.", // 5
      "Fridge and washing machine are the tenant's, not ours.", // 6
      "Bathroom. Shower's running hot, good pressure.", // 7
      "The extractor fan though, nothing happens when you switch it on.", // 8
      "Toilet flushes fine.", // 9
      "Bedroom one, there's a bit of black mould in the corner above the window.", // 10
      "Needs treating soon.", // 11
      "Bedroom two is fine, not a mark on the walls.", // 12
      "On the landing outside the flat, the handrail is loose, it moves a good inch when you lean on it.", // 13
      "Back at the front door on the way out, the door won't lock properly, the key turns but the bolt doesn't go across.", // 14
      "That's it for flat 4.", // 15
    ],
    findings: [
      {
        id: "hall-carpet-worn",
        at: [1],
        thing: ["carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-alarm-silent",
        at: [2, 3],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: [
          "not sound",
          "doesn't sound",
          "won't sound",
          "no sound",
          "silent",
          "fail",
          "dead",
          "not work",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hob-ring-wont-light",
        at: [4],
        thing: ["hob", "ring", "burner"],
        problem: ["won't light", "not light", "doesn't light", "light", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-dead",
        at: [8],
        thing: ["extractor fan", "extractor", "fan"],
        problem: [
          "nothing happens",
          "not work",
          "doesn't work",
          "won't",
          "dead",
          "broken",
          "fail",
          "not switch",
        ],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-mould",
        at: [10, 11],
        thing: ["mould", "mold", "black mould"],
        priority: "MEDIUM",
      },
      {
        id: "landing-handrail-loose",
        at: [13],
        thing: ["handrail", "rail", "banister"],
        problem: ["loose", "moves", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-door-wont-lock",
        at: [14],
        thing: ["front door", "door", "lock", "bolt"],
        problem: ["won't lock", "not lock", "doesn't lock", "lock", "bolt", "doesn't go across"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "m02-us-apartment-ground-floor",
    half: "heldout",
    lines: [
      "Okay, unit 1B, ground floor, um, one bedroom apartment. Tenant's at work.", // 0
      "Entry looks good, no scuffs on the walls, door closes and latches.", // 1
      "Kitchen, the faucet is dripping pretty steadily.", // 2
      "Probably needs a new cartridge.", // 3
      "The garbage disposal hums but won't turn.", // 4
      "The GFCI outlet by the sink has scorch marks around it and it won't reset.", // 5
      "Uh, the countertop dishwasher is the tenant's, they brought it with them, so not ours.", // 6
      "Living room, thermostat's set to seventy and it's holding seventy, HVAC sounds normal.", // 7
      "The patio slider won't lock, the latch just spins.", // 8
      "Bathroom. The john runs constantly after you flush.", // 9
      "Not urgent, but have someone look at it soon.", // 10
      "Tub drains fine, caulk looks fresh.", // 11
      "Bedroom, the closet door's off its track.", // 12
      "Window blinds in there are bent, just cosmetic.", // 13
      "Smoke detector in the hall, tested it and it's working.", // 14
      "Out in the hallway by the elevator, the carbon monoxide detector is chirping and the light's flashing red.", // 15
      "That's everything for 1B.", // 16
    ],
    findings: [
      {
        id: "kitchen-faucet-drip",
        at: [2, 3],
        thing: ["faucet", "tap"],
        problem: ["drip", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "disposal-jammed",
        at: [4],
        thing: ["garbage disposal", "disposal"],
        problem: ["hum", "won't turn", "not turn", "jam", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-scorched",
        at: [5],
        thing: ["GFCI", "outlet", "socket"],
        problem: ["scorch", "burn", "won't reset", "reset"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "patio-slider-lock",
        at: [8],
        thing: ["patio slider", "slider", "patio door", "sliding door", "door", "latch", "lock"],
        problem: ["won't lock", "not lock", "lock", "spin"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toilet-running",
        at: [9, 10],
        thing: ["john", "toilet"],
        problem: ["run", "constant"],
        priority: "MEDIUM",
      },
      {
        id: "closet-door-off-track",
        at: [12],
        thing: ["closet door", "closet", "door"],
        problem: ["off", "track"],
        priority: "MEDIUM",
      },
      {
        id: "blinds-bent",
        at: [13],
        thing: ["blind", "window blind"],
        problem: ["bent", "bend"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "co-detector-chirping",
        at: [15],
        thing: ["carbon monoxide detector", "carbon monoxide", "CO detector", "detector", "alarm"],
        problem: ["chirp", "flash", "beep"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "m03-uk-hmo-five-let",
    half: "tune",
    lines: [
      "Er, this is the HMO on Clarence Road, five lets, two tenants in today.", // 0
      "Communal hall. The fire door to the kitchen doesn't close on its own, the closer's snapped.", // 1
      "That's a fire safety thing so I want it done asap.", // 2
      "Heat alarm in the kitchen, tested, it's working.", // 3
      "Kitchen sink doesn't drain, it's sitting full of grey water.", // 4
      "Tenant says it's been like that since Sunday.", // 5
      "Um, the tumble dryer is the tenants', they bought it between them, so not ours.", // 6
      "Room 2, door lock's fine, window opens, all good.", // 7
      "Room 3, the radiator is stone cold even with the valve fully open.", // 8
      "Bleed it first, might just be air in it.", // 9
      "Going up the stairs, the carpet's come loose on the fourth step, it catches your foot.", // 10
      "On the top landing, the smoke alarm's been pulled off the ceiling and it's just hanging by its wires.", // 11
      "Bathroom, toilet flushes fine, no leaks round the base.", // 12
      "The shower tray is cracked and water's getting through to the ceiling below.", // 13
      "That's where the stain on the kitchen ceiling is coming from, so it needs doing today.", // 14
      "Room 5's empty, tidy, nothing to report.", // 15
      "Outside by the bins, the side gate won't latch, it just swings open. Low priority, it only goes through to the bins.", // 16
      "Right, that's the lot.", // 17
    ],
    findings: [
      {
        id: "fire-door-closer",
        at: [1, 2],
        thing: ["fire door", "door", "closer"],
        problem: ["doesn't close", "not close", "close", "snap", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-sink-blocked",
        at: [4, 5],
        thing: ["sink", "kitchen sink"],
        problem: ["doesn't drain", "not drain", "drain", "block", "grey water"],
        priority: "MEDIUM",
      },
      {
        id: "room3-radiator-cold",
        at: [8, 9],
        thing: ["radiator"],
        problem: ["cold", "not heat", "no heat", "air"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "stair-carpet-loose",
        at: [10],
        thing: ["carpet", "step", "stair"],
        problem: ["loose", "come loose", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "landing-smoke-alarm-hanging",
        at: [11],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["pulled off", "off the ceiling", "hanging", "wires", "detached"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "shower-tray-leak",
        at: [13, 14],
        thing: ["shower tray", "tray", "shower"],
        problem: ["crack", "leak", "water", "getting through"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "side-gate-latch",
        at: [16],
        thing: ["side gate", "gate", "latch"],
        problem: ["won't latch", "not latch", "latch", "swing"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "m04-uk-office-mercer-house",
    half: "heldout",
    lines: [
      "Morning, this is Mercer House, we're doing the ground floor lobby and then the second floor offices.", // 0
      "The street door, the mag lock isn't holding, you can just push it open after hours.", // 1
      "Security have been propping a chair against it, which isn't a fix, so today please.", // 2
      "Lift is working, inspection certificate is in date.", // 3
      "Right, second floor. Reception looks smart, not a scuff on the walls.", // 4
      "Three of the ceiling lights over the bank of desks by the windows are flickering.", // 5
      "Probably just the tubes, but staff have been complaining about headaches.", // 6
      "Kitchenette. The boiling water tap is dripping into the sink constantly.", // 7
      "Dishwasher's fine, fridge is fine, the coffee machine belongs to the tenant company, so not our problem.", // 8
      "Um, the floor box under desk twelve, the lid's broken off and the cables are exposed.", // 9
      "Somebody's going to catch a foot on it as well.", // 10
      "Gents toilets, the end cubicle won't lock.", // 11
      "Hand dryer works, no leaks under the basins, urinals are flushing.", // 12
      "Ladies, one of the toilet seats is cracked.", // 13
      "Meeting room two, the air con unit is blowing warm air when it's set to cooling.", // 14
      "Facilities want it done before the summer, so soon rather than urgent.", // 15
      "Stairwell, the emergency light on the half landing doesn't come on when you turn the test key. Needs doing asap, it's fire safety.", // 16
      "Fire extinguishers all tagged and in date.", // 17
      "And on the way out, the carpet at the top of the stairs has a worn patch, just cosmetic, whenever.", // 18
      "That's Mercer House done.", // 19
    ],
    findings: [
      {
        id: "street-door-maglock",
        at: [1, 2],
        thing: ["street door", "door", "mag lock", "maglock", "lock"],
        problem: ["isn't holding", "not holding", "hold", "push", "open", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling-lights-flicker",
        at: [5, 6],
        thing: ["ceiling light", "light", "tube"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "boiling-tap-drip",
        at: [7],
        thing: ["boiling water tap", "tap"],
        problem: ["drip", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "floor-box-exposed",
        at: [9, 10],
        thing: ["floor box", "box", "cable", "lid"],
        problem: ["exposed", "broken"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "cubicle-lock",
        at: [11],
        thing: ["cubicle", "lock"],
        problem: ["won't lock", "not lock", "lock"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat-cracked",
        at: [13],
        thing: ["toilet seat", "seat"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "air-con-warm",
        at: [14, 15],
        thing: ["air con", "air conditioning", "aircon", "unit"],
        problem: ["warm", "blow", "not cool"],
        priority: "MEDIUM",
      },
      {
        id: "emergency-light-fails",
        at: [16],
        thing: ["emergency light", "light"],
        problem: ["doesn't come on", "not come on", "come on", "fail", "not work"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-carpet-worn",
        at: [18],
        thing: ["carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "m05-uk-semi-all-clear",
    half: "tune",
    lines: [
      "Okay, number twelve Ashgrove, three bed semi, routine inspection, tenant's in and happy for me to look round.", // 0
      "Front door locks fine, both bolts go across.", // 1
      "Living room, um, radiator's warm, no damp that I could see, walls are in good nick.", // 2
      "The tenant mentioned the kitchen tap was dripping, but the plumber sorted that last week and it's bone dry now.", // 3
      "Kitchen, hob lights on all four rings, oven's fine.", // 4
      "Oh hang on, there's a crack in the window. No, sorry, that's a reflection off the bird feeder. Window's fine.", // 5
      "All the boxes in the dining room are the tenant's, they're moving some things into storage, nothing to do with us.", // 6
      "Up the stairs, handrail's solid, carpet's tidy.", // 7
      "On the landing, smoke alarm tested and it's working, the carbon monoxide one too.", // 8
      "Bathroom, shower's running hot, good pressure, the toilet flushes fine and there's no leaks round the pan.", // 9
      "The extractor fan used to be noisy but it was replaced in the spring and it's quiet now.", // 10
      "Bedrooms all fine, not a mark on the walls, windows open and close.", // 11
      "Up in the loft, insulation's all there, no sign of any water coming in.", // 12
      "Boiler was serviced in March, the certificate's on the fridge, nothing wrong with it.", // 13
      "Outside by the bins, the back gate shuts and bolts.", // 14
      "Meter readings taken, that's it, nothing to raise.", // 15
    ],
    findings: [],
  },
  {
    id: "m06-us-single-family-maple",
    half: "heldout",
    lines: [
      "Alright, 418 Maple, single family, three bed, two bath. Tenants moved out Friday so it's empty.", // 0
      "Front porch, the second step is rotted and it gave a little when I stood on it.", // 1
      "Someone's going to go through it, I'd call that dangerous.", // 2
      "Living room, uh, the carpet's got a couple of stains, nothing a clean won't fix, low priority.", // 3
      "Kitchen, the faucet's fine, no drips, disposal works.", // 4
      "The range hood light is out.", // 5
      "Down in the basement, the furnace won't fire up.", // 6
      "It clicks, you hear the igniter, and then nothing.", // 7
      "With nobody living here it's not urgent, but get it looked at before the new tenants move in, so soon.", // 8
      "Water heater's newer, good hot water at every tap.", // 9
      "Next to it, the sump pump doesn't kick on when I lift the float.", // 10
      "Rainy season's coming, so I'd put that as urgent.", // 11
      "Main bath, the john rocks when you sit on it, the wax ring's probably gone.", // 12
      "Tub and shower fine, good pressure, the caulk's fine.", // 13
      "Second bath, the outlet by the vanity is a regular outlet, not a GFCI, and it's right next to the sink.", // 14
      "Needs swapping for a GFCI.", // 15
      "Bedrooms, the paint's tired in the back bedroom, scuffs all over, cosmetic.", // 16
      "Smoke detectors, all three tested, all working.", // 17
      "Out at the garage, the side door won't lock, the deadbolt doesn't line up with the strike.", // 18
      "Okay, that's it for Maple.", // 19
    ],
    findings: [
      {
        id: "porch-step-rotted",
        at: [1, 2],
        thing: ["step", "porch", "porch step"],
        problem: ["rot", "gave", "give"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "carpet-stains",
        at: [3],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "range-hood-light-out",
        at: [5],
        thing: ["range hood", "hood", "light"],
        problem: ["out", "not work", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "furnace-no-fire",
        at: [6, 7, 8],
        thing: ["furnace"],
        problem: ["won't fire", "fire up", "won't", "not", "ignit", "no heat"],
        priority: "MEDIUM",
        kind: "heat",
      },
      {
        id: "sump-pump-dead",
        at: [10, 11],
        thing: ["sump pump", "pump", "sump"],
        problem: ["doesn't kick", "kick on", "not kick", "not work", "fail"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "toilet-rocks",
        at: [12],
        thing: ["john", "toilet"],
        problem: ["rock", "loose", "wax"],
        priority: "MEDIUM",
      },
      {
        id: "bath-outlet-not-gfci",
        at: [14, 15],
        thing: ["outlet", "socket", "GFCI"],
        problem: ["not a GFCI", "not GFCI", "regular", "next to the sink", "swap"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-bedroom-paint",
        at: [16],
        thing: ["paint", "wall"],
        problem: ["tired", "scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garage-side-door-lock",
        at: [18],
        thing: ["side door", "garage", "door", "deadbolt", "lock"],
        problem: ["won't lock", "not lock", "lock", "line up"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "m07-uk-bakery-shop-unit",
    half: "tune",
    lines: [
      "Right so, unit 3 on the parade, it's let to the bakery, we're only looking at landlord's items.", // 0
      "Shopfront first. There's graffiti across the shutter box, just cosmetic, no rush.", // 1
      "The roller shutter itself only goes halfway down before it stops.", // 2
      "They can't lock up at night with it like that, so that's urgent.", // 3
      "Inside, the display fridges and the ovens are all the tenant's kit, not ours.", // 4
      "Um, there's a drip coming through the ceiling tile above the till, right by the card machine.", // 5
      "Could be the flat upstairs, the tile's gone soft.", // 6
      "Floor tiles by the door, a couple are chipped, low priority.", // 7
      "Back of house, the staff toilet won't flush, the handle just flops.", // 8
      "Sink's fine, hot water's fine.", // 9
      "At the fuse board in the back corridor, it trips whenever the ovens come on, and there's a burning smell from the board itself.", // 10
      "Get an electrician in today.", // 11
      "Fire exit at the back, the push bar works, it opens out fine, signage is up.", // 12
      "Outside by the bins, the gutter over the back door is hanging off its brackets.", // 13
      "It sags right over where the staff go in and out, so soon.", // 14
      "That's the bakery done.", // 15
    ],
    findings: [
      {
        id: "shutter-box-graffiti",
        at: [1],
        thing: ["graffiti", "shutter box"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "roller-shutter-stops",
        at: [2, 3],
        thing: ["roller shutter", "shutter"],
        problem: ["halfway", "stop", "won't close", "not close", "jam", "stuck"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling-drip-by-till",
        at: [5, 6],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["drip", "leak", "soft"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "floor-tiles-chipped",
        at: [7],
        thing: ["floor tile", "tile"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "staff-toilet-flush",
        at: [8],
        thing: ["toilet", "handle", "cistern"],
        problem: ["won't flush", "not flush", "flush", "flop"],
        priority: "MEDIUM",
      },
      {
        id: "fuse-board-burning",
        at: [10, 11],
        thing: ["fuse board", "board", "consumer unit", "fuse"],
        problem: ["trip", "burn", "smell"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "gutter-hanging",
        at: [13, 14],
        thing: ["gutter"],
        problem: ["hanging", "off", "bracket", "sag"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "m08-us-distribution-warehouse",
    half: "heldout",
    lines: [
      "Okay, building C, the distribution warehouse off Route 9. Tenant runs two shifts, we're walking it at shift change.", // 0
      "Dock door three won't close all the way, it stops about a foot off the ground.", // 1
      "Critters are getting in, and it's wide open overnight, so I'd call it urgent.", // 2
      "Dock leveler on four is fine, the bumpers are good.", // 3
      "Uh, there's a roof leak over aisle twelve, they've got a bucket under it.", // 4
      "Sprinkler riser, gauges read normal, inspection tag's current.", // 5
      "In the racking area, the LED high bays are all working except one over aisle six that's out.", // 6
      "Low priority, they've got plenty of light there.", // 7
      "Break room, the sink faucet is fine, the fridge is the tenant's.", // 8
      "Men's restroom, one of the urinals won't flush.", // 9
      "Women's restroom all good, everything flushes, no leaks.", // 10
      "On the mezzanine, a section of the guardrail is loose, the bolts have backed out at the post.", // 11
      "Nobody should be up there till that's fixed, it's dangerous.", // 12
      "The HVAC for the offices, the rooftop unit is short cycling, it kicks on and off every couple of minutes.", // 13
      "Office area otherwise fine, ceiling tiles clean, carpet's good.", // 14
      "Back at the front entrance on the way out, the badge reader's dead and the door won't lock at all.", // 15
      "That's building C.", // 16
    ],
    findings: [
      {
        id: "dock-door-3-wont-close",
        at: [1, 2],
        thing: ["dock door", "door"],
        problem: ["won't close", "not close", "close", "stop", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "roof-leak-aisle-12",
        at: [4],
        thing: ["roof", "roof leak"],
        problem: ["leak", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "high-bay-out",
        at: [6, 7],
        thing: ["high bay", "LED", "light"],
        problem: ["out", "not work", "dead"],
        priority: "LOW",
      },
      {
        id: "urinal-wont-flush",
        at: [9],
        thing: ["urinal"],
        problem: ["won't flush", "not flush", "flush"],
        priority: "MEDIUM",
      },
      {
        id: "mezzanine-guardrail-loose",
        at: [11, 12],
        thing: ["guardrail", "guard rail", "railing", "rail"],
        problem: ["loose", "bolt", "backed out"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "rtu-short-cycling",
        at: [13],
        thing: ["rooftop unit", "HVAC", "unit", "RTU"],
        problem: ["short cycl", "cycl", "kick", "on and off"],
        priority: "MEDIUM",
      },
      {
        id: "front-entrance-wont-lock",
        at: [15],
        thing: ["front entrance", "entrance", "door", "badge reader", "reader", "lock"],
        problem: ["won't lock", "not lock", "lock", "dead"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "m09-uk-terrace-vicarage",
    half: "tune",
    lines: [
      "Er, number 7 Vicarage Terrace, two up two down, the tenant's at work.", // 0
      "Front room. The sash window won't open, it's been painted shut.", // 1
      "Won't budge at all, even with a bit of force.", // 2
      "Fireplace is boarded up, that's fine, and the radiator under the window is nice and warm.", // 3
      "Kitchen, the tap's fine, no leaks under the sink, the worktops are fine.", // 4
      "The back door, er, the lock is really stiff, you have to lift the door to get the key to turn.", // 5
      "It does lock in the end, so soon rather than today.", // 6
      "At the bottom of the stairs, a length of skirting board's come away from the wall, just cosmetic.", // 7
      "Bathroom, the bath tap drips, you can hear it from the landing.", // 8
      "Probably wants a new washer.", // 9
      "Shower over the bath runs hot, the toilet flushes fine.", // 10
      "Um, the pull cord for the bathroom light has snapped, so the light won't switch on.", // 11
      "Back bedroom, there's a damp patch on the chimney breast, about the size of a dinner plate.", // 12
      "I'd want that looked at soon, before it spreads.", // 13
      "Up in the loft, there's daylight coming through where a couple of roof slates have slipped.", // 14
      "No water's come in yet, the felt's holding, so soon rather than urgent.", // 15
      "Smoke alarm on the landing tested fine, and the CO alarm next to the boiler tested fine.", // 16
      "Meter readings taken, that's me done.", // 17
    ],
    findings: [
      {
        id: "sash-window-stuck",
        at: [1, 2],
        thing: ["sash window", "window", "sash"],
        problem: ["won't open", "not open", "painted shut", "stuck", "budge"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-lock-stiff",
        at: [5, 6],
        thing: ["back door", "door", "lock"],
        problem: ["stiff", "lift"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-come-away",
        at: [7],
        thing: ["skirting board", "skirting"],
        problem: ["come away", "away", "loose"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-tap-drip",
        at: [8, 9],
        thing: ["bath tap", "tap"],
        problem: ["drip", "washer"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bathroom-light-cord",
        at: [11],
        thing: ["pull cord", "cord", "light"],
        problem: ["snap", "won't switch", "not switch", "switch on"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-breast-damp",
        at: [12, 13],
        thing: ["damp", "damp patch", "chimney breast", "chimney"],
        priority: "MEDIUM",
      },
      {
        id: "roof-slates-slipped",
        at: [14, 15],
        thing: ["roof slate", "slate", "roof"],
        problem: ["slip", "daylight"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "m10-us-condo-one-item",
    half: "heldout",
    lines: [
      "Okay, unit 702 at the Harbor View, two bed condo, the owner's away so it's just me.", // 0
      "Entry and living room, hardwood looks great, no scratches to speak of.", // 1
      "Kitchen, the faucet's got good pressure, no drips, disposal's fine, the ice maker works.", // 2
      "Um, the dishwasher, I ran a rinse cycle and it doesn't drain, there's an inch of water sitting in the bottom.", // 3
      "Filter's clean, so it's probably the drain pump.", // 4
      "Hall bath, toilet flushes fine, shower's hot.", // 5
      "Main bedroom, the HVAC closet, filter was changed recently, the air handler's quiet, thermostat's holding at seventy-two.", // 6
      "Smoke detectors, I tested every one, all loud and working.", // 7
      "The balcony door locks fine, and the railing's solid.", // 8
      "That painting leaning against the wall in the office is the owner's, nothing to do with us.", // 9
      "Out in the corridor by the trash chute, all fine, the chute door closes.", // 10
      "So just the dishwasher, and that can wait, low priority, the owner's away a month.", // 11
    ],
    findings: [
      {
        id: "dishwasher-wont-drain",
        at: [3, 4, 11],
        thing: ["dishwasher"],
        problem: ["doesn't drain", "not drain", "drain", "water sitting", "pump"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "m11-uk-student-hmo-hope-street",
    half: "tune",
    lines: [
      "Right so, 22 Hope Street, six bed student HMO, the lads are mostly at lectures, one's in.", // 0
      "Hallway's a state, er, but the rubbish bags are theirs, they're putting them out tonight.", // 1
      "Front door, the letterbox flap is missing.", // 2
      "Smoke alarm in the hall has had a carrier bag taped over it.", // 3
      "I took the bag off but it still doesn't sound when you press the test button.", // 4
      "Kitchen, two of the cupboard doors are hanging off their hinges, and there's a burn mark on the worktop next to the hob, that one's just cosmetic.", // 5
      "The oven door glass is cracked right across.", // 6
      "And the extractor over the hob just hums, the fan doesn't go round.", // 7
      "Um, sink's fine, no leaks, the washing machine's ours and it's working.", // 8
      "Lounge, there's a big hole in the plasterboard behind the door, looks like the handle went through it.", // 9
      "No rush on that one, it'll come out of the deposit.", // 10
      "Up the stairs, the handrail's come away from the wall at the top bracket.", // 11
      "Needs fixing today, one of them nearly went down the stairs last week.", // 12
      "Bedroom one's fine. Bedroom two, the window restrictor is broken, so the window opens right out, and that's the second floor.", // 13
      "Bedroom three, the radiator's fine, the desk lamp's not working but that's his own lamp.", // 14
      "Bathroom, the shower's just dribbling out, barely any pressure.", // 15
      "The shower head's furred up with limescale, so it might just need a descale.", // 16
      "Toilet's fine. The sealant round the bath has gone black, cosmetic really.", // 17
      "On the landing, in the boiler cupboard, the boiler's showing a fault code and there's no hot water.", // 18
      "The lad who's in says it's been off since yesterday, so today please.", // 19
      "Outside by the bins, the wheelie bins are all there, the back gate's fine.", // 20
      "That's Hope Street done.", // 21
    ],
    findings: [
      {
        id: "letterbox-flap-missing",
        at: [2],
        thing: ["letterbox", "flap", "letter box"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "hall-smoke-alarm-covered",
        at: [3, 4],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["taped", "bag", "cover", "doesn't sound", "not sound", "silent", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cupboard-doors-hanging",
        at: [5],
        thing: ["cupboard door", "cupboard", "door"],
        problem: ["hanging", "hinge", "off"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-burn-mark",
        at: [5],
        thing: ["worktop"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "oven-door-glass",
        at: [6],
        thing: ["oven door", "oven", "glass"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-hums",
        at: [7],
        thing: ["extractor", "fan", "cooker hood", "hood"],
        problem: ["hum", "doesn't go round", "not go round", "not turn", "not work"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-plasterboard-hole",
        at: [9, 10],
        thing: ["plasterboard", "wall", "hole"],
        problem: ["hole", "damage"],
        priority: "LOW",
      },
      {
        id: "stair-handrail-away",
        at: [11, 12],
        thing: ["handrail", "rail", "banister"],
        problem: ["come away", "away", "loose", "bracket"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "window-restrictor-broken",
        at: [13],
        thing: ["window restrictor", "restrictor", "window"],
        problem: ["broken", "opens right out"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-low-pressure",
        at: [15, 16],
        thing: ["shower", "shower head"],
        problem: ["dribbl", "pressure", "barely", "limescale", "furred"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant-black",
        at: [17],
        thing: ["sealant", "silicone", "bath"],
        problem: ["black", "mould", "mold"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "boiler-no-hot-water",
        at: [18, 19],
        thing: ["boiler", "hot water"],
        problem: ["fault", "no hot water", "hot water", "off"],
        priority: "HIGH",
        kind: "heat",
      },
    ],
  },
  {
    id: "m12-uk-industrial-unit-vacant",
    half: "heldout",
    lines: [
      "Unit 14, Brookfield Industrial Estate. Er, it's vacant, between tenants, so I've got the keys.", // 0
      "Loading bay, the roller door motor's working, the door goes up and down fine.", // 1
      "But the pedestrian door next to it won't lock, the cylinder just spins.", // 2
      "Swap the barrel today, the place is empty and anybody could walk in.", // 3
      "Warehouse floor, there's a pothole in the slab near the back wall, deep enough to go over on your ankle.", // 4
      "Roof lights, er, one of them is cracked and there's a puddle on the floor underneath it.", // 5
      "So that's letting water in, needs doing before the new tenant's in.", // 6
      "High level lighting all working, I flicked every bank on.", // 7
      "The office at the front, um, the double socket behind the desk is scorched and cracked, looks like something's overheated.", // 8
      "Don't use it. Isolate it until an electrician's been.", // 9
      "Office kitchenette, the tap's fine, the water heater under the sink works, plenty of hot.", // 10
      "Toilet, the seat's loose and the flush is weak, it takes two goes.", // 11
      "Outside along the side of the building, the downpipe's come off at the bottom, so rainwater's pouring against the wall.", // 12
      "Wants doing soon, it's staining the brickwork.", // 13
      "Car park, the barrier's up and they've asked us to leave it up, so that's fine.", // 14
      "Er, back at the front door on the way out, the intercom's dead, no buzz at all.", // 15
      "That's Unit 14.", // 16
    ],
    findings: [
      {
        id: "pedestrian-door-lock",
        at: [2, 3],
        thing: ["pedestrian door", "door", "cylinder", "lock", "barrel"],
        problem: ["won't lock", "not lock", "lock", "spin"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "slab-pothole",
        at: [4],
        thing: ["pothole", "slab", "floor", "hole"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "roof-light-cracked",
        at: [5, 6],
        thing: ["roof light", "rooflight", "skylight"],
        problem: ["crack", "puddle", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "office-socket-scorched",
        at: [8, 9],
        thing: ["double socket", "socket", "outlet"],
        problem: ["scorch", "crack", "overheat", "burn"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "toilet-seat-loose",
        at: [11],
        thing: ["seat", "toilet seat"],
        problem: ["loose"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-flush-weak",
        at: [11],
        thing: ["flush", "cistern", "toilet"],
        problem: ["weak", "two goes"],
        priority: "MEDIUM",
      },
      {
        id: "downpipe-off",
        at: [12, 13],
        thing: ["downpipe", "drainpipe", "down pipe", "pipe"],
        problem: ["come off", "off", "pour", "disconnect"],
        priority: "MEDIUM",
      },
      {
        id: "intercom-dead",
        at: [15],
        thing: ["intercom"],
        problem: ["dead", "no buzz", "not work"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "m13-us-office-suite-210",
    half: "tune",
    lines: [
      "Alright, Suite 210, it's a law firm, about twelve people, they're in so I'm keeping it quick.", // 0
      "Reception, uh, the carpet by the front desk has a seam that's lifting, people are catching their heels on it.", // 1
      "Let's get someone out today to tape it down or re-stretch it.", // 2
      "Conference room, the HVAC's blowing but it's not cooling, the room's at eighty degrees.", // 3
      "They've got depositions in there all week, so asap.", // 4
      "Kitchen, the faucet's fine, no leaks, the microwave and the coffee maker are theirs.", // 5
      "The GFCI outlet by the coffee maker won't reset, nothing on that counter has power.", // 6
      "Restrooms, the men's is fine, everything flushes.", // 7
      "Women's, the sensor faucet on the left runs and won't shut off, the water's been going all morning.", // 8
      "That's urgent, it's just pouring down the drain.", // 9
      "Um, the paper towel dispenser is off the wall, the tenant says it just fell.", // 10
      "Partners' offices, all fine, not a scratch on the walls, window blinds all work.", // 11
      "The corner office window has condensation between the panes, the seal's gone.", // 12
      "Low priority, it just looks misty.", // 13
      "Out in the hallway by the elevators, the fire extinguisher cabinet's empty, the extinguisher's gone.", // 14
      "Tenant's server closet, that's their equipment, not our responsibility, the door locks fine.", // 15
      "Back at the suite entrance on the way out, the door closer's leaking oil and the door slams.", // 16
      "That's 210.", // 17
    ],
    findings: [
      {
        id: "carpet-seam-lifting",
        at: [1, 2],
        thing: ["carpet", "seam"],
        problem: ["lift", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "conference-hvac-not-cooling",
        at: [3, 4],
        thing: ["HVAC", "air conditioning", "AC"],
        problem: ["not cool", "cool", "eighty"],
        priority: "HIGH",
      },
      {
        id: "gfci-wont-reset",
        at: [6],
        thing: ["GFCI", "outlet"],
        problem: ["won't reset", "not reset", "reset", "no power", "power"],
        priority: "MEDIUM",
      },
      {
        id: "sensor-faucet-runs",
        at: [8, 9],
        thing: ["sensor faucet", "faucet", "tap"],
        problem: ["won't shut", "not shut", "run", "going"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "towel-dispenser-off",
        at: [10],
        thing: ["paper towel dispenser", "towel dispenser", "dispenser"],
        problem: ["off the wall", "off", "fell"],
        priority: "MEDIUM",
      },
      {
        id: "window-seal-failed",
        at: [12, 13],
        thing: ["window", "pane", "seal", "glazing"],
        problem: ["condensation", "seal", "misty", "gone"],
        priority: "LOW",
      },
      {
        id: "extinguisher-missing",
        at: [14],
        thing: ["fire extinguisher", "extinguisher", "cabinet"],
        problem: ["empty", "gone", "missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "suite-door-closer",
        at: [16],
        thing: ["door closer", "closer", "door"],
        problem: ["leak", "oil", "slam"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "m14-uk-ground-floor-flat-beech-court",
    half: "heldout",
    lines: [
      "Um, right, er, flat 1, ground floor, Beech Court. Mrs Patel's the tenant, she's in, she's made me a cup of tea.", // 0
      "So, er, the front door, the one onto the street, it doesn't lock unless you really slam it.", // 1
      "She's elderly and on her own, so I want that done today.", // 2
      "Lounge, er, the radiator's warm, the carpet's fine, um, no damp on the outside wall, which is good because there was last year.", // 3
      "Kitchen, um, the cold tap's a bit stiff, you need two hands to turn it.", // 4
      "The gas hob, er, she says she can smell gas when it's on, and I could smell it too, faintly.", // 5
      "I've told her not to use it, and I'm ringing the gas engineer after this, that's urgent.", // 6
      "Bathroom, um, the shower's fine, nice and hot, um, the toilet flushes.", // 7
      "The grab rail by the bath, er, it's loose, it wobbles when you pull on it.", // 8
      "Well, she relies on that, so that's, um, that's high priority.", // 9
      "Bedroom, um, the fitted wardrobe door's come off its runner.", // 10
      "Her bed and the chest of drawers are hers, so, er, not ours.", // 11
      "Um, the bedroom window, there's a bit of flaking paint on the sill, just cosmetic.", // 12
      "Out in the communal hallway, um, the light on the timer doesn't come on at all, it's pitch black at night.", // 13
      "Should be done soon, she's not the only one who uses it.", // 14
      "And, er, right at the front, the step up to the main entrance has a crack in it, but it's not loose, it's fine for now, low priority.", // 15
      "Right, um, that's everything, thanks Mrs Patel.", // 16
    ],
    findings: [
      {
        id: "street-door-lock",
        at: [1, 2],
        thing: ["front door", "door", "lock"],
        problem: ["doesn't lock", "not lock", "won't lock", "lock", "slam"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cold-tap-stiff",
        at: [4],
        thing: ["cold tap", "tap"],
        problem: ["stiff"],
        priority: "MEDIUM",
      },
      {
        id: "gas-hob-smell",
        at: [5, 6],
        thing: ["gas hob", "hob", "gas"],
        problem: ["smell", "gas", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "grab-rail-loose",
        at: [8, 9],
        thing: ["grab rail", "rail"],
        problem: ["loose", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wardrobe-door-runner",
        at: [10],
        thing: ["wardrobe door", "wardrobe", "door"],
        problem: ["off", "runner"],
        priority: "MEDIUM",
      },
      {
        id: "sill-paint-flaking",
        at: [12],
        thing: ["sill", "window sill", "paint", "window"],
        problem: ["flak", "peel", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hallway-timer-light",
        at: [13, 14],
        thing: ["light", "timer", "hallway light"],
        problem: ["doesn't come on", "not come on", "come on", "dark", "black", "not work"],
        priority: "MEDIUM",
      },
      {
        id: "entrance-step-crack",
        at: [15],
        thing: ["step", "entrance step"],
        problem: ["crack"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "m15-uk-studio-one-item",
    half: "tune",
    lines: [
      "Studio flat 9, Canal Wharf. The new tenant moves in Monday so this is the check-in inspection.", // 0
      "Everything's been deep cleaned, not a mark on the walls, carpet's brand new.", // 1
      "Kitchenette, hob lights, oven heats up, fridge is cold, no leaks under the sink.", // 2
      "I thought there was a chip in the worktop, but it's just a crumb, I've wiped it off, it's fine.", // 3
      "Shower room, shower's running hot, good pressure, the extractor works, toilet flushes fine.", // 4
      "Oh, the electric panel heater under the window doesn't heat up at all, it's still cold to the touch after ten minutes.", // 5
      "It's the only heater in the flat, so that's urgent before Monday.", // 6
      "Smoke alarm and heat alarm both tested and working.", // 7
      "Front door, the lock's new, both keys work.", // 8
      "Intercom buzzes through fine from downstairs.", // 9
      "At the bottom of the stairs by the post boxes, all fine, box nine has its key.", // 10
      "Meter readings taken, photos done.", // 11
    ],
    findings: [
      {
        id: "panel-heater-cold",
        at: [5, 6],
        thing: ["panel heater", "heater"],
        problem: ["doesn't heat", "not heat", "heat", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
    ],
  },
  {
    id: "m16-us-strip-center-phone-store",
    half: "heldout",
    lines: [
      "Okay, we're at the Oakridge strip center, space 5, it's the phone repair store.", // 0
      "Storefront, the glass door, the bottom lock won't engage, the owner's been using a chain.", // 1
      "Uh, they've asked for that asap.", // 2
      "The stucco by the entrance is chipped where a cart hit it, cosmetic.", // 3
      "Sales floor, the roofer fixed that leak last month, it's bone dry now and they already swapped out the stained tile.", // 4
      "The display cases and the counter are all tenant fixtures, not ours.", // 5
      "Back room, the water heater's leaking from the bottom, there's rust and a puddle.", // 6
      "It's right next to the electrical panel, too.", // 7
      "Restroom, the toilet's fine, the sink drains, but the exhaust fan doesn't turn on.", // 8
      "Back door to the alley, the panic bar's sticking, you have to shoulder it open.", // 9
      "That's their fire exit, so it's urgent.", // 10
      "Out back by the dumpster, there's a big pothole in the parking lot right where people walk from their cars.", // 11
      "HVAC, the rooftop unit, I didn't go up, but the store's cool and the thermostat's holding.", // 12
      "Back at the front on the way out, the sidewalk's fine, and the planters look good.", // 13
      "That's space 5.", // 14
    ],
    findings: [
      {
        id: "storefront-lock",
        at: [1, 2],
        thing: ["glass door", "door", "lock", "storefront"],
        problem: ["won't engage", "not engage", "engage", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stucco-chipped",
        at: [3],
        thing: ["stucco", "wall"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "water-heater-leak",
        at: [6, 7],
        thing: ["water heater", "heater", "tank"],
        problem: ["leak", "puddle", "rust"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "restroom-exhaust-fan",
        at: [8],
        thing: ["exhaust fan", "fan"],
        problem: ["doesn't turn on", "not turn on", "turn on", "not work", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "panic-bar-sticking",
        at: [9, 10],
        thing: ["panic bar", "back door", "door", "fire exit"],
        problem: ["stick", "stuck", "shoulder"],
        priority: "HIGH",
      },
      {
        id: "parking-lot-pothole",
        at: [11],
        thing: ["pothole", "parking lot", "lot"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "m17-uk-semi-fernbank",
    half: "tune",
    lines: [
      "Right so, 31 Fernbank Road, three bed semi, family in, they've shut the dog in the kitchen for me.", // 0
      "Porch, the outside light by the front door has got water in the fitting, you can see it sloshing about in the glass.", // 1
      "Turn it off at the switch and get the sparky out today.", // 2
      "Living room, in the bay window one of the double glazed panes has blown, it's all misty.", // 3
      "Dining room's fine, radiator's warm, the damp we treated last year hasn't come back.", // 4
      "Kitchen, past the dog, um, the worktop by the sink's swollen where water's got into the joint.", // 5
      "The dishwasher's theirs, the washing machine's theirs.", // 6
      "Downstairs loo, the toilet won't flush unless you hold the handle down.", // 7
      "Probably the flap valve in the cistern.", // 8
      "Up on the landing, the loft hatch won't stay shut, it keeps dropping open.", // 9
      "Up in the loft, the water tank's fine, lagging's all on, no drips.", // 10
      "Main bedroom, there's a crack along the ceiling the length of the room, just a hairline, cosmetic.", // 11
      "Bathroom, the bath panel's cracked at the corner, no rush.", // 12
      "Shower runs hot, the toilet flushes fine, no leaks under the basin.", // 13
      "Back out on the landing, the smoke alarm doesn't go off when you press the test button.", // 14
      "Tried a new battery, still nothing.", // 15
      "Outside round the back, the patio slabs have lifted by the back door, one's sticking up a good inch.", // 16
      "The garden shed's theirs, the fence panels are ours, and they're all standing fine.", // 17
      "That's Fernbank.", // 18
    ],
    findings: [
      {
        id: "outside-light-water",
        at: [1, 2],
        thing: ["outside light", "light", "fitting"],
        problem: ["water", "slosh"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bay-pane-blown",
        at: [3],
        thing: ["pane", "window", "glazing", "double glazing", "bay window"],
        problem: ["blown", "misty"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-swollen",
        at: [5],
        thing: ["worktop"],
        problem: ["swollen", "swell", "water"],
        priority: "MEDIUM",
      },
      {
        id: "loo-wont-flush",
        at: [7, 8],
        thing: ["toilet", "loo", "cistern", "handle"],
        problem: ["won't flush", "not flush", "flush", "flap"],
        priority: "MEDIUM",
      },
      {
        id: "loft-hatch-drops",
        at: [9],
        thing: ["loft hatch", "hatch"],
        problem: ["won't stay", "not stay", "drop", "open"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-hairline-crack",
        at: [11],
        thing: ["ceiling"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-panel-cracked",
        at: [12],
        thing: ["bath panel", "panel", "bath"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing-smoke-alarm",
        at: [14, 15],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: [
          "doesn't go off",
          "not go off",
          "go off",
          "nothing",
          "fail",
          "not sound",
          "silent",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "patio-slab-lifted",
        at: [16],
        thing: ["patio slab", "slab", "patio", "paving"],
        problem: ["lift", "sticking up", "uneven"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "m18-us-duplex-all-clear",
    half: "heldout",
    lines: [
      "Okay, 1210 Birch, the duplex, doing the lower unit today. Tenant's out, I gave them notice.", // 0
      "Living room, the floors look good, uh, no scratches, the walls are clean.", // 1
      "Kitchen, faucet works, hot and cold, no drips, and there's nothing wet under the sink.", // 2
      "Range lights on all four burners, the oven comes up to temp.", // 3
      "The fridge was making a racket last time, but the repair guy replaced the fan motor and it's quiet now.", // 4
      "Bathroom, the john flushes fine, the tub drains, GFCI tested, it trips and resets like it should.", // 5
      "Wait, the mirror's cracked. Oh, no, that's just a sticker the kid put on. Mirror's fine.", // 6
      "Bedroom, the closet's full of their stuff, that's theirs, not ours.", // 7
      "Smoke detectors and the CO detector, tested both, both working.", // 8
      "Down in the basement, the furnace is running, filter's new, nothing wrong with it.", // 9
      "Water heater's fine, no rust, no puddle.", // 10
      "At the bottom of the basement stairs, the railing's tight.", // 11
      "Out by the trash cans, the back door locks, the deadbolt throws fine.", // 12
      "Meter readings taken. Nothing to write up on this one.", // 13
    ],
    findings: [],
  },
  {
    id: "m19-uk-maisonette-launderette",
    half: "tune",
    lines: [
      "Er, flat 6B, it's the maisonette over two floors above the launderette. Tenant's away, I've got the spare key.", // 0
      "Straight in the door and up the stairs, the balustrade at the top is wobbly, a couple of the spindles are loose.", // 1
      "It's a long drop down the stairwell if that goes, so it's dangerous, today.", // 2
      "Lounge, um, the carpet's fine, the radiator's warm, the sofa's the tenant's.", // 3
      "Kitchen, the washing machine's ours, and it won't drain, there's water left in the drum.", // 4
      "Filter's clear, I checked, so it's probably the pump.", // 5
      "Kitchen window, the handle's snapped off, so it won't open.", // 6
      "Bathroom, er, there's water dripping out of the light fitting in the ceiling.", // 7
      "Must be coming in through the roof, it's the top floor. Don't switch that light on.", // 8
      "Toilet flushes fine, shower's hot, good pressure.", // 9
      "Bedroom one, the door won't shut, it catches on the carpet.", // 10
      "Bedroom two, um, the paint on the ceiling is peeling a bit, just cosmetic.", // 11
      "Landing, smoke alarm, tested, it's working, that's fine.", // 12
      "Back down at the bottom of the stairs, the doormat's theirs, the front door locks fine.", // 13
      "Outside by the bins, the gap under the fence by the bins has always been there, that's fine.", // 14
      "Right, done.", // 15
    ],
    findings: [
      {
        id: "balustrade-wobbly",
        at: [1, 2],
        thing: ["balustrade", "spindle", "banister"],
        problem: ["wobbl", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "washing-machine-wont-drain",
        at: [4, 5],
        thing: ["washing machine", "machine"],
        problem: ["won't drain", "not drain", "drain", "water left", "pump"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-window-handle",
        at: [6],
        thing: ["window", "handle"],
        problem: ["snap", "won't open", "not open"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-light-dripping",
        at: [7, 8],
        thing: ["light fitting", "light", "fitting", "ceiling"],
        problem: ["drip", "water", "leak"],
        priority: "HIGH",
      },
      {
        id: "bedroom-door-wont-shut",
        at: [10],
        thing: ["door", "bedroom door"],
        problem: ["won't shut", "not shut", "catch"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-paint-peeling",
        at: [11],
        thing: ["paint", "ceiling"],
        problem: ["peel", "flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "m20-uk-bedsit-hmo-station-road",
    half: "heldout",
    lines: [
      "So, er, 8 Station Road, it's the bedsit HMO, seven rooms, shared kitchen on the ground floor.", // 0
      "Front door, the self-closer's fine, the lock works, the door entry system buzzes.", // 1
      "Hall smoke alarm tested, working. The fire blanket in the kitchen's gone, though, there's just the empty holder on the wall.", // 2
      "Kitchen, um, the cooker's only heating on two rings out of four.", // 3
      "Tenants say it's been like that a fortnight, they're cooking in turns, so soon please.", // 4
      "The fridges in the kitchen are theirs, each room brought their own.", // 5
      "There's a strong smell of damp in the pantry and the back wall's black with mould.", // 6
      "Room 2, fine. Room 3, the window's cracked right across the bottom pane.", // 7
      "Room 4, um, the tenant's got a plug-in heater going because the radiator doesn't come on.", // 8
      "He's been without heating for a week, so today.", // 9
      "Room 5, the light switch by the door is hanging out of the wall, you can see the wires.", // 10
      "Room 6 and room 7 are fine, tidy, no issues.", // 11
      "On the first floor landing, the fire door to the stairs is wedged open and the closer's been unscrewed.", // 12
      "Shared bathroom, the shower's fine, the toilet's fine, but the basin waste is leaking, there's a puddle under the pedestal.", // 13
      "Probably just needs the trap tightening.", // 14
      "Outside by the bins, the bins are overflowing, but that's the council's collection, not ours.", // 15
      "That's Station Road.", // 16
    ],
    findings: [
      {
        id: "fire-blanket-missing",
        at: [2],
        thing: ["fire blanket", "blanket"],
        problem: ["gone", "missing", "empty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cooker-two-rings",
        at: [3, 4],
        thing: ["cooker", "ring", "hob"],
        problem: ["only heat", "heat", "two rings", "not work"],
        priority: "MEDIUM",
      },
      {
        id: "pantry-mould",
        at: [6],
        thing: ["mould", "mold", "damp", "pantry", "wall"],
        priority: "MEDIUM",
      },
      {
        id: "room3-window-cracked",
        at: [7],
        thing: ["window", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "room4-radiator-dead",
        at: [8, 9],
        thing: ["radiator", "heating"],
        problem: ["doesn't come on", "not come on", "come on", "no heat", "without heat", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "room5-switch-wires",
        at: [10],
        thing: ["light switch", "switch", "wire"],
        problem: ["hanging", "wire", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "landing-fire-door",
        at: [12],
        thing: ["fire door", "door", "closer"],
        problem: ["wedged", "unscrewed", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "basin-waste-leak",
        at: [13, 14],
        thing: ["basin", "waste", "trap"],
        problem: ["leak", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "m21-us-cold-storage-warehouse",
    half: "tune",
    lines: [
      "Alright, this is the cold storage warehouse on Industrial Parkway, the tenant's a food distributor.", // 0
      "Uh, truck court first. The dock door seal on bay two is torn, so it's letting warm air in.", // 1
      "Bay five's dock plate won't come up, the hydraulics are dead.", // 2
      "They're working around it with the other bays, so no rush.", // 3
      "Inside, freezer room temps are holding at minus ten, the temperature alarms tested and working.", // 4
      "Um, along the back wall there's a big ice buildup on the floor under the evaporator, it's dripping.", // 5
      "Forklifts are driving right over that ice, it's dangerous.", // 6
      "The racking's the tenant's, they do their own inspections, not ours.", // 7
      "The restroom by the office, the john's fine, the faucet's fine, the hand dryer's dead.", // 8
      "Office, the HVAC's blowing warm, um, it's winter so that's right, it's heating like it should.", // 9
      "Break room, the GFCI outlet's cracked, you can see right inside it.", // 10
      "Up on the roof, a couple of the roof drains are clogged with leaves and water's ponding around them.", // 11
      "Clear them soon, before it starts coming through.", // 12
      "Back at the front door on the way out, the tenant says the parking lot lights on the east side don't come on at night.", // 13
      "That's it.", // 14
    ],
    findings: [
      {
        id: "dock-seal-torn",
        at: [1],
        thing: ["dock door seal", "door seal", "dock seal", "seal"],
        problem: ["torn", "tear", "warm air"],
        priority: "MEDIUM",
      },
      {
        id: "dock-plate-dead",
        at: [2, 3],
        thing: ["dock plate", "plate", "leveler", "hydraulic"],
        problem: ["won't come up", "not come up", "dead", "hydraulic"],
        priority: "LOW",
      },
      {
        id: "evaporator-ice",
        at: [5, 6],
        thing: ["evaporator", "ice"],
        problem: ["drip", "ice", "buildup"],
        priority: "HIGH",
      },
      {
        id: "hand-dryer-dead",
        at: [8],
        thing: ["hand dryer", "dryer"],
        problem: ["dead", "not work"],
        priority: "MEDIUM",
      },
      {
        id: "breakroom-gfci-cracked",
        at: [10],
        thing: ["GFCI", "outlet"],
        problem: ["crack", "inside"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "roof-drains-clogged",
        at: [11, 12],
        thing: ["roof drain", "drain"],
        problem: ["clog", "pond", "block", "leaves"],
        priority: "MEDIUM",
      },
      {
        id: "lot-lights-out",
        at: [13],
        thing: ["parking lot light", "lot light", "light"],
        problem: ["don't come on", "not come on", "come on", "out", "not working"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "m22-uk-office-wellington-place",
    half: "heldout",
    lines: [
      "Right so, third floor, Wellington Place, it's the software company, they've got the whole floor.", // 0
      "Lift lobby, um, the lift's fine, the floor's fine, the artwork is theirs.", // 1
      "Open plan, there's a ceiling tile missing over the breakout area, you can see the ductwork.", // 2
      "Low priority, it just looks scruffy.", // 3
      "Server room, the air con unit's dripping condensate down the wall, right above the comms cabinet.", // 4
      "If that gets into the switches they're down, so today.", // 5
      "The server racks are theirs, their IT guy looks after those.", // 6
      "Kitchen, um, the boiling water tap's fine, the dishwasher's fine, the fridge is theirs.", // 7
      "There's a floor tile by the sink that's cracked and lifting, people keep stubbing their toes on it.", // 8
      "Toilets, the cold tap on the end basin won't turn off fully, it's running all the time.", // 9
      "Gents and ladies otherwise fine, all flushing, no leaks.", // 10
      "Meeting rooms, the blind in room 3 won't come down, the cord's jammed.", // 11
      "Er, stairwell, the emergency lighting test was done last month, certificate's on the wall, fine.", // 12
      "On the half landing the handrail's fine, but the nosing on one of the steps is hanging off.", // 13
      "Back at the lift on the way out, the call button on this floor doesn't light up, though the lift still comes.", // 14
      "Done for Wellington Place.", // 15
    ],
    findings: [
      {
        id: "ceiling-tile-missing",
        at: [2, 3],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["missing"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "server-aircon-drip",
        at: [4, 5],
        thing: ["air con", "aircon", "air conditioning", "unit"],
        problem: ["drip", "condensate", "leak"],
        priority: "HIGH",
      },
      {
        id: "kitchen-floor-tile",
        at: [8],
        thing: ["floor tile", "tile"],
        problem: ["crack", "lift", "stub"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basin-cold-tap-running",
        at: [9],
        thing: ["cold tap", "tap"],
        problem: ["won't turn off", "not turn off", "turn off", "running", "run"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "room3-blind-jammed",
        at: [11],
        thing: ["blind", "cord"],
        problem: ["won't come down", "not come down", "jam"],
        priority: "MEDIUM",
      },
      {
        id: "stair-nosing-off",
        at: [13],
        thing: ["nosing", "stair nosing", "step"],
        problem: ["hanging", "off", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lift-call-button",
        at: [14],
        thing: ["call button", "button", "lift"],
        problem: ["doesn't light", "not light", "light"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "m23-uk-cafe-and-flat-above",
    half: "tune",
    lines: [
      "Er, number 58 High Street, café on the ground floor, and the flat above is on the same lease.", // 0
      "Café, the front door lock works, but the door's dragging on the floor, you have to lift it to close it.", // 1
      "Inside, the tables and the coffee machine are the tenant's.", // 2
      "Um, behind the counter there's a socket with the faceplate cracked, right next to the sink.", // 3
      "Customer toilet, the hand basin's fine, the toilet flushes fine, but the door lock's broken so people walk in on each other.", // 4
      "Back yard, through the back door, the step down is crumbling at the edge.", // 5
      "Someone'll turn an ankle on it.", // 6
      "Upstairs, the flat. Right so, the stairs up have a new carpet, that's fine.", // 7
      "Flat kitchen, the boiler doesn't heat up, the radiators are all cold.", // 8
      "The pressure gauge is on zero, so it probably just needs repressurising, but do it today.", // 9
      "The flat's smoke alarm is working, and the heat alarm in the kitchen is working too.", // 10
      "Bathroom, there are a couple of chips in the tiles round the bath, nothing serious, low priority.", // 11
      "Bedroom, not a mark on the walls, the window opens and locks.", // 12
      "Up in the loft, there's a wasps' nest by the hatch.", // 13
      "Get pest control out soon.", // 14
      "Outside by the bins, the bin store door's fine, the bins are the council's.", // 15
      "That's 58 High Street.", // 16
    ],
    findings: [
      {
        id: "cafe-door-dragging",
        at: [1],
        thing: ["front door", "door"],
        problem: ["drag", "lift"],
        priority: "MEDIUM",
      },
      {
        id: "counter-socket-cracked",
        at: [3],
        thing: ["socket", "faceplate", "outlet"],
        problem: ["crack", "sink"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "customer-toilet-lock",
        at: [4],
        thing: ["door lock", "lock", "toilet door", "door"],
        problem: ["broken", "walk in"],
        priority: "MEDIUM",
      },
      {
        id: "back-step-crumbling",
        at: [5, 6],
        thing: ["step", "back step"],
        problem: ["crumbl", "ankle"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "flat-boiler-no-heat",
        at: [8, 9],
        thing: ["boiler", "radiator"],
        problem: ["doesn't heat", "not heat", "heat", "cold", "pressure"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bath-tiles-chipped",
        at: [11],
        thing: ["tile"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "loft-wasps-nest",
        at: [13, 14],
        thing: ["wasps' nest", "wasp", "nest"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "m24-us-townhouse-willow-court",
    half: "heldout",
    lines: [
      "Okay, 22 Willow Court, the end-unit townhouse, three levels. Tenant's home, working from the dining table.", // 0
      "Entry, the front door deadbolt won't turn, the key goes in but it won't budge.", // 1
      "They're only using the knob lock, so that's urgent.", // 2
      "Main level, the hardwood's fine, a couple of scratches but that's normal wear, nothing to do.", // 3
      "Kitchen, uh, the faucet sprayer leaks from the hose, the cabinet base under it is wet.", // 4
      "The fridge's water dispenser doesn't work, but the fridge is theirs, they brought it.", // 5
      "Half bath, the toilet's fine, but the vanity light flickers.", // 6
      "Going up, the stair railing's solid, the carpet's good.", // 7
      "Upstairs hallway, the smoke detector's missing, there's just the base plate and the wires.", // 8
      "Master bath, the shower's got good pressure and it's hot, but the tub faucet drips.", // 9
      "Bedroom two, the window screen's torn, low priority.", // 10
      "Bedroom three, the ceiling fan wobbles badly on high.", // 11
      "Down in the garage, the GFCI outlets tested fine, and the water heater's fine.", // 12
      "The furnace filter's clogged solid, looks like it hasn't been changed in a year.", // 13
      "Swap that soon, it's straining the blower.", // 14
      "The garage door opener, it goes up, but it won't come down, it reverses halfway.", // 15
      "So they can't shut the garage, I'd say today.", // 16
      "Out on the back deck, a couple of the boards are soft, but it's solid enough, no rush.", // 17
      "That's Willow Court.", // 18
    ],
    findings: [
      {
        id: "front-deadbolt-stuck",
        at: [1, 2],
        thing: ["front door", "deadbolt", "door", "lock"],
        problem: ["won't turn", "not turn", "budge", "stuck", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sprayer-hose-leak",
        at: [4],
        thing: ["sprayer", "faucet", "hose"],
        problem: ["leak", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "vanity-light-flicker",
        at: [6],
        thing: ["vanity light", "light"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-missing",
        at: [8],
        thing: ["smoke detector", "detector", "alarm"],
        problem: ["missing", "base plate", "gone"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "tub-faucet-drip",
        at: [9],
        thing: ["tub faucet", "faucet", "tub"],
        problem: ["drip", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "window-screen-torn",
        at: [10],
        thing: ["window screen", "screen"],
        problem: ["torn", "tear"],
        priority: "LOW",
      },
      {
        id: "ceiling-fan-wobble",
        at: [11],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbl"],
        priority: "MEDIUM",
      },
      {
        id: "furnace-filter-clogged",
        at: [13, 14],
        thing: ["furnace filter", "filter", "furnace"],
        problem: ["clog", "block", "dirty"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door-reverses",
        at: [15, 16],
        thing: ["garage door", "opener", "garage", "door"],
        problem: ["won't come down", "not come down", "come down", "revers", "won't close", "shut"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "deck-boards-soft",
        at: [17],
        thing: ["deck", "board"],
        problem: ["soft", "rot"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "m25-uk-bungalow-meadow-close",
    half: "tune",
    lines: [
      "Right, 4 Meadow Close, the bungalow, Mr Hughes has been here twenty years.", // 0
      "Front path, there's a slab that's rocking, um, right by the door.", // 1
      "He uses a stick, so that's, yeah, that needs doing today.", // 2
      "Hall, the smoke alarm's working, I tested it, and the CO alarm by the boiler's working.", // 3
      "Um, the boiler itself makes a banging noise when it fires up.", // 4
      "It's still heating the house, mind, so soon rather than today.", // 5
      "Lounge, the gas fire's got soot marks up the front, above the flame.", // 6
      "Told him not to use it until it's been checked.", // 7
      "Kitchen, um, the cold tap's fine, no drips, but the light in the cooker hood doesn't come on.", // 8
      "The back door, the glass in the top panel is cracked.", // 9
      "Bathroom, er, the bath's fine, the toilet flushes fine, no leaks.", // 10
      "The shower over the bath, the hose is split and it sprays everywhere.", // 11
      "Bedroom, the curtain rail's come down, the curtains are his, but the rail's ours.", // 12
      "Spare room, er, the wallpaper's peeling at the seams, just cosmetic.", // 13
      "Up in the loft, the insulation's fine, and I couldn't see any damp.", // 14
      "Outside by the bins, the outside tap's dripping a bit, it's only onto the path, so when convenient.", // 15
      "That's Meadow Close.", // 16
    ],
    findings: [
      {
        id: "path-slab-rocking",
        at: [1, 2],
        thing: ["slab", "path", "paving"],
        problem: ["rock", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "boiler-banging",
        at: [4, 5],
        thing: ["boiler"],
        problem: ["bang", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "gas-fire-soot",
        at: [6, 7],
        thing: ["gas fire", "fire"],
        problem: ["soot", "mark"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cooker-hood-light",
        at: [8],
        thing: ["cooker hood", "hood", "light"],
        problem: ["doesn't come on", "not come on", "come on", "not work", "out"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-glass",
        at: [9],
        thing: ["back door", "glass", "panel", "door"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "shower-hose-split",
        at: [11],
        thing: ["shower hose", "hose", "shower"],
        problem: ["split", "spray", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "curtain-rail-down",
        at: [12],
        thing: ["curtain rail", "rail"],
        problem: ["come down", "down", "fall"],
        priority: "MEDIUM",
      },
      {
        id: "wallpaper-peeling",
        at: [13],
        thing: ["wallpaper", "paper"],
        problem: ["peel"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "outside-tap-drip",
        at: [15],
        thing: ["outside tap", "tap"],
        problem: ["drip", "leak"],
        priority: "LOW",
        kind: "water",
      },
    ],
  },
  {
    id: "m26-us-apartment-common-areas",
    half: "heldout",
    lines: [
      "Okay, walking the common areas at the Linden Apartments, four floors, forty units.", // 0
      "Lobby, the mailboxes are fine, the floor's clean, uh, the front entry door closes and latches.", // 1
      "But when you buzz someone in, the entry door unlocks and then it won't lock again afterwards.", // 2
      "Anybody can walk in right now, so that's today.", // 3
      "Elevator's running, certificate's current.", // 4
      "Second floor hallway, the carpet's got a rip by unit 204, big enough to catch a foot in.", // 5
      "Third floor, the exit sign at the east stairwell is out.", // 6
      "That's a code thing, asap.", // 7
      "Fourth floor, all good, lights all working, the fire extinguishers are tagged.", // 8
      "Uh, the laundry room in the basement, one of the washers leaks out the front when it fills.", // 9
      "The dryers are fine, but the dryer vent outside is packed solid with lint.", // 10
      "That's a fire risk, get it cleared today.", // 11
      "Boiler room, the boiler's running, the hot water's at temp, nothing wrong there.", // 12
      "Uh, there's a pipe over the boiler room door dripping, looks like a pinhole leak.", // 13
      "Outside by the dumpsters, the fence gate's hanging off one hinge.", // 14
      "Parking lot, the light pole by the entrance is leaning, it got hit by a car.", // 15
      "It's not going anywhere, but soon.", // 16
      "Back at the front door on the way out, the planters are cracked, cosmetic, whenever.", // 17
      "That's Linden.", // 18
    ],
    findings: [
      {
        id: "entry-door-wont-relock",
        at: [2, 3],
        thing: ["entry door", "door", "lock", "buzzer"],
        problem: ["won't lock", "not lock", "lock again", "relock", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hallway-carpet-rip",
        at: [5],
        thing: ["carpet"],
        problem: ["rip", "tear", "torn", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "exit-sign-out",
        at: [6, 7],
        thing: ["exit sign", "sign"],
        problem: ["out", "not lit", "dark"],
        priority: "HIGH",
      },
      {
        id: "washer-leak",
        at: [9],
        thing: ["washer", "washing machine"],
        problem: ["leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "dryer-vent-lint",
        at: [10, 11],
        thing: ["dryer vent", "vent"],
        problem: ["lint", "packed", "block", "clog"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "boiler-room-pipe-drip",
        at: [13],
        thing: ["pipe"],
        problem: ["drip", "leak", "pinhole"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "fence-gate-hinge",
        at: [14],
        thing: ["fence gate", "gate"],
        problem: ["hanging", "hinge", "off"],
        priority: "MEDIUM",
      },
      {
        id: "light-pole-leaning",
        at: [15, 16],
        thing: ["light pole", "pole", "light"],
        problem: ["lean", "hit"],
        priority: "MEDIUM",
      },
      {
        id: "planters-cracked",
        at: [17],
        thing: ["planter"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
