// The request path as the log writes it. Capture tokens (/c/<token>), report tokens (/r/<token>),
// work order links (/w/<token>) and
// media keys (/media/<key>) are bearer secrets in the path, so they are cut out, and a client's
// spelling must not get one past the check: the path is normalised first (query and fragment dropped,
// percent-escapes decoded (repeatedly, so %252F too), backslashes and empty segments folded, `.` and
// `..` resolved, `;params` ignored, case ignored). If any segment then names one of those routes,
// everything after it is written as [redacted]; other paths are logged as sent.
const SECRET_PREFIXES = new Set(["c", "r", "w", "media"]);

function decodeAll(text: string): string {
  let out = text;
  for (let i = 0; i < 4 && out.includes("%"); i++) {
    // Escape by escape, so one malformed escape does not keep the rest encoded.
    const next = out.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === out) break;
    out = next;
  }
  return out;
}

function segments(path: string): string[] {
  const out: string[] = [];
  for (const raw of decodeAll(path).split(/[\\/]+/)) {
    const seg = raw.split(";")[0]!.trim().toLowerCase();
    if (seg === "" || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return out;
}

// Most paths (every API request) have nothing to decode or fold: letters, digits, `_`, `-` and `/`.
// Their segments are then exactly their split on "/", so they are checked without normalising.
const PLAIN_PATH = /^[A-Za-z0-9_/-]*$/;
// In a plain path, a segment that names one of SECRET_PREFIXES (one regex instead of a split).
const SECRET_SEGMENT = new RegExp(`(?:^|/)(?:${[...SECRET_PREFIXES].join("|")})(?:/|$)`, "i");

/** The path to log: as sent, or normalised up to a secret-bearing route's prefix and then [redacted]. */
export function redactPath(path: string): string {
  if (PLAIN_PATH.test(path) && !SECRET_SEGMENT.test(path)) return path;
  const bare = path.replace(/[?#].*$/s, "");
  const segs = segments(bare);
  const at = segs.findIndex((s) => SECRET_PREFIXES.has(s));
  if (at < 0) return bare;
  return "/" + [...segs.slice(0, at + 1), "[redacted]"].join("/");
}
