// Blind walkthroughs, set meaning-35 (written without seeing the extractor).
// Tenants filming their own homes for the landlord or letting agent: lay words, apologies, kids, pets.
import type { Walkthrough } from "./types";

export const MEANING35_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "aj01-leeds-flat-kids",
    half: "tune",
    lines: [
      "Hiya, it's Jade from flat 1, erm, the agent said to film everything so here goes.", // 0
      "So this is the kitchen, sorry about the mess, the kids have just had breakfast.", // 1
      "The thingy under the sink, the pipe bit, is dripping, I've put a bowl under it.", // 2
      "And the bottom of the cupboard's gone all soft and puffy where it's been wet.", // 3
      "The oven's fine, the hob's fine, no problems there.", // 4
      "Milo, get down! Sorry, that's the dog, he wants to be in it.", // 5
      "In the hall cupboard, the white box on the wall with the lights, the boiler I think, one light's flashing red and it keeps clicking.", // 6
      "We've had no hot water since Sunday and the radiators are stone cold.", // 7
      "I pressed the reset button like it says on YouTube and nothing happens.", // 8
      "Okay, bathroom now.", // 9
      "There's black stuff all round the window and on the ceiling over the shower.", // 10
      "I do open the window, I promise, and I wipe it down every week.", // 11
      "The toilet flushes okay now, the man came last month and fixed it.", // 12
      "The extractor thing, the fan, doesn't do anything when you pull the cord.", // 13
      "This is the kids' bedroom, that's just their mess, not damage, don't worry.", // 14
      "The window in here won't lock, the catch thing is snapped, and we're on the ground floor so anyone could open it.", // 15
      "There's a crack in the wall above the door too, just a hairline one, it's only cosmetic I think.", // 16
      "Smoke alarm in the hall, I pressed the button and it beeped, so that's fine.", // 17
      "Oh and the front door, the letterbox flap's hanging off, it bangs all night in the wind.", // 18
      "That's it I think, thanks, bye.", // 19
    ],
    findings: [
      {
        id: "sink-pipe-drip",
        at: [2, 3],
        thing: ["pipe", "sink"],
        problem: ["drip", "leak", "soft", "wet"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "boiler-no-hot-water",
        at: [6, 7, 8],
        thing: ["boiler", "box"],
        problem: ["flash", "click", "no hot", "cold", "nothing"],
        priority: "HIGH",
        kind: "heat",
      },
      { id: "bathroom-mould", at: [10], thing: ["black", "mould", "ceiling"], priority: "MEDIUM" },
      {
        id: "extractor-fan",
        at: [13],
        thing: ["extractor", "fan"],
        problem: ["doesn't", "anything", "work"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-window-lock",
        at: [15],
        thing: ["window", "catch"],
        problem: ["lock", "snap"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "wall-crack",
        at: [16],
        thing: ["wall"],
        problem: ["crack", "hairline"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "letterbox-flap",
        at: [18],
        thing: ["letterbox", "flap"],
        problem: ["hang", "bang"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aj02-toronto-basement",
    half: "heldout",
    lines: [
      "Hi, this is Priya in unit B, the basement apartment, I'm filming this for Dave.", // 0
      "So first is the furnace room, at the back by the laundry.", // 1
      "The furnace, the big metal thing that makes the heat, it makes a loud bang every time it turns on, like a boom.", // 2
      "And sometimes there's a smell in there like rotten eggs, like gas maybe, just for a minute after.", // 3
      "The little white round thing on the ceiling in there, the alarm I think, doesn't have the green light anymore, I think it's dead.", // 4
      "I pushed the button and nothing, no beep.", // 5
      "Okay, the washer and dryer are working fine, no problems with those.", // 6
      "Here's the bathroom, the toilet rocks when you sit on it and there's water on the floor around the bottom every time we flush.", // 7
      "My son says it's him splashing but it's not, it's coming from underneath.", // 8
      "The sink and the shower are okay, hot water is good.", // 9
      "Bedroom. The window well outside, the hole with the metal around it, is full of leaves and water.", // 10
      "When it rained last week water came in under the window and onto the carpet.", // 11
      "Sorry, my English, I don't know the right words for everything.", // 12
      "It's dry now but the carpet smells musty, like a basement.", // 13
      "Living room. The outlet by the TV, the plug thing, it's brown around the holes and it got really hot when the heater was plugged in.", // 14
      "I stopped using it, don't worry.", // 15
      "The entry door, the deadbolt is stiff but it locks, it's fine, I just have to push the door.", // 16
      "The closet door in the hallway came off the track, the sliding one, it's just leaning there.", // 17
      "Also the fridge, the light inside is out, no rush on that one.", // 18
      "Okay, that's everything, thank you Dave.", // 19
    ],
    findings: [
      {
        id: "furnace-bang-gas-smell",
        at: [2, 3],
        thing: ["furnace"],
        problem: ["bang", "boom", "loud", "smell", "gas"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "co-alarm-dead",
        at: [4, 5],
        thing: ["alarm", "detector"],
        problem: ["dead", "light", "nothing", "beep"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet-base-leak",
        at: [7, 8],
        thing: ["toilet"],
        problem: ["rock", "water", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "window-well-flooding",
        at: [10, 11, 13],
        thing: ["window well", "well"],
        problem: ["full", "leaves", "water", "came in", "musty"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "scorched-outlet",
        at: [14, 15],
        thing: ["outlet", "plug"],
        problem: ["brown", "hot", "scorch"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "closet-door-track",
        at: [17],
        thing: ["closet", "door"],
        problem: ["off", "track", "leaning"],
        priority: "MEDIUM",
      },
      {
        id: "fridge-light",
        at: [18],
        thing: ["fridge", "light"],
        problem: ["out"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "aj03-sydney-townhouse",
    half: "tune",
    lines: [
      "G'day Sarah, it's Mick at 12 Wattle Street, doing the video for the routine like you asked.", // 0
      "Out the front first, the gate's all good, latch works.", // 1
      "The flyscreen on the front door's got a big rip in it, that was the dog, sorry about that.", // 2
      "We'll cover that one, no worries.", // 3
      "In the lounge, the aircon, the split system thingo up on the wall, it's dripping water down the wall when it's running.", // 4
      "And there's a powerpoint right underneath it, so it's running straight past that.", // 5
      "Kitchen's fine, stove works, dishwasher works, no dramas.", // 6
      "The rangehood, the fan thing over the stove, the light's gone and it rattles like mad.", // 7
      "Laundry, the tub's draining slow, really slow, takes about ten minutes to go down.", // 8
      "Upstairs bathroom, the grout in the shower's gone all black and bits of it are falling out.", // 9
      "Hang on, phone's going.", // 10
      "Sorry, that was the missus, she says hi.", // 11
      "The stairs, the wooden handrail, it's come away from the wall at the top, it wobbles heaps.", // 12
      "Kids grab it every day so I'd want that done quick smart.", // 13
      "On the landing, the smoke alarm keeps chirping every minute or so.", // 14
      "I reckon it's the battery but it's hardwired and I can't get it off.", // 15
      "Bedroom two's fine, no mould or anything this time.", // 16
      "Out the back, one of the gutter bits on the pergola is hanging off the corner.", // 17
      "And the paint on the back deck's peeling everywhere, just looks a bit tired, whenever you get to it.", // 18
      "That's about it Sarah, cheers.", // 19
    ],
    findings: [
      {
        id: "flyscreen-rip",
        at: [2],
        thing: ["flyscreen", "screen"],
        problem: ["rip", "tear"],
        priority: "MEDIUM",
      },
      {
        id: "aircon-leak-powerpoint",
        at: [4, 5],
        thing: ["aircon", "split system", "air con"],
        problem: ["drip", "water", "powerpoint"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "rangehood",
        at: [7],
        thing: ["rangehood", "fan"],
        problem: ["light", "rattle"],
        priority: "MEDIUM",
      },
      {
        id: "laundry-tub-drain",
        at: [8],
        thing: ["tub", "laundry"],
        problem: ["drain", "slow"],
        priority: "MEDIUM",
      },
      {
        id: "shower-grout",
        at: [9],
        thing: ["grout", "shower"],
        problem: ["black", "falling"],
        priority: "MEDIUM",
      },
      {
        id: "loose-handrail",
        at: [12, 13],
        thing: ["handrail", "rail"],
        problem: ["away", "wobble", "loose"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "smoke-alarm-chirp",
        at: [14, 15],
        thing: ["smoke alarm", "alarm"],
        problem: ["chirp", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "pergola-gutter",
        at: [17],
        thing: ["gutter"],
        problem: ["hanging", "off"],
        priority: "MEDIUM",
      },
      {
        id: "deck-paint",
        at: [18],
        thing: ["paint", "deck"],
        problem: ["peel", "tired"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "aj04-ohio-apartment",
    half: "heldout",
    lines: [
      "Hi Ms. Rodriguez, it's Tanya in 3C, here's the video for my maintenance request.", // 0
      "So the main thing, the kitchen, the garbage disposal, the grinder thing in the sink, it just hums and doesn't spin.", // 1
      "And now the water just sits in that side of the sink, it won't go down at all.", // 2
      "I didn't put anything weird in it, I swear, just normal food scraps.", // 3
      "The stove, the front left burner doesn't click when you turn it, the back ones light fine.", // 4
      "No wait, it's the front right one, sorry, this one here.", // 5
      "The fridge is good, the freezer's good.", // 6
      "Bathroom. The tub faucet drips all night long, drip drip drip, my daughter counts them.", // 7
      "There's a stain on the ceiling over the tub, yellowy brown, from upstairs I think, and it's bigger than last month.", // 8
      "And it's kind of soft when I push on it with the broom.", // 9
      "Toilet's fine, shower's fine.", // 10
      "Hallway. The smoke detector is hanging down off the ceiling by the wires.", // 11
      "My husband took the battery out because it kept going off when I cook, sorry, we'll put it back.", // 12
      "The bedroom window, the lock thing on top, the latch, it's broken, it just spins around.", // 13
      "We're on the third floor so it's not like anyone can get in.", // 14
      "In the closet the light doesn't come on, and I already changed the bulb.", // 15
      "Living room's okay, the carpet's stained but that's us, that's juice, we'll get it cleaned.", // 16
      "Oh, and the front door, the chain thing pulled out of the wall, the screws are just hanging.", // 17
      "The deadbolt still works though, so we're okay for now.", // 18
      "Thanks, let me know when someone can come.", // 19
    ],
    findings: [
      {
        id: "garbage-disposal",
        at: [1, 2],
        thing: ["disposal", "grinder"],
        problem: ["hum", "spin", "sits", "won't"],
        priority: "MEDIUM",
      },
      {
        id: "stove-burner-igniter",
        at: [4, 5],
        thing: ["burner", "stove"],
        problem: ["click", "doesn't"],
        priority: "MEDIUM",
      },
      {
        id: "tub-faucet-drip",
        at: [7],
        thing: ["faucet", "tub"],
        problem: ["drip"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-leak-from-above",
        at: [8, 9],
        thing: ["ceiling"],
        problem: ["stain", "bigger", "soft", "leak"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "smoke-detector-hanging",
        at: [11, 12],
        thing: ["smoke detector", "detector"],
        problem: ["hanging", "wire", "battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-window-latch",
        at: [13],
        thing: ["window", "latch", "lock"],
        problem: ["broken", "spin"],
        priority: "MEDIUM",
      },
      {
        id: "closet-light",
        at: [15],
        thing: ["light", "closet"],
        problem: ["doesn't", "come on"],
        priority: "MEDIUM",
      },
      {
        id: "door-chain",
        at: [17],
        thing: ["chain", "front door"],
        problem: ["pulled", "screw", "hanging"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aj05-manchester-terrace",
    half: "tune",
    lines: [
      "Hello, is Marek, from the house on Clarendon Road, I make the video for the agency.", // 0
      "First the kitchen, the boiler, the white box on the wall, now it is working, hot water is okay.", // 1
      "But the pressure, the little clock with the needle under it, it goes down every day and I must fill it every morning.", // 2
      "Maybe is leaking somewhere, I don't know where.", // 3
      "In the living room under the window the wall is wet and the paint is coming off like bubbles.", // 4
      "I touch it, it is cold and wet, it smells like a cellar.", // 5
      "The radiator here is fine, it is hot.", // 6
      "In the hallway by the stairs there is a socket, when I plug the hoover it makes sparks and all the electric goes off.", // 7
      "All the lights go off and I must go to the box with the switches and push it up again.", // 8
      "Upstairs the bathroom, the shower, the electric one on the wall, the water is only cold, no hot anymore.", // 9
      "We use the bath now, is okay, no problem.", // 10
      "The toilet seat is broken on one side, my son stood on it, sorry.", // 11
      "On the top of the stairs there is no smoke alarm, only the plate and the hole where it was.", // 12
      "I don't know who took it, it was like this when we moved in.", // 13
      "The back garden, the fence panel is broken and lying on the grass, the neighbour's dog comes in.", // 14
      "The bins are okay, the council took them today.", // 15
      "Also the back door, the key turns but it doesn't lock, the metal thing doesn't come out.", // 16
      "At night I put a chair under the handle.", // 17
      "That is all, thank you very much, sorry for my English.", // 18
    ],
    findings: [
      {
        id: "boiler-pressure-loss",
        at: [2, 3],
        thing: ["pressure", "needle", "gauge", "boiler"],
        problem: ["down", "fill", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "living-room-damp",
        at: [4, 5],
        thing: ["wall", "damp"],
        problem: ["wet", "bubble", "paint", "cellar"],
        priority: "MEDIUM",
      },
      {
        id: "hall-socket-sparking",
        at: [7, 8],
        thing: ["socket"],
        problem: ["spark", "goes off", "off"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "electric-shower-cold",
        at: [9],
        thing: ["shower"],
        problem: ["cold", "no hot"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat",
        at: [11],
        thing: ["toilet seat", "seat"],
        problem: ["broken"],
        priority: "MEDIUM",
      },
      {
        id: "missing-smoke-alarm",
        at: [12, 13],
        thing: ["smoke alarm", "alarm"],
        problem: ["no", "missing", "hole"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fence-panel",
        at: [14],
        thing: ["fence", "panel"],
        problem: ["broken", "lying"],
        priority: "MEDIUM",
      },
      {
        id: "back-door-lock",
        at: [16, 17],
        thing: ["back door", "door", "lock"],
        problem: ["lock", "doesn't"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
  {
    id: "aj06-vancouver-condo",
    half: "heldout",
    lines: [
      "Okay, it's recording. Hi Linda, it's Jordan and Sam in 1402, this is for the inspection.", // 0
      "At the entry, the intercom thing, the buzzer panel by the door, the screen's fine but we can't hear anyone when they buzz up.", // 1
      "Kitchen. Under the sink there's this white crusty stuff on the pipe joint and the wood underneath is all warped.", // 2
      "It's not actually wet right now, I checked with a paper towel.", // 3
      "Dishwasher works, no leaks there.", // 4
      "That's our cat, Biscuit, say hi Biscuit. Okay.", // 5
      "The bathroom fan, the vent in the ceiling, it's super loud, like a grinding noise.", // 6
      "The glass shower door, the rubber strip at the bottom fell off, so water goes all over the floor.", // 7
      "The tub is fine, we redid the caulking ourselves, it looks brand new.", // 8
      "Bedroom. The baseboard heater under the window doesn't turn on at all, turning the dial does nothing.", // 9
      "It gets really cold in there at night, we've been using a space heater from Canadian Tire.", // 10
      "Living room, the sliding door to the balcony is fine, it locks, it just squeaks a bit, not a big deal.", // 11
      "The blinds, the vertical ones, three of the slats are snapped, that's cosmetic I guess, whenever.", // 12
      "Out on the balcony, the glass panel on the railing has a crack going across the corner.", // 13
      "We're keeping the kids off the balcony until somebody looks at it.", // 14
      "The smoke alarm, I tested it this morning, it works.", // 15
      "Oh, and the hallway light, the one on the ceiling, it flickers and buzzes when it's on.", // 16
      "That's everything, thanks Linda.", // 17
    ],
    findings: [
      {
        id: "intercom-no-audio",
        at: [1],
        thing: ["intercom", "buzzer"],
        problem: ["can't hear", "hear"],
        priority: "MEDIUM",
      },
      {
        id: "sink-pipe-corrosion",
        at: [2, 3],
        thing: ["pipe", "sink"],
        problem: ["crust", "warp"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-fan-noise",
        at: [6],
        thing: ["fan", "vent"],
        problem: ["loud", "grind", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "shower-door-seal",
        at: [7],
        thing: ["shower door", "strip", "door"],
        problem: ["fell", "water"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-heater-dead",
        at: [9, 10],
        thing: ["heater", "baseboard"],
        problem: ["doesn't", "nothing", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "blind-slats",
        at: [12],
        thing: ["blind", "slat"],
        problem: ["snap", "broken"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "balcony-glass-crack",
        at: [13, 14],
        thing: ["glass", "panel", "railing"],
        problem: ["crack"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "hallway-light-flicker",
        at: [16],
        thing: ["light"],
        problem: ["flicker", "buzz"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "aj07-croydon-flat-baby",
    half: "tune",
    lines: [
      "Hi, it's Aisha, flat 9 Beaumont House, sorry this is late, the baby was up all night.", // 0
      "Right, so this is the living room, the radiators are only warm at the bottom and the top's cold.", // 1
      "My dad says they probably need bleeding but I haven't got the key thing.", // 2
      "The window in here, the double glazing, it's gone all misty between the two bits of glass and I can't wipe it off.", // 3
      "Kitchen. There's a burning plastic smell when I use the oven and the back of it gets really hot.", // 4
      "I've stopped using it, we're doing everything in the microwave.", // 5
      "The sink's fine, taps are fine.", // 6
      "I think we've got mice, there's little droppings behind the fridge and under the sink.", // 7
      "Hallway. The front door doesn't close by itself anymore, the arm thing at the top is hanging loose.", // 8
      "It used to shut on its own, now it just stays open unless I push it.", // 9
      "Bathroom. The bath panel, the plastic side bit, it's cracked at the corner, been like that since I moved in, not urgent.", // 10
      "Toilet's okay now, it was running but the plumber sorted it.", // 11
      "The pull cord for the light in here snapped, so I can't turn the light on.", // 12
      "We've been using the torch on my phone.", // 13
      "The baby's room, erm, there's no problems in here, it's lovely and warm, no damp.", // 14
      "Out on the landing, the communal bit, the light on the stairs has been off for two weeks, it's pitch black at night.", // 15
      "I nearly fell carrying the buggy down.", // 16
      "And someone's dumped a mattress and bags by the fire exit door downstairs, you can't get past them.", // 17
      "That's not mine, obviously.", // 18
      "Okay that's it, thank you, bye.", // 19
    ],
    findings: [
      {
        id: "radiators-cold-top",
        at: [1, 2],
        thing: ["radiator"],
        problem: ["cold", "warm", "bleed"],
        priority: "MEDIUM",
      },
      {
        id: "blown-double-glazing",
        at: [3],
        thing: ["window", "glazing", "glass"],
        problem: ["mist", "wipe"],
        priority: "MEDIUM",
      },
      {
        id: "oven-burning-smell",
        at: [4, 5],
        thing: ["oven"],
        problem: ["burn", "smell", "hot"],
        priority: "HIGH",
        kind: "electrical",
      },
      { id: "mice", at: [7], thing: ["mice", "droppings"], priority: "MEDIUM" },
      {
        id: "flat-door-closer",
        at: [8, 9],
        thing: ["front door", "door", "arm"],
        problem: ["close", "hanging", "loose", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bath-panel-crack",
        at: [10],
        thing: ["bath panel", "panel"],
        problem: ["crack"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "light-pull-cord",
        at: [12, 13],
        thing: ["pull cord", "cord", "light"],
        problem: ["snap", "can't"],
        priority: "MEDIUM",
      },
      {
        id: "stair-lighting-out",
        at: [15, 16],
        thing: ["light", "stairs"],
        problem: ["off", "black"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fire-exit-blocked",
        at: [17],
        thing: ["fire exit", "exit", "mattress"],
        problem: ["dump", "can't get past", "block"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "aj08-texas-house",
    half: "heldout",
    lines: [
      "Hey Mr. Patel, it's Derek over at the Maple Ridge house, here's the walkthrough video.", // 0
      "First off the AC, the unit outside is running but the air coming out inside isn't cold, it's like eighty-five in here.", // 1
      "We've got the baby so it's pretty urgent honestly.", // 2
      "I changed the air filter last week, so it's not that.", // 3
      "In the garage, the water heater, the tall tank thing, there's water pooling around the bottom and some rust on it.", // 4
      "Hot water's still working fine though.", // 5
      "The garage door opener works, the remote works.", // 6
      "Kitchen, the sprayer on the faucet, the pull-out thing, it leaks under the sink every time you use it.", // 7
      "That's the dog's bowl, ignore that.", // 8
      "Hall bath, the toilet keeps running after you flush, you have to jiggle the handle.", // 9
      "Master bath toilet's fine.", // 10
      "The outlet by the master sink, the one with the buttons, the GFI, won't reset, the button just pops right back out.", // 11
      "So nothing in that bathroom has power, the hair dryer won't work.", // 12
      "Kids' room, the ceiling fan makes a clicking noise on high, it's fine on low.", // 13
      "Back yard, the gate latch is broken so it swings open, and the dog got out twice.", // 14
      "Also one of the sprinkler heads by the driveway is broken off and it just shoots up like a fountain.", // 15
      "Roof looks fine from down here, no shingles missing that I can see.", // 16
      "Oh, back inside, the smoke detector in the hallway keeps chirping, I put a new battery in and it still chirps.", // 17
      "Might just be old, it says 2009 on the back.", // 18
      "Alright, that's it, thanks.", // 19
    ],
    findings: [
      {
        id: "ac-not-cooling",
        at: [1, 2],
        thing: ["AC", "air", "unit"],
        problem: ["cold", "isn't", "urgent"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "water-heater-leak",
        at: [4],
        thing: ["water heater", "heater", "tank"],
        problem: ["pool", "rust", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "faucet-sprayer-leak",
        at: [7],
        thing: ["sprayer", "faucet"],
        problem: ["leak"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-running",
        at: [9],
        thing: ["toilet"],
        problem: ["running", "jiggle"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-wont-reset",
        at: [11, 12],
        thing: ["outlet", "GFI"],
        problem: ["reset", "pops", "power"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-fan-click",
        at: [13],
        thing: ["ceiling fan", "fan"],
        problem: ["click", "noise"],
        priority: "MEDIUM",
      },
      {
        id: "gate-latch",
        at: [14],
        thing: ["gate", "latch"],
        problem: ["broken", "swing"],
        priority: "MEDIUM",
      },
      {
        id: "sprinkler-head",
        at: [15],
        thing: ["sprinkler", "head"],
        problem: ["broken", "shoot"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-detector-chirp",
        at: [17, 18],
        thing: ["smoke detector", "detector"],
        problem: ["chirp", "old"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "aj09-melbourne-unit",
    half: "tune",
    lines: [
      "Hi, hello, this is Gabriela from unit 7, for the routine inspection, my husband is holding the phone.", // 0
      "So the entrance, the front door is good, the lock is good.", // 1
      "The kitchen, the tap, the water comes out from the bottom of the tap around the handle, not only from the top.", // 2
      "Also the cooktop, the electric one, one ring, the big one, is not getting hot.", // 3
      "The other three are okay.", // 4
      "The laundry, behind the washing machine, the tap for the machine has a little drip and the floor is a bit wet.", // 5
      "And next to it is the powerpoint for the machine, so I am worried about this.", // 6
      "Bathroom, the mirror cabinet, the little door fell off, the hinge is broken.", // 7
      "I have it here, I keep it safe, the glass is not broken.", // 8
      "The shower is very good, very hot.", // 9
      "Bedroom, here is the wardrobe, the sliding door jumps out of the rail at the bottom.", // 10
      "The window in the bedroom has black dots on the frame and on the curtain, I clean with vinegar but it comes back.", // 11
      "Oh, the balcony door, it does not lock anymore, the handle goes down but nothing happens.", // 12
      "We are on the ground floor, anyone can walk in from the car park.", // 13
      "The smoke alarm I press, it makes the loud noise, is good.", // 14
      "In the living, the carpet near the balcony has a burn mark, sorry, this was the iron, was me.", // 15
      "The heater on the wall, the gas one, when I turn it on it goes click click but no fire comes.", // 16
      "Is the only heater we have, and at night is very cold now.", // 17
      "Okay, I think this is all, thank you, have a nice day.", // 18
    ],
    findings: [
      {
        id: "kitchen-tap-leak",
        at: [2],
        thing: ["tap"],
        problem: ["water", "bottom", "leak"],
        priority: "MEDIUM",
      },
      {
        id: "cooktop-ring",
        at: [3],
        thing: ["cooktop", "ring"],
        problem: ["not getting hot", "hot"],
        priority: "MEDIUM",
      },
      {
        id: "laundry-tap-near-powerpoint",
        at: [5, 6],
        thing: ["tap", "washing machine"],
        problem: ["drip", "wet", "powerpoint"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "mirror-cabinet-door",
        at: [7, 8],
        thing: ["cabinet", "mirror"],
        problem: ["fell", "hinge", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "wardrobe-door",
        at: [10],
        thing: ["wardrobe", "sliding door"],
        problem: ["jump", "rail"],
        priority: "MEDIUM",
      },
      { id: "bedroom-mould", at: [11], thing: ["black", "mould", "frame"], priority: "MEDIUM" },
      {
        id: "balcony-door-lock",
        at: [12, 13],
        thing: ["balcony door", "door", "lock"],
        problem: ["not lock", "lock", "nothing"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "carpet-burn",
        at: [15],
        thing: ["carpet"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "gas-heater-wont-light",
        at: [16, 17],
        thing: ["heater"],
        problem: ["click", "no fire", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
    ],
  },
  {
    id: "aj10-chicago-two-flat",
    half: "heldout",
    lines: [
      "Hello, my name is Rosa, second floor, Mr. Kowalski ask me to send the video.", // 0
      "Okay, first the kitchen, the ceiling, you see, the paint is falling in pieces, like little flakes.", // 1
      "It's dry, no water, is only old paint.", // 2
      "The refrigerator is making ice on the back inside, and the food on the bottom is warm.", // 3
      "The radiator in the kitchen makes a hissing and there is water coming out of the little valve on the side.", // 4
      "The floor under it is getting dark, the wood, and the lady downstairs says she has a spot on her ceiling now.", // 5
      "Sorry, my grandson is helping me with the phone.", // 6
      "The bathroom, the sink, the water goes down very slowly, it stays full.", // 7
      "The toilet is okay, the bathtub is okay.", // 8
      "The medicine cabinet is okay too, the mirror is good.", // 9
      "In the back, the porch, the wood stairs, one step is broken, it moves when you step on it.", // 10
      "I am afraid for my grandson, and I use the cane.", // 11
      "The back door is good, I have the two locks, both work.", // 12
      "In the bedroom there is an outlet with no cover, you can see the wires inside.", // 13
      "The window in the bedroom, the rope is broken, and the window falls down by itself, very fast.", // 14
      "I put a stick of wood to hold it open.", // 15
      "In the front hallway of the building the doorbell doesn't ring, people have to knock.", // 16
      "This one is not important, when you have time.", // 17
      "The smoke alarm and the one for the gas, the carbon, my grandson tested, both are beeping good.", // 18
      "Thank you, God bless.", // 19
    ],
    findings: [
      {
        id: "kitchen-ceiling-paint",
        at: [1, 2],
        thing: ["ceiling", "paint"],
        problem: ["flake", "falling", "pieces"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fridge-not-cooling",
        at: [3],
        thing: ["refrigerator", "fridge"],
        problem: ["ice", "warm"],
        priority: "MEDIUM",
      },
      {
        id: "radiator-valve-leak",
        at: [4, 5],
        thing: ["radiator", "valve"],
        problem: ["hiss", "water", "leak", "dark", "spot"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bathroom-sink-drain",
        at: [7],
        thing: ["sink"],
        problem: ["slow", "full", "drain"],
        priority: "MEDIUM",
      },
      {
        id: "porch-step-broken",
        at: [10, 11],
        thing: ["step", "stairs", "porch"],
        problem: ["broken", "move"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "outlet-no-cover",
        at: [13],
        thing: ["outlet"],
        problem: ["no cover", "cover", "wire"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "sash-cord-broken",
        at: [14, 15],
        thing: ["window", "rope"],
        problem: ["broken", "falls"],
        priority: "MEDIUM",
      },
      {
        id: "doorbell",
        at: [16, 17],
        thing: ["doorbell", "bell"],
        problem: ["doesn't ring", "ring"],
        priority: "LOW",
      },
    ],
  },
];
