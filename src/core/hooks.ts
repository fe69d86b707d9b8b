// A list of callbacks that a lower module runs and a higher one attaches to (at start-up, in
// src/wiring.ts), so a module can offer "something happened" without importing who cares.
export class Hook<Args extends unknown[]> {
  private readonly fns: ((...args: Args) => void)[] = [];

  /** Attaches `fn`; returns the function that detaches it. */
  add(fn: (...args: Args) => void): () => void {
    this.fns.push(fn);
    return () => {
      const i = this.fns.indexOf(fn);
      if (i >= 0) this.fns.splice(i, 1);
    };
  }

  run(...args: Args): void {
    for (const fn of this.fns) fn(...args);
  }
}

/**
 * One function a lower module calls and a higher one provides at start-up (src/wiring.ts), where a
 * Hook's callbacks only hear of something: until then, the one given to the constructor answers.
 */
export class Provided<Fn extends (...args: never[]) => unknown> {
  constructor(private fn: Fn) {}

  provide(fn: Fn): void {
    this.fn = fn;
  }

  get call(): Fn {
    return this.fn;
  }
}
