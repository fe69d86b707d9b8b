// The response of an API handler, built once from its serialized body (see httpCore's onAfterHandle).
// Elysia rebuilds a returned Response (new Response + a header merge, ~4 % of a list request) when
// `set` still carries headers or a status; moving them into the Response hands it over as it is.
// It is negotiated as it is made (compressed or not), so the server's negotiate() passes it on.
import { negotiatedResponse } from "./compression";

type Set = { headers: Record<string, unknown>; status?: number | string };

export function finishedResponse(
  request: Request,
  set: Set,
  status: number,
  body: string,
): Response {
  const headers = set.headers as Record<string, string>;
  set.headers = {};
  set.status = 200;
  if (!body) return new Response(null, { status, headers });
  headers["content-type"] = "application/json; charset=utf-8";
  return negotiatedResponse(request, body, status, headers);
}

/**
 * A ready-made Response (a page, a redirect, media) handed to Elysia as it is: `set`'s headers (the
 * Request-Id) moved into it, its own headers winning as in Elysia's merge. Left to Elysia when `set`
 * also carries a status for it, or when its headers cannot change (Response.redirect()).
 */
export function handOver(set: Set, response: Response): void {
  if (set.status !== undefined && set.status !== 200 && response.status === 200) return;
  const headers = response.headers;
  try {
    for (const [name, value] of Object.entries(set.headers)) {
      if (name === "set-cookie")
        for (const cookie of [value].flat()) headers.append(name, String(cookie));
      else if (!headers.has(name)) headers.set(name, String(value));
    }
  } catch {
    return;
  }
  set.headers = {};
  set.status = 200;
}
