// Blind walkthroughs, set 6 (written without seeing the extractor).
import type { Walkthrough } from "./types";

export const MEANING6_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "f01-uk-flat-checkout-rambling",
    half: "tune",
    lines: [
      "okay so this is the check out at flat 12 riverside court the tenant's handed the keys back and we're starting in the hallway", // 0
      "hallway carpet is um it's got a big stain by the door looks like red wine or something and then there's a couple of scuffs on the wall by the coat hooks", // 1
      "smoke alarm in the hall I pressed the button and nothing nothing at all so it's either the battery or it's dead", // 2
      "that needs sorting before anyone else moves in obviously", // 3
      "into the living room now and the living room is fine actually carpet's clean walls are fine curtains are all there", // 4
      "radiator in here is warm and the thermostat's working", // 5
      "one of the slats on the blind by the tv is snapped it's just the one slat", // 6
      "kitchen next and then um the oven's been cleaned which is good it was filthy at check in", // 7
      "the kitchen tap is dripping quite a bit into the sink and it doesn't fully turn off", // 8
      "probably just needs a new cartridge", // 9
      "and the cupboard door under the sink the hinge has come away so the door's just hanging off", // 10
      "meter readings taken gas and electric both photographed", // 11
      "bathroom the extractor fan doesn't come on when you pull the cord nothing happens", // 12
      "and then the silicone round the bath is all black and it's peeling away at the corner", // 13
      "no leaks under the bath panel though I had a look", // 14
      "main bedroom the wardrobe's empty they've taken everything which is good", // 15
      "the window in the main bedroom the restrictor's missing on the left hand one and we're on the third floor so that's a that's a proper hazard", // 16
      "want that fitting asap", // 17
      "second bedroom there's blu tack marks all over the walls and a few nail holes where they've put pictures up", // 18
      "the scuffs in the hall and the blu tack are both low priority that'll come out of the deposit", // 19
      "okay back at the front door and that's it keys are in the key safe", // 20
    ],
    findings: [
      {
        id: "hall-carpet-stain",
        at: [1],
        thing: ["carpet"],
        problem: ["stain", "mark", "dirty", "soil", "wine"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-wall-scuffs",
        at: [1, 19],
        thing: ["wall", "paint", "paintwork", "scuff"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "hall-smoke-alarm-dead",
        at: [2, 3],
        thing: ["smoke alarm", "alarm", "smoke detector"],
        problem: [
          "dead",
          "not work",
          "no sound",
          "doesn't sound",
          "fail",
          "nothing",
          "battery",
          "not respond",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "living-blind-slat",
        at: [6],
        thing: ["blind", "slat"],
        problem: ["snap", "broken", "damage", "missing"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-tap-drip",
        at: [8, 9],
        thing: ["tap", "faucet"],
        problem: ["drip", "leak", "not turn off", "doesn't turn off", "cartridge"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "sink-cupboard-hinge",
        at: [10],
        thing: ["hinge", "cupboard", "door", "unit"],
        problem: ["hinge", "broken", "hanging", "come away", "came away", "loose", "detach"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor-dead",
        at: [12],
        thing: ["extractor", "fan"],
        problem: ["not work", "doesn't come on", "not com", "dead", "fail", "broken", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "bath-silicone",
        at: [13],
        thing: ["silicone", "sealant", "seal", "mastic"],
        problem: ["black", "mould", "peel", "fail", "perish", "degrad", "replace"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-restrictor-missing",
        at: [16, 17],
        thing: ["restrictor", "window"],
        problem: ["missing", "no restrictor", "lack", "absent", "fit", "without"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom2-blu-tack-holes",
        at: [18, 19],
        thing: ["wall", "blu", "nail hole", "paint", "hole"],
        problem: ["blu", "mark", "hole", "tack", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "f02-uk-student-house-checkin",
    half: "heldout",
    lines: [
      "right this is the check in for 27 ashgrove road the four lads are moving in today and I'm doing the inventory before they get the keys", // 0
      "front door locks fine both locks turn and the chain's on", // 1
      "hallway the stair carpet is coming up on the third step it's rucked up right at the nosing and somebody's gonna go flying", // 2
      "I'll get that tacked back down today before they start carrying boxes up", // 3
      "lounge the sofa's got a rip on the arm it's wear and tear really", // 4
      "the bay window in the lounge won't lock the handle just spins round and round", // 5
      "that's ground floor so that has to be done before tonight", // 6
      "kitchen fridge freezer's cold hob all four rings light", // 7
      "and then um the gas safety certificate is in the drawer dated march so that's in date", // 8
      "the washing machine door seal has got mould on it and it smells a bit", // 9
      "lads if you leave the door open after a wash it won't do that", // 10
      "upstairs on the landing the banister is loose it wobbles when you lean on it", // 11
      "no wait it's the newel post at the top that's loose the banister itself is solid", // 12
      "bedroom one fine bedroom two fine both have got smoke alarms and they beep when you test them", // 13
      "bedroom three the door doesn't latch it just swings back open", // 14
      "bedroom four the ceiling light doesn't work might just be the bulb", // 15
      "bathroom shower's running hot good pressure", // 16
      "the toilet seat is cracked and it's loose on one side", // 17
      "the sofa and the toilet seat neither of those are urgent just add them to the list for the summer", // 18
      "okay that's the check in done meter readings are on the sheet and the lads have got four sets of keys", // 19
    ],
    findings: [
      {
        id: "stair-carpet-rucked",
        at: [2, 3],
        thing: ["carpet", "stair", "step", "nosing"],
        problem: ["ruck", "coming up", "loose", "lift", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "lounge-sofa-rip",
        at: [4, 18],
        thing: ["sofa", "settee", "couch"],
        problem: ["rip", "tear", "torn", "damage", "wear"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bay-window-wont-lock",
        at: [5, 6],
        thing: ["window", "bay", "handle"],
        problem: ["lock", "won't lock", "secure", "spin", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "washing-machine-seal-mould",
        at: [9, 10],
        thing: ["washing machine", "seal", "door seal"],
        problem: ["mould", "smell", "dirty", "black"],
        priority: "MEDIUM",
      },
      {
        id: "landing-newel-post-loose",
        at: [11, 12],
        thing: ["newel", "banister", "post", "handrail", "balustrade"],
        problem: ["loose", "wobbl", "unstable"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom3-door-latch",
        at: [14],
        thing: ["door", "latch"],
        problem: ["latch", "not shut", "won't shut", "swing", "doesn't close", "not clos"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom4-light-out",
        at: [15],
        thing: ["light", "bulb", "lamp"],
        problem: ["not work", "doesn't work", "fail", "dead", "blown", "out"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat-cracked",
        at: [17, 18],
        thing: ["toilet seat", "seat", "toilet"],
        problem: ["crack", "loose", "broken"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "f03-uk-council-semi-void",
    half: "tune",
    lines: [
      "this is the void inspection at 14 hollins close the property's been empty about three weeks since the last tenant left", // 0
      "so straight away there's a smell of gas in the kitchen as soon as you walk in not strong but it's definitely there", // 1
      "I've turned it off at the meter and I'll ring the gas engineer now it needs looking at today", // 2
      "and then the back door the tenant's changed the lock and none of our keys fit it so we can't lock it from outside", // 3
      "that's gonna need a locksmith to change the barrel", // 4
      "kitchen units are all fine for a relet", // 5
      "the lino in the kitchen is really worn and it's faded where the table was it'll want replacing at some point but it's not urgent", // 6
      "living room the gas fire's been capped off so that's fine", // 7
      "there's a crack above the living room door going up to the ceiling and it's wide enough to get a coin in", // 8
      "I want a surveyor to look at that before we do anything else", // 9
      "upstairs on the landing the loft hatch is fine and the smoke alarm's there it tested fine", // 10
      "front bedroom there's black mould in the corner above the window and it's spreading a bit", // 11
      "and then the back bedroom the window hasn't got restrictors and the sill is really low", // 12
      "the third bedroom the box room it's just got a few holes in the wall where shelves were it'll need filling and painting", // 13
      "bathroom the bath's fine the toilet flushes fine", // 14
      "the hot water we won't know till the gas is back on so I'll leave that for now", // 15
      "round the back in the garden the fence panel at the bottom is down completely it's blown over", // 16
      "and the gutter over the back door is full of moss and it's overflowing", // 17
      "the fence and the gutter can go on the void works list for next week", // 18
      "the shed's empty they've cleared it out", // 19
      "right that's me done I'll lock the front and wait in the car for the gas engineer", // 20
    ],
    findings: [
      {
        id: "kitchen-gas-smell",
        at: [1, 2],
        thing: ["gas"],
        problem: ["smell", "leak", "escape"],
        priority: "HIGH",
      },
      {
        id: "back-door-cant-lock",
        at: [3, 4],
        thing: ["back door", "door", "lock", "barrel"],
        problem: ["lock", "key", "won't lock", "can't lock", "secure", "change"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-lino-worn",
        at: [6],
        thing: ["lino", "vinyl", "floor"],
        problem: ["worn", "fade", "wear", "replace"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "living-room-wall-crack", at: [8, 9], thing: ["crack"], priority: "HIGH" },
      { id: "front-bedroom-mould", at: [11], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "back-bedroom-no-restrictors",
        at: [12],
        thing: ["restrictor", "window"],
        problem: ["missing", "no restrictor", "lack", "fit", "without", "absent", "hasn't"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "box-room-wall-holes",
        at: [13],
        thing: ["wall", "hole", "plaster"],
        problem: ["hole", "fill", "damage", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garden-fence-down",
        at: [16, 18],
        thing: ["fence", "panel"],
        problem: ["down", "blown", "fallen", "broken", "collapse"],
        priority: "MEDIUM",
      },
      {
        id: "back-gutter-overflowing",
        at: [17, 18],
        thing: ["gutter"],
        problem: ["block", "overflow", "moss", "full", "clear"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "f04-uk-ha-flat-damp-mould-complaint",
    half: "heldout",
    lines: [
      "okay I'm at flat 6 brookfield house for the damp and mould complaint mrs okafor's here and she's showing me round", // 0
      "she says it's mainly the back bedroom where the kids sleep so we'll start there", // 1
      "yeah so there's black mould all along the top of the outside wall and behind the wardrobe it's really bad", // 2
      "with the little one's asthma I'm treating that as urgent we need the mould wash done this week and then look at the cause", // 3
      "the damp meter's reading high along the bottom of that same wall up to about a foot that looks like it could be rising damp so I'll want a damp survey on that", // 4
      "the trickle vents on the window are all shut and two of them are snapped so they won't open", // 5
      "the window itself is fine the seals are okay no condensation between the panes", // 6
      "living room is better there's a bit of condensation on the window but no mould in here", // 7
      "kitchen the extractor over the cooker it's on but it's not pulling anything I held a bit of paper up to it", // 8
      "she says it's been like that since they moved in", // 9
      "bathroom the ceiling's got mould all over it above the shower and the paint's flaking off", // 10
      "and there's no extractor in the bathroom at all just the window and that doesn't open very far", // 11
      "the heating's on and working all the radiators are warm so it's not that they can't heat the place", // 12
      "boiler's fine pressure's at one and a half", // 13
      "oh and in the hall cupboard where the meters are there's a wet patch on the ceiling and it's dripping onto the electric meter", // 14
      "that's from the flat above I reckon I'll knock on them on the way out but it needs an emergency plumber today", // 15
      "the trickle vents aren't urgent they can go on the window contractor's list", // 16
      "right I've taken photos of everything the readings are on the form and I'll email the report this afternoon", // 17
    ],
    findings: [
      { id: "back-bedroom-black-mould", at: [2, 3], thing: ["mould"], priority: "HIGH" },
      {
        id: "back-bedroom-low-level-damp",
        at: [4],
        thing: ["damp"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "bedroom-trickle-vents-broken",
        at: [5, 16],
        thing: ["trickle vent", "vent"],
        problem: ["snap", "broken", "won't open", "shut", "damage"],
        priority: "LOW",
      },
      {
        id: "kitchen-extractor-not-pulling",
        at: [8, 9],
        thing: ["extractor", "fan", "cooker hood", "hood"],
        problem: ["not pull", "not work", "weak", "fail", "poor", "no suction", "ineffective"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-ceiling-mould",
        at: [10],
        thing: ["mould", "ceiling"],
        problem: ["mould", "flak", "peel", "black"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-no-extractor",
        at: [11],
        thing: ["extractor", "fan", "ventilation"],
        problem: ["missing", "no extractor", "lack", "fit", "install", "absent", "without", "none"],
        priority: "MEDIUM",
      },
      {
        id: "meter-cupboard-leak-onto-meter",
        at: [14, 15],
        thing: ["ceiling", "leak", "meter", "water", "cupboard", "patch"],
        problem: ["leak", "drip", "wet", "water"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "f05-us-house-move-out",
    half: "tune",
    lines: [
      "okay this is the move out inspection at 4418 maple ridge drive the tenants turned in the keys yesterday", // 0
      "so walking in the front door the deadbolt doesn't catch you turn it and it just spins so the front door won't lock", // 1
      "gonna have a locksmith out today to swap it", // 2
      "living room the carpet's got pet stains all over by the sliding door and it smells like dog", // 3
      "and then there's a hole in the drywall behind the door where the doorknob went through it", // 4
      "carpet and the drywall both low priority that's just part of the turn", // 5
      "kitchen the dishwasher's fine I ran it through a cycle and it drained fine", // 6
      "the garbage disposal is jammed it just hums when you flip the switch", // 7
      "the outlet next to the stove is scorched black around the top plug and the cover plate is cracked", // 8
      "I'm shutting off that breaker and calling the electrician it's not safe", // 9
      "hallway closet is empty they cleaned it out", // 10
      "hall bathroom the GFCI trips and won't reset so there's no power to the outlet by the sink", // 11
      "that can wait till the electrician's here for the other one this week", // 12
      "the toilet runs constantly it won't stop filling", // 13
      "probably just the flapper", // 14
      "master bedroom the ceiling fan works the blinds are fine", // 15
      "master bath the faucet in the tub drips", // 16
      "no wait it's the shower head that drips not the tub faucet", // 17
      "HVAC the furnace fired up fine the filter's been changed and it's blowing warm", // 18
      "water heater's fine too hot water at every faucet", // 19
      "out back on the deck the railing on the stairs is loose like really loose it moves a couple inches", // 20
      "someone's gonna fall off that so flag it urgent", // 21
      "and the gutter on the back of the garage is hanging off at one end", // 22
      "okay that's it I'll send the deposit disposition once I've got the quotes", // 23
    ],
    findings: [
      {
        id: "front-door-deadbolt-wont-lock",
        at: [1, 2],
        thing: ["front door", "door", "deadbolt", "lock"],
        problem: ["lock", "catch", "spin", "secure", "broken"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "living-carpet-pet-stains",
        at: [3, 5],
        thing: ["carpet"],
        problem: ["stain", "smell", "odor", "odour", "pet", "dirty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "living-drywall-hole",
        at: [4, 5],
        thing: ["drywall", "wall"],
        problem: ["hole", "damage", "patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garbage-disposal-jammed",
        at: [7],
        thing: ["disposal", "garbage disposal"],
        problem: ["jam", "hum", "not work", "stuck", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-outlet-scorched",
        at: [8, 9],
        thing: ["outlet", "receptacle", "socket", "cover plate"],
        problem: ["scorch", "burn", "crack", "black"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hall-bath-gfci-wont-reset",
        at: [11, 12],
        thing: ["gfci", "outlet", "receptacle"],
        problem: ["trip", "won't reset", "not reset", "no power", "fail"],
        priority: "MEDIUM",
        kind: "electrical",
      },
      {
        id: "toilet-running",
        at: [13, 14],
        thing: ["toilet", "flapper"],
        problem: ["run", "won't stop", "constant", "filling", "leak"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "master-shower-head-drip",
        at: [16, 17],
        thing: ["shower head", "showerhead", "shower", "faucet"],
        problem: ["drip", "leak"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "deck-stair-railing-loose",
        at: [20, 21],
        thing: ["railing", "handrail", "rail"],
        problem: ["loose", "wobbl", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "garage-gutter-hanging",
        at: [22],
        thing: ["gutter"],
        problem: ["hang", "loose", "detach", "come away", "fall", "off"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "f06-uk-holiday-cottage-changeover",
    half: "heldout",
    lines: [
      "right this is the changeover check at rose cottage the guests left this morning and the next lot are in at four", // 0
      "the cleaners have been through and it looks lovely in here to be fair", // 1
      "log burner in the lounge the glass is cracked right across the door", // 2
      "I'll put a do not use sign on it and get the stove man out today", // 3
      "the carbon monoxide alarm next to it is chirping every minute or so", // 4
      "it's probably just the battery but it has to be sorted before the guests arrive", // 5
      "kitchen the dishwasher's been emptied the fridge is cold and the oven's clean", // 6
      "the guests left a note saying the electrics tripped every time they put the kettle on", // 7
      "I swapped it for the spare kettle from the cupboard and that one doesn't trip so it was just the old kettle that's sorted", // 8
      "upstairs the stair carpet's fine no loose rods", // 9
      "front bedroom the bedside lamp on the left doesn't work I changed the bulb and still nothing", // 10
      "there's a wine stain on the headboard the fabric one", // 11
      "twin room window the restrictor's there and it's working", // 12
      "bathroom the shower goes cold after about two minutes it just runs cold", // 13
      "the cleaner says the last guests complained about it too", // 14
      "and then the toilet the handle's really loose you have to jiggle it to get it to flush", // 15
      "outside the hot tub's been cleaned and the chemicals are fine", // 16
      "the latch on the garden gate has snapped so it doesn't close and the guests coming in have got a dog so that wants doing today", // 17
      "I'll fit a new latch myself this afternoon", // 18
      "the headboard and the lamp are no rush they can wait till the midweek clean", // 19
      "okay keys are in the lockbox and I'll text the owner", // 20
    ],
    findings: [
      {
        id: "log-burner-glass-cracked",
        at: [2, 3],
        thing: ["log burner", "burner", "stove", "glass"],
        problem: ["crack", "broken", "do not use"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "co-alarm-chirping",
        at: [4, 5],
        thing: ["carbon monoxide", "co alarm", "alarm", "detector"],
        problem: ["chirp", "beep", "battery", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedside-lamp-dead",
        at: [10, 19],
        thing: ["lamp", "light"],
        problem: ["not work", "doesn't work", "dead", "fail", "broken"],
        priority: "LOW",
      },
      {
        id: "headboard-wine-stain",
        at: [11, 19],
        thing: ["headboard"],
        problem: ["stain", "mark", "wine", "dirty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shower-runs-cold",
        at: [13, 14],
        thing: ["shower", "hot water"],
        problem: ["cold", "no hot", "temperature", "not hot"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "toilet-handle-loose",
        at: [15],
        thing: ["toilet", "handle", "flush"],
        problem: ["loose", "jiggle", "won't flush", "not flush", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "garden-gate-latch-snapped",
        at: [17, 18],
        thing: ["gate", "latch"],
        problem: ["snap", "broken", "doesn't close", "won't close", "not clos", "secure"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "f07-uk-park-home-annual-check",
    half: "tune",
    lines: [
      "okay so this is plot 23 on the willow park site it's a twin unit park home and I'm doing the annual check for the owner", // 0
      "starting outside the steps up to the front door one of the treads is split and it bends when you stand on it", // 1
      "the handrail next to it is fine that's solid", // 2
      "the skirting round the bottom of the home the panels have come off on the side by the road so you can see right under", // 3
      "and then the gas bottles round the side they're chained up and the regulator's fine", // 4
      "inside the lounge the floor's soft by the patio door it's spongy and it dips when you walk on it", // 5
      "probably water getting in under the door so keep an eye on it and get a joiner out soon", // 6
      "kitchen the gas hob one of the rings won't light at all the other three are fine", // 7
      "could just be the igniter but it's gas so I'm getting an engineer out today", // 8
      "the water heater the hot water's fine and the heating's on", // 9
      "smoke alarm in the hallway tested fine the one at the kitchen end though it's been taken down and it's sitting in a drawer", // 10
      "the owner says it kept going off when she was cooking so she took it off", // 11
      "main bedroom the window won't close properly there's a gap at the top and you can feel the draught", // 12
      "it does still lock so it's not a security thing it's just the hinge needs adjusting", // 13
      "bathroom the shower tray is cracked in the corner and there's water getting underneath when you shower", // 14
      "that wants sorting urgently before it rots the floor underneath", // 15
      "the second bedroom's fine nothing to report", // 16
      "back outside the gutter along the back is full of leaves", // 17
      "and there's some green algae on the cladding along the back that just wants a wash no rush", // 18
      "right that's the lot I'll do the write up tonight", // 19
    ],
    findings: [
      {
        id: "front-step-tread-split",
        at: [1],
        thing: ["step", "tread", "stair"],
        problem: ["split", "crack", "broken", "bend", "loose", "rotten"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "skirting-panels-off",
        at: [3],
        thing: ["skirting", "panel"],
        problem: ["come off", "came off", "missing", "detach", "loose", "fallen", "off"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-floor-soft",
        at: [5, 6],
        thing: ["floor"],
        problem: ["soft", "spongy", "dip", "rot"],
        priority: "MEDIUM",
      },
      {
        id: "hob-ring-wont-light",
        at: [7, 8],
        thing: ["hob", "ring", "burner", "cooker"],
        problem: ["won't light", "not light", "igniter", "fault", "fail"],
        priority: "HIGH",
      },
      {
        id: "kitchen-smoke-alarm-removed",
        at: [10, 11],
        thing: ["smoke alarm", "alarm", "detector"],
        problem: ["taken down", "removed", "remov", "missing", "refit", "off"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-window-wont-close",
        at: [12, 13],
        thing: ["window", "hinge"],
        problem: ["won't close", "not clos", "gap", "draught", "draft", "hinge", "adjust"],
        priority: "MEDIUM",
      },
      {
        id: "shower-tray-cracked-leaking",
        at: [14, 15],
        thing: ["shower tray", "tray", "shower"],
        problem: ["crack", "leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "rear-gutter-full",
        at: [17],
        thing: ["gutter"],
        problem: ["full", "block", "leaves", "clear"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "cladding-algae",
        at: [18],
        thing: ["algae", "cladding"],
        problem: ["algae", "green", "wash", "clean", "dirty"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "f08-uk-bungalow-void-after-care-move",
    half: "heldout",
    lines: [
      "Okay void inspection at 9 Meadow Way it's a one bed bungalow the tenant's gone into a care home and the family have cleared it", // 0
      "front door's fine locks fine the key safe's been taken off the wall though so there's just four holes in the brickwork", // 1
      "the grab rail by the front door is loose it's pulled out of the brickwork at the top", // 2
      "and the ramp up to the door has got a big crack in it and one bit's lifted about an inch", // 3
      "both of those are trip hazards so they're urgent", // 4
      "hallway the heat detector and the smoke alarm both tested fine", // 5
      "living room has the old storage heaters and the one under the window doesn't come on at all it's stone cold", // 6
      "I checked the switch on the wall for it and it's on so it's the heater itself", // 7
      "kitchen there's a big burn mark on the worktop next to where the cooker was", // 8
      "the cooker was hers and the family's taken it", // 9
      "and wait the cooker point the cover's been pulled off and there's bare wires sticking out of the wall", // 10
      "I've isolated it at the consumer unit but it needs the sparky today", // 11
      "wet room the shower's working it runs hot and the drain's fine", // 12
      "the shower seat the fold down one is hanging off by one fixing", // 13
      "that's dangerous if someone sits on it so that's another urgent one", // 14
      "the bedroom the carpet's got a few marks where the bed was and it's a bit worn", // 15
      "there's a bit of condensation mould on the bedroom window frame just surface stuff", // 16
      "I had a quick look up in the loft and the insulation's fine no sign of any leaks", // 17
      "round the back the path's fine and the clothes line's still up", // 18
      "the key safe holes and the worktop and the carpet are all cosmetic so low priority", // 19
      "and the mould on the window is low as well just a wipe down with mould wash", // 20
      "right that's it I'm locking up", // 21
    ],
    findings: [
      {
        id: "key-safe-holes",
        at: [1, 19],
        thing: ["hole", "key safe", "brick", "wall"],
        problem: ["hole", "remov", "fixing", "mark", "fill"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-grab-rail-loose",
        at: [2, 4],
        thing: ["grab rail", "rail", "handrail"],
        problem: ["loose", "pulled", "come away", "came away", "detach"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "access-ramp-cracked-lifted",
        at: [3, 4],
        thing: ["ramp"],
        problem: ["crack", "lift", "broken", "uneven", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "living-storage-heater-dead",
        at: [6, 7],
        thing: ["storage heater", "heater"],
        problem: ["not work", "doesn't come on", "not com", "cold", "dead", "fail"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "kitchen-worktop-burn",
        at: [8, 19],
        thing: ["worktop", "work top", "counter"],
        problem: ["burn", "mark", "scorch", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cooker-point-bare-wires",
        at: [10, 11],
        thing: ["cooker point", "wire", "wiring", "cooker", "cable"],
        problem: ["bare", "exposed", "cover", "wire"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "wet-room-shower-seat-hanging",
        at: [13, 14],
        thing: ["shower seat", "seat"],
        problem: ["hang", "loose", "fixing", "broken", "detach"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bedroom-carpet-marks",
        at: [15, 19],
        thing: ["carpet"],
        problem: ["mark", "worn", "wear", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "bedroom-window-mould", at: [16, 20], thing: ["mould"], priority: "LOW" },
    ],
  },
  {
    id: "f09-uk-terrace-damp-complaint-corrections",
    half: "tune",
    lines: [
      "so I'm round at 52 cromwell street for the damp complaint the tenant mr hughes rang in last week saying there's mould everywhere", // 0
      "front room first and honestly the front room's dry no sign of damp the meter's reading normal", // 1
      "back room though there's a tide mark along the bottom of the chimney breast and the wallpaper's peeling off", // 2
      "that's reading wet on the meter so probably the chimney's not capped and rain's coming down it", // 3
      "kitchen the window over the sink has got black mould all round the frame and on the sill", // 4
      "mr hughes says he wipes it every week and it just comes back", // 5
      "the extractor in the kitchen is fine it's working I checked it with a tissue", // 6
      "bathroom the extractor fan though is dead it doesn't come on with the light", // 7
      "no sorry it does come on but it's so clogged up with fluff it's not pulling anything", // 8
      "the bathroom ceiling has got mould spots all over it above the bath", // 9
      "upstairs the back bedroom this is the one he's really worried about", // 10
      "the whole outside wall is black with mould behind the bed and the bed's pushed right up against it", // 11
      "and his clothes in the wardrobe against that wall are going mouldy as well", // 12
      "I reckon that one wants treating urgently it's the worst in the house", // 13
      "and there's a brown stain on the ceiling in the corner above the window", // 14
      "it's dry now so it's an old one", // 15
      "I went round the back and the gutter above that window is cracked and the water's pouring down the wall whenever it rains", // 16
      "so that's probably causing the whole back bedroom problem", // 17
      "the heating's fine the radiators are all warm he says he has it on most of the day", // 18
      "and the windows have got trickle vents and they're open so it's not that", // 19
      "okay so the bedroom mould is the urgent one and the gutter needs doing this week", // 20
      "I'll send the report to the landlord and mr hughes today", // 21
    ],
    findings: [
      {
        id: "back-room-chimney-damp",
        at: [2, 3],
        thing: ["chimney", "damp", "wallpaper", "wall", "tide mark"],
        problem: ["damp", "tide", "peel", "wet", "stain"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "kitchen-window-mould",
        at: [4, 5],
        thing: ["mould", "window", "frame"],
        problem: ["mould", "black"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor-clogged",
        at: [7, 8],
        thing: ["extractor", "fan"],
        problem: ["dead", "not work", "clog", "block", "not pull", "fluff", "dirty", "doesn't"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-ceiling-mould",
        at: [9],
        thing: ["mould", "ceiling"],
        problem: ["mould", "spot", "black"],
        priority: "MEDIUM",
      },
      {
        id: "back-bedroom-wall-mould",
        at: [11, 12, 13, 20],
        thing: ["mould", "wall"],
        problem: ["mould", "black"],
        priority: "HIGH",
      },
      {
        id: "back-bedroom-ceiling-stain",
        at: [14, 15],
        thing: ["ceiling", "stain"],
        problem: ["stain", "brown", "mark", "water"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "rear-gutter-cracked",
        at: [16, 17, 20],
        thing: ["gutter"],
        problem: ["crack", "leak", "broken", "overflow", "pour"],
        priority: "MEDIUM",
        kind: "water",
      },
    ],
  },
  {
    id: "f10-us-apartment-move-out",
    half: "heldout",
    lines: [
      "alright this is unit 1B at the oakwood apartments move out inspection the tenant's gone and the keys are on the counter", // 0
      "entry the smoke detector's missing there's just the base plate on the ceiling they took the detector off", // 1
      "that's gotta go back up before we show it", // 2
      "living room carpet's in decent shape they had it professionally cleaned the receipt's on the counter", // 3
      "there's a bunch of nail holes and a couple of anchors in the wall where the tv was mounted", // 4
      "the sliding patio door is off its track and it won't latch so you can't lock it", // 5
      "we're on the ground floor so that's gotta be fixed today", // 6
      "kitchen the range hood light's out and the fan makes a grinding noise", // 7
      "fridge is cold ice maker works dishwasher ran fine", // 8
      "under the sink the p trap is leaking there's water sitting in the cabinet and the bottom's all swollen", // 9
      "I put a bucket under it for now but it needs the plumber asap", // 10
      "hallway the hall closet door's off the track the bifold one", // 11
      "bathroom toilet flushes fine the tub's fine and the caulk's good", // 12
      "the exhaust fan in the bathroom works but it's super loud", // 13
      "not a big deal low priority", // 14
      "second bedroom there's crayon all over the drywall the kids must've gone to town", // 15
      "and the window screen is torn and bent on that window", // 16
      "crayon and the screen both no rush just add them to the turn", // 17
      "AC's blowing cold the thermostat's fine and the water heater in the closet is fine no leaks", // 18
      "patio out back the light by the slider doesn't come on", // 19
      "and that's the walk through I'll do the deposit letter by friday", // 20
    ],
    findings: [
      {
        id: "entry-smoke-detector-missing",
        at: [1, 2],
        thing: ["smoke detector", "detector", "smoke alarm", "alarm"],
        problem: ["missing", "remov", "taken", "absent", "replace", "reinstall", "refit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "living-wall-nail-holes",
        at: [4],
        thing: ["wall", "drywall", "nail hole", "hole", "anchor"],
        problem: ["hole", "anchor", "patch", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "patio-slider-wont-lock",
        at: [5, 6],
        thing: ["slider", "sliding", "patio door", "door"],
        problem: ["track", "won't latch", "latch", "lock", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "range-hood-fan-grinding",
        at: [7],
        thing: ["range hood", "hood", "fan", "vent"],
        problem: ["grind", "noise", "out", "not work", "light"],
        priority: "MEDIUM",
      },
      {
        id: "sink-p-trap-leak",
        at: [9, 10],
        thing: ["p trap", "trap", "sink", "pipe", "drain", "cabinet"],
        problem: ["leak", "water", "drip", "swollen"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "hall-closet-bifold-off-track",
        at: [11],
        thing: ["closet", "bifold", "door"],
        problem: ["off", "track", "broken", "came off"],
        priority: "MEDIUM",
      },
      {
        id: "bath-exhaust-fan-loud",
        at: [13, 14],
        thing: ["exhaust fan", "fan", "exhaust"],
        problem: ["loud", "noise", "noisy"],
        priority: "LOW",
      },
      {
        id: "bedroom2-crayon-drywall",
        at: [15, 17],
        thing: ["crayon", "drywall", "wall"],
        problem: ["crayon", "mark", "draw", "clean", "paint"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom2-window-screen-torn",
        at: [16, 17],
        thing: ["screen", "window screen"],
        problem: ["torn", "tear", "bent", "damage", "broken"],
        priority: "LOW",
      },
      {
        id: "patio-light-out",
        at: [19],
        thing: ["light", "fixture", "lamp"],
        problem: ["doesn't come on", "not com", "not work", "out", "dead", "fail"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "f11-uk-seaside-holiday-apartment",
    half: "tune",
    lines: [
      "okay so I'm at the seaview apartment flat 4 the guests checked out and they left a few complaints in the book so I'm going through those and doing the usual check", // 0
      "first one they said the hot water kept cutting out and yeah the boiler's showing a fault code and there's no hot water at all", // 1
      "I've reset it and it came back on for about a minute and then it locked out again", // 2
      "so I need the gas engineer out today there's guests in tomorrow", // 3
      "lounge the sofa bed mechanism is stuck it won't pull out", // 4
      "the balcony door it's fine it locks but on the balcony one of the glass panels is loose it rattles when you push it", // 5
      "we're on the second floor so nobody goes out there until that's fixed I've locked the door and taken the key", // 6
      "kitchen the toaster's fine kettle's fine oven's fine", // 7
      "and then the fire blanket's been pulled out it's just hanging out of its holder", // 8
      "so that'll need a new one before the next guests", // 9
      "the guests said the wifi didn't work and I've turned the router off and on and it's fine now", // 10
      "bedroom one the blackout blind is broken it won't stay down it just rolls back up", // 11
      "bedroom two lovely nothing wrong in there", // 12
      "bathroom the toilet won't stop running and it's really loud", // 13
      "and there's sand everywhere in the shower drain so it's draining really slowly", // 14
      "I'll get the cleaners to pull that out it might just be the sand", // 15
      "oh and there's a chip in the bath enamel by the tap", // 16
      "the blind and the bath chip are low priority the toilet and the drain can go in for this week", // 17
      "smoke alarms all tested fine and the CO alarm by the boiler is fine", // 18
      "okay I'll message the owner about the boiler and the balcony", // 19
    ],
    findings: [
      {
        id: "boiler-no-hot-water",
        at: [1, 2, 3, 19],
        thing: ["boiler", "hot water"],
        problem: ["fault", "no hot", "cut", "not work", "fail", "error", "lock"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "sofa-bed-stuck",
        at: [4],
        thing: ["sofa bed", "sofa", "bed"],
        problem: ["stuck", "won't pull", "jam", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-glass-panel-loose",
        at: [5, 6, 19],
        thing: ["balcony", "glass panel", "panel", "balustrade", "rail"],
        problem: ["loose", "rattl", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fire-blanket-pulled",
        at: [8, 9],
        thing: ["fire blanket", "blanket"],
        problem: ["pulled", "used", "hanging", "replace", "missing", "out"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "blackout-blind-broken",
        at: [11, 17],
        thing: ["blind"],
        problem: ["broken", "won't stay", "roll", "not work"],
        priority: "LOW",
      },
      {
        id: "toilet-running",
        at: [13, 17],
        thing: ["toilet"],
        problem: ["run", "won't stop", "loud", "constant", "leak"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "shower-drain-slow",
        at: [14, 15, 17],
        thing: ["drain", "shower", "waste"],
        problem: ["slow", "block", "sand", "clog"],
        priority: "MEDIUM",
        kind: "water",
      },
      {
        id: "bath-enamel-chip",
        at: [16, 17],
        thing: ["bath", "enamel"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "f12-uk-hmo-room-checkout",
    half: "heldout",
    lines: [
      "right so this is the check out for room 3 at 88 victoria road the tenant's moving out today and the other four are staying", // 0
      "room 3 itself the the carpet's got a cigarette burn by the bed and it's a no smoking house so that's coming off the deposit", // 1
      "and the fire door on the room the closer's been taken off so it doesn't shut by itself", // 2
      "that's a that's a must for the HMO licence it needs refitting today", // 3
      "the window's fine restrictor's on and the radiator's warm", // 4
      "the mattress has got a stain on it a big one", // 5
      "the carpet and the mattress are both just deposit deductions low priority", // 6
      "shared kitchen now and the the fridge seal is split along the bottom so the door's not closing properly", // 7
      "the fire extinguisher by the kitchen door is out of date it expired last june", // 8
      "fire blanket's there and it's fine", // 9
      "one of the sockets by the toaster has got a four way adaptor with another adaptor plugged into that and then the microwave and the kettle and the toaster all going off it", // 10
      "I've unplugged half of it and told the lads it's not safe", // 11
      "lounge is fine sofas are fine the tv's theirs", // 12
      "on the landing the emergency light above the stairs isn't coming on when I test it", // 13
      "the top floor bathroom the shower runs cold and then hot and then cold again it won't hold a temperature", // 14
      "the other bathroom's shower is fine though so that one can be this week rather than today", // 15
      "and the toilet in there won't flush you have to fill it with a bucket", // 16
      "front door on the way out the letter box flap is hanging off one side", // 17
      "not urgent but it lets the draught in", // 18
      "right meter readings done keys handed back that's the check out", // 19
    ],
    findings: [
      {
        id: "room3-carpet-burn",
        at: [1, 6],
        thing: ["carpet"],
        problem: ["burn", "mark", "hole", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "room3-fire-door-closer-removed",
        at: [2, 3],
        thing: ["fire door", "door", "closer"],
        problem: [
          "closer",
          "not shut",
          "doesn't shut",
          "remov",
          "missing",
          "not clos",
          "taken",
          "refit",
        ],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "room3-mattress-stain",
        at: [5, 6],
        thing: ["mattress"],
        problem: ["stain", "mark", "dirty"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-fridge-seal-split",
        at: [7],
        thing: ["fridge", "seal"],
        problem: ["split", "not clos", "broken", "torn", "perish", "damage"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-extinguisher-expired",
        at: [8],
        thing: ["extinguisher"],
        problem: ["out of date", "expir", "date", "service", "replace"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-overloaded-adaptors",
        at: [10, 11],
        thing: ["adaptor", "adapter", "socket", "extension"],
        problem: ["overload", "daisy", "chain", "too many", "multiple"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "landing-emergency-light-failed",
        at: [13],
        thing: ["emergency light", "light", "lighting"],
        problem: ["not com", "fail", "not work", "dead", "doesn't", "out"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "top-bathroom-shower-temperature",
        at: [14, 15],
        thing: ["shower"],
        problem: ["cold", "temperature", "fluctuat", "hot"],
        priority: "MEDIUM",
        kind: "heat",
      },
      {
        id: "top-bathroom-toilet-wont-flush",
        at: [16],
        thing: ["toilet", "flush"],
        problem: ["won't flush", "not flush", "flush", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "front-door-letterbox-flap",
        at: [17, 18],
        thing: ["letter box", "letterbox", "flap"],
        problem: ["hang", "loose", "broken", "draught", "draft"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "f13-uk-flat-over-shop-void",
    half: "tune",
    lines: [
      "okay this is the void at 112a high street the flat above the chip shop access is round the back up the metal stairs", // 0
      "the metal stairs the handrail's rusted through at the bottom and it moves when you grab it", // 1
      "that's dangerous I'll tape it off and get the fabricator out asap", // 2
      "the door at the top the frame's rotten at the bottom and the door doesn't shut properly you have to shoulder it and even then it won't lock", // 3
      "we'll need a new door and frame before anyone moves in but the locksmith needs to secure it today", // 4
      "inside the hallway smells a bit of chip fat but that's just the shop", // 5
      "living room the ceiling's bulging in the middle and there's a brown stain round it", // 6
      "I reckon the roof's been leaking into it for a while it's gonna come down if we don't deal with it", // 7
      "kitchen units are fine the worktop's fine", // 8
      "the consumer unit in the kitchen cupboard is the old fuse box type with the rewireable fuses and there's a scorch mark on one of the fuse carriers", // 9
      "so the sparky needs to do an EICR and probably a new board before we do anything", // 10
      "boiler fired up fine hot water's hot and the gas safe cert was done last month", // 11
      "bathroom the bath's got a crack in it along the bottom", // 12
      "and then there's a leak from the waste under the basin it's dripping onto the floor right now", // 13
      "and it's going through to the shop I bet", // 14
      "the toilet's fine it flushes fine", // 15
      "bedroom the window the sash cord's gone on the bottom sash so it drops when you open it", // 16
      "bedroom two is more of a box room and it's fine apart from the paint's peeling off the walls everywhere", // 17
      "the smoke alarm in the hall is the wait no it's the heat detector in the kitchen it's been painted over", // 18
      "so that won't work it needs replacing", // 19
      "the bath and the sash cord can go on the void works list for the next couple of weeks", // 20
      "right that's the lot I'm going back down to the car", // 21
    ],
    findings: [
      {
        id: "rear-stair-handrail-rusted",
        at: [1, 2],
        thing: ["handrail", "rail", "stair"],
        problem: ["rust", "loose", "move", "corrod", "unstable"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "entrance-door-wont-lock",
        at: [3, 4],
        thing: ["door", "frame", "lock"],
        problem: ["won't lock", "lock", "rot", "not shut", "doesn't shut", "secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "living-ceiling-bulging",
        at: [6, 7],
        thing: ["ceiling"],
        problem: ["bulg", "sag", "stain", "leak", "collapse"],
        priority: "HIGH",
      },
      {
        id: "consumer-unit-scorched",
        at: [9, 10],
        thing: ["consumer unit", "fuse box", "fuse", "board"],
        problem: ["scorch", "burn", "old", "rewire", "replace"],
        priority: "HIGH",
        kind: "electrical",
      },
      { id: "bath-cracked", at: [12, 20], thing: ["bath"], problem: ["crack"], priority: "MEDIUM" },
      {
        id: "basin-waste-leak",
        at: [13, 14],
        thing: ["basin", "waste", "sink", "leak", "pipe"],
        problem: ["leak", "drip", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-sash-cord-broken",
        at: [16, 20],
        thing: ["sash", "cord", "window"],
        problem: ["cord", "broken", "gone", "drop", "snap"],
        priority: "MEDIUM",
      },
      {
        id: "box-room-paint-peeling",
        at: [17],
        thing: ["paint", "wall"],
        problem: ["peel", "flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kitchen-heat-detector-painted",
        at: [18, 19],
        thing: ["heat detector", "detector", "alarm"],
        problem: ["paint", "covered", "obstruct", "replace", "won't work", "not work"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "f14-uk-bungalow-checkin-with-tenants",
    half: "heldout",
    lines: [
      "okay check in at 3 orchard bungalows mr and mrs patel are with me and we're going through the inventory before they sign", // 0
      "front porch the porch light's fine and the door bell works", // 1
      "the front door the the letterbox is fine but the door itself is sticking at the bottom you have to really pull it to shut it", // 2
      "it does lock once it's shut so it's secure it just needs easing off this week", // 3
      "lounge is lovely the carpet's new the gas fire's been serviced and the certificate's in the pack", // 4
      "there's a cracked pane in the lounge window the outer pane it's just a small crack in the corner", // 5
      "it's not letting any water in so it's not urgent", // 6
      "kitchen all the appliances are working the fridge is cold the hob lights", // 7
      "the mixer tap on the sink is loose it swivels round the whole thing moves", // 8
      "and then under the sink it's dry no leaks", // 9
      "mrs patel's just pointed out the kitchen light flickers when you turn it on", // 10
      "yeah it does it flickers for a few seconds and then comes on properly probably just the tube", // 11
      "bathroom the bath panel is cracked at the end", // 12
      "and the grab rail by the toilet is loose one of the screws has pulled right out", // 13
      "mr patel uses that so it needs doing straight away I'll get the handyman out tomorrow", // 14
      "bedroom one the smoke alarm's fine I tested it", // 15
      "bedroom two the radiator's cold at the top and warm at the bottom so it needed bleeding", // 16
      "I've bled it and it's warming up all the way now so that's sorted", // 17
      "round the back the patio slab by the back door is lifted and it rocks when you step on it", // 18
      "and the outside tap drips a bit", // 19
      "the bath panel and the outside tap are both low priority", // 20
      "okay that's the check in done I'll get them to sign and hand over the keys", // 21
    ],
    findings: [
      {
        id: "front-door-sticking",
        at: [2, 3],
        thing: ["front door", "door"],
        problem: ["stick", "eas", "plane", "shut", "catch"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-window-pane-cracked",
        at: [5, 6],
        thing: ["pane", "window", "glass", "glazing"],
        problem: ["crack"],
        priority: "LOW",
      },
      {
        id: "kitchen-mixer-tap-loose",
        at: [8],
        thing: ["mixer", "tap"],
        problem: ["loose", "swivel", "mov", "wobbl"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-light-flickers",
        at: [10, 11],
        thing: ["light", "tube", "fluorescent"],
        problem: ["flicker", "fault"],
        priority: "MEDIUM",
      },
      {
        id: "bath-panel-cracked",
        at: [12, 20],
        thing: ["bath panel", "panel", "bath"],
        problem: ["crack", "broken", "damage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-grab-rail-loose",
        at: [13, 14],
        thing: ["grab rail", "rail", "handrail"],
        problem: ["loose", "screw", "pulled", "come away"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "patio-slab-lifted",
        at: [18],
        thing: ["slab", "patio", "paving", "flag"],
        problem: ["lift", "rock", "loose", "uneven", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "outside-tap-drip",
        at: [19, 20],
        thing: ["outside tap", "tap"],
        problem: ["drip", "leak"],
        priority: "LOW",
        kind: "water",
      },
    ],
  },
];
