// Blind walkthroughs, set meaning-22 (written without seeing the extractor).
// Short lets and turnovers (holiday cottages, serviced apartments, Airbnb flats and rooms): cleaners, handymen and hosts, casual, some ESL, UK/Irish/US.
import type { Walkthrough } from "./types";

export const MEANING22_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "x01-rose-cottage-changeover",
    half: "tune",
    lines: [
      "Right, I'm at Rose Cottage now, just doing the changeover, guests left about ten.", // 0
      "Kitchen first, so, um, the tap in the kitchen is dripping again, like, constant drip.", // 1
      "Probably it needs a new washer, not urgent I think.", // 2
      "Dishwasher is working fine, I ran it empty.", // 3
      "Oh and the extractor hood, the light is not coming on, the fan is okay.", // 4
      "Living room, there's a big red wine stain on the rug by the sofa.", // 5
      "I'll try the spray on it but I think is not coming out.", // 6
      "The wood burner glass is all black, and, erm, the door of it doesn't close properly, the catch is loose.", // 7
      "I would not let the next guests light it like that, to be honest.", // 8
      "Upstairs now, on the landing.", // 9
      "Smoke alarm on the landing, I pressed the button and nothing, no beep.", // 10
      "It needs to be done today because new people come at four.", // 11
      "Main bedroom looks clean, beds done.", // 12
      "Bathroom, the toilet seat is loose, it moves side to side.", // 13
      "And the shower, the water is going everywhere, the screen seal is gone, is leaking under onto the floor.", // 14
      "No, sorry, not only the floor, it's coming down through the kitchen ceiling, there's a little brown mark.", // 15
      "Towels are all in the bag for the laundry.", // 16
      "Outside by the bins, the gate latch is broken, doesn't catch, it just swings.", // 17
      "Okay that's everything, I'll send you the photos.", // 18
    ],
    findings: [
      {
        id: "kitchen-tap-drip",
        at: [1, 2],
        thing: ["tap", "faucet", "mixer"],
        problem: ["drip", "leak", "washer", "worn"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-light",
        at: [4],
        thing: ["extractor", "hood", "cooker hood"],
        problem: ["light", "bulb", "not working", "out"],
        priority: "MEDIUM",
      },
      {
        id: "rug-wine-stain",
        at: [5, 6],
        thing: ["rug", "carpet", "mat"],
        problem: ["stain", "wine", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wood-burner-door",
        at: [7, 8],
        thing: ["wood burner", "burner", "stove", "log burner", "woodburner"],
        problem: ["door", "catch", "close", "loose", "glass"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "landing-smoke-alarm",
        at: [10, 11],
        thing: ["smoke alarm", "alarm", "detector", "smoke"],
        problem: ["not working", "no beep", "beep", "test", "fail", "dead", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-seat-loose",
        at: [13],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["loose", "wobbl", "moves"],
        priority: "MEDIUM",
      },
      {
        id: "shower-screen-leak",
        at: [14, 15],
        thing: ["shower", "screen", "seal"],
        problem: ["leak", "seal", "water", "ceiling"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bin-gate-latch",
        at: [17],
        thing: ["gate", "latch"],
        problem: ["latch", "broken", "catch", "swing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "x02-delancey-turnover-handyman",
    half: "heldout",
    lines: [
      "Hey, it's Marco, I'm at unit 4B on Delancey, the turnover one.", // 0
      "So, uh, front door deadbolt, it won't lock, the key turns but the bolt don't go all the way.", // 1
      "That's gotta be fixed today, guest checks in at three.", // 2
      "Kitchen, garbage disposal is jammed, just hums, I'll hit it with the allen key later.", // 3
      "Fridge is cold, ice maker's working.", // 4
      "The microwave door, the handle is broken off, is on the counter.", // 5
      "Living area, couch cushions are fine, couple of scuffs on the wall behind the TV, low priority.", // 6
      "AC unit in the window, it's blowing warm, not cold at all.", // 7
      "With this heat I'd say it's urgent, it's like ninety in here.", // 8
      "Bathroom, uh, toilet runs, it keeps running after you flush, flapper probably.", // 9
      "The GFCI by the sink trips when you plug in the hair dryer, and there's a burn mark on the cover.", // 10
      "Don't want nobody using that outlet till an electrician looks.", // 11
      "Tub drains fine, no leaks under the vanity.", // 12
      "Guest left like six towels on the floor, whatever, housekeeping's got it.", // 13
      "Bedroom, the blinds, two slats broken, next time.", // 14
      "Okay and the hallway outside the unit, the fire door to the stairs is propped open with a wedge again.", // 15
      "I kicked the wedge out but it don't close by itself, the closer's shot.", // 16
      "Alright, that's it, I'm gonna grab lunch.", // 17
    ],
    findings: [
      {
        id: "front-deadbolt",
        at: [1, 2],
        thing: ["deadbolt", "front door", "door", "lock", "bolt"],
        problem: ["lock", "bolt", "secur", "jam"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "garbage-disposal",
        at: [3],
        thing: ["garbage disposal", "disposal", "disposer"],
        problem: ["jam", "hum", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "microwave-handle",
        at: [5],
        thing: ["microwave"],
        problem: ["handle", "broken", "door"],
        priority: "MEDIUM",
      },
      {
        id: "wall-scuffs",
        at: [6],
        thing: ["wall", "paint"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ac-blowing-warm",
        at: [7, 8],
        thing: ["ac", "a/c", "air conditioning", "air conditioner", "aircon", "unit"],
        problem: ["warm", "not cool", "cooling", "blowing", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "toilet-running",
        at: [9],
        thing: ["toilet", "flapper", "cistern"],
        problem: ["run", "flush", "flapper"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-burn-mark",
        at: [10, 11],
        thing: ["gfci", "outlet", "socket", "receptacle"],
        problem: ["trip", "burn", "scorch"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "blind-slats",
        at: [14],
        thing: ["blind", "slat"],
        problem: ["broken", "slat"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-door-wedged",
        at: [15, 16],
        thing: ["fire door", "door", "closer"],
        problem: ["wedge", "propped", "close", "closer"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "x03-dublin-back-room",
    half: "tune",
    lines: [
      "Grand, so this is the back room, the one I let out on the app.", // 0
      "Ah look, the window handle, it's gone stiff, and the window won't close fully, there's a draught coming in.", // 1
      "Sure that's no good with the guests, it's on the ground floor, anyone could get in.", // 2
      "Get the lad to look at it today if he can.", // 3
      "Radiator's warm, grand.", // 4
      "The carpet is worn by the door, going thin, that's a next-void job.", // 5
      "Ceiling light flickers, now, when you switch it on, it flickers a few times like.", // 6
      "Could be the bulb, could be the fitting, I don't know.", // 7
      "Out on the landing, the stair carpet's coming up at the top step, the rod is missing.", // 8
      "Someone'll go flying on that, so that's urgent.", // 9
      "Shared bathroom, the extractor fan doesn't work at all, and there's black mould starting on the ceiling over the shower.", // 10
      "Mould's only small, keep an eye on it.", // 11
      "Shower's running hot, no bother there.", // 12
      "Mary, did you put the new towels out? Ah, you did, lovely.", // 13
      "Downstairs in the kitchen, the hob, the front left ring won't light, clicks but nothing.", // 14
      "No smell of gas or anything, just won't light.", // 15
      "Oh and the CO alarm beside the boiler is chirping, so battery or it's out of date.", // 16
      "Sort that today, I'm not having it.", // 17
      "Right, that's me, I'll put the kettle on.", // 18
    ],
    findings: [
      {
        id: "back-window-wont-close",
        at: [1, 2, 3],
        thing: ["window", "handle"],
        problem: ["close", "stiff", "draught", "secur", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bedroom-carpet-worn",
        at: [5],
        thing: ["carpet"],
        problem: ["worn", "thin", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ceiling-light-flicker",
        at: [6, 7],
        thing: ["ceiling light", "light", "fitting", "bulb"],
        problem: ["flicker", "bulb", "fitting"],
        priority: "MEDIUM",
      },
      {
        id: "stair-carpet-lifting",
        at: [8, 9],
        thing: ["stair carpet", "carpet", "stair", "step", "rod"],
        problem: ["loose", "lifting", "coming up", "rod", "missing", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "extractor-fan-dead",
        at: [10],
        thing: ["extractor", "fan"],
        problem: ["not working", "work", "broken", "dead", "faulty"],
        priority: "MEDIUM",
      },
      { id: "bathroom-mould", at: [10, 11], thing: ["mould", "mold"], priority: "LOW" },
      {
        id: "hob-ring-wont-light",
        at: [14, 15],
        thing: ["hob", "ring", "burner"],
        problem: ["light", "ignit", "click"],
        priority: "MEDIUM",
      },
      {
        id: "co-alarm-chirping",
        at: [16, 17],
        thing: ["co alarm", "carbon monoxide", "alarm", "detector"],
        problem: ["chirp", "battery", "expired", "date"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "x04-terrace-apartment-rosa",
    half: "heldout",
    lines: [
      "Okay, hello, is Rosa, I am finish the cleaning in the apartment 12, the one with the terrace.", // 0
      "In the kitchen is broken the handle of the oven, I put it in the drawer.", // 1
      "Also the sink, is very slow, the water no go down, I try the plunger already.", // 2
      "Is still slow.", // 3
      "The coffee machine is working, I clean it.", // 4
      "In the bathroom, the toilet, it not flush, you push and nothing happen.", // 5
      "Is the only bathroom so the guest cannot use, please call plumber today.", // 6
      "Mirror has a crack in the corner, small one, not big problem.", // 7
      "Bedroom is okay, I change the sheets, no problem.", // 8
      "The closet door, it come off the track, the sliding one, I put it back but it fall again.", // 9
      "Living room, the lamp by the sofa, the cable is, how you say, open, I see the wires.", // 10
      "I unplug it, is dangerous, maybe throw it away.", // 11
      "On the terrace the railing is moving, when you lean it moves a lot.", // 12
      "Please nobody go out there until somebody fix, it's very high.", // 13
      "Also there is a lot of bird poop on the chairs, I clean.", // 14
      "The wall by the door have marks, black marks from the suitcases.", // 15
      "Okay that's all, I leave the key in the box, bye.", // 16
    ],
    findings: [
      {
        id: "oven-handle",
        at: [1],
        thing: ["oven"],
        problem: ["handle", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-sink-slow",
        at: [2, 3],
        thing: ["sink", "drain", "waste"],
        problem: ["slow", "block", "drain", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-wont-flush",
        at: [5, 6],
        thing: ["toilet", "cistern", "flush"],
        problem: ["flush", "not", "broken"],
        priority: "HIGH",
      },
      {
        id: "mirror-crack",
        at: [7],
        thing: ["mirror"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "closet-door-track",
        at: [9],
        thing: ["closet", "wardrobe", "door", "sliding door"],
        problem: ["track", "off", "fall"],
        priority: "MEDIUM",
      },
      {
        id: "lamp-cable-exposed",
        at: [10, 11],
        thing: ["lamp", "cable", "cord", "flex", "wire"],
        problem: ["exposed", "wire", "damaged", "frayed", "open"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "terrace-railing-loose",
        at: [12, 13],
        thing: ["railing", "rail", "balustrade", "balcony", "terrace"],
        problem: ["loose", "moving", "wobbl", "unsafe"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wall-suitcase-marks",
        at: [15],
        thing: ["wall", "paint"],
        problem: ["mark", "scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "x05-trevethan-barn-handyman",
    half: "tune",
    lines: [
      "Trevethan Barn, Tuesday, changeover check.", // 0
      "Front door. Lock's stiff, takes three goes to turn, needs a squirt of WD-40 or a new barrel.", // 1
      "Not urgent, it does lock.", // 2
      "Boot room, the outside light over the back door's not coming on, sensor's gone I reckon.", // 3
      "Kitchen. Fridge freezer door seal split, bottom corner.", // 4
      "Oven fine. Hob fine.", // 5
      "Under the sink, water sitting in the cupboard, waste pipe joint's leaking, base of the unit's getting soaked.", // 6
      "Tightened it, still dripping, needs a new washer on the trap, this week.", // 7
      "Lounge. Two spotlights out, GU10s, no rush, I'll bring some next time.", // 8
      "Stairs. Handrail bracket's pulled out the wall, rail's hanging off at the top.", // 9
      "That's dangerous, do it today before the family gets in, they've got kids.", // 10
      "Bedroom one, fine.", // 11
      "Bedroom two, chest of drawers, drawer runner broken.", // 12
      "Bathroom, grout's grubby round the bath, low priority, regrout at end of season.", // 13
      "Hot tub outside, cover strap snapped, cover blows off.", // 14
      "Heat's fine on the hot tub, chemicals done.", // 15
      "Car park, big pothole by the entrance, someone'll turn an ankle, that's a proper trip.", // 16
      "Done.", // 17
    ],
    findings: [
      {
        id: "front-door-lock-stiff",
        at: [1, 2],
        thing: ["lock", "front door", "door", "barrel"],
        problem: ["stiff", "barrel", "lubric"],
        priority: "MEDIUM",
      },
      {
        id: "outside-light",
        at: [3],
        thing: ["outside light", "light", "security light", "sensor", "pir"],
        problem: ["not working", "sensor", "out", "working"],
        priority: "MEDIUM",
      },
      {
        id: "fridge-seal",
        at: [4],
        thing: ["fridge", "freezer", "seal", "gasket"],
        problem: ["seal", "split", "torn"],
        priority: "MEDIUM",
      },
      {
        id: "sink-waste-leak",
        at: [6, 7],
        thing: ["waste", "pipe", "trap", "sink"],
        problem: ["leak", "drip", "water", "washer", "soak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "lounge-spotlights",
        at: [8],
        thing: ["spotlight", "light", "bulb", "gu10"],
        problem: ["out", "bulb", "blown"],
        priority: "LOW",
      },
      {
        id: "stair-handrail",
        at: [9, 10],
        thing: ["handrail", "rail", "bracket", "stair"],
        problem: ["loose", "bracket", "hanging", "pulled"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "drawer-runner",
        at: [12],
        thing: ["drawer", "chest of drawers", "runner"],
        problem: ["runner", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "bath-grout",
        at: [13],
        thing: ["grout", "bath"],
        problem: ["grubby", "dirty", "regrout", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hot-tub-cover-strap",
        at: [14],
        thing: ["hot tub", "tub", "cover", "strap"],
        problem: ["strap", "snapped", "broken", "blow"],
        priority: "MEDIUM",
      },
      {
        id: "car-park-pothole",
        at: [16],
        thing: ["pothole", "car park", "surface", "tarmac"],
        problem: ["pothole", "trip", "hole"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "x06-dock-road-kasia",
    half: "heldout",
    lines: [
      "Hi Siobhan, it's Kasia, I'm in the apartment on Dock Road now.", // 0
      "So, erm, the guests left it very messy, but okay, I clean.", // 1
      "In the kitchen the kettle is not working, I think is finished, no light, nothing.", // 2
      "And the washing machine, door is not open, is locked with water inside.", // 3
      "I try the drain thing on the bottom but is stuck.", // 4
      "Living room is fine, sofa is fine, TV working.", // 5
      "The balcony door, the handle is very loose and it doesn't lock, I close it but you can open from outside with push.", // 6
      "Is second floor but the balcony is next to the stairs from the neighbour, so somebody can come in.", // 7
      "Bathroom, the light cord, the pull one, is broken, the string is come off, so light stay on.", // 8
      "The sink is, how you say, cracked, under the tap, a small line.", // 9
      "Not leaking, only the crack.", // 10
      "In bedroom the smoke alarm is not there, only the plate on the ceiling, somebody take it off.", // 11
      "Maybe guests take it because of cooking, I don't know, but is missing.", // 12
      "Also in bedroom a lot of marks on the headboard, like pen, I can't clean.", // 13
      "Hallway, the bulb is gone, is dark.", // 14
      "Okay, I wait for you call me back, bye bye.", // 15
    ],
    findings: [
      {
        id: "kettle-dead",
        at: [2],
        thing: ["kettle"],
        problem: ["not working", "working", "broken", "dead", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "washing-machine-door",
        at: [3, 4],
        thing: ["washing machine", "washer", "machine"],
        problem: ["lock", "stuck", "water", "drain", "door", "open"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-door-lock",
        at: [6, 7],
        thing: ["balcony door", "door", "handle", "lock"],
        problem: ["lock", "loose", "secur", "handle"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "bathroom-pull-cord",
        at: [8],
        thing: ["pull cord", "cord", "light switch", "switch", "light"],
        problem: ["broken", "cord", "string", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "basin-cracked",
        at: [9, 10],
        thing: ["sink", "basin", "washbasin"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-smoke-alarm-missing",
        at: [11, 12],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["missing", "removed", "taken", "no"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "headboard-marks",
        at: [13],
        thing: ["headboard", "bed"],
        problem: ["mark", "pen", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hallway-bulb",
        at: [14],
        thing: ["bulb", "light", "hallway"],
        problem: ["gone", "blown", "out", "dark"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "x07-fellside-voice-note",
    half: "tune",
    lines: [
      "Okay Dave, voice note for you, this is for Fellside, the big cottage, not the little one.", // 0
      "So the guests mentioned the boiler was making a banging noise, and, um, this morning there's no hot water at all.", // 1
      "Heating's on, radiators are warm, it's just the hot water, so maybe the diverter valve? I don't know, you're the expert.", // 2
      "We've got people in Friday so that needs sorting, like, today or tomorrow.", // 3
      "Kitchen, the cupboard door under the sink has come off its hinge, it's just hanging there.", // 4
      "And, sorry, I should say, the cupboard by the cooker, not the sink one, the sink one's fine.", // 5
      "Dining room, there's a big chip out of the paintwork on the skirting, from a suitcase I'd guess.", // 6
      "Leave that till November when it's quiet.", // 7
      "Um, the back door, the one into the garden, the key's snapped in the lock.", // 8
      "Half the key's still in there so it won't lock, I've had to bolt it from inside.", // 9
      "Upstairs, the loft hatch in the twin room won't stay shut, it keeps dropping open.", // 10
      "Oh and the bathroom tap, the hot one on the basin, it's loose, spins round.", // 11
      "Outside, there's a gutter at the front that's overflowing, it's running down the wall by the porch.", // 12
      "Probably leaves, it's that time of year, not urgent but book it in before the winter.", // 13
      "The garden looks lovely, the gardener's been.", // 14
      "And the bins, the council didn't collect, ignore that.", // 15
      "Right, that's all, thanks Dave, speak later.", // 16
    ],
    findings: [
      {
        id: "no-hot-water",
        at: [1, 2, 3],
        thing: ["boiler", "hot water", "water", "diverter"],
        problem: ["hot water", "bang", "noise", "no", "diverter"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "cupboard-door-hinge",
        at: [4, 5],
        thing: ["cupboard", "door", "hinge"],
        problem: ["hinge", "hanging", "off"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-chip",
        at: [6, 7],
        thing: ["skirting", "paintwork", "paint"],
        problem: ["chip", "damage", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "back-door-key-snapped",
        at: [8, 9],
        thing: ["back door", "door", "lock", "key"],
        problem: ["snapped", "broken", "lock", "key"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "loft-hatch",
        at: [10],
        thing: ["loft hatch", "hatch", "loft"],
        problem: ["open", "shut", "dropping", "catch"],
        priority: "MEDIUM",
      },
      {
        id: "basin-hot-tap-loose",
        at: [11],
        thing: ["tap", "basin", "faucet"],
        problem: ["loose", "spin"],
        priority: "MEDIUM",
      },
      {
        id: "front-gutter-overflow",
        at: [12, 13],
        thing: ["gutter", "guttering"],
        problem: ["overflow", "block", "leaves", "running"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "x08-unit-1807-turnover",
    half: "heldout",
    lines: [
      "Alright, unit 1807, turnover walk, Jess is with me taking photos.", // 0
      "Entry, the smart lock keypad's dead, the screen doesn't light up, the batteries might be done.", // 1
      "Jess, can you try the code? Yeah, nothing.", // 2
      "We can't check anyone in without that, it's the only way in, so that's today.", // 3
      "Kitchen, dishwasher's got standing water in the bottom, doesn't drain.", // 4
      "Range hood fan's loud, rattling, low priority.", // 5
      "Fridge good, ice good, no leaks under the sink.", // 6
      "Living room, hardwood's scratched up by the balcony door, pretty deep ones.", // 7
      "Sliding door to the balcony, the lock works, track's fine.", // 8
      "Oh, the thermostat, the Nest, it says offline and the heat isn't kicking on, it's sixty-one in here.", // 9
      "In January that's a no-heat call, escalate that.", // 10
      "Primary bath, caulk around the tub is peeling and there's some pink mold in the corner.", // 11
      "Second bath, the exhaust fan works, toilet flushes fine.", // 12
      "Hall closet, the water heater, there's a little puddle under it, and it's rusty at the base.", // 13
      "Get a plumber out today, if that lets go it's going into 1707.", // 14
      "Bedroom two, the closet bifold door's off the track, no big deal.", // 15
      "And there's a nail pop in the ceiling, cosmetic.", // 16
      "Okay, I think that's the unit, let's do the garage spot.", // 17
      "Parking spot 44, fine, no oil, nothing.", // 18
    ],
    findings: [
      {
        id: "smart-lock-dead",
        at: [1, 2, 3],
        thing: ["smart lock", "lock", "keypad"],
        problem: ["dead", "battery", "light", "not working"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "dishwasher-not-draining",
        at: [4],
        thing: ["dishwasher"],
        problem: ["drain", "standing water", "water"],
        priority: "MEDIUM",
      },
      {
        id: "range-hood-rattle",
        at: [5],
        thing: ["range hood", "hood", "fan", "extractor"],
        problem: ["loud", "rattl", "noise", "noisy"],
        priority: "LOW",
      },
      {
        id: "hardwood-scratches",
        at: [7],
        thing: ["hardwood", "floor", "flooring"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "no-heat-thermostat",
        at: [9, 10],
        thing: ["thermostat", "nest", "heat", "heating", "furnace"],
        problem: ["offline", "heat", "no heat", "not"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "tub-caulk-peeling",
        at: [11],
        thing: ["caulk", "tub", "sealant", "bath"],
        problem: ["peel", "caulk"],
        priority: "MEDIUM",
      },
      { id: "tub-pink-mold", at: [11], thing: ["mold", "mould"], priority: "LOW" },
      {
        id: "water-heater-leak",
        at: [13, 14],
        thing: ["water heater", "heater", "tank"],
        problem: ["leak", "puddle", "rust", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bifold-off-track",
        at: [15],
        thing: ["bifold", "closet", "door"],
        problem: ["track", "off"],
        priority: "LOW",
      },
      {
        id: "ceiling-nail-pop",
        at: [16],
        thing: ["ceiling", "nail pop", "nail"],
        problem: ["nail", "pop"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "x09-edinburgh-serviced-shower",
    half: "tune",
    lines: [
      "Hello, sorry, I am the maintenance, the office send me about the shower.", // 0
      "Ah yes, I see, the shower is no hot, only cold, and the pressure very weak.", // 1
      "Is the electric one, Triton, I think the element is gone.", // 2
      "You cannot shower like this, I order the new one, tomorrow I come back, yes?", // 3
      "While I am here I look other things, is okay?", // 4
      "The bath, the plug is missing, the chain is there but no plug.", // 5
      "Toilet is okay, flush good.", // 6
      "Kitchen, this socket by the kettle, is loose from the wall, and is, look, brown, burning colour.", // 7
      "Please don't use this one, I switch off, is dangerous.", // 8
      "The window in the lounge, the restrictor is broken, it open all the way, is fourth floor.", // 9
      "For children very dangerous, this I fix today, I have one in the van.", // 10
      "Ah and the blind there, the cord is hanging, also for children not good, I put the cleat.", // 11
      "Carpet in bedroom, the stain, the big one, that is not from you, is old, don't worry.", // 12
      "Hallway of the building, the fire door, the glass is cracked in the door.", // 13
      "I tell the office, they call the glass company.", // 14
      "Okay, thank you, sorry for the disturb, bye.", // 15
    ],
    findings: [
      {
        id: "electric-shower-no-hot",
        at: [1, 2, 3],
        thing: ["shower", "element"],
        problem: ["hot", "cold", "pressure", "element"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "bath-plug-missing",
        at: [5],
        thing: ["bath", "plug"],
        problem: ["plug", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "scorched-socket",
        at: [7, 8],
        thing: ["socket", "outlet", "plug socket"],
        problem: ["loose", "burn", "scorch", "brown"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "window-restrictor",
        at: [9, 10],
        thing: ["window", "restrictor"],
        problem: ["restrictor", "broken", "open"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "blind-cord",
        at: [11],
        thing: ["blind", "cord"],
        problem: ["cord", "hanging", "cleat", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-carpet-stain",
        at: [12],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-door-glass-cracked",
        at: [13, 14],
        thing: ["fire door", "door", "glass", "glazing"],
        problem: ["crack", "glass"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "x10-seaside-pink-house",
    half: "heldout",
    lines: [
      "Hey girl, yeah, we're at the Seaside one, the pink house, just starting.", // 0
      "Okay so like, the pool gate, the latch doesn't catch anymore, it just, like, swings open.", // 1
      "That's a big deal with the pool, kids could get in, somebody needs to come today.", // 2
      "Inside, the AC's running, it's cool, thank god.", // 3
      "Kitchen, there's ants, like, a trail of ants by the back door.", // 4
      "And the screen on the back door is ripped, that's probably how they're getting in, or not, I don't know.", // 5
      "Ice maker's leaking, there's water on the floor in front of the fridge, like a puddle, every time.", // 6
      "I put towels down but someone's gonna slip.", // 7
      "Living room, um, the ceiling fan wobbles really bad on high.", // 8
      "Master bath, the toilet's fine, the shower head's all crusty, calcium, low priority.", // 9
      "Oh my god, and the outlet by the tub, the GFCI, it's got no cover plate, just wires showing.", // 10
      "Bedroom three, the bunk bed ladder is loose, one of the bolts is missing, that needs doing before the next family.", // 11
      "Hang on, Maria's asking me something.", // 12
      "Okay, she says the washer's fine, dryer's fine, lint trap's clean.", // 13
      "Front porch, one of the boards is rotten, soft, you can feel it give, somebody could go right through.", // 14
      "Smoke detectors I tested all of them, all beep, all good.", // 15
      "Alright I'll text you the pics.", // 16
    ],
    findings: [
      {
        id: "pool-gate-latch",
        at: [1, 2],
        thing: ["pool gate", "gate", "latch"],
        problem: ["latch", "catch", "swing", "open"],
        priority: "HIGH",
        kind: "security",
      },
      { id: "ants-kitchen", at: [4], thing: ["ant", "pest", "insect"], priority: "MEDIUM" },
      {
        id: "back-door-screen",
        at: [5],
        thing: ["screen", "screen door", "door"],
        problem: ["rip", "torn", "tear"],
        priority: "MEDIUM",
      },
      {
        id: "ice-maker-leak",
        at: [6, 7],
        thing: ["ice maker", "fridge", "refrigerator"],
        problem: ["leak", "water", "puddle"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ceiling-fan-wobble",
        at: [8],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbl", "loose", "balance"],
        priority: "MEDIUM",
      },
      {
        id: "shower-head-scale",
        at: [9],
        thing: ["shower head", "shower", "showerhead"],
        problem: ["crust", "calcium", "limescale", "scale"],
        priority: "LOW",
      },
      {
        id: "gfci-no-cover",
        at: [10],
        thing: ["outlet", "gfci", "socket", "cover", "plate"],
        problem: ["cover", "plate", "exposed", "wire", "missing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bunk-ladder-loose",
        at: [11],
        thing: ["bunk", "ladder", "bed"],
        problem: ["loose", "bolt", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "porch-board-rotten",
        at: [14],
        thing: ["porch", "board", "decking", "deck"],
        problem: ["rot", "soft"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "x11-hackney-flat-phone",
    half: "tune",
    lines: [
      "Yeah, hi mate, it's Raj, can you hear me? I'm on the Overground so it might cut out.", // 0
      "So the flat in Hackney, the guest messaged, the front door intercom's not buzzing.", // 1
      "They can't let the delivery guys in, not the end of the world, but book it in.", // 2
      "And the bedroom, the radiator's stone cold, the others are fine, so bleed it or the valve's stuck.", // 3
      "That's the guest's room and it's November, she's got no heat in there at all, so tomorrow latest.", // 4
      "Kitchen, she says there's a smell of gas when the hob's off.", // 5
      "I told her to open the windows and not turn anything on, I've called Cadent, that's an emergency.", // 6
      "Then the bathroom, the sealant's gone black round the shower tray, and there's a crack in the tray.", // 7
      "Water's getting through, the downstairs neighbour's complained about a stain on their ceiling.", // 8
      "Yeah, the one with the dog, that's her.", // 9
      "Living room, the curtain rail's come away from the wall on one side.", // 10
      "The lodger in room two is moving out end of the month, that's fine.", // 11
      "Oh, and she said the fire blanket in the kitchen's gone, just the empty holder.", // 12
      "Low priority but pick one up.", // 13
      "Hallway carpet's got a burn mark, someone's dropped something, cosmetic, leave it.", // 14
      "Sorry, tunnel, you there? Okay, that's everything, cheers.", // 15
    ],
    findings: [
      {
        id: "intercom-not-buzzing",
        at: [1, 2],
        thing: ["intercom", "buzzer", "entry"],
        problem: ["buzz", "not working", "working", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-radiator-cold",
        at: [3, 4],
        thing: ["radiator", "valve", "rad", "heat"],
        problem: ["cold", "bleed", "valve", "stuck", "heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "gas-smell",
        at: [5, 6],
        thing: ["gas", "hob"],
        problem: ["smell", "leak"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "shower-sealant-black",
        at: [7],
        thing: ["sealant", "silicone", "mastic"],
        problem: ["black", "mould", "mold"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tray-crack-leak",
        at: [7, 8],
        thing: ["shower tray", "tray", "shower"],
        problem: ["crack", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "curtain-rail-loose",
        at: [10],
        thing: ["curtain rail", "curtain", "rail", "pole"],
        problem: ["come away", "loose", "fallen", "wall"],
        priority: "MEDIUM",
      },
      {
        id: "fire-blanket-missing",
        at: [12, 13],
        thing: ["fire blanket", "blanket"],
        problem: ["missing", "gone", "empty"],
        priority: "LOW",
      },
      {
        id: "hall-carpet-burn",
        at: [14],
        thing: ["carpet"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "x12-kinsale-end-of-season",
    half: "heldout",
    lines: [
      "Right so I'm down at the holiday home in Kinsale for Noreen, doing the end-of-season check.", // 0
      "First thing, the front step, the tile's cracked and rocking, someone'll trip on it coming in with the bags.", // 1
      "Needs a new tile and bedding in, I'd do that this week.", // 2
      "In the hall the fuse board, one of the breakers keeps tripping, the one for the kitchen sockets, trips when you put the kettle and the toaster on together.", // 3
      "Could be the toaster, could be the circuit, I'll get Seán the sparks to look at it.", // 4
      "Kitchen, the tap's grand, the sink's grand, the window over the sink, the, ah, what do you call it, the trickle vent's snapped off.", // 5
      "No, sorry, it's the one in the utility, not the kitchen, the kitchen one's fine.", // 6
      "Back door into the garden, swollen, you've to give it a kick to shut it, and it won't lock unless you lift it.", // 7
      "I'd say that's a priority with the house empty over the winter.", // 8
      "Sitting room, the chimney, there's soot coming down, and a bit of a draught, the cowl might be gone.", // 9
      "The stove itself is fine, rope seal's good.", // 10
      "Upstairs, there's a damp patch on the ceiling in the end bedroom, under the valley of the roof.", // 11
      "It's dry today, but it's brown and the paint's bubbling, so it's been getting in.", // 12
      "Get a roofer up before the storms.", // 13
      "Bathroom, the bath panel's cracked at the bottom, the kids probably kicked it, no hurry.", // 14
      "The heat alarm in the kitchen, and the smoke alarms, all tested, all working.", // 15
      "Outside, the oil tank's grand, about half full, no leaks, the bund's dry.", // 16
      "And the garden shed door's hanging off one hinge, the bottom one's rusted through.", // 17
      "That's the lot, I'll send Noreen the invoice.", // 18
    ],
    findings: [
      {
        id: "front-step-tile",
        at: [1, 2],
        thing: ["step", "tile", "front step"],
        problem: ["crack", "rock", "loose", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kitchen-breaker-tripping",
        at: [3, 4],
        thing: ["breaker", "fuse board", "fuseboard", "circuit", "rcd", "consumer unit", "socket"],
        problem: ["trip"],
        priority: "MEDIUM",
      },
      {
        id: "utility-trickle-vent",
        at: [5, 6],
        thing: ["trickle vent", "vent", "window"],
        problem: ["snap", "broken", "off"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-swollen",
        at: [7, 8],
        thing: ["back door", "door", "lock"],
        problem: ["swollen", "lock", "stick", "shut", "secur"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "chimney-cowl",
        at: [9],
        thing: ["chimney", "cowl", "flue"],
        problem: ["soot", "draught", "cowl", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-ceiling-damp",
        at: [11, 12, 13],
        thing: ["ceiling", "damp", "roof", "valley"],
        problem: ["damp", "stain", "leak", "bubbl", "patch"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bath-panel-cracked",
        at: [14],
        thing: ["bath panel", "panel", "bath"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shed-door-hinge",
        at: [17],
        thing: ["shed", "door", "hinge"],
        problem: ["hinge", "hanging", "rust"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "x13-eastside-casita-memo",
    half: "tune",
    lines: [
      "Memo, Eastside casita, Sunday turnover, about forty minutes till next check-in.", // 0
      "One, the porch light is out, probably just the bulb.", // 1
      "Two, the keypad on the side gate, battery warning, order batteries.", // 2
      "Three, inside the door, the hardwood by the entry is warped, kinda lifting, the boards, from that leak last month.", // 3
      "Not a trip yet but keep an eye on it.", // 4
      "Kitchen, fridge, good, stove, good, oh, the microwave light's out, whatever.", // 5
      "Under the sink, dry, no leak, good.", // 6
      "Four, the living room, smoke detector's chirping, every like thirty seconds, low battery.", // 7
      "That's annoying, guests'll call at 2 a.m., do it now.", // 8
      "Five, bathroom, the toilet handle is loose, you gotta jiggle it or it keeps running.", // 9
      "Six, the vanity drawer front fell off, I've got it here.", // 10
      "Bedroom, somebody put a hole in the drywall behind the door, doorknob, no stopper.", // 11
      "Patch that next gap, and put a door stopper on.", // 12
      "Seven, backyard, the string lights, one strand's dead, and the extension cord's laying in the puddle from the sprinkler.", // 13
      "I unplugged it, that's not safe.", // 14
      "Okay, sprinklers off, hot tub's at a hundred and two, good.", // 15
      "Done, go.", // 16
    ],
    findings: [
      {
        id: "porch-light-out",
        at: [1],
        thing: ["porch light", "light", "bulb"],
        problem: ["out", "bulb", "blown"],
        priority: "MEDIUM",
      },
      {
        id: "gate-keypad-battery",
        at: [2],
        thing: ["keypad", "gate", "lock"],
        problem: ["battery", "batteries", "low"],
        priority: "MEDIUM",
      },
      {
        id: "entry-floor-warped",
        at: [3, 4],
        thing: ["hardwood", "floor", "board", "flooring"],
        problem: ["warp", "lift"],
        priority: "LOW",
      },
      {
        id: "microwave-light",
        at: [5],
        thing: ["microwave"],
        problem: ["light", "bulb", "out"],
        priority: "LOW",
      },
      {
        id: "smoke-detector-chirp",
        at: [7, 8],
        thing: ["smoke detector", "detector", "alarm", "smoke alarm"],
        problem: ["chirp", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-handle-loose",
        at: [9],
        thing: ["toilet", "handle", "flush"],
        problem: ["loose", "run", "jiggle"],
        priority: "MEDIUM",
      },
      {
        id: "vanity-drawer-front",
        at: [10],
        thing: ["vanity", "drawer"],
        problem: ["front", "fell", "off", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "drywall-hole",
        at: [11, 12],
        thing: ["drywall", "wall", "door stop", "stopper"],
        problem: ["hole", "patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "string-lights-dead",
        at: [13],
        thing: ["string lights", "lights", "strand"],
        problem: ["dead", "out"],
        priority: "LOW",
      },
      {
        id: "extension-cord-in-puddle",
        at: [13, 14],
        thing: ["extension cord", "cord", "extension", "lead"],
        problem: ["puddle", "water", "wet"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "x14-apartment-nine-ana",
    half: "heldout",
    lines: [
      "Hello boss, is Ana, apartment nine, I finish the clean.", // 0
      "Everything is clean now but I have some problem for tell you.", // 1
      "First, the fridge is make very loud noise, like brrr, all the time, and is not so cold, the milk is warm.", // 2
      "I think is broken, maybe today somebody look because food go bad.", // 3
      "The oven is fine, I clean the oven.", // 4
      "In the bathroom the shower is not stop, the water is drip drip all the time when is off.", // 5
      "And the toilet, around the bottom, there is water, always wet, I dry and after is wet again.", // 6
      "Is coming from the pipe behind, I think, the floor is little bit soft there.", // 7
      "The bedroom window, the glass inside is wet, condensation, and black on the frame, mould.", // 8
      "I clean the mould but is coming back, tell the guest open window.", // 9
      "Living room, the smoke alarm have no light, the green light, is off, I press and no sound.", // 10
      "The front door, when you close it it don't close, you have to push strong, the closer I think is too slow.", // 11
      "Is the door to the corridor, fire door, the sign say.", // 12
      "Also the sofa is ripped a little on the arm, like cat or something.", // 13
      "Ok, I go to apartment ten now, bye.", // 14
    ],
    findings: [
      {
        id: "fridge-noisy-warm",
        at: [2, 3],
        thing: ["fridge", "refrigerator"],
        problem: ["noise", "loud", "cold", "warm", "broken"],
        priority: "HIGH",
      },
      {
        id: "shower-drip",
        at: [5],
        thing: ["shower", "valve", "tap", "mixer"],
        problem: ["drip", "leak", "stop"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-base-leak",
        at: [6, 7],
        thing: ["toilet", "pipe", "floor"],
        problem: ["leak", "water", "wet", "soft"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-window-mould",
        at: [8, 9],
        thing: ["mould", "mold", "window", "frame", "condensation"],
        problem: ["condensation", "mould", "mold", "black", "wet"],
        priority: "LOW",
      },
      {
        id: "living-smoke-alarm",
        at: [10],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["no light", "light", "sound", "dead", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "front-fire-door-closer",
        at: [11, 12],
        thing: ["front door", "fire door", "door", "closer"],
        problem: ["close", "closer", "slow", "shut"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sofa-ripped",
        at: [13],
        thing: ["sofa", "couch", "arm"],
        problem: ["rip", "torn", "tear"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "x15-triple-decker-top-floor",
    half: "tune",
    lines: [
      "Okay Tommy, we're doing the top floor Airbnb first, then the middle one.", // 0
      "Back stairs, the outside ones, the railing on the second landing is wicked loose, whole section moves.", // 1
      "Tape it off, nobody uses the back stairs till we bolt that, today.", // 2
      "Kitchen, the faucet, the sprayer hose is leaking under the sink, slow drip into the cabinet.", // 3
      "Put a bucket under it, it's a cartridge and a hose, Home Depot run.", // 4
      "Gas stove, all four burners light, no smell, good.", // 5
      "Oh, and the radiator in the kitchen, the valve's hissing, spitting a bit of water, steam system.", // 6
      "Just snug the packing nut, that'll do it, not a big deal.", // 7
      "Front room, the window sash cord's broken on the left one, the window drops, slams down.", // 8
      "Somebody's gonna lose fingers, prop it with a stick for now and get it done this week.", // 9
      "Paint's peeling on the ceiling in the bathroom, right over the tub, from the steam.", // 10
      "Next turnover we'll scrape and prime it, low priority.", // 11
      "Bathroom outlet's no good, no power, the GFCI won't reset.", // 12
      "Tommy, what's the breaker? Okay, breaker's on, so it's the GFCI itself.", // 13
      "Bedroom, the door won't latch, strike plate's off.", // 14
      "Hallway, CO detector on the top floor landing, tested, works.", // 15
      "Smoke in the hall, works. Alright, downstairs.", // 16
    ],
    findings: [
      {
        id: "back-stair-railing",
        at: [1, 2],
        thing: ["railing", "rail", "handrail", "balustrade", "stairs"],
        problem: ["loose", "moves", "bolt"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "sprayer-hose-leak",
        at: [3, 4],
        thing: ["faucet", "sprayer", "hose", "tap"],
        problem: ["leak", "drip", "cartridge"],
        priority: "MEDIUM",
      },
      {
        id: "radiator-valve-hiss",
        at: [6, 7],
        thing: ["radiator", "valve", "packing nut"],
        problem: ["hiss", "spit", "leak", "water", "steam"],
        priority: "MEDIUM",
      },
      {
        id: "sash-cord-broken",
        at: [8, 9],
        thing: ["sash", "window", "cord"],
        problem: ["cord", "broken", "drop", "slam"],
        priority: "HIGH",
      },
      {
        id: "bathroom-ceiling-paint",
        at: [10, 11],
        thing: ["paint", "ceiling"],
        problem: ["peel", "flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bathroom-gfci-dead",
        at: [12, 13],
        thing: ["outlet", "gfci", "socket"],
        problem: ["power", "reset", "dead", "no"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-door-latch",
        at: [14],
        thing: ["door", "latch", "strike plate", "strike"],
        problem: ["latch", "strike", "off"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "x16-donegal-cottage-welcome",
    half: "heldout",
    lines: [
      "Hiya, welcome, come in, come in, you found it okay? The sat nav does be wrong out here.", // 0
      "So I'll just show you round, and I'll be noting a couple of bits for my fella to fix, don't mind me.", // 1
      "This is the kitchen, now the cooker is a bit temperamental, the oven door doesn't shut right, you have to lean on it.", // 2
      "The seal's gone on it, I'll get a new one ordered, it's not dangerous, just loses heat.", // 3
      "The range is grand, it heats the water and all.", // 4
      "Oh, the tap there, the cold one, it's stiff, you need two hands, sorry about that.", // 5
      "Through here's the sitting room, the fire's ready to go, turf in the basket.", // 6
      "Ah no, look, the glass in that little window by the fire is cracked right across, that wasn't there Tuesday.", // 7
      "Don't touch it, I'll get it boarded today, the glass could fall in.", // 8
      "Upstairs, mind your head on the beam, and, ah, the third step creaks, it's solid though.", // 9
      "The stairs light, the switch at the top doesn't work, only the one at the bottom.", // 10
      "Bedroom, that's yours, the wardrobe door is a bit stuck, give it a pull.", // 11
      "Bathroom, there's no hot water in the shower? Wait, let me run it, no, it's coming now, takes a minute, it's grand.", // 12
      "The toilet's a bit slow to fill after you flush, you'll be alright.", // 13
      "And the smoke alarm up here, I tested it this morning, working.", // 14
      "Oh and the carbon monoxide alarm by the range, there isn't one, I need to get one, that's on me, I'll drop it up tonight.", // 15
      "Outside, the path down to the beach, the handrail's rotten at the bottom, so hold onto the wall side.", // 16
      "I'll have it replaced this week.", // 17
      "Right, Wi-Fi code is on the fridge, enjoy, any bother give me a shout.", // 18
    ],
    findings: [
      {
        id: "oven-door-seal",
        at: [2, 3],
        thing: ["oven", "oven door", "cooker", "seal"],
        problem: ["seal", "shut", "door", "close"],
        priority: "MEDIUM",
      },
      {
        id: "cold-tap-stiff",
        at: [5],
        thing: ["tap", "faucet"],
        problem: ["stiff"],
        priority: "MEDIUM",
      },
      {
        id: "sitting-room-window-cracked",
        at: [7, 8],
        thing: ["window", "glass", "pane"],
        problem: ["crack", "glass", "board"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-light-switch",
        at: [10],
        thing: ["switch", "light", "stairs"],
        problem: ["work", "not working", "faulty"],
        priority: "MEDIUM",
      },
      {
        id: "wardrobe-door-stuck",
        at: [11],
        thing: ["wardrobe", "door"],
        problem: ["stuck", "stick"],
        priority: "LOW",
      },
      {
        id: "toilet-slow-fill",
        at: [13],
        thing: ["toilet", "cistern"],
        problem: ["slow", "fill"],
        priority: "MEDIUM",
      },
      {
        id: "co-alarm-missing",
        at: [15],
        thing: ["carbon monoxide", "co alarm", "alarm", "detector"],
        problem: ["missing", "no", "none", "need"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "beach-path-handrail",
        at: [16, 17],
        thing: ["handrail", "rail", "path"],
        problem: ["rot", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
];
