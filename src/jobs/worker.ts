// Background work that runs inside `sitevisit serve`: started after the HTTP server, drained on shutdown.
export interface BackgroundWorker {
  name: string;
  start(): void;
  /** Stop taking new work and wait (bounded by the deadline) for running work to finish. */
  stop(deadline: number): Promise<void>;
}
