// Copy and share buttons of the send and capture-link sections. The pages work without this: the
// link is shown as text in a read-only field; the script only reveals the buttons it can serve
// (Share only where the browser has the Web Share API) and says what happened in a live region.
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
  const field = document.getElementById(button.dataset.copy ?? "") as HTMLInputElement | null;
  const status = document.getElementById(`${button.dataset.copy}-status`);
  if (!field) continue;
  button.hidden = false;
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      if (status) status.textContent = "Copied.";
    } catch {
      field.select();
      if (status) status.textContent = "Selected: press Ctrl+C (or long-press) to copy.";
    }
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-share]")) {
  const field = document.getElementById(button.dataset.share ?? "") as HTMLInputElement | null;
  if (!field || typeof navigator.share !== "function") continue;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator
      .share({ title: button.dataset.title ?? document.title, url: field.value })
      .catch(() => {});
  });
}
// Photos from an item's photos page, one or several at once: the field takes many files, and each
// is posted on its own through the same form, so every photo has the same checks and limit as one
// posted without the script (docs/dashboard.md, "Photos"). The page's list of photos is then taken
// from the server's answer, so the new ones show at once; a refused one is named with the server's
// reason, each its own sentence.
/** A reason as a sentence: its own full stop, never a second one. */
const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};

/**
 * A page the server answered, as inert nodes to read from: a <template>'s content runs no script and
 * applies no style. (A DOMParser document takes this page's Content-Security-Policy, and the answer's
 * <style> carries its own response's nonce, so Chromium reports each parse as a CSP violation.)
 */
const inert = (text: string) => {
  const t = document.createElement("template");
  t.innerHTML = text;
  return t.content;
};

/**
 * Photos shown as "being prepared" are looked at again until their thumbnails exist: every 1.5 s at
 * first, then less often, for up to three minutes (a queue of large photos on a busy server takes
 * longer than one photo on an idle one). One loop at a time, however often photos are added.
 */
const polling = new WeakSet<HTMLElement>();
async function awaitPreviews(list: HTMLElement, page: string) {
  if (polling.has(list)) return;
  polling.add(list);
  let wait = 1500;
  for (let waited = 0; waited < 180_000 && list.querySelector("[data-preparing]"); waited += wait) {
    await new Promise((r) => setTimeout(r, wait));
    const res = await fetch(page).catch(() => null);
    const fresh = res?.ok ? inert(await res.text()).getElementById("photo-list") : null;
    if (fresh) list.replaceChildren(...fresh.childNodes);
    wait = Math.min(wait * 1.5, 15_000);
  }
  polling.delete(list);
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-photos]")) {
  const input = form.querySelector<HTMLInputElement>("input[type=file]");
  const status = document.getElementById("photos-status");
  const list = document.getElementById("photo-list");
  if (!input || !status || !list) continue;
  input.multiple = true;
  const photosPage = form.action.replace(/\/evidence$/, "/photos");
  // Opened while photos are still being prepared (just sent from the phone link, or a reload).
  void awaitPreviews(list, photosPage);
  form.addEventListener("submit", async (e) => {
    const files = [...(input.files ?? [])];
    if (!files.length) return;
    e.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = true;
    const csrf = form.querySelector<HTMLInputElement>("input[name=_csrf]")?.value ?? "";
    const refused: string[] = [];
    let latest: DocumentFragment | null = null;
    for (const [n, file] of files.entries()) {
      status.textContent = `Uploading photo ${n + 1} of ${files.length}…`;
      const body = new FormData();
      body.set("_csrf", csrf);
      body.set(input.name, file);
      const res = await fetch(form.action, { method: "POST", body }).catch(() => null);
      // Stored: the answer is the photos page (the redirect followed); refused: the page with why.
      const page = res ? inert(await res.text()) : null;
      if (page?.getElementById("photo-list")) latest = page;
      if (res?.ok && res.redirected) continue;
      const why =
        page?.getElementById("photo-error")?.textContent ?? "The upload failed; try again.";
      refused.push(`${file.name}: ${sentence(why)}`);
    }
    const fresh = latest?.getElementById("photo-list");
    if (fresh) list.replaceChildren(...fresh.childNodes);
    void awaitPreviews(list, photosPage);
    document.getElementById("photo-error")?.remove();
    input.value = "";
    if (button) button.disabled = false;
    const added = files.length - refused.length;
    const done = added
      ? `${added === 1 ? "1 photo" : `${added} photos`} added.`
      : "No photo added.";
    if (!refused.length) {
      status.textContent = done;
      return;
    }
    const why = document.createElement("ul");
    for (const line of refused) why.appendChild(document.createElement("li")).textContent = line;
    status.replaceChildren(`${done} Not added:`, why);
  });
}
export {}; // a module: served as <script type="module">
