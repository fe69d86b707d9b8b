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
// Several photos at once (an item's photos page): the field takes many files, and each is posted on
// its own through the same form, so every photo has the same checks and limit as one posted without
// the script (docs/dashboard.md, "Photos"). A refused one is named with the server's reason.
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-photos]")) {
  const input = form.querySelector<HTMLInputElement>("input[type=file]");
  const status = document.getElementById("photos-status");
  if (!input) continue;
  input.multiple = true;
  form.addEventListener("submit", async (e) => {
    const files = [...(input.files ?? [])];
    if (files.length < 2) return;
    e.preventDefault();
    const csrf = form.querySelector<HTMLInputElement>("input[name=_csrf]")?.value ?? "";
    const refused: string[] = [];
    for (const [n, file] of files.entries()) {
      if (status) status.textContent = `Uploading photo ${n + 1} of ${files.length}…`;
      const body = new FormData();
      body.set("_csrf", csrf);
      body.set(input.name, file);
      const res = await fetch(form.action, { method: "POST", body }).catch(() => null);
      if (res?.ok && res.redirected) continue;
      const page = res ? new DOMParser().parseFromString(await res.text(), "text/html") : null;
      const why = page?.getElementById("photo-error")?.textContent ?? "the upload failed";
      refused.push(`${file.name}: ${why}`);
    }
    if (!refused.length) return location.assign(form.action.replace(/\/evidence$/, "/photos"));
    if (status)
      status.textContent = `Not added: ${refused.join("; ")}. The others were added: reload the page to see them.`;
  });
}
export {}; // a module: served as <script type="module">
