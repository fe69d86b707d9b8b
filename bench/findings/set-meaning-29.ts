// Blind walkthroughs, set meaning-29 (written without seeing the extractor).
// Schools, nurseries/daycare, churches and village halls, community centres, sports pavilions (UK caretakers, US custodians).
import type { Walkthrough } from "./types";

export const MEANING29_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ad01-primary-school-site-check",
    half: "tune",
    lines: [
      "Right, morning walk round at Oakfield Primary, half seven, before the gates open.", // 0
      "Starting at the main pedestrian gate, the maglock isn't holding, you can just push it open from the street.", // 1
      "That's a safeguarding one, needs sorting today before drop-off.", // 2
      "Perimeter fence along the field side is fine, no gaps, I walked the whole line.", // 3
      "Into the KS1 playground now.", // 4
      "The climbing frame, one of the timber uprights is rotten at the base and the whole thing rocks when you lean on it.", // 5
      "Tape it off, nobody on it till the play inspector's been.", // 6
      "Safety surfacing underneath is a bit worn but it's fine for now.", // 7
      "Main hall. Stage lighting's all working, tested the dimmer, all good.", // 8
      "Fire door at the back of the hall's wedged open with a rubber door stop again.", // 9
      "Kitchen next, cook's in already, morning Sue.", // 10
      "She says the dishwasher's been leaking underneath and there's water running back towards the socket under the counter.", // 11
      "Hot water's fine at the hand wash sink.", // 12
      "Canopy filters over the cooker are caked in grease, erm, no rush, they'll get done at the half-term deep clean.", // 13
      "Year 2 girls' toilets, end cubicle lock's broken, won't slide across at all.", // 14
      "Boys' side all flushing, no leaks.", // 15
      "Out the back to the boiler house.", // 16
      "Boiler's running, pressure's sitting at one point five bar, that's fine.", // 17
      "But the outside door to the boiler house won't lock, somebody's snapped the hasp off.", // 18
      "Any child could wander in there, so that's urgent.", // 19
      "Back along the Year 6 corridor, the walls are scuffed all the way down by the coat pegs, cosmetic really.", // 20
      "Right, that's me, I'll write it up after assembly.", // 21
    ],
    findings: [
      {
        id: "gate-maglock",
        at: [1, 2],
        thing: ["gate", "maglock", "lock"],
        problem: ["holding", "push", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "climbing-frame",
        at: [5, 6],
        thing: ["climbing", "frame", "upright", "timber"],
        problem: ["rotten", "rocks"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "hall-fire-door",
        at: [9],
        thing: ["fire", "door"],
        problem: ["wedged", "open", "stop"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "dishwasher-leak",
        at: [11],
        thing: ["dishwasher"],
        problem: ["leak", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "canopy-filters",
        at: [13],
        thing: ["canopy", "filter", "cooker"],
        problem: ["grease", "caked"],
        priority: "LOW",
      },
      {
        id: "cubicle-lock",
        at: [14],
        thing: ["cubicle", "lock"],
        problem: ["broken", "slide"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-house-door",
        at: [18, 19],
        thing: ["door", "hasp"],
        problem: ["lock", "snapped"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "corridor-scuffs",
        at: [20],
        thing: ["wall", "corridor"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ad02-day-nursery-round",
    half: "heldout",
    lines: [
      "This is Little Acorns day nursery, walking round with Karen, the manager.", // 0
      "Front entrance, the keypad door's fine, code works, closes behind you properly.", // 1
      "Buggy store outside, the roof panel's cracked and it's letting rain in on the buggies.", // 2
      "Baby room, the smoke detector in here's dead, nothing happens when you press the test button.", // 3
      "Might just be the battery, but it wants doing today.", // 4
      "Cot room radiator covers are all on and secure, good.", // 5
      "Nappy changing area, the mixer tap's dripping constantly.", // 6
      "Probably just needs a new cartridge.", // 7
      "Toddler room, the restrictor on the left hand window, no, sorry, the right hand one, it's missing and the window swings right out onto the car park.", // 8
      "Outdoor play area. The sandpit cover's split down the middle, cats have been getting in.", // 9
      "Karen says the mud kitchen was replaced in spring, that's all fine.", // 10
      "The gate out to the car park, the self-closer isn't closing it, it just hangs open.", // 11
      "With little ones about that's a big one, that gate should never sit open.", // 12
      "Kitchen. Fridge temps logged, three degrees, fine.", // 13
      "The flooring by the sink's lifting at the seam, somebody's going to catch a foot on it.", // 14
      "Staff room, erm, the paint on the ceiling's flaking a bit where the old leak was, it's dry now though.", // 15
      "They sorted the leak last year, no damp showing.", // 16
      "Staff toilet, the extractor fan's not running at all, dead silent.", // 17
      "Hang on, that's my phone, yeah, I'll call you back after twelve.", // 18
      "Right, that's the lot, I'll send the report over to Karen this afternoon.", // 19
    ],
    findings: [
      {
        id: "buggy-store-roof",
        at: [2],
        thing: ["roof", "panel", "buggy"],
        problem: ["cracked", "rain", "letting"],
        priority: "MEDIUM",
      },
      {
        id: "baby-room-smoke-detector",
        at: [3, 4],
        thing: ["smoke", "detector"],
        problem: ["dead", "nothing", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "changing-tap",
        at: [6, 7],
        thing: ["tap", "mixer"],
        problem: ["drip"],
        priority: "MEDIUM",
      },
      {
        id: "toddler-window-restrictor",
        at: [8],
        thing: ["window", "restrictor"],
        problem: ["missing", "swings"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "sandpit-cover",
        at: [9],
        thing: ["sandpit", "cover"],
        problem: ["split", "cats"],
        priority: "MEDIUM",
      },
      {
        id: "car-park-gate-closer",
        at: [11, 12],
        thing: ["gate", "closer"],
        problem: ["closing", "hangs", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-flooring",
        at: [14],
        thing: ["flooring", "floor", "seam"],
        problem: ["lifting", "catch"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "staff-room-ceiling-paint",
        at: [15],
        thing: ["ceiling", "paint"],
        problem: ["flaking"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "staff-toilet-extractor",
        at: [17],
        thing: ["extractor", "fan"],
        problem: ["running", "dead", "silent"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ad03-church-and-village-hall",
    half: "tune",
    lines: [
      "St Michael's, walking round with the churchwarden, Geoff.", // 0
      "Lych gate first, the latch is fine, opens and shuts.", // 1
      "The path up to the porch, a couple of the flagstones have heaved and there's a good inch lip on one.", // 2
      "With the older congregation that's a fall waiting to happen, needs doing soon.", // 3
      "Porch, the notice board glass is cracked in the corner, not urgent, whenever.", // 4
      "Into the nave. No sign of damp on the north wall this time, that's good.", // 5
      "Up in the tower, erm, the pigeon netting's come away and there's droppings all over the bell chamber floor.", // 6
      "The vestry, the old storage heater's stone cold, doesn't come on at all.", // 7
      "Geoff reckons it's the timer, he'll have a look himself.", // 8
      "Across to the village hall now.", // 9
      "Main hall, the fire exit by the stage has got stacked chairs right in front of it.", // 10
      "Those need moving before the quiz night on Friday.", // 11
      "Emergency lighting test done, all lamps lit, fine.", // 12
      "Kitchen, the Burco's fine, the cooker's fine.", // 13
      "There's a socket behind the urn that's scorched, brown marks all round the faceplate.", // 14
      "Don't use that one, I'll put a note on it, electrician asap.", // 15
      "Ladies' toilet, the cistern keeps running, it never stops filling.", // 16
      "Gents' is fine.", // 17
      "Outside by the bins, the gutter over the back door is hanging off its brackets.", // 18
      "Car park lights came on with the sensor, all good.", // 19
      "That's everything, thanks Geoff.", // 20
    ],
    findings: [
      {
        id: "path-flagstones",
        at: [2, 3],
        thing: ["flagstone", "path", "slab"],
        problem: ["heaved", "lip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "notice-board-glass",
        at: [4],
        thing: ["notice", "board", "glass"],
        problem: ["cracked"],
        priority: "LOW",
      },
      {
        id: "tower-pigeon-netting",
        at: [6],
        thing: ["netting", "pigeon"],
        problem: ["come", "away", "droppings"],
        priority: "MEDIUM",
      },
      {
        id: "vestry-storage-heater",
        at: [7, 8],
        thing: ["storage", "heater"],
        problem: ["cold", "come", "timer"],
        priority: "MEDIUM",
      },
      {
        id: "hall-fire-exit-blocked",
        at: [10, 11],
        thing: ["fire", "exit"],
        problem: ["chairs", "stacked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "scorched-socket",
        at: [14, 15],
        thing: ["socket", "faceplate"],
        problem: ["scorched", "marks", "brown"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ladies-cistern",
        at: [16],
        thing: ["cistern"],
        problem: ["running", "filling"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-gutter",
        at: [18],
        thing: ["gutter"],
        problem: ["hanging", "brackets"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ad04-community-center-monthly",
    half: "heldout",
    lines: [
      "Okay, this is the Eastside Community Center, doing the monthly walkthrough with Marcus from facilities.", // 0
      "Lobby, front doors, the panic bar on the left door is sticking, you have to really shove it.", // 1
      "That's our main egress, so let's get it looked at today.", // 2
      "Front desk area looks good, new carpet's holding up.", // 3
      "Multipurpose room, the ceiling tile over by the stage is stained and sagging, and it's wet to the touch.", // 4
      "Something's leaking up there, probably the condensate line off the rooftop unit.", // 5
      "Stage lights are fine, we ran the board.", // 6
      "The stairs up to the stage, the handrail is loose, it moves a good couple inches.", // 7
      "Senior lounge is cold, the thermostat's calling but the heat won't kick on.", // 8
      "The seniors' lunch club is in here tomorrow, so we need heat by then.", // 9
      "Men's restroom, one of the urinals won't flush, the flush valve's shot.", // 10
      "Women's restroom, all good, Marcus just replaced the hand dryer.", // 11
      "Kitchen, the walk-in cooler's holding thirty-six, fine.", // 12
      "The grease trap, erm, it's backing up, there's standing water around the floor drain by the three-compartment sink.", // 13
      "Gym. Basketball hoop on the north end, the backboard's cracked.", // 14
      "Marcus, can you grab the ladder after? Thanks.", // 15
      "Gym floor has some scuffs and a few black marks by the bleachers, cosmetic, we'll get it at the summer refinish.", // 16
      "Back exit by the dumpsters, door closes and latches fine.", // 17
      "Outside, the chain link fence by the playground has a section pulled up at the bottom, kids could crawl under it onto the road.", // 18
      "Alright, that's the walkthrough, I'll get the work orders in.", // 19
    ],
    findings: [
      {
        id: "lobby-panic-bar",
        at: [1, 2],
        thing: ["panic", "bar", "door"],
        problem: ["sticking", "shove"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "multipurpose-ceiling-leak",
        at: [4, 5],
        thing: ["ceiling", "tile"],
        problem: ["stained", "sagging", "wet", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stage-stair-handrail",
        at: [7],
        thing: ["handrail", "rail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "senior-lounge-heat",
        at: [8, 9],
        thing: ["heat", "thermostat"],
        problem: ["cold", "kick"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "urinal-flush-valve",
        at: [10],
        thing: ["urinal", "valve"],
        problem: ["flush", "shot"],
        priority: "MEDIUM",
      },
      {
        id: "grease-trap-backup",
        at: [13],
        thing: ["grease", "trap", "drain"],
        problem: ["backing", "standing"],
        priority: "MEDIUM",
      },
      {
        id: "gym-backboard",
        at: [14],
        thing: ["backboard", "hoop"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "gym-floor-scuffs",
        at: [16],
        thing: ["floor", "gym"],
        problem: ["scuff", "marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "playground-fence-gap",
        at: [18],
        thing: ["fence", "chain"],
        problem: ["pulled", "under", "crawl"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "ad05-cricket-pavilion",
    half: "tune",
    lines: [
      "Right, this is the pavilion at Hanley Park, cricket and football share it.", // 0
      "Front shutters went up fine, padlock's fine.", // 1
      "Home changing room, two of the showers are running cold, the others are okay.", // 2
      "Probably the thermostatic valve on that bank.", // 3
      "The floor tiles in the shower area, there's a few cracked and one's missing, sharp edge there for bare feet.", // 4
      "Benches and pegs all secure.", // 5
      "Away changing room, the door won't close properly, it's dropped on its hinges and catches the frame.", // 6
      "Ref's room, all fine, no issues.", // 7
      "Tea room and bar. The fridge under the bar is fine, the glass washer's fine.", // 8
      "There's a smell of gas by the tea urn, erm, by the cooker I mean, not the urn, the cooker.", // 9
      "I've turned it off at the isolation valve, we need the gas engineer out today.", // 10
      "Scorer's box upstairs, the steps up are fine, the rail's solid.", // 11
      "The window in the scorer's box, the putty's gone and the pane rattles.", // 12
      "Out onto the veranda, one of the decking boards is split and soft, you can feel it give underfoot.", // 13
      "Groundsman's store round the back, the roller's in there, that's the club's stuff, not ours.", // 14
      "The store door's got a gap at the bottom where it's rotted, rats have been in.", // 15
      "Paintwork on the fascia's peeling all along the front, low priority, cosmetic.", // 16
      "Floodlight on the corner post is dead, won't come on.", // 17
      "Might just be a lamp, we'll check it next visit.", // 18
      "That's it for the pavilion.", // 19
    ],
    findings: [
      {
        id: "home-showers-cold",
        at: [2, 3],
        thing: ["shower"],
        problem: ["cold", "valve"],
        priority: "MEDIUM",
      },
      {
        id: "shower-floor-tiles",
        at: [4],
        thing: ["tile", "floor"],
        problem: ["cracked", "missing", "sharp"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "away-changing-door",
        at: [6],
        thing: ["door"],
        problem: ["close", "dropped", "catches"],
        priority: "MEDIUM",
      },
      {
        id: "gas-smell-cooker",
        at: [9, 10],
        thing: ["gas", "cooker"],
        problem: ["smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "scorer-box-window",
        at: [12],
        thing: ["window", "pane"],
        problem: ["putty", "rattles"],
        priority: "MEDIUM",
      },
      {
        id: "veranda-decking",
        at: [13],
        thing: ["decking", "board", "veranda"],
        problem: ["split", "soft", "give"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "store-door-rot",
        at: [15],
        thing: ["door", "store"],
        problem: ["gap", "rotted", "rats"],
        priority: "MEDIUM",
      },
      {
        id: "fascia-paint",
        at: [16],
        thing: ["fascia", "paintwork"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "corner-floodlight",
        at: [17, 18],
        thing: ["floodlight", "light"],
        problem: ["dead", "come", "lamp"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ad06-high-school-night-custodian",
    half: "heldout",
    lines: [
      "Okay, night custodian walkthrough, Lincoln High, building C.", // 0
      "Starting in the cafeteria, tables are folded up, floors are mopped, all good.", // 1
      "Dish machine in the back, the drain line's got a slow drip, I put a bucket under it.", // 2
      "Hallway by the gym, a fluorescent tube's flickering.", // 3
      "Boys' locker room, the shower drain doesn't drain, water's backing up over the grate.", // 4
      "Smells like a hair clog, I'll snake it tomorrow.", // 5
      "Girls' locker room, all good, no leaks.", // 6
      "Gym, the bleachers, the end panel on the home side is bent out and there's a gap a kid could get their foot through.", // 7
      "Auditorium. I thought the stage door latch was broken, but it's fine, just stiff.", // 8
      "The exit sign over the left house door is dark, not lit at all.", // 9
      "Stage left, the electrical panel cover's off and there's bare wires showing.", // 10
      "Anyone could reach in there during a show, I'm taping that area off tonight.", // 11
      "Band room, thermostat says seventy, feels right.", // 12
      "Science wing, lab 204, the eyewash station doesn't run, you turn the handle and nothing comes out.", // 13
      "That's urgent, needs fixing first thing before classes.", // 14
      "Rear loading dock, the roll-up door comes down and locks, good.", // 15
      "Side exit by the bus loop, the door doesn't latch, it just bounces back open.", // 16
      "Hold on, radio. Yeah, copy that, I'm still in C building.", // 17
      "Stairwell B, the nosing on the third step's pulled loose, it catches your heel.", // 18
      "Hall lockers by room 210, somebody's tagged a couple of the doors with marker, just cosmetic.", // 19
      "Okay, that's building C done, heading over to D.", // 20
    ],
    findings: [
      {
        id: "dish-machine-drain",
        at: [2],
        thing: ["dish", "drain", "line"],
        problem: ["drip"],
        priority: "MEDIUM",
      },
      {
        id: "hallway-tube",
        at: [3],
        thing: ["fluorescent", "tube", "light"],
        problem: ["flicker"],
        priority: "MEDIUM",
      },
      {
        id: "locker-shower-drain",
        at: [4, 5],
        thing: ["shower", "drain", "grate"],
        problem: ["backing", "water", "clog"],
        priority: "MEDIUM",
      },
      {
        id: "bleacher-end-panel",
        at: [7],
        thing: ["bleacher", "panel"],
        problem: ["bent", "gap"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "auditorium-exit-sign",
        at: [9],
        thing: ["exit", "sign"],
        problem: ["dark", "lit"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stage-panel-bare-wires",
        at: [10, 11],
        thing: ["panel", "wires", "electrical"],
        problem: ["cover", "bare", "off"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "lab-eyewash",
        at: [13, 14],
        thing: ["eyewash", "station"],
        problem: ["run", "nothing"],
        priority: "HIGH",
      },
      {
        id: "bus-loop-side-door",
        at: [16],
        thing: ["door", "exit"],
        problem: ["latch", "bounces", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-nosing",
        at: [18],
        thing: ["nosing", "step", "stair"],
        problem: ["loose", "catches"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "locker-graffiti",
        at: [19],
        thing: ["locker", "door"],
        problem: ["tagged", "marker"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ad07-village-hall-inspection",
    half: "tune",
    lines: [
      "Village hall inspection, Little Bramford, with Pam the caretaker.", // 0
      "Car park first. The pothole by the entrance has got bigger, it's about a foot across now.", // 1
      "Somebody'll go over on their ankle coming out of bingo in the dark.", // 2
      "Main doors, lock's fine, Pam's had the new keys cut.", // 3
      "Main hall floor, a few of the parquet blocks by the stage are loose, they rock when you step on them but they're still level.", // 4
      "Stage, the steps up on the side, fine.", // 5
      "Behind the stage, the fuse board, one of the breakers keeps tripping whenever they put the urn on.", // 6
      "Pam thinks it's the urn itself rather than the circuit.", // 7
      "Kitchen, erm, the fridge is fine, the hob's fine, all on the PAT list, passed.", // 8
      "The fire blanket's gone, the holder's on the wall but there's nothing in it.", // 9
      "Fire extinguishers all in date, tagged last March.", // 10
      "Accessible toilet, the pull cord alarm doesn't sound when you pull it.", // 11
      "That's urgent, we've got the over-sixties in on Thursday.", // 12
      "Ladies', the hand dryer's hanging off the wall, one screw left holding it.", // 13
      "Committee room, the radiator's leaking from the valve, there's a towel under it.", // 14
      "Pam, is that the one the plumber looked at? Oh, right, different one.", // 15
      "Outside, round the back by the oil tank, the bund's full of rainwater.", // 16
      "Tank itself no leaks, gauge says about half.", // 17
      "The windows along the back wall, the paint's flaking off the frames, cosmetic, next spring's job.", // 18
      "Right, I'll do the write-up for the committee meeting.", // 19
    ],
    findings: [
      {
        id: "car-park-pothole",
        at: [1, 2],
        thing: ["pothole"],
        problem: ["bigger", "ankle"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "loose-parquet",
        at: [4],
        thing: ["parquet", "block", "floor"],
        problem: ["loose", "rock"],
        priority: "MEDIUM",
      },
      {
        id: "breaker-tripping",
        at: [6, 7],
        thing: ["breaker", "fuse", "board"],
        problem: ["tripping"],
        priority: "MEDIUM",
      },
      {
        id: "fire-blanket-missing",
        at: [9],
        thing: ["fire", "blanket"],
        problem: ["gone", "nothing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pull-cord-alarm",
        at: [11, 12],
        thing: ["pull", "cord", "alarm"],
        problem: ["sound"],
        priority: "HIGH",
      },
      {
        id: "hand-dryer",
        at: [13],
        thing: ["hand", "dryer"],
        problem: ["hanging", "screw"],
        priority: "MEDIUM",
      },
      {
        id: "committee-room-radiator",
        at: [14],
        thing: ["radiator", "valve"],
        problem: ["leak", "towel"],
        priority: "MEDIUM",
      },
      {
        id: "oil-tank-bund",
        at: [16],
        thing: ["bund", "tank"],
        problem: ["full", "rainwater"],
        priority: "MEDIUM",
      },
      {
        id: "window-frame-paint",
        at: [18],
        thing: ["window", "frame", "paint"],
        problem: ["flaking"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ad08-church-building-walk",
    half: "heldout",
    lines: [
      "This is Grace Fellowship, walking the building with Tom, our sexton, Saturday before services.", // 0
      "Narthex, the front doors, the right leaf won't lock, the bolt doesn't throw up into the header.", // 1
      "We can't leave the building like that overnight.", // 2
      "Sanctuary, sound system's working, Tom ran a mic check.", // 3
      "The carpet runner on the chancel steps is frayed at the edge and lifting, someone's going to trip on it.", // 4
      "Baptistry, the heater's fine, water's warm.", // 5
      "Balcony, erm, the railing at the front is solid, we shook it, all good.", // 6
      "Fellowship hall in the basement, there's a musty smell and a water stain spreading down the block wall.", // 7
      "It's damp to the touch, probably the downspout outside dumping right against the foundation.", // 8
      "Kitchen, the commercial range, the pilot on the back left burner won't stay lit.", // 9
      "No gas smell though, I checked.", // 10
      "Nursery room, the one for the babies during service, the outlet covers are missing on two outlets low on the wall.", // 11
      "Toddlers crawl right there, get covers in before tomorrow.", // 12
      "The nursery door has its vision panel, good, and the half door latches.", // 13
      "Men's room, the toilet in the stall keeps running.", // 14
      "Probably the flapper.", // 15
      "Youth room, the drop ceiling has a couple of stained tiles, they're old stains, dry, cosmetic.", // 16
      "Parking lot, the light pole by the playground is leaning, the base bolts are rusted through.", // 17
      "That's right over the play area, so that's urgent.", // 18
      "Playground itself, mulch is topped up, swings are fine.", // 19
      "Okay Tom, thanks, I'll put the list together.", // 20
    ],
    findings: [
      {
        id: "narthex-door-bolt",
        at: [1, 2],
        thing: ["door", "leaf", "bolt"],
        problem: ["lock", "throw"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "chancel-step-carpet",
        at: [4],
        thing: ["carpet", "runner", "step"],
        problem: ["frayed", "lifting", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basement-wall-damp",
        at: [7, 8],
        thing: ["wall", "block", "basement"],
        problem: ["stain", "musty", "damp", "water"],
        priority: "MEDIUM",
      },
      {
        id: "range-pilot",
        at: [9],
        thing: ["pilot", "burner", "range"],
        problem: ["lit", "stay"],
        priority: "MEDIUM",
      },
      {
        id: "nursery-outlet-covers",
        at: [11, 12],
        thing: ["outlet", "cover"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "mens-toilet-running",
        at: [14, 15],
        thing: ["toilet"],
        problem: ["running", "flapper"],
        priority: "MEDIUM",
      },
      {
        id: "youth-room-ceiling-stains",
        at: [16],
        thing: ["ceiling", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "leaning-light-pole",
        at: [17, 18],
        thing: ["light", "pole"],
        problem: ["leaning", "rusted", "bolts"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "ad09-academy-half-term-site-walk",
    half: "tune",
    lines: [
      "Site walk at Kingsmead Academy, it's half-term so the building's empty, just me and the heating engineer.", // 0
      "Boiler house, boiler two's locked out, won't fire up at all, fault code on the display.", // 1
      "Boiler one's carrying the load but it won't manage on its own once the kids are back Monday.", // 2
      "Gas meter readings taken, photographed.", // 3
      "Pump on the secondary circuit's weeping from the gland, there's a rusty trail down to the floor.", // 4
      "Not urgent, it can go on the summer list.", // 5
      "Boiler house door, lock's fine, the warning sign's up, good.", // 6
      "Sports hall changing rooms, legionella flushing done, temperatures all logged, fine.", // 7
      "In the boys' changing room the ceiling access hatch is hanging open, the catch is broken.", // 8
      "Sports hall floor's fine, line markings look good.", // 9
      "The basketball backboard, sorry, the winch on it, the cable's frayed.", // 10
      "Don't let anyone wind it down till it's been looked at, that's urgent.", // 11
      "Drama studio, stage blocks are stacked and strapped, fine.", // 12
      "On the lighting bar, one of the lanterns is missing its safety bond.", // 13
      "Outside, main vehicle gate, the motor's dead, it won't open on the fob.", // 14
      "It's stuck shut so at least it's secure.", // 15
      "Perimeter fence behind the MUGA, a panel's been kicked in and there's a hole right through to the footpath.", // 16
      "Needs boarding up today, the kids'll use it as a shortcut.", // 17
      "Bike shelter roof, bit of moss, nothing to worry about.", // 18
      "The cladding on the science block has got graffiti tags again, low priority.", // 19
      "Right, that's it, I'll get the boiler job raised first.", // 20
    ],
    findings: [
      {
        id: "boiler-two-lockout",
        at: [1, 2],
        thing: ["boiler"],
        problem: ["locked", "fire", "fault"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "pump-gland-weep",
        at: [4, 5],
        thing: ["pump", "gland"],
        problem: ["weep", "rusty"],
        priority: "LOW",
      },
      {
        id: "changing-room-hatch",
        at: [8],
        thing: ["hatch", "access"],
        problem: ["hanging", "catch", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "backboard-winch-cable",
        at: [10, 11],
        thing: ["winch", "cable", "backboard"],
        problem: ["frayed"],
        priority: "HIGH",
      },
      {
        id: "lantern-safety-bond",
        at: [13],
        thing: ["lantern", "lighting"],
        problem: ["missing", "bond"],
        priority: "MEDIUM",
      },
      {
        id: "vehicle-gate-motor",
        at: [14, 15],
        thing: ["gate", "motor"],
        problem: ["dead", "open", "fob", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "muga-fence-hole",
        at: [16, 17],
        thing: ["fence", "panel"],
        problem: ["kicked", "hole"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cladding-graffiti",
        at: [19],
        thing: ["cladding"],
        problem: ["graffiti", "tags"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ad10-daycare-center-walkthrough",
    half: "heldout",
    lines: [
      "Okay, walkthrough at Sunshine Kids daycare, with Angela the director.", // 0
      "Front entry, the buzzer and camera work, door latches behind you, good.", // 1
      "Infant room, the changing table strap is torn and the buckle's gone.", // 2
      "The carbon monoxide detector in the hallway is chirping, it's the end of life warning.", // 3
      "Replace it today, don't just pull it off the wall.", // 4
      "Toddler room, the sink by the art area, the hot side comes out scalding, way too hot for little hands.", // 5
      "Probably the mixing valve's failed, it needs adjusting today.", // 6
      "Nap room, cots are fine, all good.", // 7
      "The blind cord in the nap room isn't tied up, it's hanging loose right by a cot.", // 8
      "I've moved the cot away for now, but the cleat needs fitting asap.", // 9
      "Preschool room, the carpet's got a couple of stains, they're old, cosmetic.", // 10
      "Kids' bathroom, the little toilet on the end won't flush, the handle just flops.", // 11
      "The other two are fine, so they're not stuck.", // 12
      "Kitchen, dishwasher temp's good, fridge is at thirty-eight.", // 13
      "Playground, the rubber mulch has washed away under the slide, it's bare dirt at the bottom.", // 14
      "The gate latch by the parking lot is bent and doesn't catch, the gate swings open.", // 15
      "Shade sail, one corner's come loose, flapping in the wind.", // 16
      "Angela says they'll take it down till it's fixed, so no rush on that one.", // 17
      "Storage shed, that's the church's stuff in there, not ours.", // 18
      "Alright, that's everything, I'll email the list over this afternoon.", // 19
    ],
    findings: [
      {
        id: "changing-table-strap",
        at: [2],
        thing: ["changing", "table", "strap"],
        problem: ["torn", "buckle"],
        priority: "MEDIUM",
      },
      {
        id: "co-detector-end-of-life",
        at: [3, 4],
        thing: ["carbon", "monoxide", "detector"],
        problem: ["chirp", "end"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "scalding-hot-tap",
        at: [5, 6],
        thing: ["sink", "hot", "valve"],
        problem: ["scalding", "hot", "failed"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "blind-cord-loose",
        at: [8, 9],
        thing: ["blind", "cord"],
        problem: ["hanging", "loose", "tied"],
        priority: "HIGH",
      },
      {
        id: "preschool-carpet-stains",
        at: [10],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "kids-toilet-flush",
        at: [11],
        thing: ["toilet", "handle"],
        problem: ["flush", "flops"],
        priority: "MEDIUM",
      },
      {
        id: "slide-mulch-washed-out",
        at: [14],
        thing: ["mulch", "slide"],
        problem: ["washed", "bare"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "playground-gate-latch",
        at: [15],
        thing: ["gate", "latch"],
        problem: ["bent", "catch", "swings"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "shade-sail-corner",
        at: [16, 17],
        thing: ["shade", "sail"],
        problem: ["loose", "flapping"],
        priority: "LOW",
      },
    ],
  },
];
