// Which sockets `serve` listens on (docs/configuration.md, "HTTPS"):
//   no TLS settings        the app on --port over HTTP
//   --tls-cert/--tls-key   the app on --port (or --https-port with --domain) over HTTPS, files re-read on SIGHUP
//   --domain               the app on --https-port with a certificate kept over ACME, and --http-port
//                          answering challenges and redirecting (src/tls/front.ts)
// Bun cannot change a listening server's certificate (server.reload() keeps the old one), so a new
// certificate gets a new listener: the old one stops accepting, finishes what it has, and the new
// one binds the same port at once.
import type { Server } from "bun";
import type { Logger } from "pino";
import { type Config, ConfigError } from "../core/config";
import { type CertPair, readIfThere } from "./files";
import { frontHandler } from "./front";
import { type Keeper, keepCertificate } from "./keeper";

export type MakeServer = (o: { port: number; tls: CertPair | null }) => Server<undefined>;

export interface Listeners {
  /** Where the app answers now (the HTTP port's URL while a certificate is awaited). */
  url: string;
  port: number;
  stop(closeActive: boolean): Promise<void>;
}

function readPair(cfg: Config): CertPair {
  const cert = readIfThere(cfg.https.certFile!);
  const key = readIfThere(cfg.https.keyFile!);
  if (!cert || !key)
    throw new ConfigError(
      `--tls-cert ${cfg.https.certFile} or --tls-key ${cfg.https.keyFile} does not exist`,
    );
  return { cert, key };
}

export function startListeners(cfg: Config, make: MakeServer, log: Logger): Listeners {
  const { https } = cfg;
  const host = cfg.host === "0.0.0.0" ? "localhost" : cfg.host;
  if (!https.domain && !https.certFile) {
    const app = make({ port: cfg.port, tls: null });
    return { url: `http://${host}:${app.port}`, port: app.port!, stop: (f) => app.stop(f) };
  }
  const appPort = https.domain ? https.httpsPort : cfg.port;
  let app: Server<undefined> | null = null;
  const draining: Promise<void>[] = [];
  const install = (pair: CertPair) => {
    const old = app;
    const port = old?.port ?? appPort; // the bound one: --port 0 stays on the port it got
    if (old) draining.push(old.stop(false));
    app = make({ port, tls: pair });
    log.info(
      { url: `https://${host}:${app.port}` },
      old ? "HTTPS certificate replaced" : "serving HTTPS",
    );
  };

  let keeper: Keeper | null = null;
  let onHangup: (() => void) | null = null;
  if (https.certFile) {
    install(readPair(cfg));
    onHangup = () => {
      try {
        install(readPair(cfg));
      } catch (e: any) {
        log.error({ error: String(e?.message ?? e) }, "SIGHUP: certificate not reloaded");
      }
    };
    process.on("SIGHUP", onHangup);
  } else keeper = keepCertificate({ https, dataDir: cfg.dataDir, log, install });

  let front: Server<undefined> | null = null;
  if (https.domain)
    front = Bun.serve({
      port: https.httpPort,
      hostname: cfg.host,
      reusePort: false,
      development: false,
      fetch: frontHandler({
        domain: https.domain,
        httpsPort: https.httpsPort,
        dataDir: cfg.dataDir,
        httpsReady: () => app !== null,
      }),
    });
  const shown = front ?? app!;
  return {
    url: `${front ? "http" : "https"}://${host}:${shown.port}`,
    port: shown.port!,
    async stop(closeActive) {
      keeper?.stop();
      if (onHangup) process.off("SIGHUP", onHangup);
      await Promise.all([front?.stop(closeActive), app?.stop(closeActive), ...draining]);
    },
  };
}
