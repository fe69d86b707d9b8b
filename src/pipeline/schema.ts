// The transcript resource (docs/api.md, Resources) and the request bodies of the processing routes.
import { t } from "elysia";
import type { transcripts } from "../db/schema";
import { BINARY_MEDIA } from "../core/schemas";

export const Transcript = t.Object(
  {
    language: t.String({ description: "ISO 639-1 code, e.g. en." }),
    text: t.String(),
    segments: t.Array(
      t.Object(
        {
          start: t.Number({ description: "Seconds from the start of the recording." }),
          end: t.Number(),
          text: t.String(),
        },
        {
          title: "TranscriptSegment",
          examples: [
            {
              start: 3.2,
              end: 6.9,
              text: "In the kitchen the tap under the sink is leaking badly.",
            },
          ],
        },
      ),
    ),
  },
  {
    title: "Transcript",
    examples: [
      {
        language: "en",
        text: "In the kitchen the tap under the sink is leaking badly. The hallway smoke alarm is missing.",
        segments: [
          { start: 3.2, end: 6.9, text: "In the kitchen the tap under the sink is leaking badly." },
          { start: 8.1, end: 10.4, text: "The hallway smoke alarm is missing." },
        ],
      },
    ],
  },
);

export function presentTranscript(r: typeof transcripts.$inferSelect): typeof Transcript.static {
  return { language: r.language, text: r.text, segments: r.segments };
}

const binary = BINARY_MEDIA;

export const videoRequestBody = {
  required: true,
  description:
    "The video file as the raw body (Content-Type video/*, e.g. video/mp4 or video/quicktime), at most SITEVISIT_MAX_VIDEO_BYTES (default 2 GiB).",
  content: Object.fromEntries(
    ["video/mp4", "video/quicktime", "video/webm", "video/x-matroska"].map((ct) => [ct, binary]),
  ),
};

export const transcriptRequestBody = {
  required: true,
  description:
    "A transcript as the raw body: WebVTT (text/vtt), SRT (application/x-subrip) or plain text (text/plain), UTF-8, at most 1 MiB by default (SITEVISIT_MAX_TRANSCRIPT_BYTES; 413 past it). Cue times must be below 24 hours.",
  content: Object.fromEntries(
    ["text/vtt", "application/x-subrip", "text/plain"].map((ct) => [
      ct,
      { schema: { type: "string" } },
    ]),
  ),
};
