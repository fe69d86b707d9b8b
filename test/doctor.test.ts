/** `sitevisit doctor` from the built binary (run `bun run build` first), against real local servers. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { BINARY, removeDir, runCli, tempDir } from "./helpers/server";

const KEY = "sk-doctor-7a11e9ed";
const SMTP_PASSWORD = "d0ctor p@ss";

/** Every pipeline and mail setting unset, whatever the environment running the tests says. */
const UNSET = {
  SITEVISIT_TRANSCRIBER: "",
  SITEVISIT_TRANSCRIBE_URL: "",
  SITEVISIT_TRANSCRIBE_API_KEY: "",
  SITEVISIT_EXTRACTOR: "",
  SITEVISIT_LLM_URL: "",
  SITEVISIT_LLM_API_KEY: "",
  SITEVISIT_SMTP_URL: "",
};

let dataDir: string;
let models: ReturnType<typeof Bun.serve>;
let modelsSeen: Array<string | null> = [];
let closedUrl: string;
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/sitevisit is missing: run `bun run build` first");
  dataDir = tempDir();
  // A model server: GET /v1/models answers 200 for our key, 401 for any other.
  models = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(req) {
      const auth = req.headers.get("authorization");
      modelsSeen.push(auth);
      if (new URL(req.url).pathname !== "/v1/models")
        return new Response("not found", { status: 404 });
      if (auth !== `Bearer ${KEY}`)
        return Response.json(
          { error: { message: `Incorrect API key provided: ${auth}` } },
          { status: 401 },
        );
      return Response.json({ object: "list", data: [{ id: "test-model", object: "model" }] });
    },
  });
  const closed = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
  closedUrl = `http://127.0.0.1:${closed.port}`;
  await closed.stop(true);
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === "mailer" && auth.password === SMTP_PASSWORD)
        return cb(null, { user: "mailer" });
      cb(Object.assign(new Error("Authentication failed"), { responseCode: 535 }));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await models?.stop(true);
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (dataDir) removeDir(dataDir);
});

const doctor = (env: Record<string, string>, json = false) =>
  runCli(["doctor", ...(json ? ["--json"] : [])], {
    binary: true,
    dataDir,
    env: { ...UNSET, ...env },
  });

/** The human line of one part, e.g. "transcriber (chosen)". */
function line(stdout: string, part: string): string {
  const found = stdout.split("\n").find((l) => l.startsWith(`${part} `));
  if (!found) throw new Error(`no line for ${part} in:\n${stdout}`);
  return found;
}

describe("sitevisit doctor", () => {
  test("with no SMTP and no model server set: usable, exit 0, and says where mail goes", async () => {
    const r = await doctor({});
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(line(r.stdout, "smtp")).toMatch(
      / ok +SITEVISIT_SMTP_URL is not set: mail is written as \.eml under /,
    );
    expect(line(r.stdout, "smtp")).toContain(join(dataDir, "mail"));
    expect(line(r.stdout, "transcriber openai")).toMatch(
      / missing +SITEVISIT_TRANSCRIBE_URL is not set; fix: /,
    );
    expect(line(r.stdout, "extractor openai")).toMatch(
      / missing +SITEVISIT_LLM_URL is not set; fix: /,
    );
    expect(line(r.stdout, "extractor rules")).toMatch(/ ok /);
    expect(line(r.stdout, "extractor (chosen)")).toMatch(/ ok +rules, because /);
    expect(line(r.stdout, "transcriber (chosen)")).toMatch(
      / ok +(pocketsphinx|none), because auto: /,
    );
    expect(line(r.stdout, "ffmpeg")).toMatch(/ (ok +ffmpeg \S+|missing .*apt-get install ffmpeg)/);
    expect(r.stdout).toContain("the chosen transcriber and extractor are usable");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe("try a recording with: sitevisit try FILE");
  });

  test("--json prints one document with every part and the chosen adapters", async () => {
    const r = await doctor({}, true);
    expect(r.code).toBe(0);
    expect(r.json).toBeDefined();
    expect(r.json.usable).toBe(true);
    expect(r.json.extractor).toEqual({
      name: "rules",
      reason: expect.stringContaining("SITEVISIT_EXTRACTOR=rules"),
      status: "ok",
    });
    expect(["pocketsphinx", "none"]).toContain(r.json.transcriber.name);
    const parts = r.json.checks.map((c: { part: string }) => c.part);
    expect(parts).toEqual([
      "ffmpeg",
      "ffprobe",
      "image sizes",
      "heic",
      "transcriber pocketsphinx",
      "transcriber openai",
      "transcriber none",
      "extractor rules",
      "extractor openai",
      "transcriber (chosen)",
      "extractor (chosen)",
      "smtp",
      "backups",
    ]);
    for (const c of r.json.checks) {
      expect(["ok", "missing", "unreachable", "refused", "invalid", "stale"]).toContain(c.status);
      expect(c.fix === null).toBe(c.status === "ok");
    }
  });

  test("the openai transcriber chosen and pointing at a closed port: exit 1 and a clear line", async () => {
    const r = await doctor({
      SITEVISIT_TRANSCRIBER: "openai",
      SITEVISIT_TRANSCRIBE_URL: closedUrl,
    });
    expect(r.code).toBe(1);
    const chosen = line(r.stdout, "transcriber (chosen)");
    expect(chosen).toMatch(
      / unreachable +openai, because SITEVISIT_TRANSCRIBER=openai; GET http:\/\/127\.0\.0\.1:\d+\/v1\/models: could not connect/,
    );
    expect(chosen).toContain("fix: start that server, or correct SITEVISIT_TRANSCRIBE_URL");
    expect(r.stdout).toContain("NOT usable");
    const json = (
      await doctor({ SITEVISIT_TRANSCRIBER: "openai", SITEVISIT_TRANSCRIBE_URL: closedUrl }, true)
    ).json;
    expect(json.usable).toBe(false);
    expect(json.transcriber.status).toBe("unreachable");
  });

  test("the openai extractor chosen without a URL: exit 1, and the line says what to set", async () => {
    const r = await doctor({ SITEVISIT_EXTRACTOR: "openai" });
    expect(r.code).toBe(1);
    expect(line(r.stdout, "extractor (chosen)")).toMatch(
      / invalid +SITEVISIT_EXTRACTOR=openai needs SITEVISIT_LLM_URL/,
    );
  });

  test("the openai extractor against a server that refuses the key: exit 1, key never printed", async () => {
    modelsSeen = [];
    const r = await doctor({
      SITEVISIT_EXTRACTOR: "openai",
      SITEVISIT_LLM_URL: `http://127.0.0.1:${models.port}`,
      SITEVISIT_LLM_API_KEY: "sk-wrong-0000",
    });
    expect(r.code).toBe(1);
    expect(modelsSeen).toEqual(["Bearer sk-wrong-0000"]);
    expect(line(r.stdout, "extractor (chosen)")).toMatch(
      / refused +openai, because .*answered 401: the server refused the API key; fix: check SITEVISIT_LLM_API_KEY/,
    );
    expect(r.stdout + r.stderr).not.toContain("sk-wrong-0000");
  });

  test("the openai extractor against a server that accepts the key: usable; a transcriber server without /v1/models is still reachable", async () => {
    modelsSeen = [];
    const r = await doctor({
      SITEVISIT_EXTRACTOR: "openai",
      SITEVISIT_LLM_URL: `http://127.0.0.1:${models.port}/v1`,
      SITEVISIT_LLM_API_KEY: KEY,
      SITEVISIT_TRANSCRIBE_URL: `http://127.0.0.1:${models.port}/whisper`,
    });
    expect(r.code).toBe(0);
    expect(modelsSeen).toContain(`Bearer ${KEY}`);
    expect(line(r.stdout, "extractor (chosen)")).toMatch(
      / ok +openai, because SITEVISIT_EXTRACTOR=openai/,
    );
    expect(line(r.stdout, "transcriber (chosen)")).toMatch(
      / ok +openai, because auto: SITEVISIT_TRANSCRIBE_URL is set/,
    );
    expect(line(r.stdout, "transcriber openai")).toContain("answered 404");
    expect(r.stdout).not.toContain(KEY);
  });

  test("SMTP: a server that takes the login is ok; a wrong password is refused and not printed; optional, so exit 0", async () => {
    const good = await doctor({
      SITEVISIT_SMTP_URL: `smtp://mailer:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtpPort}`,
    });
    expect(good.code).toBe(0);
    expect(line(good.stdout, "smtp")).toMatch(
      new RegExp(` ok +connected to 127\\.0\\.0\\.1:${smtpPort} and logged in`),
    );
    const bad = await doctor({
      SITEVISIT_SMTP_URL: `smtp://mailer:wrong-pass-123@127.0.0.1:${smtpPort}`,
    });
    expect(bad.code).toBe(0);
    expect(line(bad.stdout, "smtp")).toMatch(
      / refused +.*refused the login.*; fix: check the user and password in SITEVISIT_SMTP_URL/,
    );
    expect(bad.stdout).not.toContain("wrong-pass-123");
    const bogus = await doctor({ SITEVISIT_SMTP_URL: "mail.example.com" });
    expect(line(bogus.stdout, "smtp")).toMatch(
      / invalid +SITEVISIT_SMTP_URL is not an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  test("nothing installed (empty PATH): ffmpeg and pocketsphinx missing with the fix, auto falls to none, still exit 0", async () => {
    const r = await doctor({ PATH: "/nonexistent" });
    expect(r.code).toBe(0);
    expect(line(r.stdout, "ffmpeg")).toMatch(
      / missing +ffmpeg is not on PATH; fix: apt-get install ffmpeg/,
    );
    expect(line(r.stdout, "transcriber pocketsphinx")).toMatch(
      / missing +pocketsphinx is not installed.*apt-get install pocketsphinx pocketsphinx-en-us/,
    );
    expect(line(r.stdout, "transcriber (chosen)")).toMatch(
      / ok +none, because auto: no SITEVISIT_TRANSCRIBE_URL/,
    );
  });
});
