// Blind walkthroughs, set 7 (written without seeing the extractor).
import type { Walkthrough } from "./types";

export const MEANING7_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "g01-uk-tower-flat-mould-revisit",
    half: "tune",
    lines: [
      "Flat 14, Carrow House, ninth floor, damp and mould revisit from the March job.", // 0
      "Tenant's let me in, she's staying in the lounge with the baby.", // 1
      "Bedroom two first, the black spotting behind the wardrobe is back, worse than March if anything.", // 2
      "Creeping up towards the coving now.", // 3
      "Trickle vents on that window are painted over, so zero airflow.", // 4
      "Humidistat fan in the bathroom, pulled the cord, nothing, not even a hum.", // 5
      "Hers or ours? Ours, it's on the asset list.", // 6
      "Bathroom ceiling's dry, no staining, so upstairs hasn't had another escape of water.", // 7
      "Kitchen window, the double glazed unit's misted up between the panes, seal's gone.", // 8
      "Heating's on, all three rads hot to the touch.", // 9
      "Socket by the cooker, um, the faceplate's gone brown and melted at the top corner.", // 10
      "Isolated that circuit at the board, sparky needs to be here today.", // 11
      "Front door closer's doing its job, pulls it onto the latch every time.", // 12
      "Hall carpet's tenant's own, not ours.", // 13
      "Lino's split along the seam in front of the sink, cosmetic really, planned works list.", // 14
      "Okay, that's me done, mould wash and the fan on one order, socket separate.", // 15
    ],
    findings: [
      {
        id: "mould",
        at: [2, 3, 15],
        thing: ["mould", "mold", "black spot", "spotting", "damp"],
        priority: "MEDIUM",
      },
      {
        id: "vent",
        at: [4],
        thing: ["trickle vent", "vent"],
        problem: ["paint", "blocked", "shut", "sealed", "seized", "stuck", "covered", "no airflow"],
        priority: "MEDIUM",
      },
      {
        id: "fan",
        at: [5, 6, 15],
        thing: ["fan", "extractor"],
        problem: [
          "not working",
          "dead",
          "fail",
          "broken",
          "nothing",
          "no power",
          "not running",
          "faulty",
        ],
        priority: "MEDIUM",
      },
      {
        id: "glazing",
        at: [8],
        thing: ["window", "glazing", "glazed", "pane", "unit", "DGU"],
        problem: ["mist", "seal", "fail", "blown", "condensation", "fog"],
        priority: "MEDIUM",
      },
      {
        id: "socket",
        at: [10, 11, 15],
        thing: ["socket", "faceplate", "plug"],
        problem: ["melt", "scorch", "brown", "burn", "discolour", "heat", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "lino",
        at: [14],
        thing: ["lino", "vinyl", "floor"],
        problem: ["split", "seam", "lift", "curl", "torn", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "g02-uk-sheltered-flat-chatty-doreen",
    half: "heldout",
    lines: [
      "Morning Doreen, it's Kev from repairs, alright if I come through?", // 0
      "Lovely, and how's the hip? Good, good.", // 1
      "Let's have a look in the bathroom first.", // 2
      "Oh, the emergency pull cord's been looped up over the towel rail, nobody could reach that from the floor.", // 3
      "I've let it back down, but the red toggle on the end's snapped, so I want a new one fitted before today's out.", // 4
      "Now the grab rail by the loo, give it a tug, yeah, the whole thing shifts in the wall.", // 5
      "The plugs have pulled out of the plasterboard, that's a proper fixing job, can't leave you hanging on that.", // 6
      "Shower's nice and warm, you're happy with that? Good.", // 7
      "Kitchen now. The cold tap, is that the one you struggle with?", // 8
      "Blimey, it's stiff as anything, you'd need both hands and a tea towel.", // 9
      "I'll put a lever tap on order for you, that'll be a couple of weeks probably.", // 10
      "Smoke detector on the ceiling there, held the button in, lovely loud beep.", // 11
      "Out in the corridor, the fire door to the stairs is wedged open with a rubber doorstop again.", // 12
      "Doreen, I know it's heavy, but it has to stay shut, I'm taking the wedge with me.", // 13
      "The strip light outside number 8 keeps blinking on and off.", // 14
      "That can go on the next routine batch for the electrical contractor, it's not urgent.", // 15
      "Laundry room, both machines going round, floor's dry.", // 16
      "Ceiling tiles in the lounge have a couple of tea-coloured rings from that leak in the summer; the roof itself has been patched.", // 17
      "I just want those tiles swapping when someone's passing, no hurry at all.", // 18
      "Right Doreen, I'll let myself out, mind how you go.", // 19
    ],
    findings: [
      {
        id: "cord",
        at: [3, 4],
        thing: ["pull cord", "cord", "alarm", "toggle"],
        problem: ["tied", "loop", "out of reach", "reach", "snap", "missing", "broken", "tangled"],
        priority: "HIGH",
      },
      {
        id: "grab",
        at: [5, 6],
        thing: ["grab rail", "rail"],
        problem: ["loose", "shift", "mov", "wobbl", "insecure", "come away", "pulled out"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tap",
        at: [8, 9, 10],
        thing: ["tap"],
        problem: ["stiff", "hard to turn", "seized", "can't turn", "difficult", "tight", "struggl"],
        priority: "MEDIUM",
      },
      {
        id: "firedoor",
        at: [12, 13],
        thing: ["fire door", "door"],
        problem: ["wedge", "propped", "held open", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "light",
        at: [14, 15],
        thing: ["light", "strip", "fluorescent", "lamp", "tube"],
        problem: ["flicker", "blink", "flash", "fault", "on and off", "intermittent"],
        priority: "LOW",
      },
      {
        id: "tiles",
        at: [17, 18],
        thing: ["ceiling", "tile"],
        problem: ["stain", "ring", "mark", "discolour", "water"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "g03-uk-maisonette-disrepair-schedule",
    half: "tune",
    lines: [
      "Disrepair inspection, 22B Hollins Walk, upper maisonette, claimant present with her solicitor's letter.", // 0
      "Item one on the schedule, penetrating damp to the rear bedroom gable wall.", // 1
      "Meter's reading off the scale along the skirting, plaster's blown and crumbling about a metre either side of the corner.", // 2
      "Agreed, that's a genuine defect, logging it as a works order within 28 days.", // 3
      "Likely cause is the gutter above, it's full of vegetation and the staining shows it overflows straight down the brickwork.", // 4
      "Item two, the claimant says the staircase handrail came away in March.", // 5
      "Tested it, top bracket is hanging off and the whole rail flexes when you put weight on it.", // 6
      "That's a fall risk on a steep flight, emergency order, 24 hours.", // 7
      "Item three, kitchen units, alleged water damage.", // 8
      "Base unit under the sink, chipboard has swollen and the door won't sit square.", // 9
      "The trap underneath has been renewed and it's bone dry, so nothing ongoing.", // 10
      "Unit replacement can go in the planned kitchen programme, low priority.", // 11
      "Item four, bathroom window, claimant says it won't shut.", // 12
      "It does shut, the friction hinge is just heavy; closes, handle throws, locks.", // 13
      "Not accepting item four.", // 14
      "Additional item not on the schedule: the boiler flue terminal outside the kitchen has scorching on the render around it.", // 15
      "Boiler was serviced in January and the certificate's in date, but I want a gas engineer looking at that flue today.", // 16
      "Also, the smoke alarm on the upper landing has no head on it, just the base plate.", // 17
      "Claimant says the kids took it off because it went off every time she fried anything.", // 18
      "I've got one in the van, fitting it before I leave.", // 19
      "Photos taken of all items, measurements noted, end of inspection.", // 20
    ],
    findings: [
      {
        id: "damp",
        at: [1, 2, 3],
        thing: ["damp", "plaster", "wall"],
        problem: ["damp", "blown", "crumbl", "penetrat", "wet", "moisture"],
        priority: "MEDIUM",
      },
      {
        id: "gutter",
        at: [4],
        thing: ["gutter", "guttering"],
        problem: ["block", "full", "overflow", "vegetation", "clog", "clear"],
        priority: "MEDIUM",
      },
      {
        id: "rail",
        at: [5, 6, 7],
        thing: ["handrail", "rail", "banister", "bannister"],
        problem: [
          "loose",
          "hanging",
          "flex",
          "came away",
          "come away",
          "detach",
          "insecure",
          "bracket",
          "broken",
        ],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "unit",
        at: [8, 9, 11],
        thing: ["unit", "cupboard", "cabinet", "carcass", "kitchen"],
        problem: ["swollen", "swell", "water damage", "damage", "door", "replace"],
        priority: "LOW",
      },
      {
        id: "flue",
        at: [15, 16],
        thing: ["flue", "boiler", "terminal"],
        problem: ["scorch", "burn", "discolour", "soot", "heat", "damage", "check"],
        priority: "HIGH",
      },
      {
        id: "smoke",
        at: [17, 18, 19],
        thing: ["smoke alarm", "smoke detector", "alarm", "detector"],
        problem: ["missing", "no head", "removed", "taken off", "absent", "base plate"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "g04-uk-tower-block-communal-walk-caretaker",
    half: "heldout",
    lines: [
      "Okay, Denton Court block inspection, me and Gaz the caretaker, starting at the ground floor entrance.", // 0
      "Main entrance door, the maglock isn't holding, you can shove it open without a fob.", // 1
      "Gaz reckons since the weekend, so anyone can wander in; that's going to the door entry contractor as an emergency.", // 2
      "Both lift cars running, inspection sticker's current.", // 3
      "Bin room, the chute's choked somewhere up the stack, rubbish backed up to the second floor hopper.", // 4
      "Needs rodding out this week, Gaz, can you get the cleansing lads on it?", // 5
      "Dry riser inlet box by the bin room is locked and the caps are on.", // 6
      "Stairwell A, going up.", // 7
      "Second floor landing, the emergency light over the door is dark, test key does nothing.", // 8
      "Fourth floor half landing, one of the nosings has come unstuck, it flaps when you tread on it.", // 9
      "Somebody'll go flying on that, so it's a today job.", // 10
      "Graffiti on the walls up to about the sixth, same tags as last time.", // 11
      "Paint-over can go on the cyclical, it's nothing offensive.", // 12
      "Stairwell windows, restrictors on every one, I checked each floor.", // 13
      "Seventh floor, somebody's dumped a mattress and a fridge freezer on the landing outside 7C.", // 14
      "That's the escape route, it has to be cleared today, I'll ring bulky waste from the car.", // 15
      "Roof access hatch up top is padlocked like it should be.", // 16
      "Coming back down, the floor indicator in the lift is stuck on three whatever floor you're on.", // 17
      "Lift still goes where you send it, so book the lift engineer for sometime in the next couple of weeks.", // 18
      "Cheers Gaz, that's the lot.", // 19
    ],
    findings: [
      {
        id: "entrance",
        at: [1, 2],
        thing: ["entrance", "door", "maglock", "lock"],
        problem: [
          "not holding",
          "isn't holding",
          "shove",
          "push",
          "won't lock",
          "not lock",
          "insecure",
          "fail",
          "open",
          "not secur",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "chute",
        at: [4, 5],
        thing: ["chute", "refuse", "rubbish", "hopper"],
        problem: ["block", "choked", "backed up", "jam", "rod", "full"],
        priority: "MEDIUM",
      },
      {
        id: "emlight",
        at: [8],
        thing: ["emergency light", "light", "lighting"],
        problem: ["dark", "not work", "fail", "out", "dead", "not lit", "no light", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "nosing",
        at: [9, 10],
        thing: ["nosing", "stair", "tread", "step"],
        problem: ["loose", "unstuck", "flap", "come away", "broken", "lifting", "detach"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "graffiti",
        at: [11, 12],
        thing: ["graffiti", "tag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dumped",
        at: [14, 15],
        thing: [
          "mattress",
          "fridge",
          "rubbish",
          "waste",
          "items",
          "fly",
          "obstruct",
          "landing",
          "escape",
        ],
        problem: ["dump", "block", "obstruct", "tip", "left", "remov", "clear", "fly"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "indicator",
        at: [17, 18],
        thing: ["indicator", "display", "lift", "panel"],
        problem: ["stuck", "wrong", "fault", "not work", "frozen", "incorrect"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "g05-uk-tower-flat-gas-safety-followup",
    half: "tune",
    lines: [
      "Gas safety follow-up, flat 61, Marlowe Tower, the engineer got no access last Tuesday.", // 0
      "Tenant's in this time, he's American, keeps calling the boiler the furnace, fair enough.", // 1
      "Boiler fires up, flame picture's nice and blue, pressure sat at one point two.", // 2
      "But the hob, back left burner, it clicks and clicks and never catches, and there's a whiff of gas while it's clicking.", // 3
      "Capped it off at the bayonet, do not use, engineer to attend same day.", // 4
      "CO alarm in the kitchen is in date, tested, loud.", // 5
      "Bedroom, he says the heater vent, meaning the radiator, is stone cold top to bottom.", // 6
      "Other two are roasting, so probably air in it, that's a routine one, not an emergency.", // 7
      "Consumer unit in the hall cupboard, he calls it the breaker box, the RCD drops out every time the hoover goes in the bedroom socket.", // 8
      "Could be the socket, could be the hoover, but I don't like it, sparky today please.", // 9
      "Bathroom extractor's running, pulls a sheet of loo roll up to the grille.", // 10
      "Bath panel is cracked at the corner where it's had a kick, that's low.", // 11
      "Front door, the letterbox flap is missing, there's a draught and you can see straight into the hall.", // 12
      "That's a fire door onto the common corridor, so that flap matters, joiner asap.", // 13
      "Self-closer on it is spot on, slams shut from fully open.", // 14
      "Done, tenant's signed the sheet.", // 15
    ],
    findings: [
      {
        id: "hob",
        at: [3, 4],
        thing: ["hob", "burner", "cooker", "gas"],
        problem: [
          "gas",
          "smell",
          "whiff",
          "won't light",
          "not light",
          "never catch",
          "catch",
          "ignit",
          "fail",
          "leak",
        ],
        priority: "HIGH",
      },
      {
        id: "rad",
        at: [6, 7],
        thing: ["radiator", "rad", "heater"],
        problem: ["cold", "not heat", "no heat", "air", "bleed"],
        priority: "MEDIUM",
        kind: "heat",
      },
      {
        id: "rcd",
        at: [8, 9],
        thing: ["RCD", "breaker", "consumer unit", "socket", "circuit", "fuse", "electric"],
        problem: ["trip", "drop", "cut", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "panel",
        at: [11],
        thing: ["bath panel", "panel"],
        problem: ["crack", "broken", "damage", "split"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "letterbox",
        at: [12, 13],
        thing: ["letterbox", "letter box", "flap", "fire door", "door"],
        problem: ["missing", "no flap", "gone", "draught", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "g06-uk-sheltered-bungalow-officer-and-surveyor",
    half: "heldout",
    lines: [
      "Hiya Mr Okafor, it's Priya, housing officer, I've brought the surveyor with me this time.", // 0
      "Shall we start round the back?", // 1
      "Ah yes, see, the key turns but the bolt doesn't shoot across into the keep.", // 2
      "So you can't lock it at night at the moment? No. Right, that's a locksmith today, I'm not leaving you like that.", // 3
      "Just outside the back door, this slab's see-sawing and one corner's up a good inch.", // 4
      "With your stick that's an accident waiting to happen, I'll have it coned off and re-laid as an emergency.", // 5
      "Garden tap's weeping down the wall, he says it's been like that since spring.", // 6
      "Back inside, heating's on and it's toasty in here, and the kitchen tap runs hot within a few seconds.", // 7
      "Bedroom, there's a bit of grey furry mould up in the ceiling corner above the wardrobe, about the size of a dinner plate.", // 8
      "Do you dry your washing on the airer in here? You do, okay, we'll have a chat about that, but I'll get a treatment booked in anyway.", // 9
      "Window in there's one of the new ones from two years ago, opens and shuts a treat.", // 10
      "Hallway, his pendant alarm base unit is showing a red light instead of green.", // 11
      "I've rung Careline, they're getting no signal from it, so an engineer's coming out this afternoon.", // 12
      "Kitchen, the cupboard door above the kettle has dropped on its hinge and clatters into the one next to it.", // 13
      "Lino's seen better days but it's his own, he had it laid himself.", // 14
      "Thanks Mr Okafor, we'll ring you with the times.", // 15
    ],
    findings: [
      {
        id: "backdoor",
        at: [2, 3],
        thing: ["back door", "door", "lock", "bolt"],
        problem: [
          "won't lock",
          "can't lock",
          "not lock",
          "doesn't shoot",
          "bolt",
          "insecure",
          "fail",
          "lock",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "slab",
        at: [4, 5],
        thing: ["slab", "paving", "flag", "path"],
        problem: ["rock", "see-saw", "lift", "uneven", "loose", "up", "raised", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gtap",
        at: [6],
        thing: ["garden tap", "outside tap", "tap"],
        problem: ["weep", "drip", "leak"],
        priority: "MEDIUM",
        kind: "water",
      },
      { id: "mould", at: [8, 9], thing: ["mould", "mold"], priority: "MEDIUM" },
      {
        id: "pendant",
        at: [11, 12],
        thing: ["pendant", "alarm", "base unit", "careline", "lifeline", "unit", "telecare"],
        problem: ["red", "fault", "offline", "no signal", "signal", "not work", "fail"],
        priority: "HIGH",
      },
      {
        id: "cupboard",
        at: [13],
        thing: ["cupboard", "door", "hinge"],
        problem: ["dropped", "drop", "hinge", "clatter", "hit", "loose", "broken", "misalign"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "g07-uk-tower-flat-leak-from-above",
    half: "tune",
    lines: [
      "Okay, flat 88, Beacon Heights, twelfth floor, call logged as water coming through from upstairs.", // 0
      "Oh my word, yeah, look at that, it's dripping out of the light fitting in the kitchen.", // 1
      "Don't touch the switch, love, I'm going to kill the lighting circuit at the board.", // 2
      "Right, lights are off, I've stuck your washing-up bowl under it.", // 3
      "I'm nipping up to 98 to see if they're in.", // 4
      "Flat 98, gentleman's let me in, the cold feed under his sink, the compression nut's slack and it's spraying everywhere.", // 5
      "Turned his stopcock off, plumber needs to re-make that joint today and then he can have his water back.", // 6
      "Back down in 88, the drip's slowing already.", // 7
      "The plasterboard round the light, what you'd call drywall, is soggy and starting to belly down.", // 8
      "Keep the kids out of the kitchen till someone's confirmed it won't come down, I'd rather be safe.", // 9
      "Living room ceiling's bone dry, not a mark.", // 10
      "While I'm here, the outlet by the TV, sorry, the socket, has a cracked face and the plug wobbles about in it.", // 11
      "Bathroom: sealant round the bath has gone black and peeled away at the tap end.", // 12
      "Boiler cupboard fine, nothing wet in there.", // 13
      "Okay, I'll ring you once the electrician's been, don't use the big light till then.", // 14
    ],
    findings: [
      {
        id: "lightleak",
        at: [1, 2, 3, 7, 14],
        thing: ["light", "fitting", "leak", "water"],
        problem: ["water", "leak", "drip", "coming through", "ingress"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "pipe",
        at: [5, 6],
        thing: ["pipe", "feed", "joint", "compression", "sink", "nut", "supply"],
        problem: ["spray", "leak", "loose", "slack", "burst", "escap"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ceiling",
        at: [8, 9],
        thing: ["ceiling", "plasterboard", "drywall"],
        problem: ["sag", "soggy", "bulg", "belly", "wet", "damage", "collapse"],
        priority: "HIGH",
      },
      {
        id: "socket",
        at: [11],
        thing: ["socket", "outlet", "plug"],
        problem: ["crack", "loose", "wobbl", "broken", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "sealant",
        at: [12],
        thing: ["sealant", "silicone", "seal", "mastic"],
        problem: ["black", "peel", "fail", "mould", "perish", "come away"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "g08-uk-lower-maisonette-void-terse",
    half: "heldout",
    lines: [
      "Void inspection, 5 Kestrel Row, lower maisonette, keys from the voids team.", // 0
      "Ground floor front window: catch is snapped, window swings open from outside.", // 1
      "Board or fix before tonight, property's empty.", // 2
      "Gas capped at meter, as expected for a void.", // 3
      "Electrics, EICR on the side from last month, satisfactory.", // 4
      "Kitchen: burn mark on the worktop next to the hob, previous tenant.", // 5
      "Wall tiles behind the sink, three cracked.", // 6
      "Worktop and tiles, lettable standard list, not urgent.", // 7
      "Internal stairs up to the first floor, two balusters missing near the top, a gap a toddler could get through.", // 8
      "Bathroom upstairs: WC cistern won't refill, float valve stuck.", // 9
      "Bedroom one, old tenant's shelf brackets left in, holes to make good.", // 10
      "Bedroom two, push-up loft hatch seals fine, insulation about 270 mil.", // 11
      "Back garden: fence panel on the left boundary has blown out, lying on the lawn.", // 12
      "Shed's sound, felt intact.", // 13
      "Outside, the hopper head on the downpipe is cracked and weeping onto the path.", // 14
      "End of void inspection, keys back to the office.", // 15
    ],
    findings: [
      {
        id: "window",
        at: [1, 2],
        thing: ["window", "catch"],
        problem: ["snap", "broken", "swing", "open", "insecure", "won't lock", "not secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "worktop",
        at: [5, 7],
        thing: ["worktop", "work top"],
        problem: ["burn", "mark", "scorch", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "tiles",
        at: [6, 7],
        thing: ["tile"],
        problem: ["crack", "broken", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "baluster",
        at: [8],
        thing: ["baluster", "spindle", "balustrade", "banister", "bannister", "stair"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "cistern",
        at: [9],
        thing: ["cistern", "toilet", "WC", "float"],
        problem: ["refill", "stuck", "not fill", "won't", "fault", "fill"],
        priority: "MEDIUM",
      },
      {
        id: "holes",
        at: [10],
        thing: ["hole", "bracket", "wall", "shelf"],
        problem: ["hole", "make good", "fill", "bracket", "left"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fence",
        at: [12],
        thing: ["fence", "panel"],
        problem: ["blown", "down", "fallen", "missing", "broken", "lying"],
        priority: "MEDIUM",
      },
      {
        id: "hopper",
        at: [14],
        thing: ["hopper", "downpipe", "rainwater", "gutter"],
        problem: ["crack", "weep", "leak", "broken", "drip"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "g09-uk-maisonette-mould-six-week-check",
    half: "tune",
    lines: [
      "Hi Jodie, it's Marcus, back for the six-week check after the mould wash we did.", // 0
      "Kids' room first, yeah?", // 1
      "Well that's loads better, the wall by the bunk beds is clean, nothing's come back.", // 2
      "The PIV unit we put in the loft, still going? Yeah, I can hear it humming away, good.", // 3
      "Now your room, ooh, that's not great, the window reveal's gone black again on the left.", // 4
      "Last time it was a few speckles, now it's the whole reveal and onto the sill.", // 5
      "I'll get the specialist back with the fungicidal wash this week, and we'll look at insulating that reveal.", // 6
      "The radiator under that window, is it on? Stone cold, and the others?", // 7
      "Oh, all of them are cold, and the hot water's been lukewarm since Friday?", // 8
      "Let's look at the boiler, right, it's flashing an F28, that's ignition, it's not lighting.", // 9
      "That explains the mould getting worse too, no heat; I'm calling the gas contractor now, you've got kids, you're top of the list.", // 10
      "Bathroom, the extractor, no wait, sorry, it's the one in the kitchen that's packed in, the bathroom one's fine.", // 11
      "The kitchen one's a cooker hood, the light comes on but the fan doesn't spin.", // 12
      "Stairs up to the top floor of the maisonette, carpet's yours, Jodie, and it's gripped down nice and tight.", // 13
      "Landing window, the restrictor's been cut off, it opens right out.", // 14
      "Previous tenant did that? Either way, I'm getting a new one on, it's a two-storey drop onto concrete.", // 15
      "Hall ceiling's got a hairline crack along the board joint, that's nothing, just one for decorating.", // 16
      "Right, I'll message you the gas engineer's time, it'll be today.", // 17
    ],
    findings: [
      {
        id: "mould",
        at: [4, 5, 6],
        thing: ["mould", "mold", "reveal", "black"],
        priority: "MEDIUM",
      },
      {
        id: "boiler",
        at: [7, 8, 9, 10, 17],
        thing: ["boiler", "heating", "radiator", "hot water", "rad"],
        problem: [
          "cold",
          "fault",
          "not light",
          "won't light",
          "no heat",
          "F28",
          "lukewarm",
          "not working",
          "fail",
          "ignition",
        ],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "hood",
        at: [11, 12],
        thing: ["extractor", "fan", "cooker hood", "hood"],
        problem: ["not working", "dead", "fail", "broken", "packed", "doesn't spin", "not spin"],
        priority: "MEDIUM",
      },
      {
        id: "restrictor",
        at: [14, 15],
        thing: ["restrictor", "window"],
        problem: ["cut", "missing", "removed", "opens right out", "no restrictor"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "crack",
        at: [16],
        thing: ["crack", "ceiling", "joint"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "g10-uk-tower-block-fra-actions-floor-by-floor",
    half: "heldout",
    lines: [
      "Block walk, Ferrier Point, floors one to twenty, fire risk actions from the FRA.", // 0
      "Floor three, riser cupboard door's been forced, lock hanging out, door won't close.", // 1
      "Cables inside look untouched, nobody's been at the meters.", // 2
      "Chippy to re-hang it and fit a new lock today, it's a compartment door.", // 3
      "Floor six, the bin chute hopper door has lost its self-closing spring, it just hangs open.", // 4
      "That's smoke straight into the lobby if the chute ever goes up, mark it high.", // 5
      "Floor nine, all good, lobby doors closing on their own, signage all there.", // 6
      "Floor eleven, there's a hot electrical smell by the lift lobby.", // 7
      "Traced it, it's the fluorescent fitting over the lift, the ballast is cooking, too hot to keep your hand on.", // 8
      "Isolated at the landlord's board, sparky to replace the fitting this morning.", // 9
      "Floor twelve, the lobby vent window won't open, handle's seized solid.", // 10
      "AOV's separate and that tested fine, so the window's just a routine repair.", // 11
      "Floor fourteen, the tread on the flight up to fifteen has a chunk out of the nosing, bare concrete showing.", // 12
      "Floor seventeen, somebody's chained a bike to the dry riser outlet.", // 13
      "Letter under the door of 17D, and if it's not shifted by this afternoon we cut the chain.", // 14
      "Floor twenty, roof door, panic bar works, sounder goes off when you open it.", // 15
      "Outside in the bin compound, the paladins are overflowing, lids won't shut, foxes have had the bags open.", // 16
      "Extra collection this week please.", // 17
      "Compound gate self-closer's fine.", // 18
      "Paint in the stairwells is flaking everywhere from about floor five up, that's one for the cyclical programme.", // 19
      "End of walk.", // 20
    ],
    findings: [
      {
        id: "riser",
        at: [1, 3],
        thing: ["riser", "cupboard", "door", "lock"],
        problem: ["forced", "won't close", "not close", "broken", "hanging", "damage", "insecure"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hopper",
        at: [4, 5],
        thing: ["hopper", "chute", "door", "spring", "closer"],
        problem: ["open", "hang", "missing", "lost", "no spring", "not clos", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ballast",
        at: [7, 8, 9],
        thing: ["light", "fitting", "ballast", "fluorescent", "electrical"],
        problem: ["burn", "hot", "smell", "cook", "overheat", "scorch"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "vent",
        at: [10, 11],
        thing: ["window", "vent", "handle"],
        problem: ["won't open", "seized", "stuck", "not open", "jammed"],
        priority: "MEDIUM",
      },
      {
        id: "tread",
        at: [12],
        thing: ["tread", "nosing", "stair", "step"],
        problem: ["chunk", "broken", "damage", "missing", "chip", "crack"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bike",
        at: [13, 14],
        thing: ["bike", "bicycle", "dry riser", "riser", "outlet"],
        problem: ["chain", "block", "obstruct", "left", "remov", "lock"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bins",
        at: [16, 17],
        thing: ["bin", "paladin", "compound", "refuse", "rubbish"],
        problem: ["overflow", "full", "lid", "won't shut", "fox", "collect"],
        priority: "MEDIUM",
      },
      {
        id: "paint",
        at: [19],
        thing: ["paint", "stairwell", "decoration", "decor"],
        problem: ["flak", "peel", "flaking"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "g11-uk-sheltered-scheme-communal-areas",
    half: "tune",
    lines: [
      "So this is Elmfield Court, I'm Sandra, the scheme manager, I'll show you round the communal bits.", // 0
      "Lounge first, the residents practically live in here.", // 1
      "The big radiator behind the piano's been cold since the service, hasn't it, Bill?", // 2
      "Others in here are fine, but with this lot sat next to it all afternoon I'd want that done quick.", // 3
      "Carpet by the patio doors has a ruck in it where the tables get dragged about.", // 4
      "Somebody with a frame will catch their foot on that, can we get it stretched or taped down today?", // 5
      "Communal kitchen, the faucet, as my American grandson says, the hot one never stops dripping.", // 6
      "Worktops are fine, we had them done last year.", // 7
      "Laundry, machine two keeps stopping halfway with water still sat in the drum.", // 8
      "Residents are all using machine one, so it's not desperate, a couple of weeks is fine.", // 9
      "Corridor to the guest room, emergency lights tested last Friday, logbook's up to date.", // 10
      "Guest room ensuite, the shower's barely a dribble, the head's furred up with scale.", // 11
      "Garden now, the handrail on the ramp down to the bench is rocking on its post.", // 12
      "Post's rotten at the base, it's had it.", // 13
      "Raised beds are the residents' own project, nothing for us.", // 14
      "And the bird feeders, that's Bill again.", // 15
      "The bench itself has a cracked slat, no hurry, just before the summer.", // 16
      "Lovely, thanks for walking round with me, Sandra.", // 17
    ],
    findings: [
      {
        id: "rad",
        at: [2, 3],
        thing: ["radiator", "rad", "heating"],
        problem: ["cold", "not heat", "no heat", "not working"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "ruck",
        at: [4, 5],
        thing: ["carpet"],
        problem: ["ruck", "ruckle", "lift", "trip", "wrinkl", "buckl", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ktap",
        at: [6],
        thing: ["tap", "faucet"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "machine",
        at: [8, 9],
        thing: ["washing machine", "machine", "washer"],
        problem: [
          "stop",
          "cut",
          "fault",
          "water",
          "won't drain",
          "not drain",
          "not finish",
          "fail",
        ],
        priority: "MEDIUM",
      },
      {
        id: "shower",
        at: [11],
        thing: ["shower", "head"],
        problem: ["dribbl", "scale", "fur", "pressure", "block", "weak", "poor"],
        priority: "MEDIUM",
      },
      {
        id: "ramp",
        at: [12, 13],
        thing: ["handrail", "rail", "post", "ramp"],
        problem: ["rock", "loose", "rot", "wobbl", "unstable", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bench",
        at: [16],
        thing: ["bench", "slat"],
        problem: ["crack", "broken", "split", "damage"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "g12-uk-tower-flat-joint-disrepair-inspection",
    half: "heldout",
    lines: [
      "Joint inspection, flat 143, Trinity Tower, present myself, the tenant Mr Haddad, and his surveyor Mr Lowe.", // 0
      "Starting in the living room, which Mr Lowe's report says has cracking to the external wall.", // 1
      "There's a diagonal crack running up from the corner of the window, I can get a pound coin in it at the bottom.", // 2
      "Mr Haddad says it's twice the length it was in the summer.", // 3
      "I'm not disputing that one, structural engineer to attend as a priority, tell-tales on it today.", // 4
      "Living room windows, both open, close and lock, restrictors fitted; the window claim is not made out.", // 5
      "Kitchen, the sink waste is sluggish, takes about a minute to empty a full bowl.", // 6
      "Not a leak, the cupboard underneath is dry.", // 7
      "Bedroom, the claim says mould; there is some in the ceiling corner, I'd put it at thirty centimetres by twenty.", // 8
      "Mr Lowe agrees it's modest, wash and stain-block in the next few weeks.", // 9
      "Bathroom, tiles above the bath have debonded, three or four sound hollow and one's dropped off; retile that panel, routine.", // 10
      "Cistern does its job, full refill in about thirty seconds.", // 11
      "Hallway, the flat entrance door: intumescent strip missing down the hinge side, and when the closer brings it to, it doesn't latch.", // 12
      "That's a fire door in a high-rise, it comes off the disrepair schedule and goes on as an urgent fire safety job.", // 13
      "Heating: every radiator warm, and Mr Haddad confirms there's been no bother with hot water since the new cylinder.", // 14
      "Bathroom heater, the pull switch housing is cracked and you can see copper behind it.", // 15
      "Isolated it at the spur, electrician today.", // 16
      "That concludes the inspection, I'll send a schedule of agreed works to both parties.", // 17
    ],
    findings: [
      {
        id: "crack",
        at: [1, 2, 3, 4],
        thing: ["crack", "wall"],
        problem: ["crack", "wide", "grow"],
        priority: "HIGH",
      },
      {
        id: "waste",
        at: [6],
        thing: ["sink", "waste", "drain"],
        problem: ["slow", "sluggish", "block", "drain"],
        priority: "MEDIUM",
      },
      { id: "mould", at: [8, 9], thing: ["mould", "mold"], priority: "MEDIUM" },
      {
        id: "tiles",
        at: [10],
        thing: ["tile"],
        problem: ["debond", "hollow", "loose", "drop", "fall", "off", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "door",
        at: [12, 13],
        thing: ["entrance door", "fire door", "door", "intumescent", "strip"],
        problem: [
          "missing",
          "doesn't latch",
          "not latch",
          "latch",
          "won't close",
          "not close",
          "fail",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "switch",
        at: [15, 16],
        thing: ["pull switch", "switch", "heater", "cord"],
        problem: ["crack", "exposed", "copper", "broken", "bare", "damage"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "g13-uk-sheltered-flat-gas-fire-condemned",
    half: "tune",
    lines: [
      "Hello Mrs Brennan, I'm from the housing, the gas man left a card saying your fire was condemned?", // 0
      "Let's have a look then, ah, the gas fire in the lounge, there's a red warning label tied to it.", // 1
      "The label says immediately dangerous, it's been disconnected, so please don't try and light it, will you?", // 2
      "Your radiators are on though, boiler's going, so you've still got heat, that's the main thing.", // 3
      "What's that beeping? Oh, it's your carbon monoxide alarm, chirping every minute or so.", // 4
      "Says end of life on the back, it's seven years old, I'll swap it now, I've got a spare in the bag.", // 5
      "Kitchen, all four rings light first go, no gas smell at all.", // 6
      "Fridge door seal's split, but that's your own fridge, nothing for us.", // 7
      "Bathroom, the pull cord light switch, is it stuck on?", // 8
      "Yeah, the mechanism's jammed, light stays on all the time; not dangerous, I'll get an electrician booked in the next fortnight.", // 9
      "The window in here, the handle comes away in your hand!", // 10
      "It still shuts on the catch and you're first floor, so it's just a routine job.", // 11
      "Hallway, this carpet's lovely, Mrs Brennan, did your daughter choose it?", // 12
      "Your front door, the spyhole's cracked right across, can't see a thing through it.", // 13
      "Not urgent, but I'll pop it on the list for the joiner.", // 14
      "Right, the gas engineer will come back about that fire, and I'll give your daughter a ring.", // 15
    ],
    findings: [
      {
        id: "gasfire",
        at: [0, 1, 2, 15],
        thing: ["gas fire", "fire"],
        problem: [
          "condemn",
          "warning",
          "dangerous",
          "unsafe",
          "capped",
          "disconnect",
          "do not use",
          "fault",
          "label",
        ],
        priority: "HIGH",
      },
      {
        id: "co",
        at: [4, 5],
        thing: ["carbon monoxide", "CO alarm", "CO detector", "alarm", "detector"],
        problem: ["chirp", "beep", "end of life", "expired", "fault", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pull",
        at: [8, 9],
        thing: ["pull cord", "switch", "light", "cord"],
        problem: ["stuck", "jam", "won't", "not work", "broken", "stays on"],
        priority: "MEDIUM",
      },
      {
        id: "handle",
        at: [10, 11],
        thing: ["window", "handle"],
        problem: ["come away", "comes away", "come off", "loose", "broken", "detach", "fall"],
        priority: "MEDIUM",
      },
      {
        id: "spy",
        at: [13, 14],
        thing: ["spyhole", "spy hole", "peephole", "viewer", "door"],
        problem: ["crack", "broken", "can't see", "damage"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "g14-uk-maisonette-deck-access-estate-walk",
    half: "heldout",
    lines: [
      "Estate inspection, Longmead maisonettes, blocks C and D, externals and walkways.", // 0
      "Block C, stairs up to the deck, handrail's solid, treads all sound, lights on.", // 1
      "Deck level, outside 14 to 18 there's standing water right across the walkway, the outlet's bunged with leaves.", // 2
      "Clear that this week before it freezes over.", // 3
      "Number 16's front door has a boot-shaped dent and the frame's split at the lock, it won't stay shut.", // 4
      "Tenant says police forced it last night; she's got a chair jammed behind it, so joiner or emergency boarding today.", // 5
      "The stoop outside 18, the front step, has lost a corner.", // 6
      "Small chip, you'd have to be really careless to catch it, low.", // 7
      "Block D, the chute hopper on the deck's fine, but the chute room underneath reeks and there's maggots.", // 8
      "Cleansing and pest control within the week.", // 9
      "Canopy over the D block entrance, a length of fascia board's dangling by one nail above the doorway.", // 10
      "That could land on someone's head, make it safe today.", // 11
      "From the car park the felt roofs look fine, no slipped tiles on the pitched bits either.", // 12
      "Car park, the lamp column by the garages is out.", // 13
      "Garage 7's up-and-over has been jemmied and doesn't close, but it's a void garage, empty.", // 14
      "It can wait for the next garages batch, no rush.", // 15
      "That's blocks C and D done.", // 16
    ],
    findings: [
      {
        id: "deck",
        at: [2, 3],
        thing: ["drain", "outlet", "deck", "walkway", "water", "gully"],
        problem: ["standing", "block", "bung", "pond", "flood", "clear", "leaves"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "door16",
        at: [4, 5],
        thing: ["front door", "door", "frame", "lock"],
        problem: [
          "split",
          "won't stay shut",
          "won't shut",
          "not shut",
          "forced",
          "damage",
          "insecure",
          "broken",
          "dent",
        ],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "step",
        at: [6, 7],
        thing: ["step", "stoop"],
        problem: ["chip", "corner", "broken", "damage", "missing"],
        priority: "LOW",
      },
      {
        id: "chuteroom",
        at: [8, 9],
        thing: ["chute", "bin", "refuse"],
        problem: ["smell", "reek", "stink", "maggot", "dirty", "clean", "pest", "infest"],
        priority: "MEDIUM",
      },
      {
        id: "fascia",
        at: [10, 11],
        thing: ["fascia", "board", "canopy"],
        problem: ["dangl", "hang", "loose", "fall", "detach", "come away"],
        priority: "HIGH",
      },
      {
        id: "lamp",
        at: [13],
        thing: ["lamp", "light", "street light", "column", "lighting"],
        problem: ["out", "not work", "fail", "dark", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "garage",
        at: [14, 15],
        thing: ["garage", "door", "up-and-over"],
        problem: [
          "jemm",
          "forced",
          "doesn't close",
          "not close",
          "won't close",
          "broken",
          "insecure",
        ],
        priority: "LOW",
        kind: "security",
      },
    ],
  },
  {
    id: "g15-uk-tower-flat-settling-in-visit",
    half: "tune",
    lines: [
      "Hiya Tasha, settling-in visit, how are you finding the flat?", // 0
      "Bet you love the view, you can see right over to the cathedral from up here.", // 1
      "So, anything not right since you moved in?", // 2
      "The shower goes freezing after about two minutes? Every single time?", // 3
      "Let me run it... yeah, hot, hot, and, there it goes, stone cold.", // 4
      "It's an electric one, so I reckon the thermal cut-out, I'll get an electrician out first thing tomorrow.", // 5
      "Your kitchen sink, you said it gurgles? Oh, and it comes up into the other bowl.", // 6
      "I'll put a plumber on for next week, don't pour drain unblocker down it in the meantime.", // 7
      "The oven's not ours, that's right, you brought your own cooker.", // 8
      "Bedroom, you've got the window open a crack, great, that helps with condensation.", // 9
      "Ooh, that restrictor though, it's loose, the screws are backing out of the frame.", // 10
      "Twenty-second floor, I'm not having that, someone'll be round today to re-fix it.", // 11
      "Wardrobe, the sliding door's jumped off its bottom runner.", // 12
      "It's a fitted one so it's ours, routine job for the chippy.", // 13
      "Hallway smoke alarm, pressed the button, makes a right racket, good.", // 14
      "Oh, and there's a line of little black dots along the skirting in the hall, is that mould?", // 15
      "No, it's marks from the old carpet gripper, that's nothing.", // 16
      "Scratches down the living room door from the last tenant's dog, low priority, we'll paint it at some point.", // 17
      "Right, you'll get texts for all those, any problems ring the contact centre.", // 18
    ],
    findings: [
      {
        id: "shower",
        at: [3, 4, 5],
        thing: ["shower", "hot water"],
        problem: ["cold", "freez", "not hot", "no hot", "cut-out", "cut out", "cuts out"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "sink",
        at: [6, 7],
        thing: ["sink", "drain", "waste"],
        problem: ["gurgl", "block", "slow", "back", "comes up", "not drain"],
        priority: "MEDIUM",
      },
      {
        id: "restrictor",
        at: [10, 11],
        thing: ["restrictor", "window"],
        problem: ["loose", "screw", "backing out", "broken", "fail", "insecure"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wardrobe",
        at: [12, 13],
        thing: ["wardrobe", "sliding door", "door", "runner"],
        problem: ["off", "runner", "derail", "jump", "broken", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "scratch",
        at: [17],
        thing: ["door", "paint"],
        problem: ["scratch", "mark", "damage", "scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "g16-uk-walkup-flat-disrepair-letter-and-stairwell",
    half: "heldout",
    lines: [
      "Okay, Mrs Adeyemi, I've got your disrepair letter here, let's go through it room by room.", // 0
      "Kitchen first, you said the ceiling light buzzes? Yeah, I can hear it, and it's flickering.", // 1
      "No heat coming off it, no smell, so I'll have a sparky swap the fitting in the next couple of weeks.", // 2
      "The wall behind the cooker, plaster's cracked where the old boiler flue was, hairline only, cosmetic.", // 3
      "Back door, this is the big one, isn't it, the bottom rail's rotted and there's a gap you can get your fingers under.", // 4
      "It does still lock, so you're secure, but it's had it; new door on order, standard lead time.", // 5
      "Bathroom, the toilet pan's loose on the floor, rocks when you sit on it, and there's a wet patch round the base.", // 6
      "So every flush some of it's coming out at the back, yeah, that's a plumber today, I'll see if they can do this afternoon.", // 7
      "Your combi in the cupboard's showing one and a half bar, and you've had no bother with the hot water, you said.", // 8
      "Bedroom, the mould: I'm looking, and honestly there's nothing on these walls today.", // 9
      "Ah, you've been bleaching it every week, that's why; right, behind the bed, I can see it's come through the wallpaper.", // 10
      "We'll do a mould wash and a damp survey to find the cause, within the month.", // 11
      "On the way out, communal stairwell, the stair light on the timer goes off before you reach the top landing.", // 12
      "That's just the timer setting, routine adjustment.", // 13
      "Entrance door to the block closes and latches, buzzer works, I tried Mrs Adeyemi's.", // 14
      "Outside, the bin store roof's got a hole in the corrugated sheet, you can see sky.", // 15
      "It's only bins under there, low priority.", // 16
      "That's everything, I'll write to your solicitor with what we've agreed.", // 17
    ],
    findings: [
      {
        id: "kitlight",
        at: [1, 2],
        thing: ["light", "fitting", "lamp"],
        problem: ["buzz", "flicker", "fault", "hum"],
        priority: "MEDIUM",
      },
      {
        id: "plaster",
        at: [3],
        thing: ["plaster", "wall", "crack"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "backdoor",
        at: [4, 5],
        thing: ["back door", "door", "rail"],
        problem: ["rot", "gap", "decay", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "wc",
        at: [6, 7],
        thing: ["toilet", "WC", "pan"],
        problem: ["loose", "rock", "leak", "wet", "water"],
        priority: "HIGH",
        kind: "water",
      },
      { id: "mould", at: [10, 11], thing: ["mould", "mold", "damp"], priority: "MEDIUM" },
      {
        id: "timer",
        at: [12, 13],
        thing: ["stair light", "light", "timer", "lighting"],
        problem: ["timer", "off", "short", "cut", "goes off", "switch off", "adjust"],
        priority: "MEDIUM",
      },
      {
        id: "binroof",
        at: [15, 16],
        thing: ["bin store", "roof", "sheet", "bin"],
        problem: ["hole", "damage", "broken", "leak"],
        priority: "LOW",
      },
    ],
  },
];
