// What every dashboard request shares: the session cookie, the Origin/Referer check and the CSRF
// token of state-changing requests, reading a posted form (size-capped), and HTML/redirect replies.
// Sessions themselves (tokens, expiry) live in src/users/service.ts.
import { config } from "../core/config";
import { readTextCapped } from "../http/body";
import { db } from "../db/client";
import { resolveSession, LIMITS, type SessionInfo } from "../users/service";
import { csrfTokenFor, csrfTokenMatches, maskCsrfToken } from "../users/tokens";

/** `__Host-` binds the cookie to this exact origin, but browsers accept it only over https. */
export function sessionCookieName(): string {
  return isHttps() ? "__Host-sitevisit_session" : "sitevisit_session";
}

const isHttps = () => config().publicUrl.startsWith("https:");

export function sessionCookie(token: string): string {
  return new Bun.Cookie(sessionCookieName(), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(),
    maxAge: Math.floor(LIMITS.sessionMs / 1000),
  }).serialize();
}

export function clearedSessionCookie(): string {
  return new Bun.Cookie(sessionCookieName(), "", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(),
    maxAge: 0,
  }).serialize();
}

export function sessionTokenOf(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  try {
    return new Bun.CookieMap(header).get(sessionCookieName());
  } catch {
    return null;
  }
}

export interface DashboardSession extends SessionInfo {
  token: string;
  /** The session's CSRF token as this response's pages carry it: masked afresh for each request. */
  csrf: string;
  /** The request it was read from: a page is negotiated (compressed) as it is made. */
  request: Request;
}

// A page load's session as the page gate admitted it (src/page-admission.ts): resolved once, when
// the request arrived, and read again by the page, so a renewal is seen (and its cookie sent) once.
const ADMITTED = Symbol("sitevisit.admittedSession");
type Admitted = Request & { [ADMITTED]?: { session: DashboardSession | null } };

/** The request's session, or null. */
export function sessionOf(request: Request): DashboardSession | null {
  const admitted = (request as Admitted)[ADMITTED];
  if (admitted) return admitted.session;
  const token = sessionTokenOf(request);
  if (!token) return null;
  const s = resolveSession(db(), token);
  return s && { ...s, token, csrf: maskCsrfToken(csrfTokenFor(token)), request };
}

/** The session of a page load about to wait for its render, kept for the page (sessionOf). */
export function admitSession(request: Request): DashboardSession | null {
  const session = sessionOf(request);
  (request as Admitted)[ADMITTED] = { session };
  return session;
}

/** A state-changing request must come from our own pages (src/http/same-origin.ts). */
export { sameOrigin } from "../http/same-origin";

export function csrfOk(
  session: DashboardSession,
  form: URLSearchParams | null,
  request: Request,
): boolean {
  return csrfTokenMatches(session.token, form?.get("_csrf") ?? request.headers.get("x-csrf-token"));
}

/**
 * Room for the longest form: a visit's summary and notes, 20,000 characters each as the API allows,
 * percent-encoded (up to 9 bytes a character outside ASCII, so mostly-ASCII text of that length fits).
 */
export const MAX_FORM_BYTES = 256 * 1024;

/** The posted form, or null when the body is not application/x-www-form-urlencoded. Over 256 KiB: 413. */
export async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return null;
  return new URLSearchParams(
    await readTextCapped(request, MAX_FORM_BYTES, config().requestTimeoutMs),
  );
}

/** A redirect after a form post (303: the browser follows with GET), optionally setting cookies. */
export function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const c of cookies) headers.append("set-cookie", c);
  return new Response(null, { status: 303, headers });
}

/** Only paths of the dashboard itself, so a `back` field can never send anyone elsewhere. */
export function localDashboardPath(value: string | null | undefined, fallback: string): string {
  return value &&
    /^\/dashboard(\/[A-Za-z0-9_\-/]*)?(\?[^\s\\#]*)?$/.test(value) &&
    !value.startsWith("//")
    ? value
    : fallback;
}

/**
 * Where the live/test switch goes from `back` (the page it was pressed on): a record (a property, a
 * visit, an item's photos) lives in one dataset only, so from its page the switch goes to the same
 * list in the other mode; a list keeps its filters.
 */
export function modeSwitchTarget(back: string | null | undefined, fallback: string): string {
  const path = localDashboardPath(back, fallback);
  const [, section, record] = /^\/dashboard\/([a-z-]+)(\/[^?]+)?/.exec(path) ?? [];
  if (!record) return path;
  return section === "action-items" ? "/dashboard/action-items" : "/dashboard/properties";
}
