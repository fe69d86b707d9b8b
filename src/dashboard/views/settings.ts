// The account settings page (/dashboard/settings): who the reports are from. The firm's name as
// reports show it, its logo (uploaded as a photo is, shown once its sizes are made), the address
// replies to a report email go to, and the recipients the send page starts with. Owners and admins
// get the forms; a member sees the same settings read-only (docs/dashboard.md, "People and roles").
import { html } from "../../core/html";
import type { AccountSettings } from "../../account-settings/schema";
import { MAX_RECIPIENTS } from "../../site-visits/schema";
import type { DashboardSession } from "../http";
import type { FieldErrors } from "../form";
import { appPage, csrfField } from "./layout";
import { errorSummary, field } from "./fields";
import { SEND_CSS } from "./send-styles";
import { digestSetting } from "./digest-setting";
import { UPLOADS_PATH } from "./uploads";
import { managesFirm, ROLE_LABELS } from "../../users/roles";
import { PRIORITY_LABELS } from "../../action-items/schema";

export const SETTINGS_PATH = "/dashboard/settings";
/** Settings → People (views/people.ts). */
export const PEOPLE_PATH = `${SETTINGS_PATH}/people`;

export const SETTINGS_LABELS: Record<string, string> = {
  display_name: "Firm name on reports",
  reply_to: "Reply-to address",
  default_recipients: "Default recipients",
};

/** The response-times form (POST /dashboard/settings/due): days per priority and the time zone. */
export const DUE_LABELS: Record<string, string> = {
  due_HIGH: "High priority: days to put right",
  due_MEDIUM: "Medium priority: days to put right",
  due_LOW: "Low priority: days to put right",
  time_zone: "Time zone",
};
export type DueFormValues = Record<keyof typeof DUE_LABELS, string>;

export const dueValues = (a: AccountSettings): DueFormValues => ({
  due_HIGH: a.responseDays.HIGH === null ? "" : String(a.responseDays.HIGH),
  due_MEDIUM: a.responseDays.MEDIUM === null ? "" : String(a.responseDays.MEDIUM),
  due_LOW: a.responseDays.LOW === null ? "" : String(a.responseDays.LOW),
  time_zone: a.timeZone,
});

export interface SettingsFormValues {
  display_name: string;
  reply_to: string;
  default_recipients: string;
}

export const settingsValues = (a: AccountSettings): SettingsFormValues => ({
  display_name: a.displayName ?? "",
  reply_to: a.replyTo ?? "",
  default_recipients: a.defaultRecipients.join(", "),
});

const CSS = `.readonly dt{font-weight:600;margin-top:8px}.readonly dd{margin:0;overflow-wrap:anywhere}
.logo-now{display:flex;align-items:center;gap:12px;flex-wrap:wrap;margin:0 0 12px}
.logo-now img{height:56px;width:auto;max-width:220px;object-fit:contain;background:#fff;border:1px solid var(--line);border-radius:6px;padding:4px}`;

export function settingsPage(
  s: DashboardSession,
  o: {
    settings: AccountSettings;
    values?: SettingsFormValues;
    errors?: FieldErrors;
    dueValues?: DueFormValues;
    dueErrors?: FieldErrors;
    logoError?: string;
    notice?: string | null;
    status?: number;
    /** The signed-in user's daily digest: on or off, and the hour it goes out. */
    digest?: { on: boolean; hour: number | null };
  },
): Response {
  const firm = managesFirm(s.user.role) ? firmForms : readOnlySettings;
  const content = html`<h1>Account settings</h1>
<p class="muted">Who your reports are from: the report page and email show the firm's name and logo and who sent it ("Sent by ${s.user.name ?? s.user.email} on …").</p>
${o.notice ? html`<p class="notice" role="status">${o.notice}</p>` : ""}
${firm(s, o)}
<section class="card section" aria-labelledby="people-h">
<h2 id="people-h">People</h2>
<p class="muted">You are ${s.user.role === "admin" ? "an" : "a"} ${ROLE_LABELS[s.user.role].toLowerCase()} of ${s.account.name}. <a href="${PEOPLE_PATH}">${managesFirm(s.user.role) ? "Invite people and change their roles" : "See who is in the firm"}</a>.</p>
</section>
<section class="card section" aria-labelledby="uploads-h">
<h2 id="uploads-h">Unfinished uploads</h2>
<p class="muted">A walkthrough video whose upload stopped part-way can be resumed from where it stopped, and holds one of the account's upload places until then. <a href="${UPLOADS_PATH}">See and end the unfinished uploads</a>.</p>
</section>
${o.digest ? digestSetting(s, o.digest.on, o.digest.hour) : ""}`;
  return appPage(s, {
    title: "Account settings",
    section: "settings",
    back: SETTINGS_PATH,
    content,
    css: SEND_CSS + CSS,
    status: o.status,
  });
}

type SettingsOptions = Parameters<typeof settingsPage>[1];

/** What a member sees instead of the forms: the firm's settings as they are. */
function readOnlySettings(_s: DashboardSession, o: SettingsOptions) {
  const a = o.settings;
  const days = (p: "HIGH" | "MEDIUM" | "LOW") => {
    const d = a.responseDays[p];
    return d === null ? "no due date" : `${d} day${d === 1 ? "" : "s"}`;
  };
  return html`<section class="card section" aria-labelledby="details-h">
<h2 id="details-h">Reports and email</h2>
<p class="muted">Only the firm's owners and admins change these settings.</p>
<dl class="readonly">
<dt>${SETTINGS_LABELS.display_name}</dt><dd>${a.displayName ?? a.firmName}</dd>
<dt>${SETTINGS_LABELS.reply_to}</dt><dd>${a.replyTo ?? "The person who sent the report"}</dd>
<dt>${SETTINGS_LABELS.default_recipients}</dt><dd>${a.defaultRecipients.length ? a.defaultRecipients.join(", ") : "None"}</dd>
<dt>Response times</dt><dd>${(["HIGH", "MEDIUM", "LOW"] as const).map((p) => `${PRIORITY_LABELS[p]}: ${days(p)}`).join("; ")}</dd>
<dt>${DUE_LABELS.time_zone}</dt><dd>${a.timeZone}</dd>
<dt>Logo</dt><dd>${a.logo?.state === "ready" ? html`<img src="${new URL(a.logo.thumb).pathname}" alt="Your logo" height="40">` : a.logo ? "Being prepared" : "None"}</dd>
</dl>
</section>`;
}

/** The forms owners and admins change the firm's settings with. */
function firmForms(s: DashboardSession, o: SettingsOptions) {
  const a = o.settings;
  const v = o.values ?? settingsValues(a);
  const errors = o.errors ?? {};
  const logo = a.logo;
  const dv = o.dueValues ?? dueValues(a);
  const de = o.dueErrors ?? {};
  const dayField = (p: "HIGH" | "MEDIUM" | "LOW", hint: string) =>
    field({
      name: `due_${p}`,
      label: DUE_LABELS[`due_${p}`]!,
      value: dv[`due_${p}`]!,
      error: de[`due_${p}`],
      type: "number",
      hint,
    });
  return html`<section class="card section" aria-labelledby="details-h">
<h2 id="details-h">Reports and email</h2>
<form method="post" action="${SETTINGS_PATH}" aria-label="Account settings">${csrfField(s)}
${errorSummary(errors, SETTINGS_LABELS)}
${field({ name: "display_name", label: SETTINGS_LABELS.display_name!, value: v.display_name, error: errors.display_name, hint: `Blank: the account's name, “${s.account.name}”.` })}
${field({ name: "reply_to", label: SETTINGS_LABELS.reply_to!, value: v.reply_to, error: errors.reply_to, type: "email", autocomplete: "email", hint: "Replies to a report email go here. Blank: to the person who sent it." })}
${field({ name: "default_recipients", label: SETTINGS_LABELS.default_recipients!, value: v.default_recipients, error: errors.default_recipients, type: "textarea", hint: `Filled in on the send page of a visit not yet sent. Email addresses, separated by commas or new lines; at most ${MAX_RECIPIENTS}.` })}
<div class="row"><button type="submit">Save settings</button></div>
</form>
</section>
<section class="card section" aria-labelledby="due-h">
<h2 id="due-h">Response times</h2>
<p class="muted">An item without a due date of its own is due this many days after it was found: the visit's date for items from the walkthrough, else the day it was added. Blank: no due date. A change applies to items added or re-prioritised after it.</p>
<form method="post" action="${SETTINGS_PATH}/due" aria-label="Response times">${csrfField(s)}
${errorSummary(de, DUE_LABELS)}
${dayField("HIGH", "Make safe and put right: usually 1 day.")}
${dayField("MEDIUM", "Routine repairs: usually 20 to 28 days.")}
${dayField("LOW", "Cosmetic or planned work: usually none (blank).")}
${field({ name: "time_zone", label: DUE_LABELS.time_zone!, value: dv.time_zone!, error: de.time_zone, hint: "Where your days begin and end, as an IANA name such as Europe/London, America/New_York or UTC: an item is overdue from the day after its due date there." })}
<div class="row"><button type="submit">Save response times</button></div>
</form>
</section>
<section class="card section" aria-labelledby="logo-h">
<h2 id="logo-h">Logo</h2>
${
  logo
    ? html`<div class="logo-now">${logo.state === "ready" ? html`<img src="${new URL(logo.thumb).pathname}" alt="Your logo">` : html`<span class="muted">${logo.state === "pending" ? "Preparing the logo…" : "This image could not be resized: upload another."}</span>`}
<form method="post" action="${SETTINGS_PATH}/logo/remove">${csrfField(s)}<button type="submit" class="secondary">Remove logo</button></form></div>`
    : html`<p class="muted">No logo yet: reports show the firm's name only.</p>`
}
${o.logoError ? html`<p class="error" role="alert" id="logo-error">${o.logoError}</p>` : ""}
<form method="post" action="${SETTINGS_PATH}/logo" enctype="multipart/form-data">${csrfField(s)}
<div class="field"><label for="logo">${logo ? "Replace the logo" : "Upload a logo"}</label>
<input type="file" id="logo" name="logo" accept="image/png,image/jpeg,image/webp,image/heic" required${o.logoError ? html` aria-describedby="logo-error"` : ""}></div>
<button type="submit">Upload logo</button>
<p class="muted">JPEG, PNG, WebP or HEIC, at most 15 MiB; shown about 40 px high.</p>
</form>
</section>`;
}

/** "Sign out everywhere" asks first: it ends this person's sessions on every browser and phone. */
export function signOutEverywherePage(s: DashboardSession): Response {
  const content = html`<h1>Sign out everywhere?</h1>
<div class="card">
<p>This ends your sessions on every browser and phone where you are signed in as ${s.user.email}, this one included. You sign in again with an emailed link.</p>
<form method="post" action="/dashboard/sign-out-everywhere" class="row">${csrfField(s)}
<button type="submit">Sign out everywhere</button> <a href="/dashboard/properties">Cancel</a></form>
</div>`;
  return appPage(s, {
    title: "Sign out everywhere",
    section: "settings",
    back: "/dashboard/sign-out-everywhere",
    content,
  });
}
