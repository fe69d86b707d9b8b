// `sitevisit service install --dry-run --root DIR`: the same files as a real install, under DIR; the
// unit is checked by systemd-analyze verify (systemd comes with install.sh --test-deps) and its
// hardening asserted line by line.
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BINARY, removeDir, runCli, tempDir } from "./helpers/server";

const root = tempDir("sitevisit-root-");
afterAll(() => removeDir(root));

const unitPath = join(root, "etc/systemd/system/sitevisit.service");
const envPath = join(root, "etc/sitevisit/env");
const dataDir = join(root, "var/lib/sitevisit");

function settings(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (m) out.set(m[1]!, [...(out.get(m[1]!) ?? []), m[2]!]);
  }
  return out;
}

describe("service install --dry-run --root", () => {
  test("writes the unit, the settings file and the data directory, and nothing else", async () => {
    const r = await runCli(
      [
        "service",
        "install",
        "--dry-run",
        "--root",
        root,
        "--domain",
        "visits.example.com",
        "--email",
        "ops@example.com",
        "--binary",
        BINARY,
      ],
      { binary: true },
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "would run: systemctl daemon-reload && systemctl enable --now sitevisit",
    );
    expect(readdirSync(root).sort()).toEqual(["etc", "var"]);
    expect(readdirSync(join(root, "etc")).sort().join(" ")).toBe("sitevisit systemd");
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(envPath).mode & 0o777).toBe(0o600);
    expect(readFileSync(envPath, "utf8")).toContain("SITEVISIT_DATA_DIR=/var/lib/sitevisit\n");
    expect(readFileSync(envPath, "utf8")).toContain("SITEVISIT_DOMAIN=visits.example.com\n");
    expect(readFileSync(envPath, "utf8")).toContain("SITEVISIT_ACME_EMAIL=ops@example.com\n");
  });

  test("the unit runs as the service user, hardened", () => {
    const unit = settings(readFileSync(unitPath, "utf8"));
    const one = (k: string) => unit.get(k)?.join(" ");
    expect(one("User")).toBe("sitevisit");
    expect(one("Group")).toBe("sitevisit");
    expect(one("ExecStart")).toBe(`${BINARY} serve`);
    expect(one("EnvironmentFile")).toBe("/etc/sitevisit/env");
    expect(one("AmbientCapabilities")).toBe("CAP_NET_BIND_SERVICE");
    expect(one("CapabilityBoundingSet")).toBe("CAP_NET_BIND_SERVICE");
    expect(one("NoNewPrivileges")).toBe("true");
    expect(one("ProtectSystem")).toBe("strict");
    expect(one("ReadWritePaths")).toBe("/var/lib/sitevisit");
    expect(one("PrivateTmp")).toBe("true");
    expect(one("ProtectHome")).toBe("true");
    expect(one("Restart")).toBe("on-failure");
    expect(one("WantedBy")).toBe("multi-user.target");
  });

  test("systemd-analyze verify accepts the unit", async () => {
    const p = Bun.spawn(["systemd-analyze", "verify", unitPath], {
      stdout: "pipe",
      stderr: "pipe",
    });
    const [code, err] = await Promise.all([p.exited, new Response(p.stderr).text()]);
    // verify exits 0 even for a directive it ignores, so its complaints are read too.
    expect(err.trim()).toBe("");
    expect(code).toBe(0);
  });

  test("a second install keeps the operator's settings; uninstall keeps the data", async () => {
    const before = readFileSync(envPath, "utf8");
    const again = await runCli(
      ["service", "install", "--dry-run", "--root", root, "--binary", BINARY],
      { binary: true },
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("kept as it is");
    expect(readFileSync(envPath, "utf8")).toBe(before);
    const un = await runCli(["service", "uninstall", "--dry-run", "--root", root], {
      binary: true,
    });
    expect(un.code).toBe(0);
    expect(existsSync(unitPath)).toBe(false);
    expect(existsSync(dataDir)).toBe(true);
    expect(existsSync(envPath)).toBe(true);
  });

  test("--root without --dry-run is refused", async () => {
    const alone = await runCli(["service", "install", "--root", root], { binary: true });
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain("--root goes with --dry-run");
  });
});

describe("service install checks its arguments before writing anything (issue 46)", () => {
  const install = (dir: string, args: string[]) =>
    runCli(["service", "install", "--dry-run", "--root", dir, ...args], { binary: true });

  test("a value that would add a line or a directive, or that serve would refuse, is refused; nothing is written", async () => {
    const notExecutable = join(tempDir(), "sitevisit");
    writeFileSync(notExecutable, "#!/bin/sh\n", { mode: 0o644 });
    const cases: [string[], RegExp][] = [
      [["--domain", "visits.example.com\nSITEVISIT_DEV=1"], /--domain must be a DNS name/],
      [["--domain", "visits.example.com:8443"], /--domain must be a DNS name/],
      [["--domain", `${"a".repeat(64)}.example.com`], /--domain must be a DNS name/],
      [
        ["--domain", "visits.example.com", "--email", "a@example.com\nSITEVISIT_DEV=1"],
        /--email must be an email address/,
      ],
      [
        ["--public-url", "https://visits.example.com\nSITEVISIT_WEBHOOK_ALLOW_CIDRS=0.0.0.0/0"],
        /--public-url must be an http\(s\) URL/,
      ],
      [["--public-url", "javascript:alert(1)"], /--public-url must be an http\(s\) URL/],
      [["--public-url", "https://user:pw@visits.example.com"], /--public-url must be/],
      [["--binary", `${BINARY}\nExecStartPre=+/bin/sh\nUser=root`], /--binary must be/],
      [["--binary", `${BINARY} --dev`], /--binary must be/],
      [["--binary", "dist/sitevisit"], /--binary must be an absolute path/],
      [["--binary", "/usr/bin/%n"], /--binary must be/],
      [["--binary", notExecutable], /is not an executable file/],
    ];
    for (const [args, message] of cases) {
      const dir = tempDir("sitevisit-root-");
      const binary = args.includes("--binary") ? [] : ["--binary", BINARY];
      const r = await install(dir, [...args, ...binary]);
      expect(r.code, args.join(" ")).toBe(1);
      expect(r.stderr, args.join(" ")).toMatch(message);
      expect(readdirSync(dir), args.join(" ")).toEqual([]);
      removeDir(dir);
    }
  });

  test("the unit has a start limit, and systemd-analyze verify accepts it", async () => {
    const dir = tempDir("sitevisit-root-");
    const r = await install(dir, [
      "--public-url",
      "https://visits.example.com",
      "--binary",
      BINARY,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const path = join(dir, "etc/systemd/system/sitevisit.service");
    const unit = settings(readFileSync(path, "utf8"));
    expect(unit.get("StartLimitIntervalSec")).toEqual(["300"]);
    expect(unit.get("StartLimitBurst")).toEqual(["5"]);
    const env = readFileSync(join(dir, "etc/sitevisit/env"), "utf8");
    expect(env).toContain("\nSITEVISIT_PUBLIC_URL=https://visits.example.com\n");
    const p = Bun.spawn(["systemd-analyze", "verify", path], { stdout: "pipe", stderr: "pipe" });
    const [code, err] = await Promise.all([p.exited, new Response(p.stderr).text()]);
    expect(err.trim()).toBe("");
    expect(code).toBe(0);
    removeDir(dir);
  });

  test("serve refuses a public URL that is not http(s)", async () => {
    for (const url of ["javascript:alert(1)", "file:///etc/passwd", "https://x.example\n"]) {
      const r = await runCli(["serve", "--port", "0", "--public-url", url], {
        binary: true,
        dataDir: tempDir(),
      });
      expect(r.code, url).not.toBe(0);
      expect(r.stderr, url).toMatch(/--public-url must be an http\(s\) URL/);
    }
  });
});
