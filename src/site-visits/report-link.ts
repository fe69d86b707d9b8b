// Report links (docs/api.md "Report links"): the bearer token behind <public-url>/r/<token>, rotated on
// demand and optionally expiring. Rotating replaces the token in the visit's row, so the old link
// finds nothing (404) from the moment the write commits; there is no list of old tokens to keep.
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { siteVisits } from "../db/schema";
import type { Scope } from "../db/scope";
import { nowIso } from "../core/time";
import { validationError } from "../core/errors";
import type { ReportLinkInput } from "./schema";
import { getSiteVisit, requireSiteVisit, toIso, type SiteVisitDto } from "./service";
import { newReportToken } from "./report-token";

const MAX_EXPIRY_MS = 365 * 24 * 60 * 60 * 1000;

function checkExpiry(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const at = toIso(value, "expires_at");
  const ms = Date.parse(at) - Date.now();
  if (ms <= 0)
    throw validationError("expires_at", `'expires_at' must be in the future, got '${value}'.`);
  if (ms > MAX_EXPIRY_MS)
    throw validationError(
      "expires_at",
      `'expires_at' must be at most 365 days ahead, got '${value}'.`,
    );
  return at;
}

/**
 * POST /site-visits/{id}/report-link: a new token replaces the old one, with the given expiry (or
 * none). No event: none of docs/api-objects.md's types describes it, and site_visit.updated means a PATCH of the
 * visit's own fields. updatedAt moves, as the visit's representation (publicReportUrl) changed.
 */
export function rotateReportLink(
  tx: Tx,
  scope: Scope,
  id: string,
  input: ReportLinkInput,
): SiteVisitDto {
  requireSiteVisit(tx, scope, id);
  const expiresAt = checkExpiry(input.expires_at);
  tx.update(siteVisits)
    .set({ reportToken: newReportToken(), reportExpiresAt: expiresAt, updatedAt: nowIso() })
    .where(eq(siteVisits.id, id))
    .run();
  return getSiteVisit(tx, scope, id);
}
