// How much one account may hold in unfinished resumable uploads (docs/api.md, "Resumable uploads
// (tus)"): at most SITEVISIT_UPLOADS_PER_VISIT of them on one visit, SITEVISIT_UPLOADS_PER_ACCOUNT in
// the account (counted per mode: test uploads never take live slots, nor live ones test slots), and the bytes they reserve (their Upload-Length; the video cap while the length is
// deferred) within SITEVISIT_UPLOAD_QUOTA_BYTES. Past any of these a new upload is 429 until one is
// finished, terminated (DELETE) or expires. Unfinished uploads are read from their sidecars on disk
// (so a restart forgets none), plus the creations still in flight in this process; the check and the
// reservation happen in one synchronous step, so concurrent creations cannot both slip under a limit.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ApiError, formatBytes } from "../core/errors";
import { config } from "../core/config";
import type { Scope } from "../db/scope";
import { OWNER_ACCOUNT, OWNER_MODE, OWNER_VISIT, UPLOAD_EXPIRY_MS, uploadsDir } from "./tus";

interface Reserved {
  accountId: string;
  mode: "live" | "test";
  visitId: string;
  bytes: number;
}

const modeOf = (scope: Scope) => (scope.isTest ? "test" : "live");

/** Creations in flight: counted until their sidecar is on disk (then by it) or they fail. */
const inFlight = new Set<Reserved & { uploadId?: string }>();

function onDisk(skip: Set<string>): Reserved[] {
  let names: string[];
  try {
    names = readdirSync(uploadsDir());
  } catch {
    return [];
  }
  const out: Reserved[] = [];
  const oldest = Date.now() - UPLOAD_EXPIRY_MS;
  for (const name of names) {
    if (!name.endsWith(".json") || skip.has(name.slice(0, -5))) continue;
    try {
      const u = JSON.parse(readFileSync(join(uploadsDir(), name), "utf8"));
      if (Date.parse(u.creation_date) < oldest) continue; // expired: refused already, swept soon
      out.push({
        accountId: u.metadata?.[OWNER_ACCOUNT],
        mode: u.metadata?.[OWNER_MODE],
        visitId: u.metadata?.[OWNER_VISIT],
        bytes: typeof u.size === "number" ? u.size : config().maxVideoBytes,
      });
    } catch {
      // a sidecar being written or removed right now: not an upload to count
    }
  }
  return out;
}

const tooMany = (message: string) => new ApiError("upload_limit_reached", message);

/**
 * Reserves room for a new upload of `bytes` (null: deferred length) on `visitId`, or throws 429
 * `upload_limit_reached`. The returned handle is told the upload's id once it exists, and released
 * when the creating request is over.
 */
export function reserveUpload(scope: Scope, visitId: string, bytes: number | null) {
  const limits = config().uploads;
  const ids = new Set([...inFlight].map((r) => r.uploadId).filter((id): id is string => !!id));
  const mode = modeOf(scope);
  const mine = [...onDisk(ids), ...inFlight].filter(
    (r) => r.accountId === scope.accountId && r.mode === mode,
  );
  const want = bytes ?? config().maxVideoBytes;
  if (mine.filter((r) => r.visitId === visitId).length >= limits.perVisit)
    throw tooMany(
      `This visit already has ${limits.perVisit} unfinished uploads (SITEVISIT_UPLOADS_PER_VISIT): finish one, or terminate it with DELETE, before starting another.`,
    );
  if (mine.length >= limits.perAccount)
    throw tooMany(
      `The account already has ${limits.perAccount} unfinished uploads (SITEVISIT_UPLOADS_PER_ACCOUNT): finish some, or terminate them with DELETE (or end them on the dashboard's Unfinished uploads page, /dashboard/uploads), before starting another.`,
    );
  const reserved = mine.reduce((n, r) => n + r.bytes, 0);
  if (reserved + want > limits.quotaBytes)
    throw tooMany(
      `Unfinished uploads of this account already reserve ${formatBytes(reserved)}; this one would pass the ${formatBytes(limits.quotaBytes)} quota (SITEVISIT_UPLOAD_QUOTA_BYTES). Finish or terminate some first.`,
    );
  const entry: Reserved & { uploadId?: string } = {
    accountId: scope.accountId,
    mode,
    visitId,
    bytes: want,
  };
  inFlight.add(entry);
  return {
    created: (uploadId: string) => {
      entry.uploadId = uploadId;
    },
    release: () => {
      inFlight.delete(entry);
    },
  };
}
