// Background work that runs inside `sitevisit serve`: started after the HTTP server, drained on
// shutdown. Each feature that needs a loop adds a worker here.
export interface BackgroundWorker {
  name: string;
  start(): void;
  /** Stop taking new work and wait (bounded by the deadline) for running work to finish. */
  stop(deadline: number): Promise<void>;
}

import "./jobs/handlers";
import { jobRunner } from "./jobs/runner";

export const backgroundWorkers: BackgroundWorker[] = [jobRunner];
