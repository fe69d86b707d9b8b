import { Command } from "commander";
import { resolve } from "node:path";
import { config } from "../../src/core/config";
import { UserError } from "../../src/core/user-error";
import { writeBackup } from "../../src/ops/backup";
import { recordBackup } from "../../src/ops/backup-log";
import { listArchives, runBackup } from "../../src/ops/backup-run";
import { backupSettings, checkedBackupSettings } from "../../src/ops/backup-schedule";
import { openTarget } from "../../src/ops/backup-target";
import {
  action,
  cliConfig,
  openDataDir,
  print,
  table,
  withCommon,
  type CommonOpts,
} from "../shared";

// `backup` takes --data-dir and --json itself wherever they stand, so its subcommands read the
// options of both (optsWithGlobals).
type TargetOpts = CommonOpts & { target?: string };

/** The scheduled backups' settings, the --target flag over SITEVISIT_BACKUP_TARGET. */
function settingsOf(opts: TargetOpts, checked: boolean) {
  const { dataDir } = cliConfig(opts);
  const env = opts.target ? { ...process.env, SITEVISIT_BACKUP_TARGET: opts.target } : process.env;
  const s = (checked ? checkedBackupSettings : backupSettings)(dataDir, env);
  if (!s)
    throw new UserError(
      "no backup target: set SITEVISIT_BACKUP_TARGET (a directory or s3://bucket/prefix) or pass --target",
    );
  return { dataDir, settings: s };
}

const targetOption = (cmd: Command) =>
  cmd.option(
    "--target <dir|s3://bucket/prefix>",
    "backup target (default SITEVISIT_BACKUP_TARGET)",
  );

function listCommand(): Command {
  return withCommon(
    targetOption(
      new Command("list").description(
        "the archives on the backup target, newest first: time, size, whether it was checked",
      ),
    ),
  ).action(
    action(async (_: TargetOpts, cmd: Command) => {
      const opts = cmd.optsWithGlobals() as TargetOpts;
      const { settings } = settingsOf(opts, false);
      const target = openTarget(settings.target);
      const archives = (await listArchives(target, settings.key)).map((a) => ({
        name: a.name,
        createdAt: a.note?.createdAt ?? null,
        bytes: a.bytes,
        databaseBytes: a.note?.databaseBytes ?? null,
        checked: a.note !== null,
        encrypted: a.encrypted,
        mediaFiles: a.note?.media.length ?? null,
        ...(a.refused ? { refused: a.refused } : {}),
      }));
      print(opts, { target: target.url, archives }, () =>
        [
          `target ${target.url}`,
          table(
            archives.map((a) => ({
              ...a,
              checked: a.checked ? "yes" : `NO (${a.refused ?? "unfinished run"}: not restorable)`,
            })),
            ["name", "createdAt", "bytes", "databaseBytes", "checked", "mediaFiles"],
          ),
        ].join("\n"),
      );
    }),
  );
}

function nowCommand(): Command {
  return withCommon(
    targetOption(
      new Command("now").description(
        "run a scheduled backup now: write, check and prune on the backup target (beside a running server)",
      ),
    ),
  ).action(
    action(async (_: TargetOpts, cmd: Command) => {
      const opts = cmd.optsWithGlobals() as TargetOpts;
      const { dataDir, settings } = settingsOf(opts, true);
      openDataDir(opts);
      const r = await runBackup(dataDir, settings);
      print(
        opts,
        r,
        () =>
          `backed up to ${r.target}/${r.name} (${r.bytes} bytes, checked; ${r.mediaSent} new media files of ${r.mediaKept}; ${r.sentBytes} bytes sent; ${r.pruned.length} old objects pruned)`,
      );
    }),
  );
}

export function backupCommand(): Command {
  return withCommon(
    new Command("backup")
      .description(
        "write a backup archive (tar: database copy + secret.key, mode 0600) while the server runs; 'backup now' and 'backup list' use the scheduled backups' target",
      )
      .argument("[file]", "destination file (must not exist)")
      .option(
        "--with-media",
        "also archive the media files (local storage only; held in memory while writing)",
      ),
  )
    .addCommand(listCommand())
    .addCommand(nowCommand())
    .action(
      action(async (file: string | undefined, opts) => {
        if (!file)
          throw new UserError(
            "name a destination file (sitevisit backup FILE), or use 'backup now' / 'backup list'",
          );
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
