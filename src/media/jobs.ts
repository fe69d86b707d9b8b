// Background work on stored files: `media.delete_files` removes the files of deleted owners (queued
// by src/media/cleanup.ts in the deleting transaction). Keys are random and never reused, so a file
// whose row is gone can always be removed.
import { defineJob } from "../jobs/define";
import { blobStore } from "./stores";

export const deleteFilesJob = defineJob({
  type: "media.delete_files",
  run: async ({ payload }) => {
    const store = blobStore();
    // Store deletes are idempotent: a retry after a partial run repeats the ones already done.
    for (const key of payload.keys) await store.delete(key);
  },
});
