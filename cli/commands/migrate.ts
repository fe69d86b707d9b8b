import { Command } from "commander";
import { action, openDataDir, print, withCommon } from "../shared";

export function migrateCommand(): Command {
  return withCommon(
    new Command("migrate").description("apply pending database migrations and exit"),
  ).action(
    action((opts) => {
      const result = openDataDir(opts);
      print(opts, result, () =>
        result.applied.length
          ? `applied ${result.applied.length} migration(s): ${result.applied.join(", ")}`
          : "database is up to date",
      );
    }),
  );
}
