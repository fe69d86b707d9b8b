// bun scripts/check-imports.ts: the house rule, checked (README "The house"). Reads every relative
// import of src/ and cli/ and fails if files import each other in a circle, or if folders do
// (src/<folder>, each top-level file of src/ its own node): with neither, every import runs down to a
// lower floor. Prints each circle with the imports that close it. Run by .ci/run.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const root = join(import.meta.dir, "..");
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

const files = [...sources("src"), ...sources("cli")];
const known = new Set(files);
const resolve = (from: string, spec: string) => {
  const base = normalize(join(dirname(from), spec));
  return [base, `${base}.ts`, join(base, "index.ts")].find((c) => known.has(c));
};
const folder = (file: string) => {
  const parts = relative(".", file).split("/");
  if (parts[0] !== "src") return parts[0]!;
  return parts.length > 2 ? `src/${parts[1]}` : file;
};

const fileEdges = new Map<string, Set<string>>();
const folderEdges = new Map<string, Map<string, string[]>>();
for (const file of files) {
  const text = readFileSync(join(root, file), "utf8");
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, (m[1] ?? m[2])!);
    if (!target) continue;
    if (!fileEdges.has(file)) fileEdges.set(file, new Set());
    fileEdges.get(file)!.add(target);
    const [a, b] = [folder(file), folder(target)];
    if (a === b) continue;
    if (!folderEdges.has(a)) folderEdges.set(a, new Map());
    const via = folderEdges.get(a)!;
    via.set(b, [...(via.get(b) ?? []), `${file} -> ${target}`]);
  }
}

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

const fileCircles = circles(files, (f) => fileEdges.get(f) ?? []);
const folderCircles = circles(folderEdges.keys(), (f) => folderEdges.get(f)?.keys() ?? []);
for (const c of fileCircles) console.error(`files import each other in a circle: ${c.join(", ")}`);
for (const c of folderCircles) {
  console.error(`folders import each other in a circle: ${c.join(", ")}`);
  for (const a of c)
    for (const [b, via] of folderEdges.get(a) ?? [])
      if (c.includes(b)) for (const v of via) console.error(`  ${v}`);
}
if (fileCircles.length || folderCircles.length) process.exit(1);
console.log(
  `imports: ${files.length} files, ${folderEdges.size} folders, no circle: every import runs down`,
);
