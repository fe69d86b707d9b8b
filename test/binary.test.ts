// The release artifact: dist/sitevisit copied alone into an empty folder runs the server and the CLI.
// `bun run test` builds it first.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { BINARY, tempDir } from "./helpers/server";
import { client } from "./helpers/api";

const haveBinary = existsSync(BINARY);
let dir: string;
let exe: string;

async function run(args: string[]) {
  const p = Bun.spawn([exe, ...args], {
    cwd: dir,
    stdout: "pipe",
    stderr: "pipe",
    env: { PATH: "/usr/bin:/bin", HOME: dir },
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(p.stdout).text(),
    new Response(p.stderr).text(),
    p.exited,
  ]);
  return {
    stdout,
    stderr,
    code,
    json: (() => {
      try {
        return JSON.parse(stdout);
      } catch {
        return undefined;
      }
    })(),
  };
}

beforeAll(() => {
  if (!haveBinary) return;
  dir = tempDir("sitevisit-bin-");
  exe = join(dir, "sitevisit");
  copyFileSync(BINARY, exe);
  Bun.spawnSync(["chmod", "+x", exe]);
});

test("dist/sitevisit exists (bun run test builds it first)", () => {
  // A missing binary must fail the run, not skip the suite below.
  expect(haveBinary).toBe(true);
});

describe.if(haveBinary)("dist/sitevisit alone in an empty folder", () => {
  let proc: Bun.Subprocess<"ignore", "pipe", "pipe"> | undefined;
  afterAll(() => proc?.kill("SIGKILL"));

  test("--version and --help", async () => {
    const v = await run(["--version"]);
    expect(v.code).toBe(0);
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const h = await run(["--help"]);
    expect(h.stdout).toContain("accounts");
    expect(h.stdout).toContain("serve");
  });

  test("CLI and server work on the default ./data directory with embedded migrations", async () => {
    const acct = await run(["accounts", "create", "--name", "Binary Co", "--json"]);
    expect(acct.code).toBe(0);
    expect(existsSync(join(dir, "data/sitevisit.db"))).toBe(true);
    const key = await run([
      "keys",
      "create",
      "--account",
      acct.json.id,
      "--name",
      "k",
      "--mode",
      "live",
      "--json",
    ]);
    expect(key.code).toBe(0);

    proc = Bun.spawn([exe, "serve", "--port", "0", "--host", "127.0.0.1"], {
      cwd: dir,
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
      env: { PATH: "/usr/bin:/bin", HOME: dir },
    });
    let out = "";
    const decoder = new TextDecoder();
    const reader = proc.stdout.getReader();
    let url: string | undefined;
    while (!url) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`binary exited: ${out}`);
      out += decoder.decode(value);
      url = /"url":"(http:\/\/[^"]+)"/.exec(out)?.[1];
    }
    const api = client(`${url}/api/v1`, key.json.key);
    const created = await api.post("/properties", { name: "From the binary" });
    expect(created.status).toBe(201);
    // The release build serializes responses itself (no per-response schema check): headers intact.
    expect(created.headers.get("request-id")).toMatch(/^req_/);
    expect(created.headers.get("content-type")).toContain("application/json");
    const replay = await api.post("/properties", { name: "Replayed" }, { idempotencyKey: "bin-1" });
    const again = await api.post("/properties", { name: "Replayed" }, { idempotencyKey: "bin-1" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(replay.body);
    await api.del(`/properties/${replay.body.id}`);
    const list = await api.get("/properties");
    expect(list.body.data.map((p: any) => p.name)).toEqual([
      "From the binary",
      expect.stringContaining("Sample"),
    ]);
    const doc = await (await fetch(`${url}/api/v1/openapi.json`)).json();
    expect(doc.info.version).toBe("1.0.0");
    expect((await fetch(`${url}/docs/errors`)).status).toBe(200);

    const backup = await run(["backup", "copy.db", "--json"]);
    expect(backup.code).toBe(0);
    expect(backup.json.bytes).toBeGreaterThan(0);

    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    proc = undefined;
  });
});
