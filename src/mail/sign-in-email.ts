// The sign-in email: one button with a one-time link to the dashboard, for an invitation (24 h) or
// a sign-in asked for on the sign-in page (15 min). HTML and text parts; pure: data in, strings out.
import { html } from "../core/html";
import type { RenderedEmail } from "./report-email";

export interface SignInEmailInput {
  kind: "invite" | "sign_in";
  accountName: string;
  name?: string | null;
  url: string;
  /** "24 hours", "15 minutes". */
  validFor: string;
}

const oneLine = (s: string | null | undefined) =>
  (s ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

export function renderSignInEmail(d: SignInEmailInput): RenderedEmail {
  const url = new URL(d.url).href;
  const account = oneLine(d.accountName);
  const greeting = oneLine(d.name) ? `Hello ${oneLine(d.name)},` : "Hello,";
  const lead =
    d.kind === "invite"
      ? `You have been invited to the sitevisit dashboard of ${account}.`
      : `Someone (we hope you) asked to sign in to the sitevisit dashboard of ${account}.`;
  const subject =
    d.kind === "invite"
      ? `Your invitation to ${account} on sitevisit`
      : `Sign in to ${account} on sitevisit`;
  const note = `The link works once and expires in ${d.validFor}. If you did not expect this email, ignore it: nothing happens unless the link is used.`;
  const text = [greeting, "", lead, "", `Sign in: ${url}`, "", note, ""].join("\n");
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:16px;background:#f2f4f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px 20px;color:#101828;font-size:16px;line-height:24px">
<p style="margin:0 0 12px 0">${greeting}</p>
<p style="margin:0 0 20px 0">${lead}</p>
<p style="margin:0 0 20px 0;text-align:center"><a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">Sign in to ${account}</a></p>
<p style="margin:0 0 8px 0;font-size:13px;line-height:18px;color:#667085;word-break:break-all">${url}</p>
<p style="margin:0;font-size:13px;line-height:18px;color:#667085">${note}</p>
</td></tr></table></td></tr></table></body></html>
`;
  return { subject: subject.slice(0, 200), text, html: body.value };
}
