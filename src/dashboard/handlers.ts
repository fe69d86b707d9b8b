// The shapes every signed-in dashboard route shares: a page (GET: a session, else to sign-in) and a
// form action (POST: our own origin, a session, its CSRF token), with a service's 4xx shown as a
// readable page, or as JSON `{error: {code, message}}` when the page's script asks for JSON
// (Accept: application/json). Route modules (routes.ts and the feature pages beside it) build on these.
import { ApiError } from "../core/errors";
import type { Scope } from "../db/scope";
import {
  csrfOk,
  readForm,
  redirect,
  sameOrigin,
  sessionCookie,
  sessionOf,
  type DashboardSession,
} from "./http";
import { forbiddenPage, problemPage } from "./views/sign-in";
import { FIRM_ONLY, managesFirm, notAllowed } from "../users/roles";

export const SIGN_IN = "/dashboard/sign-in";

export const scopeOf = (s: DashboardSession): Scope => ({
  accountId: s.account.id,
  isTest: s.isTest,
});

/** Whether the page's script sent the request and reads the answer as JSON. */
export const wantsJson = (request: Request) =>
  (request.headers.get("accept") ?? "").includes("application/json");

/** An error as the page's script reads it. */
export const jsonError = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { "cache-control": "no-store" } });

const HEADINGS: Record<number, string> = { 403: "Not allowed", 404: "Not found" };

/**
 * A 4xx from a service (a stale cursor, a missing record) as a readable page, or JSON for the
 * script; anything else stays a 500.
 */
export async function guarded(
  request: Request,
  fn: () => Response | Promise<Response>,
): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    if (!(e instanceof ApiError) || e.status >= 500) throw e;
    const res = wantsJson(request)
      ? jsonError(e.status, e.code, e.message)
      : e.code === "payload_too_large"
        ? problemPage(413, "Too much data", "The form sent more than this page accepts.")
        : problemPage(e.status, HEADINGS[e.status] ?? "That did not work", e.message);
    // The error's own headers go out too: a 408's Connection: close frees the socket at once.
    for (const [k, v] of Object.entries(e.headers)) res.headers.set(k, v);
    return res;
  }
}

/** The cookie goes out again whenever the session's expiry slid forward. */
export function renewing(s: DashboardSession, res: Response): Response {
  if (s.renewed) res.headers.append("set-cookie", sessionCookie(s.token));
  return res;
}

type Ctx = { request: Request; params?: Record<string, string> };
type Out = Response | Promise<Response>;

/** A signed-in page (GET). */
export const page =
  (render: (s: DashboardSession, url: URL, params: Record<string, string>) => Out) =>
  async ({ request, params }: Ctx) =>
    guarded(request, async () => {
      const s = sessionOf(request);
      if (!s) return redirect(SIGN_IN);
      const url = new URL(request.url);
      return renewing(s, await render(s, url, params ?? {}));
    });

/** A signed-in form post: same origin, a session, its CSRF token; then the change. */
export const action =
  (
    run: (
      s: DashboardSession,
      form: URLSearchParams,
      params: Record<string, string>,
      request: Request,
    ) => Out,
  ) =>
  async ({ request, params }: Ctx) =>
    guarded(request, async () => {
      const json = wantsJson(request);
      const refuse = () =>
        json ? jsonError(403, "csrf_failed", "Reload the page and try again.") : forbiddenPage();
      if (!sameOrigin(request)) return refuse();
      const s = sessionOf(request);
      if (!s)
        return json ? jsonError(401, "session_required", "Sign in again.") : redirect(SIGN_IN);
      const form = await readForm(request);
      if (!csrfOk(s, form, request)) return refuse();
      return run(s, form ?? new URLSearchParams(), params ?? {}, request);
    });

/**
 * The firm's settings and people are changed by its owners and admins only (docs/dashboard.md,
 * "People and roles"): a member's request is refused with 403 and the reason, whatever the page shows.
 */
export function requireFirmRole(s: DashboardSession): void {
  if (!managesFirm(s.user.role)) throw notAllowed(FIRM_ONLY);
}

/** A form post that changes the firm (its settings, its people): `action`, then the role. */
export const firmAction = (run: Parameters<typeof action>[0]) =>
  action((s, form, params, request) => {
    requireFirmRole(s);
    return run(s, form, params, request);
  });

/** A page that only leads to a firm change (a confirmation): `page`, then the role. */
export const firmPage = (render: Parameters<typeof page>[0]) =>
  page((s, url, params) => {
    requireFirmRole(s);
    return render(s, url, params);
  });
