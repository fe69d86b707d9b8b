import { Command } from "commander";
import { Value } from "@sinclair/typebox/value";
import type { Static, TSchema } from "elysia";
import * as endpoints from "../../src/webhooks/service";
import { CreateEndpointBody } from "../../src/webhooks/schema";
import { getAccountRow } from "../../src/accounts/service";
import { UserError } from "../../src/core/user-error";
import { action, openDataDir, print, required, table, withCommon } from "../shared";
import { db } from "../../src/db/client";
import { plainWrite } from "../../src/core/write";

/** The API's own body schema decides what the CLI accepts, so the two never drift apart. */
function checked<S extends TSchema>(schema: S, input: unknown): Static<S> {
  const first = Value.Errors(schema, input).First();
  if (first) throw new UserError(`invalid ${first.path.replace(/^\//, "").replace(/\/\d+$/, "") || "input"}: ${first.message} (got ${JSON.stringify(first.value)})`);
  return input as Static<S>;
}

const describe = (e: endpoints.EndpointDto) =>
  `${e.id}  ${e.name}  ${e.url}  mode=${e.mode}  events=${e.events.length ? e.events.join(",") : "all"}${e.disabled ? "  DISABLED" : ""}`;

function toggle(name: "disable" | "enable", disabled: boolean) {
  return withCommon(new Command(name).description(disabled ? "pause an endpoint (nothing is sent; history kept)" : "resume an endpoint and send what it missed").argument("<id>", "endpoint id")).action(
    action(async (id: string, opts) => {
      openDataDir(opts);
      const e = await endpoints.updateEndpoint(db(), plainWrite, endpoints.endpointScope(db(), id), id, { disabled });
      print(opts, e, () => `${name}d ${describe(e)}`);
    }),
  );
}

export function webhooksCommand(): Command {
  const cmd = new Command("webhooks").description("register and manage webhook endpoints");
  cmd.addCommand(
    withCommon(
      new Command("create")
        .description("register a webhook endpoint (same rules as the API); the signing secret is printed once")
        .option("--account <id>", "account id")
        .option("--url <url>", "receiver URL (https; http://localhost in --dev)")
        .option("--name <name>", "a label shown on delivery logs")
        .option("--events <types>", "comma-separated event types (default: all)")
        .option("--mode <mode>", "live or test dataset", "live"),
    ).action(
      action(async (opts) => {
        const account = await required(opts.account, "--account", "Account id");
        const url = await required(opts.url, "--url", "Receiver URL");
        const name = await required(opts.name, "--name", "Endpoint name");
        const events = opts.events ? String(opts.events).split(",").map((s) => s.trim()).filter(Boolean) : undefined;
        const input = checked(CreateEndpointBody, { name, url, ...(events ? { events } : {}), mode: opts.mode });
        openDataDir(opts);
        getAccountRow(db(), account);
        const e = await endpoints.createEndpoint(plainWrite, { accountId: account, isTest: input.mode === "test" }, input);
        print(opts, e, () => `created ${describe(e)}\n\nsigning secret: ${e.signingSecret}\nThis is the only time the secret is shown. Store it now.`);
      }),
    ),
  );
  cmd.addCommand(
    withCommon(new Command("list").description("list endpoints (never the secret)").option("--account <id>", "only this account")).action(
      action((opts) => {
        openDataDir(opts);
        if (opts.account) getAccountRow(db(), opts.account);
        const data = endpoints.listAllEndpoints(db(), opts.account);
        print(opts, { data }, () => table(data, ["id", "accountId", "mode", "name", "url", "disabled", "createdAt"]));
      }),
    ),
  );
  cmd.addCommand(toggle("disable", true));
  cmd.addCommand(toggle("enable", false));
  cmd.addCommand(
    withCommon(new Command("delete").description("delete an endpoint with its deliveries").argument("<id>", "endpoint id")).action(
      action((id: string, opts) => {
        openDataDir(opts);
        db().transaction((tx) => endpoints.deleteEndpoint(tx, endpoints.endpointScope(tx, id), id));
        print(opts, { deleted: id }, () => `deleted ${id}`);
      }),
    ),
  );
  return cmd;
}
