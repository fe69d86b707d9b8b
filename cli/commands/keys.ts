import { Command, Option } from "commander";
import * as keys from "../../src/keys/service";
import {
  action,
  openDataDir,
  openDataDirToRead,
  print,
  required,
  table,
  withCommon,
} from "../shared";
import { db } from "../../src/db/client";

const MODES = ["live", "test"] as const;

export function keysCommand(): Command {
  const cmd = new Command("keys").description("create, list and revoke API keys");
  cmd.addCommand(
    withCommon(
      new Command("create")
        .description("create an API key; the full key is printed once")
        .option("--account <id>", "account id")
        .option("--name <name>", "a label for the key, 1 to 100 characters")
        .addOption(new Option("--mode <mode>", "dataset the key works on").choices(MODES)),
    ).action(
      action(async (opts) => {
        const account = await required(opts.account, "--account", "Account id");
        const name = await required(opts.name, "--name", "Key name");
        const mode = await required(opts.mode, "--mode", "Mode", MODES);
        openDataDir(opts);
        const k = keys.createKey(db(), { accountId: account, name, mode });
        print(
          opts,
          k,
          () =>
            `${k.key}\n\nThis is the only time the key is shown. Store it now.\nid ${k.id}  name ${k.name}  mode ${k.mode}`,
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("list")
        .description("list keys (never the secret)")
        .option("--account <id>", "only this account"),
    ).action(
      action((opts) => {
        openDataDirToRead(opts);
        const data = keys.listKeys(db(), opts.account);
        print(opts, { data }, () =>
          table(data, [
            "id",
            "accountId",
            "name",
            "mode",
            "prefix",
            "createdAt",
            "lastUsedAt",
            "revokedAt",
          ]),
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("revoke")
        .description("revoke a key, effective immediately")
        .argument("<id>", "key id"),
    ).action(
      action((id: string, opts) => {
        openDataDir(opts);
        const k = keys.revokeKey(db(), id);
        print(opts, k, () => `revoked ${k.id} (${k.prefix}…) at ${k.revokedAt}`);
      }),
    ),
  );
  return cmd;
}
