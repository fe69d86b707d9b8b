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
import { nowIso } from "../core/time";
import {
  findBlob,
  recordBlob,
  withRenditions,
  deleteBlobRows,
  type StoredFile,
} from "../media/blobs";
import { queueFileDeletion } from "../media/cleanup";
import {
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

/** The first address of `list` that is not one, as a field error. */
function checkAddresses(param: string, list: string[]): void {
  const bad = list.find((r) => !isValidEmailAddress(r));
  if (bad !== undefined)
    throw validationError(
      param,
      `Not an email address: ${bad.length > 80 ? `${bad.slice(0, 80)}…` : bad}`,
    );
}

/** Changes the given settings (a blank display name or reply-to clears it). */
export function updateAccountSettings(
  tx: Tx,
  accountId: string,
  input: UpdateAccountSettingsInput,
): AccountSettings {
  const first = Value.Errors(UpdateAccountSettingsBody, input).First();
  if (first) {
    const param = first.path.split("/")[1] || "body";
    throw validationError(param, `'${param}': ${first.message.toLowerCase()}.`);
  }
  accountRow(tx, accountId);
  if (input.reply_to) checkAddresses("reply_to", [input.reply_to]);
  const recipients = input.default_recipients && [
    ...new Set(input.default_recipients.map((r) => r.trim()).filter(Boolean)),
  ];
  if (recipients) checkAddresses("default_recipients", recipients);
  tx.update(accounts)
    .set({
      ...(input.display_name !== undefined
        ? { displayName: input.display_name?.trim() || null }
        : {}),
      ...(input.reply_to !== undefined ? { replyTo: input.reply_to?.trim() || null } : {}),
      ...(recipients ? { defaultRecipients: recipients } : {}),
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
