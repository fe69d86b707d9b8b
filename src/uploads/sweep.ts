// Removes resumable video uploads abandoned for UPLOAD_EXPIRY_MS (24 h after creation; the tus
// expiration extension already refuses them with 410), finished or not, with their sidecar files.
// Runs hourly beside the media orphan sweep (src/background.ts).
import { logger } from "../core/logger";
import { tusServer, UPLOAD_EXPIRY_MS } from "./tus";

export async function removeExpiredVideoUploads(now = Date.now()): Promise<number> {
  const { store } = tusServer();
  let removed = 0;
  for (const id of (await store.configstore.list?.()) ?? []) {
    const upload = await store.configstore.get(id).catch(() => undefined);
    const created = upload?.creation_date ? Date.parse(upload.creation_date) : NaN;
    // A sidecar that cannot be read or dated is as abandoned as an old one.
    if (Number.isFinite(created) && created > now - UPLOAD_EXPIRY_MS) continue;
    await store.remove(id).catch(() => store.configstore.delete(id));
    removed++;
  }
  if (removed) logger().info({ removed }, "removed expired video uploads");
  return removed;
}
