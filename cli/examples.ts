// One example per command, shown at the end of its --help. Kept in one table so every command has
// one (test/cli-usage.test.ts walks the whole tree) and they read as a set.
import type { Command } from "commander";
import { commandPath } from "./errors";

const EXAMPLES: Record<string, string[]> = {
  sitevisit: ["sitevisit serve --data-dir /var/lib/sitevisit", "sitevisit status --json"],
  "sitevisit serve": [
    "sitevisit serve --port 8080 --public-url https://visits.example.com",
    "sitevisit serve --domain visits.example.com",
  ],
  "sitevisit service": [
    "sitevisit service install --domain visits.example.com --email ops@example.com",
  ],
  "sitevisit service install": [
    "sitevisit service install --domain visits.example.com --email ops@example.com",
    "sitevisit service install --dry-run --root /tmp/preview --public-url https://visits.example.com",
  ],
  "sitevisit service status": ["sitevisit service status"],
  "sitevisit service uninstall": ["sitevisit service uninstall"],
  "sitevisit migrate": ["sitevisit migrate --data-dir /var/lib/sitevisit"],
  "sitevisit status": ["sitevisit status", "sitevisit status --json | jq .jobs"],
  "sitevisit accounts": ["sitevisit accounts create --name 'Acme Lettings' --plan starter"],
  "sitevisit accounts create": [
    "sitevisit accounts create --name 'Acme Lettings' --plan starter --json",
  ],
  "sitevisit accounts list": ["sitevisit accounts list --json"],
  "sitevisit accounts set-plan": ["sitevisit accounts set-plan acct_123 pro"],
  "sitevisit accounts settings": [
    "sitevisit accounts settings --account acct_123",
    "sitevisit accounts settings --account acct_123 --display-name 'Acme Lettings Ltd' --reply-to office@acme.example --default-recipients owner@example.com,agent@example.com --logo ./logo.png",
  ],
  "sitevisit accounts disable": ["sitevisit accounts disable acct_123"],
  "sitevisit accounts enable": ["sitevisit accounts enable acct_123"],
  "sitevisit properties": [
    "sitevisit properties schedule --account acct_123 --property prop_123 --every 6",
  ],
  "sitevisit properties schedule": [
    "sitevisit properties schedule --account acct_123 --property prop_123 --every 3 --json",
    "sitevisit properties schedule --account acct_123 --property prop_123 --none",
  ],
  "sitevisit keys": ["sitevisit keys create --account acct_123 --name ci --mode test"],
  "sitevisit keys create": [
    "sitevisit keys create --account acct_123 --name ci --mode test --json",
  ],
  "sitevisit keys list": ["sitevisit keys list --account acct_123"],
  "sitevisit keys revoke": ["sitevisit keys revoke key_123"],
  "sitevisit users": [
    "sitevisit users invite --account acct_123 --email sam@example.com --name 'Sam Patel'",
  ],
  "sitevisit users invite": [
    "sitevisit users invite --account acct_123 --email sam@example.com --public-url https://visits.example.com --json",
    "sitevisit users invite --account acct_123 --email ana@example.com --role admin",
  ],
  "sitevisit users list": ["sitevisit users list --account acct_123 --json"],
  "sitevisit users role": ["sitevisit users role usr_123 admin"],
  "sitevisit users remove": ["sitevisit users remove usr_123"],
  "sitevisit webhooks": [
    "sitevisit webhooks create --account acct_123 --url https://example.com/hooks --name crm",
  ],
  "sitevisit webhooks create": [
    "sitevisit webhooks create --account acct_123 --url https://example.com/hooks --name crm --events site_visit.sent,action_item.completed",
    "sitevisit webhooks create --dev --account acct_123 --url http://localhost:4000/hooks --name local",
  ],
  "sitevisit webhooks list": ["sitevisit webhooks list --account acct_123"],
  "sitevisit webhooks disable": ["sitevisit webhooks disable we_123"],
  "sitevisit webhooks enable": ["sitevisit webhooks enable we_123"],
  "sitevisit webhooks delete": ["sitevisit webhooks delete we_123"],
  "sitevisit deliveries": ["sitevisit deliveries tail --endpoint we_123"],
  "sitevisit deliveries tail": [
    "sitevisit deliveries tail --endpoint we_123",
    "sitevisit deliveries tail --no-follow --limit 20 --json | jq .statusCode",
  ],
  "sitevisit deliveries retry": ["sitevisit deliveries retry del_123"],
  "sitevisit backup": [
    "sitevisit backup /var/backups/sitevisit-$(date +%F).tar",
    "sitevisit backup now",
  ],
  "sitevisit backup now": [
    "sitevisit backup now",
    "sitevisit backup now --target /mnt/usb/sitevisit --json | jq .sentBytes",
  ],
  "sitevisit backup list": [
    "sitevisit backup list",
    "sitevisit backup list --target s3://my-bucket/sitevisit --json | jq '.archives[0].name'",
  ],
  "sitevisit restore": [
    "sitevisit restore s3://my-bucket/sitevisit/sitevisit-20260131T031700Z.svb --data-dir /var/lib/sitevisit-restored",
    "sitevisit restore /var/backups/sitevisit-2026-01-31.tar --data-dir /var/lib/sitevisit-restored",
  ],
  "sitevisit mail": ["sitevisit mail test ops@example.com"],
  "sitevisit mail test": ["sitevisit mail test ops@example.com --json"],
  "sitevisit digest": ["sitevisit digest send"],
  "sitevisit digest send": [
    "sitevisit digest send",
    "sitevisit digest send --account acct_01jd… --date 2026-12-03",
  ],
  "sitevisit try": [
    "sitevisit try walkthrough.mov",
    "sitevisit try visit.vtt --json | jq '.items[].title'",
  ],
  "sitevisit doctor": [
    "sitevisit doctor",
    "sitevisit doctor --json | jq '.checks[] | select(.status != \"ok\")'",
  ],
};

/** Appends "Example:" to the help of `cmd` and every command below it that has one. */
export function addExamples(cmd: Command): void {
  const lines = EXAMPLES[commandPath(cmd)];
  if (lines)
    cmd.addHelpText(
      "after",
      `\n${lines.length > 1 ? "Examples" : "Example"}:\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`,
    );
  cmd.commands.forEach(addExamples);
}
