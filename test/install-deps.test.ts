// install.sh must install every program the code, the tests and the benchmarks run, so that
// `./install.sh --test-deps && bun run test` works on a fresh Debian machine. This test finds the
// programs by reading the sources (the first word of a spawned argument list, a Bun shell command, an
// absolute /usr/bin path), asks dpkg which package owns each, and checks that the package is either
// essential (on every Debian system) or named in install.sh.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..");
const SCANNED = ["src", "cli", "test", "bench", "scripts"];
// Bun itself is installed by install.sh from npm, not by apt.
const FROM_NPM = new Set(["bun", "bunx"]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory())
      return name === "node_modules" || name === "fixtures" ? [] : sources(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}

function onPath(word: string): string | null {
  const r = Bun.spawnSync(["sh", "-c", 'command -v "$0"', word]);
  const p = r.stdout.toString().trim();
  return r.exitCode === 0 && p.startsWith("/") ? p : null;
}

function ownerPackage(file: string): string | null {
  for (const candidate of [
    file,
    realpathSync(file),
    realpathSync(file).replace(/^\/usr\/bin\//, "/bin/"),
  ]) {
    const r = Bun.spawnSync(["dpkg-query", "-S", candidate]);
    const line = r.stdout
      .toString()
      .split("\n")
      .find((l) => /^[a-z0-9.+-]+(:[a-z0-9]+)?: \//.test(l));
    if (r.exitCode === 0 && line) return line.split(":")[0]!;
  }
  return null;
}

function essential(pkg: string): boolean {
  const r = Bun.spawnSync(["dpkg-query", "-W", "-f=${Essential} ${Priority}", pkg]);
  return /^yes|required$/.test(r.stdout.toString().trim());
}

/** Program names the sources run: `spawn(["x", …])`, `["x", …]` in a file that spawns, `$\`x …\``, "/usr/bin/x". */
function spawnedPrograms(): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of SCANNED) {
    for (const file of sources(join(ROOT, dir))) {
      if (file === import.meta.path) continue;
      const text = readFileSync(file, "utf8");
      if (!/spawn|\$`|executablePath/.test(text)) continue;
      const words = [
        ...text.matchAll(/\[\s*"([a-z][a-z0-9_.+-]*)"\s*,/g),
        ...text.matchAll(/\$`([a-z][a-z0-9_.+-]*)/g),
        ...text.matchAll(/"\/usr\/bin\/([a-z][a-z0-9_.+-]*)"/g),
      ].map((m) => m[1]!);
      // Array literals also hold plain words ("title", "live"): keep those that name an installed
      // program, or that the file spawns by name.
      for (const w of words)
        if (!found.has(w) && (onPath(w) || new RegExp(`spawn\\w*\\(\\s*\\[\\s*"${w}"`).test(text)))
          found.set(w, file.slice(ROOT.length + 1));
    }
  }
  return found;
}

function installShPackages(): { service: string[]; test: string[] } {
  const text = readFileSync(join(ROOT, "install.sh"), "utf8");
  const list = (name: string) =>
    (new RegExp(`^${name}=\\(([^)]*)\\)`, "m").exec(text)?.[1] ?? "").split(/\s+/).filter(Boolean);
  return { service: list("debs"), test: list("test_debs") };
}

describe("install.sh covers every program that is run", () => {
  test("each spawned program comes from an essential package or one install.sh installs", () => {
    const programs = spawnedPrograms();
    // The scan must see the known ones, or it has stopped working.
    for (const known of ["ffmpeg", "heif-convert", "sox", "espeak-ng", "pdftotext", "chromium"])
      expect(programs.has(known)).toBe(true);
    const { service, test: testOnly } = installShPackages();
    const listed = new Set([...service, ...testOnly]);
    const problems: string[] = [];
    for (const [program, file] of programs) {
      if (FROM_NPM.has(program)) continue;
      const path = onPath(program);
      if (!path) {
        problems.push(`${program} (run by ${file}) is not installed here`);
        continue;
      }
      const pkg = ownerPackage(path);
      if (!pkg) problems.push(`${program} (run by ${file}) belongs to no Debian package`);
      else if (!essential(pkg) && !listed.has(pkg))
        problems.push(
          `${program} (run by ${file}) needs Debian package ${pkg}, which install.sh does not install`,
        );
    }
    expect(problems).toEqual([]);
  });

  test("what the service itself runs is installed without --test-deps", () => {
    const { service } = installShPackages();
    for (const program of ["ffmpeg", "ffprobe", "pocketsphinx_continuous", "heif-convert"]) {
      const pkg = ownerPackage(onPath(program)!);
      expect(pkg && service.includes(pkg)).toBeTruthy();
    }
    expect(service).toContain("pocketsphinx-en-us");
  });
});
