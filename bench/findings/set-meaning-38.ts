// Blind walkthroughs, set meaning-38 (written without seeing the extractor).
// UK and US leisure and public buildings: duty managers and estates officers on their rounds.
import type { Walkthrough } from "./types";

export const MEANING38_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "am01-leisure-centre-pool",
    half: "tune",
    lines: [
      "Right, duty manager round, Tuesday morning, starting in reception.", // 0
      "Turnstiles are working fine, card reader's fine.", // 1
      "Heading through to the wet side changing rooms.", // 2
      "Erm, the shower in cubicle four is running cold, won't get above lukewarm.", // 3
      "Probably the thermostatic mixing valve again.", // 4
      "Locker forty-two, the door's hanging off its hinge.", // 5
      "Sorry, Dan, can you grab the lifeguard log? Cheers.", // 6
      "Out on poolside now.", // 7
      "There's a cracked tile on the edge by the shallow end steps, sharp edge, someone'll cut their feet.", // 8
      "Cone it off today please.", // 9
      "Pool readings taken, chlorine and pH both in range.", // 10
      "Through to the plant room.", // 11
      "Balance tank level's fine, no leaks on the pumps.", // 12
      "But there's water dripping off the pipework right onto the control panel for the filter pumps.", // 13
      "That needs isolating asap.", // 14
      "Chlorine store, door's fine, I thought the padlock was gone but it's there.", // 15
      "Emergency lighting in the corridor outside, the fitting by the fire exit doesn't come on when I hit the test key.", // 16
      "Fire exit to the car park, someone's stacked a load of float boards in front of it.", // 17
      "Paint's flaking on the ceiling above the spectator seating, just cosmetic.", // 18
      "Spectator seating itself is fine, all the seats bolted down.", // 19
      "Back at reception, done.", // 20
    ],
    findings: [
      {
        id: "shower-cold",
        at: [3, 4],
        thing: ["shower"],
        problem: ["cold", "lukewarm"],
        priority: "MEDIUM",
      },
      {
        id: "locker-door",
        at: [5],
        thing: ["locker", "door"],
        problem: ["hanging", "hinge"],
        priority: "MEDIUM",
      },
      {
        id: "poolside-tile",
        at: [8, 9],
        thing: ["tile", "edge"],
        problem: ["cracked", "sharp", "cut"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "panel-drip",
        at: [13, 14],
        thing: ["panel", "control", "pipework"],
        problem: ["dripping", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "emergency-light",
        at: [16],
        thing: ["emergency", "lighting", "fitting"],
        problem: ["doesn't come", "come on", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-exit-blocked",
        at: [17],
        thing: ["exit", "fire"],
        problem: ["stacked", "boards", "front"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-paint",
        at: [18],
        thing: ["paint", "ceiling"],
        problem: ["flaking"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "am02-cinema-multiplex",
    half: "heldout",
    lines: [
      "Okay, this is the walk at the Regal, six screens, starting in the lobby.", // 0
      "Concession stand, popcorn machine's fine, soda fountain's fine.", // 1
      "Carpet's got a big coffee stain by the screen two entrance, it's dry, cosmetic, no rush.", // 2
      "Screen three now.", // 3
      "The aisle step lights are out on the left-hand aisle, the whole run, it's pitch black on those stairs.", // 4
      "Somebody's gonna go down those in the dark.", // 5
      "Handrail on the same stairs is loose at the bottom bracket, moves about an inch.", // 6
      "Seat J twelve, the recliner won't go back down.", // 7
      "Hold on, phone... yeah, Maria, I'm in three, be ten minutes.", // 8
      "Behind the screen, the exit door to the alley, the push bar doesn't latch, door just swings open from outside.", // 9
      "Anyone could walk in off the alley.", // 10
      "Projection booth.", // 11
      "Projector's fine, lamp hours logged.", // 12
      "The HVAC unit for the booth is making a grinding noise, erm, the blower I think.", // 13
      "Restrooms, men's.", // 14
      "Two of the three urinals are out of order with bags over them, the third one's working.", // 15
      "Ladies' room, checked, all fine, no leaks.", // 16
      "Back in the lobby, the ceiling tile above the box office has a brown water stain, still wet, drip coming through.", // 17
      "Probably the rooftop unit condensate line again.", // 18
      "Fire alarm panel showing normal, no faults.", // 19
      "That's the walk.", // 20
    ],
    findings: [
      {
        id: "carpet-stain",
        at: [2],
        thing: ["carpet"],
        problem: ["stain", "coffee"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "aisle-step-lights",
        at: [4, 5],
        thing: ["step", "lights", "aisle"],
        problem: ["out", "black", "dark"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "handrail-loose",
        at: [6],
        thing: ["handrail", "rail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "recliner-seat",
        at: [7],
        thing: ["seat", "recliner"],
        problem: ["won't", "down"],
        priority: "MEDIUM",
      },
      {
        id: "alley-exit-door",
        at: [9, 10],
        thing: ["exit", "door", "push", "bar"],
        problem: ["latch", "swings", "open"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "booth-hvac",
        at: [13],
        thing: ["hvac", "unit", "blower"],
        problem: ["grinding", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "urinals-out",
        at: [15],
        thing: ["urinal"],
        problem: ["order", "bags"],
        priority: "MEDIUM",
      },
      {
        id: "lobby-ceiling-leak",
        at: [17, 18],
        thing: ["ceiling", "tile"],
        problem: ["stain", "wet", "drip"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "am03-public-library",
    half: "tune",
    lines: [
      "Estates visit, Hollins Road library, just in the main entrance.", // 0
      "Automatic doors are opening fine.", // 1
      "The book return chute, the flap's jammed half open, won't shut.", // 2
      "Children's section.", // 3
      "There's a double socket behind the kids' beanbags, faceplate's cracked and you can see the wiring.", // 4
      "Needs taping off and an electrician out today.", // 5
      "Carpet tiles lifting by the story corner, two of them curling right up, kids'll go flying.", // 6
      "Oh hiya Janet, yeah, just doing the rounds, won't be long.", // 7
      "Upstairs, local studies room.", // 8
      "Radiators in here are stone cold, the whole room's freezing.", // 9
      "Staff have been sat in their coats since Monday, that wants sorting today.", // 10
      "Skylight over the stairwell, there's an old brown stain round the frame but it's dry, no drip.", // 11
      "Staff toilet, the flush works, no problem there.", // 12
      "Accessible toilet, the emergency pull cord's been tied up out of reach, that's got to be sorted today.", // 13
      "Somebody's knotted it round the grab rail.", // 14
      "Out the back by the bins.", // 15
      "Rear gate padlock's fine, gate's locked.", // 16
      "Fire exit from the stacks, the door closer's broken, door just hangs open, won't close on its own.", // 17
      "Smoke detectors tested off the panel, all good.", // 18
      "Bit of graffiti on the back wall, cosmetic, next visit.", // 19
      "Right, that's me done here.", // 20
    ],
    findings: [
      {
        id: "book-return-flap",
        at: [2],
        thing: ["book", "return", "chute", "flap"],
        problem: ["jammed", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "cracked-socket",
        at: [4, 5],
        thing: ["socket", "faceplate"],
        problem: ["cracked", "wiring"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "carpet-tiles-lifting",
        at: [6],
        thing: ["carpet", "tiles"],
        problem: ["lifting", "curling", "flying"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "radiators-cold",
        at: [9, 10],
        thing: ["radiator", "room"],
        problem: ["cold", "freezing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "skylight-stain",
        at: [11],
        thing: ["skylight", "frame"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "pull-cord-tied",
        at: [13, 14],
        thing: ["pull", "cord"],
        problem: ["tied", "reach", "knotted"],
        priority: "HIGH",
      },
      {
        id: "fire-exit-closer",
        at: [17],
        thing: ["door", "closer", "exit"],
        problem: ["broken", "close", "hangs"],
        priority: "HIGH",
        kind: "fire",
      },
      { id: "graffiti", at: [19], thing: ["graffiti"], priority: "LOW", kind: "cosmetic" },
    ],
  },
  {
    id: "am04-history-museum",
    half: "heldout",
    lines: [
      "Facilities round, county history museum, starting at the loading dock.", // 0
      "Dock leveler's fine, the roll-up door goes up and down okay.", // 1
      "The dock plate's got a crack right across the lip.", // 2
      "Into the collections store.", // 3
      "Dehumidifier in bay two is showing an error code, E4, and it's not running.", // 4
      "Humidity's creeping up in there, so get somebody on it this week.", // 5
      "Main gallery, ground floor.", // 6
      "Display case in the Civil War room, the lock on the glass front won't engage, you can just slide it open.", // 7
      "That's urgent, the musket's in there.", // 8
      "Gallery lights are fine, all lamps working.", // 9
      "Scuff marks all along the wall behind the bench, cosmetic.", // 10
      "Hold up, Tony's calling... yeah, I'll meet you at the dock in twenty.", // 11
      "Going up the main staircase, the balustrade at the first landing wobbles when you lean on it.", // 12
      "A couple of the spindles are loose too.", // 13
      "Second floor, the exit sign over the east stairwell is dark.", // 14
      "Restrooms, second floor, the trap under the sink in the women's is dripping, someone's put a cup under it.", // 15
      "Roof access hatch, checked, locked, no leaks around it after the rain.", // 16
      "Back down at the front entrance, revolving door's fine.", // 17
      "The outside handrail on the front steps, the paint's peeling, just cosmetic, no rush.", // 18
      "Okay, done.", // 19
    ],
    findings: [
      {
        id: "dock-plate-crack",
        at: [2],
        thing: ["dock", "plate"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "dehumidifier-fault",
        at: [4, 5],
        thing: ["dehumidifier"],
        problem: ["error", "not running", "code"],
        priority: "MEDIUM",
      },
      {
        id: "display-case-lock",
        at: [7, 8],
        thing: ["display", "case", "lock"],
        problem: ["engage", "slide"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "wall-scuffs",
        at: [10],
        thing: ["wall", "scuff"],
        problem: ["scuff", "marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balustrade-wobble",
        at: [12, 13],
        thing: ["balustrade", "spindle"],
        problem: ["wobble", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "exit-sign-dark",
        at: [14],
        thing: ["exit", "sign"],
        problem: ["dark"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-trap-drip",
        at: [15],
        thing: ["trap", "sink"],
        problem: ["dripping"],
        priority: "MEDIUM",
      },
      {
        id: "handrail-paint",
        at: [18],
        thing: ["handrail", "paint"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "am05-gym-floor",
    half: "tune",
    lines: [
      "Quick round at the gym, half six, starting on the gym floor.", // 0
      "Treadmill number three, the belt's slipping when you run on it.", // 1
      "Stick an out of order sign on it for now.", // 2
      "Cable machine by the mirrors, the cable's frayed right by the pulley.", // 3
      "Could snap on someone, so take it out of use today.", // 4
      "Rowers are fine, bikes are fine.", // 5
      "Air con in the studio is blowing warm, not cooling at all.", // 6
      "Sorry, hang on, Kev, can you open up the studio for the spin class? Ta.", // 7
      "Changing rooms, men's.", // 8
      "Hairdryer by the mirror, the flex is scorched at the plug and it's warm to touch.", // 9
      "Bin it, don't let anyone use it.", // 10
      "Sauna heater's working, temperature's fine.", // 11
      "Shower in the end cubicle doesn't drain, water sitting an inch deep.", // 12
      "Women's changing, Sarah's checked it for me, she says all good.", // 13
      "Out by the fire exit at the back of the gym floor.", // 14
      "The fire door's been propped open with a kettlebell.", // 15
      "Mirror on the far wall's got a chip in the corner, cosmetic, low priority.", // 16
      "Emergency lighting tested on the gym floor, all lamps lit.", // 17
      "Done, back to reception.", // 18
    ],
    findings: [
      {
        id: "treadmill-belt",
        at: [1, 2],
        thing: ["treadmill", "belt"],
        problem: ["slipping"],
        priority: "MEDIUM",
      },
      {
        id: "frayed-cable",
        at: [3, 4],
        thing: ["cable", "machine"],
        problem: ["frayed", "snap"],
        priority: "HIGH",
      },
      {
        id: "studio-air-con",
        at: [6],
        thing: ["air", "con", "conditioning"],
        problem: ["warm", "cooling"],
        priority: "MEDIUM",
      },
      {
        id: "hairdryer-scorched",
        at: [9, 10],
        thing: ["hairdryer", "flex", "plug"],
        problem: ["scorched", "warm"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "shower-drain",
        at: [12],
        thing: ["shower", "drain"],
        problem: ["doesn't", "sitting"],
        priority: "MEDIUM",
      },
      {
        id: "fire-door-propped",
        at: [15],
        thing: ["fire", "door"],
        problem: ["propped", "kettlebell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "mirror-chip",
        at: [16],
        thing: ["mirror"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "am06-golf-clubhouse",
    half: "heldout",
    lines: [
      "Right, clubhouse check at Bramley Golf Club, starting in the pro shop.", // 0
      "Till's fine, alarm panel set and unset no problem.", // 1
      "The side window in the pro shop, the catch is broken, it won't lock, and it's ground floor onto the car park.", // 2
      "Full of drivers in there, so that's today.", // 3
      "Through to the bar and lounge.", // 4
      "Beer cellar, the cooler's running, temperature's fine.", // 5
      "Cellar steps, the nosing on the third step is split and hanging off.", // 6
      "Lounge, the big bay window's got condensation between the panes, blown unit, no rush.", // 7
      "Gents' locker room.", // 8
      "Toilet in the end cubicle keeps running, never stops filling.", // 9
      "Probably the float valve.", // 10
      "Sorry, phone, hi Graham, yeah, I'm at the club, can I ring you back? Cheers.", // 11
      "Extractor fan in the showers isn't working, nothing happens when you pull the cord.", // 12
      "There's black mould all over the ceiling above shower two.", // 13
      "Out by the buggy store.", // 14
      "Buggy charging points, one of the sockets is black and scorched round the pins.", // 15
      "Buggies themselves are fine, that's the greenkeepers' kit anyway.", // 16
      "Kitchen, gas hob, no smell of gas, the interlock's working.", // 17
      "Back at the front door, erm, the porch light's out, bulb probably, when convenient.", // 18
      "That's everything.", // 19
    ],
    findings: [
      {
        id: "pro-shop-window",
        at: [2, 3],
        thing: ["window", "catch"],
        problem: ["broken", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "cellar-step-nosing",
        at: [6],
        thing: ["nosing", "step"],
        problem: ["split", "hanging"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "blown-glazing",
        at: [7],
        thing: ["window", "unit", "pane"],
        problem: ["condensation", "blown"],
        priority: "LOW",
      },
      {
        id: "toilet-running",
        at: [9, 10],
        thing: ["toilet", "cistern"],
        problem: ["running", "filling"],
        priority: "MEDIUM",
      },
      {
        id: "extractor-fan",
        at: [12],
        thing: ["extractor", "fan"],
        problem: ["working", "nothing"],
        priority: "MEDIUM",
      },
      { id: "shower-mould", at: [13], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "scorched-socket",
        at: [15],
        thing: ["socket", "charging"],
        problem: ["scorched", "black"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "porch-light",
        at: [18],
        thing: ["porch", "light"],
        problem: ["out", "bulb"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "am07-swimming-baths-plant",
    half: "tune",
    lines: [
      "Estates round, Northgate Baths, starting in the plant room.", // 0
      "Boiler's fired up fine, flow temperature's sixty-two.", // 1
      "Circulation pump two is screaming, bearing's going I reckon.", // 2
      "Sand filter pressure gauge is cracked, can't read it.", // 3
      "Chlorine store next door.", // 4
      "There's a strong chlorine smell in here, stronger than normal, and the extract fan's not running.", // 5
      "Nobody goes in there till it's vented, that's urgent.", // 6
      "The eyewash station by the door's empty, bottle's gone.", // 7
      "Right, out onto poolside.", // 8
      "Lifeguard chair, ladder's fine, rescue tube's there.", // 9
      "Pool cover reel, the motor won't turn, cover's stuck half on.", // 10
      "Hang on... yeah Lisa, tell them the lane swim's still on, ta.", // 11
      "Spectator gallery.", // 12
      "The glass balustrade panel at the front of the gallery, the top clamp's missing and the panel moves.", // 13
      "Someone leaning on it could go straight over onto poolside.", // 14
      "Seating's fine, no broken seats.", // 15
      "Changing village.", // 16
      "Hot water's fine in the showers, I checked three of them.", // 17
      "Cubicle door number nine, the lock's snapped off.", // 18
      "Fire alarm call point by the changing village exit, the glass is smashed and it's not been reset.", // 19
      "Panel's showing a fault on that zone as well.", // 20
      "Done for today.", // 21
    ],
    findings: [
      {
        id: "circulation-pump",
        at: [2],
        thing: ["pump", "circulation"],
        problem: ["screaming", "bearing"],
        priority: "MEDIUM",
      },
      {
        id: "filter-gauge",
        at: [3],
        thing: ["gauge", "pressure", "filter"],
        problem: ["cracked", "read"],
        priority: "MEDIUM",
      },
      {
        id: "chlorine-store-extract",
        at: [5, 6],
        thing: ["extract", "fan"],
        problem: ["not running", "smell", "running"],
        priority: "HIGH",
      },
      {
        id: "eyewash-empty",
        at: [7],
        thing: ["eyewash", "station"],
        problem: ["empty", "gone"],
        priority: "MEDIUM",
      },
      {
        id: "pool-cover-reel",
        at: [10],
        thing: ["cover", "reel", "motor"],
        problem: ["won't", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "gallery-balustrade",
        at: [13, 14],
        thing: ["balustrade", "panel", "glass"],
        problem: ["clamp", "missing", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "cubicle-lock",
        at: [18],
        thing: ["cubicle", "door", "lock"],
        problem: ["snapped"],
        priority: "MEDIUM",
      },
      {
        id: "call-point-smashed",
        at: [19, 20],
        thing: ["call", "point", "alarm"],
        problem: ["smashed", "reset", "fault"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "am08-yacht-club-rooms",
    half: "heldout",
    lines: [
      "Okay, walkaround at the yacht club, starting in the club room.", // 0
      "Bar fridge is fine, ice machine's working.", // 1
      "There's a damp patch spreading on the ceiling under the shower block, and it's dripping into a bucket.", // 2
      "Bucket's nearly full, so that's today.", // 3
      "Right next to it the wall light's flickering and there's water running down the wall by the switch.", // 4
      "Windows onto the water are fine, no drafts.", // 5
      "Down the stairs to the changing rooms.", // 6
      "Stair nosings are fine, handrail's solid, I gave it a good yank.", // 7
      "Shower block, the hot tap on the end shower only gives cold.", // 8
      "The left one, no, the right-hand one, sorry.", // 9
      "Out on the pontoon by the fuel berth.", // 10
      "Shore power pillar on B pontoon, the cover's broken off and the sockets are open to the spray.", // 11
      "One of the decking boards at the head of the pontoon is rotten and gives when you step on it.", // 12
      "Harbourmaster says he'll cone it off till it's replaced.", // 13
      "Life ring by the fuel berth is there, line's fine.", // 14
      "Back at the club room entrance.", // 15
      "The front door, the mortice lock's stiff, takes three goes to turn the key.", // 16
      "The club sign above the door's faded, cosmetic, no rush.", // 17
      "Call from Pete, hang on... yeah, I'll lock up after.", // 18
      "That's the lot.", // 19
    ],
    findings: [
      {
        id: "club-room-ceiling-leak",
        at: [2, 3],
        thing: ["ceiling"],
        problem: ["damp", "dripping", "spreading"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "wall-light-water",
        at: [4],
        thing: ["light", "switch"],
        problem: ["flickering", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "shower-hot-tap",
        at: [8, 9],
        thing: ["tap", "shower"],
        problem: ["cold"],
        priority: "MEDIUM",
      },
      {
        id: "shore-power-pillar",
        at: [11],
        thing: ["pillar", "shore", "power", "cover"],
        problem: ["broken", "open", "spray"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "rotten-decking",
        at: [12, 13],
        thing: ["decking", "board"],
        problem: ["rotten", "gives"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-door-lock",
        at: [16],
        thing: ["lock", "door"],
        problem: ["stiff"],
        priority: "MEDIUM",
      },
      {
        id: "faded-sign",
        at: [17],
        thing: ["sign"],
        problem: ["faded"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "am09-cricket-club-pavilion",
    half: "tune",
    lines: [
      "Right, monthly check at the cricket club, starting in the pavilion.", // 0
      "Home dressing room.", // 1
      "Showers, hot water's working, drains are fine.", // 2
      "The bench along the back wall, one of the legs has snapped, it's propped on a crate.", // 3
      "Away dressing room, the only toilet in there is blocked and overflowing onto the floor.", // 4
      "Match on Saturday, so that's asap.", // 5
      "Kitchen and tea room.", // 6
      "Urn's fine, PAT tested last month.", // 7
      "The fridge door seal's split, it won't shut properly.", // 8
      "Carbon monoxide alarm by the boiler cupboard doesn't sound when you press test.", // 9
      "Battery maybe, but just swap the whole unit.", // 10
      "Out to the spectator stand.", // 11
      "Just chatting to the groundsman, he says the covers are all fine.", // 12
      "Bottom tier of the stand, a couple of the timber boards are split, one's got a gap you could put your foot through.", // 13
      "Roof sheet on the stand's lifting at the corner, rattles in the wind.", // 14
      "Scoreboard, the paint's flaking, cosmetic.", // 15
      "Back at the pavilion front doors.", // 16
      "Roller shutter goes down fine, padlock's fine.", // 17
      "Emergency light above the door, no, sorry, that one's fine, it's the one in the lobby that's not lit.", // 18
      "That's the lot for today.", // 19
    ],
    findings: [
      {
        id: "bench-leg",
        at: [3],
        thing: ["bench", "leg"],
        problem: ["snapped", "propped"],
        priority: "MEDIUM",
      },
      {
        id: "only-toilet-blocked",
        at: [4, 5],
        thing: ["toilet"],
        problem: ["blocked", "overflowing"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "fridge-seal",
        at: [8],
        thing: ["fridge", "seal"],
        problem: ["split", "shut"],
        priority: "MEDIUM",
      },
      {
        id: "co-alarm",
        at: [9, 10],
        thing: ["carbon", "monoxide", "alarm"],
        problem: ["sound", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "stand-boards",
        at: [13],
        thing: ["board", "timber", "tier"],
        problem: ["split", "gap", "foot"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "stand-roof-sheet",
        at: [14],
        thing: ["roof", "sheet"],
        problem: ["lifting", "rattles"],
        priority: "MEDIUM",
      },
      {
        id: "scoreboard-paint",
        at: [15],
        thing: ["scoreboard", "paint"],
        problem: ["flaking"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "lobby-emergency-light",
        at: [18],
        thing: ["emergency", "light"],
        problem: ["not lit", "lit"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "am10-rec-center",
    half: "heldout",
    lines: [
      "Okay, building check at the Westside rec center, starting at the front desk.", // 0
      "Door access system's working, badges scan fine.", // 1
      "Basketball gym, the floor's got a dead spot by the free-throw line, the boards are lifting at the seam.", // 2
      "Someone's gonna roll an ankle on that.", // 3
      "The backboard on the north hoop, the winch won't raise it, motor just hums.", // 4
      "Bleachers, the telescopic ones, extended fine, locks engaged.", // 5
      "Hang on, radio... copy, I'll be there in five.", // 6
      "Weight room.", // 7
      "There's no GFCI on the outlet by the water fountain, and the fountain's leaking onto the floor right under it.", // 8
      "Mechanical room.", // 9
      "Water heater, the pilot's out and there's no hot water to the locker rooms, that's urgent.", // 10
      "No gas smell though, I checked round the valve.", // 11
      "Locker rooms, the women's, the ceiling vent grille's hanging down by one screw.", // 12
      "Otherwise all fine in there, no leaks.", // 13
      "Side exit to the parking lot, the door's fine now, they fixed the closer last week.", // 14
      "But the wall pack light over that exit has a cracked lens.", // 15
      "Lobby, the vending machine's not ours, that's the vendor's.", // 16
      "Trophy cabinet glass is scratched, cosmetic, no rush.", // 17
      "Smoke detector in the lobby's been pulled down, it's just hanging off the wires.", // 18
      "Needs putting back up today.", // 19
      "Okay, all done.", // 20
    ],
    findings: [
      {
        id: "gym-floor-boards",
        at: [2, 3],
        thing: ["floor", "boards"],
        problem: ["lifting", "dead", "seam"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "backboard-winch",
        at: [4],
        thing: ["backboard", "winch", "motor"],
        problem: ["won't", "hums"],
        priority: "MEDIUM",
      },
      {
        id: "outlet-fountain-leak",
        at: [8],
        thing: ["outlet", "gfci", "fountain"],
        problem: ["no", "leaking"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "water-heater-pilot",
        at: [10],
        thing: ["water", "heater", "pilot"],
        problem: ["out", "hot"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "vent-grille",
        at: [12],
        thing: ["vent", "grille"],
        problem: ["hanging", "screw"],
        priority: "MEDIUM",
      },
      {
        id: "exit-wall-light",
        at: [15],
        thing: ["light", "lens", "wall"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      {
        id: "trophy-cabinet-glass",
        at: [17],
        thing: ["cabinet", "glass"],
        problem: ["scratched"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-detector-down",
        at: [18, 19],
        thing: ["smoke", "detector"],
        problem: ["pulled", "hanging"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
];
