// The one place that picks the BlobStore: S3 when SITEVISIT_S3_BUCKET is set, else the local disk
// under <data-dir>/blobs. Everything else asks blobStore() and never names a backend.
import { blobsDir } from "../core/data-dir";
import { config, type Config } from "../core/config";
import type { BlobStore } from "./store";
import { LocalBlobStore } from "./store-local";
import { S3BlobStore } from "./store-s3";

let current: BlobStore | null = null;

/** What serve logs at start: the backend and where it writes (never credentials). */
export interface BlobStoreInfo {
  backend: "local" | "s3";
  location: string;
}

function create(cfg: Config): BlobStore {
  return cfg.s3 ? new S3BlobStore(cfg.s3) : new LocalBlobStore(blobsDir(cfg.dataDir));
}

// Only the host: an endpoint URL could carry user:password.
function hostOf(endpoint: string | undefined): string {
  if (!endpoint) return "s3.amazonaws.com";
  try {
    return new URL(endpoint).host;
  } catch {
    return "(invalid endpoint)";
  }
}

/** Builds the store from the settings (serve calls this once at start) and says which it is. */
export function initBlobStore(cfg: Config): BlobStoreInfo {
  current = create(cfg);
  return cfg.s3
    ? {
        backend: "s3",
        location: `${hostOf(cfg.s3.endpoint)}/${cfg.s3.bucket}/${cfg.s3.prefix ?? ""}`,
      }
    : { backend: "local", location: blobsDir(cfg.dataDir) };
}

export function blobStore(): BlobStore {
  return (current ??= create(config()));
}
