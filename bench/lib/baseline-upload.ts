// The raw baseline for bench/upload-memory.ts: plain Bun.serve streaming each request body to a file
// with a byte count (a reader loop, the same shape as the server's store), no framework, no checks.
import { open, rename } from "node:fs/promises";
import { join } from "node:path";
import { randomBytes } from "node:crypto";

const dir = process.argv[2]!;
const LIMIT = 15 * 1024 * 1024;

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  maxRequestBodySize: LIMIT + 1024 * 1024,
  async fetch(req) {
    const name = randomBytes(16).toString("hex");
    const temp = join(dir, `.${name}.tmp`);
    const fh = await open(temp, "wx", 0o600);
    let size = 0;
    try {
      for await (const chunk of req.body!) {
        size += chunk.byteLength;
        if (size > LIMIT) return new Response("too large", { status: 413 });
        await fh.write(chunk);
      }
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(temp, join(dir, name));
    return Response.json({ key: name, size }, { status: 201 });
  },
});
console.log(`listening ${server.url}`);
