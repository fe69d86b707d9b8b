/** The `openai` extractor against a local server that speaks the chat-completions request and response shapes. */
import { PRIORITY_POLICY } from "../src/pipeline/extractors/rules/priority-policy";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Server } from "bun";
import { chooseExtractor, ExtractorError } from "../src/pipeline/extractors/index.ts";
import { openAiExtractor } from "../src/pipeline/extractors/openai.ts";
import {
  RESPONSE_SCHEMA,
  SCHEMA_NAME,
  SYSTEM_PROMPT,
} from "../src/pipeline/extractors/openai-prompt.ts";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";
import type { TranscriptInput } from "../src/pipeline/extractors/types.ts";

const KEY = "sk-test-5d1c0ffee5ecret";

const transcript: TranscriptInput = {
  language: "en",
  text: "Okay, into the kitchen. The tap under the sink is leaking badly. In the hall the paint is scuffed by the door.",
  segments: [
    { start: 0, end: 4, text: "Okay, into the kitchen." },
    { start: 4.5, end: 10, text: "The tap under the sink is leaking badly." },
    { start: 11, end: 16, text: "In the hall the paint is scuffed by the door." },
  ],
};

const goodItems = [
  {
    title: "Leaking tap under kitchen sink",
    description: "Leaking badly.",
    category: "plumbing",
    location: "kitchen",
    priority: "HIGH",
    priorityReason: "HIGH: water getting in",
    timestampSec: 4.5,
    transcriptQuote: "The tap under the sink is leaking badly.",
  },
  {
    title: "Scuffed paint by the hall door",
    description: null,
    category: "decor",
    location: "hall",
    priority: "LOW",
    timestampSec: 12.5, // inside the segment that starts at 11
    transcriptQuote: "the paint is scuffed by the door",
  },
];

/** A chat completion as OpenAI returns it, with `content` as the assistant's text. */
const completion = (content: string | null, extra: Record<string, unknown> = {}) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "test-model",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content, refusal: null },
      logprobs: null,
      finish_reason: "stop",
      ...extra,
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});
const answer = (summary: string, items: unknown[]) =>
  Response.json(completion(JSON.stringify({ summary, items })));

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  body: any;
}

let server: Server<undefined>;
let seen: Seen[] = [];
let respond: (req: Request) => Response | Promise<Response> = () =>
  new Response("not set", { status: 500 });
let closedPortUrl: string;
const hanging: Array<() => void> = [];

beforeAll(async () => {
  server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const url = new URL(req.url);
      seen.push({
        method: req.method,
        path: url.pathname,
        authorization: req.headers.get("authorization"),
        body: await req.json().catch(() => null),
      });
      return respond(req);
    },
  });
  const closed = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
  closedPortUrl = `http://127.0.0.1:${closed.port}`;
  await closed.stop(true);
});

afterAll(async () => {
  hanging.forEach((release) => release());
  await server.stop(true);
});

const base = () => `http://127.0.0.1:${server.port}`;
const extractor = (over: { url?: string; timeoutMs?: number } = {}) =>
  openAiExtractor({
    url: over.url ?? base(),
    apiKey: KEY,
    model: "test-model",
    timeoutMs: over.timeoutMs ?? 10_000,
  });

async function run(handler: typeof respond, over?: { url?: string; timeoutMs?: number }) {
  seen = [];
  respond = handler;
  return extractor(over).extract(transcript);
}

async function failure(
  handler: typeof respond,
  over?: { url?: string; timeoutMs?: number },
): Promise<ExtractorError> {
  const err = await run(handler, over).then(
    () => null,
    (e) => e,
  );
  expect(err).toBeInstanceOf(ExtractorError);
  return err as ExtractorError;
}

describe("openai extractor: request", () => {
  test("posts model, system prompt, transcript with start times, a strict json_schema and the bearer key", async () => {
    await run(() => answer("Two findings.", goodItems));
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req!.method).toBe("POST");
    expect(req!.path).toBe("/v1/chat/completions");
    expect(req!.authorization).toBe(`Bearer ${KEY}`);
    expect(req!.body.model).toBe("test-model");
    expect(req!.body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(req!.body.messages[1].role).toBe("user");
    expect(req!.body.messages[1].content).toContain(
      "[4.5] The tap under the sink is leaking badly.",
    );
    expect(req!.body.messages[1].content).toContain(
      "[11] In the hall the paint is scuffed by the door.",
    );
    expect(req!.body.response_format).toEqual({
      type: "json_schema",
      json_schema: {
        name: SCHEMA_NAME,
        strict: true,
        schema: JSON.parse(JSON.stringify(RESPONSE_SCHEMA)),
      },
    });
  });

  test("a base URL that already ends in /v1 is not doubled", async () => {
    await run(() => answer("Two findings.", goodItems), { url: `${base()}/v1/` });
    expect(seen[0]!.path).toBe("/v1/chat/completions");
  });
});

describe("openai extractor: answers", () => {
  test("a good answer becomes the items, timestamps moved to their segment's start", async () => {
    const r = await run(() =>
      answer("  Two findings: a leak in the kitchen and scuffed paint in the hall. ", goodItems),
    );
    expect(r.extractor).toBe("openai");
    expect(r.fallbackReason).toBeUndefined();
    expect(r.summary).toBe("Two findings: a leak in the kitchen and scuffed paint in the hall.");
    expect(r.items).toEqual([
      { ...goodItems[0], description: "Leaking badly." },
      // A model that gives no reason still gives a usable item.
      { ...goodItems[1], timestampSec: 11, priorityReason: null },
    ] as never);
  });

  test("the prompt states the rules extractor's priority policy, every rule in its order", () => {
    let from = 0;
    for (const rule of PRIORITY_POLICY) {
      const at = SYSTEM_PROMPT.indexOf(`"${rule.level}: ${rule.reason}": ${rule.covers}`, from);
      expect(at).toBeGreaterThan(from);
      from = at;
    }
    expect(SYSTEM_PROMPT).not.toContain("HIGH for leaks");
  });

  test("an answer with no findings is an empty list, not a fallback", async () => {
    const r = await run(() => answer("Nothing to act on.", []));
    expect(r).toEqual({ summary: "Nothing to act on.", items: [], extractor: "openai" });
  });

  const rules = () => rulesExtractor.extract(transcript);

  test("malformed JSON content falls back to the rules", async () => {
    const r = await run(() => Response.json(completion('{"summary": "Two findings", "items": [')));
    expect(r.extractor).toBe("rules");
    expect(r.fallbackReason).toContain("not valid JSON");
    const expected = await rules();
    expect(r.items).toEqual(expected.items);
    expect(r.summary).toBe(expected.summary);
    expect(r.items.length).toBeGreaterThan(0);
  });

  test("a body that is not a chat completion falls back to the rules", async () => {
    const r = await run(
      () =>
        new Response("<html>proxy says hi</html>", { headers: { "content-type": "text/html" } }),
    );
    expect(r.extractor).toBe("rules");
    expect(r.fallbackReason).toContain("not JSON");
    const r2 = await run(() => Response.json({ choices: [] }));
    expect(r2.extractor).toBe("rules");
    expect(r2.fallbackReason).toContain("choices[0].message.content");
  });

  test("JSON in a Markdown fence is accepted", async () => {
    const r = await run(() =>
      Response.json(
        completion(
          "```json\n" +
            JSON.stringify({ summary: "One finding.", items: [goodItems[0]] }) +
            "\n```",
        ),
      ),
    );
    expect(r.extractor).toBe("openai");
    expect(r.items).toHaveLength(1);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["an unknown category", { category: "wizardry" }, 'unknown category "wizardry"'],
    ["an unknown priority", { priority: "URGENT" }, 'unknown priority "URGENT"'],
    ["a missing title", { title: undefined }, "has no title"],
    ["a title over 200 characters", { title: "x".repeat(201) }, "longer than 200"],
    ["a timestamp after the transcript ends", { timestampSec: 300 }, "outside the transcript"],
    ["a negative timestamp", { timestampSec: -2 }, "outside the transcript"],
    ["a timestamp given as text", { timestampSec: "4.5" }, "timestampSec"],
    ["an empty transcriptQuote", { transcriptQuote: " " }, "no transcriptQuote"],
    ["a location that is a number", { location: 3 }, "location"],
    ["a location over 200 characters", { location: "l".repeat(201) }, "location longer than 200"],
    [
      "a description over 5000 characters",
      { description: "d".repeat(5001) },
      "description longer than 5000",
    ],
  ];
  for (const [what, change, reason] of invalid)
    test(`an item with ${what} falls back to the rules`, async () => {
      const item = { ...goodItems[0], ...change };
      const r = await run(() =>
        answer("One finding.", [goodItems[1], JSON.parse(JSON.stringify(item))]),
      );
      expect(r.extractor).toBe("rules");
      expect(r.fallbackReason).toContain("item 1");
      expect(r.fallbackReason).toContain(reason);
      expect(r.items).toEqual((await rules()).items);
    });

  test("an answer without a summary or items array falls back", async () => {
    const r = await run(() => Response.json(completion(JSON.stringify({ items: goodItems }))));
    expect(r.fallbackReason).toContain("no summary");
    const r2 = await run(() =>
      Response.json(completion(JSON.stringify({ summary: "x", items: "none" }))),
    );
    expect(r2.fallbackReason).toContain("no items array");
  });

  test("a refusal or a cut-off answer falls back", async () => {
    const refused = completion(null);
    refused.choices[0]!.message.refusal = "I can't help with that." as never;
    const r = await run(() => Response.json(refused));
    expect(r.fallbackReason).toContain("the model refused");
    const cut = await run(() =>
      Response.json(completion('{"summary":"Two', { finish_reason: "length" })),
    );
    expect(cut.fallbackReason).toContain("cut off");
  });

  test("a 400 (context too long, no json_schema support) falls back with the server's words", async () => {
    const r = await run(() =>
      Response.json(
        { error: { message: "maximum context length exceeded", type: "invalid_request_error" } },
        { status: 400 },
      ),
    );
    expect(r.extractor).toBe("rules");
    expect(r.fallbackReason).toBe(
      "the model endpoint rejected the request (400): maximum context length exceeded",
    );
  });
});

describe("openai extractor: failures", () => {
  test("401 and 403 are permanent, say what to fix and never carry the key", async () => {
    for (const status of [401, 403]) {
      const err = await failure(() =>
        Response.json({ error: { message: `Incorrect API key provided: ${KEY}` } }, { status }),
      );
      expect(err.permanent).toBe(true);
      expect(err.message).toBe(
        `the model endpoint refused the API key (${status}): check SITEVISIT_LLM_API_KEY`,
      );
      expect(err.message).not.toContain(KEY);
    }
  });

  test("404 is permanent and names the settings to check", async () => {
    const err = await failure(() =>
      Response.json({ error: { message: "model 'test-model' not found" } }, { status: 404 }),
    );
    expect(err.permanent).toBe(true);
    expect(err.message).toContain("SITEVISIT_LLM_URL");
    expect(err.message).toContain("model 'test-model' not found");
  });

  test("500, 503 and 429 are transient; the server's words are kept, the key is not", async () => {
    for (const status of [500, 503, 429]) {
      const err = await failure(() =>
        Response.json({ error: { message: `overloaded (key ${KEY})` } }, { status }),
      );
      expect(err.permanent).toBe(false);
      expect(err.message).toContain(`(${status})`);
      expect(err.message).toContain("overloaded");
      expect(err.message).not.toContain(KEY);
    }
  });

  test("a server that does not answer in time is a transient failure", async () => {
    const err = await failure(
      () => new Promise<Response>((resolve) => hanging.push(() => resolve(new Response("late")))),
      { timeoutMs: 300 },
    );
    expect(err.permanent).toBe(false);
    expect(err.message).toContain("did not answer within 0.3 s");
  });

  test("connection refused is a transient failure", async () => {
    const err = await failure(() => answer("x", []), { url: closedPortUrl });
    expect(err.permanent).toBe(false);
    expect(err.message).toContain("could not reach the model endpoint");
  });

  test("the caller's abort is passed through, not turned into a retry", async () => {
    respond = () =>
      new Promise<Response>((resolve) => hanging.push(() => resolve(new Response("late"))));
    const ctl = new AbortController();
    const pending = extractor().extract(transcript, { signal: ctl.signal });
    setTimeout(() => ctl.abort(new Error("shutting down")), 50);
    const err = await pending.then(
      () => null,
      (e) => e,
    );
    expect(err).not.toBeInstanceOf(ExtractorError);
    expect((err as Error).message).toBe("shutting down");
  });
});

describe("chooseExtractor", () => {
  test("rules by default", () => {
    const { extractor, reason } = chooseExtractor({});
    expect(extractor.name).toBe("rules");
    expect(reason).toContain("rules");
  });

  test("openai with a URL; the reason shows the URL without credentials", () => {
    const { extractor, reason } = chooseExtractor({
      extractor: "openai",
      llmUrl: "http://me:pw@gpu-box:8080",
      llmApiKey: KEY,
    });
    expect(extractor.name).toBe("openai");
    expect(reason).toContain("http://gpu-box:8080");
    expect(reason).not.toContain("pw");
    expect(reason).not.toContain(KEY);
  });

  test("openai without a URL, or with a URL that is not one, is a permanent configuration error", () => {
    for (const llmUrl of [null, "  ", "gpu box"]) {
      let err: unknown;
      try {
        chooseExtractor({ extractor: "openai", llmUrl });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ExtractorError);
      expect((err as ExtractorError).permanent).toBe(true);
      expect((err as ExtractorError).message).toContain("SITEVISIT_LLM_URL");
    }
  });
});
