import { Command } from "commander";
import { upgradeDataDir } from "../../src/ops/upgrade";
import { action, openDataDirDatabase, print, withCommon } from "../shared";

export function migrateCommand(): Command {
  return withCommon(
    new Command("migrate").description(
      "apply pending database migrations and exit; an existing database is backed up first (<data-dir>/backups, the last three kept)",
    ),
  ).action(
    action(async (opts) => {
      const { cfg, db } = openDataDirDatabase(opts);
      const { applied, backup, from } = await upgradeDataDir(db, cfg.dataDir);
      const result = backup ? { applied, backup, from } : { applied };
      print(opts, result, () =>
        result.applied.length
          ? `applied ${result.applied.length} migration(s): ${result.applied.join(", ")}${backup ? `\nbackup taken first: ${backup}` : ""}`
          : "database is up to date",
      );
    }),
  );
}
