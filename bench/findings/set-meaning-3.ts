// Blind walkthroughs, set 3 (written without seeing the extractor).
import type { Walkthrough } from "./types";

export const MEANING3_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "c01-uk-hmo-five-bed",
    half: "tune",
    lines: [
      "Right, this is the HMO on Cross Street, five beds, I'm starting in the hallway.", // 0
      "Smoke alarm in the hall, test it, yeah, that's fine, nice and loud.", // 1
      "Front door closes and locks properly, no problem there.", // 2
      "Um, the carpet on the stairs is pretty worn on the nosings, but it's not loose anywhere.", // 3
      "Going upstairs now.", // 4
      "At the top of the stairs, the handrail's come away from the wall at the top bracket, it's really loose.", // 5
      "Somebody's going to go down those stairs if they grab it.", // 6
      "Room one, that's Tom's room, the window restrictor's missing on the big window.", // 7
      "He says it was like that when he moved in.", // 8
      "Room two, Priya's room, nothing wrong in here really, bit of Blu Tack on the walls, not worth writing up.", // 9
      "Room three, the radiator doesn't get warm at all, she's been using a fan heater.", // 10
      "Probably just needs bleeding, but it's the only heat in the room, so it wants doing today.", // 11
      "And the door to room three sticks on the frame, you have to shoulder it open.", // 12
      "Shared bathroom next.", // 13
      "Extractor fan doesn't come on with the light, and there's black mould on the ceiling above the shower.", // 14
      "Silicone round the bath has gone as well, it's all lifted at the corner.", // 15
      "Back down to the kitchen.", // 16
      "No carbon monoxide alarm anywhere near the boiler, that needs fitting today.", // 17
      "Boiler itself is fine, pressure's at one and a half, serviced in March.", // 18
      "The hob, the front left ring won't light, you can hear it clicking but nothing.", // 19
      "No smell of gas though, I checked.", // 20
      "Fire door on the kitchen doesn't close itself, the closer's snapped off.", // 21
      "That's a must in an HMO, so today please.", // 22
      "Right, that's me done at Cross Street.", // 23
    ],
    findings: [
      {
        id: "stair-carpet-worn",
        at: [3],
        thing: ["carpet", "stair carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing-handrail-loose",
        at: [5, 6],
        thing: ["handrail", "banister", "rail"],
        problem: ["loose", "come away"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "room1-window-restrictor-missing",
        at: [7, 8],
        thing: ["window restrictor", "restrictor", "window"],
        problem: ["missing"],
        priority: "HIGH",
      },
      {
        id: "room3-radiator-cold",
        at: [10, 11],
        thing: ["radiator", "heating"],
        problem: ["warm", "cold", "not heating"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "room3-door-sticks",
        at: [12],
        thing: ["door"],
        problem: ["sticks", "sticking"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor-dead",
        at: [14],
        thing: ["extractor fan", "extractor", "fan"],
        problem: ["doesn't come on", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-ceiling-mould",
        at: [14],
        thing: ["mould", "mold", "black mould"],
        priority: "MEDIUM",
      },
      {
        id: "bath-silicone-lifted",
        at: [15],
        thing: ["silicone", "sealant"],
        problem: ["lifted", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-co-alarm-missing",
        at: [17],
        thing: ["carbon monoxide alarm", "CO alarm", "alarm"],
        problem: ["no carbon monoxide", "missing", "needs fitting"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hob-ring-wont-light",
        at: [19],
        thing: ["hob", "ring"],
        problem: ["won't light", "ignition"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-fire-door-closer",
        at: [21, 22],
        thing: ["fire door", "closer", "door closer"],
        problem: ["doesn't close", "snapped", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "c02-us-office-suite",
    half: "heldout",
    lines: [
      "Okay, this is Suite 210 at the Parkway building, walking in from the elevator lobby.", // 0
      "Exit sign over the stairwell door is out, both lamps, it's completely dark.", // 1
      "So that one's a priority.", // 2
      "Reception area looks good, carpet tiles are all down, no stains to speak of.", // 3
      "Uh, the thermostat by reception reads seventy-eight and the HVAC doesn't seem to be cooling at all in here.", // 4
      "Tenant says it's been running warm since Monday, so let's get the HVAC guy out this week.", // 5
      "Heading down the corridor toward the back offices.", // 6
      "In the break room, the GFCI outlet next to the sink won't reset, the button just pops right back out.", // 7
      "And the faucet's got a slow drip.", // 8
      "Sprinkler head in the break room ceiling has been painted over, somebody got overspray on it when they redid the ceiling.", // 9
      "That needs replacing, you can't just clean those.", // 10
      "Conference room, a couple of ceiling tiles are stained from an old leak, but it's dry, no sign of anything active.", // 11
      "Just swap those out whenever, no rush.", // 12
      "Corner office, the blinds won't go up, the cord's jammed.", // 13
      "Restrooms are out in the common hall, they're shared with 212.", // 14
      "Men's room, all the fixtures are working, flushed everything, no leaks.", // 15
      "Women's room, the hand dryer doesn't do anything when you put your hands under it.", // 16
      "And the ADA grab bar next to the toilet is loose, it moves about an inch.", // 17
      "That's a fall risk, get it tightened today.", // 18
      "Alright, back out to the lobby, that's Suite 210.", // 19
    ],
    findings: [
      {
        id: "stairwell-exit-sign-out",
        at: [1, 2],
        thing: ["exit sign", "sign"],
        problem: ["out", "dark", "not lit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hvac-not-cooling",
        at: [4, 5],
        thing: ["HVAC", "air conditioning", "AC"],
        problem: ["cooling", "warm", "not cooling"],
        priority: "MEDIUM",
      },
      {
        id: "breakroom-gfci-wont-reset",
        at: [7],
        thing: ["GFCI", "outlet", "receptacle"],
        problem: ["won't reset", "reset"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "breakroom-faucet-drip",
        at: [8],
        thing: ["faucet", "tap"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "breakroom-sprinkler-painted",
        at: [9, 10],
        thing: ["sprinkler head", "sprinkler"],
        problem: ["painted", "overspray"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "conference-ceiling-tiles-stained",
        at: [11, 12],
        thing: ["ceiling tiles", "tiles", "ceiling"],
        problem: ["stained", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "corner-office-blinds",
        at: [13],
        thing: ["blinds", "cord"],
        problem: ["won't go up", "jammed"],
        priority: "MEDIUM",
      },
      {
        id: "womens-hand-dryer",
        at: [16],
        thing: ["hand dryer", "dryer"],
        problem: ["doesn't do anything", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "ada-grab-bar-loose",
        at: [17, 18],
        thing: ["grab bar", "bar"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "c03-uk-holiday-let-cottage",
    half: "tune",
    lines: [
      "So this is the holiday let, Rose Cottage, changeover inspection.", // 0
      "Front door, locks fine, key safe's working.", // 1
      "Lounge, the wood burner glass is all sooted up, but the door seals fine, it just wants a clean.", // 2
      "Carbon monoxide alarm by the stove, pressed the test, nothing, not a beep.", // 3
      "Could just be the battery, but we can't have guests in with that not working.", // 4
      "Kitchen's spotless, the cleaners have done a good job.", // 5
      "The dishwasher won't drain, there's about an inch of water sat in the bottom.", // 6
      "Last guests left a note saying the same.", // 7
      "Going upstairs.", // 8
      "Main bedroom, lovely, no issues, can't see any damp in the corner where we had it last year.", // 9
      "Twin room, one of the bedside lamps doesn't work, probably just the bulb.", // 10
      "Bathroom, the shower doesn't get hot, it goes lukewarm after a minute.", // 11
      "It's the electric one, so it might be the element, needs an electrician before Saturday's arrivals.", // 12
      "The lino by the toilet is lifting slightly at the edge, cosmetic really, we'll do it at the end of the season.", // 13
      "Back outside.", // 14
      "Garden gate doesn't latch, it just swings open in the wind.", // 15
      "Hot tub cover's fine, chemicals are topped up.", // 16
      "That'll do for Rose Cottage.", // 17
    ],
    findings: [
      {
        id: "wood-burner-glass-sooted",
        at: [2],
        thing: ["wood burner", "burner", "glass", "stove"],
        problem: ["sooted", "soot", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lounge-co-alarm-fails-test",
        at: [3, 4],
        thing: ["carbon monoxide alarm", "CO alarm", "alarm"],
        problem: ["not a beep", "not working", "fails test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dishwasher-wont-drain",
        at: [6, 7],
        thing: ["dishwasher"],
        problem: ["won't drain", "drain"],
        priority: "MEDIUM",
      },
      {
        id: "twin-bedside-lamp",
        at: [10],
        thing: ["bedside lamp", "lamp", "bulb"],
        problem: ["doesn't work", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "shower-not-hot",
        at: [11, 12],
        thing: ["shower", "electric shower"],
        problem: ["doesn't get hot", "lukewarm", "hot"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bathroom-lino-lifting",
        at: [13],
        thing: ["lino", "flooring", "vinyl"],
        problem: ["lifting"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garden-gate-latch",
        at: [15],
        thing: ["garden gate", "gate"],
        problem: ["doesn't latch", "latch"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "c04-care-home-corridor",
    half: "heldout",
    lines: [
      "This is the first floor corridor at Beech House care home, east wing.", // 0
      "Handrail along the corridor, the section outside room fourteen is loose, it rocks when you lean on it.", // 1
      "With the residents we've got, that's got to be done today.", // 2
      "Call bell in room fourteen tested fine.", // 3
      "Um, the vinyl by the nurses' station has a split in it, about six inches, and the edge is curling up.", // 4
      "That's a trip for anyone on a frame.", // 5
      "Fire door to the stairwell was on the mag hold, released it from the panel, it closed and latched fine.", // 6
      "Walking on toward the lounge end.", // 7
      "The lights in the middle section keep flickering, three fittings in a row.", // 8
      "Get the electrician to look at those this week.", // 9
      "Room nineteen, the hot tap in the en suite is coming out scalding, I think the thermostatic valve has failed.", // 10
      "That's urgent, they need to isolate it until it's fixed.", // 11
      "The paintwork on the door frames all down this end is chipped from the wheelchairs, but that's just cosmetic.", // 12
      "Lounge at the end, nothing wrong in here, window restrictors all in place, I checked every one.", // 13
      "Radiator covers are all secure too.", // 14
      "Oh, and the sluice room door doesn't lock, and that's where the chemicals are kept.", // 15
      "It needs a new keypad lock fitting soon.", // 16
      "Right, that's the east wing corridor done.", // 17
    ],
    findings: [
      {
        id: "corridor-handrail-loose",
        at: [1, 2],
        thing: ["handrail", "rail"],
        problem: ["loose", "rocks"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "nurses-station-vinyl-split",
        at: [4, 5],
        thing: ["vinyl", "flooring", "floor"],
        problem: ["split", "curling", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "corridor-lights-flicker",
        at: [8, 9],
        thing: ["lights", "light fittings", "fittings"],
        problem: ["flickering", "flicker"],
        priority: "MEDIUM",
      },
      {
        id: "room19-scalding-hot-tap",
        at: [10, 11],
        thing: ["hot tap", "tap", "thermostatic valve", "valve"],
        problem: ["scalding", "failed"],
        priority: "HIGH",
      },
      {
        id: "door-frame-paint-chipped",
        at: [12],
        thing: ["paintwork", "door frames", "paint"],
        problem: ["chipped", "chips"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sluice-room-door-lock",
        at: [15, 16],
        thing: ["sluice room door", "door", "lock"],
        problem: ["doesn't lock", "lock"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "c05-us-warehouse-docks-roof",
    half: "tune",
    lines: [
      "Alright, we're at the distribution center on Route 9, starting at the loading docks.", // 0
      "Dock door three won't close all the way, it gets about two feet off the ground and reverses.", // 1
      "So we can't secure the building tonight with that, it's a priority.", // 2
      "Dock leveler on four is fine, cycled it twice.", // 3
      "The bumper on door five is torn off, it's just hanging by one bolt.", // 4
      "Walking over to the racking now.", // 5
      "There's a sprinkler head up in aisle twelve that's been clipped by a forklift, it's bent sideways and there's a drip coming off it.", // 6
      "Sprinkler contractor needs to come out today.", // 7
      "Exit sign by the back door works, emergency lights tested fine.", // 8
      "The back exit door though, the panic bar is sticking and you have to really throw your weight at it to get out.", // 9
      "Up the stairs to the mezzanine office.", // 10
      "At the top of the stairs, there's a tread that's cracked right through, it flexes under you.", // 11
      "I'd tape that off until it's replaced.", // 12
      "Office up here, the window AC unit is rattling like crazy, but it's still cooling.", // 13
      "Let's go up on the roof.", // 14
      "RTU two is running, belts look okay, filters were changed last month.", // 15
      "RTU three isn't running at all, and somebody's left the cover off the disconnect with bare wires showing.", // 16
      "The wiring's the urgent bit, get an electrician up here today.", // 17
      "The unit itself is not urgent, that zone's empty till spring.", // 18
      "Roof membrane by the RTU curb has a split seam, about a foot long.", // 19
      "Nothing's coming through inside yet, but it needs patching soon.", // 20
      "Okay, heading back down, that's the walkthrough.", // 21
    ],
    findings: [
      {
        id: "dock-door-3-wont-close",
        at: [1, 2],
        thing: ["dock door", "door"],
        problem: ["won't close", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "door5-bumper-torn",
        at: [4],
        thing: ["bumper", "dock bumper"],
        problem: ["torn off", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "aisle12-sprinkler-bent",
        at: [6, 7],
        thing: ["sprinkler head", "sprinkler"],
        problem: ["bent", "drip", "clipped"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "back-exit-panic-bar",
        at: [9],
        thing: ["panic bar", "exit door", "door"],
        problem: ["sticking", "stuck"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "mezzanine-stair-tread",
        at: [11, 12],
        thing: ["tread", "stair", "step"],
        problem: ["cracked", "flexes"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "office-window-ac-rattle",
        at: [13],
        thing: ["AC unit", "AC", "air conditioner"],
        problem: ["rattling", "rattle"],
        priority: "MEDIUM",
      },
      {
        id: "rtu3-disconnect-bare-wires",
        at: [16, 17],
        thing: ["wires", "wiring", "disconnect"],
        problem: ["bare", "cover off", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "rtu3-not-running",
        at: [16, 18],
        thing: ["RTU", "rooftop unit", "unit"],
        problem: ["isn't running", "running", "not running"],
        priority: "LOW",
      },
      {
        id: "roof-membrane-split",
        at: [19, 20],
        thing: ["roof membrane", "membrane", "roof"],
        problem: ["split", "seam"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "c06-uk-flat-routine-all-fine",
    half: "heldout",
    lines: [
      "Okay, this is flat 4, Marlow Court, routine mid-tenancy inspection.", // 0
      "Hallway's fine, smoke alarm tested, working.", // 1
      "Consumer unit's in the hall cupboard, all the breakers are up, RCD tested and tripped properly.", // 2
      "Lounge, nice and tidy, no damp, not a mark on the walls really.", // 3
      "Windows all open and close, and the trickle vents are open, which is good.", // 4
      "Kitchen, no sign of leaks under the sink, I've had everything out of the cupboard.", // 5
      "Combi boiler's firing up fine, hot water came through in about ten seconds.", // 6
      "There's nothing wrong with the boiler, the service sticker's from January.", // 7
      "Carbon monoxide alarm next to it, green light, tested, fine.", // 8
      "Bathroom, um, grout's clean, extractor's working.", // 9
      "The toilet seat's a bit loose on one side, that's about it.", // 10
      "No rush on that, I'll bring a screwdriver next time.", // 11
      "Bedroom, carpet's fine, and the wardrobe, doesn't look like it's moved away from the wall at all.", // 12
      "Airing cupboard, just shelves now since it's a combi, dry, no issues.", // 13
      "Tenant says everything's been fine, no complaints.", // 14
      "Back to the front door, locks fine, chain's on.", // 15
      "Lovely, that's a clean one.", // 16
    ],
    findings: [
      {
        id: "toilet-seat-loose",
        at: [10, 11],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["loose"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "c07-gym-mens-changing-room",
    half: "tune",
    lines: [
      "Right, I'm at the leisure centre, doing the men's changing room first.", // 0
      "So first thing, as soon as you walk in there's water all over the floor by the showers, and it's coming from under the wall panel.", // 1
      "It's been like that for weeks, according to the duty manager.", // 2
      "And shower three doesn't get hot at all, the others are fine.", // 3
      "Bag it off, it can wait till the plumber's in next week.", // 4
      "Lockers, twelve and fourteen won't lock, the mechanism just spins.", // 5
      "Benches are solid, nothing wrong there.", // 6
      "Uh, there's a light fitting over the vanity with water dripping from the ceiling right next to it.", // 7
      "Must be coming from the showers on the women's side above, so that needs isolating straight away.", // 8
      "Going through to the wet side.", // 9
      "The drain in the middle of the floor is really slow, it's pooling round it.", // 10
      "Hand dryer's working, soap dispensers are all full.", // 11
      "Mirror by the door has a crack across the corner.", // 12
      "Round the back to the plant room corridor.", // 13
      "Smells a bit of chlorine, but that's normal in here.", // 14
      "Emergency light over the fire exit isn't working, tested it, nothing.", // 15
      "The fire exit door itself is fine, opens fine, alarm sounded.", // 16
      "Ceiling tiles in the corridor are a bit stained, just cosmetic, low priority.", // 17
      "That's the men's side done.", // 18
    ],
    findings: [
      {
        id: "shower-area-wall-panel-leak",
        at: [1, 2],
        thing: ["wall panel", "panel", "water", "floor"],
        problem: ["leak", "water all over", "coming from"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "shower3-no-hot",
        at: [3, 4],
        thing: ["shower"],
        problem: ["doesn't get hot", "hot", "cold"],
        priority: "MEDIUM",
      },
      {
        id: "lockers-wont-lock",
        at: [5],
        thing: ["lockers", "locker"],
        problem: ["won't lock", "lock", "spins"],
        priority: "MEDIUM",
      },
      {
        id: "vanity-light-water-drip",
        at: [7, 8],
        thing: ["light fitting", "light", "ceiling"],
        problem: ["dripping", "drip", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "wet-side-slow-drain",
        at: [10],
        thing: ["drain", "floor drain"],
        problem: ["slow", "pooling"],
        priority: "MEDIUM",
      },
      {
        id: "door-mirror-cracked",
        at: [12],
        thing: ["mirror"],
        problem: ["crack", "cracked"],
        priority: "MEDIUM",
      },
      {
        id: "fire-exit-emergency-light",
        at: [15],
        thing: ["emergency light", "light"],
        problem: ["isn't working", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "corridor-ceiling-tiles-stained",
        at: [17],
        thing: ["ceiling tiles", "tiles", "ceiling"],
        problem: ["stained", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "c08-car-park-stairwell",
    half: "heldout",
    lines: [
      "This is the multi-storey on Bridge Street, doing stairwell B.", // 0
      "Ground floor, the lights in the stairwell don't come on, the sensor's not picking anything up.", // 1
      "It's pitch black on the first landing, so that's a today job.", // 2
      "Going up.", // 3
      "Level one, there's a step with the nosing broken off, the edge is just crumbling concrete.", // 4
      "Someone's going to go flying on that.", // 5
      "Handrail's solid, gave it a good shake, not going anywhere.", // 6
      "Level two, graffiti on the wall again, needs painting over, no rush.", // 7
      "The fire door onto level two won't latch, it just bounces back open.", // 8
      "Level three, there's a puddle on the landing and water's dripping through from the deck above.", // 9
      "Not sure where from yet.", // 10
      "At the top now, roof deck.", // 11
      "Yeah, the drain by the stair core is completely blocked with leaves, that's where it's all coming from.", // 12
      "Needs clearing today or it'll just keep coming through.", // 13
      "The emergency phone by the pay machine isn't working, no dial tone.", // 14
      "I'll report that to the security company this week.", // 15
      "Barrier arm's fine, pay machine's working.", // 16
      "Coming back down the stairs, and the exit sign at the bottom is flickering on and off.", // 17
      "That's stairwell B.", // 18
    ],
    findings: [
      {
        id: "stairwell-lights-out",
        at: [1, 2],
        thing: ["lights", "lighting", "sensor"],
        problem: ["don't come on", "pitch black", "not working"],
        priority: "HIGH",
      },
      {
        id: "level1-step-nosing-broken",
        at: [4, 5],
        thing: ["step", "nosing", "stair"],
        problem: ["broken", "crumbling"],
        priority: "HIGH",
        kind: "trip",
      },
      { id: "level2-graffiti", at: [7], thing: ["graffiti"], priority: "LOW", kind: "cosmetic" },
      {
        id: "level2-fire-door-latch",
        at: [8],
        thing: ["fire door", "door"],
        problem: ["won't latch", "latch"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "level3-water-dripping",
        at: [9, 10],
        thing: ["water", "landing", "deck", "puddle"],
        problem: ["dripping", "puddle", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "roof-deck-drain-blocked",
        at: [12, 13],
        thing: ["drain"],
        problem: ["blocked", "leaves"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "emergency-phone-dead",
        at: [14, 15],
        thing: ["emergency phone", "phone"],
        problem: ["isn't working", "no dial tone", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "bottom-exit-sign-flicker",
        at: [17],
        thing: ["exit sign", "sign"],
        problem: ["flickering", "flicker"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "c09-uk-terrace-end-of-tenancy",
    half: "tune",
    lines: [
      "Okay, so this is 27 Albert Road, two-up two-down, tenant's just moved out, so it's an end of tenancy.", // 0
      "Front room, the bay window, and this is ground floor, the catch is broken so it won't lock, and the sash cord on the other side's gone so that one won't stay open.", // 1
      "Anyway the skirting along the front wall's been chewed by the dog, and the carpet's got a big red wine stain right in the middle, but that's all deposit stuff really.", // 2
      "Um, back room, the gas fire, there's a faint smell of gas around it, I've turned it off at the isolation valve.", // 3
      "Needs a Gas Safe engineer out today, no question.", // 4
      "Kitchen now, the cooker hood works, the oven works, there's no sign of leaks under the sink, but the tap's loose on the worktop, it swivels right round when you turn it on.", // 5
      "The back door's fine, locks, bolts top and bottom.", // 6
      "Heading upstairs.", // 7
      "Front bedroom, there's a scorched socket behind where the bed was, black marks all round it, and the faceplate's cracked.", // 8
      "I wouldn't use that, it needs an electrician before anyone moves in.", // 9
      "Second bedroom, the ceiling's got a damp patch in the corner, it's not wet to the touch, but it's definitely bigger than it was at check-in.", // 10
      "Could be the gutter, so keep an eye on it and get someone to look at the gutter soon.", // 11
      "Bathroom, the combi boiler's in the airing cupboard in here, the pressure's dropped to zero and there's no heating and no hot water.", // 12
      "Tenant said it had been doing that on and off since Christmas, she kept topping it up.", // 13
      "And the bath panel's cracked at the bottom corner, looks like it's been kicked.", // 14
      "Loft hatch, I had a look up, insulation's fine, no daylight coming through the roof.", // 15
      "Smoke alarm on the landing is fine, but there's no smoke alarm on the ground floor at all, just the base where it used to be.", // 16
      "So that's got to go back up before the next lot move in.", // 17
      "Right, that's Albert Road.", // 18
    ],
    findings: [
      {
        id: "bay-window-wont-lock",
        at: [1],
        thing: ["bay window", "window", "catch"],
        problem: ["won't lock", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bay-window-sash-cord",
        at: [1],
        thing: ["sash cord", "sash", "window"],
        problem: ["won't stay open", "gone", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "front-room-skirting-chewed",
        at: [2],
        thing: ["skirting", "skirting board"],
        problem: ["chewed", "damaged"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-room-carpet-stain",
        at: [2],
        thing: ["carpet"],
        problem: ["stain", "wine stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gas-fire-smell",
        at: [3, 4],
        thing: ["gas fire", "gas"],
        problem: ["smell", "gas smell"],
        priority: "HIGH",
      },
      {
        id: "kitchen-tap-loose",
        at: [5],
        thing: ["tap", "mixer"],
        problem: ["loose", "swivels"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-scorched-socket",
        at: [8, 9],
        thing: ["socket", "faceplate"],
        problem: ["scorched", "black marks", "cracked"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom2-ceiling-damp",
        at: [10, 11],
        thing: ["damp", "damp patch", "ceiling"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-no-heat-or-hot-water",
        at: [12, 13],
        thing: ["combi boiler", "boiler", "heating", "hot water"],
        problem: ["pressure", "no heating", "no hot water"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bath-panel-cracked",
        at: [14],
        thing: ["bath panel", "panel"],
        problem: ["cracked", "kicked"],
        priority: "MEDIUM",
      },
      {
        id: "ground-floor-smoke-alarm-missing",
        at: [16, 17],
        thing: ["smoke alarm", "alarm"],
        problem: ["no smoke alarm", "missing"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "c10-us-restaurant-lease-walk",
    half: "heldout",
    lines: [
      "Okay, this is the restaurant space at 440 Main, the tenant asked us to walk it before the lease renewal.", // 0
      "Front entrance, the ADA ramp has a crack across it and one side has sunk about an inch.", // 1
      "That's a lip somebody's wheelchair is going to catch on.", // 2
      "Dining room's in good shape, no water stains on the ceiling, booths are solid.", // 3
      "In the restroom, the toilet runs constantly, you can hear it from the hallway.", // 4
      "And the exit sign over the rear corridor is out.", // 5
      "Going back into the kitchen.", // 6
      "The walk-in cooler isn't holding temp, it's reading forty-six and it should be under forty-one.", // 7
      "They're moving product out, so the refrigeration tech needs to be out today.", // 8
      "Hood suppression tag is current, that's fine.", // 9
      "There's a GFCI outlet by the prep sink with a cracked cover, and it's wet back there.", // 10
      "Floor drain under the dish machine is backing up, there's standing water around it.", // 11
      "Needs a plumber to snake it this week.", // 12
      "Back door to the alley, the deadbolt doesn't throw all the way, so it's not actually locking.", // 13
      "Mop sink faucet is fine, no drips.", // 14
      "Up on the roof real quick.", // 15
      "The exhaust fan belt is squealing, sounds like it's about to go.", // 16
      "And there's grease all over the roof around the exhaust fan, which is the tenant's to deal with, but it'll eat the membrane, so we want that cleaned up soon.", // 17
      "That's it for 440 Main.", // 18
    ],
    findings: [
      {
        id: "ada-ramp-cracked-sunk",
        at: [1, 2],
        thing: ["ADA ramp", "ramp"],
        problem: ["crack", "sunk", "lip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "restroom-toilet-running",
        at: [4],
        thing: ["toilet"],
        problem: ["runs constantly", "running"],
        priority: "MEDIUM",
      },
      {
        id: "rear-corridor-exit-sign-out",
        at: [5],
        thing: ["exit sign", "sign"],
        problem: ["out", "not lit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "walk-in-cooler-temp",
        at: [7, 8],
        thing: ["walk-in cooler", "cooler", "refrigeration"],
        problem: ["isn't holding temp", "temp", "temperature"],
        priority: "HIGH",
      },
      {
        id: "prep-sink-gfci-wet",
        at: [10],
        thing: ["GFCI", "outlet"],
        problem: ["cracked", "wet"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "dish-machine-floor-drain",
        at: [11, 12],
        thing: ["floor drain", "drain"],
        problem: ["backing up", "standing water", "blocked"],
        priority: "MEDIUM",
      },
      {
        id: "alley-door-deadbolt",
        at: [13],
        thing: ["back door", "deadbolt", "door"],
        problem: ["not actually locking", "locking", "doesn't throw"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "roof-exhaust-fan-belt",
        at: [16],
        thing: ["exhaust fan", "fan belt", "belt"],
        problem: ["squealing", "squeal"],
        priority: "MEDIUM",
      },
      {
        id: "roof-grease-buildup",
        at: [17],
        thing: ["grease", "roof", "membrane"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "c11-us-duplex-two-units",
    half: "tune",
    lines: [
      "Alright, this is the duplex on Oak, doing unit 1 first.", // 0
      "Living room, the smoke detector is chirping, so it's low battery.", // 1
      "I'll swap it today, I've got batteries in the truck.", // 2
      "Kitchen, the dishwasher runs but it won't drain, tenant says it keeps happening.", // 3
      "Garbage disposal's fine.", // 4
      "Bathroom sink drains slow and the vanity door's hanging off one hinge.", // 5
      "Bedroom window, the lock's fine, but the screen's torn.", // 6
      "Not urgent, just add it to the list.", // 7
      "Okay, next door in unit 2.", // 8
      "Tenant's not home, we gave notice, so we're going in.", // 9
      "The heat's not working, the furnace is showing an error code and the place is freezing.", // 10
      "It's been like that since last night apparently, she texted the office.", // 11
      "Water heater next to it is fine, no leaks, pilot's lit.", // 12
      "The carbon monoxide detector in the hallway outside the bedrooms is missing, just a bare ceiling plate.", // 13
      "Kitchen, there's a burnt smell from the outlet behind the microwave and the cover plate's gone brown.", // 14
      "Don't plug anything into that, I'll put tape over it.", // 15
      "Bathroom, the toilet rocks a bit on the floor, might need a new wax ring.", // 16
      "Back outside.", // 17
      "The front steps, the railing on unit 2's side is wobbly, the post's rotted at the base.", // 18
      "And the gutter on that side's pulling away from the fascia.", // 19
      "Okay, that's both units.", // 20
    ],
    findings: [
      {
        id: "unit1-smoke-detector-chirping",
        at: [1, 2],
        thing: ["smoke detector", "detector", "smoke alarm"],
        problem: ["chirping", "low battery", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "unit1-dishwasher-wont-drain",
        at: [3],
        thing: ["dishwasher"],
        problem: ["won't drain", "drain"],
        priority: "MEDIUM",
      },
      {
        id: "unit1-bathroom-sink-slow",
        at: [5],
        thing: ["bathroom sink", "sink"],
        problem: ["drains slow", "slow"],
        priority: "MEDIUM",
      },
      {
        id: "unit1-vanity-door-hinge",
        at: [5],
        thing: ["vanity door", "vanity", "hinge"],
        problem: ["hanging", "hinge"],
        priority: "MEDIUM",
      },
      {
        id: "unit1-window-screen-torn",
        at: [6, 7],
        thing: ["window screen", "screen"],
        problem: ["torn"],
        priority: "LOW",
      },
      {
        id: "unit2-no-heat",
        at: [10, 11],
        thing: ["heat", "furnace", "heating"],
        problem: ["not working", "error code", "freezing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "unit2-co-detector-missing",
        at: [13],
        thing: ["carbon monoxide detector", "CO detector", "detector"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "unit2-kitchen-outlet-burnt",
        at: [14, 15],
        thing: ["outlet", "cover plate"],
        problem: ["burnt smell", "burnt", "brown"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "unit2-toilet-rocks",
        at: [16],
        thing: ["toilet", "wax ring"],
        problem: ["rocks", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "unit2-front-step-railing",
        at: [18],
        thing: ["railing", "post", "rail"],
        problem: ["wobbly", "rotted"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "unit2-gutter-pulling-away",
        at: [19],
        thing: ["gutter"],
        problem: ["pulling away"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "c12-uk-business-unit-mostly-fine",
    half: "heldout",
    lines: [
      "This is the quarterly check at Unit 3, Riverside Business Park, the office side.", // 0
      "Reception's fine, fire extinguishers all in date, tags checked.", // 1
      "Fire alarm call point by the door, glass is intact.", // 2
      "Um, going through to the open-plan area.", // 3
      "Carpet tiles are fine, no lifting anywhere, nothing anyone could trip on.", // 4
      "Air con's running, nice and quiet, filters were done last month.", // 5
      "Kitchen area, the boiling water tap's working, no drips, nothing wrong with the fridge.", // 6
      "There's a small chip in the worktop by the sink, but it's purely cosmetic, not worth doing anything yet.", // 7
      "Toilets, both flush fine, hand dryers working, can't see any damp behind the pans.", // 8
      "Emergency lighting, I did the flick test, all the fittings came on.", // 9
      "Back through to the warehouse door.", // 10
      "Roller shutter goes up and down, locks fine.", // 11
      "Outside, round the side, the car park lighting's all working.", // 12
      "Oh, apart from one of the bollard lights by the bike shed, that one doesn't come on.", // 13
      "Otherwise the building's in really good shape.", // 14
      "Done.", // 15
    ],
    findings: [
      {
        id: "kitchen-worktop-chip",
        at: [7],
        thing: ["worktop", "counter"],
        problem: ["chip", "chipped"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bike-shed-bollard-light",
        at: [13],
        thing: ["bollard light", "bollard", "light"],
        problem: ["doesn't come on", "not working"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "c13-uk-new-build-snagging",
    half: "tune",
    lines: [
      "Snagging at plot 14, Meadow View, the new build.", // 0
      "Front door, the threshold's fine, but the door doesn't lock, the key turns and the bolt doesn't go across.", // 1
      "Site manager says they'll have it sorted this afternoon.", // 2
      "Hallway, the paint's run on the skirting by the stairs, and there's a scuff on the wall by the meter cupboard.", // 3
      "Cloakroom, the toilet's not fixed to the floor properly, it moves when you sit on it.", // 4
      "Needs a plumber.", // 5
      "Kitchen, the extractor hood isn't working at all, no power to it.", // 6
      "Might just not be wired in yet.", // 7
      "Oven and hob are fine, the tap's fine, no leaks under the sink.", // 8
      "Lounge, one of the trickle vents is missing its cover.", // 9
      "At the top of the stairs now.", // 10
      "The landing window hasn't got a restrictor on it, and it opens right out over the stairwell.", // 11
      "That's the priority upstairs.", // 12
      "Main bedroom, the en suite shower tray's cracked in the corner.", // 13
      "They'll need a new one, you can't repair those.", // 14
      "Bedroom two, all good, doors close, no marks.", // 15
      "Bedroom three, the radiator's not getting warm, the valve might be shut.", // 16
      "Ask them to check it this week before handover.", // 17
      "Smoke alarms on both floors tested fine, interlinked as well.", // 18
      "Back outside, round the side.", // 19
      "The side gate doesn't latch and there's a fence panel loose next to it.", // 20
      "The patio slabs by the back door are rocking, two of them.", // 21
      "That's a trip hazard, so flag it.", // 22
      "Okay, that's plot 14.", // 23
    ],
    findings: [
      {
        id: "front-door-wont-lock",
        at: [1, 2],
        thing: ["front door", "door", "lock"],
        problem: ["doesn't lock", "bolt"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hall-skirting-paint-run",
        at: [3],
        thing: ["skirting", "paint"],
        problem: ["run", "runs"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-wall-scuff",
        at: [3],
        thing: ["wall"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cloakroom-toilet-loose",
        at: [4, 5],
        thing: ["toilet"],
        problem: ["not fixed", "moves", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-extractor-hood",
        at: [6, 7],
        thing: ["extractor hood", "extractor", "hood"],
        problem: ["isn't working", "no power", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-trickle-vent-cover",
        at: [9],
        thing: ["trickle vent", "vent", "cover"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "landing-window-restrictor",
        at: [11, 12],
        thing: ["landing window", "window", "restrictor"],
        problem: ["hasn't got a restrictor", "missing", "no restrictor"],
        priority: "HIGH",
      },
      {
        id: "ensuite-shower-tray-cracked",
        at: [13, 14],
        thing: ["shower tray", "tray"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom3-radiator-cold",
        at: [16, 17],
        thing: ["radiator"],
        problem: ["not getting warm", "warm", "cold"],
        priority: "MEDIUM",
      },
      {
        id: "side-gate-latch",
        at: [20],
        thing: ["side gate", "gate"],
        problem: ["doesn't latch", "latch"],
        priority: "MEDIUM",
      },
      {
        id: "fence-panel-loose",
        at: [20],
        thing: ["fence panel", "fence", "panel"],
        problem: ["loose"],
        priority: "MEDIUM",
      },
      {
        id: "patio-slabs-rocking",
        at: [21, 22],
        thing: ["patio slabs", "slabs", "paving"],
        problem: ["rocking", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "c14-us-strip-center-vacant-suite",
    half: "heldout",
    lines: [
      "This is the strip center on Elm, suite C, the old nail salon, the tenant's moved out.", // 0
      "Storefront, the glass door closes but it won't lock, the cylinder just spins.", // 1
      "We need a locksmith out today, the space is vacant.", // 2
      "Sales floor, the ceiling tile in the back corner is sagging and wet, there's water coming through whenever the RTU runs.", // 3
      "Probably the condensate line, so that's a today job as well.", // 4
      "Uh, lights work, all the troffers came on.", // 5
      "The wall where the stations were has a bunch of holes from the shelving, needs patching and painting before we re-lease it, no rush.", // 6
      "Back room, water heater's fine, no signs of leaking, it's strapped properly.", // 7
      "The breaker panel back here is missing two blanks, so you can see right in to the bus bar.", // 8
      "Restroom, the exhaust fan doesn't run.", // 9
      "And the sink's pulling away from the wall, it's only being held up by the pipes.", // 10
      "Rear door to the service corridor closes and latches, and the exit sign above it is lit.", // 11
      "But there's no fire extinguisher anywhere in the suite, just the empty bracket.", // 12
      "Back outside, round the back.", // 13
      "The dumpster enclosure gate's off its hinge, lying on the ground.", // 14
      "There's a pothole in the asphalt by the rear door, about a foot across.", // 15
      "Someone's going to roll an ankle in that.", // 16
      "Okay, that's suite C.", // 17
    ],
    findings: [
      {
        id: "storefront-door-wont-lock",
        at: [1, 2],
        thing: ["glass door", "door", "cylinder", "lock"],
        problem: ["won't lock", "spins"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sales-floor-ceiling-water",
        at: [3, 4],
        thing: ["ceiling tile", "ceiling", "condensate line"],
        problem: ["wet", "water coming through", "sagging", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "salon-wall-holes",
        at: [6],
        thing: ["wall"],
        problem: ["holes", "patching"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "breaker-panel-missing-blanks",
        at: [8],
        thing: ["breaker panel", "panel", "bus bar"],
        problem: ["missing", "blanks", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "restroom-exhaust-fan",
        at: [9],
        thing: ["exhaust fan", "fan"],
        problem: ["doesn't run", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "restroom-sink-pulling-away",
        at: [10],
        thing: ["sink"],
        problem: ["pulling away", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "no-fire-extinguisher",
        at: [12],
        thing: ["fire extinguisher", "extinguisher"],
        problem: ["no fire extinguisher", "missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dumpster-enclosure-gate",
        at: [14],
        thing: ["dumpster enclosure gate", "gate"],
        problem: ["off its hinge", "hinge"],
        priority: "MEDIUM",
      },
      {
        id: "rear-asphalt-pothole",
        at: [15, 16],
        thing: ["pothole", "asphalt"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "c15-uk-bungalow-shower-callout",
    half: "tune",
    lines: [
      "Right, this is the bungalow at 6 Orchard Close, Mrs Patel's, she rang about the shower.", // 0
      "So it's off the combi, and the shower just won't get past lukewarm, but the kitchen tap's getting hot fine.", // 1
      "She's been washing at the sink, so I'd put that down as urgent.", // 2
      "It's probably the mixer cartridge.", // 3
      "While I'm here, the grab rail by the bath is fine, nice and solid.", // 4
      "Hallway, the smoke alarm's there, but it's hanging off the ceiling by its wires.", // 5
      "Didn't beep when I pressed the test either.", // 6
      "Kitchen, back door's okay, locks.", // 7
      "The lino in front of the cooker's worn through, you can see the boards, but it's flat, nothing to catch your foot on.", // 8
      "Windows all fine, no condensation, trickle vents open.", // 9
      "Lounge is fine.", // 10
      "That's Orchard Close done.", // 11
    ],
    findings: [
      {
        id: "shower-lukewarm",
        at: [1, 2, 3],
        thing: ["shower", "mixer"],
        problem: ["lukewarm", "won't get past", "not hot"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "hall-smoke-alarm-hanging",
        at: [5, 6],
        thing: ["smoke alarm", "alarm"],
        problem: ["hanging", "didn't beep", "wires"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-lino-worn",
        at: [8],
        thing: ["lino", "flooring", "vinyl"],
        problem: ["worn", "worn through"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "c16-us-hotel-third-floor",
    half: "heldout",
    lines: [
      "Okay, third floor of the Lakeside Inn, starting at the elevator.", // 0
      "Corridor carpet is worn right down outside the ice machine, but it's not torn, so just add it to the replacement plan.", // 1
      "The ice machine's leaking though, there's a puddle spreading across the carpet.", // 2
      "Somebody unplug that and get a towel down.", // 3
      "Room 305, the PTAC blows but it's not cooling, and the closer on the room door is so weak the door doesn't latch behind you.", // 4
      "So guests could walk out and leave the room open, that one's got to be fixed today.", // 5
      "Room 306, no issues, bathroom's clean, no leaks, smoke detector tested fine.", // 6
      "Room 307, the bathroom GFCI keeps tripping when you plug the hair dryer in.", // 7
      "Engineering can look at it this week.", // 8
      "And the tub spout, water's coming out of the wall behind it when the shower's on, so it's getting in behind the tile.", // 9
      "Put the room out of order till that's fixed.", // 10
      "At the end of the hall, the exit sign over the stairwell door is fine, but the sprinkler head right outside 310 has been painted over.", // 11
      "Room 310, the window won't stay open, the arm's broken.", // 12
      "Wallpaper's peeling by the headboard, cosmetic, low priority.", // 13
      "Going down the stairs.", // 14
      "Between two and three, the handrail's come loose at the bottom bracket, it's wobbling.", // 15
      "Guests use these stairs when the elevator's slow, so today.", // 16
      "That's the third floor done.", // 17
    ],
    findings: [
      {
        id: "corridor-carpet-worn",
        at: [1],
        thing: ["carpet", "corridor carpet"],
        problem: ["worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ice-machine-leaking",
        at: [2, 3],
        thing: ["ice machine"],
        problem: ["leaking", "leak", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "room305-ptac-not-cooling",
        at: [4],
        thing: ["PTAC", "AC", "air conditioner"],
        problem: ["not cooling", "cooling"],
        priority: "MEDIUM",
      },
      {
        id: "room305-door-wont-latch",
        at: [4, 5],
        thing: ["room door", "door", "closer"],
        problem: ["doesn't latch", "latch", "weak"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "room307-gfci-tripping",
        at: [7, 8],
        thing: ["GFCI", "outlet"],
        problem: ["tripping", "trips"],
        priority: "MEDIUM",
      },
      {
        id: "room307-tub-spout-leak",
        at: [9, 10],
        thing: ["tub spout", "spout", "wall"],
        problem: ["water", "leak", "coming out"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "room310-sprinkler-painted",
        at: [11],
        thing: ["sprinkler head", "sprinkler"],
        problem: ["painted"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "room310-window-wont-stay-open",
        at: [12],
        thing: ["window", "arm"],
        problem: ["won't stay open", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "room310-wallpaper-peeling",
        at: [13],
        thing: ["wallpaper"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-handrail-loose",
        at: [15, 16],
        thing: ["handrail", "rail"],
        problem: ["loose", "wobbling"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
];
