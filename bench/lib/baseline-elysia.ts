// bench/api.ts's bare-Elysia baseline as a process: `bun baseline-elysia.ts DB [--key-kept]` serves
// bareElysia() (bench/lib/bare-elysia.ts) on a free port and prints its URL.
import { bareElysia } from "./bare-elysia";

const app = bareElysia(process.argv[2]!, process.argv.includes("--key-kept"));
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: app.fetch });
console.log(JSON.stringify({ url: `http://127.0.0.1:${server.port}` }));
