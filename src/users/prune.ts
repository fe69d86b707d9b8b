// Hourly housekeeping of the dashboard's sign-in data: expired sessions and old sign-in links.
import { db } from "../db/client";
import { logger } from "../core/logger";
import { registerPeriodicTask } from "../jobs/registry";
import { pruneSignInData } from "./service";

registerPeriodicTask("prune-sign-in-data", 3600_000, () => {
  const removed = pruneSignInData(db());
  if (removed.sessions || removed.links) logger().info(removed, "pruned expired sessions and sign-in links");
});
