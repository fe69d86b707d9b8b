// How server-rendered pages (the public report) show stored photos. Browsers cannot show HEIC: a
// page shows its JPEG rendition when one was made, and otherwise only a download link to the original.
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { blobs } from "../db/schema";
import { mediaUrl } from "./url";

export interface PageImage {
  /** What an <img> can show, or null: offer `href` as a download instead. */
  src: string | null;
  /** The original, full size (a HEIC original is served as an attachment). */
  href: string;
  contentType: string;
}

const isHeic = (ct: string) => ct === "image/heic" || ct === "image/heif";

/** The page images for these keys (one query); keys without a row are left out. */
export function pageImages(ex: DbOrTx, keys: string[]): Map<string, PageImage> {
  const out = new Map<string, PageImage>();
  if (keys.length === 0) return out;
  const rows = ex.select({ key: blobs.key, contentType: blobs.contentType, renditionKey: blobs.renditionKey }).from(blobs).where(inArray(blobs.key, keys)).all();
  for (const r of rows) {
    const src = r.renditionKey ? mediaUrl(r.renditionKey) : isHeic(r.contentType) ? null : mediaUrl(r.key);
    out.set(r.key, { src, href: mediaUrl(r.key), contentType: r.contentType });
  }
  return out;
}
