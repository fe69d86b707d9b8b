import { t } from "elysia";
import { Timestamp } from "../core/schemas";
import { mediaUrl } from "./url";
import type { BlobRow } from "./blobs";

export const Upload = t.Object(
  {
    key: t.String({ description: "Pass as `completion_photo_key` to POST /action-items/{id}/complete." }),
    url: t.String({ format: "uri" }),
    contentType: t.String(),
    size: t.Integer(),
    createdAt: Timestamp,
  },
  {
    title: "Upload",
    examples: [{ key: "7m2k9q4x8p3v6r1t5w0y2z4b6c", url: "https://sitevisit.example.com/media/7m2k9q4x8p3v6r1t5w0y2z4b6c", contentType: "image/jpeg", size: 482113, createdAt: "2026-11-22T09:30:00.000Z" }],
  },
);

export const Evidence = t.Object(
  {
    id: t.String(),
    actionItemId: t.String(),
    url: t.String({ format: "uri" }),
    contentType: t.String(),
    size: t.Integer(),
    createdAt: Timestamp,
  },
  {
    title: "Evidence",
    examples: [{ id: "ev_01h2x9v3k7m4p8q5r6", actionItemId: "ai_01h2x9v3k7m4p8q5r6s", url: "https://sitevisit.example.com/media/7m2k9q4x8p3v6r1t5w0y2z4b6c", contentType: "image/jpeg", size: 482113, createdAt: "2026-11-22T09:30:00.000Z" }],
  },
);

export const EvidenceParams = t.Object({ id: t.String({ minLength: 1, maxLength: 64 }), evidence_id: t.String({ minLength: 1, maxLength: 64 }) });

/** The body of an image upload, for the OpenAPI document (the route reads the raw stream itself). */
export const imageRequestBody = {
  required: true,
  description:
    "The image bytes (JPEG, PNG, WebP or HEIC, checked by content; at most 15 MiB). The size its header declares must be at most 50 megapixels (`SITEVISIT_MAX_IMAGE_PIXELS`), else 422 `image_too_large`; the body must arrive within 30 s (`SITEVISIT_REQUEST_TIMEOUT_MS`), else 408.",
  content: Object.fromEntries(
    ["image/jpeg", "image/png", "image/webp", "image/heic", "application/octet-stream"].map((ct) => [ct, { schema: { type: "string", format: "binary" } }]),
  ),
};

export function presentUpload(b: BlobRow): typeof Upload.static {
  return { key: b.key, url: mediaUrl(b.key), contentType: b.contentType, size: b.size, createdAt: b.createdAt };
}

export function presentEvidence(id: string, actionItemId: string, b: BlobRow): typeof Evidence.static {
  return { id, actionItemId, url: mediaUrl(b.key), contentType: b.contentType, size: b.size, createdAt: b.createdAt };
}
