// Blind walkthroughs, set meaning-28 (written without seeing the extractor).
// Industrial units, warehouses, workshops, multi-storey car parks, plant rooms and office facilities rounds (UK and US).
import type { Walkthrough } from "./types";

export const MEANING28_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ac01-warehouse-unit",
    half: "tune",
    lines: [
      "Right, this is unit 4, the Brookfield warehouse, starting at reception.", // 0
      "Fire alarm panel's showing normal, no faults logged, that's fine.", // 1
      "Into the warehouse floor now.", // 2
      "The fire door through to the offices is wedged open with a pallet block.", // 3
      "And the closer on it's hanging off, so even if you kick the wedge out it won't shut.", // 4
      "Racking on aisle three, the upright's been clipped by a forklift, it's bent about a hand's width at the base.", // 5
      "That's a red risk on the SEMA inspection, the bay needs offloading today.", // 6
      "Rest of the racking's fine, beam locks all present.", // 7
      "Emergency light over the side exit doesn't come on when you hit the test key.", // 8
      "Side exit itself, push bar opens fine, clear outside.", // 9
      "Out to the loading bay.", // 10
      "Dock leveller on bay two, the lip's not extending properly, it sticks about halfway.", // 11
      "Roller shutter on bay one won't go all the way down, erm, stops about a foot off the floor.", // 12
      "So that's the building not secure overnight, that's urgent.", // 13
      "Hang on, that's the office ringing... yeah, tell him we'll be done by eleven.", // 14
      "Right. Bay three shutter's fine, goes up and down, no noise.", // 15
      "Bit of a pothole in the yard by the gatehouse, not deep, low priority.", // 16
      "Eyewash station in the battery charging area, the bottles are out of date, March last year.", // 17
      "Charging area extraction's running, no smell.", // 18
      "Staff toilets, the gents' urinal is blocked, water sitting in the trough.", // 19
      "Ladies' are fine.", // 20
      "Canteen, there's scuffing all along the wall where the chairs go, cosmetic, next decorate.", // 21
      "That's unit 4 done.", // 22
    ],
    findings: [
      {
        id: "fire-door-wedged",
        at: [3, 4],
        thing: ["fire door", "door", "closer"],
        problem: ["wedg", "open", "hanging", "shut"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "racking-upright-bent",
        at: [5, 6],
        thing: ["racking", "upright", "rack"],
        problem: ["bent", "clipped", "damage"],
        priority: "HIGH",
      },
      {
        id: "emergency-light-fail",
        at: [8],
        thing: ["emergency light", "emergency", "light"],
        problem: ["come on", "fail", "not working", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dock-leveller-sticks",
        at: [11],
        thing: ["dock leveller", "leveller", "leveler", "lip"],
        problem: ["stick", "extend"],
        priority: "MEDIUM",
      },
      {
        id: "roller-shutter-wont-close",
        at: [12, 13],
        thing: ["roller shutter", "shutter"],
        problem: ["won't", "down", "stops", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      { id: "yard-pothole", at: [16], thing: ["pothole", "yard"], priority: "LOW" },
      {
        id: "eyewash-out-of-date",
        at: [17],
        thing: ["eyewash", "eye wash", "bottle"],
        problem: ["out of date", "date", "expired"],
        priority: "MEDIUM",
      },
      {
        id: "urinal-blocked",
        at: [19],
        thing: ["urinal", "trough"],
        problem: ["block", "sitting"],
        priority: "MEDIUM",
      },
      {
        id: "canteen-wall-scuffed",
        at: [21],
        thing: ["wall", "scuff"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ac02-multi-storey-car-park",
    half: "heldout",
    lines: [
      "Okay, Castle Street multi-storey, starting on level zero by the pay machines.", // 0
      "Pay machines are both taking cards, tested them, all good.", // 1
      "Pedestrian door into stair core A, the mag lock's not holding, you can just pull it open from outside.", // 2
      "Stair core A, level one landing, the handrail's come loose from the wall, two fixings missing.", // 3
      "It moves a good couple of inches when you lean on it.", // 4
      "Emergency lighting in the stair's all working, did the flick test last week.", // 5
      "Level two deck.", // 6
      "There's water pouring through the expansion joint onto bay twenty-three, and there's a car parked right under it.", // 7
      "Deck drain next to it is blocked solid with leaves, that'll be why it's ponding.", // 8
      "Barrier arm on the exit lane, someone's snapped the end off it again.", // 9
      "Lift lobby level three, lift two's out of service, stuck on level five with the doors open.", // 10
      "Lift one's running fine, levelling nicely.", // 11
      "Sprinkler head over bay forty on level three, it's been hit by a van, bent sideways and the bulb's cracked.", // 12
      "Needs the sprinkler contractor out asap before it goes off.", // 13
      "CCTV on the ramp's working, checked it with the control room.", // 14
      "Top deck, level five.", // 15
      "The bay line markings are really faded up here, you can barely see them, next time we do the relining.", // 16
      "Parapet barrier's fine, all the bolts tight.", // 17
      "Dave, can you grab me a ticket from the machine downstairs? Cheers.", // 18
      "Stair core B, there's graffiti on the level four landing, just tags, cosmetic.", // 19
      "No sign of anyone sleeping rough in there this week, which is good.", // 20
      "Back down at level zero, the fire exit onto Mill Lane's got two pallets and a skip bag dumped against it from the shop next door.", // 21
      "Get that moved today.", // 22
      "That's me done.", // 23
    ],
    findings: [
      {
        id: "stair-door-maglock",
        at: [2],
        thing: ["door", "mag lock", "maglock", "lock"],
        problem: ["holding", "pull", "open", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "handrail-loose",
        at: [3, 4],
        thing: ["handrail", "rail"],
        problem: ["loose", "fixing", "missing", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "expansion-joint-leak",
        at: [7],
        thing: ["expansion joint", "joint", "water"],
        problem: ["pour", "leak", "through"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "deck-drain-blocked",
        at: [8],
        thing: ["drain", "gully"],
        problem: ["block", "pond", "leaves"],
        priority: "MEDIUM",
      },
      {
        id: "barrier-arm-snapped",
        at: [9],
        thing: ["barrier arm", "barrier", "arm"],
        problem: ["snap", "broken", "end off"],
        priority: "MEDIUM",
      },
      {
        id: "lift-out-of-service",
        at: [10],
        thing: ["lift"],
        problem: ["out of service", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "sprinkler-head-damaged",
        at: [12, 13],
        thing: ["sprinkler", "head", "bulb"],
        problem: ["bent", "crack", "hit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bay-markings-faded",
        at: [16],
        thing: ["marking", "line", "relining"],
        problem: ["fade", "barely"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-graffiti",
        at: [19],
        thing: ["graffiti", "tag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-exit-blocked",
        at: [21, 22],
        thing: ["fire exit", "exit"],
        problem: ["pallet", "dump", "block", "skip"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ac03-office-plant-room-us",
    half: "tune",
    lines: [
      "Okay, this is the monthly walk at 200 Harbor Plaza, starting down in the basement mechanical room.", // 0
      "Boiler one is running, pressure's normal, no alarms on the BAS.", // 1
      "Boiler two won't fire up, it keeps locking out on flame failure.", // 2
      "Probably the flame rod, it was dirty last time.", // 3
      "Chilled water pump P-3 has a bad mechanical seal, it's dripping onto the housekeeping pad.", // 4
      "Drip's slow, maybe a cup an hour.", // 5
      "Eyewash station by the chemical treatment tank, nobody's flushed it in months, the tag's blank since January.", // 6
      "And the water comes out brown when you do run it.", // 7
      "Electrical room next door.", // 8
      "Somebody's stacked cardboard boxes right up against panel LP-2, there's no thirty-six inch clearance at all.", // 9
      "Switchgear's clean, no hot spots on the IR scan last month.", // 10
      "Up to the lobby.", // 11
      "Revolving door is dragging on the floor, the sweep's worn through.", // 12
      "Elevator three, the emergency phone doesn't connect, it just rings out.", // 13
      "That's a code violation, get Schindler on it today.", // 14
      "Elevators one and two, phones work, tested both.", // 15
      "Fourth floor, the tenant in 410 says the thermostat's not working, but I checked it and it's fine, they had it on hold.", // 16
      "Women's restroom on four, the sensor faucet on the end sink runs nonstop and won't shut off.", // 17
      "Ceiling tile above it has a water stain, it's dry, old stain, just swap the tile when you get a chance.", // 18
      "Stairwell B door on four, the closer's leaking oil and the door doesn't latch.", // 19
      "Mike, hold on, I'm on with the tenant... yeah, Tuesday's fine.", // 20
      "Roof access is locked, alarm's armed, good.", // 21
      "That's it for this month.", // 22
    ],
    findings: [
      {
        id: "boiler-lockout",
        at: [2, 3],
        thing: ["boiler"],
        problem: ["fire up", "lock", "flame", "won't"],
        priority: "MEDIUM",
      },
      {
        id: "pump-seal-drip",
        at: [4, 5],
        thing: ["pump", "seal"],
        problem: ["drip", "leak", "bad"],
        priority: "MEDIUM",
      },
      {
        id: "eyewash-not-flushed",
        at: [6, 7],
        thing: ["eyewash", "eye wash", "station"],
        problem: ["flush", "tag", "blank", "brown"],
        priority: "MEDIUM",
      },
      {
        id: "panel-clearance-blocked",
        at: [9],
        thing: ["panel", "box", "clearance"],
        problem: ["stack", "clearance", "block"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "revolving-door-dragging",
        at: [12],
        thing: ["revolving door", "door", "sweep"],
        problem: ["drag", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "elevator-phone-dead",
        at: [13, 14],
        thing: ["emergency phone", "phone", "elevator"],
        problem: ["connect", "rings out", "dead"],
        priority: "HIGH",
      },
      {
        id: "faucet-runs-on",
        at: [17],
        thing: ["faucet", "sink", "tap"],
        problem: ["nonstop", "shut off", "runs", "won't"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-tile-stain",
        at: [18],
        thing: ["ceiling tile", "ceiling", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stairwell-door-latch",
        at: [19],
        thing: ["stairwell door", "door", "closer"],
        problem: ["latch", "leak", "oil"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ac04-fabrication-workshop",
    half: "heldout",
    lines: [
      "Right, workshop round at Hadley Engineering, unit 12, in through the side door.", // 0
      "Side door locks fine, keypad's working.", // 1
      "Main shop floor. The three-phase socket by the pillar drill's cracked, you can see the brass through the front.", // 2
      "Isolate that now, nobody's to use it till the sparky's been.", // 3
      "Extraction on the welding bay's running but the ducting's split near the fan, it's blowing fume back out.", // 4
      "Compressor room, compressor's fine, drained the receiver, no water to speak of.", // 5
      "But there's an air leak on the ring main above the guillotine, you can hear it hissing.", // 6
      "Roller shutter at the back, the motor runs but the shutter doesn't move, I reckon the chain's jumped off.", // 7
      "It's stuck shut so it's secure, but they can't get deliveries in, so wants doing this week.", // 8
      "Fire extinguishers, all in date, serviced in June.", // 9
      "Except the CO2 extinguisher by the welding bay's missing, just an empty bracket.", // 10
      "Mezzanine stairs, the nosing on the fourth tread's lifted, caught my toe on it.", // 11
      "Mezzanine barrier's solid, gate's self-closing, good.", // 12
      "Up top there's a skylight cracked, you can see daylight round it, but it's not letting water in, not that I can see.", // 13
      "Mess room. Fridge is the tenant's, not ours.", // 14
      "The boiling water tap in the kitchenette trips the RCD every time you switch it on.", // 15
      "Toilet, the only one on site, the cistern's not filling, so it won't flush.", // 16
      "Probably the float valve, it's an old Torbeck.", // 17
      "Paint's flaking off the mess room door frame, cosmetic, no rush.", // 18
      "Done, heading back to the office.", // 19
    ],
    findings: [
      {
        id: "socket-cracked-exposed",
        at: [2, 3],
        thing: ["socket"],
        problem: ["crack", "brass", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "extraction-ducting-split",
        at: [4],
        thing: ["extraction", "ducting", "duct"],
        problem: ["split", "blowing", "fume"],
        priority: "MEDIUM",
      },
      {
        id: "air-main-leak",
        at: [6],
        thing: ["air leak", "ring main", "air", "main"],
        problem: ["leak", "hiss"],
        priority: "MEDIUM",
      },
      {
        id: "shutter-chain-off",
        at: [7, 8],
        thing: ["roller shutter", "shutter", "chain"],
        problem: ["doesn't move", "jumped", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "co2-extinguisher-missing",
        at: [10],
        thing: ["co2", "extinguisher"],
        problem: ["missing", "empty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-nosing-lifted",
        at: [11],
        thing: ["nosing", "tread", "stair"],
        problem: ["lift", "caught"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "skylight-cracked",
        at: [13],
        thing: ["skylight", "rooflight", "roof light"],
        problem: ["crack", "daylight"],
        priority: "MEDIUM",
      },
      {
        id: "boiling-tap-trips-rcd",
        at: [15],
        thing: ["boiling water tap", "tap", "zip"],
        problem: ["trip", "rcd"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "only-toilet-not-flushing",
        at: [16, 17],
        thing: ["toilet", "cistern"],
        problem: ["fill", "flush", "float"],
        priority: "HIGH",
      },
      {
        id: "door-frame-paint",
        at: [18],
        thing: ["door frame", "frame", "paint"],
        problem: ["flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ac05-office-facilities-round",
    half: "tune",
    lines: [
      "Morning round, Victoria House, ground floor reception first.", // 0
      "Reception's fine, turnstiles are all reading passes.", // 1
      "Accessible toilet off reception, the emergency pull cord's been tied up out of reach, that's got to be sorted today.", // 2
      "And when I cut it down and pulled it, the alarm doesn't sound at reception either.", // 3
      "Kitchen on the first floor, the dishwasher's leaking from the door seal, puddle on the floor.", // 4
      "Put a wet floor sign out for now till the engineer's been.", // 5
      "Boiling water tap's fine, descaled last week.", // 6
      "First floor open plan, three of the LED panels are flickering over the bank of desks by the window.", // 7
      "Comms room, the air con unit's showing a high temperature alarm, it's twenty-nine in there.", // 8
      "That's urgent, the servers will shut down if it gets much hotter.", // 9
      "Second floor, the fire door onto the east stair's been propped open with a fire extinguisher.", // 10
      "Staff keep doing it because it's heavy, we might want a hold-open on the alarm.", // 11
      "Meeting room 2.3, the blind's snapped, hanging off at one end.", // 12
      "Carpet tiles by the lifts are worn and a bit grubby, cosmetic, next refurb.", // 13
      "Lifts both fine, no entrapments this month, service sticker's current.", // 14
      "Third floor, sorry, the phone's going... yeah, I'll call you back after the round.", // 15
      "Third floor gents, the hand dryer's dead, no power to it at all.", // 16
      "Roof plant access hatch, I thought it was jammed but it's fine, just stiff.", // 17
      "Emergency lighting on the third floor landing, one fitting's showing a red LED instead of green, so the battery's failed.", // 18
      "Back down to reception to sign out.", // 19
      "Oh, and the main entrance door's not closing fully, the top pivot's worn, it stays open about an inch.", // 20
      "So it won't lock tonight unless someone pulls it shut, needs the door people out today.", // 21
    ],
    findings: [
      {
        id: "pull-cord-tied-up",
        at: [2, 3],
        thing: ["pull cord", "cord", "alarm"],
        problem: ["tied", "reach", "sound"],
        priority: "HIGH",
      },
      {
        id: "dishwasher-seal-leak",
        at: [4, 5],
        thing: ["dishwasher", "door seal", "seal"],
        problem: ["leak", "puddle"],
        priority: "MEDIUM",
      },
      {
        id: "led-panels-flicker",
        at: [7],
        thing: ["led panel", "led", "panel", "light"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "comms-room-aircon",
        at: [8, 9],
        thing: ["air con", "aircon", "unit", "comms room"],
        problem: ["temperature", "alarm", "hot", "high"],
        priority: "HIGH",
      },
      {
        id: "fire-door-propped",
        at: [10, 11],
        thing: ["fire door", "door"],
        problem: ["prop", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "blind-snapped",
        at: [12],
        thing: ["blind"],
        problem: ["snap", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-tiles-worn",
        at: [13],
        thing: ["carpet tile", "carpet", "tile"],
        problem: ["worn", "grubby"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hand-dryer-dead",
        at: [16],
        thing: ["hand dryer", "dryer"],
        problem: ["dead", "power"],
        priority: "MEDIUM",
      },
      {
        id: "emergency-light-battery",
        at: [18],
        thing: ["emergency lighting", "emergency", "fitting", "light"],
        problem: ["red", "battery", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "entrance-door-not-closing",
        at: [20, 21],
        thing: ["entrance door", "door", "pivot"],
        problem: ["closing", "worn", "open", "lock"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "ac06-distribution-center-us",
    half: "heldout",
    lines: [
      "Alright, safety walk, DC-2 on Industrial Parkway, starting at the shipping docks.", // 0
      "Dock doors one through eight all cycle fine, seals look good.", // 1
      "Dock door nine, the overhead door's got a busted panel, bottom section's caved in where a trailer backed into it.", // 2
      "Still closes and locks, so it's not a security thing, just get it on the list.", // 3
      "Door eleven, the hydraulic leveler's leaking fluid all over the pit.", // 4
      "Trailer restraint on twelve doesn't engage, the hook just sits there and the light stays red.", // 5
      "Tag that door out of service until it's fixed, I don't want a forklift going off the dock.", // 6
      "Rack aisle 14, there's a beam with no safety clip, and the load on it's overhanging the front.", // 7
      "Rack protectors on the end of aisles ten through twenty are all there, good.", // 8
      "Sprinkler riser room, main valve is open and locked, gauges read normal.", // 9
      "But there's stock stacked within eighteen inches of the sprinkler heads in aisle 22, way too high.", // 10
      "Battery charging room, the eyewash station's got no water, somebody shut the supply valve off.", // 11
      "That's an OSHA write-up waiting to happen, turn it back on today and flush it.", // 12
      "Vent fan in there's running, hydrogen detector's green.", // 13
      "Break room, the microwave's the employees', not ours, leave it.", // 14
      "Water fountain by the time clock's barely dribbling, and the bottle filler doesn't work at all.", // 15
      "Restrooms are good, both sides stocked and flushing.", // 16
      "Exit door by the break room, the exit sign's out, both bulbs dead.", // 17
      "Out in the yard, the guard shack gate arm's working again, they replaced the loop.", // 18
      "There's a pothole in the concrete apron outside door five, six inches deep, forklifts are bouncing through it and someone's going to twist an ankle.", // 19
      "Went up on the roof, the drain over the office side is blocked, ponding after last night's rain.", // 20
      "Okay, wrapping up, I'll send the list to Kevin.", // 21
    ],
    findings: [
      {
        id: "overhead-door-panel",
        at: [2, 3],
        thing: ["overhead door", "door", "panel", "section"],
        problem: ["busted", "caved", "backed"],
        priority: "MEDIUM",
      },
      {
        id: "leveler-leaking",
        at: [4],
        thing: ["leveler", "leveller", "hydraulic"],
        problem: ["leak", "fluid"],
        priority: "MEDIUM",
      },
      {
        id: "trailer-restraint-fail",
        at: [5, 6],
        thing: ["trailer restraint", "restraint", "hook"],
        problem: ["engage", "sits", "red"],
        priority: "HIGH",
      },
      {
        id: "rack-beam-clip",
        at: [7],
        thing: ["beam", "rack", "clip"],
        problem: ["clip", "overhang"],
        priority: "MEDIUM",
      },
      {
        id: "sprinkler-clearance",
        at: [10],
        thing: ["sprinkler", "stock"],
        problem: ["eighteen", "stack", "high", "clearance"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "eyewash-no-water",
        at: [11, 12],
        thing: ["eyewash", "eye wash", "station"],
        problem: ["no water", "valve", "shut"],
        priority: "HIGH",
      },
      {
        id: "water-fountain-weak",
        at: [15],
        thing: ["water fountain", "fountain", "bottle filler", "filler"],
        problem: ["dribbl", "work"],
        priority: "MEDIUM",
      },
      {
        id: "exit-sign-out",
        at: [17],
        thing: ["exit sign", "sign"],
        problem: ["out", "dead", "bulb"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "apron-pothole",
        at: [19],
        thing: ["pothole", "apron", "concrete"],
        problem: ["deep", "bouncing", "ankle"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "roof-drain-blocked",
        at: [20],
        thing: ["drain", "roof"],
        problem: ["block", "pond"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ac07-trade-park-void-units",
    half: "tune",
    lines: [
      "Okay, Meadow Lane trade park, doing the common parts and the void units.", // 0
      "Estate road's fine, speed humps all intact.", // 1
      "Unit 3, void, the personnel door's been forced, the lock's hanging out of the frame.", // 2
      "Looks like someone's had a go at it over the weekend, needs boarding up or a new lock today.", // 3
      "Inside unit 3, no sign of anyone having been in, no damage.", // 4
      "Warehouse lights in unit 3, the high bays, erm, half of them don't come on.", // 5
      "It's void so no rush, just get it done before it's re-let.", // 6
      "Unit 5, the roller shutter's got a big dent in the lath about waist height.", // 7
      "Still runs up and down fine, it's just cosmetic.", // 8
      "Valley gutter between units 5 and 6 is overflowing, water's running down the inside face of the wall in unit 6.", // 9
      "Tenant in unit 6 says it's been like that since Friday.", // 10
      "Their stock's theirs to move, not our problem.", // 11
      "Bin store, the gate's off its bottom hinge, dragging on the ground.", // 12
      "Unit 8, the call point by the rear exit's got the glass smashed, and the panel isn't showing it in alarm.", // 13
      "So that zone might be dead, need the alarm engineer out asap.", // 14
      "Unit 8 WC, no issues, flushed both.", // 15
      "Back on the estate road, the lamp post by unit 10 has its access door missing and the cables are just sat there.", // 16
      "Sign board at the entrance has faded, you can hardly read the unit numbers, low priority.", // 17
      "Right, that's the lot, I'll write it up back at the office.", // 18
    ],
    findings: [
      {
        id: "personnel-door-forced",
        at: [2, 3],
        thing: ["personnel door", "door", "lock"],
        problem: ["forced", "hanging", "board"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "high-bay-lights-out",
        at: [5, 6],
        thing: ["light", "high bay"],
        problem: ["come on", "dead", "out"],
        priority: "LOW",
      },
      {
        id: "shutter-lath-dent",
        at: [7, 8],
        thing: ["roller shutter", "shutter", "lath"],
        problem: ["dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "valley-gutter-overflow",
        at: [9, 10],
        thing: ["valley gutter", "gutter", "valley"],
        problem: ["overflow", "running"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bin-store-gate",
        at: [12],
        thing: ["gate", "hinge", "bin store"],
        problem: ["hinge", "drag", "off"],
        priority: "MEDIUM",
      },
      {
        id: "call-point-smashed",
        at: [13, 14],
        thing: ["call point", "call", "panel"],
        problem: ["smash", "glass", "showing", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "lamp-post-cables-exposed",
        at: [16],
        thing: ["lamp post", "lamppost", "access door", "cable"],
        problem: ["missing", "cable", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "entrance-sign-faded",
        at: [17],
        thing: ["sign"],
        problem: ["fade", "hardly"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ac08-parking-garage-us",
    half: "heldout",
    lines: [
      "This is the quarterly walk at the Elm Street parking garage, starting at the entry plaza.", // 0
      "Ticket spitters at both entry lanes are working, gates go up fine.", // 1
      "Level P1, the standpipe hose valve on the stair three landing has been messed with, the handwheel's gone and the cap's missing.", // 2
      "Fire marshal would write us up for that, get the sprinkler guy in today.", // 3
      "P1 drive aisle, there's a big concrete spall in the ceiling over space 118, rebar showing, and there's chunks on the floor.", // 4
      "Cone off those spaces right now, that's a falling concrete hazard.", // 5
      "Trench drain at the bottom of the ramp, I thought it was clogged but it's draining fine, just leaves on top.", // 6
      "Level P2 elevator lobby, the call button's dead, doesn't light up and the car never comes.", // 7
      "Other elevator's fine, rode it up and down.", // 8
      "Light fixtures in the P2 northeast corner are out, four in a row, it's really dark back there.", // 9
      "That's a safety issue at night, people walking to their cars, needs doing asap.", // 10
      "Stair two, the handrail on the P2 to P3 flight is missing the bottom section, it's just gone.", // 11
      "P3, the EV chargers, one of them has the cable cut and the conductors are exposed at the end.", // 12
      "Other three chargers are working, tested with the fob.", // 13
      "Roof level, the expansion joint cover on the ramp's lifted up about two inches, tires are catching it.", // 14
      "Parapet's got rust stains running down it from the railing posts, that's cosmetic, we'll get it in the next painting cycle.", // 15
      "Hold on, Carlos is calling... yeah, I'm on the roof, be down in ten.", // 16
      "Stair three, the stair door at roof level won't close on its own, the closer arm's disconnected.", // 17
      "Pay station up here's got a cracked screen but it still takes cards, low priority.", // 18
      "Okay, heading down, that's the walk.", // 19
    ],
    findings: [
      {
        id: "standpipe-valve-tampered",
        at: [2, 3],
        thing: ["standpipe", "hose valve", "valve", "cap"],
        problem: ["handwheel", "gone", "missing", "messed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-spall",
        at: [4, 5],
        thing: ["spall", "concrete", "ceiling"],
        problem: ["spall", "rebar", "chunk", "falling"],
        priority: "HIGH",
      },
      {
        id: "elevator-call-button",
        at: [7],
        thing: ["call button", "button", "elevator"],
        problem: ["dead", "light", "never"],
        priority: "MEDIUM",
      },
      {
        id: "lights-out-corner",
        at: [9, 10],
        thing: ["light fixture", "fixture", "light"],
        problem: ["out", "dark"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "handrail-section-missing",
        at: [11],
        thing: ["handrail", "rail"],
        problem: ["missing", "gone"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ev-charger-cable-cut",
        at: [12],
        thing: ["ev charger", "charger", "cable"],
        problem: ["cut", "exposed", "conductor"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "expansion-joint-cover",
        at: [14],
        thing: ["expansion joint", "joint", "cover"],
        problem: ["lift", "catch"],
        priority: "MEDIUM",
      },
      {
        id: "parapet-rust-stains",
        at: [15],
        thing: ["parapet", "railing", "rust"],
        problem: ["rust", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-door-closer",
        at: [17],
        thing: ["stair door", "door", "closer"],
        problem: ["close", "disconnect"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pay-station-screen",
        at: [18],
        thing: ["pay station", "screen"],
        problem: ["crack"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ac09-roof-plant-office-uk",
    half: "tune",
    lines: [
      "Plant room and roof check at Kingsway Court, starting in the basement plant room.", // 0
      "Boilers both firing, flow temp's seventy, no faults on the BMS.", // 1
      "Pressurisation unit's showing low pressure, point six bar, and it's been topping itself up a lot.", // 2
      "So there's a leak somewhere on the system, we'll need to trace it.", // 3
      "Gas valve's fine, and no smell of gas in here, detector's green.", // 4
      "Cold water booster set, pump two's making a grinding noise on start-up.", // 5
      "Sump pit, the high-level alarm beacon's not working, pressed test and nothing.", // 6
      "Up the stairs to the roof, the access ladder's fine, cage is solid.", // 7
      "On the roof, the guard rail by the AHU, one section's come away from its base, it just lifts out.", // 8
      "Nobody goes near that edge till it's fixed, that's a fall from height job.", // 9
      "AHU one, the access panel's missing its screws and it's rattling in the wind.", // 10
      "Condensers for the VRF all running, coils are clean.", // 11
      "Though one of them's got an isolator with the cover smashed off, you can see the terminals, and it's raining.", // 12
      "Roof membrane by the north outlet has a split, about a foot long, get the roofer up this week.", // 13
      "Checked the top floor ceiling under it, dry, nothing coming through yet.", // 14
      "Lift motor room, the door won't lock, the keep's been bent.", // 15
      "Lift machine's fine, no oil on the floor, log book signed last month.", // 16
      "Back down, the paint on the plant room stair handrails is flaking badly, cosmetic, next visit.", // 17
      "Emergency light in the plant room corridor's fine, it was flagged last month but they've replaced the battery.", // 18
      "Right, done, I'll email the list over to facilities.", // 19
    ],
    findings: [
      {
        id: "pressurisation-low",
        at: [2, 3],
        thing: ["pressurisation", "pressurization", "unit"],
        problem: ["low", "pressure", "topping", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "booster-pump-grinding",
        at: [5],
        thing: ["booster", "pump"],
        problem: ["grind", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "sump-alarm-beacon",
        at: [6],
        thing: ["sump", "alarm", "beacon"],
        problem: ["not working", "nothing", "working"],
        priority: "MEDIUM",
      },
      {
        id: "roof-guard-rail-loose",
        at: [8, 9],
        thing: ["guard rail", "guardrail", "rail"],
        problem: ["come away", "lifts out", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ahu-panel-screws",
        at: [10],
        thing: ["ahu", "access panel", "panel"],
        problem: ["screw", "rattl", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "isolator-cover-smashed",
        at: [12],
        thing: ["isolator", "cover"],
        problem: ["smash", "terminal", "exposed", "rain"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "roof-membrane-split",
        at: [13],
        thing: ["membrane", "roof"],
        problem: ["split"],
        priority: "MEDIUM",
      },
      {
        id: "motor-room-door-lock",
        at: [15],
        thing: ["door", "lock", "keep"],
        problem: ["won't lock", "bent", "lock"],
        priority: "MEDIUM",
      },
      {
        id: "handrail-paint-flaking",
        at: [17],
        thing: ["paint", "handrail"],
        problem: ["flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ac10-cold-storage-us",
    half: "heldout",
    lines: [
      "Okay, facilities round at the Northgate cold storage building, starting at the front office.", // 0
      "Office HVAC's fine, it's seventy-one in here.", // 1
      "Into the freezer dock. The rapid roll door on freezer one is stuck open, it won't come down, the sensor's faulted.", // 2
      "We're losing temp in the freezer, it's already up to ten above, that's urgent.", // 3
      "Inside freezer one, the floor by the door's iced up, there's a sheet of ice right across the walkway.", // 4
      "Probably from the door being open, but somebody's going to go down on it.", // 5
      "Evaporator coils in freezer two are defrosting fine, no ice buildup.", // 6
      "Freezer two, the inside release on the man door, the push knob's broken off, so if you got shut in you couldn't get out.", // 7
      "That's a life safety thing, fix it today.", // 8
      "Ammonia detector in the engine room reads zero, alarm tested last week, good.", // 9
      "Engine room, compressor three's oil sight glass is weeping, there's oil all around the base.", // 10
      "Eyewash and shower by the ammonia room, the shower pulls fine but the eyewash dust covers are missing, so the nozzles are full of grime.", // 11
      "Loading dock, the dock light arm on door six is snapped and hanging by its cord.", // 12
      "Dock bumpers on doors four and five are torn off, trailers are hitting the wall.", // 13
      "Dock seals are fine, no daylight around the trailers.", // 14
      "Men's locker room, that's the employees' stuff in the lockers, not ours to touch.", // 15
      "The shower in there doesn't drain, water's standing an inch deep.", // 16
      "Back hallway, the wall guard's cracked and there are scrapes on the drywall from the pallet jacks, cosmetic.", // 17
      "Alright, that's the round, I'll open the work orders.", // 18
    ],
    findings: [
      {
        id: "rapid-roll-door-stuck",
        at: [2, 3],
        thing: ["rapid roll", "door", "roll"],
        problem: ["stuck", "open", "come down", "fault"],
        priority: "HIGH",
      },
      {
        id: "freezer-floor-ice",
        at: [4, 5],
        thing: ["floor", "ice", "walkway"],
        problem: ["ice", "iced"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "freezer-release-broken",
        at: [7, 8],
        thing: ["release", "push knob", "knob", "man door", "door"],
        problem: ["broken", "shut in", "get out"],
        priority: "HIGH",
      },
      {
        id: "compressor-sight-glass",
        at: [10],
        thing: ["compressor", "sight glass", "glass"],
        problem: ["weep", "oil", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "eyewash-covers-missing",
        at: [11],
        thing: ["eyewash", "eye wash", "cover", "nozzle"],
        problem: ["missing", "grime", "dust"],
        priority: "MEDIUM",
      },
      {
        id: "dock-light-arm",
        at: [12],
        thing: ["dock light", "light", "arm"],
        problem: ["snap", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "dock-bumpers-torn",
        at: [13],
        thing: ["bumper", "dock"],
        problem: ["torn", "off", "hitting"],
        priority: "MEDIUM",
      },
      {
        id: "shower-not-draining",
        at: [16],
        thing: ["shower", "drain"],
        problem: ["drain", "standing"],
        priority: "MEDIUM",
      },
      {
        id: "hallway-wall-scrapes",
        at: [17],
        thing: ["wall guard", "drywall", "wall"],
        problem: ["crack", "scrape"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
