// `sitevisit serve`: data directory, lock, migrations, HTTP server, background workers, and a
// graceful shutdown on SIGTERM/SIGINT (CONTRACT 1).
import { setConfig, type Config } from "./core/config";
import { acquireServeLock, dbPath, ensureDataDir, loadServerSecret } from "./core/data-dir";
import { closeDatabase, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { createLogger } from "./core/logger";
import { createApp } from "./app";
import { backgroundWorkers } from "./background";
import { lifecycle } from "./ops/lifecycle";
import { setServerSecret } from "./core/server-secret";
import { VERSION } from "./version";
import { initBlobStore } from "./media/stores";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServer(cfg: Config): Promise<RunningServer> {
  setConfig(cfg);
  const log = createLogger(cfg.logLevel);
  ensureDataDir(cfg.dataDir);
  const releaseLock = acquireServeLock(cfg.dataDir);
  try {
    setServerSecret(loadServerSecret(cfg.dataDir));
    const db = openDatabase(dbPath(cfg.dataDir));
    const { applied } = migrateDatabase(db);
    if (applied.length) log.info({ applied }, "applied migrations");
    log.info(initBlobStore(cfg), "media store");
    const app = createApp().listen({
      port: cfg.port,
      hostname: cfg.host,
      reusePort: false,
      // Per-route limits are enforced while reading; this is only the outer bound (video uploads).
      maxRequestBodySize: Math.max(cfg.maxVideoBytes, cfg.maxJsonBytes) + 1024 * 1024,
      idleTimeout: 60,
    });
    const url = `http://${cfg.host === "0.0.0.0" ? "localhost" : cfg.host}:${app.server!.port}`;
    if (!cfg.publicUrlExplicit) cfg.publicUrl = `http://localhost:${app.server!.port}`; // --port 0
    for (const w of backgroundWorkers) w.start();
    log.info({ url, public_url: cfg.publicUrl, data_dir: cfg.dataDir, version: VERSION, dev: cfg.dev }, "sitevisit listening");

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        lifecycle.shuttingDown = true;
        const deadline = Date.now() + cfg.shutdownTimeoutMs;
        log.info({ timeout_ms: cfg.shutdownTimeoutMs }, "shutting down: finishing in-flight requests and jobs");
        const server = app.server!;
        const drained = server.stop(false);
        await Promise.race([drained, Bun.sleep(Math.max(0, deadline - Date.now()))]);
        server.stop(true);
        await Promise.all(backgroundWorkers.map((w) => w.stop(deadline)));
        closeDatabase();
        releaseLock();
        log.info("stopped");
      })());
    return { url, stop };
  } catch (e) {
    releaseLock();
    throw e;
  }
}
