// The BlobStore this process uses, chosen once at start (S3 when configured, else the data dir).
import { join } from "node:path";
import { config } from "../core/config";
import type { BlobStore } from "./store";
import { LocalBlobStore } from "./store-local";
import { S3BlobStore, s3ConfigFromEnv } from "./store-s3";

let current: BlobStore | null = null;

export function blobStore(): BlobStore {
  if (!current) {
    const s3 = s3ConfigFromEnv();
    current = s3 ? new S3BlobStore(s3) : new LocalBlobStore(join(config().dataDir, "blobs"));
  }
  return current;
}
