// One memory budget, for the whole server, for request bodies that are held whole while they are
// read: the dashboard's photo and logo forms (multipart, parsed in memory). Forty such posts of
// 13 MiB at once took 1.27 GB; with the budget a post that does not fit is refused before its body
// is read (the form answers 503 with Retry-After and Connection: close), so those bodies stay in
// the client's hands and the server holds at most the budget's worth (docs/operating.md, Limits).
import { config } from "../core/config";

let held = 0;

/**
 * Reserves `bytes` of the budget: the release function (call it once the body is done with), or
 * null when it does not fit beside what is held. One body always fits when none is held.
 */
export function reserveBodyMemory(bytes: number): (() => void) | null {
  if (held > 0 && held + bytes > config().formMemoryBytes) return null;
  held += bytes;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= bytes;
    // The body's buffers are garbage now, but Bun's collector frees them late: posts admitted one
    // after another each left their 13 MiB (and the parsed copy) behind, 210 MB for forty. A full
    // collection once the budget is empty again gives them back (a few ms, once per burst).
    if (held === 0) Bun.gc(true);
  };
}
