// Checking a dashboard form against the API's own request schema (so the two cannot drift apart):
// every field's first problem, in words that name the field's label, for the page to show beside it.
import { Value, type ValueError } from "@sinclair/typebox/value";
import type { Static, TSchema } from "elysia";
import { characterCount } from "../core/characters";
import { ApiError } from "../core/errors";

export type FieldErrors = Record<string, string>;
export type Checked<S extends TSchema> =
  | { ok: true; value: Static<S> }
  | { ok: false; errors: FieldErrors };

type Limits = { minLength?: number; maxLength?: number; pattern?: string; format?: string };

function describe(e: ValueError, label: string): string {
  // A nullable field's schema is a union: its limits are those of the member the value is.
  const union = (e.schema as { anyOf?: (Limits & { type?: string })[] }).anyOf;
  const s: Limits = union?.find((m) => m.type === typeof e.value) ?? (e.schema as Limits);
  if (typeof e.value === "string") {
    const length = characterCount(e.value);
    if (s.minLength !== undefined && length < s.minLength) return `Enter ${label.toLowerCase()}.`;
    if (s.maxLength !== undefined && length > s.maxLength)
      return `${label} can be at most ${s.maxLength} characters; this is ${length}.`;
    if (s.pattern?.startsWith("^https?"))
      return `${label} must be a web address starting with http:// or https://.`;
    if (s.format === "date-time") return `${label} must be a date such as 2026-11-24.`;
  }
  return `${label}: ${e.message}.`;
}

/** `input` checked against `schema`; `labels` maps each field to the label the form shows. */
export function checkForm<S extends TSchema>(
  schema: S,
  input: Record<string, unknown>,
  labels: Record<string, string>,
): Checked<S> {
  const errors: FieldErrors = {};
  for (const e of Value.Errors(schema, input)) {
    const field = e.path.split("/")[1] ?? "";
    if (errors[field] === undefined) errors[field] = describe(e, labels[field] ?? field);
  }
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: input as Static<S> };
}

/** A service's validation error on one field (a calendar date, a limit), for the form; else null. */
export function fieldErrorOf(e: unknown): FieldErrors | null {
  if (e instanceof ApiError && e.code === "validation_error" && typeof e.extra?.param === "string")
    return { [e.extra.param]: e.message };
  return null;
}

/** A single-line form value, trimmed; absent or blank is "". */
export const text = (form: URLSearchParams, name: string) => (form.get(name) ?? "").trim();

/** A visit's day from the form's date input, as the API's date-time (midnight UTC); else as typed. */
export const visitDate = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T00:00:00Z` : d);

/** A multi-line form value: browsers send a textarea's line ends as CRLF; blank is null. */
export function longText(form: URLSearchParams, name: string): string | null {
  const v = (form.get(name) ?? "").replace(/\r\n?/g, "\n").trim();
  return v === "" ? null : v;
}
