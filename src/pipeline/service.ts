// The state of a pipeline run (docs/api-objects.md, States, docs/api.md, Resources and 7): the run a stage job belongs to, what each
// stage records, finishing it (items, evidence, summary, READY, events) and failing it (back to DRAFT
// with a processingError). Starting a run is src/pipeline/start.ts. Each function runs in the caller's
// transaction, so a stage's result and the job of the next stage commit together: after a crash the
// run resumes at the stage it was in. Storage follows the visit: a failed run's video and a replaced
// one are deleted with the failure or the new start; the message of a failure never names a file.
import { and, eq, inArray } from "drizzle-orm";
import { config } from "../core/config";
import type { DbOrTx, Tx } from "../db/client";
import { blobs, siteVisits, transcripts, visitProcessing } from "../db/schema";
import type { Scope } from "../db/scope";
import { notFound } from "../core/errors";
import { nowIso } from "../core/time";
import { emitEvent } from "../events/service";
import { getSiteVisit, requireSiteVisit } from "../site-visits/service";
import { processingFailed, processingFinished } from "../site-visits/status";
import { recomposeSummary } from "../site-visits/summary";
import { createActionItem, itemRoom } from "../action-items/service";
import { deleteBlobRows, type StoredFile } from "../media/blobs";
import { queueFileDeletion } from "../media/cleanup";
import type { Transcript } from "./transcribers/types";
import type { ExtractionResult } from "./extractors/types";
import { presentTranscript } from "./schema";
import type { ProcessingStage as Stage } from "../core/processing-stages";
import { recurrenceRule } from "./recurring";
import { recordRunTime } from "./estimate";

export type { ProcessingStage as Stage } from "../core/processing-stages";
export type ProcessingRow = typeof visitProcessing.$inferSelect;

/** What the extract and key-frame stages leave for finish. */
export interface StoredExtraction extends ExtractionResult {
  /** A key frame per item (same index), stored but not yet recorded. */
  frames?: (StoredFile | null)[];
}

/** Deletes the visit's stored videos and their web copies (rows now, files by the cleanup job): a failed or replaced run's. */
export function dropVideos(tx: Tx, siteVisitId: string): void {
  const keys = tx
    .select({ key: blobs.key })
    .from(blobs)
    .where(and(eq(blobs.ownerVisitId, siteVisitId), inArray(blobs.kind, ["video", "web_video"])))
    .all()
    .map((r) => r.key);
  deleteBlobRows(tx, keys);
  queueFileDeletion(tx, keys);
}

export function saveTranscript(
  tx: Tx,
  scope: Scope,
  siteVisitId: string,
  t: Transcript,
  source: "upload" | "transcriber",
): void {
  const now = nowIso();
  const row = {
    siteVisitId,
    accountId: scope.accountId,
    isTest: scope.isTest,
    language: t.language,
    text: t.text,
    segments: t.segments,
    source,
    createdAt: now,
    updatedAt: now,
  };
  tx.insert(transcripts)
    .values(row)
    .onConflictDoUpdate({
      target: transcripts.siteVisitId,
      set: {
        language: row.language,
        text: row.text,
        segments: row.segments,
        source,
        updatedAt: now,
      },
    })
    .run();
}

/** The visit's stored transcript with every segment's detail (unsure words), or null: for the review. */
export function findTranscript(ex: DbOrTx, scope: Scope, siteVisitId: string) {
  requireSiteVisit(ex, scope, siteVisitId);
  return (
    ex.select().from(transcripts).where(eq(transcripts.siteVisitId, siteVisitId)).get() ?? null
  );
}

export function getTranscript(ex: DbOrTx, scope: Scope, siteVisitId: string) {
  requireSiteVisit(ex, scope, siteVisitId);
  const row = ex.select().from(transcripts).where(eq(transcripts.siteVisitId, siteVisitId)).get();
  if (!row) throw notFound("transcript for site visit", siteVisitId);
  return presentTranscript(row);
}

/** The run a stage job belongs to, or null when it was abandoned (visit deleted, failed, or processed again). */
export function currentRun(ex: DbOrTx, job: { siteVisitId: string; runId: string }) {
  const row = ex
    .select({ processing: visitProcessing, visit: siteVisits })
    .from(visitProcessing)
    .innerJoin(siteVisits, eq(siteVisits.id, visitProcessing.siteVisitId))
    .where(
      and(eq(visitProcessing.siteVisitId, job.siteVisitId), eq(visitProcessing.runId, job.runId)),
    )
    .get();
  if (!row || row.visit.status !== "PROCESSING") return null;
  return { ...row, scope: { accountId: row.visit.accountId, isTest: row.visit.isTest } as Scope };
}
export type Run = NonNullable<ReturnType<typeof currentRun>>;

/**
 * Records what a stage produced and moves the run to `next`, whose job the stage table queues in the
 * same transaction (src/pipeline/jobs.ts). Returns `next` for it.
 */
export function recordStage(
  tx: Tx,
  run: Run,
  next: Stage,
  changes: Partial<Pick<ProcessingRow, "durationSec" | "hasAudio" | "extraction">> = {},
): Stage {
  const now = nowIso();
  tx.update(visitProcessing)
    .set({ ...changes, updatedAt: now })
    .where(eq(visitProcessing.siteVisitId, run.visit.id))
    .run();
  tx.update(siteVisits)
    .set({ processingStage: next, updatedAt: now })
    .where(eq(siteVisits.id, run.visit.id))
    .run();
  return next;
}

// A media key (src/media/store.ts), and a path as tools print it: from a slash that does not follow
// a word, a dot, a colon or a slash (so not a URL's path), at least two segments deep.
const BLOB_KEY = /\b[0-9abcdefghjkmnpqrstvwxyz]{26}\b/g;
const FS_PATH = /(?<![\w.:/}])\/[^\s'"(),:;/]+\/[^\s'"(),:;]*/g;

/**
 * A failure message without the server's file names: the data directory, any other path a tool
 * printed, a media key. API paths in our own advice (`/site-visits/{id}/…`) stay.
 */
export function withoutFileNames(message: string): string {
  return message
    .split(config().dataDir)
    .join("/…")
    .replace(FS_PATH, (p) => (p.includes("{") || p.startsWith("/site-visits/") ? p : "the file"))
    .replace(BLOB_KEY, "the file");
}

/**
 * A failure the user must act on: back to DRAFT with the reason; the visit is never left PROCESSING.
 * The one place processingError is written: the message is stripped of file names here, and the
 * run's video is deleted (it is not processed again; a new upload brings a new one).
 */
export function failRun(tx: Tx, siteVisitId: string, message: string): void {
  const failed = processingFailed(tx, siteVisitId, withoutFileNames(message).slice(0, 2000));
  tx.delete(visitProcessing).where(eq(visitProcessing.siteVisitId, siteVisitId)).run();
  if (failed) dropVideos(tx, siteVisitId);
}

/**
 * The last stage: items (after any the visit already has, through createActionItem), each with its
 * key frame as first evidence and its `action_item.created`; the summary (kept if the user wrote one;
 * else the extractor's, composed from all the visit's items when it can be: site-visits/summary.ts),
 * READY, then `site_visit.ready`.
 */
export function finishRun(tx: Tx, run: Run): void {
  const { visit, scope } = run;
  const extraction = run.processing.extraction as StoredExtraction | null;
  const current = requireSiteVisit(tx, scope, visit.id);
  // A run adds at most 200 (extractors/limit.ts), and never past the visit's own limit: items filed
  // by hand before the video count too; the findings said first in the recording are kept.
  const items = (extraction?.items ?? []).slice(0, itemRoom(tx, visit.id));
  // Read before this visit's items exist, so an item never matches one of its own visit.
  const recurrence = items.length ? recurrenceRule(tx, scope, current) : false;
  items.forEach(({ timestampSec, transcriptQuote, ...fields }, i) => {
    createActionItem(
      tx,
      scope,
      // Suggested until a person checks it (docs/dashboard.md, "Reviewing a visit").
      { site_visit_id: visit.id, ...fields, confirmedBy: null },
      {
        seen: { timestampSec, transcriptQuote },
        recurrence,
        frame: extraction?.frames?.[i],
        followSummary: false,
      },
    );
  });
  if (current.summary?.trim()) processingFinished(tx, visit.id, current.summary);
  else {
    processingFinished(tx, visit.id, extraction?.summary ?? null, extraction?.summaryBasis);
    // Items the visit had before this run count too.
    recomposeSummary(tx, visit.id);
  }
  tx.delete(visitProcessing).where(eq(visitProcessing.siteVisitId, visit.id)).run();
  if (run.processing.source === "video")
    recordRunTime(run.processing.durationSec, run.processing.createdAt);
  emitEvent(tx, scope, "site_visit.ready", { site_visit: getSiteVisit(tx, scope, visit.id) });
}
