// Blind walkthroughs, set meaning-44 (written without seeing the extractor).
// Social housing and blocks of flats: estate walkabouts, void inspections, communal areas, lifts, bin stores, door entry, fire doors, drying areas, play areas, garages, and inside tenanted and empty flats.
import type { Walkthrough } from "./types";

export const MEANING44_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "as01-maes-y-coed-walkabout",
    half: "tune",
    lines: [
      "Right, estate walkabout, Maes y Coed, Tuesday morning, it's me and Gareth from the caretaking team.", // 0
      "Starting at Block A, the main entrance. Door entry panel's working, buzzed flat six and she answered, lovely.", // 1
      "Into the stairwell. The light on the first half landing is out, the bulkhead one, it's just dead.", // 2
      "Gareth reckons it's the fitting not the lamp, so stick a routine job on for an electrician.", // 3
      "Handrail on the stairs is solid, no problems there.", // 4
      "Outside round the back by the bins now. Bin store door, the lock's gone, it won't lock at all, it just swings open.", // 5
      "We've had fly-tipping in there before so I want that done this week.", // 6
      "Bins themselves are fine. Gareth, can you move that blue one back, ta.", // 7
      "Garages. Someone's sprayed graffiti all over the doors on garages three to five.", // 8
      "It's just tags, nothing offensive, so it can go on the cleansing list.", // 9
      "Garage seven, the up-and-over door's come off its runner, it's hanging at an angle.", // 10
      "That could come down on somebody, so get it made safe today please.", // 11
      "Play area. Surface is good, no holes, the gate shuts itself, that's fine.", // 12
      "One of the swings has got a broken chain, the link's snapped on one side, so the seat's dangling.", // 13
      "Take the swing off today, tape it up, and order a new chain.", // 14
      "Oh it's starting to rain now, typical.", // 15
      "Back round the front of Block B. The steps up to the door, the handrail is loose, it moves in your hand.", // 16
      "That's one for an urgent job, people use that all the time with buggies.", // 17
      "Right, that's me, Gareth's heading off to the depot.", // 18
    ],
    findings: [
      {
        id: "stair-light",
        at: [2, 3],
        thing: ["light", "bulkhead", "fitting"],
        problem: ["out", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-door",
        at: [5, 6],
        thing: ["bin store door", "door", "lock"],
        problem: ["won't lock", "lock's gone", "swings open"],
        priority: "MEDIUM",
      },
      {
        id: "garage-graffiti",
        at: [8, 9],
        thing: ["graffiti", "tags"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garage-door",
        at: [10, 11],
        thing: ["door", "garage"],
        problem: ["off its runner", "hanging", "come down"],
        priority: "HIGH",
      },
      {
        id: "swing-chain",
        at: [13, 14],
        thing: ["swing", "chain"],
        problem: ["broken", "snapped", "dangling"],
        priority: "HIGH",
      },
      {
        id: "step-handrail",
        at: [16, 17],
        thing: ["handrail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "as02-dalmarnock-void",
    half: "heldout",
    lines: [
      "Void. Flat 2 stroke 1, 45 Dalmarnock Court. Keys from the concierge.", // 0
      "Front door. Lock's been changed already, good.", // 1
      "Hall. Smoke alarm's missing, just the base plate on the ceiling.", // 2
      "Needs fitted before relet, obviously.", // 3
      "Living room. Carpet's manky, tenant left it, needs uplifted.", // 4
      "Windows open and close fine. Locks on them all there.", // 5
      "Kitchen. Worktop's burnt next to the cooker, big scorch mark. Replace that section.", // 6
      "Cooker point, the switch plate's cracked and hanging off the wall, wires showing.", // 7
      "Isolate that today.", // 8
      "Sink unit fine. No leaks underneath.", // 9
      "Bathroom. Bath panel's cracked, new one.", // 10
      "Toilet flushes. Extractor fan doesn't run.", // 11
      "Bedroom one. Mould in the corner behind where the wardrobe was.", // 12
      "Mould wash and stain block.", // 13
      "Bedroom two fine.", // 14
      "Boiler. Gas is capped, that's normal for a void, gas safe check at relet.", // 15
      "Done. Back to the van.", // 16
    ],
    findings: [
      {
        id: "smoke-alarm",
        at: [2, 3],
        thing: ["smoke alarm", "alarm"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "carpet",
        at: [4],
        thing: ["carpet"],
        problem: ["manky", "uplifted"],
        priority: "MEDIUM",
      },
      {
        id: "worktop",
        at: [6],
        thing: ["worktop"],
        problem: ["burnt", "scorch"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-switch",
        at: [7, 8],
        thing: ["cooker point", "switch", "plate", "wires"],
        problem: ["cracked", "hanging", "showing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-panel",
        at: [10],
        thing: ["bath panel", "panel"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "extractor",
        at: [11],
        thing: ["extractor", "fan"],
        problem: ["doesn't run"],
        priority: "MEDIUM",
      },
      { id: "bedroom-mould", at: [12, 13], thing: ["mould"], priority: "MEDIUM" },
    ],
  },
  {
    id: "as03-priestley-house-high-rise",
    half: "tune",
    lines: [
      "Right then, Thursday, Priestley House, fourteen floors, doing the monthly block inspection, me on me own today.", // 0
      "Ground floor lobby first. Floor's been mopped, it's clean, no rubbish, cleaners have done a grand job.", // 1
      "Lifts. Lift one's fine, went up and down, no bother.", // 2
      "Lift two, the doors are juddering, they bounce back twice before they shut, and the floor indicator's not lit.", // 3
      "It's working, like, it's just not right, so I'll log it with the lift contractor for their next visit.", // 4
      "Taking lift one up to fourteen and walking down, that's how I do it.", // 5
      "Fourteen. Lobby fire door, the closer's snapped, the arm's just hanging and the door won't close on its own.", // 6
      "That's a fire door on a high rise, so that's a today job, I'm ringing it in now.", // 7
      "Hiya, yeah, it's Dave, can I get an emergency on for Priestley House, fourteenth floor fire door closer... aye, ta love.", // 8
      "Thirteen, twelve, all fine, doors shut behind me, signage is up.", // 9
      "Eleven. There's a pram and a bike in the lobby again, that's a tenancy thing, I'll write to them.", // 10
      "Ten. Emergency light over the stair door, I pressed the test key and it's not coming on.", // 11
      "So that one wants looking at by the electrical contractor this week.", // 12
      "Nine down to six, nowt to report.", // 13
      "Five. Graffiti in the stairwell, felt tip, on the wall by the window.", // 14
      "Bit of paint'll sort that out when the decorators are next round.", // 15
      "Four, the stair window, the restrictor's broken, it opens right out.", // 16
      "That's dangerous with kiddies about, that wants a restrictor on today.", // 17
      "Three, two, one, fine.", // 18
      "Bin chute on the ground floor, the hopper door's jammed, it won't open, so folk are leaving bags on the floor.", // 19
      "Put a job on for that, and get the cleaners to shift the bags.", // 20
      "That's Priestley House done. Off for a brew.", // 21
    ],
    findings: [
      {
        id: "lift-two",
        at: [3, 4],
        thing: ["lift", "doors", "indicator"],
        problem: ["juddering", "bounce", "not lit", "not right"],
        priority: "MEDIUM",
      },
      {
        id: "lobby-fire-door",
        at: [6, 7, 8],
        thing: ["fire door", "closer", "door"],
        problem: ["snapped", "hanging", "won't close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "emergency-light",
        at: [11, 12],
        thing: ["emergency light", "light"],
        problem: ["not coming on"],
        priority: "MEDIUM",
      },
      {
        id: "stair-graffiti",
        at: [14, 15],
        thing: ["graffiti", "felt tip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-restrictor",
        at: [16, 17],
        thing: ["restrictor", "window"],
        problem: ["broken", "opens right out"],
        priority: "HIGH",
      },
      {
        id: "bin-chute-hopper",
        at: [19, 20],
        thing: ["hopper", "chute"],
        problem: ["jammed", "won't open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "as04-heol-y-parc-tenancy-visit",
    half: "heldout",
    lines: [
      "Tenancy visit, flat 3, Heol y Parc, Mrs Pritchard's, she's in, ten past ten.", // 0
      "Hallway, smoke alarm, pressed the button, it's going, loud as anything.", // 1
      "Living room's lovely, she's had it decorated, not a mark on the walls.", // 2
      "Yes, Mrs Pritchard, I'll have a cup, milk no sugar, diolch.", // 3
      "Kitchen. Cupboards all good, doors line up, hinges fine.", // 4
      "Tap's not dripping, nothing under the sink, it's bone dry under there.", // 5
      "Boiler, gas safe sticker's in date, she says it's been fine all winter, heating's on now and the rads are warm.", // 6
      "Bathroom. Sealant round the bath is good, no mould, extractor's pulling.", // 7
      "Toilet flushes fine, no leaks round the base.", // 8
      "Bedroom, window opens, locks, trickle vent's open, no condensation.", // 9
      "Carbon monoxide alarm by the boiler, tested, it beeps.", // 10
      "Back in the hall, door entry handset, she buzzed me in earlier so that's working.", // 11
      "Front door shuts and locks, letterbox is fine.", // 12
      "Nothing for me to report, all in good order, thank you Mrs Pritchard.", // 13
    ],
    findings: [],
  },
  {
    id: "as05-elm-walk-garages",
    half: "tune",
    lines: [
      "Garage site, Elm Walk. Twelve garages.", // 0
      "Roofs all look intact from here. No sheets missing.", // 1
      "Doors one to six, locked, fine.", // 2
      "Seven's let, that's the tenant's stuff, not ours.", // 3
      "Eight. Um, tarmac in front, there's a pothole, big one, ankle deep, right where you'd walk.", // 4
      "Trip hazard. Cone it today and patch it.", // 5
      "Nine to twelve, fine. Gutter along the back is clear.", // 6
      "Lighting column by the entrance came on, it's on a sensor.", // 7
      "Fly-tipping? None this time.", // 8
      "Fence round the site is intact, no gaps.", // 9
      "Phone's going. Yeah? No, I'm at Elm Walk, twenty minutes.", // 10
      "Right, done here.", // 11
    ],
    findings: [
      { id: "pothole", at: [4, 5], thing: ["pothole", "tarmac"], priority: "HIGH", kind: "trip" },
    ],
  },
  {
    id: "as06-tyne-view-void",
    half: "heldout",
    lines: [
      "Right, void at 17 Tyne View, ground floor flat, just got the keys off Sharon at the office.", // 0
      "Front door, the lock's canny, turns nice, door shuts flush, no bother there.", // 1
      "Hallway, um, there's crayon all over the walls, bairns must've had a go.", // 2
      "That's just a paint job, cosmetic, the void decorators'll sort it.", // 3
      "Living room's alright actually, carpets are up already, floor's sound, no creaky boards.", // 4
      "Kitchen. Oh, there's water on the floor here, hang on.", // 5
      "Under the sink, the waste pipe's dripping, it's an active leak, it's soaked the base of the unit.", // 6
      "Need a plumber out today, and I've turned the stopcock off for now.", // 7
      "Back door off the kitchen, the lock won't lock, the key just spins, and it's ground floor onto the lane.", // 8
      "Can't leave a void like that, board it or get the locksmith out this afternoon.", // 9
      "Bathroom's grand. Bath's fine, toilet flushes, no cracks in the basin.", // 10
      "Bedroom one, there's a damp patch on the ceiling by the window, brown stain, it's dry to touch though.", // 11
      "Might be the gutter outside, so get someone to look at the gutter and the ceiling, routine like.", // 12
      "Bedroom two, the internal door's missing altogether, just the hinges on the frame.", // 13
      "New door and furniture for that.", // 14
      "Electric cupboard. Consumer unit's the old rewireable fuse type, and the cover's off, you can see the fuses and bare terminals.", // 15
      "That wants an electrician before anybody goes in, it's not safe.", // 16
      "Out the back, the garden's a jungle, brambles up to me waist.", // 17
      "Garden clearance before relet, put it on the void works list.", // 18
      "Right, locking up, it's chucking it down now.", // 19
    ],
    findings: [
      {
        id: "hall-crayon",
        at: [2, 3],
        thing: ["crayon", "walls"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sink-waste-leak",
        at: [5, 6, 7],
        thing: ["waste pipe", "pipe", "water", "sink"],
        problem: ["dripping", "leak", "soaked"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "back-door-lock",
        at: [8, 9],
        thing: ["back door", "door", "lock"],
        problem: ["won't lock", "spins"],
        priority: "HIGH",
        kind: "security",
      },
      { id: "bedroom-damp", at: [11, 12], thing: ["damp", "ceiling", "stain"], priority: "MEDIUM" },
      {
        id: "missing-door",
        at: [13, 14],
        thing: ["door"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "consumer-unit",
        at: [15, 16],
        thing: ["consumer unit", "fuses", "terminals", "cover"],
        problem: ["cover's off", "bare", "not safe"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "garden",
        at: [17, 18],
        thing: ["garden", "brambles"],
        problem: ["jungle", "clearance"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "as07-castlemilk-close",
    half: "tune",
    lines: [
      "Close inspection, 22 Castlemilk Drive. Back court and close.", // 0
      "Main door entry. Buttons for the top floor are dead, pressed them, no tone, and Mrs Hughes up there says her handset never rings.", // 1
      "Job for the entry system engineer. Routine.", // 2
      "Door itself. Mag lock's no holding, you can just pull the door open without a fob.", // 3
      "Close is insecure. Urgent, today.", // 4
      "Close walls, clean. Stairs swept.", // 5
      "Stair lights, all on. Timer's working.", // 6
      "First landing, the window, the glass is cracked, a crack right across the bottom pane.", // 7
      "Still in the frame, no' going anywhere. Reglaze, couple of weeks is fine.", // 8
      "Second landing, fine.", // 9
      "Top landing, the roof hatch, padlock's on, secure.", // 10
      "Back court. Bin store's tidy, doors shut and latched.", // 11
      "Drying green. One of the poles is leaning right over, the base is rotten.", // 12
      "Replace it. Routine.", // 13
      "Whirly line by the back door's fine.", // 14
      "Back close door, shuts, locks.", // 15
      "That's me. Next one's 24.", // 16
    ],
    findings: [
      {
        id: "entry-buttons",
        at: [1, 2],
        thing: ["buttons", "door entry", "handset"],
        problem: ["dead", "no tone", "never rings"],
        priority: "MEDIUM",
      },
      {
        id: "mag-lock",
        at: [3, 4],
        thing: ["mag lock", "door", "close"],
        problem: ["no holding", "pull the door open", "insecure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "landing-window",
        at: [7, 8],
        thing: ["glass", "window", "pane"],
        problem: ["cracked", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "drying-pole",
        at: [12, 13],
        thing: ["pole"],
        problem: ["leaning", "rotten"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "as08-hulme-towers-repair-visit",
    half: "heldout",
    lines: [
      "OK, flat 41, Hulme Towers, fourth floor, tenant's Mr Okafor, he's rung in about the hot water so I'm having a look round while I'm here.", // 0
      "He's telling me there's been no hot water since Sunday, and yeah, running the kitchen tap, it's stone cold after a couple of minutes.", // 1
      "Boiler's showing a fault code, F28, and he's got a baby, so that's an emergency, I'll get the gas engineer out today.", // 2
      "Heating's not coming on either, same boiler, so it's both.", // 3
      "Kitchen. This cupboard door by the fridge is hanging off, the top hinge has pulled out of the carcass.", // 4
      "Routine job, joiner can sort that.", // 5
      "Worktops are fine, the sink's fine, no drips.", // 6
      "Hallway, he says the light switch sparks, let's see, oh aye, there's a little flash when you flick it, and it's warm.", // 7
      "Right, don't use that, Mr Okafor, I'll get an electrician out today as well.", // 8
      "Bathroom. Ceiling's got black mould all over the corner above the shower.", // 9
      "And the extractor fan, pull cord, nothing, doesn't come on at all.", // 10
      "That's probably why the mould's so bad, so fan replaced and a mould treatment, next couple of weeks.", // 11
      "Bedroom, he says the window doesn't shut properly, yeah, you've got to really lean on the handle and there's a draught coming through.", // 12
      "Adjust the hinges maybe, or a new handle, routine.", // 13
      "Smoke alarm in the hall, tested it, works, that's good.", // 14
      "Sorry, what was that? Oh, the lift, yeah, I came up in it, it was fine today.", // 15
      "Right, I'm going to book all that in and ring you this afternoon, OK?", // 16
    ],
    findings: [
      {
        id: "boiler-no-hot-water",
        at: [1, 2, 3],
        thing: ["hot water", "boiler", "heating"],
        problem: ["no hot water", "cold", "fault", "not coming on"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "cupboard-door",
        at: [4, 5],
        thing: ["cupboard door", "door", "hinge"],
        problem: ["hanging off", "pulled out"],
        priority: "MEDIUM",
      },
      {
        id: "light-switch",
        at: [7, 8],
        thing: ["light switch", "switch"],
        problem: ["sparks", "flash", "warm"],
        priority: "HIGH",
        kind: "electrical",
      },
      { id: "bathroom-mould", at: [9, 11], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "extractor",
        at: [10, 11],
        thing: ["extractor", "fan", "pull cord"],
        problem: ["nothing", "doesn't come on"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window",
        at: [12, 13],
        thing: ["window", "handle"],
        problem: ["doesn't shut", "draught"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "as09-kingsmere-bin-stores",
    half: "tune",
    lines: [
      "Bin stores at Kingsmere, three blocks, Monday, it's bloody freezing.", // 0
      "Block one bin store. Gate's dragging on the floor, the bottom hinge has snapped off.", // 1
      "You have to lift it to shut it, so the caretakers are just leaving it open. Job for that.", // 2
      "Inside. Light's not coming on, the sensor one, waved my arms about, nothing.", // 3
      "Not the end of the world in the day, but it's pitch black in there by five, so put it on routine.", // 4
      "Floor's been jet washed, no smell, fair play to the cleaners.", // 5
      "Block two. Um, the gully in the middle of the floor's blocked, there's a big puddle of minging water sat there.", // 6
      "Needs rodding, drainage contractor, next week or so.", // 7
      "Bins are all in, lids on, none overflowing.", // 8
      "Block three. There's droppings along the back wall, looks like rats.", // 9
      "Pest control referral, and we'll need to block that hole at the bottom of the wall where they're getting in.", // 10
      "Just round the corner, the dry riser inlet box, the little door's been smashed off and the inlets are exposed.", // 11
      "That's fire brigade kit, so urgent, I'll report it now.", // 12
      "Roof on the block three bin store, one of the clear panels is cracked, lets a bit of rain in but not a lot.", // 13
      "Low priority, add it to the planned list.", // 14
      "Recycling bins are fine, labels on.", // 15
      "Right, I'm done, back to the office for a thaw.", // 16
    ],
    findings: [
      {
        id: "bin-store-gate",
        at: [1, 2],
        thing: ["gate", "hinge"],
        problem: ["dragging", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-light",
        at: [3, 4],
        thing: ["light", "sensor"],
        problem: ["not coming on", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "blocked-gully",
        at: [6, 7],
        thing: ["gully", "water", "puddle"],
        problem: ["blocked", "rodding"],
        priority: "MEDIUM",
      },
      { id: "rats", at: [9, 10], thing: ["droppings", "rats", "hole"], priority: "MEDIUM" },
      {
        id: "dry-riser-box",
        at: [11, 12],
        thing: ["dry riser", "inlet", "door"],
        problem: ["smashed", "exposed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "roof-panel",
        at: [13, 14],
        thing: ["panel", "roof"],
        problem: ["cracked", "rain"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "as10-bryn-hafod-void",
    half: "heldout",
    lines: [
      "Void inspection, flat 9, Bryn Hafod, second floor, with Rhys from the voids team, keys were in the key safe.", // 0
      "Front door, right, it's a fire door, and the closer's been taken off, there's just the holes in the frame where it was.", // 1
      "Flat entrance door, it's got to self-close, so that's top of the list, Rhys, get a closer on it today.", // 2
      "Hallway's fine, walls are alright, bit of Blu Tack marks but nothing to speak of.", // 3
      "Lounge. Storage heater, the left one, no, the right one by the window, it's cold, been on since yesterday and it doesn't heat up at all.", // 4
      "Needs doing before the relet, so that's a routine one on the void works.", // 5
      "Kitchen. There's a couple of tiles cracked behind the cooker, by there, two of them.", // 6
      "Cosmetic really, replace them if we've got matching ones.", // 7
      "Cooker's gone, cooker point's fine, plate's on, no scorching.", // 8
      "Bathroom. Shower tray's cracked right across, by the waste.", // 9
      "If anyone uses that it'll go through to the flat below, so new tray before anyone moves in.", // 10
      "Toilet seat's snapped at the hinge, new seat.", // 11
      "Bedroom. Window handle's missing, there's just the spindle sticking out, so you can't open it.", // 12
      "Order a handle, Rhys, have we got them on the van? No? Alright, order one.", // 13
      "Bedroom two, fine, windows open and close, no damp, no mould, lovely.", // 14
      "Smoke detectors, both tested, both sounding, hardwired, good.", // 15
      "Right, that's the lot, lock up, tidy.", // 16
    ],
    findings: [
      {
        id: "flat-door-closer",
        at: [1, 2],
        thing: ["closer", "fire door", "door"],
        problem: ["taken off", "self-close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "storage-heater",
        at: [4, 5],
        thing: ["storage heater", "heater"],
        problem: ["cold", "doesn't heat up"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-tiles",
        at: [6, 7],
        thing: ["tiles"],
        problem: ["cracked"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower-tray",
        at: [9, 10],
        thing: ["shower tray", "tray"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat",
        at: [11],
        thing: ["toilet seat", "seat"],
        problem: ["snapped"],
        priority: "MEDIUM",
      },
      {
        id: "window-handle",
        at: [12, 13],
        thing: ["window handle", "handle"],
        problem: ["missing", "can't open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "as11-oakfield-fire-walk",
    half: "tune",
    lines: [
      "Fire safety walk, Oakfield Court. Six floors. Ten thirty.", // 0
      "Ground. Fire action notice by the entrance, faded, you can barely read it.", // 1
      "New notice. Low.", // 2
      "Stair door, ground floor, closes and latches. Fine.", // 3
      "Floor one. Corridor door doesn't latch, swings back open about an inch.", // 4
      "Fire door not closing. High, today.", // 5
      "Floor two. Emergency light by the lift's hanging off the ceiling, held up on its wires.", // 6
      "Make safe today.", // 7
      "Floor three. Riser cupboard, lock's broken, door's just open.", // 8
      "Nothing stored in there. Needs a new lock, this month.", // 9
      "Floor four. Flat 14's door, intumescent strip missing along the top, looks like it's been painted and pulled off.", // 10
      "Fire door remedials list, couple of weeks.", // 11
      "Floor five, floor six. All doors closing. Signage fine.", // 12
      "AOV at the top of the stair. Hit the test switch, nothing. Vent doesn't open.", // 13
      "Smoke vent fault. Urgent, call it in.", // 14
      "Roof access door locked. Fine.", // 15
      "Done.", // 16
    ],
    findings: [
      {
        id: "fire-action-notice",
        at: [1, 2],
        thing: ["notice", "fire action"],
        problem: ["faded", "barely read"],
        priority: "LOW",
      },
      {
        id: "corridor-fire-door",
        at: [4, 5],
        thing: ["corridor door", "door", "fire door"],
        problem: ["doesn't latch", "swings back", "not closing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "emergency-light-hanging",
        at: [6, 7],
        thing: ["emergency light", "light"],
        problem: ["hanging", "wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "riser-lock",
        at: [8, 9],
        thing: ["lock", "riser", "door"],
        problem: ["broken", "open"],
        priority: "MEDIUM",
      },
      {
        id: "intumescent-strip",
        at: [10, 11],
        thing: ["intumescent", "strip"],
        problem: ["missing", "pulled off"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-vent",
        at: [13, 14],
        thing: ["AOV", "vent", "smoke vent"],
        problem: ["nothing", "doesn't open", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "as12-throstle-nest-tra-walkabout",
    half: "heldout",
    lines: [
      "Estate walkabout, Throstle Nest, with Maureen from the tenants and residents association, half nine, nice and sunny for once.", // 0
      "Maureen's just saying the kids' play area's her biggest worry, so we're heading there first.", // 1
      "Right, play area. Roundabout spins fine, the springy horse is fine, the safety surface is all there, no gaps.", // 2
      "The bench though, two slats are broken off, there's just the metal frame with a gap.", // 3
      "Not dangerous as such, just nobody can sit on it, put it down for the grounds team, routine.", // 4
      "Maureen, is that your Kevin's lad on the bike? Oh, it is, ha.", // 5
      "Footpath from the play area to Block C. There's a flag sticking up, the edge is a good inch proud.", // 6
      "She says Mrs Dawson went over on it last week, so that's urgent, trip hazard, cone it.", // 7
      "Lamp post halfway along, Maureen says it's been out for a fortnight, and yeah, the lamp's smashed, there's glass on the floor.", // 8
      "Report that to street lighting, and sweep the glass up while we're at it.", // 9
      "Block C, communal garden. Fence panel by the back gate's blown down, lying flat on the grass.", // 10
      "Replace the panel, couple of weeks is fine.", // 11
      "There's a mattress and a settee dumped by the garages, fly-tipped.", // 12
      "Bulk removal, get that shifted this week.", // 13
      "Trees along the back of Block D are right over the gutters now.", // 14
      "That's a planned job, tree surgeon in the autumn.", // 15
      "Maureen's asking about the bus shelter, that's the council's, not ours, I'll pass it on.", // 16
      "Right, cheers Maureen, I'll send you the list.", // 17
    ],
    findings: [
      {
        id: "play-bench",
        at: [3, 4],
        thing: ["bench", "slats"],
        problem: ["broken"],
        priority: "MEDIUM",
      },
      {
        id: "raised-flag",
        at: [6, 7],
        thing: ["flag", "footpath"],
        problem: ["sticking up", "proud", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lamp-post",
        at: [8, 9],
        thing: ["lamp post", "lamp"],
        problem: ["out", "smashed", "glass"],
        priority: "MEDIUM",
      },
      {
        id: "fence-panel",
        at: [10, 11],
        thing: ["fence panel", "panel"],
        problem: ["blown down", "lying flat"],
        priority: "MEDIUM",
      },
      {
        id: "fly-tipping",
        at: [12, 13],
        thing: ["mattress", "settee"],
        problem: ["dumped", "fly-tipped"],
        priority: "MEDIUM",
      },
      {
        id: "overhanging-trees",
        at: [14, 15],
        thing: ["trees", "tree"],
        problem: ["over the gutters"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "as13-ardmore-post-works-check",
    half: "tune",
    lines: [
      "Post-works void check, flat 0/2, 8 Ardmore Street. Contractor's signed it off, I'm checking.", // 0
      "Front door. New lock fitted, works, two keys.", // 1
      "Smoke and heat alarms, new, interlinked, tested, all sound.", // 2
      "Kitchen. New worktop's in, sealed along the back. Nae gaps.", // 3
      "Sink, no leaks under. Tap's fine.", // 4
      "Bathroom. Mould's been treated, ceiling painted, clean.", // 5
      "Extractor's been replaced, runs off the light switch and overruns. Good.", // 6
      "Toilet flushes, seat's new.", // 7
      "Bedroom. Window restrictors on, handle's fine.", // 8
      "Boiler, gas safe cert's on the worktop, dated yesterday.", // 9
      "Heating on, every rad's warm. Hot water's running hot.", // 10
      "Floors swept, no rubbish left.", // 11
      "Right. Pass. Ready for relet.", // 12
    ],
    findings: [],
  },
  {
    id: "as14-ty-glyndwr-sheltered-lift",
    half: "heldout",
    lines: [
      "Morning, it's Tuesday, I'm at Tŷ Glyndŵr, the sheltered block, doing the weekly check with the scheme manager, Eirlys.", // 0
      "Entrance doors, the automatic ones, open nice and slow for the frames, lovely.", // 1
      "Door entry, we tested it from flat two, Mr Roberts buzzed us in, no bother.", // 2
      "Communal lounge, all the chairs fine, carpet's fine, no trips, the ramp's clear.", // 3
      "Eirlys is telling me about the bingo on Friday, yes, I'll try and come.", // 4
      "Lift. It's going up and down, levels properly with the floor, doors are fine.", // 5
      "But the alarm button in the car, pressed it, and it rings and rings and nobody picks up at the call centre, then it just cuts off.", // 6
      "With our residents, if someone gets stuck in there they can't get help, so that's today, I'm reporting it now.", // 7
      "Eirlys is putting a notice up in the lift in the meantime.", // 8
      "First floor corridor, handrails along both sides are solid, I gave them all a good pull.", // 9
      "Emergency lights, she did the monthly test Monday, log book's filled in, all passed.", // 10
      "Pull cords in the flats, she's checked them on her rounds, all working.", // 11
      "Laundry room, machines are fine, the dryer vent's clear.", // 12
      "Garden, paths are clear, the benches are fine.", // 13
      "Lovely, that's all, diolch Eirlys.", // 14
    ],
    findings: [
      {
        id: "lift-alarm",
        at: [6, 7],
        thing: ["alarm button", "alarm", "lift"],
        problem: ["nobody picks up", "cuts off", "can't get help"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "as15-everton-heights-damp-visit",
    half: "tune",
    lines: [
      "Right, flat 6, Everton Heights, Mrs Doyle's, damp complaint, she's got the little one with her, he's the one with the asthma.", // 0
      "Kid's bedroom first. Oh god, yeah, the whole outside wall's black with mould, behind the bed, right up to the ceiling.", // 1
      "Honestly that's as bad as I've seen, and with his chest it's got to be treated as an emergency, mould wash in the next twenty-four hours and the damp team out this week.", // 2
      "Window in here, the trickle vents are painted over, you can't open them.", // 3
      "That's not helping, so get them freed off or replaced, routine.", // 4
      "Wallpaper's peeling off at the top by the window, that's just from the damp, cosmetic, we'll redo it after.", // 5
      "Mrs Doyle, is he alright to go in the living room while we look? Yeah, cheers.", // 6
      "Living room's alright, the wall's dry, I put the meter on it, reading's normal.", // 7
      "Bathroom. Hang on, there's water coming through the ceiling, round the light fitting, dripping into the bath.", // 8
      "She says it started this morning, that'll be the flat above, so I'm ringing for an emergency plumber now and we need the electrics checked on that light.", // 9
      "Don't use that light, love, use the hall one.", // 10
      "Extractor in here's working, you can feel it pulling.", // 11
      "Kitchen. Window sill's rotten, the wooden one, you can push your thumb in it.", // 12
      "That'll need replacing, not urgent though.", // 13
      "Boiler's fine, she's got heating, she says she's just scared to use it with the bills.", // 14
      "Right, I'll get those booked and someone'll ring you today about the bathroom.", // 15
    ],
    findings: [
      { id: "bedroom-mould", at: [1, 2], thing: ["mould"], priority: "HIGH" },
      {
        id: "trickle-vents",
        at: [3, 4],
        thing: ["trickle vents", "vents"],
        problem: ["painted over", "can't open"],
        priority: "MEDIUM",
      },
      {
        id: "wallpaper",
        at: [5],
        thing: ["wallpaper"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ceiling-leak",
        at: [8, 9, 10],
        thing: ["water", "ceiling", "light fitting"],
        problem: ["coming through", "dripping"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "kitchen-sill",
        at: [12, 13],
        thing: ["window sill", "sill"],
        problem: ["rotten"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "as16-easter-road-common-stair",
    half: "heldout",
    lines: [
      "Common stair, 14 Easter Road. Four storeys, eight flats.", // 0
      "Entry door closes, locks. Entry phone works, checked with flat 1F2.", // 1
      "Ground floor. Walls, bit of flaking paint by the meter cupboards. Cosmetic.", // 2
      "First flight, the nosing on the fifth step's loose, it shifts under your foot.", // 3
      "Trip. Needs fixing today.", // 4
      "First floor landing. Light timer button's pushed in and stuck, light won't come on.", // 5
      "Routine job.", // 6
      "Second floor. Banister, two spindles missing, big gap.", // 7
      "Kid could get through that. Make safe today.", // 8
      "Third floor, top. Cupola's leaking, water on the landing, a puddle under it.", // 9
      "Roofer this week. Bucket down in the meantime.", // 10
      "Stair windows, all shut, catches fine.", // 11
      "Back green door, fine.", // 12
      "Done. Factor gets a copy.", // 13
    ],
    findings: [
      {
        id: "flaking-paint",
        at: [2],
        thing: ["paint"],
        problem: ["flaking"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-nosing",
        at: [3, 4],
        thing: ["nosing", "step"],
        problem: ["loose", "shifts"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "light-timer",
        at: [5, 6],
        thing: ["timer", "button", "light"],
        problem: ["stuck", "won't come on"],
        priority: "MEDIUM",
      },
      {
        id: "banister-spindles",
        at: [7, 8],
        thing: ["spindles", "banister"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "cupola-leak",
        at: [9, 10],
        thing: ["cupola", "water", "puddle"],
        problem: ["leaking"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "as17-clifton-court-top-floor-void",
    half: "tune",
    lines: [
      "Alright, void inspection, flat 22, Clifton Court, top floor, it's Friday, last one of the day thank god.", // 0
      "Front door, um, the letterbox flap's missing, there's just the hole, so there's a right draught.", // 1
      "New letterplate, routine.", // 2
      "Hallway, the loft hatch, the cover's gone, it's just an open hole in the ceiling.", // 3
      "Needs a new hatch before relet, insulated one.", // 4
      "Living room. Two doors with holes punched in them, the living room door and, um, the kitchen door, fist-sized.", // 5
      "Both want replacing, put them on the void list.", // 6
      "Balcony. The railing, the top rail's come away from the wall at one end, it moves a good couple of inches when you push.", // 7
      "That's dangerous, fourth floor, lock the balcony door and get it fixed urgent.", // 8
      "Kitchen. The double socket by the cooker's got scorch marks round it, black, and the plate's melted a bit.", // 9
      "Electrician, today, and I'm not switching anything on.", // 10
      "Base unit under the sink, the bottom's rotten, there's been a leak at some point but it's dry now.", // 11
      "No water now, pipes are dry, so it's just a new base unit, routine.", // 12
      "Bathroom. Toilet won't flush, you press the handle and nothing, the lever's come off inside I reckon.", // 13
      "Bath's got a couple of chips in the enamel, cosmetic, touch-up kit job.", // 14
      "Bedroom. Hairline crack in the ceiling, just plaster, nothing structural, fill and paint.", // 15
      "Smoke alarms in the hall and landing, both there, tested, both going.", // 16
      "Right, locking up, I'm off home.", // 17
    ],
    findings: [
      {
        id: "letterbox",
        at: [1, 2],
        thing: ["letterbox", "letterplate", "flap"],
        problem: ["missing", "draught"],
        priority: "MEDIUM",
      },
      {
        id: "loft-hatch",
        at: [3, 4],
        thing: ["loft hatch", "hatch", "cover"],
        problem: ["gone", "open hole"],
        priority: "MEDIUM",
      },
      {
        id: "punched-doors",
        at: [5, 6],
        thing: ["doors", "door"],
        problem: ["holes", "punched"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-railing",
        at: [7, 8],
        thing: ["railing", "rail", "balcony"],
        problem: ["come away", "moves", "dangerous"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "scorched-socket",
        at: [9, 10],
        thing: ["socket", "plate"],
        problem: ["scorch", "melted"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "sink-base-unit",
        at: [11, 12],
        thing: ["base unit", "unit"],
        problem: ["rotten"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-flush",
        at: [13],
        thing: ["toilet", "lever", "handle"],
        problem: ["won't flush", "nothing", "come off"],
        priority: "MEDIUM",
      },
      {
        id: "bath-chips",
        at: [14],
        thing: ["bath", "enamel"],
        problem: ["chips"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ceiling-crack",
        at: [15],
        thing: ["ceiling", "plaster"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "as18-norfolk-heights-deck-access",
    half: "heldout",
    lines: [
      "Deck access, Norfolk Heights, top deck down. Wednesday, raining, obviously.", // 0
      "Top deck walkway. Drain outlet's blocked, water's pooling right across the deck, ankle deep by flat 80.", // 1
      "Residents can't get to their doors without paddling, so drainage this week.", // 2
      "Parapet wall along the deck, all solid, no cracks, railings on top are fine.", // 3
      "Underside of the deck above level 3, there's concrete spalling off, bits of it on the walkway below, and you can see the rusty rebar.", // 4
      "That could drop on somebody's head. Cordon it off today and get the structural engineer in.", // 5
      "Laundry room on level 2. Washer number two, there's water pouring out the bottom when it fills, right across the floor towards the sockets.", // 6
      "Isolated it at the wall, put a sign on, needs the engineer today.", // 7
      "Dryer, the end one, runs but stays cold, no heat at all.", // 8
      "Routine, the other two dryers are working.", // 9
      "Ground level drying area. Rotary line, one of the arms has snapped and it's hanging down.", // 10
      "Replace the rotary, no rush.", // 11
      "Posts for the lines are solid, the ground's fine, no holes.", // 12
      "Stair core B, lights are all working, handrail's fine.", // 13
      "That's it, ta-ra.", // 14
    ],
    findings: [
      {
        id: "deck-drain",
        at: [1, 2],
        thing: ["drain", "outlet", "water"],
        problem: ["blocked", "pooling"],
        priority: "MEDIUM",
      },
      {
        id: "concrete-spalling",
        at: [4, 5],
        thing: ["concrete", "rebar", "deck"],
        problem: ["spalling", "rusty", "drop"],
        priority: "HIGH",
      },
      {
        id: "washer-leak",
        at: [6, 7],
        thing: ["washer", "water"],
        problem: ["pouring"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "dryer-cold",
        at: [8, 9],
        thing: ["dryer"],
        problem: ["cold", "no heat"],
        priority: "MEDIUM",
      },
      {
        id: "rotary-line",
        at: [10, 11],
        thing: ["rotary", "arms"],
        problem: ["snapped", "hanging"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "as19-riverside-quay-entrance-and-flat",
    half: "tune",
    lines: [
      "So this is Riverside Quay, the newer block, Monday afternoon, I've got a couple of things to look at and then a visit to flat 12.", // 0
      "Main entrance. The door closer's way too strong, the door slams shut, bang, nearly took my fingers off.", // 1
      "Needs adjusting, it's a quick job for the handyman, but with kids coming in and out let's get it done this week.", // 2
      "Post boxes in the lobby, number seven's lock is bust, the little door's just flapping open.", // 3
      "Tenant's been on about her post going missing, so new lock, routine.", // 4
      "Lift. Somebody's keyed the doors, big scratches all down the stainless steel.", // 5
      "Cosmetic, we'll get the lift people to polish it out when they're next in.", // 6
      "Stairs, I always walk down a flight. Second floor, the stair carpet's ripped on the top step, there's a flap you could catch your foot in.", // 7
      "That's a trip, urgent, I'll get it taped today and a carpet fitter out.", // 8
      "Right, flat 12, knocking. Hiya Jen, it's Paula from the housing, can I come in?", // 9
      "She says the door entry handset, when she presses the button to let people in, the door doesn't open downstairs.", // 10
      "Tried it with my colleague on the phone down at the door, and no, it buzzes but the lock doesn't release.", // 11
      "Engineer, routine, she can go down and let people in for now.", // 12
      "And she said something about the kitchen, oh, yeah, there's a smell of gas by the cooker, faint, but it's definitely gas.", // 13
      "Right Jen, don't turn anything on, I'm ringing the gas emergency line now, open the window for us.", // 14
      "Hallway smoke alarm tested, fine, carbon monoxide alarm's fine too, no reading.", // 15
      "Bathroom, she's happy, no issues, it all looks fine, shower's good.", // 16
      "I'm going to wait here with her till the gas engineer turns up.", // 17
    ],
    findings: [
      {
        id: "entrance-door-closer",
        at: [1, 2],
        thing: ["door closer", "closer", "door"],
        problem: ["too strong", "slams"],
        priority: "MEDIUM",
      },
      {
        id: "post-box-lock",
        at: [3, 4],
        thing: ["post box", "lock"],
        problem: ["bust", "flapping"],
        priority: "MEDIUM",
      },
      {
        id: "lift-door-scratches",
        at: [5, 6],
        thing: ["lift", "doors", "scratches"],
        problem: ["keyed", "scratches"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-carpet",
        at: [7, 8],
        thing: ["carpet", "step"],
        problem: ["ripped", "flap", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "entry-handset-release",
        at: [10, 11, 12],
        thing: ["door entry", "handset", "lock"],
        problem: ["doesn't open", "doesn't release"],
        priority: "MEDIUM",
      },
      { id: "gas-smell", at: [13, 14], thing: ["gas"], problem: ["smell"], priority: "HIGH" },
    ],
  },
  {
    id: "as20-penrhys-walk-and-void",
    half: "heldout",
    lines: [
      "Right, so, estate walk at Penrhys, Wednesday, it's just me, and there's a void on Heol Pennar I've got to look at after.", // 0
      "Block 4, main door, the fob reader's dead, no light on it, and someone's wedged the door open with a brick because nobody can get in.", // 1
      "So the block's wide open, that's a security job, get the door entry engineer out today, I'll take the brick away after, mind.", // 2
      "Stairwell, lights are on, floors are clean, no needles or anything, good.", // 3
      "Um, first floor, the stair door, the wired glass panel, there's a crack right across it and a bit's missing at the corner, sharp edge.", // 4
      "Someone could cut themselves on that, so board it today please.", // 5
      "Second floor, fine, nothing to say.", // 6
      "Outside, play area by Block 4, the gate's supposed to self-close to keep the dogs out, and it just stays open, the spring's gone.", // 7
      "Routine, but don't leave it too long, fortnight maybe.", // 8
      "Garages at the back, there's a roof sheet broken on garage two, it's the old cement sheet, could be asbestos.", // 9
      "Nobody touch it, asbestos survey first and then a specialist, it's not going anywhere, but this month.", // 10
      "Ooh, there's my phone, hang on. Hiya Bethan, yeah, about twenty minutes, I'm just finishing the garages, ta-ra.", // 11
      "OK, Heol Pennar, the void, number 3, first floor flat, let myself in.", // 12
      "Kitchen, the mixer tap's loose on the sink, it wobbles all over the place when you use it.", // 13
      "Just needs tightening underneath, minor.", // 14
      "Bathroom, electric shower, the pull cord's snapped off, so you can't switch it on, it's just a stub up there.", // 15
      "New pull switch, routine.", // 16
      "Rest of the bathroom's fine, no leaks, the seal round the bath is good.", // 17
      "Bedrooms, fine, windows all lock, the carpets are alright, there's no damp.", // 18
      "Hallway, there's no smoke alarm at all, just the wires poking out of the ceiling.", // 19
      "That's got to go in before anyone moves in, and the wires need capping today.", // 20
      "Right, lock up, and that's me done for the morning.", // 21
    ],
    findings: [
      {
        id: "fob-reader",
        at: [1, 2],
        thing: ["fob reader", "reader", "door"],
        problem: ["dead", "wedged", "wide open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-door-glass",
        at: [4, 5],
        thing: ["glass", "panel"],
        problem: ["crack", "missing", "sharp"],
        priority: "HIGH",
      },
      {
        id: "play-area-gate",
        at: [7, 8],
        thing: ["gate", "spring"],
        problem: ["stays open", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "garage-roof-sheet",
        at: [9, 10],
        thing: ["roof sheet", "sheet", "asbestos"],
        problem: ["broken"],
        priority: "MEDIUM",
      },
      {
        id: "loose-tap",
        at: [13, 14],
        thing: ["mixer tap", "tap"],
        problem: ["loose", "wobbles"],
        priority: "LOW",
      },
      {
        id: "shower-pull-cord",
        at: [15, 16],
        thing: ["pull cord", "pull switch", "shower"],
        problem: ["snapped", "can't switch"],
        priority: "MEDIUM",
      },
      {
        id: "missing-smoke-alarm",
        at: [19, 20],
        thing: ["smoke alarm", "alarm", "wires"],
        problem: ["no smoke alarm", "poking out"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
];
