import { Command, Option } from "commander";
import { resolve } from "node:path";
import { restoreBackup } from "../../src/ops/backup";
import { action, cliConfig, print, withCommon } from "../shared";

export function restoreCommand(): Command {
  return withCommon(
    new Command("restore")
      .description("restore a backup archive into a data directory (not one a running server uses)")
      .argument("<file>", "archive written by 'sitevisit backup'")
      .addOption(
        new Option("--force", "replace the database and secret.key of a non-empty data directory"),
      ),
  ).action(
    action(async (file: string, opts) => {
      // Not openDataDir: that would create and migrate a database before the restore replaces it.
      const { dataDir } = cliConfig(opts);
      const result = await restoreBackup(resolve(file), dataDir, { force: !!opts.force });
      print(opts, result, () => `restored ${file} (backup of ${result.createdAt}) into ${dataDir}`);
    }),
  );
}
