// Blind walkthroughs, set meaning-31 (written without seeing the extractor).
// UK leasehold block management and period conversions: London mansion blocks, split Victorian houses, Edinburgh tenements; communal-area and fire-safety checks.
import type { Walkthrough } from "./types";

export const MEANING31_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "af01-mansion-block-numbered",
    half: "tune",
    lines: [
      "Right, Kensington Mansions, quarterly communal check, Tuesday, starting at the main entrance.", // 0
      "Item one, front entrance door, closer's fine, door latches properly, no action.", // 1
      "Item two, entry phone panel, button for flat fourteen doesn't work, medium.", // 2
      "Item three, ground floor landing, emergency light, tested, all good.", // 3
      "Item four, riser cupboard door, lock broken, high.", // 4
      "Needs a new cam lock fitting today, it's just swinging open.", // 5
      "Item five, first floor landing, fire door to the rear stair wedged open with a fire extinguisher, high.", // 6
      "Removed the wedge, spoke to the porter, but apparently it keeps happening.", // 7
      "Item six, the extinguisher itself is in date, service label's fine.", // 8
      "Item seven, stair carpet on the second floor half landing, nosing's lifting, trip hazard, high.", // 9
      "Item eight, lift, service done last month, all working.", // 10
      "Item nine, third floor, paint flaking round the skylight, cosmetic, low.", // 11
      "Item ten, roof hatch, padlock missing, hatch not secured, high.", // 12
      "Item eleven, bin store, rear courtyard, gate hinge's snapped, gate's dragging on the floor, medium.", // 13
      "Item twelve, bins emptied, store's clean, no fly-tipping this time.", // 14
      "Item thirteen, basement area, front railings, two uprights rusted at the base, still solid, medium.", // 15
      "Item fourteen, cellar, meter readings taken, no water ingress.", // 16
      "That's the lot, report to the managing agent by Friday.", // 17
    ],
    findings: [
      {
        id: "entry-phone-button",
        at: [2],
        thing: ["entry phone", "entry", "intercom", "panel", "button"],
        problem: ["doesn't work", "not work", "button"],
        priority: "MEDIUM",
      },
      {
        id: "riser-lock",
        at: [4, 5],
        thing: ["riser", "cupboard", "door"],
        problem: ["lock", "broken", "swinging"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fire-door-wedged",
        at: [6, 7],
        thing: ["fire door", "door"],
        problem: ["wedged", "propped", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stair-nosing",
        at: [9],
        thing: ["stair", "carpet", "nosing"],
        problem: ["lifting", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "skylight-paint",
        at: [11],
        thing: ["paint", "skylight"],
        problem: ["flaking", "peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "roof-hatch-padlock",
        at: [12],
        thing: ["roof hatch", "hatch", "padlock"],
        problem: ["missing", "not secured", "unsecured"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bin-store-gate",
        at: [13],
        thing: ["bin store", "gate", "hinge"],
        problem: ["snapped", "dragging", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "front-railings-rust",
        at: [15],
        thing: ["railing", "upright"],
        problem: ["rust"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "af02-victorian-conversion-chatty",
    half: "heldout",
    lines: [
      "Okay so this is forty-two Albert Road, converted Victorian, three flats, I'm in the communal hallway.", // 0
      "Hallway's looking alright actually, they've had it decorated since last time.", // 1
      "Erm, smoke detector at the bottom of the stairs, the light's not flashing and the test button does nothing.", // 2
      "So that's dead, that needs sorting today.", // 3
      "Oh hello, yeah, I'm just from the managing agents, doing the communal check.", // 4
      "Sorry, the lady from the ground floor flat says the front door doesn't shut properly unless you slam it.", // 5
      "Yeah, I've just tried it, the latch isn't catching, so anyone could walk in off the street.", // 6
      "She also mentioned the hot water in her flat, but that's her own boiler, not ours.", // 7
      "Going up the stairs now, the handrail on the first flight is loose, it moves when you lean on it.", // 8
      "Couple of the screws have pulled right out of the wall.", // 9
      "First floor landing, there's a bike and a pram blocking the landing, and that's the only way out for the top flat.", // 10
      "I'll leave a note for flat two about that.", // 11
      "Window on the half landing, the sash cord's snapped, so it won't stay open.", // 12
      "Not a big deal, no rush on that one.", // 13
      "Top floor, loft hatch is shut and secured, fine.", // 14
      "Hang on, phone's going. Hello, yes, I'm at Albert Road now, call you back in ten.", // 15
      "Right, where was I, top landing, there's a brown stain on the ceiling by the loft hatch but it's dry, been there ages.", // 16
      "Checked it with the meter, no sign of damp.", // 17
      "Back down and out the front, the bin store's overflowing and one of the wheelie bins has no lid.", // 18
      "Front garden wall, that's fine, no movement.", // 19
      "Basement area steps, the bottom step's crumbling and there's a big chunk missing off the edge.", // 20
      "Somebody's going to go over on that in the dark.", // 21
      "Okay, that's Albert Road done.", // 22
    ],
    findings: [
      {
        id: "smoke-detector-dead",
        at: [2, 3],
        thing: ["smoke", "detector", "alarm"],
        problem: ["not flashing", "does nothing", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "front-door-latch",
        at: [5, 6],
        thing: ["front door", "door", "latch"],
        problem: ["doesn't shut", "shut", "slam", "catching"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-handrail-loose",
        at: [8, 9],
        thing: ["handrail", "rail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "landing-blocked",
        at: [10, 11],
        thing: ["bike", "pram", "landing"],
        problem: ["blocking", "blocked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sash-cord",
        at: [12, 13],
        thing: ["sash", "window", "cord"],
        problem: ["snapped", "won't stay", "broken"],
        priority: "LOW",
      },
      {
        id: "ceiling-stain",
        at: [16],
        thing: ["ceiling", "stain"],
        problem: ["stain", "brown"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wheelie-bin-lid",
        at: [18],
        thing: ["wheelie bin", "bin", "lid"],
        problem: ["no lid", "lid", "overflowing"],
        priority: "MEDIUM",
      },
      {
        id: "basement-step",
        at: [20, 21],
        thing: ["step", "steps"],
        problem: ["crumbling", "missing", "chunk"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "af03-edinburgh-tenement-common-stair",
    half: "tune",
    lines: [
      "Right, this is the common stair at fourteen Marchmont Crescent, standard four-storey tenement, eight flats.", // 0
      "Main door entry system, buzzed a couple of flats, that's working fine.", // 1
      "The close door itself though, the automatic closer's leaking oil and the door's slamming shut.", // 2
      "Still locks, mind, so it's not a security thing.", // 3
      "Ground floor, the stair lighting's on a timer and the first landing light's out altogether.", // 4
      "Probably just the lamp but could be the fitting.", // 5
      "Stairheid on the second floor, someone's left a sofa on the landing, totally blocking the way down.", // 6
      "That'll need the council special uplift, I'll phone it in today.", // 7
      "Cupola at the top, no water coming in, glass is all intact.", // 8
      "Roof hatch up to the roof space, that's padlocked, good.", // 9
      "Stone steps on the top flight, one of them's got a crack right across the tread and it rocks when you stand on it.", // 10
      "Needs a stonemason out asap.", // 11
      "Walls on the stair, the painted dado's scuffed all the way up, cosmetic.", // 12
      "Sorry, one sec. Aye, hello Mrs Kerr, no, I'm just doing the stair inspection for the factor.", // 13
      "She says the rone pipe at the back's been overflowing whenever it rains.", // 14
      "Out the back green now, aye, you can see the green staining on the stonework where it's been coming over, probably blocked at the hopper, medium.", // 15
      "Cundie by the back door is full of leaves, water's not draining away.", // 16
      "Bin area, the communal bins are fine, recycling's been collected.", // 17
      "Back court door, the lock's fine, I thought the handle was broken but it's just stiff.", // 18
      "Right, that's Marchmont done, I'll send the report round the owners.", // 19
    ],
    findings: [
      {
        id: "close-door-closer",
        at: [2],
        thing: ["close door", "door", "closer"],
        problem: ["leaking", "slamming", "oil"],
        priority: "MEDIUM",
      },
      {
        id: "landing-light-out",
        at: [4, 5],
        thing: ["light", "lighting", "lamp"],
        problem: ["out", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "sofa-on-landing",
        at: [6, 7],
        thing: ["sofa", "landing"],
        problem: ["blocking", "left", "dumped"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cracked-stone-step",
        at: [10, 11],
        thing: ["step", "tread", "stone"],
        problem: ["crack", "rocks", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "dado-scuffed",
        at: [12],
        thing: ["dado", "wall", "paint"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "rone-overflowing",
        at: [14, 15],
        thing: ["rone", "pipe", "downpipe", "hopper"],
        problem: ["overflowing", "blocked", "staining"],
        priority: "MEDIUM",
      },
      {
        id: "cundie-blocked",
        at: [16],
        thing: ["cundie", "drain", "gully"],
        problem: ["full", "not draining", "leaves", "blocked"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "af04-mansion-block-basement",
    half: "heldout",
    lines: [
      "Morning, this is Harrington Court, I'm with Dave the porter, we're doing the basement and the lightwells today.", // 0
      "Okay, main stairs down to the basement corridor, lights all working, good.", // 1
      "Boiler room, the communal boiler's running, heating and hot water are fine to all flats, Dave says no complaints.", // 2
      "But there's a smell of gas by the meter bank in the corner, quite strong actually.", // 3
      "Dave, can you ring the emergency line, Cadent, now please.", // 4
      "Right, while we wait, cellar store number three, the door's been forced, the hasp's hanging off.", // 5
      "Someone's been in there, that needs securing today.", // 6
      "Lightwell at the rear, the gully's blocked and there's standing water about two inches deep.", // 7
      "It's right up to the threshold of the plant room door, and there's a double socket just inside.", // 8
      "Plant room itself is dry inside, no water in there yet.", // 9
      "Dave says the booster pumps were serviced in March, fine.", // 10
      "Front basement area, under the pavement vaults, there's damp coming through the vault ceiling, brickwork's wet.", // 11
      "Probably the pavement lights above, the glass blocks, letting water in.", // 12
      "Basement area railings at street level, solid, paint's fine.", // 13
      "The iron steps down from the pavement, there's no handrail at all on the open side.", // 14
      "Oh, Dave says the gas engineer's on the way, forty minutes.", // 15
      "Bin store under the front steps, the light in there doesn't come on.", // 16
      "And the extractor fan in the refuse room is making a horrible grinding noise.", // 17
      "Walls down here have got a lot of old graffiti, just cosmetic, next visit.", // 18
      "Okay, that's everything down here, just waiting for the gas man.", // 19
    ],
    findings: [
      {
        id: "gas-smell",
        at: [3, 4, 15],
        thing: ["gas", "meter"],
        problem: ["smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "cellar-door-forced",
        at: [5, 6],
        thing: ["cellar", "door", "hasp"],
        problem: ["forced", "hanging off", "securing"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lightwell-gully",
        at: [7, 8],
        thing: ["gully", "drain", "lightwell"],
        problem: ["blocked", "standing water", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "vault-damp",
        at: [11, 12],
        thing: ["vault", "brickwork", "ceiling"],
        problem: ["damp", "wet"],
        priority: "MEDIUM",
      },
      {
        id: "area-steps-handrail",
        at: [14],
        thing: ["steps", "handrail"],
        problem: ["no handrail", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bin-store-light",
        at: [16],
        thing: ["light", "bin store"],
        problem: ["doesn't come on", "not working"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-grinding",
        at: [17],
        thing: ["extractor", "fan"],
        problem: ["grinding", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "basement-graffiti",
        at: [18],
        thing: ["wall", "graffiti"],
        problem: ["graffiti"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "af05-conversion-fire-checklist",
    half: "tune",
    lines: [
      "Fire safety walk, 9 Belsize Park Gardens, four flats, communal areas only.", // 0
      "One, front door, self-closing, latches, fine.", // 1
      "Two, hall smoke detector, tested, sounds, fine.", // 2
      "Three, flat one entrance door, closer missing, door doesn't self-close, high.", // 3
      "Four, flat two entrance door, intumescent strip painted over and the smoke seal's missing, medium.", // 4
      "Five, under-stairs cupboard, electric meters and the consumer unit, cupboard's full of cardboard and paint tins, high.", // 5
      "Clear it out today.", // 6
      "Six, consumer unit cover, the blanking plate's missing, you can see the busbar, high.", // 7
      "Seven, emergency lighting on the first floor landing, fails on test, high.", // 8
      "Battery's probably gone.", // 9
      "Eight, second floor landing, heat detector, not my job, that's inside flat three.", // 10
      "Nine, fire extinguisher on the landing, out of date, last serviced 2019, medium.", // 11
      "Ten, top floor, loft hatch, secured, no issues.", // 12
      "Eleven, fire action notice in the hall, faded and half torn, low.", // 13
      "Twelve, rear escape route through the garden, side gate padlocked shut from outside, high.", // 14
      "Nobody has a key, apparently.", // 15
      "Thirteen, bin store, bins kept well away from the building, fine.", // 16
      "Fourteen, gas meter box outside, little door hanging off, no smell, low.", // 17
      "End of checklist.", // 18
    ],
    findings: [
      {
        id: "flat1-door-closer",
        at: [3],
        thing: ["entrance door", "door", "closer"],
        problem: ["missing", "doesn't self-close", "self-close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "flat2-door-seals",
        at: [4],
        thing: ["entrance door", "door", "intumescent", "strip", "seal"],
        problem: ["painted over", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "cupboard-combustibles",
        at: [5, 6],
        thing: ["cupboard", "under-stairs", "cardboard"],
        problem: ["full", "cardboard", "paint tins", "clear"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "consumer-unit-blanking",
        at: [7],
        thing: ["consumer unit", "blanking", "plate", "busbar"],
        problem: ["missing", "exposed", "see"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "emergency-light-fails",
        at: [8, 9],
        thing: ["emergency light", "lighting"],
        problem: ["fails", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extinguisher-out-of-date",
        at: [11],
        thing: ["extinguisher"],
        problem: ["out of date", "serviced", "expired"],
        priority: "MEDIUM",
      },
      {
        id: "fire-notice-faded",
        at: [13],
        thing: ["notice", "fire action", "sign"],
        problem: ["faded", "torn"],
        priority: "LOW",
      },
      {
        id: "escape-gate-padlocked",
        at: [14, 15],
        thing: ["side gate", "gate", "escape route"],
        problem: ["padlocked", "shut", "locked", "key"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "meter-box-door",
        at: [17],
        thing: ["meter box", "box", "door"],
        problem: ["hanging off", "broken"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "af06-edinburgh-tenement-back-green",
    half: "heldout",
    lines: [
      "Okay, I'm at the tenement on Leith Walk, number 230, meeting one of the owners, Mr Baxter, for the common repairs walk.", // 0
      "Mr Baxter, aye, thanks for coming down, I'll not keep you long.", // 1
      "Starting at the street, the storm doors, the right-hand leaf won't lock, the bolt doesn't reach the keep.", // 2
      "So the stair's open to anyone at night, that needs doing today.", // 3
      "Controlled entry handset, he says it's fine in his flat.", // 4
      "In the close, there's a wee bit of water at the back of the ground floor, erm, no, that's just the cleaner mopping, it's fine.", // 5
      "First landing, the banister's missing two spindles, big enough gap for a toddler to get through.", // 6
      "Second landing, cupboard with the electric meters, the door's off its hinges and leaning against the wall.", // 7
      "Meters are in their own locked cabinets so it's not dangerous, just needs a joiner to rehang it.", // 8
      "Top landing, the cupola, water's dripping onto the top step right now from the frame, and the plaster round it has bubbled.", // 9
      "Mr Baxter says it's been like that since the autumn.", // 10
      "Phone call, sorry. Yes, this is the factor's office, I'll call you back after the inspection.", // 11
      "Out the back green now, drying green poles are fine, the grass has been cut.", // 12
      "Rones along the back, one of the joints is leaking, dripping down the wall.", // 13
      "It's only a drip, no rush, add it to the spring gutter clean.", // 14
      "Looking up, there's a couple of slates slipped on the back pitch, near the chimney.", // 15
      "Chimney stack itself looks straight, nothing loose up there.", // 16
      "Bin store at the back gate, the gate won't close, the bottom hinge has rusted through.", // 17
      "And there's loads of black bags dumped beside the bins, the seagulls have ripped them open.", // 18
      "Back door into the stair, that locks fine, I checked it twice.", // 19
      "Right Mr Baxter, I'll get the quotes out to all the owners this week.", // 20
    ],
    findings: [
      {
        id: "storm-door-lock",
        at: [2, 3],
        thing: ["storm door", "door", "leaf", "bolt"],
        problem: ["won't lock", "doesn't reach", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "banister-spindles",
        at: [6],
        thing: ["banister", "spindle", "balustrade"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "meter-cupboard-door",
        at: [7, 8],
        thing: ["cupboard", "meter", "door"],
        problem: ["off its hinges", "hinges", "rehang"],
        priority: "MEDIUM",
      },
      {
        id: "cupola-leak",
        at: [9, 10],
        thing: ["cupola", "skylight", "frame"],
        problem: ["dripping", "water", "bubbled"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "rone-joint-leak",
        at: [13, 14],
        thing: ["rone", "gutter", "joint"],
        problem: ["leaking", "dripping", "drip"],
        priority: "LOW",
      },
      {
        id: "slipped-slates",
        at: [15],
        thing: ["slate", "roof"],
        problem: ["slipped"],
        priority: "MEDIUM",
      },
      {
        id: "back-gate-hinge",
        at: [17],
        thing: ["gate", "hinge", "bin store"],
        problem: ["won't close", "rusted"],
        priority: "MEDIUM",
      },
      {
        id: "dumped-bags",
        at: [18],
        thing: ["black bags", "bags", "rubbish"],
        problem: ["dumped", "ripped"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "af07-mansion-block-roof",
    half: "tune",
    lines: [
      "Block inspection, Prince of Wales Drive, block C, doing the top floor and the roof.", // 0
      "Item one, top floor landing, carpet fine, lights fine.", // 1
      "Item two, roof access ladder, bottom rung's bent and the fixing's loose at the top, high.", // 2
      "Item three, roof hatch, the seal's perished, there's daylight all round the edge, medium.", // 3
      "Item four, lift motor room, door's locked, signage in place, fine.", // 4
      "Inside the motor room, there's a pigeon nest on top of the controller and droppings everywhere.", // 5
      "They're getting in through the broken louvre on the vent.", // 6
      "Hang on, it's the office. Yeah, Priya, I'm on the roof, can I ring you back? Cheers.", // 7
      "Item five, cold water tank, lid's on, insulated, no issues.", // 8
      "Item six, flat roof, the asphalt's got a big blister by the parapet with a split in it, water ponding round it.", // 9
      "Top floor flats haven't reported anything coming through, so medium.", // 10
      "Item seven, parapet coping stone on the north corner, it's loose, I can lift it by hand, high.", // 11
      "That could come off onto the pavement, need a cherry picker out asap.", // 12
      "Item eight, external fire escape at the back, treads are rusty but solid, paint's peeling, low.", // 13
      "Item nine, fire exit door from the top landing onto the escape, the push bar's seized, door won't open from inside, high.", // 14
      "Tried it three times, it will not budge.", // 15
      "Item ten, TV aerials and satellite dishes, not ours, that's the residents' stuff.", // 16
      "Item eleven, lightning conductor tape is intact, fine.", // 17
      "Done on the roof.", // 18
    ],
    findings: [
      {
        id: "roof-ladder",
        at: [2],
        thing: ["ladder", "rung", "fixing"],
        problem: ["bent", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "roof-hatch-seal",
        at: [3],
        thing: ["roof hatch", "hatch", "seal"],
        problem: ["perished", "daylight"],
        priority: "MEDIUM",
      },
      {
        id: "motor-room-pigeons",
        at: [5, 6],
        thing: ["motor room", "controller", "pigeon", "nest"],
        problem: ["nest", "droppings", "louvre"],
        priority: "MEDIUM",
      },
      {
        id: "asphalt-blister",
        at: [9, 10],
        thing: ["asphalt", "roof", "blister"],
        problem: ["blister", "split", "ponding"],
        priority: "MEDIUM",
      },
      {
        id: "coping-stone-loose",
        at: [11, 12],
        thing: ["coping", "parapet", "stone"],
        problem: ["loose", "lift"],
        priority: "HIGH",
      },
      {
        id: "fire-escape-paint",
        at: [13],
        thing: ["fire escape", "paint", "tread"],
        problem: ["peeling", "rust"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "exit-door-push-bar",
        at: [14, 15],
        thing: ["fire exit", "exit door", "door", "push bar"],
        problem: ["seized", "won't open", "budge"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "af08-victorian-semi-basement-area",
    half: "heldout",
    lines: [
      "So this is 17 Cranley Road, big Victorian semi, five flats, I'm here with Tom from the office, just doing the shared bits.", // 0
      "Front path, the Victorian tiles, a few are cracked but they're all flat, nothing to trip on, cosmetic really.", // 1
      "Front railings by the basement area, the gate at the top of the basement steps is hanging off one hinge.", // 2
      "It won't latch either, and it's a straight drop down there, Tom, put that as urgent.", // 3
      "Tom's asking about the steps, yeah, steps are fine, handrail's solid.", // 4
      "Down in the basement area, the lightwell drain's covered in leaves, water's backing up against the basement flat's door.", // 5
      "Oh, hiya, yes, we're from the managing agent. Sorry, she says it came under her door in the storm last week.", // 6
      "Coal vaults under the pavement, they're dry, nothing stored in there, fine.", // 7
      "Back up to the front door, the entry phone, erm, the handset in flat four buzzes but doesn't release the door.", // 8
      "Communal hall, the electric meter cupboard, there's a scorch mark on the wall above the meter tails and it smells of burning.", // 9
      "Tom, don't touch that, we need an electrician out today.", // 10
      "Hall carpet's new, looks great.", // 11
      "The stairs, the stair runner's come loose at the top step, one of the rods is missing.", // 12
      "First floor, the landing window, the glass is cracked right across one pane.", // 13
      "Second floor, smoke alarm, tested, it's fine, and flat five's door is a proper fire door, closes itself, good.", // 14
      "Tom's phone's gone, he's taking it outside, hang on.", // 15
      "Top landing, ceiling, there's a hairline crack running from the hatch, been filled and painted before, not moving, no rush.", // 16
      "Out the back, the shared garden, the fence panel on the left, no, the right side, has blown down.", // 17
      "Bins are all there, collection's fine.", // 18
      "Okay, done, Tom, let's go.", // 19
    ],
    findings: [
      {
        id: "path-tiles",
        at: [1],
        thing: ["tile", "path"],
        problem: ["cracked"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "basement-gate",
        at: [2, 3],
        thing: ["gate", "railing"],
        problem: ["hanging off", "hinge", "won't latch", "latch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lightwell-drain",
        at: [5, 6],
        thing: ["drain", "lightwell", "gully"],
        problem: ["leaves", "backing up", "covered", "blocked"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "entry-phone-release",
        at: [8],
        thing: ["entry phone", "handset", "release"],
        problem: ["doesn't release", "release", "buzzes"],
        priority: "MEDIUM",
      },
      {
        id: "meter-tails-scorch",
        at: [9, 10],
        thing: ["meter", "tails", "cupboard"],
        problem: ["scorch", "burning"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stair-runner-loose",
        at: [12],
        thing: ["stair runner", "runner", "stair", "rod"],
        problem: ["loose", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "landing-window-cracked",
        at: [13],
        thing: ["window", "glass", "pane"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-hairline-crack",
        at: [16],
        thing: ["ceiling", "crack"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fence-panel-down",
        at: [17],
        thing: ["fence", "panel"],
        problem: ["blown down", "down"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "af09-edinburgh-tenement-numbered",
    half: "tune",
    lines: [
      "Common parts inspection, 6 Warrender Park Road, tenement, ten flats, factor's visit.", // 0
      "Item one, main street door, controlled entry works, door closes and locks.", // 1
      "Item two, close floor, one of the encaustic tiles is missing by the first step, small hole, medium.", // 2
      "Item three, the handrail on the stair between first and second, the timber rail cap's split and there's a sharp edge, medium.", // 3
      "Item four, gas pipes running up the stair, no smell, brackets secure, fine.", // 4
      "Item five, stair window on the second landing, sash is painted shut, can't open it, low.", // 5
      "Item six, third floor, the stair light switch, the cover's cracked and you can see the live wiring behind it, high.", // 6
      "Isolate that today.", // 7
      "Item seven, cupola, glass is fine, not leaking anymore since the repair in January.", // 8
      "Item eight, top flat landing, there's a strong smell of damp and a black patch of mould in the corner by the cupola.", // 9
      "Probably condensation, there's no ventilation up there at all.", // 10
      "Sorry, one second, there's a resident. Hello, aye, it's the factor's inspection, I'll be out your way in a minute.", // 11
      "Item nine, back court door, the Yale lock's seized, the door's just held shut with a brick.", // 12
      "Item ten, bin shelter, roof panel cracked, bins themselves are fine, low.", // 13
      "Item eleven, drying green, the whirligig's fine, grass cut.", // 14
      "Item twelve, basement cellars, cellar door for number four, padlocked, fine, not our responsibility anyway.", // 15
      "Item thirteen, back wall of the building, the downpipe is cracked at the shoe and water's pouring down the stonework, high.", // 16
      "End of inspection.", // 17
    ],
    findings: [
      {
        id: "close-floor-tile",
        at: [2],
        thing: ["tile", "floor"],
        problem: ["missing", "hole"],
        priority: "MEDIUM",
      },
      {
        id: "handrail-cap-split",
        at: [3],
        thing: ["handrail", "rail"],
        problem: ["split", "sharp"],
        priority: "MEDIUM",
      },
      {
        id: "stair-window-painted-shut",
        at: [5],
        thing: ["stair window", "window", "sash"],
        problem: ["painted shut", "can't open"],
        priority: "LOW",
      },
      {
        id: "light-switch-exposed",
        at: [6, 7],
        thing: ["switch", "light switch", "cover"],
        problem: ["cracked", "wiring", "live"],
        priority: "HIGH",
        kind: "electrical",
      },
      { id: "top-landing-mould", at: [9, 10], thing: ["mould", "damp"], priority: "MEDIUM" },
      {
        id: "back-court-door-lock",
        at: [12],
        thing: ["back court door", "door", "lock", "yale"],
        problem: ["seized", "brick"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bin-shelter-roof",
        at: [13],
        thing: ["bin shelter", "shelter", "roof panel"],
        problem: ["cracked"],
        priority: "LOW",
      },
      {
        id: "downpipe-cracked",
        at: [16],
        thing: ["downpipe", "pipe", "shoe"],
        problem: ["cracked", "pouring"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "af10-mansion-block-monthly-walk",
    half: "heldout",
    lines: [
      "Hi, it's Sarah, doing the monthly walk at Albany Mansions, Battersea, just arrived at the front.", // 0
      "Front steps, all swept, the mosaic's looking good.", // 1
      "Entry phone panel, the camera's been smashed, the lens is completely cracked.", // 2
      "Door still locks, the video's just gone.", // 3
      "Into the lobby, Mike's on holiday so there's a relief porter on the desk today, fine.", // 4
      "Ground floor, the electrical riser cupboard, someone's been storing a mattress in there.", // 5
      "Oh, sorry, phone. Hi, yes, Sarah speaking. The leak at flat twelve? I'll go up and look now.", // 6
      "Right, second floor, outside flat twelve, there's water coming through the ceiling on the landing onto the carpet, it's dripping right now.", // 7
      "It's coming from flat sixteen above, probably their washing machine, I've knocked, nobody in.", // 8
      "And it's running down the wall right by the landing light switch.", // 9
      "Third floor, the AOV, the smoke vent at the top of the stair, erm, the control panel's showing a fault light.", // 10
      "The lift, I thought it was out but no, someone had just left the gate open, it's fine.", // 11
      "Fourth floor landing, the fire door to the back stairs doesn't close on its own, it sticks on the frame.", // 12
      "Needs planing, or the hinges adjusting.", // 13
      "Stairwell walls, some scuffs from somebody's removal, cosmetic, when convenient.", // 14
      "Back down to the basement, bin store, the bins are out, the floor's been washed, great.", // 15
      "Bin store door, the self-closer's broken so it's banging in the wind, and the foxes are getting in.", // 16
      "Cellars, fine, nothing dumped this month.", // 17
      "Front area railings, one of the finials has snapped off, low priority.", // 18
      "Okay, I'll chase flat sixteen about that leak and write this up.", // 19
    ],
    findings: [
      {
        id: "entry-phone-camera",
        at: [2, 3],
        thing: ["entry phone", "camera", "panel", "lens"],
        problem: ["smashed", "cracked", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "riser-mattress",
        at: [5],
        thing: ["riser", "cupboard", "mattress"],
        problem: ["mattress", "storing", "stored"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "landing-ceiling-leak",
        at: [7, 8, 9, 19],
        thing: ["ceiling", "water", "leak"],
        problem: ["dripping", "coming through", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "aov-fault",
        at: [10],
        thing: ["aov", "smoke vent", "vent", "control panel"],
        problem: ["fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-door-not-closing",
        at: [12, 13],
        thing: ["fire door", "door"],
        problem: ["doesn't close", "sticks"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stairwell-scuffs",
        at: [14],
        thing: ["wall", "scuff"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bin-store-closer",
        at: [16],
        thing: ["bin store door", "door", "closer"],
        problem: ["broken", "banging"],
        priority: "MEDIUM",
      },
      {
        id: "railing-finial",
        at: [18],
        thing: ["railing", "finial"],
        problem: ["snapped"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
