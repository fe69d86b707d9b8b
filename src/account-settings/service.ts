// An account's settings: the firm's display name, its logo, the Reply-To of its report emails and
// the recipients the send page starts with. The dashboard's settings page and `sitevisit accounts
// settings` both change them here. A logo is stored as a photo is (content-checked by
// media/receive.ts, sizes made by media/renditions.ts); a replaced logo's files are deleted.
import { eq } from "drizzle-orm";
import { Value } from "@sinclair/typebox/value";
import type { DbOrTx, Tx } from "../db/client";
import { accounts } from "../db/schema";
import { notFound, validationError } from "../core/errors";
import { isValidEmailAddress } from "../core/email-address";
import { characterCount } from "../core/characters";
import { nowIso } from "../core/time";
import { canonicalTimeZone, readResponseDays } from "../accounts/response-times";
import {
  findBlob,
  recordBlob,
  withRenditions,
  deleteBlobRows,
  type StoredFile,
} from "../media/blobs";
import { queueFileDeletion } from "../media/cleanup";
import { MAX_RECIPIENTS } from "../site-visits/schema";
import {
  MAX_DISPLAY_NAME,
  presentAccountSettings,
  UpdateAccountSettingsBody,
  type AccountSettings,
  type UpdateAccountSettingsInput,
} from "./schema";

function accountRow(ex: DbOrTx, accountId: string) {
  const a = ex.select().from(accounts).where(eq(accounts.id, accountId)).get();
  if (!a) throw notFound("account", accountId);
  return a;
}

export function getAccountSettings(ex: DbOrTx, accountId: string): AccountSettings {
  const a = accountRow(ex, accountId);
  return presentAccountSettings(a, a.logoKey ? findBlob(ex, a.logoKey) : undefined);
}

/** A field's problem in words that name it (the dashboard shows it beside the field). */
function checkInput(input: UpdateAccountSettingsInput): void {
  const name = input.display_name;
  if (typeof name === "string") {
    const length = characterCount(name.trim());
    if (length > MAX_DISPLAY_NAME)
      throw validationError(
        "display_name",
        `The firm name can be at most ${MAX_DISPLAY_NAME} characters; this is ${length}.`,
      );
    if (CONTROL.test(name))
      throw validationError("display_name", "The firm name cannot hold control characters.");
  }
  const list = input.default_recipients;
  if (Array.isArray(list) && list.length > MAX_RECIPIENTS)
    throw validationError(
      "default_recipients",
      `At most ${MAX_RECIPIENTS} default recipients (${list.length} given).`,
    );
  const first = Value.Errors(UpdateAccountSettingsBody, input).First();
  if (first) {
    const param = first.path.split("/")[1] || "body";
    throw validationError(param, `'${param}': ${first.message.toLowerCase()}.`);
  }
}
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The first address of `list` that is not one, as a field error. */
function checkAddresses(param: string, list: string[]): void {
  const bad = list.find((r) => !isValidEmailAddress(r));
  if (bad !== undefined)
    throw validationError(
      param,
      `Not an email address: ${bad.length > 80 ? `${bad.slice(0, 80)}…` : bad}`,
    );
}

/** An IANA time zone name, as the runtime spells it ("europe/london" → "Europe/London"). */
function checkTimeZone(zone: string): string {
  const canonical = canonicalTimeZone(zone.trim());
  if (!canonical)
    throw validationError(
      "time_zone",
      `Not a time zone: ${zone.length > 64 ? `${zone.slice(0, 64)}…` : zone}. Use an IANA name such as Europe/London or UTC.`,
    );
  return canonical;
}

/** Blank text is no value (null); addresses are trimmed and each kept once. */
const blankToNull = (v: string | null | undefined) => (v == null ? v : v.trim() || null);

/** Changes the given settings (a blank display name or reply-to clears it). */
export function updateAccountSettings(
  tx: Tx,
  accountId: string,
  given: UpdateAccountSettingsInput,
): AccountSettings {
  const input: UpdateAccountSettingsInput = {
    ...given,
    ...(given.display_name !== undefined ? { display_name: blankToNull(given.display_name) } : {}),
    ...(given.reply_to !== undefined ? { reply_to: blankToNull(given.reply_to) } : {}),
    ...(Array.isArray(given.default_recipients)
      ? {
          default_recipients: [
            ...new Set(given.default_recipients.map((r) => String(r).trim()).filter(Boolean)),
          ],
        }
      : {}),
  };
  checkInput(input);
  const current = accountRow(tx, accountId);
  const zone = input.time_zone === undefined ? undefined : checkTimeZone(input.time_zone);
  if (input.reply_to) checkAddresses("reply_to", [input.reply_to]);
  if (input.default_recipients) checkAddresses("default_recipients", input.default_recipients);
  tx.update(accounts)
    .set({
      ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
      ...(input.reply_to !== undefined ? { replyTo: input.reply_to } : {}),
      ...(input.default_recipients ? { defaultRecipients: input.default_recipients } : {}),
      ...(input.response_days
        ? { responseDays: { ...readResponseDays(current.responseDays), ...input.response_days } }
        : {}),
      ...(zone ? { timeZone: zone } : {}),
      updatedAt: nowIso(),
    })
    .where(eq(accounts.id, accountId))
    .run();
  return getAccountSettings(tx, accountId);
}

/** Drops the account's current logo (its row and, after commit, its files). */
function dropLogo(tx: Tx, key: string | null): void {
  const previous = key ? findBlob(tx, key) : undefined;
  if (!previous) return;
  const keys = withRenditions([previous]);
  deleteBlobRows(tx, keys);
  queueFileDeletion(tx, keys);
}

/** Makes a received image (media/receive.ts) the account's logo; the previous one goes. */
export function setAccountLogo(tx: Tx, accountId: string, file: StoredFile): AccountSettings {
  const a = accountRow(tx, accountId);
  // A logo is the account's, not a dataset's: it is kept with the live data.
  const blob = recordBlob(tx, { accountId, isTest: false }, file, "logo");
  dropLogo(tx, a.logoKey);
  tx.update(accounts)
    .set({ logoKey: blob.key, updatedAt: nowIso() })
    .where(eq(accounts.id, accountId))
    .run();
  return getAccountSettings(tx, accountId);
}

export function removeAccountLogo(tx: Tx, accountId: string): AccountSettings {
  const a = accountRow(tx, accountId);
  dropLogo(tx, a.logoKey);
  tx.update(accounts)
    .set({ logoKey: null, updatedAt: nowIso() })
    .where(eq(accounts.id, accountId))
    .run();
  return getAccountSettings(tx, accountId);
}
