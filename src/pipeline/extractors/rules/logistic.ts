/**
 * Logistic regression over sparse binary features: the line model's arithmetic (line-model.ts) and
 * its training (bench/findings/train-line-model.ts). Deterministic: a fixed visiting order, no randomness,
 * so training on the same rows always gives the same weights.
 */
export type Weights = Readonly<Record<string, number>>;

export function probability(weights: Weights, features: readonly string[]): number {
  let z = 0;
  for (const f of features) z += weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

export interface TrainOptions {
  epochs: number;
  /** Adagrad's step. */
  rate: number;
  /** L2 penalty, per step. */
  l2: number;
}

export const TRAINING: TrainOptions = { epochs: 30, rate: 0.02, l2: 1e-3 };

export function train(
  xs: readonly (readonly string[])[],
  ys: readonly number[],
  o: TrainOptions = TRAINING,
): Record<string, number> {
  const w: Record<string, number> = Object.create(null);
  const g2: Record<string, number> = Object.create(null);
  // The stride must not divide the row count, or the walk would miss rows.
  const stride = xs.length % 7919 === 0 ? 7907 : 7919;
  for (let e = 0; e < o.epochs; e++)
    for (let k = 0; k < xs.length; k++) {
      // A prime stride through the rows, moved on each epoch: an order, but not the file's.
      const i = (k * stride + e * 31) % xs.length;
      const x = xs[i]!;
      const err = probability(w, x) - ys[i]!;
      for (const f of x) {
        const wv = w[f] ?? 0;
        const g = err + o.l2 * wv;
        g2[f] = (g2[f] ?? 0) + g * g;
        w[f] = wv - (o.rate * g) / Math.sqrt(g2[f]! + 1e-8);
      }
    }
  return w;
}
