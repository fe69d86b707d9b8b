import { Command } from "commander";
import { resolve } from "node:path";
import { config } from "../../src/core/config";
import { writeBackup } from "../../src/ops/backup";
import { recordBackup } from "../../src/ops/backup-log";
import { action, openDataDir, print, withCommon } from "../shared";

export function backupCommand(): Command {
  return withCommon(
    new Command("backup")
      .description(
        "write a backup archive (tar: database copy + secret.key, mode 0600) while the server runs",
      )
      .argument("<file>", "destination file (must not exist)")
      .option(
        "--with-media",
        "also archive the media files (local storage only; held in memory while writing)",
      ),
  ).action(
    action(async (file: string, opts) => {
      openDataDir(opts);
      const written = await writeBackup(config().dataDir, resolve(file), {
        withMedia: opts.withMedia === true,
      });
      const { path, bytes } = recordBackup(written.path, written.bytes);
      const media = opts.withMedia ? { mediaFiles: written.mediaFiles } : {};
      print(
        opts,
        { path, bytes, ...media },
        () =>
          `backed up to ${path} (${bytes} bytes${opts.withMedia ? `, ${written.mediaFiles} media files` : ""})`,
      );
    }),
  );
}
