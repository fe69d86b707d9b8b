// Background work that runs inside `sitevisit serve`: started after the HTTP server, drained on
// shutdown. Each feature that needs a loop adds a worker here.
import type { BackgroundWorker } from "./jobs/worker";
import "./jobs/prune";
import "./media/sweep";
import "./users/prune";
import { jobRunner } from "./jobs/runner";
import { MemoryTrimmer } from "./ops/memory-trim";

export type { BackgroundWorker };
export const backgroundWorkers: BackgroundWorker[] = [jobRunner, new MemoryTrimmer({ busyJobs: () => jobRunner.busy })];
