// Blind walkthroughs, set 9 (written without seeing the extractor).
import type { Walkthrough } from "./types";

export const MEANING9_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "i01-uk-rural-cottage-outbuildings",
    half: "tune",
    lines: [
      "Okay, this is Hollybank Cottage, the Pryces have nipped into the village so we've got the run of the place.", // 0
      "Porch first, and the oak front door has swollen so badly it won't close into the frame, there's a gap down the side you could post a letter through.", // 1
      "And if it doesn't meet the keep it can't be locked, obviously.", // 2
      "Sitting room, wood burner's been swept, the certificate's propped on the mantel, dated March.", // 3
      "The rugs and the log basket came with them, they're not on our inventory.", // 4
      "Kitchen, oil boiler lit first go with a nice roar, and every rad I've put a hand on is toasty.", // 5
      "Under the Belfast sink though the waste trap is weeping, there's a margarine tub under it that's half full.", // 6
      "Base of the unit's gone soft and spongy, so that wants a plumber today really.", // 7
      "Up on the landing, the little casement has no restrictor on it and it swings right out over the patio.", // 8
      "Bathroom's good, shower's hot in a few seconds, ceiling's clean.", // 9
      "The damp on the back bedroom wall we flagged in the spring was the gutter, that's been sorted and the wall's dry now.", // 10
      "Right, out to the outbuildings.", // 11
      "Stone barn, the north slope has lost a few slates, I can see daylight from inside.", // 12
      "Roofer to quote on that, before the weather turns ideally.", // 13
      "Workshop next door, the consumer unit's had its cover taken off and you can see the bus bar and bare wire ends.", // 14
      "Isolate that before anyone goes in there, I mean it.", // 15
      "The quad bike and all the tools are Mr Pryce's, nothing to do with us.", // 16
      "Log store's sound, timbers are solid.", // 17
      "Oh, the five-bar gate to the paddock, top hinge has rusted through and it's hanging off one pin.", // 18
      "The outside tap by the stable's been lagged now, good, that's the one that split last winter.", // 19
      "Gate and the barn slates, put both of those down as medium, next round of works.", // 20
      "Bit of chipped render by the back door, purely cosmetic, leave it till the repaint.", // 21
      "Back at the car, that's Hollybank done.", // 22
    ],
    findings: [
      {
        id: "front-door-wont-close",
        at: [1, 2],
        thing: ["door"],
        problem: ["close", "shut", "lock", "swollen", "swell", "secur", "gap", "stick", "fit"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sink-trap-weeping",
        at: [6, 7],
        thing: ["trap", "waste", "sink", "pipe", "plumb"],
        problem: ["leak", "weep", "drip", "water", "soft"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "landing-window-no-restrictor",
        at: [8],
        thing: ["restrictor", "window", "casement"],
        problem: ["restrictor", "missing", "no", "lack", "without", "fit", "need"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "barn-roof-slates-missing",
        at: [12, 13, 20],
        thing: ["slate", "roof"],
        problem: ["missing", "lost", "slipped", "daylight", "hole", "gap", "repair", "quote"],
        priority: "MEDIUM",
      },
      {
        id: "workshop-consumer-unit-exposed",
        at: [14, 15],
        thing: ["consumer unit", "fuse", "board", "bus bar", "wire", "wiring", "electric"],
        problem: ["cover", "exposed", "bare", "open", "missing", "isolat", "live"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "paddock-gate-hinge",
        at: [18, 20],
        thing: ["gate", "hinge"],
        problem: ["hinge", "rust", "hanging", "broken", "fail", "loose", "off"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-render-chipped",
        at: [21],
        thing: ["render", "wall"],
        problem: ["chip", "damag", "crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i02-uk-listed-townhouse",
    half: "heldout",
    lines: [
      "Morning, 14 Bedford Row, grade two listed, so anything we touch needs conservation sign-off, bear that in mind.", // 0
      "Entrance hall, the fanlight over the front door has a cracked pane, runs corner to corner.", // 1
      "It isn't going anywhere, so not urgent, but it'll need a specialist glazier.", // 2
      "The flagstone floor's lovely, none of the flags rock when you stand on them.", // 3
      "Staircase, um, the mahogany handrail is coming away at the half landing, two of the brackets have pulled clean out of the plaster.", // 4
      "Somebody's going to come down those stairs leaning on that, so that's today.", // 5
      "First floor drawing room, the sash on the left, sorry, the right-hand one as you face the street, the cord's snapped and the bottom sash drops like a guillotine.", // 6
      "Joiner's booked for that in a fortnight.", // 7
      "The piano and the paintings are Mrs Okafor's, we leave those well alone.", // 8
      "The crack in the cornice I measured last visit was two mil, it's nearly five now.", // 9
      "So it's moving, I want the structural engineer in before the end of the week.", // 10
      "Radiators all on and hot, the basement boiler's the new one and it's purring.", // 11
      "The lightwell drain that was blocked in the autumn has been rodded and it's running clear.", // 12
      "Down in the basement kitchen there's a whiff of gas by the range cooker, faint but it's definitely there.", // 13
      "I've shut it off at the meter, and we need the emergency engineer out.", // 14
      "Back bedroom, the wallpaper's lifting at the seams above the window.", // 15
      "Scuff marks right along the skirting in the top corridor as well.", // 16
      "Those last two are cosmetic, low, lump them in with the redecoration.", // 17
      "Roof terrace, the lead flashing round the chimney stack looks fine, no sign of anything getting in.", // 18
      "Right, I'll write up the conservation notes back at the office.", // 19
    ],
    findings: [
      {
        id: "fanlight-cracked-pane",
        at: [1, 2],
        thing: ["fanlight", "pane", "glass", "glazing"],
        problem: ["crack", "broken", "damag"],
        priority: "LOW",
      },
      {
        id: "stair-handrail-coming-away",
        at: [4, 5],
        thing: ["handrail", "rail", "bracket", "banister"],
        problem: ["loose", "coming away", "away", "pulled", "detach", "insecure", "fix"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "drawing-room-sash-cord",
        at: [6, 7],
        thing: ["sash", "cord", "window"],
        problem: ["snapped", "broken", "cord", "drop", "fail"],
        priority: "MEDIUM",
      },
      { id: "cornice-crack-growing", at: [9, 10], thing: ["crack", "cornice"], priority: "HIGH" },
      {
        id: "basement-gas-smell",
        at: [13, 14],
        thing: ["gas", "range", "cooker"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "back-bedroom-wallpaper-lifting",
        at: [15, 17],
        thing: ["wallpaper", "paper", "seam"],
        problem: ["lift", "peel", "loose", "coming"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "top-corridor-skirting-scuffs",
        at: [16, 17],
        thing: ["skirting", "scuff"],
        problem: ["scuff", "mark", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i03-uk-new-build-snagging",
    half: "tune",
    lines: [
      "Plot 27, Meadowgate, snagging for the buyers, they complete next Friday.", // 0
      "Front door, the multipoint won't engage, you lift the handle and the hooks just don't throw.", // 1
      "Had three goes at it, nope.", // 2
      "Downstairs cloakroom, loo flushes and refills, basin tap's fine.", // 3
      "Kitchen, there's a chip out of the worktop beside the hob, about the size of a thumbnail.", // 4
      "Two of the wall unit doors are out of line, they clash when you open both.", // 5
      "Chip and the doors, neither of those stops them moving in, so low.", // 6
      "Cooker hood, switch it on, the lights come on but the fan's completely dead.", // 7
      "Boiler's been commissioned, the paperwork's in the drawer, heating came up to temperature no bother.", // 8
      "Upstairs, the en suite shower tray's got no silicone at all along the wall edge, just a gap.", // 9
      "First time they use it water's going to get down behind there.", // 10
      "Main bedroom, hmm, the socket by the bed, faceplate's cracked across and it's hanging off the wall, you can see the cable behind.", // 11
      "Nobody plugs anything in there until the electrician's been.", // 12
      "Back bedroom window, restrictor's fitted and it works, good.", // 13
      "Paint splashed onto the carpet on the landing, wait, no, it's the bedroom two carpet, the landing's clean.", // 14
      "Garden, one of the patio slabs outside the bifolds is sitting proud by about fifteen mil.", // 15
      "Someone'll catch their toe on that coming out with a tray, get it relaid before completion.", // 16
      "The fence panels and the shed are the buyer's, they had those put in privately.", // 17
      "Decent build overall, just that lot to hand to the site manager.", // 18
    ],
    findings: [
      {
        id: "front-door-lock-wont-engage",
        at: [1, 2],
        thing: ["door", "lock", "multipoint"],
        problem: ["engage", "lock", "won't", "not", "fail", "throw", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "worktop-chip",
        at: [4, 6],
        thing: ["worktop", "work top", "counter"],
        problem: ["chip", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wall-unit-doors-misaligned",
        at: [5, 6],
        thing: ["door", "unit", "cupboard"],
        problem: ["align", "line", "clash", "adjust", "misalign"],
        priority: "LOW",
      },
      {
        id: "cooker-hood-fan-dead",
        at: [7],
        thing: ["hood", "fan", "extract"],
        problem: ["dead", "not", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "ensuite-tray-no-silicone",
        at: [9, 10],
        thing: ["silicone", "sealant", "tray", "shower"],
        problem: ["silicone", "missing", "no", "gap", "seal"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "bedroom-socket-cracked-loose",
        at: [11, 12],
        thing: ["socket", "faceplate", "outlet"],
        problem: ["crack", "loose", "hanging", "exposed", "damag", "broken"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-two-carpet-paint",
        at: [14],
        thing: ["carpet", "paint"],
        problem: ["paint", "splash", "stain", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "patio-slab-proud",
        at: [15, 16],
        thing: ["slab", "patio", "paving"],
        problem: ["proud", "lift", "raised", "uneven", "trip", "relay"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "i04-uk-garage-block",
    half: "heldout",
    lines: [
      "Okay, garage block behind Carlton Road, twelve units, I'll go from number one down to twelve.", // 0
      "One, up-and-over lifts smoothly, lock turns, all good.", // 1
      "Number two's been forced, the lock barrel's been punched out and the door just swings up on its own.", // 2
      "Renter says there's nothing in it now but it needs securing by tonight.", // 3
      "Three, four and five, nothing to report, dry inside.", // 4
      "Six, water's coming in along the back wall where the roof meets the blockwork, there's a puddle right across the floor.", // 5
      "It rained overnight, so that's live, it's not an old mark.", // 6
      "The old motorbike and the boxes in seven belong to Mr Dhillon who rents it, not ours to clear.", // 7
      "Eight, the door panel's got a big dent, looks like someone reversed into it.", // 8
      "Nine, the roof over nine is the old cement sheet and there's a crack right across one of the sheets.", // 9
      "It hasn't broken through, so keep an eye on it, and get an asbestos survey arranged this month.", // 10
      "Gutter along the back of eight to twelve is full of moss and weeds, that's why it's spilling over.", // 11
      "The floodlight on the end gable that wasn't working last time has been replaced, came on as I walked under it.", // 12
      "Twelve, somebody's sprayed a tag right across the door.", // 13
      "The dent on eight and the graffiti, low, whenever the painter's next round.", // 14
      "The turning area, there's a pothole by the entrance, deep, a good four inches.", // 15
      "Someone walking through in the dark would go over on that, cone it off and get it filled asap.", // 16
      "That's the block.", // 17
    ],
    findings: [
      {
        id: "garage-2-lock-forced",
        at: [2, 3],
        thing: ["lock", "door", "garage"],
        problem: ["forced", "punched", "broken", "secur", "insecure", "open", "damag"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "garage-6-roof-leak",
        at: [5, 6],
        thing: ["roof", "wall", "water", "garage", "leak"],
        problem: ["leak", "water", "ingress", "coming", "puddle", "getting"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "garage-8-door-dent",
        at: [8, 14],
        thing: ["door", "panel", "dent"],
        problem: ["dent", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garage-9-roof-sheet-crack",
        at: [9, 10],
        thing: ["roof", "sheet", "asbestos"],
        problem: ["crack", "survey", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "rear-gutter-blocked",
        at: [11],
        thing: ["gutter"],
        problem: ["block", "moss", "full", "overflow", "spill", "clear", "weed"],
        priority: "MEDIUM",
      },
      {
        id: "garage-12-graffiti",
        at: [13, 14],
        thing: ["graffiti", "tag", "door"],
        problem: ["graffiti", "tag", "spray"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "turning-area-pothole",
        at: [15, 16],
        thing: ["pothole", "tarmac", "surface"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "i05-uk-flat-above-shop",
    half: "tune",
    lines: [
      "Flat 1A, above the bakery on Market Street, Jodie's let us in.", // 0
      "Coming up from the side door, the stairwell light flickers for a second and then dies, so you're climbing in the dark.", // 1
      "Those stairs are steep as anything, I'd class that as high.", // 2
      "Side door at the bottom latches behind you, Jodie says no trouble since we changed the lock.", // 3
      "Living room, the sofa and the telly are Jodie's.", // 4
      "There's a proper burning smell from the socket by the window, Jodie, how long has that been going on?", // 5
      "She says a couple of days, and the plate's warm when you touch it.", // 6
      "I've told her to leave it switched off, sparky needs to be here today.", // 7
      "Kitchen, extractor above the cooker pulls well, held a tissue up and it stuck.", // 8
      "Brown ring on the ceiling above the sink, that's from the shop's old cold room pipe, bone dry now.", // 9
      "Stain block and paint over it in the next few weeks.", // 10
      "Bathroom, the toilet won't stop running, it's refilling over and over.", // 11
      "Shower's lovely and hot, pressure's decent.", // 12
      "Bedroom, the sash window, hang on, it's a casement actually, the handle's come off in my hand.", // 13
      "It still shuts, it just needs screwing back on properly.", // 14
      "Black spotting round the window reveal in here as well, about a hand's width.", // 15
      "Handle and the mould, both medium, get the handyman to do them in one trip.", // 16
      "Smoke alarm in the hall, pressed the button, loud and clear.", // 17
      "Out the back, the flat roof over the storeroom was patched last year and it's holding, no splits.", // 18
      "The fire escape stairs off the back, the bakery has stacked flour sacks across the bottom of them.", // 19
      "I'll catch the shop manager on my way out, that has to be cleared right now.", // 20
      "Okay, all done, thanks Jodie.", // 21
    ],
    findings: [
      {
        id: "stairwell-light-failing",
        at: [1, 2],
        thing: ["light", "lighting", "stairwell", "stair"],
        problem: ["flicker", "dies", "fail", "not", "out", "dark", "fault"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "window-socket-burning-smell",
        at: [5, 6, 7],
        thing: ["socket", "plug", "outlet"],
        problem: ["burn", "smell", "warm", "hot", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "kitchen-ceiling-stain",
        at: [9, 10],
        thing: ["ceiling", "stain"],
        problem: ["stain", "ring", "mark", "discolo"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-running",
        at: [11],
        thing: ["toilet", "wc", "cistern", "loo", "flush"],
        problem: ["running", "refill", "run", "constant", "continu", "won't", "fill"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-handle",
        at: [13, 14, 16],
        thing: ["handle", "window", "casement"],
        problem: ["handle", "off", "loose", "broken", "refix", "detach"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-mould",
        at: [15, 16],
        thing: ["mould", "mold", "spotting", "black"],
        priority: "MEDIUM",
      },
      {
        id: "fire-escape-blocked",
        at: [19, 20],
        thing: ["fire escape", "escape", "exit", "stair"],
        problem: ["block", "obstruct", "sack", "clear"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "i06-uk-church-hall",
    half: "heldout",
    lines: [
      "St Barnabas church hall, the verger's showing me round, Brownies have it on Tuesdays.", // 0
      "Main hall, the exit sign over the side door isn't lit, the little green man's gone dark.", // 1
      "Pressed the test button and it does nothing either.", // 2
      "Fire doors through to the kitchen are shut and the closers pull them right to, good.", // 3
      "The stacking chairs and the piano are the parish's, not the hall trust's, so they're off my list.", // 4
      "The wooden floor, there's a board lifting near the stage, the edge is up a centimetre or so.", // 5
      "Kids charge about on this, so that's a today job.", // 6
      "Stage curtains have faded along the top where the sun catches them.", // 7
      "Kitchen, the instant water heater over the sink is stone cold, no hot water at all.", // 8
      "Verger reckons it packed in on Sunday.", // 9
      "The fridge is theirs, the WI bought it.", // 10
      "Toilets, in the gents the urinal's blocked and it's backing up.", // 11
      "Ladies is fine, everything flushes, hand dryer blows.", // 12
      "Last quarter the vestry roof was letting in, it's been re-leaded and it's bone dry in there now.", // 13
      "Outside, the handrail on the ramp to the side door is solid, no wobble at all.", // 14
      "The glass on the noticeboard by the gate is cracked, and the bench has peeling paint.", // 15
      "Noticeboard and bench, those can wait, low priority.", // 16
      "Oh, and the extinguisher in the lobby, the service tag says 2021.", // 17
      "Right, that's the hall.", // 18
    ],
    findings: [
      {
        id: "exit-sign-not-lit",
        at: [1, 2],
        thing: ["exit sign", "sign", "emergency light", "emergency"],
        problem: ["not lit", "unlit", "dark", "fail", "not", "out", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floorboard-lifting-by-stage",
        at: [5, 6],
        thing: ["board", "floor"],
        problem: ["lift", "raised", "up", "loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stage-curtains-faded",
        at: [7],
        thing: ["curtain"],
        problem: ["fade", "sun", "discolo"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-water-heater-cold",
        at: [8, 9],
        thing: ["water heater", "heater", "hot water", "zip"],
        problem: ["cold", "no", "not", "fail", "dead", "packed"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "gents-urinal-blocked",
        at: [11],
        thing: ["urinal"],
        problem: ["block", "backing", "back"],
        priority: "MEDIUM",
      },
      {
        id: "noticeboard-glass-cracked",
        at: [15, 16],
        thing: ["noticeboard", "notice board", "glass"],
        problem: ["crack", "broken"],
        priority: "LOW",
      },
      {
        id: "bench-paint-peeling",
        at: [15, 16],
        thing: ["bench", "paint"],
        problem: ["peel", "flak", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lobby-extinguisher-out-of-date",
        at: [17],
        thing: ["extinguisher"],
        problem: ["date", "expired", "service", "overdue", "out"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "i07-uk-nursery-rooms",
    half: "tune",
    lines: [
      "Little Acorns nursery, baby room and toddler room, Priya the manager's with me.", // 0
      "Baby room first, radiator covers are all on and secure, none of them hot enough to burn.", // 1
      "The socket by the changing unit, one of the blanking covers is missing, um, no, the covers are in, it's the faceplate itself that's cracked.", // 2
      "Little fingers, so I want that swapped out today.", // 3
      "Cots and play mats are the nursery's own kit, nothing to do with the landlord.", // 4
      "Toddler room window, ground floor, the lock's seized solid, you can't lock it at all.", // 5
      "There's a tear in the carpet by the toddler room door, about a foot long, and the edge is curling up.", // 6
      "They're going to catch their feet on that, tape it down now and get the carpet fitter in.", // 7
      "Heating's fine in both rooms, Priya says it's been sat at twenty all week.", // 8
      "Kitchenette, the dishwasher leaks from the door seal, there's a puddle on the lino every cycle.", // 9
      "The tap in there that was dripping last visit has been rewashered, it's fine now.", // 10
      "Children's loos, one of the little toilets rocks on its base.", // 11
      "Two tiles behind the handwash basins are cracked.", // 12
      "Toilet and the tiles aren't emergencies, book them in over the next couple of weeks.", // 13
      "Smoke detectors in both rooms tested, both went off.", // 14
      "Outside play area, the soft surfacing's intact, no lifting, no holes.", // 15
      "The gate out to the car park, the self-closer's broken and it just hangs open.", // 16
      "With toddlers that's a safeguarding issue, sort it today.", // 17
      "Done, I'll email Priya the list.", // 18
    ],
    findings: [
      {
        id: "changing-socket-faceplate-cracked",
        at: [2, 3],
        thing: ["socket", "faceplate", "outlet"],
        problem: ["crack", "broken", "damag", "replac", "swap"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "toddler-window-lock-seized",
        at: [5],
        thing: ["window", "lock"],
        problem: ["seized", "lock", "won't", "stuck", "fail", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toddler-room-carpet-tear",
        at: [6, 7],
        thing: ["carpet"],
        problem: ["tear", "torn", "curl", "lift", "trip", "rip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dishwasher-door-seal-leak",
        at: [9],
        thing: ["dishwasher", "seal"],
        problem: ["leak", "puddle", "water", "seal"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "childrens-toilet-rocking",
        at: [11, 13],
        thing: ["toilet", "wc", "loo"],
        problem: ["rock", "loose", "wobbl", "unstable", "move"],
        priority: "MEDIUM",
      },
      {
        id: "basin-tiles-cracked",
        at: [12, 13],
        thing: ["tile"],
        problem: ["crack", "broken", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "car-park-gate-closer",
        at: [16, 17],
        thing: ["gate", "closer"],
        problem: ["closer", "open", "broken", "close", "shut", "fail", "hang"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "i08-uk-gym-unit",
    half: "heldout",
    lines: [
      "Pulse Fitness, Unit 4, with Callum the duty manager for the landlord's quarterly.", // 0
      "Reception, the automatic doors open and shut on cue, sensor's working.", // 1
      "Out on the gym floor, every treadmill and rack is the tenant's, so equipment's not on us.", // 2
      "The air con cassette over the free weights is dripping onto the rubber floor, they've put a towel down.", // 3
      "Callum says it's been at it since the weekend.", // 4
      "The rest of the HVAC's pushing out cold air no problem, it's only that one unit.", // 5
      "Men's changing, two of the showers run cold, I waited a full minute and nothing.", // 6
      "Callum checked the women's for me, all hot.", // 7
      "Few hairline cracks in the floor tiles near the drain in the men's, cosmetic, low.", // 8
      "And that shower drain's sluggish, the water pools round your ankles.", // 9
      "Fire exit at the back of the studio, push bar's fine but there's a row of spin bikes parked in front of it.", // 10
      "Told Callum those get moved now, not later.", // 11
      "In the studio, one of the big mirrors has a crack across the bottom corner.", // 12
      "It's bonded to the wall so it isn't going anywhere, low priority.", // 13
      "Last time the studio lights kept tripping out, the electrician swapped a faulty driver and they've been fine since.", // 14
      "Plant room, water heater reading sixty, pressure vessel's fine.", // 15
      "Car park, the barrier arm won't lift when you put the code in, you have to buzz reception.", // 16
      "Paint on the speed bumps has worn off too.", // 17
      "Barrier and the bump paint, next month's list, medium-ish, call it medium.", // 18
      "That's everything, cheers Callum.", // 19
    ],
    findings: [
      {
        id: "ac-cassette-dripping",
        at: [3, 4],
        thing: ["air con", "ac", "cassette", "hvac", "air conditioning"],
        problem: ["drip", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "mens-showers-cold",
        at: [6],
        thing: ["shower"],
        problem: ["cold", "no hot", "not", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "mens-floor-tiles-cracked",
        at: [8],
        thing: ["tile", "floor"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "mens-shower-drain-slow",
        at: [9],
        thing: ["drain", "shower"],
        problem: ["slow", "sluggish", "pool", "block", "drain"],
        priority: "MEDIUM",
      },
      {
        id: "studio-fire-exit-blocked",
        at: [10, 11],
        thing: ["fire exit", "exit", "fire door"],
        problem: ["block", "obstruct", "bike", "clear"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "studio-mirror-cracked",
        at: [12, 13],
        thing: ["mirror"],
        problem: ["crack", "broken"],
        priority: "LOW",
      },
      {
        id: "car-park-barrier-wont-lift",
        at: [16, 18],
        thing: ["barrier"],
        problem: ["lift", "won't", "not", "fail", "fault", "work"],
        priority: "MEDIUM",
      },
      {
        id: "speed-bump-paint-worn",
        at: [17, 18],
        thing: ["speed bump", "bump", "paint"],
        problem: ["worn", "wear", "faded", "paint"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "i09-uk-hotel-corridor-rooms",
    half: "tune",
    lines: [
      "Third floor at the Grand Western, corridor plus rooms 304 and 312, housekeeping's with me.", // 0
      "Corridor, the fire door at the lift lobby has been wedged open with a folded bit of cardboard.", // 1
      "I've pulled the wedge and it shuts, but someone keeps doing it, it was the same last week.", // 2
      "Runner's worn through to the backing outside 306 and the edge is frayed.", // 3
      "Bit of a lip to catch your heel on, medium, next few weeks.", // 4
      "Emergency lights along the corridor, did the test key, every one came on.", // 5
      "304, late checkout, guest's cases are still in here, so I'm not going near the wardrobe.", // 6
      "Bathroom, the bath isn't draining, there's an inch of water just sitting in it.", // 7
      "Extractor in there is silent, no pull whatsoever.", // 8
      "TV, kettle, minibar all behave.", // 9
      "The carbon monoxide, no sorry, the smoke detector on the ceiling has a shower cap pulled over it.", // 10
      "Somebody wanted a crafty cigarette, I'd guess, get it off and check the room.", // 11
      "312, the connecting door through to 314 won't lock from this side, the thumbturn just spins.", // 12
      "Guests' safety, so that's urgent.", // 13
      "Radiator's hot, window restrictor's on, curtains fine.", // 14
      "Scuffs on the wall behind the headboard, and a coffee stain on the armchair.", // 15
      "Both cosmetic, low, add them to the refurb schedule.", // 16
      "The shower in 312 that was dripping at the last audit has had a new cartridge, dry as a bone.", // 17
      "That's the floor done.", // 18
    ],
    findings: [
      {
        id: "lobby-fire-door-wedged",
        at: [1, 2],
        thing: ["fire door", "door"],
        problem: ["wedge", "propped", "open", "held"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "corridor-runner-worn",
        at: [3, 4],
        thing: ["runner", "carpet"],
        problem: ["worn", "fray", "lip", "trip", "wear"],
        priority: "MEDIUM",
      },
      {
        id: "304-bath-not-draining",
        at: [7],
        thing: ["bath", "drain"],
        problem: ["drain", "block", "slow", "not", "standing", "sitting"],
        priority: "MEDIUM",
      },
      {
        id: "304-extractor-dead",
        at: [8],
        thing: ["extractor", "fan", "extract"],
        problem: ["silent", "dead", "not", "no pull", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "304-smoke-detector-covered",
        at: [10, 11],
        thing: ["smoke detector", "detector", "smoke alarm", "alarm"],
        problem: ["cover", "cap", "obstruct", "block"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "312-connecting-door-lock",
        at: [12, 13],
        thing: ["connecting door", "door", "lock", "thumbturn"],
        problem: ["lock", "spin", "won't", "fail", "secur", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "312-headboard-wall-scuffs",
        at: [15, 16],
        thing: ["wall", "scuff", "headboard"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "312-armchair-stain",
        at: [15, 16],
        thing: ["armchair", "chair"],
        problem: ["stain", "coffee", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i10-uk-student-block-kitchen",
    half: "heldout",
    lines: [
      "Block C, flat 6 kitchen at Elmfield halls, six of them share this.", // 0
      "Honestly it's tidier than I expected, nothing to say on hygiene.", // 1
      "Hob, the front left ring won't go off, it keeps glowing with the knob turned to zero.", // 2
      "I've killed it at the cooker switch, but it needs an electrician today.", // 3
      "Toaster, air fryer, microwave on the side, all the students' own.", // 4
      "Fire blanket's on the wall, in date, tabs intact.", // 5
      "Heat detector on the ceiling, um, someone's tied a sock round it.", // 6
      "I can't reach it without steps, so get someone up there to take it off today, and report it to the warden as tampering.", // 7
      "Under the sink the waste pipe has come apart at the joint, run the tap and it pours straight into the cupboard.", // 8
      "The fridge freezer door seal's split along the bottom.", // 9
      "That fridge is on the university's inventory, it's ours.", // 10
      "Three of the cupboard doors are hanging off their hinges.", // 11
      "Seal and the cupboards, medium, next maintenance round.", // 12
      "Estates fixed the window that was stuck shut last term, opens and closes fine now.", // 13
      "Extractor works.", // 14
      "Where the lino meets the corridor carpet at the door, the edge has lifted right up.", // 15
      "That's a trip, I want it stuck down straight away.", // 16
      "Grease splatter on the wall by the bin and a few drawing pin holes, cosmetic, summer repaint.", // 17
      "Done with C6.", // 18
    ],
    findings: [
      {
        id: "hob-ring-wont-switch-off",
        at: [2, 3],
        thing: ["hob", "ring", "cooker"],
        problem: ["won't", "off", "glow", "stuck", "fault", "fail", "switch"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "heat-detector-covered",
        at: [6, 7],
        thing: ["heat detector", "detector", "alarm"],
        problem: ["cover", "sock", "tamper", "obstruct"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-waste-pipe-apart",
        at: [8],
        thing: ["waste", "pipe", "sink"],
        problem: ["apart", "leak", "pour", "disconnect", "joint", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "fridge-door-seal-split",
        at: [9, 10, 12],
        thing: ["fridge", "seal", "freezer"],
        problem: ["split", "seal", "torn", "damag", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "cupboard-doors-hinges",
        at: [11, 12],
        thing: ["cupboard", "door", "hinge"],
        problem: ["hinge", "hanging", "off", "broken", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "lino-edge-lifted",
        at: [15, 16],
        thing: ["lino", "floor", "vinyl"],
        problem: ["lift", "edge", "trip", "raised", "up"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bin-wall-marks",
        at: [17],
        thing: ["wall"],
        problem: ["grease", "splat", "mark", "hole", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i11-uk-coworking-floor",
    half: "tune",
    lines: [
      "Level two, the Hive coworking space, I'm with Ben who runs the community side.", // 0
      "Hot desks, monitors, the coffee machine, all of that is the operator's fit-out, not the building's.", // 1
      "Floor box under the desks by the window has lost its lid, the sockets are sitting open and there's a lead trailing across the walkway.", // 2
      "Tape it off and get a new lid on today.", // 3
      "The LED panel over the phone booths is strobing.", // 4
      "Ben says it's giving people headaches, so medium, get it changed.", // 5
      "Air con's holding at twenty-one, and Ben says no complaints since the filters were changed.", // 6
      "Meeting room B, there's a stain on one ceiling tile, looks old, it's dry.", // 7
      "The tile next to it is sagging though, hang on, let me push it, yep, that one's wet.", // 8
      "So something above is leaking now, get the FM to check the riser and the kitchen upstairs asap.", // 9
      "Kitchenette, boiling water tap works, dishwasher's fine.", // 10
      "The bin store door in the kitchenette won't latch, it drifts open.", // 11
      "Accessible loo, the emergency pull cord's been looped up over the grab rail out of reach.", // 12
      "That's a safety thing, cut it down today.", // 13
      "Otherwise it's fine in there, grab rails are solid.", // 14
      "Back stair, the fire stair, it's clear and the doors close.", // 15
      "A couple of carpet tiles in front of the kitchenette are stained.", // 16
      "And the frosted film on the meeting room glass is peeling at the corners.", // 17
      "Carpet and the film, no rush at all.", // 18
      "Ben, anything else? He says the lift was out last month but it's been serviced and it's behaving.", // 19
      "Great, that's level two.", // 20
    ],
    findings: [
      {
        id: "floor-box-lid-missing",
        at: [2, 3],
        thing: ["floor box", "box", "socket", "lid"],
        problem: ["lid", "missing", "open", "exposed", "trail", "lead"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "phone-booth-led-flicker",
        at: [4, 5],
        thing: ["led", "panel", "light"],
        problem: ["strob", "flicker", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "meeting-room-b-ceiling-leak",
        at: [7, 8, 9],
        thing: ["ceiling", "tile"],
        problem: ["leak", "wet", "sag", "stain", "water", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bin-store-door-wont-latch",
        at: [11],
        thing: ["door", "latch", "bin store"],
        problem: ["latch", "open", "won't", "drift", "catch"],
        priority: "MEDIUM",
      },
      {
        id: "accessible-loo-pull-cord",
        at: [12, 13],
        thing: ["pull cord", "cord", "alarm"],
        problem: ["tied", "loop", "out of reach", "reach", "up"],
        priority: "HIGH",
      },
      {
        id: "kitchenette-carpet-tiles-stained",
        at: [16, 18],
        thing: ["carpet"],
        problem: ["stain", "mark", "dirty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "meeting-room-film-peeling",
        at: [17, 18],
        thing: ["film", "manifestation", "glass", "frosting"],
        problem: ["peel", "lift"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i12-uk-care-home-corridor",
    half: "heldout",
    lines: [
      "Willow Court care home, ground floor east corridor, with Sandra who leads on maintenance.", // 0
      "I've gone the whole length of the corridor tugging on the handrails and every one's firm.", // 1
      "Room 8's door, which is a fire door, has had its closer unhooked so it stays open for Mrs Hale.", // 2
      "Either reconnect it or fit a proper magnetic hold-open linked to the alarm, but it can't stay like that.", // 3
      "Her furniture and photos are all hers, the family brought them in.", // 4
      "Nurse call in 8, pressed it, buzzed at the station, good.", // 5
      "Corridor floor by the sluice room, the vinyl's split at the seam and the edge has lifted.", // 6
      "With walking frames going over that it's dangerous, so today.", // 7
      "Sluice room, the macerator grinds away and doesn't finish its cycle.", // 8
      "Medium, get the engineer in this week.", // 9
      "Radiator at the lounge end is cold top and bottom, all the others are hot.", // 10
      "Sandra says they've bled it twice already.", // 11
      "Room 11, ground floor, the window's locking handle doesn't do anything, you can open it right up.", // 12
      "Corridor wall's scuffed the full length at trolley height.", // 13
      "Paint's chipped on the door frames too.", // 14
      "Those two, the scuffs and the frames, cosmetic, decorator, low.", // 15
      "The leak from the assisted bathroom that came through the ceiling in January was a failed joint, it's been replaced and the ceiling's made good.", // 16
      "Emergency lighting test last week all passed, Sandra's got the log.", // 17
      "Right, that's east corridor.", // 18
    ],
    findings: [
      {
        id: "room-8-fire-door-closer-off",
        at: [2, 3],
        thing: ["fire door", "door", "closer"],
        problem: ["closer", "unhook", "disconnect", "open", "propped", "held"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sluice-corridor-vinyl-lifted",
        at: [6, 7],
        thing: ["vinyl", "floor"],
        problem: ["split", "lift", "trip", "seam", "raised"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sluice-macerator-fault",
        at: [8, 9],
        thing: ["macerator"],
        problem: ["grind", "cycle", "fault", "not", "fail", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-radiator-cold",
        at: [10, 11],
        thing: ["radiator", "rad"],
        problem: ["cold", "not", "no heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "room-11-window-wont-lock",
        at: [12],
        thing: ["window", "handle", "lock"],
        problem: ["lock", "won't", "not", "fail", "secur", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "corridor-wall-scuffs",
        at: [13, 15],
        thing: ["wall", "scuff"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "door-frames-chipped",
        at: [14, 15],
        thing: ["frame", "door", "paint"],
        problem: ["chip", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i13-us-rural-cottage-barn",
    half: "tune",
    lines: [
      "Okay, this is the Miller place out on County Road 9, the cottage plus the barn and the pump house.", // 0
      "The Garzas are both at work, I've got the key from the lockbox.", // 1
      "Front stoop, the second step's rotted out, my boot went halfway through it.", // 2
      "Nobody uses that till it's rebuilt, I'm putting a sheet of plywood over it for now.", // 3
      "Inside, I bumped the thermostat and the furnace kicked on, warm air at every register.", // 4
      "Kitchen, the GFCI by the sink won't reset, you push the button, it clicks, nothing.", // 5
      "That's the one protecting the counter, so I'd call it urgent.", // 6
      "Faucet's fine, no drips, good pressure.", // 7
      "The canning jars and the chest freezer on the porch are theirs.", // 8
      "Hallway closet ceiling has a brown stain about the size of a dinner plate, dry to the touch.", // 9
      "Up in the attic above it, the boot around the plumbing vent stack is cracked, that's likely where it came from.", // 10
      "Stain and the vent boot, get the roofer for both, next couple of weeks.", // 11
      "Bathroom, the toilet rocks on the floor, I'd guess the wax ring's gone.", // 12
      "The water heater that was leaking last spring got replaced, new one's dated this year, pan underneath is dry.", // 13
      "Out to the barn.", // 14
      "The big sliding door has jumped its top track and it's leaning on the frame.", // 15
      "That thing weighs a ton, if it drops it'll flatten somebody, rope it off today.", // 16
      "Tin roof's fine, no holes, no daylight from inside.", // 17
      "Pump house, pressure tank's holding at forty, pump isn't short cycling.", // 18
      "There's an extension cord running live from the barn to the pump house across the grass, chewed through to the copper in one spot.", // 19
      "It's the Garzas' cord for their heat lamp, but it's damaged and it's on our property, so I'm flagging it anyway.", // 20
      "Peeling paint on the barn trim, cosmetic, put it on the someday list.", // 21
      "Alright, that's the Miller place.", // 22
    ],
    findings: [
      {
        id: "front-stoop-step-rotted",
        at: [2, 3],
        thing: ["step", "stoop", "stair", "tread"],
        problem: ["rot", "broken", "through", "fail", "rebuild"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kitchen-gfci-wont-reset",
        at: [5, 6],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["reset", "won't", "fail", "not", "dead", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "closet-ceiling-stain",
        at: [9, 11],
        thing: ["ceiling", "stain"],
        problem: ["stain", "mark", "water"],
        priority: "MEDIUM",
      },
      {
        id: "vent-stack-boot-cracked",
        at: [10, 11],
        thing: ["boot", "vent", "stack", "flashing"],
        problem: ["crack", "damag", "leak", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-toilet-rocking",
        at: [12],
        thing: ["toilet"],
        problem: ["rock", "loose", "wobbl", "wax", "move"],
        priority: "MEDIUM",
      },
      {
        id: "barn-sliding-door-off-track",
        at: [15, 16],
        thing: ["sliding door", "door", "track"],
        problem: ["track", "off", "jump", "lean", "derail", "fall"],
        priority: "HIGH",
      },
      {
        id: "extension-cord-damaged",
        at: [19, 20],
        thing: ["extension cord", "cord", "cable"],
        problem: ["chew", "damag", "exposed", "live", "bare", "copper"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "barn-trim-paint-peeling",
        at: [21],
        thing: ["trim", "paint"],
        problem: ["peel", "flak", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i14-us-new-build-punch-list",
    half: "heldout",
    lines: [
      "Lot 112, Willow Creek, final walk with the builder's super before closing.", // 0
      "The cracked tile in the entry from the pre-drywall walk has been swapped out, looks good.", // 1
      "Front door, deadbolt throws, weatherstripping seals, no light showing around it.", // 2
      "Living room, there's a nail pop in the drywall above the fireplace and another one by the stairs.", // 3
      "Couple of spots where the paint's thin over the tape joints too.", // 4
      "Drywall stuff, minor, punch list, low.", // 5
      "Kitchen, the dishwasher drain line isn't clamped and it's leaking under the sink, there's water sitting on the cabinet floor.", // 6
      "Super says it's condensation, it isn't, it's dripping off the end of the hose.", // 7
      "Range hood vents outside, I checked the flap on the siding and it moves.", // 8
      "Hallway closet light won't come on, the switch does nothing.", // 9
      "Half bath, the outlet next to the vanity isn't GFCI and it's maybe two feet from the sink.", // 10
      "That gets fixed before closing, it's a safety thing.", // 11
      "Upstairs, the HVAC return in the primary bedroom isn't pulling, every other room's fine.", // 12
      "Primary shower, hot water in about ten seconds, good pressure, drain's quick.", // 13
      "The guardrail on the loft overlook moved a good inch at the post when I leaned on it.", // 14
      "That's a big drop, it needs blocking before anybody moves in.", // 15
      "Bedroom three window's missing its screen, not a big deal, low.", // 16
      "Garage, the door into the house is supposed to self-close, and it doesn't, it just sits open.", // 17
      "Driveway's got a hairline crack across the apron, not lifted, cosmetic, note it as low.", // 18
      "The mailbox and the landscaping are the buyers' upgrades through another contractor, not on our list.", // 19
      "That's the punch list for now.", // 20
    ],
    findings: [
      {
        id: "living-room-nail-pops",
        at: [3, 5],
        thing: ["nail pop", "nail", "drywall"],
        problem: ["pop"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "tape-joints-thin-paint",
        at: [4, 5],
        thing: ["paint", "tape joint", "joint"],
        problem: ["thin", "show", "touch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dishwasher-drain-leak",
        at: [6, 7],
        thing: ["dishwasher", "drain line", "hose", "drain"],
        problem: ["leak", "drip", "water", "clamp"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hall-closet-light-dead",
        at: [9],
        thing: ["light", "closet", "switch"],
        problem: ["won't", "not", "dead", "fail", "work", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "half-bath-outlet-not-gfci",
        at: [10, 11],
        thing: ["outlet", "gfci", "receptacle"],
        problem: ["gfci", "not", "missing", "unprotected", "no"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "primary-bedroom-hvac-return",
        at: [12],
        thing: ["hvac", "return", "vent"],
        problem: ["pull", "not", "weak", "airflow", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "loft-guardrail-loose",
        at: [14, 15],
        thing: ["guardrail", "rail", "post", "balustrade"],
        problem: ["loose", "move", "wobbl", "block", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom-three-screen-missing",
        at: [16],
        thing: ["screen", "window"],
        problem: ["missing", "no"],
        priority: "LOW",
      },
      {
        id: "garage-house-door-not-closing",
        at: [17],
        thing: ["door", "self-close", "closer"],
        problem: ["close", "open", "not", "fail", "won't"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "driveway-apron-crack",
        at: [18],
        thing: ["crack", "driveway", "apron"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "i15-uk-budget-hotel-floor",
    half: "tune",
    lines: [
      "Right, Travelstop, first floor, corridor and rooms 112 and 118, the night manager's walking with me.", // 0
      "Corridor lighting's all good now, they had two dead fittings last month and both have been replaced.", // 1
      "The extinguisher by the stairs, um, the pin's gone and the gauge needle's down in the red.", // 2
      "Swap that tonight.", // 3
      "Stair door swings shut onto its latch, signage is fine.", // 4
      "112's occupied, guest's things everywhere, so I'm only doing the bathroom and the heater.", // 5
      "Wall heater's throwing out plenty of heat.", // 6
      "Bathroom, the toilet seat's snapped at the hinge.", // 7
      "Along the bottom of the shower screen the silicone's gone black and it's peeling away.", // 8
      "Those two, medium, next maintenance day.", // 9
      "118's empty, the window, second floor so to speak, no, it's first floor, anyway someone's snapped the restrictor off and it opens all the way.", // 10
      "That room comes off sale till a new one's fitted.", // 11
      "Socket behind the bedside table, the plug in it is charred and there's a scorch mark up the plate.", // 12
      "Guest before probably had a dodgy charger, but the socket's had it.", // 13
      "TV bracket's firm, kettle works, the AC remote works.", // 14
      "Small burn mark in the carpet by the desk.", // 15
      "The ceiling stain in 118 from the overflow upstairs last time was painted out and hasn't come back.", // 16
      "Curtain track's come off the wall at one end, the curtain's drooping.", // 17
      "Low, it still draws across.", // 18
      "Okay, that's the first floor.", // 19
    ],
    findings: [
      {
        id: "stairs-extinguisher-discharged",
        at: [2, 3],
        thing: ["extinguisher"],
        problem: ["pin", "red", "gauge", "discharg", "empty", "low", "replac", "swap", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "112-toilet-seat-snapped",
        at: [7, 9],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["snap", "broken", "hinge", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "112-shower-silicone-black",
        at: [8, 9],
        thing: ["silicone", "sealant", "shower"],
        problem: ["black", "mould", "mold", "peel", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "118-window-restrictor-snapped",
        at: [10, 11],
        thing: ["restrictor", "window"],
        problem: ["snap", "broken", "missing", "off", "open"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "118-socket-scorched",
        at: [12, 13],
        thing: ["socket", "plug", "outlet"],
        problem: ["char", "scorch", "burn", "damag"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "118-carpet-burn",
        at: [15],
        thing: ["carpet"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "118-curtain-track-off",
        at: [17, 18],
        thing: ["curtain", "track"],
        problem: ["off", "loose", "droop", "detach", "come", "fall"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "i16-us-coworking-suite",
    half: "heldout",
    lines: [
      "Suite 400, the coworking floor, walking it with Dana from the tenant's ops team.", // 0
      "The desks, phone pods, even the kombucha tap, that's Dana's company's build-out, not base building.", // 1
      "Open area, the HVAC's blowing warm, it's meant to be cooling and the thermostat says eighty-one.", // 2
      "They've got two hundred people in today, so that's urgent.", // 3
      "Breaker panel in the electrical closet, one breaker's warm to the touch, label says kitchenette circuit.", // 4
      "Dana says it's tripped twice this week, whenever the microwave and the espresso machine run together.", // 5
      "Outlets on the columns, I checked each with my tester, all live and wired right.", // 6
      "Ceiling tile by the window wall is stained, old, dry, been there a while.", // 7
      "Men's restroom, the sensor faucet on the end sink runs nonstop, won't shut off.", // 8
      "In the women's, Dana tells me the hand dryer's dead.", // 9
      "Faucet and the dryer, medium, next work order.", // 10
      "The stairwell door that wasn't latching on the last walk has been adjusted, latches every time now.", // 11
      "Stairwell's clear, emergency lights tested, all on.", // 12
      "Exit sign at the east end, hmm, west end, sorry, it's dark, either the lamp or the battery's gone.", // 13
      "Kitchenette backsplash has a hairline crack in one tile.", // 14
      "And the drywall corner by the elevator lobby is dinged up from carts.", // 15
      "Both of those, cosmetic, no hurry.", // 16
      "Elevator lobby carpet's fine, nothing loose.", // 17
      "Okay, I'll send the list to Dana and the property manager.", // 18
    ],
    findings: [
      {
        id: "open-area-hvac-not-cooling",
        at: [2, 3],
        thing: ["hvac", "air", "cooling", "ac", "a/c"],
        problem: ["warm", "not", "fail", "cool", "hot", "fault"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "kitchenette-breaker-warm-tripping",
        at: [4, 5],
        thing: ["breaker", "panel", "circuit"],
        problem: ["warm", "hot", "trip", "overheat", "overload"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "window-wall-ceiling-tile-stain",
        at: [7],
        thing: ["ceiling", "tile", "stain"],
        problem: ["stain", "mark", "water"],
        priority: "MEDIUM",
      },
      {
        id: "mens-faucet-runs-nonstop",
        at: [8, 10],
        thing: ["faucet", "tap", "sink"],
        problem: ["run", "nonstop", "won't", "shut", "constant", "sensor"],
        priority: "MEDIUM",
      },
      {
        id: "womens-hand-dryer-dead",
        at: [9, 10],
        thing: ["hand dryer", "dryer"],
        problem: ["dead", "not", "fail", "broken", "work"],
        priority: "MEDIUM",
      },
      {
        id: "west-exit-sign-dark",
        at: [13],
        thing: ["exit sign", "sign", "exit"],
        problem: ["dark", "out", "not", "fail", "unlit", "dead", "battery", "lamp"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "backsplash-tile-crack",
        at: [14, 16],
        thing: ["backsplash", "tile"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "elevator-lobby-drywall-dinged",
        at: [15, 16],
        thing: ["drywall", "wall", "corner"],
        problem: ["ding", "dent", "damag", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
