// The scheduled backups' bookkeeping is written by two processes at once: the server's schedule notes
// each slot it queues, and a run (the server's job or `sitevisit backup now`) notes its outcome. Each
// has a file of its own, so neither overwrites the other's change with a stale copy.
import { expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./helpers/server";
import { readBackupState, readQueuedSlot } from "../src/ops/backup-schedule";

const MODULE = join(import.meta.dir, "../src/ops/backup-schedule.ts");
const TIMES = 2000;

function writer(dataDir: string, body: string) {
  return Bun.spawn(
    [
      "bun",
      "-e",
      `const m = await import(${JSON.stringify(MODULE)}); const dir = ${JSON.stringify(dataDir)};
       for (let i = 1; i <= ${TIMES}; i++) { ${body} }`,
    ],
    { stdout: "ignore", stderr: "pipe" },
  );
}

test("a run's outcome and the schedule's queued slot, written at once by two processes, are both kept", async () => {
  const dir = tempDir();
  const schedule = writer(dir, "m.writeQueuedSlot(dir, i);");
  const run = writer(dir, "m.updateBackupState(dir, (s) => { s.failures += 1; });");
  const codes = await Promise.all([schedule.exited, run.exited]);
  expect(codes, await new Response(run.stderr).text()).toEqual([0, 0]);
  expect(readBackupState(dir).failures).toBe(TIMES);
  expect(readQueuedSlot(dir)).toBe(TIMES);
}, 60_000);

test("a data directory from before backup-slot.json: the slot is read from backup-state.json", () => {
  const dir = tempDir();
  expect(readQueuedSlot(dir)).toBe(-1);
  writeFileSync(
    join(dir, "backup-state.json"),
    JSON.stringify({ failures: 0, lastSlot: 1_764_000_000_000 }),
  );
  expect(readQueuedSlot(dir)).toBe(1_764_000_000_000);
});
