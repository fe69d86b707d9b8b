// The Settings page's "Your daily email" section: the signed-in user's own choice (the rest of the
// page is the account's). On by default; turned off, the job loop and `sitevisit digest send`
// skip this user (docs/dashboard.md, "Reminders").
import { html, type SafeHtml } from "../../core/html";
import type { DashboardSession } from "../http";
import { csrfField } from "./layout";

export const DIGEST_SETTING_PATH = "/dashboard/settings/digest";

export function digestSetting(s: DashboardSession, on: boolean, hour: number | null): SafeHtml {
  const when =
    hour === null
      ? "Each morning"
      : `At ${String(hour).padStart(2, "0")}:00 in the account's time zone`;
  return html`<section class="card section" id="digest" aria-labelledby="digest-h">
<h2 id="digest-h">Your daily email</h2>
<form method="post" action="${DIGEST_SETTING_PATH}">${csrfField(s)}
<div class="field"><label><input type="checkbox" name="digest" value="on"${on ? html` checked` : ""} aria-describedby="digest-hint"> Email me the daily digest</label>
<p class="muted" id="digest-hint">${when}, to ${s.user.email}: the items overdue and those due in the next 7 days, by property. No email on a day with nothing to say. Only your own email changes.</p></div>
<button type="submit">Save</button>
</form>
</section>`;
}
