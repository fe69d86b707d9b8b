// bun bench/digest.ts — the daily digest at 1,000 users: one account with BENCH_USERS (1,000) users
// and 300 items due around the day, mailed to a real SMTP server (smtp-server, in this process,
// counting messages). Times `sitevisit digest send --date` (each user's digest composed, rendered,
// sent and recorded) and the job loop's run of today's digest (a server started with
// SITEVISIT_DIGEST_HOUR=0, from start to the last message received), against the baseline of the
// same number of the same-sized messages sent with nodemailer as our transport sends them (one
// connection per message, 4 at a time) in the same run: what is ours is the difference.
// Run `bun run build` first; BENCH_BINARY=path measures another build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { SMTPServer } from "smtp-server";
import nodemailer from "nodemailer";
import { apiPost, benchAccount, serveBench } from "./lib/process";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const ITEMS = 300;
const DAY = "2030-01-10";

let received = 0;
let lastBytes = 0;
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _s, cb) {
    let n = 0;
    stream.on("data", (c: Buffer) => (n += c.length));
    stream.on("end", () => {
      received++;
      lastBytes = n;
      cb();
    });
  },
});
await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
const until = async (n: number) => {
  while (received < n) await Bun.sleep(5);
};

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-digest-"));
const env = { SITEVISIT_SMTP_URL: smtpUrl, SITEVISIT_DIGEST_HOUR: "off" };
try {
  const { accountId, key } = benchAccount(BINARY, dataDir);
  const { server, base } = await serveBench(BINARY, dataDir, env);
  const post = apiPost(base, key);
  const today = new Date().toISOString().slice(0, 10);
  const shift = (day: string, d: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
  for (let p = 0; p < 10; p++) {
    const prop = await post("/properties", { name: `Bench property ${p}` });
    const visit = await post("/site-visits", { property_id: prop.id, title: "Inspection" });
    for (let i = 0; i < ITEMS / 10; i++)
      // Half for the CLI's day, half for today: overdue and due within the week of each.
      await post("/action-items", {
        site_visit_id: visit.id,
        title: `Item ${p}-${i}`,
        priority: ["HIGH", "MEDIUM", "LOW"][i % 3],
        assignee: `Contractor ${i % 4}`,
        due_date: shift(i % 2 ? DAY : today, (i % 12) - 5),
      });
  }
  server.kill();
  await server.exited;
  // The users straight into the file (inviting 1,000 through the CLI would take a while).
  const db = new Database(join(dataDir, "sitevisit.db"));
  const now = new Date().toISOString();
  const add = db.query(
    "INSERT INTO users (id, account_id, email, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < USERS; i++)
      add.run(
        `usr_bench${String(i).padStart(6, "0")}`,
        accountId,
        `user${i}@bench.test`,
        `User ${i}`,
        now,
        now,
      );
  })();
  db.close();

  // Ours through the CLI.
  let t0 = performance.now();
  // Spawned, not spawnSync: this process's SMTP server must answer while the command runs.
  const cli = Bun.spawn(
    [BINARY, "digest", "send", "--account", accountId, "--date", DAY, "--data-dir", dataDir],
    { env: { ...process.env, ...env }, stdout: "pipe", stderr: "inherit" },
  );
  const out = JSON.parse(await new Response(cli.stdout).text());
  await cli.exited;
  await until(USERS);
  const cliMs = performance.now() - t0;
  const bytes = lastBytes;

  // Ours through the job loop: today's digest, from the server's start.
  received = 0;
  t0 = performance.now();
  const loop = Bun.spawn(
    [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
    {
      env: { ...process.env, ...env, SITEVISIT_DIGEST_HOUR: "0" },
      stdout: "pipe",
      stderr: "inherit",
    },
  );
  await until(USERS);
  const loopMs = performance.now() - t0;
  loop.kill();
  await loop.exited;

  // The baseline: the same number of messages of the same size, rendered beforehand, sent the way
  // our transport sends them (one connection each), 4 at a time.
  received = 0;
  const transport = nodemailer.createTransport({ url: smtpUrl });
  const body = "x".repeat(Math.max(0, bytes - 600));
  let next = 0;
  t0 = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < USERS) {
        const i = next++;
        await transport.sendMail({
          from: "sitevisit <no-reply@localhost>",
          to: `user${i}@bench.test`,
          subject: "3 overdue, 5 due this week: Bench",
          text: body,
        });
      }
    }),
  );
  await until(USERS);
  const baseMs = performance.now() - t0;
  transport.close();

  const per = (ms: number) => `${(ms / USERS).toFixed(2)} ms a user`;
  console.log(
    `digest bench: ${USERS} users, ${ITEMS} items; ${navigator.hardwareConcurrency} cores; messages of ${(bytes / 1024).toFixed(1)} KiB\n`,
  );
  console.log(
    `sitevisit digest send --date ${DAY}: ${JSON.stringify(out)} in ${(cliMs / 1000).toFixed(2)} s (${per(cliMs)}; process start included)`,
  );
  console.log(
    `job loop, today's digest from start:   ${USERS} messages in ${(loopMs / 1000).toFixed(2)} s (${per(loopMs)}; server start and the first minute's look included)`,
  );
  console.log(
    `baseline, nodemailer alone:             ${USERS} messages in ${(baseMs / 1000).toFixed(2)} s (${per(baseMs)})`,
  );
  console.log(
    `ours over the baseline: CLI ${((cliMs / baseMs) * 100).toFixed(0)} %, job loop ${((loopMs / baseMs) * 100).toFixed(0)} %`,
  );
} finally {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
