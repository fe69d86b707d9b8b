// Blind walkthroughs, set meaning-23 (written without seeing the extractor).
// Terse UK surveyor / insurance-assessor dictation alternating with Canadian rental and condo inspections.
import type { Walkthrough } from "./types";

export const MEANING23_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "y01-surveyor-thirties-semi",
    half: "tune",
    lines: [
      "Survey, fourteen Elm Grove, semi-detached, 1930s, weather dry.", // 0
      "Starting externally, front elevation.", // 1
      "Item one. Main roof, concrete interlocking tiles, several slipped at the ridge line.", // 2
      "Recommend roofer to re-bed and replace. Within the month.", // 3
      "Item two. Chimney stack, lead flashing lifted on the rear face.", // 4
      "Water getting in behind it, moisture reading high to the chimney breast in the rear bedroom. Treat as urgent.", // 5
      "Item three. Gutters, cast iron, front run sagging, joints weeping.", // 6
      "Recommend refix brackets and reseal joints.", // 7
      "Render to the bay, hairline cracks only, no further action.", // 8
      "Round the side. Gas meter box, door missing.", // 9
      "Internally. Hall, stairs, landing.", // 10
      "Item five. Balustrade to the landing, loose, moves under hand pressure.", // 11
      "Refer to joiner, make safe today.", // 12
      "Item six. Smoke alarm on the landing, no response on test.", // 13
      "Kitchen. Extractor hood not working, fan doesn't run at any speed.", // 14
      "Scorch mark to the worktop by the hob, cosmetic.", // 15
      "Bathroom. Sealant round the bath perished, black mould to the bead.", // 16
      "No sign of leakage to the ceiling below.", // 17
      "Loft. Insulation a hundred mil only, recommend top up to two seventy, low priority.", // 18
      "End of survey, photographs taken.", // 19
    ],
    findings: [
      {
        id: "roof-tiles",
        at: [2, 3],
        thing: ["roof", "tile", "ridge"],
        problem: ["slip", "slipped", "loose", "displac", "missing", "re-bed"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-flashing",
        at: [4, 5],
        thing: ["chimney", "flashing", "lead"],
        problem: ["lift", "loose", "leak", "water", "ingress", "damp"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "gutters",
        at: [6, 7],
        thing: ["gutter", "guttering", "joint"],
        problem: ["sag", "weep", "leak", "loose", "bracket"],
        priority: "MEDIUM",
      },
      {
        id: "meter-box",
        at: [9],
        thing: ["meter", "box"],
        problem: ["door", "missing", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "balustrade",
        at: [11, 12],
        thing: ["balustrade", "banister", "landing", "handrail"],
        problem: ["loose", "unsafe", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "smoke-alarm",
        at: [13],
        thing: ["smoke", "alarm", "detector"],
        problem: ["no response", "not working", "fail", "dead", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extractor-hood",
        at: [14],
        thing: ["extractor", "hood", "fan", "cooker"],
        problem: ["not working", "doesn't", "fault", "dead", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "worktop-scorch",
        at: [15],
        thing: ["worktop", "counter"],
        problem: ["scorch", "burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bath-sealant",
        at: [16],
        thing: ["sealant", "bath", "seal", "silicone"],
        problem: ["perish", "mould", "mold", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "loft-insulation",
        at: [18],
        thing: ["insulation", "loft"],
        problem: ["top up", "thin", "inadequate", "insufficient"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "y02-assessor-escape-of-water",
    half: "heldout",
    lines: [
      "Claim reference ending four seven two, escape of water, first floor flat.", // 0
      "Policyholder present. Loss adjuster not attending.", // 1
      "Kitchen. Source identified: compression fitting under the sink, weeping, still dripping into the base unit.", // 2
      "Isolate and repair today, plumber called.", // 3
      "Base unit carcass swollen, chipboard delaminated, replace.", // 4
      "Note: laminate flooring lifted and cupped, approximately two square metres.", // 5
      "Moisture readings to the skirting elevated up to a metre from the sink, recommend drying equipment.", // 6
      "Ceiling to the flat below not inspected, no access.", // 7
      "Hall. Double socket on the kitchen side wall, water has tracked down behind the faceplate.", // 8
      "Do not use. Electrician to test before reinstatement.", // 9
      "Living room, no damage, carpet dry.", // 10
      "Unrelated to claim. Front door, multipoint lock doesn't engage at the top hook, still locks on the key.", // 11
      "Bedroom. Window, double glazed unit misted, seal failed. Not urgent.", // 12
      "Bathroom, extractor fan, pull cord snapped off at the switch.", // 13
      "Tiles around the bath, two cracked, pre-existing, cosmetic.", // 14
      "Photographs and readings uploaded.", // 15
      "Policyholder advised re drying period. End.", // 16
    ],
    findings: [
      {
        id: "sink-fitting",
        at: [2, 3],
        thing: ["fitting", "pipe", "sink", "plumbing", "compression"],
        problem: ["weep", "drip", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "base-unit",
        at: [4],
        thing: ["base", "unit", "carcass", "cabinet", "cupboard", "chipboard"],
        problem: ["swollen", "swell", "delaminat", "water", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "laminate",
        at: [5],
        thing: ["laminate", "floor", "flooring"],
        problem: ["lift", "cupp", "swell", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-damp",
        at: [6],
        thing: ["skirting", "wall", "moisture"],
        problem: ["damp", "moisture", "wet", "elevated", "drying"],
        priority: "MEDIUM",
      },
      {
        id: "socket-water",
        at: [8, 9],
        thing: ["socket", "faceplate", "electric"],
        problem: ["water", "wet", "leak", "unsafe"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "front-door-lock",
        at: [11],
        thing: ["door", "lock", "multipoint", "front"],
        problem: ["engage", "hook", "fault", "lock"],
        priority: "MEDIUM",
        kind: "security",
      },
      {
        id: "window-unit",
        at: [12],
        thing: ["window", "glazed", "glazing", "unit"],
        problem: ["mist", "seal", "fail", "blown"],
        priority: "LOW",
      },
      {
        id: "extractor-cord",
        at: [13],
        thing: ["extractor", "fan", "cord", "pull"],
        problem: ["snap", "broken", "cord"],
        priority: "MEDIUM",
      },
      {
        id: "bath-tiles",
        at: [14],
        thing: ["tile", "tiles"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "y03-toronto-condo-moveout",
    half: "tune",
    lines: [
      "Okay, unit fourteen-oh-seven, move-out inspection, tenant's already handed in the fobs.", // 0
      "Entry closet, the bifold door's come off its track.", // 1
      "Kitchen. Fridge is cold, freezer's fine.", // 2
      "The dishwasher, though, leaves water sitting in the bottom, doesn't drain.", // 3
      "Range hood light's out, probably just a bulb, low priority.", // 4
      "Washroom, the toilet runs constantly after you flush.", // 5
      "Probably the flapper, I'll have the super swap it.", // 6
      "Caulking around the tub is peeling and there's black mould in the corners.", // 7
      "Exhaust fan's working.", // 8
      "Living room, the baseboard heater under the window doesn't heat up at all, thermostat clicks but nothing.", // 9
      "That's the only heat in this room and it's January, so today if we can.", // 10
      "Balcony door, the lock doesn't catch, you can slide it open with it locked.", // 11
      "Walls have nail holes and scuffs all over, needs patching and paint.", // 12
      "Bedroom carpet's stained by the closet, a professional clean should do it.", // 13
      "Smoke alarm in the hallway, pressed test and nothing, no beep.", // 14
      "Battery compartment's empty, someone took it out.", // 15
      "Right, heading down to the parkade to check the storage locker.", // 16
      "Locker's cleared out, that's fine.", // 17
      "Parking stall's got a big oil stain, that's the tenant's, charge it back.", // 18
      "Done, I'll email the super the list.", // 19
    ],
    findings: [
      {
        id: "bifold-door",
        at: [1],
        thing: ["closet", "bifold", "door"],
        problem: ["track", "off", "derail", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "dishwasher",
        at: [3],
        thing: ["dishwasher"],
        problem: ["drain", "block", "standing", "water"],
        priority: "MEDIUM",
      },
      {
        id: "range-hood-light",
        at: [4],
        thing: ["range", "hood", "light", "bulb"],
        problem: ["out", "blown", "not working", "replace"],
        priority: "LOW",
      },
      {
        id: "toilet-running",
        at: [5, 6],
        thing: ["toilet", "flapper", "cistern", "tank"],
        problem: ["run", "running", "flush", "flapper", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "tub-caulking",
        at: [7],
        thing: ["caulk", "caulking", "sealant", "tub"],
        problem: ["peel", "mould", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "baseboard-heater",
        at: [9, 10],
        thing: ["heater", "baseboard", "heat", "heating"],
        problem: ["heat", "not working", "cold", "dead", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "balcony-door-lock",
        at: [11],
        thing: ["balcony", "door", "lock"],
        problem: ["catch", "lock", "secure", "fail"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "walls",
        at: [12],
        thing: ["wall", "walls", "paint"],
        problem: ["hole", "scuff", "mark", "patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-carpet",
        at: [13],
        thing: ["carpet"],
        problem: ["stain", "clean"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-alarm",
        at: [14, 15],
        thing: ["smoke", "alarm", "detector", "battery"],
        problem: ["nothing", "no beep", "not working", "missing", "battery", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stall-oil",
        at: [18],
        thing: ["parking", "stall", "floor", "concrete"],
        problem: ["oil", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "y04-calgary-bungalow-winter",
    half: "heldout",
    lines: [
      "Alright, this is the bungalow on thirty-second Ave, annual inspection, tenants are home.", // 0
      "Starting outside, front of the house.", // 1
      "Eavestrough on the north side is pulled away from the fascia, big icicle hanging off the end.", // 2
      "And you can see ice damming all along the bottom edge of the roof there.", // 3
      "Checked inside after, brown water stain on the bedroom ceiling right under it, wet to the touch, so it's coming in now.", // 4
      "Front steps are a sheet of ice, tenant says the downspout drains right onto them.", // 5
      "Storm windows are on, all good.", // 6
      "Side door, the weatherstripping's torn and there's daylight round the frame.", // 7
      "Inside. Furnace room, Lennox is running, but the furnace filter's absolutely black, hasn't been changed in a year.", // 8
      "I don't have one with me, sixteen by twenty-five by one, pick one up this week.", // 9
      "CO detector beside the furnace is chirping every minute.", // 10
      "Says end of life on the back, it's from 2014, replace it today.", // 11
      "Hot water tank's fine, no rust at the bottom, not leaking.", // 12
      "Main floor washroom, the fan's really loud, sounds like a bearing going.", // 13
      "Sink's slow to drain too, probably hair.", // 14
      "Kitchen's good, appliances all working.", // 15
      "Basement stairs, the handrail's hanging off the bottom bracket, grabbed it and it pulled right out.", // 16
      "Kids' room has crayon on the walls, whatever, that's cosmetic.", // 17
      "Garage, the man door to the yard won't lock, the deadbolt doesn't line up with the strike.", // 18
      "Tenant asked about snow removal, that's the city's sidewalk, not ours.", // 19
      "Okay, that's it, locking up.", // 20
    ],
    findings: [
      {
        id: "eavestrough",
        at: [2],
        thing: ["eavestrough", "gutter", "eaves", "fascia"],
        problem: ["pull", "loose", "detach", "away", "sag", "icicle"],
        priority: "MEDIUM",
      },
      {
        id: "ice-damming",
        at: [3, 4],
        thing: ["roof", "ice", "ceiling", "eave"],
        problem: ["ice", "dam", "damming", "leak", "stain", "water", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "icy-steps",
        at: [5],
        thing: ["step", "steps", "downspout"],
        problem: ["ice", "icy", "slip", "drain"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "side-door-weatherstrip",
        at: [7],
        thing: ["weatherstrip", "door", "seal", "draught", "draft"],
        problem: ["torn", "gap", "daylight", "draft", "draught"],
        priority: "MEDIUM",
      },
      {
        id: "furnace-filter",
        at: [8, 9],
        thing: ["furnace", "filter"],
        problem: ["dirty", "black", "change", "replace", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "co-detector",
        at: [10, 11],
        thing: ["co", "detector", "carbon", "alarm"],
        problem: ["chirp", "end of life", "replace", "expired", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "washroom-fan",
        at: [13],
        thing: ["fan", "exhaust", "extractor"],
        problem: ["noise", "noisy", "loud", "bearing"],
        priority: "MEDIUM",
      },
      {
        id: "washroom-sink",
        at: [14],
        thing: ["sink", "basin", "drain"],
        problem: ["slow", "drain", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "basement-handrail",
        at: [16],
        thing: ["handrail", "rail", "stair", "banister"],
        problem: ["loose", "hanging", "pulled", "off", "bracket"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "crayon-walls",
        at: [17],
        thing: ["wall", "walls", "crayon"],
        problem: ["crayon", "mark", "scribble"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garage-man-door",
        at: [18],
        thing: ["door", "deadbolt", "garage", "lock"],
        problem: ["lock", "secure", "align", "strike"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "y05-surveyor-victorian-terrace",
    half: "tune",
    lines: [
      "Level three survey, mid-terrace, Victorian, solid brick, slate roof.", // 0
      "Dictating from the rear garden.", // 1
      "Item one. Rear addition, flat roof, felt blistered and split at the upstand.", // 2
      "No evidence of ingress internally at this time. Recommend roofer, repair in the short term.", // 3
      "Item two. Pointing eroded to the rear elevation, recessed up to fifteen mil.", // 4
      "Planned maintenance, not urgent.", // 5
      "Item three. Soil and vent pipe cracked at the collar, weeping down the brickwork every time the bath's emptied, refer to plumber this week.", // 6
      "Internally. Front reception.", // 7
      "Item four. Rising damp, readings high to the party wall, plaster blown at low level up to six hundred.", // 8
      "Refer to specialist, damp and timber survey.", // 9
      "Item five. Floor springy by the bay, suspect joist decay.", // 10
      "Lifted a board. Wet rot to the joist end, sleeper wall vent blocked.", // 11
      "Gas fire in the chimney breast, capped, not in use, no smell of gas.", // 12
      "Item six. Consumer unit, old rewireable fuses, no RCD protection. Urgent, refer to electrician.", // 13
      "Landing. Stair handrail fine. Balusters, two missing, gap a child could get through.", // 14
      "Rear bedroom, sash window, cord broken, top sash dropped.", // 15
      "Front bedroom, decorative order poor, wallpaper lifting at the seams.", // 16
      "Loft. Felt torn between the rafters, daylight visible at two slates.", // 17
      "Monitor after rain, recommend roofer re-fix the slates.", // 18
      "End of dictation.", // 19
    ],
    findings: [
      {
        id: "flat-roof",
        at: [2, 3],
        thing: ["roof", "felt", "flat"],
        problem: ["blister", "split", "torn", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "pointing",
        at: [4, 5],
        thing: ["pointing", "mortar", "brickwork"],
        problem: ["erode", "recess", "worn", "repoint"],
        priority: "LOW",
      },
      {
        id: "soil-pipe",
        at: [6],
        thing: ["soil", "pipe", "vent", "stack"],
        problem: ["crack", "weep", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      { id: "rising-damp", at: [8, 9], thing: ["damp", "wall", "plaster"], priority: "MEDIUM" },
      {
        id: "floor-joist",
        at: [10, 11],
        thing: ["floor", "joist", "floorboard", "board"],
        problem: ["spring", "decay", "rot", "soft"],
        priority: "MEDIUM",
      },
      {
        id: "consumer-unit",
        at: [13],
        thing: ["consumer", "fuse", "fuses", "electric", "rcd", "fuseboard"],
        problem: ["old", "rewireable", "rcd", "unsafe", "outdated"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "balusters",
        at: [14],
        thing: ["baluster", "balusters", "spindle", "banister", "balustrade"],
        problem: ["missing", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sash-cord",
        at: [15],
        thing: ["sash", "window", "cord"],
        problem: ["broken", "cord", "dropped"],
        priority: "MEDIUM",
      },
      {
        id: "wallpaper",
        at: [16],
        thing: ["wallpaper", "decoration", "decor"],
        problem: ["lift", "peel", "poor"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "slates",
        at: [17, 18],
        thing: ["slate", "slates", "roof", "felt"],
        problem: ["daylight", "slip", "torn", "missing", "loose"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "y06-assessor-storm-claim",
    half: "heldout",
    lines: [
      "Storm claim, detached bungalow, named storm last Tuesday.", // 0
      "Insured on site, contractor's quote already obtained, noted.", // 1
      "Front elevation. Ridge tiles, three dislodged, one on the drive, broken, roof open at the ridge.", // 2
      "Temporary tarp required today, rain forecast.", // 3
      "TV aerial bent over, hanging by the cable.", // 4
      "Garden wall, section collapsed onto the pavement, bricks across the footpath.", // 5
      "Public risk. Barrier it off, urgent.", // 6
      "Fence panels, four down, posts snapped at ground level.", // 7
      "Greenhouse, two panes smashed, glass all over the lawn.", // 8
      "Internally. Lounge, ceiling stain below the ridge, damp but not dripping, readings moderate.", // 9
      "Note: hairline crack to the lounge ceiling, pre-existing, not storm related, cosmetic.", // 10
      "Kitchen, no damage.", // 11
      "Conservatory, polycarbonate roof panel cracked, dripping onto the tiled floor whenever it rains.", // 12
      "Bucket under it at the moment, insured says it's constant in the rain.", // 13
      "Hall. Smoke alarm hanging off the ceiling by its wires, knocked when the loft was accessed.", // 14
      "Loft. Insulation wet under the ridge, to be removed and replaced once dry.", // 15
      "Cold water tank, lid in place, no issues.", // 16
      "Recommend roofer's report before settlement.", // 17
      "End.", // 18
    ],
    findings: [
      {
        id: "ridge-tiles",
        at: [2, 3],
        thing: ["ridge", "roof", "tile"],
        problem: ["dislodg", "broken", "missing", "open", "loose"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "aerial",
        at: [4],
        thing: ["aerial", "antenna"],
        problem: ["bent", "hanging", "loose", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "garden-wall",
        at: [5, 6],
        thing: ["wall", "garden", "brick"],
        problem: ["collaps", "fallen", "down"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fence",
        at: [7],
        thing: ["fence", "panel", "post"],
        problem: ["down", "snap", "broken", "blown"],
        priority: "MEDIUM",
      },
      {
        id: "greenhouse",
        at: [8],
        thing: ["greenhouse", "glass", "pane"],
        problem: ["smash", "broken", "glass"],
        priority: "HIGH",
      },
      {
        id: "ceiling-stain",
        at: [9],
        thing: ["ceiling", "stain"],
        problem: ["stain", "damp", "water"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-crack",
        at: [10],
        thing: ["ceiling", "crack"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "conservatory-roof",
        at: [12, 13],
        thing: ["conservatory", "roof", "panel", "polycarbonate"],
        problem: ["crack", "drip", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "smoke-alarm",
        at: [14],
        thing: ["smoke", "alarm", "detector"],
        problem: ["hanging", "loose", "wires", "off", "damage"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "loft-insulation",
        at: [15],
        thing: ["insulation", "loft"],
        problem: ["wet", "damp", "replace"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "y07-montreal-triplex-upper",
    half: "tune",
    lines: [
      "Okay, upper unit of the triplex on Rue Fabre, tenant let us in, she's on her way out.", // 0
      "Outside staircase first, the metal spiral one.", // 1
      "Third step from the top is rusted right through at the edge, and the whole thing wobbles.", // 2
      "No, sorry, the fourth step, the one just below the landing.", // 3
      "Someone's going to go through that, get it fixed this week.", // 4
      "Storm windows on the front are on, but the kitchen storm has a cracked pane.", // 5
      "Kitchen. Moen faucet drips from the spout, steady drip.", // 6
      "Fridge is fine, stove all four burners work.", // 7
      "Washroom, the tub faucet's fine, drain's fine.", // 8
      "But there's a soft spot in the floor in front of the toilet, it gives when you step on it.", // 9
      "Could be the wax ring, I'd get the plumber to pull the toilet and look.", // 10
      "Back bedroom, the baseboard heater's got curtains draped right over it and the fabric's scorched.", // 11
      "Told her to keep them clear, and the thermostat in there is stuck on high, won't turn down.", // 12
      "Hallway smoke detector tested fine.", // 13
      "Hallway ceiling light, there's water sitting in the glass globe.", // 14
      "Flipped that breaker off, nobody touch it till it's dry.", // 15
      "Super thinks the roof drain's frozen again, ice damming over the back.", // 16
      "He's going up to clear it this afternoon.", // 17
      "Back door to the balcony, the door sweep's gone, snow blowing in underneath.", // 18
      "Living room's fine, hardwood's in good shape, a few scratches but normal wear.", // 19
      "Mailbox downstairs, the lock's broken, she's been getting her mail from the super.", // 20
      "Okay, that's the upper, going down to the second floor next.", // 21
    ],
    findings: [
      {
        id: "spiral-stair-step",
        at: [2, 3, 4],
        thing: ["stair", "staircase", "step"],
        problem: ["rust", "wobbl", "loose", "corro"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "storm-pane",
        at: [5],
        thing: ["storm", "window", "pane", "glass"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-faucet",
        at: [6],
        thing: ["faucet", "tap", "moen"],
        problem: ["drip", "leak", "washer", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "soft-floor",
        at: [9, 10],
        thing: ["floor", "subfloor", "toilet"],
        problem: ["soft", "rot", "spongy", "give", "wax"],
        priority: "MEDIUM",
      },
      {
        id: "heater-curtains",
        at: [11],
        thing: ["heater", "baseboard", "curtain"],
        problem: ["scorch", "burn", "curtain", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "thermostat",
        at: [12],
        thing: ["thermostat"],
        problem: ["stuck", "won't", "high", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "light-water",
        at: [14, 15],
        thing: ["light", "fixture", "ceiling", "globe"],
        problem: ["water", "leak", "wet"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "roof-drain",
        at: [16, 17],
        thing: ["roof", "drain"],
        problem: ["frozen", "ice", "dam", "damming", "block"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "door-sweep",
        at: [18],
        thing: ["door", "sweep", "balcony"],
        problem: ["missing", "gone", "gap", "draft", "snow"],
        priority: "MEDIUM",
      },
      {
        id: "mailbox-lock",
        at: [20],
        thing: ["mailbox", "mail", "lock"],
        problem: ["broken", "lock"],
        priority: "MEDIUM",
        kind: "security",
      },
    ],
  },
  {
    id: "y08-burnaby-condo-pretenancy",
    half: "heldout",
    lines: [
      "Unit eight-oh-two, strata building in Burnaby, pre-tenancy walk-through with the new tenant's agent.", // 0
      "Sorry, hang on, it's the property manager on the other line.", // 1
      "Okay, back. Entry, the in-suite laundry closet.", // 2
      "The washer's drain hose is cracked and there's water on the floor under it.", // 3
      "Shut the valves off behind it, needs a new hose before anyone runs a load.", // 4
      "Dryer lint trap's fine, vent's clear.", // 5
      "Kitchen, one of the cabinet doors is hanging off the bottom hinge.", // 6
      "Backsplash has a cracked tile behind the stove, cosmetic, next turnover.", // 7
      "Garburator hums but doesn't spin, probably jammed.", // 8
      "Main washroom, shower's running hot, good pressure.", // 9
      "Ensuite, the vanity drawer's broken, the front came off in my hand.", // 10
      "And the GFCI outlet by the sink won't reset, trips straight away.", // 11
      "There's moisture behind the cover plate, so that's one for an electrician today.", // 12
      "Living room, the sliding door to the balcony is really stiff, hard to open.", // 13
      "Balcony, the membrane's bubbling near the drain, might be water getting under it, keep an eye on it.", // 14
      "Glass railing panels all solid, no chips.", // 15
      "Bedroom window, condensation between the panes, seal's gone, not urgent.", // 16
      "Smoke alarm's hard-wired, tested, it works.", // 17
      "Down in the parkade, there's a puddle in the stall from a drip in the ceiling, I'll report it to the strata manager.", // 18
      "Storage locker door's fine, key works.", // 19
      "Fob for the parkade gate doesn't open it, need a new fob from the concierge.", // 20
      "That's everything, sending the report tonight.", // 21
    ],
    findings: [
      {
        id: "washer-hose",
        at: [3, 4],
        thing: ["washer", "hose", "washing"],
        problem: ["crack", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "cabinet-door",
        at: [6],
        thing: ["cabinet", "cupboard", "door", "hinge"],
        problem: ["hinge", "hang", "loose", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "backsplash-tile",
        at: [7],
        thing: ["backsplash", "tile", "splashback"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garburator",
        at: [8],
        thing: ["garburator", "disposal", "garbage"],
        problem: ["jam", "hum", "spin", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "vanity-drawer",
        at: [10],
        thing: ["vanity", "drawer"],
        problem: ["broken", "front", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-outlet",
        at: [11, 12],
        thing: ["gfci", "outlet", "socket", "receptacle"],
        problem: ["trip", "reset", "moisture", "fault"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "sliding-door",
        at: [13],
        thing: ["door", "slider", "sliding"],
        problem: ["stiff", "stick", "hard"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-membrane",
        at: [14],
        thing: ["membrane", "balcony", "deck"],
        problem: ["bubbl", "blister", "water"],
        priority: "LOW",
      },
      {
        id: "window-seal",
        at: [16],
        thing: ["window", "seal", "pane", "glazing"],
        problem: ["condensation", "seal", "mist", "fail"],
        priority: "LOW",
      },
      {
        id: "parkade-drip",
        at: [18],
        thing: ["parkade", "ceiling", "drip", "garage"],
        problem: ["drip", "leak", "puddle", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "gate-fob",
        at: [20],
        thing: ["fob", "gate"],
        problem: ["work", "open", "fail", "replace", "faulty", "new"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "y09-surveyor-sixties-bungalow",
    half: "tune",
    lines: [
      "Homebuyer report, detached bungalow, circa 1965, cavity wall, concrete tile roof.", // 0
      "Weather overcast, previous rain.", // 1
      "Item one. Garage, asbestos cement roof sheets, weathered, one cracked.", // 2
      "Do not disturb. Refer to specialist for sampling.", // 3
      "Item two. Drive, block paving sunk by the gate, trip hazard, forty mil lip. Recommend relay, medium priority.", // 4
      "Item three. Horizontal cracking to the mortar beds every sixth course, suspect wall tie corrosion.", // 5
      "Refer to specialist. Further investigation prior to exchange.", // 6
      "Item four. Windows, uPVC, 2005 approx, generally serviceable.", // 7
      "Except rear bedroom casement, handle spins, won't lock.", // 8
      "Internally. Kitchen.", // 9
      "Item five. Boiler, Worcester combi, no service record, flue terminal directly under an opening window.", // 10
      "Refer to Gas Safe engineer. Urgent.", // 11
      "Item six. Sink trap leaking slowly into the cupboard, bowl under it. Minor, routine plumber.", // 12
      "Bathroom. No extractor fan fitted, condensation mould to the ceiling over the bath.", // 13
      "Recommend fan, humidistat type.", // 14
      "Hall. Carpet worn at the threshold, cosmetic.", // 15
      "Loft. Insulation adequate, no sign of pests, no cracks that I can see to the chimney.", // 16
      "Item seven. Smoke detection. Single battery alarm in the hall, no heat alarm in the kitchen.", // 17
      "Recommend mains-wired interlinked system.", // 18
      "End of notes, photos forty-one to eighty.", // 19
    ],
    findings: [
      {
        id: "garage-roof",
        at: [2, 3],
        thing: ["garage", "roof", "sheet", "asbestos"],
        problem: ["asbestos", "crack", "weather"],
        priority: "MEDIUM",
      },
      {
        id: "block-paving",
        at: [4],
        thing: ["paving", "drive", "driveway", "block"],
        problem: ["sunk", "trip", "lip", "uneven", "settle"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "wall-ties",
        at: [5, 6],
        thing: ["wall", "tie", "cavity", "mortar"],
        problem: ["crack", "corro", "tie"],
        priority: "MEDIUM",
      },
      {
        id: "casement-lock",
        at: [8],
        thing: ["window", "casement", "handle"],
        problem: ["spin", "lock", "broken", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "boiler-flue",
        at: [10, 11],
        thing: ["boiler", "flue", "worcester"],
        problem: ["flue", "service", "unsafe", "position", "terminal"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-trap",
        at: [12],
        thing: ["trap", "waste", "sink"],
        problem: ["leak", "drip"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor",
        at: [13, 14],
        thing: ["extractor", "fan", "mould", "ceiling"],
        problem: ["none", "missing", "mould", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "hall-carpet",
        at: [15],
        thing: ["carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "alarms",
        at: [17, 18],
        thing: ["alarm", "smoke", "heat", "detector", "detection"],
        problem: ["missing", "none", "single", "no"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "y10-assessor-hmo-risk",
    half: "heldout",
    lines: [
      "Risk survey for the insurer, converted house in multiple occupation, five lets.", // 0
      "Landlord's rep attending. Occupants mostly out.", // 1
      "Ground floor hall. Fire door to the kitchen wedged open with the fire extinguisher.", // 2
      "Closer's also disconnected, arm hanging off.", // 3
      "Note: escape route, bicycle stored in the hall, partly blocking the front door.", // 4
      "Emergency lighting, test key operated, all units lit.", // 5
      "Fire alarm panel, fault light showing, zone two.", // 6
      "Log book not completed since March.", // 7
      "Room two. Door closer fine. Intumescent strips painted over.", // 8
      "Room three, extension leads daisy-chained behind the bed, one plug warm to the touch.", // 9
      "Advised occupant, recommend removal today.", // 10
      "First floor landing. Stair nosing loose on the top tread.", // 11
      "Trip risk, fix this week.", // 12
      "Shared bathroom, WC cistern cracked, weeping onto the floor.", // 13
      "Second WC on the ground floor flushes fine.", // 14
      "Kitchen. Hob, one ring doesn't heat up, others fine.", // 15
      "Worktop edge chipped and lifting by the sink, cosmetic mostly.", // 16
      "Rear. Back door, lock's fine, glazed panel cracked across, still secure, replace glazing in the next few weeks.", // 17
      "Bins area clear, no rubbish build-up.", // 18
      "Summary to follow. End.", // 19
    ],
    findings: [
      {
        id: "fire-door-wedged",
        at: [2, 3],
        thing: ["fire", "door", "closer"],
        problem: ["wedg", "open", "disconnect", "closer"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "escape-route",
        at: [4],
        thing: ["escape", "route", "hall", "exit", "bicycle", "bike"],
        problem: ["block", "obstruct", "bicycle", "bike"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "alarm-panel",
        at: [6, 7],
        thing: ["alarm", "panel", "fire"],
        problem: ["fault", "log"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "intumescent-strips",
        at: [8],
        thing: ["door", "strip", "strips", "intumescent", "seal"],
        problem: ["paint", "painted", "damage"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "extension-leads",
        at: [9, 10],
        thing: ["extension", "lead", "leads", "plug", "socket"],
        problem: ["daisy", "chain", "warm", "overload", "hot"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stair-nosing",
        at: [11, 12],
        thing: ["stair", "nosing", "tread"],
        problem: ["loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wc-cistern",
        at: [13],
        thing: ["cistern", "wc", "toilet"],
        problem: ["crack", "weep", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hob-ring",
        at: [15],
        thing: ["hob", "ring", "cooker"],
        problem: ["heat", "fault", "not working", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "worktop",
        at: [16],
        thing: ["worktop", "counter"],
        problem: ["chip", "lift"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-glazing",
        at: [17],
        thing: ["door", "glass", "glazing", "glazed", "panel"],
        problem: ["crack", "broken"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "y11-ottawa-townhouse-spring",
    half: "tune",
    lines: [
      "Morning, this is the Barrhaven townhouse, spring inspection, tenant's at work, we've got the lockbox key.", // 0
      "Out front, the eavestrough's full of maple keys and a downspout's disconnected at the elbow.", // 1
      "Water's been dumping right by the foundation, you can see the soil washed out.", // 2
      "Storm windows still on, tenant can take those off, not our job.", // 3
      "Front door deadbolt's fine, but the storm door closer is busted, it just slams.", // 4
      "Inside. Living room, baseboard heaters all warm, thermostats working.", // 5
      "Basement, there's a tide line on the drywall along the back wall, maybe a foot up.", // 6
      "It's dry now, moisture meter's reading normal, so probably the spring melt.", // 7
      "Sump pump, I poured a bucket in and it didn't kick on.", // 8
      "Float's stuck, I think, and that needs doing today with the rain coming.", // 9
      "Furnace filter's clean, tenant's been good about that.", // 10
      "Furnace itself makes a rattling noise on startup though.", // 11
      "Round the side, the dryer vent hood's packed with lint and the flap won't open, that's a fire risk.", // 12
      "Upstairs. Main washroom, toilet seat's cracked, cheap fix.", // 13
      "The tub diverter doesn't fully switch, half the water still comes out the spout.", // 14
      "Master bedroom, crack in the window glass, lower corner, looks like a stone.", // 15
      "Hallway smoke and CO combo is missing, just the base plate on the ceiling.", // 16
      "Tenant probably took it down because of cooking, I'll bring one over tonight.", // 17
      "Second bedroom's fine, closet doors fine.", // 18
      "Back deck, a couple of deck boards are rotted through near the stairs.", // 19
      "Somebody's foot's going to go through, I'll screw a sheet of ply over it for now.", // 20
      "That's it, texting the tenant a summary.", // 21
    ],
    findings: [
      {
        id: "eavestrough-clogged",
        at: [1],
        thing: ["eavestrough", "gutter", "eaves"],
        problem: ["full", "clog", "block", "debris", "keys"],
        priority: "MEDIUM",
      },
      {
        id: "downspout",
        at: [1, 2],
        thing: ["downspout", "downpipe"],
        problem: ["disconnect", "loose", "detach"],
        priority: "MEDIUM",
      },
      {
        id: "storm-door-closer",
        at: [4],
        thing: ["storm", "door", "closer"],
        problem: ["broken", "busted", "slam"],
        priority: "MEDIUM",
      },
      {
        id: "basement-drywall",
        at: [6, 7],
        thing: ["drywall", "wall", "basement"],
        problem: ["stain", "tide", "water", "damage", "flood"],
        priority: "MEDIUM",
      },
      {
        id: "sump-pump",
        at: [8, 9],
        thing: ["sump", "pump", "float"],
        problem: ["stuck", "fail", "float", "kick", "work"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "furnace-noise",
        at: [11],
        thing: ["furnace"],
        problem: ["rattl", "nois"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-vent",
        at: [12],
        thing: ["dryer", "vent", "hood", "flap"],
        problem: ["lint", "block", "packed", "open", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-seat",
        at: [13],
        thing: ["toilet", "seat"],
        problem: ["crack", "broken"],
        priority: "LOW",
      },
      {
        id: "tub-diverter",
        at: [14],
        thing: ["diverter", "spout", "shower", "tub"],
        problem: ["divert", "switch", "leak", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "window-glass",
        at: [15],
        thing: ["window", "glass", "pane"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-co-alarm",
        at: [16, 17],
        thing: ["smoke", "co", "alarm", "detector", "combo"],
        problem: ["missing", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "deck-boards",
        at: [19, 20],
        thing: ["deck", "board", "boards"],
        problem: ["rot", "rotten", "soft"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "y12-edmonton-apartment-common",
    half: "heldout",
    lines: [
      "Doing the common areas at the Jasper Avenue building with Dmitri, the super.", // 0
      "Lobby, the front entrance door isn't latching, the wind pushes it open.", // 1
      "Dmitri says the closer's been like that since Monday, so that's urgent.", // 2
      "Intercom panel works, buzzed three-oh-four and got through.", // 3
      "Mailroom's fine.", // 4
      "Stairwell B, the fire door on three doesn't close on its own, stops a few inches short.", // 5
      "Exit sign above it's dark too.", // 6
      "Laundry room, one washer out of order, sign's up, repair's booked.", // 7
      "Dryer number two has a lot of lint built up behind it, somebody needs to clean that out this month.", // 8
      "Down to the parkade. Leak from the ceiling over stall forty-one, dripping on someone's car.", // 9
      "It's coming through the expansion joint, we'll need the waterproofer in.", // 10
      "Ramp heat trace is working, no ice on the ramp.", // 11
      "Parkade overhead door opens and closes fine, sensor works.", // 12
      "Garbage room, the chute door on four is jammed open.", // 13
      "Up to unit five-eleven for the heat complaint.", // 14
      "Baseboard heater in the bedroom's stone cold and the breaker's on.", // 15
      "She's using a space heater for now, it's minus twenty-eight out, so today.", // 16
      "Also her kitchen faucet's loose at the base, wobbles when you turn it.", // 17
      "Bathroom fan's fine, toilet flushes fine.", // 18
      "Hallway carpet on five has a big coffee stain outside the elevator.", // 19
      "Elevator certificate's current, posted in the cab.", // 20
      "Roof access door on the top floor was propped open with a brick.", // 21
      "Removed the brick, but the latch is worn so it doesn't catch properly.", // 22
      "Okay, that's the lot, I'll write it up for the board.", // 23
    ],
    findings: [
      {
        id: "entrance-door",
        at: [1, 2],
        thing: ["door", "entrance", "front", "closer"],
        problem: ["latch", "open", "closer"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stairwell-fire-door",
        at: [5],
        thing: ["fire", "door", "stairwell"],
        problem: ["close", "closing", "short"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "exit-sign",
        at: [6],
        thing: ["exit", "sign"],
        problem: ["dark", "out", "light", "bulb"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "washer",
        at: [7],
        thing: ["washer", "washing"],
        problem: ["out", "order", "broken", "repair"],
        priority: "MEDIUM",
      },
      {
        id: "dryer-lint",
        at: [8],
        thing: ["dryer", "lint"],
        problem: ["lint", "clean", "build"],
        priority: "MEDIUM",
        kind: "fire",
      },
      {
        id: "parkade-leak",
        at: [9, 10],
        thing: ["parkade", "ceiling", "expansion", "joint"],
        problem: ["leak", "drip", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "chute-door",
        at: [13],
        thing: ["chute", "door", "garbage"],
        problem: ["jam", "open", "stuck"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-heater",
        at: [15, 16],
        thing: ["heater", "baseboard", "heat", "heating"],
        problem: ["cold", "not working", "dead", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "kitchen-faucet",
        at: [17],
        thing: ["faucet", "tap"],
        problem: ["loose", "wobbl"],
        priority: "MEDIUM",
      },
      {
        id: "hall-carpet",
        at: [19],
        thing: ["carpet"],
        problem: ["stain", "coffee"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "roof-door",
        at: [21, 22],
        thing: ["roof", "door", "latch"],
        problem: ["prop", "open", "latch", "worn", "catch"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "y13-surveyor-block-common-parts",
    half: "tune",
    lines: [
      "Common parts inspection, Block C, four storeys, twenty-four flats.", // 0
      "Managing agent's request. Dictation begins.", // 1
      "Item one. Entrance, door entry handset to flat twelve, tested, no audio.", // 2
      "Item two. Main entrance door, self-closer leaking oil, door slams.", // 3
      "Item three. Ground floor corridor, vinyl lifted at the joint outside flat two, trip hazard.", // 4
      "Tape it down today, relay the joint.", // 5
      "Item four. Meter cupboard, lock missing, cupboard used for storage, cardboard boxes against the meters.", // 6
      "Clear it. Fire risk.", // 7
      "Stair core. Handrail secure throughout. Nosings intact. Lift certificate current.", // 8
      "Item five. Second floor, fire door to the corridor, wired glass cracked, self-closer fine.", // 9
      "Replace within seven days.", // 10
      "Item six. Third floor, ceiling stain below the roof plant room, dry at time of inspection. Monitor.", // 11
      "Item seven. Fourth floor, window restrictor missing, opens full height.", // 12
      "Fall risk. Urgent.", // 13
      "Roof. Asphalt, ponding to the north corner, approximately two metres by one.", // 14
      "Outlet partially blocked with leaves. Clear and monitor.", // 15
      "Bin store. Door off its top hinge, bins fine.", // 16
      "Car park. Lighting column by bay nine, access panel missing, wiring exposed.", // 17
      "Stair walls scuffed and marked throughout, redecoration next cycle.", // 18
      "Landscaping, managing agent's contractor, no comment.", // 19
      "End of dictation. Photographs one to sixty-two.", // 20
    ],
    findings: [
      {
        id: "entry-handset",
        at: [2],
        thing: ["entry", "handset", "intercom", "phone"],
        problem: ["audio", "dead", "not working", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "entrance-closer",
        at: [3],
        thing: ["door", "closer", "entrance"],
        problem: ["leak", "oil", "slam"],
        priority: "MEDIUM",
      },
      {
        id: "corridor-vinyl",
        at: [4, 5],
        thing: ["vinyl", "floor", "flooring"],
        problem: ["lift", "trip", "joint"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "meter-cupboard",
        at: [6, 7],
        thing: ["meter", "cupboard"],
        problem: ["lock", "storage", "boxes", "combustible", "fire"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-door-glass",
        at: [9, 10],
        thing: ["fire", "door", "glass", "glazing"],
        problem: ["crack", "broken"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-stain",
        at: [11],
        thing: ["ceiling", "stain"],
        problem: ["stain", "water", "damp"],
        priority: "LOW",
      },
      {
        id: "window-restrictor",
        at: [12, 13],
        thing: ["window", "restrictor"],
        problem: ["missing", "restrictor"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "roof-ponding",
        at: [14, 15],
        thing: ["roof", "asphalt", "outlet"],
        problem: ["pond", "standing", "water", "block"],
        priority: "MEDIUM",
      },
      {
        id: "bin-store-door",
        at: [16],
        thing: ["door", "bin", "store"],
        problem: ["hinge", "off", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "lighting-column",
        at: [17],
        thing: ["lighting", "column", "light", "lamp", "wiring"],
        problem: ["exposed", "panel", "missing", "wiring"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stair-decoration",
        at: [18],
        thing: ["wall", "walls", "decoration", "stair", "paint"],
        problem: ["scuff", "mark", "redecorat"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "y14-assessor-subsidence-semi",
    half: "heldout",
    lines: [
      "Subsidence claim, 1950s semi, clay subsoil, large oak in the neighbour's garden.", // 0
      "Claim notified after cracking to the rear extension.", // 1
      "Item one. Rear extension junction, stepped crack, widest point eight mil, tapering down.", // 2
      "Refer to structural engineer. Tell-tales to be fitted.", // 3
      "Item two. Rear door binding in the frame, won't close without force, not locking.", // 4
      "Insured currently wedging it shut with a chair, make secure today.", // 5
      "Item three. Gully by the back door, slow, water standing.", // 6
      "Recommend CCTV drain survey, possible leaking drains contributing.", // 7
      "Internally. Kitchen, diagonal crack over the door head, three mil.", // 8
      "Floor tiles cracked along the same line, cosmetic.", // 9
      "Unrelated. Boiler pressure at zero, no heating or hot water this morning per insured.", // 10
      "Not a claim matter, advised insured to call their engineer today.", // 11
      "Lounge. No cracking noted. Bay fine.", // 12
      "Upstairs, rear bedroom, wallpaper torn along the crack line.", // 13
      "Casement window sticks, no, sorry, the small top light, not the casement, it only closes with a shove.", // 14
      "Bathroom, no issues.", // 15
      "Loft. Roof structure sound, no distortion.", // 16
      "Externally again. Oak canopy overhangs the boundary by four metres, recommend arboricultural report.", // 17
      "Fence on that boundary leaning, posts rotted at the base.", // 18
      "Photos and measurements logged. End.", // 19
    ],
    findings: [
      {
        id: "extension-crack",
        at: [2, 3],
        thing: ["crack", "extension", "wall"],
        problem: ["crack", "stepped", "subsid"],
        priority: "MEDIUM",
      },
      {
        id: "rear-door",
        at: [4, 5],
        thing: ["door", "rear", "back"],
        problem: ["bind", "close", "lock", "secure", "stick"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "gully",
        at: [6, 7],
        thing: ["gully", "drain"],
        problem: ["slow", "standing", "block", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-crack",
        at: [8],
        thing: ["crack", "wall", "plaster", "kitchen"],
        problem: ["crack", "diagonal"],
        priority: "MEDIUM",
      },
      {
        id: "floor-tiles",
        at: [9],
        thing: ["tile", "tiles", "floor"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "boiler",
        at: [10, 11],
        thing: ["boiler", "heating", "hot water"],
        problem: ["pressure", "no", "fail", "lost"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "wallpaper",
        at: [13],
        thing: ["wallpaper"],
        problem: ["torn", "tear", "crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "top-light",
        at: [14],
        thing: ["window", "light", "casement"],
        problem: ["stick", "shove", "close"],
        priority: "MEDIUM",
      },
      {
        id: "oak-tree",
        at: [17],
        thing: ["tree", "oak"],
        problem: ["overhang", "report"],
        priority: "MEDIUM",
      },
      {
        id: "boundary-fence",
        at: [18],
        thing: ["fence", "post", "posts"],
        problem: ["lean", "rot"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "y15-dartmouth-house-fall",
    half: "tune",
    lines: [
      "Okay, fall inspection at the Dartmouth house, tenants are home, dog's out in the yard.", // 0
      "Outside, the eavestroughs were cleaned last month, they look good.", // 1
      "But on the back, two of the storm windows are missing, just the primaries in.", // 2
      "Tenant thinks they're in the shed, I'll check before it gets cold.", // 3
      "Oil tank in the basement, no weeping, gauge says half.", // 4
      "Furnace filter's brand new, but the chimney connector's got a rusted-through spot on the elbow.", // 5
      "That's a CO risk, I'm calling the oil company today.", // 6
      "CO alarm in the basement works, tested it.", // 7
      "Basement washroom, the shower drain backs up whenever the washer empties.", // 8
      "Main floor, kitchen window won't lock, the sash lock's snapped off.", // 9
      "Electric baseboard in the dining room works, but the cover's bent and sharp at the corner.", // 10
      "Living room ceiling's got a crack right across, old plaster, been there years, keep an eye on it.", // 11
      "Hallway, loose floorboard by the stairs, creaks and lifts when you step on it.", // 12
      "Upstairs washroom, slow drip from the hot tap, not urgent.", // 13
      "Toilet flushes fine, no rocking.", // 14
      "Front bedroom, the outlet by the bed is scorched and one of the plugs was hot.", // 15
      "Unplugged everything, told them not to use it till the electrician's been.", // 16
      "Attic hatch, had a look up, there's daylight around the plumbing stack.", // 17
      "Some staining on the sheathing around it, but dry.", // 18
      "Front steps, the railing's solid, steps are fine.", // 19
      "Done, tenants say they're happy, I'll send the list to the owner.", // 20
    ],
    findings: [
      {
        id: "storm-windows",
        at: [2, 3],
        thing: ["storm", "window", "windows"],
        problem: ["missing"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-connector",
        at: [5, 6],
        thing: ["chimney", "connector", "flue", "pipe", "furnace"],
        problem: ["rust", "hole", "corro"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "shower-drain",
        at: [8],
        thing: ["drain", "shower"],
        problem: ["back", "block", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-window-lock",
        at: [9],
        thing: ["window", "lock", "sash"],
        problem: ["lock", "snap", "broken", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "baseboard-cover",
        at: [10],
        thing: ["baseboard", "heater", "cover"],
        problem: ["bent", "sharp", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-crack",
        at: [11],
        thing: ["ceiling", "plaster"],
        problem: ["crack"],
        priority: "LOW",
      },
      {
        id: "floorboard",
        at: [12],
        thing: ["floorboard", "floor", "board"],
        problem: ["loose", "lift", "creak"],
        priority: "MEDIUM",
        kind: "trip",
      },
      {
        id: "hot-tap",
        at: [13],
        thing: ["tap", "faucet"],
        problem: ["drip", "leak"],
        priority: "LOW",
      },
      {
        id: "bedroom-outlet",
        at: [15, 16],
        thing: ["outlet", "socket", "receptacle", "plug"],
        problem: ["scorch", "hot", "burn"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "plumbing-stack",
        at: [17, 18],
        thing: ["stack", "roof", "attic", "plumbing", "vent"],
        problem: ["daylight", "gap", "stain", "flashing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "y16-winnipeg-condo-turnover",
    half: "heldout",
    lines: [
      "Turnover inspection, unit two-ten, the condo on Pembina, super's with me.", // 0
      "Entry, the closet light switch does nothing, bulb's new, so it's the switch.", // 1
      "Kitchen. Fridge gasket's torn on the bottom corner, door doesn't seal.", // 2
      "Stove's fine, oven heats, all the elements work.", // 3
      "Under the sink's dry, no leaks, looks clean.", // 4
      "Washroom, toilet flushes fine, no rocking.", // 5
      "Bathtub's chipped by the drain, down to the black.", // 6
      "Exhaust fan, flip the switch and nothing happens.", // 7
      "Super reckons the motor's seized, he's got a spare downstairs.", // 8
      "Bedroom, ice built up on the inside of the window frame, and the drywall below it is bubbling.", // 9
      "Could be the seal on the frame, needs the window guy.", // 10
      "Living room baseboard heaters all working, thermostat's good.", // 11
      "Balcony, the storm door's off its track and won't close.", // 12
      "Main balcony door locks fine though.", // 13
      "Hallway, the smoke alarm's been painted over, doesn't sound when I hold the button.", // 14
      "That needs replacing today before the new people move in Saturday.", // 15
      "Carpet in the bedroom's worn through at the doorway, low priority, next turnover maybe.", // 16
      "Downstairs to the parkade. The stall's got a big crack in the slab with rust staining.", // 17
      "And the parkade stairwell handrail is loose, the anchors pulled out of the wall.", // 18
      "Super's putting tape across it till the contractor comes.", // 19
      "Storage locker, the hasp's broken, can't put a padlock on it.", // 20
      "Outside by the bins, ice damming on the enclosure roof, and the melt's frozen all over the walkway.", // 21
      "Super says he'll salt it this morning.", // 22
      "Okay, that's two-ten done.", // 23
    ],
    findings: [
      {
        id: "closet-switch",
        at: [1],
        thing: ["switch", "light", "closet"],
        problem: ["nothing", "not working", "fault", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "fridge-gasket",
        at: [2],
        thing: ["fridge", "gasket", "refrigerator", "seal"],
        problem: ["torn", "seal", "split"],
        priority: "MEDIUM",
      },
      {
        id: "bathtub-chip",
        at: [6],
        thing: ["bathtub", "tub", "bath"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "exhaust-fan",
        at: [7, 8],
        thing: ["fan", "exhaust", "extractor", "motor"],
        problem: ["nothing", "not working", "seize", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "window-ice",
        at: [9, 10],
        thing: ["window", "frame", "drywall"],
        problem: ["ice", "condensation", "bubbl", "seal", "moisture"],
        priority: "MEDIUM",
      },
      {
        id: "storm-door",
        at: [12],
        thing: ["storm", "door"],
        problem: ["track", "close", "off"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm",
        at: [14, 15],
        thing: ["smoke", "alarm", "detector"],
        problem: ["paint", "painted", "sound", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-carpet",
        at: [16],
        thing: ["carpet"],
        problem: ["worn", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "parkade-slab",
        at: [17],
        thing: ["slab", "parkade", "concrete", "floor"],
        problem: ["crack", "rust", "spall"],
        priority: "MEDIUM",
      },
      {
        id: "stairwell-handrail",
        at: [18, 19],
        thing: ["handrail", "rail", "stairwell"],
        problem: ["loose", "pulled", "anchor"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "locker-hasp",
        at: [20],
        thing: ["locker", "hasp", "storage"],
        problem: ["broken", "hasp", "padlock", "lock"],
        priority: "MEDIUM",
        kind: "security",
      },
      {
        id: "icy-walkway",
        at: [21, 22],
        thing: ["walkway", "path", "ice", "sidewalk"],
        problem: ["ice", "icy", "frozen", "slip", "salt"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
];
