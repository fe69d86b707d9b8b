// What the `openai` extractor asks a chat model, in one place: the instructions (docs/api.md, Video processing's rules),
// how the transcript is shown, and the JSON schema the answer must follow. Read this file to know what
// the model is told; openai.ts only sends it and checks the answer.
//
// The schema stays inside the subset every strict structured-output implementation accepts (every
// property required, null instead of optional, no additional properties, no length or range limits):
// the limits it cannot express (title length, timestamps inside the recording, a non-empty quote) are
// checked by openai.ts after the answer arrives.
import { PRIORITY_POLICY } from "./rules/priority-policy.ts";
import { CATEGORIES, PRIORITIES, TITLE_MAX, type TranscriptInput } from "./types.ts";

/** The rules extractor's policy, in its order, as the model reads it: one rule a line, a to s. */
function priorityRules(): string {
  return PRIORITY_POLICY.map(
    (r, i) =>
      `   ${String.fromCharCode(97 + i)}. ${r.level}, "${r.level}: ${r.reason}": ${r.covers}.`,
  ).join("\n");
}

export const SCHEMA_NAME = "site_visit_findings";

export const SYSTEM_PROMPT = `You turn the transcript of a property walkthrough into a list of action items for a maintenance team.
The speaker walks from room to room and says what they see. Report only what needs doing.

Rules:
1. One item per finding: a defect, damage, a missing or broken part, a hazard, something to clean or service.
2. A finding mentioned again later (repeated, or described a second time) is ONE item; use the first mention.
3. Make no item for a finding the speaker takes back ("scratch that", "no, it's fine", "actually it's just a shadow"),
   for things said to be fine, working or in good order, or for anything said to be already fixed, repaired or replaced.
4. Two findings in one sentence ("the tap drips and the tiles are cracked") are two items.
5. title: short and human, at most ${TITLE_MAX} characters, naming the thing and the problem ("Leaking tap under kitchen sink").
6. description: one sentence of useful detail the title leaves out (size, extent, what the speaker suggests), or null.
7. category: exactly one of ${CATEGORIES.join(", ")}.
   plumbing: taps, pipes, leaks, drains, toilets, water heaters. electrical: sockets, switches, lights, wiring.
   roofing: roof, tiles on the roof, gutters, flashing. hvac: heating, radiators, boilers, ventilation, extractor fans.
   structural: walls, ceilings, floors, foundations, cracks in structure. safety: smoke and CO alarms, fire doors,
   extinguishers, trip hazards, handrails. pest: mice, rats, insects, droppings. cleaning: dirt, mould cleaning, rubbish.
   grounds: garden, paths, fences, driveway. appliances: oven, hob, fridge, washing machine, dishwasher.
   doors_windows: doors, windows, locks, handles, glazing. decor: paint, wallpaper, stains, scuffs, carpets.
   other: anything else.
8. priority and priorityReason, by the landlord's repair-priority policy: take the FIRST rule below that applies
   to the finding, give its level as priority and its reason, exactly as quoted, as priorityReason.
   A spoken cue counts for the finding it is said about; when several are said about one finding, the last one wins.
${priorityRules()}
9. location: the room or area in force when the finding is stated: the last room the speaker named or entered
   ("kitchen", "main bedroom", "front garden"), or null if none has been named yet.
10. timestampSec: the start time, in seconds, of the transcript line that states the finding, copied from the
    [start] mark of that line; null only if the transcript has no times.
11. transcriptQuote: the words of the transcript the finding comes from, copied exactly.
12. summary: one to three sentences for the property manager: how many findings, the most urgent ones, and
    the rooms concerned. If there are no findings, say the walkthrough found nothing to act on.
Answer with JSON that follows the given schema, and nothing else.`;

const nullable = (type: "string" | "number", description: string) => ({
  type: [type, "null"],
  description,
});

export const RESPONSE_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["summary", "items"],
  properties: {
    summary: { type: "string", description: "One to three sentences about the whole visit." },
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: [
          "title",
          "description",
          "category",
          "location",
          "priority",
          "priorityReason",
          "timestampSec",
          "transcriptQuote",
        ],
        properties: {
          title: {
            type: "string",
            description: `Short and human, at most ${TITLE_MAX} characters.`,
          },
          description: nullable("string", "Useful detail the title leaves out, or null."),
          category: { type: "string", enum: [...CATEGORIES] },
          location: nullable("string", "The room or area in force, or null."),
          priority: { type: "string", enum: [...PRIORITIES] },
          priorityReason: nullable(
            "string",
            'Why, as the rule that decided it says: "HIGH: water getting in".',
          ),
          timestampSec: nullable(
            "number",
            "Start, in seconds, of the line that states the finding.",
          ),
          transcriptQuote: {
            type: "string",
            description: "The transcript's words the finding comes from.",
          },
        },
      },
    },
  },
} as const;

/** The transcript as the model sees it: one line per segment, each led by its start time. */
export function transcriptMessage(t: TranscriptInput): string {
  const lines = t.segments.length
    ? t.segments.map((s) => `[${s.start}] ${s.text.trim()}`)
    : [`[0] ${t.text.trim()}`];
  return `Transcript (language: ${t.language}). Each line starts with its start time in seconds.\n\n${lines.join("\n")}`;
}
