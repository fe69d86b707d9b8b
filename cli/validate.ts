// Checks CLI input against the API's own body schema (so the two never drift apart), and says what is
// wrong in words that name the flag, not in TypeBox's.
import { Value, type ValueError } from "@sinclair/typebox/value";
import type { Static, TSchema } from "elysia";
import { characterCount } from "../src/core/characters";
import { CliError } from "./errors";

/** "/events/0" → "--events"; "/publicUrl" → "--public-url". */
const flagOf = (path: string) =>
  "--" + (path.split("/")[1] ?? "input").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function describeSchemaError(e: ValueError): string {
  const flag = flagOf(e.path);
  const s = e.schema as { minLength?: number; maxLength?: number; anyOf?: { const?: unknown }[] };
  if (typeof e.value === "string" && (s.minLength !== undefined || s.maxLength !== undefined)) {
    const range =
      s.maxLength === undefined
        ? `at least ${s.minLength}`
        : `${s.minLength ?? 0} to ${s.maxLength}`;
    return `${flag} must be ${range} characters long, got ${characterCount(e.value)}`;
  }
  const allowed = s.anyOf?.map((a) => a.const).filter((c) => c !== undefined);
  if (allowed?.length)
    return `${flag}: ${JSON.stringify(e.value)} is not accepted; choose from: ${allowed.join(", ")}`;
  return `${flag}: ${e.message.charAt(0).toLowerCase()}${e.message.slice(1)}`;
}

export function checked<S extends TSchema>(schema: S, input: unknown): Static<S> {
  const first = Value.Errors(schema, input).First();
  if (first) throw new CliError("validation_error", describeSchemaError(first));
  return input as Static<S>;
}
