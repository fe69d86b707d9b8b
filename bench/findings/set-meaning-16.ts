// Blind walkthroughs, set meaning-16 (written without seeing the extractor).
// UK terraces, semis and converted flats on private lets: letting agents' chatty mid-tenancy inspections, tenants often present and chipping in.
import type { Walkthrough } from "./types";

export const MEANING16_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "q01-elmfield-terrace",
    half: "tune",
    lines: [
      "Right, this is 14 Elmfield Road, mid-term inspection, tenant's Mrs Okafor and she's in.", // 0
      "Hallway first, the stair carpet's worn through on the third tread, proper bald patch, and the edge is lifting, someone's going to go over on that.", // 1
      "Smoke alarm in the hall, pressed the test button, nothing.", // 2
      "She says it's been chirping for weeks, so probably just the battery, but it needs sorting today.", // 3
      "Front room, the sash on the left is painted shut, won't open at all.", // 4
      "The other sash has a broken cord so it drops, she's propping it up with a tin of beans.", // 5
      "Radiator's warm in here, that's fine.", // 6
      "Mrs Okafor: 'Can you look at the kitchen fan while you're here, it's been making a right racket.'", // 7
      "Yep, kitchen, the extractor over the hob is rattling, bearings on the way out I'd say.", // 8
      "Bit of black mould behind the fridge on the outside wall, not too bad, keep an eye on it.", // 9
      "Combi's a Worcester, pressure's on 1.2, fired up no problem.", // 10
      "Cold tap on the sink drips, needs a new washer or a cartridge.", // 11
      "Right, upstairs.", // 12
      "Bathroom, the silicone round the bath has gone black and it's peeling away at the corner.", // 13
      "No sign of damp under the window, which is good, that was a problem last time.", // 14
      "Back bedroom, hairline crack in the ceiling running out from the light rose, cosmetic really.", // 15
      "Front bedroom's fine, tenant's stuff everywhere, not our business.", // 16
      "Oh, and coming back down, the handrail on the stairs is loose at the bottom bracket, moves about an inch.", // 17
      "That wants fixing this week, she's got the little one going up and down.", // 18
      "Meter readings taken, gas and electric, photos done.", // 19
    ],
    findings: [
      {
        id: "stair-carpet",
        at: [1],
        thing: ["stair", "carpet", "tread"],
        problem: ["worn", "bald", "lifting", "trip", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "smoke-alarm",
        at: [2, 3],
        thing: ["smoke", "alarm", "detector"],
        problem: [
          "test",
          "nothing",
          "chirp",
          "battery",
          "dead",
          "fail",
          "faulty",
          "not",
          "inoperative",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sash-painted-shut",
        at: [4],
        thing: ["sash", "window"],
        problem: ["painted", "shut", "open", "stuck", "seized"],
        priority: "MEDIUM",
      },
      {
        id: "sash-cord",
        at: [5],
        thing: ["sash", "cord", "window"],
        problem: ["broken", "cord", "drops", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-rattle",
        at: [7, 8],
        thing: ["extractor", "fan", "hood"],
        problem: ["rattl", "racket", "noise", "noisy", "bearing"],
        priority: "MEDIUM",
      },
      { id: "kitchen-mould", at: [9], thing: ["mould", "mold", "black"], priority: "LOW" },
      {
        id: "sink-tap",
        at: [11],
        thing: ["tap", "sink", "mixer"],
        problem: ["drip", "leak", "washer", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "bath-silicone",
        at: [13],
        thing: ["silicone", "sealant", "seal", "bath"],
        problem: ["black", "peeling", "mould", "perished", "failed"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-crack",
        at: [15],
        thing: ["ceiling", "crack", "plaster"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-handrail",
        at: [17, 18],
        thing: ["handrail", "rail", "banister", "bannister"],
        problem: ["loose", "bracket", "moves", "wobbl"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "q02-larch-close-semi",
    half: "heldout",
    lines: [
      "Number 27 Larch Close, semi, tenant's at work, let myself in with the office keys.", // 0
      "Front door, the lock's stiff, I had to really force the key, and the night latch doesn't catch when you pull the door to.", // 1
      "So it won't stay shut unless you deadlock it, that's one for today.", // 2
      "Hall and stairs fine, carpet's in decent nick.", // 3
      "Lounge, scuff marks all along the skirting where the sofa's been, and a few chips in the paint.", // 4
      "Gas fire's been capped off, that's as per the last gas safe, no issues.", // 5
      "Kitchen.", // 6
      "Worktop's blown by the sink, the chipboard's swelling where water's got in at the joint.", // 7
      "Under the sink the waste trap is dripping onto the cupboard base, the base has gone soft and there's a bowl under it half full.", // 8
      "Extractor works, hob's fine.", // 9
      "Back door, the glass in the top panel is cracked right across, double glazed unit, it's the inner pane.", // 10
      "Upstairs, the landing light doesn't come on, changed the bulb with a spare and still nothing.", // 11
      "Bathroom's all right, shower's running hot, flushes fine.", // 12
      "Main bedroom, there's damp coming through on the chimney breast, tide marks and the paper's bubbling.", // 13
      "Probably the flashing round the stack, we'll need a roofer up to have a look.", // 14
      "Box room window, the restrictor's snapped off, it's first floor, so that wants doing quickly.", // 15
      "Loft hatch is fine, didn't go up.", // 16
      "Outside round the back, the gutter joint's leaking and the rainwater's staining the brickwork, not urgent but I want it done before winter.", // 17
      "Bins are overflowing, that's the tenant, I'll mention it.", // 18
      "That's it, photos done, I'm out.", // 19
    ],
    findings: [
      {
        id: "front-lock-stiff",
        at: [1],
        thing: ["lock", "key", "cylinder", "front door"],
        problem: ["stiff", "sticking", "force", "hard"],
        priority: "MEDIUM",
      },
      {
        id: "night-latch",
        at: [1, 2],
        thing: ["latch", "night latch", "front door", "door"],
        problem: ["catch", "shut", "secure", "fail", "faulty"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "skirting-scuffs",
        at: [4],
        thing: ["skirting", "paint", "lounge"],
        problem: ["scuff", "marks", "chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "worktop-swollen",
        at: [7],
        thing: ["worktop", "chipboard", "counter"],
        problem: ["blown", "swell", "swollen", "water", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "waste-trap-leak",
        at: [8],
        thing: ["waste", "trap", "sink", "cupboard"],
        problem: ["drip", "leak", "soft", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "back-door-glass",
        at: [10],
        thing: ["glass", "glazing", "pane", "back door", "door", "unit"],
        problem: ["crack", "broken", "damaged"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "landing-light",
        at: [11],
        thing: ["landing", "light", "lighting"],
        problem: ["come on", "not working", "nothing", "fault", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-damp",
        at: [13, 14],
        thing: ["damp", "chimney", "flashing", "stack", "breast"],
        problem: ["damp", "tide", "bubbling", "flashing", "penetrating"],
        priority: "MEDIUM",
      },
      {
        id: "window-restrictor",
        at: [15],
        thing: ["restrictor", "window"],
        problem: ["snapped", "broken", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "gutter-leak",
        at: [17],
        thing: ["gutter", "guttering", "rainwater"],
        problem: ["leak", "joint", "staining", "drip"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q03-albert-grove-flat",
    half: "tune",
    lines: [
      "Flat B, 62 Albert Grove, first floor conversion, tenant's Tom, he's working from home so he's about.", // 0
      "Communal hallway first, the fire door into the flat's been wedged open with a doorstop.", // 1
      "Tom: 'Sorry, that's me, I was bringing the shopping in.'", // 2
      "Fine, but the closer on it is broken as well, the arm's come off, so it doesn't shut on its own anyway.", // 3
      "Inside, the smoke alarm in the hall is there and beeps on test, good.", // 4
      "Kitchen's open plan with the lounge, and the heat detector's missing, just the base plate left on the ceiling.", // 5
      "Tom: 'Oh yeah, it kept going off when I made toast so I took it down.'", // 6
      "Right, we'll need that back up today, I'll get the electrician to put it back on the interlinked circuit.", // 7
      "Consumer unit's in the cupboard by the door, one of the RCDs trips when you run the washing machine and the kettle together.", // 8
      "Get the sparky to look at it in the next couple of weeks, it's probably the machine.", // 9
      "Washing machine's the landlord's, by the way, it's on the inventory.", // 10
      "Lounge bay window, the top sash is rotten on the bottom rail, you can push your thumb in.", // 11
      "Tom: 'Is the landlord still thinking about selling?' No idea mate, I'll ask.", // 12
      "Bathroom, there's no extractor at all, just a hole with a grille over it, and the ceiling's spotted with mould.", // 13
      "Bath taps fine, shower's hot, good pressure.", // 14
      "The toilet, though, keeps running after you flush, the cistern never stops filling.", // 15
      "Tom: 'Come and see the bedroom, that's the one that bothers me.'", // 16
      "Bedroom, the window won't lock, the handle just spins, and it's right above the flat roof of the kitchen extension.", // 17
      "So anyone could get up there and in, that needs a locksmith today.", // 18
      "Bedroom door's got a dent in it where something's hit it, cosmetic.", // 19
      "Right, that's me, cheers Tom.", // 20
    ],
    findings: [
      {
        id: "fire-door-wedged",
        at: [1, 3],
        thing: ["fire door", "door", "closer"],
        problem: ["wedged", "propped", "open", "closer", "broken", "shut", "close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "heat-detector",
        at: [5, 6, 7],
        thing: ["heat", "detector", "alarm"],
        problem: ["missing", "removed", "took", "down"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "rcd-trips",
        at: [8, 9],
        thing: ["rcd", "consumer unit", "electrics", "circuit", "washing machine"],
        problem: ["trip", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "sash-rot",
        at: [11],
        thing: ["sash", "window", "rail", "bay"],
        problem: ["rot", "decay"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-no-extractor",
        at: [13],
        thing: ["extractor", "fan", "ventilation"],
        problem: ["no", "missing", "none", "hole"],
        priority: "MEDIUM",
      },
      { id: "bathroom-mould", at: [13], thing: ["mould", "mold", "ceiling"], priority: "MEDIUM" },
      {
        id: "cistern-running",
        at: [15],
        thing: ["toilet", "cistern", "wc", "fill valve"],
        problem: ["running", "filling", "keeps", "overflow"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-lock",
        at: [17, 18],
        thing: ["window", "lock", "handle"],
        problem: ["lock", "spins", "insecure", "secure", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bedroom-door-dent",
        at: [19],
        thing: ["door", "bedroom door"],
        problem: ["dent", "damage", "hit"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "q04-station-terrace",
    half: "heldout",
    lines: [
      "Okay, 3 Station Terrace, end of terrace, tenants are out, dog's shut in the kitchen, he's friendly.", // 0
      "Starting outside the front, the garden wall has a lean on it and there's a couple of bricks loose on the top course.", // 1
      "Porch, the floor tiles are cracked and one's lifting, somebody will go flying on that.", // 2
      "In the front room now, the ceiling rose, no, sorry, the light switch by the door, the faceplate's cracked and you can see the wires behind it.", // 3
      "Don't touch that, I'll get it isolated today.", // 4
      "Fireplace is blocked up, no draught, fine.", // 5
      "Middle room, the radiator under the window is cold at the top, needs bleeding, the rest of them are warm.", // 6
      "Kitchen, the dog's had a go at the back door, the bottom's all chewed, tenant damage, cosmetic.", // 7
      "The light in the cooker hood is out, the fan still works, just a bulb, not urgent.", // 8
      "Boiler's in the kitchen cupboard, an old Baxi, not a combi, cylinder's upstairs.", // 9
      "Tenants left a note saying the hot water runs out after about five minutes.", // 10
      "Probably the immersion or the cylinder thermostat, get the plumber round next week.", // 11
      "Up the stairs, bannister's solid, good.", // 12
      "Bathroom, the bath waste is leaking, there's water marks on the kitchen ceiling below, so I went back down to check.", // 13
      "Yes, it's wet to the touch, right under the bath, that's an urgent one.", // 14
      "Front bedroom, the sash rattles in the frame, draughty, they've stuffed a towel along the bottom.", // 15
      "Back bedroom, fine, nothing to report.", // 16
      "Loft hatch, I popped my head up, the insulation's only about two inches, that's a next void job.", // 17
      "Smoke alarms both test fine, CO alarm by the boiler tested fine.", // 18
      "Right, lock up, dog back in the kitchen.", // 19
    ],
    findings: [
      {
        id: "garden-wall",
        at: [1],
        thing: ["wall", "garden wall", "brick"],
        problem: ["lean", "loose", "unstable"],
        priority: "MEDIUM",
      },
      {
        id: "porch-tiles",
        at: [2],
        thing: ["tile", "porch", "floor"],
        problem: ["crack", "lifting", "loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "light-switch",
        at: [3, 4],
        thing: ["switch", "light switch", "faceplate", "wiring"],
        problem: ["crack", "exposed", "wires", "broken", "damaged"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "radiator-bleed",
        at: [6],
        thing: ["radiator"],
        problem: ["cold", "bleed", "air"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-chewed",
        at: [7],
        thing: ["back door", "door"],
        problem: ["chewed", "damage", "dog"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hood-light",
        at: [8],
        thing: ["cooker hood", "hood", "light", "bulb", "extractor"],
        problem: ["out", "bulb", "not working", "blown"],
        priority: "LOW",
      },
      {
        id: "hot-water-short",
        at: [10, 11],
        thing: ["hot water", "water", "immersion", "cylinder", "thermostat"],
        problem: ["runs out", "runs", "short", "thermostat", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "bath-waste-leak",
        at: [13, 14],
        thing: ["bath", "waste", "ceiling"],
        problem: ["leak", "water", "wet", "marks"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "sash-draught",
        at: [15],
        thing: ["sash", "window", "frame"],
        problem: ["rattl", "draught", "draft", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "loft-insulation",
        at: [17],
        thing: ["insulation", "loft"],
        problem: ["thin", "insufficient", "only", "inch", "top up"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "q05-holly-road-ground",
    half: "tune",
    lines: [
      "Ground floor flat, 9a Holly Road, tenant's Priya, she's in.", // 0
      "Entrance door, letterbox flap's missing, draught coming straight through.", // 1
      "Hall, smoke alarm tested, fine.", // 2
      "Lounge, damp patch low down on the party wall, the meter's reading high.", // 3
      "Priya: 'It gets worse when it rains, and the wallpaper's come away.'", // 4
      "Rising damp maybe, or the neighbour's downpipe, we'll need a damp survey.", // 5
      "Kitchen, the oven door hinge has gone, the door drops open when you let go of it.", // 6
      "Hob's fine, all four burners light.", // 7
      "Priya: 'Can you come in here a sec, there's something I wanted to show you.'", // 8
      "Faint smell of gas by the meter cupboard, I'm ringing the emergency line now and I've got her opening the windows.", // 9
      "Meter cupboard's got a pile of coats in it as well, told her to clear it.", // 10
      "Bathroom, the toilet seat's loose, just needs the fixings doing.", // 11
      "Extractor's fine, runs on with the light.", // 12
      "Shower screen seal's split, water gets out onto the floor every time she showers, not urgent but before it gets into the floorboards.", // 13
      "Bedroom, the window handle is loose, it still locks though.", // 14
      "Condensation on the glass, black spots of mould on the reveals, wiped them off, keep an eye on it.", // 15
      "Outside by the bins, the side gate bolt's missing, the gate just swings open onto the road.", // 16
      "Done, keys back to the office.", // 17
    ],
    findings: [
      {
        id: "letterbox",
        at: [1],
        thing: ["letterbox", "letter box", "flap", "entrance door"],
        problem: ["missing", "draught", "draft"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-damp",
        at: [3, 4, 5],
        thing: ["damp", "party wall", "wall", "wallpaper"],
        problem: ["damp", "patch", "rising", "survey"],
        priority: "MEDIUM",
      },
      {
        id: "oven-door",
        at: [6],
        thing: ["oven", "oven door", "hinge"],
        problem: ["hinge", "drops", "broken", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "gas-smell",
        at: [9],
        thing: ["gas", "meter"],
        problem: ["smell", "leak", "escape"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-seat",
        at: [11],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["loose", "fixings"],
        priority: "MEDIUM",
      },
      {
        id: "shower-screen-seal",
        at: [13],
        thing: ["shower screen", "screen", "seal", "shower"],
        problem: ["split", "leak", "water", "perished"],
        priority: "MEDIUM",
      },
      {
        id: "window-handle",
        at: [14],
        thing: ["window handle", "handle", "window"],
        problem: ["loose"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-mould",
        at: [15],
        thing: ["mould", "mold", "condensation", "reveal"],
        priority: "LOW",
      },
      {
        id: "side-gate",
        at: [16],
        thing: ["gate", "side gate", "bolt"],
        problem: ["bolt", "missing", "swings", "insecure", "open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q06-cromwell-street-sharers",
    half: "heldout",
    lines: [
      "Jess, are you writing? Good. 41 Cromwell Street, three sharers, one of them's in, the others are at uni.", // 0
      "Front door first, the frame's split by the keep, so the lock's only holding on by a couple of screws.", // 1
      "One good shove and that's open, it's a today job.", // 2
      "Hallway, the consumer unit's an old fuse board, the rewireable type, no RCD, flag it for the EICR, it needs upgrading.", // 3
      "And there's a scorch mark on the carrier for the cooker circuit, and it smells warm.", // 4
      "Jess, put that one at the top, I'm not happy with it.", // 5
      "Front room, they're using it as a bedroom, that's fine, it's on the licence.", // 6
      "Kitchen, the fridge freezer's iced up solid, door seal's perished.", // 7
      "Cooker hood extractor doesn't work at all, dead.", // 8
      "Sink's draining fine now, they had the blockage sorted.", // 9
      "Back door's uPVC, locks fine, keys are on the hook.", // 10
      "Stairs, the carpet's fraying at the nosings, third and fifth treads, not bad yet, next void.", // 11
      "Landing, the smoke alarm's got a carrier bag tied over it.", // 12
      "Took it off and it still doesn't sound on test, so it needs replacing today.", // 13
      "Bathroom, the tiles behind the bath are cracked and two are missing, water will be getting in behind.", // 14
      "Shower's running hot, extractor works.", // 15
      "Back bedroom, the window's got a blown double glazed unit, misted between the panes, low priority.", // 16
      "Middle bedroom, the lock on the room door is broken, the lad can't lock it.", // 17
      "He says he's had stuff go missing, so let's not leave that too long.", // 18
      "Right Jess, I think that's it, meter readings are on your sheet.", // 19
    ],
    findings: [
      {
        id: "front-door-frame",
        at: [1, 2],
        thing: ["front door", "door", "frame", "keep", "lock"],
        problem: ["split", "insecure", "holding", "broken", "damaged"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "old-fuse-board",
        at: [3],
        thing: ["consumer unit", "fuse board", "fuseboard", "rcd", "board"],
        problem: ["old", "rewireable", "no rcd", "upgrad", "outdated"],
        priority: "MEDIUM",
      },
      {
        id: "scorched-fuse",
        at: [4, 5],
        thing: ["fuse", "carrier", "cooker circuit", "circuit"],
        problem: ["scorch", "burn", "warm", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "fridge-seal",
        at: [7],
        thing: ["fridge", "freezer", "seal"],
        problem: ["iced", "perished", "seal", "frost"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-hood",
        at: [8],
        thing: ["cooker hood", "hood", "extractor"],
        problem: ["work", "dead", "not working", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "stair-carpet-fraying",
        at: [11],
        thing: ["carpet", "stair", "nosing", "tread"],
        problem: ["fray", "worn"],
        priority: "LOW",
      },
      {
        id: "landing-smoke-alarm",
        at: [12, 13],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["covered", "bag", "sound", "replac", "not working", "fail", "faulty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bath-tiles",
        at: [14],
        thing: ["tile", "tiling", "bath"],
        problem: ["crack", "missing", "water"],
        priority: "MEDIUM",
      },
      {
        id: "blown-glazing",
        at: [16],
        thing: ["double glazed", "glazing", "unit", "window", "pane"],
        problem: ["blown", "misted", "failed"],
        priority: "LOW",
      },
      {
        id: "room-door-lock",
        at: [17, 18],
        thing: ["lock", "room door", "door"],
        problem: ["broken", "lock", "faulty"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q07-cavendish-road-top",
    half: "tune",
    lines: [
      "Top floor flat, 118 Cavendish Road, tenant's Mr Hughes, he's retired, so he's been showing me round.", // 0
      "Coming up the communal stairs, the handrail on the last flight has come away from the wall, two of the plugs have pulled out.", // 1
      "He's eighty-odd and he relies on that, so today please.", // 2
      "Communal landing, the emergency light isn't coming on when I hit the test key.", // 3
      "The flat's front door is a proper fire door, closes and latches on its own, good.", // 4
      "Lounge, the ceiling by the window has a brown water stain about the size of a dinner plate.", // 5
      "Mr Hughes says it drips when it's raining hard, he puts a bucket down.", // 6
      "So that's the roof, need a roofer up there this week before the weather turns.", // 7
      "Kitchen's small, the cold tap's fine, the hot tap's stiff to turn, he struggles with it.", // 8
      "Boiler, Vaillant combi in the cupboard, it's showing an F22, low pressure, and there's no heating.", // 9
      "I've topped it up to 1.5 and it's fired, but it'll drop again, there's a leak somewhere on the system.", // 10
      "Bathroom, the extractor pull cord's snapped and he can't reach the stub.", // 11
      "Bath panel's cracked at the corner, cosmetic.", // 12
      "Toilet flushes fine.", // 13
      "Bedroom, lovely and tidy, no sign of damp, no mould in the corners this time.", // 14
      "The Velux in the bedroom won't close fully, there's a gap at the top, not an emergency but book it in.", // 15
      "Up in the loft through the hatch on the landing, the cold water tank's got no lid on it, and there's a dead pigeon next to it.", // 16
      "So that's a lid for the tank and a pest man, by the sound of it.", // 17
      "Right, thanks Mr Hughes, I'll get the office to ring you about the roofer.", // 18
    ],
    findings: [
      {
        id: "communal-handrail",
        at: [1, 2],
        thing: ["handrail", "rail", "banister"],
        problem: ["come away", "loose", "pulled", "detached"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "emergency-light",
        at: [3],
        thing: ["emergency light", "emergency", "light", "lighting"],
        problem: ["not coming on", "coming on", "fail", "test", "not working", "faulty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "roof-leak",
        at: [5, 6, 7],
        thing: ["ceiling", "roof", "stain", "water"],
        problem: ["stain", "drip", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hot-tap-stiff",
        at: [8],
        thing: ["hot tap", "tap"],
        problem: ["stiff", "hard"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-no-heating",
        at: [9, 10],
        thing: ["boiler", "combi", "heating", "vaillant"],
        problem: ["pressure", "no heating", "f22", "fault", "leak", "losing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "extractor-cord",
        at: [11],
        thing: ["extractor", "pull cord", "cord", "fan"],
        problem: ["snapped", "broken", "cord"],
        priority: "MEDIUM",
      },
      {
        id: "bath-panel",
        at: [12],
        thing: ["bath panel", "panel", "bath"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "velux",
        at: [15],
        thing: ["velux", "roof window", "window", "skylight"],
        problem: ["close", "gap", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "tank-lid",
        at: [16, 17],
        thing: ["tank", "cold water tank", "lid", "pigeon"],
        problem: ["no lid", "lid", "missing", "pigeon", "pest"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q08-beech-avenue-family",
    half: "heldout",
    lines: [
      "Morning, this is 5 Beech Avenue, semi-detached, Mrs Clarke's in with the kids, it's school holidays.", // 0
      "Outside, front path, the slabs have heaved by the tree root and there's a good inch lip on one, not desperate but book it in.", // 1
      "Garage door, the up-and-over, the spring's gone on one side and it comes down on its own, that'll take someone's head off.", // 2
      "Mrs Clarke: 'The kids play in there, so I've told them not to go near it.'", // 3
      "Lock it down and get the garage door people out tomorrow, that's urgent.", // 4
      "In the hall, carpet's fine, radiator's warm.", // 5
      "Downstairs loo under the stairs, the toilet doesn't flush, the handle just flops.", // 6
      "There's the one upstairs so they're not stuck, medium priority.", // 7
      "Lounge, the patio doors, the handle's stiff and the lock doesn't engage properly unless you lift it.", // 8
      "Kitchen, extractor's fine, hob's fine.", // 9
      "Washing machine's leaking from the door seal, there's a puddle on the floor right under the plug socket.", // 10
      "Pulled it out, turned it off at the wall, she'll not use it till it's fixed.", // 11
      "Upstairs, the bathroom's grand, shower's running hot, no leaks.", // 12
      "Main bedroom, the wardrobe door's come off its hinge, it's a fitted one so it's the landlord's.", // 13
      "Kids' room, the window restrictors are fine, both catches work.", // 14
      "Box room, there's a crack in the ceiling along the plasterboard joint, cosmetic, next void.", // 15
      "Landing smoke alarm, it's hard-wired, the green light's off and it doesn't sound on test.", // 16
      "Mrs Clarke says it's been off since the power cut last month.", // 17
      "Loft's boarded, no issues up there, just storage.", // 18
      "Back garden, the fence panel by the shed has blown down, the dog can get out.", // 19
      "That's us, thanks for the tea.", // 20
    ],
    findings: [
      {
        id: "path-slabs",
        at: [1],
        thing: ["path", "slab", "paving"],
        problem: ["heaved", "lip", "uneven", "trip", "lifted"],
        priority: "MEDIUM",
      },
      {
        id: "garage-door",
        at: [2, 3, 4],
        thing: ["garage door", "garage", "spring", "door"],
        problem: ["spring", "gone", "comes down", "broken", "falls", "unsafe"],
        priority: "HIGH",
      },
      {
        id: "downstairs-toilet",
        at: [6, 7],
        thing: ["toilet", "loo", "wc", "handle", "flush"],
        problem: ["flush", "flops", "broken", "not flushing"],
        priority: "MEDIUM",
      },
      {
        id: "patio-door-lock",
        at: [8],
        thing: ["patio door", "patio", "lock", "handle"],
        problem: ["stiff", "engage", "lift", "sticking"],
        priority: "MEDIUM",
      },
      {
        id: "washing-machine-leak",
        at: [10, 11],
        thing: ["washing machine", "machine", "door seal", "seal"],
        problem: ["leak", "puddle", "water", "socket"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "wardrobe-door",
        at: [13],
        thing: ["wardrobe", "wardrobe door", "hinge"],
        problem: ["hinge", "come off", "off", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "box-room-crack",
        at: [15],
        thing: ["ceiling", "crack", "plasterboard", "joint"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-alarm-dead",
        at: [16, 17],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["sound", "off", "dead", "not working", "fail", "power"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fence-panel",
        at: [19],
        thing: ["fence", "panel"],
        problem: ["blown", "down", "broken", "missing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q09-lansdowne-basement",
    half: "tune",
    lines: [
      "Basement flat, 22 Lansdowne Crescent, tenant's out, I've got the keys from the office.", // 0
      "Down the front steps, the iron railing at the top is rusted through at the base and it wobbles.", // 1
      "That's a proper drop into the lightwell, so it wants making safe today.", // 2
      "At the front door, the drain in the lightwell's blocked with leaves and there's water sitting right up to the door sill.", // 3
      "Inside, hall's tidy.", // 4
      "Lounge, the damp on the front wall is back, tide mark about a metre up and the plaster's blown.", // 5
      "The dehumidifier we left is full, so I've emptied it for her.", // 6
      "Kitchen, mould on the ceiling above the cooker, and the extractor doesn't extract, you can hold a tissue to it and nothing.", // 7
      "Fridge is fine, freezer's fine.", // 8
      "The combi's a Baxi, no, it's an Ideal, it's fine, pressure's good.", // 9
      "Bedroom's at the back, the window onto the yard has a crack in the pane, bottom corner.", // 10
      "It still shuts and locks, but it needs reglazing quick, it's ground level.", // 11
      "Bathroom's internal, no window, the extractor's running, good.", // 12
      "Floor by the toilet is spongy, I think the seal at the base of the pan is leaking.", // 13
      "Get a plumber out within a fortnight or the floor'll go.", // 14
      "Back yard, the outside tap's dripping constantly onto the path, low priority.", // 15
      "Bins are fine, recycling's out.", // 16
      "Back in the kitchen on the way out, there's no CO alarm near the boiler, the old one's gone.", // 17
      "Need one fitted today, I'll bring one round this afternoon.", // 18
      "Locked up, keys back through the office letterbox.", // 19
    ],
    findings: [
      {
        id: "front-railing",
        at: [1, 2],
        thing: ["railing", "rail", "balustrade", "steps"],
        problem: ["rust", "wobbl", "loose", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lightwell-drain",
        at: [3],
        thing: ["drain", "lightwell", "gully", "gulley"],
        problem: ["block", "leaves", "water", "flood"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-damp",
        at: [5],
        thing: ["damp", "wall", "plaster"],
        problem: ["damp", "tide", "blown"],
        priority: "MEDIUM",
      },
      { id: "kitchen-mould", at: [7], thing: ["mould", "mold", "ceiling"], priority: "MEDIUM" },
      {
        id: "kitchen-extractor",
        at: [7],
        thing: ["extractor", "fan", "hood"],
        problem: ["extract", "not working", "nothing", "weak", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-pane",
        at: [10, 11],
        thing: ["pane", "glass", "window", "glazing"],
        problem: ["crack", "broken", "reglaz"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "toilet-seal",
        at: [13, 14],
        thing: ["toilet", "pan", "seal", "floor"],
        problem: ["leak", "spongy", "seal", "soft"],
        priority: "MEDIUM",
      },
      {
        id: "outside-tap",
        at: [15],
        thing: ["outside tap", "tap"],
        problem: ["drip", "leak"],
        priority: "LOW",
      },
      {
        id: "co-alarm",
        at: [17, 18],
        thing: ["co alarm", "carbon monoxide", "alarm", "detector"],
        problem: ["no", "missing", "gone", "none", "fit"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "q10-mill-lane-quick",
    half: "heldout",
    lines: [
      "42 Mill Lane. Terrace. Tenant out.", // 0
      "Front door, fine.", // 1
      "Hall, light switch buzzing, warm to the touch.", // 2
      "Isolate that, today.", // 3
      "Front room, carpet's threadbare in the doorway.", // 4
      "Sash cords both gone, window won't stay up.", // 5
      "Back room, no issues.", // 6
      "Kitchen, sink mixer loose on the worktop, wobbles.", // 7
      "Leaking under the sink as well, drip off the flexi hose, bowl's nearly full, next day or two.", // 8
      "Boiler, combi, no hot water, heating works.", // 9
      "Diverter valve probably, tenant's been boiling kettles, so urgent.", // 10
      "Stairs, fine.", // 11
      "Bathroom, grout's mouldy, sealant's black, low priority.", // 12
      "Toilet rocking on its fixings.", // 13
      "Bedroom one, plaster cracked over the door, old crack, hasn't moved.", // 14
      "Bedroom two, damp in the corner of the ceiling, probably the gutter.", // 15
      "Outside, back, gutter's full of moss, overflowing above that corner.", // 16
      "Done.", // 17
    ],
    findings: [
      {
        id: "buzzing-switch",
        at: [2, 3],
        thing: ["light switch", "switch"],
        problem: ["buzz", "warm", "hot", "overheat"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "threadbare-carpet",
        at: [4],
        thing: ["carpet"],
        problem: ["threadbare", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sash-cords",
        at: [5],
        thing: ["sash", "cord", "window"],
        problem: ["gone", "broken", "stay up", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "loose-mixer",
        at: [7],
        thing: ["mixer", "tap", "sink"],
        problem: ["loose", "wobbl"],
        priority: "MEDIUM",
      },
      {
        id: "flexi-hose-leak",
        at: [8],
        thing: ["flexi", "hose", "sink", "pipe"],
        problem: ["leak", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "no-hot-water",
        at: [9, 10],
        thing: ["hot water", "boiler", "combi", "diverter"],
        problem: ["no hot water", "no", "diverter", "fault", "not working"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bath-sealant",
        at: [12],
        thing: ["grout", "sealant", "silicone"],
        problem: ["mould", "black"],
        priority: "LOW",
      },
      {
        id: "toilet-rocking",
        at: [13],
        thing: ["toilet", "wc", "pan"],
        problem: ["rock", "loose", "fixings"],
        priority: "MEDIUM",
      },
      {
        id: "old-crack",
        at: [14],
        thing: ["plaster", "crack", "wall"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ceiling-damp",
        at: [15],
        thing: ["damp", "ceiling", "corner"],
        problem: ["damp"],
        priority: "MEDIUM",
      },
      {
        id: "gutter-moss",
        at: [16],
        thing: ["gutter", "guttering"],
        problem: ["moss", "overflow", "block", "full"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q11-king-street-over-shop",
    half: "tune",
    lines: [
      "Flat 1, above the launderette on King Street, tenant's Dan, he's in, just woken up by the look of him.", // 0
      "Access is up the back stairs from the yard, the external staircase, and the third step from the top is cracked right through.", // 1
      "Dan: 'Yeah, I just jump that one.'", // 2
      "We can't have that, it's the only way in and out, get someone out to it today.", // 3
      "Back door into the flat, the lock's fine, the door sticks at the bottom though, needs planing.", // 4
      "Kitchen, the smoke alarm's fine, heat alarm's fine.", // 5
      "Dan: 'The boiler keeps going out, I have to reset it every morning.'", // 6
      "Right, so the boiler's locking out, it's a Potterton combi, flame failure light's on.", // 7
      "Not an emergency as long as the reset works, but book the gas engineer in.", // 8
      "Lounge, the window over the street, the glass is fine but the frame's rotten at the bottom and the paint's flaking off.", // 9
      "Dan: 'Is that why it's so cold in here?'", // 10
      "Partly, and there's no radiator in here, just that storage heater, and it doesn't heat up at all.", // 11
      "So he's got no heat in the lounge at all, put that down as a priority.", // 12
      "Bathroom, the shower tray's cracked and it's leaking through, there's a stain on the launderette ceiling downstairs, the owner mentioned it.", // 13
      "Basin tap's fine, toilet flushes fine.", // 14
      "Bedroom, there's a hole in the ceiling where the light fitting was, the wires are just taped up and hanging down.", // 15
      "Dan: 'The last bloke took the light with him when he moved out.'", // 16
      "Fire door between the kitchen and the stairs, the intumescent strip's hanging off and there's a gap at the top you could post a letter through.", // 17
      "Right, I'll send this through to the landlord today, cheers Dan.", // 18
    ],
    findings: [
      {
        id: "external-step",
        at: [1, 2, 3],
        thing: ["step", "stair", "staircase", "tread"],
        problem: ["crack", "broken", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "back-door-sticks",
        at: [4],
        thing: ["back door", "door"],
        problem: ["stick", "plan", "catching"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-lockout",
        at: [6, 7, 8],
        thing: ["boiler", "combi", "potterton"],
        problem: ["going out", "lock", "flame failure", "reset", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "window-frame-rot",
        at: [9],
        thing: ["window", "frame", "paint"],
        problem: ["rot", "flaking", "decay"],
        priority: "MEDIUM",
      },
      {
        id: "storage-heater",
        at: [11, 12],
        thing: ["storage heater", "heater", "heating", "heat"],
        problem: ["heat up", "not working", "no heat", "cold", "fault"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "shower-tray-leak",
        at: [13],
        thing: ["shower tray", "shower", "tray", "ceiling"],
        problem: ["crack", "leak", "stain"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ceiling-wires",
        at: [15, 16],
        thing: ["wires", "wiring", "light fitting", "ceiling", "light"],
        problem: ["taped", "hanging", "exposed", "missing", "hole"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "fire-door-strip",
        at: [17],
        thing: ["fire door", "door", "intumescent", "strip"],
        problem: ["hanging", "gap", "damaged", "loose"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "q12-chesterton-road-two-agents",
    half: "heldout",
    lines: [
      "Okay Sam, you lead, I'll just chip in, this is 88 Chesterton Road.", // 0
      "Right, so, front bay, the lead flashing on the bay roof has lifted, you can see it from the path.", // 1
      "There's staining on the inside of the bay window, yeah, under the cornice, so it's getting in.", // 2
      "Roofer in the next couple of weeks, Sam, before it does more damage.", // 3
      "Hallway, the Minton tiles, two are cracked near the door, that's cosmetic, next void.", // 4
      "Doorbell doesn't work.", // 5
      "Not a priority, it's a battery one, the tenant can probably sort it.", // 6
      "Front room, there's a socket by the fireplace hanging out of the wall, the back box has come loose.", // 7
      "No, sorry, it's the double one, not the single, the one behind the telly.", // 8
      "Back reception, fine, radiator's warm, windows open and close.", // 9
      "Kitchen, under the sink, no leak, bone dry, good.", // 10
      "Extractor over the cooker works but the filter's thick with grease, that's tenant cleaning, I'll mention it.", // 11
      "Back door, the key won't turn in the lock from the inside, the tenant's been leaving it on the latch.", // 12
      "So effectively it doesn't lock, locksmith today or tomorrow.", // 13
      "Upstairs, the bathroom, the bath tap's got a drip, hot side, not urgent.", // 14
      "Sam, what's that on the ceiling? Oh, that's just the mark from the old light fitting, ignore it.", // 15
      "Front bedroom, sash window, the top sash has slipped down, the parting bead's broken.", // 16
      "Middle bedroom, the carpet's coming up at the threshold strip, gripper's exposed.", // 17
      "Box room's fine.", // 18
      "Loft, Sam's gone up, there's insulation, the water tank's fine, no leaks.", // 19
      "Outside round the side, the soil stack's got a crack in it, there's a smell and it's wet round the base.", // 20
      "That's it, thanks Sam, good job.", // 21
    ],
    findings: [
      {
        id: "bay-flashing",
        at: [1, 2, 3],
        thing: ["flashing", "lead", "bay", "bay roof", "roof"],
        problem: ["lifted", "stain", "leak", "getting in", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "hall-tiles",
        at: [4],
        thing: ["tile", "minton", "floor"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "doorbell",
        at: [5, 6],
        thing: ["doorbell", "door bell", "bell"],
        problem: ["work", "battery", "not working", "dead"],
        priority: "LOW",
      },
      {
        id: "loose-socket",
        at: [7, 8],
        thing: ["socket", "back box", "plug socket"],
        problem: ["hanging", "loose", "come loose", "out of the wall"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "back-door-lock",
        at: [12, 13],
        thing: ["back door", "lock", "key", "door"],
        problem: ["turn", "lock", "insecure", "faulty", "won't"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bath-tap-drip",
        at: [14],
        thing: ["bath tap", "tap"],
        problem: ["drip", "leak"],
        priority: "LOW",
      },
      {
        id: "sash-bead",
        at: [16],
        thing: ["sash", "window", "parting bead", "bead"],
        problem: ["slipped", "broken", "bead"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-gripper",
        at: [17],
        thing: ["carpet", "threshold", "gripper"],
        problem: ["coming up", "lifting", "exposed", "trip"],
        priority: "MEDIUM",
      },
      {
        id: "soil-stack",
        at: [20],
        thing: ["soil stack", "soil", "stack", "pipe"],
        problem: ["crack", "leak", "smell", "wet"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "q13-queens-square-listed",
    half: "tune",
    lines: [
      "Second floor flat, 7 Queen's Square, it's a listed building so bear that in mind for anything on the windows.", // 0
      "Tenant's Ms Barrett, she's been waiting for us, and she's got a list.", // 1
      "Ms Barrett: 'First thing, the intercom hasn't worked since Christmas, I have to go all the way down for every parcel.'", // 2
      "Yeah, checked it, the handset's dead, no buzz at all, so that's a call to the block's intercom people.", // 3
      "Hall, smoke alarm tests fine, heat alarm in the kitchen tests fine.", // 4
      "Kitchen, the edging strip on the worktop has come away by the hob, that's cosmetic.", // 5
      "The extractor trips the lights when you switch it on, every time, bang, everything goes off.", // 6
      "Ms Barrett: 'And it smells like burning when it does it.'", // 7
      "Right, burning smell, so leave it off at the isolator, I'll get the electrician out today.", // 8
      "Lounge, the sashes are original, the bottom sash on the right won't shut fully, there's a two-inch gap at the top.", // 9
      "Not a security issue on the second floor, but she's freezing, so book the joiner for the next week or two, a listed building approved one.", // 10
      "Ms Barrett: 'And the radiators.'", // 11
      "The radiators in here are lukewarm at best, and the one in the bedroom's stone cold.", // 12
      "System probably needs a power flush, the boiler itself fires fine, hot water's fine.", // 13
      "Bathroom, the toilet seat's cracked, that's cosmetic, and the cistern lid's chipped too.", // 14
      "Shower's running hot, good pressure.", // 15
      "Bedroom, there's a patch of mould behind the wardrobe, she's pulled the wardrobe out so I could see.", // 16
      "It's on the outside wall, condensation I'd say, she's been drying washing on an airer in there.", // 17
      "Right, I'll go through all that with the landlord, thanks for waiting in.", // 18
    ],
    findings: [
      {
        id: "intercom",
        at: [2, 3],
        thing: ["intercom", "handset", "entry phone"],
        problem: ["work", "dead", "not working", "faulty", "buzz"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-strip",
        at: [5],
        thing: ["worktop", "edging", "strip"],
        problem: ["come away", "loose", "detached"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "extractor-trips",
        at: [6, 7, 8],
        thing: ["extractor", "fan", "hood"],
        problem: ["trip", "burning", "smell", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "sash-gap",
        at: [9, 10],
        thing: ["sash", "window"],
        problem: ["shut", "gap", "close", "draught"],
        priority: "MEDIUM",
      },
      {
        id: "radiators-cold",
        at: [12, 13],
        thing: ["radiator", "heating", "system"],
        problem: ["lukewarm", "cold", "power flush", "flush", "sludge"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat",
        at: [14],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cistern-lid",
        at: [14],
        thing: ["cistern", "cistern lid", "lid"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-mould",
        at: [16, 17],
        thing: ["mould", "mold", "condensation"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q14-windsor-drive-ex-council",
    half: "heldout",
    lines: [
      "Right, 16 Windsor Drive, semi, ex-council, tenant's out, the neighbour let me in with the spare.", // 0
      "Sorry, hang on, that's the office... yeah, I'm at Windsor Drive now, I'll ring you back.", // 1
      "Front door's a composite, it's dropped and it catches on the frame at the top, you have to lift it to lock it.", // 2
      "Hall, the consumer unit's under the stairs, newish, all the RCDs test fine.", // 3
      "Under the stairs as well there's a damp smell and the skirting's rotten along the bottom, crumbles when you touch it.", // 4
      "Could be the old damp course or a leak from the bathroom above, needs investigating.", // 5
      "Lounge, the laminate's lifting at the join by the patio doors, bit of a trip, and it's scratched to bits, but that's just wear.", // 6
      "Kitchen, back door, the uPVC one, the handle's fine, locks fine.", // 7
      "On the hob, the front left burner won't light, the other three are fine.", // 8
      "Ignition's clicking but no flame, no smell of gas though, so it's probably the jet.", // 9
      "Upstairs, the bathroom extractor's missing its cover, you can see the fan blades.", // 10
      "Bath's fine, shower's fine, basin's fine.", // 11
      "Front bedroom, the window won't open at all, the hinge is seized, and that's the escape window for that room.", // 12
      "That needs sorting this week, it's the only way out of that bedroom in a fire.", // 13
      "Small bedroom, the ceiling light doesn't come on, and it's not the bulb, I tried one.", // 14
      "Loft, up the ladder, there's an old wasps' nest by the eaves, no sign of anything living in it, leave it.", // 15
      "And the felt's torn under the tiles near the chimney, with daylight showing through.", // 16
      "Outside, back fence is fine, the shed roof's leaking but that's the tenant's own shed.", // 17
      "Front garden, path's fine, the drive's cracked but nothing major, cosmetic.", // 18
      "Done, I'll ring the office back now.", // 19
    ],
    findings: [
      {
        id: "front-door-dropped",
        at: [2],
        thing: ["front door", "door", "composite"],
        problem: ["dropped", "catches", "lift", "sticking", "misaligned"],
        priority: "MEDIUM",
      },
      {
        id: "understairs-damp",
        at: [4, 5],
        thing: ["skirting", "damp", "under the stairs", "understairs"],
        problem: ["rot", "damp", "crumbl", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "laminate-lifting",
        at: [6],
        thing: ["laminate", "floor", "flooring"],
        problem: ["lifting", "trip", "join"],
        priority: "MEDIUM",
      },
      {
        id: "laminate-scratched",
        at: [6],
        thing: ["laminate", "floor", "flooring"],
        problem: ["scratch", "wear", "worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hob-burner",
        at: [8, 9],
        thing: ["burner", "hob", "ignition", "jet"],
        problem: ["light", "no flame", "clicking", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-cover",
        at: [10],
        thing: ["extractor", "fan", "cover"],
        problem: ["missing", "cover", "exposed"],
        priority: "MEDIUM",
      },
      {
        id: "escape-window",
        at: [12, 13],
        thing: ["window", "escape window", "hinge"],
        problem: ["open", "seized", "stuck", "escape"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-light",
        at: [14],
        thing: ["ceiling light", "light", "lighting"],
        problem: ["come on", "not working", "fault", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "roof-felt",
        at: [16],
        thing: ["felt", "roof", "underlay", "tiles"],
        problem: ["torn", "daylight", "damaged"],
        priority: "MEDIUM",
      },
      {
        id: "drive-crack",
        at: [18],
        thing: ["drive", "driveway"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "q15-grosvenor-street-conversion",
    half: "tune",
    lines: [
      "Flat 1, 33 Grosvenor Street, ground floor of a three-flat conversion, Mr and Mrs Patel, and she's in.", // 0
      "Communal entrance, the closer on the main front door is so strong it slams, and then the door doesn't latch unless you push it.", // 1
      "So the building's basically open to anyone, that's urgent, I'll tell the freeholder's agent.", // 2
      "Communal hall, the light over the meters has gone, bulb or fitting.", // 3
      "Into the flat, the hall's lovely, Mrs Patel's had it decorated, with permission.", // 4
      "Lounge, the Dimplex panel heater on the wall is scorched along the top and the wall above it's gone brown.", // 5
      "Mrs Patel: 'We stopped using it, it was making a clicking noise and it smelled.'", // 6
      "Good, keep it off, I'll get it replaced, that's a today job.", // 7
      "Kitchen, the Hotpoint oven, the light's out, not urgent, and the seal round the door is perished.", // 8
      "Combi's a Worcester Greenstar, serviced in March, pressure's fine.", // 9
      "Bathroom, the extractor hums but the fan doesn't spin.", // 10
      "Grout's cracked around the shower and one tile's loose, you can hear it's hollow behind.", // 11
      "Mrs Patel: 'And the toilet, it takes three goes to flush.'", // 12
      "Yeah, the siphon's going, a new diaphragm should do it.", // 13
      "Bedroom, window's fine, locks fine, no condensation, good.", // 14
      "Second bedroom, there's a crack in the plaster above the window, about a foot long, I want a builder to look in case the lintel's going.", // 15
      "Back garden's theirs, no issues, the patio's fine.", // 16
      "Round the side by the bins, the gulley is blocked and it smells, water's backing up.", // 17
      "Right, lovely, thank you Mrs Patel.", // 18
    ],
    findings: [
      {
        id: "communal-door-latch",
        at: [1, 2],
        thing: ["front door", "communal door", "door", "latch", "closer", "entrance"],
        problem: ["latch", "slams", "insecure", "secure", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "communal-light",
        at: [3],
        thing: ["light", "lighting", "bulb", "communal"],
        problem: ["gone", "out", "not working", "bulb"],
        priority: "MEDIUM",
      },
      {
        id: "panel-heater",
        at: [5, 6, 7],
        thing: ["panel heater", "heater", "dimplex"],
        problem: ["scorch", "burn", "brown", "smell", "click"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "oven-light",
        at: [8],
        thing: ["oven light", "oven", "light", "bulb"],
        problem: ["out", "bulb", "not working"],
        priority: "LOW",
      },
      {
        id: "oven-seal",
        at: [8],
        thing: ["oven", "seal", "door seal"],
        problem: ["perished", "seal", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor",
        at: [10],
        thing: ["extractor", "fan"],
        problem: ["hum", "spin", "not working", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tiles",
        at: [11],
        thing: ["tile", "grout", "shower"],
        problem: ["crack", "loose", "hollow"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-flush",
        at: [12, 13],
        thing: ["toilet", "flush", "siphon", "diaphragm", "cistern"],
        problem: ["flush", "goes", "siphon", "weak", "going"],
        priority: "MEDIUM",
      },
      {
        id: "lintel-crack",
        at: [15],
        thing: ["plaster", "crack", "lintel", "wall"],
        problem: ["crack", "lintel"],
        priority: "MEDIUM",
      },
      {
        id: "blocked-gulley",
        at: [17],
        thing: ["gulley", "gully", "drain"],
        problem: ["block", "smell", "backing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "q16-harcourt-road-family",
    half: "heldout",
    lines: [
      "Last one of the day, 71 Harcourt Road, mid-terrace, four bed, family let, Mr Doyle's in.", // 0
      "Front door, the glass panel above the letterbox has been boarded up, Mr Doyle says the kids put a football through it.", // 1
      "It's secure as it is, so just book a glazier in.", // 2
      "Hallway, the smoke alarm's been taken off the ceiling and it's sitting on the radiator shelf with no battery in it.", // 3
      "Put it back up with a new battery and it tests, but it's an old ionisation one, it wants a proper mains one this week.", // 4
      "Front room, carpet's fine, the curtains are theirs.", // 5
      "Mr Doyle: 'Do you want a cuppa?' No, you're all right, thanks.", // 6
      "There's a damp patch on the ceiling in the middle room, directly under the bathroom, and it's still wet, dripping onto the table actually.", // 7
      "Mr Doyle: 'That started on Sunday after the kids had a bath.'", // 8
      "So bath overflow or the waste, I need the plumber today before that ceiling comes down.", // 9
      "Kitchen, back door's fine, extractor's fine, the fridge is theirs.", // 10
      "Sink's slow to drain, not blocked, just slow.", // 11
      "Some caustic might shift it, low priority.", // 12
      "Upstairs, the landing balustrade, two spindles are missing at the top, there's a gap a toddler could get through.", // 13
      "He's got a stair gate across it for now, but it needs the joiner quick.", // 14
      "Bathroom, yeah, the bath overflow's cracked, that's where the ceiling water's coming from.", // 15
      "Toilet flushes fine, basin's fine.", // 16
      "Bedroom one, the sash window, the top one, no, the bottom one, won't stay up, the cord's snapped.", // 17
      "Bedroom two, skirting's kicked in by the bunk bed, cosmetic.", // 18
      "Bedroom three, up in the loft conversion, the Velux blind's broken, won't pull down, low priority.", // 19
      "Bedroom four, the door's rubbing on the carpet and won't close, and that's the fire door onto the loft stairs.", // 20
      "In a loft conversion that door has to shut, so that's a high one.", // 21
      "Out the back in the yard, the outside light's hanging off the wall by its cable.", // 22
      "Right, that's everything, I'll email Mr Doyle the list tonight.", // 23
    ],
    findings: [
      {
        id: "front-door-glass",
        at: [1, 2],
        thing: ["glass", "glass panel", "panel", "front door", "glazing"],
        problem: ["boarded", "broken", "smashed", "reglaz", "glazier"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm",
        at: [3, 4],
        thing: ["smoke alarm", "smoke", "alarm", "detector"],
        problem: ["taken off", "removed", "battery", "old", "replac", "mains", "ionisation"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-leak",
        at: [7, 8, 9, 15],
        thing: ["ceiling", "damp", "bath", "overflow"],
        problem: ["leak", "drip", "wet", "damp", "crack"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "slow-sink",
        at: [11, 12],
        thing: ["sink", "drain", "waste"],
        problem: ["slow", "drain", "block"],
        priority: "LOW",
      },
      {
        id: "balustrade-spindles",
        at: [13, 14],
        thing: ["balustrade", "spindle", "banister", "landing"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sash-cord",
        at: [17],
        thing: ["sash", "window", "cord"],
        problem: ["snapped", "stay up", "broken", "cord"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-damage",
        at: [18],
        thing: ["skirting"],
        problem: ["kicked", "damage", "dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "velux-blind",
        at: [19],
        thing: ["velux", "blind"],
        problem: ["broken", "pull down"],
        priority: "LOW",
      },
      {
        id: "fire-door-close",
        at: [20, 21],
        thing: ["fire door", "door"],
        problem: ["close", "rubbing", "shut", "catching"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "outside-light",
        at: [22],
        thing: ["outside light", "light", "external light", "cable"],
        problem: ["hanging", "loose", "cable", "detached"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
];
