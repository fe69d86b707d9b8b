// Blind walkthroughs, set meaning-49 (written without seeing the extractor).
// New-build snagging and end-of-defects inspections (UK), condo and apartment move-outs (Canada, US).
import type { Walkthrough } from "./types";

export const MEANING49_WALKTHROUGHS: Walkthrough[] = [
  {
    id: "ax01-plot23-snag-buyer",
    half: "tune",
    lines: [
      "Okay, recording. Plot twenty-three, Meadow Rise, home demo with the buyer, Mrs Okafor, and Gary from the site team.", // 0
      "Starting in the hall. Flooring's down, no lifting, no gaps at the thresholds.", // 1
      "Front door, um, if you turn the handle up the multipoint won't engage, so it won't lock at all.", // 2
      "Gary's saying it just needs the keeps adjusting but it can't be left like that overnight, she's moving in Saturday.", // 3
      "Downstairs WC. Basin's fine, flushes fine.", // 4
      "Kitchen. Bit of paint splashed on the window glass over the sink, just needs a scrape.", // 5
      "Worktops look good, no chips. Hob, oven, all the appliances have still got the film on but they work.", // 6
      "Heading upstairs. Landing smoke alarm, there's just the base plate on the ceiling, no head fitted.", // 7
      "So nothing there at all, that's got to go on today.", // 8
      "Bedroom one. Door's catching on the frame at the top, you have to shove it to close.", // 9
      "Hinges want packing out I'd say, it's a routine one.", // 10
      "Bedroom two, nothing wrong in here. Bedroom three, fine.", // 11
      "Bathroom. Silicone round the bath has a gap at the tap end, maybe a couple of centimetres missing.", // 12
      "Extractor fan, flick the light on and, no, nothing happens. Fan doesn't run at all.", // 13
      "Gary reckons it's on the isolator. He's checked, isolator's on. So it's the fan.", // 14
      "En-suite, the skirting trim's missing behind the door, there's just bare plaster.", // 15
      "Mrs Okafor's asking about the blinds, no, that's her own order, not ours.", // 16
      "Right, that's upstairs. Garden's turfed, fence is all up, no issues outside.", // 17
    ],
    findings: [
      {
        id: "front-door-lock",
        at: [2, 3],
        thing: ["front door", "door", "multipoint"],
        problem: ["won't engage", "won't lock", "lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "paint-on-glass",
        at: [5],
        thing: ["paint", "window", "glass"],
        problem: ["splash"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "landing-smoke-alarm",
        at: [7, 8],
        thing: ["smoke alarm", "alarm", "head"],
        problem: ["no head", "base plate", "nothing"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "bed1-door-catching",
        at: [9, 10],
        thing: ["door", "hinge"],
        problem: ["catching", "shove", "packing"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant-gap",
        at: [12],
        thing: ["silicone", "bath"],
        problem: ["gap", "missing"],
        priority: "MEDIUM",
      },
      {
        id: "bathroom-extractor",
        at: [13, 14],
        thing: ["extractor", "fan"],
        problem: ["nothing happens", "doesn't run"],
        priority: "MEDIUM",
      },
      {
        id: "ensuite-skirting-trim",
        at: [15],
        thing: ["skirting", "trim"],
        problem: ["missing", "bare"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ax02-toronto-condo-moveout",
    half: "heldout",
    lines: [
      "This is the move-out for suite 1407, 88 Harbour Street, Toronto. Tenant's here, Priya, she's handing over the fobs.", // 0
      "Entry closet, mirrored doors slide fine.", // 1
      "Kitchen. So there's a burn mark on the quartz countertop by the stove, looks like a hot pot.", // 2
      "That's cosmetic, we'll see if it polishes out, otherwise it comes off the deposit.", // 3
      "Dishwasher, um, there's standing water in the bottom. It doesn't drain.", // 4
      "Priya says it's been like that about a week. Okay, we'll get the appliance guy in.", // 5
      "No leaks under the sink, garburator works.", // 6
      "Living room, a bunch of nail holes in the drywall where the pictures were, maybe eight or nine.", // 7
      "Just needs patch and paint before the next tenant.", // 8
      "Balcony. Sliding door locks, the screen's torn along the bottom though, minor.", // 9
      "Sorry, the concierge is calling, one sec. ... Yeah, the elevator's booked till four, thanks.", // 10
      "Okay, washroom. Toilet's fine, tub's fine, caulking's in good shape actually.", // 11
      "The exhaust fan's making this awful grinding noise, like the bearing's going.", // 12
      "Bedroom, carpet's clean, not a mark on it. Closet's empty.", // 13
      "In-suite laundry, washer and dryer both run, lint trap's clean.", // 14
      "That's it, Priya, thanks, you'll get the deposit statement within ten days.", // 15
    ],
    findings: [
      {
        id: "countertop-burn",
        at: [2, 3],
        thing: ["countertop", "quartz"],
        problem: ["burn"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "dishwasher-drain",
        at: [4, 5],
        thing: ["dishwasher"],
        problem: ["doesn't drain", "standing water"],
        priority: "MEDIUM",
      },
      {
        id: "drywall-nail-holes",
        at: [7, 8],
        thing: ["drywall", "nail"],
        problem: ["holes", "patch"],
        priority: "LOW",
        kind: "cosmetic",
      },
      { id: "balcony-screen-torn", at: [9], thing: ["screen"], problem: ["torn"], priority: "LOW" },
      {
        id: "washroom-fan-noise",
        at: [12],
        thing: ["exhaust fan", "fan", "bearing"],
        problem: ["grinding", "noise", "going"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax03-defects-end-all-clear",
    half: "tune",
    lines: [
      "End of defects visit, 6 Larch Close, the two-year one. Mr and Mrs Hale.", // 0
      "So they reported three items back in March, let's go through them.", // 1
      "First one was the kitchen tap dripping. Customer care swapped the cartridge in April, it's bone dry now.", // 2
      "Second, the patio door was dropping and wouldn't lock. That's been re-hung, locks first time, lovely.", // 3
      "Third was the crack over the landing doorway. Filled and painted, you can't see it.", // 4
      "Mrs Hale says they're happy with all three.", // 5
      "I'll just have a quick look round while I'm here. Boiler's serviced, sticker says June, pressure's at one and a half.", // 6
      "Radiators all warm, no weeping on the valves.", // 7
      "Smoke alarms, pressed the test on both, both sound.", // 8
      "Bathroom, sealant's all intact, no mould, no gaps.", // 9
      "Loft hatch shuts flush. Insulation's still all there.", // 10
      "Outside, gutters are clear, nothing dripping, no staining on the brickwork.", // 11
      "Um, the shed's theirs, not part of the build, so I won't look at that.", // 12
      "Driveway, no sinking, block paving's level.", // 13
      "Right, nothing outstanding. I'll close the file and they'll get the letter.", // 14
    ],
    findings: [],
  },
  {
    id: "ax04-chicago-apt-moveout",
    half: "heldout",
    lines: [
      "Okay so this is unit 3B, 2210 North Kedzie, move-out inspection. Tenant left the keys with the front desk.", // 0
      "Living room. Carpet's got a big wine stain by the window, like a foot across.", // 1
      "Probably needs a professional clean, might not come out.", // 2
      "The blinds on the left window, no wait, the right window, they're snapped, half the slats are broken.", // 3
      "Kitchen. The outlet by the sink, the GFCI, it's scorched, black marks around the plug holes.", // 4
      "I'm gonna flip that breaker off right now, that's dangerous, electrician today.", // 5
      "Garbage disposal just hums, it's jammed. Won't turn.", // 6
      "Fridge is cold, freezer's cold, no ice on the back wall. Stove all four burners light.", // 7
      "Hallway, um, there's no smoke detector. There's the bracket on the ceiling but the detector's gone.", // 8
      "Tenant must have taken it down. Need a new one in before anybody stays here.", // 9
      "Bedroom. Closet door's come off the track, it's just leaning against the wall.", // 10
      "Floors in here are fine, walls are fine.", // 11
      "Bathroom, toilet flushes, no running. Tub drains fast.", // 12
      "Medicine cabinet mirror's fine. Okay, that's the unit.", // 13
    ],
    findings: [
      {
        id: "carpet-wine-stain",
        at: [1, 2],
        thing: ["carpet"],
        problem: ["stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bedroom-blinds",
        at: [3],
        thing: ["blinds", "slats"],
        problem: ["snapped", "broken"],
        priority: "MEDIUM",
      },
      {
        id: "gfci-scorched",
        at: [4, 5],
        thing: ["outlet", "GFCI"],
        problem: ["scorched", "black marks"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "disposal-jammed",
        at: [6],
        thing: ["garbage disposal", "disposal"],
        problem: ["jammed", "hums", "won't turn"],
        priority: "MEDIUM",
      },
      {
        id: "missing-smoke-detector",
        at: [8, 9],
        thing: ["smoke detector", "detector"],
        problem: ["no smoke detector", "gone", "taken it down"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "closet-door-track",
        at: [10],
        thing: ["closet door", "door", "track"],
        problem: ["off the track", "leaning"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax05-flat-two-year-defects",
    half: "tune",
    lines: [
      "Flat 4, Carrow Works, end of defects liability period. I'm with Sanjay from the developer's customer care.", // 0
      "Lounge. Hairline cracks in the ceiling along the board joints, that's normal shrinkage, decorating item really.", // 1
      "Sanjay agrees, they'll fill them but it's low priority.", // 2
      "Kitchen. Oh, under the sink, the waste trap's leaking, there's a puddle in the cupboard and the base is swelling.", // 3
      "It's dripping right now as I run the tap. Needs a plumber today.", // 4
      "Right, bedroom. Radiator's cold at the top, warm at the bottom, so it wants bleeding.", // 5
      "Um, could be air in the system, just book it in with the heating engineer.", // 6
      "Second bedroom's fine, window opens and locks, trickle vent works.", // 7
      "Balcony door. Ground floor flat this, so it opens onto the courtyard.", // 8
      "It's dropped on its hinges and the handle won't go up, so it won't lock.", // 9
      "Anyone could walk in off the courtyard, that's a today job.", // 10
      "Bathroom. Shower's running hot, good pressure. Tiles all fine.", // 11
      "Sorry Sanjay, what was that? No, I've got the meter readings already.", // 12
      "Hallway, intercom works, buzzed from outside, door release fine.", // 13
      "There's a scuff on the hall wall by the meter cupboard, a grey mark, cosmetic.", // 14
      "And the meter cupboard door, the magnetic catch is missing, so it just swings open.", // 15
      "Okay, I think that's everything for flat four.", // 16
    ],
    findings: [
      {
        id: "ceiling-shrinkage-cracks",
        at: [1, 2],
        thing: ["ceiling", "crack"],
        problem: ["crack", "shrinkage"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "sink-waste-leak",
        at: [3, 4],
        thing: ["waste trap", "trap", "sink"],
        problem: ["leaking", "puddle", "dripping"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-radiator-air",
        at: [5, 6],
        thing: ["radiator"],
        problem: ["cold", "bleeding", "air"],
        priority: "MEDIUM",
      },
      {
        id: "courtyard-door-lock",
        at: [9, 10],
        thing: ["balcony door", "door", "handle"],
        problem: ["won't lock", "dropped", "won't go up"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "hall-wall-scuff",
        at: [14],
        thing: ["wall", "scuff"],
        problem: ["scuff", "mark"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "meter-cupboard-catch",
        at: [15],
        thing: ["meter cupboard", "cupboard", "catch"],
        problem: ["missing", "swings open"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax06-vancouver-condo-single",
    half: "heldout",
    lines: [
      "Move-out, unit 602, The Alder, Kitsilano. It's pouring again, of course.", // 0
      "Tenants were here four years, place is honestly in great shape.", // 1
      "Kitchen, cabinets all close, soft-close works, no water damage under the sink.", // 2
      "Range hood light works, fan works.", // 3
      "Living room. Engineered hardwood, there's a long scratch by the balcony door, looks like they dragged the couch.", // 4
      "It's maybe a metre long, not deep, it's cosmetic. Might just need a touch-up pen.", // 5
      "Balcony. Drains clear, no ponding, railing's solid, I gave it a good shake.", // 6
      "Bathroom. Fan runs, toilet's good, the caulk round the tub is clean.", // 7
      "Bedroom, window's fine, no condensation on the frames, which is rare for here.", // 8
      "Smoke alarm tested, works. CO alarm by the bedroom tested, works.", // 9
      "Den, fine. In-suite storage, empty, fine.", // 10
      "Fob and two keys returned, parking remote returned.", // 11
      "Okay, I'll write it up for the strata and the owner tonight.", // 12
    ],
    findings: [
      {
        id: "hardwood-scratch",
        at: [4, 5],
        thing: ["hardwood", "scratch"],
        problem: ["scratch", "dragged"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ax07-site-manager-prehandover",
    half: "tune",
    lines: [
      "Pre-handover walk, plot nine, the Ashford house type. Me and Kerry, she's doing the finals list.", // 0
      "Kerry, you getting these down? Cheers.", // 1
      "Hall. Right, the consumer unit in the understairs, the cover's off and there's live cables just hanging out.", // 2
      "Whoever did second fix has left it like that. Get the sparky back, today, and tape that door shut meanwhile.", // 3
      "Stairs. Handrail's loose at the bottom, the bracket's pulled out of the plasterboard, it moves a good inch.", // 4
      "Somebody'll go down those stairs holding that. Has to be fixed before anyone else walks round.", // 5
      "Kitchen. Upstand on the worktop, the sealant's not been run along the back at all.", // 6
      "Just a snag, the mastic man can do it Friday.", // 7
      "Plinths are on, doors are all lined up, no, hang on, the corner wall unit's sitting lower than the others.", // 8
      "About five mil out. Wants the hinges tweaking, minor.", // 9
      "Lounge is fine. Bi-folds open and lock, all good.", // 10
      "Integral garage. Up-and-over door won't open past halfway, the spring's, um, something's binding on the runner.", // 11
      "Landing. Scuffs all up the wall where they carried the boiler up. Needs a mist coat.", // 12
      "Bathrooms, both fine, fans both run.", // 13
      "Outside, the outside tap's dripping from the spindle, just a slow drip.", // 14
      "Not urgent, new washer. Right Kerry, that's plot nine, let's do ten.", // 15
    ],
    findings: [
      {
        id: "consumer-unit-exposed",
        at: [2, 3],
        thing: ["consumer unit", "cables", "cover"],
        problem: ["cover's off", "live", "hanging out"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "stair-handrail-loose",
        at: [4, 5],
        thing: ["handrail", "bracket"],
        problem: ["loose", "pulled out", "moves"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "worktop-upstand-sealant",
        at: [6, 7],
        thing: ["upstand", "sealant", "mastic"],
        problem: ["not been run", "snag"],
        priority: "MEDIUM",
      },
      {
        id: "wall-unit-misaligned",
        at: [8, 9],
        thing: ["wall unit", "unit", "hinges"],
        problem: ["lower", "out", "tweaking"],
        priority: "LOW",
      },
      {
        id: "garage-door-binding",
        at: [11],
        thing: ["garage", "up-and-over", "door"],
        problem: ["won't open", "binding"],
        priority: "MEDIUM",
      },
      {
        id: "landing-scuffs",
        at: [12],
        thing: ["wall", "scuffs", "landing"],
        problem: ["scuff", "mist coat"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "outside-tap-drip",
        at: [14, 15],
        thing: ["outside tap", "tap", "spindle"],
        problem: ["dripping", "drip", "washer"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ax08-boston-condo-winter",
    half: "heldout",
    lines: [
      "Alright, 41 Commonwealth Ave, unit 2, move-out walkthrough with the tenant, Marcus. It's like ten degrees out.", // 0
      "First thing, it is freezing in here. Thermostat's set to seventy, the furnace won't fire up.", // 1
      "You hear it click and then nothing, no flame. So there's no heat in the whole place.", // 2
      "That's an emergency call, I'll get the HVAC guy out tonight before the pipes freeze.", // 3
      "Kitchen. Fridge, ah, there's water all over the floor, it's coming from the ice maker line at the back.", // 4
      "It's still dripping, I'm shutting off the valve behind it.", // 5
      "Marcus says that started yesterday. Okay.", // 6
      "Oven works, dishwasher's clean and dry.", // 7
      "Bathroom. Toilet keeps running after you flush, you can hear it refilling every couple minutes.", // 8
      "Probably the flapper. Vanity's fine, no leaks.", // 9
      "Bedroom. Door frame's split by the latch, looks like somebody forced it at some point.", // 10
      "Marcus, was that you? No? Okay, either way it needs a new piece of casing.", // 11
      "Window screen in here is torn, a little hole in the corner, small thing.", // 12
      "Hardwood's fine, walls are fine, they patched their own nail holes, nice job actually.", // 13
      "Front door deadbolt locks, chain's fine.", // 14
      "Okay Marcus, thanks, I'll email you the deposit breakdown.", // 15
    ],
    findings: [
      {
        id: "furnace-no-heat",
        at: [1, 2, 3],
        thing: ["furnace", "heat", "flame"],
        problem: ["won't fire", "no heat", "no flame", "freezing"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "ice-maker-leak",
        at: [4, 5, 6],
        thing: ["ice maker", "fridge", "line"],
        problem: ["water all over", "dripping", "coming from"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "toilet-running",
        at: [8, 9],
        thing: ["toilet", "flapper"],
        problem: ["running", "refilling"],
        priority: "MEDIUM",
      },
      {
        id: "door-frame-split",
        at: [10, 11],
        thing: ["door frame", "frame", "casing"],
        problem: ["split", "forced"],
        priority: "MEDIUM",
      },
      {
        id: "window-screen-torn",
        at: [12],
        thing: ["window screen", "screen"],
        problem: ["torn", "hole"],
        priority: "LOW",
      },
    ],
  },
  {
    id: "ax09-buyer-own-snag-rambling",
    half: "tune",
    lines: [
      "So, er, this is me doing my own snag list, 17 Foxglove Way, the developer gave us till Friday to send it in.", // 0
      "Front path, one of the slabs is rocking, it tips when you step on the edge, I nearly went over.", // 1
      "That wants sorting before the kids are running up and down it.", // 2
      "Front door, fine, locks fine. Hall, fine.", // 3
      "Kitchen, the cupboard, the one by the fridge, no, the one next to it, by the oven, the door's hanging lower than the rest.", // 4
      "It's only a little bit but it bugs me.", // 5
      "Upstairs, en-suite. Right, two of the floor tiles are cracked, right across, by the toilet.", // 6
      "And the grout's missing along the bottom row of wall tiles behind the, um, behind the basin.", // 7
      "Shower tray, there's a gap in the silicone in the corner, I can get my fingernail in it.", // 8
      "Water'll get behind there, surely, so that needs doing properly.", // 9
      "Landing, loft hatch doesn't sit flat, there's a gap on one side so you can feel the cold coming down.", // 10
      "Main bedroom's, yeah, main bedroom's fine. Radiators are all warm, that's good.", // 11
      "Oh and the garden, the fence panel at the back, the end one, it's just missing, there's a gap to next door's garden.", // 12
      "Their dog's been through twice already.", // 13
      "Right, I think that's it, I'll type it up tonight and email it to the sales office.", // 14
    ],
    findings: [
      {
        id: "path-slab-rocking",
        at: [1, 2],
        thing: ["slab", "path"],
        problem: ["rocking", "tips"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "kitchen-cupboard-door",
        at: [4, 5],
        thing: ["cupboard", "door"],
        problem: ["hanging lower", "lower"],
        priority: "LOW",
      },
      {
        id: "ensuite-cracked-tiles",
        at: [6],
        thing: ["floor tiles", "tiles"],
        problem: ["cracked"],
        priority: "MEDIUM",
      },
      { id: "missing-grout", at: [7], thing: ["grout"], problem: ["missing"], priority: "MEDIUM" },
      {
        id: "shower-tray-silicone",
        at: [8, 9],
        thing: ["shower tray", "silicone"],
        problem: ["gap", "water"],
        priority: "MEDIUM",
      },
      {
        id: "loft-hatch-gap",
        at: [10],
        thing: ["loft hatch", "hatch"],
        problem: ["doesn't sit flat", "gap", "cold"],
        priority: "MEDIUM",
      },
      {
        id: "fence-panel-missing",
        at: [12, 13],
        thing: ["fence panel", "fence"],
        problem: ["missing", "gap"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax10-ontario-pdi-all-good",
    half: "heldout",
    lines: [
      "PDI, pre-delivery inspection, lot 112, Stonebridge phase two, Milton. I'm with the builder's rep, Tony.", // 0
      "Weather's finally cooperating, so we'll do the outside first.", // 1
      "Siding's all on, soffits and eavestroughs are done, downspouts are connected.", // 2
      "Grading slopes away from the foundation, good. Driveway's not paved yet but that's scheduled for spring, it's not a deficiency.", // 3
      "Front door, deadbolt works, weatherstripping's all there.", // 4
      "Inside. Main floor, hardwood's installed, no gaps, no cupping, not a scratch on it.", // 5
      "Kitchen, all the cabinet doors line up, drawers run smooth, there's, uh, no chips on the counters.", // 6
      "Tony, is the backsplash tile included? Yeah, okay, it's in, it looks great.", // 7
      "Powder room, toilet flushes, vanity's fine, no drips under it.", // 8
      "Upstairs, three bedrooms, all the closet doors slide, windows open and close and lock.", // 9
      "Ensuite, the glass shower door seals fine, ran the shower, hot water comes through quick.", // 10
      "Main bath, tub's caulked, nothing wrong there.", // 11
      "Furnace and the HRV are running, thermostat responds, every register's blowing warm.", // 12
      "Smoke and CO alarms, tested each floor, they all go off.", // 13
      "Basement's unfinished, no water, no efflorescence on the walls, sump pump kicks on.", // 14
      "Honestly, not one item for the form. Tony, that's a first. Okay, signing off.", // 15
    ],
    findings: [],
  },
  {
    id: "ax11-phoenix-apt-oven",
    half: "tune",
    lines: [
      "Move-out inspection, Desert Palms apartments, building C, unit 118.", // 0
      "Living room looks good, they had it professionally cleaned, you can tell.", // 1
      "Carpet's fine, no stains, no pet odor.", // 2
      "AC is blowing cold, set it to seventy-four, it's cycling fine.", // 3
      "Kitchen. Stovetop works. Oven, I set it to three-fifty and, uh, it's been ten minutes and it's still stone cold.", // 4
      "Bake element isn't glowing at all, so that element's gone. Work order, normal priority.", // 5
      "Fridge and dishwasher fine.", // 6
      "Hallway, smoke detector chirped on test, that's the test, it's fine.", // 7
      "Bathroom. Toilet's good, the tub caulk's fine, the exhaust fan's running.", // 8
      "Bedroom, walls are clean, the blinds all work.", // 9
      "Patio, slider locks, the security bar's still there.", // 10
      "Water heater closet, no leaks, no rust at the base.", // 11
      "Okay, full deposit back, the oven's just wear and tear, not on them. Done.", // 12
    ],
    findings: [
      {
        id: "oven-not-heating",
        at: [4, 5],
        thing: ["oven", "element", "bake"],
        problem: ["cold", "isn't glowing", "gone"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax12-block-communal-defects",
    half: "heldout",
    lines: [
      "Communal areas, Kingfisher House, end-of-defects inspection with the managing agent, Lorraine, and the contractor's rep.", // 0
      "Ground floor lobby. Entrance door, the mag lock isn't holding, you can just pull it open without a fob.", // 1
      "So the block's open to anyone off the street. Lorraine says it's been like that since Monday.", // 2
      "That needs an engineer out today.", // 3
      "Post boxes fine. Floor tiles fine.", // 4
      "Stairwell, level one. The fire door onto the corridor doesn't close by itself, the closer's just not pulling it to.", // 5
      "It stops about a foot open. That's a fire door, it needs to shut.", // 6
      "Level two corridor. Emergency light by the lift, the little green test light's off and it didn't come on in the test.", // 7
      "The others on this floor are fine.", // 8
      "Ceiling tile outside flat 9, brown water stain, but it's dry, rep says it was the sprinkler test last year.", // 9
      "Still want it looked at and the tile replaced, not urgent.", // 10
      "Level three. Corridor walls are scuffed to bits from people moving in, trolley marks everywhere.", // 11
      "Decorations, leave that for the planned redecoration.", // 12
      "Rear fire exit at the bottom of stair B, there's pallets and a load of plasterboard stacked right against it.", // 13
      "You can't get the door open. That's the contractor's stuff, it comes out now, today.", // 14
      "Bin store, fine, lights on a sensor, work fine.", // 15
      "Lift's working, the phone in it connects. Okay, that's the common parts.", // 16
    ],
    findings: [
      {
        id: "entrance-door-maglock",
        at: [1, 2, 3],
        thing: ["entrance door", "door", "mag lock"],
        problem: ["isn't holding", "pull it open", "open to anyone"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "stair-fire-door-closer",
        at: [5, 6],
        thing: ["fire door", "closer", "door"],
        problem: ["doesn't close", "not pulling", "open"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "emergency-light-failed",
        at: [7],
        thing: ["emergency light", "light"],
        problem: ["off", "didn't come on"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "corridor-ceiling-stain",
        at: [9, 10],
        thing: ["ceiling tile", "tile", "ceiling"],
        problem: ["water stain", "stain"],
        priority: "LOW",
      },
      {
        id: "corridor-wall-scuffs",
        at: [11, 12],
        thing: ["corridor walls", "walls"],
        problem: ["scuffed", "trolley marks", "marks"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "fire-exit-blocked",
        at: [13, 14],
        thing: ["fire exit", "door", "pallets"],
        problem: ["stacked", "can't get the door open", "against"],
        priority: "HIGH",
        kind: "fire",
      },
    ],
  },
  {
    id: "ax13-calgary-suite-moveout",
    half: "tune",
    lines: [
      "Suite 305, Bow Ridge condos, Calgary. Move-out, minus twenty-two out there today, eh.", // 0
      "Entry. Smoke alarm's chirping every minute or so, low battery I'd guess.", // 1
      "Swap the battery today and test it, can't leave it chirping.", // 2
      "Living room. The baseboard heater under the window is stone cold, the dial's up full.", // 3
      "That's the only heat in this room and it's, what, fifteen degrees in here. Needs an electrician today.", // 4
      "Laminate's got a few scratches by the desk, chair wheels probably. Minor.", // 5
      "Kitchen, fine, all appliances work, no leaks under the sink.", // 6
      "Washroom. Caulking round the tub's gone black and it's peeling away at the corner.", // 7
      "Redo the caulk, sometime in the next couple of weeks is fine.", // 8
      "Ceiling above the tub has a yellow water stain, tenant says it's from the unit above, it's dry now.", // 9
      "I'll flag it to the condo board, and the stain needs a coat of stain-blocker, cosmetic.", // 10
      "Bedroom. Bifold closet door's off its top pin, it's sort of hanging.", // 11
      "Window's fine, blinds fine.", // 12
      "Balcony, can't really check it under all this snow, I'll note that.", // 13
      "Okay, keys, fob, mailbox key, all back. Thanks, Jen.", // 14
    ],
    findings: [
      {
        id: "smoke-alarm-chirping",
        at: [1, 2],
        thing: ["smoke alarm", "alarm", "battery"],
        problem: ["chirping", "low battery"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "baseboard-heater-cold",
        at: [3, 4],
        thing: ["baseboard heater", "heater", "heat"],
        problem: ["cold", "fifteen degrees"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "laminate-scratches",
        at: [5],
        thing: ["laminate"],
        problem: ["scratches"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "tub-caulking",
        at: [7, 8],
        thing: ["caulking", "caulk", "tub"],
        problem: ["black", "peeling"],
        priority: "MEDIUM",
      },
      {
        id: "washroom-ceiling-stain",
        at: [9, 10],
        thing: ["ceiling", "stain"],
        problem: ["water stain", "stain"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "bifold-door-pin",
        at: [11],
        thing: ["bifold", "closet door", "door"],
        problem: ["off its top pin", "hanging"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax14-plot41-demo-long",
    half: "heldout",
    lines: [
      "Right then, plot forty-one, Brookfield Park, new home demo and snag with Mr and Mrs Patel and Dave the site manager.", // 0
      "Dave's brought the list from the quality check, so we'll tick those off as we go.", // 1
      "Outside first. The front door's got a dent in the bottom panel, like something's been dropped against it.", // 2
      "Dave says it'll be a respray or a new door skin, it's cosmetic but the Patels want it done.", // 3
      "Mastic round the lounge window frame outside, it's missing on the left side, you can see daylight through the gap.", // 4
      "Guttering over the porch, um, there's a drip at the joint, it's leaking onto the step when it rains.", // 5
      "Dave, can you get the roofer to look at that this week? Yeah.", // 6
      "Inside. Downstairs WC, the window, the handle turns but it won't lock, the keep's in the wrong place.", // 7
      "That's a ground floor window on to the side passage, so that's one for today.", // 8
      "Lounge. Door's sticking on the carpet, needs a couple of mil off the bottom.", // 9
      "Radiator, the valve on the right side, there's water weeping out of the nut, it's dripping onto the new carpet.", // 10
      "Dave's going to get the plumber to it straight after this.", // 11
      "Gap under the skirting by the French doors, about three mil, just caulk it.", // 12
      "Kitchen. Double socket by the cooker, it's pulled away from the wall, you can see the wires behind it.", // 13
      "Don't touch that, Mrs Patel. Dave's isolating it now.", // 14
      "Appliances are all fine, the hob lights, the extractor works.", // 15
      "Heading upstairs. Stairs and banister solid.", // 16
      "Bedroom two, the window opens and shuts fine, bedroom three fine.", // 17
      "Main bedroom, behind the door they've missed a bit of painting, there's bare plaster where the door stop goes.", // 18
      "Bathroom, the shower works, both sinks drain.", // 19
      "Sorry, that's my phone, I'll ring them back.", // 20
      "Right, that's the list, Dave's got it. Keys Friday.", // 21
    ],
    findings: [
      {
        id: "front-door-dent",
        at: [2, 3],
        thing: ["front door", "door", "panel"],
        problem: ["dent"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "window-frame-mastic",
        at: [4],
        thing: ["mastic", "window frame", "frame"],
        problem: ["missing", "gap", "daylight"],
        priority: "MEDIUM",
      },
      {
        id: "porch-gutter-leak",
        at: [5, 6],
        thing: ["guttering", "gutter", "joint"],
        problem: ["drip", "leaking"],
        priority: "MEDIUM",
      },
      {
        id: "wc-window-lock",
        at: [7, 8],
        thing: ["window", "keep"],
        problem: ["won't lock", "wrong place"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "lounge-door-sticking",
        at: [9],
        thing: ["door"],
        problem: ["sticking"],
        priority: "MEDIUM",
      },
      {
        id: "radiator-valve-leak",
        at: [10, 11],
        thing: ["radiator", "valve", "nut"],
        problem: ["weeping", "dripping"],
        priority: "HIGH",
        kind: "water",
      },
      { id: "skirting-gap", at: [12], thing: ["skirting"], problem: ["gap"], priority: "LOW" },
      {
        id: "socket-pulled-away",
        at: [13, 14],
        thing: ["socket", "wires"],
        problem: ["pulled away", "see the wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "bedroom-missed-paint",
        at: [18],
        thing: ["paint", "plaster"],
        problem: ["missed", "bare"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ax15-austin-apt-moveout",
    half: "tune",
    lines: [
      "Okay, The Reserve at Mueller, unit 1124, move-out. It's a hundred and three out, so let's be quick.", // 0
      "AC, the thermostat's at seventy-two and it's reading eighty-one in here. Air's coming out but it's not cold.", // 1
      "Probably low on refrigerant. Put in a work order for this week, nobody's living here till the first.", // 2
      "Living room. Ceiling fan wobbles pretty bad on high, like it's out of balance.", // 3
      "Patio door, the slider, okay, the latch is broken, it won't lock at all. Ground floor, backs onto the greenbelt.", // 4
      "Gotta get that fixed today, or at least a bar in the track.", // 5
      "Kitchen, fine, disposal works, no drips.", // 6
      "Water heater closet. Okay, whoa, the relief valve's dribbling, there's a puddle in the drain pan and it's overflowing onto the floor.", // 7
      "That's coming out now, call the plumber.", // 8
      "Bedroom. Couple spots where they used tape on the wall and took the paint off.", // 9
      "Touch-up, minor. Carpet's fine in here, no stains.", // 10
      "Bathroom, tub, toilet, sink, all good, fan works.", // 11
      "Washer-dryer hookups, fine, no leaks on the hoses.", // 12
      "Front door, the deadbolt's fine, peephole's fine.", // 13
      "Alright, sending this to the office.", // 14
    ],
    findings: [
      {
        id: "ac-not-cooling",
        at: [1, 2],
        thing: ["AC", "air"],
        problem: ["not cold", "eighty-one", "low on refrigerant"],
        priority: "MEDIUM",
      },
      {
        id: "ceiling-fan-wobble",
        at: [3],
        thing: ["ceiling fan", "fan"],
        problem: ["wobbles", "out of balance"],
        priority: "MEDIUM",
      },
      {
        id: "patio-slider-lock",
        at: [4, 5],
        thing: ["patio door", "slider", "latch"],
        problem: ["broken", "won't lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "water-heater-relief-valve",
        at: [7, 8],
        thing: ["water heater", "relief valve", "valve"],
        problem: ["dribbling", "puddle", "overflowing"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "bedroom-paint-tape",
        at: [9, 10],
        thing: ["paint", "wall"],
        problem: ["took the paint off", "touch-up"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ax16-snag-phone-gas",
    half: "heldout",
    lines: [
      "Plot six, Oakwood Grange, final snag before completion. Buyer's Mr Dunne.", // 0
      "Kitchen first. Um, there's a smell of gas round the hob. Not strong, but it's definitely gas.", // 1
      "Hob's off, all the knobs are off. I'm turning it off at the meter and ringing the gas engineer now.", // 2
      "Hang on, the phone. ... Yeah, Oakwood plot six, smell of gas, can you get someone out this afternoon? Thanks.", // 3
      "Okay. Rest of the kitchen's fine, cupboards all fine.", // 4
      "Downstairs loo. It won't flush, you press the button and nothing, the cistern's full though.", // 5
      "Probably the push button's not connected to the valve. Routine.", // 6
      "Lounge, there's no door stop behind the door so the handle's going to go through the wall eventually. Minor one.", // 7
      "Patio doors, there's a scratch in the glass on the left pane, a light one, cosmetic.", // 8
      "Upstairs, everything's fine, I went through all three bedrooms, bathroom's fine.", // 9
      "Boiler fired up, hot water's hot.", // 10
      "Mr Dunne's asking about broadband, that's Openreach, not us.", // 11
      "Okay, done, we'll hold completion till the gas is signed off.", // 12
    ],
    findings: [
      {
        id: "gas-smell-hob",
        at: [1, 2, 3],
        thing: ["gas", "hob"],
        problem: ["smell"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "wc-wont-flush",
        at: [5, 6],
        thing: ["loo", "cistern", "button"],
        problem: ["won't flush", "nothing", "not connected"],
        priority: "MEDIUM",
      },
      {
        id: "lounge-door-stop",
        at: [7],
        thing: ["door stop", "door"],
        problem: ["no door stop"],
        priority: "LOW",
      },
      {
        id: "patio-glass-scratch",
        at: [8],
        thing: ["glass", "pane", "patio"],
        problem: ["scratch"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ax17-vancouver-strata-laundry",
    half: "tune",
    lines: [
      "Okay this is 1902 at the Meridian, Yaletown. Move-out with the owner's rep, Ken, tenant's already gone.", // 0
      "Suite entry door. The deadbolt, you turn the key and the bolt doesn't throw, it's seized.", // 1
      "So right now the suite doesn't lock. Ken, can we get a locksmith today? Yeah.", // 2
      "Kitchen, fine. The range hood light's out, just a bulb, whatever, minor.", // 3
      "In-suite laundry. Oh no. Water on the floor around the washer, it's leaking from the back when it fills.", // 4
      "I ran a rinse cycle and it's coming out the inlet hose connection. Shut the taps off. Plumber today, it'll go through to 1802.", // 5
      "Dryer's fine.", // 6
      "Main washroom, the fan doesn't come on, switch does nothing.", // 7
      "Mirror's fine, vanity's fine, no leaks.", // 8
      "Living room, paint's chipped on the corner by the hallway, couple of spots, touch-up.", // 9
      "Balcony, glass panels solid, drain's clear, no issues.", // 10
      "Bedroom, carpet's been cleaned, looks good. Closet, fine.", // 11
      "Ken's asking about the parking stall, that's the strata's, not ours.", // 12
      "Okay, that's 1902.", // 13
    ],
    findings: [
      {
        id: "entry-deadbolt-seized",
        at: [1, 2],
        thing: ["deadbolt", "bolt", "entry door"],
        problem: ["doesn't throw", "seized", "doesn't lock"],
        priority: "HIGH",
        kind: "security",
      },
      {
        id: "range-hood-bulb",
        at: [3],
        thing: ["range hood", "light", "bulb"],
        problem: ["out"],
        priority: "LOW",
      },
      {
        id: "washer-leak",
        at: [4, 5],
        thing: ["washer", "inlet hose", "hose"],
        problem: ["leaking", "water on the floor", "coming out"],
        priority: "HIGH",
        kind: "water",
      },
      {
        id: "washroom-fan-dead",
        at: [7],
        thing: ["fan"],
        problem: ["doesn't come on", "does nothing"],
        priority: "MEDIUM",
      },
      {
        id: "chipped-paint-corner",
        at: [9],
        thing: ["paint"],
        problem: ["chipped"],
        priority: "LOW",
        kind: "cosmetic",
      },
    ],
  },
  {
    id: "ax18-defects-end-complaints",
    half: "heldout",
    lines: [
      "Two-year defects inspection, 22 Sorrel Drive, with Mr Whitlock, who's, er, not best pleased with the builder.", // 0
      "He's got a list. First, the damp patch in the back bedroom, under the window.", // 1
      "Yeah, it's there, about the size of a dinner plate, the meter's reading high.", // 2
      "Probably the cavity tray or the window sealant. Needs investigating, not an emergency.", // 3
      "Cracks above the bedroom doors, both of them, hairline. Mr Whitlock says they came back after filling.", // 4
      "Those are settlement, decorating item, low.", // 5
      "The immersion heater, he says hot water stopped on Tuesday, they've been boiling kettles.", // 6
      "Switched it on, element's not heating, water's cold at every tap. That's today, with a kid in the house.", // 7
      "Outside. A roof tile's slipped over the front door, it's sitting on the gutter.", // 8
      "If that comes down it lands right on the step. Roofer needs to be here today to make it safe.", // 9
      "Trickle vent on the landing window, the cover's snapped off, it's just hanging.", // 10
      "The patio slabs he complained about, they were relaid in the summer, they're fine now.", // 11
      "Garage door works now, he says, so that's off the list.", // 12
      "Kitchen extractor, the builder fixed that in January, works fine.", // 13
      "Okay, Mr Whitlock, I'll get those to the builder's customer care today.", // 14
    ],
    findings: [
      { id: "back-bedroom-damp", at: [1, 2, 3], thing: ["damp"], priority: "MEDIUM" },
      {
        id: "door-head-cracks",
        at: [4, 5],
        thing: ["cracks", "doors"],
        problem: ["hairline", "settlement"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "immersion-no-hot-water",
        at: [6, 7],
        thing: ["immersion", "hot water", "element"],
        problem: ["stopped", "not heating", "cold"],
        priority: "HIGH",
        kind: "heat",
      },
      {
        id: "slipped-roof-tile",
        at: [8, 9],
        thing: ["roof tile", "tile"],
        problem: ["slipped", "comes down"],
        priority: "HIGH",
      },
      {
        id: "trickle-vent-cover",
        at: [10],
        thing: ["trickle vent", "vent", "cover"],
        problem: ["snapped", "hanging"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax19-nyc-apt-super",
    half: "tune",
    lines: [
      "Okay, 540 West 49th, apartment 5F, move-out. I'm with Hector, the super.", // 0
      "Living room. The window guard's missing on the left window, the right one's there.", // 1
      "Hector, there's a kid moving in, we need that guard back in before the lease starts, like tomorrow latest.", // 2
      "Radiator's hissing a lot, steam coming out the air valve. Hector says he'll swap the valve.", // 3
      "Okay, and the outlet behind where the TV was, the cover plate's gone, you can see the wires in the box.", // 4
      "Big holes from a TV mount above that, four of them. Spackle and paint, cosmetic.", // 5
      "Kitchen. Cabinet over the sink, the hinge is broken, the door's hanging by one screw.", // 6
      "Stove, the pilot's lit, all burners fine, no smell of gas.", // 7
      "Bathroom. Tub's draining really slow, it's still sitting there after a couple minutes.", // 8
      "Probably hair in the drain. Routine, Hector's got a snake.", // 9
      "Toilet's fine, tiles fine. Medicine cabinet's, eh, fine.", // 10
      "Bedroom, floors are good, closet's fine.", // 11
      "Smoke and CO detector in the hall, hit the button, it goes off.", // 12
      "Okay Hector, thanks. I'll send it to management.", // 13
    ],
    findings: [
      {
        id: "window-guard-missing",
        at: [1, 2],
        thing: ["window guard", "guard"],
        problem: ["missing"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "radiator-air-valve",
        at: [3],
        thing: ["radiator", "air valve", "valve"],
        problem: ["hissing", "steam"],
        priority: "MEDIUM",
      },
      {
        id: "outlet-cover-missing",
        at: [4],
        thing: ["outlet", "cover plate", "wires"],
        problem: ["gone", "see the wires"],
        priority: "HIGH",
        kind: "electrical",
      },
      {
        id: "tv-mount-holes",
        at: [5],
        thing: ["TV mount", "holes"],
        problem: ["holes"],
        priority: "LOW",
        kind: "cosmetic",
      },
      {
        id: "cabinet-hinge-broken",
        at: [6],
        thing: ["cabinet", "hinge"],
        problem: ["broken", "hanging"],
        priority: "MEDIUM",
      },
      {
        id: "tub-slow-drain",
        at: [8, 9],
        thing: ["tub", "drain"],
        problem: ["draining really slow", "slow", "hair"],
        priority: "MEDIUM",
      },
    ],
  },
  {
    id: "ax20-inspector-flat-dictation",
    half: "heldout",
    lines: [
      "Independent snagging survey, apartment 12, Wharfside, fourth floor. Client's the purchaser, not present.", // 0
      "Item one. Entrance door, it's an FD30S fire door, the overhead closer doesn't pull it onto the latch, it stops about twenty mil short.", // 1
      "Needs the closer adjusting, and I'd class that urgent given it's the fire door to the common corridor.", // 2
      "Hall cupboard, the, er, the architrave's missing on the hinge side. Item two, minor.", // 3
      "Item three, kitchen. Sealant between worktop and splashback is incomplete, a gap of about 300 mil at the hob end.", // 4
      "Appliances tested, all operational. Sink, no leaks, no drips.", // 5
      "Bathroom. Item four, bath sealant has shrunk away from the tiles along the long edge.", // 6
      "Item five, the ceiling downlight over the basin is flickering, on and off, probably the driver.", // 7
      "Grout in the shower area is complete, no issues. WC flushes and refills.", // 8
      "Living area. Item six, the balcony balustrade, the glass panel at the end is loose in its shoe, it rocks when you push it.", // 9
      "Fourth floor, that's a fall risk, make safe today and keep the balcony locked off.", // 10
      "Window board in the bedroom, the end trim's missing. Item seven, low.", // 11
      "Bedroom two, no defects noted. Wardrobes fine.", // 12
      "Smoke and heat detectors all respond on test.", // 13
      "End of survey, apartment twelve.", // 14
    ],
    findings: [
      {
        id: "entrance-fire-door-closer",
        at: [1, 2],
        thing: ["fire door", "entrance door", "closer"],
        problem: ["doesn't pull", "short", "adjusting"],
        priority: "HIGH",
        kind: "fire",
      },
      {
        id: "hall-architrave-missing",
        at: [3],
        thing: ["architrave"],
        problem: ["missing"],
        priority: "LOW",
      },
      {
        id: "worktop-sealant-gap",
        at: [4],
        thing: ["sealant", "worktop", "splashback"],
        problem: ["incomplete", "gap"],
        priority: "MEDIUM",
      },
      {
        id: "bath-sealant-shrunk",
        at: [6],
        thing: ["bath", "sealant"],
        problem: ["shrunk"],
        priority: "MEDIUM",
      },
      {
        id: "downlight-flickering",
        at: [7],
        thing: ["downlight", "light", "driver"],
        problem: ["flickering"],
        priority: "MEDIUM",
      },
      {
        id: "balustrade-glass-loose",
        at: [9, 10],
        thing: ["balustrade", "glass panel", "panel"],
        problem: ["loose", "rocks"],
        priority: "HIGH",
        kind: "trip",
      },
      {
        id: "window-board-trim",
        at: [11],
        thing: ["window board", "trim"],
        problem: ["missing"],
        priority: "LOW",
      },
    ],
  },
];
