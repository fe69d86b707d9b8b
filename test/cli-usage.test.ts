// How the shipped binary fails and explains itself, run as an admin at a shell would: usage errors are
// one line and exit 2, runtime failures exit 1, --json failures are JSON on stderr, help is accurate
// and ends with an example. Runs dist/sitevisit (`bun run test` builds it first).
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BINARY, runCli, tempDir } from "./helpers/server";

let dataDir: string;
let accountId: string;
// SITEVISIT_DATA_DIR rather than --data-dir: a command group (`sitevisit accounts`) takes no options.
const sv = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, { binary: true, env: { SITEVISIT_DATA_DIR: dataDir, ...env } });

test("dist/sitevisit exists (bun run test builds it first)", () => {
  expect(existsSync(BINARY)).toBe(true);
});

beforeAll(async () => {
  dataDir = tempDir();
  const a = await sv(["accounts", "create", "--name", "Usage Co", "--json"]);
  expect(a.code).toBe(0);
  accountId = a.json.id;
});

/** One line on stderr, nothing on stdout, no stack frame and no bundled source. */
function expectOneCleanLine(r: { stdout: string; stderr: string }) {
  expect(r.stdout).toBe("");
  const lines = r.stderr.split("\n").filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\s+at .*[:(]\d+/);
  expect(r.stderr).not.toContain("$bunfs");
  expect(r.stderr).not.toContain("=>");
  return lines[0]!;
}

// [what an admin typed, words the one line must contain]
const usageErrors: [string[], string[]][] = [
  [
    ["deliveries", "tail", "--limit", "abc"],
    ["--limit", "'abc'", "whole number of 0 or more"],
  ],
  [
    ["keys", "create", "--account", "acct_x", "--name", "ci", "--mode", "prod"],
    ["--mode", "'prod'", "live, test"],
  ],
  [
    ["accounts", "create", "--name", "X", "--plan", "gold"],
    ["--plan", "'gold'", "free, starter, pro, unlimited"],
  ],
  [
    ["accounts", "set-plan", "acct_x", "gold"],
    ["'gold'", "plan", "free, starter, pro, unlimited"],
  ],
  [
    [
      "webhooks",
      "create",
      "--account",
      "acct_x",
      "--name",
      "n",
      "--url",
      "https://example.com",
      "--events",
      "property.created,property.exploded",
    ],
    ["--events", "'property.exploded' is not an event type", "evidence.attached"],
  ],
  [
    [
      "webhooks",
      "create",
      "--account",
      "acct_x",
      "--name",
      "n",
      "--url",
      "https://example.com",
      "--mode",
      "prod",
    ],
    ["--mode", "live, test"],
  ],
  [
    ["serve", "--port", "99999"],
    ["--port", "'99999'", "from 0 to 65535"],
  ],
  [
    ["serve", "--log-level", "loud"],
    ["--log-level", "info"],
  ],
  [["frobnicate"], ["unknown command 'frobnicate'", "sitevisit --help"]],
  [
    ["acounts", "list"],
    ["unknown command 'acounts'", "did you mean accounts?"],
  ],
  [
    ["accounts", "create", "--nme", "X"],
    ["unknown option '--nme'", "did you mean --name?", "sitevisit accounts create --help"],
  ],
  [
    ["keys", "revoke"],
    ["missing required argument 'id'", "sitevisit keys revoke"],
  ],
  [["accounts", "create"], ["missing --name"]],
  [["keys", "create", "--account", "acct_x", "--name", "ci"], ["missing --mode"]],
  [
    ["accounts"],
    ["'sitevisit accounts' needs a command", "create, list, set-plan, disable, enable"],
  ],
  [["webhooks", "enable", "we_1", "we_2"], ["too many arguments"]],
];

describe("usage errors: one line naming the option and what it accepts, exit 2", () => {
  for (const [args, words] of usageErrors)
    test(args.join(" "), async () => {
      const r = await sv(args);
      expect(r.code).toBe(2);
      const line = expectOneCleanLine(r);
      expect(line).toStartWith("error: ");
      for (const w of words) expect(line).toContain(w);
    });

  test("with --json, each is {error:{code:'usage_error',message}} on stderr", async () => {
    for (const [args, words] of usageErrors) {
      const r = await sv([...args, "--json"]);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      const body = JSON.parse(expectOneCleanLine(r));
      expect(body).toEqual({ error: { code: "usage_error", message: expect.any(String) } });
      // a bare group takes no options, so there --json is itself the unknown option
      expect(body.error.message).toContain(
        args.join(" ") === "accounts" ? "unknown option '--json'" : words[0]!,
      );
    }
  });
});

describe("runtime failures: exit 1, one line; JSON with --json", () => {
  const cases: { args: string[]; env?: Record<string, string>; code: string; words: string[] }[] = [
    {
      args: ["accounts", "disable", "acct_nope"],
      code: "not_found",
      words: ["no account with id 'acct_nope'"],
    },
    { args: ["keys", "revoke", "key_nope"], code: "not_found", words: ["key_nope"] },
    { args: ["webhooks", "disable", "we_nope"], code: "not_found", words: ["we_nope"] },
    { args: ["deliveries", "retry", "del_nope"], code: "not_found", words: ["del_nope"] },
    {
      args: ["deliveries", "tail", "--endpoint", "we_nope", "--no-follow"],
      code: "not_found",
      words: ["we_nope"],
    },
    {
      args: ["accounts", "create", "--name", "x".repeat(201)],
      code: "validation_error",
      words: ["1 to 200 characters"],
    },
    {
      args: ["webhooks", "list"],
      env: { SITEVISIT_WEBHOOK_RETRY_SCHEDULE: "soon" },
      code: "config_error",
      words: ["SITEVISIT_WEBHOOK_RETRY_SCHEDULE", "'soon'"],
    },
  ];
  for (const c of cases)
    test(`${c.args.join(" ")} → ${c.code}`, async () => {
      const human = await sv(c.args, c.env);
      expect(human.code).toBe(1);
      const line = expectOneCleanLine(human);
      expect(line).toStartWith("error: ");
      for (const w of c.words) expect(line).toContain(w);
      const json = await sv([...c.args, "--json"], c.env);
      expect(json.code).toBe(1);
      const body = JSON.parse(expectOneCleanLine(json));
      expect(body.error.code).toBe(c.code);
      expect(body.error.message).toBe(line.slice("error: ".length));
    });

  test("webhooks create: the name limit in words, not a schema message", async () => {
    const r = await sv([
      "webhooks",
      "create",
      "--account",
      accountId,
      "--name",
      "x".repeat(101),
      "--url",
      "https://example.com/h",
      "--json",
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(expectOneCleanLine(r)).error).toEqual({
      code: "validation_error",
      message: "--name must be 1 to 100 characters long, got 101",
    });
  });

  test("backup onto an existing file is a conflict", async () => {
    const file = join(tempDir(), "taken.db");
    writeFileSync(file, "x");
    const r = await sv(["backup", file, "--json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(expectOneCleanLine(r)).error).toMatchObject({
      code: "conflict",
      message: expect.stringContaining("already exists"),
    });
  });
});

describe("webhooks create with a local URL says how to allow it; --dev allows it", () => {
  test("http://localhost without --dev names --dev and 'serve --dev'", async () => {
    const r = await sv([
      "webhooks",
      "create",
      "--account",
      accountId,
      "--name",
      "local",
      "--url",
      "http://localhost:4000/hooks",
    ]);
    expect(r.code).toBe(1);
    const line = expectOneCleanLine(r);
    expect(line).toContain("--url must use https");
    expect(line).toContain("pass --dev");
    expect(line).toContain("sitevisit serve --dev");
  });

  test("https to a loopback host without --dev says the same", async () => {
    const r = await sv([
      "webhooks",
      "create",
      "--account",
      accountId,
      "--name",
      "local",
      "--url",
      "https://127.0.0.1:4000/hooks",
      "--json",
    ]);
    expect(r.code).toBe(1);
    const { error } = JSON.parse(expectOneCleanLine(r));
    expect(error.code).toBe("validation_error");
    expect(error.message).toContain("127.0.0.1, which is not a public address");
    expect(error.message).toContain("pass --dev");
  });

  test("a private address points to SITEVISIT_WEBHOOK_ALLOW_CIDRS", async () => {
    const r = await sv([
      "webhooks",
      "create",
      "--account",
      accountId,
      "--name",
      "lan",
      "--url",
      "https://10.1.2.3/hooks",
    ]);
    expect(r.code).toBe(1);
    expect(expectOneCleanLine(r)).toContain("SITEVISIT_WEBHOOK_ALLOW_CIDRS");
  });

  test("--dev and SITEVISIT_DEV=1 both allow http://localhost", async () => {
    const flag = await sv([
      "webhooks",
      "create",
      "--dev",
      "--account",
      accountId,
      "--name",
      "local",
      "--url",
      "http://localhost:4000/hooks",
      "--json",
    ]);
    expect(flag.code).toBe(0);
    expect(flag.json).toMatchObject({ url: "http://localhost:4000/hooks", disabled: false });
    const env = await sv(
      [
        "webhooks",
        "create",
        "--account",
        accountId,
        "--name",
        "local2",
        "--url",
        "http://127.0.0.1:4000/hooks",
        "--json",
      ],
      { SITEVISIT_DEV: "1" },
    );
    expect(env.code).toBe(0);
  });
});

describe("help", () => {
  /** The subcommand names listed under "Commands:" in a help text. */
  const subcommands = (help: string) =>
    (help.split("Commands:\n")[1] ?? "")
      .split("\n\n")[0]!
      .split("\n")
      .map((l) => /^  (\S+)/.exec(l)?.[1])
      .filter((n): n is string => !!n && n !== "help");

  test("every command's --help exits 0 and ends with an example of that command", async () => {
    const seen: string[] = [];
    const visit = async (path: string[]) => {
      const r = await sv([...path, "--help"]);
      expect({ path, code: r.code, stderr: r.stderr }).toEqual({ path, code: 0, stderr: "" });
      const tail = r.stdout.trimEnd().split(/\nExamples?:\n/);
      expect({ path, hasExample: tail.length }).toEqual({ path, hasExample: 2 });
      const examples = tail[1]!.split("\n");
      for (const ex of examples) expect(ex).toStartWith(`  $ ${["sitevisit", ...path].join(" ")}`);
      seen.push(path.join(" "));
      for (const sub of subcommands(r.stdout)) await visit([...path, sub]);
    };
    await visit([]);
    // the walk really went down the tree
    expect(seen).toContain("accounts set-plan");
    expect(seen).toContain("deliveries tail");
    expect(seen).toContain("status");
    expect(seen.length).toBeGreaterThanOrEqual(22);
  });

  test("webhooks enable/disable describe what the delivery code does", async () => {
    const enable = (await sv(["webhooks", "enable", "--help"])).stdout.replace(/\s+/g, " ");
    expect(enable).toContain("deliveries that were pending when it was paused are sent now");
    expect(enable).toContain("events from while it was paused are not sent");
    const disable = (await sv(["webhooks", "disable", "--help"])).stdout.replace(/\s+/g, " ");
    expect(disable).toContain("new events are not delivered to it");
  });

  test("deliveries tail --json is described as one object per line", async () => {
    const h = (await sv(["deliveries", "tail", "--help"])).stdout.replace(/\s+/g, " ");
    expect(h).toContain("--json print each attempt as one JSON object per line");
    expect(h).toContain("--no-follow print the latest attempts and exit");
  });

  test("--version prints the version and exits 0", async () => {
    const r = await sv(["--version"]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
