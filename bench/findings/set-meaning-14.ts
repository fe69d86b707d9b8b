// Blind walkthroughs, set meaning-14 (written without seeing the extractor).
// UK lettings flavour: HMOs and student lets, offices over shops, a corner shop, a cafe, block communal
// areas, a bungalow for an older tenant, new-build snagging. A few lines from a US colleague (o12).
import type { Walkthrough } from "./types";

export const MEANING14_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "o01-uk-student-hmo-agent-in-a-hurry",
    half: "tune",
    lines: [
      "Right, quick one, 14 Tennyson Road, five-bed student HMO, I've got about twenty minutes before my next viewing.", // 0
      "Hallway, the fire door through to the kitchen has had its closer taken off, it just swings and stays wherever you leave it.", // 1
      "Someone's wedged it open with a rubber doorstop as well, classic.", // 2
      "Smoke alarm on the landing, pressed the test, good loud beep, fine.", // 3
      "Room 1, Josh's, his stuff's everywhere, not our problem, carpet underneath looks okay.", // 4
      "Room 2, cracked, the basin in the corner, hairline right across the bowl, not leaking yet.", // 5
      "Up to the top floor.", // 6
      "Room 4, the window restrictor's been snapped off, the sash goes all the way up and it's a long drop onto the bins.", // 7
      "Needs a new one on there this week, I'll get Dave round.", // 8
      "Shower room up here, the extractor fan doesn't do a thing when you pull the cord.", // 9
      "Black spotting all over the ceiling above the shower.", // 10
      "Going back to that extractor, the isolator outside the door was off, I flicked it on and still nothing.", // 11
      "Room 5, Priya's in, said hello, she says her radiator's been stone cold since Sunday.", // 12
      "Yeah, bled it, not warming at all, rest of the house is toasty, it's just that one rad, and that's her only heat in there so it's urgent.", // 13
      "Told her I'd have the heating engineer out tomorrow morning.", // 14
      "Back downstairs, kitchen, hob's fine, all four rings light, fridge freezer humming away.", // 15
      "Gas meter reads 04217 point 6, electric is 38812.", // 16
      "Worktop by the sink, the laminate's lifted at the joint, looks old and it's dry, just cosmetic, leave it for the summer refurb.", // 17
      "Back door, lock's fine, bolts top and bottom.", // 18
      "Garden, there's a mattress and half a dozen bin bags dumped by the fence, that's the tenants' mess, I'll email them to clear it.", // 19
      "Fire door closer and the restrictor are today's jobs, the basin can go on the normal list.", // 20
      "Done, off to the next one.", // 21
    ],
    findings: [
      {
        id: "kitchen-fire-door-closer-removed",
        at: [1, 2, 20],
        thing: ["fire door", "door", "closer"],
        problem: [
          "closer",
          "missing",
          "removed",
          "taken off",
          "wedg",
          "swing",
          "close",
          "self-clos",
          "propped",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "room2-basin-cracked",
        at: [5, 20],
        thing: ["basin", "sink", "wash"],
        problem: ["crack", "hairline"],
        priority: "MEDIUM",
      },
      {
        id: "room4-window-restrictor-snapped",
        at: [7, 8, 20],
        thing: ["restrictor", "window", "sash"],
        problem: ["restrictor", "snap", "broken", "missing", "off", "drop", "fit", "need"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-room-extractor-dead",
        at: [9, 11],
        thing: ["extractor", "fan", "ventilat"],
        problem: ["not work", "doesn", "nothing", "dead", "fail", "broken", "work"],
        priority: "MEDIUM",
      },
      {
        id: "shower-room-ceiling-mould",
        at: [10],
        thing: ["mould", "mold", "black spot", "spotting", "ceiling"],
        priority: "MEDIUM",
      },
      {
        id: "room5-radiator-cold",
        at: [12, 13, 14],
        thing: ["radiator", "rad", "heating", "heat"],
        problem: ["cold", "not warm", "no heat", "warm", "heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "kitchen-worktop-laminate-lifted",
        at: [17],
        thing: ["worktop", "laminate", "counter"],
        problem: ["lift", "swollen", "swell", "damag", "peel", "joint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "o02-uk-offices-over-shops-surveyor",
    half: "heldout",
    lines: [
      "Survey notes, 22 to 24 Market Street, first and second floor offices over the parade. Eleven fifteen.", // 0
      "Access via the rear stair off the service yard.", // 1
      "Rear entrance door. Cylinder loose in the door, turns with the key but the bolt doesn't throw.", // 2
      "Door cannot be secured. Urgent. Locksmith today.", // 3
      "Stair. Treads sound. Handrail on the return, brackets pulled out of the plaster, rail moves about fifty mil.", // 4
      "Refix. Same day if possible.", // 5
      "First floor, suite A. Occupied, accountants, staff present, no access to the server cupboard, noted.", // 6
      "Ceiling tiles, two stained by the window, old, dry, moisture meter reads normal.", // 7
      "Replace tiles at next redecoration.", // 8
      "Kitchenette. Water heater under the sink, sixty degrees at the tap. Satisfactory.", // 9
      "Floor box by desk four, cover missing, sockets hanging loose on their flex.", // 10
      "Desk cables run straight across it. Isolate.", // 11
      "Second floor, suite B. Vacant.", // 12
      "Windows. Secondary glazing panel, left bay, cracked across the lower pane.", // 13
      "Radiators all warm. Boiler in the loft cupboard, pressure one point two bar.", // 14
      "WC. Cistern runs continuously after flushing, into the pan, not overflowing.", // 15
      "Likely float valve. Routine.", // 16
      "Roof access hatch from the landing. Not opened, no ladder on site. Revisit.", // 17
      "Meter cupboard, landlord's electric supply reading 55102.", // 18
      "Rear elevation. Downpipe from the valley gutter, joint split, water discharging down the brickwork when it rains.", // 19
      "Green staining to the bricks below. Medium, before winter.", // 20
      "End of notes.", // 21
    ],
    findings: [
      {
        id: "rear-door-cylinder-loose",
        at: [2, 3],
        thing: ["door", "lock", "cylinder", "bolt"],
        problem: ["loose", "secur", "lock", "throw", "fail", "bolt"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-handrail-brackets-pulled",
        at: [4, 5],
        thing: ["handrail", "rail", "bracket", "banister"],
        problem: ["loose", "pulled", "moves", "bracket", "refix", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "suite-a-ceiling-tiles-stained",
        at: [7, 8],
        thing: ["ceiling", "tile"],
        problem: ["stain", "mark", "replace", "discolour"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "floor-box-cover-missing",
        at: [10, 11],
        thing: ["floor box", "socket", "cover", "electric", "outlet"],
        problem: ["cover", "missing", "loose", "hanging", "exposed", "isolat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "secondary-glazing-cracked",
        at: [13],
        thing: ["glazing", "pane", "window", "glass"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "wc-cistern-running",
        at: [15, 16],
        thing: ["cistern", "toilet", "wc", "float", "flush"],
        problem: ["run", "continu", "float", "valve"],
        priority: "MEDIUM",
      },
      {
        id: "rear-downpipe-joint-split",
        at: [19, 20],
        thing: ["downpipe", "pipe", "gutter", "rainwater"],
        problem: ["split", "joint", "leak", "discharg", "water", "stain"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "o03-uk-block-communal-chatty-caretaker",
    half: "tune",
    lines: [
      "Morning, so this is Marlowe Court, I've been caretaker here eleven years now, you get to know every creak and rattle.", // 0
      "We'll start at the bin store round the side, mind the puddle there.", // 1
      "Bin store door, the closer arm's bent so it doesn't latch, and the foxes have been in, look at the state of it.", // 2
      "My wife says I should've been a vet the way I go on about those foxes, anyway, where was I.", // 3
      "Light in there's on a sensor, comes on as you walk in, that's fine.", // 4
      "Main entrance now, the entry phone for flat 9 buzzes upstairs but the door release doesn't open the door.", // 5
      "Mrs Okafor in 9 has been coming all the way down to let her visitors in, she's not best pleased.", // 6
      "Stairwell, the nosing on the fourth step up to the first floor has come loose, it clacks when you tread on it.", // 7
      "Somebody'll go flying on that, honestly, I'd want it done this week.", // 8
      "First floor landing, emergency light's showing green, the contractors tested them all last month.", // 9
      "Between first and second there's graffiti on the wall again, felt pen, kids off the estate I reckon, it's only cosmetic.", // 10
      "Second floor lift lobby, the lift came down fine, doors are a touch slow but the engineer says that's within normal.", // 11
      "Now then, the window in this lobby, water comes in along the top of the frame when it rains, it was dripping on the sill first thing and there's a puddle there now.", // 12
      "I've put a towel down, best I can do till somebody looks at it.", // 13
      "Going back to the bin store, I meant to say, the drain in the floor's blocked as well, that's why it's always swimming.", // 14
      "Up the last flight to the roof access.", // 15
      "The padlock's gone off the roof hatch, there's just the hasp, anybody could get up there.", // 16
      "I've tied it with a cable tie for now but that's no good really, is it.", // 17
      "Flat roof looks alright from the hatch, no ponding that I can see.", // 18
      "Communal electric meter's in the cupboard by the lift, reading 71934.", // 19
      "Oh, and the carpet on the top landing is fraying at the edge by flat 12, it's flat though, not a trip, just tatty, it's been like that since I started.", // 20
      "That's the lot, I'll put the kettle on if you fancy one.", // 21
    ],
    findings: [
      {
        id: "bin-store-door-closer-bent",
        at: [2],
        thing: ["door", "closer", "bin store"],
        problem: ["bent", "latch", "closer", "shut", "close"],
        priority: "MEDIUM",
      },
      {
        id: "flat9-entry-phone-release",
        at: [5, 6],
        thing: ["entry phone", "door release", "intercom", "release", "entry"],
        problem: ["release", "doesn", "not open", "fail", "work", "open"],
        priority: "MEDIUM",
      },
      {
        id: "stair-nosing-loose",
        at: [7, 8],
        thing: ["nosing", "step", "stair", "tread"],
        problem: ["loose", "clack", "come", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stairwell-graffiti",
        at: [10],
        thing: ["graffiti", "wall"],
        problem: ["graffiti", "pen", "mark", "vandal"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lobby-window-water-ingress",
        at: [12, 13],
        thing: ["window", "frame", "sill"],
        problem: ["leak", "water", "drip", "ingress", "puddle", "coming in"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bin-store-floor-drain-blocked",
        at: [14],
        thing: ["drain", "gully", "bin store"],
        problem: ["block", "wet", "standing", "swimming"],
        priority: "MEDIUM",
      },
      {
        id: "roof-hatch-padlock-missing",
        at: [16, 17],
        thing: ["hatch", "padlock", "roof access", "lock"],
        problem: ["missing", "gone", "padlock", "secur", "lock", "hasp", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "top-landing-carpet-fraying",
        at: [20],
        thing: ["carpet"],
        problem: ["fray", "tatty", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "o04-uk-bungalow-older-tenant-housing-officer",
    half: "heldout",
    lines: [
      "This is 3 Primrose Close, the bungalow, Mrs Hale's, she's eighty-four and she's in, she's made us a pot of tea.", // 0
      "Front door first, the, sorry, the back door, the back door's the one she actually uses, and the key sticks in the lock, she has to jiggle it for ages.", // 1
      "It does lock in the end, I tried it three times, but with her hands it's a real struggle.", // 2
      "Grab rail by the front step, that's solid, we fitted it in the spring, no problem there.", // 3
      "Living room, the electric fire's hers, not ours, she's had it years.", // 4
      "Her pendant alarm's by the chair, tested it, the call centre answered straight away.", // 5
      "Bathroom, the bath, sorry, the shower seat, the fold-down seat in the wet room, one of its hinges has pulled away from the wall and it drops when she sits on it.", // 6
      "It drops on one side, I mean, it tilts, that's a fall waiting to happen, so that's today.", // 7
      "The wet room floor is draining fine now, that was sorted last visit.", // 8
      "Kitchen, the cooker hood light doesn't come on, the fan does, just the light.", // 9
      "The hot tap at the sink is, the hot tap, no, the cold one, the cold tap drips all the time, she's put a cloth in the sink to stop the noise.", // 10
      "Probably only a washer, routine.", // 11
      "Back bedroom, she says it's chilly in there, the radiator's warm at the top and cold at the bottom, no, the other way round, warm at the bottom, cold at the top.", // 12
      "I've no bleed key on me, so that's one for the heating team, routine as well.", // 13
      "Smoke alarm in the hall, I pressed the button and nothing, not a chirp, and the one in the kitchen's the same.", // 14
      "Neither of them, neither alarm works, I'm getting the electricians out today, she can't be without.", // 15
      "Outside, the path down the side, one slab is rocking and it's lifted about an inch at the corner.", // 16
      "She goes down there with her frame to the bins, so that's urgent.", // 17
      "Back fence, a panel's blown down and it's lying on the lawn, not urgent, it can go on the planned list.", // 18
      "Gas meter's in the box outside, 11408, electric reading, hang on, 60271, no, 60217.", // 19
      "Told Mrs Hale someone will ring her this afternoon about the alarms and the seat.", // 20
      "Right, lovely, that's Primrose Close done.", // 21
    ],
    findings: [
      {
        id: "back-door-lock-sticking",
        at: [1, 2],
        thing: ["door", "lock", "key"],
        problem: ["stick", "jiggle", "struggl", "stiff"],
        priority: "MEDIUM",
      },
      {
        id: "wet-room-seat-hinge-pulled",
        at: [6, 7, 20],
        thing: ["seat", "shower seat", "hinge"],
        problem: ["hinge", "pulled", "drop", "tilt", "loose", "away", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "cooker-hood-light-out",
        at: [9],
        thing: ["cooker hood", "hood", "light", "extractor"],
        problem: ["doesn", "not", "light", "work", "bulb", "out"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-cold-tap-dripping",
        at: [10, 11],
        thing: ["tap", "faucet"],
        problem: ["drip", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "back-bedroom-radiator-needs-bleeding",
        at: [12, 13],
        thing: ["radiator", "rad"],
        problem: ["cold", "lukewarm", "air", "bleed", "chilly"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarms-not-working",
        at: [14, 15, 20],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["nothing", "not work", "dead", "fail", "work", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "side-path-slab-rocking",
        at: [16, 17],
        thing: ["slab", "path", "paving"],
        problem: ["rock", "lift", "loose", "uneven", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "back-fence-panel-down",
        at: [18],
        thing: ["fence", "panel"],
        problem: ["blown", "down", "fallen", "lying"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "o05-uk-new-build-snagging-surveyor",
    half: "tune",
    lines: [
      "Snagging inspection, plot 27, Meadowgate phase two, handover due Friday. Site manager accompanying.", // 0
      "Front door. Threshold fine. Leaf catches on the head of the frame when closing, needs easing. Locks once pushed home.", // 1
      "Hall. Gloss to the skirting, runs and drips throughout, poor finish.", // 2
      "Cupboard under the stairs. Consumer unit labelled, RCD test button trips correctly.", // 3
      "Kitchen. Wall unit left of the hob, door misaligned, sits about five mil proud of its neighbour.", // 4
      "Under the sink, compression fitting on the cold supply is wet, bead of water forming and dropping.", // 5
      "Tightened it a quarter turn, still weeping. Plumber before handover.", // 6
      "Cooker hood operational on all three speeds.", // 7
      "Downstairs WC. Basin not sealed to the wall, gap behind, no silicone at all.", // 8
      "Stairs. Balustrade, the newel post at the top moves when pushed, fixings inadequate.", // 9
      "Unsafe as it is. Priority high.", // 10
      "Landing. Loft hatch fine, insulation laid.", // 11
      "Bedroom one. Window restrictor fitted and working. Trickle vent cover missing on the left frame. Low priority.", // 12
      "Bedroom two. Scuffs on the wall by the door, plaster dinged at the corner bead.", // 13
      "En suite. Shower tray has no fall to the waste, water sits at the front edge after running.", // 14
      "Left standing there about a centimetre deep, doesn't clear.", // 15
      "Bathroom. All good. Bath filled and drained, no leaks.", // 16
      "External. Rear garden, turf laid. Outside tap drips from the spindle when turned off.", // 17
      "Meter readings at handover, electric 00041, gas 00003 point 2.", // 18
      "Going back to the kitchen fitting. Site manager says the plumber's on site this afternoon, will confirm.", // 19
      "End of snag list, plot 27.", // 20
    ],
    findings: [
      {
        id: "front-door-catching-frame",
        at: [1],
        thing: ["door", "leaf"],
        problem: ["catch", "eas", "bind", "stick", "rub"],
        priority: "MEDIUM",
      },
      {
        id: "hall-skirting-paint-runs",
        at: [2],
        thing: ["skirting", "paint", "gloss"],
        problem: ["run", "drip", "finish", "poor"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-wall-unit-door-misaligned",
        at: [4],
        thing: ["unit", "door", "cupboard", "cabinet"],
        problem: ["misalign", "proud", "align", "adjust"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sink-cold-supply-fitting-leak",
        at: [5, 6, 19],
        thing: ["fitting", "pipe", "supply", "sink", "compression", "plumb"],
        problem: ["wet", "leak", "weep", "water", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "wc-basin-not-sealed",
        at: [8],
        thing: ["basin", "sink", "seal", "silicone"],
        problem: ["seal", "gap", "silicone", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "newel-post-loose",
        at: [9, 10],
        thing: ["newel", "post", "balustrade", "banister", "handrail"],
        problem: ["move", "loose", "fix", "unsafe", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom1-trickle-vent-cover-missing",
        at: [12],
        thing: ["trickle vent", "vent", "cover"],
        problem: ["missing", "cover"],
        priority: "LOW",
      },
      {
        id: "bedroom2-wall-scuffs",
        at: [13],
        thing: ["wall", "plaster", "corner bead", "bead"],
        problem: ["scuff", "ding", "damag", "dent", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ensuite-tray-no-fall",
        at: [14, 15],
        thing: ["shower tray", "tray", "shower", "waste"],
        problem: ["fall", "standing", "water", "sits", "pond", "drain", "clear"],
        priority: "MEDIUM",
      },
      {
        id: "outside-tap-dripping",
        at: [17],
        thing: ["tap", "outside tap", "spindle"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "o06-uk-corner-shop-flat-over-agent",
    half: "heldout",
    lines: [
      "Okay, Kirby Street corner shop plus the flat over, quick look, Sunita's behind the till so we'll work round the customers.", // 0
      "Shop floor, the chiller cabinets are hers, all humming away, not our kit.", // 1
      "The roller shutter out front, the motor goes but it stops halfway down and won't go any further.", // 2
      "She's been padlocking the door and leaving it half up overnight, that's not on, I'll ring the shutter people now.", // 3
      "Ceiling in the stockroom at the back, there's a brown ring, she says it's been there since before her lease, dry to the touch.", // 4
      "Fuse board in the stockroom, cover's on, labels all there, good.", // 5
      "Stockroom door onto the alley, lock's good, bar across, fine.", // 6
      "Customer loo, the hand dryer's dead, no lights, nothing.", // 7
      "Up the side stair to the flat now.", // 8
      "Stair light's on a timer and it goes off before you're at the top, ten seconds maybe.", // 9
      "Flat's empty, between tenants, good time to do bits.", // 10
      "Kitchen, the boiler's showing an F28 fault and there's no hot water at the taps, heating won't fire either.", // 11
      "Reset it twice, locks out straight away, needs a Gas Safe engineer today, we've got someone moving in Monday.", // 12
      "Living room, carpet's got a couple of burn marks by the window, old ones, cosmetic.", // 13
      "Bathroom, the silicone round the bath has gone black and it's peeling away.", // 14
      "Bedroom, the window won't open, the handle spins round and round without catching anything.", // 15
      "Electric meter for the flat, 19930, gas is 3321.", // 16
      "Going back to that shutter, Sunita reckons it's the limit switch, she had the same thing at her last place.", // 17
      "Right, shutter and boiler are today, everything else on the normal list, I'm off.", // 18
    ],
    findings: [
      {
        id: "shop-roller-shutter-stuck-halfway",
        at: [2, 3, 17, 18],
        thing: ["shutter", "roller"],
        problem: ["stop", "halfway", "won't", "stuck", "jam", "motor", "limit", "secur", "close"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stockroom-ceiling-old-stain",
        at: [4],
        thing: ["ceiling"],
        problem: ["stain", "ring", "mark", "brown"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "customer-loo-hand-dryer-dead",
        at: [7],
        thing: ["hand dryer", "dryer", "drier"],
        problem: ["dead", "not work", "nothing", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "side-stair-light-timer-short",
        at: [9],
        thing: ["light", "timer", "stair"],
        problem: ["timer", "short", "goes off", "off", "switch"],
        priority: "MEDIUM",
      },
      {
        id: "flat-boiler-fault-no-hot-water",
        at: [11, 12, 18],
        thing: ["boiler", "hot water", "heating"],
        problem: ["fault", "no hot", "won't", "lock", "F28", "fire", "not"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "living-room-carpet-burns",
        at: [13],
        thing: ["carpet"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-silicone-black-peeling",
        at: [14],
        thing: ["silicone", "seal", "sealant", "bath"],
        problem: ["black", "peel", "mould", "mold", "reseal"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-handle-spins",
        at: [15],
        thing: ["window", "handle"],
        problem: ["won't", "open", "spin", "catch", "stuck", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "o07-uk-cafe-handyman-digresses",
    half: "tune",
    lines: [
      "So this is the Little Fig café, ground floor, Elena's lease, she's got the lunch rush in an hour so let's be quick-ish.", // 0
      "Front of house looks lovely, she did it all up herself, the tables and the big mirrors are hers.", // 1
      "The front door, the glass one, the top pivot's worn and it drags on the floor, there's a scrape mark in the tiles from it.", // 2
      "Locks fine, mind you, I checked that, it's just heavy to open.", // 3
      "Her customer toilet, the accessible one, I pulled the emergency cord and nothing went off anywhere, no light, no buzzer, so that wants sorting urgently.", // 4
      "Reminds me, my brother-in-law fitted those for the council for years, reckons half of them never get tested.", // 5
      "Kitchen, the extractor canopy, the fan's making a horrible grinding noise and it's barely pulling any air.", // 6
      "Grease filters are clean, she does them weekly, so it's the motor I'd say.", // 7
      "Behind the dishwasher there's a socket getting splashed from the rinse hose, and the faceplate's scorched brown round one of the pins.", // 8
      "I've switched it off at the board and taped it over, nobody uses it till the sparky's been.", // 9
      "Floor drain in the kitchen's running away fine, I rodded it last month.", // 10
      "Walk-in cold room, that's hers, display says three degrees, fine.", // 11
      "Out the back to the yard.", // 12
      "The yard gate, the bolt's rusted solid, you can't slide it across, so the gate just sits there unlocked onto the lane and the back door's only on a latch.", // 13
      "Needs a new bolt or a padlock and hasp, I'll do that myself first thing tomorrow.", // 14
      "Flat roof over the kitchen, from the yard I can see the felt's lifted along the edge above the gutter.", // 15
      "No water inside though, kitchen ceiling's dry, so keep an eye on it.", // 16
      "And the paint on the yard wall is flaking off, but that's cosmetic, it's a yard.", // 17
      "Going back to the front door, Elena says it's been getting worse since the cold snap.", // 18
      "Gas meter's in the yard, reading 8841 point 07.", // 19
      "That'll do us, I'll write it all up tonight.", // 20
    ],
    findings: [
      {
        id: "front-door-pivot-dragging",
        at: [2, 3, 18],
        thing: ["door", "pivot"],
        problem: ["drag", "worn", "scrape", "heavy", "pivot"],
        priority: "MEDIUM",
      },
      {
        id: "accessible-toilet-alarm-dead",
        at: [4],
        thing: ["alarm", "pull cord", "cord", "emergency"],
        problem: ["nothing", "not work", "fail", "dead", "work", "no light", "buzzer"],
        priority: "HIGH",
      },
      {
        id: "kitchen-extractor-grinding",
        at: [6, 7],
        thing: ["extractor", "canopy", "fan", "motor"],
        problem: ["grind", "noise", "barely", "pull", "weak", "motor"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-socket-scorched",
        at: [8, 9],
        thing: ["socket", "faceplate", "outlet", "electric"],
        problem: ["scorch", "water", "splash", "burn", "wet"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "yard-gate-bolt-seized",
        at: [13, 14],
        thing: ["gate", "bolt"],
        problem: ["rust", "seized", "solid", "unlock", "secur", "lock", "slide"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-roof-felt-lifted",
        at: [15, 16],
        thing: ["felt", "roof"],
        problem: ["lift", "edge", "peel"],
        priority: "MEDIUM",
      },
      {
        id: "yard-wall-paint-flaking",
        at: [17],
        thing: ["paint", "wall"],
        problem: ["flak", "peel"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "o08-uk-student-terrace-hmo-licence-officer",
    half: "heldout",
    lines: [
      "HMO licence inspection, 41 Clarendon Street, four students, two of them in, Ben and, sorry, Beth and Marcus.", // 0
      "Front door, there's no lock on the, well, there is a lock but the keep on the frame has split, so the door pushes open even when it's locked.", // 1
      "The frame's split, the timber round the keep, you can push it open with one hand, I just did.", // 2
      "Hall, the fire alarm panel shows no faults, green light, that's good.", // 3
      "Lounge, sofa's theirs, telly's theirs, nothing for us.", // 4
      "There's a damp patch on the chimney breast, about the size of a dinner plate, and it's wet, properly wet to the touch.", // 5
      "Cause'll be the flashing round the stack, I could see a strip of lead hanging off from the street, so a roofer this week before the next lot of rain.", // 6
      "Kitchen, the hob, the front left ring doesn't light, you get the click click click but no flame.", // 7
      "No smell of gas with it, I checked, it's just not catching.", // 8
      "Upstairs now, the landing.", // 9
      "Bedroom 1, Beth's, fire door closes itself properly and latches, good.", // 10
      "Bedroom 2, the door, the fire door, the intumescent strip's missing down the hinge side, it's been picked out, that has to be done straight away for the licence.", // 11
      "Bedroom 3, Marcus is in, he says the window won't stay open, it slams down.", // 12
      "Yeah, the sash cord's snapped on the right, the right-hand side, so it just drops.", // 13
      "Bathroom, the toilet seat's cracked and loose, they've said they'll buy a new one themselves.", // 14
      "The light pull in the bathroom, the cord's frayed and a bit of the switch casing has broken off, you can see inside it.", // 15
      "Inside the ceiling switch, I mean, you can see the terminals, so that's dangerous.", // 16
      "Bedroom 4, empty this week, carpet has a big red wine stain, old, dry.", // 17
      "Leave the carpet till the summer turnover.", // 18
      "Going back to the front door, the students said it's been like that since a party in October.", // 19
      "Electric meter's under the stairs, 27745, I've photographed it.", // 20
      "So, front door, the fire door and the light pull are the urgent ones, I'll write the schedule up tonight.", // 21
    ],
    findings: [
      {
        id: "front-door-keep-split",
        at: [1, 2, 19, 21],
        thing: ["door", "keep", "frame", "lock"],
        problem: ["split", "push", "open", "keep", "secur", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "chimney-breast-damp-flashing",
        at: [5, 6],
        thing: ["chimney", "damp", "flashing", "lead", "stack", "wall"],
        problem: ["damp", "wet", "patch", "hanging", "flashing", "water", "leak", "ingress"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hob-front-left-ring-wont-light",
        at: [7, 8],
        thing: ["hob", "ring", "burner"],
        problem: ["light", "ignit", "flame", "catch", "doesn"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom2-fire-door-strip-missing",
        at: [11, 21],
        thing: ["fire door", "door", "intumescent", "strip", "seal"],
        problem: ["missing", "strip", "picked", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom3-sash-cord-snapped",
        at: [12, 13],
        thing: ["sash", "window", "cord"],
        problem: ["cord", "snap", "slam", "stay", "drop", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-light-pull-casing-broken",
        at: [15, 16, 21],
        thing: ["light pull", "pull cord", "cord", "switch", "light"],
        problem: ["fray", "broken", "casing", "terminal", "exposed", "dangerous"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom4-carpet-wine-stain",
        at: [17, 18],
        thing: ["carpet"],
        problem: ["stain", "wine"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "o09-uk-block-roof-and-bin-store-surveyor",
    half: "tune",
    lines: [
      "Harcourt House, communal areas, quarterly inspection. Dry, overcast.", // 0
      "Bin store. Concrete floor. Gully grating missing, open hole approximately one-fifty square.", // 1
      "Cover today. Trip and ankle risk.", // 2
      "Bin store lighting, bulkhead lens cracked, lamp works.", // 3
      "Main entrance. Door closes and latches. Maglock holds. Fob reader functioning.", // 4
      "Lobby. Post boxes, flat 6 door hanging off its hinge.", // 5
      "Stairwell, ground to first. Wall paint scuffed full length at handrail height.", // 6
      "Redecoration programme.", // 7
      "First floor landing. Emergency lighting unit, charge indicator off, fails on test.", // 8
      "Second floor lift lobby. Floor tiles, two lifted by the lift doors, edges standing up ten mil.", // 9
      "Lift. Car stopping about twenty mil low at second floor, step up into the car. Report to lift contractor, routine call-out.", // 10
      "Third floor. All clear.", // 11
      "Roof access. Ladder to hatch, fixings sound. Hatch opens, seal perished, daylight visible round the edge.", // 12
      "Staining to the ceiling under the hatch from it, dry today.", // 13
      "Roof. Flat, single ply membrane. Ponding near the north outlet, outlet choked with leaves.", // 14
      "Clear outlet. Medium.", // 15
      "Parapet coping stone loose on the east side, moves by hand, above the entrance path.", // 16
      "Cordon below advised. Urgent.", // 17
      "Communal electric meter, 44018. Landlord supply.", // 18
      "Back down. Going back to the bin store gully, caretaker has put a pallet over it pending a cover.", // 19
      "End.", // 20
    ],
    findings: [
      {
        id: "bin-store-gully-grating-missing",
        at: [1, 2, 19],
        thing: ["gully", "grating", "grate", "drain", "cover"],
        problem: ["missing", "open", "hole"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bin-store-bulkhead-lens-cracked",
        at: [3],
        thing: ["bulkhead", "light", "lens", "fitting"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "flat6-post-box-door-hanging",
        at: [5],
        thing: ["post box", "postbox", "letter box", "mailbox", "door"],
        problem: ["hang", "hinge", "broken", "off"],
        priority: "MEDIUM",
      },
      {
        id: "stairwell-wall-paint-scuffed",
        at: [6, 7],
        thing: ["wall", "paint", "stairwell"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "first-floor-emergency-light-failed",
        at: [8],
        thing: ["emergency light", "emergency lighting", "light"],
        problem: ["fail", "off", "not", "charge", "indicator"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "lift-lobby-floor-tiles-lifted",
        at: [9],
        thing: ["tile", "floor"],
        problem: ["lift", "standing up", "raised", "loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lift-car-mislevelling",
        at: [10],
        thing: ["lift", "car", "elevator"],
        problem: ["level", "low", "step", "misalign", "stopping"],
        priority: "MEDIUM",
      },
      {
        id: "roof-hatch-seal-perished",
        at: [12, 13],
        thing: ["hatch", "seal"],
        problem: ["perish", "daylight", "gap", "seal", "stain", "water"],
        priority: "MEDIUM",
      },
      {
        id: "roof-north-outlet-choked",
        at: [14, 15],
        thing: ["outlet", "drain", "roof", "membrane"],
        problem: ["choke", "block", "pond", "leaves", "clear"],
        priority: "MEDIUM",
      },
      {
        id: "parapet-coping-stone-loose",
        at: [16, 17],
        thing: ["coping", "parapet", "stone"],
        problem: ["loose", "moves", "cordon"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "o10-uk-new-build-flat-snag-agent",
    half: "heldout",
    lines: [
      "Flat 12, Wharf View, brand new, first let, I'm doing the snag for the landlord because the developer's lot never turn up.", // 0
      "Keys work, front door's solid, spy hole's in, great.", // 1
      "Hall cupboard, the combi fired up fine, hot water at the kitchen tap in about ten seconds.", // 2
      "Kitchen, the integrated dishwasher, the door panel's not fixed on properly and it falls forward when you open it.", // 3
      "Hinges on the panel, I think, somebody's not screwed it in.", // 4
      "Worktop's got a chip out of the front edge by the hob, quite a noticeable one.", // 5
      "Living room, the balcony door locks, but the handle's loose and floppy, it sort of wobbles round.", // 6
      "Balcony itself, glass balustrade, one of the clamps at the bottom is missing and that panel rattles when you push it.", // 7
      "I'm not letting anyone out there till that's fixed, it's dangerous, developer needs to come back this week.", // 8
      "Bedroom, carpet's lovely, not a mark, wardrobes fitted okay.", // 9
      "En suite, the grout's cracked along the bottom of the shower wall, right where the water hits.", // 10
      "Main bathroom, the bath panel's bowed and popped off at the tap end.", // 11
      "Ceiling in the hall, hairline crack running out from the light fitting, just settlement, fill and paint, low priority.", // 12
      "Smoke alarm in the hall, press test, nice and loud, heat alarm in the kitchen too.", // 13
      "Electric meter's in the riser cupboard, reading 00127, no gas in these flats.", // 14
      "Going back to the dishwasher, the kickboard underneath is missing altogether as well, just needs ordering, not urgent.", // 15
      "Bike store downstairs, closer's fine but the lock's jammed, our fob won't open it at all.", // 16
      "Right, balustrade's the big one, the rest is standard snagging, I'm sending it to the developer this afternoon.", // 17
    ],
    findings: [
      {
        id: "dishwasher-door-panel-loose",
        at: [3, 4],
        thing: ["dishwasher", "panel", "door"],
        problem: ["fix", "fall", "hinge", "loose", "screw", "attach"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-front-edge-chip",
        at: [5],
        thing: ["worktop", "counter"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balcony-door-handle-loose",
        at: [6],
        thing: ["handle", "door"],
        problem: ["loose", "flopp", "wobbl"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-balustrade-clamp-missing",
        at: [7, 8, 17],
        thing: ["balustrade", "glass", "clamp", "panel", "balcony"],
        problem: ["missing", "clamp", "rattle", "loose", "dangerous"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ensuite-grout-cracked",
        at: [10],
        thing: ["grout", "tile", "shower"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "bath-panel-bowed",
        at: [11],
        thing: ["bath panel", "panel", "bath"],
        problem: ["bow", "popped", "off", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "hall-ceiling-hairline-crack",
        at: [12],
        thing: ["ceiling", "crack"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dishwasher-kickboard-missing",
        at: [15],
        thing: ["kickboard", "plinth", "kick"],
        problem: ["missing"],
        priority: "LOW",
      },
      {
        id: "bike-store-lock-jammed",
        at: [16],
        thing: ["bike store", "lock", "door", "fob"],
        problem: ["jam", "won't", "stuck", "open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "o11-uk-sheltered-bungalow-chatty-caretaker",
    half: "tune",
    lines: [
      "This is number 6 in the sheltered bungalows, Mr Briggs, lovely fella, ex-railwayman, he'll tell you about the Flying Scotsman if you let him.", // 0
      "He's in, he's in the front room watching the cricket.", // 1
      "Front path first, the handrail up the ramp, the end cap's come off and there's a sharp edge on the tube.", // 2
      "Rail itself is solid, I gave it a good shake, it's just the cap.", // 3
      "Hallway, the carpet's rucked up by the bathroom door, it's come away from the gripper and there's a ridge.", // 4
      "He's already caught his slipper on it twice, he says, so I'd want that done quick.", // 5
      "Kitchen, the lever taps we put in last year are doing him well, no drips, he loves them.", // 6
      "Fridge is his, microwave's his.", // 7
      "Now the window over the sink, the trickle vent's jammed shut and there's condensation running down the glass.", // 8
      "Black mould starting in the corner of the frame.", // 9
      "Bathroom, his community alarm pull cord, that's working, I tested it with the warden on the phone.", // 10
      "The toilet's rocking on its base, not leaking, just wobbles side to side when you sit.", // 11
      "That's the floor bolts gone loose I reckon, five minute job.", // 12
      "His bedroom, he says the storage heater comes on overnight but it's cold by teatime.", // 13
      "The input knob, it just spins round, it's not connected to anything behind.", // 14
      "My mother had storage heaters, hated them, said it was like living with a brick oven that gives up at teatime.", // 15
      "Out the back, the door onto the patio, the bottom of the frame's rotten, I pushed a screwdriver right in, it still locks though.", // 16
      "Patio's level, we relaid it in the spring, that's held up nicely.", // 17
      "Electric meter by the back door, 52230 on the day rate, 18804 on the night.", // 18
      "Going back to that carpet in the hall, I've put a strip of gaffer tape on it for now but that's not a fix.", // 19
      "Right, I'll go and say ta-ra to Mr Briggs, he'll want to show me his new photo album.", // 20
    ],
    findings: [
      {
        id: "ramp-handrail-end-cap-off",
        at: [2, 3],
        thing: ["handrail", "rail", "end cap", "cap"],
        problem: ["cap", "sharp", "missing", "come off", "off"],
        priority: "MEDIUM",
      },
      {
        id: "hall-carpet-rucked",
        at: [4, 5, 19],
        thing: ["carpet", "gripper"],
        problem: ["ruck", "ridge", "come away", "trip", "lift", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kitchen-trickle-vent-jammed",
        at: [8],
        thing: ["trickle vent", "vent", "window"],
        problem: ["jam", "shut", "stuck", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-window-frame-mould",
        at: [9],
        thing: ["mould", "mold", "black"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-rocking-on-base",
        at: [11, 12],
        thing: ["toilet", "wc", "pan", "loo"],
        problem: ["rock", "wobbl", "loose", "bolt"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-storage-heater-knob",
        at: [13, 14],
        thing: ["storage heater", "heater", "knob", "input"],
        problem: ["cold", "spin", "knob", "not connected", "broken", "doesn"],
        priority: "MEDIUM",
      },
      {
        id: "patio-door-frame-rotten",
        at: [16],
        thing: ["frame", "door", "sill"],
        problem: ["rot"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "o12-uk-offices-over-bakery-with-us-colleague",
    half: "heldout",
    lines: [
      "Okay, this is 7a High Street, the offices above the bakery, I've got Dana from the Boston office with me today.", // 0
      "Hi, yeah, Dana here, I'm mostly shadowing, but I'll call out anything I spot.", // 1
      "Stairs up from the street door, street door's fine, new lock on it, all the keys work.", // 2
      "First floor, the carpet tiles right at the top of the stairs, three of them are curling up at the corners, someone'll catch a toe.", // 3
      "This outlet in the conference room, the faceplate's cracked and it's kinda warm when I touch it.", // 4
      "You're right, that's warm, nobody plugs into that till the electrician's looked, I'll get one in today.", // 5
      "The tenants are a design firm, all the Macs and the plants are theirs.", // 6
      "Office two, the radiator valve's dripping every few seconds into a mug they've put there, and the floorboard under it is damp.", // 7
      "So the drywall under the window over here has a big water stain, is that the same deal?", // 8
      "No, that's an old one from the window seal, resealed in March and it's dry, it just needs painting over.", // 9
      "Kitchenette, tap's fine, fridge and microwave are theirs.", // 10
      "The strip light over the kitchenette sink flickers non-stop and the tube's gone black at both ends.", // 11
      "Up to the second floor, this one's vacant.", // 12
      "Front window, the sash, the top sash has dropped and won't stay up, there's a gap at the top letting a draught in.", // 13
      "The fire exit sign over the back stair isn't lit, the little green man's completely dark.", // 14
      "Back stair, the fire escape door at the bottom, push bar opens it easily, I tried it.", // 15
      "Back home we couldn't have folks in the building with that exit sign out, honestly.", // 16
      "Same here more or less, it's on today's list.", // 17
      "Electric meter in the hall cupboard reads 30466, the tenant's sub-meter 8812.", // 18
      "Going back to that radiator in office two, I'll shut it off at both valves now so it stops dripping on their floor.", // 19
      "That's us, Dana, let's grab a coffee downstairs, the bakery does a good one.", // 20
    ],
    findings: [
      {
        id: "stair-head-carpet-tiles-curling",
        at: [3],
        thing: ["carpet tile", "carpet", "tile"],
        problem: ["curl", "lift", "trip", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "conference-room-outlet-warm",
        at: [4, 5],
        thing: ["outlet", "socket", "faceplate"],
        problem: ["crack", "warm", "hot", "heat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "office2-radiator-valve-dripping",
        at: [7, 19],
        thing: ["radiator", "valve", "rad"],
        problem: ["weep", "drip", "leak", "damp", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "office2-old-water-stain",
        at: [8, 9],
        thing: ["plasterboard", "drywall", "wall", "stain"],
        problem: ["stain", "paint", "water"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchenette-strip-light-flickering",
        at: [11],
        thing: ["light", "tube", "fluorescent", "fitting", "strip"],
        problem: ["flicker", "black"],
        priority: "MEDIUM",
      },
      {
        id: "front-top-sash-dropped",
        at: [13],
        thing: ["sash", "window"],
        problem: ["drop", "won't stay", "stay", "gap", "draught", "draft"],
        priority: "MEDIUM",
      },
      {
        id: "fire-exit-sign-unlit",
        at: [14, 16, 17],
        thing: ["exit sign", "sign", "fire exit", "emergency"],
        problem: ["lit", "dark", "not", "unlit", "light", "out"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "o13-uk-six-room-hmo-housing-officer",
    half: "tune",
    lines: [
      "Right, this is the Elmhurst Road HMO, six rooms, I'm with the landlord's agent, nobody's in apart from room 5, well, room 6, it's room 6 that's in.", // 0
      "Communal kitchen first, there's a strong smell of gas by the cooker, I've opened the back door and the window.", // 1
      "I've turned it off at the meter, the meter's in the cupboard under the sink, and I'm ringing the gas emergency line now.", // 2
      "While we wait, the kitchen's clean, the fridges are labelled per room, that's all fine.", // 3
      "The fire blanket's on the wall, in date, good.", // 4
      "Cupboard doors under the hob, the, no, under the sink, one of them's hanging off its top hinge.", // 5
      "Ground floor hallway, the heat alarm, no, smoke, the smoke detector by the front door has no head on it, just the base plate on the ceiling.", // 6
      "Just the base, no detector at all, someone's taken it off.", // 7
      "Up to the first floor.", // 8
      "Room 3, empty, there's a big hole in the plaster behind the door where the handle's been banging into it.", // 9
      "Needs a door stop and a patch, not urgent, well, the normal list.", // 10
      "Shared bathroom on the first floor, bath's fine, shower's running hot.", // 11
      "Under the basin, no, beside the basin, the floor's soft, the vinyl gives when you stand on it.", // 12
      "Dry to the touch today though, so an old slow one I'd guess, plumber to check the waste.", // 13
      "Room 6, Tomasz is in, he's fine, he says his heater, his radiator, makes a banging noise in the mornings.", // 14
      "Apart from that it's warm, he says, so it's just the noise.", // 15
      "Top floor now, the bulb's gone on the top landing and the stairs up there are pitch black, that's dangerous, get it done today.", // 16
      "Room 4's window, the glass is cracked right across, the bottom pane.", // 17
      "Gas meter reading before I turned it off, 09815 point 3, I'll put that in the notes, and electric 44102.", // 18
      "Going back to the gas, the engineer's on his way, forty minutes they said.", // 19
      "I'll stay till he's been, and the agent is sorting a new detector head this afternoon.", // 20
    ],
    findings: [
      {
        id: "kitchen-gas-smell",
        at: [1, 2, 19],
        thing: ["gas", "cooker"],
        problem: ["smell", "leak", "escape"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-cupboard-door-hanging",
        at: [5],
        thing: ["cupboard", "door", "hinge", "unit"],
        problem: ["hang", "hinge", "off", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "hall-smoke-detector-head-missing",
        at: [6, 7, 20],
        thing: ["smoke detector", "smoke alarm", "detector", "alarm"],
        problem: ["missing", "no head", "head", "removed", "taken", "base"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "room3-plaster-hole-behind-door",
        at: [9, 10],
        thing: ["plaster", "wall", "door stop"],
        problem: ["hole", "damag", "patch", "stop"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-floor-soft-by-basin",
        at: [12, 13],
        thing: ["floor", "vinyl", "waste", "basin"],
        problem: ["soft", "gives", "spongy", "leak", "wet", "rot"],
        priority: "MEDIUM",
      },
      {
        id: "room6-radiator-banging",
        at: [14, 15],
        thing: ["radiator", "heater", "heating", "pipe"],
        problem: ["bang", "noise", "knock"],
        priority: "MEDIUM",
      },
      {
        id: "top-landing-light-out",
        at: [16],
        thing: ["light", "bulb", "lamp", "landing"],
        problem: ["gone", "out", "black", "dark", "not work", "dead"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "room4-window-pane-cracked",
        at: [17],
        thing: ["window", "glass", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "o14-uk-tower-block-stairs-lifts-caretaker",
    half: "heldout",
    lines: [
      "Alright, Beacon Heights, eight floors, this is my round, we'll do the lift lobbies and the stairs and I'll show you the bits I keep moaning about.", // 0
      "Ground floor lift lobby, see the right-hand car, it's out again, display says out of service, the other one's working so nobody's stranded.", // 1
      "Engineer was out Tuesday, reset it, and it's gone again, so it's not really fixed, is it.", // 2
      "The left car's working fine, I rode it up and down before you got here.", // 3
      "Bottom of the stairwell, the fire door onto the stairs doesn't close on its own anymore, it stops about a foot short.", // 4
      "The closer's leaking oil down the face of the door, that's what's done it.", // 5
      "First and second floor, all fine, I mopped them yesterday, you can still smell the pine.", // 6
      "Third floor, the window on the half-landing, the handle's come off completely and it's stuck open a couple of inches, won't shut.", // 7
      "My lad says I should write a book about this building, mind, the things I've found on these stairs.", // 8
      "Fourth floor lift lobby, the ceiling light's dropped out of its housing and it's hanging on its wires.", // 9
      "Dangling about a foot down, you can see the connector block and all.", // 10
      "Fifth floor, somebody's been at the walls with a marker again, tags all round the lift doors.", // 11
      "Not urgent, that can wait for the repaint.", // 12
      "Sixth floor, the stair handrail, the bit between six and seven, it's come apart at a joint and there's a gap you could trap your fingers in.", // 13
      "Moves when you lean on it as well, so that's one for this week.", // 14
      "Seventh floor's quiet, Mrs Adeyemi's cat always sits on the mat outside 7C, that's the only thing up here.", // 15
      "Eighth floor, the roof access door's meant to be locked and alarmed, it's still locked, I tried it, but the alarm sounder's been ripped clean off the wall.", // 16
      "Going back to that right-hand lift, Mrs Adeyemi said it stopped between floors last week with her inside, twenty minutes before anyone came, so honestly that wants the engineer back today.", // 17
      "Landlord's electric meter for the common parts is in the bin room, 90213, I read it Monday.", // 18
      "That's the lot, I'll walk you down, the lift's quicker but you never know, eh.", // 19
    ],
    findings: [
      {
        id: "right-hand-lift-out-of-service",
        at: [1, 2, 17],
        thing: ["lift", "elevator", "car"],
        problem: [
          "out of service",
          "out",
          "fault",
          "stop",
          "broken",
          "breakdown",
          "not",
          "trapped",
          "stuck",
        ],
        priority: "HIGH",
      },
      {
        id: "stair-fire-door-closer-leaking",
        at: [4, 5],
        thing: ["fire door", "door", "closer"],
        problem: ["close", "short", "leak", "oil", "closer"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "half-landing-window-handle-off",
        at: [7],
        thing: ["window", "handle"],
        problem: ["come off", "off", "missing", "won't shut", "open", "shut", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "fourth-floor-light-hanging",
        at: [9, 10],
        thing: ["light", "fitting", "ceiling"],
        problem: ["hang", "dangl", "dropped", "wire", "connector", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "fifth-floor-graffiti",
        at: [11, 12],
        thing: ["graffiti", "wall", "tag"],
        problem: ["graffiti", "marker", "tag", "pen"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-handrail-joint-apart",
        at: [13, 14],
        thing: ["handrail", "rail"],
        problem: ["apart", "joint", "gap", "loose", "move", "trap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "roof-door-alarm-sounder-missing",
        at: [16],
        thing: ["sounder", "alarm", "roof door", "door"],
        problem: ["ripped", "missing", "off", "gone"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "o15-uk-cafe-and-flat-schedule-of-condition",
    half: "tune",
    lines: [
      "Schedule of condition, the Copper Kettle café and flat over, 19 Bridge Street. Tuesday, ten a.m.", // 0
      "Café, front elevation. Fascia board, timber rotten at the left return, paint peeling.", // 1
      "Shopfront glazing sound. Entrance door closes and locks.", // 2
      "Seating area. Floor tile cracked by the counter, one only, not loose.", // 3
      "Kitchen. Ceiling over the range, grease staining, tenant's cleaning matter, not landlord.", // 4
      "Wall behind the sink, tiles debonded, hollow when tapped, six tiles.", // 5
      "Gas interlock on the extraction tested, cooker cuts out when the fan is stopped. Correct.", // 6
      "Wash-up area. Waste pipe from the pot sink leaking at the joint, water pooling on the floor.", // 7
      "Slip hazard as well. Tenant informed, plumber today.", // 8
      "Kitchen hand-wash basin. Hot tap runs cold. Point-of-use heater underneath, no indicator light.", // 9
      "Fused spur is on. Heater dead. Urgent, food hygiene.", // 10
      "Rear yard. Fire exit route clear. Gate opens outward, freely.", // 11
      "Flat over, via separate side door. Side door, stile split near the lock, door still secure. Monitor.", // 12
      "Flat, living room. Bay window, cill rotten, soft to the probe.", // 13
      "Wall under it, damp readings elevated, twenty-eight percent, from the cill.", // 14
      "Kitchen. Combination boiler, serviced, certificate dated last month. Pressure one point four.", // 15
      "Bedroom. Ceiling, crack along the plasterboard joint, old, no movement.", // 16
      "Bathroom. Extractor fan runs but barely moves air, tissue test fails.", // 17
      "Landing. Smoke alarm, no response on test, battery compartment empty.", // 18
      "Meters. Café gas 22190, café electric 61045. Flat electric 7783.", // 19
      "Going back to the café fascia. Scaffold tower needed. Medium.", // 20
      "End of schedule.", // 21
    ],
    findings: [
      {
        id: "cafe-fascia-rotten",
        at: [1, 20],
        thing: ["fascia", "board", "timber"],
        problem: ["rot", "peel", "paint"],
        priority: "MEDIUM",
      },
      {
        id: "seating-floor-tile-cracked",
        at: [3],
        thing: ["tile", "floor"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-wall-tiles-debonded",
        at: [5],
        thing: ["tile", "wall"],
        problem: ["debond", "hollow", "loose", "come away"],
        priority: "MEDIUM",
      },
      {
        id: "pot-sink-waste-leaking",
        at: [7, 8],
        thing: ["waste", "pipe", "sink", "pot sink"],
        problem: ["leak", "pool", "water", "joint", "slip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hand-wash-water-heater-dead",
        at: [9, 10],
        thing: ["heater", "water heater", "hot", "basin", "hand-wash", "tap"],
        problem: ["cold", "dead", "no hot", "no power", "no indicator", "not"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "flat-side-door-stile-split",
        at: [12],
        thing: ["door", "stile"],
        problem: ["split", "crack", "monitor"],
        priority: "MEDIUM",
      },
      {
        id: "bay-window-cill-rotten",
        at: [13, 14],
        thing: ["cill", "sill", "window", "bay"],
        problem: ["rot", "soft", "damp"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-ceiling-joint-crack",
        at: [16],
        thing: ["ceiling", "plasterboard", "joint"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "flat-bathroom-extractor-weak",
        at: [17],
        thing: ["extractor", "fan"],
        problem: ["barely", "weak", "fail", "air", "not"],
        priority: "MEDIUM",
      },
      {
        id: "landing-smoke-alarm-no-battery",
        at: [18],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["no response", "battery", "empty", "not work", "fail", "dead", "missing"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "o16-uk-corner-shop-maisonette-housing-officer",
    half: "heldout",
    lines: [
      "Okay, this is the Londis, no, it's not a Londis anymore, the corner shop at 1 Tudor Parade, and the maisonette over it, the Begum family's.", // 0
      "Shop first, Mr Hossain's lease, he's showing me round, he says the back, the rear fire exit door, won't open, the panic bar's seized.", // 1
      "I tried it, it doesn't budge at all, I had to go back out the front.", // 2
      "He's got boxes stacked up against it as well, I've asked him to shift those, that's on him.", // 3
      "Shop ceiling, a couple of the tiles have old water marks, they're dry, I pressed them, dry.", // 4
      "Stockroom, the electrics, the consumer unit, that's fine, it's new, it was done in the summer.", // 5
      "Up to the maisonette now, round the back, the outside stairs.", // 6
      "The metal staircase, the third tread from the top has rusted through at the edge, you can see the ground through it.", // 7
      "Mrs Begum says the kids run up and down it, so that, that's urgent, today if we can get someone to plate it.", // 8
      "Front door of the maisonette, locks fine, chain's on, good.", // 9
      "Kitchen, she says there's no hot water, none since last night, and the boiler's showing a red light.", // 10
      "Pressure's at zero, no, at nought point two, so it's lost pressure, I topped it up and it's still locked out.", // 11
      "Living room, the wallpaper's peeling by the window, that's condensation, there's a bit of black mould behind it.", // 12
      "I've given her the condensation leaflet, and the extractor, I'll come to that.", // 13
      "Bathroom, the extractor fan, the one I mentioned, it isn't wired in, the cable's poking out of the hole with tape round the ends.", // 14
      "So there's no extraction in there at all, which explains the mould, well, partly.", // 15
      "Children's bedroom, window restrictors are on and working, I checked both windows.", // 16
      "Main bedroom, the door handle's come off on the inside, she's using a screwdriver to open it.", // 17
      "Electric meter's in the cupboard on the stairs, key meter, eleven pounds on it, reading 33410.", // 18
      "So, for today, the stair tread, the boiler and the shop fire door, and that cable, the fan cable, that's today too.", // 19
      "Rest is routine, I'll raise them when I'm back at the office.", // 20
    ],
    findings: [
      {
        id: "shop-fire-exit-panic-bar-seized",
        at: [1, 2, 19],
        thing: ["fire exit", "door", "panic bar", "push bar", "exit"],
        problem: ["seize", "won't open", "budge", "stuck", "jam", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "shop-ceiling-tiles-old-water-marks",
        at: [4],
        thing: ["ceiling", "tile"],
        problem: ["water mark", "mark", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "external-stair-tread-rusted-through",
        at: [7, 8, 19],
        thing: ["tread", "stair", "step", "staircase"],
        problem: ["rust", "hole", "through", "corro"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "maisonette-boiler-no-hot-water",
        at: [10, 11, 19],
        thing: ["boiler", "hot water"],
        problem: ["no hot", "pressure", "lock", "red light", "fault", "none"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "living-room-mould-by-window",
        at: [12],
        thing: ["mould", "mold", "wallpaper", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-fan-cable-exposed",
        at: [14, 15, 19],
        thing: ["extractor", "fan", "cable", "wiring", "wire"],
        problem: ["not wired", "wired", "taped", "tape", "exposed", "poking", "no extraction"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "main-bedroom-door-handle-off",
        at: [17],
        thing: ["handle", "door"],
        problem: ["come off", "off", "missing", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
];
