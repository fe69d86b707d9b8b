// An account's settings as the dashboard and the CLI show them (docs/dashboard.md, "Account
// settings"): who the reports are from. The TypeBox schema checks a change; the presenter is the one
// shape the dashboard, `sitevisit accounts settings --json` and the reports read.
import { t } from "elysia";
import { MAX_RECIPIENTS } from "../site-visits/schema";
import { pagePhoto, type PagePhoto } from "../media/display";
import type { accounts, blobs } from "../db/schema";
import { MAX_RESPONSE_DAYS, readResponseDays, type ResponseDays } from "../accounts/response-times";

export const MAX_DISPLAY_NAME = 100;
const Days = t.Union([t.Integer({ minimum: 0, maximum: MAX_RESPONSE_DAYS }), t.Null()]);

export const UpdateAccountSettingsBody = t.Object(
  {
    display_name: t.Optional(
      t.Union([t.String({ minLength: 1, maxLength: MAX_DISPLAY_NAME }), t.Null()]),
    ),
    reply_to: t.Optional(t.Union([t.String({ maxLength: 254 }), t.Null()])),
    default_recipients: t.Optional(
      t.Array(t.String({ maxLength: 254 }), { maxItems: MAX_RECIPIENTS }),
    ),
    // Days until due per priority (null: none); a priority left out keeps its time.
    response_days: t.Optional(
      t.Object(
        { HIGH: t.Optional(Days), MEDIUM: t.Optional(Days), LOW: t.Optional(Days) },
        { additionalProperties: false },
      ),
    ),
    time_zone: t.Optional(t.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type UpdateAccountSettingsInput = typeof UpdateAccountSettingsBody.static;

export interface AccountSettings {
  accountId: string;
  /** What reports call the firm: the display name, else the account's name. */
  firmName: string;
  displayName: string | null;
  replyTo: string | null;
  defaultRecipients: string[];
  /** Days until an item of each priority is due (null: no due date). */
  responseDays: ResponseDays;
  /** The IANA time zone the account's days (due, overdue) are counted in. */
  timeZone: string;
  /** The logo's sizes as pages show them (thumbnail ~320 px); null: no logo. */
  logo: (PagePhoto & { key: string }) | null;
}

type LogoColumns = Pick<typeof blobs.$inferSelect, "thumbKey" | "displayKey" | "renditionError">;

export function presentAccountSettings(
  a: typeof accounts.$inferSelect,
  logo: LogoColumns | undefined,
): AccountSettings {
  return {
    accountId: a.id,
    firmName: a.displayName ?? a.name,
    displayName: a.displayName,
    replyTo: a.replyTo,
    defaultRecipients: a.defaultRecipients,
    responseDays: readResponseDays(a.responseDays),
    timeZone: a.timeZone,
    logo: a.logoKey && logo ? { key: a.logoKey, ...pagePhoto(logo) } : null,
  };
}
