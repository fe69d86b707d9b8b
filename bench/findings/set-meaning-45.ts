// Blind walkthroughs, set meaning-45 (written without seeing the extractor).
// US single-family and small multifamily rentals (HVAC, crawlspaces, GFCIs, move-in/move-out), plus Australian/NZ rentals.
import type { Walkthrough } from "./types";

export const MEANING45_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "at01-move-out-ranch",
    half: "tune",
    lines: [
      "Okay, this is the move-out for 2217 Birchwood Lane, three-bed ranch, tenants turned the keys in yesterday.", // 0
      "Starting at the front door. Deadbolt works, knob lock works, no issues there.", // 1
      "Living room carpet, um, there's a big pet stain by the slider, maybe two feet across.", // 2
      "That's probably coming out of the deposit, it's going to need professional cleaning at minimum.", // 3
      "Sliding screen door is torn along the bottom and it's jumped off the track.", // 4
      "Kitchen. Range, all four burners light, oven heats up. Fridge is cold.", // 5
      "Dishwasher, there's water sitting in the bottom, it doesn't drain.", // 6
      "Could just be the filter clogged, I'll have the turnover guy look before we call anybody.", // 7
      "Couple of nail holes and some scuffs down the hallway, normal wear and tear, we'll patch and paint.", // 8
      "Hall bath. Toilet flushes fine, no leaks under the vanity.", // 9
      "The GFCI by the sink, I hit test and it doesn't trip. Outlet's still live.", // 10
      "So that gets swapped out before anyone moves in, that's a safety thing.", // 11
      "Master bedroom, closet door's come off the bottom guide, minor, just needs popping back on.", // 12
      "Smoke detector in the master, tested it, works. Hallway one works too.", // 13
      "Heading out to the garage. The opener, the safety sensor's knocked out of line so the garage door won't close, it just goes back up.", // 14
      "Need that fixed today, I'm not leaving an empty house with the garage wide open.", // 15
      "Water heater's out here too, no rust at the bottom, pilot's lit, it's strapped. Good.", // 16
      "Back yard. Fence has two pickets missing on the alley side.", // 17
      "And that's it, I'll send the report over to the owner this afternoon.", // 18
    ],
    findings: [
      {
        id: "carpet-pet-stain",
        at: [2, 3],
        thing: ["carpet", "stain"],
        problem: ["stain", "cleaning"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "screen-door-torn",
        at: [4],
        thing: ["screen", "door"],
        problem: ["torn", "off the track", "jumped"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-not-draining",
        at: [6, 7],
        thing: ["dishwasher", "filter"],
        problem: ["doesn't drain", "water sitting", "clogged"],
        priority: "MEDIUM",
      },
      {
        id: "hallway-nail-holes",
        at: [8],
        thing: ["hole", "scuff", "hallway"],
        problem: ["patch", "paint", "scuff", "hole"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gfci-not-tripping",
        at: [10, 11],
        thing: ["gfci", "outlet"],
        problem: ["doesn't trip", "live", "swapped", "safety"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "closet-door-off-guide",
        at: [12],
        thing: ["closet", "door"],
        problem: ["off", "guide", "popping"],
        priority: "LOW",
      },
      {
        id: "garage-door-wont-close",
        at: [14, 15],
        thing: ["garage", "door", "opener", "sensor"],
        problem: ["won't close", "out of line", "goes back up", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fence-pickets-missing",
        at: [17],
        thing: ["fence", "picket"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at02-duplex-quick",
    half: "heldout",
    lines: [
      "Quick one, 418 Maple Street, the duplex, unit B upstairs, I've got like fifteen minutes.", // 0
      "Tenant says the furnace hasn't come on since Sunday and yeah, it's fifty-eight degrees in here.", // 1
      "Thermostat's calling for heat, blower doesn't kick on, nothing, no click, nothing.", // 2
      "Calling the HVAC guys as soon as I'm out, that's today.", // 3
      "Smoke detector in the hallway is just gone, there's the base plate and the wires, no detector.", // 4
      "Tenant says it kept going off when she cooked so she pulled it down.", // 5
      "Okay, uh, bathroom. Exhaust fan's loud, like grinding, but it does work.", // 6
      "Tub caulk is black and peeling away at the corners.", // 7
      "Recaulk whenever we're next out, no rush on that.", // 8
      "Kitchen's fine, no leaks under the sink, disposal works.", // 9
      "Sorry, hang on. Yeah, I'm at Maple, I'll be there by two. Yep. Bye.", // 10
      "Back stairs, the handrail on the outside stairs is wobbly, like really wobbly, top section.", // 11
      "Somebody's going to grab that and go over, I need a carpenter out tomorrow at the latest.", // 12
      "Alright that's it, done.", // 13
    ],
    findings: [
      {
        id: "furnace-no-heat",
        at: [1, 2, 3],
        thing: ["furnace", "blower", "heat"],
        problem: ["hasn't come on", "doesn't kick on", "nothing", "fifty-eight"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "smoke-detector-missing",
        at: [4, 5],
        thing: ["smoke", "detector"],
        problem: ["gone", "no detector", "pulled"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bath-fan-grinding",
        at: [6],
        thing: ["exhaust", "fan"],
        problem: ["loud", "grinding"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulk",
        at: [7, 8],
        thing: ["caulk", "tub"],
        problem: ["black", "peeling", "recaulk"],
        priority: "LOW",
      },
      {
        id: "outside-handrail-loose",
        at: [11, 12],
        thing: ["handrail", "rail", "stairs"],
        problem: ["wobbly", "go over"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "at03-quarterly-all-good",
    half: "tune",
    lines: [
      "Quarterly on 90 Cedar Court, the tenant, Mr. Alvarez, is home, he's walking me round.", // 0
      "Living room, carpets look good, no stains, walls are clean.", // 1
      "Kitchen sink, no leaks underneath, the cabinet floor's bone dry.", // 2
      "Range works, hood fan works, the light on it works.", // 3
      "Thanks, yeah, you can let the dog out, he's fine, I like dogs.", // 4
      "Furnace filter was changed last month, he showed me the date written on it.", // 5
      "Furnace fired right up, no weird smells, nothing rattling.", // 6
      "Water heater, no rust, no water on the floor, the relief valve pipe's dry.", // 7
      "Heading upstairs. Smoke detectors in all three bedrooms tested, all sounding.", // 8
      "CO detector in the hallway, tested, it's good, and the date on the back's fine too.", // 9
      "Bathroom, toilet doesn't rock, flushes fine, shower drains fine.", // 10
      "GFCI trips and resets like it should.", // 11
      "Windows all lock, screens are all in, not a tear in any of them.", // 12
      "Out back, deck's solid, no soft boards, railing's tight.", // 13
      "The gutter guy already came out last week and cleared everything, so that's taken care of.", // 14
      "Honestly nothing to write up, this place is in great shape. Thanks, Mr. Alvarez.", // 15
    ],
    findings: [],
  },
  {
    id: "at04-crawlspace-prelease",
    half: "heldout",
    lines: [
      "This is the pre-lease inspection at 1506 North Ellis, single family, built in the fifties, doing the crawlspace first while I'm still clean.", // 0
      "Okay, in the crawlspace. Sump pump's in the corner and, um, it's not running, the pit's full right to the top.", // 1
      "I lifted the float by hand, nothing, not even a hum.", // 2
      "So there's water backing up onto the vapor barrier along the north wall, inch or so of standing water.", // 3
      "That's urgent, they're calling for storms Friday.", // 4
      "Joists look good, no rot that I can see, I probed a few, all solid.", // 5
      "There's a drain line, the one from the kitchen, dripping at a joint right above the pier.", // 6
      "Slow, like a drip every few seconds, I stuck a bucket under it.", // 7
      "Insulation's hanging down in a couple of bays between the joists, needs stapling back up.", // 8
      "Okay, out of the crawlspace. Main floor.", // 9
      "Kitchen, the outlet left of the sink, the cover plate's cracked and you can see the wires behind it.", // 10
      "Not having that next to the sink, electrician tomorrow before anything else.", // 11
      "Bedrooms. The back bedroom window, the crank's stripped so it won't open.", // 12
      "Smoke detectors, there's none in the bedrooms, just the one in the hall.", // 13
      "Code wants one in every sleeping room, so we need three added before move-in.", // 14
      "Bathroom vanity, the left door's hanging off one hinge.", // 15
      "Hardwood in the living room has some grey water marks by the front window where a plant sat, cosmetic, we'll refinish down the line.", // 16
      "Tub, toilet, sink, all fine, no drips.", // 17
      "That's the lot. Writing it up in the truck.", // 18
    ],
    findings: [
      {
        id: "sump-pump-dead",
        at: [1, 2, 3, 4],
        thing: ["sump", "pump", "pit", "water"],
        problem: ["not running", "full", "nothing", "standing", "backing up"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "drain-line-drip",
        at: [6, 7],
        thing: ["drain", "line", "joint"],
        problem: ["dripping", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "crawlspace-insulation",
        at: [8],
        thing: ["insulation"],
        problem: ["hanging", "stapling"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-outlet-wires",
        at: [10, 11],
        thing: ["outlet", "cover", "plate", "wire"],
        problem: ["cracked", "see the wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-window-crank",
        at: [12],
        thing: ["window", "crank"],
        problem: ["stripped", "won't open"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-smoke-detectors",
        at: [13, 14],
        thing: ["smoke", "detector"],
        problem: ["none", "added"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "vanity-door-hinge",
        at: [15],
        thing: ["vanity", "door", "hinge"],
        problem: ["hanging", "off"],
        priority: "MEDIUM",
      },
      {
        id: "hardwood-water-marks",
        at: [16],
        thing: ["hardwood", "floor", "marks"],
        problem: ["marks", "refinish"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "at05-nz-wellington-flat",
    half: "tune",
    lines: [
      "Kia ora, this is the routine at 7 Aro Street, Wellington, tenant's home, she's working from the lounge.", // 0
      "Kitchen first. Rangehood, the fan goes but the light's dead.", // 1
      "Probably just the globe, I'll bring one next time I'm round.", // 2
      "Benchtop's got a burn mark by the hob, ring shaped, that's cosmetic.", // 3
      "Bathroom. Extractor fan works, good, and no mould on the ceiling this time.", // 4
      "The hot water cylinder, the valve on the side is weeping, there's a little puddle on the cupboard floor.", // 5
      "Needs a plumber today if they can, it's sitting right by the power point for the cylinder.", // 6
      "Bedroom two. There's black mould in the corner behind the wardrobe, round the window.", // 7
      "She says she's been airing it, so I reckon it's the window seal. Needs treating and the seal looked at.", // 8
      "Sorry, yeah, no, you're fine, I'll be out of your way in five.", // 9
      "Heat pump in the lounge blows warm, filter's clean.", // 10
      "Smoke alarms, hallway one tested fine, the one in bedroom one doesn't sound at all.", // 11
      "Got a spare in the car but it needs doing properly, I'll get one fitted tomorrow.", // 12
      "Outside. Downpipe at the back corner's come away from the wall, it just pours onto the path when it rains.", // 13
      "Deck's fine, no soft boards, steps are good.", // 14
      "Right, done, see you in three months.", // 15
    ],
    findings: [
      {
        id: "rangehood-light",
        at: [1, 2],
        thing: ["rangehood", "light", "globe"],
        problem: ["dead"],
        priority: "LOW",
      },
      {
        id: "benchtop-burn",
        at: [3],
        thing: ["benchtop", "bench", "burn"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cylinder-valve-weeping",
        at: [5, 6],
        thing: ["cylinder", "valve", "hot water"],
        problem: ["weeping", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      { id: "bedroom-mould", at: [7, 8], thing: ["mould", "seal"], priority: "MEDIUM" },
      {
        id: "bedroom-smoke-alarm",
        at: [11, 12],
        thing: ["smoke", "alarm"],
        problem: ["doesn't sound", "fitted"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "downpipe-detached",
        at: [13],
        thing: ["downpipe"],
        problem: ["come away", "pours"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at06-two-family-hvac-check",
    half: "heldout",
    lines: [
      "Alright, 33 Winthrop, the little two-family, doing the fall HVAC check on both units.", // 0
      "Unit one first. Furnace lights, flame's blue, blower's good.", // 1
      "Filter's new, tenant changed it and wrote the date on it, love that.", // 2
      "CO detector outside the furnace room, tested, it beeps.", // 3
      "Upstairs unit. Same thing, furnace fires, heat's coming out of all the registers.", // 4
      "Except, uh, the register in the back bedroom, hardly anything coming out of it.", // 5
      "Damper's open, so it might be a crushed duct up in the attic, I need someone to go up and look.", // 6
      "It's not a no-heat situation, rest of the unit's toasty, so the next couple of weeks is fine.", // 7
      "Water heaters in the basement, both of them, no leaks, venting looks right.", // 8
      "Smoke detectors, both units, all tested and all good.", // 9
      "The AC condensers outside are already covered for the winter, good.", // 10
      "Okay, that's the only thing, the one register.", // 11
    ],
    findings: [
      {
        id: "back-bedroom-register",
        at: [5, 6, 7],
        thing: ["register", "duct"],
        problem: ["hardly anything", "crushed"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at07-au-brisbane-house",
    half: "tune",
    lines: [
      "Right, routine inspection, 22 Jacaranda Street, Ashgrove, it's about three in the arvo, tenants are out.", // 0
      "Front verandah, a couple of the floorboards are soft near the steps, and one's actually cracked right through.", // 1
      "Don't want anyone putting a foot through that, I'll get the carpenter out tomorrow.", // 2
      "Verandah balustrade's fine, gave it a good shake.", // 3
      "Lounge. Flyscreen on the big window is torn at the bottom corner, mozzies'll be getting in.", // 4
      "Kitchen. Rangehood filters are caked in grease, that's the tenant's job to clean, I'll mention it.", // 5
      "Dishwasher's fine. Cooktop, the back left element doesn't heat up.", // 6
      "Tried it twice, front ones get hot, back left stays stone cold.", // 7
      "Ensuite. Shower screen door won't stay shut, the magnetic strip's come off.", // 8
      "Grout's a bit discoloured but that's just age, it's fine.", // 9
      "Main bathroom, the power point next to the vanity is scorched, brown marks round one of the holes.", // 10
      "Nobody's to use that, I've taped over it, the sparky needs to come today.", // 11
      "Hot water system out the side, no leaks, the relief valve lets out a bit while it's heating but that's normal.", // 12
      "Downpipes all connected, gutters look clear.", // 13
      "Back yard, the side gate latch is broken so the gate just swings open.", // 14
      "Smoke alarms, tested all four, all good.", // 15
      "Okay, that's me, heading to the next one in Paddington.", // 16
    ],
    findings: [
      {
        id: "verandah-floorboards",
        at: [1, 2],
        thing: ["verandah", "floorboard", "board"],
        problem: ["soft", "cracked", "foot through"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lounge-flyscreen",
        at: [4],
        thing: ["flyscreen", "screen"],
        problem: ["torn"],
        priority: "MEDIUM",
      },
      {
        id: "cooktop-element",
        at: [6, 7],
        thing: ["element", "cooktop"],
        problem: ["doesn't heat", "cold"],
        priority: "MEDIUM",
      },
      {
        id: "ensuite-shower-screen",
        at: [8],
        thing: ["shower", "screen", "strip"],
        problem: ["won't stay shut", "come off"],
        priority: "MEDIUM",
      },
      {
        id: "scorched-power-point",
        at: [10, 11],
        thing: ["power point", "point"],
        problem: ["scorched", "brown marks"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "side-gate-latch",
        at: [14],
        thing: ["gate", "latch"],
        problem: ["broken", "swings open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at08-move-in-lower-unit",
    half: "heldout",
    lines: [
      "Move-in inspection, 1212 Fulton Avenue, lower unit, with the new tenant, Jasmine, it's the first of the month.", // 0
      "So I'm just going to narrate as we go, Jasmine, and you stop me if you see something I miss.", // 1
      "Entry door, deadbolt throws, both keys work.", // 2
      "Living room, there's a scratch on the hardwood right by the entry, about six inches, we'll note that as existing and get it buffed out at some point.", // 3
      "Window blinds, the one on the left is missing two slats, no wait, the right one, the left one's fine.", // 4
      "Kitchen. Under the sink, the trap's wet, there's a slow drip from the slip nut.", // 5
      "Jasmine, don't put anything under there yet, I'll get the plumber out today.", // 6
      "Fridge is cold, freezer's cold, ice maker's not hooked up but there's no line for it, so that's fine.", // 7
      "Stove, the oven light's out. Minor.", // 8
      "Bathroom. Toilet keeps running after you flush, you have to jiggle the handle.", // 9
      "Yeah that'll run up your water bill, we'll get a new flapper in there this week.", // 10
      "Bedroom. Smoke detector's there, hit the button, nothing.", // 11
      "Oh, there's no battery in it at all. I've got nine-volts in the car, I'll put one in before I leave and retest.", // 12
      "Hallway CO detector, tested, good.", // 13
      "Back door, the storm door closer is broken, it just slams.", // 14
      "Basement's shared with upstairs, water heater and furnace are down there, both fine when I was in last week.", // 15
      "Laundry, the dryer vent outside, the flap's stuck open and it's packed with lint.", // 16
      "That's a fire risk, I'll have maintenance clean it out today.", // 17
      "Okay Jasmine, sign here and here, and you've got seven days to send me anything else you find.", // 18
    ],
    findings: [
      {
        id: "hardwood-scratch",
        at: [3],
        thing: ["hardwood", "floor", "scratch"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "blind-missing-slats",
        at: [4],
        thing: ["blind", "slat"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "sink-trap-drip",
        at: [5, 6],
        thing: ["trap", "slip nut", "sink"],
        problem: ["drip", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "oven-light-out",
        at: [8],
        thing: ["oven", "light"],
        problem: ["out"],
        priority: "LOW",
      },
      {
        id: "toilet-running",
        at: [9, 10],
        thing: ["toilet", "flapper", "handle"],
        problem: ["running", "jiggle"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-smoke-detector",
        at: [11, 12],
        thing: ["smoke", "detector", "battery"],
        problem: ["nothing", "no battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "storm-door-closer",
        at: [14],
        thing: ["storm", "door", "closer"],
        problem: ["broken", "slams"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-vent-lint",
        at: [16, 17],
        thing: ["dryer", "vent", "flap", "lint"],
        problem: ["stuck open", "packed", "fire risk"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "at09-hurried-turnover",
    half: "tune",
    lines: [
      "Okay so 5540 Ridgeview, turnover, I'm running behind so this is going to be fast.", // 0
      "Whole place needs paint, they smoked in here, walls are yellow, ceilings too.", // 1
      "Carpets, replace, all of them, burns in the living room and the back bedroom's got, I don't even know what that is.", // 2
      "Kitchen, um, the garbage disposal's jammed, just hums.", // 3
      "Two of the cabinet doors are off, they're sitting on the counter.", // 4
      "Furnace fine, water heater fine, I'm not going back down there.", // 5
      "Hall bath the tub faucet, it, it drips, hot side.", // 6
      "Master bath, GFCI's tripped and won't reset, so no power to the vanity outlets.", // 7
      "Smoke detectors, two are missing, hallway and the master, just the bases hanging there.", // 8
      "Those go up before anybody even shows it.", // 9
      "Yeah, yeah, I'm almost done, tell him I'll call him back.", // 10
      "Garage, the opener remotes are gone, tenant kept them, whatever, we'll rekey the house and get new remotes.", // 11
      "Back deck, a couple of the stair treads are split, the bottom one's loose.", // 12
      "Somebody's going to break an ankle on that, put it on the urgent list.", // 13
      "Done, out.", // 14
    ],
    findings: [
      {
        id: "nicotine-walls-paint",
        at: [1],
        thing: ["paint", "wall", "ceiling"],
        problem: ["yellow", "smoked", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "carpets-burns",
        at: [2],
        thing: ["carpet"],
        problem: ["burns", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "disposal-jammed",
        at: [3],
        thing: ["disposal"],
        problem: ["jammed", "hums"],
        priority: "MEDIUM",
      },
      {
        id: "cabinet-doors-off",
        at: [4],
        thing: ["cabinet", "door"],
        problem: ["off"],
        priority: "MEDIUM",
      },
      {
        id: "tub-faucet-drip",
        at: [6],
        thing: ["faucet", "tub"],
        problem: ["drips"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-wont-reset",
        at: [7],
        thing: ["gfci", "outlet"],
        problem: ["won't reset", "tripped", "no power"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detectors-missing",
        at: [8, 9],
        thing: ["smoke", "detector"],
        problem: ["missing", "bases"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "garage-remotes-rekey",
        at: [11],
        thing: ["remote", "opener", "rekey"],
        problem: ["gone", "rekey", "kept"],
        priority: "MEDIUM",
      },
      {
        id: "deck-stair-treads",
        at: [12, 13],
        thing: ["tread", "stair", "deck"],
        problem: ["split", "loose", "ankle"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "at10-townhome-routine",
    half: "heldout",
    lines: [
      "Okay, unit 4 at 1818 Station Street, the townhomes, routine, tenant let me in then took off to work.", // 0
      "Kitchen, the range hood fan makes a horrible rattling noise on high, it's fine on low.", // 1
      "Kitchen faucet's loose on the counter, the whole thing wobbles around when you turn it on.", // 2
      "Laundry closet, the supply valve behind the washer is leaking, there's water running down the wall onto the floor.", // 3
      "I shut it off for now but that needs a plumber this afternoon, it's right by the dryer outlet.", // 4
      "Upstairs. Master bath, the exhaust fan doesn't do anything, and there's mildew starting on the ceiling.", // 5
      "Just spots for now, get the ceiling cleaned and the fan replaced in the next couple of weeks.", // 6
      "Master bedroom, the screen's missing altogether off the sliding door.", // 7
      "Tenant's note says the mosquitoes are eating them alive, fair enough.", // 8
      "Second bedroom all good, no marks, closet doors slide fine.", // 9
      "Smoke detector on the landing, tested, good, and the one downstairs too.", // 10
      "Out back, water heater closet, it's a gas one, pilot's on, no leaks, flue looks right.", // 11
      "Patio, one of the pavers has lifted, it's sticking up a good inch right outside the back door, get it reset in the next week or two.", // 12
      "Right, that's it, photos are uploaded, I'm off.", // 13
    ],
    findings: [
      {
        id: "range-hood-rattle",
        at: [1],
        thing: ["range hood", "hood", "fan"],
        problem: ["rattling", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-faucet-loose",
        at: [2],
        thing: ["faucet"],
        problem: ["loose", "wobbles"],
        priority: "MEDIUM",
      },
      {
        id: "washer-valve-leak",
        at: [3, 4],
        thing: ["valve", "washer", "supply"],
        problem: ["leaking", "water running"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bath-fan-dead",
        at: [5, 6],
        thing: ["exhaust", "fan"],
        problem: ["doesn't do anything", "replaced"],
        priority: "MEDIUM",
      },
      {
        id: "bath-ceiling-mildew",
        at: [5, 6],
        thing: ["mildew", "ceiling"],
        problem: ["mildew", "spots", "cleaned"],
        priority: "MEDIUM",
      },
      {
        id: "slider-screen-missing",
        at: [7, 8],
        thing: ["screen"],
        problem: ["missing", "mosquitoes"],
        priority: "MEDIUM",
      },
      {
        id: "patio-paver-lifted",
        at: [12],
        thing: ["paver", "patio"],
        problem: ["lifted", "sticking up"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at11-fourplex-common-areas",
    half: "tune",
    lines: [
      "Annual inspection at the Greenway fourplex, 800 Greenway Drive, starting in the common hallway.", // 0
      "Hall lights are all working, exit sign's lit.", // 1
      "The front entry door, the closer's shot and the door doesn't latch on its own, you have to pull it shut.", // 2
      "Anybody can just walk in off the street, so that's today, I'll call the locksmith.", // 3
      "Mailboxes are fine. Stair carpet, there's a spot on the third step where it's come loose at the nosing.", // 4
      "That's a trip waiting to happen, get it tacked down tomorrow.", // 5
      "Stair rail's solid, no play in it.", // 6
      "Smoke detector on the second floor landing is chirping, low battery.", // 7
      "I'll swap the battery today, got some in the van.", // 8
      "Okay, basement. The boiler's, no, sorry, it's two furnaces down here, units one and two. Both running fine.", // 9
      "Water heater for unit three, there's rust round the bottom and a little trickle of water out the base.", // 10
      "That tank's done, it needs replacing in the next day or two before it lets go.", // 11
      "Dryer in the shared laundry, lint trap's fine, vent's clear.", // 12
      "The laundry sink faucet's missing its handle, you need pliers to turn it.", // 13
      "Outside. Back stairs up to the upper units are solid. The landing light's out though.", // 14
      "Gutters on the back side are pulling away from the fascia, sagging in the middle.", // 15
      "Side of the building there's graffiti on the siding by the dumpsters.", // 16
      "Not a big deal, we'll paint over it when we do the trim.", // 17
      "Going to do the units now, that's the common areas done.", // 18
    ],
    findings: [
      {
        id: "entry-door-wont-latch",
        at: [2, 3],
        thing: ["entry", "door", "closer"],
        problem: ["doesn't latch", "shot", "walk in"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-carpet-loose",
        at: [4, 5],
        thing: ["stair", "carpet", "step", "nosing"],
        problem: ["loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "landing-smoke-chirping",
        at: [7, 8],
        thing: ["smoke", "detector", "battery"],
        problem: ["chirping", "low battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "unit3-water-heater-leak",
        at: [10, 11],
        thing: ["water heater", "heater", "tank"],
        problem: ["rust", "trickle", "replacing"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "laundry-faucet-handle",
        at: [13],
        thing: ["faucet", "handle"],
        problem: ["missing", "pliers"],
        priority: "MEDIUM",
      },
      {
        id: "back-landing-light",
        at: [14],
        thing: ["light", "landing"],
        problem: ["out"],
        priority: "MEDIUM",
      },
      {
        id: "gutters-pulling-away",
        at: [15],
        thing: ["gutter"],
        problem: ["pulling away", "sagging"],
        priority: "MEDIUM",
      },
      {
        id: "siding-graffiti",
        at: [16, 17],
        thing: ["graffiti"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "at12-nz-christchurch-final",
    half: "heldout",
    lines: [
      "This is 15 Kowhai Place, Riccarton, final inspection, tenants have moved out, bond's waiting on this.", // 0
      "Lounge, carpets were professionally cleaned, receipt's on the bench, they look good.", // 1
      "Wall by the TV has got Blu Tack marks and a couple of small holes where they had brackets up.", // 2
      "Minor, fill and touch up, I'll take it out of the bond if they agree.", // 3
      "Kitchen, oven's clean, rangehood's clean, filters clean, all good.", // 4
      "Bathroom, shower's fine, the toilet seat's cracked down one side though.", // 5
      "Bedroom one, flyscreen, no, sorry, there's no flyscreens in this place, it's the curtain, the curtain track's pulled out of the ceiling.", // 6
      "Bedroom two's good, nothing to report.", // 7
      "Hot water cylinder, no leaks, cupboard's dry.", // 8
      "Smoke alarms, the long life ones, all three tested and working.", // 9
      "Outside, washing line's fine, lawns have been mowed.", // 10
      "Ah, the spouting's overflowing at the back, it's full of leaves and the downpipe's blocked.", // 11
      "That's ours not theirs, get the gutter guy round in the next few weeks.", // 12
      "Right, that's it, I'll email the tenants this arvo about the wall.", // 13
    ],
    findings: [
      {
        id: "lounge-wall-marks",
        at: [2, 3],
        thing: ["wall", "marks", "holes"],
        problem: ["marks", "holes", "fill", "touch up"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-seat-cracked",
        at: [5],
        thing: ["toilet", "seat"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "curtain-track",
        at: [6],
        thing: ["curtain", "track"],
        problem: ["pulled out"],
        priority: "MEDIUM",
      },
      {
        id: "spouting-blocked",
        at: [11, 12],
        thing: ["spouting", "downpipe", "gutter"],
        problem: ["overflowing", "blocked", "leaves"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at13-phoenix-ac-out",
    half: "tune",
    lines: [
      "Okay, service call slash inspection at 3107 East Sahuaro, Phoenix, it's a hundred and twelve out.", // 0
      "Tenant called in that the AC's blowing warm. Yep, thermostat's set to seventy-four and it's eighty-nine in here.", // 1
      "Outside at the condenser, the fan's not spinning, compressor's humming, so probably a capacitor.", // 2
      "That's an emergency in this heat, they've got a baby, getting the HVAC company out today.", // 3
      "While I'm here I'll walk through. Kitchen, fine, no leaks.", // 4
      "Hall bath, the sink stopper's stuck down, won't come up, so the sink drains really slow.", // 5
      "Master bath, there's a crack in one of the shower tiles, hairline, just cosmetic.", // 6
      "Bedroom windows, the screens are sun rotted, the mesh just crumbles when you touch it, all the west side ones.", // 7
      "Not urgent, we'll do them in the fall when it cools off.", // 8
      "Smoke detectors tested, all working. CO detector by the water heater closet, tested, working.", // 9
      "Water heater's got a little white crust on the fitting up top, but it's dry, no drip, just keep an eye on it.", // 10
      "Backyard, the pool gate, it doesn't self-close anymore, it just stays open.", // 11
      "With the baby that's a must-fix, I'll have the handyman adjust the hinge today.", // 12
      "Okay, I'm going to sit in my car with the AC on for a minute, that's it.", // 13
    ],
    findings: [
      {
        id: "ac-not-cooling",
        at: [1, 2, 3],
        thing: ["ac", "condenser", "fan", "compressor"],
        problem: ["blowing warm", "not spinning", "humming", "emergency"],
        priority: "HIGH",
      },
      {
        id: "sink-stopper-stuck",
        at: [5],
        thing: ["stopper", "sink"],
        problem: ["stuck", "won't come up", "drains really slow"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tile-crack",
        at: [6],
        thing: ["tile", "shower"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "west-screens-rotted",
        at: [7, 8],
        thing: ["screen", "mesh"],
        problem: ["rotted", "crumbles"],
        priority: "LOW",
      },
      {
        id: "pool-gate-self-close",
        at: [11, 12],
        thing: ["pool", "gate", "hinge"],
        problem: ["doesn't self-close", "stays open"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "at14-au-perth-all-fine",
    half: "heldout",
    lines: [
      "G'day, this is the six-monthly at 9 Banksia Crescent, Scarborough, tenant's Mrs. Nguyen, she's home.", // 0
      "Front verandah's swept, no damage, steps are solid.", // 1
      "Lounge, no marks on the walls, carpets are in good nick.", // 2
      "Kitchen, rangehood works on all speeds, light's on, oven's fine.", // 3
      "Ensuite, no mould, silicone's good, exhaust fan's pulling.", // 4
      "Main bathroom, no leaks under the vanity, toilet's not running.", // 5
      "Oh, thanks, no, I'm right for a cuppa, got four more to do this arvo.", // 6
      "Flyscreens all on, not one torn, she's been really careful with them.", // 7
      "Power points, and I tested the safety switch at the board, it trips and resets fine.", // 8
      "Smoke alarms, all three interconnected, tested, all went off together.", // 9
      "Hot water system, no leaks, valve's fine.", // 10
      "Downpipes are all connected, gutters were cleaned in autumn, still clear.", // 11
      "Back yard, lawns are done, nothing wrong with the fence.", // 12
      "Nothing to report really, great tenant. Right, off to the next one.", // 13
    ],
    findings: [],
  },
  {
    id: "at15-gas-smell-pine-hollow",
    half: "tune",
    lines: [
      "This is Dana with Northpoint Property, inspection at 47 Pine Hollow Road, Tuesday morning, tenant's home.", // 0
      "Starting in the garage because the tenant mentioned a smell.", // 1
      "Yeah, there's definitely a gas smell by the water heater, rotten eggs, strongest near the valve.", // 2
      "I've shut the gas off at the heater, calling the gas company now, and the tenant's keeping the garage door up.", // 3
      "So no hot water until that's sorted, plumber today as well.", // 4
      "Okay. Garage door opener works, auto-reverse works, I put a box under it.", // 5
      "Kitchen. There's a, um, a water stain on the ceiling below the upstairs bath, brownish ring, it's dry.", // 6
      "I'll look from upstairs but probably the toilet, get the plumber to check it while he's here.", // 7
      "Family room, the slider lock doesn't catch, you can slide it right open even when it's locked.", // 8
      "Tenant's putting a dowel in the track for tonight, but that's a next-day fix.", // 9
      "Upstairs. Bath, yep, the toilet rocks a bit, that's the wax ring for sure.", // 10
      "Kids' room, one of the kids drew on the wall in marker, that's theirs, they said they'll clean it off.", // 11
      "Hallway smoke detector's fine. The CO detector, it's the plug-in kind, it was unplugged sitting on the shelf.", // 12
      "I plugged it back in and hit test, it works, told them to leave it in.", // 13
      "Master bedroom, window screen's bent, won't sit in the frame.", // 14
      "Deck off the master, um, the boards are fine but a baluster's missing, there's a gap you could get a toddler through.", // 15
      "They do have a toddler, so that's urgent, we'll get it back in tomorrow.", // 16
      "Crawlspace vent cover on the side of the house is missing, critters could get in.", // 17
      "Okay, still waiting on the gas company, I'll stay till they're here.", // 18
    ],
    findings: [
      {
        id: "gas-smell-water-heater",
        at: [2, 3, 4],
        thing: ["gas", "water heater", "valve"],
        problem: ["smell", "rotten eggs", "no hot water"],
        priority: "HIGH",
      },
      {
        id: "ceiling-stain-toilet",
        at: [6, 7, 10],
        thing: ["ceiling", "stain", "toilet", "wax ring"],
        problem: ["stain", "rocks", "wax"],
        priority: "MEDIUM",
      },
      {
        id: "slider-lock",
        at: [8, 9],
        thing: ["slider", "lock"],
        problem: ["doesn't catch", "slide it right open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "master-screen-bent",
        at: [14],
        thing: ["screen"],
        problem: ["bent", "won't sit"],
        priority: "MEDIUM",
      },
      {
        id: "deck-baluster-missing",
        at: [15, 16],
        thing: ["baluster", "deck"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "crawlspace-vent-cover",
        at: [17],
        thing: ["vent", "cover", "crawlspace"],
        problem: ["missing", "critters"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at16-nz-dunedin-winter",
    half: "heldout",
    lines: [
      "Right, 112 Highgate, Dunedin, quick routine, bloody freezing today, tenants are out.", // 0
      "Lounge, the heat pump's showing an error code, flashing orange light, won't blow anything.", // 1
      "That's their only heating, I need the heat pump guy out today or first thing tomorrow.", // 2
      "Curtains are fine. Lounge window, the latch is broken, it won't lock, and it's ground floor facing the street.", // 3
      "Kitchen, rangehood's fine. The bench, the laminate's peeling up at the edge by the sink.", // 4
      "Cosmetic really, glue it down next time we're in.", // 5
      "Bathroom, there's mould round the shower window, bit of a damp problem in there.", // 6
      "Extractor works, they just need to use it, but the mould needs treating, I'll book the cleaners.", // 7
      "Hallway smoke alarm's fine. Bedroom one, the smoke alarm's missing off the ceiling.", // 8
      "Haven't got a spare on me, need one fitted tomorrow.", // 9
      "Outside, the downpipe at the front's cracked and it's spraying out the side.", // 10
      "Hot water cylinder's out in the shed, no leaks.", // 11
      "Okay done, back to the car, heater on full.", // 12
    ],
    findings: [
      {
        id: "heat-pump-error",
        at: [1, 2],
        thing: ["heat pump", "heat", "heating"],
        problem: ["error", "won't blow", "flashing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "lounge-window-latch",
        at: [3],
        thing: ["window", "latch"],
        problem: ["broken", "won't lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bench-laminate-peeling",
        at: [4, 5],
        thing: ["laminate", "bench"],
        problem: ["peeling", "glue"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "bathroom-mould", at: [6, 7], thing: ["mould", "damp"], priority: "MEDIUM" },
      {
        id: "bedroom-smoke-alarm-missing",
        at: [8, 9],
        thing: ["smoke", "alarm"],
        problem: ["missing", "fitted"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "front-downpipe-cracked",
        at: [10],
        thing: ["downpipe"],
        problem: ["cracked", "spraying"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at17-work-order-deck-post",
    half: "tune",
    lines: [
      "Hey, it's Marcus, just swinging by 260 Oak Terrace to check on the work order from last week.", // 0
      "Okay, the handyman did replace the bathroom fan, it's in and working, good.", // 1
      "And the bedroom door that was sticking, he planed it, closes nice now.", // 2
      "Garage door opener the tenant mentioned, that's fine, the lock button on the wall panel was just switched on.", // 3
      "While I'm here, tenant asked me to look at the deck.", // 4
      "Yeah, one of the posts at the bottom of the deck stairs, the wood's rotted right through at the base, you can push a screwdriver in.", // 5
      "And the stair railing's fixed to it, so the whole rail moves when you lean on it.", // 6
      "That's a fall hazard, I'm taping it off and getting a carpenter out tomorrow.", // 7
      "Rest of the deck's fine, joists are solid, no other soft spots.", // 8
      "Gutters look fine from the ground, downspouts are on.", // 9
      "Smoke detector, I tested the hall one while I was inside, it's good.", // 10
      "Okay, mark the old work order closed, and open a new one for the deck post.", // 11
      "Talk later.", // 12
    ],
    findings: [
      {
        id: "deck-stair-post-rot",
        at: [5, 6, 7],
        thing: ["post", "rail", "railing", "deck"],
        problem: ["rotted", "moves", "fall hazard"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "at18-au-bondi-unit",
    half: "heldout",
    lines: [
      "Okay, routine inspection, unit 3, 41 Beach Road, Bondi, I'm with the tenant, Liam.", // 0
      "Entry, the front door lock's a bit sticky, Liam says he has to jiggle the key.", // 1
      "It still locks, just needs a bit of graphite or the barrel swapped, no rush.", // 2
      "Lounge, the sliding door to the balcony, the flyscreen's off its runner.", // 3
      "Balcony, the balustrade, the glass one, one of the panels is loose in its clamp, it moves when you push it.", // 4
      "Right, Liam, don't let anyone lean on that, I'm reporting it to strata today, that's a safety issue.", // 5
      "Kitchen. Cooktop's fine, rangehood's fine. Dishwasher, Liam says it leaks out the front when it runs, yep, there's still a puddle under the kickboard from this morning.", // 6
      "Told him not to use it till it's been looked at, I'll book someone for tomorrow.", // 7
      "Bathroom, which is the laundry as well, washing machine taps are fine, no drips.", // 8
      "Shower, the grout's cracked along the bottom row and water's getting in behind, the tiles sound hollow.", // 9
      "That needs regrouting and resealing in the next few weeks before it gets into the wall.", // 10
      "Bedroom, the power point by the bed has come away from the wall, it's hanging on the wires.", // 11
      "Liam, just don't plug anything in there, I'll get a sparky out today.", // 12
      "Smoke alarm tested, good. Hot water system's the strata's, it's on the roof, not ours to check.", // 13
      "Built-in robe, one of the mirror doors is cracked in the corner, somebody's taped it.", // 14
      "Cheers mate, that's the lot. Thanks for your time, I'll email you the report.", // 15
    ],
    findings: [
      {
        id: "front-door-lock-sticky",
        at: [1, 2],
        thing: ["lock", "door", "barrel"],
        problem: ["sticky", "jiggle", "graphite"],
        priority: "LOW",
      },
      {
        id: "balcony-flyscreen",
        at: [3],
        thing: ["flyscreen", "screen"],
        problem: ["off its runner", "runner"],
        priority: "MEDIUM",
      },
      {
        id: "balustrade-glass-loose",
        at: [4, 5],
        thing: ["balustrade", "panel", "glass"],
        problem: ["loose", "moves", "safety"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dishwasher-leak",
        at: [6, 7],
        thing: ["dishwasher"],
        problem: ["leaks", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "shower-grout",
        at: [9, 10],
        thing: ["grout", "tile", "shower"],
        problem: ["cracked", "hollow", "water", "regrouting"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-power-point",
        at: [11, 12],
        thing: ["power point", "point"],
        problem: ["come away", "hanging", "wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "robe-mirror-cracked",
        at: [14],
        thing: ["mirror", "robe", "door"],
        problem: ["cracked", "taped"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "at19-move-out-townhome-b",
    half: "tune",
    lines: [
      "Move-out for 19 Larkspur Court, unit B of the townhomes, tenants are gone, I've got Kevin from maintenance with me.", // 0
      "Kevin, can you grab the flashlight out of the truck? Thanks.", // 1
      "Okay, entry, the tenant already replaced the broken doorbell, new one's in, it works.", // 2
      "Living room, the ceiling fan, the, um, the light kit works but the fan wobbles really bad on high.", // 3
      "Checked the mount, it's tight, it just needs balancing.", // 4
      "Two window screens missing on the front windows, tenant says they were never there, check the move-in photos.", // 5
      "Kitchen. Fridge is, uh, the fridge door gasket's torn along the bottom, doesn't seal.", // 6
      "Stove's been cleaned. Microwave over the range, the vent light's out, Kevin says it's just a bulb, minor.", // 7
      "Half bath downstairs, the toilet handle's snapped off, so it won't flush unless you lift the lid.", // 8
      "Upstairs. Bedroom two, the left, no, the right closet door, the bifold, it's off the track and the pivot's broken.", // 9
      "Walls upstairs, a lot of scuffs, and there's a dent in the drywall behind the bedroom door where the doorknob hits.", // 10
      "Kevin says he'll put a door stop on and patch it, it's just cosmetic.", // 11
      "Smoke detectors, all four tested, all good. CO detector upstairs, good.", // 12
      "Master bath, the shower diverter, when you pull it up half the water still comes out the tub spout.", // 13
      "Water heater in the closet, there's water in the pan, and it's, yeah, it's dripping from the T and P valve.", // 14
      "Could be overpressure, Kevin's going to check the expansion tank today, that can't wait.", // 15
      "Furnace and AC both ran fine, filter's fine, changed it in March.", // 16
      "Okay, done, Kevin, let's lock up.", // 17
    ],
    findings: [
      {
        id: "ceiling-fan-wobble",
        at: [3, 4],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbles", "balancing"],
        priority: "MEDIUM",
      },
      {
        id: "front-screens-missing",
        at: [5],
        thing: ["screen"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "fridge-gasket",
        at: [6],
        thing: ["fridge", "gasket"],
        problem: ["torn", "doesn't seal"],
        priority: "MEDIUM",
      },
      {
        id: "microwave-light",
        at: [7],
        thing: ["microwave", "light", "bulb"],
        problem: ["out"],
        priority: "LOW",
      },
      {
        id: "toilet-handle",
        at: [8],
        thing: ["toilet", "handle"],
        problem: ["snapped", "won't flush"],
        priority: "MEDIUM",
      },
      {
        id: "bifold-closet-door",
        at: [9],
        thing: ["closet", "door", "bifold", "pivot"],
        problem: ["off the track", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "upstairs-wall-scuffs-dent",
        at: [10, 11],
        thing: ["wall", "scuff", "dent", "drywall"],
        problem: ["scuff", "dent", "patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower-diverter",
        at: [13],
        thing: ["diverter", "shower"],
        problem: ["still comes out"],
        priority: "MEDIUM",
      },
      {
        id: "tp-valve-dripping",
        at: [14, 15],
        thing: ["water heater", "valve", "pan"],
        problem: ["dripping", "water in the pan", "overpressure"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "at20-hurried-move-out-sycamore",
    half: "heldout",
    lines: [
      "Move-out, 2704 Sycamore Avenue, ah, tenant left the keys in the mailbox, no walkthrough with them.", // 0
      "Front porch, the light's not working, tried the switch, nothing, could be the bulb.", // 1
      "Living room carpet's got a red wine stain, big one, that's coming out of the deposit.", // 2
      "Kitchen, oven's been cleaned, good. Range hood, the filter's missing altogether.", // 3
      "Master bath. Toilet's running constantly, you can hear it from the bedroom.", // 4
      "Shower head's fine, drains fine.", // 5
      "Hall bath, the vanity door's, no, that's fine, it's the towel bar, it's pulled out of the wall, hanging by one screw.", // 6
      "Bedrooms, three of the window screens have holes in them, probably the dog.", // 7
      "Smoke detectors, the one in the hall's fine, the one by the bedrooms is chirping every minute and won't test.", // 8
      "That one's hardwired, get the electrician out tomorrow, before we even list it.", // 9
      "Out back, one of the downspouts has come off at the bottom and it's been dumping water against the foundation.", // 10
      "Laundry tub's fine, no leaks.", // 11
      "Sorry, stupid phone. Yeah, yeah, I'm leaving Sycamore, be there in twenty.", // 12
      "Right, that's me done.", // 13
    ],
    findings: [
      {
        id: "porch-light",
        at: [1],
        thing: ["porch", "light"],
        problem: ["not working", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-wine-stain",
        at: [2],
        thing: ["carpet", "stain"],
        problem: ["stain", "wine"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "range-hood-filter",
        at: [3],
        thing: ["range hood", "hood", "filter"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-running",
        at: [4],
        thing: ["toilet"],
        problem: ["running"],
        priority: "MEDIUM",
      },
      {
        id: "towel-bar",
        at: [6],
        thing: ["towel"],
        problem: ["pulled out", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-screens-holes",
        at: [7],
        thing: ["screen"],
        problem: ["holes"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-chirping",
        at: [8, 9],
        thing: ["smoke", "detector"],
        problem: ["chirping", "won't test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "downspout-off",
        at: [10],
        thing: ["downspout"],
        problem: ["come off", "dumping water"],
        priority: "MEDIUM",
      },
    ],
  },
];
