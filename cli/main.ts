#!/usr/bin/env bun
// The `sitevisit` executable: the server and the admin CLI in one binary.
import { Command, CommanderError } from "commander";
import { VERSION } from "../src/version";
import { serveCommand } from "./commands/serve";
import { migrateCommand } from "./commands/migrate";
import { accountsCommand } from "./commands/accounts";
import { keysCommand } from "./commands/keys";
import { backupCommand } from "./commands/backup";
import { webhooksCommand } from "./commands/webhooks";
import { deliveriesCommand } from "./commands/deliveries";

const program = new Command("sitevisit")
  .description("Self-hosted site visit reporting: API server and admin CLI")
  .version(VERSION)
  .showHelpAfterError()
  .exitOverride();

for (const cmd of [serveCommand(), migrateCommand(), accountsCommand(), keysCommand(), webhooksCommand(), deliveriesCommand(), backupCommand()]) program.addCommand(cmd);

function exitOverrideDeep(cmd: Command) {
  cmd.exitOverride();
  cmd.commands.forEach(exitOverrideDeep);
}
exitOverrideDeep(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    // help and version are successes; every other commander error is a usage error
    process.exit(e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.code === "commander.help" ? 0 : 2);
  }
  throw e;
}
