// What the trainers of the extractor's two learned models share (train-line-model.ts,
// train-kind-model.ts): the fit as shipped and the figures of a model on rows it was not trained on.
import { train } from "../../src/pipeline/extractors/rules/logistic";

/** Weights smaller than this change no decision: left out, so the generated file stays small. */
const KEEP_ABOVE = 0.05;

/** The weights as shipped: rounded, and those too small to change a decision left out. */
export function fit(
  xs: readonly (readonly string[])[],
  ys: readonly number[],
): Record<string, number> {
  const w = train(xs, ys);
  const kept: Record<string, number> = {};
  for (const k of Object.keys(w).sort())
    if (Math.abs(w[k]!) > KEEP_ABOVE) kept[k] = Number(w[k]!.toFixed(3));
  return kept;
}

/** Area under the ROC curve: how often a positive row scores above a negative one. */
export function auc(ps: number[], ys: number[]): number {
  const order = ps.map((_, i) => i).sort((a, b) => ps[a]! - ps[b]!);
  let rank = 0;
  let pos = 0;
  let sum = 0;
  for (const i of order) {
    rank++;
    if (ys[i]) {
      pos++;
      sum += rank;
    }
  }
  return (sum - (pos * (pos + 1)) / 2) / (pos * (ys.length - pos));
}

/** What one trainer does by its flags: `--cv` figures, `--check` exit 1 when stale, else write the weights. */
export async function trainerMain<R>(t: {
  /** The generated file, and what its rows are called ("sentences", "items"). */
  out: URL;
  rowsAre: string;
  script: string;
  rows: R[];
  crossValidate(rows: R[]): void;
  /** How many rows the shipped weights score otherwise than fresh training does. */
  stale(rows: R[]): number;
  render(rows: R[]): string;
}) {
  const { rows } = t;
  const name = t.out.pathname.split("/").at(-1);
  if (process.argv.includes("--cv")) t.crossValidate(rows);
  else if (process.argv.includes("--check")) {
    const off = t.stale(rows);
    if (off)
      console.error(
        `${name} is stale (${off} of ${rows.length} ${t.rowsAre} scored otherwise): run bun ${t.script}`,
      );
    process.exit(off ? 1 : 0);
  } else {
    const text = t.render(rows);
    await Bun.write(t.out, text);
    console.log(
      `wrote ${t.out.pathname}: ${text.split("\n").length} lines from ${rows.length} ${t.rowsAre}`,
    );
  }
}
