// The dashboard's document: phone-first CSS (one cached stylesheet, a page's own CSS inline, both
// under the response's nonce),
// the header with navigation, the live/test switch and the test-data banner, and the plain shell of
// the signed-out pages. Everything goes through the escape-by-default `html` tag.
import { html, type SafeHtml } from "../../core/html";
import { htmlDocument, newScriptNonce, pageHeaders } from "../../pages/layout";
import type { DashboardSession } from "../http";
import { negotiatedResponse } from "../../http/compression";
import { PROPERTY_CSS } from "./properties.css";
import { assetUrl, stylesheetUrl } from "../assets";

const CSS = `
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#f6f7f9;--link:#0969da;--accent:#1f6feb;--test:#9a3412;--testbg:#fff4e5}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-9999px;top:0}
.skip:focus{left:8px;top:8px;z-index:10;background:#fff;padding:8px 12px;border-radius:8px}
.testbar{background:var(--test);color:#fff;text-align:center;font-weight:700;font-size:.85rem;letter-spacing:.03em;padding:4px 12px}
.top{background:#fff;border-bottom:1px solid var(--line)}
.is-test .top{border-bottom:3px solid var(--test)}
.bar{max-width:1100px;margin:0 auto;padding:8px 12px;display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px}
.brand{font-weight:700;margin-right:auto;min-width:0;overflow-wrap:anywhere}
.brand small{display:block;font-weight:400;color:var(--muted);font-size:.8rem}
.bar nav{flex-basis:100%}
.bar nav ul{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:0}
.bar nav a,.linkbtn{display:block;padding:10px 12px;border-radius:8px;text-decoration:none;color:var(--fg);font:inherit;font-weight:600;background:none;border:0;cursor:pointer;min-height:44px}
.bar nav a[aria-current=page]{background:#ddf4ff;color:#0550ae}
.bar nav a:hover,.linkbtn:hover{background:#eef1f4}
.bar nav .out{margin-left:auto;position:relative}
.acct>summary{list-style:none;display:flex;align-items:center}
.acct>summary::-webkit-details-marker{display:none}
.acct>summary::after{content:"▾";margin-left:4px}
.acct .menu{position:absolute;right:0;top:100%;z-index:20;background:#fff;border:1px solid var(--line);border-radius:8px;padding:4px;min-width:220px;box-shadow:0 4px 12px rgba(0,0,0,.12)}
.acct .menu form{margin:0}
.acct .menu .linkbtn{width:100%;text-align:left}
@media (max-width:759px){
  .bar{padding:4px 10px;gap:2px 8px}
  .bar nav ul{gap:0;flex-wrap:nowrap;align-items:center}
  .bar nav a,.bar .linkbtn{padding:6px 6px;min-height:40px;white-space:nowrap;font-size:.9rem}
  .bar .acct .menu .linkbtn{min-height:44px}
  .mode .state{display:none}
  .mode button{padding:4px 10px;min-height:36px;font-size:.9rem}
  .brand{line-height:1.2;max-width:calc(100% - 150px)}
  .brand,.brand small{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
}
.mode{display:flex;align-items:center;gap:8px}
.mode .state{font-size:.85rem;font-weight:700;border-radius:999px;padding:2px 10px;border:1px solid var(--line);color:var(--muted)}
.is-test .mode .state{background:var(--testbg);border-color:var(--test);color:var(--test)}
button,.btn{font:inherit;font-weight:600;border-radius:8px;padding:10px 16px;min-height:44px;cursor:pointer;border:1px solid var(--accent);background:var(--accent);color:#fff}
button.secondary{background:#fff;color:#0550ae;border-color:var(--line)}
main{max-width:1100px;margin:0 auto;padding:16px 12px 32px}
h1{font-size:1.4rem;line-height:1.25;margin:.2em 0 .6em}
.muted{color:var(--muted)}
.card{background:#fff;border:1px solid var(--line);border-radius:10px;padding:14px 16px;margin:12px 0}
label{display:block;font-weight:600;margin:0 0 4px}
input[type=email],input[type=search],input[type=text],select{font:inherit;width:100%;padding:10px 12px;min-height:44px;border:1px solid #8c959f;border-radius:8px;background:#fff;color:var(--fg)}
.field{margin:0 0 12px}
.error{color:#b42318;font-weight:600}
.search{display:flex;gap:8px;align-items:end;margin:0 0 12px}
.search .field{flex:1;margin:0}
.list{list-style:none;margin:0;padding:0;display:grid;gap:10px;grid-template-columns:1fr}
.list li{background:#fff;border:1px solid var(--line);border-radius:10px;padding:12px 14px;min-width:0}
.list h2{font-size:1.05rem;margin:0;overflow-wrap:anywhere}
.list p{margin:.2em 0 0;overflow-wrap:anywhere}
.facts{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:.9rem;color:var(--muted);margin-top:6px}
.badge{display:inline-block;border-radius:999px;padding:0 8px;font-size:.8rem;font-weight:600;border:1px solid currentColor;vertical-align:middle}
.HIGH{color:#b42318}.MEDIUM{color:#93370d}.LOW{color:#175cd3}
.pager{margin:16px 0}
.narrow{max-width:440px;margin:8vh auto 0}
footer{max-width:1100px;margin:0 auto;padding:0 12px 32px;color:var(--muted);font-size:.9rem;display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px}
@media (min-width:760px){
  .bar{padding:8px 16px;flex-wrap:nowrap}
  .bar nav{flex-basis:auto;order:0}
  .brand{margin-right:8px}
  .mode{order:2;margin-left:auto}
  main{padding:24px 16px 40px}
  footer{padding:0 16px 40px}
  .list{grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}
}
`;

// Every page's CSS, one cached file: a page carries only its own (`css` below), which keeps each
// page about 5 KiB smaller and halves the work of compressing it.
const STYLESHEET = stylesheetUrl("dashboard", CSS + PROPERTY_CSS);

export type Section = "properties" | "action-items" | "settings";

interface DocOptions {
  title: string;
  body: SafeHtml;
  status?: number;
  headers?: Record<string, string>;
  bodyClass?: string;
  /** URLs of bundled client scripts (src/dashboard/assets.ts), loaded deferred under the nonce. */
  scripts?: string[];
  /** Extra CSS of a page (under the same nonce). */
  css?: string;
  /** The page frames our own documents (the email preview). */
  frames?: boolean;
  /** The request answered: the page is then compressed as it is made (negotiatedResponse). */
  request?: Request;
}

function documentResponse(o: DocOptions): Response {
  const nonce = newScriptNonce();
  const bundled = (o.scripts ?? []).map(
    (src) => html`\n<script defer src="${src}" nonce="${nonce}"></script>`,
  );
  const body = html`${o.body}${bundled}`;
  const doc = htmlDocument({
    title: `${o.title} · sitevisit`,
    stylesheet: STYLESHEET,
    css: o.css ?? "",
    body,
    styleNonce: nonce,
    bodyClass: o.bodyClass,
  });
  // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with our own
  // form posts, and the Origin check needs the real one. Other sites still get no Referer.
  const headers = pageHeaders(
    { "referrer-policy": "same-origin", ...o.headers },
    o.scripts?.length ? nonce : undefined,
    nonce,
  );
  if (o.frames) headers["content-security-policy"] += "; frame-src 'self'";
  return o.request
    ? negotiatedResponse(o.request, doc, o.status ?? 200, headers)
    : new Response(doc, { status: o.status ?? 200, headers });
}

/** A page for someone signed out: sign-in form, check-your-email, link problems. */
export function plainPage(
  title: string,
  content: SafeHtml,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return documentResponse({
    title,
    status,
    headers,
    body: html`<main id="main"><div class="narrow">${content}</div></main>`,
  });
}

/** A hidden CSRF field for forms of a signed-in page. */
export const csrfField = (s: DashboardSession) =>
  html`<input type="hidden" name="_csrf" value="${s.csrf}">`;

const NAV: { section: Section; href: string; label: string }[] = [
  { section: "properties", href: "/dashboard/properties", label: "Properties" },
  { section: "action-items", href: "/dashboard/action-items", label: "Action items" },
  { section: "settings", href: "/dashboard/settings", label: "Settings" },
];

/**
 * What a signed-in page shows around its content: all of it the session's (names, mode) but the
 * page's own address in the mode switch, the current section in the navigation, and the CSRF token
 * of its three forms, which is masked afresh for every response and so never kept here.
 */
interface Chrome {
  isTest: boolean;
  accountName: string;
  userName: string | null | undefined;
  email: string;
  /** Up to the mode switch's CSRF field. */
  top: SafeHtml;
  /** From after the mode switch's `back` value to the opening of <main>, for each section. */
  middle: Map<Section, AroundToken>;
  /** From the end of <main> to the end of the page. */
  bottom: AroundToken;
}

/** Markup in two parts, around a form's CSRF field. */
interface AroundToken {
  before: SafeHtml;
  after: SafeHtml;
}

// Rendered once per session and kept while its facts stay the same (a rename or a mode switch draws
// it anew): a fifth of the edit form's rendering (issue 28's ninth pass, in the history of
// bench/README.md). Keyed by the session's id; bounded, started over when full.
const chromes = new Map<string, Chrome>();
const CHROMES = 256;

function chromeOf(s: DashboardSession): Chrome {
  const kept = chromes.get(s.id);
  if (
    kept &&
    kept.isTest === s.isTest &&
    kept.accountName === s.account.name &&
    kept.userName === s.user.name &&
    kept.email === s.user.email
  )
    return kept;
  const chrome: Chrome = {
    isTest: s.isTest,
    accountName: s.account.name,
    userName: s.user.name,
    email: s.user.email,
    top: html`<a class="skip" href="#main">Skip to content</a>
${s.isTest ? html`<div class="testbar" role="status">TEST DATA: you are viewing the test dataset</div>` : ""}
<header class="top">
<div class="bar">
  <div class="brand">${s.account.name}<small>${s.user.name ?? s.user.email}</small></div>
  <form class="mode" method="post" action="/dashboard/mode">
    `,
    middle: new Map(),
    bottom: {
      before: html`
</main>
<footer>
  <span>Signed in as ${s.user.email}</span>`,
      after: html`
</footer>`,
    },
  };
  if (chromes.size >= CHROMES) chromes.clear();
  chromes.set(s.id, chrome);
  return chrome;
}

function middleOf(s: DashboardSession, chrome: Chrome, section: Section): AroundToken {
  let middle = chrome.middle.get(section);
  if (middle === undefined)
    chrome.middle.set(
      section,
      (middle = {
        before: html`">
    <input type="hidden" name="mode" value="${s.isTest ? "live" : "test"}">
    <span class="state">${s.isTest ? "Test mode" : "Live"}</span>
    <button class="secondary" type="submit">${s.isTest ? "View live data" : "View test data"}</button>
  </form>
  <nav aria-label="Dashboard">
    <ul>
      ${NAV.map((n) => html`<li><a href="${n.href}"${n.section === section ? html` aria-current="page"` : ""}>${n.label}</a></li>`)}
      <li class="out"><details class="acct"><summary class="linkbtn">Account</summary><div class="menu"><form method="post" action="/dashboard/sign-out">`,
        after: html`<button class="linkbtn" type="submit">Sign out</button></form><a class="linkbtn" href="/dashboard/sign-out-everywhere">Sign out everywhere…</a></div></details></li>
    </ul>
  </nav>
</div>
</header>
<main id="main">
`,
      }),
    );
  return middle;
}

/**
 * A signed-in page. In test mode a banner says so above everything and the header is edged in
 * orange, so test data is never mistaken for live data. `back` is the page itself (with its filters):
 * the mode switch returns to it, or to its list when it shows one record (http.ts, modeSwitchTarget).
 */
export function appPage(
  s: DashboardSession,
  o: {
    title: string;
    section: Section;
    back: string;
    content: SafeHtml;
    status?: number;
    headers?: Record<string, string>;
  } & Pick<DocOptions, "scripts" | "css" | "frames">,
): Response {
  const chrome = chromeOf(s);
  const middle = middleOf(s, chrome, o.section);
  const token = csrfField(s);
  const body = html`${chrome.top}${token}<input type="hidden" name="back" value="${o.back}${middle.before}${token}${middle.after}${o.content}${chrome.bottom.before}${chrome.bottom.after}`;
  return documentResponse({
    ...o,
    body,
    bodyClass: s.isTest ? "is-test" : undefined,
    scripts: [assetUrl("local-time"), ...(o.scripts ?? [])],
    request: s.request,
  });
}
