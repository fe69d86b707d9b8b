// The capture page's only script (bundled by scripts/build-client.ts and inlined in the page with
// its per-response CSP nonce). It downsizes each photo in the browser (canvas → JPEG, long side at
// most 2048 px: a 12 MP phone photo of ~4 MB becomes ~0.5 MB on a site's weak signal), then uploads
// photos one at a time with progress, and offers a retry when one fails. A photo the browser cannot
// decode (HEIC on most browsers) is sent as it is: the server checks it by content either way.
const MAX_SIDE = 2048;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const input = byId<HTMLInputElement>("photo-input");
const picker = byId<HTMLElement>("picker");
const list = byId<HTMLElement>("uploads");
const remainingEl = byId<HTMLElement>("remaining");
const closedEl = byId<HTMLElement>("closed");
const endpoint = `${location.pathname.replace(/\/+$/, "")}/photos`;

/** One chosen photo and its row in the list. */
interface Entry {
  file: File;
  /** What is sent: the downsized JPEG, or the file itself; made once, kept for a retry. */
  blob: Blob | null;
  li: HTMLLIElement;
  bar: HTMLProgressElement;
  status: HTMLElement;
  retry: HTMLButtonElement;
  thumb: HTMLImageElement;
}

/** The answer to a photo upload: the link's uploads left, or the API's error. */
interface UploadAnswer {
  remaining_uploads?: number;
  error?: { code?: string; message: string };
}

/**
 * An API error as the tradesperson reads it: the pixel limit's message is for integrators (it names
 * the server's setting), so the page says the plain one the server put beside the input.
 */
const said = (error: NonNullable<UploadAnswer["error"]>) =>
  (error.code === "image_too_large" && input.dataset.tooLarge) || error.message;

const queue: Entry[] = [];
let busy = false;

for (const t of document.querySelectorAll("time[datetime]")) {
  const d = new Date(t.getAttribute("datetime") ?? "");
  if (!Number.isNaN(d.getTime()))
    t.textContent = d.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

function closeLink(message: string): void {
  input.disabled = true;
  picker.classList.add("disabled");
  picker.setAttribute("aria-disabled", "true");
  closedEl.textContent = message;
  closedEl.hidden = false;
}

function setRemaining(n: number): void {
  remainingEl.textContent = String(n);
  if (n <= 0) closeLink("All uploads for this link are used. Thank you!");
}

async function downsize(file: File): Promise<Blob> {
  if (!window.createImageBitmap) return file;
  try {
    const bmp = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_SIDE / Math.max(bmp.width, bmp.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bmp.width * scale);
    canvas.height = Math.round(bmp.height * scale);
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.drawImage(bmp, 0, 0, canvas.width, canvas.height);
    bmp.close?.();
    return await new Promise<Blob>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? file), "image/jpeg", 0.85),
    );
  } catch {
    return file;
  }
}

/** An element with a class name (and text). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = "") {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}

function entry(file: File): Entry {
  const li = el("li", "upload");
  const thumb = el("img");
  thumb.alt = "";
  const info = el("div", "info");
  const name = el("div", "name", file.name || "Photo");
  const bar = el("progress");
  bar.max = 1;
  bar.value = 0;
  const status = el("div", "status");
  status.setAttribute("role", "status");
  const retry = el("button", "retry", "Retry");
  retry.type = "button";
  retry.hidden = true;
  info.append(name, bar, status, retry);
  li.append(thumb, info);
  list.prepend(li);
  const e: Entry = { file, blob: null, li, bar, status, retry, thumb };
  retry.addEventListener("click", () => enqueue(e));
  return e;
}

function fail(e: Entry, message: string, canRetry: boolean): void {
  e.li.className = "upload failed";
  e.status.textContent = message;
  e.retry.hidden = !canRetry;
}

/** Sends the photo with progress (XMLHttpRequest: fetch reports no upload progress). */
function send(e: Entry, blob: Blob): Promise<void> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpoint);
    xhr.setRequestHeader("Content-Type", blob.type || "application/octet-stream");
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) e.bar.value = ev.loaded / ev.total;
    };
    xhr.onload = () => {
      let body: UploadAnswer | null = null;
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {}
      if (xhr.status === 201 && body) {
        e.bar.value = 1;
        e.li.className = "upload done";
        e.status.textContent = "Uploaded ✓";
        setRemaining(Number(body.remaining_uploads));
      } else {
        const message = body?.error ? said(body.error) : `Upload failed (HTTP ${xhr.status}).`;
        const final = xhr.status === 404 || xhr.status === 410;
        fail(e, message, !final);
        if (final) closeLink(message);
      }
      resolve();
    };
    xhr.onerror = () => {
      fail(e, "Network problem: the photo was not uploaded.", true);
      resolve();
    };
    xhr.send(blob);
  });
}

async function pump(): Promise<void> {
  const e = busy ? undefined : queue.shift();
  if (!e) return;
  busy = true;
  e.li.className = "upload active";
  e.retry.hidden = true;
  e.bar.value = 0;
  e.status.textContent = "Preparing…";
  e.blob ??= await downsize(e.file);
  if (!e.thumb.src) e.thumb.src = URL.createObjectURL(e.blob);
  e.status.textContent = "Uploading…";
  await send(e, e.blob);
  busy = false;
  void pump();
}

function enqueue(e: Entry): void {
  e.li.className = "upload waiting";
  e.status.textContent = "Waiting…";
  e.retry.hidden = true;
  queue.push(e);
  void pump();
}

input.addEventListener("change", () => {
  for (const f of Array.from(input.files ?? [])) enqueue(entry(f));
  input.value = "";
});

export {}; // a module of its own: its names stay out of the page's globals
