// Uploads (docs/api.md, Media): the row of a file already streamed into the store by receiveImage(),
// owned by no one until it is named as a completion photo. Evidence on items is the items' own
// (src/action-items/evidence.ts). Runs inside the caller's write transaction.
import type { Tx } from "../db/client";
import type { Scope } from "../db/scope";
import { recordBlob, type StoredFile } from "./blobs";
import { presentUpload } from "./schema";

/** POST /uploads: a file owned by no one yet, to be named as a completion photo (or swept after 24 h). */
export function recordUpload(tx: Tx, scope: Scope, file: StoredFile) {
  return presentUpload(recordBlob(tx, scope, file, "upload"));
}
