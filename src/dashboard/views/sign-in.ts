// The signed-out pages: the sign-in form, the answer after it (the same whether or not the address
// is known), the confirm page behind an emailed link (a POST uses the link, so a mail scanner's GET
// does not), and readable pages for links that cannot be used.
import { html } from "../../core/html";
import type { LinkState } from "../../users/service";
import { plainPage } from "./layout";

export function signInPage(o: { email?: string; error?: string; status?: number } = {}): Response {
  return plainPage(
    "Sign in",
    html`<h1>Sign in to sitevisit</h1>
<p class="muted">Enter the email address you were invited with. We will email you a sign-in link; there is no password.</p>
<form class="card" method="post" action="/dashboard/sign-in" novalidate>
  <div class="field">
    <label for="email">Email address</label>
    <input id="email" name="email" type="email" autocomplete="email" inputmode="email" required value="${o.email ?? ""}"${o.error ? html` aria-invalid="true" aria-describedby="email-error"` : ""}>
    ${o.error ? html`<p class="error" id="email-error">${o.error}</p>` : ""}
  </div>
  <button type="submit">Email me a sign-in link</button>
</form>`,
    o.status ?? 200,
  );
}

export function checkEmailPage(email: string): Response {
  return plainPage(
    "Check your email",
    html`<h1>Check your email</h1>
<div class="card" role="status">
<p>If <strong>${email}</strong> belongs to a dashboard user, a sign-in link is on its way. It works once, for 15 minutes.</p>
<p class="muted">Nothing arrived? Check the spam folder, or <a href="/dashboard/sign-in">ask for another link</a>.</p>
</div>`,
  );
}

export function tooManyRequestsPage(retryAfter: number): Response {
  return plainPage(
    "Too many requests",
    html`<h1>Too many sign-in requests</h1>
<div class="card" role="alert"><p>Please wait ${retryAfter < 120 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`} before asking for another link.</p></div>`,
    429,
    { "retry-after": String(retryAfter) },
  );
}

export function confirmPage(token: string): Response {
  return plainPage(
    "Sign in",
    html`<h1>Sign in to sitevisit</h1>
<form class="card" method="post" action="/dashboard/sign-in/confirm">
  <input type="hidden" name="token" value="${token}">
  <p>You followed a sign-in link. Continue to open the dashboard on this device.</p>
  <button type="submit">Continue to the dashboard</button>
</form>`,
  );
}

const LINK_PROBLEMS: Record<
  Exclude<LinkState, "valid">,
  { status: number; heading: string; text: string }
> = {
  invalid: {
    status: 404,
    heading: "This link does not work",
    text: "The sign-in link is wrong or no longer exists. Check that you opened the whole link.",
  },
  expired: {
    status: 410,
    heading: "This link has expired",
    text: "Sign-in links work for 15 minutes (invitations for 24 hours).",
  },
  used: {
    status: 410,
    heading: "This link was already used",
    text: "Each sign-in link works once.",
  },
};

export function linkProblemPage(state: Exclude<LinkState, "valid">): Response {
  const p = LINK_PROBLEMS[state];
  return plainPage(
    p.heading,
    html`<h1>${p.heading}</h1>
<div class="card" role="alert"><p>${p.text}</p><p><a href="/dashboard/sign-in">Get a new sign-in link</a></p></div>`,
    p.status,
  );
}

/** A refused state-changing request: wrong origin or CSRF token. */
export function forbiddenPage(): Response {
  return plainPage(
    "Request refused",
    html`<h1>Request refused</h1>
<div class="card" role="alert"><p>This form was not sent from this dashboard's own page, or the page was too old. Go back, reload the page and try again.</p><p><a href="/dashboard">Open the dashboard</a></p></div>`,
    403,
  );
}

export function problemPage(status: number, heading: string, text: string): Response {
  return plainPage(
    heading,
    html`<h1>${heading}</h1><div class="card" role="alert"><p>${text}</p><p><a href="/dashboard">Open the dashboard</a></p></div>`,
    status,
  );
}
