// Transcripts that made extraction or parsing grow faster than their size (issue 16), and a
// realistic one, each cut to `bytes` characters (all ASCII, so characters are bytes). Shared by the
// linearity tests, the server tests and bench/extraction.ts.

const repeated = (unit: string, bytes: number) =>
  unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);

function built(bytes: number, start: string, next: (i: number) => string): string {
  const parts = [start];
  let size = start.length;
  for (let i = 1; size < bytes; i++) {
    const part = next(i);
    parts.push(part);
    size += part.length;
  }
  return parts.join("").slice(0, bytes);
}

/** hh:mm:ss.mmm of a time in milliseconds. */
export const stamp = (ms: number) => {
  const two = (n: number) => String(n).padStart(2, "0");
  const sec = Math.floor(ms / 1000);
  return `${two(Math.floor(sec / 3600))}:${two(Math.floor(sec / 60) % 60)}:${two(sec % 60)}.${String(ms % 1000).padStart(3, "0")}`;
};

/** A cue file cut at a cue boundary, so that it stays valid. */
export function cues(bytes: number, header: string, cue: (i: number) => string): string {
  const parts = [header];
  let size = header.length;
  for (let i = 0; ; i++) {
    const c = cue(i);
    if (size + c.length > bytes) break;
    parts.push(c);
    size += c.length;
  }
  return parts.join("");
}

const SENTENCES = [
  "In the kitchen the tap under the sink is leaking badly.",
  "Moving on to the bathroom, the extractor fan is broken and the sealant around the bath is mouldy.",
  "The smoke alarm in the hallway has no battery, that needs sorting straight away.",
  "The bedroom is fine, no issues in there.",
  "There's damp on the ceiling in the back bedroom, probably from the gutter.",
  "The front door lock is stiff and hard to turn.",
  "Um, the radiator in the living room is cold, no heat at all.",
  "One of the kitchen cupboard doors is hanging off.",
];

export const HOSTILE_TEXTS = {
  /** The first report: 5 MB of this froze the server for over 20 minutes. */
  "tap leaking repeated": (bytes: number) => repeated("tap leaking ", bytes),
  /** 20,000 distinct findings in 669 KB. */
  "In room N the tap is leaking": (bytes: number) =>
    built(bytes, "", (i) => `In room ${i} the tap is leaking. `),
  /** Distinct tenants' reports, each held until the end in case a later finding bears it out. */
  "the tenant reported a leak in room N": (bytes: number) =>
    built(bytes, "", (i) => `The tenant reported a leak in room ${i}. `),
  /** One word 100,000 times and more. */
  "one word repeated": (bytes: number) => repeated("leaking ", bytes),
  /** A single line with digits and no "-->" (format detection) or punctuation. */
  "a single line": (bytes: number) =>
    built(bytes, "", (i) => `room ${i} the kitchen tap is leaking and the boiler is broken `),
  /** The sentence splitter's abbreviation test re-ran on a growing sentence. */
  "St. repeated": (bytes: number) => repeated("St. ", bytes),
  /** 25,000 cues per MB (100,000 in 4 MB), 0.8 s apart. */
  "WebVTT cues": (bytes: number) =>
    cues(
      bytes,
      "WEBVTT\n\n",
      (i) => `${stamp(i * 800)} --> ${stamp(i * 800 + 700)}\ntap leaks\n\n`,
    ),
  /** One SRT cue of markup that never closes: each "<" and "{\" was scanned to the end of the cue. */
  "SRT unclosed markup": (bytes: number) => {
    const head = "1\n00:00:01,000 --> 00:00:02,000\n";
    return head + repeated("<b tap leaking {\\i ", bytes - head.length);
  },
} satisfies Record<string, (bytes: number) => string>;

export type HostileName = keyof typeof HOSTILE_TEXTS;

/** A realistic walkthrough: varied sentences with rooms and findings, one paragraph per line. */
export const realisticText = (bytes: number) =>
  built(bytes, "", (i) => `${SENTENCES[i % SENTENCES.length]}${i % 5 === 4 ? "\n" : " "}`);
