// Resumable video uploads over tus 1.0 (core, creation, creation-with-upload, creation-defer-length,
// termination, expiration), served by the tus project's own server library (@tus/server with
// @tus/file-store), which takes a Web Request and answers a Web Response, so it runs inside our
// Elysia/Bun server and the compiled binary. This module adapts it to the service:
//  - who may touch an upload: the caller (its Scope and the key or session that created it), resolved
//    by the mount, recorded in the upload's metadata at creation and checked before the library sees
//    a request;
//  - the partial files live in <data-dir>/video-uploads (owner-only), the offset is the file's size and
//    the length and owner sit in a JSON sidecar, so an upload survives a server restart;
//  - the library's plain-text errors become the API's error envelope;
//  - the last byte hands the file to finishVideoUpload (service.ts), which starts processing.
import { statSync } from "node:fs";
import { join } from "node:path";
import { Server } from "@tus/server";
import { FileStore } from "@tus/file-store";
import type { Upload } from "@tus/utils";
import { ApiError, errorEnvelope, notFound } from "../core/errors";
import type { ErrorCode } from "../core/error-codes";
import { config } from "../core/config";
import { ensurePrivateDir } from "../core/data-dir";
import { logger } from "../core/logger";
import { requestState } from "../http/request-state";
import type { Scope } from "../db/scope";
import { finishVideoUpload } from "./service";
import { liftIdleTimeout, setIdleTimeout } from "../http/connection";
import { clientClosed, clientClosedError } from "../http/pipeline";
import { watchPace } from "../pipeline/upload-pace";

/** Unfinished uploads are refused (410) and then removed by the sweep this long after creation. */
export const UPLOAD_EXPIRY_MS = 24 * 3600_000;
export const OWNER_ACCOUNT = "sitevisit-account";
export const OWNER_MODE = "sitevisit-mode";
export const OWNER_VISIT = "sitevisit-visit";
/** The API key (`key:<id>`) or dashboard session (`session:<id>`) that created the upload. */
const OWNER_CALLER = "sitevisit-caller";
const RESERVED_PREFIX = "sitevisit-";
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** One request through the library: who asks, where its uploads live, and what finishing produced. */
interface TusCall {
  caller: UploadCaller;
  /** The path the upload URLs are made under, e.g. /api/v1/video-uploads. */
  uploadsBase: string;
  visitId?: string;
  uploadId?: string;
  /** An ApiError raised inside a hook: answered in full instead of the library's short text. */
  error?: ApiError;
  /** The upload whose last byte arrived (processing started, or refused): removed after the response. */
  finishedId?: string;
  onCreated?: (uploadId: string) => void;
  /** The body stalled or trickled (call.error says how): answer it now. */
  onCut?: () => void;
}

/** Who is asking: the account and dataset, and the key or session that asks. */
export interface UploadCaller {
  scope: Scope;
  owner: string;
}
const calls = new WeakMap<Request, TusCall>();

export const uploadsDir = () => join(config().dataDir, "video-uploads");

let tus: { server: Server; store: FileStore } | null = null;

export function tusServer() {
  if (tus) return tus;
  const store = new FileStore({
    directory: ensurePrivateDir(uploadsDir()),
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  const options: ConstructorParameters<typeof Server>[0] = {
    datastore: store,
    path: "/api/v1/video-uploads",
    maxSize: () => config().maxVideoBytes,
    relativeLocation: true,
    // Same origin only, like the rest of the API: no CORS headers.
    allowedOrigins: [],
    generateUrl: (req, { id }) => `${calls.get(req as unknown as Request)!.uploadsBase}/${id}`,
    getFileIdFromRequest: (req) => calls.get(req as unknown as Request)?.uploadId,
    onUploadCreate: async (req, upload) => {
      const call = calls.get(req as unknown as Request)!;
      call.uploadId = upload.id;
      call.onCreated?.(upload.id);
      const metadata = Object.fromEntries(
        Object.entries(upload.metadata ?? {}).filter(([k]) => !k.startsWith(RESERVED_PREFIX)),
      );
      return { metadata: { ...metadata, ...ownerMetadata(call.caller, call.visitId!) } };
    },
    onUploadFinish: async (req, upload) => {
      const call = calls.get(req as unknown as Request)!;
      call.finishedId = upload.id;
      try {
        const visit = await finishVideoUpload(
          join(uploadsDir(), upload.id),
          call.caller.scope,
          upload.metadata![OWNER_VISIT]!,
          upload.metadata?.filetype ?? null,
        );
        return {
          status_code: 204,
          headers: {
            "Site-Visit-Id": visit.id,
            "Site-Visit-Status": visit.status,
            "Content-Location": `${config().publicUrl}/api/v1/site-visits/${visit.id}`,
          },
        };
      } catch (e) {
        call.error =
          e instanceof ApiError
            ? e
            : new ApiError(
                "internal_error",
                "An internal error occurred. The request id has been logged.",
              );
        if (!(e instanceof ApiError))
          logger().error(
            { request_id: requestState(req as unknown as Request)?.id, err: e },
            "finishing a video upload failed",
          );
        throw { status_code: call.error.status, body: call.error.message };
      }
    },
  };
  tus = { server: new Server(options), store };
  return tus;
}

function ownerMetadata({ scope, owner }: UploadCaller, visitId: string): Record<string, string> {
  return {
    [OWNER_ACCOUNT]: scope.accountId,
    [OWNER_MODE]: scope.isTest ? "test" : "live",
    [OWNER_VISIT]: visitId,
    [OWNER_CALLER]: owner,
  };
}

/**
 * The upload's sidecar when it exists and was created by this very caller (the same key, or the
 * same dashboard session); anything else, another user or key of the account included, is the same 404.
 */
export async function ownedUpload(
  { scope, owner }: UploadCaller,
  uploadId: string,
): Promise<Upload> {
  const missing = () => notFound("video upload", uploadId);
  if (!UPLOAD_ID.test(uploadId)) throw missing();
  const upload = await tusServer()
    .store.configstore.get(uploadId)
    .catch(() => undefined);
  const m = upload?.metadata;
  if (
    !upload ||
    !m ||
    m[OWNER_ACCOUNT] !== scope.accountId ||
    m[OWNER_MODE] !== (scope.isTest ? "test" : "live") ||
    m[OWNER_CALLER] !== owner
  )
    throw missing();
  return upload;
}

// The library's errors are short texts with a status; each status maps to one documented code.
const LIBRARY_CODES: Record<number, ErrorCode> = {
  400: "validation_error",
  403: "validation_error",
  404: "resource_not_found",
  409: "upload_offset_mismatch",
  410: "upload_expired",
  412: "tus_version_unsupported",
  413: "payload_too_large",
  501: "validation_error",
};

async function toEnvelope(request: Request, call: TusCall, res: Response): Promise<Response> {
  const text = (await res.text()).trim();
  let err = call.error;
  if (!err) {
    const code = LIBRARY_CODES[res.status];
    if (!code)
      logger().error(
        { request_id: requestState(request)?.id, status: res.status, message: text },
        "tus request failed",
      );
    err = code
      ? new ApiError(
          code,
          libraryMessage(res.status, text),
          code === "validation_error" ? { param: "headers" } : {},
        )
      : new ApiError(
          "internal_error",
          "An internal error occurred. The request id has been logged.",
        );
  }
  const headers = new Headers(res.headers);
  headers.set("Content-Type", "application/json");
  headers.delete("Content-Length");
  for (const [k, v] of Object.entries(err.headers)) headers.set(k, v);
  return new Response(
    JSON.stringify(errorEnvelope(err, requestState(request)?.id ?? "req_unknown")),
    { status: err.status, headers },
  );
}

function libraryMessage(status: number, text: string): string {
  if (status === 409)
    return `${text}: the Upload-Offset sent is not the upload's current offset. Ask with HEAD and resume from the Upload-Offset it returns.`;
  if (status === 412) return "Send Tus-Resumable: 1.0.0 (the only tus version this server speaks).";
  if (status === 413)
    return `${text}: videos are limited to ${config().maxVideoBytes} bytes (SITEVISIT_MAX_VIDEO_BYTES).`;
  if (status === 410)
    return "The upload expired (24 hours after it was created) and was removed. Create a new one.";
  return text || "The request is not a valid tus request.";
}

/** Drops our owner keys from Upload-Metadata: the client sees only what it sent. */
function withoutOwnerMetadata(res: Response): Response {
  const meta = res.headers.get("Upload-Metadata");
  if (meta === null) return res;
  const kept = meta
    .split(",")
    .map((pair) => pair.trim())
    .filter((pair) => pair && !pair.startsWith(RESERVED_PREFIX));
  if (kept.length) res.headers.set("Upload-Metadata", kept.join(","));
  else res.headers.delete("Upload-Metadata");
  return res;
}

/**
 * Gives up on a body that has stopped arriving, or arrives too slowly: Bun's own timeout counts from
 * the end of the headers (bytes do not reset it), so the route lifts it and this watches the upload's
 * file grow instead. After `stallMs` without a new byte, or a window of the video pace
 * (src/pipeline/upload-pace.ts, the same as `PUT …/video`) that brought too little, the 408 is
 * answered at once with Connection: close (docs/api.md, "Slow and stalled connections") and Bun is
 * told to close the connection soon after. What was written is kept, as after a dropped connection. (Wrapping the body in a counting stream instead cost the server ~60 MiB more
 * RSS during a 1 GiB upload.)
 */
function watchStall(t: TusRequest, call: TusCall): () => void {
  if (!t.stallMs || !t.request.body) return () => {};
  liftIdleTimeout(t.request);
  const stallMs = t.stallMs;
  const fileSize = () =>
    call.uploadId
      ? (statSync(join(uploadsDir(), call.uploadId), { throwIfNoEntry: false })?.size ?? 0)
      : 0;
  const start = fileSize();
  let size = -1;
  let since = Date.now();
  const cut = (error: ApiError, log: Record<string, unknown>, message: string) => {
    stop();
    call.error = error;
    logger().warn({ request_id: requestState(t.request)?.id, ...log }, message);
    // The 408 is answered now (handleTus stops waiting for the library, which is still reading
    // the body); closing the connection right away would drop that answer unsent. Connection:
    // close ends it after the answer; this is only the backstop that frees the library's read.
    call.onCut?.();
    setIdleTimeout(t.request, 2);
  };
  const timer = setInterval(
    () => {
      if (!call.uploadId) return;
      const now = fileSize();
      if (now !== size) {
        size = now;
        since = Date.now();
      } else if (Date.now() - since >= stallMs)
        cut(
          new ApiError(
            "request_timeout",
            `No bytes arrived for ${stallMs / 1000} s: the bytes received so far are kept. Resume with HEAD and PATCH.`,
            {},
            { Connection: "close" },
          ),
          { stall_ms: stallMs },
          "upload body stalled",
        );
    },
    Math.max(200, Math.floor(stallMs / 4)),
  );
  const stopPace = watchPace(
    config().videoUpload,
    () => fileSize() - start,
    (e) => cut(e, { min_rate: config().videoUpload.minBytesPerSec }, "upload body too slow"),
  );
  const stop = () => {
    clearInterval(timer);
    stopPace();
  };
  return stop;
}

export interface TusRequest {
  request: Request;
  caller: UploadCaller;
  uploadsBase: string;
  /** POST: the visit the new upload is for (already checked: in scope and DRAFT). */
  visitId?: string;
  /** HEAD, PATCH, DELETE: the upload (already checked with ownedUpload). */
  uploadId?: string;
  /** With a body (PATCH, creation-with-upload): give up when no byte arrives for this long. */
  stallMs?: number;
  /** POST: told the new upload's id as soon as the library makes it. */
  onCreated?: (uploadId: string) => void;
}

/** Runs one tus request through the library and answers it in the API's terms. */
export async function handleTus(t: TusRequest): Promise<Response> {
  const call: TusCall = {
    caller: t.caller,
    uploadsBase: t.uploadsBase,
    visitId: t.visitId,
    uploadId: t.uploadId,
    onCreated: t.onCreated,
  };
  const request = t.request;
  calls.set(request, call);
  const { server, store } = tusServer();
  const cut = new Promise<null>((resolve) => {
    call.onCut = () => resolve(null);
  });
  const stopWatching = watchStall(t, call);
  const library = server
    .handleWeb(request)
    .finally(stopWatching)
    .then(async (res) => {
      // Not inside the hook: the library still reads the upload after it (creation-with-upload).
      if (call.finishedId)
        await store.remove(call.finishedId).catch(() => store.configstore.delete(call.finishedId!));
      return res;
    });
  let res = await Promise.race([library, cut]);
  // Cut: the 408 goes out while the library waits for a body that will not come; what it wrote is
  // kept (HEAD shows it) once the connection closes and its read fails.
  if (!res) {
    library.catch(() => {});
    return toEnvelope(t.request, call, new Response(null, { status: 408 }));
  }
  // The library answers a body cut off by its client (a closed tab) with a 500: it is a 499.
  if (res.status >= 500 && clientClosed(request, null)) call.error ??= clientClosedError();
  if (res.status >= 400 || call.error) res = await toEnvelope(t.request, call, res);
  return withoutOwnerMetadata(res);
}

/** OPTIONS: what this server supports (Tus-Version, Tus-Extension, Tus-Max-Size); no auth needed. */
export function tusOptions(request: Request): Promise<Response> {
  return tusServer().server.handleWeb(request);
}
