// The visit page and what it changes (docs/dashboard.md, the visit page):
//   GET  /dashboard/visits/{id}                      the page (another account's id: the 404 page)
//   POST /dashboard/visits/{id}                      edit title, date, summary, notes (as PATCH)
//   GET  /dashboard/visits/{id}/status               {status, stage, stageLabel, processingError}: polled while PROCESSING
//   POST /dashboard/visits/{id}/items                add a missed item (at a video time: that frame is its evidence)
//   POST /dashboard/visits/{id}/items/{itemId}       edit title, priority, status, location, category, assignee
//   POST /dashboard/visits/{id}/items/{itemId}/delete
//   POST /dashboard/visits/{id}/items/{itemId}/confirm  Accept a suggested item
//   POST /dashboard/visits/{id}/quotes               include="1": the report quotes what was said
//   GET  /dashboard/visits/{id}/captions.vtt         the transcript as the video's captions
//   GET  /dashboard/assets/{name}.{hash}.js          the bundled client scripts
//   tus  /dashboard/site-visits/{id}/video/uploads, /dashboard/video-uploads/{uploadId}: the API's
//        resumable upload handler mounted under the session; every request but HEAD/OPTIONS must
//        come from our origin and carry the X-CSRF-Token header.
// Posts answer 303 back to the page, or JSON when the script asks (Accept: application/json).
// Every change goes through the API's services, so validation, events and webhooks are the same.
import { Elysia } from "elysia";
import { ApiError } from "../core/errors";
import type { Scope } from "../db/scope";
import { db } from "../db/client";
import {
  getSiteVisit,
  requireSiteVisit,
  setIncludeQuotes,
  updateSiteVisit,
  type SiteVisitDto,
} from "../site-visits/service";
import { UpdateSiteVisitBody } from "../site-visits/schema";
import { summaryFollowsItems } from "../site-visits/summary";
import {
  confirmActionItem,
  createActionItem,
  deleteActionItem,
  requireActionItem,
  visitActionItems,
  updateActionItem,
  type ActionItemDto,
} from "../action-items/service";
import {
  categoryLabel,
  CreateActionItemBody,
  ITEM_STATUS_LABELS,
  PRIORITY_LABELS,
  UpdateActionItemBody,
} from "../action-items/schema";
import { playableVideo, visitFrameAt } from "../pipeline/web-video";
import { findTranscript } from "../pipeline/service";
import { toWebVtt } from "../pipeline/transcript-formats";
import { videoUploadRoutes } from "../uploads/routes";
import type { UploadCaller } from "../uploads/tus";
import { csrfOk, redirect, sameOrigin, sessionOf, type DashboardSession } from "./http";
import { action, guarded, jsonError, page, scopeOf, wantsJson } from "./handlers";
import { problemPage } from "./views/sign-in";
import { checkForm, fieldErrorOf, longText, text, visitDate, type FieldErrors } from "./form";
import { DETAILS_LABELS, visitPage, type VisitDetails } from "./views/visit";
import { itemCard } from "./views/review";
import { PROCESSING_STAGE_LABELS } from "../core/processing-stages";
import { serveAsset } from "./assets";
import { processingLeftSec } from "../pipeline/estimate";
import { aboutTime } from "../core/time";
import { config } from "../core/config";
import { newLinkPhotos } from "../capture/notify";

const hidden = { detail: { hide: true } };
/**
 * The tus requests' session: 401 without one; a change needs our Origin and the X-CSRF-Token header.
 * An upload belongs to the session that created it.
 */
function uploadCaller(request: Request): UploadCaller {
  const s = sessionOf(request);
  if (!s)
    throw new ApiError(
      "session_required",
      "Sign in to the dashboard again, then resume the upload.",
    );
  if (
    request.method !== "HEAD" &&
    request.method !== "OPTIONS" &&
    (!sameOrigin(request) || !csrfOk(s, null, request))
  )
    throw new ApiError(
      "csrf_failed",
      "Send the upload from the dashboard's visit page: its Origin and X-CSRF-Token header are required.",
    );
  return { scope: scopeOf(s), owner: `session:${s.id}` };
}

/** "0:45", "1:02:05" or plain seconds ("45", "12.5") as seconds; null when it is none of them. */
export function parseVideoTime(text: string): number | null {
  const t = text.trim();
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  const m = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d(?:\.\d+)?)$/.exec(t);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** An item as the review's script redraws its card: the API's shape with the words the page shows. */
const itemJson = (item: ActionItemDto) => ({
  ...item,
  priorityLabel: PRIORITY_LABELS[item.priority],
  statusLabel: ITEM_STATUS_LABELS[item.status],
  categoryLabel: item.category === null ? null : categoryLabel(item.category),
});

const OPTIONAL_TEXT = ["location", "category", "assignee"] as const;

/**
 * The item fields a form sent: a blank optional field clears it (null), a blank title is an error;
 * the description keeps its lines.
 */
function itemFields(form: URLSearchParams) {
  const out: Record<string, string | null> = {};
  const title = form.get("title");
  if (title !== null) out.title = title.trim();
  for (const k of ["priority", "status"] as const) {
    const v = form.get(k);
    if (v !== null) out[k] = v;
  }
  for (const k of OPTIONAL_TEXT) {
    const v = form.get(k);
    if (v !== null) out[k] = v.trim() === "" ? null : v.trim();
  }
  if (form.has("description")) out.description = longText(form, "description");
  return out;
}

/** What the item forms' fields are called in their complaints. */
const ITEM_LABELS: Record<string, string> = {
  site_visit_id: "Visit",
  title: "Title",
  description: "Description",
  category: "Category",
  location: "Location",
  priority: "Priority",
  status: "Status",
  assignee: "Assignee",
};

/** Refuses a form whose values the API would refuse too: 400 with the first complaint, as a page or JSON. */
function badForm(request: Request, errors: FieldErrors | string): Response {
  const message = typeof errors === "string" ? errors : Object.values(errors)[0]!;
  if (wantsJson(request)) return jsonError(400, "validation_error", message);
  return problemPage(400, "Not saved", message);
}

/** The item, only when it belongs to this visit of this scope (else 404). */
function itemOfVisit(scope: Scope, visitId: string, itemId: string) {
  requireSiteVisit(db(), scope, visitId);
  const item = requireActionItem(db(), scope, itemId);
  if (item.siteVisitId !== visitId)
    throw new ApiError("resource_not_found", `No action item '${itemId}' on this visit.`);
  return item;
}

const backTo = (visitId: string, notice: string, anchor = "") =>
  redirect(`/dashboard/visits/${visitId}?saved=${encodeURIComponent(notice)}${anchor}`);
const NOTICES: Record<string, string> = {
  details: "Visit details saved.",
  accepted: "Item accepted.",
  quotes: "Saved: what the report quotes.",
  updated: "Item saved.",
  deleted: "Item deleted.",
  added: "Item added.",
};

/** The visit page; `details`: a refused details form, shown open with its errors (400). */
/** "about 2 min left" while PROCESSING, once the video's duration is known; else null. */
function processingEstimate(v: SiteVisitDto): string | null {
  if (v.status !== "PROCESSING") return null;
  const left = processingLeftSec(db(), v.id);
  return left === null ? null : `${aboutTime(left)} left`;
}

function showVisit(
  s: DashboardSession,
  url: URL,
  id: string,
  details?: { values: VisitDetails; errors: FieldErrors },
): Response {
  const scope = scopeOf(s);
  const visit = getSiteVisit(db(), scope, id);
  const t = Number(url.searchParams.get("t"));
  const reviewing = visit.status !== "DRAFT" && visit.status !== "PROCESSING";
  const transcript = reviewing ? findTranscript(db(), scope, visit.id) : null;
  return visitPage(s, {
    visit,
    // Every status shows the visit's items: typed by hand, or filed through the API on a DRAFT.
    items: visitActionItems(db(), scope, visit.id),
    segments: transcript?.segments ?? [],
    language: transcript?.language ?? "en",
    includeQuotes: requireSiteVisit(db(), scope, visit.id).includeQuotes,
    editing: url.searchParams.get("edit"),
    video: playableVideo(db(), scope, visit.id),
    estimate: processingEstimate(visit),
    startAt: url.searchParams.has("t") && Number.isFinite(t) && t >= 0 ? t : null,
    notice: NOTICES[url.searchParams.get("saved") ?? ""] ?? null,
    summaryFollows: summaryFollowsItems(db(), visit.id),
    // The same mark as the home page's, on each card until the item's photos are opened.
    newFromLink: new Set(
      newLinkPhotos(db(), scope, { visitId: visit.id, limit: config().maxItemsPerVisit }).map(
        (r) => r.id,
      ),
    ),
    details,
  });
}

/**
 * The visit's summary as it is after an item changed: while it is the extractor's the service wrote
 * it again from the items (site-visits/summary.ts), and the page's script shows it without a reload.
 */
const visitJson = (scope: Scope, visitId: string) => ({
  summary: getSiteVisit(db(), scope, visitId).summary,
});

/** The card of an item just added, drawn as the visit page draws it. */
function newCard(s: DashboardSession, visitId: string, item: ActionItemDto): string {
  const scope = scopeOf(s);
  const visit = getSiteVisit(db(), scope, visitId);
  const reviewing = visit.status !== "DRAFT" && visit.status !== "PROCESSING";
  const transcript = reviewing ? findTranscript(db(), scope, visitId) : null;
  const video = reviewing ? playableVideo(db(), scope, visitId) : null;
  return itemCard(
    s,
    {
      visit,
      items: [item],
      videoSrc: video ? `/media/${video.key}` : null,
      webPlayable: video?.webPlayable ?? false,
      portrait: video?.portrait === true,
      segments: transcript?.segments ?? [],
      language: transcript?.language ?? "en",
      includeQuotes: false,
      editing: null,
    },
    item,
  ).toString();
}

/**
 * The details form as a PATCH: only what changed is sent, so an unchanged summary keeps following
 * the items, and an unchanged day keeps the visit's time of day.
 */
function detailsPatch(current: SiteVisitDto, f: VisitDetails, form: URLSearchParams) {
  const patch: Record<string, string | null> = {};
  if (f.title !== current.title) patch.title = f.title;
  if (f.visit_date !== current.visitDate.slice(0, 10)) patch.visit_date = visitDate(f.visit_date);
  for (const k of ["summary", "notes"] as const) {
    const v = longText(form, k);
    if (v !== current[k]) patch[k] = v;
  }
  return patch;
}

export const visitRoutes = new Elysia({ name: "dashboard-visit" })
  .get("/dashboard/assets/:file", ({ params }) => serveAsset(params.file), hidden)
  .get(
    "/dashboard/visits/:id",
    page((s, url, params) => showVisit(s, url, params.id!)),
    hidden,
  )
  .post(
    "/dashboard/visits/:id",
    action((s, form, params, request) => {
      const scope = scopeOf(s);
      const current = getSiteVisit(db(), scope, params.id!);
      const values: VisitDetails = {
        title: text(form, "title"),
        visit_date: text(form, "visit_date"),
        summary: form.get("summary") ?? "",
        notes: form.get("notes") ?? "",
      };
      const refused = (errors: FieldErrors) =>
        showVisit(s, new URL(request.url), current.id, { values, errors });
      const checked = checkForm(
        UpdateSiteVisitBody,
        detailsPatch(current, values, form),
        DETAILS_LABELS,
      );
      if (!checked.ok) return refused(checked.errors);
      try {
        db().transaction((tx) => updateSiteVisit(tx, scope, current.id, checked.value));
      } catch (e) {
        const errors = fieldErrorOf(e);
        if (errors) return refused(errors);
        throw e;
      }
      return backTo(current.id, "details");
    }),
    hidden,
  )
  .get(
    "/dashboard/visits/:id/status",
    async ({ request, params }) =>
      guarded(request, () => {
        const s = sessionOf(request);
        if (!s) return jsonError(401, "session_required", "Sign in again.");
        const v = getSiteVisit(db(), scopeOf(s), params.id);
        return Response.json(
          {
            status: v.status,
            stage: v.processingStage,
            stageLabel: v.processingStage ? PROCESSING_STAGE_LABELS[v.processingStage].shown : null,
            processingError: v.processingError,
            estimate: processingEstimate(v),
          },
          { headers: { "cache-control": "no-store" } },
        );
      }),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/items",
    action(async (s, form, params, request) => {
      const scope = scopeOf(s);
      const visit = requireSiteVisit(db(), scope, params.id!);
      const { status: _, ...fields } = itemFields(form);
      const input = {
        site_visit_id: visit.id,
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)),
      };
      const checked = checkForm(CreateActionItemBody, input, ITEM_LABELS);
      if (!checked.ok) return badForm(request, checked.errors);
      const atText = (form.get("at") ?? "").trim();
      const at = atText === "" ? null : parseVideoTime(atText);
      if (atText !== "" && !(at !== null && at <= 24 * 3600))
        return badForm(request, "The time must be minutes and seconds into the video, as 0:45.");
      // The frame is stored before the write; if the write fails it is an orphan the sweep removes.
      const frame = at === null ? null : await visitFrameAt(scope, visit.id, at);
      const item = db().transaction((tx) =>
        createActionItem(
          tx,
          scope,
          { ...checked.value, confirmedBy: s.userId },
          { seen: { timestampSec: at }, evidence: frame ? [frame] : [] },
        ),
      );
      // The page's script puts the card in the list itself: no reload, so the video keeps its
      // place and a card dismissed a moment before stays gone (docs/dashboard.md, the review page).
      return wantsJson(request)
        ? Response.json(
            {
              item: itemJson(item),
              card: newCard(s, visit.id, item),
              visit: visitJson(scope, visit.id),
            },
            { status: 201 },
          )
        : backTo(visit.id, "added", `#item-${item.id}`);
    }),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/items/:itemId",
    action((s, form, params, request) => {
      const scope = scopeOf(s);
      itemOfVisit(scope, params.id!, params.itemId!);
      const checked = checkForm(UpdateActionItemBody, itemFields(form), ITEM_LABELS);
      if (!checked.ok) return badForm(request, checked.errors);
      // Saving the edit form is a person checking the item: it confirms a suggested one.
      const item = db().transaction((tx) =>
        updateActionItem(tx, scope, params.itemId!, checked.value, s.userId),
      );
      return wantsJson(request)
        ? Response.json({ item: itemJson(item), visit: visitJson(scope, params.id!) })
        : backTo(params.id!, "updated", `#item-${item.id}`);
    }),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/items/:itemId/confirm",
    action((s, _form, params, request) => {
      const scope = scopeOf(s);
      itemOfVisit(scope, params.id!, params.itemId!);
      const item = db().transaction((tx) => confirmActionItem(tx, scope, params.itemId!, s.userId));
      return wantsJson(request)
        ? Response.json({ item: itemJson(item) })
        : backTo(params.id!, "accepted", `#item-${item.id}`);
    }),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/quotes",
    action((s, form, params, request) => {
      const scope = scopeOf(s);
      const include = form.getAll("include").includes("1");
      db().transaction((tx) => setIncludeQuotes(tx, scope, params.id!, include));
      return wantsJson(request)
        ? Response.json({ includeQuotes: include })
        : backTo(params.id!, "quotes", "#quotes");
    }),
    hidden,
  )
  .get(
    "/dashboard/visits/:id/captions.vtt",
    page((s, _url, params) => {
      const transcript = findTranscript(db(), scopeOf(s), params.id!);
      if (!transcript) return problemPage(404, "Not found", "This visit has no transcript.");
      return new Response(toWebVtt(transcript.segments), {
        headers: {
          "content-type": "text/vtt; charset=utf-8",
          "cache-control": "private, no-cache",
          "x-content-type-options": "nosniff",
        },
      });
    }),
    hidden,
  )
  .post(
    "/dashboard/visits/:id/items/:itemId/delete",
    action((s, _form, params, request) => {
      const scope = scopeOf(s);
      itemOfVisit(scope, params.id!, params.itemId!);
      db().transaction((tx) => deleteActionItem(tx, scope, params.itemId!));
      return wantsJson(request)
        ? Response.json({ visit: visitJson(scope, params.id!) })
        : backTo(params.id!, "deleted");
    }),
    hidden,
  )
  .use(
    new Elysia({ name: "dashboard-video-uploads-mount", prefix: "/dashboard" }).use(
      videoUploadRoutes({
        name: "video-uploads-dashboard",
        mountedAt: "/dashboard",
        resolveCaller: uploadCaller,
      }),
    ),
  );
