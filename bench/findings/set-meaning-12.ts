// Blind walkthroughs, set 12 (written without seeing the extractor).
// Mixed UK and US, mixed buildings; hard speech: run-ons, self-corrections, asides to colleagues
// and tenants, two findings in one sentence, findings named only in a follow-up, failure by effect.
import type { Walkthrough } from "./types";

export const MEANING12_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "l01-uk-second-floor-flat-run-on",
    half: "tune",
    lines: [
      "Right so this is flat three, forty-two Carlisle Road, second floor, and Mrs Okafor's let us in and she's off to fetch the kids from school so we've got about half an hour.", // 0
      "Hallway, well, the front door of the flat, the only way it'll catch is if you hoik it up by the handle, and even then the deadlock only goes halfway into the keep, so that's not secure, is it.", // 1
      "Sorry, Mrs Okafor, yes, you go, we'll pull it to behind us.", // 2
      "Living room's fine, bit of clutter but that's hers, and the radiator under the window's roasting, good.", // 3
      "Kitchen and the, what is it, the cold tap, no, the hot tap, you run it and it's the colour of weak tea for the first minute and then it clears.", // 4
      "Probably the cylinder, so get the plumber to look at it when he's in for the other bits.", // 5
      "Cooker hood, I press it and I get a light but no fan, and the wall behind the hob has gone grey-green with the steam so the mould's taking hold, both want doing.", // 6
      "Bathroom, loo flushes, shower's hot, and the sealant round the tray that was redone in May is still holding.", // 7
      "Main bedroom, and this is the one, see that? Up in the corner above the wardrobe, it's coming through round the light fitting, there's drips on the lampshade.", // 8
      "That'll be the flat above, so we need to get upstairs today and kill that circuit till an electrician's been.", // 9
      "Second bedroom's the kids' room, restrictor on the big window's fine, I tried it.", // 10
      "Actually no, hang on, the little top opener in there, the restrictor's snapped off and it swings right out, and we're two floors up with a four-year-old sleeping in here, so that's today.", // 11
      "Hall cupboard, meter reading for the electric is 40213, gas is 11876 point 4.", // 12
      "Boiler's in there as well, pressure's sitting at one and a half, serviced last autumn, the sticker's on it.", // 13
      "Skirting in the hall's been kicked to bits by the buggy, scuffs all along, cosmetic, leave it to the end of the tenancy.", // 14
      "Oh and the smoke alarm in the hall, I pressed the button and nothing, not so much as a chirp, so I'll stick a battery in, no, it's hardwired, so that's the electrician as well.", // 15
      "Put that with the ceiling, same visit, today.", // 16
      "Okay, that's flat three done, I'll ring the agent from the car.", // 17
    ],
    findings: [
      {
        id: "flat-entrance-door-wont-lock",
        at: [1],
        thing: ["door", "deadlock", "lock"],
        problem: ["lock", "latch", "catch", "secur", "lift", "keep", "drop", "fit", "stick"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hot-tap-discoloured-water",
        at: [4, 5],
        thing: ["tap", "faucet", "water", "cylinder", "hot"],
        problem: [
          "brown",
          "discolour",
          "discolor",
          "colour",
          "color",
          "dirty",
          "tea",
          "rust",
          "cloudy",
        ],
        priority: "MEDIUM",
      },
      {
        id: "cooker-hood-fan-dead",
        at: [6],
        thing: ["hood", "cooker hood", "extractor", "fan", "extract"],
        problem: [
          "not working",
          "no fan",
          "dead",
          "broken",
          "fault",
          "fail",
          "work",
          "doesn't",
          "not",
        ],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-wall-mould",
        at: [6],
        thing: ["mould", "mold", "black", "wall", "damp", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-ceiling-water-at-light",
        at: [8, 9, 16],
        thing: ["ceiling", "light", "fitting", "lampshade", "water", "leak"],
        problem: ["leak", "water", "drip", "coming through", "ingress", "wet", "penetrat"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "kids-window-restrictor-broken",
        at: [11],
        thing: ["restrictor", "window", "opener", "casement"],
        problem: ["restrictor", "snapped", "broken", "missing", "swing", "open", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "hall-skirting-scuffed",
        at: [14],
        thing: ["skirting", "skirting board", "baseboard"],
        problem: ["scuff", "kick", "mark", "damag", "chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-smoke-alarm-dead",
        at: [15, 16],
        thing: ["smoke alarm", "smoke detector", "alarm", "detector", "smoke"],
        problem: [
          "not working",
          "dead",
          "no",
          "nothing",
          "fail",
          "fault",
          "sound",
          "test",
          "silent",
        ],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "l02-us-ranch-house-vacant-with-photographer",
    half: "heldout",
    lines: [
      "Okay we're at 1180 Juniper Drive, the single story ranch, tenants moved out Friday so it's vacant, Marcus is with me doing photos.", // 0
      "Front entry, and Marcus, grab the screen door, yeah, let go of it, see how it just drops? Closer's shot and it bangs you on the heels, so that's a new closer.", // 1
      "Living room carpet's stained by the slider, old and dry, and the slider itself, you gotta put your shoulder into it to get it moving and the latch doesn't catch, so it doesn't lock.", // 2
      "Carpet we're replacing at turnover anyway, so that's low.", // 3
      "Kitchen, range works, all four burners lit, oven heats up, dishwasher ran a full cycle clean.", // 4
      "Under the sink, hold the flashlight, Marcus, there, no, lower, see that? The supply line's beaded up and there's a puddle sitting in the bottom of the cabinet.", // 5
      "I've shut the angle stop for now, it'll need a new line before anyone moves in.", // 6
      "Hall bath, the GFCI by the vanity, I hit test and it doesn't pop, and reset does nothing either, so it's not protecting a thing.", // 7
      "Toilet rocks side to side when you sit on it so the wax ring's probably gone, and the floor right around the base feels a little soft.", // 8
      "Master bedroom's good, closet doors track fine, window screens are all there.", // 9
      "Furnace, it's December, I turned the thermostat up to seventy and gave it ten minutes and the blower's going but it's pushing out cold air.", // 10
      "Pilot's out I think, or the igniter, either way somebody needs to be out here tomorrow morning before the pipes freeze.", // 11
      "Garage, water heater's newish, 2021 on the label, and the T and P has a discharge pipe on it, good.", // 12
      "Garage door opener works off the remote and the wall button, and it reversed when I put the broom under it.", // 13
      "Backyard, the fence along the east side, three pickets missing and one section's leaning into the neighbor's yard, we'll get a quote, not urgent.", // 14
      "Gutter over the patio, the downspout's come apart at the elbow so it's just dumping straight onto the slab.", // 15
      "Smoke detectors, tested every one, they all sound, and the CO detector by the bedrooms too.", // 16
      "Alright, Marcus, you got everything? Lockbox code stays the same.", // 17
    ],
    findings: [
      {
        id: "screen-door-closer",
        at: [1],
        thing: ["screen door", "door", "closer"],
        problem: ["closer", "slam", "bang", "drop", "broken", "shot", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "living-carpet-stain",
        at: [2, 3],
        thing: ["carpet", "rug", "flooring"],
        problem: ["stain", "mark", "discolor", "discolour"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "slider-wont-lock",
        at: [2],
        thing: ["slider", "sliding door", "patio door", "door", "latch", "lock"],
        problem: ["lock", "latch", "catch", "secur", "stick", "hard", "stiff"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-supply-line-leak",
        at: [5, 6],
        thing: ["supply line", "line", "sink", "pipe", "plumb", "hose"],
        problem: ["leak", "drip", "water", "bead", "puddle", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bath-gfci-wont-trip",
        at: [7],
        thing: ["gfci", "outlet", "receptacle", "socket", "electric"],
        problem: ["trip", "test", "reset", "not", "fail", "fault", "doesn't", "protect"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "toilet-rocking",
        at: [8],
        thing: ["toilet", "wax ring", "floor"],
        problem: ["rock", "loose", "wobbl", "move", "soft", "seal", "wax", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "furnace-no-heat",
        at: [10, 11],
        thing: ["furnace", "heat", "heating", "pilot", "igniter", "blower"],
        problem: ["no heat", "cold", "not", "fail", "out", "heat", "broken"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "east-fence-damaged",
        at: [14],
        thing: ["fence", "picket"],
        problem: ["missing", "lean", "damag", "broken", "repair", "quote"],
        priority: "LOW",
      },
      {
        id: "patio-downspout-disconnected",
        at: [15],
        thing: ["downspout", "gutter", "spout", "elbow"],
        problem: ["apart", "disconnect", "detach", "loose", "off", "broken", "dump", "separat"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "l03-uk-primary-school-annex-half-term",
    half: "tune",
    lines: [
      "Annex block at Greenfield Primary, it's half term so no children on site, and I've got Steve Hollis the site manager with me.", // 0
      "Entrance lobby, the fire door through to the corridor's been wedged open with an extinguisher, I've taken that out, and when you let go of the door it stops about a hand's width off the frame and just sits there.", // 1
      "Closer wants adjusting or swapping, Steve, can we get that done before they're back on Monday?", // 2
      "Classroom A, lights all on, heaters warm, new blinds look smart.", // 3
      "Ceiling tiles over the sink area, two of them with brown rings, bone dry, that's from the roof leak that was fixed in the summer, so just swap the tiles when it suits.", // 4
      "Sink in there, the tap, you turn it and it spins and spins and no water comes out at all.", // 5
      "Isolator under it was off, Steve's turned it on, and no, still spinning, so the spindle's gone.", // 6
      "Classroom B and it's freezing in here, every radiator along the back wall is stone cold and the stat's reading eleven degrees.", // 7
      "Steve reckons the zone valve's been playing up since Christmas, so heating engineer before Monday, no question.", // 8
      "Toilets, boys' side, one of the cubicle locks is hanging by a screw, the other screws have pulled out of the door.", // 9
      "And the hand dryer next to the basins, there's a scorch mark up the wall above the vent and it smells hot when it runs, so I've switched it off at the spur.", // 10
      "Leave it off, notice on it, electrician to check it.", // 11
      "Girls' side all fine, all flushing, hot water at every basin.", // 12
      "Corridor, the handrail on the ramp down to the hall has come away at the bottom bracket, it moves a good inch when you lean on it.", // 13
      "Paint's chipped all along the corridor at trolley height, the usual, that's for the summer redecoration.", // 14
      "Outside, the back door to the playground, that's locking fine, I tried it twice.", // 15
      "Fire alarm panel's showing normal, no faults, last weekly test logged Friday.", // 16
      "Right, Steve, I'll send the list over to the bursar tonight.", // 17
    ],
    findings: [
      {
        id: "lobby-fire-door-wont-close",
        at: [1, 2],
        thing: ["fire door", "door", "closer"],
        problem: ["close", "shut", "closer", "wedg", "propped", "self", "adjust", "frame", "stop"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "classroom-a-ceiling-tiles-stained",
        at: [4],
        thing: ["ceiling tile", "tile", "ceiling"],
        problem: ["stain", "brown", "ring", "mark", "discolour", "replace", "swap"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "classroom-a-tap-spins",
        at: [5, 6],
        thing: ["tap", "faucet", "spindle", "sink"],
        problem: ["spin", "no water", "not", "broken", "fail", "spindle", "work"],
        priority: "MEDIUM",
      },
      {
        id: "classroom-b-no-heat",
        at: [7, 8],
        thing: ["radiator", "heating", "heat", "zone valve", "valve", "classroom"],
        problem: ["cold", "no heat", "not", "freezing", "fail", "fault"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "boys-cubicle-lock-loose",
        at: [9],
        thing: ["cubicle", "lock", "door"],
        problem: ["hanging", "loose", "screw", "pulled", "broken", "off", "fix"],
        priority: "MEDIUM",
      },
      {
        id: "boys-hand-dryer-scorched",
        at: [10, 11],
        thing: ["hand dryer", "dryer", "drier", "spur"],
        problem: ["scorch", "burn", "hot", "smell", "overheat", "isolat", "off"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ramp-handrail-loose",
        at: [13],
        thing: ["handrail", "rail", "bracket", "ramp"],
        problem: ["loose", "mov", "come away", "bracket", "wobbl", "secur"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "corridor-paint-chipped",
        at: [14],
        thing: ["paint", "wall", "corridor", "decoration"],
        problem: ["chip", "damag", "scuff", "mark", "redecorat"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "l04-uk-pub-cellar-and-letting-rooms",
    half: "heldout",
    lines: [
      "The Red Lion on Market Street, I'm with Gaz the landlord and we're starting in the bar before they open at twelve.", // 0
      "Bar floor, the step up into the snug, the nosing's come away and it's stood proud at one end, so somebody's going to catch their toe on that after a few pints.", // 1
      "Gaz, have you got something to go over that for tonight? Cheers.", // 2
      "Behind the bar, the glass washer's just been serviced, he says, and the ice machine belongs to the brewery, not ours.", // 3
      "Down the cellar, mind your head, the rail on the cellar steps is on the left and it's solid, good.", // 4
      "Now look along the back wall by the barrel drop, it's wet right across and it's running down from under the hatch, so every shower we get, that's coming in.", // 5
      "And the cellar cooler's running but it's only pulling the room down to about sixteen, so the beer's, well, warmish, and the unit's rattling like mad.", // 6
      "Gaz wants the cooler looked at sooner rather than later, fair enough, but it's not a safety thing, so medium.", // 7
      "The socket by the cooler's got a crack right across the face and it's directly under where the water's running, so that's, no, that's not good, off at the board now please.", // 8
      "Back up, the gents, urinal flushes, but the cistern in the cubicle never stops filling, you can hear it hissing from the door.", // 9
      "Ladies is fine, all good, hand dryer works.", // 10
      "Upstairs to the letting rooms, room one, radiator's on and warm, the telly's Gaz's, not on our list.", // 11
      "Room two, see that, above the window? Black spotting all along the reveal, and the hem of the curtain's gone mouldy as well.", // 12
      "That's condensation, there's no vent in that window at all, so fit a trickle vent while they're treating it.", // 13
      "Landing, the fire door to the rooms closes and latches, smoke seals all there.", // 14
      "Room three, the en suite extractor, no, the pull cord light's fine, it's the fan, it hums but nothing goes round.", // 15
      "Out into the beer garden, two of the fence panels at the back have blown over, they're lying flat on the grass.", // 16
      "The picnic benches are Gaz's and they're fine anyway.", // 17
      "Front elevation, the paint on the fascia's flaking off and the window frames along the front have gone a bit green, both cosmetic, do them with next spring's repaint.", // 18
      "That's it, Gaz, I'll get the cellar stuff to you first thing.", // 19
    ],
    findings: [
      {
        id: "snug-step-nosing-loose",
        at: [1, 2],
        thing: ["step", "nosing", "stair", "tread", "snug"],
        problem: ["loose", "come away", "proud", "lift", "trip", "catch", "raised"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "cellar-hatch-water-ingress",
        at: [5],
        thing: ["hatch", "barrel drop", "cellar", "wall", "water"],
        problem: ["water", "wet", "leak", "ingress", "running", "coming in", "penetrat"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "cellar-cooler-not-cooling",
        at: [6, 7],
        thing: ["cooler", "cellar cooler", "cooling", "unit", "chiller"],
        problem: ["not cooling", "warm", "rattl", "nois", "fault", "cool", "temperature"],
        priority: "MEDIUM",
      },
      {
        id: "cellar-socket-cracked-wet",
        at: [8],
        thing: ["socket", "outlet", "electric", "board"],
        problem: ["crack", "water", "wet", "damag", "broken", "isolat", "off"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "gents-cistern-running",
        at: [9],
        thing: ["cistern", "toilet", "wc", "fill", "valve"],
        problem: ["running", "fill", "hiss", "constant", "overflow", "stop", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "room-two-mould",
        at: [12, 13],
        thing: [
          "mould",
          "mold",
          "black",
          "condensation",
          "reveal",
          "trickle vent",
          "vent",
          "window",
        ],
        priority: "MEDIUM",
      },
      {
        id: "room-three-ensuite-fan",
        at: [15],
        thing: ["extractor", "fan", "extract", "en suite", "ensuite"],
        problem: ["hum", "not", "broken", "fail", "seized", "dead", "work", "turn"],
        priority: "MEDIUM",
      },
      {
        id: "garden-fence-panels-down",
        at: [16],
        thing: ["fence", "panel"],
        problem: ["blown", "down", "flat", "fallen", "damag", "broken", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "fascia-paint-flaking",
        at: [18],
        thing: ["fascia", "paint"],
        problem: ["flak", "peel", "paint", "repaint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-window-frames-green",
        at: [18],
        thing: ["window frame", "frame", "window"],
        problem: ["green", "algae", "dirty", "paint", "repaint", "grubby"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "l05-us-dental-office-before-opening",
    half: "tune",
    lines: [
      "This is Bright Smile Dental, suite 200 in the Oakmont medical plaza, and Tina, Dr. Reyes's office manager, is walking me around before the first patients at eight.", // 0
      "Waiting room, the carpet by the front desk is worn right through to the backing and it's curling up where the chairs roll, and Tina says two people have caught their feet on it already.", // 1
      "Tape it down today and we'll get a carpet guy out.", // 2
      "Reception counter, the laminate's chipped on the corner, cosmetic, whenever.", // 3
      "Operatory one, chair works, light works, and that's all their equipment anyway, the compressor too, their vendor services it.", // 4
      "Operatory two, look up, Tina, see that tile? That's a brown ring and, yeah, it's soft, it's wet, so something up there is leaking on us.", // 5
      "Probably the condensate line off the rooftop unit, so I'll get HVAC up there this morning.", // 6
      "Sterilization room, the sink's draining super slow, sits there with a couple inches in it and then takes like five minutes to go down.", // 7
      "And the eyewash station next to it, you push the paddle and you get a dribble, barely anything, and that's an OSHA thing, so that's high.", // 8
      "Hallway to the back, the exit sign over the rear door is dark, battery backup's dead, the test button does nothing.", // 9
      "And the rear door itself, the panic bar, you have to hit it twice to get it open, sometimes it just won't release.", // 10
      "Tina, has it been like that a while? Okay, since the spring, got it.", // 11
      "Break room, fridge and microwave are theirs, but the garbage disposal, flip the switch and it hums and nothing turns.", // 12
      "Tried the hex key underneath, still won't budge, so that's a work order.", // 13
      "Restrooms, both ADA ones, grab bars solid, flush fine, hot water in about ten seconds.", // 14
      "Outside, the parking lot light by the accessible spaces is out and it's pitch dark there by six when the late patients leave, put it on the next routine electrician visit.", // 15
      "Front entrance, the automatic door opens and closes fine, sensor's good.", // 16
      "Okay Tina, thanks, I'll email the work orders to Dr. Reyes by lunch.", // 17
    ],
    findings: [
      {
        id: "waiting-carpet-curling",
        at: [1, 2],
        thing: ["carpet", "flooring", "rug"],
        problem: ["worn", "curl", "trip", "lift", "tape", "caught", "backing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "reception-laminate-chipped",
        at: [3],
        thing: ["laminate", "counter", "reception", "desk"],
        problem: ["chip", "damag", "corner"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "op-two-ceiling-leak",
        at: [5, 6],
        thing: ["ceiling", "tile", "condensate", "line", "hvac"],
        problem: ["leak", "wet", "water", "stain", "brown", "soft", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "steri-sink-slow-drain",
        at: [7],
        thing: ["sink", "drain", "waste"],
        problem: ["slow", "drain", "block", "clog", "sitting"],
        priority: "MEDIUM",
      },
      {
        id: "eyewash-low-flow",
        at: [8],
        thing: ["eyewash", "eye wash", "station"],
        problem: ["dribble", "flow", "pressure", "barely", "weak", "not", "low"],
        priority: "HIGH",
      },
      {
        id: "rear-exit-sign-dark",
        at: [9],
        thing: ["exit sign", "exit", "sign", "emergency light", "battery"],
        problem: ["dark", "dead", "out", "not", "fail", "test", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "rear-door-panic-bar-sticks",
        at: [10, 11],
        thing: ["panic bar", "push bar", "door", "rear door", "exit"],
        problem: ["stick", "release", "open", "jam", "twice", "fail", "won't"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "break-room-disposal-jammed",
        at: [12, 13],
        thing: ["disposal", "garbage disposal", "disposer"],
        problem: ["jam", "hum", "stuck", "seized", "turn", "not", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "lot-light-out",
        at: [15],
        thing: ["light", "lot light", "parking", "lamp", "pole"],
        problem: ["out", "dark", "not", "fail", "dead", "broken", "replace"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "l06-uk-block-common-parts-quarterly",
    half: "heldout",
    lines: [
      "Common parts inspection, Beechwood Court, blocks A and B, quarterly, Ray the caretaker's with me, and it's dry out.", // 0
      "Main entrance, the door entry, buzz flat twelve, nothing, buzz flat four, nothing, Ray says it's been dead since Tuesday, and the door's on a mag lock so it's stuck shut, no, hang on, it isn't, it just pushes open, the magnet's not holding at all.", // 1
      "It'll all be the one power supply, so anyone can wander in off the street, that's a today job, Ray's ringing the access control company now.", // 2
      "Lobby's been mopped, post boxes are all fine, the noticeboard's up to date.", // 3
      "Stair core A, ground to first, there's a whole length of handrail gone between the half landing and the first floor, just the brackets left on the wall.", // 4
      "First floor landing, emergency light outside flat six, did the key switch test and that one stayed off, the others all came on.", // 5
      "Bin store, someone's dumped a mattress and a fridge freezer, Ray'll get the council to collect, that's not a building issue.", // 6
      "And the bin store door, the bottom's rotted right out and there's rat droppings just inside, so pest control and a joiner, neither's an emergency, next couple of weeks.", // 7
      "Block B, the lift, called it, it came, doors open and shut fine, but at the second floor it stops a couple of inches below the landing so you have to step up out of it.", // 8
      "Ray, tell the lift people it's the second floor, not the third, yeah, second, and that's today, it's a trip for anyone with a frame.", // 9
      "Second floor corridor, the walls are scuffed and marked all the way along where people have dragged furniture in and out, cosmetic, the redecoration's booked for next year anyway.", // 10
      "Top floor, roof hatch is padlocked, good, and the ladder's stowed.", // 11
      "Riser cupboard on the top landing, look at this, it's meant to be locked and the lock's been forced, and inside there's cables hanging out of a junction box with no lid on it.", // 12
      "Cable-tie that door shut for now, Ray, and I'll get the electrician to put a lid on that box, today.", // 13
      "Outside, the car park, the gully by bay nine's blocked and there's a pond sitting over it, and it's been dry all week so something's not right.", // 14
      "Railings by the ramp have been repainted since last quarter, looking good.", // 15
      "Ray says the gutters were cleared in September and they look clear from down here.", // 16
      "Right, that's the lot, Ray, I'll send the report to the directors and the residents' association.", // 17
    ],
    findings: [
      {
        id: "entrance-door-access-failed",
        at: [1, 2],
        thing: [
          "door entry",
          "entry",
          "intercom",
          "entrance",
          "door",
          "mag lock",
          "maglock",
          "magnet",
          "lock",
          "access control",
          "buzzer",
        ],
        problem: [
          "dead",
          "not",
          "hold",
          "secur",
          "open",
          "fail",
          "fault",
          "power",
          "work",
          "nothing",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-a-handrail-missing",
        at: [4],
        thing: ["handrail", "rail", "stair", "banister"],
        problem: ["missing", "gone", "no", "absent", "bracket", "replace"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "landing-emergency-light-failed",
        at: [5],
        thing: ["emergency light", "emergency lighting", "light"],
        problem: ["fail", "not", "test", "off", "dead", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bin-store-door-rotten",
        at: [7],
        thing: ["bin store door", "door", "bin store"],
        problem: ["rot", "decay", "damag", "joiner", "repair"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-rats",
        at: [7],
        thing: ["rat", "rodent", "pest", "vermin", "dropping", "bin store"],
        problem: ["rat", "dropping", "infest", "pest", "vermin", "rodent"],
        priority: "MEDIUM",
      },
      {
        id: "block-b-lift-misleveling",
        at: [8, 9],
        thing: ["lift", "elevator"],
        problem: ["level", "below", "step", "stop", "trip", "misalign", "short"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "corridor-walls-scuffed",
        at: [10],
        thing: ["wall", "corridor", "paint", "decoration"],
        problem: ["scuff", "mark", "damag", "redecorat"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "riser-cupboard-lock-forced",
        at: [12, 13],
        thing: ["riser", "cupboard", "lock", "door"],
        problem: ["forced", "broken", "damag", "lock", "secur", "open"],
        priority: "MEDIUM",
      },
      {
        id: "riser-junction-box-open",
        at: [12, 13],
        thing: ["junction box", "junction", "box", "cable", "wiring", "electric", "riser"],
        problem: ["lid", "cover", "open", "exposed", "hanging", "missing", "no"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "car-park-gully-blocked",
        at: [14],
        thing: ["gully", "drain", "car park"],
        problem: ["block", "pond", "water", "standing", "clog", "flood"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "l07-uk-holiday-let-changeover",
    half: "tune",
    lines: [
      "Changeover check, Gull Cottage, Porthmellon, guests out at ten and the next lot in at four, Jo's doing the beds while I go round.", // 0
      "Kitchen, the oven, the top oven, no, the main oven, the fan goes round but it doesn't get hot, it's been on twenty minutes and it's barely warm, so that needs the engineer before four if we can.", // 1
      "Element's gone probably, I'll ring Kernow Appliances from the car.", // 2
      "Fridge, dishwasher, kettle, all fine, and the guests left a bottle of wine for us, bless them.", // 3
      "Sitting room, the wood burner glass is black but Jo's on that, it's just a clean, and the rope seal round the door is hanging off, so it won't seal, so nobody lights it till that's done.", // 4
      "Put a do not use note on it for the guests.", // 5
      "Big window in there onto the garden, you have to thump the bottom rail to get the sash down, and once it's down the catch won't reach, so it won't lock, and that's at ground level, onto the lane.", // 6
      "Stairs up, the stair light, flick it at the bottom, nothing, flick it at the top, nothing, I put a new bulb in at Easter so it's the switch or the wiring, and those stairs are lethal in the dark, electrician today.", // 7
      "Twin room, the ceiling above the bunks, that's an old stain, dry, it's been there since the roof was done in 2022, cosmetic, paint over it at the winter close.", // 8
      "Bunk ladder's sound and the guard rail on the top bunk's solid.", // 9
      "Bathroom, hang on, Jo, is the shower doing that for you as well? It is? Right, so it runs hot for a minute, then goes cold and stays cold whatever you do with the dial, and the basin's the same.", // 10
      "Combi's showing F28 on the display, so that's the boiler man today, guests or no guests.", // 11
      "Loo seat's loose, slides about, the fixings under the pan have gone.", // 12
      "Outside on the decking, one board by the steps is cracked clean across and it bends when you put your weight on it.", // 13
      "Jo, screw a bit of ply over that for now, the drill's in the van.", // 14
      "Hot tub's not ours, the hire company looks after that.", // 15
      "Garden furniture's all present, the parasol's a bit faded but that's fine.", // 16
      "Meter reading, electric's 29107, and the oil gauge is showing about a third.", // 17
      "Okay, Jo, let's get the lists sorted and I'll get on the phone.", // 18
    ],
    findings: [
      {
        id: "main-oven-not-heating",
        at: [1, 2],
        thing: ["oven", "element", "cooker"],
        problem: ["not heat", "heat", "hot", "warm", "cold", "element", "fail", "broken"],
        priority: "HIGH",
      },
      {
        id: "woodburner-door-seal",
        at: [4, 5],
        thing: ["wood burner", "woodburner", "stove", "burner", "rope seal", "seal", "door"],
        problem: ["seal", "rope", "hanging", "loose", "off", "broken", "fail", "do not use"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sitting-room-sash-wont-lock",
        at: [6],
        thing: ["window", "sash", "catch", "lock"],
        problem: ["lock", "catch", "secur", "stick", "reach", "thump", "close"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-light-dead",
        at: [7],
        thing: ["stair light", "light", "switch", "wiring", "stair"],
        problem: ["not", "dead", "nothing", "fail", "fault", "dark", "work"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "twin-ceiling-stain",
        at: [8],
        thing: ["ceiling", "stain"],
        problem: ["stain", "mark", "paint", "discolour"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "no-hot-water",
        at: [10, 11],
        thing: ["hot water", "shower", "boiler", "combi", "water", "basin"],
        problem: ["cold", "no hot", "hot", "fail", "fault", "f28", "error", "code"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "loo-seat-loose",
        at: [12],
        thing: ["toilet seat", "seat", "loo", "toilet"],
        problem: ["loose", "slid", "fixing", "wobbl", "move", "secur"],
        priority: "MEDIUM",
      },
      {
        id: "decking-board-cracked",
        at: [13, 14],
        thing: ["deck", "decking", "board"],
        problem: ["crack", "split", "bend", "broken", "flex", "give", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "l08-uk-welsh-farmhouse-tenant-at-home",
    half: "heldout",
    lines: [
      "Lower Hendre Farm, the farmhouse only today, not the yard, Mr Price is in the kitchen with his tea, oh lovely, thank you, milk no sugar.", // 0
      "Back porch, which is the way everyone actually comes in, and the door, the bottom rail's rotted and there's a gap under it you could get your hand through, and the lock works but the frame's so soft the keep's pulling out of it.", // 1
      "That's the main way in, so a joiner out in days, not weeks.", // 2
      "Kitchen, the Rayburn's in, it's toasty, Mr Price says it does the hot water and the rads, and it's had its service.", // 3
      "Pantry, and you can see the salts on the wall, it's come up about a metre and the plaster's blown, it crumbles when you touch it.", // 4
      "Probably the ground level outside sitting too high, so damp specialist to look, not urgent but not one to leave for ages either.", // 5
      "Sitting room, the chimney breast, and do you see that? Big crack running up from the corner of the fireplace, and there's soot come out of it onto the wallpaper, so, no, that fire mustn't be lit.", // 6
      "Mr Price, you've not been using this one? Good, keep it that way till it's been looked at.", // 7
      "Stairs are steep, as they always are in these places, and the handrail's solid, I've hung off it.", // 8
      "Landing, the window at the top of the stairs, the sill's down at my knee and there's no restrictor, and it's a straight drop to the yard.", // 9
      "Front bedroom, the ceiling's bowing down by the window, there's a belly in the plaster about the size of a tea tray.", // 10
      "Lath and plaster, it's let go of the laths, so nobody sleeps in here till it's propped or taken down.", // 11
      "Back bedroom's the grandson's, all his gear, nothing wrong in here, rad's warm.", // 12
      "Bathroom, toilet flushes, but every flush a bit of water comes out round the base onto the lino, and the lino's lifting round it.", // 13
      "Outside, walk round, there's a ridge tile missing at the gable end and the lead on the chimney's lifted up.", // 14
      "Roofer for both of those, next few weeks, before the autumn.", // 15
      "Septic tank was emptied in July, Mr Price has got the receipt.", // 16
      "Oil tank's bunded, no smell, no staining round it, good.", // 17
      "Render on the front's got hairline cracks and it's grubby, cosmetic really, leave it to the five-year plan.", // 18
      "Right, thank you Mr Price, I'll get the joiner to ring you direct about that door.", // 19
    ],
    findings: [
      {
        id: "back-door-insecure",
        at: [1, 2, 19],
        thing: ["back door", "door", "frame", "keep", "lock"],
        problem: ["rot", "gap", "secur", "pull", "soft", "lock", "loose"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "pantry-rising-damp",
        at: [4, 5],
        thing: ["damp", "rising damp", "plaster", "wall", "pantry"],
        problem: ["damp", "salt", "blown", "crumbl", "rising"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-breast-crack",
        at: [6, 7],
        thing: ["chimney", "chimney breast", "fireplace", "flue", "fire"],
        problem: ["crack", "soot", "smoke", "not be lit", "lit", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "landing-window-no-restrictor",
        at: [9],
        thing: ["restrictor", "window"],
        problem: ["restrictor", "no", "missing", "lack", "fit", "drop", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-bedroom-ceiling-bowing",
        at: [10, 11],
        thing: ["ceiling", "plaster", "lath"],
        problem: ["bow", "sag", "belly", "collapse", "let go", "prop", "loose"],
        priority: "HIGH",
      },
      {
        id: "toilet-base-leak",
        at: [13],
        thing: ["toilet", "wc", "loo", "lino", "floor"],
        problem: ["leak", "water", "seep", "lift", "wet", "seal"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ridge-tile-missing",
        at: [14, 15],
        thing: ["ridge tile", "ridge", "roof", "tile"],
        problem: ["missing", "gone", "lost", "slipped", "roofer"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-flashing-lifted",
        at: [14, 15],
        thing: ["lead", "flashing", "chimney"],
        problem: ["lift", "loose", "raised", "roofer", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "front-render-cracks",
        at: [18],
        thing: ["render", "wall", "front"],
        problem: ["crack", "grubby", "dirty", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "l09-us-apartment-annual-tenant-home",
    half: "tune",
    lines: [
      "Unit 3C, Maple Court Apartments, annual inspection, tenant's Devon, he's home, working from the couch.", // 0
      "Hey Devon, mind if we start in the kitchen? Cool, thanks.", // 1
      "Kitchen, the fridge, you shut the door and it bounces back open unless you lean on it, and the freezer's got frost built up all across the top.", // 2
      "Devon says the ice cream's been soft for a week, so yeah, new gasket at least.", // 3
      "Stove, front left burner clicks and clicks but never catches, and, wait, you smell that? That's gas, okay, knobs off, everything off, windows open.", // 4
      "Devon, don't touch the stove till the gas company's been, I'm calling it in right now.", // 5
      "Living room, the AC, it's set to seventy-two and it's eighty in here, the air coming out of the vent is basically room temperature.", // 6
      "Filter's filthy, I'll swap that now, no, actually, even with the new filter it's the same, so it's a service call.", // 7
      "Devon's bikes and the TV mount are his, he put the mount up himself, we'll sort the holes at move-out from his deposit.", // 8
      "Bathroom, the tub spout drips, steady drip, and the caulk around the tub has gone black and it's peeling off the wall.", // 9
      "Both of those are routine, next maintenance round.", // 10
      "Bedroom, window, the cord on the left side's snapped so the sash just drops like a guillotine if you let go of it.", // 11
      "Smoke detector in the hall, I pushed test and it's dead, there's no battery in it, Devon, did you take it out? Burnt toast, okay.", // 12
      "I had a spare in my bag, it's in, pressed test, it's screaming, so that one's done.", // 13
      "Closet door's come off the track, the floor guide's snapped so the bottom swings out.", // 14
      "Front door, deadbolt throws fine, peephole's there, chain's there.", // 15
      "Out on the balcony, the railing, the top rail's loose where it meets the wall, you can push it out an inch or so, and we're three floors up.", // 16
      "Devon, stay off the balcony till we get that bolted back, okay? Thanks man.", // 17
      "Alright, that's 3C, onto 3D.", // 18
    ],
    findings: [
      {
        id: "fridge-door-gasket",
        at: [2, 3],
        thing: ["fridge", "refrigerator", "gasket", "seal", "freezer", "door"],
        problem: ["bounce", "seal", "gasket", "frost", "close", "shut", "open", "ice", "soft"],
        priority: "MEDIUM",
      },
      {
        id: "stove-burner-gas-smell",
        at: [4, 5],
        thing: ["stove", "burner", "range", "gas", "cooktop", "hob"],
        problem: ["gas", "smell", "leak", "light", "ignit", "catch", "click"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ac-not-cooling",
        at: [6, 7],
        thing: ["ac", "a/c", "air conditioning", "air conditioner", "hvac", "cooling", "vent"],
        problem: ["not cool", "cool", "warm", "temperature", "fail", "service", "not"],
        priority: "MEDIUM",
      },
      {
        id: "tub-faucet-drip",
        at: [9, 10],
        thing: ["faucet", "spout", "tap", "tub"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulk-moldy",
        at: [9, 10],
        thing: ["caulk", "sealant", "silicone", "mold", "mould", "tub"],
        problem: ["black", "mold", "mould", "peel", "fail", "recaulk"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-sash-cord",
        at: [11],
        thing: ["sash", "cord", "window"],
        problem: ["snap", "broken", "drop", "cord", "fall", "slam"],
        priority: "MEDIUM",
      },
      {
        id: "closet-door-off-track",
        at: [14],
        thing: ["closet door", "closet", "door", "track", "guide"],
        problem: ["off", "track", "snap", "broken", "swing", "guide"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-railing-loose",
        at: [16, 17],
        thing: ["railing", "rail", "balcony", "guardrail"],
        problem: ["loose", "push", "move", "wobbl", "secur", "bolt"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "l10-uk-victorian-terrace-with-trainee",
    half: "heldout",
    lines: [
      "Mid-term inspection, 17 Albert Terrace, Mr and Mrs Lowe are both at work, I've got the keys, and Priya's shadowing me today.", // 0
      "So Priya, first thing always, smoke alarms, hall one, test, fine, landing one, test, fine.", // 1
      "Front room, the bay, look at the bottom of the frame, press it, go on, see, your thumb goes straight in, that's rot, and the left-hand pane's cracked corner to corner.", // 2
      "Neither's dangerous, so medium, but get a carpenter to quote for the whole bay.", // 3
      "Back room, the gas fire's got a Gas Safe label on it, condemned and capped off, so it's safe, they don't use it and the landlord doesn't want it replaced.", // 4
      "Kitchen, and this is where they said the trouble was, under the sink, the cupboard, ugh, smell that, it's damp, and the base has gone to mush.", // 5
      "It's the waste, look, every time you pull the plug it's running out of the joint onto the shelf, so that's a plumber this week.", // 6
      "Back door's double glazed, locks fine, key turns nice and easy.", // 7
      "Garden, the fence on that side is the neighbour's, not ours, and the shed's the Lowes', they put it up.", // 8
      "Upstairs, bathroom, and the extractor, you pull the cord and the light comes on but the fan, listen, nothing, so no wonder the ceiling's gone like that.", // 9
      "Black mould right across the ceiling over the shower, Priya, photo of that please, and one of the fan.", // 10
      "Main bedroom, there was a roof leak, the stain's still there by the chimney breast, but Mrs Lowe said the roofer's been and, yeah, it's bone dry now, so just the stain to paint out, low priority.", // 11
      "Second bedroom, the door, it drags on the carpet and you've got to heave it up to get it shut, the hinges have dropped.", // 12
      "Third bedroom's the little one, fine, rad on, window opens, restrictor's on.", // 13
      "Loft hatch on the landing, I won't go up today.", // 14
      "Stairs, the carpet on the third tread from the top has come off the gripper and it slides under your foot.", // 15
      "Text the Lowes today, Priya, to watch themselves on the stairs, and we'll get a fitter round.", // 16
      "Boiler in the airing cupboard, it's a Worcester, pressure's good and the hot water's hot.", // 17
      "Outside the front, the low wall, the coping stone on the end pillar rocks when you touch it, and the whole school run comes past here, so that wants making safe today.", // 18
      "Okay, we'll write that up back at the office.", // 19
    ],
    findings: [
      {
        id: "bay-frame-rot",
        at: [2, 3],
        thing: ["frame", "bay", "window", "sill"],
        problem: ["rot", "soft", "decay", "repair"],
        priority: "MEDIUM",
      },
      {
        id: "bay-pane-cracked",
        at: [2, 3],
        thing: ["pane", "glass", "glazing", "window", "bay"],
        problem: ["crack", "broken", "damag", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "sink-waste-leak",
        at: [5, 6],
        thing: ["waste", "sink", "pipe", "joint", "trap", "plumb", "cupboard"],
        problem: ["leak", "drip", "running", "water", "damp", "mush", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bathroom-fan-dead",
        at: [9, 10],
        thing: ["extractor", "fan", "extract"],
        problem: ["not", "nothing", "dead", "broken", "fail", "work"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-ceiling-mould",
        at: [9, 10],
        thing: ["mould", "mold", "black", "ceiling"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-ceiling-stain",
        at: [11],
        thing: ["ceiling", "stain"],
        problem: ["stain", "paint", "mark", "discolour"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-two-door-dropped",
        at: [12],
        thing: ["door", "hinge"],
        problem: ["drop", "drag", "stick", "shut", "close", "hinge", "catch"],
        priority: "MEDIUM",
      },
      {
        id: "stair-carpet-loose",
        at: [15, 16],
        thing: ["carpet", "stair", "tread", "gripper"],
        problem: ["loose", "slid", "slip", "come off", "trip", "lift"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-wall-coping-loose",
        at: [18],
        thing: ["coping", "coping stone", "wall", "pillar", "pier"],
        problem: ["loose", "rock", "mov", "unsafe", "safe", "fall"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "l11-us-duplex-both-sides-with-tech",
    half: "tune",
    lines: [
      "Okay, 422 and 424 Birch Street, the duplex, 422's occupied, that's Mrs. Chen, 424's vacant between tenants, Luis and I are doing both.", // 0
      "Starting in 424 since it's empty, front door, the deadbolt, you have to pull the door toward you and jiggle it to get the bolt to throw, and half the time it just won't, so the place isn't secure.", // 1
      "Luis, can you look at the strike plate before we leave today? Yeah, that's first.", // 2
      "Living room, paint's fresh, carpet's been cleaned, looks good.", // 3
      "Kitchen, the, uh, faucet's fine, it's the dishwasher, you undo the latch and the door just falls open and slams against the stops, springs are gone.", // 4
      "Range hood light was out, just a bulb, Luis had one, it's in and it works.", // 5
      "Bathroom, the tub surround, there's a crack in the fiberglass down near the bottom, and, yeah, when I push on it it flexes, so water's getting behind there for sure when anyone showers.", // 6
      "Bedroom two, the window screen's torn and the window, the crank just spins, it won't open at all.", // 7
      "That's a bedroom egress window, so it has to open, put that one high.", // 8
      "Screen's medium, whatever, next order from the supply house.", // 9
      "Basement's shared between the two units, the water heater for 424, pilot's lit, it's hot.", // 10
      "And the sump pit, I poured a bucket in, the float came up and nothing, the pump never kicked on, and they're saying rain all week.", // 11
      "Okay, over to 422, Mrs. Chen, hi, thanks for having us.", // 12
      "She says the bathroom sink's been slow, let me see, yeah, it's just sitting there, it's barely going down.", // 13
      "And, oh, Luis, look at the outlet by the mirror, the cover's cracked and it's gone brown around the top slot, like it's been hot.", // 14
      "Mrs. Chen, please don't use that one, we'll have an electrician out today.", // 15
      "Her kitchen's fine, the stove's hers, she brought it with her, and our fridge is cold.", // 16
      "Back steps out of 422, the bottom step's loose, it shifts sideways when you put your weight on it.", // 17
      "Luis can screw it down this afternoon, till then it's a fall waiting to happen.", // 18
      "Gutters on the whole building are full of leaves, and the one over 424's back door is pulling away from the fascia.", // 19
      "Roof looks okay from the ground, I can't see any missing shingles.", // 20
      "Alright, that's the duplex, I'll get the work orders in tonight.", // 21
    ],
    findings: [
      {
        id: "unit-424-front-deadbolt",
        at: [1, 2],
        thing: ["deadbolt", "front door", "door", "lock", "strike", "bolt"],
        problem: ["lock", "throw", "jiggle", "secur", "won't", "stick", "align"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "unit-424-dishwasher-door",
        at: [4],
        thing: ["dishwasher", "door", "spring"],
        problem: ["spring", "fall", "slam", "drop", "broken", "hinge"],
        priority: "MEDIUM",
      },
      {
        id: "unit-424-tub-surround-crack",
        at: [6],
        thing: ["tub surround", "surround", "tub", "fiberglass", "shower"],
        problem: ["crack", "flex", "water", "leak", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "unit-424-screen-torn",
        at: [7, 9],
        thing: ["screen", "window screen"],
        problem: ["torn", "tear", "rip", "damag", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "unit-424-window-crank",
        at: [7, 8],
        thing: ["window", "crank", "egress", "operator"],
        problem: ["spin", "open", "won't", "broken", "stuck", "strip"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sump-pump-dead",
        at: [11],
        thing: ["sump", "sump pump", "pump", "float"],
        problem: ["not", "fail", "dead", "kick", "won't", "nothing", "broken"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "unit-422-sink-slow",
        at: [13],
        thing: ["sink", "drain", "basin", "vanity"],
        problem: ["slow", "drain", "block", "clog", "sitting"],
        priority: "MEDIUM",
      },
      {
        id: "unit-422-outlet-scorched",
        at: [14, 15],
        thing: ["outlet", "receptacle", "socket", "cover"],
        problem: ["crack", "brown", "scorch", "burn", "hot", "melt", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "unit-422-back-step-loose",
        at: [17, 18],
        thing: ["step", "stair", "back steps"],
        problem: ["loose", "shift", "mov", "wobbl", "fall", "secur"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gutter-pulling-away",
        at: [19],
        thing: ["gutter", "fascia"],
        problem: ["pull", "away", "leaves", "full", "block", "clog", "loose", "detach"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "l12-uk-dental-practice-afternoon-closed",
    half: "heldout",
    lines: [
      "Ashgrove Dental Practice, annual building check, Helen the practice manager's with me, surgeries are shut this afternoon.", // 0
      "Reception, the automatic door, you walk up and it opens, but it starts shutting on you before you're through, it caught my bag just then.", // 1
      "Helen, can you put it on hold-open till the door people come? It's not safe for the older patients.", // 2
      "Waiting room, chairs are theirs, the carpet's fine, radiators all warm, lovely.", // 3
      "Surgery one, hang on, look at the light over the chair, the diffuser, there's water sitting in the bottom of it.", // 4
      "That's the staff loo directly above, isn't it, Helen? Right, so nobody flushes it, and I'm isolating the lights in here now.", // 5
      "Surgery two, all fine, sink's draining, both lever taps working.", // 6
      "Decontamination room, the extract fan on the wall's running but it sounds like a bag of spanners, and there's a burnt sort of smell if you stand under it.", // 7
      "Switch it off at the isolator please, and we'll get the electrician to look before you run it again.", // 8
      "X-ray room, the lead-lined door's fine, closer's fine, warning light outside works.", // 9
      "Staff room, the worktop's blown next to the kettle, the edge is lifting and it's all swollen, cosmetic mostly, so low.", // 10
      "Stairs up to the office, there's a bit of a dip, no, not a dip, the nosing on the third step's split and there's a sharp edge standing up.", // 11
      "Staff toilet, the one over surgery one, and yep, the pipe off the cistern is dripping onto the floor and the floor's wet right across.", // 12
      "Plumber today, and then the electrician can check the fitting downstairs once it's dried out.", // 13
      "Office is fine, window restrictors are on, the blind's theirs.", // 14
      "Outside, the ramp up to the front door, the handrail's fine but the surface is like glass when it's wet, the anti-slip strips have worn away, and I nearly went over on it coming in.", // 15
      "Car park line markings are faded, cosmetic, leave it till they resurface.", // 16
      "Bin store's locked, and the clinical waste bin's theirs, collected weekly.", // 17
      "Right, Helen, I'll send that over tonight, and the plumber first.", // 18
    ],
    findings: [
      {
        id: "auto-door-closing-early",
        at: [1, 2],
        thing: ["automatic door", "door", "sensor", "entrance"],
        problem: ["clos", "shut", "caught", "sensor", "early", "trap", "unsafe", "safe"],
        priority: "HIGH",
      },
      {
        id: "surgery-one-light-water",
        at: [4, 5, 13],
        thing: ["light", "diffuser", "fitting", "ceiling", "lights"],
        problem: ["water", "leak", "wet", "ingress", "isolat"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "decon-extract-fan-burning",
        at: [7, 8],
        thing: ["extract fan", "fan", "extractor", "extract"],
        problem: ["burn", "smell", "nois", "rattl", "spanner", "isolat", "overheat", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "staff-worktop-swollen",
        at: [10],
        thing: ["worktop", "counter", "work surface"],
        problem: ["blown", "swollen", "swell", "lift", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-nosing-split",
        at: [11],
        thing: ["nosing", "step", "stair", "tread"],
        problem: ["split", "sharp", "crack", "broken", "trip", "standing", "damag"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "staff-wc-cistern-pipe-leak",
        at: [12, 13],
        thing: ["cistern", "pipe", "toilet", "wc", "loo", "plumb"],
        problem: ["drip", "leak", "wet", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ramp-surface-slippery",
        at: [15],
        thing: ["ramp", "anti-slip", "strip", "surface"],
        problem: ["slip", "worn", "glass", "wet", "trip", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "car-park-lines-faded",
        at: [16],
        thing: ["line", "marking", "car park", "parking"],
        problem: ["fade", "worn", "repaint", "resurface"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "l13-us-condo-common-areas-with-board-member",
    half: "tune",
    lines: [
      "Quarterly walk, Harbor View Condominiums, common areas only, and Frank from the board is tagging along.", // 0
      "Lobby, the front entry door, it swings shut but it doesn't latch, you have to give it a shove after it closes, so it sits open about an inch and the card reader's pointless.", // 1
      "Frank, yeah, I know, the closer's been adjusted twice, we need a new one, I'll have the locksmith out tomorrow.", // 2
      "Mailroom's fine, package lockers working, lights on.", // 3
      "Fitness room, the treadmill's got an out of order sign on it, that's on the equipment contract, not us.", // 4
      "And the ceiling in the fitness room, over by the mirror, drip, drip, you hear that? It's coming from the pool deck above us.", // 5
      "Bucket under it, and call the pool contractor and the roofer, it's been coming through since the weekend.", // 6
      "Stairwell B, the emergency light on the third floor landing, I held the test button and it didn't come on.", // 7
      "Fourth floor in the same stairwell, handrail's fine, but someone's propped the fire door open with a chair, I've moved it, and the door won't close by itself anyway, the closer arm's come disconnected.", // 8
      "Trash room on four, the chute door, you open it and it just stays open, doesn't swing back at all.", // 9
      "Frank says residents have been jamming it, right, but it still needs fixing, high, it's a fire door.", // 10
      "Hallways on five and six, the carpet's stained outside 512, old stain, dry, cosmetic.", // 11
      "And the wallpaper's peeling at the seams by the elevator on six, also cosmetic, both of them for the hallway refresh next year.", // 12
      "Roof access hatch is locked, good, the membrane looks fine, drains are clear.", // 13
      "Garage level, the light over the ramp keeps flicking on and off and it's dim down there, routine, get it on this month's electrical visit.", // 14
      "Also the car wash bay drain's backed up, there's an inch of water sitting on the slab.", // 15
      "Garage gate, remote works and it closes behind the cars, good.", // 16
      "Pool deck, pool's closed for the season, covers on, the fence gate self-latches, tested it.", // 17
      "Okay, Frank, I'll get this to the board by Friday.", // 18
    ],
    findings: [
      {
        id: "lobby-entry-door-not-latching",
        at: [1, 2],
        thing: ["entry door", "front door", "door", "closer", "latch"],
        problem: ["latch", "close", "secur", "open", "closer", "shove"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fitness-ceiling-leak",
        at: [5, 6],
        thing: ["ceiling", "fitness", "pool deck", "water"],
        problem: ["leak", "drip", "water", "coming through", "ingress"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stairwell-b-emergency-light",
        at: [7],
        thing: ["emergency light", "emergency lighting", "light"],
        problem: ["not", "fail", "test", "didn't", "dead", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stairwell-b-fire-door-closer",
        at: [8],
        thing: ["fire door", "door", "closer", "arm"],
        problem: ["close", "disconnect", "propped", "closer", "self", "detach"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "trash-chute-door-wont-close",
        at: [9, 10],
        thing: ["chute door", "chute", "door", "trash"],
        problem: ["close", "open", "stay", "self", "jam", "swing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall-carpet-stained",
        at: [11, 12],
        thing: ["carpet", "flooring"],
        problem: ["stain", "mark", "discolor"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-wallpaper-peeling",
        at: [12],
        thing: ["wallpaper", "wall covering", "paper", "seam"],
        problem: ["peel", "lift", "seam", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garage-ramp-light-flickering",
        at: [14],
        thing: ["light", "lighting", "fixture", "lamp", "garage"],
        problem: ["flicker", "dim", "on and off", "fault", "fail", "out"],
        priority: "MEDIUM",
      },
      {
        id: "car-wash-drain-backed-up",
        at: [15],
        thing: ["drain", "car wash"],
        problem: ["back", "block", "clog", "standing", "water", "pond"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "l14-us-mountain-cabin-vacation-turnover",
    half: "heldout",
    lines: [
      "Turnover check at the Tamarack cabin, up on Ridge Road, guests checked out at eleven, Rosa's started on the bedrooms.", // 0
      "Front deck, the steps, the handrail on the left is wobbly, like really wobbly, I grabbed it and it came toward me a good couple inches.", // 1
      "Rosa, don't lean on that, I'll text Jake to bring lag screws up this afternoon.", // 2
      "Great room, the fireplace is gas, lit it off the remote, flame's nice and blue, and the CO detector next to it tested fine.", // 3
      "Kitchen, so the fridge, the ice maker's leaking, there's water coming out from under the front of the fridge and it's creeping in under the flooring.", // 4
      "Shut the valve behind it, done, so it's not coming out now, but the line still needs replacing and someone needs to check that floor.", // 5
      "Rosa, the guests left half their groceries in the fridge, just bin it all.", // 6
      "Downstairs bunk room, the baseboard heater, it's set to sixty-eight and it's cold, I mean cold cold, the rest of the house is fine, just this one's dead.", // 7
      "It's dropping to twenty at night and there's a family with kids in this room tomorrow, so that has to be working before they get here.", // 8
      "Top bunk guardrail, screws all there, solid.", // 9
      "Downstairs bath, the toilet, you have to hold the handle down the whole way or it only half flushes.", // 10
      "Upstairs loft, the skylight, see the stain around the frame? Dry right now, but it rained Tuesday and the guests said it was dripping on the rug.", // 11
      "Loft bathroom, the vanity light, the switch sparks when you flip it, there's a little blue flash, and the plate's warm to the touch.", // 12
      "I've taped it off, electrician and the roofer, both before the next guests.", // 13
      "Hot tub's the pool company's, they were here Monday.", // 14
      "Outside, the trash enclosure, the bear latch is bent and it won't close, so the bears'll be in the garbage by tonight, Jake needs to sort that today.", // 15
      "Driveway, the motion light by the garage is out, no, wait, it's daylight, it's on a sensor, let me cover it, yep, it comes on, fine.", // 16
      "Deck stain's faded on the south side and a few boards have gone grey, cosmetic, spring project.", // 17
      "Okay Rosa, I'm heading out, lock up when you're done.", // 18
    ],
    findings: [
      {
        id: "deck-stair-handrail-wobbly",
        at: [1, 2],
        thing: ["handrail", "rail", "railing", "deck", "step", "stair"],
        problem: ["wobbl", "loose", "mov", "secur", "screw"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ice-maker-leak",
        at: [4, 5],
        thing: ["ice maker", "icemaker", "fridge", "refrigerator", "line", "water", "floor"],
        problem: ["leak", "water", "puddle", "drip", "wet", "creep"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bunk-room-heater-dead",
        at: [7, 8],
        thing: ["heater", "baseboard", "heat", "heating", "bunk room"],
        problem: ["cold", "dead", "not", "fail", "no heat", "work"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "downstairs-toilet-flush",
        at: [10],
        thing: ["toilet", "handle", "flush", "flapper"],
        problem: ["flush", "hold", "half", "weak", "not", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "loft-skylight-leak",
        at: [11, 13],
        thing: ["skylight", "roof", "window", "frame"],
        problem: ["leak", "drip", "stain", "water", "rain"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "loft-switch-sparking",
        at: [12, 13],
        thing: ["switch", "light switch", "plate", "electric", "vanity light"],
        problem: ["spark", "flash", "warm", "hot", "arc", "burn"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "trash-enclosure-bear-latch",
        at: [15],
        thing: ["bear latch", "latch", "trash enclosure", "enclosure", "trash", "gate"],
        problem: ["bent", "close", "broken", "won't", "latch", "damag"],
        priority: "HIGH",
      },
      {
        id: "deck-stain-faded",
        at: [17],
        thing: ["deck", "stain", "boards"],
        problem: ["fade", "grey", "gray", "weather", "restain", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "l15-uk-student-hmo-above-chippy",
    half: "tune",
    lines: [
      "Flat 2 above the chippy on Castle Street, the five-bed student let, HMO check, Callum's with me and a couple of the lads are in.", // 0
      "Hall, the fire door into the kitchen, somebody's screwed a hook and eye on it to keep it open, and the closer's been taken off altogether.", // 1
      "Lads, you can't do that, it's a fire door, right, Callum, new closer fitted this week and get that hook off.", // 2
      "Kitchen, hob's fine, oven's fine, it's a tip in here but that's their washing up, not our problem.", // 3
      "The heat detector on the kitchen ceiling has got a carrier bag tied over it.", // 4
      "Callum's had the bag off and pressed the test and nothing, so it's faulty as well, that's the electrician today.", // 5
      "Bedroom one, Josh's, fine, window restrictor's on, rad's warm.", // 6
      "Bedroom two, the ceiling light, there's no shade and the rose is dangling on its wires, you can see the brown and the blue going into it.", // 7
      "Bedroom three, the window, you have to lift and shove it to get it shut and then the handle won't go down to lock, and it looks straight out over the flat roof of the shop.", // 8
      "So anyone could climb up onto that roof and in, that's high.", // 9
      "Bedroom four, there's a hole in the plasterboard behind the door where the handle's gone through, that's coming off their deposit, but we'll patch it in the summer when they've gone, low.", // 10
      "Bedroom five, Aisha says her radiator's been cold since they came back after Christmas, feel it, yeah, cold at the top, warm at the bottom, it just wants bleeding.", // 11
      "Callum's bled it, it spat a bit, and it's warming right up to the top now, job done.", // 12
      "Bathroom, and when you run the shower the light in the extractor flickers, and the owner of the chippy came up yesterday because there's water coming through his ceiling downstairs.", // 13
      "Looking at it, it's the tray, the sealant along the wall side has split, so the water's going straight down the back.", // 14
      "Don't use the shower till it's resealed, lads, use the one in, well, there's only the one, sorry, so we'll get someone in tomorrow.", // 15
      "Landing, the stairs down to the street door, the lights are on a timer and they go off when you're only halfway down, it's pitch black, so get the timer turned up before someone goes headfirst.", // 16
      "Street door's fine, the lock closes behind you, post's piling up but that's theirs.", // 17
      "Out the back, the wheelie bin lid's off, the council swap those, it's not ours.", // 18
      "Right, lads, thanks, Callum, let's get the electrician for bedroom two and the detector booked first.", // 19
    ],
    findings: [
      {
        id: "kitchen-fire-door-closer-removed",
        at: [1, 2],
        thing: ["fire door", "door", "closer", "hook"],
        problem: ["closer", "removed", "missing", "off", "hook", "held open", "open", "taken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-heat-detector",
        at: [4, 5, 19],
        thing: ["heat detector", "detector", "alarm", "smoke", "heat"],
        problem: ["cover", "bag", "fault", "not", "test", "nothing", "fail", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-two-ceiling-rose",
        at: [7, 19],
        thing: ["ceiling rose", "rose", "light", "wire", "wiring", "pendant"],
        problem: ["dangl", "hanging", "exposed", "loose", "wire", "no shade", "bare"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-three-window-wont-lock",
        at: [8, 9],
        thing: ["window", "handle", "lock"],
        problem: ["lock", "secur", "shut", "close", "handle", "climb", "won't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bedroom-four-plasterboard-hole",
        at: [10],
        thing: ["plasterboard", "wall", "hole"],
        problem: ["hole", "damag", "patch", "broken"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower-leak-into-shop",
        at: [13, 14, 15],
        thing: ["shower", "tray", "sealant", "silicone", "ceiling", "water"],
        problem: ["leak", "water", "coming through", "split", "seal", "ingress", "down"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "extractor-light-flickers",
        at: [13],
        thing: ["extractor", "light", "fan", "fitting"],
        problem: ["flicker", "water", "fault", "electric"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stair-light-timer-short",
        at: [16],
        thing: ["stair light", "light", "lights", "timer", "stair"],
        problem: ["timer", "off", "dark", "black", "short", "trip", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "l16-us-midwest-farmhouse-rental-january",
    half: "heldout",
    lines: [
      "Alright, this is the Dahl farmhouse out on County Road 9, the rental, the Nguyen family's in it, Mrs. Nguyen's home with the baby.", // 0
      "Mudroom, back door, storm door's fine but the main door, the weatherstripping's gone and you can see daylight all the way around it, and it's January.", // 1
      "Kitchen, and, oh, Mrs. Nguyen, is that the, yeah, that smell, that's propane, it's strongest by the stove, okay, we're shutting it off at the tank right now.", // 2
      "I'm calling the propane company, they'll be out within the hour, everybody out of the kitchen till then please.", // 3
      "Furnace in the basement's running, the house is warm, seventy-one on the thermostat, filter's fairly new.", // 4
      "Basement stairs, there's no handrail at all, just the wall, and the treads are narrow and steep.", // 5
      "And, see that? Along the foundation wall by the stairs, the white crust, and it's wet, there's water coming in at the bottom where the wall meets the floor.", // 6
      "It's spreading toward the furnace, so that's sooner rather than later.", // 7
      "Well pressure tank gauge reads about fifty, that's fine, and the water softener's theirs, they brought it.", // 8
      "Living room, the old wood storms, one's got a cracked pane, and the sash lock on the front window doesn't line up so it won't lock.", // 9
      "The cracked one's routine, but the lock on the front, that's ground floor, so we'll do that this week.", // 10
      "Upstairs, the baby's room, the outlet behind the crib's got no cover plate, it's bare, and the baby's crawling, so I'm saying high.", // 11
      "I've got a plate in the truck, no, I don't, it's the wrong size, so the electrician.", // 12
      "Main bedroom, ceiling's fine, closet's fine, the rad, no, it's forced air, the register's blowing warm, okay.", // 13
      "Upstairs bathroom, tub drains fine, toilet runs a second after you flush and then stops, that's normal, it's old but it's okay.", // 14
      "The exhaust fan's so loud you can't hear yourself think and it barely holds up a square of toilet paper, so it's not really pulling anything.", // 15
      "Outside, the porch, the corner post's gone soft at the base and the porch roof's sagging on that corner, I'll have someone look at the post, keep an eye on it till then.", // 16
      "Barn's not part of the rental, Mr. Dahl keeps his equipment in there, so I'm not looking at that.", // 17
      "Okay, propane guy's pulling in, I'll wait with him and then write it up.", // 18
    ],
    findings: [
      {
        id: "back-door-weatherstrip",
        at: [1],
        thing: ["weatherstrip", "weather strip", "weatherstripping", "back door", "door", "seal"],
        problem: ["gone", "missing", "draft", "draught", "daylight", "gap", "worn", "light"],
        priority: "MEDIUM",
      },
      {
        id: "propane-smell-kitchen",
        at: [2, 3],
        thing: ["propane", "gas", "stove", "range", "tank"],
        problem: ["smell", "leak", "odor", "odour", "gas"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "basement-stairs-no-handrail",
        at: [5],
        thing: ["handrail", "rail", "stair", "basement"],
        problem: ["no", "missing", "none", "lack", "without", "install", "fit", "steep"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basement-water-seepage",
        at: [6, 7],
        thing: ["basement", "foundation", "wall", "water", "floor"],
        problem: ["water", "wet", "seep", "leak", "coming in", "ingress", "efflorescence", "crust"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "storm-window-cracked-pane",
        at: [9, 10],
        thing: ["pane", "glass", "storm window", "storm", "window"],
        problem: ["crack", "broken", "damag", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "front-window-wont-lock",
        at: [9, 10],
        thing: ["window", "sash lock", "lock", "latch"],
        problem: ["lock", "line up", "align", "secur", "latch", "won't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "nursery-outlet-no-cover",
        at: [11, 12],
        thing: ["outlet", "receptacle", "socket", "cover plate", "plate"],
        problem: ["cover", "plate", "missing", "no", "bare", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-exhaust-fan-weak",
        at: [15],
        thing: ["exhaust fan", "fan", "exhaust", "vent"],
        problem: ["loud", "nois", "weak", "barely", "pull", "suction", "not", "draw"],
        priority: "MEDIUM",
      },
      {
        id: "porch-post-rot",
        at: [16],
        thing: ["porch", "post", "roof", "column"],
        problem: ["rot", "soft", "sag", "decay", "monitor", "keep an eye"],
        priority: "MEDIUM",
      },
    ],
  },
];
