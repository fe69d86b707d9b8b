// People and roles (docs/dashboard.md, "People and roles") against the built binary: the CLI's
// `users invite --role`, `users role` and `users remove` (the last owner kept), existing users made
// owners by the migration, and the dashboard's People page over HTTP: a member's POST to any firm
// route is 403 even with a valid CSRF token, an admin cannot touch owners, the last owner is neither
// demoted nor removed, invitations are mailed (real SMTP) with the CLI's one-time 24 h link, resent
// (the old link dies) and revoked, a removed person's session ends, another account's ids are 404.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { startInbox, type Inbox } from "./helpers/inbox";
import { removeDir, runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { browser, origins, signInWith, type Browser } from "./helpers/dashboard";
import { closeDatabase, openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { embeddedMigrations } from "../src/db/migrations.generated";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let rival: Tenant;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    binary: true,
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_MAIL_FROM: "no-reply@sitevisit.test" },
  });
  [t, rival] = await Promise.all([
    createTenant(server, "Harbour Lettings"),
    createTenant(server, "Rival Estates"),
  ]);
});
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

const cli = (args: string[]) => server.cli([...args, "--json"]);
const errorOf = (r: { stderr: string }) => JSON.parse(r.stderr).error;

/** `sitevisit users invite` (with `--role` when given), as the operator would. */
async function cliInvite(accountId: string, email: string, role?: string, name?: string) {
  const r = await cli([
    "users",
    "invite",
    "--account",
    accountId,
    "--email",
    email,
    "--public-url",
    origins(server).publicOrigin,
    ...(role ? ["--role", role] : []),
    ...(name ? ["--name", name] : []),
  ]);
  if (r.code !== 0) throw new Error(`users invite failed: ${r.stderr}`);
  return r.json as { id: string; email: string; role: string; signInUrl: string };
}

/** A person of `accountId` with `role`, signed in to the dashboard. */
async function person(accountId: string, email: string, role?: string) {
  const inv = await cliInvite(accountId, email, role);
  return { id: inv.id, b: await signInWith(server, inv.signInUrl) };
}

/** A post from the signed-in page's own form: same origin, the session's CSRF token. */
async function post(b: Browser, path: string, form: Record<string, string> = {}) {
  return b.post(path, { _csrf: await b.csrf("/dashboard/settings"), ...form });
}

const list = async (accountId: string) =>
  (await cli(["users", "list", "--account", accountId])).json.data as {
    id: string;
    email: string;
    role: string;
  }[];

const linkIn = (text: string) =>
  /(https?:\/\/\S+\/dashboard\/sign-in\/confirm\?token=[\w-]+)/.exec(text)![1]!;

describe("the CLI", () => {
  test("invite --role: the account's first person is an owner by default, the next a member; a bad role is a usage error", async () => {
    const acct = (await cli(["accounts", "create", "--name", "Roles Co"])).json.id;
    expect((await cliInvite(acct, "first@roles.test")).role).toBe("owner");
    expect((await cliInvite(acct, "second@roles.test")).role).toBe("member");
    expect((await cliInvite(acct, "third@roles.test", "admin")).role).toBe("admin");
    const bad = await cli([
      "users",
      "invite",
      "--account",
      acct,
      "--email",
      "x@roles.test",
      "--role",
      "boss",
    ]);
    expect(bad.code).toBe(2);
    expect(errorOf(bad).code).toBe("usage_error");
    // An existing person keeps their role: a different --role is refused, not applied.
    const again = await cli([
      "users",
      "invite",
      "--account",
      acct,
      "--email",
      "second@roles.test",
      "--role",
      "owner",
    ]);
    expect(again.code).toBe(1);
    expect(errorOf(again)).toMatchObject({ code: "conflict" });
    expect(errorOf(again).message).toContain("users role");
    expect((await list(acct)).map((u) => [u.email, u.role])).toEqual([
      ["first@roles.test", "owner"],
      ["second@roles.test", "member"],
      ["third@roles.test", "admin"],
    ]);
    const human = await server.cli(["users", "list", "--account", acct]);
    expect(human.stdout).toContain("role");
    expect(human.stdout).toContain("admin");
  });

  test("users role and users remove never leave an account without an owner, and say so", async () => {
    const acct = (await cli(["accounts", "create", "--name", "Last Owner Co"])).json.id;
    const owner = await cliInvite(acct, "boss@last.test");
    const demote = await cli(["users", "role", owner.id, "member"]);
    expect(demote.code).toBe(1);
    expect(errorOf(demote).code).toBe("conflict");
    expect(errorOf(demote).message).toContain("last owner");
    const remove = await cli(["users", "remove", owner.id]);
    expect(remove.code).toBe(1);
    expect(errorOf(remove).message).toContain("last owner");
    expect((await list(acct))[0]!.role).toBe("owner");

    const next = await cliInvite(acct, "next@last.test");
    const promoted = await cli(["users", "role", next.id, "owner"]);
    expect(promoted.code).toBe(0);
    expect(promoted.json).toMatchObject({ id: next.id, role: "owner", previousRole: "member" });
    expect((await cli(["users", "role", owner.id, "admin"])).json.role).toBe("admin");
    expect((await cli(["users", "remove", owner.id])).code).toBe(0);
    expect((await cli(["users", "role", "usr_missing", "admin"])).code).toBe(1);
    expect(errorOf(await cli(["users", "role", "usr_missing", "admin"])).code).toBe("not_found");
    expect((await cli(["users", "role", next.id, "boss"])).code).toBe(2);
  });

  test("an owner who has signed in is not the last one while the other owners have only been invited", async () => {
    const acct = (await cli(["accounts", "create", "--name", "Hand Over Co"])).json.id;
    const active = await person(acct, "active@handover.test", "owner");
    const pending = await cliInvite(acct, "pending@handover.test", "owner");
    // The invitation may never be accepted: handing the firm to it is refused, and says why.
    const demote = await cli(["users", "role", active.id, "member"]);
    expect(demote.code).toBe(1);
    expect(errorOf(demote)).toMatchObject({ code: "conflict" });
    expect(errorOf(demote).message).toContain("last owner who has signed in");
    expect((await cli(["users", "remove", active.id])).code).toBe(1);
    // The invited owner can be removed (a signed-in owner stays), and once one signs in, it is done.
    expect((await cli(["users", "remove", pending.id])).code).toBe(0);
    const next = await cliInvite(acct, "next@handover.test", "owner");
    await signInWith(server, next.signInUrl);
    expect((await cli(["users", "role", active.id, "member"])).json.role).toBe("member");
  });
});

describe("the migration", () => {
  test("makes every user of an existing account an owner", async () => {
    const dir = tempDir();
    try {
      const before = embeddedMigrations.slice(
        0,
        embeddedMigrations.findIndex((m) => m.tag === "0019_user_roles"),
      );
      const db = openDatabase(join(dir, "sitevisit.db"));
      migrateDatabase(db, before);
      closeDatabase();
      const sqlite = new Database(join(dir, "sitevisit.db"));
      const at = "2026-01-01T00:00:00.000Z";
      sqlite.run(
        `INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_old', 'Old Lettings', 'free', '${at}', '${at}')`,
      );
      for (const [id, email] of [
        ["usr_a", "first@old.test"],
        ["usr_b", "second@old.test"],
      ])
        sqlite.run(
          `INSERT INTO users (id, account_id, email, created_at, updated_at) VALUES ('${id}', 'acct_old', '${email}', '${at}', '${at}')`,
        );
      sqlite.close();
      const run = (args: string[]) => runCli([...args, "--json"], { binary: true, dataDir: dir });
      expect((await run(["migrate"])).code).toBe(0);
      const users = (await run(["users", "list", "--account", "acct_old"])).json.data;
      expect(users.map((u: any) => u.role)).toEqual(["owner", "owner"]);
      // And the next person invited is a member.
      expect(
        (await run(["users", "invite", "--account", "acct_old", "--email", "new@old.test"])).json
          .role,
      ).toBe("member");
    } finally {
      removeDir(dir);
    }
  });
});

describe("the dashboard", () => {
  let owner: { id: string; b: Browser };
  let admin: { id: string; b: Browser };
  let member: { id: string; b: Browser };
  beforeAll(async () => {
    owner = await person(t.accountId, "olive@harbour.test", "owner");
    admin = await person(t.accountId, "adam@harbour.test", "admin");
    member = await person(t.accountId, "mia@harbour.test", "member");
  });

  test("a member sees Settings read-only, and every firm POST with a valid CSRF token is 403 with the reason", async () => {
    const page = (await member.b.get("/dashboard/settings")).text;
    expect(page).toContain("Only the firm's owners and admins change these settings.");
    expect(page).not.toContain('action="/dashboard/settings"');
    expect(page).not.toContain('action="/dashboard/settings/due"');
    expect(page).not.toContain('action="/dashboard/settings/logo"');
    expect(page).toContain('action="/dashboard/settings/digest"');
    const people = (await member.b.get("/dashboard/settings/people")).text;
    expect(people).toContain("adam@harbour.test");
    expect(people).not.toContain("Send invitation");
    expect(people).not.toContain('/role"');

    const refused = [
      [
        "/dashboard/settings",
        { display_name: "Member Was Here", reply_to: "", default_recipients: "" },
      ],
      ["/dashboard/settings/due", { due_HIGH: "9", due_MEDIUM: "", due_LOW: "", time_zone: "UTC" }],
      ["/dashboard/settings/logo/remove", {}],
      ["/dashboard/settings/people", { email: "friend@harbour.test", role: "member" }],
      [`/dashboard/settings/people/${member.id}/role`, { role: "owner" }],
      [`/dashboard/settings/people/${admin.id}/remove`, { confirm: "remove" }],
      [`/dashboard/settings/people/${admin.id}/resend`, {}],
      [`/dashboard/settings/people/${admin.id}/revoke`, {}],
    ] as const;
    for (const [path, form] of refused) {
      const r = await post(member.b, path, form);
      expect(r.status, path).toBe(403);
      expect(r.text, path).toContain("Not allowed");
      expect(r.text, path).toContain(
        "Only the firm&#39;s owners and admins can change its settings and people",
      );
    }
    const confirm = await member.b.get(`/dashboard/settings/people/${admin.id}/remove`);
    expect(confirm.status).toBe(403);
    // The logo's multipart form is refused before its body is read.
    const { base, publicOrigin } = origins(server);
    const fd = new FormData();
    fd.set("_csrf", await member.b.csrf("/dashboard/settings"));
    fd.set("logo", new File([new Uint8Array(100)], "logo.png", { type: "image/png" }));
    const logo = await fetch(`${base}/dashboard/settings/logo`, {
      method: "POST",
      body: fd,
      headers: { cookie: `sitevisit_session=${member.b.jar.cookie}`, origin: publicOrigin },
      redirect: "manual",
    });
    expect(logo.status).toBe(403);
    // Nothing changed, nobody invited; their own digest choice is theirs to make.
    const settings = (await cli(["accounts", "settings", "--account", t.accountId])).json;
    expect(settings.displayName).toBeNull();
    expect(settings.responseDays.HIGH).toBe(1);
    expect((await list(t.accountId)).map((u) => u.email)).not.toContain("friend@harbour.test");
    expect((await list(t.accountId)).find((u) => u.id === member.id)!.role).toBe("member");
    expect((await post(member.b, "/dashboard/settings/digest", {})).status).toBe(303);
    // With the token missing it is the CSRF refusal, as before.
    expect((await member.b.post("/dashboard/settings", { display_name: "x" })).status).toBe(403);
  });

  test("an admin changes the settings and members, but cannot make anyone an owner or touch an owner", async () => {
    const saved = await post(admin.b, "/dashboard/settings", {
      display_name: "Harbour Lettings Ltd",
      reply_to: "",
      default_recipients: "",
    });
    expect(saved.status).toBe(303);
    const page = (await admin.b.get("/dashboard/settings/people")).text;
    expect(page).toContain(`action="/dashboard/settings/people/${member.id}/role"`);
    expect(page).not.toContain(`action="/dashboard/settings/people/${owner.id}/role"`);
    expect(page).not.toContain('<option value="owner"');

    for (const [path, form] of [
      [`/dashboard/settings/people/${admin.id}/role`, { role: "owner" }],
      [`/dashboard/settings/people/${member.id}/role`, { role: "owner" }],
      [`/dashboard/settings/people/${owner.id}/role`, { role: "member" }],
      [`/dashboard/settings/people/${owner.id}/remove`, { confirm: "remove" }],
      ["/dashboard/settings/people", { email: "boss2@harbour.test", role: "owner" }],
    ] as const) {
      const r = await post(admin.b, path, form);
      expect(r.status, path).toBe(403);
      expect(r.text, path).toContain(
        "Only an owner can make someone an owner, or change or remove an owner.",
      );
    }
    expect((await admin.b.get(`/dashboard/settings/people/${owner.id}/remove`)).status).toBe(403);
    expect((await admin.b.get(`/dashboard/settings/people/${member.id}/remove`)).status).toBe(200);
    const roles = Object.fromEntries((await list(t.accountId)).map((u) => [u.email, u.role]));
    expect(roles).toMatchObject({
      "olive@harbour.test": "owner",
      "adam@harbour.test": "admin",
      "mia@harbour.test": "member",
    });
    expect(roles["boss2@harbour.test"]).toBeUndefined();

    // A member made admin can change the settings at their very next request, and back.
    expect(
      (await post(admin.b, `/dashboard/settings/people/${member.id}/role`, { role: "admin" }))
        .status,
    ).toBe(303);
    expect(
      (
        await post(member.b, "/dashboard/settings/due", {
          due_HIGH: "2",
          due_MEDIUM: "28",
          due_LOW: "",
          time_zone: "UTC",
        })
      ).status,
    ).toBe(303);
    expect(
      (await post(admin.b, `/dashboard/settings/people/${member.id}/role`, { role: "member" }))
        .status,
    ).toBe(303);
    expect(
      (
        await post(member.b, "/dashboard/settings/due", {
          due_HIGH: "3",
          due_MEDIUM: "28",
          due_LOW: "",
          time_zone: "UTC",
        })
      ).status,
    ).toBe(403);
    const bad = await post(admin.b, `/dashboard/settings/people/${member.id}/role`, {
      role: "boss",
    });
    expect(bad.status).toBe(400);
  });

  test("the last owner can be neither demoted nor removed, even by themselves; with a second owner they can", async () => {
    const demote = await post(owner.b, `/dashboard/settings/people/${owner.id}/role`, {
      role: "admin",
    });
    expect(demote.status).toBe(409);
    expect(demote.text).toContain(
      "is the account&#39;s last owner and cannot be demoted: make someone else an owner first.",
    );
    const remove = await post(owner.b, `/dashboard/settings/people/${owner.id}/remove`, {
      confirm: "remove",
    });
    expect(remove.status).toBe(409);
    expect(remove.text).toContain("last owner and cannot be removed");
    expect((await list(t.accountId)).find((u) => u.id === owner.id)!.role).toBe("owner");

    const second = await person(t.accountId, "otto@harbour.test", "member");
    expect(
      (await post(owner.b, `/dashboard/settings/people/${second.id}/role`, { role: "owner" }))
        .status,
    ).toBe(303);
    // Now Otto, an owner, may demote Olive; then Olive is an admin and cannot take it back.
    expect(
      (await post(second.b, `/dashboard/settings/people/${owner.id}/role`, { role: "admin" }))
        .status,
    ).toBe(303);
    expect(
      (await post(owner.b, `/dashboard/settings/people/${owner.id}/role`, { role: "owner" }))
        .status,
    ).toBe(403);
    expect(
      (await post(second.b, `/dashboard/settings/people/${owner.id}/role`, { role: "owner" }))
        .status,
    ).toBe(303);
    // Remove asks first: without the confirmation nothing happens.
    const unconfirmed = await post(owner.b, `/dashboard/settings/people/${second.id}/remove`);
    expect(unconfirmed.status).toBe(400);
    const ask = await owner.b.get(`/dashboard/settings/people/${second.id}/remove`);
    expect(ask.text).toContain("Remove otto@harbour.test?");
    // Removing a person ends their sessions at once.
    expect((await second.b.get("/dashboard/properties")).status).toBe(200);
    const gone = await post(owner.b, `/dashboard/settings/people/${second.id}/remove`, {
      confirm: "remove",
    });
    expect(gone.status).toBe(303);
    expect(gone.headers.get("location")).toBe("/dashboard/settings/people?done=removed");
    const after = await second.b.get("/dashboard/properties");
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toBe("/dashboard/sign-in");
  });

  test("an invitation is mailed with a one-time 24 h link; resend kills the old link; an existing address and bad input are refused", async () => {
    const sent = await post(admin.b, "/dashboard/settings/people", {
      email: "New.Person@Harbour.test",
      name: "Nia <b>Bold</b>",
      role: "member",
    });
    expect(sent.status).toBe(303);
    const mail = await inbox.waitForMail("new.person@harbour.test");
    expect(mail.subject).toBe("Your invitation to Harbour Lettings on sitevisit");
    expect(mail.text).toContain("expires in 24 hours");
    const first = linkIn(mail.text!);
    const page = (await admin.b.get("/dashboard/settings/people")).text;
    expect(page).toContain("Nia &lt;b&gt;Bold&lt;/b&gt;");
    expect(page).not.toContain("<b>Bold</b>");
    const invited = (await list(t.accountId)).find((u) => u.email === "new.person@harbour.test")!;
    expect(invited.role).toBe("member");
    expect(page).toContain(`action="/dashboard/settings/people/${invited.id}/resend"`);

    expect((await post(admin.b, `/dashboard/settings/people/${invited.id}/resend`)).status).toBe(
      303,
    );
    const second = linkIn((await inbox.waitForMail("new.person@harbour.test", 2)).text!);
    expect(second).not.toBe(first);
    const b = browser(server);
    const token = new URL(first).searchParams.get("token")!;
    expect((await b.post("/dashboard/sign-in/confirm", { token })).status).toBe(410);
    const joined = await signInWith(server, second);
    expect((await joined.get("/dashboard/settings")).text).toContain(
      "You are a member of Harbour Lettings",
    );
    expect(
      (
        await browser(server).post("/dashboard/sign-in/confirm", {
          token: new URL(second).searchParams.get("token")!,
        })
      ).status,
    ).toBe(410);
    // Accepted: no longer an invitation to resend or revoke.
    expect((await post(admin.b, `/dashboard/settings/people/${invited.id}/resend`)).status).toBe(
      409,
    );
    expect((await post(admin.b, `/dashboard/settings/people/${invited.id}/revoke`)).status).toBe(
      409,
    );

    const dup = await post(admin.b, "/dashboard/settings/people", {
      email: "MIA@harbour.test",
      role: "admin",
    });
    expect(dup.status).toBe(409);
    expect(dup.text).toContain("mia@harbour.test is already one of your people (Member).");
    const bad = await post(admin.b, "/dashboard/settings/people", {
      email: "not-an-address",
      role: "member",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("is not an email address");
    expect(bad.text).toContain('aria-invalid="true"');
    const noRole = await post(admin.b, "/dashboard/settings/people", {
      email: "x@harbour.test",
      role: "king",
    });
    expect(noRole.status).toBe(400);
    expect((await list(t.accountId)).map((u) => u.email)).not.toContain("x@harbour.test");
  });

  test("a revoked invitation's link no longer signs in", async () => {
    expect(
      (
        await post(owner.b, "/dashboard/settings/people", {
          email: "temp@harbour.test",
          role: "admin",
        })
      ).status,
    ).toBe(303);
    const link = linkIn((await inbox.waitForMail("temp@harbour.test")).text!);
    const temp = (await list(t.accountId)).find((u) => u.email === "temp@harbour.test")!;
    expect(temp.role).toBe("admin");
    expect((await post(owner.b, `/dashboard/settings/people/${temp.id}/revoke`)).status).toBe(303);
    expect((await list(t.accountId)).map((u) => u.email)).not.toContain("temp@harbour.test");
    const token = new URL(link).searchParams.get("token")!;
    expect((await browser(server).post("/dashboard/sign-in/confirm", { token })).status).toBe(404);
  });

  test("another account's people are 404 on every route, and nothing of theirs changes", async () => {
    const theirs = await cliInvite(rival.accountId, "rex@rival.test");
    const theirMember = await cliInvite(rival.accountId, "ria@rival.test");
    for (const [path, form] of [
      [`/dashboard/settings/people/${theirMember.id}/role`, { role: "admin" }],
      [`/dashboard/settings/people/${theirs.id}/remove`, { confirm: "remove" }],
      [`/dashboard/settings/people/${theirMember.id}/resend`, {}],
      [`/dashboard/settings/people/${theirMember.id}/revoke`, {}],
    ] as const) {
      const r = await post(owner.b, path, form);
      expect(r.status, path).toBe(404);
    }
    expect((await owner.b.get(`/dashboard/settings/people/${theirs.id}/remove`)).status).toBe(404);
    expect((await list(rival.accountId)).map((u) => [u.email, u.role])).toEqual([
      ["rex@rival.test", "owner"],
      ["ria@rival.test", "member"],
    ]);
    expect((await owner.b.get("/dashboard/settings/people")).text).not.toContain("rival.test");
  });
});
