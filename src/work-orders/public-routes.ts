// The contractor's link, with no key (docs/api.md, "Work orders"): the token in the path is the
// credential, and the log writes these paths as /w/[redacted].
//   GET  /w/<token>        the job page (the first visit marks the order opened)
//   POST /w/<token>/start  Start: the item IN_PROGRESS, with the day they will come
//   POST /w/<token>/done   Mark done: a note and a photo (multipart), checked as every photo is
// A post needs our Origin and the page's CSRF token, and is rate limited per link and per address
// (as the dashboard's sign-in is), so a burst at a link is refused with 429, never a 500.
import { Elysia } from "elysia";
import { db } from "../db/client";
import { config } from "../core/config";
import { ApiError, formatBytes } from "../core/errors";
import { readTextCapped, withDeadline } from "../http/body";
import { clientAddress } from "../http/client-address";
import { clientClosed } from "../http/pipeline";
import { RateLimiter } from "../http/rate-limit";
import { sameOrigin } from "../http/same-origin";
import { receiveImage, discardStored, tooManyPixelsForPeople } from "../media/receive";
import type { StoredFile } from "../media/blobs";
import { getActionItem } from "../action-items/service";
import { getAccountSettings } from "../account-settings/service";
import { mediaUrl } from "../media/url";
import { sameSecret } from "../users/tokens";
import {
  workOrderBusyPage,
  workOrderCancelledPage,
  workOrderDonePage,
  workOrderExpiredPage,
  workOrderInvalidPage,
  workOrderPage,
} from "../pages/work-order";
import {
  completeWorkOrder,
  linkState,
  markOpened,
  resolveWorkOrder,
  startWorkOrder,
} from "./service";
import type { WorkOrderRow } from "./schema";
import { workOrderCsrf } from "./token";
import { jobView } from "./job-view";

/** Posts per link and requests per client address (docs/operating.md, "Limits"). */
export const WORK_LINK_LIMITS = {
  postsPerLink: { count: 10, perSeconds: 600 },
  perAddress: { count: 120, perSeconds: 600 },
} as const;
const limiter = (l: { count: number; perSeconds: number }) =>
  new RateLimiter(l.count / l.perSeconds, l.count);
const linkLimiter = limiter(WORK_LINK_LIMITS.postsPerLink);
const addressLimiter = limiter(WORK_LINK_LIMITS.perAddress);

const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_FORM_BYTES = 16 * 1024;
/** Seconds of video before and after the finding. */
const CLIP_BEFORE = 3;
const CLIP_AFTER = 5;

const hidden = { detail: { hide: true } };

/** The page of a link that accepts nothing more; a post to it is answered with it as a 409. */
function closedPage(row: WorkOrderRow, title: string, refusing = false): Response | null {
  const state = linkState(row);
  const res =
    state === "done"
      ? workOrderDonePage(title, row.completedAt)
      : state === "cancelled"
        ? workOrderCancelledPage()
        : state === "expired"
          ? workOrderExpiredPage()
          : null;
  return res && refusing ? new Response(res.body, { status: 409, headers: res.headers }) : res;
}

const itemTitle = (row: WorkOrderRow) =>
  getActionItem(db(), { accountId: row.accountId, isTest: row.isTest }, row.actionItemId).title;

function showPage(
  token: string,
  row: WorkOrderRow,
  o: { notice?: string | null; error?: string | null; status?: number } = {},
): Response {
  const ex = db();
  const scope = { accountId: row.accountId, isTest: row.isTest };
  const item = getActionItem(ex, scope, row.actionItemId);
  const closed = closedPage(row, item.title);
  if (closed) return closed;
  const { address, video, item: shown } = jobView(ex, scope, item);
  const local = (url: string) => new URL(url).pathname;
  return workOrderPage({
    path: `/w/${token}`,
    csrf: workOrderCsrf(token),
    firm: getAccountSettings(ex, row.accountId).firmName,
    contractorName: row.contractorName,
    status: row.status as "sent" | "opened" | "started",
    appointmentDate: row.appointmentDate,
    property: { name: item.propertyName, address },
    item: shown,
    photos: item.evidenceImages
      .filter((p) => p.status !== "failed")
      .map((p) => local(p.displayUrl ?? p.url)),
    video:
      video && item.timestampSec !== null
        ? {
            src: local(mediaUrl(video.key)),
            start: Math.max(0, Math.floor(item.timestampSec - CLIP_BEFORE)),
            end: Math.ceil(item.timestampSec + CLIP_AFTER),
          }
        : null,
    notice: o.notice,
    error: o.error,
    status_code: o.status,
    maxPhotoMiB: Math.floor(config().maxImageBytes / 1024 / 1024),
  });
}

/** The order behind the link, or the page to answer instead (unknown link, too many requests). */
function lookup(request: Request, token: string): WorkOrderRow | Response {
  const wait = addressLimiter.take(clientAddress(request));
  if (wait) return workOrderBusyPage(wait);
  return resolveWorkOrder(db(), token) ?? workOrderInvalidPage();
}

/** A post's checks before its body is read: our Origin, the link's own rate, and a live order. */
function postable(request: Request, token: string): WorkOrderRow | Response {
  const row = lookup(request, token);
  if (row instanceof Response) return row;
  if (!sameOrigin(request))
    return new Response("Forbidden: post this form from its page.", { status: 403 });
  const wait = linkLimiter.take(row.id);
  if (wait) return workOrderBusyPage(wait);
  return closedPage(row, itemTitle(row), true) ?? row;
}

const csrfValid = (token: string, sent: unknown) =>
  typeof sent === "string" && sameSecret(workOrderCsrf(token), sent);

const again = (token: string, done: string) =>
  new Response(null, {
    status: 303,
    headers: { location: `/w/${token}?done=${done}`, "cache-control": "no-store" },
  });

/** A refused change (the order closed meanwhile, a bad day) as the page with the reason. */
function refused(token: string, e: unknown): Response {
  if (e instanceof ApiError && e.status < 500) {
    const row = resolveWorkOrder(db(), token);
    if (!row) return workOrderInvalidPage();
    return (
      closedPage(row, itemTitle(row), true) ??
      showPage(token, row, { error: e.message, status: e.status })
    );
  }
  throw e;
}

const NOTICES: Record<string, string> = {
  started: "Started: the manager can see you are on it.",
};

/** The photo of a done form, received as the API receives one (type by content, size, pixels). */
async function donePhoto(file: FormDataEntryValue | null): Promise<StoredFile | null> {
  if (!(file instanceof Blob) || file.size === 0) return null;
  return receiveImage(
    new Request("http://work-order.invalid/photo", {
      method: "POST",
      body: file,
      headers: {
        "content-type": file.type || "application/octet-stream",
        "content-length": String(file.size),
      },
    }),
  );
}

function photoProblem(e: ApiError): string {
  if (e.code === "payload_too_large")
    return `That photo is too large: at most ${formatBytes(config().maxImageBytes)}.`;
  if (e.code === "unsupported_media_type") return `That file is not a photo we can take.`;
  if (e.code === "image_too_large") return tooManyPixelsForPeople();
  return e.message;
}

export const workOrderPublicRoutes = new Elysia({ name: "work-orders-public" })
  .get(
    "/w/:token",
    ({ params, request }) => {
      const row = lookup(request, params.token);
      if (row instanceof Response) return row;
      const opened =
        linkState(row) === "open" ? db().transaction((tx) => markOpened(tx, row)) : row;
      const done = new URL(request.url).searchParams.get("done") ?? "";
      return showPage(params.token, opened, { notice: NOTICES[done] ?? null });
    },
    hidden,
  )
  .post(
    "/w/:token/start",
    async ({ params, request }) => {
      const row = postable(request, params.token);
      if (row instanceof Response) return row;
      const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim();
      if (type.toLowerCase() !== "application/x-www-form-urlencoded")
        return showPage(params.token, row, { error: "Send the form from this page.", status: 415 });
      const form = new URLSearchParams(
        await readTextCapped(request, MAX_FORM_BYTES, config().requestTimeoutMs),
      );
      if (!csrfValid(params.token, form.get("_csrf")))
        return new Response("Forbidden: reload the page and try again.", { status: 403 });
      const day = (form.get("appointment_date") ?? "").trim();
      try {
        db().transaction((tx) => startWorkOrder(tx, row.id, day === "" ? null : day));
      } catch (e) {
        return refused(params.token, e);
      }
      return again(params.token, "started");
    },
    hidden,
  )
  .post(
    "/w/:token/done",
    async ({ params, request }) => {
      const row = postable(request, params.token);
      if (row instanceof Response) return row;
      const token = params.token;
      const type = (request.headers.get("content-type") ?? "").toLowerCase();
      if (!type.startsWith("multipart/form-data"))
        return showPage(token, row, { error: "Send the form from this page.", status: 415 });
      const length = Number(request.headers.get("content-length") ?? NaN);
      if (!Number.isFinite(length))
        return showPage(token, row, { error: "The form did not say its size.", status: 411 });
      if (length > config().maxImageBytes + MULTIPART_OVERHEAD)
        return showPage(token, row, {
          error: photoProblem(new ApiError("payload_too_large", "")),
          status: 413,
        });
      let form: FormData;
      try {
        form = await withDeadline(request.formData(), config().requestTimeoutMs, request);
      } catch (e) {
        if (e instanceof ApiError) throw e;
        if (clientClosed(request, e)) throw e;
        return showPage(token, row, {
          error: "The form could not be read; try again.",
          status: 400,
        });
      }
      if (!csrfValid(token, form.get("_csrf")))
        return new Response("Forbidden: reload the page and try again.", { status: 403 });
      const noteText = form.get("note");
      const note =
        typeof noteText === "string" ? noteText.replace(/\r\n?/g, "\n").trim().slice(0, 5000) : "";
      let photo: StoredFile | null;
      try {
        photo = await donePhoto(form.get("photo"));
      } catch (e) {
        if (e instanceof ApiError && e.status < 500)
          return showPage(token, row, { error: photoProblem(e), status: e.status });
        throw e;
      }
      try {
        db().transaction((tx) => completeWorkOrder(tx, row.id, { note: note || null, photo }));
      } catch (e) {
        await discardStored(photo);
        return refused(token, e);
      }
      return again(token, "done");
    },
    hidden,
  );
