// Blind walkthroughs, set meaning-20 (written without seeing the extractor).
// UK social housing: voids, repairs, damp and mould, communal closes; Scottish, Welsh and English wording.
import type { Walkthrough } from "./types";

export const MEANING20_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "u01-tenement-void-allison-st",
    half: "tune",
    lines: [
      "Right, void inspection, 23 Allison Street, flat 2 stroke 1, that's second floor left in the close.", // 0
      "Keys from the housing office, tenant's handed them back, no forwarding address yet.", // 1
      "Front door, the Yale's fine but the mortice won't lock, the key just spins in it.", // 2
      "So that's got to be done before we leave it lying empty, today really.", // 3
      "Hallway, carpet's been lifted and the gripper rods are still down along the skirting, sticking up.", // 4
      "Not a big deal in a void, just get the void team to lift them when they're in.", // 5
      "Press in the hall, the door's off its hinges, it's just leaning against the wall.", // 6
      "Living room, no sign of damp on the gable wall, which is a first for this close.", // 7
      "Sash window in the bay, the cord's snapped on the left side so it won't stay open.", // 8
      "Pane's cracked as well, bottom corner, no, sorry, top corner, and it's loose in the putty.", // 9
      "Kitchen, the extractor fan's dead, nothing at all when you pull the cord.", // 10
      "Sink's fine, taps are fine, it drains away okay.", // 11
      "Worktop's swollen at the join next to the sink, that's old water damage, low priority, next void.", // 12
      "Bathroom, the WC won't flush, the handle just flops about.", // 13
      "It's the only toilet in the flat so that needs sorted before anybody moves in, this week.", // 14
      "Bath panel's scuffed, and there's a bit of sealant missing round the bath at the tap end.", // 15
      "Smoke alarm in the hall's been taken down, there's just the base plate on the ceiling.", // 16
      "Out on the landing, the close lighting's working and the stair's been cleaned.", // 17
      "Landing window on the half landing is stiff and won't close the whole way, that's communal, routine, I'll pass it to the factor.", // 18
      "Right, that's me, meter readings taken, gas and electric.", // 19
    ],
    findings: [
      {
        id: "front-door-lock",
        at: [2, 3],
        thing: ["door", "mortice", "lock"],
        problem: ["lock", "spin", "won't", "fail", "broken", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "gripper-rods",
        at: [4, 5],
        thing: ["gripper", "rod", "carpet"],
        problem: ["stick", "exposed", "lift", "remov", "trip"],
        priority: "MEDIUM",
      },
      {
        id: "press-door",
        at: [6],
        thing: ["press", "cupboard", "door"],
        problem: ["hinge", "off", "detached", "loose", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "sash-cord",
        at: [8],
        thing: ["sash", "window", "cord"],
        problem: ["cord", "snap", "broken", "stay", "won't"],
        priority: "MEDIUM",
      },
      {
        id: "cracked-pane",
        at: [9],
        thing: ["pane", "glass", "glazing", "window"],
        problem: ["crack", "broken", "loose", "putty"],
        priority: "HIGH",
      },
      {
        id: "extractor-fan",
        at: [10],
        thing: ["extractor", "fan"],
        problem: ["dead", "not", "broken", "fault", "work", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-swollen",
        at: [12],
        thing: ["worktop", "work"],
        problem: ["swollen", "swell", "water", "damage"],
        priority: "LOW",
      },
      {
        id: "wc-flush",
        at: [13, 14],
        thing: ["wc", "toilet", "cistern", "flush", "handle"],
        problem: ["flush", "won't", "handle", "broken", "fail"],
        priority: "HIGH",
      },
      {
        id: "bath-panel",
        at: [15],
        thing: ["bath", "panel"],
        problem: ["scuff", "mark", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-sealant",
        at: [15],
        thing: ["sealant", "silicone", "mastic", "seal"],
        problem: ["missing", "gap", "reseal", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm-missing",
        at: [16],
        thing: ["smoke", "alarm", "detector"],
        problem: ["missing", "taken", "removed", "down", "base"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "landing-window",
        at: [18],
        thing: ["landing", "window"],
        problem: ["stiff", "close", "won't", "shut", "stick"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u02-damp-mould-heather-court",
    half: "heldout",
    lines: [
      "Damp and mould visit, Mrs Okafor, 7 Heather Court, she's been on about the back bedroom since October.", // 0
      "Aye, I know, I'm sorry it's taken this long, we'll get it all logged today.", // 1
      "Back bedroom, there's black mould right across the ceiling in the corner above the window.", // 2
      "It's behind the wardrobe as well, right down the wall to the skirting.", // 3
      "She's got the wee one sleeping in here, so I'm putting that down as urgent.", // 4
      "Trickle vents on the window are all shut, and one of them's snapped clean off.", // 5
      "I've shown her how to open the other ones, that's fine now.", // 6
      "The window itself, the seal's gone, it's all misted up between the panes.", // 7
      "Bathroom, the extractor fan runs but it's barely pulling, did the tissue test, nothing.", // 8
      "Mould round the bath silicone, that's more a clean and a reseal, not a big job.", // 9
      "Kitchen's alright, no damp on the outside wall, she keeps the lids on the pots, she says.", // 10
      "Radiator in the living room's warm, but the one in the back bedroom's stone cold at the top.", // 11
      "Probably just needs bled, but I'll get the heating contractor to have a look.", // 12
      "Outside, round the back, the downpipe's come away from the wall and it's pouring down the brickwork right behind that bedroom.", // 13
      "That's half her problem there, the water's been running down that wall for months.", // 14
      "Gutter above it's full of moss too, wants cleared out.", // 15
      "And the air brick at the bottom's blocked with soil from the flower bed.", // 16
      "Right, Mrs Okafor, I'll get the mould wash booked and a surveyor out for the downpipe, you'll get a letter.", // 17
    ],
    findings: [
      {
        id: "bedroom-mould",
        at: [2, 3, 4],
        thing: ["mould", "mold", "ceiling"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "trickle-vent",
        at: [5],
        thing: ["trickle", "vent"],
        problem: ["snap", "broken", "missing", "damaged", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "window-seal",
        at: [7],
        thing: ["window", "glazing", "unit", "seal", "pane"],
        problem: ["mist", "seal", "fail", "blown", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor",
        at: [8],
        thing: ["extractor", "fan"],
        problem: ["weak", "not", "poor", "pull", "fault", "barely"],
        priority: "MEDIUM",
      },
      {
        id: "bath-silicone",
        at: [9],
        thing: ["silicone", "sealant", "bath", "mastic"],
        problem: ["mould", "mold", "reseal", "black", "clean"],
        priority: "MEDIUM",
      },
      {
        id: "cold-radiator",
        at: [11, 12],
        thing: ["radiator", "rad"],
        problem: ["cold", "bleed", "bled", "air"],
        priority: "MEDIUM",
      },
      {
        id: "downpipe",
        at: [13, 14],
        thing: ["downpipe", "rainwater", "pipe"],
        problem: ["away", "detached", "loose", "leak", "pour", "broken"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "gutter-moss",
        at: [15],
        thing: ["gutter", "guttering"],
        problem: ["moss", "block", "clear", "full", "debris"],
        priority: "MEDIUM",
      },
      {
        id: "air-brick",
        at: [16],
        thing: ["airbrick", "air", "vent"],
        problem: ["block", "soil", "covered"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u03-terse-repairs-heol-y-parc",
    half: "tune",
    lines: [
      "Repairs inspection, 4 Heol y Parc, Pontypridd.", // 0
      "Tenant in. Mr Davies.", // 1
      "Front door. Letterbox flap missing. Draught coming straight through.", // 2
      "Hall. Smoke alarm, pressed the test, doesn't sound.", // 3
      "Mains one, so it wants an electrician today.", // 4
      "Cwtch under the stairs, gas meter's in there, no smell of gas, fine.", // 5
      "Kitchen. Cold tap dripping. Needs a washer.", // 6
      "Cooker switch, scorch marks all round it.", // 7
      "Isolated it. Told Mr Davies not to use the cooker till it's seen to.", // 8
      "Lino lifting by the back door. Trip. Routine, few weeks.", // 9
      "Back door locks okay.", // 10
      "Bathroom. Shower's running hot. Toilet flushes fine.", // 11
      "Basin's cracked underneath, hairline, not leaking. Low priority.", // 12
      "Landing. Handrail's loose at the top, near enough comes away in your hand.", // 13
      "Mr Davies is eighty odd. Urgent, that.", // 14
      "Front bedroom. Damp patch on the ceiling under the valley, dry to touch, old.", // 15
      "Keep an eye on it.", // 16
      "Back bedroom. Fine.", // 17
      "Outside. Gate latch broken. Bin shed door's hanging off.", // 18
      "Done.", // 19
    ],
    findings: [
      {
        id: "letterbox",
        at: [2],
        thing: ["letterbox", "letter", "flap", "door"],
        problem: ["missing", "draught"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm",
        at: [3, 4],
        thing: ["smoke", "alarm", "detector"],
        problem: ["sound", "test", "fail", "not", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-tap",
        at: [6],
        thing: ["tap", "faucet"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-switch",
        at: [7, 8],
        thing: ["cooker", "switch", "isolator", "socket"],
        problem: ["scorch", "burn", "mark"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "lino",
        at: [9],
        thing: ["lino", "vinyl", "floor"],
        problem: ["lift", "trip", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "basin-crack",
        at: [12],
        thing: ["basin", "sink"],
        problem: ["crack", "hairline"],
        priority: "LOW",
      },
      {
        id: "handrail",
        at: [13, 14],
        thing: ["handrail", "banister", "rail", "balustrade"],
        problem: ["loose", "away", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ceiling-damp",
        at: [15, 16],
        thing: ["damp", "ceiling", "patch", "stain"],
        priority: "LOW",
      },
      {
        id: "gate-latch",
        at: [18],
        thing: ["gate", "latch"],
        problem: ["broken", "latch"],
        priority: "MEDIUM",
      },
      {
        id: "bin-shed-door",
        at: [18],
        thing: ["bin", "shed", "door"],
        problem: ["hang", "off", "broken", "hinge"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u04-newbuild-void-riverside",
    half: "heldout",
    lines: [
      "Okay so this is flat 12, Riverside House, third floor, void since the twentieth, I think, or the twenty-first, doesn't matter.", // 0
      "Coming out the lift, the communal fire door on the corridor's wedged open with a bit of cardboard, which, honestly, every time.", // 1
      "I've pulled the cardboard out, but it doesn't catch when it shuts, the closer on it's knackered.", // 2
      "Into the flat, the front door's a fire door too, that one's fine, self-closes, intumescent strips all there.", // 3
      "Hallway, erm, the heat detector in the, no, sorry, the smoke detector in the hall, the cover's been painted over.", // 4
      "Which means it probably won't work, so that's a replace.", // 5
      "Kitchen heat detector's fine, tested it, it beeps.", // 6
      "Kitchen units, a couple of the doors are hanging a bit, the hinges want adjusting, that's a five minute job.", // 7
      "There's a burn mark on the worktop next to the hob, cosmetic, leave it, well, it is the void, so, leave it anyway.", // 8
      "Washing machine valve under the sink's weeping, there's a wee puddle in the base of the unit.", // 9
      "It's still dripping even when it's turned off, so plumber today please.", // 10
      "Bathroom's, yeah, bathroom's fine actually, shower's hot, extractor works, no mould.", // 11
      "Bedroom one, the carpet's got a big stain by the window, red wine or something, and it's worn through at the door.", // 12
      "Bedroom two, the window restrictor's missing, and we're three floors up, so that's not going out like that.", // 13
      "Same room, the plaster's cracked above the door, just settlement I reckon, it's a new build.", // 14
      "Balcony, the glass balustrade, one of the panels is loose in the clamp, it moves when you lean on it.", // 15
      "That's the big one, that needs doing today, nobody on that balcony till it's fixed.", // 16
      "Right, I'll photograph all that and send it to Dave at the office.", // 17
    ],
    findings: [
      {
        id: "corridor-fire-door",
        at: [1, 2],
        thing: ["fire", "door", "closer"],
        problem: ["wedge", "propped", "open", "catch", "close", "knackered"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "smoke-detector-painted",
        at: [4, 5],
        thing: ["smoke", "detector", "alarm"],
        problem: ["paint", "cover", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-unit-hinges",
        at: [7],
        thing: ["cupboard", "unit", "door", "kitchen", "hinge"],
        problem: ["hing", "hang", "adjust", "drop"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-burn",
        at: [8],
        thing: ["worktop", "work"],
        problem: ["burn", "mark", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "washing-machine-valve",
        at: [9, 10],
        thing: ["valve", "washing", "pipe", "tap"],
        problem: ["weep", "leak", "puddle", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-carpet",
        at: [12],
        thing: ["carpet"],
        problem: ["stain", "worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-restrictor",
        at: [13],
        thing: ["restrictor", "window"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "plaster-crack",
        at: [14],
        thing: ["plaster", "wall"],
        problem: ["crack", "settlement"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balcony-balustrade",
        at: [15, 16],
        thing: ["balustrade", "glass", "panel", "balcony"],
        problem: ["loose", "move", "clamp"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "u05-close-communal-dalkeith-rd",
    half: "tune",
    lines: [
      "Communal inspection, 118 Dalkeith Road, the whole close, ground floor to the top.", // 0
      "Controlled entry door at the street, the maglock's not holding, you can just push it open.", // 1
      "So the close is open to anybody off the street, that needs the door entry engineer today.", // 2
      "Close floor's been washed, the stair's clean, the cleaning contract's doing its job for once.", // 3
      "Stair light on the first half landing's out, the whole landing's pitch black, that's a fall waiting to happen, sparky this week.", // 4
      "Second floor landing window, the glass is cracked right across and the putty's all crumbling away.", // 5
      "It's still in, but one good slam of the door and it's coming down the stairwell, so sooner rather than later.", // 6
      "Handrail's solid, no problems there, the balusters are all present.", // 7
      "Top landing, there's a damp patch round the cupola, well, the cupola surround, where the skylight meets the roof.", // 8
      "It's actually wet, somebody's put a bucket under it, so it's coming in.", // 9
      "Somebody's dumped a mattress and two bikes on the top landing, that's a fire risk, they'll need to go.", // 10
      "Going out the back door to the back green, the closer on that door's broken, it just slams.", // 11
      "Back green, the drying poles are fine, grass is cut.", // 12
      "Bin shed, the roof's half off, one of the sheets has blown away in the wind.", // 13
      "And there's rats, or there's been rats, droppings all round the bins.", // 14
      "Back wall, the coping stones are loose along the top, one's already fallen into the lane.", // 15
      "Right, that's the close done, I'll do the owners' letters from the office.", // 16
    ],
    findings: [
      {
        id: "entry-door-maglock",
        at: [1, 2],
        thing: ["door", "entry", "maglock", "lock"],
        problem: ["hold", "push", "open", "fail", "secure", "not"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-light",
        at: [4],
        thing: ["light", "lighting", "lamp", "bulb", "stair"],
        problem: ["out", "dark", "black", "not", "fail"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "landing-window-glass",
        at: [5, 6],
        thing: ["window", "glass", "pane", "landing", "putty"],
        problem: ["crack", "putty", "crumbl", "broken"],
        priority: "HIGH",
      },
      {
        id: "skylight-leak",
        at: [8, 9],
        thing: ["skylight", "cupola", "roof", "damp", "ceiling"],
        problem: ["damp", "wet", "leak", "coming"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "dumped-items",
        at: [10],
        thing: ["mattress", "bike", "landing", "rubbish", "items"],
        problem: ["dump", "block", "obstruct", "fire", "risk"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "back-door-closer",
        at: [11],
        thing: ["closer", "door"],
        problem: ["broken", "slam"],
        priority: "MEDIUM",
      },
      {
        id: "bin-shed-roof",
        at: [13],
        thing: ["bin", "shed", "roof", "sheet"],
        problem: ["off", "blown", "missing", "damaged"],
        priority: "MEDIUM",
      },
      {
        id: "rats",
        at: [14],
        thing: ["rat", "droppings", "pest", "rodent", "vermin"],
        priority: "MEDIUM",
      },
      {
        id: "coping-stones",
        at: [15],
        thing: ["coping", "stone", "wall"],
        problem: ["loose", "fall", "fallen"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "u06-valleys-terrace-pritchard",
    half: "heldout",
    lines: [
      "Morning, Mrs Pritchard, I'm from Cynon Taf Housing, I've come about the repairs, is it alright if I come through?", // 0
      "Lovely, I'll start in the front room now in a minute.", // 1
      "Front room, the light switch by the door, you said it buzzes, yeah, it's buzzing and it's warm to touch.", // 2
      "Don't use that one, love, I'll have an electrician out to you today.", // 3
      "Bay window, the handle's snapped, so it won't lock, and that's the front of the house right on the street.", // 4
      "Wallpaper's peeling by the chimney breast, but that's just the paper, it's not damp, I've put the meter on it.", // 5
      "Kitchen, the back door, well, the door's fine, it's the frame, the bottom of the frame's rotten.", // 6
      "You can put your finger through it, it'll want a new section splicing in, routine job, few weeks.", // 7
      "Under the sink, the trap's dripping into the bowl she's put under it, only a drip, plumber in the next couple of weeks.", // 8
      "Boiler's a Worcester, it's firing up, the radiators are warm, the hot water's hot, no problem there.", // 9
      "Upstairs, the stair carpet's frayed on the third step, no, the fourth step, and it's catching your toe.", // 10
      "She's had a stumble on it already, so I'll get that done this week.", // 11
      "Bathroom, the toilet seat's broken, the hinge has gone on it.", // 12
      "Bath's fine, taps are fine, no leaks round the bath.", // 13
      "Back bedroom, the ceiling's got a brown stain in the corner and it's soft, I think the roof's leaking onto it.", // 14
      "Yeah, it's wet, that'll be the slates, I'll get a roofer out, this is urgent.", // 15
      "Smoke alarms are both there, tested them, they're fine, and the CO alarm by the boiler's fine.", // 16
      "Out the back, the gulley's blocked, there's leaves and water sat on the top of it.", // 17
      "Right, tidy, that's everything, I'll get these booked in for you, Mrs Pritchard.", // 18
    ],
    findings: [
      {
        id: "buzzing-switch",
        at: [2, 3],
        thing: ["switch", "light"],
        problem: ["buzz", "warm", "hot"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bay-window-lock",
        at: [4],
        thing: ["window", "handle", "lock"],
        problem: ["snap", "lock", "broken", "won't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "wallpaper",
        at: [5],
        thing: ["wallpaper", "paper"],
        problem: ["peel"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-frame",
        at: [6, 7],
        thing: ["frame", "door"],
        problem: ["rot", "splic"],
        priority: "MEDIUM",
      },
      {
        id: "sink-trap",
        at: [8],
        thing: ["trap", "sink", "waste"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "stair-carpet",
        at: [10, 11],
        thing: ["carpet", "stair", "step"],
        problem: ["fray", "catch", "trip", "worn"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "toilet-seat",
        at: [12],
        thing: ["seat", "toilet"],
        problem: ["broken", "hinge"],
        priority: "MEDIUM",
      },
      {
        id: "roof-leak",
        at: [14, 15],
        thing: ["ceiling", "roof", "slate"],
        problem: ["leak", "stain", "soft", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "gulley",
        at: [17],
        thing: ["gulley", "gully", "drain"],
        problem: ["block", "leaves"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u07-disrepair-claim-marlowe-rd",
    half: "tune",
    lines: [
      "Disrepair inspection, 31 Marlowe Road, in relation to the tenant's claim, solicitor's letter dated the fourth.", // 0
      "Tenant present, Ms Hussain, and her brother.", // 1
      "Kitchen, rear external wall, damp readings of forty plus on the Protimeter, up to about six hundred mil.", // 2
      "Consistent with a bridged damp proof course, the path's been built up above it outside.", // 3
      "Black mould on the reveal of the kitchen window, about two hundred by three hundred.", // 4
      "Kitchen ceiling, there's a crack running the length of it, no sag, so, monitor.", // 5
      "Extractor's an Xpelair, working, decent flow.", // 6
      "Boiler's an Ideal Logic, tenant reports it's been losing pressure, it's reading half a bar now.", // 7
      "Heating's still on and hot water's running, so it's not off yet, but it'll lock out eventually, get it in the next two weeks.", // 8
      "Living room, the window board's split and the frame's got daylight showing at the corner, you can feel the draught.", // 9
      "Bathroom, leaking waste under the basin, it's active, the floorboards are wet underneath.", // 10
      "The ceiling in the kitchen below will be next, that's urgent.", // 11
      "Wait, no, the kitchen's not below, it's the hall, but same thing, it'll come through.", // 12
      "Bath enamel's chipped, cosmetic, not part of the claim.", // 13
      "Front bedroom, no damp, readings all in the green.", // 14
      "Rear bedroom, the electrics, the ceiling rose is cracked and there's a bare wire showing at the rose.", // 15
      "I'm noting that as a category one, Ms Hussain, I'll get an electrician out today.", // 16
      "Externally, the rear gutter's cracked at the joint and dripping over the back door, routine, book it with the damp course work.", // 17
      "That concludes the inspection, I'll do the schedule of works by Friday.", // 18
    ],
    findings: [
      {
        id: "rising-damp",
        at: [2, 3],
        thing: ["damp", "moisture", "wall", "dpc"],
        priority: "MEDIUM",
      },
      {
        id: "window-reveal-mould",
        at: [4],
        thing: ["mould", "mold", "reveal"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-crack",
        at: [5],
        thing: ["ceiling", "crack"],
        problem: ["crack", "monitor"],
        priority: "LOW",
      },
      {
        id: "boiler-pressure",
        at: [7, 8],
        thing: ["boiler"],
        problem: ["pressure", "losing", "low", "lose"],
        priority: "MEDIUM",
      },
      {
        id: "living-room-window",
        at: [9],
        thing: ["window", "frame", "board"],
        problem: ["split", "gap", "draught", "daylight"],
        priority: "MEDIUM",
      },
      {
        id: "basin-waste-leak",
        at: [10, 11, 12],
        thing: ["waste", "basin", "pipe"],
        problem: ["leak", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bath-enamel",
        at: [13],
        thing: ["bath", "enamel"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ceiling-rose",
        at: [15, 16],
        thing: ["rose", "ceiling", "wire", "light", "electric"],
        problem: ["crack", "bare", "expos"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "rear-gutter",
        at: [17],
        thing: ["gutter", "guttering"],
        problem: ["crack", "drip", "leak", "joint"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u08-gas-smell-kelvinhaugh",
    half: "heldout",
    lines: [
      "Tenancy visit, 3 stroke 2, 45 Kelvinhaugh Street, with Jamie from the estates team.", // 0
      "Jamie, give that door a shove, it's catching on the frame, the front door needs planed.", // 1
      "Right, hello Mr Campbell, aye, we're just doing the annual visit.", // 2
      "Hall's fine, the press is fine, aye, the meters are in there, readings taken.", // 3
      "Kitchen, hang on, can you smell that, that's gas, round the cooker.", // 4
      "Right, I'm turning it off at the meter and phoning the gas emergency line, nobody light anything.", // 5
      "While we're waiting, the CO alarm in here's not even on the wall, it's sitting in the drawer with no batteries.", // 6
      "Mr Campbell says it kept going off, which, well, maybe it was right to.", // 7
      "Window above the sink, the handle's a bit stiff but it opens and shuts, that's fine.", // 8
      "Living room, the ceiling's got a big water stain, he says the upstairs neighbour's bath overflowed last month.", // 9
      "It's dry now, just needs a stain block and a coat of paint, low priority.", // 10
      "Bedroom, the radiator valve's weeping, there's a tidemark on the carpet and it's wet underneath.", // 11
      "That needs looked at this week, it'll go through to the flat below.", // 12
      "Bathroom, the bath panel's off, he says it was like that when he moved in, and the grout's gone mouldy.", // 13
      "Toilet flushes fine, shower's fine.", // 14
      "Out on the close landing, the light outside his door keeps flickering on and off.", // 15
      "Gas engineer's here, Jamie, let him in, right, moving on after that.", // 16
      "And the engineer says it's the cooker hose, he's capped it, so the cooker's condemned till the hose is replaced.", // 17
    ],
    findings: [
      {
        id: "front-door-sticking",
        at: [1],
        thing: ["door"],
        problem: ["stick", "catch", "plane", "planed", "rub", "bind"],
        priority: "MEDIUM",
      },
      {
        id: "gas-smell",
        at: [4, 5, 17],
        thing: ["gas", "cooker", "hose"],
        problem: ["smell", "leak", "escape", "condemn"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "co-alarm",
        at: [6, 7],
        thing: ["co", "carbon", "alarm", "detector"],
        problem: ["missing", "drawer", "not", "off", "batter", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-stain",
        at: [9, 10],
        thing: ["ceiling", "stain"],
        problem: ["stain", "water", "paint", "redecor"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "radiator-valve",
        at: [11, 12],
        thing: ["radiator", "valve", "rad"],
        problem: ["weep", "leak", "wet", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bath-panel",
        at: [13],
        thing: ["bath", "panel"],
        problem: ["off", "missing", "loose", "refit"],
        priority: "MEDIUM",
      },
      {
        id: "mouldy-grout",
        at: [13],
        thing: ["grout", "tile"],
        problem: ["mould", "mold"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing-light",
        at: [15],
        thing: ["light", "lighting", "lamp"],
        problem: ["flicker", "fault", "intermittent"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u09-void-checklist-maes-y-coed",
    half: "tune",
    lines: [
      "Void, 9 Maes y Coed, two bed semi, keys from Gwen at the office.", // 0
      "Electrics: consumer unit's the old rewireable fuses, no RCD on anything.", // 1
      "Void works, so book the rewire in, it's not an emergency while it's empty.", // 2
      "Gas: capped off at the meter, that's normal for a void.", // 3
      "Water's on, no leaks at the stopcock.", // 4
      "Kitchen: two wall units, one's missing a door.", // 5
      "Hob: electric, one ring doesn't heat up.", // 6
      "Floor: tiles cracked by the back door, three of them.", // 7
      "Back door: glass panel's smashed, boarded from outside.", // 8
      "Get the glazier this week, that board won't hold if somebody's determined.", // 9
      "Bathroom: toilet's got no seat, and the cistern lid's cracked.", // 10
      "Bath: fine. Basin: fine. Shower: electric, Triton, tested, runs hot.", // 11
      "Stairs: a spindle missing, two from the top, the gap's big enough for a toddler.", // 12
      "Bedroom one: fine.", // 13
      "Bedroom two: hole in the plasterboard behind the door, the handle's gone through it.", // 14
      "Fit a door stop while they're at it.", // 15
      "Loft: hatch opened, insulation's about a hundred mil, top it up, planned works.", // 16
      "Garden: overgrown, needs a clearance before viewings.", // 17
      "Shed: roof felt's torn off, it's letting the rain in.", // 18
      "That's it, photos are on the tablet.", // 19
    ],
    findings: [
      {
        id: "consumer-unit",
        at: [1, 2],
        thing: ["consumer", "fuse", "rcd", "electric", "rewire", "board"],
        problem: ["old", "rewire", "no", "rewireable", "upgrade"],
        priority: "MEDIUM",
      },
      {
        id: "wall-unit-door",
        at: [5],
        thing: ["unit", "door", "cupboard"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "hob-ring",
        at: [6],
        thing: ["hob", "ring", "cooker"],
        problem: ["heat", "not", "fault", "work", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "floor-tiles",
        at: [7],
        thing: ["tile", "floor"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-glass",
        at: [8, 9],
        thing: ["glass", "panel", "door", "glazing"],
        problem: ["smash", "broken", "board"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toilet-seat",
        at: [10],
        thing: ["seat", "toilet"],
        problem: ["missing", "no"],
        priority: "MEDIUM",
      },
      {
        id: "cistern-lid",
        at: [10],
        thing: ["cistern", "lid"],
        problem: ["crack"],
        priority: "LOW",
      },
      {
        id: "stair-spindle",
        at: [12],
        thing: ["spindle", "baluster", "banister", "balustrade", "stair"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "plasterboard-hole",
        at: [14, 15],
        thing: ["plasterboard", "wall", "plaster", "hole"],
        problem: ["hole", "damage", "patch", "stop"],
        priority: "MEDIUM",
      },
      {
        id: "loft-insulation",
        at: [16],
        thing: ["insulation", "loft"],
        problem: ["top", "thin", "low", "insufficient"],
        priority: "LOW",
      },
      {
        id: "overgrown-garden",
        at: [17],
        thing: ["garden"],
        problem: ["overgrown", "clear", "clearance"],
        priority: "MEDIUM",
      },
      {
        id: "shed-roof",
        at: [18],
        thing: ["shed", "roof", "felt"],
        problem: ["torn", "off", "missing", "leak", "letting"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u10-high-rise-mould-follow-up",
    half: "heldout",
    lines: [
      "So this is the damp and mould follow-up for Miss Reid, 14F, Mill Court, no, sorry, it's 14E, 14F's next door.", // 0
      "She's reported it three times now, so I want this one done properly.", // 1
      "Bedroom, the wee one's room, the mould's all along the top of the outside wall and round the window, it's spread since the photos.", // 2
      "The cot's right up against it, I've asked her to move it out a bit, but it needs treated this week.", // 3
      "And the window, the condensation's running off it onto the sill, the sill's gone black and it's soft.", // 4
      "The vent above the window, the wee slot vent, it's been painted shut.", // 5
      "She says the heating's too dear to run, which, fair enough, I'll put her onto the energy advice folk.", // 6
      "Storage heater in the living room's working, it's warm, the one in the bedroom's stone cold though, and the input dial's on full.", // 7
      "So that's probably half the reason the room's like that, electrician this week.", // 8
      "Kitchen, the cooker hood doesn't extract, it's a recirculating one and the filter's missing.", // 9
      "Kitchen's otherwise fine, no mould in here, which is surprising.", // 10
      "Bathroom, the extractor, there isn't one, there's a blanked-off hole where one used to be.", // 11
      "Ceiling's speckled with mould above the bath, not as bad as the bedroom.", // 12
      "Out on the landing, the fire door to the stairwell's got a big crack in the glass, the wired glass.", // 13
      "It's holding, because it's wired, but it needs reported to the concierge for today.", // 14
      "Lifts are both working today, which makes a change.", // 15
      "Right, Miss Reid, I'll get the mould wash, the vent and the heater booked in, and I'll phone you Friday.", // 16
    ],
    findings: [
      {
        id: "bedroom-mould",
        at: [2, 3],
        thing: ["mould", "mold"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "window-sill",
        at: [4],
        thing: ["sill", "window"],
        problem: ["soft", "black", "rot", "condensation", "wet"],
        priority: "MEDIUM",
      },
      {
        id: "slot-vent",
        at: [5],
        thing: ["vent", "trickle"],
        problem: ["paint", "shut", "block"],
        priority: "MEDIUM",
      },
      {
        id: "storage-heater",
        at: [7, 8],
        thing: ["storage", "heater", "heating"],
        problem: ["cold", "not", "fault", "work", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "cooker-hood",
        at: [9],
        thing: ["hood", "extractor", "cooker"],
        problem: ["filter", "missing", "extract", "not"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor",
        at: [11],
        thing: ["extractor", "fan"],
        problem: ["missing", "blank", "none", "no"],
        priority: "MEDIUM",
      },
      { id: "bathroom-mould", at: [12], thing: ["mould", "mold", "ceiling"], priority: "MEDIUM" },
      {
        id: "stairwell-fire-door",
        at: [13, 14],
        thing: ["fire", "door", "glass", "glazing"],
        problem: ["crack", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "u11-apprentice-kestrel-way",
    half: "tune",
    lines: [
      "Right, Kyle, this is a pre-inspection for the repair, 22 Kestrel Way, tenant's at work, we got the key off the neighbour.", // 0
      "Job's logged as leak in kitchen, which tells us nothing, as usual.", // 1
      "There it is, the ceiling above the sink is bulging and there's water coming through the light fitting.", // 2
      "Kyle, don't touch that switch, I'm going to turn the lights off at the board.", // 3
      "It's the bath upstairs, the waste has gone, I'd put money on it, and that's a today job.", // 4
      "Upstairs bathroom, yep, bath waste's leaking, there's water all round the trap under the panel.", // 5
      "Bath panel's plastic, it's cracked where somebody's kicked it, may as well do it while we're here.", // 6
      "Toilet's fine, flushes fine, basin's fine.", // 7
      "Landing, smoke alarm's there, tested it, good.", // 8
      "Loft hatch doesn't catch, it just rests in the frame, not a big job.", // 9
      "Front bedroom, the window, one of the friction hinges has gone, so the opener drops, it could come right out.", // 10
      "That's a this-week one, Kyle, a whole casement falling out onto the drive, no thanks.", // 11
      "Back bedroom, nothing to see, tidy.", // 12
      "Downstairs again, the living room, there's a crack in the plaster from the ceiling rose outwards, that'll be the water.", // 13
      "Once it's dried out, make good and redecorate, low priority.", // 14
      "Front door, the letterbox is fine, but the threshold strip's come up and it's a proper trip, not urgent, but book it.", // 15
      "Outside, a fence panel's down between here and next door, that's a boundary thing, check who owns it.", // 16
      "Right, let's go and write it up in the van.", // 17
    ],
    findings: [
      {
        id: "kitchen-ceiling-leak",
        at: [2, 4, 5],
        thing: ["ceiling", "bath", "waste", "water"],
        problem: ["leak", "bulg", "water", "through"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "wet-light-fitting",
        at: [2, 3],
        thing: ["light", "fitting", "switch", "electric"],
        problem: ["water", "wet", "leak"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-panel",
        at: [6],
        thing: ["bath", "panel"],
        problem: ["crack", "kick", "broken", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "loft-hatch",
        at: [9],
        thing: ["loft", "hatch"],
        problem: ["catch", "loose", "rest"],
        priority: "MEDIUM",
      },
      {
        id: "window-hinge",
        at: [10, 11],
        thing: ["window", "hinge", "casement", "opener"],
        problem: ["hinge", "drop", "broken", "gone", "fall"],
        priority: "HIGH",
      },
      {
        id: "plaster-crack",
        at: [13, 14],
        thing: ["plaster", "ceiling", "crack"],
        problem: ["crack", "make", "redecor"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "threshold-strip",
        at: [15],
        thing: ["threshold", "strip", "door"],
        problem: ["up", "lift", "loose", "trip"],
        priority: "MEDIUM",
      },
      {
        id: "fence-panel",
        at: [16],
        thing: ["fence", "panel"],
        problem: ["down", "fallen", "blown"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u12-sheltered-scheme-glenview",
    half: "heldout",
    lines: [
      "Sheltered scheme walk round, Glenview Court, with Margaret the scheme manager.", // 0
      "Main entrance door, the automatic opener works, but it doesn't close fully, so it's not locking at night.", // 1
      "Margaret says it's been left open all night twice this week, so it's a today job.", // 2
      "Lounge, the fire door to the corridor's been propped with a chair so folk can hear the telly.", // 3
      "I've moved the chair and had a word, they want a hold-open device linked to the alarm, which is fair.", // 4
      "Lounge carpet's fine, the chairs are the residents', not ours.", // 5
      "Laundry room, one of the dryers, the lint filter's, no, it's the vent hose, it's come off the back and there's lint everywhere.", // 6
      "Dryer's out of use till it's fixed, lint all down the back of a hot dryer is how fires start.", // 7
      "Flat 6, Mrs Boyd, her pull cord in the bathroom's snapped, it's only about a foot long, she'd never reach it from the floor.", // 8
      "Tested the bit that's left, it goes through to the call centre, but it needs a new cord today.", // 9
      "Her shower seat's loose on the wall, it wobbles when you sit on it.", // 10
      "Grab rail by the toilet's solid, that's fine.", // 11
      "Corridor, first floor, one of the emergency light bulkheads isn't lit and the wee green light's out, fire safety list, this week.", // 12
      "Carpet's lifting at the seam outside flat 9, right where they all walk with their frames.", // 13
      "Get the handyman to tape it down today and a carpet fitter in after.", // 14
      "Handrails along the corridor are all solid, checked every one.", // 15
      "Garden, the path slabs by the bench are a bit uneven, a couple of lips, one for the grounds contract, low priority.", // 16
      "Bin store, door's fine, it's locked, good.", // 17
      "Paint's chipped on the handrail by the entrance, cosmetic, leave it for the redecoration.", // 18
    ],
    findings: [
      {
        id: "entrance-door",
        at: [1, 2],
        thing: ["entrance", "door", "opener"],
        problem: ["close", "lock", "not", "fail", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lounge-fire-door",
        at: [3, 4],
        thing: ["fire", "door"],
        problem: ["propped", "prop", "wedge", "open", "hold"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dryer-vent-hose",
        at: [6, 7],
        thing: ["dryer", "vent", "hose", "lint"],
        problem: ["off", "detached", "lint", "fire", "disconnect"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pull-cord",
        at: [8, 9],
        thing: ["pull", "cord", "alarm"],
        problem: ["snap", "short", "broken", "reach"],
        priority: "HIGH",
      },
      {
        id: "shower-seat",
        at: [10],
        thing: ["seat", "shower"],
        problem: ["loose", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "emergency-light",
        at: [12],
        thing: ["emergency", "light", "lighting", "bulkhead"],
        problem: ["lit", "out", "fail", "not", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "corridor-carpet",
        at: [13, 14],
        thing: ["carpet", "seam"],
        problem: ["lift", "trip", "tape"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "path-slabs",
        at: [16],
        thing: ["path", "slab", "paving"],
        problem: ["uneven", "lip", "trip"],
        priority: "LOW",
      },
      {
        id: "handrail-paint",
        at: [18],
        thing: ["handrail", "paint", "rail"],
        problem: ["chip", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "u13-bungalow-void-bryn-teg",
    half: "tune",
    lines: [
      "Void inspection, 2 Bryn Teg, bungalow, previous tenant passed away, the family have cleared it.", // 0
      "Front door, uPVC, the multipoint's not engaging, lift the handle and nothing, so it won't lock.", // 1
      "We can't leave it like that, it's a bungalow on its own at the end, locksmith today.", // 2
      "Hallway, there's a key safe on the wall by the door, that'll need taking off and the holes filled.", // 3
      "Living room, the gas fire, there's soot marks above it on the chimney breast, that's not right.", // 4
      "Cap it off, don't test it, and there's no CO alarm in here either.", // 5
      "Carpets are all being lifted anyway, they're the family's, they'll go.", // 6
      "Kitchen, the units are tired, the doors are all marked, the whole kitchen's due, it's on the planned programme for 2026.", // 7
      "Sink tap, the hot side's dripping, it's a mixer, so it needs a cartridge.", // 8
      "Bathroom, it's a wet room, the floor drain's slow, the water sits for ages before it goes.", // 9
      "Grab rails, there's three, no, four, all solid.", // 10
      "Shower's a Mira, it's running hot, good flow.", // 11
      "Front bedroom window, no, sorry, back bedroom, the back one, the window handle's loose, it turns but it's sloppy.", // 12
      "Front bedroom's fine, nothing.", // 13
      "Ceiling in the back bedroom, bit of cracking along the board joints, just cosmetic, leave it for decoration.", // 14
      "Loft, the hatch is in the hall, went up, there's daylight through the felt near the chimney.", // 15
      "No staining on the timbers yet, so a roofer in the next few weeks.", // 16
      "Outside, the ramp at the front, the handrail's fine, but a slab's rocking at the bottom of it.", // 17
      "Bin shed's fine. Meter readings done.", // 18
    ],
    findings: [
      {
        id: "front-door-multipoint",
        at: [1, 2],
        thing: ["door", "multipoint", "lock"],
        problem: ["lock", "engag", "won't", "fail", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "key-safe",
        at: [3],
        thing: ["key", "safe"],
        problem: ["remov", "taking", "take", "fill"],
        priority: "MEDIUM",
      },
      {
        id: "gas-fire-soot",
        at: [4, 5],
        thing: ["gas", "fire"],
        problem: ["soot", "mark", "cap"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "co-alarm-missing",
        at: [5],
        thing: ["co", "carbon", "alarm", "detector"],
        problem: ["missing", "no", "none", "fit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-renewal",
        at: [7],
        thing: ["kitchen", "unit", "door"],
        problem: ["tired", "mark", "worn", "replace", "renew"],
        priority: "LOW",
      },
      {
        id: "mixer-tap",
        at: [8],
        thing: ["tap", "mixer", "cartridge"],
        problem: ["drip", "leak", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "wet-room-drain",
        at: [9],
        thing: ["drain", "gully", "floor", "wet"],
        problem: ["slow", "sit", "block"],
        priority: "MEDIUM",
      },
      {
        id: "window-handle",
        at: [12],
        thing: ["handle", "window"],
        problem: ["loose", "sloppy"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-cracks",
        at: [14],
        thing: ["ceiling", "board", "joint"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "roof-felt",
        at: [15, 16],
        thing: ["felt", "roof", "loft"],
        problem: ["daylight", "hole", "torn", "gap"],
        priority: "MEDIUM",
      },
      {
        id: "ramp-slab",
        at: [17],
        thing: ["slab", "paving", "ramp", "path"],
        problem: ["rock", "loose", "uneven"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "u14-estate-walkabout-hillpark",
    half: "heldout",
    lines: [
      "Estate walkabout, Hillpark estate, with Sandra from the tenants' association.", // 0
      "Starting in the car park behind block C.", // 1
      "Streetlight by the entrance is out, Sandra says it's been out a month.", // 2
      "There's a pothole the size of a, well, it's big, right by the disabled bay.", // 3
      "Somebody's going to go over in that in a wheelchair, so actually, no, put that up, this week.", // 4
      "Bin store for block C, the door's been kicked in and the lock's hanging off.", // 5
      "And there's fly-tipping in there, a sofa and a fridge, right up against the building, fire risk, uplift this week.", // 6
      "Drying green, the whirligig's fine, the grass has been cut.", // 7
      "Play area, the swing chain's, hang on, the chain's fine, it's the seat, the seat's split.", // 8
      "Sharp edge on it, the kids'll cut their legs, I'm tying the swing up out the road now till it's replaced.", // 9
      "Block D, the entry door's closing and locking fine.", // 10
      "Block D, the gable end, there's a crack in the render from the roof down to the first floor window.", // 11
      "Aye, Sandra, I'll get a surveyor to look at that, could be nothing, could be the wall ties.", // 12
      "Graffiti on the side of the bin store at D, cosmetic, get the cleansing team on it.", // 13
      "Down the lane, the gully by the garages is blocked, it floods every time it rains, you can see the silt line.", // 14
      "Garages, the up-and-over door on number 4's jammed half open.", // 15
      "That one's empty and it's ours, so anybody can get in, get it secured today.", // 16
      "Right, Sandra, that's a good list, I'll send it round the committee.", // 17
    ],
    findings: [
      {
        id: "streetlight",
        at: [2],
        thing: ["streetlight", "street", "light", "lamp", "lighting"],
        problem: ["out", "not", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "pothole",
        at: [3, 4],
        thing: ["pothole", "car", "surface", "tarmac"],
        problem: ["pothole", "hole", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bin-store-door",
        at: [5],
        thing: ["bin", "store", "door", "lock"],
        problem: ["kick", "hang", "broken", "lock", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "fly-tipping",
        at: [6],
        thing: ["fly", "sofa", "fridge", "rubbish", "tipping"],
        problem: ["tip", "dump", "fire", "uplift"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "swing-seat",
        at: [8, 9],
        thing: ["swing", "seat", "play"],
        problem: ["split", "sharp", "broken"],
        priority: "HIGH",
      },
      {
        id: "render-crack",
        at: [11, 12],
        thing: ["render", "gable", "wall"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "graffiti",
        at: [13],
        thing: ["graffiti", "bin", "store"],
        problem: ["graffiti", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lane-gully",
        at: [14],
        thing: ["gully", "gulley", "drain", "lane"],
        problem: ["block", "flood", "silt"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door",
        at: [15, 16],
        thing: ["garage", "door"],
        problem: ["jam", "open", "stuck", "secur"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "u15-no-heat-onslow-drive",
    half: "tune",
    lines: [
      "Emergency repair check, 1 stroke left, 7 Onslow Drive, Dennistoun.", // 0
      "Tenant, Mr Lafferty, says the boiler's been off since Sunday and it's baltic in here, he's not wrong.", // 1
      "Boiler's a Baxi, it's showing an E133, that's ignition, it's either not getting gas or not lighting.", // 2
      "So no heating and no hot water, that's an emergency, engineer today.", // 3
      "Aye, Mr Lafferty, I'll get you a couple of heaters dropped off this afternoon.", // 4
      "Press in the hall, that's where the boiler lives, and the flue through the ceiling has a gap at the collar, black marks round it.", // 5
      "CO alarm's on the wall in there, tested it, it sounds, that's fine.", // 6
      "I'm flagging the flue to the engineer as well, that could be leaking fumes, that's not one to leave.", // 7
      "Kitchen, the window's a single-glazed sash, the bottom's painted shut and the top sash won't close, you could post a letter through the gap.", // 8
      "Living room, the skirting along the back wall's got rot in it, and the floor feels a bit springy there too.", // 9
      "Could be dry rot, I'm not going to guess, get a timber surveyor in, a few weeks is fine.", // 10
      "Bathroom, the toilet's fine, the basin's fine.", // 11
      "Bath, the cold tap won't turn off fully, it's running constantly.", // 12
      "Electric shower pull switch, the cord's snapped, he's been using a pencil to push it up.", // 13
      "Bedroom, the window's fine, the room's dry, no damp, just freezing, and that's the boiler.", // 14
      "The ceiling light in there doesn't come on, he's put a new bulb in, still nothing, so it's the fitting or the switch.", // 15
      "Out on the close landing, the stair window above his door won't shut, that's where half the draught's coming from.", // 16
      "That's communal, I'll log it with the factor, low priority.", // 17
      "Right, that's the heating engineer today, and the rest are routine.", // 18
    ],
    findings: [
      {
        id: "boiler-no-heat",
        at: [1, 2, 3],
        thing: ["boiler", "heating", "hot"],
        problem: ["off", "no", "fail", "cold", "ignition", "light"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "flue-collar",
        at: [5, 7],
        thing: ["flue", "collar", "pipe"],
        problem: ["gap", "black", "mark", "leak", "fume"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-sash",
        at: [8],
        thing: ["sash", "window"],
        problem: ["paint", "shut", "close", "won't", "gap", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-rot",
        at: [9, 10],
        thing: ["skirting", "floor", "timber"],
        problem: ["rot", "spring", "soft"],
        priority: "MEDIUM",
      },
      {
        id: "bath-tap",
        at: [12],
        thing: ["tap", "bath"],
        problem: ["turn", "run", "won't", "drip", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "shower-pull-switch",
        at: [13],
        thing: ["switch", "cord", "pull", "shower"],
        problem: ["snap", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-light",
        at: [15],
        thing: ["light", "fitting", "switch"],
        problem: ["not", "fault", "work", "fail", "come"],
        priority: "MEDIUM",
      },
      {
        id: "stair-window",
        at: [16, 17],
        thing: ["window", "stair", "landing"],
        problem: ["shut", "close", "won't", "draught"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "u16-void-snagging-gowanbank",
    half: "heldout",
    lines: [
      "Void sign-off, 5 Gowanbank, after the contractor's works, checking they've done what they said they'd do.", // 0
      "New kitchen's in, looks good, the doors all line up.", // 1
      "Except the sink, the waste isn't connected properly, run the tap and it's straight into the base unit.", // 2
      "Snag for the contractor, back this week, before the keys go out.", // 3
      "The new hob's, no, the oven, the oven light doesn't come on, it heats up though, just a bulb probably, low priority.", // 4
      "Bathroom, new floor, new toilet, flushes fine, no leaks round the base.", // 5
      "Silicone round the bath's been done badly, it's all smeared and there's gaps at the corner.", // 6
      "Hall, the new smoke alarm and heat detector are in, the interlinked ones, the smoke alarm tests fine, the heat one doesn't go off.", // 7
      "Could just be the test button, but it's a fire alarm, so it goes back to the electrician today.", // 8
      "Living room's been painted, there's paint on the carpet by the skirting, and the skirting's been glossed over the dust.", // 9
      "Not the end of the world, low priority, but I'm noting it for the contractor's snag list.", // 10
      "Bedroom one, the new door's been hung and it won't close, it's binding on the frame at the top.", // 11
      "Bedroom two, fine, that's fine, radiator's warm, the heating's been on since Monday.", // 12
      "Back at the front door, the new lock, the thumb turn's on upside down, you turn it the wrong way, it does lock though.", // 13
      "Door chain's missing as well, they took the old one off and never put a new one on.", // 14
      "Outside, the path they relaid, one slab's proud by about an inch, that's a trip.", // 15
      "Get them to relay that while they're back for the sink.", // 16
      "Right, I'm not signing it off today, I'll send the snag list to Craig.", // 17
    ],
    findings: [
      {
        id: "sink-waste",
        at: [2, 3],
        thing: ["sink", "waste", "pipe"],
        problem: ["connect", "leak", "disconnect"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "oven-light",
        at: [4],
        thing: ["oven", "light", "bulb", "lamp"],
        problem: ["light", "bulb", "not", "work", "fail"],
        priority: "LOW",
      },
      {
        id: "bath-silicone",
        at: [6],
        thing: ["silicone", "sealant", "mastic", "bath"],
        problem: ["smear", "gap", "poor", "bad", "redo"],
        priority: "MEDIUM",
      },
      {
        id: "heat-detector",
        at: [7, 8],
        thing: ["heat", "detector", "alarm"],
        problem: ["fault", "fail", "sound", "test", "work"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "paint-on-carpet",
        at: [9, 10],
        thing: ["carpet", "paint"],
        problem: ["paint", "splash", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "skirting-finish",
        at: [9, 10],
        thing: ["skirting", "gloss"],
        problem: ["dust", "gloss", "finish", "poor"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-door",
        at: [11],
        thing: ["door"],
        problem: ["close", "bind", "won't", "stick"],
        priority: "MEDIUM",
      },
      {
        id: "thumb-turn",
        at: [13],
        thing: ["thumb", "turn", "lock"],
        problem: ["upside", "wrong", "refit"],
        priority: "MEDIUM",
      },
      {
        id: "door-chain",
        at: [14],
        thing: ["chain", "door"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "path-slab",
        at: [15, 16],
        thing: ["slab", "path", "paving"],
        problem: ["proud", "trip", "uneven", "relay"],
        priority: "MEDIUM",
      },
    ],
  },
];
