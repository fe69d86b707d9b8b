import { Command, Option } from "commander";
import * as deliveries from "../../src/webhooks/deliveries";
import { getAccountRow } from "../../src/accounts/service";
import { endpointScope } from "../../src/webhooks/service";
import { action, openDataDir, openDataDirToRead, print, wholeNumber, withCommon } from "../shared";
import { db } from "../../src/db/client";

const POLL_MS = 250;

/** One readable line: time, event type, endpoint, attempt, HTTP status, latency. */
export function formatAttempt(a: deliveries.AttemptLine): string {
  const status = a.statusCode === null ? "---" : String(a.statusCode);
  const outcome = a.error ? `  ${a.error}` : "";
  return `${a.at}  ${a.eventType.padEnd(22)}  ${a.endpointId} (${a.endpointName})  attempt ${a.attempt}  ${status}  ${a.durationMs} ms${outcome}`;
}

export function deliveriesCommand(): Command {
  const cmd = new Command("deliveries").description("watch and retry webhook deliveries");
  cmd.addCommand(
    withCommon(
      new Command("tail")
        .description(
          "print the latest delivery attempts, then each new attempt as it is recorded (one line each: time, event type, endpoint, attempt, HTTP status, latency) until Ctrl-C",
        )
        .option("--account <id>", "only this account's endpoints")
        .option("--endpoint <id>", "only this endpoint")
        .option("--no-follow", "print the latest attempts and exit instead of waiting for new ones")
        .addOption(
          new Option("--limit <n>", "how many past attempts to print first")
            .default(50)
            .argParser(wholeNumber(0)),
        ),
      {
        json: "print each attempt as one JSON object per line (JSON Lines), not one document; errors: one JSON line on stderr",
      },
    ).action(
      action(async (opts) => {
        openDataDirToRead(opts);
        if (opts.account) getAccountRow(db(), opts.account);
        if (opts.endpoint) endpointScope(db(), opts.endpoint);
        const filter = { accountId: opts.account, endpointId: opts.endpoint };
        const emit = (lines: deliveries.AttemptLine[]) => {
          if (lines.length)
            process.stdout.write(
              lines.map((l) => (opts.json ? JSON.stringify(l) : formatAttempt(l))).join("\n") +
                "\n",
            );
          return lines.at(-1)?.seq;
        };
        let seq = emit(deliveries.attemptFeed(db(), filter, { last: opts.limit })) ?? 0;
        if (!opts.follow) return;
        for (;;) {
          await Bun.sleep(POLL_MS);
          seq = emit(deliveries.attemptFeed(db(), filter, { afterSeq: seq })) ?? seq;
        }
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("retry")
        .description(
          "queue a delivery again, due now (the server sends it; its endpoint must be enabled)",
        )
        .argument("<id>", "delivery id (del_...)"),
    ).action(
      action((id: string, opts) => {
        openDataDir(opts);
        const d = db().transaction((tx) =>
          deliveries.retryDelivery(tx, deliveries.deliveryScope(tx, id), id),
        );
        print(
          opts,
          d,
          () =>
            `queued ${d.id} (${d.eventType} → ${d.endpointId}), attempt ${d.attemptCount + 1} due now`,
        );
      }),
    ),
  );
  return cmd;
}
