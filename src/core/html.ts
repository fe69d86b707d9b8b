// Escape-by-default HTML templates: every interpolated value is escaped unless it is already
// SafeHtml (built by this same tag), so user text (<script>, quotes) can never become markup.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Bidi embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069). One in a name turns
 * the text after it around ("‮gpj.exe" shows as "exe.jpg") and can spill into the words beside it;
 * `<bdi>` would only stop the spill, not the reversal. They are dropped where text is written into
 * HTML, so every page and email shows names in their stored order; the stored text stays as sent
 * (docs/dashboard.md, "Names as written").
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidiControls = (s: string): string => s.replace(BIDI_CONTROLS, "");

// One pass: the five characters become entities, the bidi controls nothing.
const TO_ESCAPE = /[&<>"'\u202a-\u202e\u2066-\u2069]/g;
// Most text has none of them: a test (no lastIndex state) spares it the replace machinery.
const NEEDS_ESCAPE = /[&<>"'\u202a-\u202e\u2066-\u2069]/;

export function escapeHtml(s: string): string {
  return NEEDS_ESCAPE.test(s) ? s.replace(TO_ESCAPE, (c) => ENTITIES[c] ?? "") : s;
}

function render(v: unknown): string {
  if (typeof v === "string") return escapeHtml(v);
  if (v === null || v === undefined || v === false) return "";
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(render).join("");
  return escapeHtml(String(v));
}

type Joined = (render: (v: unknown) => string, values: unknown[]) => string;

// One joining function per template (the TemplateStringsArray of a call site is the same object on
// every call, and lives as long as the code does).
const joiners = new WeakMap<TemplateStringsArray, Joined>();

/**
 * A template's text as string literals in one expression, `"<a href=\"" + r(v[0]) + "\">" + …`:
 * the engine joins literals and values in one step, where a loop over the parts made a rope node
 * each: a template of four values 200 → 110 ns, the edit form's page 14.5 → 12 µs in a loop
 * (issue 28's ninth pass, in the history of bench/README.md). Only the template's own text
 * becomes code, each part quoted as a JSON string literal; values are arguments, escaped by
 * `render`, never code.
 */
function joinerOf(strings: TemplateStringsArray): Joined {
  let expression = JSON.stringify(strings[0]);
  for (let i = 1; i < strings.length; i++) {
    expression += ` + r(v[${i - 1}])`;
    if (strings[i] !== "") expression += ` + ${JSON.stringify(strings[i])}`;
  }
  return new Function("r", "v", `return ${expression};`) as Joined;
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let join = joiners.get(strings);
  if (join === undefined) joiners.set(strings, (join = joinerOf(strings)));
  return new SafeHtml(join(render, values));
}

/** User text with its line breaks kept: escaped, then each newline becomes <br>. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>"));
}
