// The review page's script (views/review.ts; bundled by scripts/build-client.ts). The page works
// without it; this adds:
//  - keys (the `?` overlay lists them): j/k next/previous item, n next unchecked, a accept, e edit,
//    d dismiss, u undo, p play/pause, b back 5 s, i add an item at the video's time;
//  - Accept, Edit and the include-quotes choice saved in place (the same form posts, answered as
//    JSON), the card and the "3 of 5 checked" counts redrawn from the answer, and the visit's
//    summary too after an add, edit or dismissal (the server writes it again from the items);
//  - Dismiss hides the card at once and deletes it after a few seconds unless Undo is pressed;
//  - the video and the transcript in step: a line or an item's time seeks, the line being played is
//    highlighted; "+ Add item at 0:45" takes the paused frame's time (a time past the end is refused);
//  - on a phone, where the video is pinned at the top, an item jumped to or added is scrolled to
//    below the video, never under it;
//  - a video shot upright (taller than wide) gets the page's portrait layout (class `portrait`).
const $ = <T extends Element>(sel: string, root: ParentNode = document) =>
  root.querySelector<T>(sel);
const $$ = <T extends Element>(sel: string, root: ParentNode = document) => [
  ...root.querySelectorAll<T>(sel),
];

const video = $<HTMLVideoElement>("#video");
const player = $<HTMLElement>("#player"); // none on a visit without a video or transcript
const toast = $<HTMLElement>("#toast")!;
const UNDO_MS = 6000;

function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return s >= 3600 ? `${Math.floor(s / 3600)}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

const items = () => $$<HTMLLIElement>(".items > li:not([hidden])");
let current: HTMLLIElement | null = null;

/** The pinned player's height on a phone (0 where it is not pinned over the list). */
function pinnedHeight(): number {
  if (!player || getComputedStyle(player).position !== "sticky") return 0;
  return player.getBoundingClientRect().height;
}
function syncPinned() {
  const h = pinnedHeight();
  document.documentElement.style.setProperty("--player-h", `${h}px`);
  // The video grew (its size became known): the selected item comes out from under it.
  if (h && current && current.getBoundingClientRect().top < h)
    current.scrollIntoView({ block: "start" });
}
/** A walkthrough shot upright plays in an upright box (docs/dashboard.md, "Reviewing a visit"). */
function fitShape() {
  if (!video?.videoWidth) return;
  $("#review")?.classList.toggle("portrait", video.videoHeight > video.videoWidth);
}
video?.addEventListener("loadedmetadata", fitShape);
fitShape();
if (player) new ResizeObserver(syncPinned).observe(player);
addEventListener("resize", syncPinned);
syncPinned();

/** Focuses an item and brings it into view below the pinned video (scroll-margin-top). */
function select(li: HTMLLIElement | null | undefined, focus = true) {
  if (!li) return;
  current?.classList.remove("current");
  current = li;
  li.classList.add("current");
  syncPinned();
  if (focus) li.focus({ preventScroll: true });
  li.scrollIntoView({ block: "nearest" });
}

function refreshCounts() {
  const all = items();
  const checked = all.filter((li) => li.dataset.state === "confirmed").length;
  for (const e of $$("[data-checked]")) e.textContent = String(checked);
  for (const e of $$("[data-total]")) e.textContent = String(all.length);
  const next = $<HTMLAnchorElement>("#next-unchecked");
  const first = all.find((li) => li.dataset.state === "suggested");
  if (next) {
    next.hidden = !first;
    if (first) next.href = `#${first.id}`;
  }
}

function nextUnchecked(): HTMLLIElement | undefined {
  const all = items();
  const from = current ? all.indexOf(current) : -1;
  return [...all.slice(from + 1), ...all.slice(0, from + 1)].find(
    (li) => li.dataset.state === "suggested",
  );
}

function step(by: number) {
  const all = items();
  if (!all.length) return;
  const at = current ? all.indexOf(current) : -1;
  select(all[Math.min(all.length - 1, Math.max(0, at + by))] ?? all[0]);
}

async function post(form: HTMLFormElement): Promise<{ ok: boolean; body: any }> {
  const res = await fetch(form.action, {
    method: "POST",
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    headers: { accept: "application/json" },
  }).catch(() => null);
  const body = res ? await res.json().catch(() => null) : null;
  return { ok: !!res?.ok, body };
}

/** Redraws a card from the item the server answered with: title, facts, description, state. */
function redraw(li: HTMLLIElement, item: any) {
  $<HTMLElement>("h3", li)!.textContent = item.title;
  const facts = $<HTMLElement>(".facts", li)!;
  const seek = $(".seek", facts);
  const spans: Node[] = [];
  const badge = document.createElement("span");
  badge.className = `badge ${item.priority}`;
  badge.textContent = item.priorityLabel;
  spans.push(badge);
  for (const text of [item.statusLabel, item.location, item.categoryLabel, item.assignee]) {
    if (!text) continue;
    const s = document.createElement("span");
    s.textContent = text;
    spans.push(s);
  }
  facts.replaceChildren(...spans, ...(seek ? [seek] : []));
  // A manager's new priority replaces the extractor's reason (docs/priority-policy.md).
  const why = $<HTMLElement>(".why", li);
  if (why) {
    $<HTMLElement>("span", why)!.textContent = item.priorityReason ?? "";
    why.hidden = !item.priorityReason;
  }
  const desc = $<HTMLElement>(".desc", li);
  if (desc) {
    desc.textContent = item.description ?? "";
    desc.hidden = !item.description;
  }
  li.dataset.state = item.review.state;
  for (const name of ["priority", "status", "location", "category", "assignee"]) {
    if (item[name] === null) delete li.dataset[name];
    else li.dataset[name] = item[name];
  }
  const state = $<HTMLElement>(".state", li)!;
  state.className = `state ${item.review.state}`;
  state.textContent = item.review.state === "confirmed" ? "Checked" : "Suggested";
  if (item.review.state === "confirmed") $("form.accept", li)?.remove();
  refreshCounts();
}

let toastTimer = 0;
function say(text: string, undo: (() => void) | null) {
  $<HTMLElement>("#toast-text")!.textContent = text;
  const button = $<HTMLButtonElement>("#toast-undo")!;
  button.hidden = !undo;
  button.onclick = undo;
  toast.hidden = false;
  clearTimeout(toastTimer);
  // A message with nothing to undo goes by itself, giving the bar back its count (a phone's bar
  // has room for one or the other); a dismissal's goes when its delete is sent.
  if (!undo) toastTimer = window.setTimeout(() => (toast.hidden = true), UNDO_MS);
}

// The summary at the top, and the details form's copy of it. While it is the extractor's, the
// server writes it again whenever an item is added, changed or deleted (site-visits/summary.ts), and
// says it in its answer: shown at once, so it never counts items the list no longer has.
let summaryShown = $<HTMLTextAreaElement>("#f-summary")?.defaultValue ?? null;
function showSummary(summary: unknown) {
  if (typeof summary !== "string") return;
  const shown = $<HTMLElement>("#visit-summary");
  // Its lines as the server draws them (multiline), as text.
  if (shown)
    shown.replaceChildren(
      ...summary
        .split(/\r\n|\r|\n/)
        .flatMap((line, n) => (n ? [document.createElement("br"), line] : [line])),
    );
  // The form follows too, unless someone is writing their own summary in it.
  const field = $<HTMLTextAreaElement>("#f-summary");
  if (field && field.value === summaryShown) field.value = summary;
  summaryShown = summary;
}

async function accept(li: HTMLLIElement) {
  const form = $<HTMLFormElement>("form.accept", li);
  if (!form) return;
  const { ok, body } = await post(form);
  if (ok && body?.item) {
    redraw(li, body.item);
    say(`Accepted “${body.item.title}”.`, null);
    // Accepting stays on the item (the help says so); n goes on to the next unchecked one.
    select(li);
  } else say(body?.error?.message ?? "Not saved: reload the page and try again.", null);
}

// Dismissal: the card goes at once; the delete is sent when the Undo time is up (or the page is left).
let pending: { li: HTMLLIElement; form: HTMLFormElement; timer: number } | null = null;

function flush(beacon = false) {
  if (!pending) return;
  const { li, form, timer } = pending;
  pending = null;
  clearTimeout(timer);
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  if (beacon) navigator.sendBeacon(form.action, body);
  else
    fetch(form.action, { method: "POST", body, headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error();
        li.remove();
        showSummary((await res.json().catch(() => null))?.visit?.summary);
      })
      .catch(() => {
        li.hidden = false;
        refreshCounts();
        say("Not dismissed: reload the page and try again.", null);
      });
  if (toast.dataset.for === li.id) toast.hidden = true;
}

function dismiss(li: HTMLLIElement) {
  const form = $<HTMLFormElement>("form.dismiss", li);
  if (!form) return;
  flush();
  const all = items();
  const after = all[all.indexOf(li) + 1] ?? all[all.indexOf(li) - 1];
  li.hidden = true;
  refreshCounts();
  pending = { li, form, timer: window.setTimeout(() => flush(), UNDO_MS) };
  toast.dataset.for = li.id;
  say(`Dismissed “${$("h3", li)!.textContent}”.`, undo);
  if (after) select(after);
}

function undo() {
  if (!pending) return;
  const { li, timer } = pending;
  pending = null;
  clearTimeout(timer);
  li.hidden = false;
  refreshCounts();
  toast.hidden = true;
  select(li);
}
addEventListener("pagehide", () => flush(true));

/** The card's edit form: the server's (?edit=) or a copy of the page's template, filled from the card. */
function editBox(li: HTMLLIElement): HTMLDetailsElement | null {
  const own = $<HTMLDetailsElement>(".actions details", li);
  if (own) return own;
  const template = $<HTMLTemplateElement>("#edit-template");
  const link = $<HTMLAnchorElement>(".edit-link", li);
  const dismiss = $<HTMLFormElement>("form.dismiss", li);
  if (!template || !link || !dismiss) return null;
  const box = (template.content.cloneNode(true) as DocumentFragment).firstElementChild!;
  const prefix = `f-${li.id.replace(/^item-/, "")}`;
  for (const e of $$<HTMLElement>("[id]", box)) e.id = e.id.replace("f-tpl", prefix);
  for (const l of $$<HTMLLabelElement>("label[for]", box))
    l.htmlFor = l.htmlFor.replace("f-tpl", prefix);
  const form = $<HTMLFormElement>("form", box)!;
  form.action = dismiss.action.replace(/\/delete$/, "");
  const title = $("h3", li)!.textContent ?? "";
  form.setAttribute("aria-label", `Edit ${title}`);
  const set = (name: string, value: string) => {
    const field = form.elements.namedItem(name) as HTMLInputElement | null;
    if (field) field.value = value;
  };
  set("title", title);
  set("description", $(".desc", li)?.textContent ?? "");
  for (const name of ["priority", "status", "location", "category", "assignee"]) {
    const value = li.dataset[name] ?? "";
    const select = form.elements.namedItem(name);
    // A category the picker does not list (an integrator's own) is kept as an option of its own.
    if (
      select instanceof HTMLSelectElement &&
      value &&
      ![...select.options].some((o) => o.value === value)
    )
      select.add(new Option(value, value));
    set(name, value);
  }
  link.replaceWith(box);
  return box as HTMLDetailsElement;
}

function edit(li: HTMLLIElement) {
  const box = editBox(li);
  if (!box) return;
  box.open = true;
  $<HTMLInputElement>("input[name=title]", box)?.focus();
}

// Video and transcript in step.
const lines = $$<HTMLLIElement>("#transcript > li");
const starts = lines.map((l) => Number(l.dataset.t));
const panel = $<HTMLElement>(".transcript");
let playing = -1;

function lineAt(t: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= t + 0.05) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Scrolls the transcript panel (only the panel) so a line is in it. */
function showLine(li: HTMLElement) {
  if (!panel || panel.scrollHeight <= panel.clientHeight) return;
  const top = li.offsetTop - panel.offsetTop;
  if (top < panel.scrollTop || top > panel.scrollTop + panel.clientHeight - li.offsetHeight)
    panel.scrollTop = top - panel.clientHeight / 3;
}

function seek(t: number, play = true) {
  if (!video) return;
  video.currentTime = t;
  if (play) video.play().catch(() => {});
}

const addHere = $<HTMLButtonElement>("#add-here");
const addAt = $<HTMLInputElement>("#add-at");
if (video) {
  const tick = () => {
    const n = lineAt(video.currentTime);
    if (n !== playing) {
      lines[playing]?.classList.remove("playing");
      lines[playing]?.removeAttribute("aria-current");
      playing = n;
      if (lines[n]) {
        lines[n]!.classList.add("playing");
        lines[n]!.setAttribute("aria-current", "time");
        showLine(lines[n]!);
      }
    }
    if (addHere) $<HTMLElement>("#add-here-time")!.textContent = clock(video.currentTime);
  };
  video.addEventListener("timeupdate", tick);
  video.addEventListener("seeked", tick);
  const fill = () => {
    if (addAt) addAt.value = clock(video.currentTime);
  };
  video.addEventListener("pause", fill);
  video.addEventListener("seeked", fill);
  if (addHere) addHere.hidden = false;
}

function addItemHere() {
  if (!video || !addAt) return;
  video.pause();
  addAt.value = clock(video.currentTime);
  const form = $<HTMLElement>("#add-item")!;
  form.style.scrollMarginTop = `${pinnedHeight() + 12}px`;
  form.scrollIntoView({ block: "start" });
  $<HTMLInputElement>("#add-title")!.focus({ preventScroll: true });
}
addHere?.addEventListener("click", addItemHere);

function seconds(text: string): number | null {
  const t = text.trim();
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  const m = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d(?:\.\d+)?)$/.exec(t);
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/** The time field's complaint, or null: a time past the end of the video is refused here too. */
function timeProblem(): string | null {
  if (!addAt || !video) return null;
  if (addAt.value.trim() === "") addAt.value = clock(video.currentTime);
  const at = seconds(addAt.value);
  return at === null
    ? "Give the time as minutes and seconds, as 0:45."
    : Number.isFinite(video.duration) && at > video.duration
      ? `That time is past the end of the video, which is ${clock(video.duration)} long.`
      : null;
}

/** The list, made when the first item is added to a visit that had none. */
function itemList(): HTMLElement {
  const found = $<HTMLElement>(".items");
  if (found) return found;
  const ul = document.createElement("ul");
  ul.className = "items";
  ul.setAttribute("aria-label", "Action items");
  const none = $<HTMLElement>("#no-items");
  if (none) none.replaceWith(ul);
  else $<HTMLElement>(".work")!.append(ul);
  return ul;
}

// Adding an item: posted by the script, the card the server drew put in the list. No reload: the
// video keeps its place, the page its scroll (the browser's scroll anchoring keeps the form where
// it is), and a card dismissed a moment before stays gone while its Undo runs.
const addFormEl = $<HTMLFormElement>("#add-item");
addFormEl?.addEventListener("submit", async (e) => {
  const problem = timeProblem();
  addAt?.setCustomValidity(problem ?? "");
  e.preventDefault();
  if (problem) {
    addAt!.reportValidity();
    return;
  }
  const button = $<HTMLButtonElement>("button[type=submit]", addFormEl)!;
  button.disabled = true;
  const { ok, body } = await post(addFormEl);
  button.disabled = false;
  if (!ok || typeof body?.card !== "string") {
    say(body?.error?.message ?? "Not added: reload the page and try again.", null);
    return;
  }
  const list = itemList();
  list.insertAdjacentHTML("beforeend", body.card);
  const li = list.lastElementChild as HTMLLIElement;
  for (const name of ["title", "location", "description", "at"]) {
    const field = addFormEl.elements.namedItem(name) as HTMLInputElement | null;
    if (field) field.value = "";
  }
  const category = addFormEl.elements.namedItem("category") as HTMLSelectElement | null;
  if (category) category.value = "";
  refreshCounts();
  showSummary(body.visit?.summary);
  current?.classList.remove("current");
  current = li;
  li.classList.add("current");
  // Said beside the form, so a dismissal's Undo in the bar stays as it was.
  $<HTMLElement>("#add-status")!.textContent = `Added “${body.item.title}”.`;
  $<HTMLInputElement>("#add-title")?.focus({ preventScroll: true });
});
addAt?.addEventListener("input", () => addAt.setCustomValidity(""));

document.addEventListener("click", (e) => {
  const target = e.target as Element;
  const editLink = target.closest<HTMLAnchorElement>(".edit-link");
  if (editLink) {
    e.preventDefault();
    edit(editLink.closest<HTMLLIElement>(".items > li")!);
    return;
  }
  const line = target.closest<HTMLAnchorElement>("#transcript a");
  if (line && video) {
    e.preventDefault();
    seek(Number(line.closest<HTMLElement>("li")!.dataset.t));
    return;
  }
  const link = target.closest<HTMLAnchorElement>("a.seek, a.line");
  if (!link) return;
  const seg = link.dataset.seg;
  const li = link.closest<HTMLLIElement>(".items > li");
  if (li) select(li, false);
  // Without a video the link just goes to its line (the browser marks it, :target).
  if (!video) return;
  if (seg !== undefined) {
    e.preventDefault();
    const to = lines[Number(seg)];
    if (to) {
      showLine(to);
      if (pinnedHeight() > 0) to.scrollIntoView({ block: "center" });
      seek(starts[Number(seg)]!, false);
    }
    return;
  }
  e.preventDefault();
  seek(Number(link.dataset.t));
});

document.addEventListener("submit", async (e) => {
  const form = e.target as HTMLFormElement;
  const li = form.closest<HTMLLIElement>(".items > li");
  if (!li) return;
  if (form.classList.contains("accept")) {
    e.preventDefault();
    await accept(li);
  } else if (form.classList.contains("dismiss")) {
    e.preventDefault();
    dismiss(li);
  } else if (form.classList.contains("edit")) {
    e.preventDefault();
    const note = $<HTMLElement>(".saved", form)!;
    note.textContent = "Saving…";
    const { ok, body } = await post(form);
    if (ok && body?.item) {
      redraw(li, body.item);
      note.textContent = "Saved";
      showSummary(body.visit?.summary);
      $<HTMLDetailsElement>(".actions details", li)!.open = false;
      select(li);
    } else note.textContent = body?.error?.message ?? "Not saved: reload the page and try again.";
  }
});

const quotes = $<HTMLFormElement>("#quotes");
if (quotes) {
  $<HTMLButtonElement>("button", quotes)!.hidden = true;
  $<HTMLInputElement>("input[type=checkbox]", quotes)!.addEventListener("change", async () => {
    const note = $<HTMLElement>(".saved", quotes)!;
    const { ok } = await post(quotes);
    note.textContent = ok ? "Saved" : "Not saved: reload the page and try again.";
  });
}

// The help overlay.
const help = $<HTMLElement>("#help")!;
let before: Element | null = null;
function openHelp() {
  before = document.activeElement;
  help.hidden = false;
  $<HTMLButtonElement>("#help-close")!.focus();
}
function closeHelp() {
  help.hidden = true;
  (before as HTMLElement | null)?.focus?.();
}
$<HTMLButtonElement>("#help-close")!.addEventListener("click", closeHelp);
help.addEventListener("click", (e) => {
  if (e.target === help) closeHelp();
});
const helpOpen = $<HTMLButtonElement>("#help-open");
if (helpOpen) {
  helpOpen.hidden = false;
  helpOpen.addEventListener("click", openHelp);
}
const trHelp = $<HTMLElement>("#tr-help");
if (trHelp) trHelp.hidden = false;

document.addEventListener("keydown", (e) => {
  if (!help.hidden) {
    if (e.key === "Escape" || e.key === "?") {
      e.preventDefault();
      closeHelp();
    } else if (e.key === "Tab") {
      e.preventDefault();
      $<HTMLButtonElement>("#help-close")!.focus();
    }
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const t = e.target as HTMLElement;
  if (t.closest("input, textarea, select, [contenteditable]")) {
    if (e.key === "Escape") {
      const box = t.closest<HTMLDetailsElement>(".actions details");
      if (box) {
        box.open = false;
        select(box.closest<HTMLLIElement>(".items > li"));
      }
    }
    return;
  }
  const li = current && !current.hidden ? current : null;
  const act: Record<string, () => void> = {
    j: () => step(1),
    k: () => step(-1),
    n: () => select(nextUnchecked()),
    a: () => li && accept(li),
    e: () => li && edit(li),
    d: () => li && dismiss(li),
    u: undo,
    p: () => video && (video.paused ? video.play().catch(() => {}) : video.pause()),
    b: () => video && (video.currentTime = Math.max(0, video.currentTime - 5)),
    i: addItemHere,
    "?": openHelp,
  };
  const run = act[e.key];
  if (!run) return;
  e.preventDefault();
  run();
});

refreshCounts();
// A page opened on an item (after adding one, or from a link) shows it below the pinned video.
const target = location.hash.startsWith("#item-")
  ? $<HTMLLIElement>(`.items > li#${CSS.escape(location.hash.slice(1))}`)
  : null;
if (target) requestAnimationFrame(() => select(target));
