// The training text for the domain language model: walkthrough phrasing generated from templates we
// wrote (rooms, fixtures, trades, defects, severity, fillers, numbers, "nothing wrong here",
// retractions). A fixed seed makes the corpus, and so the model, byte-for-byte reproducible.
// Tokens are lower case words separated by single spaces, one sentence per entry, no punctuation.

type Grammar = Record<string, string[]>;

// {slot} expands to one of the slot's alternatives, recursively. "" is a valid (empty) alternative.
const G: Grammar = {
  // ---- places -------------------------------------------------------------------------------
  room: [
    "kitchen", "bathroom", "ensuite", "shower room", "living room", "lounge", "sitting room", "dining room",
    "front room", "bedroom", "main bedroom", "master bedroom", "{ordinal} bedroom", "spare bedroom", "box room",
    "hallway", "hall", "entrance hall", "landing", "stairs", "staircase", "loft", "attic", "cellar", "basement",
    "utility room", "utility", "garage", "conservatory", "porch", "downstairs toilet", "cloakroom", "study",
    "office", "airing cupboard", "boiler cupboard", "cupboard under the stairs", "communal hallway",
    "stairwell", "corridor", "bin store", "plant room", "reception", "kitchenette", "back bedroom",
    "front bedroom", "wet room", "laundry room", "meeting room", "staff room",
  ],
  outside: [
    "front garden", "back garden", "garden", "driveway", "patio", "roof", "side passage", "rear elevation",
    "front elevation", "yard", "car park", "shed", "boundary wall", "path", "bay window", "balcony",
  ],
  place: ["{room}", "{room}", "{room}", "{outside}"],
  where: [
    "in the {room}", "in the {room}", "in the {room}", "on the landing", "on the stairs", "in the {outside}",
    "on the {ordinal} floor", "on the ground floor", "upstairs", "downstairs", "out the back", "at the front",
    "in flat {small}", "in room {small}", "in unit {small}", "in the {room} of flat {small}",
  ],
  near: [
    "by the window", "under the window", "above the door", "behind the door", "next to the {fixture}",
    "under the {fixture}", "behind the {fixture}", "above the {fixture}", "around the {fixture}",
    "in the corner", "on the left", "on the right", "on the back wall", "near the ceiling", "by the skirting",
    "at the top of the stairs", "at the bottom of the stairs", "along the {surface}", "on the {surface}",
  ],
  surface: [
    "wall", "ceiling", "floor", "skirting board", "skirting", "window sill", "windowsill", "door frame",
    "worktop", "splashback", "tiles", "plaster", "brickwork", "render", "pointing", "floorboards",
    "chimney breast", "external wall", "party wall", "gable end",
  ],

  // ---- things -------------------------------------------------------------------------------
  fixture: [
    "{plumbing}", "{plumbing}", "{electrical}", "{electrical}", "{heating}", "{joinery}", "{joinery}",
    "{roofing}", "{appliance}", "{safety}", "{finish}", "{finish}", "{grounds}",
  ],
  plumbing: [
    "tap", "hot tap", "cold tap", "mixer tap", "kitchen tap", "sink", "basin", "bath", "bath panel", "shower",
    "shower head", "shower hose", "shower screen", "shower tray", "shower door", "toilet", "cistern",
    "toilet seat", "flush", "waste pipe", "pipe", "pipework", "overflow", "stopcock", "water tank",
    "hot water cylinder", "drain", "trap", "plug hole", "seal", "sealant", "silicone", "grout", "washing machine hose",
    "outside tap", "water meter", "soil pipe",
  ],
  electrical: [
    "socket", "double socket", "plug socket", "light switch", "switch", "light", "light fitting", "ceiling light",
    "pull cord", "extractor fan", "extractor", "fuse box", "consumer unit", "spotlight", "downlight",
    "outside light", "security light", "doorbell", "intercom", "electric shower", "immersion heater",
    "wiring", "cooker switch", "fused spur", "emergency light",
  ],
  heating: [
    "boiler", "radiator", "towel rail", "heated towel rail", "thermostat", "radiator valve", "storage heater",
    "gas fire", "flue", "boiler pressure", "heating", "hot water", "timer", "programmer",
  ],
  joinery: [
    "door", "front door", "back door", "fire door", "door handle", "handle", "lock", "hinge", "door closer",
    "letterbox", "window", "window frame", "window catch", "window handle", "window lock", "sash window",
    "double glazing", "sealed unit", "trickle vent", "cupboard door", "kitchen cupboard", "cabinet", "drawer",
    "banister", "handrail", "stair tread", "skirting board", "architrave", "loft hatch", "floorboard",
    "patio door", "garage door", "skylight", "velux", "wardrobe door", "curtain rail", "blind",
  ],
  roofing: [
    "gutter", "guttering", "downpipe", "fascia", "soffit", "soffits", "fascias", "roof tile", "tiles on the roof",
    "slates", "ridge tile", "flashing", "chimney", "chimney stack", "flat roof", "felt", "valley", "lead work",
  ],
  appliance: [
    "oven", "hob", "cooker", "cooker hood", "fridge", "freezer", "fridge freezer", "washing machine",
    "dishwasher", "tumble dryer", "microwave", "kettle", "washer dryer",
  ],
  safety: [
    "smoke alarm", "smoke detector", "carbon monoxide alarm", "carbon monoxide detector", "heat detector",
    "fire alarm", "fire extinguisher", "fire blanket", "emergency lighting", "fire exit sign", "alarm panel",
  ],
  finish: [
    "carpet", "stair carpet", "vinyl", "laminate", "flooring", "lino", "paint", "paintwork", "wallpaper",
    "ceiling paint", "tiles", "floor tiles", "wall tiles", "splashback", "worktop", "plaster", "coving",
    "grout", "mastic", "skirting", "decoration", "curtains",
  ],
  grounds: [
    "fence", "fence panel", "gate", "garden gate", "decking", "paving", "paving slab", "path", "hedge",
    "lawn", "tree", "bins", "shed roof", "wall", "retaining wall", "manhole cover", "drain cover", "steps",
  ],
  plural: [
    "tiles", "slates", "sockets", "light bulbs", "bulbs", "windows", "radiators", "doors", "floorboards",
    "fence panels", "paving slabs", "hinges", "handles", "spotlights", "downlights", "stair treads",
    "kitchen cupboards", "cupboard doors", "smoke alarms", "window handles", "ridge tiles", "taps",
  ],

  // ---- what is wrong ------------------------------------------------------------------------
  state: [
    "leaking", "dripping", "cracked", "broken", "damaged", "missing", "loose", "stiff", "stuck", "blocked",
    "not working", "faulty", "mouldy", "damp", "rotten", "stained", "peeling", "flaking", "chipped", "worn",
    "worn out", "torn", "scratched", "corroded", "rusty", "sagging", "bowing", "hanging off", "coming away",
    "coming loose", "buzzing", "flickering", "noisy", "very noisy", "dirty", "filthy", "discoloured", "split",
    "warped", "swollen", "split open", "out of date", "not fitted", "not secure", "dead", "cracked and loose",
    "stiff to open", "hard to close", "not closing properly", "not locking", "not draining", "slow to drain",
    "overflowing", "running constantly", "weeping", "bubbling", "blown", "sparking", "scorched", "shorting out",
    "beeping", "chirping", "disconnected", "falling down", "sticking", "jammed", "misted", "blown", "lifting",
    "uneven", "unsafe", "wobbly", "collapsed", "holed", "smashed", "bent", "pulling away from the wall",
    "very old", "past its best", "in a bad way", "in poor condition", "a bit tired",
  ],
  problem: [
    "a leak", "a slow leak", "a drip", "a crack", "a hairline crack", "a big crack", "damp", "rising damp",
    "penetrating damp", "condensation", "mould", "black mould", "mildew", "a water stain", "water damage",
    "a damp patch", "a hole", "a gap", "a loose tile", "a missing tile", "a broken tile", "some cracked tiles",
    "limescale", "rust", "rot", "wet rot", "dry rot", "woodworm", "a blockage", "a smell of gas",
    "a burning smell", "a bad smell", "a smell of damp", "a trip hazard", "exposed wires", "a loose wire",
    "scorch marks", "bubbling paint", "peeling paint", "flaking plaster", "blown plaster", "a draught",
    "no seal", "mice", "mouse droppings", "rats", "a wasps nest", "pigeons", "cockroaches", "bed bugs",
    "moths", "ants", "fleas", "silverfish", "graffiti", "rubbish", "fly tipping", "subsidence", "a bulge",
    "movement", "a sag", "standing water", "ivy", "weeds", "moss", "an overgrown hedge", "a fallen branch",
  ],
  action: [
    "replacing", "repairing", "fixing", "resealing", "regrouting", "a clean", "a deep clean", "cleaning",
    "painting", "repainting", "redecorating", "patching", "filling", "sanding", "refixing", "securing",
    "tightening", "adjusting", "easing", "servicing", "testing", "checking", "looking at", "bleeding",
    "clearing", "unblocking", "descaling", "treating", "a new seal", "a new washer", "a new battery",
    "new batteries", "a new bulb", "a new handle", "a new lock", "a new hinge", "a new cartridge", "a new panel",
    "to be replaced", "to be repaired", "to be checked", "to be looked at", "to be cleaned", "to be sealed",
    "to be made safe", "to be cleared", "to be tested", "to be certified", "repointing", "rewiring", "refelting",
    "a service", "a gas safety check", "an electrical check", "a proper look",
  ],
  trade: [
    "plumber", "electrician", "roofer", "joiner", "carpenter", "plasterer", "decorator", "painter",
    "gas engineer", "heating engineer", "glazier", "locksmith", "pest control", "cleaner", "cleaners",
    "gardener", "handyman", "builder", "damp specialist", "tiler", "surveyor", "contractor", "engineer",
    "maintenance team", "landlord", "managing agent", "caretaker", "our contractor", "the usual plumber",
  ],
  tradeAction: [
    "look at it", "have a look", "come out", "quote for it", "sort it out", "fix it", "replace it",
    "check it over", "make it safe", "test it", "repair the {fixture}", "replace the {fixture}",
    "look at the {fixture}", "service the {heating}", "clear the {roofing}", "treat the {problemShort}",
  ],
  problemShort: ["damp", "mould", "woodworm", "rot", "mice", "wasps", "ants", "condensation", "limescale"],

  // ---- how bad ------------------------------------------------------------------------------
  urgency: [
    "this is urgent", "that's urgent", "it's urgent", "urgent", "really urgent", "very urgent", "quite urgent",
    "this needs doing today", "needs sorting today", "today please", "as soon as possible", "asap",
    "straight away", "immediately", "right away", "as a priority", "high priority", "top priority",
    "it's an emergency", "this is an emergency", "that's dangerous", "it's dangerous", "it's a safety issue",
    "that's a safety issue", "it's a health and safety issue", "it's a fire risk", "someone could get hurt",
    "before the tenant moves in", "before the new tenant arrives", "this week", "by friday", "within {small} days",
    "within twenty four hours", "can't wait",
  ],
  mild: [
    "not urgent", "it's not urgent", "no rush", "low priority", "when convenient", "when someone's next out",
    "it's only cosmetic", "just cosmetic", "purely cosmetic", "minor", "it's minor", "just a minor thing",
    "nothing serious", "it can wait", "at the next visit", "at some point", "eventually", "next time",
    "when we redecorate", "it's just wear and tear", "general wear and tear", "fair wear and tear",
  ],
  degree: [
    "really", "very", "quite", "a bit", "a little", "slightly", "badly", "pretty", "fairly", "extremely",
    "seriously", "completely", "totally", "partly", "",
  ],
  adverb: ["badly", "quite badly", "a lot", "constantly", "all the time", "a little", "slightly", "again", "still"],

  // ---- talk ---------------------------------------------------------------------------------
  filler: [
    "um", "uh", "er", "erm", "okay", "ok", "right", "so", "now", "alright", "and", "then", "so um", "okay so",
    "right so", "and then", "now then", "um so", "er right", "yeah", "yes", "well", "let me see", "let's see",
    "hmm", "oh", "ah",
  ],
  enter: [
    "now we're in the {place}", "we're in the {place} now", "moving on to the {place}", "moving into the {place}",
    "this is the {place}", "here's the {place}", "into the {place}", "going into the {place}",
    "heading into the {place}", "heading upstairs to the {room}", "going downstairs to the {room}",
    "next is the {place}", "next the {place}", "next room is the {room}", "on to the {place}",
    "let's go into the {place}", "let's have a look at the {place}", "starting in the {place}",
    "starting with the {place}", "we start in the {place}", "back in the {place}", "finally the {place}",
    "last of all the {place}", "and the {place}", "the {place}", "{place}", "outside now", "going outside",
    "round the back", "up in the loft", "coming back inside", "that's the {place} done", "done with the {place}",
  ],
  fine: [
    "no issues in here", "no issues", "no problems in here", "nothing to report", "nothing to report in here",
    "nothing wrong in here", "all fine in here", "everything's fine", "everything looks fine",
    "everything seems fine", "all good", "all good in here", "looks good", "looks fine", "that's fine",
    "that's all fine", "that's okay", "it's fine", "it's all fine", "this room is fine", "the {place} is fine",
    "the {place} is in good order", "the {place} looks good", "the {place} is clean and tidy",
    "nothing wrong with the {fixture}", "the {fixture} is fine", "the {fixture} looks fine",
    "the {fixture} is working", "the {fixture} works fine", "the {fixture} is in good condition",
    "the {fixture} tested fine", "the {safety} is working", "the {safety} tested ok", "no damp in here",
    "no sign of {problemShort}", "no signs of {problemShort}", "no sign of any leaks", "no leaks",
    "the {fixture} has been fixed", "the {fixture} has already been fixed", "the {fixture} was fixed last week",
    "the {fixture} has been replaced", "the {fixture} has been sorted", "that's already been sorted",
    "that's been done", "that was done last month", "the {trade} has already been out for that",
    "that's not a maintenance issue", "that's the tenant's own {fixture}", "that belongs to the tenant",
  ],
  retract: [
    "actually no", "actually no it's fine", "no wait", "no sorry", "sorry", "sorry i mean", "scratch that",
    "ignore that", "ignore that last one", "forget that", "my mistake", "no hang on", "hang on",
    "actually it's fine", "no it's ok", "actually that's working", "actually it's just the light",
    "no that's fine", "oh no it's fine", "ah no that's ok", "wait it's fine", "no it's been done",
    "strike that", "cancel that", "don't worry about that", "never mind",
  ],
  subject: ["the tenant", "the tenants", "the resident", "the occupier", "the owner", "the landlord", "they", "she", "he"],
  say: ["says", "said", "mentioned", "reported", "tells me", "told me", "complained", "has told us", "reckons"],
  since: ["last week", "a few weeks", "a couple of weeks", "months", "a month", "the winter", "the summer",
    "christmas", "{small} weeks", "{small} months", "a while", "ages", "yesterday", "the last visit", "they moved in"],

  // ---- numbers ------------------------------------------------------------------------------
  small: [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "fifteen", "twenty", "two", "three", "four",
  ],
  count: ["two", "three", "four", "five", "six", "a few", "a couple of", "several", "some", "most of the", "all the", "both"],
  ordinal: ["first", "second", "third", "fourth", "top", "ground"],
  measure: [
    "about {small} metres", "around {small} metres", "roughly a metre", "half a metre", "about {small} feet",
    "{small} centimetres", "about {small} inches", "a square metre", "{small} square metres", "about a foot",
  ],
  number: [
    "{small}", "twenty {small}", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    "a hundred", "one hundred", "two hundred", "{small} hundred", "{small} thousand", "a thousand",
    "twenty five", "thirty five", "forty two", "sixty seven", "nineteen", "eighteen", "seventeen",
    "sixteen", "fourteen", "thirteen",
  ],
  material: ["plaster", "paint", "render", "mortar", "grout", "sealant", "carpet", "lino", "vinyl", "felt", "lead"],

  // ---- findings -----------------------------------------------------------------------------
  the: ["the", "the", "the", "this", "that", "the {room}"],
  finding: [
    "{the} {fixture} is {degree} {state}",
    "{the} {fixture} is {state}",
    "{the} {fixture} {where} is {state}",
    "{the} {fixture} is {state} {where}",
    "{the} {fixture} is {state} {near}",
    "{the} {fixture} isn't working",
    "{the} {fixture} doesn't work",
    "{the} {fixture} doesn't work properly",
    "{the} {fixture} won't {verbFail}",
    "{the} {fixture} keeps {verbKeeps}",
    "{the} {fixture} has stopped working",
    "{the} {fixture} has {problem}",
    "{the} {fixture} has got {problem}",
    "{the} {fixture} is leaking {adverb}",
    "{the} {fixture} is dripping {adverb}",
    "{the} {plumbing} is leaking",
    "{the} {plumbing} under the sink is leaking",
    "{the} {electrical} is {state}",
    "{the} {heating} isn't working",
    "{the} {heating} is {state}",
    "{the} {safety} is {state}",
    "{the} {safety} is missing",
    "{the} {safety} isn't working",
    "{the} {safety} doesn't go off when you test it",
    "there's no {safety} {where}",
    "there's no {safety}",
    "{the} {roofing} is {state}",
    "{the} {appliance} is {state}",
    "{the} {appliance} isn't working",
    "{the} {joinery} is {state}",
    "{the} {finish} is {state}",
    "{the} {grounds} is {state}",
    "there's {problem} {near}",
    "there's {problem} {where}",
    "there's {problem} on the {surface}",
    "there's {problem} in the {surface}",
    "there's {problem} under the {fixture}",
    "there's {problem} around the {fixture}",
    "there's {problem} behind the {fixture}",
    "there's {problem} {near} {where}",
    "there is {problem} on the {surface}",
    "we've got {problem} {near}",
    "we have {problem} {where}",
    "i can see {problem} {near}",
    "you can see {problem} on the {surface}",
    "there are {count} {plural} {state}",
    "{count} {plural} are {state}",
    "{count} of the {plural} are {state}",
    "{count} {plural} {where} are {state}",
    "{measure} of {material} is {state}",
    "{measure} of {material} has come away",
    "{the} {surface} is {state} {near}",
    "{the} {surface} is {degree} {state}",
    "{the} {surface} has {problem}",
    "{problem} {near}",
    "{problem} on the {surface}",
    "{problem} {where}",
    "no hot water",
    "no hot water {where}",
    "there's no hot water",
    "there's no heating",
    "no heating {where}",
    "the heating isn't coming on",
    "the boiler keeps losing pressure",
    "the boiler isn't firing",
    "the radiator's cold at the top",
    "the {fixture}'s {state}",
    "{fixture} {state}",
    "{fixture} {state} {where}",
    "{fixture} needs {action}",
    "{the} {fixture} needs {action}",
    "{the} {fixture} {where} needs {action}",
    "{the} {surface} needs {action}",
    "{the} {fixture} will need {action}",
    "{the} {fixture} could do with {action}",
    "{the} {fixture} wants {action}",
    "{the} {fixture} is due {action}",
    "{the} {fixture} has been {state} for {since}",
    "{the} {fixture} has been {state} since {since}",
    "{subject} {say} the {fixture} is {state}",
    "{subject} {say} the {fixture} has been {state} for {since}",
    "{subject} {say} the {fixture} keeps {verbKeeps}",
    "{subject} {say} there's {problem} {where}",
    "{subject} {say} there's no hot water",
    "{subject} {say} the heating isn't working",
    "{subject} {say} the {fixture} doesn't work",
    "{subject} {say} they can smell gas",
    "{subject} {say} they've seen {problemShort} {where}",
  ],
  verbFail: ["open", "close", "shut", "lock", "flush", "drain", "turn on", "turn off", "switch on", "light", "start", "stay open", "stay shut", "latch"],
  verbKeeps: ["dripping", "leaking", "tripping", "tripping the electrics", "going off", "beeping", "cutting out",
    "sticking", "running", "blocking", "flickering", "losing pressure", "making a noise", "banging", "overflowing"],
  needTrade: [
    "we'll need {a} {trade} to {tradeAction}",
    "we need {a} {trade} to {tradeAction}",
    "need to get {a} {trade} in",
    "need to get {a} {trade} in to {tradeAction}",
    "get {a} {trade} out to {tradeAction}",
    "get {a} {trade} to {tradeAction}",
    "book {a} {trade}",
    "book {a} {trade} for {since}",
    "can we get {a} {trade} out",
    "{a} {trade} needs to {tradeAction}",
    "ask the {trade} to {tradeAction}",
    "that's a job for {a} {trade}",
    "that's one for the {trade}",
    "i'll raise a job for the {trade}",
    "i'll get a quote from {a} {trade}",
    "needs {a} {trade}",
    "probably needs {a} {trade}",
    "needs looking at by {a} {trade}",
  ],
  a: ["a", "the", "an", "our"],

  // ---- everyday description: how people actually describe a fault on the spot -------------
  described: [
    "{the} {fixture} {looksLike} {state}",
    "{the} {fixture} {looksLike} it's {state}",
    "{the} {fixture} has gone {goneState}",
    "{the} {fixture} has come {cameState}",
    "{the} {fixture} is full of {filth}",
    "{the} {fixture} is covered in {filth}",
    "{the} {fixture} does nothing when you {operate} it",
    "nothing happens when you {operate} the {fixture}",
    "when you {operate} the {fixture} it {reaction}",
    "every time you {operate} the {fixture} it {reaction}",
    "{the} {fixture} only works {sometimes}",
    "{the} {fixture} is showing {display}",
    "there's {display} on the {fixture}",
    "{the} {fixture} is {coldHot}",
    "{the} {fixture} is {coldHot} {where}",
    "{the} {surface} is {wetDry} to the touch",
    "water is {waterVerb} {waterWhere}",
    "water has been {waterVerb} {waterWhere}",
    "there's water {waterVerb} {waterWhere}",
    "{the} {fixture} is letting water in",
    "{the} {fixture} has {moved}",
    "{count} {plural} have {moved}",
    "{the} {fixture} is {position}",
    "there's a crack {crackWhere}",
    "a crack runs {crackWhere}",
    "the {fixture} in the {room} {above_below} is {state}",
    "it's {leakingInto} the {room} {above_below}",
    "{the} {fixture} is {state} and {leakingInto} the {room} {above_below}",
    "you have to {workaround} to get the {fixture} to work",
    "{the} {fixture} won't {verbFail} unless you {workaround}",
    "{the} {fixture} is {state} after the {event}",
    "since the {event} the {fixture} has been {state}",
    "it looks like {the} {fixture} was {pastState} at some point",
    "someone has {pastState} the {fixture}",
  ],
  looksLike: ["looks", "looks like", "seems", "seems to be", "feels", "sounds", "appears to be", "is starting to look"],
  goneState: ["mouldy", "black", "brown", "yellow", "green", "rusty", "soft", "spongy", "brittle", "loose", "missing", "off", "cold", "quiet", "dead"],
  cameState: ["loose", "away from the wall", "off", "apart", "unstuck", "away", "away at the corner", "off its hinges", "out of the wall"],
  filth: ["moss", "leaves", "rubbish", "dust", "grease", "mould", "limescale", "soot", "water", "debris", "cobwebs", "droppings", "weeds"],
  operate: ["switch on", "switch off", "turn on", "turn", "press", "push", "pull", "open", "close", "flush", "use", "try", "test", "lift", "run", "light"],
  reaction: ["trips the electrics", "makes a loud noise", "bangs", "rattles", "leaks", "drips", "sparks", "buzzes", "clicks", "cuts out", "smells", "sticks", "gets stuck", "shakes", "squeaks", "whistles", "does nothing"],
  sometimes: ["sometimes", "some of the time", "now and then", "when it feels like it", "if you hold it", "after a while", "on a good day"],
  display: ["a fault", "a fault code", "an error code", "an error", "a red light", "a warning light", "a low pressure warning", "a flashing light", "nothing"],
  coldHot: ["stone cold", "cold", "freezing", "lukewarm", "only warm", "far too hot", "too hot to touch", "cold at the top", "cold at the bottom", "warm at the top"],
  wetDry: ["damp", "wet", "soaking", "soft", "cold", "bone dry", "dry"],
  waterVerb: ["coming in", "getting in", "leaking", "dripping", "pouring", "running", "pooling", "collecting", "seeping", "coming through", "sitting"],
  waterWhere: ["under the {fixture}", "behind the {fixture}", "around the {fixture}", "through the ceiling", "through the {surface}", "{where}", "down the wall", "onto the floor", "into the {room}", "at the base of the {fixture}", "round the base", "by the back door", "under the floor"],
  moved: ["slipped", "moved", "dropped", "shifted", "blown off", "blown down", "fallen off", "fallen down", "come loose", "come off", "lifted", "sunk", "cracked", "split"],
  position: ["hanging off", "leaning", "on the floor", "falling off", "not level", "out of line", "pulled off the wall", "tilted", "upside down", "held on with tape"],
  crackWhere: ["across the ceiling", "along the wall", "above the door", "above the window", "from the corner of the window", "down the {surface}", "across the {surface}", "through the plaster", "along the skirting", "in the {surface}", "right across the {room} ceiling", "from floor to ceiling", "in the render at the front"],
  above_below: ["above", "below", "underneath", "upstairs", "downstairs", "next door", "next to it"],
  leakingInto: ["leaking into", "dripping into", "coming through into", "getting into", "soaking into", "coming through to"],
  workaround: ["push it hard", "pull it up", "lift it", "kick it", "hold it down", "jiggle it", "wait a minute", "reset it", "press it twice", "give it a shove"],
  event: ["storm", "last storm", "heavy rain", "winter", "frost", "leak", "flood", "move in", "last tenancy", "works", "building work", "new kitchen went in"],
  pastState: ["painted shut", "painted over", "patched", "botched", "bodged", "filled", "taped up", "boarded up", "screwed shut", "nailed shut", "glued", "sealed over", "capped off", "disconnected", "removed"],
};

// Sentence shapes, with weights: most sentences are findings, as in a walkthrough.
const SHAPES: [string, number][] = [
  ["{finding}", 30],
  ["{filler} {finding}", 10],
  ["{finding} {urgency}", 8],
  ["{urgency} {finding}", 3],
  ["{finding} {mild}", 6],
  ["{finding} but it's {mild}", 2],
  ["{finding} and {finding}", 5],
  ["{finding} and also {finding}", 2],
  ["{finding} so {needTrade}", 4],
  ["{finding} {needTrade}", 3],
  ["{needTrade}", 4],
  ["{enter}", 8],
  ["{filler} {enter}", 5],
  ["{enter} {finding}", 5],
  ["{enter} {fine}", 3],
  ["{fine}", 8],
  ["{filler} {fine}", 3],
  ["{described}", 14],
  ["{filler} {described}", 4],
  ["{described} {urgency}", 3],
  ["{described} {mild}", 2],
  ["{described} so {needTrade}", 2],
  ["{enter} {described}", 2],
  ["{finding} and {described}", 2],
  ["{described} {retract} {fine}", 1],
  ["{finding} {retract}", 3],
  ["{finding} {retract} {fine}", 2],
  ["{finding} {retract} the {fixture} is {state}", 2],
  ["{retract} {fine}", 2],
  ["sorry not the {fixture} the {fixture}", 1],
  ["i mean the {fixture} not the {fixture}", 1],
  ["{finding} again", 1],
  ["as i said {finding}", 1],
  ["same again {where}", 1],
  ["same problem {where}", 1],
  ["{filler} {filler} {finding}", 2],
  ["{finding} {filler}", 2],
  ["{finding} which is {urgency}", 1],
  ["{finding} {urgency} {needTrade}", 1],
  ["photo of the {fixture}", 1],
  ["taking a photo of the {fixture}", 1],
  ["this is flat {small}", 1],
  ["this is number {number}", 1],
  ["we're at number {number}", 1],
  ["meter reading is {number} {number}", 1],
  ["that's everything", 1],
  ["that's it for the {place}", 1],
  ["that's the end of the inspection", 1],
  ["end of the walkthrough", 1],
  ["site visit at {number} {street}", 1],
  ["starting the inspection at {number} {street}", 1],
];

const STREET = [
  "mill lane", "high street", "church road", "station road", "victoria road", "park avenue", "the green",
  "queen street", "king street", "london road", "manor close", "school lane", "north street", "main road",
];

export const SEED = 20240611;
export const DEFAULT_SENTENCES = 20000;

/** mulberry32: small, fast and good enough to sample templates reproducibly. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GRAMMAR: Grammar = { ...G, street: STREET };

function expand(template: string, random: () => number, depth = 0): string {
  if (depth > 8) throw new Error(`corpus template recursion too deep at "${template}"`);
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const options = GRAMMAR[slot];
    if (!options) throw new Error(`corpus template names an unknown slot {${slot}}`);
    return expand(options[Math.floor(random() * options.length)]!, random, depth + 1);
  });
}

function pickShape(random: () => number): string {
  const total = SHAPES.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [shape, w] of SHAPES) if ((r -= w) < 0) return shape;
  return SHAPES[0]![0];
}

const tidy = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * The corpus: every alternative of every slot once (so each word is seen), then sampled sentences.
 * Deterministic for a given seed and size.
 */
export function buildCorpus(sentences = DEFAULT_SENTENCES, seed = SEED): string[] {
  const random = rng(seed);
  const out: string[] = [];
  for (const options of Object.values(GRAMMAR)) for (const option of options) out.push(tidy(expand(option, random)));
  for (let i = 0; i < sentences; i++) out.push(tidy(expand(pickShape(random), random)));
  return out.filter((s) => s !== "");
}

export function vocabulary(corpus: string[]): string[] {
  const words = new Set<string>();
  for (const s of corpus) for (const w of s.split(" ")) words.add(w);
  return [...words].sort();
}
