// The account's unfinished resumable uploads, as the dashboard lists them (docs/dashboard.md,
// "Unfinished uploads"): each one counts against the account's upload slots and quota until it is
// finished, ended or expires (src/uploads/limits.ts). Any person of the account may end one, whoever
// started it (a phone that lost the page, a script's key): the tus DELETE can only be sent by its
// creator.
import { statSync } from "node:fs";
import { join } from "node:path";
import { notFound } from "../core/errors";
import type { Scope } from "../db/scope";
import {
  OWNER_ACCOUNT,
  OWNER_MODE,
  OWNER_VISIT,
  tusServer,
  UPLOAD_EXPIRY_MS,
  uploadsDir,
} from "./tus";

export interface UnfinishedUpload {
  id: string;
  visitId: string;
  /** Its declared length; null while deferred. */
  size: number | null;
  /** Bytes received so far. */
  received: number;
  createdAt: string;
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const inScope = (m: Record<string, string | null> | undefined, scope: Scope) =>
  m?.[OWNER_ACCOUNT] === scope.accountId && m?.[OWNER_MODE] === (scope.isTest ? "test" : "live");

/** The scope's unfinished uploads that have not expired, newest first. */
export async function unfinishedUploads(scope: Scope): Promise<UnfinishedUpload[]> {
  const { store } = tusServer();
  const oldest = Date.now() - UPLOAD_EXPIRY_MS;
  const out: UnfinishedUpload[] = [];
  for (const id of (await store.configstore.list?.()) ?? []) {
    const u = await store.configstore.get(id).catch(() => undefined);
    if (!u || !inScope(u.metadata, scope) || !u.creation_date) continue;
    if (Date.parse(u.creation_date) < oldest) continue;
    const received = statSync(join(uploadsDir(), id), { throwIfNoEntry: false })?.size ?? 0;
    if (typeof u.size === "number" && received >= u.size) continue; // finishing right now
    out.push({
      id,
      visitId: u.metadata![OWNER_VISIT] ?? "",
      size: typeof u.size === "number" ? u.size : null,
      received,
      createdAt: u.creation_date,
    });
  }
  return out.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

/** Ends an unfinished upload of the scope (its partial file and sidecar go); 404 for any other. */
export async function endUpload(scope: Scope, id: string): Promise<void> {
  const { store } = tusServer();
  const u = UPLOAD_ID.test(id) ? await store.configstore.get(id).catch(() => undefined) : undefined;
  if (!u || !inScope(u.metadata, scope)) throw notFound("video upload", id);
  await store.remove(id).catch(() => store.configstore.delete(id));
}
