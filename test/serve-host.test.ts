// Where `serve` listens by default (docs/configuration.md, --host): `--dev` on loopback only, so a
// laptop's development server is not open to its network; without --dev on every interface, as
// before; --host wins either way. Checked through the built binary, from another interface's
// address of this machine when it has one (a refused connection there is the point).
import { afterEach, expect, test } from "bun:test";
import { networkInterfaces } from "node:os";
import { startServer, type TestServer } from "./helpers/server";

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});

/** An IPv4 address of this machine other than loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

async function serve(args: string[], host: string | null = null) {
  const s = await startServer({ binary: true, host, args });
  servers.push(s);
  return { server: s, port: new URL(s.url).port };
}

/** Whether a request to `address`:`port` is answered (false: the connection is refused). */
async function answers(address: string, port: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${address}:${port}/healthz`);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

test("serve --dev listens on 127.0.0.1 unless --host says otherwise", async () => {
  const { server, port } = await serve(["--dev"]);
  expect(server.url).toBe(`http://127.0.0.1:${port}`);
  expect(await answers("127.0.0.1", port)).toBe(true);
  if (outside) expect(await answers(outside, port)).toBe(false);

  const open = await serve(["--dev", "--host", "0.0.0.0"]);
  expect(open.server.url).toBe(`http://localhost:${open.port}`);
  if (outside) expect(await answers(outside, open.port)).toBe(true);
});

test("serve without --dev listens on every interface, as before", async () => {
  const { server, port } = await serve([]);
  expect(server.url).toBe(`http://localhost:${port}`);
  expect(await answers("127.0.0.1", port)).toBe(true);
  if (outside) expect(await answers(outside, port)).toBe(true);
});
