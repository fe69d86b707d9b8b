// Lengths are counted in characters, Unicode code points, everywhere a length is checked (docs/api.md,
// Conventions): the API's validation (TypeBox's minLength/maxLength, patched to count code points,
// as JSON Schema and the OpenAPI document's bounds do), the dashboard's forms (checked against the
// API's schema) and the CLI (the same schema, and its own checks). Through the built binary.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { startServer, type TestServer } from "./helpers/server";
import { signedIn, type Browser } from "./helpers/dashboard";

let server: TestServer;
let t: Tenant;
let b: Browser;

beforeAll(async () => {
  server = await startServer({ binary: true, args: ["--dev"] });
  t = await createTenant(server, "Lengths", { plan: "unlimited" });
  b = (await signedIn(server, t.accountId, "len@acme.test")).b;
});
afterAll(() => server?.stop());

const EMOJI = "😀"; // one code point, two UTF-16 code units
const FAMILY = "👨‍👩‍👧‍👦"; // seven code points (four people, three joiners), eleven code units

test("the API: 200 emoji are a 200-character name; 201 are refused, counted in characters", async () => {
  const ok = await t.live.post("/properties", { name: EMOJI.repeat(200) });
  expect(ok.status).toBe(201);
  expect(ok.body.name).toBe(EMOJI.repeat(200));

  const over = await t.live.post("/properties", { name: EMOJI.repeat(201) });
  expect(over.status).toBe(400);
  expect(over.body.error.code).toBe("validation_error");
  expect(over.body.error.param).toBe("name");
  expect(over.body.error.message).toBe("'name' must be 1 to 200 characters long (got 201).");

  // Two families are 14 characters: within icon_emoji's 16, though 22 UTF-16 code units.
  const icon = await t.live.post("/properties", { name: "Flat", icon_emoji: FAMILY + FAMILY });
  expect(icon.status).toBe(201);
  // A letter with a combining accent is two characters: 100 of them are 200, 101 are 202.
  const accented = "e\u0301";
  expect((await t.live.post("/properties", { name: accented.repeat(100) })).status).toBe(201);
  const long = await t.live.post("/properties", { name: accented.repeat(101) });
  expect(long.body.error.message).toBe("'name' must be 1 to 200 characters long (got 202).");
  // A nullable field (a union with null) counts the same way.
  const id = ok.body.id;
  expect((await t.live.patch(`/properties/${id}`, { address: EMOJI.repeat(500) })).status).toBe(
    200,
  );
  const addr = await t.live.patch(`/properties/${id}`, { address: EMOJI.repeat(501) });
  expect(addr.body.error.message).toBe("'address' must be 0 to 500 characters long (got 501).");
});

test("the dashboard: the form takes 200 emoji and refuses 201 in characters, with no maxlength", async () => {
  const form = await b.get("/dashboard/properties/new");
  expect(form.text).toContain('id="f-name"');
  expect(form.text).not.toContain("maxlength");
  const post = async (name: string) =>
    b.post("/dashboard/properties", { _csrf: await b.csrf(), name });
  expect((await post(EMOJI.repeat(200))).status).toBe(303);
  const over = await post(EMOJI.repeat(201));
  expect(over.status).toBe(400);
  expect(over.text).toContain("Name can be at most 200 characters; this is 201.");
});

test("the CLI: its schema checks and its own count characters too", async () => {
  const key = await server.cli([
    "keys",
    "create",
    "--account",
    t.accountId,
    "--name",
    EMOJI.repeat(100),
    "--mode",
    "live",
    "--json",
  ]);
  expect(key.code).toBe(0);
  const longKey = await server.cli([
    "keys",
    "create",
    "--account",
    t.accountId,
    "--name",
    EMOJI.repeat(101),
    "--mode",
    "live",
  ]);
  expect(longKey.code).not.toBe(0);
  expect(longKey.stderr).toContain("key name must be 1 to 100 characters");

  const hook = (name: string) =>
    server.cli([
      "webhooks",
      "create",
      "--dev",
      "--account",
      t.accountId,
      "--url",
      "http://127.0.0.1:9/hook",
      "--name",
      name,
      "--json",
    ]);
  const made = await hook(EMOJI.repeat(100));
  expect(made.stderr).toBe("");
  expect(made.code).toBe(0);
  const refused = await hook(EMOJI.repeat(101));
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain("--name must be 1 to 100 characters long, got 101");
});
