// PUT /site-visits/{id}/video, PUT and GET /site-visits/{id}/transcript (docs/api.md, Resources). Bodies are raw:
// the video is streamed into the blob store with the byte cap enforced while reading, then the write
// transaction records it and starts the run; a file whose write fails is removed again. The video's
// body is held to a minimum rate and a deadline of its own (upload-pace.ts) instead of the server's
// idle timeout, which would cut a long upload off without a reply.
import { Elysia } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, withErrors } from "../core/schemas";
import { ApiError, formatBytes, validationError } from "../core/errors";
import { config } from "../core/config";
import { RawBody } from "../http/raw-body";
import { readTextCapped } from "../http/body";
import { rawBodyReplay, rawRequestBody } from "../http/idempotency";
import { SiteVisit } from "../site-visits/schema";
import { requireSiteVisit } from "../site-visits/service";
import { blobStore } from "../media/stores";
import { BlobTooLargeError, newBlobKey } from "../media/store";
import type { StoredFile } from "../media/blobs";
import { formatForContentType, TranscriptFormatError } from "./transcript-formats";
import { formatSeconds, parseTranscriptInWorker, TextWorkTimeout } from "./text-work";
import { looksLikeVideo } from "./video-sniff";
import { pacedBody } from "./upload-pace";
import { liftIdleTimeout } from "../http/connection";
import { logger } from "../core/logger";
import { requestState } from "../http/request-state";
import { getTranscript } from "./service";
import { startTranscriptProcessing, startVideoProcessing } from "./start";
import { Transcript, transcriptRequestBody, videoRequestBody } from "./schema";

const tags = ["Processing"];

const empty = () =>
  validationError("body", "The request body is empty: send the video file itself as the body.");

async function receiveVideo(request: Request): Promise<StoredFile> {
  const contentType = (request.headers.get("content-type") ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (!contentType.startsWith("video/"))
    throw new ApiError(
      "unsupported_media_type",
      `Send the video as the raw body with a video Content-Type (e.g. video/mp4), not '${contentType || "none"}'.`,
    );
  if (!request.body || request.headers.get("content-length") === "0") throw empty();
  const store = blobStore();
  const key = newBlobKey();
  const maxBytes = config().maxVideoBytes;
  const abort = new AbortController();
  const paced = pacedBody(rawRequestBody(request)!, config().videoUpload, abort);
  let put: Awaited<ReturnType<typeof store.put>>;
  try {
    put = await store.put(key, paced.body, { maxBytes, contentType, signal: abort.signal });
  } catch (e) {
    if (e instanceof BlobTooLargeError)
      throw new ApiError(
        "payload_too_large",
        `The video is larger than ${formatBytes(maxBytes)} (SITEVISIT_MAX_VIDEO_BYTES).`,
      );
    if (e instanceof ApiError && abort.signal.aborted)
      logger().warn(
        { request_id: requestState(request)?.id, error: e.message },
        "video upload too slow: refused",
      );
    throw e;
  } finally {
    paced.stop();
  }
  const fail = async (err: ApiError) => {
    await store.delete(key);
    throw err;
  };
  if (put.size === 0) return fail(empty());
  const head = await store.get(key, { start: 0, end: Math.min(put.size, 256) - 1 });
  const bytes = head
    ? new Uint8Array(await new Response(head.body).arrayBuffer())
    : new Uint8Array();
  if (!looksLikeVideo(bytes))
    return fail(
      new ApiError(
        "unsupported_media_type",
        "The body is not a video file (MP4, MOV, WebM, MKV, AVI or MPEG). Upload the recording itself.",
      ),
    );
  return { key, contentType, size: put.size, sha256: put.sha256, rendition: null };
}

async function readTranscript(request: Request, body: unknown) {
  if (!(body instanceof RawBody))
    throw new ApiError(
      "unsupported_media_type",
      "Send the transcript as WebVTT (text/vtt), SRT (application/x-subrip) or plain text (text/plain).",
    );
  const { maxTranscriptBytes, requestTimeoutMs, pipeline } = config();
  try {
    const format = formatForContentType(request.headers.get("content-type"));
    const text = await readTextCapped(request, maxTranscriptBytes, requestTimeoutMs).catch((e) => {
      if (e instanceof ApiError && e.code === "payload_too_large")
        throw new ApiError(
          "payload_too_large",
          `The transcript is larger than ${formatBytes(maxTranscriptBytes)} (SITEVISIT_MAX_TRANSCRIPT_BYTES): split the walkthrough, or upload the video instead.`,
        );
      throw e;
    });
    // Parsing grows with the file: it runs in the text worker, never on the event loop.
    return await parseTranscriptInWorker(text, { format }, pipeline.textTimeoutMs);
  } catch (e) {
    if (e instanceof TranscriptFormatError)
      throw /unsupported transcript type/.test(e.message)
        ? new ApiError("unsupported_media_type", `The transcript ${e.message}.`)
        : validationError("body", `The transcript cannot be read: ${e.message}.`);
    if (e instanceof TextWorkTimeout)
      throw validationError(
        "body",
        `The transcript took longer than ${formatSeconds(e.budgetMs)} to read (SITEVISIT_TEXT_TIMEOUT_MS) and was refused: send a shorter one.`,
      );
    throw e;
  }
}

export const pipelineRoutes = new Elysia({ name: "pipeline" })
  .use(apiContext)
  .put(
    "/site-visits/:id/video",
    async ({ request, params, db, scope, write }) => {
      const replay = await rawBodyReplay(request);
      if (replay) return replay;
      // 404 and 409 before reading a byte of what may be gigabytes; the write checks again.
      const visit = requireSiteVisit(db, scope, params.id);
      if (visit.status !== "DRAFT")
        throw new ApiError(
          "invalid_state",
          `Site visit '${visit.id}' is ${visit.status}; a video can only be uploaded while it is DRAFT.`,
        );
      liftIdleTimeout(request);
      const video = await receiveVideo(request);
      try {
        return write(202, (tx) => startVideoProcessing(tx, scope, params.id, video));
      } catch (e) {
        await blobStore().delete(video.key);
        throw e;
      }
    },
    {
      params: IdParams,
      response: withErrors(
        { 202: SiteVisit },
        {
          404: "Site visit not found",
          408: "`request_timeout`: the body arrived below the minimum rate or past the deadline",
          409: "`invalid_state`: the visit is not DRAFT",
        },
      ),
      detail: {
        tags,
        operationId: "uploadSiteVisitVideo",
        summary: "Upload a walkthrough video and start processing it",
        description:
          "Streams the raw body to storage, then the visit goes DRAFT → PROCESSING (`site_visit.processing`). The body must average at least SITEVISIT_VIDEO_MIN_RATE (8 KiB/s) over every 60 s window and arrive within 6 h, otherwise 408 `request_timeout`. The pipeline transcodes, transcribes, extracts the action items with their video timestamps and a key frame each, then the visit becomes READY (`action_item.created` per item, then `site_visit.ready`). A failure returns the visit to DRAFT with `processingError`; `processingStage` shows the stage meanwhile.",
        requestBody: videoRequestBody,
      } as never,
    },
  )
  .put(
    "/site-visits/:id/transcript",
    async ({ request, params, body, db, scope, write }) => {
      const replay = await rawBodyReplay(request);
      if (replay) return replay;
      requireSiteVisit(db, scope, params.id);
      const transcript = await readTranscript(request, body);
      return write(202, (tx) => startTranscriptProcessing(tx, scope, params.id, transcript));
    },
    {
      params: IdParams,
      response: withErrors(
        { 202: SiteVisit },
        { 404: "Site visit not found", 409: "`invalid_state`: the visit is not DRAFT" },
      ),
      detail: {
        tags,
        operationId: "uploadSiteVisitTranscript",
        summary: "Upload a transcript instead of a video and start processing it",
        description:
          "WebVTT, SRT or plain text. The visit goes DRAFT → PROCESSING → READY with the items extracted from the transcript (no key frames: there is no video). The transcript is then served by GET …/transcript.",
        requestBody: transcriptRequestBody,
      } as never,
    },
  )
  .get(
    "/site-visits/:id/transcript",
    ({ params, db, scope }) => getTranscript(db, scope, params.id),
    {
      params: IdParams,
      response: withErrors(
        { 200: Transcript },
        { 404: "No such visit, or it has no transcript yet" },
      ),
      detail: {
        tags,
        operationId: "getSiteVisitTranscript",
        summary: "Get a visit's transcript",
        description:
          "`{ language, text, segments }`; 404 until a transcript was uploaded or made from the video.",
      },
    },
  );
