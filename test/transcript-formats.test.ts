import { describe, expect, test } from "bun:test";
import {
  detectFormat,
  formatForContentType,
  parseTranscript,
  TranscriptFormatError,
} from "../src/pipeline/transcript-formats.ts";

function rejects(input: string | Uint8Array, message: RegExp, format?: "vtt" | "srt" | "text") {
  let caught: unknown;
  try {
    parseTranscript(input, { format });
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(TranscriptFormatError);
  expect((caught as Error).message).toMatch(message);
}

describe("WebVTT", () => {
  test("BOM, CRLF, header text, cue ids, settings, multi-line cues, voice tags, entities, omitted hours", () => {
    const vtt =
      "\uFEFFWEBVTT - walkthrough of 12 Mill Lane\r\nKind: captions\r\nLanguage: en-GB\r\n\r\n" +
      "NOTE recorded on a phone\r\nsecond note line\r\n\r\n" +
      "STYLE\r\n::cue { color: red }\r\n\r\n" +
      "kitchen-1\r\n00:01.500 --> 00:04.250 align:start position:10%\r\n<v Sam>The tap under the sink</v>\r\nis leaking &amp; <i>badly</i>\r\n\r\n" +
      "01:02:03.004 --> 01:02:05.000\r\nDamp &lt;here&gt;&nbsp;too\r\n";
    const t = parseTranscript(vtt);
    expect(t.language).toBe("en-gb");
    expect(t.segments).toEqual([
      { start: 1.5, end: 4.25, text: "The tap under the sink is leaking & badly" },
      { start: 3723.004, end: 3725, text: "Damp <here> too" },
    ]);
    expect(t.text).toBe("The tap under the sink is leaking & badly Damp <here> too");
  });

  test("header alone is WEBVTT followed by end of file: no cues is an error", () => {
    expect(detectFormat("WEBVTT")).toBe("vtt");
    rejects("WEBVTT\n\n", /WebVTT transcript has no text/);
    rejects("WEBVTT\n\nNOTE only a note\n", /WebVTT transcript has no text/);
  });

  test("a cue with an unreadable time names the line", () => {
    rejects(
      "WEBVTT\n\n00:01.000 --> 00:0x.000\nhello\n",
      /line 3: cannot read the time "00:0x.000"/,
    );
  });

  test("a cue that ends before it starts is refused", () => {
    rejects("WEBVTT\n\n00:05.000 --> 00:01.000\nhello\n", /line 3: the cue ends before it starts/);
  });

  test("a block without a timing line is refused", () => {
    rejects("WEBVTT\n\njust some words\nand more\n", /line 3: expected a cue timing line/);
  });

  test("WEBVTTX is not a WebVTT header", () => {
    expect(detectFormat("WEBVTTX\nhello")).toBe("text");
  });
});

describe("SRT", () => {
  test("CRLF, BOM, multi-line cues, italics, position tags, a dot instead of a comma, trailing coordinates", () => {
    const srt =
      "\uFEFF1\r\n00:00:01,000 --> 00:00:03,500\r\n<i>Hallway:</i> smoke alarm\r\nis missing\r\n\r\n" +
      "2\r\n00:00:04.250 --> 00:00:06,000 X1:10 X2:20 Y1:5 Y2:6\r\n{\\an8}Bedroom window is cracked\r\n\r\n\r\n";
    const t = parseTranscript(srt);
    expect(t.segments).toEqual([
      { start: 1, end: 3.5, text: "Hallway: smoke alarm is missing" },
      { start: 4.25, end: 6, text: "Bedroom window is cracked" },
    ]);
    expect(t.language).toBe("en");
  });

  test("hours are required in SRT", () => {
    rejects("1\n00:01,000 --> 00:02,000\nhi\n", /line 2: cannot read the time "00:01,000"/, "srt");
  });

  test("a cue without text is skipped; all empty is an error", () => {
    const t = parseTranscript(
      "1\n00:00:01,000 --> 00:00:02,000\n\n2\n00:00:03,000 --> 00:00:04,000\nfine\n",
    );
    expect(t.segments).toEqual([{ start: 3, end: 4, text: "fine" }]);
    rejects("1\n00:00:01,000 --> 00:00:02,000\n", /SRT transcript has no text/);
  });
});

describe("plain text and detection", () => {
  test("one segment per non-empty line, all at 0 s, whitespace squashed", () => {
    const t = parseTranscript(
      "\uFEFFKitchen.\r\n\r\n  The  extractor fan is\tnoisy. \r\nBathroom is fine.\n",
      { language: "en" },
    );
    expect(t.segments).toEqual([
      { start: 0, end: 0, text: "Kitchen." },
      { start: 0, end: 0, text: "The extractor fan is noisy." },
      { start: 0, end: 0, text: "Bathroom is fine." },
    ]);
    expect(t.text).toBe("Kitchen. The extractor fan is noisy. Bathroom is fine.");
  });

  test("text that mentions an arrow is still plain text", () => {
    expect(detectFormat("go left --> then right")).toBe("text");
  });

  test("empty, whitespace-only and BOM-only inputs are refused", () => {
    rejects("", /the transcript is empty/);
    rejects(" \r\n\t\n", /the transcript is empty/);
    rejects("\uFEFF\n", /the transcript is empty/);
  });

  test("unknown formats are refused with what to send instead", () => {
    rejects('{"segments":[]}', /looks like JSON.*WebVTT \(text\/vtt\)/);
    rejects("<tt xmlns='http://www.w3.org/ns/ttml'></tt>", /XML or HTML/);
    rejects("00:01.000 --> 00:02.000\nheaderless\n", /neither WebVTT.*nor SRT/);
    rejects(new Uint8Array([0xff, 0xfe, 0x00, 0x41]), /not UTF-8/);
    rejects(new Uint8Array([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70]), /binary data/);
  });

  test("bytes are decoded as UTF-8", () => {
    const t = parseTranscript(
      new TextEncoder().encode("WEBVTT\n\n00:00.000 --> 00:01.000\nCafé’s boiler\n"),
    );
    expect(t.segments[0]!.text).toBe("Café’s boiler");
  });

  test("content types map to formats; others are refused", () => {
    expect(formatForContentType("text/vtt; charset=utf-8")).toBe("vtt");
    expect(formatForContentType("application/x-subrip")).toBe("srt");
    expect(formatForContentType("Text/Plain")).toBe("detect");
    expect(formatForContentType(undefined)).toBe("detect");
    expect(() => formatForContentType("application/json")).toThrow(
      /unsupported transcript type application\/json/,
    );
  });

  test("a declared format wins over detection", () => {
    rejects("hello there\n", /line 1: a WebVTT file starts with WEBVTT/, "vtt");
  });
});
