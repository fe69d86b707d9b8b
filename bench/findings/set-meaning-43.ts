// Blind walkthroughs, set meaning-43 (written without seeing the extractor).
// Student lets, HMOs and shared houses (UK, Irish, Scottish, a few US college towns), chatty letting agent talking to tenants; mid-tenancy visits and end-of-tenancy checks.
import type { Walkthrough } from "./types";

export const MEANING43_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ar01-headingley-five-bed",
    half: "tune",
    lines: [
      "Okay, so this is 23 Brudenell Grove, Headingley, five-bed student let, it's Tuesday, about half ten.", // 0
      "Couple of the lads are in, Josh and, um, Callum, is it? Callum. Right, cheers for letting me in guys.", // 1
      "Hallway first. Bit of a bike graveyard in here but you can get past, the way's clear.", // 2
      "Smoke alarm on the hall ceiling, let me press it... nothing. Press it again. No, it does not sound at all.", // 3
      "Could be the battery, could be the unit, either way it wants sorting today, I'm not leaving a house of five with no alarm downstairs.", // 4
      "You're saying it used to go off every time you made toast? And nobody's touched it. Alright, I believe you, thousands wouldn't.", // 5
      "Lounge. Sofa's seen better days but that's wear and tear. Radiator's warm, windows open and close, it's all fine.", // 6
      "Kitchen. Extractor over the hob, switch it on, and, nope, light comes on but the fan doesn't spin.", // 7
      "Needs an electrician to look at the motor, couple of weeks is fine.", // 8
      "No leaks under the sink, had a look. Fridge is cold. Somebody's left a pan of beans in there since, what, Freshers?", // 9
      "That's your business not mine, lads, but it's evolving.", // 10
      "Heading upstairs. Landing carpet's fine, banister's solid.", // 11
      "Bathroom. You said the shower's rubbish, Callum? Let's see. Well, that's running hot and the pressure's decent, I think the head's just full of limescale.", // 12
      "Give it a soak in vinegar and it'll be like new, that's not a job for us.", // 13
      "The silicone round the bath is going black though, mould all along the back edge.", // 14
      "It's cosmetic really, we'll get it raked out and redone when we're next round.", // 15
      "Bedroom one, Josh's. Door handle on the inside is hanging off, it just spins.", // 16
      "So you can't really shut it properly. We'll get a joiner to put a new latch on in the next week or two.", // 17
      "Bedroom two, three, fine, fine. Four's locked, she's away, we'll do that one next time.", // 18
      "Bedroom five, there's a scuff mark on the wall behind the bed where the headboard rubs, touch of paint at the end of the year.", // 19
      "Right, that's me. Back at the front door. Lads, someone'll be round today about that alarm, so be in or leave a key with next door.", // 20
    ],
    findings: [
      {
        id: "hall-smoke-alarm",
        at: [3, 4, 5, 20],
        thing: ["alarm"],
        problem: ["not sound", "nothing", "no alarm"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-extractor",
        at: [7, 8],
        thing: ["extractor", "fan", "motor"],
        problem: ["doesn't spin", "nope"],
        priority: "MEDIUM",
      },
      {
        id: "bath-silicone-mould",
        at: [14, 15],
        thing: ["silicone", "mould"],
        problem: ["black", "mould"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-door-handle",
        at: [16, 17],
        thing: ["handle", "latch"],
        problem: ["hanging off", "spins", "can't really shut"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-wall-scuff",
        at: [19],
        thing: ["wall", "scuff"],
        problem: ["scuff"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ar02-glasgow-hillhead-hmo",
    half: "heldout",
    lines: [
      "Right, so this is flat 2 stroke 1, 47 Gibson Street, Hillhead. Four-person HMO, annual check. Wee bit of rain, as per.", // 0
      "Controlled entry's working, buzzed me up nae bother. Flat door's fine, both locks work.", // 1
      "Morning, Aileen. Naw, don't mind me, you carry on with your porridge.", // 2
      "Hall. Smoke alarm, tested, aye, that's sounding. Good.", // 3
      "Kitchen. Now the kitchen fire door, see if I let it go from open... it doesnae close. Stops about a foot off the frame.", // 4
      "The closer arm's been unscrewed at the top, one of the screws is just missing. That has to be fixed today, it's an HMO, it's a licence condition.", // 5
      "Aileen, was somebody wedging it? Ach, it's fine, I'm no' blaming anybody, just don't prop it with the bin, eh.", // 6
      "Cooker's fine, all four rings on. Sink, the tap's dripping a wee bit at the cold, drip, drip, drip.", // 7
      "Just a washer, no rush at all on that.", // 8
      "Now, this socket by the toaster, the double one. There's scorch marks round the left-hand side, black, and it's warm to touch.", // 9
      "Nobody use that. I'm no' touching it either, I'll get the sparky out this afternoon.", // 10
      "Through to the front bedroom, Mhairi's room. Big bay window. The sash on the right, the cord's snapped, so it'll no' stay up.", // 11
      "She's been propping it with a book. Get the joiner to re-cord it, next few weeks is fine.", // 12
      "Back bedroom's grand. Radiators all warm, no damp on that outside wall, which is a first for this building.", // 13
      "Bathroom, extractor's on, toilet flushes, shower's fine. Nothing to report in there.", // 14
      "Back out in the hall. Aileen, tell the others I'll text them about the electrician. Cheers hen.", // 15
    ],
    findings: [
      {
        id: "kitchen-fire-door",
        at: [4, 5, 6],
        thing: ["door", "closer"],
        problem: ["doesnae close", "missing", "unscrewed"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "kitchen-tap-drip",
        at: [7, 8],
        thing: ["tap", "washer"],
        problem: ["dripping", "drip"],
        priority: "LOW",
      },
      {
        id: "kitchen-socket-scorched",
        at: [9, 10, 15],
        thing: ["socket", "electrician", "sparky"],
        problem: ["scorch", "warm"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-sash-cord",
        at: [11, 12],
        thing: ["sash", "cord"],
        problem: ["snapped", "stay up"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ar03-lenton-checkout",
    half: "tune",
    lines: [
      "This is the checkout at 9 Rothesay Avenue, Lenton. Tenancy ended yesterday, keys handed back, Priya's stayed behind to walk round with me, which is good of her.", // 0
      "So I've got the inventory from September on the tablet, we'll just compare as we go.", // 1
      "Front room. Right, there's a hole in the wall behind the door, about the size of a fist. Door handle's gone straight through the plasterboard.", // 2
      "Was there a doorstop on there? There was, wasn't there, it's in the inventory photo. So that's gone walkabout.", // 3
      "That'll need patching and painting, and a new doorstop, routine job before the new lot move in.", // 4
      "Blu-tack marks all over the chimney breast wall, little greasy squares. Cosmetic, bit of sugar soap and paint.", // 5
      "Priya's laughing at me. It's fine, everyone does it, I did it.", // 6
      "Kitchen. Oven's been cleaned, fair play, that's spotless. Hob, fine.", // 7
      "Worktop next to the hob has a burn ring on it, like someone's put a hot pan straight down.", // 8
      "It's only a mark, the worktop's still sound, so that's cosmetic, we'll note it against the deposit.", // 9
      "Cupboard under the sink, the door's hanging off one hinge. Hinge has ripped out of the carcass.", // 10
      "Needs a new hinge and probably a bit of filler, not a big job, in the next couple of weeks.", // 11
      "Washing machine's empty, drum's clean, no leaks round the back.", // 12
      "Upstairs. Landing, smoke alarm tested, that's fine.", // 13
      "Back bedroom. Where's the smoke alarm? There's just the base plate on the ceiling, the head's gone.", // 14
      "Priya, any idea? Ah, they took it off for a party and it's in a drawer somewhere. Well, it's not in these drawers, I've looked.", // 15
      "Either way, there's no alarm in that room, and that has to go back on today, we've got a viewing tomorrow.", // 16
      "Bathroom's alright. Grout's a bit grubby but that's cleaning. Extractor works.", // 17
      "Front bedroom, carpet's fine, the blind's fine. Nothing in here.", // 18
      "That's us. Keys, two front, two back, bedroom keys, yeah, all there. Thanks Priya, you'll get the deposit breakdown by email.", // 19
    ],
    findings: [
      {
        id: "front-room-wall-hole",
        at: [2, 3, 4],
        thing: ["wall", "plasterboard", "doorstop"],
        problem: ["hole", "gone", "through"],
        priority: "MEDIUM",
      },
      {
        id: "chimney-wall-bluetack",
        at: [5, 6],
        thing: ["wall", "blu"],
        problem: ["marks", "greasy"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "worktop-burn",
        at: [8, 9],
        thing: ["worktop"],
        problem: ["burn", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sink-cupboard-hinge",
        at: [10, 11],
        thing: ["cupboard", "hinge", "door"],
        problem: ["hanging off", "ripped"],
        priority: "MEDIUM",
      },
      {
        id: "back-bedroom-smoke-alarm",
        at: [14, 15, 16],
        thing: ["alarm"],
        problem: ["gone", "no alarm", "took it off"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ar04-rathmines-all-grand",
    half: "heldout",
    lines: [
      "Grand, so, this is 31 Leinster Road, Rathmines, the shared house, four lads, the six-monthly inspection.", // 0
      "Declan let me in, he's off to a lecture so it's just myself walking round. Go on, you'll be late.", // 1
      "Front door, locks grand, the new lock we put on in March, that's working a treat.", // 2
      "Hall, smoke alarm, test it, there, that's screaming at me. Grand. CO alarm by the boiler, tested, also fine.", // 3
      "Sitting room, tidy enough, in fairness. Windows open and shut, radiator's warm.", // 4
      "Kitchen. Right, the fridge they were giving out about, it's actually fine, it was on setting one, I've turned it up to four.", // 5
      "No leaks under the sink, nothing wrong with the hob, the extractor's working.", // 6
      "Back door locks, key's in the drawer where it should be.", // 7
      "There's a crack in the tile by the back door, no, sorry, that's a bit of spaghetti. Jesus. Grand, no crack.", // 8
      "Up the stairs, banister's solid, carpet's grand on the stairs.", // 9
      "Bathroom. Shower's hot, good pressure. Toilet flushes, no drips.", // 10
      "The mould they mentioned on the ceiling, there's not a mark on it, they must've cleaned it off, and the fan's going, so that's sorted.", // 11
      "Bedrooms, one, two, three, four, all fine, no damp, windows all lock.", // 12
      "Boiler was serviced in January, sticker's on it. Pressure's at one and a half.", // 13
      "Right, sound. Phone's going, that's the office. Hello? Yeah, just finishing Rathmines now, nothing to report, all good.", // 14
      "Locking up, key back in the safe. Done.", // 15
    ],
    findings: [],
  },
  {
    id: "ar05-bloomington-blue-house",
    half: "tune",
    lines: [
      "Okay, this is 412 East Tenth Street, Bloomington, the blue house, four girls, all IU. Mid-semester walkthrough.", // 0
      "Hey, Madison, thanks for being here, yeah, this won't take long, I promise.", // 1
      "Front porch. Whoa, okay, the railing on the left side of the steps is loose, it rocks like a good inch when you lean on it.", // 2
      "Somebody's gonna go over that after a party. I need that fixed today, I'll get Dave out this afternoon.", // 3
      "Front door, deadbolt works, door closes fine.", // 4
      "Living room. Carpet's got a big red stain by the couch. Madison's telling me that's Kool-Aid, sure, okay.", // 5
      "That's cosmetic, we'll deal with it at move-out, it's not a repair right now.", // 6
      "Kitchen. Garbage disposal, flip the switch, and, it just hums, doesn't turn. Something's jammed in there.", // 7
      "Don't stick your hand in it, I'll have maintenance look at it next week.", // 8
      "Dishwasher's fine, no leaks under the sink, the fridge is cold.", // 9
      "Hallway, the carbon monoxide detector outside the bedrooms is chirping, every thirty seconds or so.", // 10
      "She says it's been doing that since, like, Halloween. Yeah, okay, that's the low battery, so it's basically not working, we're changing that today.", // 11
      "Smoke detectors in the bedrooms, tested all four, all good.", // 12
      "Bathroom upstairs. The sink drains really slowly, like a minute to go down.", // 13
      "Probably hair, honestly. We'll get it snaked sometime in the next couple weeks.", // 14
      "Back door, out to the yard, locks fine. Screen door's fine.", // 15
      "Okay Madison, that's it, I'll text you when Dave's coming for the railing. Go Hoosiers, or whatever.", // 16
    ],
    findings: [
      {
        id: "porch-railing-loose",
        at: [2, 3, 16],
        thing: ["railing"],
        problem: ["loose", "rocks"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "living-room-carpet-stain",
        at: [5, 6],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "garbage-disposal-jammed",
        at: [7, 8],
        thing: ["disposal"],
        problem: ["hums", "doesn't turn", "jammed"],
        priority: "MEDIUM",
      },
      {
        id: "co-detector-chirping",
        at: [10, 11],
        thing: ["detector", "carbon"],
        problem: ["chirping", "low battery", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bathroom-sink-slow",
        at: [13, 14],
        thing: ["sink"],
        problem: ["slowly", "drains"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ar06-marchmont-one-leak",
    half: "heldout",
    lines: [
      "Okay, 18 Warrender Park Road, Marchmont, third floor, three sharers. It's pouring, so I'm dripping on their mat, sorry.", // 0
      "Hiya, Ruaridh. No, no, you're fine, stay in your room, I'll knock if I need you.", // 1
      "Hallway, smoke alarm and heat alarm both tested, both going off. Good.", // 2
      "Living room. The big sash windows are fine, there's a wee draught but nothing out the ordinary for these buildings.", // 3
      "Kitchen, hob's fine, oven's fine, fridge freezer's fine, no leaks under the sink.", // 4
      "Boiler's in the press here, pressure's good, there's hot water, heating's on.", // 5
      "Bathroom. Right. Under the basin, there's a bucket, and it's half full.", // 6
      "The pipe under there, the joint on the waste, it's dripping, actively dripping as I'm watching it.", // 7
      "Ruaridh? How long's that been going on? A week. Aye, you should've phoned us, pal. Ach, never mind.", // 8
      "That's going through to the flat below if it's not stopped, I'm getting a plumber out today.", // 9
      "Rest of the bathroom's fine, toilet, bath, shower, all good.", // 10
      "Bedrooms, all three fine. Ruaridh's is a tip but that's his own business.", // 11
      "Back to the front door, locks fine. Right, I'll phone the plumber from the stair.", // 12
    ],
    findings: [
      {
        id: "basin-waste-leak",
        at: [6, 7, 8, 9],
        thing: ["pipe", "basin", "waste", "joint"],
        problem: ["dripping", "bucket"],
        priority: "HIGH",
        kind: "water",
      },
    ],
  },
  {
    id: "ar07-fallowfield-seven-bed",
    half: "tune",
    lines: [
      "Right, this is 5 Mauldeth Road, Fallowfield, the seven-bed HMO. Monday, it's about two, and it smells like last night in here.", // 0
      "Hiya, Ellie, hiya, um, sorry, Tom. Yeah don't worry, I've seen worse, I've seen much worse.", // 1
      "Hall. Smoke alarm, tested, good. Emergency light over the stairs is on.", // 2
      "Stairs. Third step up, the carpet's come away from the gripper, it's all loose at the front edge.", // 3
      "You can feel your foot slide on it. Someone'll go down the stairs on that, needs tacking back today.", // 4
      "Through to the back. So, the back door's the fire exit, and there's, what, six bikes stacked up against it.", // 5
      "Guys, I know, I know, there's nowhere else, but you cannot block the fire exit, it's got to be clear. They need moving today, now ideally.", // 6
      "Tom says they'll shift them tonight. Okay, I'm gonna pop back Wednesday and check, and we'll sort out somewhere for the bikes to go.", // 7
      "Kitchen. Boiler's in the cupboard here. Ellie, you said no hot water since Saturday?", // 8
      "Yeah, pressure gauge is on zero. That's why. Boiler's locked out, red light.", // 9
      "Seven people with no hot water, that's an emergency, I'm getting the gas engineer today. It might just need repressurising, but if it's dropped that far it's losing water somewhere.", // 10
      "Washing machine. The rubber seal round the door, there's a rip in it at the bottom, that's why you get the puddle.", // 11
      "Probably a bra wire, no judgement. New seal, next couple of weeks. Just wipe up after for now.", // 12
      "Fridge, freezer, fine. Hob's fine. Microwave's theirs.", // 13
      "Lounge, which is now bedroom seven, obviously. Window locks, radiator's on, fine.", // 14
      "Hallway walls all the way up are scuffed to bits, black marks, where the bikes go up and down.", // 15
      "That's a repaint in the summer, cosmetic, don't worry about it.", // 16
      "Upstairs, bathrooms, the main one's fine, both showers hot, no leaks. En-suite in room three, Ellie's, fine.", // 17
      "Bedrooms, I've done four, five and six, all fine, one and two are out, I'll get them next visit.", // 18
      "Okay, that's me. Ellie, the gas engineer will ring you about the boiler, I'll give him your number, is that alright?", // 19
    ],
    findings: [
      {
        id: "stair-carpet-loose",
        at: [3, 4],
        thing: ["carpet", "step", "gripper"],
        problem: ["loose", "come away", "slide"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "fire-exit-blocked-bikes",
        at: [5, 6, 7],
        thing: ["exit", "bikes", "door"],
        problem: ["block", "stacked"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "boiler-no-hot-water",
        at: [8, 9, 10, 19],
        thing: ["boiler", "gauge"],
        problem: ["no hot water", "locked out", "zero", "losing water"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "washing-machine-seal",
        at: [11, 12],
        thing: ["seal", "washing"],
        problem: ["rip", "puddle"],
        priority: "MEDIUM",
      },
      {
        id: "hallway-wall-scuffs",
        at: [15, 16],
        thing: ["walls", "hallway"],
        problem: ["scuffed", "black marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ar08-cork-glasheen",
    half: "heldout",
    lines: [
      "Okay so this is 7 Glasheen Road, Cork, the student house, five girls from UCC. Friday, and a grand day for once.", // 0
      "Sinéad's in, hiya Sinéad, how're the exams going? Oh God, don't, I remember.", // 1
      "Hall, smoke alarm, tested, fine. Front door, fine.", // 2
      "Kitchen. So the back door, they were saying it was stiff. Let's see. Key goes in, and... no, it won't turn. It won't lock at all.", // 3
      "Sinéad says they've just been leaving it shut and hoping for the best. Ah lads. Right, that's a locksmith today, that's the back of the house open to the lane.", // 4
      "Cooker's fine, fridge is fine, sink's fine. Washing machine, no leaks.", // 5
      "Downstairs toilet. You flush it and, nothing much, a little trickle. It won't flush properly, you've to hold the handle down.", // 6
      "Probably the syphon inside. Plumber in the next week or two, it still works if you hold it.", // 7
      "Up the stairs. Back bedroom, Aoife's. There's black mould in the corner of the ceiling over the window, about the size of a dinner plate.", // 8
      "Sinéad says she dries her clothes on the radiator in there. Yeah, that would do it, in fairness.", // 9
      "We'll get it treated and put a mould-resistant paint on it, in the next few weeks, but tell her to open the window a bit, would you.", // 10
      "Front bedrooms, both fine, dry, no mould at all, windows open.", // 11
      "Bathroom upstairs. Shower's grand, hot, toilet's fine in here.", // 12
      "There's a towel rail come off the wall, it's just lying in the bath. The plugs are pulled right out of the plaster.", // 13
      "Ah, somebody swung out of it, I'd say. Needs refixing, and they might be paying for that one.", // 14
      "Okay, that's everything. Sinéad, the locksmith'll be over this afternoon for the back door, will someone be in? Brilliant.", // 15
    ],
    findings: [
      {
        id: "back-door-wont-lock",
        at: [3, 4, 15],
        thing: ["door", "key", "locksmith"],
        problem: ["won't lock", "won't turn", "stiff"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "downstairs-toilet-flush",
        at: [6, 7],
        thing: ["toilet", "syphon"],
        problem: ["won't flush", "trickle"],
        priority: "MEDIUM",
      },
      { id: "back-bedroom-mould", at: [8, 9, 10], thing: ["mould"], priority: "MEDIUM" },
      {
        id: "towel-rail-off-wall",
        at: [13, 14],
        thing: ["rail"],
        problem: ["come off", "pulled"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ar09-cotham-checkout",
    half: "tune",
    lines: [
      "This is the end of tenancy check at 42 Cotham Brow, Bristol, six-bed student house, tenants all moved out Friday.", // 0
      "Nobody here, so it's just me and a lot of empty pizza boxes in the recycling. Which is fine, they're in the recycling.", // 1
      "Living room. The curtain pole over the bay window has been pulled out of the wall on the right side, it's just hanging at an angle.", // 2
      "The bracket's come out with a chunk of plaster. Needs refixing before the new lot come in, so in the next few weeks.", // 3
      "Carpet, there's a red wine stain in the middle, pretty big one, and a smaller one by the door.", // 4
      "Cosmetic, we'll try a professional clean first, charge it to the deposit.", // 5
      "Kitchen. Oven's disgusting, honestly, but that's cleaning, not a repair, it goes on the deposit list.", // 6
      "Fridge. The bottom shelf, the glass one over the salad drawer, it's cracked right across.", // 7
      "Just order a replacement shelf, not urgent at all.", // 8
      "Hob works, all four rings. No leaks under the sink, extractor's fine.", // 9
      "Upstairs, bathroom. The shower screen, the glass is cracked, big diagonal crack from the corner.", // 10
      "It's toughened glass, so if it goes it'll go into a million bits. Take it off and replace it this week, nobody's living here so it's not an emergency.", // 11
      "Toilet flushes, basin's fine, tiles are all okay.", // 12
      "Bedroom one, fine. Bedroom two, there's a hole in the door, like someone's kicked the bottom panel in.", // 13
      "It's a hollow door, so that's just a new door, hanging and painting, next few weeks.", // 14
      "Bedrooms three and four, fine, not a mark. Five, fine.", // 15
      "Six, up in the attic. The Velux won't close all the way, the hinge is bent, there's a gap at the top.", // 16
      "If that rains in it'll come straight through the ceiling below, so that needs doing in the next couple of days, can't leave it over the summer.", // 17
      "Smoke alarms, tested every one as I went, they're all working.", // 18
      "Done. Locking up, keys back to the office.", // 19
    ],
    findings: [
      {
        id: "curtain-pole-pulled-out",
        at: [2, 3],
        thing: ["pole", "bracket"],
        problem: ["pulled out", "hanging", "come out"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-wine-stain",
        at: [4, 5],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fridge-shelf-cracked",
        at: [7, 8],
        thing: ["shelf"],
        problem: ["cracked"],
        priority: "LOW",
      },
      {
        id: "shower-screen-cracked",
        at: [10, 11],
        thing: ["screen", "glass"],
        problem: ["cracked", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-door-kicked",
        at: [13, 14],
        thing: ["door", "panel"],
        problem: ["hole", "kicked"],
        priority: "MEDIUM",
      },
      {
        id: "attic-velux",
        at: [16, 17],
        thing: ["velux", "hinge"],
        problem: ["won't close", "bent", "gap"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "ar10-madison-no-heat",
    half: "heldout",
    lines: [
      "Alright, this is the lower unit at 1120 Spaight Street, Madison, three grad students. It's January and it is, uh, nine degrees out. Fahrenheit.", // 0
      "Hey Marcus, yeah, I got your message, that's why I'm here. Can I keep my coat on? Yeah, I'm gonna keep my coat on.", // 1
      "So the thermostat's set to sixty-eight, and it's reading fifty-four in here. The furnace isn't coming on.", // 2
      "Basement. Furnace, let me look. The igniter's clicking but it won't light, it just clicks and gives up.", // 3
      "That's an emergency, no heat in January, pipes could freeze. I'm calling the HVAC guys right now, and I'll drop off space heaters in the meantime.", // 4
      "Okay, while I'm down here, the dryer vent, the flex hose behind the dryer, it's crushed flat and it's packed with lint.", // 5
      "That's a fire hazard, honestly worse than the furnace. Don't run the dryer till it's replaced, I want it done today when the HVAC guy's here.", // 6
      "Water heater's fine, no leaks, and Marcus says the hot water's good.", // 7
      "Upstairs, kitchen. Fridge, stove, fine. No drips under the sink.", // 8
      "Living room, the front window screen's torn, there's a big flap hanging. Not a big deal in January, we'll replace it in the spring.", // 9
      "Bedrooms. Marcus's room, fine. The middle one, fine, the window latch works.", // 10
      "Back bedroom, there's a hairline crack in the drywall over the closet. Yeah, that's been there, it's in the move-in photos, it hasn't moved, it's just settling. We're fine.", // 11
      "Bathroom. Toilet, fine. Shower, hot. Exhaust fan works.", // 12
      "Smoke detectors, tested, all three. CO detector in the basement is fine too.", // 13
      "Okay, Marcus, HVAC guy's on his way for the furnace, two hours they're saying. I'll run to the store and get you a couple of heaters.", // 14
    ],
    findings: [
      {
        id: "furnace-no-heat",
        at: [2, 3, 4, 14],
        thing: ["furnace", "igniter", "thermostat"],
        problem: ["won't light", "isn't coming on", "no heat"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "dryer-vent-lint",
        at: [5, 6],
        thing: ["vent", "hose"],
        problem: ["crushed", "lint"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "window-screen-torn",
        at: [9],
        thing: ["screen"],
        problem: ["torn", "flap"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ar11-clarendon-park-list",
    half: "tune",
    lines: [
      "Okay, 16 Hartopp Road, Clarendon Park, Leicester. Four second-years, and they've sent me a list. A long list. Let's go through it.", // 0
      "Hi Ben, hi Hannah. Right, number one on the list, the radiator in the lounge is making a banging noise.", // 1
      "Lounge. Let's see, it's warm at the bottom, cold at the top, so that's just air. I've got a bleed key, hang on.", // 2
      "There we go, hissing, hissing, water. Done. That's warm all over now. That's not a fault, guys, you can do that yourselves.", // 3
      "Number two, damp in Hannah's room. Okay, let's have a look.", // 4
      "So that's condensation on the window, and there's a clothes horse with about forty socks on it. Walls are dry, the meter's reading nothing.", // 5
      "Open the window for ten minutes in the morning, honestly, that's all it is. No damp.", // 6
      "Number three, the kitchen smells funny. Um, yeah, that's the bin. That's the bin, Ben.", // 7
      "He's laughing. Okay, I'll take the bin out for you, no charge.", // 8
      "Number four, bathroom light doesn't work. Okay, the pull cord, pull it, and... the cord just comes away in my hand. It's snapped off inside the switch.", // 9
      "Needs a new pull switch, we'll get an electrician round in the next week or so. Use the landing light for now.", // 10
      "Number five, toilet seat's wobbly. Yeah, it's loose, slides about when you sit on it. It's just the fixings.", // 11
      "Not urgent, I'll bring a new seat next time I'm over, it's a two-minute job.", // 12
      "Number six, the shower's too hot. That's the thermostat dial, you've got it on max, look. Turn it down. Fine.", // 13
      "Number seven, there's a mouse. Okay. Any droppings? No. Anyone actually seen it? Ben thinks he saw it. Once. At 3am.", // 14
      "I'll put it down as 'Ben thinks he saw a mouse', and there's no sign of anything in the cupboards.", // 15
      "While I'm here, smoke alarms, hall and landing, both tested, fine. Front door locks, back door locks.", // 16
      "Right, seven items, two actual jobs. That's not bad, guys. I'll email you.", // 17
    ],
    findings: [
      {
        id: "bathroom-pull-cord",
        at: [9, 10],
        thing: ["cord", "light", "switch"],
        problem: ["doesn't work", "comes away", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "toilet-seat-loose",
        at: [11, 12],
        thing: ["seat"],
        problem: ["wobbly", "loose", "slides"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ar12-holylands-hmo",
    half: "heldout",
    lines: [
      "Right, so this is 29 Palestine Street, the Holylands, Belfast. Five-bed HMO, Queen's students. Wednesday, half nine, and aye, they're all asleep.", // 0
      "Conor's answered the door in a duvet. Morning big lad. Go back to bed, I'll shout if I need you.", // 1
      "Front door, so the closer at the top of the door is knackered, the door just slams, bang, every time.", // 2
      "Not a safety thing, just annoying for the neighbours. New closer in the next few weeks.", // 3
      "Hall. Under the stairs, the fuse board, the cover's off it. The front plastic cover's just gone, you can see all the wiring and the terminals.", // 4
      "Conor, where's the cover for the fuse box? He doesn't know. Okay, well, that's live stuff exposed, I want an electrician out today to make that safe.", // 5
      "Stairs. Banister, I'm leaning on it, and it's moving, the whole thing moves at the bottom newel post.", // 6
      "It's come loose from the floor. That's dangerous with five of them coming in at two in the morning. Joiner, today or tomorrow at the latest.", // 7
      "Kitchen. The lino in front of the sink is lifting, there's a curled-up edge you'd catch your toe on.", // 8
      "Get that stuck down or replaced in the next couple of weeks.", // 9
      "Cooker, fine. Fridge, fine, bit full of tins but fine.", // 10
      "Back door, locks, bolts top and bottom work. Yard's fine.", // 11
      "Heading upstairs. Bathroom's fine, shower's hot, fan's going.", // 12
      "Bedrooms, the two that are open, fine. Smoke alarms on both landings tested, both fine.", // 13
      "Heat alarm in the kitchen, tested on the way back down, aye, that's fine too.", // 14
      "Right, out the front. Conor, somebody's coming for the fuse box and the banister today, so don't go anywhere, right? Good man.", // 15
    ],
    findings: [
      {
        id: "front-door-closer",
        at: [2, 3],
        thing: ["closer"],
        problem: ["knackered", "slams"],
        priority: "MEDIUM",
      },
      {
        id: "fuse-board-cover-missing",
        at: [4, 5, 15],
        thing: ["fuse", "cover", "wiring"],
        problem: ["off", "gone", "exposed"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "banister-loose",
        at: [6, 7, 15],
        thing: ["banister", "newel"],
        problem: ["moving", "loose", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kitchen-lino-lifting",
        at: [8, 9],
        thing: ["lino"],
        problem: ["lifting", "curled"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ar13-durham-gas-smell",
    half: "tune",
    lines: [
      "Okay, this is 3 Hawthorn Terrace, Durham, the viaduct end, four students, routine visit. Sunny, for once.", // 0
      "Hiya Harriet. Yeah, on you go, I'll let myself round.", // 1
      "Front room. Window, the bottom pane on the left, there's a crack right across the glass. Harriet says it was a snowball. In March. Okay.", // 2
      "It's not loose, it's just cracked, needs re-glazing, I'll get the glazier in the next couple of weeks.", // 3
      "Fireplace is blocked off, fine. Radiator's warm.", // 4
      "Kitchen. Hang on. Can you smell that? That's gas. That's definitely gas, by the hob.", // 5
      "None of the rings are on. Harriet, can you open the back door, please. Don't switch anything on or off.", // 6
      "I'm turning it off at the meter and ringing the emergency number now, they'll be out within the hour.", // 7
      "Right, we're standing in the garden. That's fine. We'll finish the rest once they've been.", // 8
      "Okay, they've been. Loose fitting on the hob connector, they've capped it, so the hob's off until our gas engineer replaces the hose, which I've booked for tomorrow.", // 9
      "Carrying on. Hall floor, by the back door, one of the quarry tiles is loose, it rocks when you stand on it. Not a trip really, it's flat, it just rocks.", // 10
      "Reset it when we're doing the window, no rush.", // 11
      "Upstairs, bathroom. Fine, all fine. Extractor's working.", // 12
      "Bedrooms, all fine. Smoke alarms tested, both, fine. The CO alarm's in the kitchen, I tested that after, fine.", // 13
      "Outside, round the back. Gutter over the kitchen is overflowing, there's a plant growing out of it, actually, a little tree.", // 14
      "That's why the wall's green underneath. Gutter wants clearing in the next few weeks, before autumn.", // 15
      "Okay. Harriet, sorry about all that, not the visit you were expecting. Tell the others the hob's off till tomorrow.", // 16
    ],
    findings: [
      {
        id: "front-window-cracked",
        at: [2, 3],
        thing: ["pane", "glass", "window"],
        problem: ["crack", "cracked"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-gas-smell",
        at: [5, 6, 7, 9, 16],
        thing: ["gas", "hob", "hose"],
        problem: ["smell", "loose fitting", "capped"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall-tile-loose",
        at: [10, 11],
        thing: ["tile"],
        problem: ["loose", "rocks"],
        priority: "LOW",
      },
      {
        id: "rear-gutter-overflowing",
        at: [14, 15],
        thing: ["gutter"],
        problem: ["overflowing", "plant", "clearing"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ar14-amherst-clean-bill",
    half: "heldout",
    lines: [
      "Okay, so this is 88 Pleasant Street, Amherst, the yellow house, five UMass kids. Quarterly walkthrough, it's Tuesday.", // 0
      "Nobody's home, I texted them yesterday, so I'm letting myself in. Hello? Property management! Okay, nobody.", // 1
      "Front door, deadbolt, good. The storm door we replaced last month, that closes nice now.", // 2
      "Living room, um, there's a lot of pizza boxes but the floors are fine, windows lock, smoke detector works.", // 3
      "Kitchen. Stove, all four burners light. Fridge is cold. No leaks under the sink, I had a good look with the flashlight.", // 4
      "What is that on the fridge door, oh, it's a sticker. Okay. Not a mark on it.", // 5
      "The dishwasher they said was leaking, we had a guy out two weeks ago, new gasket, floor's dry, so that's done.", // 6
      "Basement. Furnace running, filter was changed in September. Water heater, no leaks, pilot's on.", // 7
      "The mini fridge and the, uh, the kegerator thing down here, that's theirs, not our problem.", // 8
      "Upstairs. Bathroom, toilet flushes, shower's hot, fan works, caulk's fine round the tub.", // 9
      "Bedrooms, all five, I'm just peeking in. Windows lock, screens are on, detectors all tested.", // 10
      "CO detector in the hall, tested, beeps, good.", // 11
      "Back porch, the steps are solid, railing's solid, nothing wrong out here.", // 12
      "Gutters look clear from the ground. Yard's a mess but that's a lease thing, not maintenance.", // 13
      "Okay, honestly, nothing. Clean bill of health. Locking up and leaving a note on the counter.", // 14
    ],
    findings: [],
  },
  {
    id: "ar15-old-aberdeen-ceiling",
    half: "tune",
    lines: [
      "Right, this is 12 Bedford Road, Old Aberdeen, the four-bed HMO, the lassies from the uni. It's Thursday, dreich, baltic.", // 0
      "Morning, Kirsty. Aye, the ceiling, I got your text, that's first. Show me.", // 1
      "Kitchen. Right, there's water coming through the ceiling, right round the light fitting, it's dripping off the lampshade.", // 2
      "Don't touch that switch. I'm turning the lights off at the fuse box, the whole kitchen circuit.", // 3
      "That's straight above, that's the bathroom. Let's go up.", // 4
      "Bathroom. Aye, the seal round the bath's gone at the tap end, there's a gap you could post a letter in. Every shower's going straight down the side.", // 5
      "Nobody use this shower, use the one in the en-suite. Plumber and an electrician today, and the ceiling'll need looking at once it's dried.", // 6
      "Kirsty's asking if the ceiling's going to fall in. It's no' bowing, it's no' soft, I think it's fine for now, but keep out from under it.", // 7
      "Right, carrying on. Landing, smoke alarm, fine. Carpet's worn through at the top of the stairs, bare patch, but it's flat, no' a trip.", // 8
      "That's just a cosmetic thing, we'll do the carpets in the summer.", // 9
      "Front bedroom, Kirsty's. The window handle's snapped off, so the window won't shut, it's stuck open a crack.", // 10
      "First floor, so nobody's getting in, but it's freezing. Joiner to put a new handle on, this week or next.", // 11
      "Back bedroom, fine. Radiator's warm, window's fine.", // 12
      "En-suite in the back room, shower's fine, toilet's fine, no leaks.", // 13
      "Downstairs, the lounge. Fine, all fine. Boiler's in here, running, pressure's fine.", // 14
      "Back in the kitchen, the drip's slowing down now that nobody's showering. Kirsty, I'll phone you when the plumber's on his way.", // 15
    ],
    findings: [
      {
        id: "kitchen-ceiling-light-water",
        at: [2, 3, 4, 7, 15],
        thing: ["ceiling", "light", "lampshade"],
        problem: ["water", "dripping", "drip"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bath-seal-failed",
        at: [5, 6],
        thing: ["seal", "bath"],
        problem: ["gone", "gap"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "stair-carpet-worn",
        at: [8, 9],
        thing: ["carpet"],
        problem: ["worn", "bare patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-window-handle",
        at: [10, 11],
        thing: ["handle", "window"],
        problem: ["snapped", "won't shut", "stuck open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ar16-walthamstow-sharers",
    half: "heldout",
    lines: [
      "Okay, this is 58 Hoe Street, Walthamstow, the six-room HMO, the sharers. Saturday, because it's the only day anyone's in.", // 0
      "Hi, yeah, I'm Jas from the agency, we spoke on the phone. Lovely. Kettle on? Go on then, milk no sugar.", // 1
      "Front door, entry phone. So you're saying it doesn't buzz? Let's try, ring, um, room four. Nothing. It's not ringing upstairs at all.", // 2
      "So everyone's been coming down to answer the door. Yeah, okay, I'll get the intercom engineer in, couple of weeks probably.", // 3
      "Hall, smoke alarm, tested, good. Fire door to the kitchen closes on its own, good.", // 4
      "Kitchen. Right, the heat detector. Where's the heat detector? It's just a couple of wires hanging out of the ceiling.", // 5
      "Somebody's taken it down because of the toast. Guys. Guys. It's a heat detector, it doesn't go off for toast, that's the whole point of it.", // 6
      "That's going back up today, it's an HMO licence thing, I'll have the electrician do it this afternoon, and those wires need making safe.", // 7
      "Hob, the back left ring doesn't heat up at all. Other three are fine.", // 8
      "Probably the element, we'll get someone, next week or two.", // 9
      "Fridge-freezer, the seal on the freezer door's split, there's frost building up.", // 10
      "Minor, just order a new seal when we can.", // 11
      "Cheers for the tea. Right, bedrooms, I've got permission for three of them.", // 12
      "Room two. Behind the wardrobe, pull it out a bit, yeah, black mould, all up the wall behind it. It's an outside wall.", // 13
      "It's been wet behind there a while. We'll treat it and get someone to look at ventilation in here, in the next few weeks. Leave the wardrobe off the wall a bit, would you.", // 14
      "Room four, fine. Room five, fine, nice and dry.", // 15
      "Bathroom. Shower's good, extractor's good, toilet's good. Nothing wrong in here.", // 16
      "Okay, thanks everyone. I'll message the group about the electrician coming today for the detector.", // 17
    ],
    findings: [
      {
        id: "entry-phone-not-ringing",
        at: [2, 3],
        thing: ["entry", "intercom"],
        problem: ["doesn't buzz", "not ringing", "nothing"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-heat-detector-removed",
        at: [5, 6, 7, 17],
        thing: ["detector", "wires"],
        problem: ["taken it down", "hanging", "making safe"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hob-ring-dead",
        at: [8, 9],
        thing: ["ring", "hob", "element"],
        problem: ["doesn't heat up"],
        priority: "MEDIUM",
      },
      {
        id: "freezer-door-seal",
        at: [10, 11],
        thing: ["seal", "freezer"],
        problem: ["split", "frost"],
        priority: "LOW",
      },
      { id: "room-two-mould", at: [13, 14], thing: ["mould", "wall"], priority: "MEDIUM" },
    ],
  },
  {
    id: "ar17-chapel-hill-move-out",
    half: "tune",
    lines: [
      "Okay, move-out inspection, 205 North Columbia Street, Chapel Hill, unit B, four guys, lease ended May thirty-first.", // 0
      "Tyler's here to hand over keys. Hey man. Yeah, it's just a walkthrough, you can come with me if you want.", // 1
      "Living room. So, a lot of nail holes in the drywall, like, a lot. Posters, a flag, looks like maybe a TV mount was here.", // 2
      "The TV mount ones are big, those need patching, the little ones are just spackle and paint. All cosmetic, it's a turnover job.", // 3
      "Blinds on the front window, three slats snapped, and the pull string's gone.", // 4
      "Replace the blind, it's like fifteen bucks, low priority.", // 5
      "Kitchen. Uh, the floor's sticky. Very sticky. Tyler says beer pong. That's cleaning, I'll put it down for the cleaners.", // 6
      "Stove, fine, all burners. Fridge, fine, no leaks under the sink.", // 7
      "Hallway, the smoke detector's been unplugged, it's just hanging off the ceiling by the wire connector, and the battery's out.", // 8
      "Tyler, come on. Okay. That's getting reconnected today, I'm not leaving the unit like that even if it's empty, we've got the painters in tomorrow.", // 9
      "Bedroom one, the closet door's come off the track, it's leaning against the wall.", // 10
      "Bottom guide's broken off. New guide and rehang it sometime this month, before the new people.", // 11
      "Bedroom two, fine. Three, fine. Four, oh, there's a burn mark on the carpet by the bed, like a cigarette or a candle.", // 12
      "Tyler swears a candle. Okay, that's cosmetic, charged to the deposit.", // 13
      "Bathroom. Toilet's running constantly, it won't stop filling. Jiggle the handle, still going.", // 14
      "Flapper, probably, that's a routine plumbing thing, get it this week.", // 15
      "Tub's fine, no leaks, fan works.", // 16
      "Back door locks. Okay Tyler, keys, I've got four, awesome. We'll email the deposit itemization within thirty days.", // 17
    ],
    findings: [
      {
        id: "living-room-drywall-holes",
        at: [2, 3],
        thing: ["drywall"],
        problem: ["holes", "patching"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "front-window-blind",
        at: [4, 5],
        thing: ["blind", "slats"],
        problem: ["snapped", "gone"],
        priority: "LOW",
      },
      {
        id: "hallway-smoke-detector",
        at: [8, 9],
        thing: ["detector"],
        problem: ["unplugged", "hanging", "battery's out"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "closet-door-off-track",
        at: [10, 11],
        thing: ["door", "guide"],
        problem: ["off the track", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-carpet-burn",
        at: [12, 13],
        thing: ["carpet"],
        problem: ["burn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "toilet-running",
        at: [14, 15],
        thing: ["toilet", "flapper"],
        problem: ["running", "won't stop"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ar18-galway-immersion",
    half: "heldout",
    lines: [
      "Okay, 14 Newcastle Park, Galway, the student house by the uni, four in it this year. Tuesday. It's lashing, obviously, it's Galway.", // 0
      "Hiya, Niamh, come here, is it just yourself? Grand. Right, you said about the hot water.", // 1
      "Hot press, upstairs. So, the immersion. Switch is on, the light's on, but the tank's stone cold.", // 2
      "Niamh says they've had no hot water since Sunday, they've been boiling kettles to wash. Ah, that's not on, that's no good at all.", // 3
      "The timer's dead, the dial's not turning, so it's never switching the element on. Could be the element as well, to be fair.", // 4
      "I'll get the electrician out to you today, and if he can't come, I'll come back with a new timer myself.", // 5
      "While I'm up here, bathroom, toilet flushes, no leaks under the sink, fan's working.", // 6
      "Bedrooms. All four, fine, dry, windows all shut and lock.", // 7
      "Landing smoke alarm, tested, fine.", // 8
      "Downstairs. Kitchen, the cooker's fine, the fridge is fine. Back door, fine.", // 9
      "Sitting room, the stove, no, they're not using it, grand, it's fine, it's swept, the cert's on the fridge.", // 10
      "Front door's fine. CO alarm in the sitting room, tested, fine.", // 11
      "Okay, that's it, just the one thing. Niamh, I'll ring you in an hour about the electrician for the immersion.", // 12
    ],
    findings: [
      {
        id: "immersion-no-hot-water",
        at: [2, 3, 4, 5, 12],
        thing: ["immersion", "tank", "timer", "element"],
        problem: ["cold", "no hot water", "dead", "not turning"],
        priority: "HIGH",
        kind: "heat",
      },
    ],
  },
  {
    id: "ar19-crookesmoor-darts",
    half: "tune",
    lines: [
      "Okay, so, 17 Crookesmoor Road, no, 71, sorry, 71 Crookesmoor Road, Sheffield, five-bed, Hallam lot. Monday, about four.", // 0
      "Got three of them in the lounge watching, is that darts? It's darts. Alright lads.", // 1
      "Yeah, I'll just walk round, ignore me. Oh, one-eighty. Nice.", // 2
      "Front room, which is Jack's bedroom. The sash window, this is ground floor, the catch won't lock, it's not lining up, the top sash has dropped.", // 3
      "So anyone could slide that up from the street. That has to be sorted today, I'll get a joiner out.", // 4
      "Kitchen. Boiler's, er, boiler's making a gurgly noise, they said. Let's listen. Yeah, that's just it firing up, that's normal, they all do that.", // 5
      "Tap on the sink, the mixer, it's wobbling all over the place, the whole thing rotates in the hole.", // 6
      "The nut underneath's worked loose. Needs tightening or a new fixing, a plumber can do that in the next couple of weeks.", // 7
      "No leaks under there though, that's all dry.", // 8
      "Back door, locks fine. Out into the yard.", // 9
      "Back gate, the latch has come off, the screws have pulled out of the post, so it just blows open.", // 10
      "It's only the yard gate, the back door still locks, so just a routine job in the next few weeks.", // 11
      "Bins are fine. Someone's put a traffic cone on the wall. I'm not asking.", // 12
      "Back in. Upstairs. Bathroom, the lid on the toilet cistern, the ceramic lid, it's got a crack across the corner, a bit's chipped off.", // 13
      "Toilet still works, it's just the lid. Cosmetic, replace it whenever.", // 14
      "Extractor fan in the bathroom sounds like a jet engine. Works though. Rattly.", // 15
      "Probably the bearings, it'll go eventually, put it on the list for the next visit, low priority.", // 16
      "Bedrooms upstairs, all four, fine. Smoke alarm on the landing tested, fine.", // 17
      "Heading down. Lads, who's winning? Right. Jack, I'll text you when the joiner's coming for your window, keep it shut till then.", // 18
    ],
    findings: [
      {
        id: "ground-floor-sash-catch",
        at: [3, 4, 18],
        thing: ["window", "sash", "catch"],
        problem: ["won't lock", "dropped", "not lining up"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "kitchen-mixer-tap-loose",
        at: [6, 7],
        thing: ["tap", "mixer", "nut"],
        problem: ["wobbling", "rotates", "loose"],
        priority: "MEDIUM",
      },
      {
        id: "back-gate-latch",
        at: [10, 11],
        thing: ["gate", "latch"],
        problem: ["come off", "pulled out", "blows open"],
        priority: "MEDIUM",
      },
      {
        id: "cistern-lid-cracked",
        at: [13, 14],
        thing: ["cistern", "lid"],
        problem: ["crack", "chipped"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bathroom-extractor-noisy",
        at: [15, 16],
        thing: ["extractor", "fan"],
        problem: ["jet engine", "rattly", "bearings"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ar20-st-andrews-checkout",
    half: "heldout",
    lines: [
      "Right, checkout at 6 Lamond Drive, St Andrews, four-bed student flat, ground floor. Lease ended yesterday. Fraser's here with the keys.", // 0
      "Morning Fraser. Aye, graduated, well done you. What's next? Edinburgh, very good. Right, let's get this done.", // 1
      "Kitchen first. The ceramic hob, there's a crack right across the front left, a proper crack through the glass.", // 2
      "Fraser says a jar fell out the cupboard. Fair enough, accidents happen. But that's a live hob with a cracked top, nobody's to use it, I'm isolating it now and I want the electrician to disconnect it properly today.", // 3
      "Fire blanket's missing off the wall, just the empty holder. And no, Fraser doesnae know either.", // 4
      "Need a new one up before the new tenants arrive, that's two weeks, just put it on the list.", // 5
      "Fridge, cleaned, good. Sink, no leaks. Washing machine's fine.", // 6
      "Bathroom. The mirror on the cabinet door's cracked, a big star crack in the corner.", // 7
      "Nothing's falling out, it's holding, but it needs a new door or a new cabinet, next couple of weeks.", // 8
      "Bath, shower, toilet, all fine. Grout's fine, silicone's fine.", // 9
      "Living room. Carpet's got candle wax in it by the window, and a wee scorch mark where the candle went over.", // 10
      "Just cosmetic, but candles, Fraser, honestly. Wax comes out with an iron, we'll see what's left.", // 11
      "Bedroom one, fine. Bedroom two, the door lock, the thumb-turn on the inside, it just spins, so the door won't lock.", // 12
      "That was his pal Euan's room, Fraser says he locked himself in and had to force it. Aye, that'll do it. New lock, before the next lot.", // 13
      "Bedroom three, fine. Bedroom four, there's a bit of damp on the outside wall, no, wait, it's a poster shadow, the paint's just faded round it. That's fine, that's nothing.", // 14
      "Front door, both locks, fine. Windows all lock, it's ground floor so I've checked every one.", // 15
      "Smoke alarms, heat alarm in the kitchen, tested as I went, all working.", // 16
      "Right Fraser, that's you. Keys, four, and the fob. Good luck in Edinburgh, pal.", // 17
    ],
    findings: [
      {
        id: "ceramic-hob-cracked",
        at: [2, 3],
        thing: ["hob"],
        problem: ["crack", "cracked"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "fire-blanket-missing",
        at: [4, 5],
        thing: ["blanket"],
        problem: ["missing", "empty holder"],
        priority: "MEDIUM",
      },
      {
        id: "cabinet-mirror-cracked",
        at: [7, 8],
        thing: ["mirror", "cabinet"],
        problem: ["cracked", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "carpet-wax-scorch",
        at: [10, 11],
        thing: ["carpet"],
        problem: ["wax", "scorch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-door-lock",
        at: [12, 13],
        thing: ["lock", "thumb"],
        problem: ["spins", "won't lock", "force"],
        priority: "MEDIUM",
      },
    ],
  },
];
