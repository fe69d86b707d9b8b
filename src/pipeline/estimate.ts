// How long a walkthrough still takes to process, for the visit page: the video's duration (known once
// the transcode stage has read it) times the pipeline's real-time factor, less the time the run has
// already taken. The factor is measured on this server: every finished video run adds its own
// (wall-clock time / video duration) to a moving average; until the first run, 1 (as long as the
// video). It lives in the server's memory, so a restart measures again (docs/dashboard.md).
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { visitProcessing } from "../db/schema";

const FIRST_GUESS = 1;
/** How much one run moves the average: recent runs count most, one odd run does not swing it. */
const WEIGHT = 0.3;
let measured: number | null = null;

/** A finished video run of `durationSec` seconds that started at `startedAt`. */
export function recordRunTime(durationSec: number | null, startedAt: string, now = Date.now()) {
  if (!durationSec || durationSec < 1) return;
  const factor = (now - Date.parse(startedAt)) / 1000 / durationSec;
  if (!Number.isFinite(factor) || factor <= 0) return;
  measured = measured === null ? factor : measured * (1 - WEIGHT) + factor * WEIGHT;
}

export const realTimeFactor = () => measured ?? FIRST_GUESS;

/** Seconds left for the visit's run, or null when its duration is not known yet. */
export function processingLeftSec(ex: DbOrTx, siteVisitId: string, now = Date.now()) {
  const run = ex
    .select({ durationSec: visitProcessing.durationSec, startedAt: visitProcessing.createdAt })
    .from(visitProcessing)
    .where(eq(visitProcessing.siteVisitId, siteVisitId))
    .get();
  if (!run?.durationSec) return null;
  const spent = (now - Date.parse(run.startedAt)) / 1000;
  return Math.max(0, run.durationSec * realTimeFactor() - spent);
}
