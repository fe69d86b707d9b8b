// Accounts and keys made with the real CLI, as an admin would.
import { afterAll, beforeAll } from "bun:test";
import { startServer, type StartOptions, type TestServer } from "./server";
import { client, type Client } from "./api";

export interface Tenant {
  accountId: string;
  liveKey: string;
  testKey: string;
  live: Client;
  test: Client;
}

export async function createTenant(
  server: TestServer,
  name = "Acme Property",
  o: { plan?: string } = {},
): Promise<Tenant> {
  const acct = await server.cli([
    "accounts",
    "create",
    "--name",
    name,
    ...(o.plan ? ["--plan", o.plan] : []),
    "--json",
  ]);
  if (acct.code !== 0) throw new Error(`accounts create failed: ${acct.stderr}`);
  const accountId = acct.json.id;
  const [live, test] = await Promise.all(
    (["live", "test"] as const).map(async (mode) => {
      const r = await server.cli([
        "keys",
        "create",
        "--account",
        accountId,
        "--name",
        `${mode} key`,
        "--mode",
        mode,
        "--json",
      ]);
      if (r.code !== 0) throw new Error(`keys create failed: ${r.stderr}`);
      return r.json.key as string;
    }),
  );
  return {
    accountId,
    liveKey: live!,
    testKey: test!,
    live: client(server.api, live),
    test: client(server.api, test),
  };
}

/**
 * The usual suite setup: one real server for the file and one tenant on it, started before the
 * first test and stopped after the last. Read `env.server` and `env.t` inside tests.
 */
export function useServerWithTenant(opts: StartOptions = {}) {
  const env = {} as { server: TestServer; t: Tenant };
  beforeAll(async () => {
    env.server = await startServer(opts);
    env.t = await createTenant(env.server);
  });
  afterAll(() => env.server?.stop());
  return env;
}

/** A new DRAFT visit at a new property. */
export async function draftVisit(api: Client, title = "Walkthrough"): Promise<string> {
  const p = await api.post("/properties", { name: "12 Mill Lane" });
  const v = await api.post("/site-visits", { property_id: p.body.id, title });
  if (v.status !== 201) throw new Error(`creating a visit failed: ${v.status}`);
  return v.body.id as string;
}

/** The visit once it has left PROCESSING (READY, or DRAFT with a processingError). */
export async function settledVisit(
  api: Client,
  id: string,
  timeoutMs = 60_000,
  pollMs = 200,
): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await api.get(`/site-visits/${id}`);
    if (v.body.status !== "PROCESSING") return v.body;
    if (Date.now() > until)
      throw new Error(`visit ${id} still PROCESSING at stage ${v.body.processingStage}`);
    await Bun.sleep(pollMs);
  }
}
