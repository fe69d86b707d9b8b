import { Command } from "commander";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { backupDatabase } from "../../src/ops/backup";
import { recordBackup } from "../../src/ops/backup-log";
import { UserError } from "../../src/core/user-error";
import { action, openDataDir, print, withCommon } from "../shared";

export function backupCommand(): Command {
  return withCommon(
    new Command("backup").description("write a consistent copy of the database while the server runs").argument("<file>", "destination file (must not exist)"),
  ).action(
    action((file: string, opts) => {
      const path = resolve(file);
      if (existsSync(path)) throw new UserError(`${path} already exists; choose a new file name`);
      openDataDir(opts);
      backupDatabase(path);
      const bytes = recordBackup(path, statSync(path).size).bytes;
      print(opts, { path, bytes }, () => `backed up to ${path} (${bytes} bytes)`);
    }),
  );
}
