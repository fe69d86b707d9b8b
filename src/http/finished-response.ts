// The response of an API handler, built once from its serialized body (see httpCore's onAfterHandle).
// Elysia rebuilds a returned Response (new Response + a header merge, ~4 % of a list request) when
// `set` still carries headers or a status; moving them into the Response hands it over as it is.

type Set = { headers: Record<string, unknown>; status?: number | string };

export function finishedResponse(set: Set, status: number, body: string): Response {
  const headers = set.headers as Record<string, string>;
  if (body) {
    headers["content-type"] = "application/json; charset=utf-8";
    // Set here so that compression need not add it to every response (src/http/compression.ts).
    headers.vary = "Accept-Encoding";
  }
  const response = new Response(body || null, { status, headers });
  set.headers = {};
  set.status = 200;
  return response;
}
