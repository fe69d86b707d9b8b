// Blind walkthroughs, set meaning-41 (written without seeing the extractor).
// After an incident: storm, flood, burst pipe, break-in, small fire, leak from upstairs; UK, US and Australian wording.
import type { Walkthrough } from "./types";

export const MEANING41_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ap01-storm-semi",
    half: "tune",
    lines: [
      "Right, this is 14 Holloway Road, it's Thursday, we're here after the storm on Tuesday night.", // 0
      "Tenant's at work, she let us have the key, so, um, starting outside at the front.", // 1
      "Looking up at the roof, you can see there's, what, three, four tiles slipped on the front slope, just above the bay.", // 2
      "One of them's hanging right over the edge, that could come down on someone, so that needs sorting today.", // 3
      "Gutter on the front is pulled away from the fascia at the left end, it's sagging.", // 4
      "Probably the brackets snapped. Not urgent but this week, ideally.", // 5
      "Front door's fine, locks fine, no issues there.", // 6
      "Round the side by the bins now. Mind the step, Dave.", // 7
      "Fence panel's down between us and number 16, the post has snapped at the base.", // 8
      "Neighbour's already been on about it, so let's get that done soon.", // 9
      "Back garden. The big conifer at the back's leaning over quite a bit, roots lifted on one side.", // 10
      "If that goes it lands on the shed or the neighbour's conservatory, so I'd want a tree surgeon out urgently.", // 11
      "Shed's fine, that's the tenant's stuff in there anyway.", // 12
      "Inside now. Kitchen, no water coming in, ceiling's dry.", // 13
      "Upstairs, front bedroom. There's a brown stain on the ceiling by the window, under where the tiles went.", // 14
      "Still damp to the touch. So that's water getting in, same job as the tiles really, but note it.", // 15
      "Smoke alarm on the landing, let me press it... nothing. Doesn't sound at all.", // 16
      "Could be the battery, no wait, it's a mains one, so it needs an electrician.", // 17
      "Bathroom's fine, extractor works, flushes fine.", // 18
      "Back bedroom, all good, no damp on that wall.", // 19
      "Okay, insurance photos taken, that's us done.", // 20
    ],
    findings: [
      {
        id: "roof-tiles",
        at: [2, 3],
        thing: ["tiles", "roof"],
        problem: ["slipped", "hanging"],
        priority: "HIGH",
      },
      {
        id: "gutter",
        at: [4, 5],
        thing: ["gutter"],
        problem: ["pulled away", "sagging", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "fence",
        at: [8, 9],
        thing: ["fence", "fence panel", "post"],
        problem: ["down", "snapped"],
        priority: "MEDIUM",
      },
      {
        id: "conifer",
        at: [10, 11],
        thing: ["conifer", "tree"],
        problem: ["leaning", "roots lifted"],
        priority: "HIGH",
      },
      {
        id: "bedroom-ceiling",
        at: [14, 15],
        thing: ["ceiling"],
        problem: ["stain", "damp", "water"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "smoke-alarm",
        at: [16, 17],
        thing: ["smoke alarm", "alarm"],
        problem: ["doesn't sound", "nothing"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ap02-burst-pipe-condo",
    half: "heldout",
    lines: [
      "Okay, unit 3B, Maple Court. Pipe burst under the kitchen sink during the freeze last weekend.", // 0
      "Plumber already replaced the section of supply line Monday, so that's done, no leak now.", // 1
      "Hey Marcus, can you hold the door? Thanks.", // 2
      "Kitchen. The sink base cabinet floor is swollen and delaminating, it's basically ruined.", // 3
      "Needs replacing, not urgent, but let's get it quoted this week.", // 4
      "Drywall behind the dishwasher is wet, like, soft. I can push my finger in.", // 5
      "We need to open that up and dry it out before it molds.", // 6
      "And there's an outlet right there, the one by the dishwasher, and there's water staining on the cover plate.", // 7
      "That's a GFCI, let me test it... it won't trip. Pushing the test button, nothing happens.", // 8
      "That's a hazard, I want an electrician out today.", // 9
      "Faucet works, drains fine, no drip.", // 10
      "Moving into the living room. Laminate flooring along the kitchen edge is cupped, lifting at the seams.", // 11
      "Somebody's going to catch a toe on that, it's lifted a good half inch.", // 12
      "Hallway, closet where the water heater is. Water heater's fine, pilot's on, hot water's good.", // 13
      "Bedroom, nothing. Carpet's dry, no issue.", // 14
      "Back to the hall. The smoke detector in the hallway is missing, just the base plate on the ceiling.", // 15
      "Tenant said she took it down because it kept chirping. So that needs to go back up, obviously.", // 16
      "Bathroom, toilet runs constantly, won't stop filling.", // 17
      "Probably the flapper. Low priority, it's not leaking out anywhere.", // 18
      "Okay, and the baseboard in the kitchen, there's some water marks on it, cosmetic, we'll paint next visit.", // 19
      "That's it, photos are uploaded to the claim.", // 20
    ],
    findings: [
      {
        id: "sink-cabinet",
        at: [3, 4],
        thing: ["cabinet", "sink base"],
        problem: ["swollen", "delaminating", "ruined"],
        priority: "MEDIUM",
      },
      {
        id: "wet-drywall",
        at: [5, 6],
        thing: ["drywall"],
        problem: ["wet", "soft"],
        priority: "MEDIUM",
      },
      {
        id: "gfci",
        at: [7, 8, 9],
        thing: ["outlet", "GFCI"],
        problem: ["won't trip", "water", "staining"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "laminate",
        at: [11, 12],
        thing: ["laminate", "flooring"],
        problem: ["cupped", "lifting", "lifted"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "smoke-detector",
        at: [15, 16],
        thing: ["smoke detector", "detector"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "toilet",
        at: [17, 18],
        thing: ["toilet"],
        problem: ["runs", "won't stop"],
        priority: "LOW",
      },
      {
        id: "baseboard",
        at: [19],
        thing: ["baseboard"],
        problem: ["water marks", "marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ap03-hail-house",
    half: "tune",
    lines: [
      "Righto, this is 22 Banksia Street, we're out here after the hailstorm Sunday arvo.", // 0
      "Tenants are home, they've been great about it. G'day, we'll just be twenty minutes.", // 1
      "Starting out the front. The colorbond roof's got a fair few dents in it, but that's cosmetic, insurance'll sort it whenever.", // 2
      "Front downpipe's come away from the gutter at the bottom bend, it's just pulled apart at the joint.", // 3
      "Just needs reconnecting, this week.", // 4
      "Fly screen on the front bedroom window's shredded, holes right through it.", // 5
      "Replace that, not urgent.", // 6
      "Heading down the side past the water tank. Tank's fine, no damage.", // 7
      "Side gate won't latch now, the post's moved.", // 8
      "Pool's back there, so that gate's gotta shut properly, that's urgent, kids next door.", // 9
      "Back deck. One of the deck boards is split right through near the steps.", // 10
      "Someone's gonna put their foot through it. Need that fixed quick smart.", // 11
      "Inside. Lounge room, the skylight's cracked and there's water dripping on the floorboards.", // 12
      "Still dripping now, they've got a bucket under it.", // 13
      "Kitchen, all good. Power points all working, oven's fine.", // 14
      "Main bedroom, air con's working, no worries.", // 15
      "Laundry. There's a power point right under the window and the window's been leaking onto it, the wall's wet around it.", // 16
      "Actually, hang on, it's the one on the left, the right one's dry. Left one's wet.", // 17
      "Turn that circuit off at the switchboard for now, sparky today.", // 18
      "Right, that's it. Photos done for the insurer.", // 19
    ],
    findings: [
      {
        id: "roof-dents",
        at: [2],
        thing: ["roof", "colorbond"],
        problem: ["dents"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "downpipe",
        at: [3, 4],
        thing: ["downpipe"],
        problem: ["come away", "pulled apart", "reconnecting"],
        priority: "MEDIUM",
      },
      {
        id: "fly-screen",
        at: [5, 6],
        thing: ["fly screen", "screen"],
        problem: ["shredded", "holes"],
        priority: "MEDIUM",
      },
      {
        id: "side-gate",
        at: [8, 9],
        thing: ["gate", "side gate"],
        problem: ["won't latch"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "deck-board",
        at: [10, 11],
        thing: ["deck board", "deck"],
        problem: ["split"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "skylight",
        at: [12, 13],
        thing: ["skylight"],
        problem: ["cracked", "dripping"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "laundry-power-point",
        at: [16, 17, 18],
        thing: ["power point"],
        problem: ["wet", "leaking"],
        priority: "HIGH",
        kind: "electrical",
      },
    ],
  },
  {
    id: "ap04-leak-upstairs-flat",
    half: "heldout",
    lines: [
      "Flat 2, Carlton Mansions. The leak came from flat 5 above, their washing machine hose went on Saturday.", // 0
      "Their plumber's fixed the hose, I've seen the invoice, so the source is sorted.", // 1
      "Mrs Okafor's staying with her sister till this is dried out.", // 2
      "Okay, kitchen first. The ceiling here is bowing, right in the middle, you can see it dropping.", // 3
      "That's sagging, I don't want anyone under that. Urgent, it might need taking down.", // 4
      "The light fitting in the middle of it has water in the shade, actually. Yeah, there's water sitting in the fitting.", // 5
      "Don't touch the switch. Isolate that lighting circuit at the consumer unit.", // 6
      "Kitchen units look okay, worktop's fine.", // 7
      "Hall. The wallpaper's peeling off down the hall wall where the water ran down.", // 8
      "That's decoration, low priority, once it's dried.", // 9
      "Skirting in the hall's swollen at the bottom, the MDF's blown.", // 10
      "Replace the skirting, routine.", // 11
      "Living room, no damp on that wall, I've put the meter on it, reading's normal.", // 12
      "Bathroom. Extractor fan's not working, hmm, might be on the same circuit as the kitchen light.", // 13
      "No, it's on its own fused spur, it's just dead. Needs a new fan.", // 14
      "Back to the hall. The carpet's soaked by the front door, smells a bit.", // 15
      "Carpet and underlay need lifting and the floor dried, this week.", // 16
      "Front door locks, fine. Windows fine.", // 17
      "Boiler's firing, radiators are warm, hot water's on.", // 18
      "Okay, I'll send all this over to the building insurer.", // 19
    ],
    findings: [
      {
        id: "kitchen-ceiling",
        at: [3, 4],
        thing: ["ceiling"],
        problem: ["bowing", "sagging", "dropping"],
        priority: "HIGH",
      },
      {
        id: "light-fitting",
        at: [5, 6],
        thing: ["light fitting", "fitting", "lighting"],
        problem: ["water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "wallpaper",
        at: [8, 9],
        thing: ["wallpaper"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "skirting",
        at: [10, 11],
        thing: ["skirting", "MDF"],
        problem: ["swollen", "blown"],
        priority: "MEDIUM",
      },
      {
        id: "extractor",
        at: [13, 14],
        thing: ["extractor", "fan"],
        problem: ["not working", "dead"],
        priority: "MEDIUM",
      },
      {
        id: "hall-carpet",
        at: [15, 16],
        thing: ["carpet", "underlay"],
        problem: ["soaked"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ap05-breakin-shop",
    half: "tune",
    lines: [
      "Alright, this is the Main Street location, the hardware store unit. Break-in was overnight Friday into Saturday.", // 0
      "Police have been, they've got their report, case number's on the file.", // 1
      "Front entrance. The glass on the left door is shattered, they've got plywood over it already.", // 2
      "No wait, the plywood's only on the bottom half, the top pane's still got shards hanging in it.", // 3
      "Those shards need to come out today, somebody could get cut.", // 4
      "The deadbolt on the right-hand door is bent, it won't throw all the way.", // 5
      "So the front isn't secure right now. That's top priority, locksmith this afternoon.", // 6
      "Jenny, can you grab the alarm code off the office? Thanks.", // 7
      "Alarm panel by the door, it's been ripped off the wall, wires hanging out.", // 8
      "The wires, are those live? Don't touch them. Get the alarm company and an electrician.", // 9
      "Sales floor looks fine, they just went for the register.", // 10
      "Register counter, the drawer's been pried, the counter laminate's chipped along the edge.", // 11
      "That's cosmetic, whenever.", // 12
      "Going to the back. Stockroom, the back door's fine, they didn't come in that way.", // 13
      "Restroom, faucet works, toilet flushes fine.", // 14
      "Office. The office door frame is split where they kicked it in.", // 15
      "Door still closes but it won't latch. Medium priority, the front's the bigger problem.", // 16
      "Security camera over the back door, it's been turned to face the wall, and the lens is smashed.", // 17
      "Replace that camera this week.", // 18
      "Okay, insurance photos are done, I'll get everything over to the owner.", // 19
    ],
    findings: [
      {
        id: "front-glass",
        at: [2, 3, 4],
        thing: ["glass", "pane"],
        problem: ["shattered", "shards"],
        priority: "HIGH",
      },
      {
        id: "deadbolt",
        at: [5, 6],
        thing: ["deadbolt"],
        problem: ["bent", "won't throw", "isn't secure"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "alarm-panel",
        at: [8, 9],
        thing: ["alarm panel", "wires"],
        problem: ["ripped", "hanging", "live"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "counter",
        at: [11, 12],
        thing: ["counter", "laminate"],
        problem: ["chipped"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "office-door",
        at: [15, 16],
        thing: ["door frame", "door"],
        problem: ["split", "won't latch"],
        priority: "MEDIUM",
      },
      {
        id: "camera",
        at: [17, 18],
        thing: ["camera", "security camera"],
        problem: ["smashed", "turned"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ap06-kitchen-fire-hmo",
    half: "heldout",
    lines: [
      "Right, 9 Elm Grove, the HMO. Small fire in the shared kitchen Wednesday evening, pan left on the hob.", // 0
      "Fire brigade came, put it out, nobody hurt, thank God.", // 1
      "Tenant in room 3 was the one cooking, he's been spoken to.", // 2
      "Kitchen. The wall units above the cooker are scorched, the one directly above is charred underneath.", // 3
      "That unit needs replacing, and the one next to it, this week.", // 4
      "The cooker hood's melted. Yeah, completely melted, the filter's gone.", // 5
      "Needs a new hood.", // 6
      "The double socket to the right of the hob, the faceplate's blackened and cracked from the heat.", // 7
      "That's not to be used, get it isolated and replaced today.", // 8
      "Heat detector on the kitchen ceiling, it went off on the night, let me test it... yeah, it sounds.", // 9
      "Good, that's fine.", // 10
      "Ceiling above the hob is smoke-stained all over.", // 11
      "That's just cosmetic, clean and repaint.", // 12
      "Fire door from the kitchen to the hall, the closer's been disconnected, somebody's propped it with a wedge.", // 13
      "It doesn't self-close at all now. That has to be fixed today, it's an HMO.", // 14
      "Fire blanket's gone, used on the night I think. Need a new one on the wall.", // 15
      "Out to the hall. Smoke alarm in the hall, tested, sounds fine.", // 16
      "The hall carpet's got black footprints all down it from the firemen's boots, cosmetic, get it cleaned.", // 17
      "Upstairs, rooms all fine, no smoke got up there.", // 18
      "Consumer unit under the stairs, all the breakers are up, nothing tripped.", // 19
      "Okay, that's the lot, I'll do the report tonight.", // 20
    ],
    findings: [
      {
        id: "wall-units",
        at: [3, 4],
        thing: ["wall units", "unit"],
        problem: ["scorched", "charred"],
        priority: "MEDIUM",
      },
      {
        id: "cooker-hood",
        at: [5, 6],
        thing: ["cooker hood", "hood"],
        problem: ["melted"],
        priority: "MEDIUM",
      },
      {
        id: "socket",
        at: [7, 8],
        thing: ["socket", "faceplate"],
        problem: ["blackened", "cracked"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ceiling-smoke",
        at: [11, 12],
        thing: ["ceiling"],
        problem: ["stained"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-door",
        at: [13, 14],
        thing: ["fire door", "closer"],
        problem: ["disconnected", "doesn't self-close", "propped"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fire-blanket",
        at: [15],
        thing: ["fire blanket"],
        problem: ["gone"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall-carpet",
        at: [17],
        thing: ["carpet"],
        problem: ["footprints"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ap07-flood-holiday-let",
    half: "tune",
    lines: [
      "Okay, this is the holiday let at Riverside Lane, after the creek came up on Thursday.", // 0
      "Water got to about knee height through the ground floor, it's gone down now.", // 1
      "No bookings till the end of the month, so we've got a bit of time.", // 2
      "Front steps. The bottom step's been undermined, it rocks when you stand on it.", // 3
      "Careful, mate. Yeah, that's dangerous, it needs fixing before anyone stays.", // 4
      "Front door's swollen, it won't close properly, I had to shoulder it.", // 5
      "And if it won't close it won't lock, so that's the house open. Needs doing today.", // 6
      "Lounge. Plasterboard's wet up to about half a metre, all the way round.", // 7
      "That'll need cutting out to above the line, it's the standard flood thing.", // 8
      "The power points along that wall were under water. Don't use them, sparky has to check every one before the power goes back on.", // 9
      "The switchboard's fine, it's up high, and the main switch is off.", // 10
      "Kitchen. Fridge is stuffed, that's the owner's, they're claiming it on contents.", // 11
      "Floor tiles in the kitchen are fine actually, they've come up alright after a mop.", // 12
      "Hot water system outside, it's a gas one, it won't light. Tried it three times.", // 13
      "Smells of gas a bit around it, actually. Yeah, definitely a gas smell. Turn it off at the meter.", // 14
      "Back bedroom, carpet's soaked through and it stinks, that's got to go.", // 15
      "Mould starting on the bottom of the wardrobe doors already.", // 16
      "Bathroom, toilet flushes, drains are okay, no backing up.", // 17
      "Fly screen on the back door's torn, low priority, next visit.", // 18
      "Right, I'm going to ring the insurer now, that's the lot.", // 19
    ],
    findings: [
      {
        id: "front-step",
        at: [3, 4],
        thing: ["step"],
        problem: ["undermined", "rocks"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "front-door",
        at: [5, 6],
        thing: ["front door", "door"],
        problem: ["swollen", "won't close", "won't lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "plasterboard",
        at: [7, 8],
        thing: ["plasterboard"],
        problem: ["wet"],
        priority: "MEDIUM",
      },
      {
        id: "power-points",
        at: [9],
        thing: ["power points"],
        problem: ["under water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hot-water-gas",
        at: [13, 14],
        thing: ["hot water system", "hot water", "gas"],
        problem: ["won't light", "gas smell", "smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bedroom-carpet",
        at: [15],
        thing: ["carpet"],
        problem: ["soaked", "stinks"],
        priority: "MEDIUM",
      },
      { id: "wardrobe-mould", at: [16], thing: ["mould"], priority: "MEDIUM" },
      { id: "fly-screen", at: [18], thing: ["fly screen"], problem: ["torn"], priority: "LOW" },
    ],
  },
  {
    id: "ap08-breakin-all-sorted",
    half: "heldout",
    lines: [
      "Okay, this is the follow-up at 31a Marsh Lane, the ground floor flat, after the break-in on Sunday.", // 0
      "Just so it's on the record, they came in through the back kitchen window.", // 1
      "The glazier boarded it Sunday night and put the new double-glazed unit in yesterday. Let me check it... locks, handle's fine, all good.", // 2
      "Locksmith changed the front door cylinder Monday, new keys to the tenant, I've got the spare.", // 3
      "Front door locks fine, deadlocks, both bolts working.", // 4
      "Hall. The alarm's been reset, the engineer came out, it's armed and tested.", // 5
      "Smoke alarm in the hall, test... yep, sounds.", // 6
      "Kitchen. They'd made a bit of a mess of the sill but the glazier's made it good, you can't tell.", // 7
      "Worktop's fine, no damage there.", // 8
      "Tenant's already cleaned up the glass, hoovered the lot. Cheers, Priya.", // 9
      "Living room, nothing touched in here really, the telly's hers, that's been claimed on her contents.", // 10
      "Bedroom, window locks fine, key's in the drawer.", // 11
      "Bathroom, all fine, boiler's running, radiators warm.", // 12
      "Back out to the garden. Back gate's got the new padlock on, that was done Monday too.", // 13
      "The fence is fine, no, no damage there.", // 14
      "Security light over the back door, wave my hand... comes on, good.", // 15
      "So honestly, everything's sorted. Nothing to action.", // 16
      "I'll close the job on the system.", // 17
    ],
    findings: [],
  },
  {
    id: "ap09-heatwave-office",
    half: "tune",
    lines: [
      "Okay, we're at the Riverside office building, second floor suite, following up after last week's heat wave.", // 0
      "The AC went down on Wednesday when it hit a hundred and six, tenants were sent home early.", // 1
      "HVAC contractor came Thursday, replaced the capacitor on unit two, that's running fine now.", // 2
      "Let me check... yeah, cold air at the vents, thermostat's reading seventy-two. Good.", // 3
      "But unit one, the rooftop unit for the east side, still isn't cooling. Vents are blowing warm.", // 4
      "East side's all the conference rooms, they're at eighty-five in there. That needs to be fixed this week.", // 5
      "Mike, can you check the thermostat on that side? ... Yeah, it's set to sixty-eight, so it's not the setting.", // 6
      "Server closet. It's hot in here, the little split unit's dripping condensate onto the floor.", // 7
      "Actually, it's dripping onto the power strip under it. That's bad, move the strip now and get the unit looked at today.", // 8
      "Break room. Fridge is fine, faucet's fine.", // 9
      "Ceiling tile by the window's stained, water mark from the condensate line I guess, old.", // 10
      "Just swap that tile, cosmetic.", // 11
      "The window blinds on the south side are warped from the heat, a couple of slats are melted.", // 12
      "Low priority, replace next visit.", // 13
      "Restrooms, all fine, flush, faucets working.", // 14
      "Exit sign at the end of the corridor is out, not lit. Battery backup's dead too.", // 15
      "That's a fire code thing, get that sorted today.", // 16
      "Stairwell door closes and latches fine.", // 17
      "Okay, I think that's it for this floor.", // 18
    ],
    findings: [
      {
        id: "rooftop-unit",
        at: [4, 5, 6],
        thing: ["rooftop unit", "unit one", "unit"],
        problem: ["isn't cooling", "warm"],
        priority: "MEDIUM",
      },
      {
        id: "split-unit-drip",
        at: [7, 8],
        thing: ["split unit", "unit", "power strip"],
        problem: ["dripping"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "ceiling-tile",
        at: [10, 11],
        thing: ["ceiling tile", "tile"],
        problem: ["stained", "water mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "blinds",
        at: [12, 13],
        thing: ["blinds", "slats"],
        problem: ["warped", "melted"],
        priority: "LOW",
      },
      {
        id: "exit-sign",
        at: [15, 16],
        thing: ["exit sign"],
        problem: ["out", "not lit", "dead"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ap10-freeze-school",
    half: "heldout",
    lines: [
      "Right, this is St Mary's primary, the caretaker's with me, it's the Monday after the big freeze.", // 0
      "Over half term the heating was off and a pipe burst in the roof space over the Year 2 classroom.", // 1
      "Water's been off since Saturday, Gary found it, he turned the stopcock off.", // 2
      "Year 2 classroom. Ceiling tiles have come down in the corner, there's three on the floor.", // 3
      "The grid's bent where they fell, and the ceiling above is still dripping a bit.", // 4
      "So it's still leaking from somewhere even with the stopcock off, Gary? ... Right, the tank's draining down. Needs a plumber today.", // 5
      "Pipe in the loft, that's the split one, you can see the split along it. Needs replacing, obviously, that's the plumber job.", // 6
      "Carpet tiles are soaked in this corner, they'll need lifting.", // 7
      "Wall display boards are ruined but that's the school's, not ours.", // 8
      "Corridor. Radiators are stone cold. Boiler's locked out, Gary says it won't relight.", // 9
      "No heating in a school in January, that's urgent, kids are due back Wednesday.", // 10
      "The double socket in the corridor under where the water came through, the wall's wet above it.", // 11
      "Is it, yeah, it's wet on the faceplate. Get that circuit off.", // 12
      "Hall. Fire exit doors, push bar works, opens fine.", // 13
      "Boys' toilets, one of the cisterns has cracked, the lid's cracked as well, frost got it I think.", // 14
      "The crack's through the body of the cistern, so that one's out of use until it's replaced.", // 15
      "Outside, the path to the playground has been gritted, it's fine, Gary did it first thing.", // 16
      "Playground gutter on the canteen side, a section has come off with the ice and it's hanging by one bracket.", // 17
      "That's over the entrance, that has to come down or be fixed before Wednesday.", // 18
      "Okay, I think that's it. I'll email the head.", // 19
    ],
    findings: [
      {
        id: "classroom-ceiling",
        at: [3, 4, 5],
        thing: ["ceiling tiles", "ceiling", "tank"],
        problem: ["come down", "dripping", "leaking"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "burst-pipe",
        at: [6],
        thing: ["pipe"],
        problem: ["split"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "carpet-tiles",
        at: [7],
        thing: ["carpet tiles"],
        problem: ["soaked"],
        priority: "MEDIUM",
      },
      {
        id: "heating",
        at: [9, 10],
        thing: ["radiators", "boiler", "heating"],
        problem: ["cold", "locked out", "won't relight"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "corridor-socket",
        at: [11, 12],
        thing: ["socket", "faceplate"],
        problem: ["wet"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "cistern",
        at: [14, 15],
        thing: ["cistern"],
        problem: ["cracked", "crack"],
        priority: "MEDIUM",
      },
      {
        id: "canteen-gutter",
        at: [17, 18],
        thing: ["gutter"],
        problem: ["come off", "hanging"],
        priority: "HIGH",
      },
    ],
  },
  {
    id: "ap11-storm-tree-units",
    half: "tune",
    lines: [
      "Right, this is the unit block on Jacaranda Avenue, six units, after Friday's storm.", // 0
      "SES came out Friday night and tarped unit four's roof, so that's holding for now.", // 1
      "Let me check the tarp... yep, it's tied down tight, no water getting in under it. Good.", // 2
      "The big gum out the front dropped a limb across the driveway, council's already cut it up and taken it.", // 3
      "But there's another limb up there, see it, that's cracked and hanging over the letterboxes.", // 4
      "That's a widowmaker, tape it off and get an arborist in today.", // 5
      "Colorbond fence on the left boundary's flattened, three panels down.", // 6
      "Fence needs replacing, put it on the insurance claim, within the month.", // 7
      "Round the back by the bins. Downpipe's been ripped off the wall on unit two.", // 8
      "Needs refitting this week, otherwise it all goes into the footings.", // 9
      "Unit four inside. Ceiling in the main bedroom's got a water stain where the roof got hit, it's dry now.", // 10
      "Just paint that once the roof's done, cosmetic.", // 11
      "Unit four's tenant, Sharon, she's staying at her mum's till the roof's fixed.", // 12
      "The roof itself, the sheet that got holed, the permanent repair, that's the roofer, this week.", // 13
      "Unit one, the sliding door's been jammed by the debris, no, hang on, it's come off its track.", // 14
      "It won't lock off the track. It's ground floor, so that needs doing today.", // 15
      "Unit one's smoke alarm, chirping, low battery. Tenant says it's been going since the power went out.", // 16
      "Replace the battery today, it's a life safety thing.", // 17
      "Common area lights all working. Stairs handrail's solid.", // 18
      "Okay, that's us. Photos done.", // 19
    ],
    findings: [
      {
        id: "tree-limb",
        at: [4, 5],
        thing: ["limb", "gum"],
        problem: ["cracked", "hanging"],
        priority: "HIGH",
      },
      {
        id: "boundary-fence",
        at: [6, 7],
        thing: ["fence", "colorbond"],
        problem: ["flattened", "down"],
        priority: "MEDIUM",
      },
      {
        id: "downpipe",
        at: [8, 9],
        thing: ["downpipe"],
        problem: ["ripped off"],
        priority: "MEDIUM",
      },
      {
        id: "bedroom-ceiling",
        at: [10, 11],
        thing: ["ceiling"],
        problem: ["water stain", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "roof-sheet",
        at: [13],
        thing: ["roof", "sheet"],
        problem: ["holed"],
        priority: "MEDIUM",
      },
      {
        id: "sliding-door",
        at: [14, 15],
        thing: ["sliding door", "door"],
        problem: ["off its track", "won't lock", "jammed"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "smoke-alarm",
        at: [16, 17],
        thing: ["smoke alarm"],
        problem: ["chirping", "low battery"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ap12-complaint-followup",
    half: "heldout",
    lines: [
      "Okay, this is 418 Oak Street, apartment 2, following up on the tenant's complaint from after the storm.", // 0
      "She called in saying water was coming in around the living room window when it rained Sunday.", // 1
      "She's not home, I've got her permission to enter, it's logged.", // 2
      "Living room window. Let me look at the sill... it's dry, no staining on the drywall under it.", // 3
      "Caulking looks intact on the outside too, I checked from the yard on the way in.", // 4
      "Hmm. So, nothing obvious there. I'll check it next time it rains anyway, but no work order.", // 5
      "While I'm here, kitchen. Faucet's fine, no drips under the sink.", // 6
      "Bedroom, she mentioned the window in here sticks. Let me try it. Opens, closes, locks, fine.", // 7
      "Bathroom. Exhaust fan works.", // 8
      "Oh, the GFCI outlet by the bathroom sink, I pressed test and it tripped, then reset fine. Good.", // 9
      "Hallway smoke detector, press and hold... sounds. Good.", // 10
      "Back door. The deadbolt's stiff, I have to really lean on it to get it to turn.", // 11
      "It does lock, it's just stiff. Probably needs lubricating or the strike adjusted. Not urgent.", // 12
      "Let me try it again... yeah, it locks. Just heavy.", // 13
      "Furnace closet, filter's clean, furnace fired when I bumped the thermostat.", // 14
      "Okay, out front. Steps are fine, the railing's solid.", // 15
      "So, just the back door deadbolt. I'll text her and let her know.", // 16
    ],
    findings: [
      {
        id: "back-deadbolt",
        at: [11, 12, 13, 16],
        thing: ["deadbolt"],
        problem: ["stiff", "heavy"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ap13-flash-flood-cafe",
    half: "tune",
    lines: [
      "This is the unit on Bridge Street, the café, after the flash flood Monday afternoon.", // 0
      "Drain in the road backed up and it came in under the front door, about two inches deep.", // 1
      "The owner had the cleaners in Tuesday, they've pumped it out and dried what they could.", // 2
      "Okay, front of shop. The vinyl floor's lifting by the door, there's a bubble about a metre across.", // 3
      "That's a trip for customers, so that's got to be sorted before they reopen.", // 4
      "Front door threshold, the seal's gone, you can see daylight under the door.", // 5
      "Replace the threshold strip, soon, otherwise it'll just happen again.", // 6
      "Counter, fine, that's the tenant's fit-out anyway.", // 7
      "Behind the counter, there's a floor box with sockets in it, and it's full of silt, the lid was open.", // 8
      "Yeah, there's still water in the bottom of it. Nobody plugs anything in there. Electrician today.", // 9
      "Kitchen at the back. The walk-in chiller's fine, it's raised.", // 10
      "Floor gully in the kitchen doesn't drain, it's just sitting there full of water.", // 11
      "Probably silted up from the flood. Get the drainage people to jet it this week.", // 12
      "Toilet, customer toilet, flushes fine, hand basin fine.", // 13
      "The skirting in the toilet corridor, the paint's blistered along the bottom. Cosmetic.", // 14
      "Back door, the fire exit. They've stacked the wet stock in front of it, all the boxes.", // 15
      "That has to be cleared now, it's the only other way out. Tell Tom, would you?", // 16
      "Fire exit door itself opens fine, push bar works once the boxes are moved.", // 17
      "Plaster on the back wall is wet up to about a foot. Leave it to dry out, keep an eye on it.", // 18
      "Okay, I think that's everything. Insurance photos taken.", // 19
    ],
    findings: [
      {
        id: "vinyl-floor",
        at: [3, 4],
        thing: ["vinyl", "floor"],
        problem: ["lifting", "bubble"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "threshold",
        at: [5, 6],
        thing: ["threshold", "seal"],
        problem: ["gone", "daylight"],
        priority: "MEDIUM",
      },
      {
        id: "floor-box",
        at: [8, 9],
        thing: ["floor box", "sockets"],
        problem: ["silt", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "gully",
        at: [11, 12],
        thing: ["gully"],
        problem: ["doesn't drain", "silted"],
        priority: "MEDIUM",
      },
      {
        id: "skirting-paint",
        at: [14],
        thing: ["skirting", "paint"],
        problem: ["blistered"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-exit-blocked",
        at: [15, 16],
        thing: ["fire exit", "back door"],
        problem: ["stacked", "cleared"],
        priority: "HIGH",
        kind: "fire",
      },
      { id: "wet-plaster", at: [18], thing: ["plaster"], problem: ["wet"], priority: "LOW" },
    ],
  },
  {
    id: "ap14-grease-fire-house",
    half: "heldout",
    lines: [
      "Alright, this is the Hendersons' rental on Pine Ridge Drive, small grease fire Saturday night.", // 0
      "Tenant put it out with the extinguisher, fire department checked it and left.", // 1
      "Let's start in the kitchen. Range hood's scorched, look at that, black all over the front.", // 2
      "Microwave above the range is melted on the bottom. Both need replacing, the microwave's ours, it came with the house.", // 3
      "Cabinet above the microwave, the doors are blistered and there's soot all inside.", // 4
      "Replace the doors, clean the boxes, this week.", // 5
      "The outlet behind the range, I pulled the range out, the plug's scorched and the outlet's discolored.", // 6
      "That's the two-forty outlet, that's serious, breaker off and an electrician today.", // 7
      "Smoke detector in the kitchen's fine, it's the one that went off. Tested it, works.", // 8
      "But the hallway outside the bedrooms, the detector's missing. Just the bracket on the ceiling.", // 9
      "That should be there, it's a code requirement. Put a smoke detector in today.", // 10
      "Fire extinguisher's used, it's empty, needs replacing. Tenants need one.", // 11
      "Kitchen ceiling, there's smoke staining over the range, it's cosmetic, paint with a stain blocker.", // 12
      "Going through to the dining room, the smell's strong but no damage.", // 13
      "Living room fine, carpet fine.", // 14
      "Back to the hall. The furnace return vent's got soot on it, I'd get the ducts cleaned, the whole system pulled smoke through.", // 15
      "Not urgent, but within a couple of weeks.", // 16
      "Bathroom, fine, faucet works, toilet flushes.", // 17
      "Back door deadbolt works, front door works.", // 18
      "Okay, that's it. I'll submit to the adjuster.", // 19
    ],
    findings: [
      {
        id: "range-hood",
        at: [2, 3],
        thing: ["range hood", "hood"],
        problem: ["scorched"],
        priority: "MEDIUM",
      },
      { id: "microwave", at: [3], thing: ["microwave"], problem: ["melted"], priority: "MEDIUM" },
      {
        id: "cabinet-doors",
        at: [4, 5],
        thing: ["cabinet", "doors"],
        problem: ["blistered", "soot"],
        priority: "MEDIUM",
      },
      {
        id: "range-outlet",
        at: [6, 7],
        thing: ["outlet"],
        problem: ["scorched", "discolored"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hall-smoke-detector",
        at: [9, 10],
        thing: ["smoke detector", "detector"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "extinguisher",
        at: [11],
        thing: ["fire extinguisher", "extinguisher"],
        problem: ["empty", "used"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "ceiling-smoke",
        at: [12],
        thing: ["ceiling"],
        problem: ["smoke staining", "staining"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "ducts",
        at: [15, 16],
        thing: ["ducts", "return vent", "vent"],
        problem: ["soot"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ap15-breakin-townhouse",
    half: "tune",
    lines: [
      "Right, this is 5/17 Wattle Court, the townhouse, the break-in was Tuesday while the tenants were at work.", // 0
      "Police have been and done prints, the tenants have the event number.", // 1
      "They got in through the laundry window at the back, so let's start there.", // 2
      "Laundry window's smashed, there's still glass in the frame and on the floor.", // 3
      "Careful, Jess, mind your feet. That glass needs clearing and the window boarded today.", // 4
      "The window lock's snapped off as well, so even when it's reglazed it won't lock.", // 5
      "New lock on that when the glazier comes.", // 6
      "Fly screen on it's been cut out, it's just hanging. Replace it, not urgent.", // 7
      "Through to the kitchen. They've gone through the drawers but no damage to the house, that's all contents.", // 8
      "Back sliding door, they went out this way. The lock's fine, it was left unlocked, they just walked out.", // 9
      "Security screen door on the front, they tried to jemmy it. There's pry marks on the frame.", // 10
      "Still locks okay though. The marks are cosmetic, touch up the paint sometime.", // 11
      "Upstairs. Main bedroom, the wardrobe door's been pulled off its runner, it's leaning against the wall.", // 12
      "Rehang that, routine, this week or next.", // 13
      "Second bedroom fine, nothing touched.", // 14
      "Hallway, the smoke alarm, they've ripped it off the ceiling, no idea why. Wires hanging out of the ceiling.", // 15
      "That's a hardwired one, so it's exposed wiring and no alarm. Sparky today.", // 16
      "Bathroom fine. Shower's fine, no leaks.", // 17
      "Back downstairs. The tenants want a proper alarm system put in. That's a conversation for the owner, not a repair.", // 18
      "Okay, that's it. I'll send the report to the owner tonight.", // 19
    ],
    findings: [
      {
        id: "laundry-window",
        at: [3, 4],
        thing: ["window", "glass"],
        problem: ["smashed"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "window-lock",
        at: [5, 6],
        thing: ["window lock", "lock"],
        problem: ["snapped", "won't lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "fly-screen",
        at: [7],
        thing: ["fly screen"],
        problem: ["cut", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "screen-door-marks",
        at: [10, 11],
        thing: ["security screen door", "screen door", "frame"],
        problem: ["pry marks", "marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "wardrobe-door",
        at: [12, 13],
        thing: ["wardrobe door"],
        problem: ["pulled off", "leaning"],
        priority: "MEDIUM",
      },
      {
        id: "smoke-alarm",
        at: [15, 16],
        thing: ["smoke alarm", "alarm"],
        problem: ["ripped", "wires hanging", "exposed"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ap16-storm-office-block",
    half: "heldout",
    lines: [
      "Okay, it's Friday morning, this is Albion House, the office block, after the storm came through overnight.", // 0
      "Facilities manager's with me, Claire, she's been round once already.", // 1
      "Starting at the car park. Barrier's working, lights are fine.", // 2
      "Flat roof, we've come up the hatch. Membrane looks intact, no ponding to speak of, outlets are clear.", // 3
      "Claire says the contractor cleared the outlets last month, which helped.", // 4
      "The aerial on the plant room's bent over, that's the tenant's, they'll deal with it.", // 5
      "The coping stone on the corner by the plant room, that's loose. Look, it moves when I push it.", // 6
      "That's right above the entrance, so tape off below and get it fixed today. Don't want that falling on anyone.", // 7
      "Back down inside. Fourth floor, ceiling's fine, no stains.", // 8
      "Third floor, all fine.", // 9
      "Second floor, by the window in the corner office, the ceiling tile's got a new brown stain. Claire says it wasn't there last week.", // 10
      "It's dry now though. Maybe wind-driven rain through the window head. Keep an eye on it, check after the next storm.", // 11
      "First floor, fine. Ground floor reception, fine.", // 12
      "Fire alarm panel's showing normal, no faults.", // 13
      "Outside round the back by the bins, the bin store roof's fine, the fence is fine.", // 14
      "So just the two. Overall it's come through pretty well.", // 15
      "Right, I'll write it up.", // 16
    ],
    findings: [
      {
        id: "coping-stone",
        at: [6, 7],
        thing: ["coping stone", "coping"],
        problem: ["loose", "moves", "falling"],
        priority: "HIGH",
      },
      {
        id: "ceiling-tile-stain",
        at: [10, 11],
        thing: ["ceiling tile", "tile"],
        problem: ["stain"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ap17-windstorm-house",
    half: "tune",
    lines: [
      "Okay, this is 2210 Magnolia Lane, the single-family, after the storm Wednesday.", // 0
      "Winds were up around seventy, power was out for two days, it's back on now.", // 1
      "Front of the house. We've lost a bunch of shingles on the south slope, you can see the felt underneath.", // 2
      "A couple spots you can see the decking, so if it rains that's coming in. Need a tarp on that today.", // 3
      "Gutter on the front's fine, surprisingly.", // 4
      "The big oak in the front yard, a branch came down on the porch roof, it's still sitting there.", // 5
      "Porch roof's dented in under it, one of the porch posts is leaning out. I don't like that, keep people off the porch.", // 6
      "Get the branch off and a post shored up, urgent.", // 7
      "Going inside. Living room, the ceiling in the corner under the missing shingles has a water stain and it's soft.", // 8
      "It's wet. Yeah, it's still dripping a little. Put a bucket under it.", // 9
      "Kitchen. Refrigerator's running, the tenant lost all her food, that's her renter's insurance.", // 10
      "Tenant says the garbage disposal's not working since the power came back. Let me try... hums, won't spin.", // 11
      "Probably jammed, I'll reset it next visit, low priority.", // 12
      "Breaker panel in the garage. One breaker keeps tripping, the one for the back bedroom circuit.", // 13
      "Trips when I reset it, straight away. Something's wrong on that circuit, get an electrician out.", // 14
      "Back bedroom, the outlet by the window has a wet wall around it, that's where the rain got in round the window.", // 15
      "Okay, so that's why it's tripping. Water in the outlet box. Same electrician, today.", // 16
      "Window in the back bedroom, the paint on the sill's peeling, cosmetic, next visit.", // 17
      "Garage door opener works. Side door locks fine.", // 18
      "That's it, I'll send the photos to the insurance.", // 19
    ],
    findings: [
      {
        id: "shingles",
        at: [2, 3],
        thing: ["shingles", "roof"],
        problem: ["lost", "coming in"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "porch-branch",
        at: [5, 6, 7],
        thing: ["branch", "porch", "post"],
        problem: ["came down", "dented", "leaning"],
        priority: "HIGH",
      },
      {
        id: "living-ceiling",
        at: [8, 9],
        thing: ["ceiling"],
        problem: ["water stain", "soft", "dripping"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "garbage-disposal",
        at: [11, 12],
        thing: ["garbage disposal", "disposal"],
        problem: ["not working", "won't spin", "jammed"],
        priority: "LOW",
      },
      {
        id: "breaker",
        at: [13, 14],
        thing: ["breaker"],
        problem: ["tripping", "trips"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-outlet",
        at: [15, 16],
        thing: ["outlet"],
        problem: ["wet", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "sill-paint",
        at: [17],
        thing: ["sill", "paint"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ap18-leak-upstairs-office",
    half: "heldout",
    lines: [
      "Morning, this is the ground floor suite at 12 Kingsway, the dental practice's offices. Leak from the first floor kitchenette overnight.", // 0
      "Upstairs tenant's dishwasher, their maintenance bloke has isolated it, so it's stopped.", // 1
      "Right, reception. Ceiling tiles are stained in a line along here, three, four of them.", // 2
      "They're dry now. Swap them, low priority.", // 3
      "Back office. Here's where it came through, the tile's collapsed and it's on the desk.", // 4
      "The void above, let me get the torch up... the cable tray's wet, there's water sitting on the cable tray.", // 5
      "That's the data cabling and a couple of power feeds. Don't switch anything on in here till an electrician's looked. Today.", // 6
      "Desk's theirs, that's the tenant's stuff, they'll claim it.", // 7
      "Carpet tiles under the desk are soaked, they'll need replacing, this week.", // 8
      "Emergency light in the corridor outside, the green light's off on it. Let me press the test... nothing.", // 9
      "So that's not working, and it's the one by the fire exit. Needs fixing today.", // 10
      "Kitchen. The sink's fine, the water heater's fine.", // 11
      "The wall by the kitchen door has a crack, hairline, and it's old, it's painted over. Cosmetic.", // 12
      "Oh and the handrail on the steps down to the back door, it's come loose at the top bracket. Wobbles a lot.", // 13
      "That's not the leak, that's just been like that I think, but someone'll go down those steps. Needs fixing this week.", // 14
      "Actually no, put it as urgent. It's a fall.", // 15
      "Toilets fine, both flush, hand dryers work.", // 16
      "Radiators are on, boiler's in the plant room, that's fine.", // 17
      "Back to reception. Front door locks, fine.", // 18
      "Okay, I'll send the report to both tenants and the landlord.", // 19
    ],
    findings: [
      {
        id: "reception-tiles",
        at: [2, 3],
        thing: ["ceiling tiles", "tiles"],
        problem: ["stained"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "collapsed-tile",
        at: [4],
        thing: ["tile"],
        problem: ["collapsed"],
        priority: "MEDIUM",
      },
      {
        id: "cable-tray",
        at: [5, 6],
        thing: ["cable tray", "cabling"],
        problem: ["wet", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "carpet-tiles",
        at: [8],
        thing: ["carpet tiles"],
        problem: ["soaked"],
        priority: "MEDIUM",
      },
      {
        id: "emergency-light",
        at: [9, 10],
        thing: ["emergency light"],
        problem: ["off", "nothing", "not working"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hairline-crack",
        at: [12],
        thing: ["crack", "wall"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "handrail",
        at: [13, 14, 15],
        thing: ["handrail"],
        problem: ["loose", "wobbles"],
        priority: "HIGH",
        kind: "trip",
      },
    ],
  },
  {
    id: "ap19-heatwave-share-house",
    half: "tune",
    lines: [
      "Okay, this is the share house on Clarendon Street, five rooms, after the heatwave last week.", // 0
      "Forty-four degrees Thursday, and the tenants rang in saying the air con died.", // 1
      "So, the lounge split system. Let me turn it on... it comes on, fans going, but it's blowing warm.", // 2
      "Still warm after five minutes. Needs a tech out, this week.", // 3
      "The tenant in room two, Liam, he's got a fan going, he's alright for now.", // 4
      "Kitchen. Fridge is the tenants', not ours.", // 5
      "The power point behind the fridge, it's got a scorch mark on it, hmm, and it's warm to touch.", // 6
      "They had a fridge and two freezers running off a double adaptor on it. That's overloaded. Get rid of the adaptor and get the sparky to check it today.", // 7
      "Hallway. The ceiling's cracked across the whole width of the hallway, that's new.", // 8
      "It's about five mil wide at the middle, and the tenants say it's getting wider. I want an engineer to look at that.", // 9
      "Bathroom. Hot water's working, shower's fine, good pressure.", // 10
      "Exhaust fan in the bathroom's not working, no wait, it works, it's just really slow to start. Fine.", // 11
      "Room three, the window's stuck shut, the frame's swollen or something, won't open at all.", // 12
      "That's his only window, in this heat. Medium, get someone to free it up this week.", // 13
      "Out the back. The fly screen door's come off its top hinge, hanging. Low priority.", // 14
      "Smoke alarms, there's one in the hallway, tested, goes off. The one outside room five, pressed it, does not sound.", // 15
      "That one's dead. Pulled it down, no battery in it, somebody's taken it out. Replace it today.", // 16
      "Back yard, the clothesline's fine, the shed's the tenants' stuff.", // 17
      "Paint on the back fence is peeling in the heat, that's cosmetic, not worried.", // 18
      "Right, that's everything. I'll email the owner.", // 19
    ],
    findings: [
      {
        id: "split-system",
        at: [2, 3],
        thing: ["split system", "air con"],
        problem: ["blowing warm", "warm"],
        priority: "MEDIUM",
      },
      {
        id: "kitchen-power-point",
        at: [6, 7],
        thing: ["power point", "adaptor"],
        problem: ["scorch mark", "warm", "overloaded"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "hallway-crack",
        at: [8, 9],
        thing: ["ceiling", "crack"],
        problem: ["cracked", "wider"],
        priority: "HIGH",
      },
      {
        id: "room3-window",
        at: [12, 13],
        thing: ["window"],
        problem: ["stuck", "won't open", "swollen"],
        priority: "MEDIUM",
      },
      {
        id: "fly-screen-door",
        at: [14],
        thing: ["fly screen door", "screen door"],
        problem: ["come off", "hanging"],
        priority: "LOW",
      },
      {
        id: "smoke-alarm",
        at: [15, 16],
        thing: ["smoke alarm"],
        problem: ["does not sound", "dead", "no battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "fence-paint",
        at: [18],
        thing: ["fence", "paint"],
        problem: ["peeling"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ap20-adjuster-burst-pipe",
    half: "heldout",
    lines: [
      "Loss adjuster visit, 47 Tennyson Terrace, it's the sixteenth. Burst pipe in the loft during the cold snap, the tank feed.", // 0
      "Policyholder's Mr Hughes, he's the landlord, he's with me. Tenants are out.", // 1
      "Plumber came out the same night and capped it, so there's no water escaping now, mains back on.", // 2
      "Right, front bedroom first, that's under the tank. The ceiling's come down, half of it's on the floor.", // 3
      "What's left is hanging, the plasterboard's sagging off the joists by the window. Nobody goes in this room.", // 4
      "That needs to be made safe today, pulled down properly.", // 5
      "The light in here, the pendant, it's hanging by its flex in the middle of all that, and it was full of water.", // 6
      "Mr Hughes, has that circuit been off? ... It has, okay, keep it off until an electrician's tested it.", // 7
      "Carpet's ruined in here, obviously, and the underlay.", // 8
      "Back out to the landing. Landing ceiling's got a stain but it's dry and firm, it's cosmetic.", // 9
      "Loft hatch, let me get up. Insulation's soaked all round the tank, it's flat.", // 10
      "Needs stripping out and replacing, routine, before next winter at least. No, sooner, it'll rot the ceiling. This week.", // 11
      "The other pipes up here aren't lagged at all, none of them. That's how this happened.", // 12
      "Lag the lot, this week too.", // 13
      "Down to the bathroom. Boiler's in here, the combi. It's showing a fault code, no heating, no hot water.", // 14
      "Mr Hughes says it lost pressure when the pipe went. Let me try topping it up... still won't fire.", // 15
      "So no heat and no hot water, with the tenants due back tomorrow. Engineer today.", // 16
      "Carbon monoxide alarm next to the boiler, test... that works, good.", // 17
      "Downstairs. Kitchen ceiling, under the bathroom, there's a small damp patch, feels dry, that's old.", // 18
      "Mr Hughes says that was from years ago, fine, no action.", // 19
      "Living room, the bay window. Fine. Radiator's cold, but that's the boiler.", // 20
      "The front door, the tenants mentioned it sticks. Let me... yeah, it drags on the floor, but it shuts and locks.", // 21
      "Plane the bottom off at some point, low priority.", // 22
      "Back door, the lock. The key turns but the bolt doesn't go in, it's not catching the keep. It won't lock.", // 23
      "So the back door won't lock. That's got to be done today, it's on an alley.", // 24
      "Right, I think we've got everything. I'll send the schedule over.", // 25
    ],
    findings: [
      {
        id: "bedroom-ceiling",
        at: [3, 4, 5],
        thing: ["ceiling", "plasterboard"],
        problem: ["come down", "hanging", "sagging"],
        priority: "HIGH",
      },
      {
        id: "pendant-light",
        at: [6, 7],
        thing: ["light", "pendant", "flex"],
        problem: ["hanging", "water"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-carpet",
        at: [8],
        thing: ["carpet", "underlay"],
        problem: ["ruined"],
        priority: "MEDIUM",
      },
      {
        id: "landing-stain",
        at: [9],
        thing: ["ceiling", "stain"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "loft-insulation",
        at: [10, 11],
        thing: ["insulation"],
        problem: ["soaked", "flat"],
        priority: "MEDIUM",
      },
      {
        id: "pipe-lagging",
        at: [12, 13],
        thing: ["pipes", "lag"],
        problem: ["aren't lagged", "lagged"],
        priority: "MEDIUM",
      },
      {
        id: "boiler",
        at: [14, 15, 16],
        thing: ["boiler"],
        problem: ["fault", "no heating", "no hot water", "won't fire"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "front-door",
        at: [21, 22],
        thing: ["front door", "door"],
        problem: ["sticks", "drags"],
        priority: "LOW",
      },
      {
        id: "back-door-lock",
        at: [23, 24],
        thing: ["back door", "lock"],
        problem: ["won't lock", "not catching"],
        priority: "HIGH",
        kind: "security",
      },
    ],
  },
];
