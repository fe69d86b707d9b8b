// bench/compression.ts's server as a process: `bun compression-server.ts BODIES.json` serves each
// body of the file (name → text) at `/<name>/identity` as the server sends an uncompressed answer (a
// Response from the string), and at `/<name>/<encoding>/<level>` compressed as the server compresses
// a response it makes (its UTF-8 bytes through src/http/compression.ts's compressAt), then prints
// its URL.
import { compressAt, type Encoding } from "../../src/http/compression";

const bodies: Record<string, string> = await Bun.file(process.argv[2]!).json();
const utf8 = new TextEncoder();
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch(request) {
    const [, name, encoding, level] = new URL(request.url).pathname.split("/");
    const body = bodies[name!];
    if (body === undefined) return new Response("no such body", { status: 404 });
    const headers = { "content-type": "text/html; charset=utf-8", vary: "Accept-Encoding" };
    if (encoding === "identity") return new Response(body, { headers });
    const packed = compressAt(utf8.encode(body), encoding as Encoding, Number(level));
    return new Response(packed, { headers: { ...headers, "content-encoding": encoding! } });
  },
});
console.log(JSON.stringify({ url: `http://127.0.0.1:${server.port}` }));
