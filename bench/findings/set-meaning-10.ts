// Blind walkthroughs, set 10 (written without seeing the extractor).
// Theme: UK residential lettings: studios, one- and two-bed flats, basement and top-floor flats,
// ex-council and new-build blocks, a few HMOs and terraced houses.
import type { Walkthrough } from "./types";

export const MEANING10_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "j01-uk-studio-checkout-letting-agent",
    half: "tune",
    lines: [
      "Right, Flat 3, 22 Marlowe Road, first-floor studio, this is the check-out for Miss Okafor, she dropped the keys in at the office yesterday.", // 0
      "Meters before I forget, electric's reading 04417 and gas is 1982.6.", // 1
      "The intercom handset by the door rings through fine, I buzzed it from the street on the way in.", // 2
      "Main room, there's a proper gouge in the laminate by the window where her desk chair's been going back and forth.", // 3
      "Not a trip, it's flush, it just looks tatty, so low, we'll do it between tenants if there's a gap.", // 4
      "Sofa bed is on our inventory and it's in decent nick, no stains.", // 5
      "Kitchenette, the cooker hood doesn't pull at all, the little light comes on but the fan just sits there.", // 6
      "Motor's probably gone on it, the handyman can have a look in the next couple of weeks.", // 7
      "Fridge is empty and defrosted and the door's been left propped like we asked.", // 8
      "Shower room, the silicone round the tray has gone black and it's come away in the corner by the glass.", // 9
      "I ran the shower for a minute and water was creeping out from under the tray onto the lino.", // 10
      "That has to be done before anyone else moves in, so this week, I'll ring the plumber from the car.", // 11
      "The electric shower itself is fine, nice and hot after a few seconds.", // 12
      "Back in the main room, the smoke alarm on the ceiling, I held the button in and nothing, not even a chirp.", // 13
      "Whether she's pinched the battery or it's just died, it's got to be working before the next tenant sleeps here.", // 14
      "Window by the bed, the restrictor's on and it catches where it should.", // 15
      "The curtain pole has dropped on the left, the bracket's pulled its screws out of the plaster.", // 16
      "Skirting behind the front door is scuffed black where she kept the bike, touch-up job, low.", // 17
      "Front door locks on the deadlock and the latch, and both sets of keys have come back.", // 18
      "She's left a bag of rubbish out on the landing, I'll message her about that, it's hers to shift.", // 19
      "Okay, that's me, locking up.", // 20
    ],
    findings: [
      {
        id: "laminate-gouge",
        at: [3, 4],
        thing: ["laminate", "floor", "flooring"],
        problem: ["gouge", "damag", "scratch", "mark", "tatty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cooker-hood-fan-dead",
        at: [6, 7],
        thing: ["cooker hood", "hood", "extractor", "fan", "motor"],
        problem: ["pull", "work", "not", "dead", "fail", "broken", "motor", "sits"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tray-seal-leaking",
        at: [9, 10, 11],
        thing: ["shower", "tray", "silicone", "seal", "sealant"],
        problem: ["leak", "water", "creep", "black", "mould", "come away", "fail", "escap"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "smoke-alarm-dead",
        at: [13, 14],
        thing: ["smoke alarm", "alarm", "detector", "battery"],
        problem: ["dead", "not", "nothing", "fail", "silent", "missing", "working", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "curtain-pole-bracket",
        at: [16],
        thing: ["curtain", "pole", "bracket"],
        problem: ["dropped", "pulled", "loose", "screw", "hanging", "fix", "came", "come"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-scuffed",
        at: [17],
        thing: ["skirting", "board"],
        problem: ["scuff", "mark", "touch", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "j02-uk-ex-council-two-bed-tenancy-visit",
    half: "heldout",
    lines: [
      "Annual tenancy visit, 14 Corbett House, second floor, Mr Hassan's in and his eldest's home from college.", // 0
      "On the way up the communal stairs, the handrail between the first and second floor is loose, it shifts a good inch when you put weight on it.", // 1
      "Someone's going to go down that flight if it lets go, so I'm logging it as urgent.", // 2
      "Into the flat, hallway's tidy, the carpet in here is theirs, they had it fitted themselves.", // 3
      "Living room, the radiator under the window stays cold with the boiler going, every other one in the flat is warm.", // 4
      "He says he's bled it with the key and it made no difference whatsoever.", // 5
      "Kitchen, the boiler's in the end cupboard, pressure's sitting about one and a half, and the gas safety was done in August.", // 6
      "Black spotting on the ceiling above the cooker, a patch about the size of a tea tray.", // 7
      "The extractor over there rattles so badly he's switched it off at the spur, which won't be helping.", // 8
      "I've said wipe the ceiling down with the spray for now and we'll book a mould wash, routine.", // 9
      "Bathroom, the side panel on the bath is cracked along the bottom edge where the kids kick it, it's only cosmetic.", // 10
      "Toilet flushes, basin taps turn off properly, nothing dripping underneath.", // 11
      "Main bedroom's fine, window opens and shuts, trickle vents aren't blocked.", // 12
      "Second bedroom, the double glazing has misted up between the panes, so the seal in the unit's failed.", // 13
      "You can hardly see the car park through it, it's like frosted glass now.", // 14
      "Back out on the landing by his door, the light on the push timer won't come on, I tried it three times.", // 15
      "Caretaker can swap the fitting or the bulb on his next round, that's fine.", // 16
      "Rent account's clear, no arrears, we had a quick chat about the parking permits.", // 17
      "Down at the bin store, the door to it won't latch, it just swings open and the foxes have had the bags out.", // 18
      "Okay, that's Corbett House, on to number 20.", // 19
    ],
    findings: [
      {
        id: "communal-stair-handrail-loose",
        at: [1, 2],
        thing: ["handrail", "rail", "banister", "stair"],
        problem: ["loose", "shift", "move", "wobbl", "unsafe", "secur", "fix"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "living-room-radiator-cold",
        at: [4, 5],
        thing: ["radiator", "rad", "heating"],
        problem: ["cold", "not", "no heat", "warm", "bleed", "bled", "work"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-ceiling-mould",
        at: [7, 9],
        thing: ["mould", "mold", "black spot"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-extractor-rattles",
        at: [8],
        thing: ["extractor", "fan"],
        problem: ["rattl", "nois", "off", "switched", "broken", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "bath-panel-cracked",
        at: [10],
        thing: ["bath panel", "panel", "bath"],
        problem: ["crack", "damag", "broken"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-glazing-misted",
        at: [13, 14],
        thing: ["glazing", "window", "double glaz", "pane", "unit", "glass"],
        problem: ["mist", "seal", "fail", "blown", "condensation", "cloud"],
        priority: "MEDIUM",
      },
      {
        id: "landing-light-out",
        at: [15, 16],
        thing: ["light", "lighting", "bulb", "timer"],
        problem: ["not", "out", "won't", "come on", "work", "fail", "swap", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-door-latch",
        at: [18],
        thing: ["bin store", "door", "latch"],
        problem: ["latch", "won't", "swing", "open", "shut", "close"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "j03-uk-basement-flat-damp-and-lock",
    half: "tune",
    lines: [
      "Basement flat, 41A Belgrave Terrace, down the area steps, tenant's at work but she's happy for us to go in.", // 0
      "The area steps, the third one down, is it third, no, the fourth, has a big lump broken off the front edge.", // 1
      "So easy to catch your heel on that coming down in the dark, it needs making safe.", // 2
      "Front door lock's a bit stiff but it turns and it deadlocks, that's fine.", // 3
      "Hall, musty smell as soon as you walk in, and the bottom of the wall by the meter cupboard is wet to the touch.", // 4
      "Electric meter says 27311, I'll pop it on the sheet anyway.", // 5
      "Going back to that wall, the plaster's blown and crumbling about a foot up, I want a damp specialist to look, not an emergency though.", // 6
      "Living room is lovely and bright for a basement actually, and the light well's been swept out.", // 7
      "Radiators all on and warm, she's got it on the timer.", // 8
      "Kitchen at the back, the back door out to the yard, the lock barrel just spins, you can't lock it at all, she's been wedging a chair under the handle.", // 9
      "That's a locksmith today, I'm not leaving her like that overnight.", // 10
      "Under the sink is dry, I had a good look with the torch.", // 11
      "Bedroom, the window onto the light well, the bottom rail of the frame is rotten, my thumb goes straight into it.", // 12
      "Wants a new section of sill at least, carpenter job, routine.", // 13
      "Her wardrobe's shoved right up against the outside wall, I've suggested she pull it forward a few inches, that's her side of things.", // 14
      "Bathroom, no window in here, and the extractor won't start with the light, so the steam's got nowhere to go.", // 15
      "Tiles round the bath have a couple of chips, purely cosmetic, leave them.", // 16
      "Oh, and the socket by the bath, no, not by the bath, the one by the bathroom door in the hall, the faceplate's cracked right across and it's warm.", // 17
      "I've texted her not to use it, electrician today.", // 18
      "Back up the steps, that's 41A done.", // 19
    ],
    findings: [
      {
        id: "area-step-broken-nosing",
        at: [1, 2],
        thing: ["step", "steps", "stair", "nosing", "edge"],
        problem: ["broken", "damag", "missing", "chunk", "lump", "trip", "catch", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "hall-wall-damp",
        at: [4, 6],
        thing: ["wall", "plaster", "damp"],
        problem: ["wet", "damp", "blown", "crumbl", "musty"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-lock-spins",
        at: [9, 10],
        thing: ["back door", "door", "lock", "barrel"],
        problem: ["spin", "lock", "secur", "broken", "fail", "won't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bedroom-window-frame-rotten",
        at: [12, 13],
        thing: ["window", "frame", "sill", "rail"],
        problem: ["rot", "soft", "decay"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor-not-working",
        at: [15],
        thing: ["extractor", "fan"],
        problem: ["won't", "not", "start", "work", "dead", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "bath-tiles-chipped",
        at: [16],
        thing: ["tile", "tiles", "tiling"],
        problem: ["chip", "damag", "crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-socket-cracked-warm",
        at: [17, 18],
        thing: ["socket", "faceplate", "outlet", "electric"],
        problem: ["crack", "warm", "hot", "broken", "damag", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "j04-uk-top-floor-mansion-block-roof-leak",
    half: "heldout",
    lines: [
      "Flat 12, top floor, Ashdown Mansions, and of course there's no lift, so that's four flights.", // 0
      "Mr and Mrs Lindqvist are both in, they called about a drip in the back bedroom.", // 1
      "Back bedroom then, and yes, water's coming through the ceiling near the light fitting, they've got a washing-up bowl under it.", // 2
      "It's landing right beside the pendant, so I've had them switch the lighting off at the board for now.", // 3
      "Ceiling's gone brown in a ring about a metre across and it's bellying down a bit in the middle.", // 4
      "Roofer has to get up there today, it comes in faster when the rain's heavy, they say.", // 5
      "Front bedroom's dry, no marks at all.", // 6
      "There's a round dent in the plaster behind the front bedroom door where the handle bangs it, wants a door stop, low.", // 7
      "Living room, the sash on the left, the cord's snapped so the top sash has dropped and won't stay up.", // 8
      "Kitchen, the hob, the back right burner won't light, it clicks and clicks but no flame.", // 9
      "No gas smell with it, I checked, and the other three go first time.", // 10
      "The combi's fine, hot water came through in seconds.", // 11
      "Bathroom, the basin's come away from the wall, it rocks if you lean on it at all.", // 12
      "Sealant round the bath's a bit grubby, cosmetic, it can wait.", // 13
      "Out on the landing, the skylight over the stairwell, one pane's cracked corner to corner.", // 14
      "It's not letting water in yet from what I can see, glazier, routine.", // 15
      "Smoke alarm in the hall tested fine, and the heat detector in the kitchen.", // 16
      "So the roof is today, and the rest can go in for the next few weeks.", // 17
    ],
    findings: [
      {
        id: "back-bedroom-ceiling-leak",
        at: [2, 3, 4, 5, 17],
        thing: ["ceiling", "roof", "leak", "water"],
        problem: ["leak", "water", "drip", "coming through", "ingress", "stain", "sag", "belly"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-wall-dent-door-stop",
        at: [7],
        thing: ["plaster", "wall", "door stop", "doorstop", "door"],
        problem: ["dent", "damag", "stop", "bang", "hole"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sash-cord-snapped",
        at: [8],
        thing: ["sash", "window", "cord"],
        problem: ["snap", "broken", "dropped", "won't", "stay", "cord"],
        priority: "MEDIUM",
      },
      {
        id: "hob-burner-wont-light",
        at: [9, 10],
        thing: ["hob", "burner", "ring", "igniter", "ignition"],
        problem: ["light", "ignit", "flame", "click", "won't", "not", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "basin-loose",
        at: [12],
        thing: ["basin", "sink", "wash hand basin"],
        problem: ["loose", "come away", "rock", "wall", "fix", "secur"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant-grubby",
        at: [13],
        thing: ["sealant", "silicone", "bath", "seal"],
        problem: ["grubby", "dirty", "stain", "discolour", "mould", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stairwell-skylight-cracked",
        at: [14, 15],
        thing: ["skylight", "rooflight", "roof light", "pane", "glass", "glazing"],
        problem: ["crack", "broken", "damag"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "j05-uk-new-build-one-bed-checkout",
    half: "tune",
    lines: [
      "Okay, Apartment 507, Riverside Quarter, end of tenancy, she moved out on Sunday and left the fobs with the concierge.", // 0
      "Lift's a bit slow but that's the management company's problem, not ours.", // 1
      "Front door's a fire door, it swings shut on its own and latches, good.", // 2
      "Open-plan kitchen, the oven, I put it on two hundred and ten minutes later it's barely warm inside.", // 3
      "The grill on top heats up fine, so it's just the main oven, element most likely.", // 4
      "Worktop next to the sink has a burn mark, a ring where a hot pan's been put straight down.", // 5
      "That's a deposit conversation rather than a repair, but note it, low.", // 6
      "Dishwasher's spotless, she's even emptied the filter, fair play.", // 7
      "Balcony, the glass balustrade, one of the clamps at the bottom has lost its cover and the panel moves when you push it.", // 8
      "We're five floors up, so nobody goes out there till it's been looked at, I've locked the balcony door and kept the key.", // 9
      "Bedroom carpet's been professionally cleaned, the receipt's on the side.", // 10
      "The sliding wardrobe door has jumped off its bottom track and it won't budge either way.", // 11
      "Bathroom, the thermostatic shower only gives you lukewarm, you can turn the dial right round and it won't get any hotter.", // 12
      "The basin tap runs properly hot, so it's the cartridge in the shower valve, plumber next week or so.", // 13
      "Heated towel rail's warm to the touch.", // 14
      "The ventilation unit in the utility cupboard has an orange light flashing, that's its filter warning.", // 15
      "Hallway, a few scuffs on the wall by the door where the sofa went out, touch-up job.", // 16
      "Electric meter in the cupboard says 11962, I've taken a photo.", // 17
      "Consumer unit, all the switches are up, nothing's tripped.", // 18
      "Right, that's 507, fobs back to the desk.", // 19
    ],
    findings: [
      {
        id: "oven-not-heating",
        at: [3, 4],
        thing: ["oven", "element", "cooker"],
        problem: ["heat", "warm", "not", "barely", "element", "fail", "cold"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-burn-mark",
        at: [5, 6],
        thing: ["worktop", "work top", "counter"],
        problem: ["burn", "mark", "scorch", "damag", "ring"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balcony-balustrade-loose",
        at: [8, 9],
        thing: ["balustrade", "balcony", "glass", "panel", "clamp", "railing", "barrier"],
        problem: ["loose", "move", "wobbl", "clamp", "cover", "unsafe", "secur"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wardrobe-door-off-track",
        at: [11],
        thing: ["wardrobe", "door", "sliding"],
        problem: ["track", "off", "jump", "budge", "stuck", "won't", "slide"],
        priority: "MEDIUM",
      },
      {
        id: "shower-lukewarm-cartridge",
        at: [12, 13],
        thing: ["shower", "valve", "cartridge", "mixer"],
        problem: ["lukewarm", "warm", "hot", "cold", "temperature", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "ventilation-filter-warning",
        at: [15],
        thing: ["ventilation", "mvhr", "unit", "filter"],
        problem: ["filter", "warning", "light", "flash", "fault", "service"],
        priority: "MEDIUM",
      },
      {
        id: "hallway-wall-scuffs",
        at: [16],
        thing: ["wall", "hallway", "paint"],
        problem: ["scuff", "mark", "touch"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "j06-uk-hmo-five-let-quarterly",
    half: "heldout",
    lines: [
      "Quarterly HMO inspection, 88 Stanmore Road, five lets, three tenants in today.", // 0
      "Front door, closer works, thumb-turn on the inside, good.", // 1
      "Fire door into the kitchen, the overhead closer has come apart, the arm's just dangling off the frame.", // 2
      "So it won't pull itself shut, and on an HMO that's today, not next week.", // 3
      "Kitchen, tested the interlinked alarm, all five heads went off.", // 4
      "Fire blanket's on the wall and in date.", // 5
      "There's a second fridge humming away in the corner, that belongs to the tenants, not our kit.", // 6
      "Cold tap on the sink won't shut off properly, there's a steady dribble into the bowl.", // 7
      "New washer, I'd guess, routine job.", // 8
      "Up to the first floor, the landing carpet's come off the gripper at the top step and it's rucked up in a ridge.", // 9
      "You'd easily get a toe under that going down, get the fitter round as soon as.", // 10
      "Room 3, tenant's in, the restrictor on his window's been snapped off and that's first floor over the side passage.", // 11
      "He reckons it was like that when he moved in, which I doubt, but it needs a new one regardless.", // 12
      "Room 4, all fine, he keeps it spotless.", // 13
      "Shared bathroom, the shower pump's making a grinding noise and the flow's dropped to a trickle.", // 14
      "Grout round the bath is grey and grubby, cosmetic, not a priority.", // 15
      "Second floor, the loft hatch is shut and secure.", // 16
      "Room 5, the pull-cord switch for the ceiling light is hanging out of the ceiling with the wires showing.", // 17
      "Told her not to touch it, the electrician's coming this afternoon.", // 18
      "Back downstairs, the door on the gas meter cupboard has come off its hinges, it's just leaning against the wall.", // 19
      "Fire action notice on the back of the front door is up to date.", // 20
      "That's 88, I'll email the landlord the list.", // 21
    ],
    findings: [
      {
        id: "kitchen-fire-door-closer",
        at: [2, 3],
        thing: ["fire door", "door", "closer"],
        problem: ["closer", "come apart", "dangl", "broken", "shut", "close", "detach"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-cold-tap-dribble",
        at: [7, 8],
        thing: ["tap", "faucet", "washer"],
        problem: ["dribbl", "drip", "shut off", "won't", "leak", "washer", "run"],
        priority: "MEDIUM",
      },
      {
        id: "landing-carpet-rucked",
        at: [9, 10],
        thing: ["carpet", "landing", "gripper", "stair"],
        problem: ["ruck", "ridge", "lift", "loose", "trip", "come off"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "room3-window-restrictor",
        at: [11, 12],
        thing: ["restrictor", "window"],
        problem: ["snap", "broken", "missing", "restrictor", "need", "off"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-pump-grinding",
        at: [14],
        thing: ["shower", "pump"],
        problem: ["grind", "nois", "trickle", "pressure", "flow", "weak"],
        priority: "MEDIUM",
      },
      {
        id: "bath-grout-grubby",
        at: [15],
        thing: ["grout", "tile"],
        problem: ["grubby", "grey", "dirty", "discolour", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "room5-pull-cord-wires-exposed",
        at: [17, 18],
        thing: ["pull-cord", "pull cord", "switch", "wire", "wiring", "light", "electric"],
        problem: ["hanging", "exposed", "showing", "bare", "loose", "live"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "gas-meter-cupboard-door",
        at: [19],
        thing: ["cupboard", "door", "meter", "hinge"],
        problem: ["hinge", "off", "come off", "detach", "broken", "leaning"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "j07-uk-victorian-terrace-family-visit",
    half: "tune",
    lines: [
      "Number 9 Alma Street, the Kowalskis, two-up two-down with the bathroom on the back.", // 0
      "Mrs Kowalski's in with the baby, he's on earlies.", // 1
      "Front room, the bay sash rattles at the bottom and there's a gap you can feel the wind whistling through.", // 2
      "Doesn't stop it fastening though, the catch still does up properly.", // 3
      "Chimney breast, that old damp patch from the flashing, the roofer did it in May and it's bone dry now.", // 4
      "Back room, the gas fire's been capped off, so that's ticked off the list.", // 5
      "Kitchen, she says she gets a whiff of gas now and again by the cooker, and to be honest I can smell it right now.", // 6
      "I've turned it off at the meter and rung the emergency number, they're sending someone within the hour.", // 7
      "Meanwhile nobody's lighting anything, back door and windows wide open.", // 8
      "Stairs are steep like they all are in these, but the banister's solid.", // 9
      "Front bedroom, hairline crack across the ceiling corner to corner, not sagging, decorator can fill it next time round, low.", // 10
      "Back bedroom, the baby's room, the radiator valve is weeping onto the carpet, there's a damp patch and green crust all over the valve.", // 11
      "Plumber this week on that, I don't want it getting worse with the little one crawling about.", // 12
      "From the bedroom window you can see the flat roof over the bathroom is ponding, there's a big puddle sat on the felt.", // 13
      "Inside's dry, no marks on the bathroom ceiling, so keep an eye on it for now.", // 14
      "Toilet cistern takes an age to fill, ten minutes plus after a flush.", // 15
      "Out the back, the gate onto the alley, the top hinge has pulled out of the post and it drags along the ground.", // 16
      "Paving's uneven but it's always been like that and nothing's lifting.", // 17
      "Right, I'll hang on till the gas engineer gets here before I head off.", // 18
    ],
    findings: [
      {
        id: "bay-sash-draught",
        at: [2, 3],
        thing: ["sash", "window", "bay"],
        problem: ["rattl", "gap", "draught", "draft", "wind", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-gas-smell",
        at: [6, 7, 8],
        thing: ["gas", "cooker", "smell"],
        problem: ["smell", "whiff", "leak", "escape"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "front-bedroom-ceiling-crack",
        at: [10],
        thing: ["ceiling", "plaster"],
        problem: ["crack", "fill"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "radiator-valve-weeping",
        at: [11, 12],
        thing: ["radiator", "valve", "rad"],
        problem: ["weep", "leak", "drip", "damp", "crust", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "flat-roof-ponding",
        at: [13, 14],
        thing: ["flat roof", "roof", "felt"],
        problem: ["pond", "puddle", "water", "pool", "monitor", "eye"],
        priority: "MEDIUM",
      },
      {
        id: "cistern-slow-fill",
        at: [15],
        thing: ["cistern", "toilet", "wc", "fill valve"],
        problem: ["slow", "fill", "age", "takes"],
        priority: "MEDIUM",
      },
      {
        id: "back-gate-hinge",
        at: [16],
        thing: ["gate", "hinge"],
        problem: ["hinge", "pulled", "drag", "loose", "broken", "hanging"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "j08-uk-flat-over-shop-survey",
    half: "heldout",
    lines: [
      "Inspection of the first and second floor maisonette above 17 High Street, access via the street door beside the takeaway.", // 0
      "Street door: the lock keep has split away from the frame, so the door pushes open even when it's locked.", // 1
      "Tenant reports it's been that way a fortnight; anyone off the pavement can walk up, it wants securing today.", // 2
      "Stair to first floor: steep, carpeted, handrail secure, lighting adequate.", // 3
      "First floor kitchen: a strong smell of frying from the takeaway below, normal for the location, not a defect.", // 4
      "Kitchen ceiling: brown tide marks near the window, dry on the meter, historic, stain-block and repaint at the next decoration.", // 5
      "Sink: slow to drain, water sits in the bowl a good minute before it goes.", // 6
      "Likely a partial blockage in the trap or further along, plumber to rod it through.", // 7
      "Living room: radiators warm, room thermostat responds.", // 8
      "Living room front window: the top opener won't close, the hinge stay's bent out of shape.", // 9
      "Second floor, bedroom one: one board by the chimney breast is springy, dips noticeably underfoot.", // 10
      "Bedroom two: nothing to note, tenant's belongings throughout.", // 11
      "Bathroom: extractor screeches for a few seconds on start-up, then runs.", // 12
      "Bath: sealant has failed along the wall side, and on the landing ceiling beneath there's a fresh damp mark.", // 13
      "That mark's wet to the touch, so water's getting through now, reseal this week.", // 14
      "Smoke alarm on the second-floor landing did not sound on test.", // 15
      "Replacement needed straight away.", // 16
      "Heat detector in the kitchen tested satisfactorily.", // 17
      "Rear: the external steel escape stair from the kitchen door, two treads badly corroded, one rusted right through.", // 18
      "Not safe to use in its present condition.", // 19
      "End of inspection.", // 20
    ],
    findings: [
      {
        id: "street-door-keep-split",
        at: [1, 2],
        thing: ["street door", "door", "keep", "lock", "frame"],
        problem: ["split", "push", "open", "secur", "lock", "broken", "damag"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-ceiling-old-stain",
        at: [5],
        thing: ["ceiling", "stain"],
        problem: ["stain", "tide", "mark", "repaint", "brown"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-sink-slow-drain",
        at: [6, 7],
        thing: ["sink", "waste", "drain", "trap"],
        problem: ["slow", "drain", "block", "sits"],
        priority: "MEDIUM",
      },
      {
        id: "living-room-window-stay-bent",
        at: [9],
        thing: ["window", "opener", "stay", "hinge"],
        problem: ["close", "bent", "won't", "shut", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-floorboard-springy",
        at: [10],
        thing: ["floorboard", "board", "floor"],
        problem: ["spring", "dip", "loose", "give", "soft"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor-noisy",
        at: [12],
        thing: ["extractor", "fan"],
        problem: ["screech", "nois", "squeal", "loud"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant-leaking-through",
        at: [13, 14],
        thing: ["sealant", "silicone", "bath", "seal", "ceiling"],
        problem: ["fail", "leak", "damp", "wet", "water", "reseal"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "landing-smoke-alarm-failed",
        at: [15, 16],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["sound", "fail", "not", "dead", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "escape-stair-treads-corroded",
        at: [18, 19],
        thing: ["escape", "stair", "tread", "steps", "fire escape"],
        problem: ["corro", "rust", "hole", "unsafe", "safe"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "j09-uk-council-tower-flat-caretaker",
    half: "tune",
    lines: [
      "Morning, this is 9F, Lambourne Tower, Mrs Adeyemi, she's been with us donkey's years.", // 0
      "Both lifts going today, which makes a change.", // 1
      "Her front door, the letterbox flap's gone altogether, there's just the slot and the draught comes straight in.", // 2
      "That's a fire door on a tower block, so the flap goes back on sharpish, I'm marking it urgent.", // 3
      "Hallway's warm, the district heating's on and the rads are all hot.", // 4
      "Kitchen, the cupboard door under the sink is hanging on one hinge.", // 5
      "She's been tying it shut with a bit of string, bless her.", // 6
      "Couple of cracked tiles behind the cooker, been like that years, cosmetic.", // 7
      "Living room window, restrictor's fitted, but it won't hold open at all, it just swings back, the friction hinge is shot.", // 8
      "Door out to the balcony sticks at the bottom, she has to properly yank it.", // 9
      "Once you're out the balcony's fine, railings solid, drain's clear.", // 10
      "Bathroom, the toilet rocks on its base and there's a wet ring round the pan on the lino.", // 11
      "Every flush a bit more seeps out the back, so plumber today or first thing tomorrow.", // 12
      "Bedroom, the light switch, the plastic's melted at one corner and gone brown.", // 13
      "She says it crackles when she flicks it, I've told her to leave that light alone.", // 14
      "Out on the landing, the hopper on the bin chute is jammed shut and there's bags piling up next to it.", // 15
      "Lobby fire door closes on its own and the sign's up.", // 16
      "Right, 9F done, I'm heading down to the seventh.", // 17
    ],
    findings: [
      {
        id: "front-door-letterbox-flap-missing",
        at: [2, 3],
        thing: ["letterbox", "letter box", "flap", "front door", "door", "fire door"],
        problem: ["missing", "gone", "flap", "draught", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-cupboard-door-hinge",
        at: [5, 6],
        thing: ["cupboard", "door", "hinge", "unit"],
        problem: ["hinge", "hanging", "broken", "loose", "tying"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-tiles-cracked",
        at: [7],
        thing: ["tile", "tiles"],
        problem: ["crack", "damag", "broken"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "living-room-window-friction-hinge",
        at: [8],
        thing: ["window", "hinge", "friction"],
        problem: ["hold", "open", "swing", "shot", "won't", "broken", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-door-sticking",
        at: [9],
        thing: ["balcony door", "door"],
        problem: ["stick", "yank", "jam", "catch", "drag"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-base-leak",
        at: [11, 12],
        thing: ["toilet", "wc", "pan"],
        problem: ["leak", "rock", "wet", "seep", "loose", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-switch-melted",
        at: [13, 14],
        thing: ["switch", "light switch", "electric"],
        problem: ["melt", "brown", "scorch", "burn", "crackl", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bin-chute-hopper-jammed",
        at: [15],
        thing: ["bin chute", "chute", "hopper", "refuse"],
        problem: ["jam", "stuck", "shut", "block", "won't"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "j10-uk-student-hmo-end-of-year-checkout",
    half: "heldout",
    lines: [
      "End of year check-out, 23 Fernbank Street, the four lads moved out yesterday, house is empty.", // 0
      "Hallway, there's a hole in the plasterboard behind the front door where the handle's gone straight through.", // 1
      "That's a patch and paint, comes off the deposit, not urgent.", // 2
      "Living room carpet has a red wine stain the size of a dinner plate, old, dried in.", // 3
      "The sofas are ours and they've survived, amazingly.", // 4
      "Kitchen, the inner glass on the oven door has a crack right across it.", // 5
      "Extractor's fine, hob's fine, someone's even cleaned it.", // 6
      "Washing machine won't empty, there's a drum full of grey water sat in it.", // 7
      "Smells like it's been there a week, probably a sock jammed in the pump filter.", // 8
      "Back door locks fine, key's on the hook.", // 9
      "Upstairs, bedroom one, the window handle's snapped off, so you can't open that window at all.", // 10
      "Bedroom two, all good, they've even hoovered.", // 11
      "On the landing outside bedroom three, the smoke alarm's gone, there's just the base plate left on the ceiling.", // 12
      "They've had the head off, toast probably, and it has to go back on before anyone moves in.", // 13
      "Bedroom three, Blu-Tack marks all over the walls, that's just the repaint, low.", // 14
      "Bathroom, the shower hose has split up near the head, so it sprays all over the wall when you run it.", // 15
      "Ten-quid part, the handyman can do it on his round.", // 16
      "There's a chip in the bath enamel near the plug hole.", // 17
      "Not going up in the loft, no need today.", // 18
      "Oh, top of the stairs, the newel post is loose, the whole thing rocks when you grab it.", // 19
      "That's dangerous, it's what you grab on the way down, so joiner in this week.", // 20
      "That's Fernbank, I'll do the deductions tonight.", // 21
    ],
    findings: [
      {
        id: "hall-plasterboard-hole",
        at: [1, 2],
        thing: ["plasterboard", "wall", "plaster"],
        problem: ["hole", "damag", "patch", "broken"],
        priority: "LOW",
      },
      {
        id: "living-room-carpet-stain",
        at: [3],
        thing: ["carpet"],
        problem: ["stain", "wine", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "oven-door-glass-cracked",
        at: [5],
        thing: ["oven", "glass", "door"],
        problem: ["crack", "broken", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "washing-machine-wont-drain",
        at: [7, 8],
        thing: ["washing machine", "washer", "machine", "pump", "filter"],
        problem: ["drain", "empty", "water", "block", "jam", "won't"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom1-window-handle",
        at: [10],
        thing: ["window", "handle"],
        problem: ["snap", "broken", "open", "missing", "off"],
        priority: "MEDIUM",
      },
      {
        id: "landing-smoke-alarm-missing",
        at: [12, 13],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["missing", "gone", "removed", "base", "off", "refit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom3-blu-tack-marks",
        at: [14],
        thing: ["wall", "walls", "paint", "decor"],
        problem: ["mark", "blu", "repaint", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower-hose-split",
        at: [15, 16],
        thing: ["shower", "hose"],
        problem: ["split", "spray", "leak", "broken", "water"],
        priority: "MEDIUM",
      },
      {
        id: "bath-enamel-chip",
        at: [17],
        thing: ["bath", "enamel"],
        problem: ["chip", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "newel-post-loose",
        at: [19, 20],
        thing: ["newel", "post", "banister", "handrail", "stair"],
        problem: ["loose", "rock", "wobbl", "dangerous", "unsafe", "move"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "j11-uk-end-terrace-dictation",
    half: "tune",
    lines: [
      "Forty-six Cobden Street. End terrace. Routine inspection, tenant present.", // 0
      "Externals first. Gable wall, render cracked and bulging up by the eaves, roughly a metre square.", // 1
      "Not loose yet. Tapped it, sounds hollow. Quote for repair.", // 2
      "Rear. Downpipe's come out of the shoe, rainwater discharging straight down the wall.", // 3
      "Front door. Multipoint lock, operates correctly.", // 4
      "Hall. CO alarm next to the boiler cupboard chirping every minute.", // 5
      "Sealed ten-year unit, so it's end of life. Replace, today.", // 6
      "Lounge. Decor fair. Radiator under the window cold at the top, warm at the bottom, needs bleeding.", // 7
      "Kitchen. Two floor tiles cracked in front of the sink, neither lifting, cosmetic.", // 8
      "Boiler serviced January, sticker on the casing. Pressure one point two.", // 9
      "First floor. Bathroom. Flush handle loose, you have to jiggle it to get it to go.", // 10
      "Bedroom one, no issues. Bedroom two, no issues.", // 11
      "Bedroom three, box room over the stairs. Black mould, ceiling corner, external wall.", // 12
      "Tenant dries washing in there, advised on that. Still needs treating.", // 13
      "Landing. Loft hatch board missing, opening's just open to the roof space.", // 14
      "Back down to the ground floor. Rear door, the glazed panel's cracked full height.", // 15
      "Still locks. Glazier, routine.", // 16
      "Priorities. CO alarm today. Rest routine.", // 17
      "End.", // 18
    ],
    findings: [
      {
        id: "gable-render-bulging",
        at: [1, 2],
        thing: ["render", "gable", "wall"],
        problem: ["crack", "bulg", "hollow", "blown", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "downpipe-disconnected",
        at: [3],
        thing: ["downpipe", "down pipe", "rainwater pipe", "gutter", "shoe"],
        problem: ["disconnect", "come out", "discharg", "loose", "detach", "water"],
        priority: "MEDIUM",
      },
      {
        id: "co-alarm-end-of-life",
        at: [5, 6, 17],
        thing: ["co alarm", "carbon monoxide", "alarm", "detector"],
        problem: ["chirp", "beep", "end of life", "replace", "fail", "expired"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "lounge-radiator-needs-bleeding",
        at: [7],
        thing: ["radiator", "rad"],
        problem: ["cold", "bleed", "air"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-floor-tiles-cracked",
        at: [8],
        thing: ["tile", "tiles", "floor"],
        problem: ["crack", "damag", "broken"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-flush-handle-loose",
        at: [10],
        thing: ["flush", "handle", "toilet", "cistern", "wc"],
        problem: ["loose", "jiggl", "fault", "flush"],
        priority: "MEDIUM",
      },
      {
        id: "box-room-mould",
        at: [12, 13],
        thing: ["mould", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "loft-hatch-missing",
        at: [14],
        thing: ["loft hatch", "hatch", "loft"],
        problem: ["missing", "open", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "rear-door-glazing-cracked",
        at: [15, 16],
        thing: ["door", "glass", "glazing", "glazed", "panel"],
        problem: ["crack", "broken", "damag"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "j12-uk-new-build-ground-floor-us-manager",
    half: "heldout",
    lines: [
      "Okay, unit G2 at Wharfside, two bed, two bath, ground floor, resident's at work so I'm in on the master key.", // 0
      "Smoke detector in the entry was chirping, just a battery, I swapped it and it's quiet now.", // 1
      "Kitchen, the faucet's loose at the base, the whole thing swivels around when you turn it on.", // 2
      "Dishwasher, there's water pooling out the front, it's coming past the door gasket onto the floor.", // 3
      "Kickplate's soaked and the flooring at the edge is starting to lift, so I want a plumber out today.", // 4
      "Induction cooktop, all four zones come on, oven heats.", // 5
      "Living room, the sliding patio door, the lock doesn't engage, you push the lever down and it pops right back up.", // 6
      "That opens straight onto the courtyard, so anybody could walk in, it's a security issue, someone today.", // 7
      "Heat pump's holding twenty-one on the thermostat, no complaints there.", // 8
      "Master bedroom, the closet door's come off its track.", // 9
      "Master bath, the exhaust fan runs but it's hardly pulling anything, a square of tissue won't even stick to the grille.", // 10
      "Second bath, the caulk round the tub has mildew in the corners, cosmetic, put it on the turnover list.", // 11
      "Second bedroom, carpet's clean, blinds all work.", // 12
      "Hallway ceiling, a nail pop and a hairline crack in the drywall, pretty typical for a new build, low.", // 13
      "Out on the patio, the weatherproof cover's snapped off the outdoor outlet and the socket's sitting full of rainwater.", // 14
      "That's a shock waiting to happen, I've flipped that breaker off and I'll get the electrician in.", // 15
      "Electric meter reads 03344.", // 16
      "That's it for G2, I'll text the resident a summary.", // 17
    ],
    findings: [
      {
        id: "kitchen-faucet-loose",
        at: [2],
        thing: ["faucet", "tap", "mixer"],
        problem: ["loose", "swivel", "base", "secur", "tighten"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher-leaking",
        at: [3, 4],
        thing: ["dishwasher", "gasket", "seal"],
        problem: ["leak", "water", "pool", "soak", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "patio-door-lock-not-engaging",
        at: [6, 7],
        thing: ["patio door", "door", "lock", "sliding door"],
        problem: ["engage", "lock", "secur", "pop", "fail", "won't", "not"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "closet-door-off-track",
        at: [9],
        thing: ["closet", "wardrobe", "door"],
        problem: ["track", "off", "come off", "derail"],
        priority: "MEDIUM",
      },
      {
        id: "bath-exhaust-fan-weak",
        at: [10],
        thing: ["exhaust", "fan", "extractor"],
        problem: ["weak", "pull", "suction", "hardly", "poor", "not", "extract"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulk-mildew",
        at: [11],
        thing: ["caulk", "sealant", "silicone", "tub", "bath"],
        problem: ["mildew", "mould", "mold", "stain", "black"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hallway-drywall-nail-pop",
        at: [13],
        thing: ["drywall", "plasterboard", "ceiling", "nail"],
        problem: ["pop", "crack", "nail"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "patio-outlet-waterlogged",
        at: [14, 15],
        thing: ["outlet", "socket", "cover", "electric", "breaker"],
        problem: ["water", "rain", "snap", "broken", "cover", "missing", "shock", "wet"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "j13-uk-basement-studio-rambling-agent",
    half: "tune",
    lines: [
      "So this is the garden flat, well, they call it the garden flat, it's a basement really, Flat A, 5 Pelham Mews.", // 0
      "Mr Duarte's working from home so he's at the table, hello, don't mind me.", // 1
      "Right, main room, the, er, the ceiling light, no, sorry, the wall light by the bed, it flickers and cuts out and then comes back on again.", // 2
      "He says it's been doing that since about Christmas, and it buzzes a bit too.", // 3
      "Electrician on the next visit, it's not an emergency.", // 4
      "The window, which is the only window, onto the front light well, it's got bars on, fine, and it opens.", // 5
      "Kitchen bit along the back wall, the fridge freezer's iced up, hang on, actually that's his, he bought it himself, so not ours.", // 6
      "The worktop by the hob, the edging strip's peeling off and the chipboard underneath has swollen where water's got in.", // 7
      "Heating's electric panel heaters down here, and the one by the, is it the one by the door, yes, that one doesn't come on at all, the others are warm.", // 8
      "Dead as a doornail, no light on it, nothing.", // 9
      "Shower room off the little hall, the tray doesn't drain, he says it's ankle deep by the time he's done.", // 10
      "Hair in the trap probably, he's going to try a plunger, but let's book it in anyway.", // 11
      "Toilet's fine, basin's fine.", // 12
      "The, um, the ceiling in there has a brown ring, bone dry, that's from the leak upstairs that got fixed last year, so just stain-block and paint it at some point, low.", // 13
      "Back out through the hall, the door out to the garden, no wait, it's the door to the back light well, the bottom panel's rotten and there's a hole a fox could get through.", // 14
      "Well, a cat anyway, but you could get your arm through and reach the thumb-turn, so that's a today job.", // 15
      "Out in the light well, the gully's choked with leaves and the water's sitting right up against the door step, that's today as well honestly, before the rain tonight.", // 16
      "Steps up to the street are fine, the handrail's new and good and solid.", // 17
      "Bike scuffs all down the hallway walls, cosmetic, skip it till he leaves.", // 18
      "Okay, thanks Mr Duarte, that's us, I'll send the report over this afternoon.", // 19
    ],
    findings: [
      {
        id: "wall-light-flickering",
        at: [2, 3, 4],
        thing: ["wall light", "light", "lamp", "fitting"],
        problem: ["flicker", "cut", "buzz", "intermittent", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-edge-swollen",
        at: [7],
        thing: ["worktop", "work top", "edging", "counter"],
        problem: ["peel", "swoll", "swell", "water", "lift", "damag"],
        priority: "MEDIUM",
      },
      {
        id: "panel-heater-dead",
        at: [8, 9],
        thing: ["heater", "panel heater", "heating"],
        problem: ["dead", "not", "come on", "work", "fail", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tray-not-draining",
        at: [10, 11],
        thing: ["shower", "tray", "drain", "trap", "waste"],
        problem: ["drain", "block", "slow", "standing", "deep", "hair"],
        priority: "MEDIUM",
      },
      {
        id: "shower-room-ceiling-old-stain",
        at: [13],
        thing: ["ceiling", "stain"],
        problem: ["stain", "ring", "brown", "paint", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "light-well-door-panel-rotten",
        at: [14, 15],
        thing: ["door", "panel", "back door"],
        problem: ["rot", "hole", "secur", "reach", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "light-well-gully-blocked",
        at: [16],
        thing: ["gully", "drain", "light well"],
        problem: ["block", "choke", "leaves", "water", "sitting", "clear"],
        priority: "HIGH",
      },
      {
        id: "hallway-bike-scuffs",
        at: [18],
        thing: ["wall", "walls", "hallway"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "j14-uk-converted-semi-first-floor-survey",
    half: "heldout",
    lines: [
      "Flat 2, 31 Kingsley Avenue, first floor of a converted semi, mid-term inspection, tenant not present, access by arrangement.", // 0
      "Communal entrance: the closer slams the front door but it doesn't engage the latch unless you pull it to behind you.", // 1
      "So in practice the building's front door is left open to anyone off the street most of the day.", // 2
      "Common stair: carpet worn through to the backing on the half-landing, not yet a trip, replace within the month.", // 3
      "Flat entrance door: fire door, self-closer works, intumescent strips intact.", // 4
      "Living room: bay sashes painted shut, neither will open.", // 5
      "With the stair the only other way out, ease them so at least one can be opened.", // 6
      "Living room skirting: paint chipped along the run by the door, cosmetic.", // 7
      "Kitchen: cooker control knob missing, the spindle's bare.", // 8
      "Kitchen wall right of the window: damp patch, high on the meter, and outside the downpipe's split, water running down the brickwork.", // 9
      "It's coming through now, so that's this week, not next month.", // 10
      "Bedroom: pendant flex scorched where it enters the lampholder.", // 11
      "Lampholder itself is brown and brittle, probably an oversized bulb; replace, and not to be used in the meantime.", // 12
      "Bedroom window: restrictor fitted and operating.", // 13
      "Bathroom: WC, basin and bath all working, no leaks beneath.", // 14
      "Bathroom door: lock has been forced at some point, the keep's hanging off.", // 15
      "Hot water: immersion cylinder stone cold, switch on, neon lit, but no heat at all.", // 16
      "Tenant's emailed about this twice apparently, so it's overdue, electrician today please.", // 17
      "Decoration generally fair; nicotine staining on the living room ceiling is the tenant's to redecorate under the lease.", // 18
      "Inspection ended eleven forty.", // 19
    ],
    findings: [
      {
        id: "communal-front-door-not-latching",
        at: [1, 2],
        thing: ["front door", "door", "entrance", "latch", "closer"],
        problem: ["latch", "engage", "open", "secur", "close", "shut"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-carpet-worn",
        at: [3],
        thing: ["carpet", "stair", "landing"],
        problem: ["worn", "wear", "backing", "replace", "thread"],
        priority: "MEDIUM",
      },
      {
        id: "bay-sashes-painted-shut",
        at: [5, 6],
        thing: ["sash", "window", "bay"],
        problem: ["painted", "shut", "open", "stuck", "ease"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-paint-chipped",
        at: [7],
        thing: ["skirting", "paint"],
        problem: ["chip", "damag"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cooker-knob-missing",
        at: [8],
        thing: ["cooker", "knob", "control", "oven", "hob"],
        problem: ["missing", "bare", "knob"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-damp-split-downpipe",
        at: [9, 10],
        thing: ["downpipe", "down pipe", "wall", "damp", "pipe"],
        problem: ["damp", "split", "water", "leak", "coming through", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-pendant-scorched",
        at: [11, 12],
        thing: ["pendant", "flex", "lampholder", "lamp holder", "light", "fitting"],
        problem: ["scorch", "burn", "brown", "brittle", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bathroom-door-lock-forced",
        at: [15],
        thing: ["lock", "door", "keep", "bathroom door"],
        problem: ["forced", "hanging", "broken", "damag", "off"],
        priority: "MEDIUM",
      },
      {
        id: "immersion-no-hot-water",
        at: [16, 17],
        thing: ["immersion", "hot water", "cylinder", "water heater", "tank"],
        problem: ["cold", "no heat", "not", "heat", "fail", "no hot"],
        priority: "HIGH",
        kind: "heat",
      },
    ],
  },
  {
    id: "j15-uk-hmo-licensing-visit",
    half: "tune",
    lines: [
      "Right, this is the licensing visit at 142 Dunmore Road, six-bed HMO over three floors, I'm with Priya from the managing agent.", // 0
      "Ground floor hall, the fire alarm panel's showing an amber fault light on zone two.", // 1
      "Priya says it's been lit since last week, so nobody actually knows whether the detectors upstairs would go off.", // 2
      "That needs the alarm engineer in within twenty-four hours, and I'll be putting that in writing.", // 3
      "Communal lounge is fine, emergency lighting came on when we tested it.", // 4
      "Kitchen, two cookers, both work, fire blanket and extinguisher are there and in date.", // 5
      "Big scorch mark on the worktop, old and smooth, cosmetic only.", // 6
      "Back door to the garden, the thumb-turn's been taken out and swapped for a key-only lock, so you can't get out without the key.", // 7
      "If there's a fire and the key's not in it, that's people trapped, it goes back to a thumb-turn this week.", // 8
      "First floor, room 2, he's got extension leads daisy-chained under the desk, I've had a word, that's his stuff.", // 9
      "Room 3, the bedroom door's supposed to be a fire door and it's dropped on its hinges, there's a gap at the top you could slide your fingers into.", // 10
      "Rehang it so it seals in the frame, I want that in days not weeks.", // 11
      "Shared bathroom on the first floor, the floor round the toilet gives when you stand on it, the pan seal was redone in the summer and it's dry now but the boards have gone soft.", // 12
      "Second floor stairs, handrail's on one side only, which is fine for that width.", // 13
      "Room 5, the window's missing its restrictor, and that's a second-floor room straight over the yard.", // 14
      "Room 6, tenant's out, Priya let us in, room's fine, smoke head tested.", // 15
      "Second floor shower room, the extractor's dead, doesn't even hum when you pull the cord.", // 16
      "Mould all along the top row of tiles and across the ceiling, which isn't surprising without the fan.", // 17
      "Both of those are routine, within the month.", // 18
      "Outside, bin area's tidy, right number of bins for six.", // 19
      "So for the licence, the panel and the back door lock are the urgent ones.", // 20
      "I'll send the schedule of works to the agent by Friday.", // 21
    ],
    findings: [
      {
        id: "fire-alarm-panel-fault",
        at: [1, 2, 3, 20],
        thing: ["fire alarm", "alarm", "panel", "detector"],
        problem: ["fault", "amber", "light", "not", "work", "fail"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-worktop-scorch",
        at: [6],
        thing: ["worktop", "work top", "counter"],
        problem: ["scorch", "burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-key-only-lock",
        at: [7, 8, 20],
        thing: ["back door", "door", "lock", "thumb-turn", "thumb turn", "thumbturn"],
        problem: ["key", "thumb", "escape", "trap", "lock", "replace", "swap"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "room3-fire-door-dropped",
        at: [10, 11],
        thing: ["fire door", "door", "hinge"],
        problem: ["dropped", "gap", "seal", "hinge", "rehang", "fit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bathroom-floor-boards-soft",
        at: [12],
        thing: ["floor", "boards", "floorboard", "subfloor"],
        problem: ["soft", "give", "rot", "spongy", "weak"],
        priority: "MEDIUM",
      },
      {
        id: "room5-restrictor-missing",
        at: [14],
        thing: ["restrictor", "window"],
        problem: ["missing", "restrictor", "without", "fit"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shower-room-extractor-dead",
        at: [16, 18],
        thing: ["extractor", "fan"],
        problem: ["dead", "not", "hum", "work", "fail"],
        priority: "MEDIUM",
      },
      {
        id: "shower-room-mould",
        at: [17, 18],
        thing: ["mould", "mold"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "j16-uk-ex-council-maisonette-winter-boiler",
    half: "heldout",
    lines: [
      "Twelfth of January, I'm at 37 Harwood Court, top-floor maisonette, Ms Brennan rang in about the heating.", // 0
      "Coming along the deck access, there's a sheet of ice on the walkway where the gutter above is dripping onto it.", // 1
      "Somebody's going to go flying, so it wants gritting today and the gutter seeing to.", // 2
      "Inside it's perishing, the kids are sat in their coats in the front room.", // 3
      "Boiler in the kitchen cupboard is showing F28 and won't fire up at all, I've reset it twice.", // 4
      "Still nothing, so no heating and no hot water, with two under-fives in the flat that's an emergency.", // 5
      "I've asked the gas contractor to attend today and dropped off two oil-filled radiators to tide them over.", // 6
      "Kitchen otherwise fine, the fridge and the cooker are hers anyway.", // 7
      "Upstairs, the stair carpet inside the maisonette is hers and it's well fixed.", // 8
      "Main bedroom, condensation running down the window and black mould coming through on the reveal.", // 9
      "Once the heating's back we'll book a mould wash, routine.", // 10
      "Kids' room, one side's restrictor works but the other has broken and the window swings right out.", // 11
      "It's a long way down from up here, I've screwed it shut for now, but a new restrictor this week.", // 12
      "Bathroom, the hot tap on the bath drips constantly, well, it's running cold at the moment anyway.", // 13
      "Toilet seat's snapped at the hinge, cheap fix, low.", // 14
      "Landing smoke alarm's fine, it's linked to the one downstairs and they both went off.", // 15
      "Back down, the front door's fine, locks both ways.", // 16
      "Wallpaper in the hallway is peeling at the seams near the front door, cosmetic, not worth touching till the damp's sorted.", // 17
      "Electric's on a key meter and she's got credit on it, so that's not the issue.", // 18
      "Right, I'll wait here for the gas engineer and ring the office with an update.", // 19
    ],
    findings: [
      {
        id: "walkway-ice-dripping-gutter",
        at: [1, 2],
        thing: ["walkway", "gutter", "deck", "ice"],
        problem: ["ice", "drip", "slip", "leak", "grit"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "boiler-no-heat-no-hot-water",
        at: [4, 5, 6],
        thing: ["boiler", "heating", "hot water", "heat"],
        problem: [
          "fire",
          "f28",
          "fault",
          "code",
          "no heat",
          "no hot",
          "not",
          "cold",
          "won't",
          "fail",
        ],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "main-bedroom-mould",
        at: [9, 10],
        thing: ["mould", "mold", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "kids-room-restrictor-broken",
        at: [11, 12],
        thing: ["restrictor", "window"],
        problem: ["broken", "swing", "restrictor", "fail", "open"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bath-hot-tap-drip",
        at: [13],
        thing: ["tap", "faucet", "bath"],
        problem: ["drip", "leak", "washer"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat-hinge-broken",
        at: [14],
        thing: ["toilet seat", "seat", "toilet", "hinge"],
        problem: ["snap", "broken", "hinge"],
        priority: "LOW",
      },
      {
        id: "hallway-wallpaper-peeling",
        at: [17],
        thing: ["wallpaper", "paper", "wall"],
        problem: ["peel", "lift", "seam"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
