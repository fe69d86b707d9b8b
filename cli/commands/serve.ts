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
      new Option("--host <host>", "address to bind (default 0.0.0.0)").env("SITEVISIT_HOST"),
    )
    .addOption(
      new Option("--data-dir <dir>", "data directory (default ./data)").env("SITEVISIT_DATA_DIR"),
    )
    .addOption(
      new Option("--public-url <url>", "public base URL (default http://localhost:<port>)")
        .env("SITEVISIT_PUBLIC_URL")
        .argParser(absoluteUrl),
    )
    .addOption(
      new Option(
        "--dev",
        "development mode: allows http://localhost webhook URLs (or SITEVISIT_DEV=1)",
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
