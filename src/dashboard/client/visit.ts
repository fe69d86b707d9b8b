// The visit page's script (bundled by scripts/build-client.ts; the page works without it):
//  - upload: the chosen or recorded video goes to the dashboard's tus endpoint with tus-js-client,
//    resumable (retries with delays; an upload the browser started before, even in an earlier page
//    load, is found by its fingerprint and continued from the server's offset), with a progress bar;
//    the CSRF token travels as the X-CSRF-Token header on every tus request;
//  - processing: polls the small JSON status endpoint every 2 s and reloads when the stage ends.
// The review (a READY visit onwards) has its own script, review.ts.
import { Upload } from "tus-js-client";

const $ = <T extends Element>(sel: string, root: ParentNode = document) =>
  root.querySelector<T>(sel);

function setupUpload(section: HTMLElement): void {
  const input = $<HTMLInputElement>("#video", section)!;
  const start = $<HTMLButtonElement>("#upload-start", section)!;
  const bar = $<HTMLProgressElement>("#upload-bar", section)!;
  const barBox = $<HTMLElement>("#upload-progress", section)!;
  const status = $<HTMLElement>("#upload-status", section)!;
  const say = (text: string) => (status.textContent = text);
  input.addEventListener("change", () => (start.disabled = !input.files?.length));
  start.disabled = !input.files?.length;
  start.addEventListener("click", async () => {
    const file = input.files?.[0];
    if (!file) return;
    start.disabled = true;
    input.disabled = true;
    barBox.hidden = false;
    say("Uploading…");
    const upload = new Upload(file, {
      endpoint: new URL(section.dataset.upload!, location.href).href,
      // A dropped connection: try again at once, then after 1, 3, 5, 10 and 20 s (each from the
      // offset the server reports).
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      headers: { "X-CSRF-Token": section.dataset.csrf! },
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress(sent, total) {
        const pct = total ? Math.floor((sent / total) * 100) : 0;
        bar.value = pct;
        say(`Uploading… ${pct} %`);
      },
      onShouldRetry(err, attempt) {
        const code =
          (
            err as { originalResponse?: { getStatus(): number } | null }
          ).originalResponse?.getStatus() ?? 0;
        if (code === 0 || code === 409 || code === 423 || code >= 500) {
          say(`Connection lost: resuming (attempt ${attempt + 1})…`);
          return true;
        }
        return false;
      },
      onError(err) {
        const res = (err as { originalResponse?: { getBody(): string } | null }).originalResponse;
        let message = "The upload failed.";
        try {
          message = JSON.parse(res?.getBody() ?? "").error.message ?? message;
        } catch {}
        say(message);
        start.disabled = false;
        input.disabled = false;
      },
      onSuccess() {
        bar.value = 100;
        say("Uploaded. Processing starts…");
        location.reload();
      },
    });
    const previous = await upload.findPreviousUploads();
    if (previous.length) upload.resumeFromPreviousUpload(previous[0]!);
    upload.start();
  });
}

function setupStatus(section: HTMLElement): void {
  const stage = $<HTMLElement>("#stage", section)!;
  const poll = async () => {
    try {
      const res = await fetch(section.dataset.status!, {
        headers: { accept: "application/json" },
        cache: "no-store",
      });
      if (res.ok) {
        const s = (await res.json()) as { status: string; stageLabel: string | null };
        if (s.status !== "PROCESSING") return location.reload();
        if (s.stageLabel && stage.textContent !== `${s.stageLabel}…`)
          stage.textContent = `${s.stageLabel}…`;
      }
    } catch {}
    setTimeout(poll, 2000);
  };
  setTimeout(poll, 2000);
}

const upload = $<HTMLElement>("section.upload");
if (upload) setupUpload(upload);
const processing = $<HTMLElement>("section[data-status]");
if (processing) setupStatus(processing);
