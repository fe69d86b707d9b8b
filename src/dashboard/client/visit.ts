// The visit page's script (bundled by scripts/build-client.ts; the page works without it):
//  - upload: the chosen or recorded video goes to the dashboard's tus endpoint with tus-js-client,
//    resumable (retries with delays; an upload the browser started before, even in an earlier page
//    load, is found by its fingerprint and continued from the server's offset), with a progress bar
//    and the time left; Cancel stops it and deletes it on the server; a refusal ("not a video") is
//    shown as an alert and the bar goes back to empty;
//    the CSRF token travels as the X-CSRF-Token header on every tus request;
//  - processing: polls the small JSON status endpoint every 2 s (its stage and time left) and
//    reloads when processing ends.
// The review (a READY visit onwards) has its own script, review.ts.
import { Upload } from "tus-js-client";
import { aboutTime } from "../../core/time";

const $ = <T extends Element>(sel: string, root: ParentNode = document) =>
  root.querySelector<T>(sel);

function setupUpload(section: HTMLElement): void {
  const input = $<HTMLInputElement>("#video", section)!;
  const start = $<HTMLButtonElement>("#upload-start", section)!;
  const cancel = $<HTMLButtonElement>("#upload-cancel", section)!;
  const bar = $<HTMLProgressElement>("#upload-bar", section)!;
  const barBox = $<HTMLElement>("#upload-progress", section)!;
  const status = $<HTMLElement>("#upload-status", section)!;
  const problem = $<HTMLElement>("#upload-error", section)!;
  const say = (text: string) => (status.textContent = text);
  let upload: Upload | null = null;
  /** Back to choosing a file: the bar empty and hidden, the buttons as before an upload. */
  const reset = (message: string) => {
    upload = null;
    bar.value = 0;
    barBox.hidden = true;
    cancel.hidden = true;
    start.disabled = !input.files?.length;
    input.disabled = false;
    say(message);
  };
  const fail = (message: string) => {
    reset("");
    problem.textContent = message;
    problem.hidden = false;
  };
  input.addEventListener("change", () => {
    start.disabled = !input.files?.length;
    problem.hidden = true;
  });
  start.disabled = !input.files?.length;
  // Cancel stops sending and asks the server to delete what it has (tus termination: DELETE).
  cancel.addEventListener("click", async () => {
    const current = upload;
    if (!current) return;
    cancel.disabled = true;
    await current.abort(true).catch(() => {});
    cancel.disabled = false;
    reset("Upload cancelled.");
  });
  start.addEventListener("click", async () => {
    const file = input.files?.[0];
    if (!file) return;
    start.disabled = true;
    input.disabled = true;
    problem.hidden = true;
    barBox.hidden = false;
    cancel.hidden = false;
    say("Uploading…");
    // Time left from the pace of this upload so far (bytes sent since it started or resumed).
    let began = 0;
    let from = 0;
    upload = new Upload(file, {
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
        const now = performance.now();
        if (!began || sent < from) [began, from] = [now, sent];
        const rate = (sent - from) / ((now - began) / 1000);
        const left =
          rate > 0 && now - began > 1000 ? `, ${aboutTime((total - sent) / rate)} left` : "";
        say(`Uploading… ${pct} %${left}`);
      },
      onShouldRetry(err, attempt) {
        const code =
          (
            err as { originalResponse?: { getStatus(): number } | null }
          ).originalResponse?.getStatus() ?? 0;
        if (code === 0 || code === 409 || code === 423 || code >= 500) {
          say(`Connection lost: resuming (attempt ${attempt + 1})…`);
          began = 0;
          return true;
        }
        return false;
      },
      onError(err) {
        const res = (err as { originalResponse?: { getBody(): string } | null }).originalResponse;
        let message = "The upload failed: check the connection and try again.";
        try {
          message = JSON.parse(res?.getBody() ?? "").error.message ?? message;
        } catch {}
        fail(message);
      },
      onSuccess() {
        bar.value = 100;
        cancel.hidden = true;
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
  const estimate = $<HTMLElement>("#estimate", section);
  const poll = async () => {
    try {
      const res = await fetch(section.dataset.status!, {
        headers: { accept: "application/json" },
        cache: "no-store",
      });
      if (res.ok) {
        const s = (await res.json()) as {
          status: string;
          stageLabel: string | null;
          estimate: string | null;
        };
        if (s.status !== "PROCESSING") return location.reload();
        if (estimate && s.estimate && estimate.textContent !== s.estimate)
          estimate.textContent = s.estimate;
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
