// The dashboard (/dashboard/…): server-rendered pages for the people of an account, on the same
// services as the API. Signed-out routes: the sign-in form and the emailed link's confirm page.
// Everything else needs a session (none: redirect to the sign-in page); every POST must come from
// our own origin, and a signed-in one must also carry the session's CSRF token.
import { newLinkPhotos } from "../capture/notify";
import { signOutEverywherePage } from "./views/settings";
import { Elysia } from "elysia";
import { clientKeyOf } from "../http/client-address";
import { RateLimiter } from "../http/rate-limit";
import { db } from "../db/client";
import { listProperties } from "../properties/service";
import { reviewQueue } from "../action-items/review";
import { addDays, inspectionsDue, todayUtc } from "../properties/inspections";
import { dueCounts, todayFor } from "../action-items/work-list";
import {
  checkSignInLink,
  consumeSignInLink,
  endAllSessions,
  endSession,
  endSessionByToken,
  normalizeEmail,
  requestSignIn,
  setSessionMode,
} from "../users/service";
import {
  clearedSessionCookie,
  modeSwitchTarget,
  readForm,
  redirect,
  sameOrigin,
  sessionCookie,
  sessionOf,
  sessionTokenOf,
} from "./http";
import { action, guarded, page, scopeOf, SIGN_IN } from "./handlers";
import { visitActionRoutes } from "./visit-actions-routes";
import {
  checkEmailPage,
  confirmPage,
  forbiddenPage,
  linkProblemPage,
  problemPage,
  signInPage,
  tooManyRequestsPage,
} from "./views/sign-in";
import { propertiesPage } from "./views/properties";
import { propertyRoutes } from "./property-routes";
import { visitRoutes } from "./visit-routes";
import { settingsRoutes } from "./settings-routes";
import { peopleRoutes } from "./people-routes";
import { workListRoutes } from "./work-list-routes";
import { uploadRoutes } from "./upload-routes";
import { workOrderDashboardRoutes } from "./work-order-routes";

/**
 * Sign-in requests (docs/dashboard.md, Signing in), limited so that no one can lock a person out:
 *  - per client (an IPv4 address, an IPv6 /64): refused (429) past the limit, that client only;
 *  - the whole server: past the ceiling requests are slowed (answered SLOW_MS later), never refused,
 *    so a crowd of addresses cannot hold everyone else out;
 *  - mails per email address and client: counted silently (the page answers the same), so an
 *    attacker asking for a person's links from other addresses spends none of the person's own.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { count: 30, perSeconds: 900 },
  global: { count: 300, perSeconds: 900 },
  mailsPerEmail: { count: 3, perSeconds: 900 },
} as const;
/** How much later a sign-in request past the server-wide ceiling is answered. */
export const SIGN_IN_SLOW_MS = 2000;
const limiter = (l: { count: number; perSeconds: number }) =>
  new RateLimiter(l.count / l.perSeconds, l.count);
const addressLimiter = limiter(SIGN_IN_LIMITS.perAddress);
const globalLimiter = limiter(SIGN_IN_LIMITS.global);
const mailLimiter = limiter(SIGN_IN_LIMITS.mailsPerEmail);

const HOME = "/dashboard/properties";
const PAGE_SIZE = 50;

const signedOut = () => redirect(SIGN_IN, [clearedSessionCookie()]);
const hidden = { detail: { hide: true } };

export const dashboardRoutes = new Elysia({ name: "dashboard" })
  .use(propertyRoutes)
  .use(visitActionRoutes)
  .use(visitRoutes)
  .use(settingsRoutes)
  .use(peopleRoutes)
  .use(workListRoutes)
  .use(uploadRoutes)
  .use(workOrderDashboardRoutes)
  .get("/dashboard", ({ request }) => redirect(sessionOf(request) ? HOME : SIGN_IN), hidden)
  .get(
    "/dashboard/sign-in",
    ({ request }) => (sessionOf(request) ? redirect(HOME) : signInPage()),
    hidden,
  )
  .post(
    "/dashboard/sign-in",
    async ({ request }) =>
      guarded(request, async () => {
        if (!sameOrigin(request)) return forbiddenPage();
        const form = await readForm(request);
        if (!form)
          return problemPage(
            415,
            "Unsupported form",
            "Send the sign-in form from the sign-in page.",
          );
        const typed = (form.get("email") ?? "").slice(0, 254);
        const email = normalizeEmail(typed);
        if (!email)
          return signInPage({
            email: typed,
            error: "Enter an email address such as name@example.com.",
            status: 400,
          });
        const client = clientKeyOf(request);
        const wait = addressLimiter.take(client);
        if (wait) return tooManyRequestsPage(wait);
        if (globalLimiter.take("*")) await Bun.sleep(SIGN_IN_SLOW_MS);
        // The links are issued and mailed by a job: this answer is the same for any address, and
        // the same when this address has had its mails for now.
        if (!mailLimiter.take(`${email} ${client}`))
          db().transaction((tx) => requestSignIn(tx, email));
        return checkEmailPage(email);
      }),
    hidden,
  )
  .get(
    "/dashboard/sign-in/confirm",
    ({ request }) => {
      const token = new URL(request.url).searchParams.get("token");
      const state = checkSignInLink(db(), token);
      return state === "valid" ? confirmPage(token!) : linkProblemPage(state);
    },
    hidden,
  )
  .post(
    "/dashboard/sign-in/confirm",
    async ({ request }) =>
      guarded(request, async () => {
        if (!sameOrigin(request)) return forbiddenPage();
        const form = await readForm(request);
        const result = db().transaction((tx) => {
          const consumed = consumeSignInLink(tx, form?.get("token"));
          // A new session every time: whatever cookie the browser brought is ended, never reused.
          if (consumed.ok) endSessionByToken(tx, sessionTokenOf(request));
          return consumed;
        });
        if (!result.ok) return linkProblemPage(result.state === "valid" ? "invalid" : result.state);
        return redirect(HOME, [sessionCookie(result.session.token)]);
      }),
    hidden,
  )
  .post(
    "/dashboard/sign-out",
    action((s) => {
      endSession(db(), s.id);
      return signedOut();
    }),
    hidden,
  )
  .get(
    "/dashboard/sign-out-everywhere",
    page((s) => signOutEverywherePage(s)),
    hidden,
  )
  .post(
    "/dashboard/sign-out-everywhere",
    action((s) => {
      endAllSessions(db(), s.userId);
      return signedOut();
    }),
    hidden,
  )
  .post(
    "/dashboard/mode",
    action((s, form) => {
      const mode = form.get("mode");
      if (mode !== "live" && mode !== "test")
        return problemPage(400, "Unknown mode", "Choose live or test data.");
      setSessionMode(db(), s.id, mode === "test");
      return redirect(modeSwitchTarget(form.get("back"), HOME));
    }),
    hidden,
  )
  .get(
    "/dashboard/properties",
    page((s, url) => {
      const search = (url.searchParams.get("q") ?? "").slice(0, 200);
      const after = url.searchParams.get("after") || undefined;
      const list = listProperties(db(), scopeOf(s), {
        limit: PAGE_SIZE,
        starting_after: after,
        search,
      });
      // The first page opens on what needs the manager; a search or a later page is just the list.
      const first = !search && !after;
      const queue = first ? reviewQueue(db(), scopeOf(s)) : undefined;
      const today = todayUtc();
      const inspections = first
        ? { due: inspectionsDue(db(), scopeOf(s), addDays(today, 30), { today }), today }
        : undefined;
      const due = first ? dueCounts(db(), scopeOf(s), todayFor(db(), s.account.id)) : undefined;
      return propertiesPage(s, {
        search,
        page: list,
        back: url.pathname + url.search,
        queue,
        fromLinks: first ? newLinkPhotos(db(), scopeOf(s)) : undefined,
        inspections,
        due,
      });
    }),
    hidden,
  );
