// The shell of every server-rendered page for people without a key (capture page, public report,
// their error pages): phone-first, no framework, no remote assets, never indexed. Values go through
// the escape-by-default `html` tag (src/core/html.ts).
import { html, SafeHtml } from "../core/html";

/**
 * Headers every public page carries: no indexing, no framing, no sniffing. No script runs unless the
 * page was rendered with `scriptNonce` (a fresh one per response) and the same nonce is passed here.
 * With `styleNonce` (the dashboard's pages), only <style> elements carrying it apply, not inline ones.
 */
export function pageHeaders(
  extra: Record<string, string> = {},
  scriptNonce?: string,
  styleNonce?: string,
): Record<string, string> {
  const scripts = scriptNonce ? `'nonce-${scriptNonce}'` : "'none'";
  const styles = styleNonce ? `'nonce-${styleNonce}'` : "'unsafe-inline'";
  return {
    "content-type": "text/html; charset=utf-8",
    "x-robots-tag": "noindex, nofollow",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
    "content-security-policy": `default-src 'none'; img-src 'self' blob: data:; media-src 'self'; style-src ${styles}; script-src ${scripts}; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    // The same refusal for browsers that predate CSP's frame-ancestors.
    "x-frame-options": "DENY",
    ...extra,
  };
}

const BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f7f9}
main{max-width:760px;margin:0 auto;padding:16px}
h1{font-size:1.4rem;line-height:1.25;margin:.2em 0}
h2{font-size:1.1rem;margin:1.2em 0 .4em}
.muted{color:#59636e}
.card{background:#fff;border:1px solid #d1d9e0;border-radius:10px;padding:14px 16px;margin:12px 0}
.badge{display:inline-block;border-radius:999px;padding:1px 9px;font-size:.8rem;font-weight:600;border:1px solid currentColor}
.HIGH{color:#b42318}.MEDIUM{color:#b54708}.LOW{color:#175cd3}
.btn{display:inline-block;font:inherit;font-weight:600;background:#1f6feb;color:#fff;border:0;border-radius:10px;padding:14px 18px;width:100%;text-align:center;cursor:pointer}
a{color:#0969da}
img{max-width:100%;height:auto}
`;

/** A nonce for one response's inline script (pageHeaders and page take the same one). */
export function newScriptNonce(): string {
  // Web Crypto's fill rather than node:crypto's randomBytes: the same CSPRNG, 0.6 → 0.1 µs a page.
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * The whole document: the head (meta, title, a linked stylesheet if given, then the inline CSS, both
 * under `styleNonce` if given), then `body`.
 */
export function htmlDocument(o: {
  title: string;
  css: string;
  body: SafeHtml;
  styleNonce?: string;
  bodyClass?: string;
  stylesheet?: string;
}): string {
  const nonce = o.styleNonce ? html` nonce="${o.styleNonce}"` : "";
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${o.title}</title>
${o.stylesheet ? html`<link rel="stylesheet" href="${o.stylesheet}"${nonce}>\n` : ""}${o.css ? html`<style${nonce}>${new SafeHtml(o.css)}</style>\n` : ""}</head>
<body${o.bodyClass ? html` class="${o.bodyClass}"` : ""}>
${o.body}
</body>
</html>`.value;
}

export function page(opts: {
  title: string;
  body: SafeHtml;
  css?: string;
  script?: string;
  scriptNonce?: string;
}): string {
  if (opts.script && !opts.scriptNonce)
    throw new Error("a page script needs a nonce (newScriptNonce, also passed to pageHeaders)");
  const body = html`<main>
${opts.body}
</main>
${opts.script ? html`<script nonce="${opts.scriptNonce}">${new SafeHtml(opts.script)}</script>` : ""}`;
  return htmlDocument({ title: opts.title, css: BASE_CSS + (opts.css ?? ""), body });
}

/** A readable page for a link that cannot be used: unknown (404), expired or used up (410). */
/** The 503 of a page load refused under load (src/http/page-gate.ts adds Retry-After). */
export const busyPage = () =>
  messagePage(
    503,
    "Busy right now",
    "The server has more pages to show than it can at this moment. Try again in a few seconds.",
  );

export function messagePage(status: number, heading: string, text: string): Response {
  const body = html`<div class="card"><h1>${heading}</h1><p class="muted">${text}</p></div>`;
  return new Response(page({ title: heading, body }), { status, headers: pageHeaders() });
}
