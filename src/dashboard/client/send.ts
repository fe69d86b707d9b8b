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
export {}; // a module: served as <script type="module">
