// Starting a pipeline run (docs/api-objects.md, States): from an uploaded video (PUT …/video, or a finished resumable
// upload) at transcode, or from an uploaded transcript at extract. DRAFT → PROCESSING, the run's row,
// `site_visit.processing` and the first stage's job, all in the caller's transaction.
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { visitProcessing } from "../db/schema";
import { startProcessing } from "../site-visits/status";
import type { Scope } from "../db/scope";
import { invalidState } from "../core/errors";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { emitEvent } from "../events/service";
import { getSiteVisit, requireSiteVisit, type SiteVisitDto } from "../site-visits/service";
import { recordBlob, type StoredFile } from "../media/blobs";
import type { Transcript } from "./transcribers/types";
import { dropVideos, saveTranscript, type ProcessingRow, type Stage } from "./service";
import { enqueueStage } from "./jobs";

function requireDraft(tx: Tx, scope: Scope, id: string, what: string) {
  const visit = requireSiteVisit(tx, scope, id);
  if (visit.status !== "DRAFT")
    throw invalidState(
      `Site visit '${id}' is ${visit.status}; a ${what} can only be processed while the visit is DRAFT.`,
    );
  return visit;
}

function begin(
  tx: Tx,
  scope: Scope,
  id: string,
  source: ProcessingRow["source"],
  videoKey: string | null,
  first: Stage,
): SiteVisitDto {
  const runId = newId("job");
  const now = nowIso();
  tx.delete(visitProcessing).where(eq(visitProcessing.siteVisitId, id)).run();
  tx.insert(visitProcessing)
    .values({
      siteVisitId: id,
      runId,
      source,
      videoKey,
      durationSec: null,
      hasAudio: null,
      extraction: null,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  startProcessing(tx, id, first);
  enqueueStage(tx, first, id, runId);
  const dto = getSiteVisit(tx, scope, id);
  emitEvent(tx, scope, "site_visit.processing", { site_visit: dto });
  return dto;
}

/** PUT …/video: the file is already in the store; DRAFT → PROCESSING, first stage transcode. */
export function startVideoProcessing(
  tx: Tx,
  scope: Scope,
  id: string,
  video: StoredFile,
): SiteVisitDto {
  requireDraft(tx, scope, id, "video");
  dropVideos(tx, id);
  recordBlob(tx, scope, video, "video", { visitId: id });
  return begin(tx, scope, id, "video", video.key, "transcode");
}

/** PUT …/transcript: the uploaded transcript replaces transcription; DRAFT → PROCESSING at extract. */
export function startTranscriptProcessing(
  tx: Tx,
  scope: Scope,
  id: string,
  transcript: Transcript,
): SiteVisitDto {
  requireDraft(tx, scope, id, "transcript");
  dropVideos(tx, id);
  saveTranscript(tx, scope, id, transcript, "upload");
  return begin(tx, scope, id, "transcript", null, "extract");
}
