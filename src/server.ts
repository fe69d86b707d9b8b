// `sitevisit serve`: data directory, lock, migrations, HTTP server, background workers, and a
// graceful shutdown on SIGTERM/SIGINT (docs/configuration.md).
import { setConfig, type Config } from "./core/config";
import {
  acquireServeLock,
  dbPath,
  ensureDataDir,
  loadServerSecret,
  recordPublicUrl,
} from "./core/data-dir";
import { closeDatabase, openDatabase, optimizeDatabase } from "./db/client";
import { startCheckpointer, type Checkpointer } from "./db/checkpointer";
import { upgradeDataDir } from "./ops/upgrade";
import { startListeners } from "./tls/listeners";
import type { CertPair } from "./tls/files";
import { createLogger, logger } from "./core/logger";
import { newId } from "./core/ids";
import { rememberOriginalRequest, setConnectionControl } from "./http/connection";
import { isPageRequest } from "./http/page-gate";
import { admitPage } from "./page-admission";
import { negotiate } from "./http/compression";
import { finishRequest } from "./http/request-log";
import { pathOf } from "./http/url-path";
import { ApiError, errorEnvelope } from "./core/errors";
import type { Server } from "bun";
import { createApp } from "./app";
import { backgroundWorkers, registerBackgroundWork } from "./background";
import { lifecycle } from "./ops/lifecycle";
import { setServerSecret } from "./core/server-secret";
import { VERSION } from "./version";
import { sealLegacySecrets } from "./webhooks/service";
import { closeWebhookConnections } from "./webhooks/pinned-request";
import { initBlobStore } from "./media/stores";
import { describeAdapters } from "./pipeline/adapters-info";
import { wireFeatures } from "./wiring";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

// Elysia finds the path at the first "/" from index 11 of request.url, assuming "http://" and a host
// of 4+ characters: with `Host: x`, "http://x/xx/api/v1/properties" routes as /api/v1/properties.
// Bun also gives a bare path as the url when the Host is empty, missing or not a valid host. So every
// request reaches the app with a URL of that shape; the Host plays no part in routing or in any URL
// we build (those come from --public-url).
const CANONICAL_ORIGIN = "http://localhost";

/** HSTS on a name a browser may pin: never on localhost, where it would bind every local port. */
function isPublicHttps(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === "https:" && hostname !== "localhost" && !/^[\d.]+$|^\[/.test(hostname);
}

const HSTS = "max-age=31536000";

function withHsts(response: Response): Response {
  try {
    response.headers.set("strict-transport-security", HSTS);
    return response;
  } catch {} // immutable headers (Response.redirect): copy them
  const headers = new Headers(response.headers);
  headers.set("strict-transport-security", HSTS);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function withRoutableUrl(request: Request, url: string): Request {
  if (url.startsWith("http://") && url.indexOf("/", 7) >= 11) return request;
  const start = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
  return new Request(CANONICAL_ORIGIN + (start < 0 ? "/" : url.slice(start)), request);
}

/**
 * What the server does with each request, Bun's HTTP aside: the URL made routable, pages through
 * their gate, then the request's end (release, metrics, log line), HSTS once HTTPS serves a public
 * name, and compression and conditional GETs for every route. Exported for bench/request-path.ts,
 * which measures exactly this path without the network.
 */
export function requestHandler(
  app: ReturnType<typeof createApp>,
  o: { hsts: boolean },
): (request: Request) => Response | Promise<Response> {
  const handle = app.fetch;
  const finish = (request: Request, routed: Request, path: string, r: Response) => {
    finishRequest(routed, path, r.status);
    return negotiate(request, o.hsts ? withHsts(r) : r);
  };
  return (request) => {
    // Read once: each read of a served request's url makes its string anew (about 1 µs).
    const url = request.url;
    const path = pathOf(url);
    const routed = withRoutableUrl(request, url);
    rememberOriginalRequest(routed, request);
    // Pages wait their turn in their lane, or are refused at once (src/page-admission.ts).
    const response = isPageRequest(routed.method, path)
      ? admitPage(routed, path, () => handle(routed))
      : handle(routed);
    return response instanceof Promise
      ? response.then((r) => finish(request, routed, path, r))
      : finish(request, routed, path, response);
  };
}

/**
 * Serves the app with Bun.serve directly rather than app.listen(), which hands Elysia's routes to
 * Bun's router with the same path arithmetic and no hook for fixing the URL first. Over TLS with a
 * public https address, every response carries HSTS: HTTPS works, so browsers should insist on it.
 */
function listen(
  app: ReturnType<typeof createApp>,
  cfg: Config,
  o: { port: number; tls: CertPair | null },
): Server<undefined> {
  const fetch = requestHandler(app, { hsts: o.tls !== null && isPublicHttps(cfg.publicUrl) });
  const server = Bun.serve({
    port: o.port,
    hostname: cfg.host,
    ...(o.tls ? { tls: o.tls } : {}),
    // Bun's default would let a second `serve` bind the same port (STACK-NOTES).
    reusePort: false,
    development: false,
    // Per-route limits are enforced while reading; this is only the outer bound (video uploads).
    maxRequestBodySize: Math.max(cfg.maxVideoBytes, cfg.maxJsonBytes) + 1024 * 1024,
    // Seconds a request may stay unanswered (Bun counts it from the end of the headers, body bytes
    // do not reset it); the JSON body deadline (requestTimeoutMs) is shorter and answers 408. Video
    // uploads lift it (src/http/connection.ts) and enforce their own rate and deadline.
    idleTimeout: 60,
    fetch,
    // Only reached if the app itself throws outside its error hook: still the envelope and an id.
    error(err) {
      const id = newId("req");
      logger().error({ request_id: id, err }, "unhandled error outside the request pipeline");
      const body = errorEnvelope(
        new ApiError(
          "internal_error",
          "An internal error occurred. The request id has been logged.",
        ),
        id,
      );
      return Response.json(body, { status: 500, headers: { "Request-Id": id } });
    },
  });
  setConnectionControl(server);
  return server;
}

export async function startServer(cfg: Config): Promise<RunningServer> {
  setConfig(cfg);
  wireFeatures();
  registerBackgroundWork();
  const log = createLogger(cfg.logLevel);
  for (const fix of ensureDataDir(cfg.dataDir))
    log.warn(
      { path: fix.path, mode: fix.mode, fixed_to: fix.fixedTo },
      "data directory entry was readable by others: mode tightened",
    );
  const releaseLock = acquireServeLock(cfg.dataDir);
  let checkpointer: Checkpointer | null = null;
  try {
    setServerSecret(loadServerSecret(cfg.dataDir));
    const db = openDatabase(dbPath(cfg.dataDir));
    const { applied, backup, from } = await upgradeDataDir(db, cfg.dataDir);
    if (applied.length)
      log.info({ applied, from_version: from, version: VERSION, backup }, "applied migrations");
    optimizeDatabase(true);
    checkpointer = startCheckpointer(dbPath(cfg.dataDir));
    log.info(initBlobStore(cfg), "media store");
    log.info(describeAdapters(cfg.pipeline), "pipeline adapters");
    const sealed = db.transaction((tx) => sealLegacySecrets(tx));
    if (sealed)
      log.info(
        { endpoints: sealed },
        "sealed webhook signing secrets stored in clear by an older version",
      );
    const app = createApp();
    const server = startListeners(cfg, (o) => listen(app, cfg, o), log);
    const url = server.url;
    if (!cfg.publicUrlExplicit) cfg.publicUrl = `${url.split(":")[0]}://localhost:${server.port}`; // --port 0
    recordPublicUrl(cfg.dataDir, cfg.publicUrl);
    for (const w of backgroundWorkers) w.start();
    log.info(
      { url, public_url: cfg.publicUrl, data_dir: cfg.dataDir, version: VERSION, dev: cfg.dev },
      "sitevisit listening",
    );

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        lifecycle.shuttingDown = true;
        const deadline = Date.now() + cfg.shutdownTimeoutMs;
        log.info(
          { timeout_ms: cfg.shutdownTimeoutMs },
          "shutting down: finishing in-flight requests and jobs",
        );
        const drained = server.stop(false);
        await Promise.race([drained, Bun.sleep(Math.max(0, deadline - Date.now()))]);
        server.stop(true);
        await Promise.all(backgroundWorkers.map((w) => w.stop(deadline)));
        closeWebhookConnections();
        await checkpointer?.stop();
        closeDatabase();
        releaseLock();
        log.info("stopped");
      })());
    return { url, stop };
  } catch (e) {
    await checkpointer?.stop();
    releaseLock();
    throw e;
  }
}
