// The declared floors of scripts/check-imports.ts, run as CI runs it: on this repository (it
// passes) and on small trees of its own with one wrong import each (it fails, naming the rule).
import { expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { tempDir } from "./helpers/server";

const SCRIPT = join(import.meta.dir, "../scripts/check-imports.ts");

function check(root?: string) {
  const r = Bun.spawnSync(["bun", SCRIPT, ...(root ? [root] : [])], { stderr: "pipe" });
  return { code: r.exitCode, out: r.stdout.toString(), err: r.stderr.toString() };
}

/** A tree of the given files (path → source) in a fresh temp dir. */
function tree(files: Record<string, string>): string {
  const root = tempDir("sitevisit-imports-");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test("this repository keeps its floors", () => {
  const r = check();
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  expect(r.out).toContain("every import runs down");
});

test("core importing db fails, naming both floors and the rule", () => {
  const r = check(
    tree({
      "src/db/client.ts": "export const db = 1;\n",
      "src/core/config.ts": 'import { db } from "../db/client";\nexport const c = db;\n',
    }),
  );
  expect(r.code).toBe(1);
  expect(r.err).toContain(
    'upward import: src/core/config.ts -> src/db/client.ts: src/core is on floor "core", src/db on "db" above it.',
  );
  expect(r.err).toContain("core < db < platform < http");
});

test("a resource importing a feature fails (action items may not read the pipeline); the other way passes", () => {
  const up = check(
    tree({
      "src/pipeline/recurring.ts": "export const rule = 1;\n",
      "src/action-items/service.ts":
        'import { rule } from "../pipeline/recurring";\nexport const s = rule;\n',
    }),
  );
  expect(up.code).toBe(1);
  expect(up.err).toContain(
    'src/action-items/service.ts -> src/pipeline/recurring.ts: src/action-items is on floor "resources", src/pipeline on "features" above it.',
  );
  const down = check(
    tree({
      "src/action-items/service.ts": "export const s = 1;\n",
      "src/pipeline/service.ts":
        'import { s } from "../action-items/service";\nexport const p = s;\n',
    }),
  );
  expect(down.err).toBe("");
  expect(down.code).toBe(0);
});

test("a folder without a floor fails until it is declared", () => {
  const r = check(tree({ "src/gadgets/service.ts": "export const g = 1;\n" }));
  expect(r.code).toBe(1);
  expect(r.err).toContain(
    "src/gadgets has no floor: add it to FLOORS in scripts/check-imports.ts.",
  );
});

test("two files of one floor importing each other fail as a circle", () => {
  const r = check(
    tree({
      "src/properties/a.ts": 'import { b } from "../site-visits/b";\nexport const a = b;\n',
      "src/site-visits/b.ts": 'import { a } from "../properties/a";\nexport const b = a;\n',
    }),
  );
  expect(r.code).toBe(1);
  expect(r.err).toContain(
    "files import each other in a circle: src/properties/a.ts, src/site-visits/b.ts",
  );
  expect(r.err).toContain("folders import each other in a circle: src/properties, src/site-visits");
});

test("a side-effect import, `export * from` and `export {…} from` are read like any import", () => {
  const forms = [
    'import "../db/client";\n',
    "import '../db/client'\n",
    'export const c = 1; import "../db/client";\n',
    'export * from "../db/client";\n',
    'export * as client from "../db/client";\n',
    'export {\n  db,\n} from "../db/client";\n',
    'export type { Db } from "../db/client";\n',
  ];
  for (const source of forms) {
    const r = check(
      tree({
        "src/db/client.ts": "export const db = 1;\nexport type Db = number;\n",
        "src/core/config.ts": source,
      }),
    );
    expect({ source, code: r.code }).toEqual({ source, code: 1 });
    expect(r.err).toContain("upward import: src/core/config.ts -> src/db/client.ts");
  }
  // A specifier in a string or a comment is not an import.
  const text = check(
    tree({
      "src/db/client.ts": "export const db = 1;\n",
      "src/core/config.ts": 'export const path = "../db/client";\n// import "../db/client";\n',
    }),
  );
  expect(text.err).toBe("");
  expect(text.code).toBe(0);
});

test("benchmarks and build scripts are read too: a circle of bench files fails", () => {
  const r = check(
    tree({
      "bench/findings/set.ts":
        'import { more } from "./set-priority";\nexport type W = string;\nexport const all = more;\n',
      "bench/findings/set-priority.ts":
        'import type { W } from "./set";\nexport const more: W[] = [];\n',
    }),
  );
  expect(r.code).toBe(1);
  expect(r.err).toContain(
    "files import each other in a circle: bench/findings/set-priority.ts, bench/findings/set.ts",
  );
});
