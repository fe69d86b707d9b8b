// Debian's pebble (a test ACME CA) with pebble-challtestsrv as its DNS, bound to 127.0.0.1 on free
// ports. Every name resolves to 127.0.0.1 unless a test maps it elsewhere (mapName), and pebble
// validates HTTP-01 on `httpPort`: the port the sitevisit under test answers challenges on.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { selfSignedCert } from "./certs";
import { tempDir } from "./server";

export async function freePort(): Promise<number> {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}

export interface Pebble {
  directory: string;
  /** pebble's own listener certificate: trust it with NODE_EXTRA_CA_CERTS. */
  listenerCert: string;
  /** The root that issued the certificates, PEM file. */
  rootFile: string;
  dir: string;
  mapName(host: string, ip: string): Promise<void>;
  unmapName(host: string): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(what: string, probe: () => Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return;
    await Bun.sleep(100);
  }
  throw new Error(`${what} did not come up in ${ms / 1000} s`);
}

const insecure = { tls: { rejectUnauthorized: false } } as RequestInit;

export async function startPebble(httpPort: number): Promise<Pebble> {
  const dir = tempDir("sitevisit-pebble-");
  const [acme, mgmt, dns, dnsMgmt, tlsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const { cert: listenerCert, key: listenerKey } = await selfSignedCert(dir, "localhost", {
    san: "DNS:localhost,IP:127.0.0.1",
  });
  const config = join(dir, "pebble.json");
  writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acme}`,
        managementListenAddress: `127.0.0.1:${mgmt}`,
        certificate: listenerCert,
        privateKey: listenerKey,
        httpPort,
        tlsPort,
        ocspResponderURL: "",
        externalAccountBindingRequired: false,
      },
    }),
  );
  const procs: Subprocess[] = [];
  procs.push(
    Bun.spawn(
      [
        "pebble-challtestsrv",
        "-defaultIPv4",
        "127.0.0.1",
        "-defaultIPv6",
        "",
        "-dns01",
        `127.0.0.1:${dns}`,
        "-http01",
        "",
        "-https01",
        "",
        "-tlsalpn01",
        "",
        "-management",
        `127.0.0.1:${dnsMgmt}`,
      ],
      { stdout: "ignore", stderr: "ignore" },
    ),
  );
  procs.push(
    Bun.spawn(["pebble", "-config", config, "-dnsserver", `127.0.0.1:${dns}`], {
      env: { ...process.env, PEBBLE_VA_NOSLEEP: "1", PEBBLE_WFE_NONCEREJECT: "0" },
      stdout: "ignore",
      stderr: "ignore",
      cwd: dir,
    }),
  );
  const stop = async () => {
    for (const p of procs) p.kill();
    await Promise.all(procs.map((p) => p.exited));
  };
  try {
    await waitFor("pebble-challtestsrv", async () => {
      const r = await fetch(`http://127.0.0.1:${dnsMgmt}/clear-a`, {
        method: "POST",
        body: JSON.stringify({ host: "probe.invalid" }),
      });
      return r.ok;
    });
    const directory = `https://127.0.0.1:${acme}/dir`;
    await waitFor("pebble", async () => (await fetch(directory, insecure)).ok);
    const root = await (await fetch(`https://127.0.0.1:${mgmt}/roots/0`, insecure)).text();
    const rootFile = join(dir, "root.pem");
    writeFileSync(rootFile, root);
    const dnsCall = async (path: string, body: unknown) => {
      const r = await fetch(`http://127.0.0.1:${dnsMgmt}${path}`, {
        method: "POST",
        body: JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`challtestsrv ${path}: ${r.status}`);
    };
    return {
      directory,
      listenerCert,
      rootFile,
      dir,
      mapName: (host, ip) => dnsCall("/add-a", { host, addresses: [ip] }),
      unmapName: (host) => dnsCall("/clear-a", { host }),
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
