// Blind walkthroughs, set meaning-33 (written without seeing the extractor).
// Care/nursing homes, GP surgeries, dental and vet clinics, pharmacies, small private hospitals (UK and US): estates and maintenance rounds.
import type { Walkthrough } from "./types";

export const MEANING33_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ah01-care-home-east-wing",
    half: "tune",
    lines: [
      "Right, starting the Monday round at Beechwood, ground floor, east wing.", // 0
      "Nurse call in room 4, the pull cord in the en suite is snapped off up at the ceiling.", // 1
      "Resident can't reach it from the toilet, so that wants doing today.", // 2
      "Room 5, call point tested, all good, panel showed it straight away.", // 3
      "TMV on the basin in room 6 is running way too hot, I got fifty-two degrees off the thermometer.", // 4
      "Should be forty-one tops, so isolate it, nobody uses that basin till it's reset.", // 5
      "Hoist in the assisted bathroom, the sling bar's fine, LOLER sticker's in date till March.", // 6
      "But the battery on it won't hold a charge, died halfway through a transfer yesterday, staff said.", // 7
      "Needs a new battery asap, I'll ring Arjo.", // 8
      "Sluice room, the macerator's fine, cycled it twice.", // 9
      "The sluice room door closer's hanging off the frame, door just swings open.", // 10
      "Corridor by the lounge, fire door to the stairwell is wedged open with a laundry trolley again.", // 11
      "Moved it, but it'll be back there by lunch, they really need a hold-open on the alarm release.", // 12
      "Lounge, the carpet's got a big ruck by the patio doors, someone's going to catch a frame on that.", // 13
      "Patio doors locked and alarmed, fine.", // 14
      "Handrail along the corridor outside room 9, erm, the end bracket's pulled out of the wall, it's loose.", // 15
      "Sorry, that's the office, hang on. Yeah, I'll be down in ten.", // 16
      "Room 11, paintwork on the door frame is scuffed to bits from the wheelchairs, no rush on that.", // 17
      "Legionella flush on the little-used outlets in rooms 12 and 14 done, logged on the sheet.", // 18
      "That's east wing done.", // 19
    ],
    findings: [
      {
        id: "nurse-call-cord",
        at: [1, 2],
        thing: ["nurse", "call", "cord"],
        problem: ["snapped", "reach"],
        priority: "HIGH",
      },
      {
        id: "tmv-too-hot",
        at: [4, 5],
        thing: ["tmv", "valve", "basin"],
        problem: ["hot", "fifty"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "hoist-battery",
        at: [7, 8],
        thing: ["battery", "hoist"],
        problem: ["charge", "died"],
        priority: "HIGH",
      },
      {
        id: "sluice-door-closer",
        at: [10],
        thing: ["closer", "door"],
        problem: ["hanging", "swings"],
        priority: "MEDIUM",
      },
      {
        id: "fire-door-wedged",
        at: [11, 12],
        thing: ["fire", "door"],
        problem: ["wedged", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet-ruck",
        at: [13],
        thing: ["carpet"],
        problem: ["ruck", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "handrail-loose",
        at: [15],
        thing: ["handrail", "bracket"],
        problem: ["loose", "pulled"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "door-frame-scuffed",
        at: [17],
        thing: ["paintwork", "frame", "door"],
        problem: ["scuffed"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ah02-gp-surgery-walkround",
    half: "heldout",
    lines: [
      "Okay, this is the Tuesday walk round at Riverside Medical Practice with Dave from estates.", // 0
      "Reception, the automatic entrance doors keep sticking half open, so anyone can walk in after hours.", // 1
      "Did it again last night, the alarm company had a callout at two am.", // 2
      "Reception desk lighting's fine now, they fixed that flicker.", // 3
      "Waiting room, hand gel dispensers are all full, good.", // 4
      "Treatment room two, the vaccine fridge is showing nine degrees on the display.", // 5
      "That's out of range, it should be two to eight, so that's urgent, I'll get the nurses to move the stock.", // 6
      "Sharps bins are dated and signed, fine.", // 7
      "Clinical waste store out the back, the padlock on the cage is broken, it's just hooked on.", // 8
      "Anyone off the car park could get at the yellow bags.", // 9
      "And the gutter above it is overflowing, water's pouring down onto the bins.", // 10
      "Consulting room five, Dr Patel says the blind cord's snapped and the blind's stuck halfway.", // 11
      "Her computer's playing up too but that's IT, not us.", // 12
      "Disabled toilet by the waiting room, the alarm pull cord's tied up in a knot out of reach.", // 13
      "Untied it, but then when I pulled it nothing happened at reception.", // 14
      "So that alarm's not working at all, today please, Dave.", // 15
      "Baby change unit in there's fine.", // 16
      "Upstairs admin, the radiator under the window is stone cold and the room's about fifteen degrees.", // 17
      "Probably just needs bleeding, it's gurgling.", // 18
      "Stair nosing on the top step is coming away, the aluminium strip's lifted at the end.", // 19
      "Ceiling tile in the corridor's got an old brown stain, dry though, cosmetic, next time.", // 20
      "Right, that's us, coffee.", // 21
    ],
    findings: [
      {
        id: "entrance-doors-sticking",
        at: [1, 2],
        thing: ["entrance", "doors", "automatic"],
        problem: ["sticking", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "vaccine-fridge-warm",
        at: [5, 6],
        thing: ["vaccine", "fridge"],
        problem: ["nine", "degrees", "range"],
        priority: "HIGH",
      },
      {
        id: "waste-cage-padlock",
        at: [8, 9],
        thing: ["padlock", "cage", "waste"],
        problem: ["broken", "hooked"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "gutter-overflowing",
        at: [10],
        thing: ["gutter"],
        problem: ["overflowing", "pouring"],
        priority: "MEDIUM",
      },
      {
        id: "blind-cord",
        at: [11],
        thing: ["blind", "cord"],
        problem: ["snapped", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-alarm-cord",
        at: [13, 14, 15],
        thing: ["alarm", "pull", "cord"],
        problem: ["tied", "knot", "reach", "nothing"],
        priority: "HIGH",
      },
      {
        id: "admin-radiator-cold",
        at: [17, 18],
        thing: ["radiator"],
        problem: ["cold", "bleeding"],
        priority: "MEDIUM",
      },
      {
        id: "stair-nosing",
        at: [19],
        thing: ["nosing", "strip", "step"],
        problem: ["coming", "lifted"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ceiling-tile-stain",
        at: [20],
        thing: ["ceiling", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ah03-dental-practice-opening",
    half: "tune",
    lines: [
      "Morning checks at Smile Lane Dental, I'm doing the plant and the surgeries before patients come in.", // 0
      "Compressor room, the compressor's fine, drained the tank, no water in it to speak of.", // 1
      "Suction unit next to it though is making a horrible grinding noise when it kicks in.", // 2
      "Sounds like the bearing's on its way out.", // 3
      "Oxygen cylinder in the emergency kit, the gauge is showing nearly empty, it's in the red.", // 4
      "We can't see patients without that, so swap it today.", // 5
      "Surgery one, dental chair's fine, the spittoon drains okay.", // 6
      "Surgery two, the tap on the hand wash sink won't turn off fully, it dribbles all day.", // 7
      "Decontam room, the autoclave failed its cycle test this morning, the printout says pressure fault.", // 8
      "The other one passed, so we can limp on, but that's urgent, ring Eschmann.", // 9
      "Ultrasonic bath's fine.", // 10
      "X-ray room, the warning light over the door doesn't come on when the unit's armed.", // 11
      "Nobody should be taking radiographs in there till that's fixed.", // 12
      "Back door to the yard, the push bar's a bit stiff but it opens and locks fine.", // 13
      "Outside by the bins, the amalgam waste tub is full and the collection's not till next month.", // 14
      "Staff toilet, the extractor fan's dead, nothing when you pull the cord.", // 15
      "And the lino's lifting at the seam by the door, proper lip on it.", // 16
      "Reception, there's a chip in the desk laminate, cosmetic, whenever.", // 17
      "Fire alarm weekly test done off call point three, sounders all went off.", // 18
      "Done, Sarah, you can let them in.", // 19
    ],
    findings: [
      {
        id: "suction-grinding",
        at: [2, 3],
        thing: ["suction", "unit"],
        problem: ["grinding", "noise", "bearing"],
        priority: "MEDIUM",
      },
      {
        id: "oxygen-cylinder-empty",
        at: [4, 5],
        thing: ["oxygen", "cylinder"],
        problem: ["empty", "red"],
        priority: "HIGH",
      },
      {
        id: "sink-tap-dribbles",
        at: [7],
        thing: ["tap", "sink"],
        problem: ["dribbl", "turn"],
        priority: "MEDIUM",
      },
      {
        id: "autoclave-failed",
        at: [8, 9],
        thing: ["autoclave"],
        problem: ["failed", "fault"],
        priority: "HIGH",
      },
      {
        id: "xray-warning-light",
        at: [11, 12],
        thing: ["warning", "light"],
        problem: ["doesn't", "come"],
        priority: "HIGH",
      },
      {
        id: "amalgam-tub-full",
        at: [14],
        thing: ["amalgam", "tub", "waste"],
        problem: ["full"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-fan-dead",
        at: [15],
        thing: ["extractor", "fan"],
        problem: ["dead", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "lino-lifting",
        at: [16],
        thing: ["lino", "seam"],
        problem: ["lifting", "lip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "desk-laminate-chip",
        at: [17],
        thing: ["desk", "laminate"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ah04-us-nursing-home-200-hall",
    half: "heldout",
    lines: [
      "Okay, this is weekly rounds at Maple Grove, I'm starting on the 200 hall.", // 0
      "Room 204, the call light over the door doesn't illuminate when you hit the bedside button.", // 1
      "State would write us up for that, so it's getting done today.", // 2
      "Bed controls in 204 work fine, checked the side rails too.", // 3
      "Room 207, the family has a space heater plugged into a power strip under the bed.", // 4
      "The strip's warm to the touch, I unplugged it, but the heater's gotta go.", // 5
      "Which probably means the room's cold, let me check.", // 6
      "Yeah, the PTAC unit in 207 is blowing cold air on heat mode.", // 7
      "Shower room on 200 hall, the mixing valve's fine, a hundred and ten at the head.", // 8
      "Grab bar next to the toilet in there spins, the flange is loose on the wall.", // 9
      "Nurses station, Kathy says the med room keypad lock is dead, they're propping the door with a chair.", // 10
      "That's controlled substances in there, so that's top priority.", // 11
      "Hang on, I'm getting paged. Yep, dining room, I'll swing by.", // 12
      "Dining room, the ice machine's leaking out the bottom, there's a puddle on the tile.", // 13
      "Somebody's gonna slip on that, I put a wet floor sign out.", // 14
      "Courtyard door, delayed egress mag lock's working, fifteen seconds and it releases.", // 15
      "Wander guard at the front entrance alarmed when I walked the test tag through, good.", // 16
      "Therapy gym, the treadmill belt's frayed along the edge.", // 17
      "Therapy says they can do without it for now, so no rush, next week's fine.", // 18
      "Linen closet ceiling has a water stain, it's old and dry, I'll just paint it out when I do the hall.", // 19
      "Generator test this week ran under load, no issues.", // 20
      "That's it for the 200s.", // 21
    ],
    findings: [
      {
        id: "call-light-dead",
        at: [1, 2],
        thing: ["call", "light"],
        problem: ["illuminate", "doesn't"],
        priority: "HIGH",
      },
      {
        id: "space-heater-strip",
        at: [4, 5],
        thing: ["space", "heater", "strip"],
        problem: ["plugged", "warm"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ptac-no-heat",
        at: [7],
        thing: ["ptac", "unit"],
        problem: ["cold", "blowing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "grab-bar-loose",
        at: [9],
        thing: ["grab", "bar", "flange"],
        problem: ["spins", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "med-room-keypad",
        at: [10, 11],
        thing: ["keypad", "lock", "door"],
        problem: ["dead", "propping"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ice-machine-leak",
        at: [13, 14],
        thing: ["ice", "machine"],
        problem: ["leaking", "puddle", "slip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "treadmill-belt",
        at: [17, 18],
        thing: ["treadmill", "belt"],
        problem: ["frayed"],
        priority: "LOW",
      },
      {
        id: "closet-ceiling-stain",
        at: [19],
        thing: ["ceiling"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ah05-vet-practice-quarterly",
    half: "tune",
    lines: [
      "Quarterly visit at Oakfield Vets, Jo the practice manager's showing me round.", // 0
      "Kennels, the floor drain in the dog ward is blocked, it doesn't drain after they hose down.", // 1
      "Standing water everywhere, probably hair in the trap again.", // 2
      "Cat ward, heating's fine, twenty-two degrees, happy cats.", // 3
      "Theatre, the anaesthetic scavenging, erm, the AGSS, the fan's not running, flow indicator's sitting at zero.", // 4
      "They've got ops booked this afternoon, so that's urgent.", // 5
      "Oxygen manifold outside, cylinders changed over fine, both banks full.", // 6
      "But the gate on the manifold cage doesn't latch, it just swings in the wind.", // 7
      "X-ray room, one of the lead aprons has got a crack in it, you can see it on the screen.", // 8
      "Needs condemning and a new one ordering.", // 9
      "Prep room, the thermostatic mixing valve on the scrub sink is fine, forty-one on the dot.", // 10
      "The hot tap on the tub table in prep, erm, the lever's snapped off, they're turning it with pliers.", // 11
      "Consult room one, the double socket behind the exam table has a scorch mark round the pins.", // 12
      "Don't use that one, I've taped it over.", // 13
      "Waiting room, the dogs have scratched the bottom of the front door to pieces, cosmetic, no rush.", // 14
      "Front door lock's fine though, tried both keys.", // 15
      "Clinical waste bins out back are locked and they're collected Thursday, fine.", // 16
      "Staff kitchen, the fridge door seal's split and it's all iced up at the back.", // 17
      "Right, I'll write that up for you Jo.", // 18
    ],
    findings: [
      {
        id: "kennel-drain-blocked",
        at: [1, 2],
        thing: ["drain"],
        problem: ["blocked", "drain", "standing"],
        priority: "MEDIUM",
      },
      {
        id: "agss-not-running",
        at: [4, 5],
        thing: ["scavenging", "agss", "fan"],
        problem: ["running", "zero"],
        priority: "HIGH",
      },
      {
        id: "manifold-cage-gate",
        at: [7],
        thing: ["gate", "cage", "manifold"],
        problem: ["latch", "swings"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lead-apron-cracked",
        at: [8, 9],
        thing: ["apron", "lead"],
        problem: ["crack", "condemn"],
        priority: "MEDIUM",
      },
      {
        id: "tub-table-tap",
        at: [11],
        thing: ["tap", "lever"],
        problem: ["snapped", "pliers"],
        priority: "MEDIUM",
      },
      {
        id: "socket-scorched",
        at: [12, 13],
        thing: ["socket"],
        problem: ["scorch"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "front-door-scratched",
        at: [14],
        thing: ["door"],
        problem: ["scratched"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-fridge-seal",
        at: [17],
        thing: ["fridge", "seal"],
        problem: ["split", "iced"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ah06-us-pharmacy-main-street",
    half: "heldout",
    lines: [
      "Okay, walking the Main Street pharmacy with Tony, starting at the front.", // 0
      "Storefront, the roll-down security gate is jammed, it only comes down about two thirds of the way.", // 1
      "So last night they couldn't close up, somebody had to sit in the car till midnight.", // 2
      "Front door closer and lock both good.", // 3
      "Sales floor, the ceiling tile by the vitamins is sagging and wet, it's dripping into a bucket.", // 4
      "That's the rooftop unit condensate line again, I bet.", // 5
      "Behind the counter, pharmacy fridge is reading four, data logger's fine.", // 6
      "The controlled drug safe, erm, the C-two safe, the combination dial just spins, it doesn't catch.", // 7
      "Needs a locksmith today, that's DEA stuff.", // 8
      "Consultation room, the flu shot room, the hand sink's got no hot water, only cold.", // 9
      "Little under-sink water heater had tripped, I reset it, still nothing.", // 10
      "Restroom's fine, toilet flushes, no leaks under the sink.", // 11
      "Stockroom, the back exit door is blocked with totes stacked up in front of it.", // 12
      "Told the tech to move them, but it keeps happening.", // 13
      "Exit sign over it is lit, battery test passed.", // 14
      "Break area, microwave's the staff's own, not ours.", // 15
      "The light fixture over the compounding bench flickers and buzzes.", // 16
      "Probably just the ballast.", // 17
      "Out back, the parking lot light by the dumpster is out.", // 18
      "Dumpster enclosure has some graffiti on the block wall, cosmetic, whenever.", // 19
      "Okay Tony, I'll get you a quote on the gate first.", // 20
    ],
    findings: [
      {
        id: "security-gate-jammed",
        at: [1, 2],
        thing: ["gate", "security", "roll"],
        problem: ["jammed", "close"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling-tile-leak",
        at: [4, 5],
        thing: ["ceiling", "tile"],
        problem: ["sagging", "wet", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "cd-safe-dial",
        at: [7, 8],
        thing: ["safe", "dial"],
        problem: ["spins", "catch", "locksmith"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "consult-sink-no-hot",
        at: [9, 10],
        thing: ["sink", "hot", "heater"],
        problem: ["cold", "no", "tripped", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "exit-door-blocked",
        at: [12, 13],
        thing: ["exit", "door"],
        problem: ["blocked", "stacked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bench-light-flicker",
        at: [16, 17],
        thing: ["light", "fixture"],
        problem: ["flickers", "buzzes", "ballast"],
        priority: "MEDIUM",
      },
      {
        id: "lot-light-out",
        at: [18],
        thing: ["light", "parking", "lot"],
        problem: ["out"],
        priority: "MEDIUM",
      },
      {
        id: "enclosure-graffiti",
        at: [19],
        thing: ["wall", "enclosure", "dumpster"],
        problem: ["graffiti"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ah07-private-hospital-estates",
    half: "tune",
    lines: [
      "Estates round, Thursday, St Hilda's private hospital, I'm with Mark the duty engineer.", // 0
      "Medical gas plant first, the VIE, the liquid oxygen tank, pressures normal, logged it.", // 1
      "Vacuum plant, duty pump is fine but the standby pump won't start on changeover, it just hums.", // 2
      "We've got no redundancy on the vacuum now, so that's urgent.", // 3
      "Ward two, the area valve service unit, the AVSU box, the glass panel's cracked across.", // 4
      "Bay four, the medical gas alarm panel is showing a fault light for the nitrous.", // 5
      "Probably a sensor, Mark reckons, pressure at the outlet is fine.", // 6
      "Sluice room on ward two, the bedpan washer disinfector isn't getting up to temperature, it keeps aborting the cycle.", // 7
      "Staff are hand-washing pans, which they shouldn't be, so get Miele out asap.", // 8
      "Macerator next to it is fine.", // 9
      "Room 12's been empty, it's on the flushing list, ran the shower and basin three minutes, fine.", // 10
      "Room 14, the shower's hitting forty-eight at the head, the TMV on it needs servicing.", // 11
      "Bagged the shower head, room's out of use till it's done.", // 12
      "Corridor outside theatre, the fire door's got a gap at the top, the intumescent strip is hanging off.", // 13
      "Theatre ventilation, AHU's running, pressure differential's fine.", // 14
      "Recovery, the door access reader isn't reading cards, you have to buzz through.", // 15
      "Mark, can you hold this a sec? Ta.", // 16
      "Main entrance, the mat well frame's lifted at one corner, staff are catching their feet on it.", // 17
      "Reception chairs have some stains on the fabric, cosmetic, get them cleaned when convenient.", // 18
      "That's it, I'll raise the jobs on Planet.", // 19
    ],
    findings: [
      {
        id: "standby-vacuum-pump",
        at: [2, 3],
        thing: ["pump", "standby", "vacuum"],
        problem: ["start", "hums", "redundancy"],
        priority: "HIGH",
      },
      {
        id: "avsu-glass-cracked",
        at: [4],
        thing: ["avsu", "panel", "valve"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "gas-alarm-fault",
        at: [5, 6],
        thing: ["alarm", "panel"],
        problem: ["fault", "sensor"],
        priority: "MEDIUM",
      },
      {
        id: "bedpan-washer-temp",
        at: [7, 8],
        thing: ["bedpan", "washer", "disinfector"],
        problem: ["temperature", "aborting"],
        priority: "HIGH",
      },
      {
        id: "shower-tmv-hot",
        at: [11, 12],
        thing: ["shower", "tmv"],
        problem: ["forty", "servicing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "fire-door-strip",
        at: [13],
        thing: ["fire", "door", "strip"],
        problem: ["gap", "hanging"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "access-reader",
        at: [15],
        thing: ["reader", "access"],
        problem: ["reading", "buzz"],
        priority: "MEDIUM",
      },
      {
        id: "mat-well-lifted",
        at: [17],
        thing: ["mat", "well"],
        problem: ["lifted", "catching"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "reception-chair-stains",
        at: [18],
        thing: ["chairs", "fabric"],
        problem: ["stains"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ah08-us-dental-quarterly",
    half: "heldout",
    lines: [
      "Alright, quarterly walkthrough at Lakeside Family Dental, I'm with Maria, the office manager.", // 0
      "Mechanical room, the vacuum pump's fine, oil level's good.", // 1
      "Air compressor though, the dryer isn't working, there's water spitting out of the handpieces.", // 2
      "Maria says operatory three's been getting water in the air line for a week.", // 3
      "Nitrous manifold, the alarm's been silenced, somebody put tape over the buzzer.", // 4
      "Took the tape off and it's alarming for low oxygen, so that bank needs changing right now.", // 5
      "Operatory one, chair, light, all good.", // 6
      "Operatory two, the delivery unit arm drifts down, won't hold position.", // 7
      "Operatory four, the outlet under the cabinet sparks when you plug the Cavitron in.", // 8
      "I flipped the breaker on that circuit, don't use it.", // 9
      "Sterilization area, Statim's fine, spore test came back negative, so that's good.", // 10
      "The eyewash station at the sink doesn't flow, you push the paddle and you get barely a trickle.", // 11
      "That's an OSHA thing, needs sorting today.", // 12
      "Lobby, the ADA door opener button doesn't do anything.", // 13
      "Patient restroom, the toilet's running constantly, the flapper I'd guess.", // 14
      "Staff restroom is fine.", // 15
      "Front walk, there's a heaved slab by the entrance, a good inch and a half lip.", // 16
      "Siding by the sign has some faded paint, low priority.", // 17
      "Sorry, one sec. Hello? Yeah, I'll call you back.", // 18
      "Okay, that's everything, Maria.", // 19
    ],
    findings: [
      {
        id: "air-dryer-failed",
        at: [2, 3],
        thing: ["dryer", "compressor"],
        problem: ["working", "water"],
        priority: "MEDIUM",
      },
      {
        id: "nitrous-alarm-taped",
        at: [4, 5],
        thing: ["alarm", "buzzer", "nitrous"],
        problem: ["silenced", "tape", "low"],
        priority: "HIGH",
      },
      {
        id: "delivery-arm-drifts",
        at: [7],
        thing: ["arm", "delivery"],
        problem: ["drifts", "hold"],
        priority: "MEDIUM",
      },
      {
        id: "outlet-sparks",
        at: [8, 9],
        thing: ["outlet"],
        problem: ["sparks"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "eyewash-no-flow",
        at: [11, 12],
        thing: ["eyewash", "station"],
        problem: ["flow", "trickle"],
        priority: "HIGH",
      },
      {
        id: "ada-opener-dead",
        at: [13],
        thing: ["opener", "button", "door"],
        problem: ["doesn't", "anything"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-running",
        at: [14],
        thing: ["toilet"],
        problem: ["running", "flapper"],
        priority: "MEDIUM",
      },
      {
        id: "heaved-slab",
        at: [16],
        thing: ["slab", "walk"],
        problem: ["heaved", "lip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "siding-paint-faded",
        at: [17],
        thing: ["siding", "paint"],
        problem: ["faded"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ah09-care-home-flushing-upstairs",
    half: "tune",
    lines: [
      "Friday round at Hollyfield House, legionella flushing first, then upstairs.", // 0
      "Flushed the showers in the empty rooms, 3, 8 and 15, hot all over fifty at the outlet, logged.", // 1
      "Room 15 though, the cold's coming through at twenty-four degrees, that's too warm.", // 2
      "Probably where the pipe runs next to the heating flow, needs looking at.", // 3
      "Calorifier in the boiler room's at sixty, blew it down, fine.", // 4
      "Boiler room door's supposed to be locked and it's not, the lock barrel's been taken out.", // 5
      "With our lot wandering that's a hazard, sort it today.", // 6
      "Upstairs landing, the window restrictor on the big sash is broken, it opens right up.", // 7
      "Room 21, profiling bed's fine, mattress pump's humming away.", // 8
      "Room 22, the ceiling hoist won't go up, the motor runs but the strap doesn't move.", // 9
      "They're using the mobile one for now, so it's not an emergency, but this week.", // 10
      "Assisted bathroom, the bath hoist seat wobbles where it bolts onto the column.", // 11
      "Nobody's to use it till I've had the engineer out.", // 12
      "Kitchen downstairs, fridge and freezer temps are fine, cook's got them recorded.", // 13
      "Fire door into the kitchen doesn't close on its own, it catches on the frame at the top.", // 14
      "Dining room carpet's got a big coffee stain by the hatch, dry, it's cosmetic.", // 15
      "Laundry, tumble dryer lint filter's clean, good.", // 16
      "Upstairs sluice, the light's out and there's no window, it's pitch black in there.", // 17
      "Staff have been using their phone torches.", // 18
      "Right, back to the office.", // 19
    ],
    findings: [
      {
        id: "cold-water-warm",
        at: [2, 3],
        thing: ["cold", "pipe"],
        problem: ["warm", "twenty"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-room-lock",
        at: [5, 6],
        thing: ["lock", "door", "barrel"],
        problem: ["locked", "taken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "window-restrictor",
        at: [7],
        thing: ["restrictor", "window", "sash"],
        problem: ["broken", "opens"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling-hoist",
        at: [9, 10],
        thing: ["hoist", "strap"],
        problem: ["won't", "doesn't"],
        priority: "MEDIUM",
      },
      {
        id: "bath-hoist-seat",
        at: [11, 12],
        thing: ["seat", "hoist", "bath"],
        problem: ["wobbles"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kitchen-fire-door",
        at: [14],
        thing: ["fire", "door"],
        problem: ["close", "catches"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet-stain",
        at: [15],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sluice-light-out",
        at: [17, 18],
        thing: ["light", "sluice"],
        problem: ["out", "black", "torches"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ah10-us-surgical-hospital-evening",
    half: "heldout",
    lines: [
      "Okay, evening rounds, Westbrook Surgical Hospital, plant ops, starting in the basement.", // 0
      "Med gas manifold room, oxygen's on primary bank, reserve's full, good.", // 1
      "Med air compressor number two keeps tripping on high temp, it's shut itself down twice today.", // 2
      "Number one's carrying the load, but if that goes we're on cylinders, so call the vendor tonight.", // 3
      "Elevator machine room, there's water dripping off the pipe above the controller.", // 4
      "It's landing right next to the drive cabinet.", // 5
      "Second floor pre-op, the nurse call pillow speaker in bay six crackles and the casing's cracked.", // 6
      "Pre-op bay four, monitor arm, all fine.", // 7
      "The sliding door on the stretcher bay comes off its track when you slam it.", // 8
      "PACU, the blanket warmer cabinet's reading a hundred and sixty, it's supposed to be one thirty max.", // 9
      "Nurses unplugged it, it needs calibrating before anybody uses it again.", // 10
      "Stairwell B, the fire door at the second floor landing won't latch, it bounces back open.", // 11
      "Stairwell lights are fine, the emergency ones too.", // 12
      "Third floor, room 312, the sink drain's slow, takes forever to empty.", // 13
      "Room 314, patient's asleep, I'll skip that one.", // 14
      "Soiled utility, the hopper flush valve's running on, won't shut off.", // 15
      "Badge reader on the med room's fine, door shut and locked behind me.", // 16
      "Main lobby, the wall guard by the elevator is dented and scraped up from the beds, cosmetic.", // 17
      "Ambulance entrance, the canopy light is out over the doors, pretty dark out here.", // 18
      "And that's the round, I'll put it all in TMS.", // 19
    ],
    findings: [
      {
        id: "med-air-compressor",
        at: [2, 3],
        thing: ["compressor", "air"],
        problem: ["tripping", "shut"],
        priority: "HIGH",
      },
      {
        id: "elevator-room-drip",
        at: [4, 5],
        thing: ["pipe", "water"],
        problem: ["dripping", "landing"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "pillow-speaker",
        at: [6],
        thing: ["pillow", "speaker", "nurse"],
        problem: ["crackles", "cracked"],
        priority: "MEDIUM",
      },
      {
        id: "sliding-door-track",
        at: [8],
        thing: ["sliding", "door"],
        problem: ["track", "comes"],
        priority: "MEDIUM",
      },
      {
        id: "blanket-warmer-hot",
        at: [9, 10],
        thing: ["blanket", "warmer", "cabinet"],
        problem: ["sixty", "calibrat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "stair-fire-door",
        at: [11],
        thing: ["fire", "door"],
        problem: ["latch", "bounces"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-drain-slow",
        at: [13],
        thing: ["sink", "drain"],
        problem: ["slow", "forever"],
        priority: "MEDIUM",
      },
      {
        id: "hopper-flush-valve",
        at: [15],
        thing: ["hopper", "flush", "valve"],
        problem: ["running", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "wall-guard-dented",
        at: [17],
        thing: ["guard", "wall"],
        problem: ["dented", "scraped"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "canopy-light-out",
        at: [18],
        thing: ["canopy", "light"],
        problem: ["out", "dark"],
        priority: "MEDIUM",
      },
    ],
  },
];
