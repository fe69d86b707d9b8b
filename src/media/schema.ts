import { t } from "elysia";
import { BINARY_MEDIA, IdOf, Nullable, StringEnum, Timestamp } from "../core/schemas";
import { mediaUrl } from "./url";
import type { BlobRow } from "./blobs";
import { pagePhoto, type PagePhotoColumns } from "./display";

/** The sizes made of a stored photo (src/media/renditions.ts), for integrators who show photos. */
export const ImageSizes = t.Object(
  {
    status: StringEnum(["pending", "ready", "failed"] as const, {
      description:
        "`pending` until a background job has made the sizes (usually seconds); `failed` if the image could not be decoded (the original stays available).",
    }),
    thumbnailUrl: Nullable(
      t.String({
        format: "uri",
        description: "JPEG, 320 px on the long side, upright, no metadata.",
      }),
    ),
    displayUrl: Nullable(
      t.String({
        format: "uri",
        description: "JPEG, 1600 px on the long side (never enlarged), upright, no metadata.",
      }),
    ),
  },
  {
    title: "ImageSizes",
    examples: [
      {
        status: "ready",
        thumbnailUrl: "https://sitevisit.example.com/media/4r8t2w6y0z3b5c7d9f1g3h5j7k",
        displayUrl: "https://sitevisit.example.com/media/9k7j5h3g1f9d7c5b3z0y6w2t8r",
      },
      { status: "pending", thumbnailUrl: null, displayUrl: null },
    ],
  },
);

export function presentSizes(b: PagePhotoColumns): typeof ImageSizes.static {
  const p = pagePhoto(b);
  return p.state === "ready"
    ? { status: "ready", thumbnailUrl: p.thumb, displayUrl: p.display }
    : { status: p.state, thumbnailUrl: null, displayUrl: null };
}

export const Upload = t.Object(
  {
    key: t.String({
      description: "Pass as `completion_photo_key` to POST /action-items/{id}/complete.",
    }),
    url: t.String({ format: "uri" }),
    contentType: t.String(),
    size: t.Integer(),
    sizes: ImageSizes,
    createdAt: Timestamp,
  },
  {
    title: "Upload",
    examples: [
      {
        key: "7m2k9q4x8p3v6r1t5w0y2z4b6c",
        url: "https://sitevisit.example.com/media/7m2k9q4x8p3v6r1t5w0y2z4b6c",
        contentType: "image/jpeg",
        size: 482113,
        sizes: { status: "pending", thumbnailUrl: null, displayUrl: null },
        createdAt: "2026-11-22T09:30:00.000Z",
      },
    ],
  },
);

export const Evidence = t.Object(
  {
    id: t.String(),
    actionItemId: t.String(),
    url: t.String({ format: "uri" }),
    contentType: t.String(),
    size: t.Integer(),
    sizes: ImageSizes,
    createdAt: Timestamp,
  },
  {
    title: "Evidence",
    examples: [
      {
        id: "ev_01h2x9v3k7m4p8q5r6",
        actionItemId: "ai_01h2x9v3k7m4p8q5r6s",
        url: "https://sitevisit.example.com/media/7m2k9q4x8p3v6r1t5w0y2z4b6c",
        contentType: "image/jpeg",
        size: 482113,
        sizes: { status: "pending", thumbnailUrl: null, displayUrl: null },
        createdAt: "2026-11-22T09:30:00.000Z",
      },
    ],
  },
);

export const EvidenceParams = t.Object({
  id: IdOf("The action item's id."),
  evidence_id: IdOf("The evidence photo's id (`evidenceImages[].id`)."),
});

/** The body of an image upload, for the OpenAPI document (the route reads the raw stream itself). */
export const imageRequestBody = {
  required: true,
  description:
    "The image bytes (JPEG, PNG, WebP or HEIC, checked by content; at most 15 MiB). The size its header declares must be at most 50 megapixels (`SITEVISIT_MAX_IMAGE_PIXELS`), else 422 `image_too_large`; the body must arrive within 30 s (`SITEVISIT_REQUEST_TIMEOUT_MS`), else 408.",
  content: Object.fromEntries(
    ["image/jpeg", "image/png", "image/webp", "image/heic", "application/octet-stream"].map(
      (ct) => [ct, BINARY_MEDIA],
    ),
  ),
};

export function presentUpload(b: BlobRow): typeof Upload.static {
  return {
    key: b.key,
    url: mediaUrl(b.key),
    contentType: b.contentType,
    size: b.size,
    sizes: presentSizes(b),
    createdAt: b.createdAt,
  };
}

export function presentEvidence(
  id: string,
  actionItemId: string,
  b: BlobRow,
): typeof Evidence.static {
  return {
    id,
    actionItemId,
    url: mediaUrl(b.key),
    contentType: b.contentType,
    size: b.size,
    sizes: presentSizes(b),
    createdAt: b.createdAt,
  };
}
