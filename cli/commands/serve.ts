import { Command, Option } from "commander";
import { buildConfig } from "../../src/core/config";
import { startServer } from "../../src/server";
import { action } from "../shared";

export function serveCommand(): Command {
  return new Command("serve")
    .description("run the HTTP API, the public pages and the background job loop")
    .addOption(new Option("--port <port>", "port to listen on (default 8080)").env("SITEVISIT_PORT"))
    .addOption(new Option("--host <host>", "address to bind (default 0.0.0.0)").env("SITEVISIT_HOST"))
    .addOption(new Option("--data-dir <dir>", "data directory (default ./data)").env("SITEVISIT_DATA_DIR"))
    .addOption(new Option("--public-url <url>", "public base URL (default http://localhost:<port>)").env("SITEVISIT_PUBLIC_URL"))
    .addOption(new Option("--dev", "development mode: allows http://localhost webhook URLs"))
    .addOption(new Option("--log-level <level>", "trace|debug|info|warn|error (default info)").env("SITEVISIT_LOG_LEVEL"))
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
