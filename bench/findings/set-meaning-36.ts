// Blind walkthroughs, set meaning-36 (written without seeing the extractor).
// Property managers and caretakers with English as a second language: Singapore, Hong Kong, Dubai, Malaysia, Netherlands, Germany, Poland, Spain.
import type { Walkthrough } from "./types";

export const MEANING36_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ak01-sg-condo-handover",
    half: "tune",
    lines: [
      "Okay, starting at the main door of unit 12-05, tenant is out already.", // 0
      "The grille gate is cannot lock, the key can turn but the bolt never go in.", // 1
      "Must fix today, this one is security.", // 2
      "Living room, the aircon is leaking water since two days, the water is running down the wall.", // 3
      "Probably the drain pipe choke, need the aircon guy come and do servicing.", // 4
      "The scratches on the TV console is tenant's own furniture, not our problem.", // 5
      "Kitchen now.", // 6
      "The DB box cover is missing, you can see the wires inside, very dangerous.", // 7
      "Water heater in the bathroom, I on already, hot water is coming, okay.", // 8
      "Common toilet, the toilet bowl flush is weak, need to press two three times.", // 9
      "Also the basin tap is loose, shaking when you turn it.", // 10
      "Floor trap no smell, the drain is fine.", // 11
      "Master bedroom, the wardrobe door hinge is spoil, the door is hanging already.", // 12
      "Wait ah, my phone. Hello? Yes, yes, I call you back later.", // 13
      "Sorry. The ceiling above the bed got some yellow stain, but it is dry, old one, cosmetic only.", // 14
      "Smoke detector at the corridor, I press the test button, nothing happen.", // 15
      "Maybe the battery flat, but anyway must change.", // 16
      "Balcony. The door of balcony is not locking properly, the latch is loose.", // 17
      "The railing is solid, I shake already, no problem.", // 18
      "The wall paint near the laundry rack is flaking, no rush, next time we do.", // 19
      "Okay, meter reading taken, water and electric, done for this unit.", // 20
    ],
    findings: [
      {
        id: "grille-gate-no-lock",
        at: [1, 2],
        thing: ["grille", "gate"],
        problem: ["lock", "bolt"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "aircon-leak",
        at: [3, 4],
        thing: ["aircon", "air"],
        problem: ["leaking", "water", "running", "choke"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "db-box-exposed",
        at: [7],
        thing: ["DB", "box", "distribution"],
        problem: ["missing", "wires", "dangerous"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "toilet-flush-weak",
        at: [9],
        thing: ["toilet", "flush", "bowl", "cistern"],
        problem: ["weak", "press"],
        priority: "MEDIUM",
      },
      {
        id: "basin-tap-loose",
        at: [10],
        thing: ["basin", "tap"],
        problem: ["loose", "shaking"],
        priority: "MEDIUM",
      },
      {
        id: "wardrobe-hinge",
        at: [12],
        thing: ["wardrobe", "hinge"],
        problem: ["spoil", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-stain",
        at: [14],
        thing: ["ceiling"],
        problem: ["stain", "yellow"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "smoke-detector-dead",
        at: [15, 16],
        thing: ["smoke", "detector", "alarm"],
        problem: ["nothing", "test", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "balcony-door-lock",
        at: [17],
        thing: ["balcony", "door", "latch"],
        problem: ["locking", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "wall-paint-flaking",
        at: [19],
        thing: ["paint", "wall"],
        problem: ["flaking"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ak02-hk-office-floor",
    half: "heldout",
    lines: [
      "Now we are at 18th floor, the office of the trading company, reception area.", // 0
      "The lift lobby, the lift is spoil again, door open and close, open and close, not moving.", // 1
      "I already call the lift contractor, they say come this afternoon, urgent one.", // 2
      "Fire door to the staircase, somebody put a rubbish bin to hold it open.", // 3
      "I remove the bin already, but the door closer also broken, it does not close by itself.", // 4
      "Staircase, the emergency light at the landing is dead, I press the test button, nothing.", // 5
      "Exit sign above is okay, it is bright.", // 6
      "Pantry now. The water dispenser is the tenant own, not under management.", // 7
      "Under the sink cabinet, water is leaking from the pipe joint, the cabinet board already swell.", // 8
      "Need plumber today, I put a bucket first.", // 9
      "Power socket beside the microwave got black mark, got burning smell a bit.", // 10
      "Tell the tenant don't use first.", // 11
      "Ah Ming, you go check the 17th floor meter room, I finish here.", // 12
      "Meeting room, the carpet got coffee stain, cosmetic, when convenient we can shampoo.", // 13
      "Ceiling tile near the window is broken one corner, hanging down a bit.", // 14
      "The window blind cord is broken, cannot pull up.", // 15
      "Aircon here is cold enough, the fan coil no noise, fine.", // 16
      "Male toilet, the urinal sensor no flush, I wave my hand many times.", // 17
      "Probably battery, low priority, there is another urinal working.", // 18
      "Hand dryer working, the toilet bowls all can flush okay.", // 19
      "Okay, finish this floor, I write the report later.", // 20
    ],
    findings: [
      {
        id: "lift-not-moving",
        at: [1, 2],
        thing: ["lift", "elevator"],
        problem: ["spoil", "moving"],
        priority: "HIGH",
      },
      {
        id: "fire-door-held-open",
        at: [3, 4],
        thing: ["fire", "door"],
        problem: ["hold", "open", "bin", "closer", "close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "emergency-light-dead",
        at: [5],
        thing: ["emergency", "light"],
        problem: ["dead", "nothing", "test"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "sink-pipe-leak",
        at: [8, 9],
        thing: ["sink", "pipe", "joint"],
        problem: ["leaking", "swell"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "socket-burnt",
        at: [10, 11],
        thing: ["socket", "power"],
        problem: ["black", "burning"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "carpet-stain",
        at: [13],
        thing: ["carpet"],
        problem: ["stain", "coffee"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ceiling-tile-broken",
        at: [14],
        thing: ["ceiling", "tile"],
        problem: ["broken", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "blind-cord",
        at: [15],
        thing: ["blind", "cord"],
        problem: ["broken", "pull"],
        priority: "MEDIUM",
      },
      {
        id: "urinal-sensor",
        at: [17, 18],
        thing: ["urinal", "sensor"],
        problem: ["flush", "battery"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ak03-dubai-marina-apartment",
    half: "tune",
    lines: [
      "Okay, apartment 2304, Marina tower, the tenant is moving out on Thursday.", // 0
      "Entrance, main door is fine, the smart lock is working, I tested with the card.", // 1
      "Smoke detector in the corridor is missing, only the base is there on the ceiling.", // 2
      "Somebody removed it, maybe because of the cooking smoke.", // 3
      "Kitchen, there is smell of gas near the hob, not strong but I can smell it.", // 4
      "I closed the valve already, call the gas company now, this is urgent.", // 5
      "The exhaust hood light is not working, the fan is okay.", // 6
      "AC in the living is blowing hot air, not cooling at all, thermostat is showing twenty-eight.", // 7
      "In August no AC is not possible, so asap please.", // 8
      "Balcony, the sliding door is not closing full, there is a gap, the sand is coming inside.", // 9
      "Glass balustrade is fixed good, no crack.", // 10
      "Master bathroom, the water heater, tenant said it is not giving hot water since yesterday.", // 11
      "I check, the breaker for heater is tripped, I reset and it trip again.", // 12
      "The shower mixer is dripping, small drip only.", // 13
      "Under the basin no leak, it is dry.", // 14
      "Maid's room, the window is not locking, but this is twenty-third floor, so no rush.", // 15
      "The wall near the door has scuff marks from the furniture, just touch up paint.", // 16
      "Laundry, washing machine is the landlord one, working fine.", // 17
      "Sorry, one second, my supervisor is calling.", // 18
      "Okay. The guest toilet flush is running all the time, water is wasting.", // 19
      "I think the flapper inside is finish.", // 20
      "DEWA reading taken, that is all for this apartment.", // 21
    ],
    findings: [
      {
        id: "smoke-detector-missing",
        at: [2, 3],
        thing: ["smoke", "detector", "alarm"],
        problem: ["missing", "removed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "gas-smell-hob",
        at: [4, 5],
        thing: ["gas", "hob"],
        problem: ["smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hood-light",
        at: [6],
        thing: ["hood", "exhaust", "light"],
        problem: ["working", "bulb"],
        priority: "MEDIUM",
      },
      {
        id: "ac-not-cooling",
        at: [7, 8],
        thing: ["AC", "aircon", "air"],
        problem: ["cooling", "hot"],
        priority: "HIGH",
      },
      {
        id: "sliding-door-gap",
        at: [9],
        thing: ["sliding", "door", "balcony"],
        problem: ["closing", "gap"],
        priority: "MEDIUM",
      },
      {
        id: "water-heater-no-hot",
        at: [11, 12],
        thing: ["heater", "water"],
        problem: ["hot", "giving", "trip"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "shower-mixer-drip",
        at: [13],
        thing: ["shower", "mixer"],
        problem: ["dripping", "drip"],
        priority: "MEDIUM",
      },
      {
        id: "maid-room-window-lock",
        at: [15],
        thing: ["window"],
        problem: ["locking", "lock"],
        priority: "LOW",
      },
      {
        id: "wall-scuffs",
        at: [16],
        thing: ["wall"],
        problem: ["scuff", "marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-running",
        at: [19, 20],
        thing: ["toilet", "flush", "cistern"],
        problem: ["running", "wasting", "flapper"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ak04-kl-terrace-house",
    half: "heldout",
    lines: [
      "Okay, this is the double storey terrace at Taman Desa, tenant already shift out.", // 0
      "Outside first, the auto gate cannot close fully, stuck halfway, anybody can walk in.", // 1
      "Must settle today, the house is empty, later kena break in.", // 2
      "Porch floor tiles, two pieces are popping up, very easy to trip.", // 3
      "Front door grille okay, the padlock also ok.", // 4
      "Living hall, the ceiling fan is wobbling a lot when on high speed.", // 5
      "The light switch beside the stairs, the cover is cracked and the wire you can see.", // 6
      "Staircase, the wooden handrail is shaking, one bracket come out already.", // 7
      "Wet kitchen at the back, the sink pipe is leaking, water flowing to the floor.", // 8
      "The DB box is inside the kitchen also, just above the washing machine, luckily still dry.", // 9
      "Upstairs, master bedroom, the plaster ceiling got water mark and it is soft, sagging a bit.", // 10
      "I think the roof is leaking when rain, need the roofer go up and check.", // 11
      "Aircon in the master is cold, remote also have, fine.", // 12
      "Bedroom two, the window hinge is rusty, hard to open, no rush.", // 13
      "The wardrobe in bedroom two is landlord one, everything still okay.", // 14
      "Bathroom upstairs, the water heater no hot water, I on the switch already, the light never come on.", // 15
      "Toilet bowl flush okay, floor trap no smell.", // 16
      "Hello, yes boss, I still at Taman Desa, maybe one hour more.", // 17
      "Okay, back outside, the water meter reading I already take.", // 18
      "Last one, the drain in front of the house is choked with leaves, water stagnant, mosquito can breed.", // 19
    ],
    findings: [
      {
        id: "auto-gate-stuck",
        at: [1, 2],
        thing: ["auto", "gate"],
        problem: ["close", "stuck", "break"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "porch-tiles-popping",
        at: [3],
        thing: ["porch", "tiles", "tile"],
        problem: ["popping", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "ceiling-fan-wobble",
        at: [5],
        thing: ["ceiling", "fan"],
        problem: ["wobbling", "wobble"],
        priority: "MEDIUM",
      },
      {
        id: "switch-exposed-wire",
        at: [6],
        thing: ["switch", "light"],
        problem: ["cracked", "wire"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "handrail-shaking",
        at: [7],
        thing: ["handrail", "railing"],
        problem: ["shaking", "bracket"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "wet-kitchen-sink-leak",
        at: [8],
        thing: ["sink", "pipe"],
        problem: ["leaking", "flowing"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ceiling-sagging-roof-leak",
        at: [10, 11],
        thing: ["ceiling", "plaster"],
        problem: ["water", "soft", "sagging", "leaking"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "window-hinge-rusty",
        at: [13],
        thing: ["window", "hinge"],
        problem: ["rusty", "hard"],
        priority: "LOW",
      },
      {
        id: "water-heater-dead",
        at: [15],
        thing: ["heater", "water"],
        problem: ["hot", "light"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "drain-choked",
        at: [19],
        thing: ["drain"],
        problem: ["choked", "stagnant"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ak05-rotterdam-student-house",
    half: "tune",
    lines: [
      "So, we are now in the hallway of the student house on the Goudsesingel, three tenants are at home.", // 0
      "The front door, it falls not in the lock by itself, you must push it very hard.", // 1
      "So everybody from the street can come in, this has to be fixed today.", // 2
      "In the meterkast, the fuse box, everything looks normal, no burn marks.", // 3
      "Kitchen on the first floor. The smoke detector is beeping every minute.", // 4
      "Battery is almost empty I think, but we have no new one with us.", // 5
      "The extractor hood is not sucking, when you put it on there is only noise.", // 6
      "The cooker is from the tenants, that is their stuff.", // 7
      "Bathroom. The shower drain is going very slow, the water stays standing on the floor.", // 8
      "Probably hair in it.", // 9
      "There is black mould in the corner of the ceiling, above the shower.", // 10
      "The ventilation grille is closed with tape, the students did that, so no air goes out.", // 11
      "Toilet is flushing good, no leak under it.", // 12
      "Up the stairs to the second floor, the stairs are steep, but that is normal in Holland.", // 13
      "But the handrail is loose from the wall, the top part, you can almost pull it out.", // 14
      "Room of Jasper, the window at the back doesn't close anymore, the handle turns but nothing happens.", // 15
      "Radiator in his room is warm, I bled it last month, it is fine now.", // 16
      "The CV-ketel in the attic, the pressure is on half a bar, it should be more than one.", // 17
      "The heating still works, so I will fill it up next visit.", // 18
      "Attic floor, the laminate has some scratches near the bed, that is cosmetic, not important.", // 19
      "Okay, I have made photos of everything, we go down.", // 20
    ],
    findings: [
      {
        id: "front-door-not-latching",
        at: [1, 2],
        thing: ["front", "door"],
        problem: ["lock", "push", "falls"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "smoke-detector-beeping",
        at: [4, 5],
        thing: ["smoke", "detector", "alarm"],
        problem: ["beeping", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extractor-hood-weak",
        at: [6],
        thing: ["extractor", "hood"],
        problem: ["sucking", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "shower-drain-slow",
        at: [8, 9],
        thing: ["shower", "drain"],
        problem: ["slow", "standing", "hair"],
        priority: "MEDIUM",
      },
      { id: "bathroom-mould", at: [10], thing: ["mould", "mold"], priority: "MEDIUM" },
      {
        id: "vent-taped",
        at: [11],
        thing: ["ventilation", "grille", "vent"],
        problem: ["tape", "closed"],
        priority: "MEDIUM",
      },
      {
        id: "handrail-loose",
        at: [14],
        thing: ["handrail", "rail"],
        problem: ["loose", "pull"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "window-not-closing",
        at: [15],
        thing: ["window", "handle"],
        problem: ["close", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "boiler-low-pressure",
        at: [17, 18],
        thing: ["CV", "ketel", "boiler"],
        problem: ["pressure", "bar", "fill"],
        priority: "LOW",
      },
      {
        id: "laminate-scratches",
        at: [19],
        thing: ["laminate", "floor"],
        problem: ["scratches"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ak06-munich-office-hausmeister",
    half: "heldout",
    lines: [
      "Good morning, so I am the Hausmeister, we start in the Tiefgarage, the underground parking.", // 0
      "Here the fire protection door to the stairway is blocked with a pallet, it cannot close.", // 1
      "This is not allowed, the delivery company must remove it today.", // 2
      "The lamps in the parking are all working, we changed to LED last year.", // 3
      "By the ramp there is a crack in the floor, but this is old and the engineer checked it, it is stable.", // 4
      "Now the ground floor, the entrance. The automatic door is opening very slow, sometimes you must press the button two times.", // 5
      "Reception, the carpet is worn and has a stain from coffee, cosmetic only.", // 6
      "First floor, the kitchen for the employees. The dishwasher is leaking under the front, there is water on the floor and the floor is already swelling.", // 7
      "I put a towel, but the technician must come soon.", // 8
      "The boiler for the hot water, the small one under the sink, is fine, it is hot.", // 9
      "Toilets on the first floor, in the ladies one toilet is defect, the flush is not stopping.", // 10
      "The men's toilet is fine, and we have enough toilets on this floor.", // 11
      "Open office, the window at the back, it only goes on tilt, it doesn't open full.", // 12
      "Ah wait, I get a call. Ja, Müller? Ja, ich komme gleich. Sorry, a colleague.", // 13
      "So, the heating in the big meeting room is not getting warm, the radiator is cold on the top.", // 14
      "It needs venting, I think there is air inside.", // 15
      "The floor socket under the table, the cover is broken and the cables are lying open.", // 16
      "People put their feet there, so this is dangerous, please asap.", // 17
      "Server room, the air conditioning is running, temperature nineteen degrees, good.", // 18
      "Second floor staircase, the emergency exit sign is not lighting, the lamp inside is defect.", // 19
      "Smoke detectors on this floor, I tested three, all ok.", // 20
      "On the roof terrace the railing is fine, but the wooden decking has one board broken, you can step through it.", // 21
      "Okay, that is all, I send you the list by mail.", // 22
    ],
    findings: [
      {
        id: "fire-door-blocked",
        at: [1, 2],
        thing: ["fire", "door"],
        problem: ["blocked", "pallet", "close"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "automatic-door-slow",
        at: [5],
        thing: ["automatic", "door"],
        problem: ["slow", "press"],
        priority: "MEDIUM",
      },
      {
        id: "reception-carpet",
        at: [6],
        thing: ["carpet"],
        problem: ["worn", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dishwasher-leak",
        at: [7, 8],
        thing: ["dishwasher"],
        problem: ["leaking", "water", "swelling"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "ladies-toilet-flush",
        at: [10],
        thing: ["toilet", "flush"],
        problem: ["defect", "stopping"],
        priority: "MEDIUM",
      },
      {
        id: "window-tilt-only",
        at: [12],
        thing: ["window"],
        problem: ["tilt", "open"],
        priority: "MEDIUM",
      },
      {
        id: "radiator-cold",
        at: [14, 15],
        thing: ["heating", "radiator"],
        problem: ["warm", "cold", "air", "venting"],
        priority: "MEDIUM",
      },
      {
        id: "floor-socket-open",
        at: [16, 17],
        thing: ["socket", "floor"],
        problem: ["broken", "cables", "open"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "exit-sign-out",
        at: [19],
        thing: ["exit", "sign", "emergency"],
        problem: ["lighting", "defect"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "decking-board-broken",
        at: [21],
        thing: ["decking", "board"],
        problem: ["broken", "step"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "ak07-warsaw-block-flat",
    half: "tune",
    lines: [
      "Okay, we are in flat number 14, second floor, owner is not here, I have the key.", // 0
      "Domofon, the intercom, is not working, when somebody ring downstairs nothing is ringing here.", // 1
      "Kitchen. Gas water heater, the Junkers, is not starting, only click click and no flame.", // 2
      "So no hot water in whole flat, this is urgent, winter is coming.", // 3
      "There is no smell of gas, I checked with the detector, is ok.", // 4
      "Carbon monoxide detector is missing, there is only the holes in wall where it was.", // 5
      "Bathroom. Under the bathtub is leaking, the water goes to neighbour below, they called already.", // 6
      "Probably the siphon, the plastic is cracked.", // 7
      "Toilet is ok, flush is working normal.", // 8
      "The silicone around bath is yellow and old, it is only cosmetic, we can do later.", // 9
      "Room from the street side. Window handle is broken, window is not closing, it stays open little bit.", // 10
      "Radiator valve is dripping, there is small wet spot on the floor under.", // 11
      "Balcony, the balustrade is ok, I checked, is strong.", // 12
      "Paint on the balcony ceiling is peeling, not important.", // 13
      "Now staircase, the klatka schodowa, light on our floor is not turning on, it is completely dark.", // 14
      "Old ladies are walking here in evening, it must be today.", // 15
      "Basement door to the outside, the back one, is not locking, the lock is broken, anybody can come in.", // 16
      "Mailboxes are fine, nobody broke them.", // 17
      "Okay, sorry, I have call from owner, moment. Tak, tak, jestem w mieszkaniu. Okay.", // 18
      "That's it, I will send report today.", // 19
    ],
    findings: [
      {
        id: "intercom-dead",
        at: [1],
        thing: ["intercom", "domofon"],
        problem: ["working", "ringing"],
        priority: "MEDIUM",
      },
      {
        id: "gas-heater-no-flame",
        at: [2, 3],
        thing: ["heater", "Junkers"],
        problem: ["starting", "flame", "hot"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "co-detector-missing",
        at: [5],
        thing: ["carbon", "monoxide", "detector"],
        problem: ["missing", "holes"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bathtub-leak-below",
        at: [6, 7],
        thing: ["bathtub", "bath"],
        problem: ["leaking", "water", "cracked"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "silicone-old",
        at: [9],
        thing: ["silicone", "sealant"],
        problem: ["yellow", "old"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-handle-broken",
        at: [10],
        thing: ["window", "handle"],
        problem: ["broken", "closing"],
        priority: "MEDIUM",
      },
      {
        id: "radiator-valve-drip",
        at: [11],
        thing: ["radiator", "valve"],
        problem: ["dripping", "wet"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-ceiling-paint",
        at: [13],
        thing: ["paint", "ceiling"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-light-out",
        at: [14, 15],
        thing: ["light", "staircase"],
        problem: ["turning", "dark"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "basement-door-lock",
        at: [16],
        thing: ["basement", "door", "lock"],
        problem: ["locking", "broken"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "ak08-barcelona-flat-portal",
    half: "heldout",
    lines: [
      "Hola, okay, we are in the piso, the flat, on calle Mallorca, third floor, second door.", // 0
      "The tenant is here, she is very nice, she show me the problems.", // 1
      "First in the kitchen, when she put the oven and the washing machine together, the light jumps, all the electricity goes off.", // 2
      "And the plug behind the washing machine, it is very hot, a little bit melted.", // 3
      "She must not use this plug until the electrician comes, today if possible.", // 4
      "The termo, the water heater, is working, the hot water is fine.", // 5
      "Living room, the persiana, the roller shutter, the strap is broken, it stays down and she has no light.", // 6
      "Also the balcony door, the lock is broken, but is third floor so nobody can come, no rush.", // 7
      "Bathroom, the toilet is the only one in the flat and the cistern is not filling, she must use a bucket.", // 8
      "It needs to be fixed today, she lives with two kids.", // 9
      "The tiles behind the sink, two are cracked, is old, only cosmetic.", // 10
      "In the bedroom there is humidity on the wall behind the wardrobe, black spots.", // 11
      "I think it comes from the facade, when it rains.", // 12
      "Aire acondicionado, the air conditioner, she says works good, I tried, cold air, good.", // 13
      "Now we go down to the portal, the entrance of the building.", // 14
      "The main door of the building, the street door, it doesn't close, the lock doesn't catch, anybody can enter.", // 15
      "The president of the community already knows, but nobody fix it, this is urgent.", // 16
      "The mailboxes, one is broken but that's the neighbour of the first floor, not our flat.", // 17
      "And in the stairs one step has the marble broken at the edge, somebody can fall.", // 18
      "Okay, I take the photos and I send to the owner, that's all.", // 19
    ],
    findings: [
      {
        id: "breaker-trips",
        at: [2],
        thing: ["electricity", "light", "breaker", "power"],
        problem: ["jumps", "off", "trips"],
        priority: "MEDIUM",
      },
      {
        id: "plug-melted",
        at: [3, 4],
        thing: ["plug", "socket"],
        problem: ["hot", "melted"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "shutter-strap",
        at: [6],
        thing: ["persiana", "shutter", "strap"],
        problem: ["broken", "stays"],
        priority: "MEDIUM",
      },
      {
        id: "balcony-door-lock",
        at: [7],
        thing: ["balcony", "door", "lock"],
        problem: ["broken"],
        priority: "LOW",
      },
      {
        id: "only-toilet-not-filling",
        at: [8, 9],
        thing: ["toilet", "cistern"],
        problem: ["filling", "bucket"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "tiles-cracked",
        at: [10],
        thing: ["tiles", "tile"],
        problem: ["cracked"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-damp",
        at: [11, 12],
        thing: ["humidity", "damp", "spots", "mould"],
        priority: "MEDIUM",
      },
      {
        id: "street-door-not-closing",
        at: [15, 16],
        thing: ["door", "lock"],
        problem: ["close", "catch", "enter"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-step-broken",
        at: [18],
        thing: ["step", "marble", "stairs"],
        problem: ["broken", "fall"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "ak09-hk-residential-flat",
    half: "tune",
    lines: [
      "Okay, flat C, 23rd floor, Tai Koo Shing, landlord ask me to check before the new tenant move in.", // 0
      "The iron gate outside main door is okay, can lock, the key is smooth.", // 1
      "Main door, the door closer is leaking oil, and the door slam very hard.", // 2
      "Living room, the window, one of the panel is crack, a long line across the glass.", // 3
      "The window type aircon, I on it, very noisy, like something knocking inside.", // 4
      "The sofa and the TV is landlord's, all fine.", // 5
      "Kitchen. The gas water heater, when turn on the hot water, it light up then off again after few seconds.", // 6
      "No hot water for shower, need the Towngas man come today.", // 7
      "The exhaust fan in kitchen is full of oil, dirty but still turning, when convenient clean it.", // 8
      "Bathroom, the ceiling is dripping water, coming from the upstairs flat, the light fitting is just beside.", // 9
      "I will go up to 24th floor to talk with the owner, and tell the management office.", // 10
      "Toilet bowl, the seat cover is broken one side, at the hinge.", // 11
      "Flush is okay, no problem.", // 12
      "Bedroom, the wall near the window got some mould, small area.", // 13
      "Mould on the window frame also, I think because tenant never open the window.", // 14
      "Second bedroom, I thought the window latch is broken, but it is fine, just a bit stiff.", // 15
      "Smoke detector is missing, only the screw holes, the old tenant take away.", // 16
      "The wooden floor near the bedroom door got scratch, just cosmetic.", // 17
      "Okay, I go down to the management office now for the key return.", // 18
    ],
    findings: [
      {
        id: "door-closer-leaking",
        at: [2],
        thing: ["closer", "door"],
        problem: ["leaking", "oil", "slam"],
        priority: "MEDIUM",
      },
      {
        id: "window-glass-cracked",
        at: [3],
        thing: ["window", "glass", "panel"],
        problem: ["crack"],
        priority: "MEDIUM",
      },
      {
        id: "aircon-noisy",
        at: [4],
        thing: ["aircon"],
        problem: ["noisy", "knocking"],
        priority: "MEDIUM",
      },
      {
        id: "gas-heater-cuts-out",
        at: [6, 7],
        thing: ["gas", "heater"],
        problem: ["off", "hot"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "exhaust-fan-greasy",
        at: [8],
        thing: ["exhaust", "fan"],
        problem: ["oil", "dirty", "clean"],
        priority: "LOW",
      },
      {
        id: "bathroom-ceiling-drip",
        at: [9, 10],
        thing: ["ceiling"],
        problem: ["dripping", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "toilet-seat-broken",
        at: [11],
        thing: ["seat", "toilet"],
        problem: ["broken", "hinge"],
        priority: "MEDIUM",
      },
      { id: "bedroom-mould", at: [13, 14], thing: ["mould", "mold"], priority: "MEDIUM" },
      {
        id: "smoke-detector-missing",
        at: [16],
        thing: ["smoke", "detector", "alarm"],
        problem: ["missing", "holes"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "floor-scratch",
        at: [17],
        thing: ["floor", "wooden"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ak10-kl-office-plant-room",
    half: "heldout",
    lines: [
      "Okay, today is the monthly round, Menara block B, we start at the loading bay.", // 0
      "Loading bay, the roller shutter cannot come down fully, stuck at about one metre.", // 1
      "At night cannot close, so the security guard must stand there until fixed, today must settle.", // 2
      "The bin area ok, the cleaner already clear the rubbish.", // 3
      "Fire exit door beside the bins, somebody put cartons stacked in front, blocking the door.", // 4
      "Plant room now. The genset, I run test already, start okay, no problem.", // 5
      "The water pump number two is leaking from the seal, water spraying a bit on the floor.", // 6
      "And the control panel is just beside, the water can go inside, very dangerous.", // 7
      "Lift motor room, the temperature is very hot, the aircon there is spoil.", // 8
      "Ground floor lobby, the automatic sliding door is okay, sensor working.", // 9
      "The marble floor at the entrance, one piece is crack and lifting up, people can trip.", // 10
      "I put the cone already, but need the contractor asap.", // 11
      "Level five, the pantry, the water filter tap is dripping non-stop.", // 12
      "Level five toilet, the hand dryer no power, tenant complain already.", // 13
      "Maybe the fuse inside blow.", // 14
      "Riser room, the DB box cover is open, the wiring inside is burnt black at one breaker.", // 15
      "I switch off that breaker already and put the tag, call the electrician today.", // 16
      "Carpark level one, the lights all on, the CCTV working also.", // 17
      "The wall at the ramp got a lot of tyre marks and scratch, cosmetic, low priority.", // 18
      "Staircase C, the handrail at level two, one section is loose, it moves when I hold.", // 19
      "Okay lah, that's all, I go back to the office and do the report.", // 20
    ],
    findings: [
      {
        id: "loading-bay-shutter-stuck",
        at: [1, 2],
        thing: ["roller", "shutter"],
        problem: ["stuck", "close"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fire-exit-blocked",
        at: [4],
        thing: ["fire", "exit", "door"],
        problem: ["blocking", "cartons", "stacked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pump-leak-near-panel",
        at: [6, 7],
        thing: ["pump"],
        problem: ["leaking", "spraying", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "lift-motor-room-aircon",
        at: [8],
        thing: ["aircon"],
        problem: ["spoil", "hot"],
        priority: "MEDIUM",
      },
      {
        id: "entrance-marble-lifting",
        at: [10, 11],
        thing: ["marble", "floor"],
        problem: ["crack", "lifting", "trip"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "filter-tap-drip",
        at: [12],
        thing: ["filter", "tap"],
        problem: ["dripping"],
        priority: "MEDIUM",
      },
      {
        id: "hand-dryer-dead",
        at: [13, 14],
        thing: ["hand", "dryer"],
        problem: ["power", "fuse"],
        priority: "MEDIUM",
      },
      {
        id: "db-box-burnt",
        at: [15, 16],
        thing: ["DB", "box", "breaker", "wiring"],
        problem: ["burnt", "black"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ramp-wall-marks",
        at: [18],
        thing: ["wall"],
        problem: ["tyre", "marks", "scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "stair-handrail-loose",
        at: [19],
        thing: ["handrail"],
        problem: ["loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
];
