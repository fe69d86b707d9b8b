// The dashboard's bundled client scripts (built into client.generated.ts by scripts/build-client.ts,
// so they live inside the binary) and its shared stylesheet: GET /dashboard/assets/<name>.<hash>.js
// or .css. The hash is the content's, so an asset is cached for a year and a new build is a new URL;
// its ETag is that hash, for the conditional GET of a browser that revalidates anyway
// (src/http/compression.ts answers the 304). Pages load them with the response's CSP nonce
// (views/layout.ts).
import { clientAssets } from "./client.generated";

interface Asset {
  body: string;
  type: string;
}

const byFile = new Map<string, Asset>(
  Object.values(clientAssets).map((a) => [
    a.file,
    { body: a.body, type: "text/javascript; charset=utf-8" },
  ]),
);

/** The URL of a client entry (src/dashboard/client/<name>.ts). */
export function assetUrl(name: string): string {
  const a = clientAssets[name];
  if (!a) throw new Error(`no client script '${name}': run bun scripts/build-client.ts`);
  return `/dashboard/assets/${a.file}`;
}

/**
 * A stylesheet served the same way (content-hashed name, a year's cache): the CSS every dashboard
 * page shares, so a page carries only its own markup and a browser keeps the rest.
 */
export function stylesheetUrl(name: string, css: string): string {
  const hash = new Bun.CryptoHasher("sha256").update(css).digest("hex").slice(0, 12);
  const file = `${name}.${hash}.css`;
  byFile.set(file, { body: css, type: "text/css; charset=utf-8" });
  return `/dashboard/assets/${file}`;
}

export function serveAsset(file: string): Response {
  const asset = byFile.get(file);
  if (asset === undefined)
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
    });
  return new Response(asset.body, {
    headers: {
      "content-type": asset.type,
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${file}"`,
      "x-content-type-options": "nosniff",
    },
  });
}
