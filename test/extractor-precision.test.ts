/**
 * Items that should not exist (issue 49): a sentence or a clause with no new thing of its own is the
 * finding before it (docs/priority-policy.md, "Follow-up sentences"); one that says all is well, a
 * repair done or someone's belongings is no finding ("What is not a finding").
 */
import { describe, expect, test } from "bun:test";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";

/** One segment per sentence, 10 s apart. */
async function run(...sentences: string[]) {
  const segments = sentences.map((text, i) => ({ start: i * 10, end: i * 10 + 8, text }));
  return rulesExtractor.extract({ language: "en", text: sentences.join(" "), segments });
}
const titles = async (...sentences: string[]) =>
  (await run(...sentences)).items.map((i) => i.title);

describe("what a thing shows is its finding, not another", () => {
  test("a ring with a colour or water before it is a mark, not a hob's ring", async () => {
    const t = await titles(
      "Cloakroom, the toilet wobbles on the floor and there's a damp ring round the base on the vinyl.",
    );
    expect(t).toEqual(["Toilet wobbles"]);
    // A hob's ring is still one.
    expect(await titles("Kitchen, the back ring on the hob won't light.")).toHaveLength(1);
  });

  test("'there's a gap at the top', 'there's a hole', 'there's a damp patch' after a thing's problem are that thing's", async () => {
    expect(
      await titles(
        "Landing, the airing cupboard door has dropped on its hinges, there's a gap at the top.",
      ),
    ).toHaveLength(1);
    expect(
      await titles(
        "Garden, the shed door's rotten at the bottom and there's a hole you could put your fist through.",
      ),
    ).toHaveLength(1);
    expect(
      await titles("Lounge, the radiator valve is dripping onto the rug, there's a damp patch."),
    ).toHaveLength(1);
    expect(
      await titles(
        "Bedroom, the casement rattles in the wind and there's a gap you can feel the cold through.",
      ),
    ).toHaveLength(1);
  });

  test("'the panel' said with a thing of another trade is that thing's panel", async () => {
    expect(
      await titles(
        "Terrace, the glass balustrade, one of the fixings at the base has come off and the panel moves when you push it.",
      ),
    ).toHaveLength(1);
    expect(
      await titles("Garage, the fence is leaning, and the bottom panel has split."),
    ).toHaveLength(1);
  });

  test("a problem with a thing or a place of its own is still its own finding", async () => {
    expect(
      await titles(
        "Hall, the front door sticks, and there's a crack in the wall behind the meter cupboard.",
      ),
    ).toHaveLength(2);
    // A hazard of another trade is never folded into the thing before.
    const r = await run(
      "Plant room, the pump isn't running, and someone's taken the cover off the isolator with bare wires showing.",
    );
    expect(r.items.some((i) => i.priority === "HIGH" && i.category === "electrical")).toBe(true);
  });
});

describe("a repair done, someone's things or someone else's job is no finding", () => {
  test("a problem said in the past with its repair done since", async () => {
    expect(
      await titles(
        "The boiler that was leaking in the spring got replaced, the new one's dry underneath.",
      ),
    ).toEqual([]);
    expect(
      await titles("The bath tap that was dripping last visit has had a new washer, bone dry."),
    ).toEqual([]);
    expect(
      await titles(
        "Wardrobe's fine, a couple of the hinges were loose, I already tightened those.",
      ),
    ).toEqual([]);
    expect(
      await titles(
        "The ceiling stain in the back bedroom was painted out in the spring and hasn't come back.",
      ),
    ).toEqual([]);
    // Not knowing when it was last done is no repair.
    expect(
      await titles(
        "The cooker hood filter is black with grease, no idea when it last got changed.",
      ),
    ).toHaveLength(1);
  });

  test("'that's his stuff', 'that's the hauler': not the building's, not ours", async () => {
    expect(
      await titles(
        "Room 4, he's got three extension leads daisy-chained by the bed, that's his stuff.",
      ),
    ).toEqual([]);
    expect(
      await titles(
        "The skip by the car park is overflowing, but that's the council, they empty it Friday.",
      ),
    ).toEqual([]);
  });
});

describe("a follow-up sentence is the finding before it", () => {
  test("'Slow drip, but it's active.': a word that grades the problem is no subject", async () => {
    const r = await run(
      "Utility room, the waste pipe under the sink is dripping into the cupboard.",
      "Slow drip, but it's active.",
    );
    expect(r.items).toHaveLength(1);
  });

  test("a sentence with no finding that opens on the thing just said keeps it in hand", async () => {
    const r = await run(
      "Airing cupboard, the hot water cylinder is leaking from the bottom onto the floor.",
      "Cylinder's twenty years old, it's done, I'm turning the water off to it.",
      "Which means no hot water until it's swapped.",
    );
    expect(r.items).toHaveLength(1);
    expect(r.items[0]!.description).toContain("no hot water");
  });
});

describe("words of a problem that say nothing is wrong", () => {
  test("none missing, someone else's, both taps working", async () => {
    expect(await titles("Roof's fine from the street, I can't see any missing tiles.")).toEqual([]);
    expect(
      await titles(
        "Gym, the rowing machine has an out of order sign, that's the leasing firm's, not us.",
      ),
    ).toEqual([]);
    expect(await titles("Kitchen sink, hot and cold both run, waste drains away.")).toEqual([]);
  });

  test("a compound or a sign, not a problem: 'grease bin', 'a wet floor sign', 'the tiling guy's out'", async () => {
    expect(await titles("Back yard, the grease bin's fine, lid's on.")).toEqual([]);
    expect(
      await titles(
        "Lobby, water's dripping from the ceiling by the lift.",
        "Cleaner's put a bucket under it and there's a wet floor sign out.",
      ),
    ).toHaveLength(1);
    expect(
      await titles(
        "Bathroom, one of the floor tiles is cracked by the bath.",
        "No rush, just replace it next time the tiling guy's out.",
      ),
    ).toHaveLength(1);
  });
});

describe("a fix said after the finding takes it back", () => {
  test("'job done', 'so that one's done', with a sentence of nothing between", async () => {
    expect(
      await titles(
        "Bedroom two, the radiator's cold at the top, it wants bleeding.",
        "Bled it, it's warm right up now, job done.",
      ),
    ).toEqual([]);
    expect(
      await titles(
        "Hall, the smoke alarm's dead when I press test, no battery in it.",
        "Right, okay.",
        "Put a spare battery in, it's sounding now, so that one's done.",
      ),
    ).toEqual([]);
  });
});

describe("a recap or a report taken back is no second item", () => {
  test("'so the bedroom mould is the urgent one' is the mould found before, at HIGH", async () => {
    const r = await run(
      "Back bedroom, black mould all over the wall behind the wardrobe.",
      "Out the back, the gutter is cracked.",
      "Okay so the bedroom mould is the urgent one and the gutter needs doing this week.",
    );
    expect(r.items).toHaveLength(2);
    expect(r.items[0]!.priority).toBe("HIGH");
  });

  test("'says it won't shut' then 'It does shut' takes the report back; a fault seen stays", async () => {
    expect(
      await titles(
        "Item two, the kitchen window, the tenant says it won't close.",
        "It does close, it just needs a firm push; handle turns, locks.",
      ),
    ).toEqual([]);
    expect(
      await titles("The tenant says the bath tap leaks.", "It does leak, there's a steady drip."),
    ).toHaveLength(1);
    expect(
      await titles("The back door won't lock.", "It does lock if you lift it, but only just."),
    ).toHaveLength(1);
  });
});

describe("an answer is the finding asked about", () => {
  test("'…, is it stuck on?' 'Yeah, the mechanism's jammed.' is one item", async () => {
    const r = await run(
      "Shower room, the pull cord switch, is it stuck on?",
      "Yeah, the mechanism's jammed, the light stays on all the time; not dangerous, I'll get an electrician in.",
    );
    expect(r.items).toHaveLength(1);
  });
});

describe("dealt with now, always so, or easing", () => {
  test("'he's moving them now' takes back the blocked panel", async () => {
    expect(
      await titles(
        "Stock room, the fuse board has boxes stacked right up against it.",
        "Told the manager to keep it clear, he's moving them now, and the fuse board itself looks fine.",
      ),
    ).toEqual([]);
  });

  test("'it's always been like that' is no defect, unless it is getting worse", async () => {
    expect(
      await titles("The patio slabs are uneven but it's always been like that and none are loose."),
    ).toEqual([]);
    expect(
      await titles(
        "The back step is cracked right through, it's always been like that but it's getting worse.",
      ),
    ).toHaveLength(1);
  });

  test("'the drip's slowing already' is the known leak easing, not a new one", async () => {
    expect(await titles("Back in the flat below, the drip's slowing already.")).toEqual([]);
    expect(await titles("The tap is dripping and it's slowing the drain.")).toHaveLength(1);
  });
});

describe("what was tried and a note put up are the finding before", () => {
  test("'Tried the hex key underneath, still won't budge' is more about the thing just said", async () => {
    const r = await run(
      "Staff kitchen, the waste disposal hums and nothing turns.",
      "Tried the hex key underneath, still won't budge, so that's a work order.",
    );
    expect(r.items).toHaveLength(1);
  });

  test("'a do not use note' is a note's words, not a problem", async () => {
    const r = await run(
      "Lounge, the rope seal round the stove door is hanging off, so nobody lights it till that's done.",
      "Put a do not use note on it for the guests.",
    );
    expect(r.items).toHaveLength(1);
  });
});

describe("an unnamed cause is the finding before", () => {
  test("'So something above is leaking now' is the wet ceiling just found", async () => {
    const r = await run(
      "Meeting room, the ceiling tile over the table is sagging and it's wet to the touch.",
      "So something above is leaking now, get the FM to check the riser and the kitchen upstairs asap.",
    );
    expect(r.items).toHaveLength(1);
    expect(r.items[0]!.priority).toBe("HIGH");
  });
});

describe("'fine apart from' opens a finding of its own", () => {
  test("'it's fine apart from the paint's peeling' is the paint, not the thing before", async () => {
    const t = await titles(
      "Bedroom, the window, the sash cord's gone so the bottom sash drops.",
      "Bedroom two is a box room and it's fine apart from the paint's peeling off the walls.",
    );
    expect(t).toHaveLength(2);
    expect(t[1]!.toLowerCase()).toContain("paint");
  });
});

describe("people who cannot carry on are no thing failing", () => {
  test("'they can't run like that' is the staff, not the heating; 'they can't lock it' names the thing", async () => {
    const r = await run(
      "Salon, the air con's blowing warm air when it's set to cool.",
      "With the fumes and the heat they can't work like that, call the contractor today.",
    );
    expect(r.items).toHaveLength(1);
    expect(await titles("The back door, they can't lock it.")).toHaveLength(1);
  });
});

describe("the occupants' things, a thing running, and nothing said another way", () => {
  test("'that's the tenants' mess' is theirs, as 'that's their mess' is; their fault is still ours", async () => {
    expect(
      await titles(
        "Side passage, an old sofa and some bin bags left by the gate, that's the tenants' mess.",
      ),
    ).toEqual([]);
    expect(
      await titles(
        "Lounge, the door frame's split where it was kicked, that's the tenants' fault.",
      ),
    ).toHaveLength(1);
  });

  test("a fridge 'humming away' is running; one 'humming loudly' is a noise", async () => {
    expect(await titles("Utility room, the chest freezer is humming away in the corner.")).toEqual(
      [],
    );
    expect(await titles("Utility room, the chest freezer is humming loudly.")).toHaveLength(1);
  });

  test("'doesn't do a thing' is not working", async () => {
    expect(
      await titles("Downstairs loo, the extractor doesn't do a thing when the light's on."),
    ).toHaveLength(1);
  });
});

describe("a room said on its own, and a device doing its job", () => {
  test("'Bedroom two.' on its own leaves the thing before in the room before", async () => {
    expect(
      await titles(
        "Study. The radiator valve cap is missing, low priority.",
        "Box room. Scuffs along the wall behind the door.",
      ),
    ).toEqual(["Radiator valve cap missing", "Scuffs along the wall"]);
  });

  test("'trips correctly', 'closes as it should' are the thing working", async () => {
    expect(
      await titles("Meter cupboard, pressed the RCD test button and it trips correctly."),
    ).toEqual([]);
    expect(await titles("Meter cupboard, the RCD keeps tripping every evening.")).toHaveLength(1);
  });
});

describe("going back to a finding, a thing doing fine, and whose job it is", () => {
  test("a sentence that only goes back to a finding puts it in hand: the level said next is its", async () => {
    const r = await run(
      "Shop front, the fascia board is rotten at the left end.",
      "Upstairs bathroom, the extractor fan is dead.",
      "Going back to that fascia board. It will need a scaffold tower. Low priority.",
    );
    expect(r.items.map((i) => [i.title, i.priority])).toEqual([
      ["Fascia board rotten", "LOW"],
      ["Extractor fan dead", "MEDIUM"],
    ]);
  });

  test("'came down fine', 'drains okay' are the thing working; 'not landlord' is someone else's", async () => {
    expect(await titles("Lift lobby, the lift came down fine.")).toEqual([]);
    expect(
      await titles(
        "Kitchen, grease on the ceiling over the range, tenant's cleaning, not landlord.",
      ),
    ).toEqual([]);
  });
});

describe("a guess at the cause said with 'I reckon' after it", () => {
  test("'That's the fixings worked loose, I reckon' is the finding before's cause", async () => {
    expect(
      await titles(
        "Ensuite, the toilet pan moves when you sit on it.",
        "That's the fixing screws worked loose I reckon, quick job.",
      ),
    ).toHaveLength(1);
  });
});

describe("what someone did to the thing before", () => {
  test("'Someone's wedged it open' is more about the fire door just said", async () => {
    expect(
      await titles(
        "Stairwell, the fire door on the first floor won't shut by itself.",
        "Somebody has propped it open with a bin.",
      ),
    ).toHaveLength(1);
  });
});

describe("what the finding before caused, or gives off", () => {
  test("'That's why the floor by the cupboard is wet' is the finding before's, and raises it", async () => {
    const r = await run(
      "Airing cupboard, the overflow pipe off the cylinder is blocked.",
      "That's why the floorboards just outside the airing cupboard are wet through.",
    );
    expect(r.items.map((i) => [i.title, i.priority])).toEqual([[expect.any(String), "HIGH"]]);
    expect(r.items[0]!.title.toLowerCase()).toContain("overflow");
  });

  test("'a faint gas smell while it's clicking' is the burner's, and makes it gas", async () => {
    const r = await run(
      "Kitchen, the back burner on the cooker clicks but never lights.",
      "There's a slight gas smell while it's clicking away.",
    );
    expect(r.items.map((i) => i.priorityReason)).toEqual(["HIGH: gas"]);
  });
});

describe("a correction that says the same problem again", () => {
  test("'Actually, no, there's a faint smell the whole time' corrects the gas smell, keeps it", async () => {
    const r = await run(
      "Utility room, the gas boiler, there's a smell of gas by the flue when it fires.",
      "Actually, no, there's a slight smell the whole time, not only when it fires.",
    );
    expect(r.items.map((i) => i.priorityReason)).toEqual(["HIGH: gas"]);
    expect(r.items[0]!.description).toContain("the whole time");
  });

  test("one that names another thing still replaces the finding before", async () => {
    expect(
      await titles(
        "The utility sink tap is dripping.",
        "Actually no, sorry, it's the bath tap that's dripping.",
      ),
    ).toHaveLength(1);
  });
});

describe("who speaks, how many goes it takes, and what a surface beside a thing shows", () => {
  test("a speaker's label ('Sue: ...') does not break the thread of the finding before", async () => {
    expect(
      await titles(
        "Landing, the fire door to the kitchen has been propped open with a chair.",
        "Sue: 'Sorry, that was me, I was carrying the washing through.'",
        "Fine, but the closer on it is snapped as well.",
      ),
    ).toHaveLength(1);
  });

  test("'it takes three goes to flush' is a failure of its job", async () => {
    expect(await titles("Cloakroom, the toilet takes four goes to flush.")).toEqual([
      "Toilet takes four goes to flush",
    ]);
  });

  test("'the wall above it has gone brown' shows the thing's fault; a grab bar next to it is its own", async () => {
    expect(
      await titles(
        "Study, the oil-filled heater is scorched on top and the wall above it's gone brown.",
      ),
    ).toHaveLength(1);
    expect(
      await titles("Cloakroom, the basin's fine, but the grab rail next to it is loose."),
    ).toEqual([expect.stringMatching(/^Grab rail/)]);
  });
});

describe("words from other places: Australian electrics, American move-outs", () => {
  test("a powerpoint is a socket; a safety switch is an RCD, working on test or not", async () => {
    const r = await run("Kitchen, the powerpoint by the kettle has a scorch mark round the pins.");
    expect(r.items.map((i) => i.priorityReason)).toEqual(["HIGH: electrical danger"]);
    expect(
      await titles("Meter box, the safety switch, pressed test, it tripped and reset fine."),
    ).toEqual([]);
    const failed = await run("Meter box, the safety switch doesn't trip when you press test.");
    expect(failed.items.map((i) => i.priorityReason)).toEqual(["HIGH: electrical danger"]);
  });

  test("dingy paint, a carpet past its life, destroyed blinds are worn finishes: LOW", async () => {
    for (const line of [
      "Dining room, the paint is dingy on every wall.",
      "Hall, the carpet is past its life, eight years of muddy boots.",
      "Back bedroom, the vertical blinds are destroyed.",
    ]) {
      const r = await run(line);
      expect(r.items.map((i) => i.priority)).toEqual(["LOW"]);
    }
  });
});

describe("a problem said first, and what a 'where' clause explains", () => {
  test("'Room 2, cracked, the basin in the corner' is the basin's crack", async () => {
    expect(
      await titles("Bedroom 3, cracked, the wash basin by the window, right across the bowl."),
    ).toEqual([expect.stringMatching(/basin cracked$/i)]);
  });

  test("a thing in a 'where' clause is what explains the finding, not its thing", async () => {
    expect(
      await titles(
        "Box room, there's a dent in the plasterboard where the door handle keeps hitting it.",
      ),
    ).toEqual([expect.stringMatching(/^Dent in the plasterboard/)]);
    // A title never ends on "where".
    for (const t of await titles(
      "Garage, the up-and-over is dented at the bottom where a car hit it.",
    ))
      expect(t).not.toMatch(/\bwhere$/i);
  });
});

describe("names for fire kit, alarm cords and a flickering light", () => {
  test("a wet chemical extinguisher missing is fire safety, named for the extinguisher", async () => {
    const r = await run("Kitchen, the CO2 is in date, but the wet chemical one is missing.");
    expect(r.items.map((i) => [i.title, i.priorityReason])).toEqual([
      [expect.stringMatching(/^Wet chemical/), "HIGH: fire safety"],
    ]);
  });

  test("an emergency pull cord tied up is named for the cord; 'keeps flicking' is flickering", async () => {
    const cord = await run("Accessible toilet, the red cord has been tied up out of reach.");
    expect(cord.items.map((i) => i.priority)).toEqual(["HIGH"]);
    expect(cord.items[0]!.title.toLowerCase()).toContain("cord");
    expect(await titles("Stairwell, the light on the half landing keeps flicking.")).toEqual([
      expect.stringMatching(/light flickering$/i),
    ]);
  });
});

describe("no heat said again after the heating's failure", () => {
  test("'nothing comes out of the vents' is a failure; 'no heat, that's urgent' after it is the same finding", async () => {
    const r = await run(
      "Lounge, the ducted heating, thermostat's calling for heat but nothing comes out of the vents.",
      "Middle of January, no heat at all, that's urgent.",
    );
    expect(r.items.map((i) => i.priority)).toEqual(["HIGH"]);
    expect(r.items[0]!.title).toMatch(/not working$/);
    expect(r.items[0]!.description).toContain("no heat at all");
  });
});

describe("the one of them, the cause said after, and water coming in", () => {
  test("'The left one's warm to the touch' is one of the things just said", async () => {
    expect(
      await titles(
        "Landing, both of the sockets by the airing cupboard have cracked faceplates.",
        "The left one's warm to the touch.",
      ),
    ).toHaveLength(1);
  });

  test("'…, that'll be it' and 'because of it' join the finding before", async () => {
    expect(
      await titles(
        "Cellar, there's water coming in under the coal hole door.",
        "The gully outside is full of silt, that'll be it.",
      ),
    ).toEqual([expect.stringMatching(/door$/)]);
    expect(
      await titles(
        "Reception, the break glass point by the lift has its glass smashed.",
        "The panel's showing a fault because of it.",
      ),
    ).toHaveLength(1);
  });

  test("'…, fine' at the end dismisses what was said", async () => {
    expect(
      await titles("The fireplace in the study is bricked and blocked up, not in use, fine."),
    ).toEqual([]);
  });
});

describe("the joint it leaks from, the whole thing, a dark stair, the ceiling below", () => {
  test("a fitting weeping after a leak is where the leak comes from", async () => {
    expect(
      await titles(
        "Utility, the washing machine's cold feed is dripping onto the floor.",
        "Had a look behind, the compression joint on the valve is weeping.",
      ),
    ).toHaveLength(1);
  });

  test("'so the whole thing needs replacing' is the thing just said", async () => {
    expect(
      await titles(
        "Hall, the CO alarm keeps chirping.",
        "Thought about a battery, no, the whole thing needs replacing, today.",
      ),
    ).toHaveLength(1);
  });

  test("no light on the stairs is a fall risk", async () => {
    const r = await run("Cellar, there's no light on the stairs at all.");
    expect(r.items.map((i) => i.priorityReason)).toEqual(["HIGH: trip or fall risk"]);
  });

  test("the paint on the ceiling below bubbling is the leak above's", async () => {
    expect(
      await titles(
        "Shower room, the tray seal has failed and water's getting in behind, the paint on the hall ceiling below is bubbling.",
      ),
    ).toHaveLength(1);
  });
});

describe("a smell said with the damp it comes from", () => {
  test("'a musty smell, and the wall is wet to the touch' is one finding named for the wall", async () => {
    expect(
      await titles(
        "Back bedroom, there's a musty smell and the skirting under the window is wet to the touch.",
      ),
    ).toEqual([expect.stringMatching(/^Skirting/)]);
  });
});

describe("knocking on a wall, and what the lease puts on the tenant", () => {
  test("'hollow when you tap it' is no tap", async () => {
    expect(
      await titles(
        "Dining room, the render's blown by the door, it sounds hollow when you tap it and it's crumbling.",
      ),
    ).not.toContainEqual(expect.stringMatching(/^Tap/));
  });

  test("the lease naming the landlord's job keeps the finding", async () => {
    expect(
      await titles(
        "Loft, the water tank lid is missing, under the lease that's the landlord's job.",
      ),
    ).toHaveLength(1);
  });

  test("'that's on the tenant per the lease' is someone else's", async () => {
    expect(
      await titles("Front garden, the hedge is overgrown, that's on the tenant per the lease."),
    ).toEqual([]);
  });
});

describe("crayon on the walls", () => {
  test("is a cosmetic finding of its own, and takes its own 'cosmetic'", async () => {
    const r = await run(
      "Landing, the smoke alarm is chirping for a battery.",
      "Box room has felt tip scribbled over the walls, cosmetic.",
    );
    expect(r.items.map((i) => i.priority)).toEqual(["HIGH", "LOW"]);
  });
});

describe("the words of building defects, said any way", () => {
  test("a defect word from every trade gives an item named for the thing", async () => {
    const said: [string, RegExp][] = [
      ["The back door deadbolt is sticky.", /deadbolt sticky/],
      ["The wardrobe door is warped.", /warped/],
      ["The bedroom door rubs on the frame.", /rubs/],
      ["The garage door opener is inoperable.", /inoperable/],
      ["The stair gate is rickety.", /rickety/],
      ["The kitchen extractor has no earth.", /no earth/],
      ["The skirting behind the sofa is splintered.", /splintered/],
      ["The bath enamel is pitted.", /pitted/],
      ["The fence post is out of plumb.", /out of plumb/],
      ["The shed roof felt is shredded.", /shredded/],
      ["The socket is charred round the pins.", /charred/],
    ];
    for (const [sentence, title] of said)
      expect({ sentence, titles: await titles(sentence) }).toEqual({
        sentence,
        titles: [expect.stringMatching(title)],
      });
  });

  test("fittings of their own: a towel bar, a curtain pole, a padlock, a bifold", async () => {
    expect(await titles("Bathroom, the towel bar's pulled out of the plasterboard.")).toEqual([
      "Towel bar pulled out of the plasterboard",
    ]);
    expect(
      await titles(
        "Back bedroom, the window restrictor is broken.",
        "The curtain pole is hanging off its brackets too.",
      ),
    ).toHaveLength(2);
    expect(await titles("Loft hatch, the padlock is missing.")).toEqual([
      expect.stringMatching(/^Padlock missing/),
    ]);
    expect(await titles("The bifold in the hall cupboard has come off its track.")).toEqual([
      expect.stringMatching(/^Bifold/),
    ]);
  });

  test("a clause that only names a thing is the topic of the problem after it", async () => {
    expect(await titles("Rear elevation, the cladding, a few dents low down, cosmetic.")).toEqual([
      expect.stringMatching(/^Cladding dents/),
    ]);
  });

  test("'no water on the floor' and 'swings shut' of a fire door say all is well", async () => {
    expect(
      await titles(
        "Ran the washing machine on a quick wash, no water on the floor.",
        "Fire door to the stairs swings shut onto its latch.",
      ),
    ).toEqual([]);
  });
});

describe("defects said by what is off, how it looks or sounds, or what it fails at", () => {
  test("each gives one item named for the thing", async () => {
    const said: [string, RegExp][] = [
      ["Back fence, a couple of pickets off near the gate.", /[Pp]ickets off/],
      ["Two slates off on the rear pitch.", /^Two slates off/],
      ["Black spotting all along the window reveal in the box room.", /^Black spotting/],
      ["The splashback tiles have debonded by the hob.", /debonded/],
      ["Wet room, the floor has no fall to the drain.", /^Floor no fall/],
      ["The new washer won't go into spin.", /won't go into spin/],
      ["The back door bolt doesn't come out when you turn the key.", /doesn't come out/],
      ["The bin store door is hanging open.", /hanging open/],
      ["The cold tap comes out brown for a minute.", /comes out brown/],
    ];
    for (const [sentence, title] of said)
      expect({ sentence, titles: await titles(sentence) }).toEqual({
        sentence,
        titles: [expect.stringMatching(title)],
      });
  });

  test("a rack pushed up against the fire exit blocks it", async () => {
    const r = await run("Gym, there's a bench pushed right up against the fire exit.");
    expect(r.items.map((i) => [i.priority, i.priorityReason])).toEqual([
      ["HIGH", "HIGH: fire safety"],
    ]);
  });
});

describe("more of how a defect is said: service, old fuses, pests and plants, pressure, parts missing", () => {
  test("each gives one item with the thing and what is wrong", async () => {
    const said: [string, RegExp][] = [
      [
        "The boiler hasn't been serviced since the tenant moved in.",
        /^Boiler hasn't been serviced/,
      ],
      ["Under the stairs the electrics still have the old fuse wire.", /fuse wire/],
      ["Snails getting in under the patio door.", /[Ss]nails/],
      ["Japanese knotweed along the back fence.", /[Kk]notweed/],
      ["The kitchen tap pressure is really poor.", /pressure poor/],
      ["The hob has a ring missing.", /^Hob ring missing/],
      ["The freezer isn't keeping cold.", /^Freezer isn't keeping cold/],
    ];
    for (const [sentence, title] of said)
      expect({ sentence, titles: await titles(sentence) }).toEqual({
        sentence,
        titles: [expect.stringMatching(title)],
      });
  });

  test("condensation running down the windows is damp, not water getting in", async () => {
    const r = await run("Back bedroom, condensation pouring down the windows every morning.");
    expect(r.items.map((i) => i.priority)).toEqual(["MEDIUM"]);
  });
});

describe("a correction of where, a topic's fitting, and a surveyor's shorthand", () => {
  test("'no, sorry, top corner' corrects where, and keeps the finding", async () => {
    expect(
      await titles("The landing window pane is cracked, bottom corner, no, sorry, top corner."),
    ).toEqual([
      expect.stringMatching(/^Landing window pane cracked|^Window pane cracked|^Pane cracked/),
    ]);
    // A correction that says what it really was still takes the finding back.
    expect(
      await titles("There's a crack in the mirror. No, sorry, that's a hair on the glass."),
    ).toEqual([]);
  });

  test("the fitting of a thing named first is that thing's", async () => {
    expect(await titles("The cooker hood, the light isn't coming on.")).toEqual([
      "Cooker hood light not working",
    ]);
    // A room said first is only where: "Bath: WC flush weak".
    expect(await titles("Shower room, the toilet's running nonstop.")).toEqual([
      "Toilet running nonstop",
    ]);
  });

  test("shorthand: off a hinge, eroded, a soft spot, frozen, no audio, a tide line, 'no further action'", async () => {
    const said: [string, RegExp][] = [
      ["Garage side door off its bottom hinge.", /off its bottom hinge/],
      ["Chimney stack, pointing eroded on the north face.", /eroded/],
      ["Soft spot in the bathroom floor by the bath.", /[Ss]oft spot/],
      ["The outside tap's frozen solid.", /frozen/],
      ["Flat six door entry handset, tested, no audio.", /no audio/],
      ["There's a tide line on the cellar wall.", /[Tt]ide line/],
      ["Two downlights out in the kitchen.", /downlights out/],
      ["The smoke alarm in the hall has a battery warning.", /battery warning/],
    ];
    for (const [sentence, title] of said)
      expect({ sentence, titles: await titles(sentence) }).toEqual({
        sentence,
        titles: [expect.stringMatching(title)],
      });
    expect(await titles("Render to the porch, hairline cracks only, no further action.")).toEqual(
      [],
    );
    expect(
      await titles("Semi-detached, built around 1930, tenants are out, dog's out in the garden."),
    ).toEqual([]);
  });
});

describe("an instruction, work under way, a delivery and a report logged are no findings", () => {
  test("none of these is an item", async () => {
    expect(
      await titles(
        "Gas fire in the lounge, leave it capped, don't test it.",
        "Carpets are all being lifted anyway, they're going in the skip.",
        "I'll get you a couple of fan heaters dropped off this afternoon.",
        "Job's logged as damp in the bedroom, which tells us nothing.",
      ),
    ).toEqual([]);
  });

  test("'she's got no heat' is titled for the heat; 'the toilet's got no seat' for the seat", async () => {
    expect(await titles("Her room's freezing, she's got no heat in there at all.")).toEqual([
      expect.stringMatching(/^No heat/),
    ]);
    expect(await titles("Downstairs loo, the toilet's got no seat.")).toEqual([
      expect.stringMatching(/no seat/),
    ]);
  });
});
