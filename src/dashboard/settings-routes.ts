// The account settings page (docs/dashboard.md, "Account settings"), on the same service as
// `sitevisit accounts settings`:
//   GET  /dashboard/settings               the page
//   POST /dashboard/settings               firm name, reply-to, default recipients
//   POST /dashboard/settings/due           response times per priority and the time zone
//   POST /dashboard/settings/logo          a new logo (multipart, checked as a photo is)
//   POST /dashboard/settings/logo/remove   no logo
//   POST /dashboard/settings/digest        the signed-in user's daily digest on or off
// Every change but the digest (a person's own) is the firm's: owners and admins only (firmAction).
import { Elysia } from "elysia";
import { db } from "../db/client";
import {
  getAccountSettings,
  removeAccountLogo,
  setAccountLogo,
  updateAccountSettings,
} from "../account-settings/service";
import { redirect, type DashboardSession } from "./http";
import { action, firmAction, guarded, page, requireFirmRole } from "./handlers";
import { fieldErrorOf, text } from "./form";
import { postPhotoForm } from "./photo-form";
import {
  DUE_LABELS,
  SETTINGS_PATH,
  settingsPage,
  type DueFormValues,
  type SettingsFormValues,
} from "./views/settings";
import { MAX_RESPONSE_DAYS, type ResponseDays } from "../accounts/response-times";
import { DIGEST_SETTING_PATH } from "./views/digest-setting";
import { digestEmailOn, setDigestEmail } from "../reminders/service";
import { config } from "../core/config";

/** The days typed for each priority: blank is none; anything but a whole number is the field's error. */
function readDays(values: DueFormValues) {
  const days: Partial<ResponseDays> = {};
  const errors: Record<string, string> = {};
  for (const p of ["HIGH", "MEDIUM", "LOW"] as const) {
    const v = values[`due_${p}`]!;
    if (v === "") days[p] = null;
    else if (/^\d{1,4}$/.test(v) && Number(v) <= MAX_RESPONSE_DAYS) days[p] = Number(v);
    else
      errors[`due_${p}`] =
        `${DUE_LABELS[`due_${p}`]} must be a whole number of days from 0 to ${MAX_RESPONSE_DAYS}, or blank for none.`;
  }
  return { days, errors };
}

const hidden = { detail: { hide: true } };
const NOTICES: Record<string, string> = {
  saved: "Settings saved.",
  logo: "Logo saved.",
  "logo-removed": "Logo removed.",
  due: "Response times saved.",
  "digest-on": "You will get the daily digest.",
  "digest-off": "The daily digest is off for you.",
};

const show = (s: DashboardSession, o: Omit<Parameters<typeof settingsPage>[1], "settings"> = {}) =>
  settingsPage(s, {
    settings: getAccountSettings(db(), s.account.id),
    digest: { on: digestEmailOn(db(), s.userId), hour: config().digestHour },
    ...o,
  });

export const settingsRoutes = new Elysia({ name: "dashboard-settings" })
  .get(
    SETTINGS_PATH,
    page((s, url) => show(s, { notice: NOTICES[url.searchParams.get("saved") ?? ""] ?? null })),
    hidden,
  )
  .post(
    SETTINGS_PATH,
    firmAction((s, form) => {
      const values: SettingsFormValues = {
        display_name: text(form, "display_name").slice(0, 1000),
        reply_to: text(form, "reply_to").slice(0, 1000),
        default_recipients: (form.get("default_recipients") ?? "").slice(0, 20_000),
      };
      try {
        db().transaction((tx) =>
          updateAccountSettings(tx, s.account.id, {
            display_name: values.display_name || null,
            reply_to: values.reply_to || null,
            default_recipients: values.default_recipients.split(/[\s,;]+/).filter(Boolean),
          }),
        );
      } catch (e) {
        const errors = fieldErrorOf(e);
        if (errors) return show(s, { values, errors, status: 400 });
        throw e;
      }
      return redirect(`${SETTINGS_PATH}?saved=saved`);
    }),
    hidden,
  )
  .post(
    `${SETTINGS_PATH}/due`,
    firmAction((s, form) => {
      const dueValues: DueFormValues = {
        due_HIGH: text(form, "due_HIGH").slice(0, 100),
        due_MEDIUM: text(form, "due_MEDIUM").slice(0, 100),
        due_LOW: text(form, "due_LOW").slice(0, 100),
        time_zone: text(form, "time_zone").slice(0, 100),
      };
      const { days, errors } = readDays(dueValues);
      if (!dueValues.time_zone)
        errors.time_zone = "Enter a time zone, such as Europe/London or UTC.";
      if (Object.keys(errors).length) return show(s, { dueValues, dueErrors: errors, status: 400 });
      try {
        db().transaction((tx) =>
          updateAccountSettings(tx, s.account.id, {
            response_days: days,
            time_zone: dueValues.time_zone,
          }),
        );
      } catch (e) {
        const dueErrors = fieldErrorOf(e);
        if (dueErrors) return show(s, { dueValues, dueErrors, status: 400 });
        throw e;
      }
      return redirect(`${SETTINGS_PATH}?saved=due`);
    }),
    hidden,
  )
  .post(
    `${SETTINGS_PATH}/logo`,
    async ({ request }) =>
      guarded(request, () =>
        postPhotoForm(request, {
          field: "logo",
          check: requireFirmRole,
          record: (s, stored) => db().transaction((tx) => setAccountLogo(tx, s.account.id, stored)),
          refused: (s, status, logoError) => show(s, { logoError, status }),
          done: `${SETTINGS_PATH}?saved=logo`,
        }),
      ),
    hidden,
  )
  .post(
    `${SETTINGS_PATH}/logo/remove`,
    firmAction((s) => {
      db().transaction((tx) => removeAccountLogo(tx, s.account.id));
      return redirect(`${SETTINGS_PATH}?saved=logo-removed`);
    }),
    hidden,
  )
  .post(
    DIGEST_SETTING_PATH,
    action((s, form) => {
      const on = form.get("digest") === "on";
      setDigestEmail(db(), s.userId, on);
      return redirect(`${SETTINGS_PATH}?saved=digest-${on ? "on" : "off"}#digest`);
    }),
    hidden,
  );
