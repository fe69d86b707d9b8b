// POST and DELETE /action-items/{id}/evidence: each photo is streamed into the store BEFORE its write
// transaction, then recorded in it (src/action-items/evidence.ts); if the write fails, the stored
// files are removed. Documented under the Media tag with the other uploads.
import { Elysia, t } from "elysia";
import { apiContext } from "../http/context";
import { rawBodyReplay } from "../http/idempotency";
import { IdParams, withErrors } from "../core/schemas";
import { withReceivedImage } from "../media/receive";
import { Evidence, EvidenceParams, imageRequestBody } from "../media/schema";
import { deleteEvidence } from "./evidence";
import { attachEvidence, requireActionItem } from "./service";

const tags = ["Media"];

export const evidenceRoutes = new Elysia({ name: "evidence" })
  .use(apiContext)
  .post(
    "/action-items/:id/evidence",
    async ({ request, params, db, scope, write }) => {
      const replay = await rawBodyReplay(request);
      if (replay) return replay;
      // 404 before reading a byte of the body.
      requireActionItem(db, scope, params.id);
      return withReceivedImage(request, (file) =>
        write(201, (tx) => attachEvidence(tx, scope, params.id, file)),
      );
    },
    {
      params: IdParams,
      response: withErrors(
        { 201: Evidence },
        {
          404: "Action item not found",
          422: "The image declares too many pixels (`image_too_large`), the item holds 50 photos already (`item_photo_limit_reached`), or Idempotency-Key reused with another body (`idempotency_key_in_use`)",
        },
      ),
      detail: {
        tags,
        operationId: "attachEvidence",
        summary: "Attach an evidence photo (raw body) to an action item",
        description:
          'Emits `evidence.attached` with `target_type: "evidence"`. The item\'s `evidenceImageUrls` lists the photo.',
        requestBody: imageRequestBody,
      } as never,
    },
  )
  .delete(
    "/action-items/:id/evidence/:evidence_id",
    ({ params, scope, write }) =>
      write(204, (tx) => deleteEvidence(tx, scope, params.id, params.evidence_id) ?? null),
    {
      params: EvidenceParams,
      response: withErrors(
        { 204: t.Null({ description: "Deleted, with its file" }) },
        { 404: "Action item or evidence not found" },
      ),
      detail: {
        tags,
        operationId: "deleteEvidence",
        summary: "Remove an evidence photo and its file",
        description: "The photo's file is deleted with it.",
      },
    },
  );
