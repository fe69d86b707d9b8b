// The dashboard's actions at the end of a visit, on the same services as the API (so validation,
// events and webhooks are the same): an item's evidence photos (add through the media service's
// checks, remove) and capture links (create with a QR code, revoke); the visit's Mark Complete, the
// report send with its email preview, and the public report link (replace, optionally expiring).
// Another account's (or dataset's) visit or item is 404, as in the API.
import { Elysia } from "elysia";
import type * as QRCodeModule from "qrcode";
import { ApiError } from "../core/errors";
import { db } from "../db/client";
import { attachEvidence, getActionItem, requireActionItem } from "../action-items/service";
import { linkPhotosSeen } from "../capture/notify";
import { deleteEvidence, listEvidence } from "../action-items/evidence";
import {
  captureUrl,
  listLiveCaptureTokens,
  planCaptureToken,
  recordCaptureToken,
  remainingUploads,
  revokeCaptureToken,
} from "../capture/service";
import { signCaptureToken } from "../capture/token";
import { CAPTURE_PURPOSES } from "../capture/schema";
import {
  completeSiteVisit,
  getSiteVisit,
  requireSiteVisit,
  sendSiteVisit,
} from "../site-visits/service";
import { confirmAllSuggested, suggestedCount } from "../action-items/review";
import { rotateReportLink } from "../site-visits/report-link";
import { outgoingSummary } from "../site-visits/summary";
import { MAX_RECIPIENTS } from "../site-visits/schema";
import { isValidEmailAddress } from "../core/email-address";
import { plannedPdfMode } from "../mail/jobs";
import { reportEmailPreview } from "../mail/render-work";
import { reportEmailSubject } from "../mail/report-email";
import { getAccountSettings } from "../account-settings/service";
import { requireProperty } from "../properties/service";
import { redirect, type DashboardSession } from "./http";
import { action, guarded, page, scopeOf } from "./handlers";
import { problemPage } from "./views/sign-in";
import {
  CAPTURE_LINKS_SHOWN,
  itemPhotosPage,
  itemPhotosPath,
  removeEvidencePage,
  type CaptureLinkView,
} from "./views/item-photos";
import { postPhotoForm } from "./photo-form";
import { visitSendPage, visitSendPath, type SendForm } from "./views/visit-send";

const hidden = { detail: { hide: true } };
const MAX_MESSAGE = 2000;

async function captureLinks(s: DashboardSession, itemId: string): Promise<CaptureLinkView[]> {
  // One more than shown: the page then says that older live links exist.
  const rows = listLiveCaptureTokens(db(), scopeOf(s), itemId, CAPTURE_LINKS_SHOWN + 1);
  return Promise.all(
    rows.map(async (r) => {
      // The row is the truth about a link; a token signed again for its id opens the same link.
      const url = captureUrl(await signCaptureToken(r.id, r.actionItemId, new Date(r.expiresAt)));
      // qrcode (with pngjs) is loaded with the first QR code drawn (docs/architecture.md, The binary).
      const qrcode = require("qrcode") as typeof QRCodeModule;
      const qrSvg = await qrcode.toString(url, {
        type: "svg",
        errorCorrectionLevel: "M",
        margin: 2,
      });
      return {
        id: r.id,
        url,
        qrSvg,
        purpose: r.purpose,
        expiresAt: r.expiresAt,
        remaining: remainingUploads(r),
      };
    }),
  );
}

async function photosPage(
  s: DashboardSession,
  itemId: string,
  o: { error?: string; status?: number; createdId?: string } = {},
) {
  const scope = scopeOf(s);
  const item = getActionItem(db(), scope, itemId);
  // Opening the page is seeing what a capture link brought: the marker goes (home, the item).
  const newFromLink = requireActionItem(db(), scope, itemId).linkPhotoAt !== null;
  if (newFromLink) db().transaction((tx) => linkPhotosSeen(tx, scope, itemId));
  return itemPhotosPage(s, {
    item,
    newFromLink,
    evidence: listEvidence(db(), scope, itemId),
    links: await captureLinks(s, itemId),
    ...o,
  });
}

/** POST of an item's evidence photo form. */
const addPhoto = (request: Request, itemId: string) =>
  postPhotoForm(request, {
    field: "photo",
    check: (s) => getActionItem(db(), scopeOf(s), itemId), // 404 before reading the body
    record: (s, stored) => db().transaction((tx) => attachEvidence(tx, scopeOf(s), itemId, stored)),
    refused: (s, status, error) => photosPage(s, itemId, { error, status }),
    done: itemPhotosPath(itemId),
  });

/** One of a select's numbers, written as the page writes it (digits only: `0x7` and `7.0` are not 7). */
const listed = (value: string | null, allowed: readonly number[]): number | null => {
  const n = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  return allowed.includes(n) ? n : null;
};
const intIn = (value: string | null, allowed: readonly number[], fallback: number) =>
  listed(value, allowed) ?? fallback;

/** The recipients field: addresses separated by commas, semicolons or white space. */
function parseRecipients(text: string): { recipients: string[]; errors: string[] } {
  const recipients = text.split(/[\s,;]+/).filter(Boolean);
  const errors: string[] = [];
  if (recipients.length === 0) errors.push("Add at least one recipient.");
  if (recipients.length > MAX_RECIPIENTS)
    errors.push(`At most ${MAX_RECIPIENTS} recipients per send (${recipients.length} given).`);
  const bad = recipients.filter((r) => !isValidEmailAddress(r)).slice(0, 10);
  for (const r of bad)
    errors.push(`Not an email address: ${r.length > 80 ? `${r.slice(0, 80)}…` : r}`);
  return { recipients, errors };
}

function sendPage(
  s: DashboardSession,
  visitId: string,
  form: SendForm,
  o: { rotated?: boolean; status?: number } = {},
) {
  const visit = getSiteVisit(db(), scopeOf(s), visitId);
  const row = requireSiteVisit(db(), scopeOf(s), visitId);
  // The subject alone: the visit's day and its property's name, not the whole report.
  const property = requireProperty(db(), scopeOf(s), row.propertyId);
  const subject = reportEmailSubject({ property, visit: row });
  const sentBy = row.sentByName;
  const summary = outgoingSummary(db(), visit.id);
  return visitSendPage(s, { visit, form, subject, sentBy, summary, ...o });
}

const EMPTY: SendForm = { recipients: "", message: "" };

/** The email's own document for the preview frame: its styles inline, no script, a sandbox of its own. */
async function emailPreview(
  s: DashboardSession,
  visitId: string,
  message: string,
): Promise<Response> {
  getSiteVisit(db(), scopeOf(s), visitId);
  const html = await reportEmailPreview(
    visitId,
    message.slice(0, MAX_MESSAGE) || null,
    plannedPdfMode(),
  );
  if (!html) return problemPage(404, "Not found", "No such site visit");
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "content-security-policy":
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; form-action 'none'; base-uri 'none'; frame-ancestors 'self'",
      "x-frame-options": "SAMEORIGIN",
    },
  });
}

export const visitActionRoutes = new Elysia({ name: "dashboard-visit-actions" })
  .get(
    "/dashboard/action-items/:id/photos",
    page((s, _url, p) => photosPage(s, p.id!)),
    hidden,
  )
  .post(
    "/dashboard/action-items/:id/evidence",
    async ({ request, params }) => guarded(request, () => addPhoto(request, params.id)),
    hidden,
  )
  .get(
    "/dashboard/action-items/:id/evidence/:evidence_id/remove",
    page((s, _url, p) => {
      const scope = scopeOf(s);
      const item = getActionItem(db(), scope, p.id!);
      const ev = listEvidence(db(), scope, item.id).find((e) => e.id === p.evidence_id);
      if (!ev) return problemPage(404, "Not found", "No such evidence photo");
      return removeEvidencePage(s, item, ev);
    }),
    hidden,
  )
  .post(
    "/dashboard/action-items/:id/evidence/:evidence_id/remove",
    action((s, _form, p) => {
      db().transaction((tx) => deleteEvidence(tx, scopeOf(s), p.id!, p.evidence_id!));
      return redirect(itemPhotosPath(p.id!));
    }),
    hidden,
  )
  .post(
    "/dashboard/action-items/:id/capture-links",
    action(async (s, form, p) => {
      const purpose = CAPTURE_PURPOSES.find((v) => v === form.get("purpose")) ?? "evidence";
      const plan = planCaptureToken({
        target_id: p.id!,
        purpose,
        ttl_hours: intIn(form.get("ttl_hours"), [1, 24, 72, 168], 24),
        upload_limit: intIn(form.get("upload_limit"), [1, 3, 5, 10, 20], 5),
      });
      getActionItem(db(), scopeOf(s), p.id!);
      const token = await signCaptureToken(plan.jti, plan.itemId, plan.expiresAt);
      db().transaction((tx) => recordCaptureToken(tx, scopeOf(s), plan, token, s.userId));
      return redirect(`${itemPhotosPath(p.id!)}?created=1#capture-h`);
    }),
    hidden,
  )
  .post(
    "/dashboard/action-items/:id/capture-links/:jti/revoke",
    action((s, _form, p) => {
      db().transaction((tx) => revokeCaptureToken(tx, scopeOf(s), p.id!, p.jti!));
      return redirect(`${itemPhotosPath(p.id!)}#capture-h`);
    }),
    hidden,
  )
  .get(
    "/dashboard/visits/:id/send",
    page((s, url, p) => {
      const sent = Number(url.searchParams.get("sent"));
      // A visit not yet sent to anyone starts with the account's default recipients.
      const visit = getSiteVisit(db(), scopeOf(s), p.id!);
      const defaults = visit.recipients.length
        ? ""
        : getAccountSettings(db(), s.account.id).defaultRecipients.join(", ");
      return sendPage(
        s,
        p.id!,
        {
          ...EMPTY,
          recipients: defaults,
          ...(sent > 0 && sent <= MAX_RECIPIENTS ? { sentCount: sent } : {}),
        },
        { rotated: url.searchParams.has("rotated") },
      );
    }),
    hidden,
  )
  .get(
    "/dashboard/visits/:id/email-preview",
    page((s, url, p) => emailPreview(s, p.id!, url.searchParams.get("message") ?? "")),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/complete",
    action((s, _form, p) => {
      db().transaction((tx) => completeSiteVisit(tx, scopeOf(s), p.id!));
      return redirect(visitSendPath(p.id!));
    }),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/send",
    action((s, form, p) => {
      const typed: SendForm = {
        recipients: (form.get("recipients") ?? "").slice(0, 20_000),
        message: (form.get("message") ?? "").slice(0, 20_000),
      };
      const { recipients, errors } = parseRecipients(typed.recipients);
      if (typed.message.length > MAX_MESSAGE)
        errors.push(`The message is ${typed.message.length} characters; at most ${MAX_MESSAGE}.`);
      if (form.get("intent") === "preview") return sendPage(s, p.id!, typed);
      if (errors.length) return sendPage(s, p.id!, { ...typed, errors }, { status: 400 });
      // Items nobody checked are not sent unseen: the manager accepts them all, sends the
      // checked ones only, or goes back (docs/dashboard.md, "Sending the report").
      const choice = form.get("suggested");
      const left = suggestedCount(db(), scopeOf(s), p.id!);
      if (left > 0 && choice !== "accept" && choice !== "skip")
        return sendPage(s, p.id!, { ...typed, suggestedLeft: left });
      try {
        db().transaction((tx) => {
          if (choice === "accept") confirmAllSuggested(tx, scopeOf(s), p.id!, s.userId);
          sendSiteVisit(
            tx,
            scopeOf(s),
            p.id!,
            { recipients, message: typed.message || undefined },
            // The report says who sent it (docs/dashboard.md, "Account settings").
            { name: s.user.name ?? s.user.email, email: s.user.email },
          );
        });
      } catch (e) {
        if (e instanceof ApiError && (e.code === "validation_error" || e.code === "invalid_state"))
          return sendPage(s, p.id!, { ...typed, errors: [e.message] }, { status: e.status });
        throw e;
      }
      // Redirect after the send, so reloading the page cannot send the report again.
      return redirect(`${visitSendPath(p.id!)}?sent=${recipients.length}`);
    }),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/report-link",
    action((s, form, p) => {
      // "" is the list's "No expiry"; any other value must be one of its lengths, never a link
      // that does not expire by mistake.
      const raw = form.get("expires_in_days") ?? "";
      const days = raw === "" ? 0 : listed(raw, [1, 7, 30, 90, 365]);
      if (days === null)
        return problemPage(
          400,
          "Unknown link length",
          "Choose how long the new link is valid from the list on the visit's send page.",
        );
      const expires_at = days
        ? new Date(Date.now() + days * 86_400_000 - 60_000).toISOString()
        : null;
      db().transaction((tx) => rotateReportLink(tx, scopeOf(s), p.id!, { expires_at }));
      return redirect(`${visitSendPath(p.id!)}?rotated=1#link-h`);
    }),
    hidden,
  );
