#!/usr/bin/env bun
// The `sitevisit` executable: the server and the admin CLI in one binary.
import { Command, CommanderError } from "commander";
import { VERSION } from "../src/version";
import { serveCommand } from "./commands/serve";
import { migrateCommand } from "./commands/migrate";
import { statusCommand } from "./commands/status";
import { accountsCommand } from "./commands/accounts";
import { keysCommand } from "./commands/keys";
import { usersCommand } from "./commands/users";
import { propertiesCommand } from "./commands/properties";
import { backupCommand } from "./commands/backup";
import { webhooksCommand } from "./commands/webhooks";
import { deliveriesCommand } from "./commands/deliveries";
import { mailCommand } from "./commands/mail";
import { digestCommand } from "./commands/digest";
import { doctorCommand } from "./commands/doctor";
import { tryCommand } from "./commands/try";
import { serviceCommand } from "./commands/service";
import { addExamples } from "./examples";
import { commanderUsageError, fail, jsonRequested } from "./errors";
import { restoreCommand } from "./commands/restore";
import { OWNER_ONLY_UMASK } from "../src/core/data-dir";
import { wireFeatures } from "../src/wiring";
import { loadSettingsFile } from "../src/core/settings-file";

// Whatever the caller's umask, every file and directory this process creates is owner-only.
process.umask(OWNER_ONLY_UMASK);
wireFeatures();
try {
  loadSettingsFile();
} catch (e) {
  fail(e, jsonRequested(process.argv.slice(2)));
}

const program = new Command("sitevisit")
  .description("Self-hosted site visit reporting: API server and admin CLI")
  .version(VERSION);

for (const cmd of [
  serveCommand(),
  migrateCommand(),
  statusCommand(),
  accountsCommand(),
  keysCommand(),
  usersCommand(),
  propertiesCommand(),
  webhooksCommand(),
  deliveriesCommand(),
  backupCommand(),
  restoreCommand(),
  mailCommand(),
  digestCommand(),
  doctorCommand(),
  tryCommand(),
  serviceCommand(),
])
  program.addCommand(cmd);
addExamples(program);

// Commander prints its own errors (plus a suggestion line) and exits; instead remember which command
// complained and let fail() print one line. addCommand() does not pass these settings down, so each
// command gets them.
let failed: Command | undefined;
function quietParseErrors(cmd: Command) {
  cmd.exitOverride();
  cmd.configureOutput({
    outputError: () => void (failed = cmd),
    writeErr: () => {}, // only the help of a group run without a subcommand; replaced by one line
  });
  cmd.on("beforeHelp", (ctx: { error: boolean }) => void (ctx.error && (failed = cmd)));
  cmd.commands.forEach(quietParseErrors);
}
quietParseErrors(program);

// A promise chain, not a top-level await: the binary is CommonJS bytecode (scripts/build.ts).
program.parseAsync(process.argv).catch((e) => {
  if (e instanceof CommanderError) {
    if (e.exitCode === 0) process.exit(0); // --help, --version
    fail(commanderUsageError(e, failed), jsonRequested(process.argv.slice(2)));
  }
  fail(e, jsonRequested(process.argv.slice(2)));
});
