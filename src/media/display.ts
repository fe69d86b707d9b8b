// How pages without a key (the public report, the report email) show stored photos: the thumbnail,
// opening the display size, both made by src/media/renditions.ts. Never the original: it keeps the
// phone's metadata (GPS included) and weighs megabytes. Until the sizes exist the page shows a
// placeholder saying so; if they could not be made, a placeholder saying that.
import type { BlobRow } from "./blobs";
import { mediaUrl } from "./url";

export type PagePhoto =
  | { state: "ready"; thumb: string; display: string }
  | { state: "pending" | "failed" };

/** The columns pagePhoto() reads. */
export type PagePhotoColumns = Pick<BlobRow, "thumbKey" | "displayKey" | "renditionError">;

export function pagePhoto(b: PagePhotoColumns): PagePhoto {
  if (b.thumbKey && b.displayKey)
    return { state: "ready", thumb: mediaUrl(b.thumbKey), display: mediaUrl(b.displayKey) };
  return { state: b.renditionError ? "failed" : "pending" };
}
