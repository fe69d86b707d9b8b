// How request bodies are read. JSON endpoints get strict parsing with a size cap (CONTRACT 3); upload
// endpoints get an untouched stream (RawBody) so large files go to disk without being buffered.
import { ApiError } from "./errors";

/** Marks a body that was not parsed. Upload handlers read `request.body` themselves. */
export class RawBody {
  constructor(readonly contentType: string) {}
}

export function isJsonContentType(ct: string): boolean {
  const base = ct.split(";")[0]!.trim().toLowerCase();
  return base === "application/json" || (base.startsWith("application/") && base.endsWith("+json"));
}

function declaresNoBody(request: Request): boolean {
  const len = request.headers.get("content-length");
  return (len === null || len === "0") && !request.headers.has("transfer-encoding");
}

/** Reads at most `limit` bytes of the body as text; throws 413 past it without reading the rest. */
export async function readTextCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  // With a declared length within the cap, the server reads exactly that many bytes: the native
  // path is faster than a reader loop. Chunked bodies are counted as they arrive.
  if (Number.isFinite(declared)) return await request.text();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export const tooLarge = (limit: number) =>
  new ApiError("payload_too_large", `The request body is larger than ${formatBytes(limit)}.`);

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(2)} GiB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(2)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(2)} KiB`;
  return `${n} bytes`;
}

/**
 * The global body parser. JSON → parsed value (an empty body counts as `{}`), anything else → RawBody.
 * A RawBody reaching a route with a JSON schema becomes 415 in the error handler.
 */
export async function parseBody(request: Request, contentType: string, maxJsonBytes: number): Promise<unknown> {
  if (declaresNoBody(request) && !contentType) return {};
  if (!isJsonContentType(contentType)) return new RawBody(contentType);
  const text = await readTextCapped(request, maxJsonBytes);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON.");
  }
}
