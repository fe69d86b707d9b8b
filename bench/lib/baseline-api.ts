// The raw baseline for bench/api.ts as a process: `bun baseline-api.ts DB ACCOUNT` serves
// rawHandler() (bench/lib/raw-db.ts) on a free port and prints its URL.
import { openRawDb, rawHandler } from "./raw-db";

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch: rawHandler(openRawDb(process.argv[2]!), process.argv[3]!),
});
console.log(JSON.stringify({ url: `http://127.0.0.1:${server.port}` }));
