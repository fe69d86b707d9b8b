// bun bench/growth.ts — does a request cost what it shows as a firm grows (issue 52)? One account
// seeded at each of GROWTH_SIZES action items (default 1000,50000,300000) over 300 properties of 20
// visits each, one of them a 50-item visit; then, over HTTP against the built binary, the p50 of
// GROWTH_REQUESTS (100) sequential requests of every shape below, each one's ratio to the smallest
// size, and three cleanups with the longest /healthz stall a concurrent poller saw during each: the
// periodic prune of GROWTH_OLD_EVENTS (500,000) events past retention (with GROWTH_DELIVERIES, 20,000,
// webhook deliveries of them), the delete of a 1,000-item property with GROWTH_LINKS (10,000) capture links, and the
// 50-item visit's report email to 5 recipients (a real SMTP server in a process of its own); then a visit at
// the 1,000-item limit, with long descriptions: its report page's last page (p50, and the longest
// /healthz through 20 loads) and its report email. The WAL's size is read after the prune.
//
// Seeding is bulk SQL in one transaction, mirroring the rows the services write (ids, the event of
// each create, confirmed items): through the services 300k items would take minutes and measure
// nothing the requests do not. Each size is seeded once into .bench/growth/<size>/ (gitignored) with
// the binary's schema of that time and copied for every run, so a newer binary migrates the copy at
// start (its start time is printed: the migrations on that size). GROWTH_RESEED=1 seeds again.
// Run `bun run build` first; BENCH_BINARY=path measures another build.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { benchAccount, dashboardCookie } from "./lib/process";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const SIZES = (process.env.GROWTH_SIZES ?? "1000,50000,300000").split(",").map(Number);
const REQUESTS = Number(process.env.GROWTH_REQUESTS ?? 100);
const OLD_EVENTS = Number(process.env.GROWTH_OLD_EVENTS ?? 500_000);
const LINKS = Number(process.env.GROWTH_LINKS ?? 10_000);
// Before webhook_deliveries.event_id had an index, each pruned event read every delivery: with
// 20,000 of them a 500k-event prune would take most of an hour (GROWTH_DELIVERIES=0 measures it).
const DELIVERIES = Number(process.env.GROWTH_DELIVERIES ?? 20_000);
const CACHE = join(ROOT, ".bench/growth");
const PROPERTIES = 300;
const VISITS_PER_PROPERTY = 20;
const TARGET_ITEMS = 50;
const DAY = 86_400_000;

interface Seeded {
  accountId: string;
  key: string;
  targetVisit: string;
  targetProperty: string;
  reportToken: string;
  itemCursor: string;
  visitCursor: string;
  eventCursor: string;
  anyItem: string;
}

// ---- seeding ---------------------------------------------------------------------------------

const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number, w = 7) => String(n).padStart(w, "0");

/** One account's properties, visits, items and their creation events, as the services write them. */
function seedAccount(db: Database, accountId: string, items: number): Omit<Seeded, "key"> {
  const now = Date.now();
  const start = now - 25 * DAY; // inside the events' 30-day retention
  const span = 20 * DAY;
  const visits = PROPERTIES * VISITS_PER_PROPERTY;
  const target = Math.floor(visits / 2); // a visit of the middle property, items mid-history
  const insProperty = db.query(
    "INSERT INTO properties (id, account_id, is_test, name, address, is_sample, created_at, updated_at) VALUES (?, ?, 0, ?, ?, 0, ?, ?)",
  );
  const insVisit = db.query(
    `INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients,
       report_token, is_sample, sent_at, completed_at, include_quotes, created_at, updated_at)
     VALUES (?, ?, 0, ?, ?, 'SENT', ?, '["owner@example.com"]', ?, 0, ?, ?, 0, ?, ?)`,
  );
  const insItem = db.query(
    `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, description,
       category, location, priority, status, assignee, timestamp_sec, transcript_quote, review_state,
       confirmed_at, "order", due_date, created_at, updated_at)
     VALUES (?, ?, 0, ?, ?, ?, 'A description long enough to weigh something, as real ones do.',
       'plumbing', 'Kitchen', ?, ?, ?, ?, 'the tap under the sink is leaking', 'confirmed', ?, ?, ?, ?, ?)`,
  );
  const insEvent = db.query(
    "INSERT INTO events (id, account_id, is_test, type, data, created_at) VALUES (?, ?, 0, ?, ?, ?)",
  );
  const visitId = (v: number) => `sv_g${pad(v)}`;
  const propertyOf = (v: number) => `prop_g${pad(Math.floor(v / VISITS_PER_PROPERTY))}`;
  const event = (id: string, type: string, key: string, of: string, at: string) =>
    insEvent.run(id, accountId, type, JSON.stringify({ [key]: { id: of, title: "Seeded" } }), at);
  db.transaction(() => {
    for (let p = 0; p < PROPERTIES; p++) {
      const at = iso(start - DAY + p * 1000);
      const id = `prop_g${pad(p)}`;
      insProperty.run(id, accountId, `Property ${p}`, `${p} Bench Street`, at, at);
      event(`evt_gp${pad(p)}`, "property.created", "property", id, at);
    }
    for (let v = 0; v < visits; v++) {
      const at = iso(start - DAY / 2 + v * 1000);
      const day = iso(now - 730 * DAY + (v / visits) * 729 * DAY); // two years of visits
      const token = v === target ? "k7x2m9q4r8t3v6w1y5z0abcdef" : pad(v, 26);
      insVisit.run(
        visitId(v),
        accountId,
        propertyOf(v),
        `Visit ${v}`,
        day,
        token,
        day,
        day,
        at,
        at,
      );
      event(`evt_gv${pad(v)}`, "site_visit.created", "site_visit", visitId(v), at);
    }
    // The target visit's items sit in the middle of the account's history; the rest go round the
    // other visits.
    const mid = Math.floor((items - TARGET_ITEMS) / 2);
    let other = 0;
    for (let i = 0; i < items; i++) {
      const t = i - mid;
      let v: number;
      if (t >= 0 && t < TARGET_ITEMS) v = target;
      else {
        v = other++ % (visits - 1);
        if (v >= target) v++;
      }
      const at = iso(start + (i / items) * span);
      const id = `ai_g${pad(i)}`;
      const status = i % 5 < 3 ? "OPEN" : "DONE"; // none IN_PROGRESS: that filter matches nothing
      const priority = ["HIGH", "MEDIUM", "LOW"][i % 3]!;
      const assignee = ["Sam", "Alex", null][i % 3];
      insItem.run(
        id,
        accountId,
        visitId(v),
        propertyOf(v),
        `Item ${i}`,
        priority,
        status,
        assignee,
        i % 600,
        at,
        i,
        // Three in four dated, 30 days after they were made: none overdue yet (?overdue=true
        // matches nothing), a few due this week.
        i % 4 === 3 ? null : iso(start + (i / items) * span + 30 * DAY).slice(0, 10),
        at,
        at,
      );
      event(`evt_gi${pad(i)}`, "action_item.created", "action_item", id, at);
    }
  })();
  return {
    accountId,
    targetVisit: visitId(target),
    targetProperty: propertyOf(target),
    reportToken: "k7x2m9q4r8t3v6w1y5z0abcdef",
    itemCursor: `ai_g${pad(Math.floor(items / 2))}`,
    visitCursor: visitId(Math.floor(visits / 2)),
    eventCursor: `evt_gi${pad(Math.floor(items / 2))}`,
    anyItem: `ai_g${pad(items - 1)}`,
  };
}

/** A visit at the item limit, long descriptions and quotes: the largest report (token BIG_TOKEN). */
const BIG_TOKEN = "b2gv2s2tb2gv2s2tb2gv2s2tb2";
function seedBigVisit(db: Database, accountId: string): void {
  const at = iso(Date.now() - 60 * DAY); // older than every other row: no first page shows them
  db.run(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_gbig', ?, 0, 'Big house', 0, ?, ?)",
    [accountId, at, at],
  );
  db.run(
    `INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date,
       recipients, report_token, is_sample, sent_at, include_quotes, created_at, updated_at)
     VALUES ('sv_gbig', ?, 0, 'prop_gbig', 'Big visit', 'SENT', ?, '[]', ?, 0, ?, 1, ?, ?)`,
    [accountId, at, BIG_TOKEN, at, at, at],
  );
  db.run(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < 1000)
     INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, description,
       location, priority, status, assignee, transcript_quote, review_state, "order", created_at, updated_at)
     SELECT 'ai_gbig' || i, ?, 0, 'sv_gbig', 'prop_gbig', 'Item ' || i,
       replace(printf('%.500c', 'x'), 'x', 'The tap drips. '), 'Kitchen',
       CASE i % 3 WHEN 0 THEN 'HIGH' WHEN 1 THEN 'MEDIUM' ELSE 'LOW' END, 'OPEN', 'Sam',
       'the tap under the sink is leaking', 'confirmed', i, ?, ? FROM seq`,
    [accountId, at, at],
  );
}

/** The cleanups' rows, added to each run's copy: a 1,000-item property with capture links, old events. */
function seedCleanups(db: Database, accountId: string): string {
  const now = Date.now();
  const at = iso(now - DAY);
  const property = "prop_gdelete";
  db.transaction(() => {
    db.run(
      "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES (?, ?, 0, 'To delete', 0, ?, ?)",
      [property, accountId, at, at],
    );
    const visit = db.query(
      `INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date,
         recipients, report_token, is_sample, include_quotes, created_at, updated_at)
       VALUES (?, ?, 0, ?, 'Old visit', 'DONE', ?, '[]', ?, 0, 0, ?, ?)`,
    );
    const item = db.query(
      `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, priority,
         status, review_state, "order", created_at, updated_at)
       VALUES (?, ?, 0, ?, ?, 'Doomed item', 'LOW', 'OPEN', 'confirmed', ?, ?, ?)`,
    );
    const token = db.query(
      `INSERT INTO capture_tokens (id, account_id, is_test, action_item_id, purpose, upload_limit,
         uploads_used, expires_at, created_at) VALUES (?, ?, 0, ?, 'evidence', 5, 0, ?, ?)`,
    );
    for (let v = 0; v < 20; v++)
      visit.run(`sv_gdel${pad(v)}`, accountId, property, at, `del${pad(v, 23)}`, at, at);
    for (let i = 0; i < 1000; i++)
      item.run(`ai_gdel${pad(i)}`, accountId, `sv_gdel${pad(i % 20)}`, property, i, at, at);
    const expires = iso(now + DAY);
    for (let i = 0; i < LINKS; i++)
      token.run(`ct_gdel${pad(i)}`, accountId, `ai_gdel${pad(i % 1000)}`, expires, at);

    // Events past the 30-day retention, a few of them delivered to a (disabled) webhook endpoint.
    db.run(
      `INSERT INTO webhook_endpoints (id, account_id, is_test, name, url, events, secret, disabled,
         created_at, updated_at) VALUES ('we_gbench', ?, 0, 'old', 'https://example.com/hook', '["*"]',
         'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0', 1, ?, ?)`,
      [accountId, at, at],
    );
    const old = now - 40 * DAY;
    const event = db.query(
      "INSERT INTO events (id, account_id, is_test, type, data, created_at) VALUES (?, ?, 0, 'action_item.updated', ?, ?)",
    );
    const delivery = db.query(
      `INSERT INTO webhook_deliveries (id, account_id, is_test, endpoint_id, event_id, event_type,
         status, attempt_count, created_at, updated_at)
       VALUES (?, ?, 0, 'we_gbench', ?, 'action_item.updated', 'succeeded', 1, ?, ?)`,
    );
    const data = JSON.stringify({ action_item: { id: "ai_old", title: "An old change" } });
    for (let i = 0; i < OLD_EVENTS; i++) {
      const when = iso(old + i * 2);
      event.run(`evt_gold${pad(i)}`, accountId, data, when);
      if (i % 25 === 0 && i / 25 < DELIVERIES)
        delivery.run(`whd_gold${pad(i)}`, accountId, `evt_gold${pad(i)}`, when, when);
    }
  })();
  return property;
}

/** The seeded data directory of `items` items, from the cache or made now. */
function seededDir(items: number): { dir: string; seeded: Seeded } {
  const dir = join(CACHE, String(items));
  const meta = join(dir, "seeded.json");
  if (process.env.GROWTH_RESEED !== "1" && existsSync(meta))
    return { dir: join(dir, "data"), seeded: JSON.parse(readFileSync(meta, "utf8")) };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "data"), { recursive: true });
  const t0 = performance.now();
  const { accountId, key } = benchAccount(BINARY, join(dir, "data"));
  const db = new Database(join(dir, "data/sitevisit.db"));
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON");
  const seeded = { ...seedAccount(db, accountId, items), key };
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
  Bun.write(meta, JSON.stringify(seeded));
  console.log(`  seeded ${items} items in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { dir: join(dir, "data"), seeded };
}

// ---- the server and its log ------------------------------------------------------------------

class Log {
  text = "";
  constructor(stream: ReadableStream<Uint8Array>) {
    (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream) this.text += decoder.decode(chunk);
    })();
  }
  async waitFor(pattern: RegExp, timeoutMs = 600_000): Promise<RegExpExecArray> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const m = pattern.exec(this.text);
      if (m) return m;
      if (Date.now() > end) throw new Error(`no ${pattern} in the server's log`);
      await Bun.sleep(5);
    }
  }
}

/** /healthz one request after another until stopped: the longest answer is the longest stall. */
function stallWatch(base: string) {
  let stop = false;
  let longest = 0;
  let samples = 0;
  const loop = (async () => {
    while (!stop) {
      const t0 = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      longest = Math.max(longest, performance.now() - t0);
      samples++;
    }
  })();
  return async () => {
    stop = true;
    await loop;
    return { longest, samples };
  };
}

/** The SMTP server the report emails go to, in a process of its own (bench/lib/smtp-sink.ts). */
function inbox() {
  const sink = Bun.spawn(["bun", join(import.meta.dir, "lib/smtp-sink.ts")], { stdout: "pipe" });
  const out = new Log(sink.stdout as ReadableStream<Uint8Array>);
  const ready = out.waitFor(/port (\d+)/, 30_000);
  return {
    ready,
    url: () => `smtp://127.0.0.1:${/port (\d+)/.exec(out.text)![1]}`,
    received: () => out.text.split("received").length - 1,
    close: async () => {
      sink.kill();
      await sink.exited;
    },
  };
}

// ---- one size --------------------------------------------------------------------------------

type Shape = { name: string; request: () => Request };

interface SizeResult {
  startMs: number;
  shapes: Map<string, number>;
  cleanups: Map<string, { ms: number; stall: number }>;
  walAfterPruneMb: number;
  prunedEvents: boolean;
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function runSize(items: number): Promise<SizeResult> {
  const { dir, seeded } = seededDir(items);
  const work = mkdtempSync(join(CACHE, `run-${items}-`));
  cpSync(dir, work, { recursive: true });
  const s = seeded;
  const db = new Database(join(work, "sitevisit.db"));
  db.exec("PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON");
  const doomed = seedCleanups(db, s.accountId);
  seedBigVisit(db, s.accountId);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();

  const mail = inbox();
  await mail.ready;
  const t0 = performance.now();
  const server = Bun.spawn(
    [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", work],
    {
      env: { ...process.env, SITEVISIT_RATE_LIMIT: "0", SITEVISIT_SMTP_URL: mail.url() },
      stdout: "pipe",
      stderr: "inherit",
    },
  );
  const log = new Log(server.stdout as ReadableStream<Uint8Array>);
  try {
    const base = (await log.waitFor(/"url":"(http:\/\/[^"]+)"/))[1]!;
    const startMs = performance.now() - t0;
    const result: SizeResult = {
      startMs,
      shapes: new Map(),
      cleanups: new Map(),
      walAfterPruneMb: 0,
      prunedEvents: false,
    };

    // The prune runs about a second after start: watch /healthz until it says it is done.
    const pruneWatch = stallWatch(base);
    const listening = performance.now();
    const pruned = await log
      .waitFor(/pruned events older than 30 days/, 900_000)
      .then(() => true)
      .catch(() => false);
    const pruneMs = performance.now() - listening - 1000;
    const pruneStall = await pruneWatch();
    result.prunedEvents = pruned;
    result.cleanups.set(`prune of ${OLD_EVENTS} old events (from its start, about)`, {
      ms: pruneMs,
      stall: pruneStall.longest,
    });
    // The same poller with nothing else running: the machine's own noise, for comparison.
    const idleWatch = stallWatch(base);
    await Bun.sleep(2000); // also the checkpointer's turn
    result.cleanups.set("(nothing: the idle server, 2 s)", {
      ms: 2000,
      stall: (await idleWatch()).longest,
    });
    const wal = join(work, "sitevisit.db-wal");
    result.walAfterPruneMb = existsSync(wal) ? statSync(wal).size / 2 ** 20 : 0;

    const cookie = await dashboardCookie(BINARY, work, base, s.accountId);
    const api = (path: string, init: RequestInit = {}) =>
      new Request(`${base}/api/v1${path}`, {
        ...init,
        headers: { authorization: `Bearer ${s.key}`, "content-type": "application/json" },
      });
    const page = (path: string) => new Request(`${base}${path}`, { headers: { cookie } });
    let patches = 0;
    const shapes: Shape[] = [
      {
        name: "report of the 50-item visit (/r/…)",
        request: () => new Request(`${base}/r/${s.reportToken}`),
      },
      {
        name: "report of a 1,000-item visit, its last page",
        request: () => new Request(`${base}/r/${BIG_TOKEN}?page=10`),
      },
      {
        name: "dashboard visit page, 50 items",
        request: () => page(`/dashboard/visits/${s.targetVisit}`),
      },
      {
        name: "GET /action-items?site_visit_id= (50)",
        request: () => api(`/action-items?site_visit_id=${s.targetVisit}&limit=50`),
      },
      {
        name: "GET /action-items?status=IN_PROGRESS (none)",
        request: () => api("/action-items?status=IN_PROGRESS"),
      },
      {
        name: "GET /action-items?assignee=Nobody (none)",
        request: () => api("/action-items?assignee=Nobody"),
      },
      {
        name: "GET /action-items?priority=HIGH&status=DONE",
        request: () => api("/action-items?priority=HIGH&status=DONE"),
      },
      {
        name: "GET /action-items deep page",
        request: () => api(`/action-items?starting_after=${s.itemCursor}`),
      },
      {
        name: "GET /action-items?status=OPEN deep page",
        request: () => api(`/action-items?status=OPEN&starting_after=${s.itemCursor}`),
      },
      {
        name: "GET /action-items?priority=HIGH deep page",
        request: () => api(`/action-items?priority=HIGH&starting_after=${s.itemCursor}`),
      },
      {
        name: "GET /action-items?assignee=Sam deep page",
        request: () => api(`/action-items?assignee=Sam&starting_after=${s.itemCursor}`),
      },
      {
        name: "GET /action-items?property_id=",
        request: () => api(`/action-items?property_id=${s.targetProperty}`),
      },
      { name: "GET /action-items first page", request: () => api("/action-items") },
      { name: "GET /action-items/{id}", request: () => api(`/action-items/${s.anyItem}`) },
      {
        name: "PATCH /action-items/{id}",
        request: () =>
          api(`/action-items/${s.anyItem}`, {
            method: "PATCH",
            body: JSON.stringify({ title: `Item renamed ${patches++}` }),
          }),
      },
      { name: "GET /events first page", request: () => api("/events") },
      {
        name: "GET /events deep page",
        request: () => api(`/events?starting_after=${s.eventCursor}`),
      },
      {
        name: "GET /events?type=property.deleted (none)",
        request: () => api("/events?type=property.deleted"),
      },
      {
        name: "GET /events?type=site_visit.created deep",
        request: () => api(`/events?type=site_visit.created&starting_after=evt_gv${pad(3000)}`),
      },
      { name: "GET /site-visits first page", request: () => api("/site-visits") },
      {
        name: "GET /site-visits deep page",
        request: () => api(`/site-visits?starting_after=${s.visitCursor}`),
      },
      {
        name: "GET /site-visits?property_id=",
        request: () => api(`/site-visits?property_id=${s.targetProperty}`),
      },
      {
        name: "GET /site-visits?status=PROCESSING (none)",
        request: () => api("/site-visits?status=PROCESSING"),
      },
      { name: "GET /properties first page", request: () => api("/properties") },
      {
        name: "dashboard home (/dashboard/properties)",
        request: () => page("/dashboard/properties"),
      },
      {
        name: "dashboard property page",
        request: () => page(`/dashboard/properties/${s.targetProperty}`),
      },
      {
        name: "dashboard items, status=IN_PROGRESS",
        request: () => page("/dashboard/action-items?status=IN_PROGRESS"),
      },
      {
        name: "GET /action-items?overdue=true (none)",
        request: () => api("/action-items?overdue=true"),
      },
      {
        name: "GET /action-items?overdue=true&priority=HIGH (none)",
        request: () => api("/action-items?overdue=true&priority=HIGH"),
      },
      { name: "dashboard work list, first page", request: () => page("/dashboard/action-items") },
      {
        name: "dashboard work list, page 2",
        request: () => page(`/dashboard/action-items?after=${workCursor}`),
      },
      {
        name: "dashboard work list, any status",
        request: () => page("/dashboard/action-items?status=any"),
      },
      {
        name: "dashboard work list, this week",
        request: () => page("/dashboard/action-items?week=1"),
      },
    ];
    // The work list's second page: its first page's link.
    const first = await (await fetch(page("/dashboard/action-items"))).text();
    const workCursor = /after=([\w-]+)/.exec(first)?.[1] ?? "";
    if (!workCursor) throw new Error("the work list's first page has no next page");
    for (const shape of shapes) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 5; i++) {
        const t = performance.now();
        const res = await fetch(shape.request());
        await res.arrayBuffer();
        if (res.status >= 400) throw new Error(`${shape.name}: ${res.status}`);
        if (i >= 5) times.push(performance.now() - t);
      }
      result.shapes.set(shape.name, p50(times));
    }

    // The delete of a 1,000-item property with its capture links.
    const deleteWatch = stallWatch(base);
    await Bun.sleep(100);
    let t = performance.now();
    const deleted = await fetch(api(`/properties/${doomed}`, { method: "DELETE" }));
    if (deleted.status !== 204) throw new Error(`property delete: ${deleted.status}`);
    const deleteMs = performance.now() - t;
    await Bun.sleep(100);
    result.cleanups.set(`delete of a 1,000-item property with ${LINKS} capture links`, {
      ms: deleteMs,
      stall: (await deleteWatch()).longest,
    });

    // The 50-item visit's report email, to 5 recipients.
    const mailWatch = stallWatch(base);
    await Bun.sleep(100);
    t = performance.now();
    const recipients = [1, 2, 3, 4, 5].map((n) => `owner${n}@example.com`);
    const sent = await fetch(
      api(`/site-visits/${s.targetVisit}/send`, {
        method: "POST",
        body: JSON.stringify({ recipients }),
      }),
    );
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`);
    while (mail.received() < recipients.length) await Bun.sleep(5);
    const mailMs = performance.now() - t;
    await Bun.sleep(100);
    result.cleanups.set("report email of the 50-item visit (5 recipients)", {
      ms: mailMs,
      stall: (await mailWatch()).longest,
    });

    // The 1,000-item visit: 20 loads of its report page, one after another, then its email.
    const pageWatch = stallWatch(base);
    await Bun.sleep(100);
    t = performance.now();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}/r/${BIG_TOKEN}?page=${1 + (i % 10)}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`big report page: ${res.status}`);
    }
    const pagesMs = performance.now() - t;
    await Bun.sleep(100);
    result.cleanups.set("20 loads of the 1,000-item visit's report pages", {
      ms: pagesMs,
      stall: (await pageWatch()).longest,
    });
    const bigWatch = stallWatch(base);
    await Bun.sleep(100);
    t = performance.now();
    const before = mail.received();
    const bigSent = await fetch(
      api("/site-visits/sv_gbig/send", {
        method: "POST",
        body: JSON.stringify({ recipients: ["owner@example.com"] }),
      }),
    );
    if (bigSent.status !== 200) throw new Error(`big send: ${bigSent.status}`);
    while (mail.received() < before + 1) await Bun.sleep(5);
    const bigMs = performance.now() - t;
    await Bun.sleep(100);
    result.cleanups.set("report email of the 1,000-item visit (PDF attached)", {
      ms: bigMs,
      stall: (await bigWatch()).longest,
    });
    return result;
  } finally {
    server.kill();
    await server.exited;
    await mail.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// ---- all sizes -------------------------------------------------------------------------------

const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const results = new Map<number, SizeResult>();
console.log(`growth: sizes ${SIZES.join(", ")} items; p50 of ${REQUESTS} sequential requests`);
for (const n of SIZES) {
  console.log(`size ${n}:`);
  const r = await runSize(n);
  results.set(n, r);
  console.log(
    `  start ${ms(r.startMs)} ms (with any migrations); WAL after the prune ${r.walAfterPruneMb.toFixed(1)} MiB${r.prunedEvents ? "" : " (the prune's log line never came)"}`,
  );
  // Each size as it ends, so a long run that is cut short keeps what it measured.
  for (const [name, t] of r.shapes) console.log(`  ${name}: ${ms(t)} ms`);
  for (const [name, c] of r.cleanups)
    console.log(`  ${name}: ${ms(c.ms)} ms, longest /healthz ${ms(c.stall)} ms`);
}

const smallest = results.get(SIZES[0]!)!;
const header = `| request | ${SIZES.map((n) => `${n} items`).join(" | ")} | ×${SIZES.at(-1)}/${SIZES[0]} |`;
console.log(`\n${header}\n|${"---|".repeat(SIZES.length + 2)}`);
for (const name of smallest.shapes.keys()) {
  const row = SIZES.map((n) => `${ms(results.get(n)!.shapes.get(name)!)} ms`);
  const ratio = results.get(SIZES.at(-1)!)!.shapes.get(name)! / smallest.shapes.get(name)!;
  console.log(`| ${name} | ${row.join(" | ")} | ${ratio.toFixed(2)} |`);
}
console.log(
  `\n| cleanup (time / longest /healthz stall) | ${SIZES.map((n) => `${n} items`).join(" | ")} |`,
);
console.log(`|${"---|".repeat(SIZES.length + 1)}`);
for (const name of smallest.cleanups.keys()) {
  const row = SIZES.map((n) => {
    const c = results.get(n)!.cleanups.get(name)!;
    return `${ms(c.ms)} ms / ${ms(c.stall)} ms`;
  });
  console.log(`| ${name} | ${row.join(" | ")} |`);
}
console.log(
  `| WAL after the prune | ${SIZES.map((n) => `${results.get(n)!.walAfterPruneMb.toFixed(1)} MiB`).join(" | ")} |`,
);
