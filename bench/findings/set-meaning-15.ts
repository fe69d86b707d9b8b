// Blind walkthroughs, set meaning-15 (written without seeing the extractor).
// US property management wording, with some UK lines from a British cabin owner.
import type { Walkthrough } from "./types";

export const MEANING15_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "p01-us-garden-apartments-pm-on-phone",
    half: "tune",
    lines: [
      "Hey Dana, yeah, I'm at Willow Run now, starting on Building C, I'll just talk you through it as I go.", // 0
      "C-104 first, the tenant's at work but she signed the entry notice, so we're good.", // 1
      "Okay so, dripping, nonstop, the kitchen faucet, I'm guessing the cartridge is worn.", // 2
      "Just a routine one, put it on the regular list.", // 3
      "Range and fridge both work, and honestly she keeps this place spotless.", // 4
      "Hall bath, the GFCI next to the vanity, I hit test and nothing, it doesn't trip at all.", // 5
      "So that outlet's basically unprotected right by the sink, I want it swapped this week, no later.", // 6
      "Sorry, say again? Oh, the water heater, yeah, that's the one we replaced in June, no drips, the pan's dry.", // 7
      "Bedroom smoke detector, I pushed the button and got nothing, not even a chirp.", // 8
      "Probably just a dead battery, but it gets a new detector today regardless.", // 9
      "Alright, out the back to the patio.", // 10
      "The slider screen's torn along the bottom, six inches maybe, looks like the cat's been at it.", // 11
      "Next is C-106, upstairs, no, sorry, C-206, the upstairs one.", // 12
      "Going up, the stair railing's loose at the top post, the whole rail gives when you put weight on it.", // 13
      "Somebody's gonna go over that, so that's a today thing.", // 14
      "Inside 206, the AC's running, it's blowing cold, thermostat says seventy-one.", // 15
      "The condensate line off the air handler is clogged up solid.", // 16
      "That's why the carpet outside the utility closet is soaked, it squishes when you step on it.", // 17
      "Living room carpet has a couple of old bleach spots, cosmetic, we'll get it at turnover.", // 18
      "Oh, back to C-104 for a second, I forgot, the bathroom exhaust fan hums but doesn't actually pull any air.", // 19
      "Held a tissue up to it, nothing, it just hangs there.", // 20
      "Okay, that's C, I'll send you photos tonight.", // 21
    ],
    findings: [
      {
        id: "kitchen-faucet-dripping",
        at: [2, 3],
        thing: ["faucet", "tap", "cartridge"],
        problem: ["drip", "leak", "worn", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "hall-bath-gfci-wont-trip",
        at: [5, 6],
        thing: ["gfci", "outlet", "receptacle", "socket"],
        problem: [
          "trip",
          "test",
          "fail",
          "unprotect",
          "doesn't",
          "replace",
          "swap",
          "faulty",
          "nothing",
        ],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-smoke-detector-dead",
        at: [8, 9],
        thing: ["smoke", "detector", "alarm"],
        problem: ["dead", "battery", "nothing", "fail", "replace", "silent", "test", "not work"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "patio-slider-screen-torn",
        at: [11],
        thing: ["screen", "slider"],
        problem: ["torn", "tear", "rip", "hole", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "stair-railing-loose",
        at: [13, 14],
        thing: ["railing", "rail", "handrail", "post", "banister"],
        problem: ["loose", "give", "wobbl", "unsafe", "secur", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "condensate-line-clogged-leak",
        at: [16, 17],
        thing: ["condensate", "line", "drain", "air handler", "carpet", "hvac"],
        problem: ["clog", "block", "leak", "soak", "wet", "water", "overflow"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "living-room-carpet-bleach-spots",
        at: [18],
        thing: ["carpet"],
        problem: ["bleach", "spot", "stain", "discolo"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "c104-exhaust-fan-not-pulling",
        at: [19, 20],
        thing: ["exhaust", "fan", "vent"],
        problem: ["not", "doesn't", "pull", "draw", "suction", "weak", "fail", "broken", "hum"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "p02-us-section8-hqs-initial-checklist",
    half: "heldout",
    lines: [
      "HQS inspection, 418 Maple Street, unit B, initial, tenant present, landlord's rep is not.", // 0
      "Section one, living room.", // 1
      "Item 1.2, electricity, pass, two working outlets and a ceiling fixture.", // 2
      "Item 1.3, electrical hazards, fail.", // 3
      "Outlet behind the couch has no cover plate, the terminal screws are right there.", // 4
      "Item 1.4, security, fail, front entry deadbolt won't throw, the bolt hits the strike and stops short.", // 5
      "Twenty-four hour item.", // 6
      "Item 1.7, smoke detector, pass, tested, loud.", // 7
      "Section two, kitchen.", // 8
      "Item 2.5, range, fail, two of the four burners won't light, you get the clicking and no flame.", // 9
      "No gas odor anywhere in the kitchen, I checked.", // 10
      "Item 2.6, refrigerator, pass, holding thirty-eight degrees.", // 11
      "Item 2.8, sink, fail, supply line under the sink is leaking into the cabinet, the cabinet floor's warped and wet.", // 12
      "Section three, bathroom.", // 13
      "Item 3.3, window, fail, sash cord's snapped, the window won't stay up, the tenant's propping it with a shampoo bottle.", // 14
      "Item 3.4, tub, pass, hot water in under a minute.", // 15
      "Item 3.5, ventilation, pass, fan runs.", // 16
      "Section four, bedroom one.", // 17
      "Item 4.3, electrical hazards, fail, scorch marks around the outlet by the bed, the plate's gone brown.", // 18
      "Tenant states the lamp flickers when it's plugged in there.", // 19
      "Item 4.4, security, pass.", // 20
      "Item 4.6, ceiling, there's an old water stain, dry, no soft spots, noting it, not a fail.", // 21
      "Section seven, heating and plumbing.", // 22
      "Item 7.1, heating equipment, pass, furnace running, heat at every register.", // 23
      "Item 7.4, water heater, fail, no discharge pipe on the relief valve, thirty-day item.", // 24
      "Section eight, exterior, item 8.4, stairs and rails, fail, the back steps have no handrail at all, four risers.", // 25
      "Unit fails, re-inspect in thirty days, twenty-four hour items go to the owner today.", // 26
    ],
    findings: [
      {
        id: "living-room-outlet-no-cover-plate",
        at: [3, 4],
        thing: ["outlet", "receptacle", "cover", "plate", "electrical", "socket"],
        problem: ["cover", "plate", "missing", "no", "exposed", "hazard", "fail"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "entry-deadbolt-wont-throw",
        at: [5, 6],
        thing: ["deadbolt", "lock", "bolt", "door", "entry"],
        problem: ["throw", "lock", "won't", "stick", "secur", "fail", "strike"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "range-burners-wont-light",
        at: [9],
        thing: ["range", "burner", "stove", "cooktop", "igniter"],
        problem: ["light", "ignit", "flame", "won't", "fail", "click"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-sink-supply-leak",
        at: [12],
        thing: ["supply", "line", "sink", "pipe", "cabinet", "plumb"],
        problem: ["leak", "wet", "water", "warp", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bath-window-sash-cord",
        at: [14],
        thing: ["window", "sash", "cord"],
        problem: ["cord", "snap", "broken", "stay", "won't", "fail", "drop"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-outlet-scorched",
        at: [18, 19],
        thing: ["outlet", "receptacle", "plate", "socket", "electrical"],
        problem: ["scorch", "burn", "brown", "flicker", "hazard", "fail", "char"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-ceiling-old-stain",
        at: [21],
        thing: ["ceiling", "stain"],
        problem: ["stain", "water", "mark", "discolo"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "water-heater-no-discharge-pipe",
        at: [24],
        thing: ["water heater", "relief", "valve", "discharge", "tpr", "pipe"],
        problem: ["discharge", "missing", "no", "pipe", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "back-steps-no-handrail",
        at: [25],
        thing: ["handrail", "rail", "step", "stair"],
        problem: ["handrail", "missing", "no", "lack", "without", "fail", "need"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "p03-us-duplex-owner-rambles",
    half: "tune",
    lines: [
      "So this is the duplex on Fernwood, I've had it since oh-nine, my late husband found it actually, he had an eye for these things.", // 0
      "Left side's the Garcias, lovely family, three kids, they pay on the first, never once been late.", // 1
      "Their dishwasher, she told me it leaves everything gritty and it doesn't drain all the way.", // 2
      "I opened it up and there's about an inch of dirty water sitting in the bottom, smells a bit, too.", // 3
      "Kids' bedroom, the window screen's got a hole punched in it, the little one put a pencil through it, kids will be kids, I'm not charging them.", // 4
      "The smoke alarm in their hallway's been taken down, it's sitting on top of the fridge with the battery out.", // 5
      "Mr Garcia says it went off every time his wife made tortillas, which, fair enough, but it goes back up today.", // 6
      "Now the right side, that's Kevin, he's, well, he's a character, works nights, so we keep our voices down.", // 7
      "Kevin's deck out back, two of the boards at the end by the steps are rotted clean through, you could put a foot right through them.", // 8
      "And the railing on those steps wobbles, I've told him not to lean on it.", // 9
      "I want both of those done before his sister visits, she's not too steady on her feet.", // 10
      "Inside his place the furnace is running, nice and warm, he keeps it at seventy-five, I don't want to know his gas bill.", // 11
      "Water heater's in the utility closet, the old one, rust all around the bottom of the tank and a little puddle on the floor.", // 12
      "That tank's from 2006, it's done, get a plumber in this week.", // 13
      "His toilet runs, just keeps filling and filling, you can hear it from the couch.", // 14
      "Flapper, probably, that's what it was last time.", // 15
      "Oh, back to the Garcias' side, I forgot, their back door, the weatherstripping's all torn and you can see daylight under it.", // 16
      "It locks fine, it's just drafty, she has a towel rolled up against it.", // 17
      "The paint on the shared fence is peeling, the whole run of it, that can wait till spring.", // 18
      "Both garage doors are fine, Kevin's opener got replaced in March and it's been perfect since.", // 19
      "Okay, I think that's it, I'm going to go have a coffee with Mrs Garcia.", // 20
    ],
    findings: [
      {
        id: "garcia-dishwasher-not-draining",
        at: [2, 3],
        thing: ["dishwasher"],
        problem: ["drain", "water", "standing", "gritty", "clean", "won't", "doesn't"],
        priority: "MEDIUM",
      },
      {
        id: "kids-bedroom-screen-hole",
        at: [4],
        thing: ["screen", "window"],
        problem: ["hole", "torn", "tear", "rip", "damag", "punct"],
        priority: "MEDIUM",
      },
      {
        id: "garcia-smoke-alarm-taken-down",
        at: [5, 6],
        thing: ["smoke", "alarm", "detector"],
        problem: [
          "removed",
          "taken",
          "down",
          "battery",
          "missing",
          "disconnect",
          "reinstall",
          "refit",
          "not",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kevin-deck-boards-rotted",
        at: [8, 10],
        thing: ["deck", "board", "plank"],
        problem: ["rot", "through", "soft", "replace", "unsafe", "hole"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kevin-step-railing-wobbles",
        at: [9, 10],
        thing: ["railing", "rail", "handrail", "step", "stair"],
        problem: ["wobbl", "loose", "unsafe", "secur", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kevin-water-heater-leaking",
        at: [12, 13],
        thing: ["water heater", "tank", "heater"],
        problem: ["rust", "leak", "puddle", "water", "corro", "replace"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "kevin-toilet-running",
        at: [14, 15],
        thing: ["toilet", "flapper", "cistern"],
        problem: ["run", "fill", "flapper", "leak", "constant"],
        priority: "MEDIUM",
      },
      {
        id: "garcia-back-door-weatherstrip",
        at: [16, 17],
        thing: ["weatherstrip", "door", "seal", "draft", "draught"],
        problem: ["torn", "tear", "draft", "draught", "gap", "daylight", "worn", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "shared-fence-paint-peeling",
        at: [18],
        thing: ["fence", "paint"],
        problem: ["peel", "flak", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "p04-us-triplex-tech-rapid-list",
    half: "heldout",
    lines: [
      "Triplex, 22 Orchard, units one to three, tech notes, go.", // 0
      "Unit one.", // 1
      "Disposal's jammed, hums, won't spin.", // 2
      "Tried the hex key on the bottom, no luck, needs a new unit.", // 3
      "Oven light's out, not a big deal, low.", // 4
      "Bath GFCI good, tested and reset.", // 5
      "CO detector in the hall, expired, back says 2016.", // 6
      "Don't have one on the truck, grab one from the shop, today.", // 7
      "Unit two.", // 8
      "No heat, it's twenty-eight out, igniter glows, burners don't catch, furnace locks out after three tries.", // 9
      "Tenant's running a space heater on an extension cord, so that's first.", // 10
      "Kitchen sprayer head leaks out the side when you use it, into the sink, routine.", // 11
      "Bifold closet doors off the track in both bedrooms.", // 12
      "Unit three, top floor.", // 13
      "Bedroom ceiling, brown ring, soft in the middle, still damp.", // 14
      "Roof's the cause, flashing around the vent stack has lifted, I could see it out the window.", // 15
      "Roofer before the rain Thursday.", // 16
      "Back deck, railing's solid, new stain looks good.", // 17
      "Slider screen door, rollers are shot, drags the whole way.", // 18
      "Living room wall, big gouge by the entry, furniture probably, patch and paint, low.", // 19
      "Dryer vent outside, flap's stuck open and it's packed with lint.", // 20
      "Fire risk, I'll clear it before I leave.", // 21
      "Done, heading back to the shop for parts.", // 22
    ],
    findings: [
      {
        id: "unit1-disposal-jammed",
        at: [2, 3],
        thing: ["disposal", "disposer", "garbage"],
        problem: ["jam", "stuck", "won't", "hum", "spin", "replace", "seize"],
        priority: "MEDIUM",
      },
      {
        id: "unit1-oven-light-out",
        at: [4],
        thing: ["oven", "light", "bulb", "lamp"],
        problem: ["out", "not", "blown", "dead", "bulb"],
        priority: "LOW",
      },
      {
        id: "unit1-co-detector-expired",
        at: [6, 7],
        thing: ["co", "carbon", "detector", "alarm"],
        problem: ["expir", "date", "old", "replace", "out of date", "end of life"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "unit2-furnace-no-heat",
        at: [9, 10],
        thing: ["heat", "furnace", "igniter", "burner"],
        problem: ["no heat", "heat", "lock", "catch", "ignit", "fail", "won't", "not"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "unit2-sprayer-leak",
        at: [11],
        thing: ["sprayer", "spray", "faucet", "tap"],
        problem: ["leak", "drip"],
        priority: "MEDIUM",
      },
      {
        id: "unit2-bifold-off-track",
        at: [12],
        thing: ["bifold", "closet", "door"],
        problem: ["track", "off", "derail", "fall"],
        priority: "MEDIUM",
      },
      {
        id: "unit3-roof-leak-bedroom-ceiling",
        at: [14, 15, 16],
        thing: ["ceiling", "roof", "flashing", "vent stack"],
        problem: ["leak", "damp", "wet", "stain", "soft", "lift", "water", "ring"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "unit3-slider-screen-rollers",
        at: [18],
        thing: ["screen", "slider", "roller", "door"],
        problem: ["roller", "drag", "stick", "shot", "worn", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "unit3-living-wall-gouge",
        at: [19],
        thing: ["wall", "drywall", "plaster"],
        problem: ["gouge", "damag", "hole", "patch", "dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "unit3-dryer-vent-lint",
        at: [20, 21],
        thing: ["dryer", "vent", "flap"],
        problem: ["lint", "block", "clog", "stuck", "packed", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "p05-us-mobile-home-park-manager",
    half: "tune",
    lines: [
      "Alright, Sunny Acres, we'll start at the clubhouse and work our way down Row B.", // 0
      "Laundry room first.", // 1
      "Number three washer won't go into spin, the clothes come out sopping.", // 2
      "Already taped an out-of-order sign on it.", // 3
      "The dryer beside it's fine, that one got a new belt last month and it's been great.", // 4
      "Pool gate latches and swings shut on its own, good.", // 5
      "Lot 14, one of our rentals, the skirting's come off along the back and you can see right under the home.", // 6
      "Water line underneath is wrapped and the heat tape's plugged in, so that's okay.", // 7
      "Mr Tran at 14 says the AC's been struggling.", // 8
      "It runs all day and the place only gets down to about eighty.", // 9
      "Filter was filthy, I swapped it, but it's still barely cooling, probably low on refrigerant.", // 10
      "Lot 15's privately owned, their carport's sagging, but that's theirs, I'll send them a letter.", // 11
      "Lot 17, our rental, empty, getting it ready for the new people.", // 12
      "Bathroom, the floor by the toilet's spongy, the subfloor rotted from an old wax ring leak, it's been dry since we changed the ring, but it still needs patching before move-in.", // 13
      "Back bedroom window, the crank's stripped, it's stuck open a couple inches and won't close.", // 14
      "Front steps, the wooden ones, the handrail pulls right out of the post.", // 15
      "Lot 22, the Ruizes, rental, no hot water since last night, I let the kitchen tap run five minutes, stone cold.", // 16
      "Cause is the pilot's out on the water heater.", // 17
      "Thing is, when I opened that closet there was a faint gas smell.", // 18
      "So shut the valve, I'll call the gas company, nobody lights anything in there.", // 19
      "The park sign out front, the lettering's all faded, cosmetic, next budget.", // 20
      "Oh, back at 17, I forgot, the hallway smoke detector's there but the back bedroom one is missing, just a bare mounting plate.", // 21
      "That's got to be in before they get keys.", // 22
      "Okay, that's the walk, let's get lunch.", // 23
    ],
    findings: [
      {
        id: "laundry-washer-wont-spin",
        at: [2, 3],
        thing: ["washer", "washing machine"],
        problem: ["spin", "won't", "sopping", "wet", "order", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "lot14-skirting-off",
        at: [6],
        thing: ["skirting", "skirt"],
        problem: ["off", "missing", "loose", "detach", "gap", "open"],
        priority: "MEDIUM",
      },
      {
        id: "lot14-ac-barely-cooling",
        at: [8, 9, 10],
        thing: ["ac", "air con", "air conditioning", "hvac", "cooling", "conditioner"],
        problem: ["struggl", "cool", "barely", "warm", "refrigerant", "not", "weak"],
        priority: "MEDIUM",
      },
      {
        id: "lot17-bath-floor-spongy",
        at: [13],
        thing: ["floor", "subfloor", "toilet"],
        problem: ["spong", "soft", "rot", "patch", "repair"],
        priority: "MEDIUM",
      },
      {
        id: "lot17-window-stuck-open",
        at: [14],
        thing: ["window", "crank", "operator"],
        problem: ["stuck", "open", "close", "strip", "won't", "secur", "crank"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lot17-step-handrail-loose",
        at: [15],
        thing: ["handrail", "rail", "step", "stair"],
        problem: ["loose", "pull", "out", "detach", "unsafe", "secur"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lot22-no-hot-water",
        at: [16, 17],
        thing: ["hot water", "water heater", "heater", "pilot"],
        problem: ["no hot", "cold", "pilot", "out", "not"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "lot22-gas-smell",
        at: [18, 19],
        thing: ["gas"],
        problem: ["smell", "odor", "odour", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "park-sign-faded",
        at: [20],
        thing: ["sign", "lettering"],
        problem: ["fade", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lot17-bedroom-smoke-detector-missing",
        at: [21, 22],
        thing: ["smoke", "detector", "alarm"],
        problem: ["missing", "no", "absent", "install", "fit", "need"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "p06-us-townhome-move-out-self-corrects",
    half: "heldout",
    lines: [
      "Move-out inspection, 1B at Larkspur Townhomes, the tenant dropped keys off this morning, I've got the move-in checklist with me.", // 0
      "Entry, the coat closet door's come off its hinge, the top one, sorry, the bottom one, it's just hanging.", // 1
      "Living room, carpet's been cleaned, they left the receipt on the counter, nice.", // 2
      "There's a burn mark on the carpet by the, um, by the window, a candle maybe, about the size of a quarter.", // 3
      "Nail holes all down the left wall, no, the right wall, where the TV was mounted, and a few of those are big anchor holes.", // 4
      "Kitchen, fridge is empty and clean, but the ice maker doesn't make a single cube, the bin's bone dry.", // 5
      "Move-in sheet has it as working, so that's new.", // 6
      "Range hood light and fan both work.", // 7
      "The hall bath, sorry, the master bath, the toilet rocks on the floor, either the bolts are loose or the flange is cracked.", // 8
      "Tub and caulk look good, they actually scrubbed it.", // 9
      "The real hall bath's fine, I don't think anybody ever used it.", // 10
      "Master bedroom, the window screen's missing completely, I checked the closets and the patio, it's nowhere.", // 11
      "The smoke detector in there's been pulled down, the wire connector's just dangling out of the ceiling.", // 12
      "That has to be back up before we show it, today or tomorrow.", // 13
      "Out on the patio, the fence is fine, pavers are level.", // 14
      "The patio slider doesn't latch, the lock tab's bent, you can lift the door right off its track from outside.", // 15
      "Oh, back to the kitchen, I forgot, under the sink there's a slow drip from the P-trap, and the cabinet floor's got a wet ring.", // 16
      "Probably just needs the slip nut snugged up, but get someone out today.", // 17
      "HVAC, filter's new, they wrote the date on it, thermostat works, heat came on when I bumped it up.", // 18
      "Garage, their stuff's all gone, but the door, when I press the wall button it comes down about a foot and then goes back up.", // 19
      "Photo eyes look knocked out of line, the left one's pointing at the floor.", // 20
      "Garage floor's swept, no oil stains.", // 21
      "So deposit deductions for the carpet burn, the wall holes and the screen, I'll write that up tonight.", // 22
    ],
    findings: [
      {
        id: "entry-closet-door-hinge",
        at: [1],
        thing: ["door", "closet", "hinge"],
        problem: ["hinge", "hang", "off", "loose", "broken", "detach"],
        priority: "MEDIUM",
      },
      {
        id: "living-carpet-burn",
        at: [3, 22],
        thing: ["carpet"],
        problem: ["burn", "mark", "scorch", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "living-wall-nail-holes",
        at: [4, 22],
        thing: ["wall", "drywall"],
        problem: ["hole", "nail", "anchor", "patch", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-ice-maker-dead",
        at: [5, 6],
        thing: ["ice maker", "ice", "fridge", "refrigerator"],
        problem: ["not", "doesn't", "no ice", "dry", "fail", "broken", "work"],
        priority: "MEDIUM",
      },
      {
        id: "master-bath-toilet-rocking",
        at: [8],
        thing: ["toilet", "flange", "bolt"],
        problem: ["rock", "loose", "crack", "wobbl", "move"],
        priority: "MEDIUM",
      },
      {
        id: "master-bedroom-screen-missing",
        at: [11, 22],
        thing: ["screen", "window"],
        problem: ["missing", "gone", "no", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "master-bedroom-smoke-detector-down",
        at: [12, 13],
        thing: ["smoke", "detector", "alarm"],
        problem: [
          "pulled",
          "down",
          "disconnect",
          "missing",
          "removed",
          "dangl",
          "reinstall",
          "refit",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "patio-slider-wont-latch",
        at: [15],
        thing: ["slider", "door", "lock", "latch", "patio"],
        problem: ["latch", "lock", "bent", "lift", "secur", "won't", "doesn't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-p-trap-drip",
        at: [16, 17],
        thing: ["p-trap", "trap", "sink", "drain", "pipe", "cabinet"],
        problem: ["drip", "leak", "wet", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "garage-door-reverses",
        at: [19, 20],
        thing: ["garage", "door", "opener", "photo eye", "eye", "sensor"],
        problem: ["revers", "back up", "close", "eye", "align", "sensor", "knock"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "p07-us-strip-mall-unit-leasing-walk",
    half: "tune",
    lines: [
      "Unit 7 at Oak Creek Plaza, the old vape shop space, the new tenant's a phone repair place and they want keys on the first.", // 0
      "Storefront, the right-hand glass panel has a crack running corner to corner, it's holding, but it's cracked.", // 1
      "Front door closer's fine, swings shut nice and slow.", // 2
      "The lock's another story, you turn the key and the throw doesn't come out at all, so right now this place is basically unlocked.", // 3
      "Locksmith today, I'm not leaving it like that overnight.", // 4
      "Sales floor, three or four ceiling tiles have water stains, but they're old and dry, the roof was redone last fall.", // 5
      "Lighting, everything comes on except the back row, those flicker and buzz, ballasts probably.", // 6
      "Back room, the electrical panel's missing two of the blanks on the cover, you could stick a finger right in next to the breakers.", // 7
      "Restroom, the ADA grab bar beside the toilet is loose, it spins in the wall.", // 8
      "That's a liability thing, fix it before they open.", // 9
      "Water heater, the little six-gallon one up on the shelf, works, hot water at the sink in about a minute.", // 10
      "The restroom faucet, though, won't shut off all the way, there's a constant trickle.", // 11
      "Went up the roof ladder, the rooftop unit's running, but the economizer damper's stuck open and there's a bird's nest in the intake.", // 12
      "HVAC contractor for that, routine, before summer.", // 13
      "Back door to the service alley locks fine, the panic bar works.", // 14
      "Exit sign over the back door is dead, no light, even with the test button.", // 15
      "Going back to that storefront glass, no rush on it, it can go in with the signage work in a few weeks.", // 16
      "Parking lot striping in front of 7 is pretty faded, cosmetic, we'll do it with the rest of the lot in spring.", // 17
      "Okay, that's the unit, I'll call the locksmith from the car.", // 18
    ],
    findings: [
      {
        id: "storefront-glass-cracked",
        at: [1, 16],
        thing: ["glass", "storefront", "window", "panel", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "front-door-lock-wont-throw",
        at: [3, 4, 18],
        thing: ["lock", "door", "throw", "bolt", "cylinder", "locksmith"],
        problem: ["throw", "lock", "won't", "doesn't", "secur", "fail"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sales-floor-ceiling-tile-stains",
        at: [5],
        thing: ["ceiling", "tile"],
        problem: ["stain", "water", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-row-lights-flicker",
        at: [6],
        thing: ["light", "fixture", "ballast", "lighting"],
        problem: ["flicker", "buzz", "ballast"],
        priority: "MEDIUM",
      },
      {
        id: "panel-cover-blanks-missing",
        at: [7],
        thing: ["panel", "breaker", "electrical", "blank", "cover"],
        problem: ["missing", "blank", "exposed", "open", "gap"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "restroom-grab-bar-loose",
        at: [8, 9],
        thing: ["grab bar", "bar", "rail"],
        problem: ["loose", "spin", "secur", "fix"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "restroom-faucet-trickle",
        at: [11],
        thing: ["faucet", "tap"],
        problem: ["trickle", "drip", "run", "shut", "won't", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "rooftop-unit-damper-stuck",
        at: [12, 13],
        thing: ["rooftop", "unit", "rtu", "hvac", "damper", "economizer", "intake"],
        problem: ["stuck", "nest", "open", "block"],
        priority: "MEDIUM",
      },
      {
        id: "back-exit-sign-dead",
        at: [15],
        thing: ["exit", "sign", "emergency"],
        problem: ["dead", "no light", "out", "not", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "parking-striping-faded",
        at: [17],
        thing: ["striping", "stripe", "parking", "line"],
        problem: ["fade", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "p08-us-dental-office-suite",
    half: "heldout",
    lines: [
      "Suite 210, Brightside Dental, I'm walking it with Dr Okafor's office manager, they're seeing patients so we're working around them.", // 0
      "Reception, front entry door's fine, the badge reader works.", // 1
      "Waiting room carpet has a coffee stain by the chairs, old, dry, cosmetic.", // 2
      "Operatory two, no, operatory three, the sensor faucet doesn't respond, you wave your hand under it and nothing.", // 3
      "They've been washing up in op two instead.", // 4
      "Mechanical room, air compressor's running, the dryer's fine, vacuum pump cycles normally.", // 5
      "Leaking, slowly, from the water heater relief valve, and the puddle's creeping toward the compressor's power cord.", // 6
      "Water next to a plugged-in compressor, that's a today fix, I've put a towel down for now.", // 7
      "Sterilization room, the GFCI on the counter trips whenever they run the autoclave and the ultrasonic at the same time.", // 8
      "Electrician should look at giving the autoclave its own circuit, not urgent, they're working around it.", // 9
      "Break room, the microwave's theirs, not ours, the fridge is ours and it's cold.", // 10
      "Ceiling over the break room table, one tile's sagging and wet and it's dripping into the trash can.", // 11
      "I'm pretty sure that's the condensate pan on the unit above the ceiling, it's overflowing.", // 12
      "Hallway, emergency light by the back exit, pressed the test button, dead.", // 13
      "And the back exit door itself, the panic bar sticks, you have to shove it twice to get out.", // 14
      "Fire marshal would write us up for that, so it's high.", // 15
      "Dr Okafor's office, two slats snapped on the window blinds, cosmetic.", // 16
      "Restroom, the hand dryer, oh wait, no, it's fine, it's just got a delay.", // 17
      "They say the ops run warm in the afternoons, the thermostat in op one reads seventy-eight with it set to seventy-two.", // 18
      "Might be the same unit that's overflowing, have the HVAC tech look at both.", // 19
      "Lab area, the cabinet door under the model trimmer's hanging by one hinge.", // 20
      "Okay, that's 210, I'll get the plumber and the HVAC tech scheduled.", // 21
    ],
    findings: [
      {
        id: "waiting-room-carpet-stain",
        at: [2],
        thing: ["carpet"],
        problem: ["stain", "coffee", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "op3-sensor-faucet-dead",
        at: [3, 4],
        thing: ["faucet", "sensor", "tap"],
        problem: ["respond", "not", "doesn't", "dead", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-relief-valve-leak",
        at: [6, 7],
        thing: ["water heater", "relief", "valve", "tpr", "heater"],
        problem: ["leak", "puddle", "water", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "steri-gfci-trips-under-load",
        at: [8, 9],
        thing: ["gfci", "outlet", "circuit", "receptacle"],
        problem: ["trip", "overload", "circuit", "dedicated"],
        priority: "LOW",
      },
      {
        id: "break-room-ceiling-drip",
        at: [11, 12, 19],
        thing: ["ceiling", "tile", "condensate", "pan"],
        problem: ["drip", "wet", "sag", "leak", "overflow", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "back-exit-emergency-light-dead",
        at: [13],
        thing: ["emergency light", "emergency", "light"],
        problem: ["dead", "not", "fail", "test", "out"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "back-exit-panic-bar-sticks",
        at: [14, 15],
        thing: ["panic bar", "exit", "door", "bar"],
        problem: ["stick", "shove", "jam", "hard"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "office-blinds-slats-snapped",
        at: [16],
        thing: ["blind", "slat"],
        problem: ["snap", "broken", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "operatories-running-warm",
        at: [18, 19],
        thing: ["thermostat", "hvac", "cooling", "ac", "air", "temperature", "op"],
        problem: ["warm", "hot", "temperature", "cool", "not"],
        priority: "MEDIUM",
      },
      {
        id: "lab-cabinet-door-hinge",
        at: [20],
        thing: ["cabinet", "door", "hinge"],
        problem: ["hinge", "hang", "loose", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "p09-uk-owner-lake-cabin-rental",
    half: "tune",
    lines: [
      "Right, so this is the cabin, we bought it when we moved over from Leeds, and honestly the guests adore it.", // 0
      "There's a family arriving Friday, so I want a proper list for Jake before the weekend.", // 1
      "Kitchen first, the hob, sorry, the stove as you lot call it, the front left ring won't heat up, it just stays stone cold.", // 2
      "The fridge is humming away nicely and the kettle's mine, it stays.", // 3
      "The loo in the downstairs bathroom, the handle's gone all floppy, you have to hold it down for ages before it'll flush.", // 4
      "The dock, well, it's more of a jetty really, a couple of planks have warped and one's lifted right up at the end, proper ankle-breaker.", // 5
      "Get that screwed down before Friday, I don't want anyone going in the lake who didn't mean to.", // 6
      "Screened porch, the screen on the lake side's ripped top to bottom, the mosquitoes will eat them alive.", // 7
      "The deck off the porch, the railing's grand, Jake redid it last summer and it's still rock solid.", // 8
      "Upstairs now, the loft bedroom.", // 9
      "The smoke alarm up here beeps every minute or so, and I've no idea where the stepladder's got to.", // 10
      "Needs a battery at the very least, and somebody check the date on the back of it.", // 11
      "There's a CO detector by the wood stove, isn't there, yes, there it is, and it tested fine.", // 12
      "Bunk room, the window won't stay open, it comes crashing down, the spring thingies must have gone.", // 13
      "Oh, and the water heater, I meant to say when we were downstairs, it takes absolutely ages to get hot, and the last lot said the showers went lukewarm after five minutes.", // 14
      "Jake reckons the bottom element's burnt out, so book it in for the next couple of weeks.", // 15
      "Outside, the gravel drive's fine, bins are tucked away in the shed.", // 16
      "The paint on the shutters is flaking, they look a bit tatty, but that's cosmetic, end of season job.", // 17
      "Outdoor shower by the back door, the valve drips, not much, and it's onto gravel, so it's not urgent.", // 18
      "The kayaks are down to the guests, if they leave them out on the beach that's on them.", // 19
      "That's about it, I'll email Jake the list tonight and then we'll have a cuppa.", // 20
    ],
    findings: [
      {
        id: "kitchen-stove-ring-cold",
        at: [2],
        thing: ["stove", "hob", "ring", "burner", "element", "cooker"],
        problem: ["heat", "cold", "won't", "not", "dead", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "downstairs-loo-handle-floppy",
        at: [4],
        thing: ["loo", "toilet", "handle", "flush", "lever"],
        problem: ["flopp", "loose", "flush", "hold", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "dock-planks-lifted",
        at: [5, 6],
        thing: ["dock", "jetty", "plank", "board"],
        problem: ["warp", "lift", "loose", "trip", "raised", "screw"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "porch-screen-ripped",
        at: [7],
        thing: ["screen", "porch"],
        problem: ["rip", "torn", "tear", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "loft-smoke-alarm-beeping",
        at: [10, 11],
        thing: ["smoke", "alarm", "detector"],
        problem: ["beep", "chirp", "battery", "date", "low"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bunk-room-window-wont-stay-open",
        at: [13],
        thing: ["window", "sash", "spring", "balance"],
        problem: ["stay", "crash", "fall", "drop", "spring", "won't", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-slow-lukewarm",
        at: [14, 15],
        thing: ["water heater", "heater", "element", "hot water", "shower"],
        problem: ["slow", "ages", "lukewarm", "element", "burn", "cold", "not"],
        priority: "MEDIUM",
      },
      {
        id: "shutters-paint-flaking",
        at: [17],
        thing: ["shutter", "paint"],
        problem: ["flak", "peel", "tatty", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "outdoor-shower-valve-drip",
        at: [18],
        thing: ["shower", "valve", "outdoor"],
        problem: ["drip", "leak"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "p10-us-garden-apartments-tech-work-orders",
    half: "heldout",
    lines: [
      "Work orders, Maple Glen garden apartments, Building 4, Tuesday.", // 0
      "4A, tenant called in no heat, confirmed, blower runs, air's cold.", // 1
      "Flame sensor was dirty, cleaned it, fired right up, holding seventy, closing that one out.", // 2
      "4A kitchen, range hood fan's dead, light works, fan doesn't.", // 3
      "4B, vacant, make-ready.", // 4
      "Walls need a full repaint, scuffs everywhere, low, painters are booked next week.", // 5
      "Fridge is warm, fifty-two on the thermometer, compressor clicks on and off.", // 6
      "Smoke detectors, both of them, no batteries.", // 7
      "CO detector's gone altogether, just two screws in the wall.", // 8
      "Need those in before it shows, today.", // 9
      "4C, upstairs.", // 10
      "Balcony railing, one bolt's sheared at the base, the rail moves about two inches.", // 11
      "Told the tenant keep the kids off it, caution tape's up.", // 12
      "4C bath, GFCI won't reset, dead outlet.", // 13
      "Swapped it for the spare in the van, still won't reset, so there's a fault downstream, not dangerous, it's doing its job, but they've got no outlet in there, electrician this month.", // 14
      "4D, tenant says the water heater makes popping noises.", // 15
      "Sediment, tank's twelve years old, flush it or replace it, hot water's fine, not urgent.", // 16
      "4D bedroom, ceiling fan wobbles bad on high, the mount's loose.", // 17
      "Back to 4B real quick, forgot, the bathroom vanity drawer front fell off, it's sitting in the tub.", // 18
      "Building exterior, gutters on 4 are clean, downspouts are fine, dryer vents were done last month.", // 19
      "End of Building 4.", // 20
    ],
    findings: [
      {
        id: "4a-range-hood-fan-dead",
        at: [3],
        thing: ["range hood", "hood", "fan", "vent"],
        problem: ["dead", "not", "doesn't", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "4b-wall-scuffs",
        at: [5],
        thing: ["wall", "paint"],
        problem: ["scuff", "repaint", "paint", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "4b-fridge-warm",
        at: [6],
        thing: ["fridge", "refrigerator", "compressor"],
        problem: ["warm", "cool", "click", "not", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "4b-smoke-detectors-no-batteries",
        at: [7, 9],
        thing: ["smoke", "detector", "alarm"],
        problem: ["batter", "no", "missing", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "4b-co-detector-missing",
        at: [8, 9],
        thing: ["co", "carbon", "detector", "alarm"],
        problem: ["missing", "gone", "no", "absent", "install"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "4c-balcony-railing-bolt-sheared",
        at: [11, 12],
        thing: ["railing", "rail", "balcony", "bolt"],
        problem: ["shear", "loose", "move", "broken", "unsafe", "secur"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "4c-bath-gfci-wont-reset",
        at: [13, 14],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["reset", "dead", "fault", "no power", "won't", "trip"],
        priority: "MEDIUM",
      },
      {
        id: "4d-water-heater-popping",
        at: [15, 16],
        thing: ["water heater", "heater", "tank"],
        problem: ["pop", "nois", "sediment", "flush", "replace", "old"],
        priority: "LOW",
      },
      {
        id: "4d-ceiling-fan-wobble",
        at: [17],
        thing: ["ceiling fan", "fan", "mount"],
        problem: ["wobbl", "loose", "shake"],
        priority: "MEDIUM",
      },
      {
        id: "4b-vanity-drawer-front-off",
        at: [18],
        thing: ["vanity", "drawer"],
        problem: ["fell", "off", "broken", "loose", "detach"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "p11-us-section8-reinspection",
    half: "tune",
    lines: [
      "Re-inspection, 1207 Walnut, apartment 3, HQS, the original fail was the ninth of last month.", // 0
      "Fail list first.", // 1
      "Item 1.4, living room window lock, previous fail, now pass, new latch installed and it holds.", // 2
      "Item 2.5, range, previous fail, two burners out, now pass, all four light.", // 3
      "Item 4.7, bedroom two smoke detector, previous fail, still fail.", // 4
      "They put a new one up but it isn't connected to anything, no battery, won't test.", // 5
      "Item 8.4, rear porch handrail, previous fail, now pass, solid, anchored properly.", // 6
      "Now the new items I picked up on the walk.", // 7
      "Item 2.4, kitchen sink, fail, the drain's so slow it backs up, there's greasy water standing in the left bowl.", // 8
      "Item 3.3, bathroom, fail, a tile's cracked on the tub surround and the grout's missing along the tub edge, wall behind still feels solid.", // 9
      "Item 3.6, bathroom exhaust fan, pass.", // 10
      "Item 5.2, basement stairs, fail, no handrail anywhere on that run.", // 11
      "And the third tread up from the bottom has split down the middle, it flexes when you put weight on it.", // 12
      "Basement, furnace, pass, flue's connected, heat's on.", // 13
      "Water heater, fail, the flue pipe's pulled apart at the joint right above the tank, about an inch gap.", // 14
      "That's a carbon monoxide risk, twenty-four hour item, I'm calling the owner right after this.", // 15
      "Exterior, item 8.2, the front gutter's hanging off the fascia at one end.", // 16
      "Item 8.6, exterior surfaces, paint peeling on the porch columns, building's 1991 so no lead concern, pass with comment, cosmetic.", // 17
      "Tenant says the bedroom one closet light doesn't work, checked it, bulb's just burnt out, she's replacing it herself.", // 18
      "Result, fail, owner notified today, re-inspect in fourteen days.", // 19
    ],
    findings: [
      {
        id: "bedroom2-smoke-detector-still-fail",
        at: [4, 5],
        thing: ["smoke", "detector", "alarm"],
        problem: ["fail", "connect", "batter", "won't", "test", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-sink-drain-slow",
        at: [8],
        thing: ["sink", "drain"],
        problem: ["slow", "back", "block", "clog", "standing"],
        priority: "MEDIUM",
      },
      {
        id: "tub-surround-tile-grout",
        at: [9],
        thing: ["tile", "grout", "tub", "surround"],
        problem: ["crack", "missing", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "basement-stairs-no-handrail",
        at: [11],
        thing: ["handrail", "rail", "stair"],
        problem: ["no", "missing", "lack", "without", "fail", "need"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basement-stair-tread-split",
        at: [12],
        thing: ["tread", "step", "stair"],
        problem: ["split", "crack", "flex", "broken"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "water-heater-flue-separated",
        at: [14, 15],
        thing: ["flue", "vent", "water heater", "pipe"],
        problem: ["apart", "gap", "disconnect", "separat", "carbon", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "front-gutter-hanging",
        at: [16],
        thing: ["gutter"],
        problem: ["hang", "loose", "off", "detach", "sag"],
        priority: "MEDIUM",
      },
      {
        id: "porch-column-paint-peeling",
        at: [17],
        thing: ["paint", "column", "porch"],
        problem: ["peel", "flak", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "p12-us-triplex-owner-family-history",
    half: "heldout",
    lines: [
      "Okay, so this is the triplex, my dad built the top floor on in the eighties, which explains a lot, honestly.", // 0
      "First floor's Mrs Abernathy, twenty-two years she's been here, she's basically family, she brings me banana bread.", // 1
      "Her kitchen's fine, the fridge is new, we put that in at Christmas, no complaints.", // 2
      "Her bedroom, though, the window's painted shut, she can't get it open, and that's her only way out if there's ever a fire.", // 3
      "She says she doesn't mind, but I mind, that one's first.", // 4
      "Her bathroom, the GFCI, I pushed test and it clicked off, reset fine, good.", // 5
      "Second floor, the Parks, young couple, he's a nurse, she does something with computers, they're never home.", // 6
      "They texted me that the radiator in the front room stays cold even when the boiler's going, the rest of the place is warm.", // 7
      "Probably air in it, needs bleeding, I used to do that myself, but my knees.", // 8
      "Their back stairs, the wooden ones down to the yard, the railing's come loose at the top, it moves like a loose tooth.", // 9
      "Third floor, the attic apartment, that's Derek, Derek's a musician, Derek's behind on rent, but that's a whole other conversation.", // 10
      "His kitchen ceiling has a brown stain, it's dry, that was the ice dam last winter, and we had the roof fixed.", // 11
      "The smoke detector up there still sounds when you test it, so that's fine for now.", // 12
      "But there's no CO detector up there at all, with a gas stove, so that's a must, this week.", // 13
      "His shower, the pressure's like a drizzle, he's complained twice.", // 14
      "Dad ran that line in half-inch, it was never great, but the shower head's probably clogged too.", // 15
      "Basement, the boiler's the original cast iron, it's loud, but it works.", // 16
      "Next to it, the water heater, the bottom of the tank's rusty and there's a wet spot on the floor.", // 17
      "Oh, no, the wet spot's from the dehumidifier, the hose popped off, I just pushed it back on.", // 18
      "The rust, though, somebody ought to keep an eye on that tank.", // 19
      "Out back, the garage the tenants use for storage, the overhead door's stuck halfway up, the spring's snapped, you can see the gap in it.", // 20
      "Nobody try to lift that, those springs are dangerous, I'll call the garage door people tomorrow.", // 21
      "Paint on the porch trim's peeling on the south side, that can wait till next year.", // 22
      "Alright, I'm going to go say hi to Mrs Abernathy and then we're done.", // 23
    ],
    findings: [
      {
        id: "first-floor-bedroom-window-painted-shut",
        at: [3, 4],
        thing: ["window"],
        problem: ["painted", "shut", "stuck", "open", "egress", "escape", "won't"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "second-floor-front-radiator-cold",
        at: [7, 8],
        thing: ["radiator", "rad"],
        problem: ["cold", "air", "bleed", "not", "heat"],
        priority: "MEDIUM",
      },
      {
        id: "second-floor-back-stair-railing-loose",
        at: [9],
        thing: ["railing", "rail", "handrail", "stair"],
        problem: ["loose", "move", "wobbl", "secur"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "attic-kitchen-ceiling-old-stain",
        at: [11],
        thing: ["ceiling", "stain"],
        problem: ["stain", "brown", "water", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "attic-no-co-detector",
        at: [13],
        thing: ["co", "carbon", "detector", "alarm"],
        problem: ["no", "missing", "absent", "need", "install", "fit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "attic-shower-low-pressure",
        at: [14, 15],
        thing: ["shower", "shower head", "pressure", "line"],
        problem: ["pressure", "drizzle", "low", "weak", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "basement-water-heater-rust",
        at: [17, 18, 19],
        thing: ["water heater", "tank", "heater"],
        problem: ["rust", "corro", "monitor", "eye"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door-spring-snapped",
        at: [20, 21],
        thing: ["garage", "door", "spring", "overhead"],
        problem: ["spring", "snap", "broken", "stuck", "danger"],
        priority: "HIGH",
      },
      {
        id: "porch-trim-paint-peeling",
        at: [22],
        thing: ["trim", "paint", "porch"],
        problem: ["peel", "flak", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "p13-us-house-move-out-pm-calls-owner",
    half: "tune",
    lines: [
      "Hi Mr Delgado, it's Priya from Keystone, I'm at the Birch Lane house doing the move-out, have you got a minute?", // 0
      "Great, so overall they left it pretty decent, broom clean, keys and both garage remotes on the counter.", // 1
      "Living room, the hardwood by the slider has some deep scratches, dog nails by the look of it, that'll come out of the deposit.", // 2
      "No, not structural, just the finish, a screen and recoat would take care of it.", // 3
      "Kitchen, the dishwasher works, I ran a quick cycle and it drained fine.", // 4
      "The over-the-range microwave, the door handle's snapped off, you can still pry it open by the edge, but barely.", // 5
      "Yeah, I'll price a new one against just a handle.", // 6
      "Upstairs hallway, the smoke detector's chirping, sorry, no, it's the CO detector, the combo unit, it says end of life on the display.", // 7
      "We'll swap that before anybody moves in, it's quick, but it's a must.", // 8
      "Kids' room has crayon on the walls, the whole bottom half of one wall, cosmetic, paint'll cover it.", // 9
      "Master bath, the vanity light flickers, and when I touched the switch plate it felt warm.", // 10
      "Warm, yeah, not hot, but I'd rather have the electrician out this week, I've flipped that breaker off for now.", // 11
      "Garage, the door goes up fine, but coming down it stops halfway and reverses, every single time.", // 12
      "The sensor on the right side got knocked, it's hanging by its wire.", // 13
      "Backyard, they had a hot tub on the deck, it's gone now, but it left a big rectangle where the boards are all grey and stained.", // 14
      "Deck railing's solid, I gave it a good shake.", // 15
      "Oh, before I forget, back inside, the HVAC filter was disgusting, I don't think they changed it once, so I'd like the system serviced before the new people.", // 16
      "It's running and cooling fine, it's just the filter and probably a dirty coil.", // 17
      "Water heater's fine, that's the one we replaced two years ago.", // 18
      "The side gate's latch is broken, so the gate just swings open in the wind.", // 19
      "Sure, I'll send you the full report with photos tonight and the deposit breakdown by Friday.", // 20
      "Okay, thanks Mr Delgado, bye now.", // 21
    ],
    findings: [
      {
        id: "living-room-hardwood-scratches",
        at: [2, 3],
        thing: ["hardwood", "floor", "wood"],
        problem: ["scratch", "finish", "damag", "recoat"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "microwave-handle-snapped",
        at: [5, 6],
        thing: ["microwave", "handle"],
        problem: ["snap", "broken", "off", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "hallway-co-detector-end-of-life",
        at: [7, 8],
        thing: ["co", "carbon", "detector", "alarm", "smoke"],
        problem: ["end of life", "chirp", "expir", "replace", "swap", "old"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kids-room-crayon-walls",
        at: [9],
        thing: ["wall", "paint"],
        problem: ["crayon", "mark", "draw", "scribbl", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "master-bath-switch-plate-warm",
        at: [10, 11],
        thing: ["switch", "light", "vanity", "plate", "electric", "wiring", "breaker"],
        problem: ["warm", "hot", "flicker", "heat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "garage-door-reverses-sensor-knocked",
        at: [12, 13],
        thing: ["garage", "door", "sensor", "photo eye", "opener"],
        problem: ["revers", "stop", "sensor", "knock", "hang", "align"],
        priority: "MEDIUM",
      },
      {
        id: "deck-hot-tub-stain",
        at: [14],
        thing: ["deck", "board"],
        problem: ["stain", "grey", "gray", "discolo", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hvac-needs-service-dirty-filter",
        at: [16, 17],
        thing: ["hvac", "filter", "coil", "system", "ac", "air"],
        problem: ["dirty", "filthy", "disgust", "service", "clean", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "side-gate-latch-broken",
        at: [19],
        thing: ["gate", "latch"],
        problem: ["broken", "latch", "swing", "open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "p14-us-duplex-winter-annual-self-corrects",
    half: "heldout",
    lines: [
      "Annual inspection, duplex at 88 Cedar, units A and B, it's about ten degrees out, so let's make it quick.", // 0
      "Unit A, the tenant's home, she's got the dog shut in the bedroom.", // 1
      "Furnace closet, the furnace is, no wait, it's a heat pump with an air handler, and the backup heat strips aren't kicking on, it's blowing lukewarm and the house is at sixty-one.", // 2
      "Thermostat's calling for heat, so it's the strips or the sequencer, and that's a today call in this weather.", // 3
      "Kitchen, the fridge, ice and water both fine, the range is fine.", // 4
      "The window over the sink, the left, sorry, the right-hand pane, the seal's gone, it's fogged up between the glass.", // 5
      "Not urgent, put it on the window order for spring.", // 6
      "Hall bath, the GFCI trips and resets fine, but its cover plate's cracked across one corner, nothing exposed.", // 7
      "Going out back, the deck stairs, they're icy but that's just the weather, the stringer, though, the bottom of the left stringer's rotted and the whole stair leans.", // 8
      "Leans maybe an inch, she says she uses the front door anyway, still, I'd tape it off.", // 9
      "Unit B, vacant since the first.", // 10
      "Thermostat was set at fifty, it's chilly in here, I bumped it up to sixty-five.", // 11
      "Furnace fired right up, warm air at the registers already.", // 12
      "Upstairs bath, sorry, the only bath, there's just the one, the toilet tank's got a hairline crack along the back and it's damp on the floor underneath.", // 13
      "Shut off the supply valve for now, it needs a new tank.", // 14
      "Bedroom one, no screen in the window, no, hang on, the screen's down behind the dresser, it just fell out, I've popped it back in.", // 15
      "Bedroom two, the closet ceiling has a stain, old and dry, looks like it's been painted over once already.", // 16
      "The hall smoke detector, it's hardwired, the green light's off and the test button does nothing.", // 17
      "Breaker for it's on, so it's the unit itself.", // 18
      "Kitchen in B, the oven door won't close all the way, the hinge is bent, so there's a gap along the top.", // 19
      "Outside, B's garage door, the bottom panel's dented in, somebody backed into it, cosmetic.", // 20
      "A's garage is hers, packed with boxes, I didn't go in.", // 21
      "Okay, the heat in A is the priority, then the stairs, then the toilet in B.", // 22
    ],
    findings: [
      {
        id: "unit-a-backup-heat-strips-not-working",
        at: [2, 3, 22],
        thing: ["heat", "heat pump", "heat strip", "strip", "air handler", "furnace", "sequencer"],
        problem: ["lukewarm", "not", "kick", "no heat", "cold", "fail", "sequencer"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "unit-a-kitchen-window-seal-failed",
        at: [5, 6],
        thing: ["window", "pane", "glass", "seal", "glazing"],
        problem: ["seal", "fog", "mist", "fail", "condensation"],
        priority: "LOW",
      },
      {
        id: "unit-a-gfci-cover-plate-cracked",
        at: [7],
        thing: ["gfci", "cover", "plate", "outlet"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "unit-a-deck-stair-stringer-rotted",
        at: [8, 9, 22],
        thing: ["stair", "stringer", "step", "deck"],
        problem: ["rot", "lean", "unsafe", "tape"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "unit-b-toilet-tank-cracked",
        at: [13, 14, 22],
        thing: ["toilet", "tank", "cistern"],
        problem: ["crack", "damp", "leak", "wet", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "unit-b-closet-ceiling-old-stain",
        at: [16],
        thing: ["ceiling", "stain", "closet"],
        problem: ["stain", "mark", "water"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "unit-b-hall-smoke-detector-dead",
        at: [17, 18],
        thing: ["smoke", "detector", "alarm"],
        problem: ["dead", "off", "nothing", "not", "fail", "light", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "unit-b-oven-door-wont-close",
        at: [19],
        thing: ["oven", "door", "hinge", "range"],
        problem: ["close", "hinge", "bent", "gap", "won't"],
        priority: "MEDIUM",
      },
      {
        id: "unit-b-garage-door-dented",
        at: [20],
        thing: ["garage", "door", "panel"],
        problem: ["dent", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "p15-us-mobile-home-park-tech-three-lots",
    half: "tune",
    lines: [
      "Pine Hollow park, three homes today, lots 6, 9 and 31, starting with 6.", // 0
      "Lot 6, front door, deadbolt's good, the knob set's loose on the door, it still locks.", // 1
      "Water heater's the work order, it's in the outside compartment.", // 2
      "Pilot's lit, water's hot, but the relief valve's been dripping and it's rotted out the floor of the compartment.", // 3
      "Relief valve's the cause, floor's the damage, both need doing, valve today.", // 4
      "Bath, tub drain was slow, snaked it, running fine now.", // 5
      "Hall smoke detector's there and works, pressed it, loud.", // 6
      "Back bedroom window, the, no, the screen's fine, it's the glass, cracked corner to corner, still in one piece.", // 7
      "Lot 9 next.", // 8
      "Lot 9, heat, tenant says it cuts out overnight, she woke up to fifty-five in there.", // 9
      "Furnace lit for me, ran about ten minutes, then locked out, three blinks on the board, that's the pressure switch.", // 10
      "Ordering the part, loaning her a space heater, high.", // 11
      "Lot 9 steps, the metal ones, rusted through on the second step, there's a hole you could put a boot through.", // 12
      "Lot 9 skirting, a few panels had popped out, I snapped them back in.", // 13
      "Lot 31, vacant.", // 14
      "Lot 31, kitchen faucet's fine, but the dishwasher's missing, just the hole and capped lines.", // 15
      "Lot 31, the marriage line, the ceiling seam down the middle has separated, half-inch gap, you can feel air coming through.", // 16
      "Outside lot 31, the electrical pedestal, the meter base door's hanging off and the wires inside are exposed.", // 17
      "Kids walk past there to the bus stop, that's today.", // 18
      "Lot 31, the GFCI on the outside outlet won't trip when you push test.", // 19
      "Lot 31 siding, couple of dents and a faded strip where a sign used to be, cosmetic.", // 20
      "Done, back to the office.", // 21
    ],
    findings: [
      {
        id: "lot6-front-door-knob-loose",
        at: [1],
        thing: ["knob", "door", "lockset", "handle"],
        problem: ["loose", "tighten"],
        priority: "MEDIUM",
      },
      {
        id: "lot6-water-heater-relief-valve-drip",
        at: [3, 4],
        thing: ["relief", "valve", "water heater", "compartment", "floor"],
        problem: ["drip", "leak", "rot", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "lot6-bedroom-window-glass-cracked",
        at: [7],
        thing: ["window", "glass", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "lot9-furnace-cuts-out",
        at: [9, 10, 11],
        thing: ["heat", "furnace", "pressure switch"],
        problem: ["cut", "lock", "no heat", "cold", "fail", "switch"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "lot9-steps-rusted-through",
        at: [12],
        thing: ["step", "stair"],
        problem: ["rust", "hole", "through", "corro"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lot31-dishwasher-missing",
        at: [15],
        thing: ["dishwasher"],
        problem: ["missing", "no", "absent", "install", "need"],
        priority: "MEDIUM",
      },
      {
        id: "lot31-marriage-line-gap",
        at: [16],
        thing: ["marriage line", "ceiling", "seam"],
        problem: ["separat", "gap", "split", "air", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "lot31-pedestal-wires-exposed",
        at: [17, 18],
        thing: ["pedestal", "meter", "wire", "wiring", "electric"],
        problem: ["expos", "hang", "off", "open", "bare"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "lot31-outside-gfci-wont-trip",
        at: [19],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["trip", "test", "won't", "fail"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "lot31-siding-dents",
        at: [20],
        thing: ["siding"],
        problem: ["dent", "fade", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "p16-us-lake-cabin-turnover-check",
    half: "heldout",
    lines: [
      "Turnover check at the Loon Point cabin, last guests checked out at ten, next group's in Saturday.", // 0
      "They left it tidy, even started the dishwasher on the way out, which, thank you.", // 1
      "Great room, the ceiling fan, the pull chain's snapped off, so it's stuck on low.", // 2
      "Kitchen, fridge is fine, ice maker's fine, the coffee maker's ours and it's fine.", // 3
      "Burning smell as soon as I turned the oven on, like hot plastic, so I shut it right off.", // 4
      "Could it be something a guest left in the drawer underneath, no, I checked, the drawer's empty, it's coming from the oven itself.", // 5
      "Nobody uses that oven till it's been looked at, I'm taping a sign on it.", // 6
      "Downstairs bath, the GFCI by the sink is dead, won't reset, and the outlet in the other bath runs off it, so that's out too.", // 7
      "Out to the deck, lake side.", // 8
      "Deck's fine, railing's fine, we redid the railing in May.", // 9
      "The stairs down to the water, though, the bottom three are wet and green with algae, slippery as anything.", // 10
      "Somebody's going to fall, get them pressure washed before Saturday.", // 11
      "Boathouse, the overhead door won't go up, the opener just clicks.", // 12
      "Not a big deal, the guests don't get the boat anyway, low priority.", // 13
      "Back inside, upstairs, the master, the slider screen's got a tear near the handle, bugs'll get right in.", // 14
      "Bunk room, smoke alarm's good, CO's good, tested both.", // 15
      "Oh, going back to the oven, I called the owner, she says it's still under warranty, so I'll get the appliance company out.", // 16
      "Water heater's in the crawlspace, I had a look since the last guests mentioned it, no leaks, pan's dry, it's fine.", // 17
      "Propane gauge reads twenty percent, I'll call for a fill.", // 18
      "Front porch light, the fixture's rusty and the glass globe's cracked, it still works, cosmetic, replace it in the fall.", // 19
      "The kayak rack, one of the arms snapped, the guests didn't report it, so that'll be a damage charge.", // 20
      "Dock's okay, bumpers are fine, the ladder's fine, but the cleat on the end is loose.", // 21
      "So, the oven and the stairs are the big ones, I'll get both sorted by Thursday.", // 22
      "Locking up.", // 23
    ],
    findings: [
      {
        id: "great-room-fan-pull-chain",
        at: [2],
        thing: ["ceiling fan", "fan", "pull chain", "chain"],
        problem: ["snap", "broken", "stuck", "off"],
        priority: "MEDIUM",
      },
      {
        id: "oven-burning-plastic-smell",
        at: [4, 5, 6, 16, 22],
        thing: ["oven", "range", "stove"],
        problem: ["burn", "smell", "plastic", "smoke"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "downstairs-bath-gfci-dead",
        at: [7],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["dead", "reset", "won't", "out", "no power"],
        priority: "MEDIUM",
      },
      {
        id: "lake-stairs-algae-slippery",
        at: [10, 11, 22],
        thing: ["stair", "step"],
        problem: ["algae", "slip", "green", "wet", "fall", "wash"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "boathouse-door-opener-clicks",
        at: [12, 13],
        thing: ["boathouse", "door", "opener", "overhead"],
        problem: ["won't", "click", "open", "up", "stuck", "fail"],
        priority: "LOW",
      },
      {
        id: "master-slider-screen-tear",
        at: [14],
        thing: ["screen", "slider"],
        problem: ["tear", "torn", "rip", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "porch-light-globe-cracked",
        at: [19],
        thing: ["light", "fixture", "globe", "lamp"],
        problem: ["crack", "rust"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kayak-rack-arm-snapped",
        at: [20],
        thing: ["kayak", "rack", "arm"],
        problem: ["snap", "broken", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "dock-cleat-loose",
        at: [21],
        thing: ["cleat", "dock"],
        problem: ["loose"],
        priority: "MEDIUM",
      },
    ],
  },
];
