// GET /c/<token>: the page a tradesperson opens on a phone to photograph one action item. No sign-in,
// no framework: one server-rendered page, a camera input and a small nonce'd script.
import { html } from "../core/html";
import { messagePage, newScriptNonce, page, pageHeaders } from "./layout";
import { clientAssets } from "./client.generated";
import { tooManyPixelsForPeople } from "../media/receive";
import { placeLine } from "../properties/place-line";

export interface CapturePageData {
  purpose: "evidence" | "completion_photo";
  title: string;
  location: string | null;
  propertyName: string;
  propertyAddress: string | null;
  remaining: number;
  expiresAt: string;
}

const CSS = `
.kicker{text-transform:uppercase;letter-spacing:.06em;font-size:.75rem;font-weight:700;color:#59636e;margin:0}
.facts{display:flex;flex-wrap:wrap;gap:6px 16px;margin:.6em 0 0;font-size:.95rem}
.facts b{font-variant-numeric:tabular-nums}
.picker{position:relative;display:block;margin:16px 0 8px;font-size:1.1rem;padding:18px}
.picker input{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer}
.picker.disabled{background:#8c959f;pointer-events:none}
.hint{font-size:.85rem;text-align:center;margin:0 0 12px}
#closed{background:#fff8c5;border:1px solid #d4a72c;border-radius:10px;padding:12px 14px;font-weight:600}
#uploads{list-style:none;margin:0;padding:0}
.upload{display:flex;gap:12px;align-items:center;background:#fff;border:1px solid #d1d9e0;border-radius:10px;padding:10px;margin:8px 0}
.upload img{width:64px;height:64px;object-fit:cover;border-radius:6px;background:#eaeef2;flex:none}
.upload .info{flex:1;min-width:0}
.upload .name{font-size:.85rem;color:#59636e;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.upload progress{width:100%;height:8px}
.upload .status{font-size:.95rem;font-weight:600}
.upload.done{border-color:#1a7f37}.upload.done .status{color:#1a7f37}
.upload.failed{border-color:#cf222e}.upload.failed .status{color:#cf222e}
.retry{font:inherit;font-weight:600;margin-top:6px;padding:8px 14px;border-radius:8px;border:1px solid #1f6feb;background:#fff;color:#1f6feb}
`;

function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function capturePage(d: CapturePageData): Response {
  const nonce = newScriptNonce();
  const completion = d.purpose === "completion_photo";
  const body = html`
<section class="card">
  <p class="kicker">${completion ? "Completion photo" : "Photos"} for</p>
  <h1>${d.title}</h1>
  <p class="muted">${placeLine(d.propertyName, d.propertyAddress)}${d.location ? html` · ${d.location}` : ""}</p>
  <div class="facts">
    <span>${completion ? "Uploads" : "Photos"} left: <b id="remaining">${d.remaining}</b></span>
    <span>Link expires <time datetime="${d.expiresAt}">${utc(d.expiresAt)}</time></span>
  </div>
</section>
<label class="btn picker" id="picker">${completion ? "Take the completion photo" : "Take or choose photos"}
  <input id="photo-input" type="file" accept="image/*" capture="environment"${completion ? "" : html` multiple`} data-too-large="${tooManyPixelsForPeople()}">
</label>
<p class="hint muted">Photos are resized on your phone before they are sent.</p>
<p id="closed" role="alert" hidden></p>
<ul id="uploads" aria-live="polite"></ul>`;
  return new Response(
    page({
      title: `Photos: ${d.title}`,
      body,
      css: CSS,
      script: clientAssets.capture!.body,
      scriptNonce: nonce,
    }),
    {
      status: 200,
      headers: pageHeaders({}, nonce),
    },
  );
}

export const captureLinkInvalidPage = () =>
  messagePage(
    404,
    "This link does not work",
    "The capture link is wrong or no longer exists. Check that you opened the whole link, or ask for a new one.",
  );
export const captureLinkExpiredPage = () =>
  messagePage(410, "This link has expired", "Ask the person who sent it for a new capture link.");
export const captureLinkExhaustedPage = () =>
  messagePage(
    410,
    "All uploads are used",
    "This capture link has taken all the photos it allows. Ask for a new link if you need to send more.",
  );
