// Media routes. The API plugin (uploads, evidence) streams each body into the store BEFORE its write
// transaction, then records the rows in it; if the write fails, the stored files are removed.
// The public plugin serves /media/<key>.
import { Elysia, t } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, withErrors } from "../core/schemas";
import { requireActionItem } from "../action-items/service";
import { discardStored, receiveImage } from "./receive";
import { serveMedia } from "./serve";
import { attachEvidence, deleteEvidence, recordUpload } from "./service";
import { Evidence, EvidenceParams, imageRequestBody, Upload } from "./schema";
import type { StoredFile } from "./blobs";

const tags = ["Media"];

/** Receives the image, then runs `record` on it; the files go again if `record` throws. */
export async function withReceivedImage<T>(request: Request, record: (file: StoredFile) => T): Promise<T> {
  const file = await receiveImage(request);
  try {
    return record(file);
  } catch (e) {
    await discardStored(file);
    throw e;
  }
}

export const mediaApiRoutes = new Elysia({ name: "media-api" })
  .use(apiContext)
  .post("/uploads", ({ request, scope, write }) => withReceivedImage(request, (file) => write(201, (tx) => recordUpload(tx, scope, file))), {
    response: withErrors({ 201: Upload }),
    detail: {
      tags,
      operationId: "createUpload",
      summary: "Upload an image (raw body) for later use as a completion photo",
      description: "Unattached uploads are removed after 24 hours.",
      requestBody: imageRequestBody,
    } as never,
  })
  .post(
    "/action-items/:id/evidence",
    async ({ request, params, db, scope, write }) => {
      // 404 before reading a byte of the body.
      requireActionItem(db, scope, params.id);
      return withReceivedImage(request, (file) => write(201, (tx) => attachEvidence(tx, scope, params.id, file)));
    },
    {
      params: IdParams,
      response: withErrors({ 201: Evidence }, { 404: "Action item not found" }),
      detail: {
        tags,
        operationId: "attachEvidence",
        summary: "Attach an evidence photo (raw body) to an action item",
        description: "Emits `evidence.attached` with `target_type: \"evidence\"`. The item's `evidenceImageUrls` lists the photo.",
        requestBody: imageRequestBody,
      } as never,
    },
  )
  .delete(
    "/action-items/:id/evidence/:evidence_id",
    ({ params, scope, write }) => write(204, (tx) => deleteEvidence(tx, scope, params.id, params.evidence_id) ?? null),
    {
      params: EvidenceParams,
      response: withErrors({ 204: t.Null({ description: "Deleted, with its file" }) }, { 404: "Action item or evidence not found" }),
      detail: { tags, operationId: "deleteEvidence", summary: "Remove an evidence photo and its file", description: "The photo's file is deleted with it." },
    },
  );

export const mediaPublicRoutes = new Elysia({ name: "media-public" }).get("/media/:key", ({ request, params }) => serveMedia(request, params.key), {
  detail: { hide: true },
});
