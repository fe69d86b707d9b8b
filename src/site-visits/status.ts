// The one place a site visit's status changes (docs/api-objects.md, States), each move a function that runs in the
// caller's transaction:
//   (new) → DRAFT                          created (src/site-visits/service.ts)
//   DRAFT → PROCESSING                     a video or transcript starts a run (src/pipeline/start.ts)
//   PROCESSING → READY | DRAFT             the run finished, or failed with a processingError
//   DRAFT | READY → DONE                   completed (POST …/complete, the dashboard's button)
//   any but PROCESSING → SENT              the report was sent (the first send also completes it)
// Who may ask for which move (a visit must be DRAFT to process, not PROCESSING to send) is checked
// by the callers, which know what the user asked for and say it in their errors.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { siteVisits } from "../db/schema";
import { nowIso } from "../core/time";
import type { ProcessingStage } from "../core/processing-stages";
import type { SummaryBasis } from "./summary-text";

export function startProcessing(tx: Tx, id: string, first: ProcessingStage): void {
  tx.update(siteVisits)
    .set({
      status: "PROCESSING",
      processingStage: first,
      processingError: null,
      updatedAt: nowIso(),
    })
    .where(eq(siteVisits.id, id))
    .run();
}

/** PROCESSING → DRAFT with the reason; false if the visit was no longer PROCESSING. */
export function processingFailed(tx: Tx, id: string, processingError: string): boolean {
  const failed = tx
    .update(siteVisits)
    .set({ status: "DRAFT", processingStage: null, processingError, updatedAt: nowIso() })
    .where(and(eq(siteVisits.id, id), eq(siteVisits.status, "PROCESSING")))
    .returning({ id: siteVisits.id })
    .get();
  return failed !== undefined;
}

/** `basis`: what the extractor read behind its summary, when the summary is the extractor's. */
export function processingFinished(
  tx: Tx,
  id: string,
  summary: string | null,
  basis: SummaryBasis | null = null,
): void {
  tx.update(siteVisits)
    .set({
      status: "READY",
      processingStage: null,
      processingError: null,
      summary,
      summaryBasis: basis && summary !== null ? { ...basis, written: summary } : null,
      updatedAt: nowIso(),
    })
    .where(eq(siteVisits.id, id))
    .run();
}

export function markDone(tx: Tx, id: string): void {
  const now = nowIso();
  tx.update(siteVisits)
    .set({ status: "DONE", completedAt: now, updatedAt: now })
    .where(eq(siteVisits.id, id))
    .run();
}

export function markSent(
  tx: Tx,
  id: string,
  sent: {
    at: string;
    recipients: string[];
    completedAt: string;
    reportLink?: { reportToken: string; reportExpiresAt: null };
    /** The dashboard user who sent it; null: sent through the API (the firm's). */
    sentBy: { name: string; email: string } | null;
  },
): void {
  tx.update(siteVisits)
    .set({
      ...sent.reportLink,
      status: "SENT",
      sentAt: sent.at,
      sentByName: sent.sentBy?.name ?? null,
      sentByEmail: sent.sentBy?.email ?? null,
      recipients: sent.recipients,
      completedAt: sent.completedAt,
      updatedAt: sent.at,
    })
    .where(eq(siteVisits.id, id))
    .run();
}
