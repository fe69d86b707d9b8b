// Background work on stored files: `media.delete_files` removes the files of deleted owners (queued
// by src/media/cleanup.ts in the deleting transaction). Keys are random and never reused, so a file
// whose row is gone can always be removed. `media.render` makes an image's sizes after its upload,
// `media.backfill_sizes` those of images stored before sizes existed (src/media/renditions.ts).
import { defineJob } from "../jobs/define";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { backfillBatch, recordSizesFailure, renderSizes } from "./renditions";
import { blobStore } from "./stores";

export const deleteFilesJob = defineJob({
  type: "media.delete_files",
  run: async ({ payload }) => {
    const store = blobStore();
    // Store deletes are idempotent: a retry after a partial run repeats the ones already done.
    for (const key of payload.keys) await store.delete(key);
  },
});

// As many at once as image tools may run: a queue of renders never takes more than the tools' slots.
// A store that keeps failing (the last attempt) records the failure on the photo, so its pages say
// so instead of "being prepared" for ever.
export const renderJob = defineJob({
  type: "media.render",
  concurrency: { prefix: "media.render", limit: () => config().imageTools.concurrency },
  run: async ({ payload, signal, attempt, maxAttempts }) => {
    try {
      return { persist: (await renderSizes(payload.key, signal)).persist };
    } catch (err) {
      if (signal.aborted || attempt < maxAttempts) throw err;
      logger().error({ err }, "image sizes could not be stored");
      return {
        persist: (tx) => recordSizesFailure(tx, payload.key, "the sizes could not be stored"),
      };
    }
  },
});

export const backfillSizesJob = defineJob({
  type: "media.backfill_sizes",
  run: async ({ payload, signal }) => ({
    persist: await backfillBatch(payload.afterKey ?? "", signal),
  }),
});
