import { Command, Option } from "commander";
import { resolve } from "node:path";
import { restoreBackup } from "../../src/ops/backup";
import { backupKeyFromEnv } from "../../src/ops/backup-crypto";
import { targetSource } from "../../src/ops/backup-run";
import { action, cliConfig, print, withCommon } from "../shared";

export function restoreCommand(): Command {
  return withCommon(
    new Command("restore")
      .description(
        "restore a backup archive into a data directory (not one a running server uses): a file, or an archive on a backup target (s3://bucket/prefix/NAME or DIR/NAME), decrypted with SITEVISIT_BACKUP_KEY / _KEY_FILE",
      )
      .argument("<archive>", "a file written by 'sitevisit backup', or a name from 'backup list'")
      .addOption(
        new Option("--force", "replace the database and secret.key of a non-empty data directory"),
      )
      .addOption(
        new Option(
          "--unencrypted",
          "the archive was written without a backup key ('sitevisit backup FILE', the backup made before a migration): read it although SITEVISIT_BACKUP_KEY is set, which otherwise refuses every plain archive",
        ),
      ),
  ).action(
    action(async (ref: string, opts) => {
      // Not openDataDir: that would create and migrate a database before the restore replaces it.
      const { dataDir } = cliConfig(opts);
      // Every archive is read through its target: a plain file's directory holds no media of its
      // own unless a scheduled backup wrote it there (its manifest names the media kept beside it).
      // With a key, only archives sealed with it are read (docs/operating.md, Scheduled backups).
      const key = opts.unencrypted ? null : backupKeyFromEnv();
      const source = targetSource(ref.startsWith("s3://") ? ref : resolve(ref), key);
      const result = await restoreBackup(source, dataDir, { force: !!opts.force });
      print(opts, result, () => `restored ${ref} (backup of ${result.createdAt}) into ${dataDir}`);
    }),
  );
}
