/**
 * Walkthrough vocabulary: plain data, so the speech helper can reuse it for a domain language-model corpus.
 * Every phrase is lowercase, written as spoken (no punctuation other than apostrophes and hyphens).
 */
import type { Category, Priority } from "../types.ts";

/** Words that carry nothing; removed before matching (multi-word ones first). */
export const FILLERS: string[] = [
  "you know what i mean", "you know", "i mean", "sort of", "kind of", "kinda", "basically", "literally",
  "um", "umm", "uh", "uhh", "erm", "er", "ah", "hmm", "mm", "like",
];

/** Sentence openers that are only talk ("right, so, okay"). */
export const OPENERS: string[] = ["right", "okay", "ok", "so", "alright", "all right", "yeah", "well", "now", "and"];

/** Rooms and areas. A location is a room with optional modifiers before it and an identifier after it. */
export const ROOMS: string[] = [
  // homes
  "kitchen", "kitchenette", "living room", "lounge", "sitting room", "front room", "family room", "dining room",
  "study", "bedroom", "bedrooms", "bathroom", "hall bath", "en suite", "ensuite", "shower room", "cloakroom", "wc",
  "hallway", "hall", "landing", "stairs", "staircase", "stairwell", "loft", "attic", "cellar", "basement",
  "garage", "utility room", "utility", "laundry room", "laundry closet", "laundry", "conservatory", "porch",
  "balcony", "nursery", "box room", "airing cupboard", "boiler cupboard", "meter cupboard", "under the stairs",
  // outside
  "garden", "front garden", "back garden", "yard", "front yard", "back yard", "side yard", "driveway",
  "patio", "path", "parking lot", "car park", "outside", "out back", "round the back", "around the back", "exterior", "front elevation",
  "rear elevation", "side elevation", "north side", "south side", "east side", "west side", "orchard",
  "bin store", "side return", "courtyard", "disabled toilet", "accessible toilet",
  // commercial
  "reception", "lobby", "corridor", "entrance", "main entrance", "office", "offices", "open plan area",
  "open plan office", "open plan", "meeting room", "conference room", "break room", "staff room",
  "copy room", "server room", "comms room", "plant room", "boiler room", "store room", "storeroom",
  "stockroom", "stock room", "shop floor", "sales floor", "warehouse", "main warehouse", "loading bay",
  "loading dock", "yard area", "mezzanine", "restroom", "restrooms", "men's room", "women's room",
  "ladies toilets", "gents toilets", "men's toilets", "women's toilets", "staff toilets", "staff toilet",
  "washroom", "changing room", "changing rooms", "locker room", "gym floor", "studio", "waiting room",
  "exam room", "treatment room", "sterilization room", "sterilisation room", "back of house",
  "front of house", "dining area", "bar area", "welfare block", "canteen", "communal areas",
  "communal area", "alcove", "closet", "roof void", "aisle",
];

/** Words that sharpen a room ("main bedroom", "second floor corridor", "men's changing room"). */
export const ROOM_MODIFIERS: string[] = [
  "main", "master", "spare", "guest", "family", "small", "large", "big", "little", "first", "second",
  "third", "fourth", "fifth", "top", "ground floor", "first floor", "second floor", "third floor",
  "top floor", "lower", "upper", "upstairs", "downstairs", "front", "back", "rear", "side", "far",
  "corner", "staff", "ladies", "gents", "men's", "mens", "women's", "womens", "communal", "shared",
  "open plan", "hall", "upstairs front", "upstairs back", "ice machine", "kids", "children's",
];

/** Ordinals and identifiers that may follow a room ("bedroom three", "room 508", "conference room A"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, both: 2, pair: 2, couple: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, several: 3, few: 3,
};

export interface FixtureEntry {
  /** Canonical name, used as the merge key. */
  name: string;
  /** Other ways to say it, including common mishearings by the recogniser. */
  aliases?: string[];
  /** null: a surface ("wall", "ceiling") whose category comes from the defect. */
  category: Category | null;
  /** Life-safety devices and guards: any defect on them is HIGH. */
  lifeSafety?: boolean;
}

export const FIXTURES: FixtureEntry[] = [
  // plumbing
  { name: "tap", aliases: ["taps", "faucet", "faucets", "cold tap", "hot tap", "mixer tap", "kitchen tap", "bath tap", "basin tap", "garden tap", "outside tap", "boiling water tap", "hose bib", "spigot"], category: "plumbing" },
  { name: "sink", aliases: ["sinks", "basin", "wash basin", "hand wash sink", "vanity", "basin waste", "waste", "plughole", "drain", "drains", "trap"], category: "plumbing" },
  { name: "toilet", aliases: ["toilets", "loo", "cistern", "toilet cistern", "flush", "overflow", "toilet seat", "urinal", "urinals"], category: "plumbing" },
  { name: "shower", aliases: ["showers", "shower tray", "shower head", "shower screen", "shower enclosure", "shower door", "shower pump", "electric shower"], category: "plumbing" },
  { name: "bath", aliases: ["bathtub", "tub", "bath panel"], category: "plumbing" },
  { name: "sealant", aliases: ["silicone", "seal round the bath", "mastic"], category: "plumbing" },
  { name: "pipe", aliases: ["pipes", "pipework", "waste pipe", "water pipe", "soil pipe", "soil stack"], category: "plumbing" },
  { name: "stopcock", aliases: ["stop cock", "stop tap", "shut off valve", "shutoff valve", "main valve"], category: "plumbing" },
  { name: "water heater", aliases: ["hot water cylinder", "cylinder", "immersion", "immersion heater", "hot water tank", "water tank", "tank"], category: "plumbing" },
  { name: "grease trap", aliases: ["grease interceptor"], category: "plumbing" },
  { name: "septic tank", aliases: ["cesspit", "sewer", "manhole"], category: "plumbing" },
  { name: "hot water", aliases: ["hot water supply"], category: "plumbing" },
  // heating and ventilation
  { name: "boiler", aliases: ["combi", "combi boiler", "bore ler", "boil er", "furnace"], category: "hvac" },
  { name: "heating", aliases: ["central heating", "heat", "heater", "heaters", "storage heater", "storage heaters"], category: "hvac" },
  { name: "radiator", aliases: ["radiators", "rad", "rads", "radiate her", "radiator valve", "radiator cover", "trv", "towel rail", "heated towel rail", "baseboard heater"], category: "hvac" },
  { name: "thermostat", aliases: ["thermostats", "programmer", "timer"], category: "hvac" },
  { name: "air conditioning", aliases: ["air con", "aircon", "ac", "a c", "a/c", "ac unit", "air conditioner", "condenser", "ac condenser", "ptac", "ptac unit", "hvac", "cooling", "air handling unit", "ahu", "split unit", "heat pump"], category: "hvac" },
  { name: "extractor fan", aliases: ["extractor", "extract fan", "exhaust fan", "bathroom fan", "vent", "vents", "supply vent", "air vent", "ventilation", "ducting", "duct", "furnace filter", "filter", "filters"], category: "hvac" },
  { name: "chimney", aliases: ["chimney pot", "chimney stack", "flue", "fireplace"], category: "roofing" },
  // electrical
  { name: "socket", aliases: ["sockets", "double socket", "plug socket", "outlet", "outlets", "gfci", "gfci outlet", "receptacle", "power point"], category: "electrical" },
  { name: "light", aliases: ["lights", "lighting", "light fitting", "ceiling light", "spotlight", "spotlights", "downlight", "downlights", "bulb", "bulbs", "lamp", "mirror light", "strip light", "fluorescent", "pendant"], category: "electrical" },
  { name: "switch", aliases: ["light switch", "switches", "dimmer", "switch cover", "light switch cover", "faceplate"], category: "electrical" },
  { name: "consumer unit", aliases: ["fuse box", "fuse board", "breaker panel", "electrical panel", "panel", "breaker", "breakers", "circuit breaker", "rcd", "trip switch", "mcb", "fuse"], category: "electrical" },
  { name: "wiring", aliases: ["wires", "wire", "cable", "cables", "electrics", "electrical"], category: "electrical" },
  { name: "intercom", aliases: ["door entry", "door entry intercom", "entry phone", "buzzer", "entry system", "door bell", "doorbell"], category: "electrical" },
  // safety
  { name: "smoke alarm", aliases: ["smoke alarms", "smoke detector", "smoke detectors", "fire alarm", "heat alarm", "heat detector", "alarm"], category: "safety", lifeSafety: true },
  { name: "carbon monoxide alarm", aliases: ["co alarm", "co detector", "carbon monoxide detector", "carbon monoxide"], category: "safety", lifeSafety: true },
  { name: "fire door", aliases: ["fire doors", "door closer", "closer", "self closer"], category: "safety", lifeSafety: true },
  { name: "fire exit", aliases: ["fire exits", "escape route", "exit route", "emergency exit"], category: "safety", lifeSafety: true },
  { name: "fire extinguisher", aliases: ["extinguisher", "extinguishers", "fire blanket"], category: "safety", lifeSafety: true },
  { name: "emergency light", aliases: ["emergency lights", "emergency lighting", "exit sign", "exit signs", "illuminated exit sign"], category: "safety", lifeSafety: true },
  { name: "handrail", aliases: ["handrails", "banister", "bannister", "banisters", "railing", "railings", "balustrade", "guard rail", "grab rail", "grab rails"], category: "safety", lifeSafety: true },
  { name: "gas", aliases: ["gas supply", "gas meter", "gas interlock", "interlock"], category: "safety", lifeSafety: true },
  // doors and windows
  { name: "door", aliases: ["doors", "front door", "back door", "side door", "rear door", "internal door", "bedroom door", "bathroom door", "kitchen door", "door handle", "handle", "handles", "latch", "hinge", "hinges", "door frame", "letterbox", "screen door", "patio door", "sliding door", "closet door", "door opener", "automatic door", "automatic door opener", "sectional door", "roller door", "garage door", "garage door opener", "cupboard door", "cupboard doors"], category: "doors_windows" },
  { name: "lock", aliases: ["locks", "door lock", "deadbolt", "key"], category: "doors_windows" },
  { name: "window", aliases: ["windows", "window frame", "window frames", "sash window", "sash", "pane", "window pane", "glass", "glazing", "double glazing", "window handle", "window handles", "window lock", "window restrictor", "window restrictors", "restrictor", "restrictors", "sill", "window sill", "windowsill", "skylight", "velux", "bay window", "window blinds", "blinds", "blind", "curtain rail", "fly screen", "screen", "mesh"], category: "doors_windows" },
  { name: "hatch", aliases: ["loft hatch", "access hatch", "loft ladder", "trapdoor"], category: "doors_windows" },
  { name: "shutter", aliases: ["roller shutter", "shutters", "shutter motor", "motor"], category: "doors_windows" },
  // roofing and gutters
  { name: "roof", aliases: ["roof tiles", "tiles on the roof", "slates", "slate", "roof tile", "ridge tile", "ridge", "felt", "roofing felt", "flat roof", "flashing", "roof void", "valley"], category: "roofing" },
  { name: "gutter", aliases: ["gutters", "guttering", "downpipe", "downpipes", "down pipe", "drainpipe", "rainwater pipe", "fascia", "fashion", "fascias", "soffit", "soffits", "eaves", "eves", "bargeboard"], category: "roofing" },
  // structure and surfaces
  { name: "wall", aliases: ["walls", "party wall", "back wall", "external wall", "brickwork", "render", "plaster", "drywall", "sheetrock", "siding", "cladding", "pointing", "mortar"], category: null },
  { name: "ceiling", aliases: ["ceilings", "ceiling tile", "ceiling tiles", "sell in", "sell in tile"], category: null },
  { name: "floor", aliases: ["floors", "flooring", "floorboards", "floorboard", "floor boards", "laminate", "lino", "vinyl", "rubber flooring", "tiles", "tile", "floor tiles", "carpet tiles", "carpet tile", "joist", "joists", "floor joists", "subfloor"], category: null },
  { name: "carpet", aliases: ["carpets", "rug", "carpet runner", "runner", "stair carpet"], category: null },
  { name: "lintel", aliases: ["lintels", "beam", "steel", "column", "columns", "steel column", "foundation", "foundations", "structure", "chimney breast"], category: "structural" },
  { name: "skirting", aliases: ["skirting board", "skirting boards", "skirtings", "baseboard", "baseboards", "architrave", "coving"], category: "decor" },
  { name: "paint", aliases: ["paintwork", "decor", "decoration", "wallpaper", "walls paint"], category: "decor" },
  { name: "grout", aliases: ["grouting", "grout lines", "tiling", "splashback"], category: "decor" },
  { name: "stairs", aliases: ["stair", "steps", "step", "staircase", "tread", "treads"], category: "structural" },
  // appliances
  { name: "oven", aliases: ["cooker", "range", "stove", "oven door", "grill"], category: "appliances" },
  { name: "hob", aliases: ["hobs", "cooktop", "ring", "rings", "burner", "burners"], category: "appliances" },
  { name: "fridge", aliases: ["fridge freezer", "refrigerator", "freezer", "cooler", "walk-in cooler", "walk in cooler", "cold room", "chiller", "ice machine"], category: "appliances" },
  { name: "washing machine", aliases: ["washer", "washing mushing", "washer dryer"], category: "appliances" },
  { name: "dryer", aliases: ["tumble dryer", "dryer vent", "dryer vent hose", "vent hose"], category: "appliances" },
  { name: "dishwasher", aliases: ["dish washer", "dishwasher door"], category: "appliances" },
  { name: "microwave", aliases: ["microwave door"], category: "appliances" },
  { name: "garbage disposal", aliases: ["disposal", "waste disposal", "disposer"], category: "appliances" },
  { name: "cooker hood", aliases: ["range hood", "hood", "canopy", "canopy filters", "extract canopy"], category: "appliances" },
  { name: "kettle", aliases: ["toaster", "coffee machine"], category: "appliances" },
  { name: "lift", aliases: ["lifts", "elevator", "elevators", "stairlift"], category: "other" },
  // kitchen and joinery
  { name: "worktop", aliases: ["worktops", "countertop", "countertops", "counter", "work surface"], category: "decor" },
  { name: "cupboard", aliases: ["cupboards", "cabinet", "cabinets", "kitchen unit", "kitchen units", "drawer", "drawers", "wardrobe", "shelving", "shelf", "shelves"], category: "other" },
  // grounds
  { name: "fence", aliases: ["fences", "fencing", "fence panel", "fence panels", "fence post", "gate", "gates", "side gate", "back gate"], category: "grounds" },
  { name: "lawn", aliases: ["grass", "garden", "hedge", "hedges", "tree", "trees", "branch", "branches", "weeds", "shrubs", "bushes", "ivy", "sprinkler", "sprinkler head", "sprinklers", "irrigation"], category: "grounds" },
  { name: "paving", aliases: ["paving slab", "paving slabs", "slabs", "slab", "patio slabs", "path", "pathway", "driveway", "drive", "pothole", "potholes", "tarmac", "asphalt", "kerb", "curb", "parking lot", "car park"], category: "grounds" },
  { name: "decking", aliases: ["deck", "deck boards", "board", "boards"], category: "grounds" },
  { name: "shed", aliases: ["sheds", "outbuilding", "summer house"], category: "grounds" },
  // cleaning
  { name: "bins", aliases: ["bin", "rubbish", "trash", "garbage", "litter", "waste bins", "dumpster"], category: "cleaning" },
  { name: "dispenser", aliases: ["paper towel dispenser", "soap dispenser", "towel dispenser", "hand dryer"], category: "cleaning" },
  // insulation and misc
  { name: "insulation", aliases: ["loft insulation", "lagging"], category: "other" },
  { name: "damp proof course", aliases: ["dpc", "damp course", "airbrick", "air brick"], category: "structural" },
];

export interface DefectEntry {
  id: string;
  /** Plain phrases (every inflection written out), matched on word boundaries. */
  words: string[];
  /** Regular-expression sources for what plain words cannot say. */
  patterns?: string[];
  /** Used when the fixture has no category (a surface) or there is no fixture. */
  category?: Category;
  /** Beats the fixture's category (a wasp nest in the porch roof is pest, not roofing). */
  forceCategory?: boolean;
  priority?: Priority;
  /** Strong enough to be a finding with no fixture ("there's damp", "a smell of gas"). */
  standalone?: boolean;
  /** A word that says "cosmetic" (drives LOW). */
  cosmetic?: boolean;
}

export const DEFECTS: DefectEntry[] = [
  { id: "leak", words: ["leak", "leaks", "leaking", "leaked", "leaky", "leakage", "drip", "drips", "dripping", "dripped", "drippy", "puddle", "puddles", "pooling", "pools", "soaked", "sodden", "water damage", "weeping", "water on the floor", "standing water", "water stain", "water marks", "wet"], category: "plumbing", standalone: true },
  // Water getting in or out of control: HIGH (a drip or an ordinary leak is MEDIUM, issue 20).
  { id: "flood", words: ["flooded", "flooding", "flood", "burst", "overflowing", "overflows", "backing up", "backed up", "water ingress", "pouring", "water coming through", "water getting through", "coming through", "getting through", "daylight through", "running down the wall"], category: "plumbing", priority: "HIGH", standalone: true },
  { id: "no_heat", words: ["no heat", "no heating", "no hot water", "freezing", "won't fire up", "wont fire up", "won't fire", "not firing", "fault code", "error code", "showing a fault", "lockout"], category: "hvac", forceCategory: true, priority: "HIGH", standalone: true },
  { id: "gas", words: ["smell of gas", "smells of gas", "gas smell", "smelling gas", "gas leak", "gas escape"], category: "safety", forceCategory: true, priority: "HIGH", standalone: true },
  { id: "electrical_hazard", words: ["exposed wiring", "exposed wires", "exposed", "bare wires", "live wires", "scorched", "scorch marks", "burn marks", "burnt", "burned", "melted", "sparking", "sparks", "arcing", "smell of burning", "burning smell", "see the wires", "see the wiring"], category: "electrical", priority: "HIGH", standalone: true },
  { id: "trip", words: ["trip hazard", "tripping hazard", "trip on", "trip over", "will trip", "could trip", "might trip", "going to trip", "people will trip", "someone will trip", "fall hazard"], category: "safety", forceCategory: true, priority: "HIGH", standalone: true },
  { id: "hazard", words: ["hazard", "dangerous", "unsafe", "safety issue", "safety hazard", "fire risk", "risk of fire"], category: "safety", priority: "HIGH" },
  { id: "blocked_exit", words: ["wedged open", "propped open", "blocked with", "obstructed"], category: "safety", priority: "HIGH" },
  { id: "damp", words: ["damp", "rising damp", "penetrating damp", "damp patch", "damp patches", "tide marks", "tide mark", "condensation"], category: "structural", standalone: true },
  { id: "mould", words: ["mould", "mold", "mouldy", "moldy", "black mould", "black mold", "mildew"], category: "structural", standalone: true },
  { id: "pest", words: ["mice", "mouse", "rats", "rat", "rodent", "rodents", "droppings", "mouse droppings", "rat droppings", "cockroaches", "cockroach", "roaches", "roach", "ants", "bed bugs", "bedbugs", "fleas", "moths", "wasps", "wasp", "wasps nest", "wasp nest", "wasp's nest", "hornets", "hornet", "bees", "pigeons", "pigeon", "birds nesting", "nesting", "squirrels", "woodworm", "termites", "infestation", "infested", "pest control"], category: "pest", forceCategory: true, standalone: true },
  { id: "crack", words: ["crack", "cracks", "cracked", "cracking", "hairline crack", "fracture", "fractured", "split", "splits", "splitting"], category: "structural", standalone: true },
  { id: "hole", words: ["hole", "holes", "gap", "gaps", "dent", "dented", "dents", "clipped", "bowing", "bowed", "bulging", "subsidence", "movement"], category: "structural", standalone: true },
  { id: "broken", words: ["bent", "buckled", "misted", "out of date", "expired", "broken", "broke", "snapped", "disconnected", "detached", "come loose", "came loose", "unplugged", "smashed", "shattered", "damaged", "bust", "busted", "faulty", "fault", "defective", "failed", "failing", "dead", "kaput", "on its way out", "out of order", "not right", "gone", "come off", "came off", "fallen off", "off its hinge", "off its hinges", "off its track", "off the track", "hanging off", "hanging loose", "came away", "come away", "coming away", "pulling away", "pulled away", "fallen", "blew over", "blown over", "blown down", "fell over", "fallen over", "knocked over", "fallen down", "come down", "came down", "blown", "has blown", "have blown", "dark", "dim"], patterns: ["\\b(?:branch|branches|tree|trees|fence|fencing|panel|panels|gate|wall|ceiling|gutter|guttering|cable|wire|line)(?:'s|\\s+is|\\s+are)?\\s+down\\b"], category: "other" },
  { id: "missing", words: ["missing", "no cover", "not there", "has gone missing", "lost"], category: "other" },
  { id: "loose", words: ["not tied up", "isn't tied up", "isnt tied up", "hanging off", "coming away", "coming off", "pulling away", "sunken", "sunk", "misaligned", "out of line", "loose", "wobbly", "wobbles", "wobbling", "moves", "unstable", "unsecured", "insecure", "rocking", "rocks", "sagging", "sags", "sag", "drooping", "lifting", "lifted", "curling", "uneven", "leaning", "tilting"], category: "other" },
  { id: "stuck", words: ["stuck", "sticking", "sticks", "stiff", "seized", "jammed", "jams", "catching", "binding", "hard to open", "hard to close", "won't budge"], category: "other" },
  { id: "blocked", words: ["blocked", "blockage", "clogged", "clog", "clogs", "slow to drain", "slow draining", "drains slowly", "keeps running", "running constantly", "constantly running", "overflowed"], category: "plumbing" },
  { id: "electrical_fault", words: ["flickering", "flickers", "flicker", "tripping", "trips", "keeps tripping", "no power", "not powering", "buzzing", "intermittent"], category: "electrical" },
  { id: "noise", words: ["noisy", "loud", "rattling", "rattles", "rattle", "grinding", "grinds", "banging", "bangs", "squealing", "screeching", "humming", "hums", "knocking", "vibrating"], category: "other" },
  { id: "rot", words: ["swollen", "swelling", "blown", "spongy", "rotten", "rotting", "rot", "dry rot", "wet rot", "soft underfoot", "gone soft", "decayed", "perished"], category: "structural", standalone: true },
  { id: "rust", words: ["rust", "rusty", "rusted", "rusting", "corroded", "corrosion", "limescale"], category: "other" },
  { id: "torn", words: ["torn", "ripped", "rip", "tear", "frayed", "worn", "worn out", "threadbare", "perforated", "punctured"], category: "other" },
  { id: "smell", words: ["smells", "smell", "smelly", "stinks", "stench", "odour", "odor", "musty"], category: "other" },
  { id: "dirty", words: ["filthy", "dirty", "grimy", "grubby", "greasy", "thick with grease", "lint everywhere", "mess everywhere", "overflowing bins", "needs a clean", "needs cleaning", "deep clean", "a shampoo", "needs emptying", "empty", "stained", "stain", "stains", "staining"], category: "cleaning", cosmetic: true },
  { id: "dumped", words: ["dumped", "dumping", "fly tipping", "fly-tipping", "fly tipped", "fly-tipped", "rubbish left", "left rubbish", "abandoned"], category: "cleaning", standalone: true, cosmetic: true },
  { id: "slipped", words: ["slipped", "slipping", "dislodged", "tiles missing", "missing tiles", "slates missing", "missing slates"], category: "roofing", standalone: true },
  { id: "cosmetic", words: ["scratch", "scuffed", "scuff", "scuffs", "scuffing", "chipped", "chip", "chips", "peeling", "flaking", "bubbling", "blistering", "faded", "tired", "discoloured", "discolored", "marked", "marks", "graffiti", "scratched", "scratches", "touch up", "touch-up", "needs repainting", "needs painting", "needs redecorating", "shabby"], category: "decor", cosmetic: true },
  { id: "overgrown", words: ["overgrown", "knee high", "needs mowing", "needs cutting", "needs trimming", "needs a trim", "needs cutting back", "untidy", "weeds"], category: "grounds" },
  { id: "not_working", words: ["not working", "isn't working", "isnt working", "is not working", "doesn't work", "doesnt work", "does not work", "don't work", "dont work", "won't work", "wont work", "won't turn off", "wont turn off", "won't switch off", "wont switch off", "will not turn off", "will not switch off", "doesn't turn off", "doesnt turn off", "doesn't switch off", "stays on full", "playing up", "acting up", "don't light up", "doesn't light up", "won't light up", "not lighting up", "fails on test", "failed on test", "fails the test", "failed the test", "doesn't sound", "didn't sound", "not sounding", "won't sound", "not plumbed in", "isn't plumbed in", "not connected", "stopped working", "no longer works", "not cooling", "isn't cooling", "isnt cooling", "not heating", "not keeping up", "isn't keeping up", "isnt keeping up", "not sealing", "not draining", "isn't draining", "isnt draining", "won't drain", "wont drain", "won't close", "wont close", "doesn't close", "doesnt close", "won't shut", "wont shut", "won't open", "wont open", "doesn't open", "doesnt open", "won't lock", "wont lock", "doesn't lock", "doesnt lock", "won't latch", "wont latch", "doesn't latch", "doesnt latch", "won't reset", "wont reset", "won't flush", "wont flush", "doesn't flush", "doesnt flush", "won't turn on", "wont turn on", "won't come on", "wont come on", "don't come on", "dont come on", "doesn't come on", "doesnt come on", "not coming on", "isn't buzzing", "isnt buzzing", "not buzzing", "can't turn", "cant turn", "cannot turn", "won't turn", "wont turn", "won't stay", "wont stay", "not closing", "not opening", "not locking", "not latching", "not flushing", "not responding", "only opens halfway", "opens halfway", "not charging", "not spinning", "won't spin", "not lighting", "won't light", "wont light", "not holding", "not staying", "out of action", "blowing warm air", "blowing warm", "blowing hot air", "blowing cold air", "warm air", "too hot", "too cold", "overheating", "stuffy", "not getting warm", "not warming up", "stone cold", "cold"], category: "other" },
  { id: "needs_work", words: ["needs replacing", "need replacing", "needs replacement", "needs fixing", "needs repair", "needs repairing", "needs attention", "needs looking at", "needs sorting", "needs patching", "needs resealing", "needs regrouting", "needs re-grouting", "needs servicing", "needs a service", "needs changing", "needs clearing", "needs a clearance", "needs reattaching", "needs to be reattached", "needs to be replaced", "needs to be fixed", "needs to be repaired", "needs to be cleared", "needs to be cleaned", "should be topped up", "needs topping up", "needs doing", "wants doing", "needs a new battery", "needs a battery", "battery's going", "battery is going", "battery going", "low battery", "chirping", "chirps", "beeping", "beeps", "thin", "inadequate", "not enough"], patterns: ["\\bneeds?\\s+(?:to\\s+be\\s+)?[a-z]+(?:ing|ed)\\b"], category: "other" },
  { id: "is_out", words: [], patterns: ["\\b(?:is|are|'s|s|'re|re)\\s+(?:all\\s+)?out\\b(?!\\s+(?:of|back|front|side|here|there|now|at|the)\\b)", "\\b(?:lights?|bulbs?)\\s+out\\b(?!\\s+(?:of|back|front|side|here|there)\\b)"], category: "electrical" },
];

/** Urgency: HIGH whatever the defect. */
export const URGENCY: string[] = [
  "urgent", "urgently", "asap", "a s a p", "as soon as possible", "today", "straight away", "right away",
  "immediately", "emergency", "priority one", "top priority", "dangerous", "hazard", "safety issue",
  "before someone gets hurt", "before someone", "someone could", "somebody could", "could fall",
  "could get hurt", "get hurt", "get stung", "before the kids", "take that out now", "right now",
  "needs doing now", "this afternoon", "tonight", "high priority", "make it urgent", "has to work",
  "fire risk", "strangulation risk", "isolate it",
];

/** A job to do, but not today: MEDIUM whatever the defect ("sort it soon", "medium priority"). */
export const MEDIUM_CUES: string[] = [
  "soon", "sort it soon", "fairly soon", "quite soon", "medium priority", "normal priority", "keep an eye on it",
  "keep an eye on", "next week", "in the next few weeks", "when you can", "next visit",
];

/** Cosmetic cues: LOW unless the defect is HIGH. */
export const COSMETIC_CUES: string[] = [
  "cosmetic", "cosmetically", "just cosmetic", "minor", "nothing major", "not urgent", "no rush",
  "not a priority", "low priority", "when convenient", "at some point", "eventually", "a touch up",
  "touch-up job", "touch up job", "just a touch", "not a big deal", "when you get a chance", "whenever",
  "no hurry", "can wait", "low prio",
];

/** "No problem here" cues, with a pronoun or nothing as the subject. */
export const FINE_CUES: string[] = [
  "that's fine", "thats fine", "that is fine", "it's fine", "its fine", "it is fine", "it's okay", "its okay",
  "it's ok", "its ok", "that's okay", "thats okay", "that's ok", "thats ok", "they're fine", "theyre fine",
  "those are fine", "it's nothing", "its nothing", "it's there", "its there", "nothing wrong",
  "no issues", "no issue", "no problems", "no problem", "all good", "all fine", "nothing to report",
  "those are old", "they're old", "it's old", "that's old", "that's normal", "thats normal", "that is normal",
  "it's normal", "its normal", "that's fair wear", "fair wear and tear", "wear and tear",
];

/** Said to be fixed already: drops the finding. */
export const FIXED_CUES: string[] = [
  "has been fixed", "have been fixed", "been fixed", "was fixed", "were fixed", "got fixed", "already fixed",
  "has been repaired", "have been repaired", "been repaired", "was repaired", "were repaired",
  "has been replaced", "been replaced", "was replaced", "were replaced", "has been sorted", "been sorted",
  "was sorted", "got sorted", "already sorted", "has been serviced", "been serviced", "was serviced",
  "has been resolved", "been resolved", "was resolved", "already done", "been done", "was re-bedded",
  "been re-bedded", "was rebedded", "has been cleared", "was cleared", "been cleaned", "was cleaned",
  "been treated", "was treated", "been resealed", "was resealed", "been patched", "was patched",
  "already been", "been redone", "working properly now", "fine now", "good now", "bone dry now",
];

/** Retract what was just said. */
export const RETRACTION_CUES: string[] = [
  "scratch that", "strike that", "ignore that", "forget that", "disregard that", "cancel that", "delete that",
  "actually no", "no actually", "oh no wait", "no wait", "wait no", "my mistake", "my bad", "false alarm",
  "never mind", "nevermind", "not a problem after all", "sorry no", "no sorry",
];

/** A hypothesis that may be retracted later in the sentence. */
export const HYPOTHESIS_CUES: string[] = [
  "i thought", "thought there was", "thought it was", "at first i thought", "looked like", "i was worried",
  "i wondered", "i assumed", "seemed like",
];

/** Words that, after a hypothesis, take it back. */
export const HYPOTHESIS_DENIALS: string[] = [
  "but no", "but actually", "actually", "it's just", "its just", "just a", "just the", "that's fine",
  "thats fine", "it's fine", "its fine", "is fine", "are fine", "it's not", "its not", "not cracked",
  "those are old", "they're old", "looking closer", "on closer",
];

/** Not the landlord's or client's to fix. */
export const NOT_OURS_CUES: string[] = [
  "not ours", "not our problem", "not our issue", "not our responsibility", "nothing for us",
  "not for us", "the tenant's own", "tenant's own", "tenants own", "the neighbour's", "neighbour's",
  "neighbours", "neighbor's", "the neighbor's", "not a maintenance", "not maintenance", "not a landlord",
];

/** A finding said again: merge with the earlier one. */
export const REPEAT_CUES: string[] = [
  "like i said", "as i said", "as i mentioned", "like i mentioned", "i mentioned", "as mentioned",
  "just to say again", "say again", "again", "going back to", "back to that", "coming back to", "same job", "still", "those", "the main thing", "really needs",
  "really have to", "definitely need", "definitely needs", "the urgent one",
];

/** Location shifts ("moving on to the bathroom"); a room after these sets the location in force. */
export const LOCATION_CUES: string[] = [
  "in the", "into the", "in", "moving on to the", "moving on to", "moving to the", "on to the", "onto the",
  "heading into the", "heading to the", "going into the", "going to the", "going up to the", "up to the",
  "up in the", "down in the", "back in the", "back to the", "out in the", "out to the", "starting in the",
  "starting at the", "now in the", "through to the", "over to the", "upstairs", "downstairs",
];

/** Trades, as said, and the category they imply (for "need a plumber", "get an electrician out"). */
export const TRADES: Record<string, Category> = {
  plumber: "plumbing", electrician: "electrical", sparky: "electrical", roofer: "roofing",
  "gas engineer": "hvac", "heating engineer": "hvac", "hvac tech": "hvac", "hvac technician": "hvac",
  "structural engineer": "structural", builder: "structural", "pest control": "pest",
  exterminator: "pest", cleaner: "cleaning", cleaners: "cleaning", gardener: "grounds",
  landscaper: "grounds", "tree surgeon": "grounds", glazier: "doors_windows", locksmith: "doors_windows",
  carpenter: "doors_windows", joiner: "doors_windows", decorator: "decor", painter: "decor",
  "appliance engineer": "appliances", handyman: "other",
};

/** Recogniser slips seen on walkthrough speech, mapped back before matching. */
export const MISHEARINGS: Record<string, string> = {
  "radiate her": "radiator", "bore ler": "boiler", "boil er": "boiler", "washing mushing": "washing machine",
  "sell in": "ceiling", "fashion": "fascia", "eves": "eaves", "sealing tile": "ceiling tile",
  "dish washer": "dishwasher", "extract her": "extractor", "a c": "ac",
};
