import { Command, InvalidArgumentError, Option } from "commander";
import { buildConfig } from "../../src/core/config";
import { startServer } from "../../src/server";
import { action, wholeNumber } from "../shared";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function absoluteUrl(v: string): string {
  if (!URL.canParse(v))
    throw new InvalidArgumentError("Expected an absolute URL such as https://visits.example.com.");
  return v;
}

export function serveCommand(): Command {
  return new Command("serve")
    .description("run the HTTP API, the public pages and the background job loop")
    .addOption(
      new Option("--port <port>", "port to listen on, 0 for any free port (default 8080)")
        .env("SITEVISIT_PORT")
        .argParser(wholeNumber(0, 65535)),
    )
    .addOption(
      new Option(
        "--host <host>",
        "address to bind (default 0.0.0.0; with --dev and no --domain, 127.0.0.1)",
      ).env("SITEVISIT_HOST"),
    )
    .addOption(
      new Option("--data-dir <dir>", "data directory (default ./data)").env("SITEVISIT_DATA_DIR"),
    )
    .addOption(
      new Option(
        "--public-url <url>",
        "public base URL (default https://<domain> with --domain, else http://localhost:<port>)",
      )
        .env("SITEVISIT_PUBLIC_URL")
        .argParser(absoluteUrl),
    )
    .addOption(
      new Option(
        "--domain <name>",
        "DNS name to serve over HTTPS with a certificate obtained and renewed over ACME (Let's Encrypt unless SITEVISIT_ACME_DIRECTORY)",
      ).env("SITEVISIT_DOMAIN"),
    )
    .addOption(
      new Option("--https-port <port>", "with --domain: the HTTPS port (default 443)")
        .env("SITEVISIT_HTTPS_PORT")
        .argParser(wholeNumber(0, 65535)),
    )
    .addOption(
      new Option(
        "--http-port <port>",
        "with --domain: the HTTP port answering the CA's challenges and redirecting to https (default 80)",
      )
        .env("SITEVISIT_HTTP_PORT")
        .argParser(wholeNumber(0, 65535)),
    )
    .addOption(
      new Option(
        "--tls-cert <file>",
        "your own certificate chain (PEM) instead of ACME; re-read on SIGHUP",
      ).env("SITEVISIT_TLS_CERT"),
    )
    .addOption(
      new Option("--tls-key <file>", "the key of --tls-cert (PEM)").env("SITEVISIT_TLS_KEY"),
    )
    .addOption(
      new Option(
        "--dev",
        "development mode: listens on 127.0.0.1 unless --host, allows http://localhost webhook URLs (or SITEVISIT_DEV=1)",
      ),
    )
    .addOption(
      new Option("--log-level <level>", "log level (default info)")
        .env("SITEVISIT_LOG_LEVEL")
        .choices(LOG_LEVELS),
    )
    .action(
      action(async (opts) => {
        const server = await startServer(buildConfig(opts));
        const shutdown = async () => {
          await server.stop();
          process.exit(0);
        };
        process.once("SIGTERM", shutdown);
        process.once("SIGINT", shutdown);
      }),
    );
}
