import { Command } from "commander";
import { resolve } from "node:path";
import { config } from "../../src/core/config";
import { writeBackup } from "../../src/ops/backup";
import { recordBackup } from "../../src/ops/backup-log";
import { action, openDataDir, print, withCommon } from "../shared";

export function backupCommand(): Command {
  return withCommon(
    new Command("backup")
      .description("write a backup archive (tar: database copy + secret.key, mode 0600) while the server runs")
      .argument("<file>", "destination file (must not exist)"),
  ).action(
    action(async (file: string, opts) => {
      openDataDir(opts);
      const written = await writeBackup(config().dataDir, resolve(file));
      const { path, bytes } = recordBackup(written.path, written.bytes);
      print(opts, { path, bytes }, () => `backed up to ${path} (${bytes} bytes)`);
    }),
  );
}
