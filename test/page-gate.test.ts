// The page gate (src/http/page-gate.ts): queued renders start in batches, each turn of the event loop
// starting new ones for at most TURN_BUDGET_MS, so what else is waiting (a timer here, a health check
// on the server) runs between batches, and a turn of the loop is not paid once per page.
// No timing is asserted: a busy machine can only make batches smaller, never larger.
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildConfig, setConfig } from "../src/core/config";
import { gatePage, TURN_BUDGET_MS } from "../src/http/page-gate";

process.env.SITEVISIT_PAGE_QUEUE = "1000";
const CONCURRENCY = 4;
process.env.SITEVISIT_PAGE_CONCURRENCY = String(CONCURRENCY);
setConfig(buildConfig({ dataDir: mkdtempSync(join(tmpdir(), "sitevisit-page-gate-")) }));

const busy = () => new Response("busy", { status: 503 });

/** A render that keeps the thread for `ms` and records the loop turn it ran in. */
function page(ms: number, turns: number[], turn: () => number) {
  return () => {
    turns.push(turn());
    const until = performance.now() + ms;
    while (performance.now() < until);
    return new Response("ok");
  };
}

/** `count` queued renders of `renderMs` each: how many ran in each turn, and how many before a timer set behind them. */
async function burst(count: number, renderMs: number) {
  // A ticker that counts turns of the event loop while the pages are rendered.
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const turns: number[] = [];
  const request = new Request("http://localhost/dashboard/x");
  const pages = Array.from({ length: count }, () =>
    gatePage(
      request,
      page(renderMs, turns, () => turn),
      busy,
    ),
  );
  let rendersBeforeTimer = -1;
  setTimeout(() => {
    rendersBeforeTimer = turns.length;
  }, 0);
  const responses = await Promise.all(pages);
  ticking = false;
  expect(responses.every((r) => r.status === 200)).toBe(true);
  expect(turns).toHaveLength(count);
  const perTurn = new Map<number, number>();
  for (const t of turns) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
  return { perTurn: [...perTurn.values()], rendersBeforeTimer };
}

test("quick renders run several to a turn of the event loop, and yield between batches", async () => {
  const renderMs = TURN_BUDGET_MS / 20;
  const { perTurn, rendersBeforeTimer } = await burst(400, renderMs);
  // Batched: fewer turns than pages (one render per turn would need 400).
  expect(perTurn.length).toBeLessThan(400);
  expect(Math.max(...perTurn)).toBeGreaterThan(1);
  // Bounded: a turn starts renders while the budget lasts, so it holds at most budget / render
  // time of them and one batch more (begun just before the budget ran out).
  expect(Math.max(...perTurn)).toBeLessThanOrEqual(TURN_BUDGET_MS / renderMs + CONCURRENCY);
  // A timer set behind 400 renders (at least 40 ms of them) runs between two batches.
  expect(rendersBeforeTimer).toBeGreaterThanOrEqual(0);
  expect(rendersBeforeTimer).toBeLessThan(400);
});

test("a render longer than half the budget has a turn to itself", async () => {
  for (const renderMs of [TURN_BUDGET_MS * 2, TURN_BUDGET_MS * 0.6]) {
    const { perTurn, rendersBeforeTimer } = await burst(12, renderMs);
    expect(Math.max(...perTurn)).toBe(1);
    expect(rendersBeforeTimer).toBeLessThan(12);
  }
});

test("a render that throws rejects its own page only; the queue goes on", async () => {
  const request = new Request("http://localhost/dashboard/x");
  const failing = gatePage(
    request,
    () => {
      throw new Error("render failed");
    },
    busy,
  );
  const after = gatePage(request, () => new Response("ok"), busy);
  await expect(failing).rejects.toThrow("render failed");
  expect((await after).status).toBe(200);
});

test("past the queue's bound, a page is refused at once with 503 and Retry-After", async () => {
  process.env.SITEVISIT_PAGE_QUEUE = "3";
  setConfig(buildConfig({ dataDir: mkdtempSync(join(tmpdir(), "sitevisit-page-gate-")) }));
  const request = new Request("http://localhost/dashboard/x");
  const pages = Array.from({ length: 10 }, () => gatePage(request, () => new Response("ok"), busy));
  const refused = pages.filter((p) => p instanceof Response);
  expect(refused).toHaveLength(7);
  for (const r of refused as Response[]) {
    expect(r.status).toBe(503);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  expect((await Promise.all(pages)).filter((r) => r.status === 200)).toHaveLength(3);
});
