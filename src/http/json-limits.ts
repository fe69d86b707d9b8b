// Limits on the shape of a JSON request body, checked on the raw text before JSON.parse's result
// reaches schema validation, idempotency fingerprints or logs. Every later walk over a body
// (TypeBox, canonical JSON, pino, error messages) recurses, so nesting is bounded here, once, by a
// loop that does not. Keys named like Object.prototype members are refused here too: no body field
// is named so, and such keys turn a plain object into one whose toString/valueOf/constructor lie,
// which code that formats or copies user data (String(v), `${v}`, Object.assign) trips over.
import { ApiError } from "../core/errors";

/** Our bodies nest two levels at most; 32 leaves room and keeps every recursive walk shallow. */
export const MAX_JSON_DEPTH = 32;

const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), "toJSON"]);

const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125; // }
const CLOSE_ARRAY = 93; // ]
const COMMA = 44;
const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Scans JSON text in one linear pass (strings and escapes respected). Throws 400 validation_error
 * past MAX_JSON_DEPTH; returns the path of the first reserved key (e.g. `name.toString`), or null.
 * Malformed text is left for JSON.parse to refuse.
 */
export function scanJsonText(text: string): string | null {
  const isObject: boolean[] = [];
  const index: number[] = [];
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  let reserved: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > MAX_JSON_DEPTH)
        throw new ApiError(
          "validation_error",
          `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        );
      isObject[depth] = c === OPEN_OBJECT;
      index[depth] = 0;
      keys[depth] = "";
      expectKey = c === OPEN_OBJECT;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth > 0) depth--;
      expectKey = false;
    } else if (c === COMMA) {
      if (isObject[depth]) expectKey = true;
      else index[depth]!++;
    } else if (c === QUOTE) {
      let j = i + 1;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d === BACKSLASH) j += 2;
        else if (d === QUOTE) break;
        else j++;
      }
      if (expectKey && depth > 0) {
        const key = decodeKey(text.slice(i + 1, j));
        keys[depth] = key;
        if (reserved === null && RESERVED_KEYS.has(key))
          reserved = pathAt(depth, isObject, index, keys);
        expectKey = false;
      }
      i = j;
    }
  }
  return reserved;
}

function decodeKey(raw: string): string {
  if (!raw.includes("\\")) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw; // malformed: JSON.parse of the whole body will refuse it
  }
}

function pathAt(depth: number, isObject: boolean[], index: number[], keys: string[]): string {
  let path = "";
  for (let d = 1; d <= depth; d++)
    path += isObject[d] ? (path ? "." : "") + keys[d] : `[${index[d]}]`;
  return path;
}

export const reservedKeyError = (path: string) =>
  new ApiError(
    "validation_error",
    `'${path}' is not allowed: keys named like built-in object members (toString, valueOf, constructor, __proto__, …) are refused.`,
    { param: path },
  );
