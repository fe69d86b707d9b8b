/**
 * Findings said in plain or second-language English (issue 49): present-tense tests, "spoil" for
 * broken, a job not done in any tense, and people said by any word for them
 * (docs/configuration.md, "What the offline pipeline can hear").
 */
import { describe, expect, test } from "bun:test";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";

/** One segment per sentence, 10 s apart. */
async function run(...sentences: string[]) {
  const segments = sentences.map((text, i) => ({ start: i * 10, end: i * 10 + 8, text }));
  return (await rulesExtractor.extract({ language: "en", text: sentences.join(" "), segments }))
    .items;
}

describe("what a thing fails to do, however it is said", () => {
  test("a test pressed in the present tense with nothing to show is the alarm failing", async () => {
    const items = await run("Heat detector in the store room, I push the button, nothing happen.");
    expect(items.map((i) => [i.title, i.priority])).toEqual([
      ["Heat detector not working", "HIGH"],
    ]);
  });

  test("'is spoil' and 'spoilt' are broken", async () => {
    const items = await run("The cupboard door hinge is spoil, door hanging down.");
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toMatch(/^Cupboard door hinge/);
    expect(await run("Shower rail is spoilt already.")).toHaveLength(1);
  });

  test("a hood or a fan that is not sucking has failed at its job", async () => {
    const items = await run("Cooker hood is not sucking at all, only the light works.");
    expect(items.map((i) => i.title)).toEqual(["Cooker hood not sucking"]);
  });

  test("a cistern running all the time is a finding", async () => {
    const items = await run("The toilet in the en suite is running all the time.");
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toMatch(/^Toilet .*running all the time/);
  });

  test("'doesn't come on' and 'won't shut off' are titled in the speaker's words", async () => {
    expect(await calls("Utility room, the extractor doesn't come on.")).toEqual([
      ["Extractor doesn't come on", "MEDIUM"],
    ]);
    expect(await calls("Upstairs, the basin tap won't shut off fully.")).toEqual([
      ["Basin tap won't shut off", "MEDIUM"],
    ]);
    // "not coming on" cannot end a title: it says "not working".
    expect(await calls("Utility room, the extractor is not coming on at all.")).toEqual([
      ["Extractor not working", "MEDIUM"],
    ]);
  });

  test("sealant gone yellow is cosmetic", async () => {
    const items = await run("Kitchen worktop, the silicone at the back has turned yellow.");
    expect(items.map((i) => i.priority)).toEqual(["LOW"]);
  });
});

describe("people, said by any word for them, are not the building", () => {
  test("a sentence about visitors or patients makes no item", async () => {
    for (const said of [
      "The visitors are all in the lounge getting wet coats off.",
      "The patients are in the day room, it's a bit noisy.",
    ])
      expect(await run(said)).toEqual([]);
  });
});

describe("a sentence that only moves the walk", () => {
  test("a problem word in the place's name is no finding, and the place is where the next one is", async () => {
    const items = await run(
      "Heading through to the damp side changing rooms.",
      "The bench is split.",
    );
    expect(items.map((i) => [i.title, i.location])).toEqual([
      ["Bench split", "damp side changing rooms"],
    ]);
  });

  test("a move heard with no comma before its finding still gives the finding", async () => {
    const items = await run("going through to the utility room the washing machine is leaking");
    expect(items.map((i) => [i.title, i.location])).toEqual([
      ["Washing machine leaking", "utility room"],
    ]);
  });

  test("'the chemical store next door' is a place, not a door", async () => {
    const items = await run("Chemical store next door.", "The light switch is cracked.");
    expect(items.map((i) => i.location)).toEqual(["chemical store"]);
  });
});

describe("one thing, one finding", () => {
  test("'that oil tank', said later, points back at the tank's finding", async () => {
    const items = await run(
      "Outside, the oil tank has a weep at the base, get it looked at.",
      "Kitchen is fine.",
      "Oh, that oil tank, apparently it has been weeping since spring.",
    );
    expect(items.map((i) => i.title)).toEqual(["Oil tank weep"]);
  });

  test("a smell said of no thing, then a thing's fault in the same sentence, is that fault's sign", async () => {
    const items = await run("Stale smell in here and the extractor fan isn't running.");
    expect(items.map((i) => i.title)).toEqual(["Extractor fan isn't running"]);
  });

  test("a filter is a thing of its own, not the fan it serves", async () => {
    const items = await run(
      "The pool filter pressure gauge is cracked.",
      "The extract fan is not running.",
    );
    expect(items).toHaveLength(2);
  });
});

describe("a noise however it is described", () => {
  test("a pump that screams, a fridge making this awful rattly sound", async () => {
    expect(await run("The booster pump is screaming again.")).toHaveLength(1);
    const items = await run("Under-counter fridge makes this awful rattly sound.");
    expect(items.map((i) => i.title)).toEqual(["Under-counter fridge rattly sound"]);
  });

  test("an alarm that screams on test works", async () => {
    expect(await run("Pressed test on the hall alarm, it's screaming, that's fine.")).toEqual([]);
  });
});

describe("said aloud, without punctuation", () => {
  test("a second problem the title cannot keep whole is left out of it", async () => {
    const items = await run("back lawn needs mowing its knee high by the shed");
    expect(items.map((i) => i.title)).toEqual(["Lawn needs mowing"]);
  });

  test("a thing that is down: the problem is 'down', not the landmark it is by", async () => {
    const items = await run("fence panel beside the side gate is down it blew over in the storm");
    expect(items.map((i) => i.title)).toEqual(["Fence panel down"]);
  });

  test("a power cable down is electrical danger, a ceiling down is structural", async () => {
    const power = await run("Out front, the power line's down over the drive.");
    expect(power.map((i) => i.priorityReason)).toEqual(["HIGH: electrical danger"]);
    const ceiling = await run("Box room, the ceiling is down.");
    expect(ceiling.map((i) => i.priorityReason)).toEqual(["HIGH: possibly structural"]);
  });

  test("what the speaker carries is no part of the building", async () => {
    expect(await run("Sorry, my mobile's ringing, one sec.")).toEqual([]);
    expect(await run("Hang on, my watch is beeping at me.")).toEqual([]);
    expect(await run("Sorry, that's my van beeping, one minute.")).toEqual([]);
  });

  test("what the speaker chose not to do is no failure of the thing", async () => {
    expect(await run("Attic hatch looks sound, we didn't go up though.")).toEqual([]);
    expect((await run("I can't open the bedroom window at all.")).length).toBe(1);
  });

  test("a kitchen in use is no electrical danger", async () => {
    expect(await run("Someone's cooking upstairs, there's a smell of burning bacon.")).toEqual([]);
    expect(
      (await run("There's a smell of burning from the cooker switch.")).map(
        (i) => i.priorityReason,
      ),
    ).toEqual(["HIGH: electrical danger"]);
  });
});

describe("written or recognised without apostrophes", () => {
  test("'wont', 'doesnt', 'theres' and 'its' read as the contractions they are", async () => {
    const lock = await run("rear porch door wont lock the key just spins");
    expect(lock.map((i) => [i.title, i.priority])).toEqual([
      ["Rear porch door won't lock", "HIGH"],
    ]);
    const sound = await run("landing smoke alarm doesnt sound when you press test");
    expect(sound.map((i) => i.priorityReason)).toEqual(["HIGH: fire safety"]);
    expect(await run("spare room radiator its fine now theyve bled it")).toEqual([]);
  });

  test("a thing's lost 's is read as 'is' or 'has', where nothing has an apostrophe", async () => {
    const items = await run("plant room the boilers showing a fault code and the pumps fine");
    expect(items.map((i) => [i.title, i.priorityReason])).toEqual([
      ["Boiler showing a fault", "HIGH: no heating or hot water"],
    ]);
    // A plural said so stays plural: "no shingles missing" denies, "the wires showing" are wires.
    expect(await run("garage roof no shingles missing from what i can see")).toEqual([]);
  });
});

describe("a title never ends on a level", () => {
  test("a measure said to be low leads with it; a height is one word", async () => {
    expect((await run("Utility, the mains water pressure is low.")).map((i) => i.title)).toEqual([
      "Low mains water pressure",
    ]);
    expect((await run("Out the back, the lawn is knee high.")).map((i) => i.title)).toEqual([
      "Lawn knee-high",
    ]);
  });
});

/** The sentences said in one breath: one segment. */
async function said(text: string) {
  return (
    await rulesExtractor.extract({ language: "en", text, segments: [{ start: 0, end: 9, text }] })
  ).items;
}

describe("terse dictation: a note, a guess, a verdict", () => {
  test("a guess at the part keeps the finding in hand, so 'Low.' after it is its priority", async () => {
    const items = await said("Bathroom. Basin tap dripping. Cold side. Cartridge, probably. Low.");
    expect(items.map((i) => [i.title, i.priority, i.description])).toEqual([
      ["Basin tap dripping", "LOW", "Cold side. Cartridge, probably. Low."],
    ]);
  });

  test("a fault conceded to do its job, then 'Fine.', is no item", async () => {
    expect(await said("Back gate. Latch is a bit stiff but it latches. Fine.")).toEqual([]);
    expect((await said("Back gate latch is a bit stiff but it latches.")).length).toBe(1);
  });

  test("'Scratch that, it's number four' corrects which one and takes nothing back", async () => {
    const items = await said(
      "Second floor. Flat door, number three, closer's been taken off. Scratch that, it's number four.",
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.description).toContain("it's number four");
  });

  test("a control that does nothing is the fault of the thing just said", async () => {
    const items = await said("Bathroom. Extractor fan not working. Pull cord does nothing.");
    expect(items.map((i) => [i.title, i.description])).toEqual([
      ["Extractor fan not working", "Pull cord does nothing."],
    ]);
  });

  test("a thing asked after and answered 'None.' is missing", async () => {
    const items = await said("Garage. Smoke alarm in here? None. Needs one.");
    expect(items.map((i) => [i.title, i.priority])).toEqual([["Smoke alarm missing", "HIGH"]]);
    expect(await said("Any damp in here? None.")).toEqual([]);
  });

  test("a light that stays off, or a sensor that picks nobody up, is not working", async () => {
    const items = await said("Side passage. Security light, the PIR's not picking up, stays off.");
    expect(items.map((i) => i.title)).toEqual(["Security light PIR not picking up"]);
  });

  test("heat coming through is the heating working; a door said clear is no blocked exit", async () => {
    expect(await said("Boiler fired up, heat's coming through. Good.")).toEqual([]);
    expect(await said("Crates by the wall outside, not the fire exit, door's clear.")).toEqual([]);
  });

  test("an outlet by the sink that isn't GFCI, ungrounded, is electrical danger", async () => {
    const items = await said("Kitchen. Outlet by the sink isn't GFCI. Two-prong, ungrounded.");
    expect(items.map((i) => [i.title, i.priorityReason])).toEqual([
      ["Outlet isn't GFCI", "HIGH: electrical danger"],
    ]);
  });

  test("'…, so it's the power supply, probably' is a guess at the cause, not an item", async () => {
    const items = await said(
      "Side gate, the mag lock isn't holding, it pushes open. Urgent. Keypad's showing a fault light, so it's the power supply, probably.",
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.description).toContain("power supply, probably");
  });

  test("a storey said as where is no floor in the title", async () => {
    const items = await said("Bedroom window, second floor, the lock's missing.");
    expect(items.map((i) => i.title)).toEqual(["Window lock missing"]);
  });
});

/** One segment per sentence, 10 s apart: the titles and priorities. */
const calls = async (...sentences: string[]) =>
  (await run(...sentences)).map((i) => [i.title, i.priority]);

describe("after an incident: what is over, what is still wrong", () => {
  test("the flood gone down, the storm the visit follows, and the council's clearing are no items", async () => {
    expect(await calls("Water came up to the skirting in the hall, it's gone down now.")).toEqual(
      [],
    );
    expect(await calls("This is the flat above the bakery, after the flood on Friday.")).toEqual(
      [],
    );
    expect(
      await calls(
        "The elm dropped a branch on the drive, the council's already cut it up and taken it away.",
      ),
    ).toEqual([]);
  });

  test("a guess taken back is not the finding taken back", async () => {
    expect(
      await calls(
        "Landing, smoke alarm, pressed the button, nothing at all.",
        "Could be the battery, no wait, it's hardwired, so an electrician.",
      ),
    ).toEqual([["Smoke alarm not working", "HIGH"]]);
  });

  test("'no wait, the board's only on the bottom half' corrects the make-safe, not the glass", async () => {
    const items = await run(
      "Shop door, the glass is shattered, they've boarded over it.",
      "No wait, the board's only on the bottom half, the top's still got shards in it.",
    );
    expect(items.map((i) => [i.title, i.priority])).toEqual([["Door glass shattered", "HIGH"]]);
  });

  test("'one of them's…' and 'the one outside…' are the things just said", async () => {
    expect(
      await calls(
        "Roof, a few slates have slipped above the porch.",
        "One of them's hanging over the gutter, that could come down on someone, today.",
      ),
    ).toEqual([["A few slates slipped", "HIGH"]]);
    expect(
      await calls(
        "Smoke alarms, the one in the lounge, tested, goes off.",
        "The one outside the back bedroom does not sound.",
      ),
    ).toEqual([["Smoke alarms does not sound", "HIGH"]]);
  });

  test("'if that goes it lands on…' carries the priority to the thing before", async () => {
    expect(
      await calls(
        "Back garden, the ash tree's leaning towards the house.",
        "If that goes it lands on the kitchen roof, so a tree surgeon out urgently.",
      ),
    ).toEqual([["Garden ash tree leaning", "HIGH"]]);
  });

  test("another part of the same thing with its own problem is its own item", async () => {
    expect(
      await calls(
        "Utility window's smashed, glass on the floor, board it today.",
        "The window lock's snapped as well.",
      ),
    ).toEqual([
      ["Window smashed", "HIGH"],
      ["Window lock snapped", "MEDIUM"],
    ]);
    expect(await calls("Cloakroom, the toilet seat's split and the flush handle's loose.")).toEqual(
      [
        ["Toilet seat split", "MEDIUM"],
        ["Flush handle loose", "MEDIUM"],
      ],
    );
  });

  test("a fire door's closer 'on it' stays the fire door's item", async () => {
    expect(
      await calls(
        "Stair lobby, the fire door's wedged open with a fire extinguisher.",
        "And the closer on it is broken too.",
      ),
    ).toHaveLength(1);
  });

  test("titles say what was said: ripped off, lost shingles, blocked by what", async () => {
    expect(
      await calls("Hall, the smoke alarm, somebody's ripped it off the ceiling, no idea why."),
    ).toEqual([["Smoke alarm ripped off the ceiling", "HIGH"]]);
    expect(await calls("Out the front. We've lost a few shingles on the north slope.")).toEqual([
      ["A few shingles missing", "MEDIUM"],
    ]);
    expect(await calls("Gym, the fire exit's got stacked mats right in front of it.")).toEqual([
      ["Fire exit blocked by stacked mats", "HIGH"],
    ]);
    expect(await calls("Crates piled right in front of the fire exit.")).toEqual([
      ["Fire exit blocked by crates", "HIGH"],
    ]);
    expect(await calls("En suite, the extractor fan doesn't come on with the light.")).toEqual([
      ["Extractor fan doesn't come on with the light", "MEDIUM"],
    ]);
  });

  test("the ceiling under the missing shingles is placed by them, not missing", async () => {
    expect(
      await calls(
        "Bedroom, the ceiling under the missing shingles has a water stain and it's soft.",
      ),
    ).toEqual([["Ceiling water stain", "MEDIUM"]]);
  });

  test("a ceiling dripping by a light fitting is electrical danger; wires out of a ripped-off alarm join it", async () => {
    const drip = await run(
      "Bathroom, the ceiling is dripping, the light fitting is right beside it.",
    );
    expect(drip.map((i) => i.priorityReason)).toEqual(["HIGH: electrical danger"]);
    const alarm = await run(
      "Hall, the smoke alarm, they've ripped it off the ceiling. Wires hanging out of the ceiling.",
    );
    expect(alarm).toHaveLength(1);
  });

  test("a crack said to be five mil wide in the next sentence is possibly structural", async () => {
    const items = await run("Hall ceiling's cracked right across.", "It's about six mil wide now.");
    expect(items.map((i) => i.priorityReason)).toEqual(["HIGH: possibly structural"]);
  });

  test("an alarm that goes off on test is fine; an AC whose fans run but blows warm is not", async () => {
    expect(await calls("Landing smoke alarm, tested it, goes off.")).toEqual([]);
    expect(
      await calls("Lounge split system.", "It comes on, fans going, but it's blowing warm."),
    ).toEqual([["Split system blowing warm", "MEDIUM"]]);
  });

  test("scuffs on a wall are the wall's, and 'and a stain on the chair' is another item", async () => {
    expect(
      await calls(
        "Radiator's warm, window restrictor's on.",
        "Scuffs on the wall by the bed, and a red wine stain on the sofa.",
      ),
    ).toEqual([
      ["Scuffs on the wall", "LOW"],
      ["Red wine stain on the sofa", "LOW"],
    ]);
  });

  test("power points under water are electrical danger; 'pry marks' keep their word", async () => {
    expect(await calls("The sockets along the back wall were under water.")).toEqual([
      ["Sockets under water", "HIGH"],
    ]);
    expect(await calls("There's pry marks on the frame.")).toEqual([["Pry marks", "LOW"]]);
  });
});

describe("not a repair: age, a clean, someone else's, put right already", () => {
  test("wear and tear, a clean and 'not a fault' make no item; a job named for the wear still does", async () => {
    expect(await calls("Lounge. Sofa's seen better days but that's wear and tear.")).toEqual([]);
    expect(await calls("Floor slab, power floated, some surface crazing, fair wear.")).toEqual([]);
    expect(await calls("Bathroom. Grout's a bit grubby but that's cleaning.")).toEqual([]);
    expect(await calls("The radiator's hissing a bit, that's not a fault.")).toEqual([]);
    expect(
      await calls(
        "Couple of nail holes down the hallway, normal wear and tear, we'll patch and paint.",
      ),
    ).toHaveLength(1);
    expect(
      await calls("Living room carpet's worn through to the backing, more than wear and tear."),
    ).toHaveLength(1);
  });

  test("what is the occupant's to deal with, or always was so, or works now, makes no item", async () => {
    expect(
      await calls(
        "Shop floor, the trench drain's full of sludge, that's his, he needs to clean it out.",
      ),
    ).toEqual([]);
    expect(
      await calls(
        "Roller shutter on bay one, goes up and down fine, bit noisy but it's always been noisy.",
      ),
    ).toEqual([]);
    expect(
      await calls("And the bedroom door that was sticking, he planed it, closes nice now."),
    ).toEqual([]);
    // Not "his fault": a fault of his making is still a repair.
    expect(await calls("The door's hanging off, that's his fault, he kicked it.")).toHaveLength(1);
  });

  test("a problem said of a thing we have no word for is titled with it, not alone", async () => {
    expect(await calls("Bay three, there's a broken spring, the torsion spring.")).toEqual([
      ["Spring broken", "MEDIUM"],
    ]);
    expect(await calls("There's a cracked bracket on the left.")).toEqual([
      ["Bracket cracked", "MEDIUM"],
    ]);
  });
});

describe("things and problems as they are said on a turnover", () => {
  test("a notice faded, doors off, a place that needs paint, walls yellow from smoking, a fan like a jet engine", async () => {
    expect(
      await calls("Fire action notice by the entrance, faded, you can barely read it."),
    ).toEqual([["Fire action notice faded", "LOW"]]);
    expect(
      await calls("Two of the cabinet doors are off, they're sitting on the counter."),
    ).toEqual([["Two of the cabinet doors off", "MEDIUM"]]);
    // Off its track is where it came off, and a door off a room is where it leads.
    expect(await calls("The bifold door is off its track.")).toEqual([
      ["Bifold door off its track", "MEDIUM"],
    ]);
    expect(await calls("Whole place needs paint.")).toEqual([["Whole place needs paint", "LOW"]]);
    // Smoking of the tenants, not of the wiring.
    expect(await calls("The walls are yellow from smoking.")).toEqual([
      ["Walls yellow from smoking", "LOW"],
    ]);
    expect(await calls("The extractor fan sounds like a jet engine.")).toEqual([
      ["Extractor fan like a jet engine", "MEDIUM"],
    ]);
  });

  test("a room's name is the place: a master bath, a bin store door", async () => {
    expect(
      await calls("Master bath, there's a hairline crack in a shower tile, just cosmetic."),
    ).toEqual([["Hairline crack in a shower tile", "LOW"]]);
    // (A place's name stays out of a title: the item is placed in the bin store.)
    expect(await calls("Bin store door, the lock's broken.")).toEqual([
      ["Door lock broken", "MEDIUM"],
    ]);
    expect(await calls("In the staff toilet the toilet won't flush.")).toEqual([
      ["Toilet won't flush", "MEDIUM"],
    ]);
  });

  test("the test key is how a light is tried; a sensor knocked out of line; a plug-in detector put back", async () => {
    expect(
      await calls(
        "Emergency light over the stair door, I pressed the test key and it's not coming on.",
      ),
    ).toEqual([["Emergency light not working", "HIGH"]]);
    expect(
      await calls("The safety sensor's knocked out of line so the garage door won't close."),
    ).toEqual([["Safety sensor knocked out of line", "HIGH"]]);
    expect(
      await calls("The CO detector, it's the plug-in kind, it was unplugged sitting on the shelf."),
    ).toEqual([["CO detector unplugged", "HIGH"]]);
    expect(
      await calls(
        "The CO detector, it's the plug-in kind, it was unplugged sitting on the shelf.",
        "I plugged it back in and hit test, it works.",
      ),
    ).toEqual([]);
  });
});

describe("Scots negatives and the weather", () => {
  test("'nae', 'disnae', 'cannae' read as no, doesn't, can't", async () => {
    expect(await calls("New worktop's in, sealed along the back. Nae gaps.")).toEqual([]);
    expect(await calls("The sink disnae drain.")).toEqual([["Sink doesn't drain", "MEDIUM"]]);
    expect(await calls("The door cannae shut.")).toEqual([["Door can't shut", "MEDIUM"]]);
  });

  test("'it's bloody freezing' is the weather; a room that is freezing has no heat", async () => {
    expect(
      await calls("Bin stores at Kingsmere, three blocks, Monday, it's bloody freezing."),
    ).toEqual([]);
    expect(await calls("The bedroom's freezing.")).toEqual([["Bedroom freezing", "HIGH"]]);
  });
});

describe("titles that end on a verb's particle", () => {
  test("'painted over' keeps its last word", async () => {
    expect(
      await calls("Landing, the two trickle vents are painted over, they won't open."),
    ).toEqual([["Two trickle vents painted over", "MEDIUM"]]);
  });

  test("'stuck on' and 'stuck open' say how it is stuck; 'stuck on the latch' is only stuck", async () => {
    expect(await calls("Upstairs the central heating is stuck on, day and night.")).toEqual([
      ["Central heating stuck on", "MEDIUM"],
    ]);
    expect(await calls("Up in the loft the overflow valve is stuck open.")).toEqual([
      ["Overflow valve stuck open", "MEDIUM"],
    ]);
    expect(await calls("Back bedroom, the sash window is stuck on the catch.")).toEqual([
      ["Sash window stuck", "MEDIUM"],
    ]);
    // An object after the particle belongs to it: the particle goes with it.
    expect(
      await calls("The fire extinguisher by the stairs was last serviced in twenty twenty."),
    ).toEqual([["Fire extinguisher out of date", "HIGH"]]);
  });
});

describe("a title never keeps half of a place's name", () => {
  test("a name cut to three words drops a two-word room whole ('bin store', 'en suite')", async () => {
    expect(
      await calls("Round the back, the bin store door lock has gone, anyone can get in."),
    ).toEqual([["Door lock gone", "HIGH"]]);
    expect(await calls("Upstairs, the en suite shower tray is cracked across one corner.")).toEqual(
      [["Shower tray cracked", "MEDIUM"]],
    );
  });
});

describe("the speaker, the occupants and what is put out are not the building", () => {
  test("how the speaker is, the occupants' doing, a thing said to be okay, bins put out: no items", async () => {
    expect(await calls("Right, I'm freezing, that's the garden done.")).toEqual([]);
    expect(await calls("Hall carpet's stained, that's them, it comes off the deposit.")).toEqual(
      [],
    );
    expect(await calls("Back yard, the bins are overflowing, that's the tenants.")).toEqual([]);
    expect(await calls("The wardrobe doors are a bit worn but they're okay.")).toEqual([]);
    expect(await calls("Wheelie bins are out for Tuesday, lids shut.")).toEqual([]);
    // What is wrong, said by a cold speaker, is still found; so is a light that is out.
    expect(await calls("I'm soaked, the porch roof is leaking right onto the step.")).toEqual([
      ["Roof leaking", "HIGH"],
    ]);
    expect(await calls("Back yard, the security light's out.")).toEqual([
      ["Security light out", "MEDIUM"],
    ]);
  });
});
