import { Command, Option } from "commander";
import * as endpoints from "../../src/webhooks/service";
import { CreateEndpointBody } from "../../src/webhooks/schema";
import { EVENT_TYPES } from "../../src/events/types";
import { getAccountRow } from "../../src/accounts/service";
import { ApiError } from "../../src/core/errors";
import { config } from "../../src/core/config";
import { CliError } from "../errors";
import { checked } from "../validate";
import {
  action,
  listOf,
  openDataDir,
  openDataDirToRead,
  print,
  required,
  table,
  withCommon,
} from "../shared";
import { db } from "../../src/db/client";
import { plainWrite } from "../../src/http/write";

const describe = (e: endpoints.EndpointDto) =>
  `${e.id}  ${e.name}  ${e.url}  mode=${e.mode}  events=${e.events.length ? e.events.join(",") : "all"}${e.disabled ? "  DISABLED" : ""}`;

/** The API's invalid_webhook_url message, in CLI words, with how to allow the URL when there is a way. */
function explainRefusedUrl(e: unknown, url: string): unknown {
  if (!(e instanceof ApiError) || e.code !== "invalid_webhook_url") return e;
  const said = e.message.replace(/'url'/g, "--url").replace(/\.$/, "");
  const { protocol, hostname } = URL.parse(url) ?? {};
  const loopbackName = ["localhost", "127.0.0.1", "[::1]"].includes(hostname ?? "");
  let how = "";
  if (
    !config().dev &&
    (loopbackName || /resolves to (127\.|::1)/.test(e.message)) &&
    (protocol === "http:" || protocol === "https:")
  )
    how =
      "; for local development pass --dev here and run the server with 'sitevisit serve --dev' (or set SITEVISIT_DEV=1 for both)";
  else if (/not a public address/.test(e.message))
    how =
      "; to allow a private network, set SITEVISIT_WEBHOOK_ALLOW_CIDRS (e.g. 10.0.0.0/8) for this command and the server";
  return new CliError("validation_error", `${said}${how}`);
}

function toggle(name: "disable" | "enable", description: string, disabled: boolean) {
  return withCommon(
    new Command(name).description(description).argument("<id>", "endpoint id (we_...)"),
  ).action(
    action(async (id: string, opts) => {
      openDataDir(opts);
      const e = await endpoints.updateEndpoint(
        db(),
        plainWrite,
        endpoints.endpointScope(db(), id),
        id,
        { disabled },
      );
      print(opts, e, () => `${name}d ${describe(e)}`);
    }),
  );
}

export function webhooksCommand(): Command {
  const cmd = new Command("webhooks").description("register and manage webhook endpoints");
  cmd.addCommand(
    withCommon(
      new Command("create")
        .description(
          "register a webhook endpoint (same rules as the API); the signing secret is printed once",
        )
        .option("--account <id>", "account id")
        .option(
          "--url <url>",
          "receiver URL: https with a public host; http://localhost, 127.0.0.1 or [::1] with --dev",
        )
        .option("--name <name>", "a label shown on delivery logs, 1 to 100 characters")
        .addOption(
          new Option(
            "--events <types>",
            "comma-separated event types to receive (default: all)",
          ).argParser(listOf(EVENT_TYPES, "an event type")),
        )
        .addOption(
          new Option("--mode <mode>", "dataset whose events it receives")
            .choices(["live", "test"])
            .default("live"),
        ),
    ).action(
      action(async (opts) => {
        const account = await required(opts.account, "--account", "Account id");
        const url = await required(opts.url, "--url", "Receiver URL");
        const name = await required(opts.name, "--name", "Endpoint name");
        const input = checked(CreateEndpointBody, {
          name,
          url,
          ...(opts.events ? { events: opts.events } : {}),
          mode: opts.mode,
        });
        openDataDir(opts);
        getAccountRow(db(), account);
        const e = await endpoints
          .createEndpoint(plainWrite, { accountId: account, isTest: input.mode === "test" }, input)
          .catch((err) => {
            throw explainRefusedUrl(err, url);
          });
        print(
          opts,
          e,
          () =>
            `created ${describe(e)}\n\nsigning secret: ${e.signingSecret}\nThis is the only time the secret is shown. Store it now.`,
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("list")
        .description("list endpoints of every account, or one (never the secret)")
        .option("--account <id>", "only this account"),
    ).action(
      action((opts) => {
        openDataDirToRead(opts);
        if (opts.account) getAccountRow(db(), opts.account);
        const data = endpoints.listAllEndpoints(db(), opts.account);
        print(opts, { data }, () =>
          table(data, ["id", "accountId", "mode", "name", "url", "disabled", "createdAt"]),
        );
      }),
    ),
  );
  cmd.addCommand(
    toggle(
      "disable",
      "pause an endpoint: new events are not delivered to it, and deliveries still pending wait until it is enabled",
      true,
    ),
  );
  cmd.addCommand(
    toggle(
      "enable",
      "resume a paused endpoint: deliveries that were pending when it was paused are sent now; events from while it was paused are not sent",
      false,
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("delete")
        .description("delete an endpoint with its deliveries and their attempts")
        .argument("<id>", "endpoint id (we_...)"),
    ).action(
      action((id: string, opts) => {
        openDataDir(opts);
        db().transaction((tx) => endpoints.deleteEndpoint(tx, endpoints.endpointScope(tx, id), id));
        print(opts, { deleted: id }, () => `deleted ${id}`);
      }),
    ),
  );
  return cmd;
}
