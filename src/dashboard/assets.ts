// The dashboard's bundled client scripts (built into client.generated.ts by scripts/build-client.ts,
// so they live inside the binary): GET /dashboard/assets/<name>.<hash>.js. The hash is the content's,
// so a script is cached for a year and a new build is a new URL; its ETag is that hash, for the
// conditional GET of a browser that revalidates anyway (src/http/compression.ts answers the 304). Pages load them with the response's
// CSP nonce (views/layout.ts).
import { clientAssets } from "./client.generated";

const byFile = new Map(Object.values(clientAssets).map((a) => [a.file, a.body]));

/** The URL of a client entry (src/dashboard/client/<name>.ts). */
export function assetUrl(name: string): string {
  const a = clientAssets[name];
  if (!a) throw new Error(`no client script '${name}': run bun scripts/build-client.ts`);
  return `/dashboard/assets/${a.file}`;
}

export function serveAsset(file: string): Response {
  const body = byFile.get(file);
  if (body === undefined)
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
    });
  return new Response(body, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${file}"`,
      "x-content-type-options": "nosniff",
    },
  });
}
