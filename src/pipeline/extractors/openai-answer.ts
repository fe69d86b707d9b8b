// What the `openai` extractor does with a chat completion once it has arrived: read the message,
// parse the JSON it holds, check every item against the schema and the transcript, and fall back to
// the rules when any of that fails. No network and no logging here: this runs in the text worker
// (../text-work.ts), since an answer and its transcript can be large. Linear in the answer plus the
// transcript (timestamps are placed by binary search over the segment starts).
import { capItems } from "./limit.ts";
import { extractSync } from "./rules/index.ts";
import {
  CATEGORIES,
  PRIORITIES,
  TITLE_MAX,
  type ExtractedItem,
  type ExtractionResult,
  type TranscriptInput,
} from "./types.ts";

/** The model's answer could not be used; the rules run instead. */
export class Unusable extends Error {}

/**
 * The items of a chat completion's body, or the rules' items with the reason the answer was set
 * aside. At most MAX_ITEMS items either way (./limit.ts).
 */
export function answerOrRules(body: string, t: TranscriptInput): ExtractionResult {
  try {
    return { ...capItems(checkAnswer(parseContent(messageContent(body)), t)), extractor: "openai" };
  } catch (err) {
    if (!(err instanceof Unusable)) throw err;
    return { ...extractSync(t), extractor: "rules", fallbackReason: err.message };
  }
}

/** `choices[0].message.content` of a chat completion. */
export function messageContent(body: string): string {
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Unusable("the chat completion was not JSON");
  }
  const choice = json?.choices?.[0];
  const message = choice?.message;
  if (typeof message?.refusal === "string" && message.refusal)
    throw new Unusable(`the model refused: ${message.refusal.slice(0, 200)}`);
  if (typeof message?.content !== "string")
    throw new Unusable("the chat completion has no choices[0].message.content");
  if (choice.finish_reason === "length")
    throw new Unusable("the model's answer was cut off (finish_reason length)");
  return message.content;
}

function parseContent(content: string): unknown {
  // Some servers wrap JSON in a Markdown fence even when asked for a schema.
  const text = content.trim().replace(/^```(?:json)?\s*\n?([\s\S]*?)\n?```$/, "$1");
  try {
    return JSON.parse(text);
  } catch {
    throw new Unusable("the model's answer is not valid JSON");
  }
}

// What the API accepts for an item and a visit (src/action-items/schema.ts, src/site-visits/schema.ts):
// an answer beyond them is not one the stage could store.
const DESCRIPTION_MAX = 5000;
const LOCATION_MAX = 200;
const SUMMARY_MAX = 20_000;
const REASON_MAX = 200;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const nullableString = (v: unknown): v is string | null => v === null || typeof v === "string";
const orNull = (s: string | null) => (s === null || s.trim() === "" ? null : s.trim());

/**
 * RESPONSE_SCHEMA checked by hand, plus what the schema cannot say: a title of at most TITLE_MAX
 * characters, a timestamp inside the recording, a quote. Timestamps are moved to the start of the
 * segment they fall in, which is what docs/api.md, Video processing means by an item's timestampSec.
 */
export function checkAnswer(answer: unknown, t: TranscriptInput): ExtractionResult {
  if (!isObject(answer)) throw new Unusable("the model's answer is not a JSON object");
  if (typeof answer.summary !== "string" || answer.summary.trim() === "")
    throw new Unusable("the model's answer has no summary");
  if (answer.summary.trim().length > SUMMARY_MAX)
    throw new Unusable(`the model's summary is longer than ${SUMMARY_MAX} characters`);
  if (!Array.isArray(answer.items)) throw new Unusable("the model's answer has no items array");
  const starts = t.segments.map((s) => s.start).sort((a, b) => a - b);
  // A loop, not Math.max(...): spreading 100,000 cues overflows the call stack.
  let end = 0;
  for (const s of t.segments) end = Math.max(end, s.start, s.end);
  const items = answer.items.map((raw, i): ExtractedItem => {
    const bad = (what: string) => new Unusable(`item ${i} of the model's answer ${what}`);
    if (!isObject(raw)) throw bad("is not an object");
    const { title, description, category, location, priority, timestampSec, transcriptQuote } = raw;
    // Lenient: a model that leaves the reason out (or gives a long one) still gives usable items.
    const reason = typeof raw.priorityReason === "string" ? raw.priorityReason.trim() : "";
    if (typeof title !== "string" || title.trim() === "") throw bad("has no title");
    if (title.trim().length > TITLE_MAX)
      throw bad(`has a title longer than ${TITLE_MAX} characters`);
    if (!nullableString(description)) throw bad("has a description that is neither text nor null");
    if ((description?.trim().length ?? 0) > DESCRIPTION_MAX)
      throw bad(`has a description longer than ${DESCRIPTION_MAX} characters`);
    if (!CATEGORIES.includes(category as never))
      throw bad(`has an unknown category ${JSON.stringify(category)}`);
    if (!nullableString(location)) throw bad("has a location that is neither text nor null");
    if ((location?.trim().length ?? 0) > LOCATION_MAX)
      throw bad(`has a location longer than ${LOCATION_MAX} characters`);
    if (!PRIORITIES.includes(priority as never))
      throw bad(`has an unknown priority ${JSON.stringify(priority)}`);
    if (
      timestampSec !== null &&
      (typeof timestampSec !== "number" || !Number.isFinite(timestampSec))
    )
      throw bad("has a timestampSec that is neither a number nor null");
    if (typeof timestampSec === "number" && (timestampSec < 0 || timestampSec > end + 1))
      throw bad(`has timestampSec ${timestampSec}, outside the transcript (0 to ${end} s)`);
    if (typeof transcriptQuote !== "string" || transcriptQuote.trim() === "")
      throw bad("has no transcriptQuote");
    return {
      title: title.trim(),
      description: orNull(description),
      category: category as ExtractedItem["category"],
      location: orNull(location),
      priority: priority as ExtractedItem["priority"],
      priorityReason: reason && reason.length <= REASON_MAX ? reason : null,
      timestampSec: typeof timestampSec === "number" ? segmentStartAt(starts, timestampSec) : null,
      transcriptQuote: transcriptQuote.trim(),
    };
  });
  return { summary: answer.summary.trim(), items };
}

/** The start of the last segment beginning at or before `sec` (the first one if none does); `starts` sorted. */
function segmentStartAt(starts: number[], sec: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! <= sec) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? starts[lo - 1]! : (starts[0] ?? sec);
}
