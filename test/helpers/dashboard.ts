// A browser-like client for the dashboard tests: keeps the session cookie, sends forms from our own
// origin (the public URL's), and signs a user in through an invitation link made by the real CLI.
import type { TestServer } from "./server";

export const COOKIE = "sitevisit_session";

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
}

/** The server's public origin (what the browser would send as Origin) and where to reach it from here. */
export function origins(server: TestServer) {
  const port = new URL(server.url).port;
  return { publicOrigin: `http://localhost:${port}`, base: `http://127.0.0.1:${port}` };
}

export function cookieValue(headers: Headers, name = COOKIE): string | undefined {
  for (const c of headers.getSetCookie())
    if (c.startsWith(`${name}=`)) return c.slice(name.length + 1).split(";")[0];
  return undefined;
}

export function browser(server: TestServer, cookie?: string) {
  const { publicOrigin, base } = origins(server);
  const jar = { cookie };
  async function send(
    method: string,
    path: string,
    o: {
      form?: Record<string, string>;
      headers?: Record<string, string>;
      origin?: string | null;
    } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...o.headers };
    if (jar.cookie !== undefined) headers.cookie = `${COOKIE}=${jar.cookie}`;
    if (method !== "GET" && o.origin !== null) headers.origin ??= o.origin ?? publicOrigin;
    let body: string | undefined;
    if (o.form) {
      body = new URLSearchParams(o.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const res = await fetch(base + path, { method, headers, body, redirect: "manual" });
    const set = cookieValue(res.headers);
    if (set !== undefined) jar.cookie = set === "" ? undefined : set;
    return { status: res.status, headers: res.headers, text: await res.text() };
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => send("GET", path, { headers }),
    post: (
      path: string,
      form?: Record<string, string>,
      o: { headers?: Record<string, string>; origin?: string | null } = {},
    ) => send("POST", path, { ...o, form }),
    /** The CSRF token of the signed-in page at `path`. */
    async csrf(path = "/dashboard/properties"): Promise<string> {
      const page = await send("GET", path);
      const m = /name="_csrf" value="([^"]+)"/.exec(page.text);
      if (!m)
        throw new Error(`no CSRF field on ${path}: ${page.status} ${page.text.slice(0, 200)}`);
      return m[1]!;
    },
  };
}
export type Browser = ReturnType<typeof browser>;

/** `sitevisit users invite`; the link points at `publicUrl` (the server itself unless a proxy fronts it). */
export async function invite(
  server: TestServer,
  accountId: string,
  email: string,
  name?: string,
  publicUrl = origins(server).publicOrigin,
) {
  const args = [
    "users",
    "invite",
    "--account",
    accountId,
    "--email",
    email,
    "--public-url",
    publicUrl,
    "--json",
  ];
  const r = await server.cli([...args, ...(name ? ["--name", name] : [])]);
  if (r.code !== 0) throw new Error(`users invite failed: ${r.stderr}`);
  return r.json as {
    id: string;
    email: string;
    signInUrl: string;
    expiresAt: string;
    mailed: boolean;
  };
}

export const tokenOf = (signInUrl: string) => new URL(signInUrl).searchParams.get("token")!;

/** Follows a sign-in link as a person would: GET the confirm page, POST its form. */
export async function signInWith(server: TestServer, signInUrl: string, b = browser(server)) {
  const token = tokenOf(signInUrl);
  const confirm = await b.get(`/dashboard/sign-in/confirm?token=${encodeURIComponent(token)}`);
  if (confirm.status !== 200) throw new Error(`confirm page ${confirm.status}`);
  const done = await b.post("/dashboard/sign-in/confirm", { token });
  if (done.status !== 303 || !b.jar.cookie)
    throw new Error(`confirm → ${done.status} ${done.text.slice(0, 200)}`);
  return b;
}

/** A user invited to the account and signed in. */
export async function signedIn(
  server: TestServer,
  accountId: string,
  email: string,
  name?: string,
) {
  const inv = await invite(server, accountId, email, name);
  return { user: inv, b: await signInWith(server, inv.signInUrl) };
}

/** A token that differs from `token` in its first character only (never equal to it). */
export const tampered = (token: string) => (token[0] === "x" ? "y" : "x") + token.slice(1);

/** A Chromium page signed in through an invitation link, as a person opens it (on the properties page). */
export async function signedInPage(
  chromium: import("playwright-core").Browser,
  server: TestServer,
  accountId: string,
  email: string,
  contextOptions: import("playwright-core").BrowserContextOptions = {},
  name?: string,
) {
  const inv = await invite(server, accountId, email, name);
  const context = await chromium.newContext({
    ...contextOptions,
    baseURL: origins(server).publicOrigin,
  });
  const page = await context.newPage();
  await page.goto(inv.signInUrl);
  await Promise.all([
    page.waitForURL(/\/dashboard\/properties$/),
    page.getByRole("button", { name: "Continue to the dashboard" }).click(),
  ]);
  return { context, page };
}
