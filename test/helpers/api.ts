// A small HTTP client for tests: JSON in, JSON out, with the status and headers kept. Every response
// of an operation in the OpenAPI document is checked against it (test/helpers/openapi-validator.ts),
// so code and document cannot disagree without a test failing.
import { documentValidator } from "./openapi-validator";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  key?: string | null;
  body?: unknown;
  /** Sent as is (no JSON encoding). */
  raw?: BodyInit;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export function client(base: string, defaultKey?: string) {
  async function request<T = any>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.key === undefined ? defaultKey : opts.key;
    if (key) headers.authorization = `Bearer ${key}`;
    if (opts.idempotencyKey !== undefined) headers["idempotency-key"] = opts.idempotencyKey;
    let body: BodyInit | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    const url = new URL(base + path);
    if (url.pathname.startsWith("/api/v1/"))
      (await documentValidator(url.origin)).checkResponse(
        method,
        url.pathname.slice("/api/v1".length),
        res.status,
        res.headers.get("content-type"),
        text,
      );
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, headers: res.headers, body: parsed, text };
  }
  return {
    request,
    get: <T = any>(path: string, o?: RequestOptions) => request<T>("GET", path, o),
    post: <T = any>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>("POST", path, { ...o, body }),
    patch: <T = any>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>("PATCH", path, { ...o, body }),
    del: <T = any>(path: string, o?: RequestOptions) => request<T>("DELETE", path, o),
    /** Follows next_cursor until has_more is false; returns every item. */
    async all<T = any>(path: string, o?: RequestOptions): Promise<T[]> {
      const items: T[] = [];
      let cursor: string | null = null;
      for (;;) {
        const sep = path.includes("?") ? "&" : "?";
        const r: ApiResponse = await request(
          "GET",
          cursor ? `${path}${sep}starting_after=${cursor}` : path,
          o,
        );
        if (r.status !== 200) throw new Error(`GET ${path} → ${r.status} ${r.text}`);
        items.push(...r.body.data);
        if (!r.body.has_more) return items;
        cursor = r.body.next_cursor;
      }
    },
  };
}
export type Client = ReturnType<typeof client>;

/** Asserts the docs/api-objects.md, Objects envelope and returns its error object. */
export function expectError(res: ApiResponse, status: number, code: string) {
  if (res.status !== status || res.body?.error?.code !== code)
    throw new Error(`expected ${status} ${code}, got ${res.status} ${res.text}`);
  const e = res.body.error;
  for (const f of ["code", "message", "docs_url", "request_id"])
    if (typeof e[f] !== "string" || !e[f]) throw new Error(`error.${f} missing: ${res.text}`);
  if (e.request_id !== res.headers.get("request-id"))
    throw new Error(`request_id ${e.request_id} != header ${res.headers.get("request-id")}`);
  if (!e.docs_url.endsWith(`/docs/errors#${code}`)) throw new Error(`docs_url ${e.docs_url}`);
  return e;
}
