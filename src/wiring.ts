// Wiring: what lower modules offer (hooks) connected to the features that act on it, once per
// process; the server and the CLI both write changes that fire them. No module below this file
// imports the features that attach here.
import { eventEmitted } from "./events/service";
import { fanOutEvent } from "./webhooks/fanout";
import { accountChanged, accountCreated } from "./accounts/service";
import { seedSampleData } from "./samples/seed";
import { forgetCachedKeys } from "./keys/service";
import { reportSent } from "./site-visits/service";
import { queueReportEmail } from "./mail/schedule";
import { recurrenceAt } from "./action-items/service";
import { recurrenceRule } from "./pipeline/recurring";

let wired = false;

export function wireFeatures(): void {
  if (wired) return;
  wired = true;
  // Webhook deliveries are written in the event's own transaction: delayed by a crash, never lost.
  eventEmitted.add(fanOutEvent);
  // Every account starts with the tutorial property in both datasets.
  accountCreated.add((tx, account) => {
    seedSampleData(tx, { accountId: account.id, isTest: false });
    seedSampleData(tx, { accountId: account.id, isTest: true });
  });
  // Other processes' changes are seen through SQLite's data_version; this process's own are not.
  accountChanged.add(() => forgetCachedKeys());
  // A sent visit's report email, queued in the send's own transaction.
  reportSent.add(queueReportEmail);
  // An item filed at a property that has had the same problem says so, however it was filed.
  recurrenceAt.provide(recurrenceRule);
}
