// GET /docs/errors: the page every error's docs_url points into, one anchor per code.
import { Elysia } from "elysia";
import { errorCodes } from "../core/error-codes";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
const inlineCode = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, "<code>$1</code>");

function render(): string {
  const rows = Object.entries(errorCodes)
    .map(
      ([code, { status, description }]) =>
        `<section id="${code}"><h2><a href="#${code}">${code}</a> <span class="status">${status}</span></h2><p>${inlineCode(description)}</p></section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>sitevisit API errors</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1c2430}
h2{font-size:1.1rem;margin:1.6rem 0 .3rem}h2 a{color:inherit;text-decoration:none;font-family:ui-monospace,monospace}
.status{font-weight:400;color:#667;margin-left:.5rem}code{background:#f1f3f6;padding:0 .25rem;border-radius:3px}
section:target{background:#fff8d6;margin:0 -.6rem;padding:.1rem .6rem;border-radius:4px}</style></head><body>
<h1>API errors</h1>
<p>Part of the <a href="/docs">API reference</a>.</p>
<p>Every error response has the shape <code>{ "error": { "code", "message", "docs_url", "request_id" } }</code>.
Validation errors add <code>param</code>, naming the offending field. Quote <code>request_id</code> when you report a problem: it is in the server log.</p>
${rows}
</body></html>`;
}

let cached: string | null = null;

export const errorDocsRoutes = new Elysia({ name: "error-docs" }).get(
  "/docs/errors",
  () =>
    new Response((cached ??= render()), {
      headers: { "content-type": "text/html; charset=utf-8" },
    }),
  { detail: { hide: true } },
);
