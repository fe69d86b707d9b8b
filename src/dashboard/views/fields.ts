// Form fields of the dashboard's edit pages: a label, the input with the value the person typed (kept
// after a refused post), and the server's complaint beside it, tied to the input for screen readers.
// No `maxlength`: a browser counts it in UTF-16 code units, so it would stop an emoji-rich name at
// half the characters the server accepts (lengths count code points: src/core/characters.ts); the
// server's message beside the field says how long it may be.
import { html, type SafeHtml } from "../../core/html";

export interface FieldOptions {
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: "text" | "url" | "date" | "email" | "number" | "textarea";
  required?: boolean;
  hint?: string;
  autocomplete?: string;
}

export function field(o: FieldOptions): SafeHtml {
  const id = `f-${o.name}`;
  const described = [o.hint ? `${id}-hint` : "", o.error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const attrs = html` id="${id}" name="${o.name}"${o.required ? html` required` : ""}${
    o.autocomplete ? html` autocomplete="${o.autocomplete}"` : ""
  }${o.error ? html` aria-invalid="true"` : ""}${described ? html` aria-describedby="${described}"` : ""}`;
  return html`<div class="field${o.error ? " invalid" : ""}">
  <label for="${id}">${o.label}${o.required ? "" : html` <span class="muted">(optional)</span>`}</label>
  ${o.hint ? html`<p class="hint muted" id="${id}-hint">${o.hint}</p>` : ""}
  ${o.type === "textarea" ? html`<textarea${attrs} rows="4">${o.value}</textarea>` : html`<input type="${o.type ?? "text"}"${attrs} value="${o.value}">`}
  ${o.error ? html`<p class="error" id="${id}-error">${o.error}</p>` : ""}
</div>`;
}

/**
 * The summary at the top of a refused form: how many fields need a look, each a link to its field.
 * `errors.form` is a refusal of the whole form (not of one field), said as it is.
 */
export function errorSummary(
  errors: Record<string, string>,
  labels: Record<string, string>,
): SafeHtml | "" {
  if (errors.form)
    return html`<div class="card alert" role="alert" id="form-errors"><p>${errors.form}</p></div>`;
  const names = Object.keys(errors);
  if (!names.length) return "";
  return html`<div class="card alert" role="alert" tabindex="-1" id="form-errors">
  <p><strong>${names.length === 1 ? "One field needs" : `${names.length} fields need`} a look:</strong></p>
  <ul>${names.map((n) => html`<li><a href="#f-${n}">${labels[n] ?? n}</a></li>`)}</ul>
</div>`;
}

// One formatter of each kind for the process: toLocaleString builds a new one on every call (4 % of a
// list page). Made on first use: the first Intl formatter loads locale data, about 5 ms of start-up.
let numberFormat: Intl.NumberFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

// Below 1,000 a count reads as its plain digits, and String() is 20 times cheaper than format().
export const count = (n: number, one: string, many: string) =>
  `${n < 1000 && n >= 0 ? String(n) : (numberFormat ??= new Intl.NumberFormat("en")).format(n)} ${n === 1 ? one : many}`;

const dayFormat = () =>
  (dateFormat ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }));
// A list page shows the same few days over and over (a visit's items share its day); format() costs
// microseconds each, so each day's text is kept (bounded: a page of distinct moments starts it over).
const days = new Map<string, string>();

/** A stored date-time as a day (UTC, as visits are dated). */
export function day(iso: string): string {
  let text = days.get(iso);
  if (text === undefined) {
    if (days.size >= 1000) days.clear();
    days.set(iso, (text = dayFormat().format(new Date(iso))));
  }
  return text;
}

/** A vocabulary's <option>s, in the order given, with its labels; the current value selected. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  current: string | undefined,
): SafeHtml[] {
  return values.map(
    (v) => html`<option value="${v}"${v === current ? html` selected` : ""}>${labels[v]}</option>`,
  );
}
/**
 * Dates as <time>: the server writes them in UTC, readable without a script; the page's script
 * (client/local-time.ts) rewrites them in the browser's locale, and a moment in its time zone too.
 * A visit's day is a calendar day (stored as midnight UTC): never moved to another day by a zone.
 */
export const dayTag = (iso: string) =>
  html`<time datetime="${iso.slice(0, 10)}" data-local="date">${day(iso)}</time>`;
export const momentTag = (iso: string) =>
  html`<time datetime="${iso}" data-local="moment">${day(iso)}, ${iso.slice(11, 16)} UTC</time>`;
