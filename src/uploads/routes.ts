// The tus routes of resumable video uploads (docs/api.md, "Resumable uploads (tus)"):
//   POST   …/site-visits/{id}/video/uploads   creates an upload for a DRAFT visit (Location: the upload)
//   HEAD   …/video-uploads/{uploadId}         its Upload-Offset and Upload-Length
//   PATCH  …/video-uploads/{uploadId}         appends bytes at Upload-Offset; the last byte starts processing
//   DELETE …/video-uploads/{uploadId}         terminates it and frees the file
//   OPTIONS on both                           what the server supports (no auth)
// Built by a factory so any mount can serve the same handler: the API mounts it with API keys, a
// signed-in page can mount it with its own resolveCaller (a session) and prefix. An upload belongs
// to the key or session that created it; creation checks the limits on unfinished uploads (limits.ts). No Idempotency-Key:
// a PATCH carries its offset, so a repeated PATCH is refused with 409 instead of applied twice.
import { Elysia, t } from "elysia";
import { ApiError } from "../core/errors";
import { config } from "../core/config";
import { IdParams } from "../core/schemas";
import { db } from "../db/client";
import { requireSiteVisit } from "../site-visits/service";
import { handleTus, ownedUpload, tusOptions, type UploadCaller } from "./tus";
import { reserveUpload } from "./limits";
import { tusDocs } from "./schema";

export interface UploadMount {
  /** Plugin name (Elysia dedupes plugins by name). */
  name: string;
  /** The path prefix the plugin is mounted under, e.g. /api/v1: upload URLs are made under it. */
  mountedAt: string;
  /** Who is asking (scope, and the key or session): throws the mount's 401 when nobody is. */
  resolveCaller: (request: Request) => UploadCaller;
}

const UploadParams = t.Object({
  uploadId: t.String({
    minLength: 1,
    maxLength: 64,
    description: "The upload's id (from the Location of its creation).",
  }),
});
const TUS_HEADER = { "tus-resumable": "1.0.0" };

function requireOctets(request: Request): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/offset+octet-stream")
    throw new ApiError(
      "unsupported_media_type",
      `Send the bytes with Content-Type application/offset+octet-stream, not '${type || "none"}'.`,
    );
}

/** Upload-Length as sent, or null (deferred, or not a number: the library refuses that itself). */
function declaredLength(request: Request): number | null {
  const n = Number(request.headers.get("upload-length"));
  return request.headers.has("upload-length") && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A PATCH whose body stops arriving for this long is cut; the bytes received so far are kept. */
const stallMs = () => config().requestTimeoutMs;

export function videoUploadRoutes(mount: UploadMount) {
  const uploadsBase = `${mount.mountedAt}/video-uploads`;
  /** HEAD, PATCH and DELETE: the caller's own upload (else 404), then the library. */
  const existing =
    (check?: (request: Request) => void) =>
    async ({
      request,
      params,
      set,
    }: {
      request: Request;
      params: { uploadId: string };
      set: { headers: Record<string, unknown> };
    }) => {
      Object.assign(set.headers, TUS_HEADER);
      const caller = mount.resolveCaller(request);
      await ownedUpload(caller, params.uploadId);
      check?.(request);
      return handleTus({
        request,
        caller,
        uploadsBase,
        uploadId: params.uploadId,
        stallMs: stallMs(),
      });
    };
  return new Elysia({ name: mount.name })
    .options("/site-visits/:id/video/uploads", async ({ request }) => tusOptions(request), {
      detail: { hide: true },
    })
    .options("/video-uploads/:uploadId", async ({ request }) => tusOptions(request), {
      detail: { hide: true },
    })
    .post(
      "/site-visits/:id/video/uploads",
      async ({ request, params, set }) => {
        Object.assign(set.headers, TUS_HEADER);
        const caller = mount.resolveCaller(request);
        const visit = requireSiteVisit(db(), caller.scope, params.id);
        if (visit.status !== "DRAFT")
          throw new ApiError(
            "invalid_state",
            `Site visit '${visit.id}' is ${visit.status}; a video can only be uploaded while it is DRAFT.`,
          );
        const reservation = reserveUpload(caller.scope, visit.id, declaredLength(request));
        return handleTus({
          request,
          caller,
          uploadsBase,
          visitId: visit.id,
          stallMs: stallMs(),
          onCreated: reservation.created,
        }).finally(reservation.release);
      },
      { params: IdParams, ...tusDocs.create },
    )
    .head("/video-uploads/:uploadId", existing(), { params: UploadParams, ...tusDocs.head })
    .patch("/video-uploads/:uploadId", existing(requireOctets), {
      params: UploadParams,
      ...tusDocs.patch,
    })
    .delete("/video-uploads/:uploadId", existing(), { params: UploadParams, ...tusDocs.terminate });
}
