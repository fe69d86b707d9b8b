// bun scripts/check-imports.ts [root]: the house rule, checked (docs/architecture.md, "Floors").
// Reads every relative import of src/, cli/, scripts/ and bench/ (`import … from`, side-effect
// `import "…"`, `export … from`, `import type`, dynamic `import("…")`) and fails
//  - on an import that runs up: every folder (src/<folder>, each top-level file of src/, cli/) has a
//    floor in FLOORS, and a file imports only from its own floor or the floors below; the message
//    names both floors and the rule;
//  - on a folder that has no floor (a new one is declared here first);
//  - on files, or folders, that import each other in a circle (so inside a floor, too, every import
//    runs down); it prints the imports that close it.
// Run by .ci/run; `root` (default: this repository) lets the test check a tree of its own.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** The floors from the bottom up: each may import from itself and the floors below it, never above. */
export const FLOORS: { name: string; what: string; folders: string[] }[] = [
  { name: "core", what: "plain utilities", folders: ["src/core", "src/version.ts"] },
  { name: "db", what: "schema, connection, scope, pagination", folders: ["src/db"] },
  {
    name: "platform",
    what: "job queue, event log, accounts, API keys",
    folders: ["src/jobs", "src/events", "src/accounts", "src/keys"],
  },
  { name: "http", what: "the HTTP pipeline", folders: ["src/http"] },
  {
    name: "services",
    what: "storage, operations, webhook delivery",
    folders: ["src/media", "src/ops", "src/webhooks"],
  },
  {
    name: "resources",
    what: "the API's core resources",
    folders: ["src/properties", "src/site-visits", "src/action-items"],
  },
  {
    name: "features",
    what: "what is built on the resources",
    folders: [
      "src/account-settings",
      "src/tls",
      "src/pipeline",
      "src/reports",
      "src/mail",
      "src/samples",
      "src/event-catalog",
      "src/uploads",
      "src/users",
      "src/pages",
      "src/capture",
      "src/work-orders",
      "src/docs",
      "src/reminders",
    ],
  },
  { name: "dashboard", what: "the asset managers' pages", folders: ["src/dashboard"] },
  {
    name: "wiring",
    what: "hooks attached, routes and jobs listed, the app assembled",
    folders: [
      "src/wiring.ts",
      "src/routes.ts",
      "src/background.ts",
      "src/app.ts",
      "src/page-admission.ts",
      "src/reader-worker.ts",
    ],
  },
  { name: "entry points", what: "the server and the CLI", folders: ["src/server.ts", "cli"] },
  { name: "tools", what: "build scripts and benchmarks", folders: ["scripts", "bench"] },
];

export const RULE = `${FLOORS.map((f) => f.name).join(" < ")}: a file imports only from its own floor or below (docs/architecture.md, "Floors")`;

/**
 * A statement's relative specifier: `import x from`, `import type`, `export * from`, `export {…}
 * from` and a side-effect `import "…"` (no bindings, so no `from`), each at a line's or a
 * statement's start; and a dynamic `import("…")` anywhere.
 */
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)(?:\s*[^'";]*?\sfrom)?\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** src/<folder>, a top-level file of src/ on its own, or the top folder outside src/ (cli). */
const folderOf = (file: string) => {
  const parts = file.split("/");
  if (parts[0] !== "src") return parts[0]!;
  return parts.length > 2 ? `src/${parts[1]}` : file;
};

const floorOf = new Map(FLOORS.flatMap((f, i) => f.folders.map((d) => [d, i] as const)));

/** Strongly connected components of more than one node (Tarjan). */
function circles(nodes: Iterable<string>, next: (n: string) => Iterable<string>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return out;
}

/** Every broken rule of the tree at `root`, one message each (empty: the house stands). */
export function checkImports(root: string): { problems: string[]; files: number; folders: number } {
  const sources = (dir: string): string[] => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return sources(path);
      return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
    });
  };
  const files = [...sources("src"), ...sources("cli"), ...sources("scripts"), ...sources("bench")];
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = normalize(join(dirname(from), spec));
    return [base, `${base}.ts`, join(base, "index.ts")].find((c) => known.has(c));
  };

  const problems: string[] = [];
  const folders = new Set(files.map(folderOf));
  for (const f of [...folders].sort())
    if (!floorOf.has(f))
      problems.push(`${f} has no floor: add it to FLOORS in scripts/check-imports.ts. ${RULE}`);

  const fileEdges = new Map<string, Set<string>>();
  const folderEdges = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(file, (m[1] ?? m[2])!);
      if (!target) continue;
      if (!fileEdges.has(file)) fileEdges.set(file, new Set());
      fileEdges.get(file)!.add(target);
      const [a, b] = [folderOf(file), folderOf(target)];
      if (a === b) continue;
      if (!folderEdges.has(a)) folderEdges.set(a, new Map());
      const via = folderEdges.get(a)!;
      via.set(b, [...(via.get(b) ?? []), `${file} -> ${target}`]);
      const [from, to] = [floorOf.get(a), floorOf.get(b)];
      if (from !== undefined && to !== undefined && to > from)
        problems.push(
          `upward import: ${file} -> ${target}: ${a} is on floor "${FLOORS[from]!.name}", ${b} on "${FLOORS[to]!.name}" above it. ${RULE}`,
        );
    }
  }

  for (const c of circles(files, (f) => fileEdges.get(f) ?? []))
    problems.push(`files import each other in a circle: ${c.join(", ")}`);
  for (const c of circles(folderEdges.keys(), (f) => folderEdges.get(f)?.keys() ?? [])) {
    const via = c.flatMap((a) =>
      [...(folderEdges.get(a) ?? [])].filter(([b]) => c.includes(b)).flatMap(([, v]) => v),
    );
    problems.push(
      `folders import each other in a circle: ${c.join(", ")}${via.map((v) => `\n  ${v}`).join("")}`,
    );
  }
  return { problems, files: files.length, folders: folders.size };
}

if (import.meta.main) {
  const { problems, files, folders } = checkImports(process.argv[2] ?? join(import.meta.dir, ".."));
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log(
    `imports: ${files} files, ${folders} folders on ${FLOORS.length} floors: every import runs down`,
  );
}
