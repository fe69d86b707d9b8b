// The rule a video upload's body must keep (docs/api.md, "Video processing"): every window of
// SITEVISIT_VIDEO_RATE_WINDOW_MS (60 s), counted from the first byte the server waits for, must
// bring at least SITEVISIT_VIDEO_MIN_RATE bytes per second on average, and the whole body must
// arrive within SITEVISIT_VIDEO_DEADLINE_MS (6 h). A slow but steady upload can therefore take the
// full 6 hours; a stalled or trickling one gives its connection back after one window, with a 408.
import { ApiError } from "../core/errors";
import { formatBytes } from "../core/errors";

export interface UploadPace {
  minBytesPerSec: number;
  windowMs: number;
  deadlineMs: number;
}

const seconds = (ms: number) => `${+(ms / 1000).toFixed(3)} s`;

const tooSlow = (got: number, pace: UploadPace) =>
  new ApiError(
    "request_timeout",
    `The video arrived too slowly: ${formatBytes(got)} in the last ${seconds(pace.windowMs)}, below the minimum of ${formatBytes(pace.minBytesPerSec)}/s averaged over ${seconds(pace.windowMs)} (SITEVISIT_VIDEO_MIN_RATE). Upload it again over a faster connection.`,
    {},
    { Connection: "close" },
  );

const tooLong = (pace: UploadPace) =>
  new ApiError(
    "request_timeout",
    `The video did not finish uploading within ${seconds(pace.deadlineMs)} (SITEVISIT_VIDEO_DEADLINE_MS).`,
    {},
    { Connection: "close" },
  );

/**
 * Watches bytes arriving by `received()` (however the caller counts them): when a window brought
 * too little, or the deadline passes, `fail` gets the 408 once. Returns the function that stops it.
 * The body of `PUT …/video` and a resumable upload's PATCH keep this same pace.
 */
export function watchPace(
  pace: UploadPace,
  received: () => number,
  fail: (e: ApiError) => void,
): () => void {
  let atWindowStart = received();
  let failed = false;
  const once = (e: ApiError) => {
    if (failed) return;
    failed = true;
    stop();
    fail(e);
  };
  const window =
    pace.minBytesPerSec > 0
      ? setInterval(() => {
          const now = received();
          const got = now - atWindowStart;
          atWindowStart = now;
          if (got < (pace.minBytesPerSec * pace.windowMs) / 1000) once(tooSlow(got, pace));
        }, pace.windowMs)
      : null;
  const deadline = setTimeout(() => once(tooLong(pace)), pace.deadlineMs);
  const stop = () => {
    if (window) clearInterval(window);
    clearTimeout(deadline);
  };
  return stop;
}

/**
 * `body`, counted as it is read: when a window brought too little, or the deadline passes, `abort`
 * is aborted with the 408 as its reason (the blob store's put rethrows it). Call `stop` when done.
 */
export function pacedBody(
  body: ReadableStream<Uint8Array>,
  pace: UploadPace,
  abort: AbortController,
): { body: ReadableStream<Uint8Array>; stop: () => void } {
  let received = 0;
  const stop = watchPace(
    pace,
    () => received,
    (e) => abort.abort(e),
  );
  abort.signal.addEventListener("abort", stop, { once: true });
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, ctl) {
        received += chunk.byteLength;
        ctl.enqueue(chunk);
      },
    }),
  );
  return { body: counted, stop };
}
