// A string's length as people and JSON Schema count it: Unicode code points, not UTF-16 code units
// (an emoji outside the Basic Multilingual Plane is one character, not two; a letter with a
// combining accent is two). TypeBox's minLength/maxLength count the same way
// (patches/@sinclair%2Ftypebox@0.34.52.patch), so every length message and check agrees with the
// OpenAPI document's bounds (docs/api.md, Conventions).

/** The number of characters (code points) of `s`; a lone surrogate counts as one. */
export function characterCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
