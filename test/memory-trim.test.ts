// The idle memory trim (src/ops/memory-trim.ts): when it fires and when it must not. What it frees
// is measured by bench/soak.ts, not here.
import { afterEach, describe, expect, test } from "bun:test";
import { MemoryTrimmer } from "../src/ops/memory-trim";
import { backgroundWorkers } from "../src/background";
import { countRequest, requestTotal } from "../src/http/request-metrics";

const CHECK_MS = 10;
const IDLE_MS = 60;

function harness() {
  const state = { requests: 0, busy: 0, trims: 0 };
  const trimmer = new MemoryTrimmer({
    busyJobs: () => state.busy,
    requests: () => state.requests,
    trim: () => void state.trims++,
    checkMs: CHECK_MS,
    idleMs: IDLE_MS,
  });
  return { state, trimmer };
}

let running: MemoryTrimmer[] = [];
afterEach(async () => {
  await Promise.all(running.map((t) => t.stop()));
  running = [];
});

function start(trimmer: MemoryTrimmer) {
  trimmer.start();
  running.push(trimmer);
}

describe("idle memory trim", () => {
  test("trims once after a quiet spell, not again until traffic comes and goes", async () => {
    const { state, trimmer } = harness();
    start(trimmer);
    await Bun.sleep(IDLE_MS * 3);
    expect(state.trims).toBe(1);
    await Bun.sleep(IDLE_MS * 2);
    expect(state.trims).toBe(1);

    state.requests++;
    await Bun.sleep(IDLE_MS * 3);
    expect(state.trims).toBe(2);
  });

  test("never trims while requests keep arriving", async () => {
    const { state, trimmer } = harness();
    start(trimmer);
    const traffic = setInterval(() => state.requests++, CHECK_MS / 2);
    await Bun.sleep(IDLE_MS * 4);
    clearInterval(traffic);
    expect(state.trims).toBe(0);
  });

  test("waits for running jobs to finish", async () => {
    const { state, trimmer } = harness();
    state.busy = 1;
    start(trimmer);
    await Bun.sleep(IDLE_MS * 3);
    expect(state.trims).toBe(0);
    state.busy = 0;
    await Bun.sleep(IDLE_MS * 3);
    expect(state.trims).toBe(1);
  });

  test("stops checking when stopped", async () => {
    const { state, trimmer } = harness();
    start(trimmer);
    await trimmer.stop();
    await Bun.sleep(IDLE_MS * 3);
    expect(state.trims).toBe(0);
  });

  test("health checks and metric scrapes do not count as work (a monitored server still goes quiet)", () => {
    const before = requestTotal();
    for (const path of ["/healthz", "/readyz", "/metrics"]) countRequest(200, path);
    expect(requestTotal()).toBe(before);
    countRequest(200, "/api/v1/properties");
    countRequest(404, "/nowhere");
    expect(requestTotal()).toBe(before + 2);
  });

  test("runs inside serve", () => {
    expect(backgroundWorkers.map((w) => w.name)).toContain("memory-trim");
  });
});
