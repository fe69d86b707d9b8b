// Blind walkthroughs, set meaning-48 (written without seeing the extractor).
// Community and public buildings: schools, church halls, GP surgeries, libraries, scout huts, US daycares and churches, leisure centres.
import type { Walkthrough } from "./types";

export const MEANING48_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "aw01-primary-caretaker-morning",
    half: "tune",
    lines: [
      "Okay, so this is Holmfield Primary, it's Monday, seven fifteen, nobody in yet except me.", // 0
      "Starting at the main entrance. Door entry buzzer's working, tested it with the office phone.", // 1
      "Reception class corridor. The fire door by the toilets, um, it's not closing on its own anymore.", // 2
      "You let go and it just stops about a foot open, the closer's gone I reckon.", // 3
      "That wants doing today, it's a fire door.", // 4
      "Emergency light above it, pressed the test button, it comes on, fine.", // 5
      "Classroom two. There's a ceiling tile with a brown water stain in the corner by the window.", // 6
      "Tile's dry though, it's old, just needs swapping when we get a chance.", // 7
      "Radiators all warm in here, no problem.", // 8
      "Right, the kids' toilets. Middle cubicle, the toilet won't flush, the handle just flops.", // 9
      "And the hand dryer on the left, no, the right one, it's dead, nothing happens when you put your hands under.", // 10
      "No leaks under the basins, floor's dry.", // 11
      "Hall. Somebody's scuffed the wall all along the PE bench side, black marks everywhere.", // 12
      "Just cosmetic, we'll get it painted in the summer.", // 13
      "Heading outside to the playground now.", // 14
      "Sorry, hang on, that's Mrs Patel on the phone. Yeah, I'll be in the office by eight. Okay, bye.", // 15
      "So the playground. The gate on the Church Lane side doesn't latch, it just swings open.", // 16
      "Kids could walk straight out onto the road, so that's urgent.", // 17
      "Climbing frame looks good, checked the bolts, all tight.", // 18
      "Bit of a trip hazard by the bins, one of the paving slabs has lifted maybe an inch.", // 19
      "Need to get that sorted this week before someone goes over on it.", // 20
      "That's it for today.", // 21
    ],
    findings: [
      {
        id: "fire-door-closer",
        at: [2, 3, 4],
        thing: ["fire door", "door", "closer"],
        problem: ["not closing", "closing", "gone", "stops"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-tile-stain",
        at: [6, 7],
        thing: ["ceiling tile", "tile"],
        problem: ["stain", "water stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-flush",
        at: [9],
        thing: ["toilet", "handle"],
        problem: ["won't flush", "flush", "flops"],
        priority: "MEDIUM",
      },
      {
        id: "hand-dryer",
        at: [10],
        thing: ["hand dryer", "dryer"],
        problem: ["dead", "nothing happens"],
        priority: "MEDIUM",
      },
      {
        id: "hall-scuffs",
        at: [12, 13],
        thing: ["wall"],
        problem: ["scuffed", "black marks", "marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "playground-gate",
        at: [16, 17],
        thing: ["gate"],
        problem: ["doesn't latch", "latch", "swings open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "paving-slab",
        at: [19, 20],
        thing: ["paving slab", "slab", "paving"],
        problem: ["lifted", "trip"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw02-church-hall-kitchen",
    half: "heldout",
    lines: [
      "Right, St Luke's church hall, I'm doing the quarterly check before the playgroup's back.", // 0
      "So, um, the main hall first. Floor's fine, no loose boards that I can find.", // 1
      "The emergency exit at the back, the push bar is stiff, you really have to lean on it to get it open.", // 2
      "Which is no good if there's forty toddlers and a fire, so I'd say that's urgent.", // 3
      "Kitchen now. The cooker, the front left ring won't light at all.", // 4
      "Clicks, clicks, nothing. Didn't smell any gas though, and the other three are fine.", // 5
      "Fridge is cold, the thermometer's saying four degrees, that's good.", // 6
      "Tap over the big sink is loose, the whole thing wobbles on the worktop when you turn it.", // 7
      "Not dripping, just needs tightening underneath, whenever Dave's next in.", // 8
      "And the extractor fan is making a horrible grinding noise.", // 9
      "Oh hello Jean, yes, I'm just going round with my list, won't be a minute.", // 10
      "Where was I. Ladies' toilets. The lock on the end cubicle's broken, it won't lock at all.", // 11
      "Someone's put a sign on it, but it needs a new bolt, probably in the next couple of weeks.", // 12
      "Gents, all fine, nothing wrong in there.", // 13
      "Out the side door to the bins. The outside light over the door isn't coming on.", // 14
      "Could be the sensor, could be the bulb, I don't know.", // 15
      "And there's moss all over the ramp, it's quite slippy actually after the rain.", // 16
      "Needs a scrub and maybe some of that grit paint, not desperate.", // 17
      "Lovely day for it anyway, finally some sun.", // 18
      "That's me done, I'll email the vicar.", // 19
    ],
    findings: [
      {
        id: "exit-push-bar",
        at: [2, 3],
        thing: ["push bar", "emergency exit", "exit", "bar"],
        problem: ["stiff"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cooker-ring",
        at: [4, 5],
        thing: ["ring", "cooker"],
        problem: ["won't light", "light", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-tap-loose",
        at: [7, 8],
        thing: ["tap"],
        problem: ["loose", "wobbles", "tightening"],
        priority: "LOW",
      },
      {
        id: "extractor-fan",
        at: [9],
        thing: ["extractor", "fan"],
        problem: ["grinding", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "cubicle-lock",
        at: [11, 12],
        thing: ["lock", "cubicle", "bolt"],
        problem: ["broken", "won't lock"],
        priority: "MEDIUM",
      },
      {
        id: "outside-light",
        at: [14, 15],
        thing: ["outside light", "light", "bulb", "sensor"],
        problem: ["isn't coming on", "coming on"],
        priority: "MEDIUM",
      },
      {
        id: "ramp-moss",
        at: [16, 17],
        thing: ["moss", "ramp"],
        problem: ["slippy", "moss"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aw03-gp-surgery-site-walk",
    half: "tune",
    lines: [
      "Okay, Ashgrove Medical Centre, Wednesday after evening surgery, me and Tom doing the site walk.", // 0
      "Waiting room. Couple of the chairs have got ripped seat covers, the foam's showing.", // 1
      "They're a bit grim but it's cosmetic really, add them to the list for the refurb.", // 2
      "Tom, can you check the hearing loop's on? Yeah, loop's working, he's got the light.", // 3
      "Consulting room three, Dr Okafor's. Her sink's got a slow drain, it takes ages to go down.", // 4
      "Probably hair or gunk in the trap, routine.", // 5
      "Room four, fine. Room five, fine, nothing to report.", // 6
      "Corridor by the treatment room, the emergency light's not coming on when you test it.", // 7
      "Battery's probably had it. That needs doing this week, well, sooner, it's the escape route, so say urgent.", // 8
      "Treatment room. Vaccine fridge is reading five degrees, within range, logged it.", // 9
      "Accessible toilet, the pull cord alarm. Pulled it, and, um, nothing. No buzzer at reception, nothing.", // 10
      "Tom says the reset button's lit, so the cord's just not triggering it. That's got to be today, it's a safety thing.", // 11
      "Also the grab rail next to the loo is loose, it moves when you put weight on it.", // 12
      "Out the back, staff car park. Bollard's been knocked over, someone's reversed into it.", // 13
      "Not a big deal, it's lying on the verge, get it put back some time.", // 14
      "Back in through the staff door. Alright, that's it, let's get a coffee.", // 15
    ],
    findings: [
      {
        id: "waiting-chairs",
        at: [1, 2],
        thing: ["chairs", "seat covers", "covers"],
        problem: ["ripped", "foam"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "consulting-sink-drain",
        at: [4, 5],
        thing: ["sink", "drain", "trap"],
        problem: ["slow", "takes ages"],
        priority: "MEDIUM",
      },
      {
        id: "corridor-emergency-light",
        at: [7, 8],
        thing: ["emergency light", "light", "battery"],
        problem: ["not coming on", "had it"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pull-cord-alarm",
        at: [10, 11],
        thing: ["pull cord", "cord", "alarm"],
        problem: ["nothing", "not triggering"],
        priority: "HIGH",
      },
      {
        id: "grab-rail",
        at: [12],
        thing: ["grab rail", "rail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bollard",
        at: [13, 14],
        thing: ["bollard"],
        problem: ["knocked over", "reversed"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aw04-branch-library-saturday",
    half: "heldout",
    lines: [
      "This is the Westbrook library walk round, Saturday, before we open at nine.", // 0
      "Um, so, entrance. Automatic doors are opening fine, no sticking.", // 1
      "Children's corner. There's, er, felt tip all over the wall behind the beanbags. Again.", // 2
      "Purely cosmetic, it'll want a coat of paint at some point.", // 3
      "Non-fiction, upstairs. Heading up the stairs now, and the handrail on the left is coming away from the wall.", // 4
      "Two of the brackets have pulled out, you can pull it a good inch off. Someone's going to fall, that needs making safe today.", // 5
      "Study area, the radiators are stone cold up here. Downstairs were fine.", // 6
      "It's November, people are sitting in coats, so I want the heating engineer out today if we can.", // 7
      "Local history room, there's a damp patch on the ceiling above the map cabinet.", // 8
      "It's wet to touch, so something's leaking from the roof or the gutter, and it's right over the archive. Urgent.", // 9
      "Hmm, the lights in the stacks. One of the long tubes is flickering, end of the third aisle.", // 10
      "Back downstairs. Public toilets fine, dry, clean.", // 11
      "Staff room. Kettle's fine, microwave's fine. The window doesn't open, the handle's snapped off.", // 12
      "It's ground floor, no, sorry, first floor, but it's shut and locked so it's secure, just stuffy in there.", // 13
      "Book drop outside, the flap's jammed, people are leaving books on the step.", // 14
      "Okay I think that's everything. Doors open in ten.", // 15
    ],
    findings: [
      {
        id: "childrens-wall-felt-tip",
        at: [2, 3],
        thing: ["wall"],
        problem: ["felt tip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-handrail",
        at: [4, 5],
        thing: ["handrail", "brackets"],
        problem: ["coming away", "pulled out"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "study-radiators-cold",
        at: [6, 7],
        thing: ["radiators", "heating"],
        problem: ["cold", "stone cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "history-room-ceiling-leak",
        at: [8, 9],
        thing: ["ceiling", "damp patch", "roof", "gutter"],
        problem: ["damp", "wet", "leaking"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stack-light-tube",
        at: [10],
        thing: ["tubes", "lights"],
        problem: ["flickering"],
        priority: "MEDIUM",
      },
      {
        id: "staff-room-window",
        at: [12, 13],
        thing: ["window", "handle"],
        problem: ["doesn't open", "snapped", "stuffy"],
        priority: "MEDIUM",
      },
      {
        id: "book-drop-flap",
        at: [14],
        thing: ["book drop", "flap"],
        problem: ["jammed"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw05-scout-hut-before-cubs",
    half: "tune",
    lines: [
      "Right. Scout hut. Second Fernley. It's, what, half six, Tuesday, before the Cubs get here.", // 0
      "Akela asked me to do the going-round, so here goes.", // 1
      "Main room. The smoke alarm by the kitchen hatch, pressed the test, and it does not sound.", // 2
      "Tried it twice. Nothing. Might be the battery, might be the whole unit, but we can't have the kids in with no alarm.", // 3
      "The other one by the door's fine, that one beeped.", // 4
      "Kitchen. The water heater over the sink, the little Ariston thing, there's water dripping out the bottom of it.", // 5
      "It's going onto the socket strip underneath. Oh, that's not good. I've switched it off at the wall.", // 6
      "Store cupboard. Tents are all in, that's fine.", // 7
      "There's mouse droppings on the shelf with the craft stuff.", // 8
      "Toilets, both fine, flushing fine.", // 9
      "Outside. The fence panel behind the hut has blown over, it's lying flat on the grass.", // 10
      "Nothing dangerous about it, but the field's open now so get it back up in the next few weeks.", // 11
      "The padlock on the shed, well, the container, it's seized, I can't get the key to turn.", // 12
      "Probably needs a new padlock, it's rusted right through.", // 13
      "Hi guys, hi, go on inside, shoes off. Sorry, kids arriving.", // 14
      "Last thing, the flagpole rope's frayed near the top. Not urgent.", // 15
      "That's all.", // 16
    ],
    findings: [
      {
        id: "smoke-alarm-silent",
        at: [2, 3],
        thing: ["smoke alarm", "alarm", "unit"],
        problem: ["does not sound", "nothing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "water-heater-leak",
        at: [5, 6],
        thing: ["water heater", "heater", "socket"],
        problem: ["dripping", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "mouse-droppings",
        at: [8],
        thing: ["mouse droppings", "droppings", "mouse"],
        priority: "MEDIUM",
      },
      {
        id: "fence-panel",
        at: [10, 11],
        thing: ["fence panel", "fence", "panel"],
        problem: ["blown over", "lying flat"],
        priority: "MEDIUM",
      },
      {
        id: "container-padlock",
        at: [12, 13],
        thing: ["padlock"],
        problem: ["seized", "rusted"],
        priority: "MEDIUM",
      },
      {
        id: "flagpole-rope",
        at: [15],
        thing: ["flagpole", "rope"],
        problem: ["frayed"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aw06-us-daycare-opening",
    half: "heldout",
    lines: [
      "Okay, this is Little Acorns Childcare on Maple Street, it's Monday, about six forty-five a.m.", // 0
      "Starting in the infant room. Cribs all look good, no loose slats, I checked every one.", // 1
      "The outlet cover by the changing table is missing, the little plastic plug, and the outlet's right at crawling height.", // 2
      "Um, actually, the whole faceplate is cracked too, you can see the wires behind it.", // 3
      "That needs an electrician today, I'm gonna move the changing table in front of it for now.", // 4
      "Toddler room. The faucet on the kiddie sink, the hot side, it's scalding, way too hot.", // 5
      "I measured it at like a hundred and thirty, it should be capped at a hundred and twenty, so the mixing valve needs looking at right away.", // 6
      "Carpet's got a big juice stain in the reading nook, that's just a cleaning thing, cosmetic.", // 7
      "Hallway. Exit sign over the back door is out, not lit at all.", // 8
      "Kitchen, the dishwasher's fine, ran a cycle, it passed the sanitizer test.", // 9
      "The garbage disposal is jammed, it just hums.", // 10
      "Out back to the playground. The rubber mulch is thin under the slide, you can see the dirt.", // 11
      "That's a fall zone so we need more mulch in there in the next couple weeks.", // 12
      "The gate to the parking lot closes and latches fine, I tried it three times.", // 13
      "And, oh, the shade sail, one of the corner ties has snapped so it's flapping around.", // 14
      "Not dangerous, but get it on the list.", // 15
      "Alright, Kayla's here, I gotta go open up.", // 16
    ],
    findings: [
      {
        id: "infant-room-outlet",
        at: [2, 3, 4],
        thing: ["outlet", "faceplate", "cover"],
        problem: ["missing", "cracked", "wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "toddler-faucet-scalding",
        at: [5, 6],
        thing: ["faucet", "mixing valve", "valve"],
        problem: ["scalding", "too hot"],
        priority: "HIGH",
      },
      {
        id: "carpet-juice-stain",
        at: [7],
        thing: ["carpet"],
        problem: ["stain", "juice"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "exit-sign-out",
        at: [8],
        thing: ["exit sign", "sign"],
        problem: ["out", "not lit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "garbage-disposal",
        at: [10],
        thing: ["garbage disposal", "disposal"],
        problem: ["jammed", "hums"],
        priority: "MEDIUM",
      },
      {
        id: "playground-mulch",
        at: [11, 12],
        thing: ["mulch"],
        problem: ["thin"],
        priority: "MEDIUM",
      },
      {
        id: "shade-sail",
        at: [14, 15],
        thing: ["shade sail", "sail", "ties"],
        problem: ["snapped", "flapping"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw07-us-church-sexton",
    half: "tune",
    lines: [
      "Grace Lutheran, facilities walk, Saturday before the eleven o'clock wedding rehearsal.", // 0
      "Sanctuary first. Pews are fine. Sound system's on, mics are working.", // 1
      "There's a water stain on the ceiling above the organ loft, kind of yellowish, but it's old, it's been there since the roof job.", // 2
      "Dry, not spreading, so that's just a paint job down the line.", // 3
      "Narthex. The front doors, the right-hand one, the deadbolt won't throw all the way.", // 4
      "So you can't lock it. We can't leave the building like that tonight, need the locksmith today.", // 5
      "Fellowship hall. The big coffee urn's fine. Tables, fine.", // 6
      "Basement stairs, there's no handrail on the last four steps, the bracket's snapped and the rail's just leaning against the wall.", // 7
      "Elevator, ran it up and down, works, inspection certificate's current.", // 8
      "Ladies' room downstairs, the toilet keeps running after you flush it.", // 9
      "Flapper, probably. Routine.", // 10
      "The men's is fine, no leaks.", // 11
      "Hold on, it's Pastor Jim. Yep, I'm in the basement, I'll be up in five.", // 12
      "Okay, boiler room. Furnace is running, no smells, filter changed last month.", // 13
      "But there's a bunch of stacked chairs in front of the basement exit door, the one to the side yard.", // 14
      "I moved them myself just now, so that's done, but someone needs to tell the youth group.", // 15
      "Outside, the parking lot, there's a pothole by the handicapped spaces, pretty deep.", // 16
      "Someone in a wheelchair would get stuck in it, I'd say get it patched within the next couple weeks.", // 17
      "And that's the walk.", // 18
    ],
    findings: [
      {
        id: "organ-loft-ceiling-stain",
        at: [2, 3],
        thing: ["ceiling", "water stain"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-door-deadbolt",
        at: [4, 5],
        thing: ["deadbolt", "door"],
        problem: ["won't throw", "can't lock", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "basement-stair-handrail",
        at: [7],
        thing: ["handrail", "rail", "bracket"],
        problem: ["snapped", "no handrail", "leaning"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ladies-toilet-running",
        at: [9, 10],
        thing: ["toilet", "flapper"],
        problem: ["keeps running", "running"],
        priority: "MEDIUM",
      },
      { id: "parking-lot-pothole", at: [16, 17], thing: ["pothole"], priority: "MEDIUM" },
    ],
  },
  {
    id: "aw08-leisure-wet-changing",
    half: "heldout",
    lines: [
      "Duty manager check, Riverside Leisure Centre, wet side changing village, Sunday 6am.", // 0
      "So, um, showers. Shower four's running cold, left it five minutes, never gets warm.", // 1
      "The rest are fine, all hot.", // 2
      "Shower six, the push button sticks on, it just keeps running and running.", // 3
      "Wasting water, get the plumber to it this week.", // 4
      "Lockers. Number 112, 113 and, um, 140, the locks are broken, the key just spins.", // 5
      "Benches fine. Floor tiles, there's a cracked tile by the footbath with a sharp edge sticking up.", // 6
      "People are barefoot here, so that's a cut foot waiting to happen, I'm coning it off and it needs doing today.", // 7
      "Accessible changing room. Hoist's been serviced, the sticker's in date, fine.", // 8
      "Baby change unit's fine.", // 9
      "The ceiling vent above the family cubicles is black with mould.", // 10
      "Bit of a regular one, get it cleaned and treated, no rush.", // 11
      "Hairdryers, the one by the mirror sparks when you turn it on. I saw a little blue flash.", // 12
      "Unplugged it, stuck a do not use sign on it. Needs taking out of service properly today.", // 13
      "Right, that's changing, walking through to poolside now.", // 14
      "Poolside, lifeguard chair fine, the fire exit by the deep end is clear, alarm's armed.", // 15
      "Done, handing over to Lewis.", // 16
    ],
    findings: [
      {
        id: "shower-four-cold",
        at: [1],
        thing: ["shower"],
        problem: ["cold", "never gets warm"],
        priority: "MEDIUM",
      },
      {
        id: "shower-six-button",
        at: [3, 4],
        thing: ["push button", "button", "shower"],
        problem: ["sticks", "keeps running", "wasting"],
        priority: "MEDIUM",
      },
      {
        id: "locker-locks",
        at: [5],
        thing: ["locks", "lockers"],
        problem: ["broken", "spins"],
        priority: "MEDIUM",
      },
      {
        id: "cracked-floor-tile",
        at: [6, 7],
        thing: ["tile"],
        problem: ["cracked", "sharp"],
        priority: "HIGH",
        kind: "trip",
      },
      { id: "vent-mould", at: [10, 11], thing: ["mould", "vent"], priority: "LOW" },
      {
        id: "hairdryer-sparks",
        at: [12, 13],
        thing: ["hairdryer", "dryer"],
        problem: ["sparks", "flash"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "aw09-infants-outdoor-half-term",
    half: "tune",
    lines: [
      "Okay, so, er, it's the half-term check, Brookside Infants, outside areas, I'm doing outside first because it's going to rain.", // 0
      "Starting at the, um, the big climbing frame. One of the rungs on the ladder's cracked, right through.", // 1
      "I've taped it off. Kids back Monday so it's got to be fixed or the whole thing fenced off before then, properly urgent.", // 2
      "Safety surface under the swings is fine, no holes.", // 3
      "The sandpit cover's torn, there's a big rip along one side, the cats'll be in it.", // 4
      "Get a new cover ordered, couple of weeks is fine.", // 5
      "The wooden benches, paint's peeling off all of them, looks tatty.", // 6
      "Now the, um, the rain, yep, here it comes. Great.", // 7
      "Under the canopy. Gutter along the canopy's overflowing, it's just pouring over the edge right where the kids line up.", // 8
      "Blocked with leaves I'd guess. Needs clearing in the next week or two, not an emergency.", // 9
      "The outside tap by the garden beds is fine, turned it on and off, no drips.", // 10
      "Back in through the nursery door. Door closes behind me, locks fine.", // 11
      "Nursery toilets, the little ones. One of the seats is loose, it slides about.", // 12
      "That's it outside, I'll do inside after lunch.", // 13
    ],
    findings: [
      {
        id: "climbing-frame-rung",
        at: [1, 2],
        thing: ["rung", "ladder", "climbing frame"],
        problem: ["cracked"],
        priority: "HIGH",
      },
      {
        id: "sandpit-cover",
        at: [4, 5],
        thing: ["sandpit", "cover"],
        problem: ["torn", "rip"],
        priority: "MEDIUM",
      },
      {
        id: "bench-paint",
        at: [6],
        thing: ["benches", "paint"],
        problem: ["peeling", "tatty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "canopy-gutter",
        at: [8, 9],
        thing: ["gutter"],
        problem: ["overflowing", "blocked", "pouring"],
        priority: "MEDIUM",
      },
      {
        id: "nursery-toilet-seat",
        at: [12],
        thing: ["seat"],
        problem: ["loose", "slides"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw10-church-hall-all-clear",
    half: "heldout",
    lines: [
      "Evening, this is Ian, the warden, doing the monthly check at Holy Trinity hall, just for the record.", // 0
      "Front door unlocks fine, the alarm panel's set to day, no faults on it.", // 1
      "Main hall. Lights all on, every one of them, no tubes out.", // 2
      "The fire doors both sides, pushed them open and let them go, they close and latch on their own.", // 3
      "Emergency lights, did the key switch test, all of them came on and stayed on.", // 4
      "Kitchen. No leaks under the sink, dry as a bone.", // 5
      "Fridge is cold, cooker, all four rings lit, the oven heats up.", // 6
      "Fire blanket's on the wall, extinguisher's in date, tagged last March.", // 7
      "Oh hang on, phone. Hi love, yeah, I'll be another twenty minutes, put the kettle on.", // 8
      "Sorry. Toilets, both flush fine, the hand dryers work, the baby change is clean.", // 9
      "The accessible toilet, pull cord tested, buzzer goes off in the hall, reset's fine.", // 10
      "Round the back, the ramp's clear, the handrail's solid, not a wobble in it.", // 11
      "Roof, what I can see from the ground, no slipped tiles.", // 12
      "Gutters were cleared last month, they look fine.", // 13
      "Nothing wrong tonight then, that's a first.", // 14
      "Locking up and setting the alarm.", // 15
    ],
    findings: [],
  },
  {
    id: "aw11-gp-surgery-ramp-complaint",
    half: "tune",
    lines: [
      "Practice manager walk-round, Elm Tree Surgery, it's Friday afternoon, ten past two.", // 0
      "Starting outside with the ramp up to the front door, because we've had a complaint.", // 1
      "The handrail on the ramp, the bottom end, it's come loose from the post, you can rock it side to side.", // 2
      "Patient said she nearly went over holding onto it. So that needs making safe today.", // 3
      "And the, er, the tactile paving at the bottom is cracked, a couple of the slabs.", // 4
      "Not lifting, not a trip yet, just cracked, put it on the next job list.", // 5
      "Automatic door is opening, but slowly, it's, no, it's fine actually, it's always that slow.", // 6
      "Reception. The hatch glass has got a chip in the corner. It's tiny, cosmetic.", // 7
      "Upstairs, the nurse's room, the blind is broken, the cord's snapped so it's stuck halfway.", // 8
      "Patients can see in from the car park when she's doing dressings, so, this week please.", // 9
      "Lift's fine, alarm button in the lift tested, connects to the call centre.", // 10
      "Right, that's everything, back to the phones.", // 11
    ],
    findings: [
      {
        id: "ramp-handrail",
        at: [2, 3],
        thing: ["handrail"],
        problem: ["loose", "rock"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tactile-paving",
        at: [4, 5],
        thing: ["tactile paving", "paving", "slabs"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "hatch-glass-chip",
        at: [7],
        thing: ["glass", "hatch"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "nurse-room-blind",
        at: [8, 9],
        thing: ["blind", "cord"],
        problem: ["broken", "snapped", "stuck"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw12-central-library-inspection",
    half: "heldout",
    lines: [
      "Council facilities, Jo Marsh, doing the quarterly inspection at Central Library, starting in the basement plant room.", // 0
      "Boiler's running, pressure's at one point two, no faults on the display.", // 1
      "The, um, the pipe coming off the hot water cylinder, there's a steady drip from the joint, there's a puddle under it.", // 2
      "It's pooling towards the pump controls, so that needs a plumber today.", // 3
      "The basement fire door to the stairwell is wedged open with a fire extinguisher.", // 4
      "I've taken the extinguisher away and it closes fine on its own, so that one's sorted, but staff need a word.", // 5
      "Store room. Ceiling has a crack running right across it, maybe three metres, it wasn't there in March.", // 6
      "It's wide enough to get a coin in, and there's a bit of a drop on one side. Want the structural engineer to look at it urgently.", // 7
      "Ground floor. Lift's working, went up and down twice, doors fine.", // 8
      "Self-issue machines are all on, no error screens.", // 9
      "The disabled toilet door, the lock indicator's broken, it shows vacant when it's locked.", // 10
      "Reading room, the carpet's lifting at the seam by the entrance, a ridge you could catch your foot on.", // 11
      "Get a carpet fitter in, within the fortnight.", // 12
      "Windows along the front, two of them, the seals have gone, they're all misty between the panes.", // 13
      "That's planned work really, for the window programme.", // 14
      "Children's library. Fine. Lovely, actually, they've just redecorated.", // 15
      "First floor. The light in the gents isn't working at all, it's pitch black in there.", // 16
      "Staff kitchen, the fridge door doesn't seal, the rubber's split.", // 17
      "Roof access hatch, locked, good.", // 18
      "And the flat roof, er, I can see from the window there's a big pool of standing water.", // 19
      "Drain outlet's probably blocked. Not leaking inside as far as I can tell, get it cleared in the next few weeks.", // 20
      "Right, that's me. Writing it up now.", // 21
    ],
    findings: [
      {
        id: "cylinder-pipe-drip",
        at: [2, 3],
        thing: ["pipe", "joint", "cylinder"],
        problem: ["drip", "puddle", "pooling"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "store-room-ceiling-crack",
        at: [6, 7],
        thing: ["ceiling", "crack"],
        problem: ["crack", "drop"],
        priority: "HIGH",
      },
      {
        id: "toilet-lock-indicator",
        at: [10],
        thing: ["lock indicator", "indicator", "lock"],
        problem: ["broken", "shows vacant"],
        priority: "MEDIUM",
      },
      {
        id: "reading-room-carpet",
        at: [11, 12],
        thing: ["carpet", "seam"],
        problem: ["lifting", "ridge"],
        priority: "MEDIUM",
      },
      {
        id: "front-window-seals",
        at: [13, 14],
        thing: ["windows", "seals", "panes"],
        problem: ["gone", "misty"],
        priority: "LOW",
      },
      {
        id: "gents-light",
        at: [16],
        thing: ["light"],
        problem: ["isn't working", "pitch black"],
        priority: "MEDIUM",
      },
      {
        id: "staff-fridge-seal",
        at: [17],
        thing: ["fridge", "rubber", "door"],
        problem: ["doesn't seal", "split"],
        priority: "MEDIUM",
      },
      {
        id: "flat-roof-ponding",
        at: [19, 20],
        thing: ["flat roof", "roof", "drain"],
        problem: ["standing water", "blocked"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw13-us-daycare-licensing-outdoor",
    half: "tune",
    lines: [
      "Hey, it's Denise, Sunshine Kids Daycare, I'm just doing the, uh, the outdoor check before licensing comes Thursday.", // 0
      "So the play structure. The big slide, there's a crack in the plastic near the bottom, like a split.", // 1
      "Kids' fingers could get pinched in that, so I want it fixed before Thursday, like, ASAP.", // 2
      "Swings are good, chains are fine, no rust.", // 3
      "The fence along the alley, there's a board kicked out at the bottom, there's a gap a kid could squeeze through.", // 4
      "That's the alley, cars come down there, so that's gotta be today.", // 5
      "Uh, the water table's fine, the drain works.", // 6
      "Our storage shed, the roof's leaking, the tricycles are sitting in a puddle. Not urgent, it's just the shed.", // 7
      "Oh my gosh, the sun's out, finally. Okay.", // 8
      "The sidewalk up to the front door has a raised section, a root's pushed it up, it's like two inches.", // 9
      "Parents with strollers are tripping on it. Get someone out this week, please.", // 10
      "Porch light by the front door, the bulb's out.", // 11
      "Back inside. The, um, the hose bib on the side of the building, no wait, that's outside, sorry, anyway it's dripping.", // 12
      "Just a drip, needs a washer or something, whenever.", // 13
      "Okay, that's outside done.", // 14
    ],
    findings: [
      {
        id: "slide-crack",
        at: [1, 2],
        thing: ["slide", "plastic"],
        problem: ["crack", "split"],
        priority: "HIGH",
      },
      {
        id: "alley-fence-gap",
        at: [4, 5],
        thing: ["fence", "board"],
        problem: ["kicked out", "gap"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "shed-roof-leak",
        at: [7],
        thing: ["roof", "shed"],
        problem: ["leaking", "puddle"],
        priority: "LOW",
      },
      {
        id: "raised-sidewalk",
        at: [9, 10],
        thing: ["sidewalk"],
        problem: ["raised", "pushed", "tripping"],
        priority: "MEDIUM",
      },
      {
        id: "porch-light",
        at: [11],
        thing: ["porch light", "bulb", "light"],
        problem: ["out"],
        priority: "MEDIUM",
      },
      {
        id: "hose-bib-drip",
        at: [12, 13],
        thing: ["hose bib", "bib"],
        problem: ["dripping", "drip"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aw14-us-church-fellowship-kitchen",
    half: "heldout",
    lines: [
      "This is Bob from the trustees, First Baptist, walking the fellowship hall kitchen before the potluck Sunday.", // 0
      "Okay, the range. I smell gas. Like, definitely, when I walk up to it, it's strong by the back burners.", // 1
      "None of the knobs are on. I'm shutting the valve behind it and calling the gas company right now, that's an emergency.", // 2
      "Alright. Valve's off. The, uh, the commercial dishwasher, the door gasket's torn and it leaks a little onto the floor when it runs.", // 3
      "Not a flood, just a little water by your feet, put a mat down, needs a new gasket in the next couple weeks.", // 4
      "Walk-in cooler, thirty-eight degrees, good.", // 5
      "The hood over the range, the filters are caked in grease.", // 6
      "That's a cleaning job mostly, get them swapped out this week.", // 7
      "The GFCI outlet by the prep counter keeps tripping, you reset it and it pops again when you plug the mixer in.", // 8
      "Hey Linda, no, don't use the stove, there's a gas smell, yeah, I shut it off.", // 9
      "The linoleum by the back door's torn, it's curling up at the corner.", // 10
      "Somebody'll catch a toe on that, it needs tacking down or cut out, this week.", // 11
      "Ceiling fan in the hall, one blade's wobbly, makes a clicking noise, not dangerous, just annoying.", // 12
      "Bathrooms off the hall are fine, I didn't see anything.", // 13
      "Okay, going to wait outside for the gas guy.", // 14
    ],
    findings: [
      {
        id: "range-gas-smell",
        at: [1, 2, 9],
        thing: ["gas", "range", "burners"],
        problem: ["smell"],
        priority: "HIGH",
      },
      {
        id: "dishwasher-gasket",
        at: [3, 4],
        thing: ["dishwasher", "gasket"],
        problem: ["torn", "leaks"],
        priority: "MEDIUM",
      },
      {
        id: "hood-filters-grease",
        at: [6, 7],
        thing: ["filters", "hood"],
        problem: ["grease", "caked"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-tripping",
        at: [8],
        thing: ["GFCI", "outlet"],
        problem: ["tripping", "pops"],
        priority: "MEDIUM",
      },
      {
        id: "torn-linoleum",
        at: [10, 11],
        thing: ["linoleum", "lino"],
        problem: ["torn", "curling"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-fan-wobble",
        at: [12],
        thing: ["ceiling fan", "fan", "blade"],
        problem: ["wobbly", "clicking"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw15-leisure-dry-side-close",
    half: "tune",
    lines: [
      "Quick one, Parkside Leisure, dry side changing rooms, eight pm close-down check.", // 0
      "Men's first. Showers all off, no taps left running. Floor's been mopped.", // 1
      "Lockers all shut, nobody's stuff left in.", // 2
      "Um, the sauna's off, the thermostat's fine, the door shuts.", // 3
      "Steam room drained and off, the light's on in there, fine.", // 4
      "Women's, Chloe's checked it for me, she says all fine.", // 5
      "Yeah, no, she's saying the toilet in the second cubicle's blocked, it's nearly up to the rim.", // 6
      "I'll put a sign on it. There's two others working so it can wait till the plumber's in this week.", // 7
      "Family changing, fine. The baby change, fine.", // 8
      "Fire exit at the end of the corridor, bar works, door's clear.", // 9
      "Chloe, you got the keys? Yeah. Cheers.", // 10
      "Lights off, alarm on, that's it.", // 11
    ],
    findings: [
      {
        id: "blocked-cubicle-toilet",
        at: [6, 7],
        thing: ["toilet"],
        problem: ["blocked", "rim"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw16-junior-school-kitchen-eho",
    half: "heldout",
    lines: [
      "Right, it's Sandra, school kitchen at Oakfield Juniors, doing the walk-through with Phil the caretaker before the EHO visit.", // 0
      "So the combi oven's fine, the steamer's fine. The bain marie, the element's gone on the left side, it doesn't heat up.", // 1
      "The right side's fine so we're managing, but get it in for repair, couple of weeks.", // 2
      "Phil, look at this, the tiles behind the pot wash sink, there's three cracked ones and the grout's gone black.", // 3
      "It's grim, but it's only cosmetic, do it in the holidays.", // 4
      "The pot wash, the hot tap's only lukewarm. Um, no, it's fine, it just takes a minute. Yeah, it's hot now.", // 5
      "Fly screen on the window by the back door is ripped, there's a hole you could put your fist through.", // 6
      "With the EHO coming next week that wants doing before, so this week.", // 7
      "Walk-in fridge, door closes but the strip curtain's half missing. Temperature's fine, three degrees.", // 8
      "Dry store, there's a bag of flour chewed through. Droppings behind the racking.", // 9
      "Phil says he'll ring the pest people today, that's a today thing in a kitchen.", // 10
      "The fire blanket's missing off the wall by the fryer. Just the empty holder, so we need one up today.", // 11
      "Back door to the yard. It's fine, locks, the bolt's fine.", // 12
      "Serving hatch shutter, it sticks halfway down, you have to yank it.", // 13
      "That'll do, we're done.", // 14
    ],
    findings: [
      {
        id: "bain-marie-element",
        at: [1, 2],
        thing: ["bain marie", "element"],
        problem: ["gone", "doesn't heat"],
        priority: "MEDIUM",
      },
      {
        id: "pot-wash-tiles",
        at: [3, 4],
        thing: ["tiles", "grout"],
        problem: ["cracked", "black"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fly-screen",
        at: [6, 7],
        thing: ["fly screen", "screen"],
        problem: ["ripped", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "fridge-strip-curtain",
        at: [8],
        thing: ["strip curtain", "curtain"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "dry-store-rodents",
        at: [9, 10],
        thing: ["droppings", "flour", "pest"],
        problem: ["chewed", "droppings"],
        priority: "HIGH",
      },
      {
        id: "fire-blanket-missing",
        at: [11],
        thing: ["fire blanket", "blanket"],
        problem: ["missing", "empty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hatch-shutter",
        at: [13],
        thing: ["shutter", "hatch"],
        problem: ["sticks", "yank"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw17-scout-hut-after-winter",
    half: "tune",
    lines: [
      "Okay, recording. This is the 1st Hadley Scouts hut, first visit since Christmas, it's, er, February the eighth.", // 0
      "Unlocking. The front door lock is really stiff, took me three goes, but it does lock and unlock.", // 1
      "Needs a squirt of something, I'll mention it, no hurry.", // 2
      "Oh, that smell. Damp. Main hall, there's black mould up the wall in the corner behind the stacked chairs.", // 3
      "Quite a big patch, about a metre. Wants treating and the wall looking at, in the next few weeks.", // 4
      "The heaters, the wall heaters, none of them come on. I've flicked the switches, nothing.", // 5
      "Oh, hang on, the fuse box. Yeah, the trip's down. Pushed it back up.", // 6
      "And it's gone straight off again, there's a burning smell from the heater by the stage, so something's shorting.", // 7
      "I'm leaving it off at the board. That heater needs an electrician before anyone's in here, so urgent.", // 8
      "Kitchen. Um, the tap's fine, water's running clear.", // 9
      "But under the sink the pipe's burst, it must have frozen. There's water all over the cupboard floor.", // 10
      "I've turned the stopcock off. Needs a plumber today, tomorrow latest.", // 11
      "The roof, from inside, there's daylight through the boards in the store room, a gap at the eaves.", // 12
      "Birds have been in, there's a nest on top of the canoes.", // 13
      "Sorry, it's my wife. Hiya. Yeah, no, it's a bit of a mess, I'll be a while.", // 14
      "Outside. The gutter's hanging off at the back corner, swinging about in the wind, it could come down on someone.", // 15
      "Rest of the outside's fine, windows all intact, no broken glass.", // 16
      "Right, I'm going to lock up and make some calls.", // 17
    ],
    findings: [
      {
        id: "front-door-lock-stiff",
        at: [1, 2],
        thing: ["lock", "front door"],
        problem: ["stiff"],
        priority: "LOW",
      },
      { id: "hall-mould", at: [3, 4], thing: ["mould", "damp"], priority: "MEDIUM" },
      {
        id: "heater-shorting",
        at: [5, 6, 7, 8],
        thing: ["heaters", "heater", "trip"],
        problem: ["burning", "shorting", "come on", "nothing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "burst-sink-pipe",
        at: [10, 11],
        thing: ["pipe"],
        problem: ["burst", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "eaves-gap",
        at: [12, 13],
        thing: ["roof", "eaves", "boards"],
        problem: ["daylight", "gap", "nest"],
        priority: "MEDIUM",
      },
      {
        id: "gutter-hanging",
        at: [15],
        thing: ["gutter"],
        problem: ["hanging off", "come down", "swinging"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "aw18-community-centre-toilets",
    half: "heldout",
    lines: [
      "Facilities, Millbrook Community Centre, toilets and corridors, Tuesday.", // 0
      "Gents. Urinal's blocked, water sitting right up to the rim.", // 1
      "Basin two, no hot water, just cold. Basin one's hot, fine.", // 2
      "Cubicle door, hinge is hanging off at the top, door's dropped and it drags on the floor.", // 3
      "Ladies. All flushing. Sanitary bins emptied, that's the contractor, fine.", // 4
      "Soap dispenser's cracked, leaking soap down the wall onto the tiles.", // 5
      "Minor, replace when the supplier's next out.", // 6
      "Accessible loo. Fine, cord tested, works. Rails all tight.", // 7
      "Corridor. Fire door to the stairs, the glass panel's cracked, wired glass, crack right across.", // 8
      "Still closes, still latches, but the panel needs replacing this month.", // 9
      "Emergency exit sign above it, lit. Good.", // 10
      "Ceiling tiles, two missing above the lobby, you can see right up into the void.", // 11
      "Right, next building.", // 12
    ],
    findings: [
      {
        id: "urinal-blocked",
        at: [1],
        thing: ["urinal"],
        problem: ["blocked"],
        priority: "MEDIUM",
      },
      {
        id: "basin-no-hot-water",
        at: [2],
        thing: ["basin", "hot water"],
        problem: ["no hot water", "cold"],
        priority: "MEDIUM",
      },
      {
        id: "cubicle-door-hinge",
        at: [3],
        thing: ["hinge", "door"],
        problem: ["hanging off", "dropped", "drags"],
        priority: "MEDIUM",
      },
      {
        id: "soap-dispenser",
        at: [5, 6],
        thing: ["soap dispenser", "dispenser"],
        problem: ["cracked", "leaking"],
        priority: "LOW",
      },
      {
        id: "fire-door-glass",
        at: [8, 9],
        thing: ["glass", "panel", "fire door"],
        problem: ["cracked", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "lobby-ceiling-tiles",
        at: [11],
        thing: ["ceiling tiles", "tiles"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aw19-us-church-sexton-night",
    half: "tune",
    lines: [
      "St. Ann's, sexton's walkthrough, Wednesday night after choir practice.", // 0
      "Choir's gone, lights in the sanctuary are all working, the chandeliers are fine.", // 1
      "Candles out, checked every one. Organ's covered up.", // 2
      "The side aisle, um, the carpet runner's fine, no ripples, I tacked it down last week.", // 3
      "Sacristy. Safe's locked. Vestments put away.", // 4
      "The, uh, the radiator in the sacristy is banging really loud, like somebody hitting it with a hammer.", // 5
      "It's heating, it's warm, it's just the noise. Probably air in the line, get the boiler guy to bleed it, not urgent.", // 6
      "Restrooms in the undercroft, both fine, no leaks, the floors are dry.", // 7
      "Parish hall kitchen, stove's off, coffee pot's unplugged, fridge is humming away, fine.", // 8
      "Gonna check the doors. Front doors locked, deadbolts thrown.", // 9
      "Side door to the parking lot is locked too, I rattled it.", // 10
      "Alarm's set. Good night.", // 11
    ],
    findings: [
      {
        id: "sacristy-radiator-banging",
        at: [5, 6],
        thing: ["radiator"],
        problem: ["banging", "noise"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aw20-primary-end-of-term-list",
    half: "heldout",
    lines: [
      "Right, end of summer term, Greenfield Primary, me and Gary doing the list for the holiday works, it's the twenty-second.", // 0
      "So we'll start, er, in Year 6. The interactive whiteboard, the projector, it's gone really dim and there's a yellow tint.", // 1
      "Bulb's on its way out. Get a new one in over the summer, no rush.", // 2
      "Gary's pointing at the window, the restrictor's snapped on the top window, so it opens all the way.", // 3
      "That's first floor, a kid could fall out of that, so it needs fixing before anyone's in here, like now, urgent.", // 4
      "Year 5. Fine. Year 4, the sink in the corner, the waste pipe's leaking into the cupboard, it's been leaking a while by the look of it, the base is soggy.", // 5
      "Gary reckons it's just the seal, um, it's still dripping now so today if he can.", // 6
      "Hall. Dinner tables, fine. The stage lights, one of the spots doesn't work.", // 7
      "Oh, and the curtain on the stage is ripped at the bottom. Cosmetic, whatever.", // 8
      "Corridor to the infants, the fire door's got a hole kicked in the bottom panel. Still closes, still seals, it's just a hole.", // 9
      "Well, Gary says with a hole in it, it's not a fire door anymore, so, he's right, that's urgent then.", // 10
      "Infants toilets. All fine, the new taps are lovely.", // 11
      "Um, the office. The door entry intercom, you can hear them but they can't hear you.", // 12
      "Been like that a week, we've been going out to the gate.", // 13
      "Outside, the staff car park. The barrier arm's broken, it just stays up.", // 14
      "Not a security issue as such, the gates are locked at night, just annoying.", // 15
      "Playground markings, the hopscotch and the snakes and ladders, all faded, nearly gone.", // 16
      "Get them repainted in August, that's planned.", // 17
      "The trim trail, the wobbly bridge, one of the planks is rotten, your foot goes through it.", // 18
      "I'm going to fence it off with the cones now, but it's got to be fixed before September, in the next few weeks.", // 19
      "Oh, Gary, don't step on that. Yeah. Right.", // 20
      "And the bike shed roof's got graffiti on it again. Someone climbs up.", // 21
      "Low priority, we'll paint over it. Okay, I think that's the lot.", // 22
    ],
    findings: [
      {
        id: "projector-dim",
        at: [1, 2],
        thing: ["projector", "bulb", "whiteboard"],
        problem: ["dim", "yellow", "on its way out"],
        priority: "LOW",
      },
      {
        id: "window-restrictor",
        at: [3, 4],
        thing: ["restrictor", "window"],
        problem: ["snapped", "opens all the way", "fall"],
        priority: "HIGH",
      },
      {
        id: "year4-waste-pipe",
        at: [5, 6],
        thing: ["waste pipe", "pipe", "seal"],
        problem: ["leaking", "dripping", "soggy"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stage-spotlight",
        at: [7],
        thing: ["spots", "stage lights", "lights"],
        problem: ["doesn't work"],
        priority: "MEDIUM",
      },
      {
        id: "stage-curtain",
        at: [8],
        thing: ["curtain"],
        problem: ["ripped"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-door-hole",
        at: [9, 10],
        thing: ["fire door", "door", "panel"],
        problem: ["hole", "kicked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "office-intercom",
        at: [12, 13],
        thing: ["intercom", "door entry"],
        problem: ["can't hear"],
        priority: "MEDIUM",
      },
      {
        id: "car-park-barrier",
        at: [14, 15],
        thing: ["barrier", "arm"],
        problem: ["broken", "stays up"],
        priority: "MEDIUM",
      },
      {
        id: "playground-markings",
        at: [16, 17],
        thing: ["markings", "hopscotch"],
        problem: ["faded", "gone"],
        priority: "LOW",
      },
      {
        id: "trim-trail-plank",
        at: [18, 19],
        thing: ["plank", "bridge", "trim trail"],
        problem: ["rotten", "goes through"],
        priority: "MEDIUM",
      },
      {
        id: "bike-shed-graffiti",
        at: [21, 22],
        thing: ["graffiti"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
