// Blind walkthroughs, set meaning-34 (written without seeing the extractor).
// Restaurants, pubs and bars, takeaways, cafes and commercial kitchens (UK, Ireland, US, Australia): cellars, kitchens, canopies, walk-ins, beer gardens, toilets, flats above.
import type { Walkthrough } from "./types";

export const MEANING34_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ai01-pub-cellar-and-bar",
    half: "tune",
    lines: [
      "Right, this is the Red Lion, landlord's survey, starting down in the cellar.", // 0
      "Cellar hatch from the pavement, the flap doesn't latch properly, you could lift it from outside.", // 1
      "Cellar steps are fine, handrail's solid.", // 2
      "The python's sweating badly where it comes through the wall, the lagging's split all along.", // 3
      "Cooling's working, cellar's sitting at twelve degrees, that's fine.", // 4
      "Erm, there's a CO2 cylinder not chained to the wall, just stood loose by the kegs.", // 5
      "That needs sorting today, if it goes over it's a missile.", // 6
      "CO2 alarm on the wall, no, the gas monitor, it's beeping and the display says fault.", // 7
      "Floor drain in the corner's blocked, there's standing water round the gully.", // 8
      "Sorry, one sec, yeah Dave, we're in the cellar, ten minutes.", // 9
      "Strip light over the racking, the cover's off and there's a bare wire hanging down near the ice machine.", // 10
      "Ice machine itself is the brewery's, not ours.", // 11
      "Up the stairs into the bar now.", // 12
      "Bar floor by the flap, the tiles are lifting, proper trip for the staff carrying glasses.", // 13
      "Glass washer's draining fine today, they had the engineer in.", // 14
      "Back wall behind the optics, bit of paint flaking, cosmetic, next redecoration.", // 15
      "Fire exit by the pool table, there's a stack of empty crates in front of it.", // 16
      "Tell them that has to be cleared before tonight.", // 17
      "Emergency lighting tested, all good.", // 18
      "That's the lot for downstairs.", // 19
    ],
    findings: [
      {
        id: "cellar-hatch",
        at: [1],
        thing: ["hatch", "flap"],
        problem: ["latch", "lift"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "python-lagging",
        at: [3],
        thing: ["python", "lagging"],
        problem: ["sweat", "split"],
        priority: "MEDIUM",
      },
      {
        id: "co2-cylinder",
        at: [5, 6],
        thing: ["cylinder", "co2", "bottle"],
        problem: ["chain", "loose"],
        priority: "HIGH",
      },
      {
        id: "gas-monitor",
        at: [7],
        thing: ["monitor", "alarm"],
        problem: ["fault", "beep"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floor-drain",
        at: [8],
        thing: ["drain", "gully"],
        problem: ["block", "standing"],
        priority: "MEDIUM",
      },
      {
        id: "bare-wire",
        at: [10],
        thing: ["light", "wire"],
        problem: ["bare", "cover", "hang"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bar-tiles",
        at: [13],
        thing: ["tile", "floor"],
        problem: ["lift", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "optics-paint",
        at: [15],
        thing: ["paint", "wall"],
        problem: ["flak"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-exit-crates",
        at: [16, 17],
        thing: ["exit", "fire exit"],
        problem: ["crate", "stack", "block"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ai02-takeaway-kitchen-canopy",
    half: "heldout",
    lines: [
      "Okay, Spice Garden takeaway, unit four, doing the kitchen first.", // 0
      "Extraction canopy over the tandoor, the filters are thick with grease, it's dripping off the edge.", // 1
      "Needs a deep clean asap, that's a fire risk.", // 2
      "Extract fan's running, no odd noises.", // 3
      "Gas interlock panel, the interlock's been bypassed, the hob still lights with the fan switched off.", // 4
      "So somebody's wired round it, that's a shut-down job if the gas engineer sees it.", // 5
      "Gas emergency shut-off by the back door is labelled and turns fine.", // 6
      "Under the pot wash sink, the grease trap's overflowing, there's fat all over the floor.", // 7
      "Smells awful as well, when did they last have it emptied.", // 8
      "Hand wash basin, no hot water at all, only the cold tap works.", // 9
      "That's urgent, the EHO would close them for that.", // 10
      "Walk-in fridge reading three degrees, door seal's good.", // 11
      "In the dry store there's mouse droppings along the skirting behind the rice sacks.", // 12
      "Customer side now, the front counter.", // 13
      "Counter top laminate's chipped at the corner, just cosmetic.", // 14
      "Shutter on the shop front won't lock, the key just spins in the barrel.", // 15
      "Fire blanket's there, extinguishers are in date.", // 16
      "Is that the delivery lad? Tell him we'll be out of his way in five.", // 17
      "Ceiling tile by the door is stained, it's dry, old leak from the flat upstairs, not urgent.", // 18
      "Done in here.", // 19
    ],
    findings: [
      {
        id: "canopy-grease",
        at: [1, 2],
        thing: ["canopy", "filter", "extraction"],
        problem: ["grease", "drip", "clean"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "gas-interlock",
        at: [4, 5],
        thing: ["interlock", "panel"],
        problem: ["bypass", "wired round", "still light"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "grease-trap",
        at: [7, 8],
        thing: ["grease trap", "trap"],
        problem: ["overflow", "fat", "smell"],
        priority: "MEDIUM",
      },
      {
        id: "hand-basin-hot",
        at: [9, 10],
        thing: ["basin", "hand wash"],
        problem: ["no hot", "cold"],
        priority: "HIGH",
      },
      { id: "mouse-droppings", at: [12], thing: ["dropping", "mouse", "mice"], priority: "MEDIUM" },
      {
        id: "counter-laminate",
        at: [14],
        thing: ["counter", "laminate"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "shutter-lock",
        at: [15],
        thing: ["shutter"],
        problem: ["won't lock", "lock", "spin"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "ceiling-tile-stain",
        at: [18],
        thing: ["ceiling", "tile"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ai03-us-diner-hood-and-walk-in",
    half: "tune",
    lines: [
      "Alright, walking the kitchen at Lou's Diner on Main, it's about two thirty, lunch rush is done.", // 0
      "Hood over the flat top, the Ansul tag's expired, last inspection was March of last year.", // 1
      "Gotta get the fire suppression guys out asap.", // 2
      "Fryers are fine, pilots are all lit.", // 3
      "The K-class extinguisher is missing from the bracket by the fryers, just an empty hook.", // 4
      "Walk-in cooler, the door gasket's torn and it's not closing all the way, there's frost building up on the ceiling inside.", // 5
      "Temp's reading thirty-eight so product's still okay for now.", // 6
      "Back by the dish pit, the three-compartment sink is leaking from the middle drain, there's a puddle under the mats.", // 7
      "Probably just the basket strainer gasket.", // 8
      "Grease trap was pumped last week, they showed me the manifest.", // 9
      "Dumbwaiter up to the banquet room, the gate interlock's broken, the car moves with the gate wide open.", // 10
      "We need to tag it out of service today, nobody loads it till the elevator company's been.", // 11
      "Back door to the alley, panic bar's fine but the door closer's leaking oil and it slams.", // 12
      "Out back by the dumpsters.", // 13
      "Grease rendering bin, the lid is cracked and raccoons have been getting in it.", // 14
      "Hey Marco, can you move your truck? Thanks man.", // 15
      "Employee restroom, there's only the one, toilet's clogged and there's an out of order sign on it.", // 16
      "That's the only staff bathroom so that's today.", // 17
      "Exit signs all lit, emergency lights pass the thirty second test.", // 18
      "Dining room, the vinyl on two of the booths is ripped, that's cosmetic, no rush.", // 19
      "Okay, I think that's it, I'll write it up tonight.", // 20
    ],
    findings: [
      {
        id: "ansul-expired",
        at: [1, 2],
        thing: ["ansul", "hood", "suppression"],
        problem: ["expir", "tag", "inspection"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "k-extinguisher",
        at: [4],
        thing: ["extinguisher"],
        problem: ["missing", "empty"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "walk-in-gasket",
        at: [5],
        thing: ["walk", "cooler", "gasket"],
        problem: ["torn", "closing", "frost"],
        priority: "MEDIUM",
      },
      {
        id: "three-comp-sink",
        at: [7, 8],
        thing: ["sink", "drain"],
        problem: ["leak", "puddle"],
        priority: "MEDIUM",
      },
      {
        id: "dumbwaiter-gate",
        at: [10, 11],
        thing: ["dumbwaiter", "gate", "interlock"],
        problem: ["broken", "moves", "open"],
        priority: "HIGH",
      },
      {
        id: "door-closer",
        at: [12],
        thing: ["closer", "door"],
        problem: ["leak", "oil", "slam"],
        priority: "MEDIUM",
      },
      {
        id: "rendering-bin",
        at: [14],
        thing: ["bin", "lid"],
        problem: ["crack", "raccoon"],
        priority: "MEDIUM",
      },
      {
        id: "staff-toilet",
        at: [16, 17],
        thing: ["toilet", "restroom", "bathroom"],
        problem: ["clog", "out of order"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "booth-vinyl",
        at: [19],
        thing: ["vinyl", "booth"],
        problem: ["rip"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ai04-irish-pub-garden-and-toilets",
    half: "heldout",
    lines: [
      "Grand, so this is Flanagan's, I'm doing the outside and the toilets for the landlord.", // 0
      "Beer garden, the decking's rotten at the far end, boards are soft and one's gone through completely.", // 1
      "Someone'll put their foot through it, that wants fencing off today.", // 2
      "Patio heaters are all the publican's own, not our concern.", // 3
      "The festoon lights along the fence, there's a joint wrapped in insulating tape and it's lying in a puddle.", // 4
      "Smoking shelter roof is grand, no leaks.", // 5
      "Side gate onto the lane, the bolt's missing, it just swings open.", // 6
      "Gents' toilets now, the jacks.", // 7
      "The urinal's blocked, water's up to the brim and it's overflowing onto the floor.", // 8
      "Cubicle toilet flushes fine, lock on the door works.", // 9
      "Hand dryer, nothing happens when you put your hands under it.", // 10
      "Probably the sensor, or it's off at the spur.", // 11
      "Ladies', the ceiling over the sinks has a brown stain and it's still wet, dripping actually.", // 12
      "That's coming from the flat upstairs, the bath maybe, I'll check when I'm up there.", // 13
      "Baby changing unit is fine.", // 14
      "Disabled toilet, the grab rail beside the pan is hanging off the wall, only one screw left in it.", // 15
      "Pull cord alarm in there tested, it sounds behind the bar, all good.", // 16
      "Back corridor, bit of scuffing on the walls from the kegs, cosmetic, leave it for now.", // 17
      "Right, up to the flat next.", // 18
    ],
    findings: [
      {
        id: "rotten-decking",
        at: [1, 2],
        thing: ["deck", "board"],
        problem: ["rot", "soft", "gone through"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "festoon-joint",
        at: [4],
        thing: ["festoon", "light", "joint"],
        problem: ["tape", "puddle"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "side-gate-bolt",
        at: [6],
        thing: ["gate", "bolt"],
        problem: ["missing", "swing"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "urinal-blocked",
        at: [8],
        thing: ["urinal"],
        problem: ["block", "overflow"],
        priority: "MEDIUM",
      },
      {
        id: "hand-dryer",
        at: [10, 11],
        thing: ["dryer", "hand dryer"],
        problem: ["nothing", "sensor"],
        priority: "MEDIUM",
      },
      {
        id: "ladies-ceiling-leak",
        at: [12, 13],
        thing: ["ceiling"],
        problem: ["stain", "wet", "drip"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "grab-rail",
        at: [15],
        thing: ["grab", "rail"],
        problem: ["hanging", "screw", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "corridor-scuffs",
        at: [17],
        thing: ["wall", "corridor"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ai05-aus-cafe-coolroom",
    half: "tune",
    lines: [
      "G'day, area manager visit, the Bondi Road cafe, it's Tuesday arvo.", // 0
      "Coolroom first, the door handle's busted on the inside, there's no safety release, you could get locked in.", // 1
      "That's urgent, someone's gonna get stuck in there.", // 2
      "Temp's good, two degrees, compressor sounds healthy.", // 3
      "Grease arrestor out the back was pumped last month, the docket's on the wall.", // 4
      "Coffee machine, the steam wand's leaking at the knuckle, hissing the whole time.", // 5
      "Reckon it's just the seals, no rush, the tech can do it next service.", // 6
      "Dishwasher, the pass-through one, won't drain, there's a full tank of grey water sitting in it.", // 7
      "Power point next to the sink is cracked, the faceplate's split and it's getting splashed.", // 8
      "Mate, don't use that one till the sparky's been.", // 9
      "Out front now, the footpath seating.", // 10
      "Umbrella base on table six is cracked and the umbrella's leaning, it'll blow over in a southerly.", // 11
      "Awning's fine, they had it re-tensioned.", // 12
      "Front step at the entry, the nosing's come loose and it rocks when you stand on it.", // 13
      "Staff toilet, the exhaust fan doesn't come on with the light.", // 14
      "Smoke alarm in the storeroom has been taken down, it's sitting on the shelf with no battery.", // 15
      "Someone's pulled it 'cause of the toaster probably.", // 16
      "Sorry, that's head office, I'll ring them back.", // 17
      "Floor tiles near the pass are a bit chipped, cosmetic.", // 18
      "Yeah that's about it, I'll send it through tonight.", // 19
    ],
    findings: [
      {
        id: "coolroom-release",
        at: [1, 2],
        thing: ["coolroom", "handle", "release"],
        problem: ["busted", "no safety", "locked"],
        priority: "HIGH",
      },
      {
        id: "steam-wand",
        at: [5, 6],
        thing: ["wand", "steam", "coffee"],
        problem: ["leak", "hiss", "seal"],
        priority: "LOW",
      },
      {
        id: "dishwasher-drain",
        at: [7],
        thing: ["dishwasher"],
        problem: ["won't drain", "drain", "water"],
        priority: "MEDIUM",
      },
      {
        id: "power-point",
        at: [8, 9],
        thing: ["power point", "point", "faceplate"],
        problem: ["crack", "split", "splash"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "umbrella-base",
        at: [11],
        thing: ["umbrella", "base"],
        problem: ["crack", "lean", "blow"],
        priority: "MEDIUM",
      },
      {
        id: "front-step",
        at: [13],
        thing: ["step", "nosing"],
        problem: ["loose", "rock"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "exhaust-fan",
        at: [14],
        thing: ["exhaust", "fan"],
        problem: ["doesn't come on", "doesn't"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm",
        at: [15, 16],
        thing: ["smoke alarm", "smoke", "alarm"],
        problem: ["taken down", "no battery", "pulled"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pass-tiles",
        at: [18],
        thing: ["tile", "floor"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ai06-flat-above-the-pub",
    half: "heldout",
    lines: [
      "Now up the back stairs to the flat above the pub, the manager's flat.", // 0
      "Stairwell handrail is loose, it moves a good two inches when you lean on it.", // 1
      "Flat entrance door, that's meant to be a fire door and the closer's been taken off, it just stays open.", // 2
      "Manager's out, so I've let myself in with the key from behind the bar.", // 3
      "Hallway smoke alarm, pressed the test button, nothing, no beep at all.", // 4
      "Kitchen, the boiler's a Worcester, erm, it's firing up fine, hot water's good.", // 5
      "But there's no carbon monoxide alarm anywhere in the kitchen, and the boiler's right there.", // 6
      "Bathroom, the bath panel's off and the waste under the bath is dripping.", // 7
      "That'll be what's coming through the ceiling in the ladies' downstairs, so that's urgent.", // 8
      "Extractor in the bathroom's working, bit noisy but it's fine.", // 9
      "Bedroom one, the sash window at the front, the cord's snapped and it drops shut on you.", // 10
      "Bedroom two, black mould in the corner behind the wardrobe.", // 11
      "Quite a patch, about a foot across.", // 12
      "Living room, socket by the telly is scorched, brown marks round the pins.", // 13
      "Tenant's stuff everywhere, that's theirs, not ours to sort.", // 14
      "Carpet on the landing is worn and faded, not a trip, just cosmetic really.", // 15
      "Fire escape out the back window, the ladder's fine, it's been painted.", // 16
      "Right, that's the flat, heading back down.", // 17
    ],
    findings: [
      {
        id: "stair-handrail",
        at: [1],
        thing: ["handrail", "rail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "flat-fire-door",
        at: [2],
        thing: ["fire door", "door", "closer"],
        problem: ["taken off", "stays open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall-smoke-alarm",
        at: [4],
        thing: ["smoke", "alarm"],
        problem: ["nothing", "no beep"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "no-co-alarm",
        at: [6],
        thing: ["carbon monoxide", "monoxide", "alarm"],
        problem: ["no"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bath-waste-leak",
        at: [7, 8],
        thing: ["waste", "bath"],
        problem: ["drip", "leak", "coming through"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "sash-cord",
        at: [10],
        thing: ["sash", "window", "cord"],
        problem: ["snap", "drop"],
        priority: "MEDIUM",
      },
      { id: "bedroom-mould", at: [11, 12], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "scorched-socket",
        at: [13],
        thing: ["socket"],
        problem: ["scorch", "brown"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "landing-carpet",
        at: [15],
        thing: ["carpet"],
        problem: ["worn", "fade"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ai07-hotel-kitchen-with-the-kp",
    half: "tune",
    lines: [
      "Morning, this is the Grosvenor restaurant kitchen, I've got Tomasz the KP showing me round.", // 0
      "Pot wash, the pre-rinse spray arm is leaking at the hose, it's spraying everywhere.", // 1
      "Tomasz says it's been like that a fortnight.", // 2
      "The hood dishwasher's fine, temps on the display are right.", // 3
      "Dumbwaiter to the first floor function room, it's stuck between floors, won't come back down.", // 4
      "Call button does nothing at either end.", // 5
      "Combi oven, the door seal's perished and steam's blowing out the top.", // 6
      "Canopy lights above the line, two of the tubes are out.", // 7
      "Gas interlock tested, cut the fan and the gas went off like it should.", // 8
      "Walk-in freezer, the floor at the threshold's iced up, proper slippery, someone's gonna go over.", // 9
      "Probably the heater strip in the door frame's gone.", // 10
      "Chef, sorry, can we just get past? Cheers.", // 11
      "Back corridor to the loading bay.", // 12
      "Loading bay roller door, the bottom rail's bent and it won't close the last foot, you could get under it.", // 13
      "Bins are all emptied, no pest issues out here.", // 14
      "Staff changing room, the shower's only running cold.", // 15
      "Lockers are fine.", // 16
      "Fire door from the kitchen to the restaurant is wedged open with a fire extinguisher, of all things.", // 17
      "I've taken it out and had a word with the head chef.", // 18
      "Restaurant side, the skirting's chipped along the banquette, cosmetic, whenever.", // 19
      "Okay, done, thanks Tomasz.", // 20
    ],
    findings: [
      {
        id: "pre-rinse-hose",
        at: [1, 2],
        thing: ["rinse", "spray", "hose"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
      {
        id: "dumbwaiter-stuck",
        at: [4, 5],
        thing: ["dumbwaiter"],
        problem: ["stuck", "won't come", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "combi-seal",
        at: [6],
        thing: ["combi", "oven", "seal"],
        problem: ["perish", "steam", "blow"],
        priority: "MEDIUM",
      },
      {
        id: "canopy-tubes",
        at: [7],
        thing: ["canopy", "light", "tube"],
        problem: ["out"],
        priority: "MEDIUM",
      },
      {
        id: "freezer-threshold-ice",
        at: [9, 10],
        thing: ["freezer", "walk", "floor", "threshold"],
        problem: ["ice", "slip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "roller-door",
        at: [13],
        thing: ["roller", "door", "rail"],
        problem: ["bent", "won't close", "under"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "staff-shower-cold",
        at: [15],
        thing: ["shower"],
        problem: ["cold"],
        priority: "MEDIUM",
      },
      {
        id: "fire-door-wedged",
        at: [17, 18],
        thing: ["fire door", "door"],
        problem: ["wedge"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "skirting-chips",
        at: [19],
        thing: ["skirting"],
        problem: ["chip"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ai08-chippy-dilaps",
    half: "heldout",
    lines: [
      "Right, dilaps inspection at the Golden Fry chippy, tenant's handing back at the end of the month.", // 0
      "Frying range, the flue above the pans is cracked at the joint, you can see soot all round it.", // 1
      "Needs a Gas Safe engineer asap, fumes could be coming back into the shop.", // 2
      "Range itself is the tenant's, they're taking it with them.", // 3
      "Potato peeler out the back, the drain from it's blocked, starch and water everywhere.", // 4
      "Back door, the lock's fine, bolts top and bottom are fine.", // 5
      "There's a smell of gas by the meter cupboard, faint but it's definitely there.", // 6
      "I've rung it in to the emergency line, they're sending someone out.", // 7
      "Floor in the prep area, the quarry tiles are cracked and a couple are missing, there's a hole by the sink.", // 8
      "Shop front, the illuminated sign, half the letters don't light up.", // 9
      "Front window's fine, no cracks.", // 10
      "Customer counter, the stainless has a few dents, cosmetic, not worth claiming.", // 11
      "Oh hang on, my phone, yeah, I'm at the chip shop, call you back.", // 12
      "Flat access is separate so I'm not doing upstairs today.", // 13
      "Cellar, well, the basement store, the walls are wet, water's coming through the brickwork at the front.", // 14
      "Tide mark's about a foot up, it's been going on a while.", // 15
      "Fuse board down there, the cover's missing, all the busbars are exposed.", // 16
      "Electric meter reading taken, it's four oh two one seven.", // 17
      "That's it, I'll put the schedule together.", // 18
    ],
    findings: [
      {
        id: "range-flue",
        at: [1, 2],
        thing: ["flue"],
        problem: ["crack", "soot", "fumes"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "peeler-drain",
        at: [4],
        thing: ["peeler", "drain"],
        problem: ["block"],
        priority: "MEDIUM",
      },
      {
        id: "gas-smell",
        at: [6, 7],
        thing: ["gas"],
        problem: ["smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "prep-floor-tiles",
        at: [8],
        thing: ["tile", "floor", "hole"],
        problem: ["crack", "missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "shop-sign",
        at: [9],
        thing: ["sign"],
        problem: ["don't light", "letter"],
        priority: "MEDIUM",
      },
      {
        id: "counter-dents",
        at: [11],
        thing: ["counter", "stainless"],
        problem: ["dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "basement-water",
        at: [14, 15],
        thing: ["wall", "brickwork", "basement"],
        problem: ["wet", "water", "tide"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "fuse-board-cover",
        at: [16],
        thing: ["fuse board", "fuse", "board"],
        problem: ["cover", "missing", "expos"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "ai09-us-cocktail-bar",
    half: "tune",
    lines: [
      "Okay, walkthrough at the Copper Still, bar manager's with me, starting behind the bar.", // 0
      "Ice well on the left, no, the right-hand station, the drain's clogged, it's full of melt water.", // 1
      "Soda gun's working, all the buttons are good.", // 2
      "Glycol line for the draft system, the insulation's split and it's dripping condensation into the cabinet.", // 3
      "Bar mat's soaked but that's just spill, it's not a leak.", // 4
      "Under the bar there's a power strip daisy-chained into another strip, sitting in standing water.", // 5
      "Unplug that today, seriously.", // 6
      "Walk-in beer cooler, the compressor's short cycling, clicking on and off every couple of minutes.", // 7
      "Kegs are at thirty-six so it's holding for now.", // 8
      "Restrooms, the men's, the hand sink faucet won't shut off, it just keeps running.", // 9
      "Women's room all good, stall locks work.", // 10
      "Back hallway, the exit door, the panic hardware's chained, there's a padlock and chain right through the bar.", // 11
      "They said it's only for after close but it was chained during service, right now.", // 12
      "Patio, the string lights are fine, GFCI tested good.", // 13
      "Patio railing on the raised deck, the top rail's come off the post at the corner.", // 14
      "It's an eight foot drop down to the alley there.", // 15
      "Bar top varnish is worn through by the service well, cosmetic, next refinish.", // 16
      "Hey Jess, can you grab me the keys to the office?", // 17
      "Office ceiling, there's a water stain, it's bone dry, roof was redone last year, so no action.", // 18
      "Alright, that's the bar.", // 19
    ],
    findings: [
      {
        id: "ice-well-drain",
        at: [1],
        thing: ["ice", "well", "drain"],
        problem: ["clog", "full"],
        priority: "MEDIUM",
      },
      {
        id: "glycol-insulation",
        at: [3],
        thing: ["glycol", "line", "insulation"],
        problem: ["split", "drip", "condensation"],
        priority: "MEDIUM",
      },
      {
        id: "power-strip-water",
        at: [5, 6],
        thing: ["power strip", "strip"],
        problem: ["daisy", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "cooler-compressor",
        at: [7],
        thing: ["compressor", "cooler"],
        problem: ["short cycl", "click"],
        priority: "MEDIUM",
      },
      {
        id: "mens-faucet",
        at: [9],
        thing: ["faucet", "sink"],
        problem: ["won't shut", "running"],
        priority: "MEDIUM",
      },
      {
        id: "exit-chained",
        at: [11, 12],
        thing: ["exit", "door", "panic"],
        problem: ["chain", "padlock"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "patio-railing",
        at: [14, 15],
        thing: ["railing", "rail"],
        problem: ["come off", "drop"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "bar-top-varnish",
        at: [16],
        thing: ["bar top", "varnish"],
        problem: ["worn"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ai10-aus-pizza-shop",
    half: "heldout",
    lines: [
      "Right, routine inspection, Pizza Roma on Sydney Road, I'm the property manager for the landlord.", // 0
      "Wood-fired oven, the render on the dome's cracked right through and you can see flame through the crack when it's going.", // 1
      "Needs the oven bloke out asap.", // 2
      "Rangehood above the deck ovens, filters are clean, they do them weekly, good.", // 3
      "Flue on the roof's got no bird mesh on the cowl, that's a possum or a nest waiting to happen.", // 4
      "Back door to the laneway, the deadlock doesn't throw, the bolt won't go into the strike.", // 5
      "So it's only the screen door on the latch overnight.", // 6
      "Grease trap lid out in the laneway is cracked and rocking, and the delivery drivers walk right over it.", // 7
      "Cool room's at three degrees, door closes good.", // 8
      "Hot water system, the tempering valve's dripping constantly.", // 9
      "Hot water itself's fine, plenty of it.", // 10
      "Front of shop, the signage is the tenant's, not ours.", // 11
      "Shopfront glass, there's a crack running from the bottom corner about half a metre.", // 12
      "It's laminated so it's holding, but it'll spread.", // 13
      "Customer toilet, the cistern's running constantly and the flush button's stuck down.", // 14
      "Exit sign above the front door isn't lit, battery's probably dead.", // 15
      "Sorry mate, yeah, I'll be two minutes.", // 16
      "Awning fascia's got peeling paint and a bit of surface rust, cosmetic, next repaint.", // 17
      "Right, that's everything, I'll send the report through.", // 18
    ],
    findings: [
      {
        id: "oven-dome-crack",
        at: [1, 2],
        thing: ["oven", "dome", "render"],
        problem: ["crack", "flame"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "flue-bird-mesh",
        at: [4],
        thing: ["flue", "cowl", "mesh"],
        problem: ["no bird", "mesh", "nest"],
        priority: "MEDIUM",
      },
      {
        id: "back-deadlock",
        at: [5, 6],
        thing: ["deadlock", "door", "bolt"],
        problem: ["doesn't throw", "won't go"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "grease-trap-lid",
        at: [7],
        thing: ["grease trap", "lid"],
        problem: ["crack", "rock"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "tempering-valve",
        at: [9],
        thing: ["tempering", "valve", "hot water system"],
        problem: ["drip"],
        priority: "MEDIUM",
      },
      {
        id: "shopfront-crack",
        at: [12, 13],
        thing: ["shopfront", "glass"],
        problem: ["crack", "spread"],
        priority: "MEDIUM",
      },
      {
        id: "cistern-running",
        at: [14],
        thing: ["cistern", "flush", "toilet"],
        problem: ["running", "stuck"],
        priority: "MEDIUM",
      },
      {
        id: "exit-sign",
        at: [15],
        thing: ["exit sign", "exit", "sign"],
        problem: ["isn't lit", "battery", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "awning-fascia",
        at: [17],
        thing: ["fascia", "awning", "paint"],
        problem: ["peel", "rust"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
];
