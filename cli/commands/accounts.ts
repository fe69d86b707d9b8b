import { Argument, Command, Option } from "commander";
import * as accounts from "../../src/accounts/service";
import { PLANS } from "../../src/accounts/plans";
import {
  action,
  openDataDir,
  print,
  required,
  table,
  withCommon,
  type CommonOpts,
} from "../shared";
import { db } from "../../src/db/client";

type Account = ReturnType<typeof accounts.presentAccount>;
const PLAN_NAMES = Object.keys(PLANS);

const describe = (a: Account) =>
  `${a.id}  ${a.name}  plan=${a.plan} (visit limit ${a.visitLimit ?? "none"})${a.disabled ? "  DISABLED" : ""}`;

/** `accounts <name> <id>`: one change to one account, printed as the account. */
function change(name: string, description: string, fn: (id: string) => Account) {
  return withCommon(
    new Command(name).description(description).argument("<id>", "account id"),
  ).action(
    action((id: string, opts: CommonOpts) => {
      openDataDir(opts);
      const account = fn(id);
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
        .option("--name <name>", "account name, 1 to 200 characters")
        .addOption(
          new Option("--plan <plan>", "plan (monthly visit limit: free 10, starter 100, pro 1000)")
            .choices(PLAN_NAMES)
            .default("free"),
        ),
    ).action(
      action(async (opts) => {
        const name = await required(opts.name, "--name", "Account name");
        openDataDir(opts);
        const a = db().transaction((tx) => accounts.createAccount(tx, { name, plan: opts.plan }));
        print(
          opts,
          {
            id: a.id,
            name: a.name,
            plan: a.plan,
            visitLimit: a.visitLimit,
            createdAt: a.createdAt,
          },
          () =>
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
        print(opts, { data }, () =>
          table(data, ["id", "name", "plan", "visitLimit", "disabled", "createdAt"]),
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("set-plan")
        .description("change an account's plan")
        .argument("<id>", "account id")
        .addArgument(new Argument("<plan>", "the new plan").choices(PLAN_NAMES)),
    ).action(
      action((id: string, plan: string, opts: CommonOpts) => {
        openDataDir(opts);
        const account = accounts.setPlan(db(), id, plan);
        print(opts, account, () => describe(account));
      }),
    ),
  );
  cmd.addCommand(
    change(
      "disable",
      "suspend an account: its keys get 403 forbidden until it is enabled; its dashboard sessions and unused sign-in links end for good",
      (id) => accounts.disableAccount(db(), id),
    ),
  );
  cmd.addCommand(
    change("enable", "restore a suspended account", (id) => accounts.enableAccount(db(), id)),
  );
  return cmd;
}
