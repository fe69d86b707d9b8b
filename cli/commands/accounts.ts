import { Command } from "commander";
import * as accounts from "../../src/accounts/service";
import { PLANS } from "../../src/accounts/plans";
import { action, openDataDir, print, required, table, withCommon } from "../shared";
import { db } from "../../src/db/client";

const describe = (a: ReturnType<typeof accounts.presentAccount>) =>
  `${a.id}  ${a.name}  plan=${a.plan} (visit limit ${a.visitLimit ?? "none"})${a.disabled ? "  DISABLED" : ""}`;

function setter(name: string, description: string, fn: (id: string, ...rest: string[]) => ReturnType<typeof accounts.presentAccount>, extraArg?: string) {
  const cmd = withCommon(new Command(name).description(description).argument("<id>", "account id"));
  if (extraArg) cmd.argument(`<${extraArg}>`);
  return cmd.action(
    action((...args: unknown[]) => {
      const positional = args.filter((a) => typeof a === "string") as string[];
      const opts = args.find((a) => typeof a === "object" && a !== null && !(a instanceof Command)) as { json?: boolean; dataDir?: string };
      openDataDir(opts);
      const account = fn(positional[0]!, ...positional.slice(1));
      print(opts, account, () => describe(account));
    }),
  );
}

export function accountsCommand(): Command {
  const cmd = new Command("accounts").description("create and manage accounts");
  cmd.addCommand(
    withCommon(
      new Command("create")
        .description("create an account (seeds the sample tutorial property in live and test)")
        .option("--name <name>", "account name")
        .option("--plan <plan>", `plan: ${Object.keys(PLANS).join(", ")}`, "free"),
    ).action(
      action(async (opts) => {
        const name = await required(opts.name, "--name", "Account name");
        openDataDir(opts);
        const a = db().transaction((tx) => accounts.createAccount(tx, { name, plan: opts.plan }));
        print(opts, { id: a.id, name: a.name, plan: a.plan, visitLimit: a.visitLimit, createdAt: a.createdAt }, () =>
          `created account ${describe(a)}\nnext: sitevisit keys create --account ${a.id} --name default --mode live`,
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(new Command("list").description("list accounts")).action(
      action((opts) => {
        openDataDir(opts);
        const data = accounts.listAccounts(db());
        print(opts, { data }, () => table(data, ["id", "name", "plan", "visitLimit", "disabled", "createdAt"]));
      }),
    ),
  );
  cmd.addCommand(setter("set-plan", "change an account's plan", (id, plan) => accounts.setPlan(db(), id, plan!), "plan"));
  cmd.addCommand(setter("disable", "suspend an account: its keys get 403 forbidden", (id) => accounts.disableAccount(db(), id)));
  cmd.addCommand(setter("enable", "restore a suspended account", (id) => accounts.enableAccount(db(), id)));
  return cmd;
}
