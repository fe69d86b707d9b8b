// A raw baseline for page benches: plain Bun.serve answering every request with the bytes of one file
// (argv[2]) as text/html, no framework, session or database. Prints its URL as {"url":"…"}.
const body = await Bun.file(process.argv[2]!).bytes();
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch: () => new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } }),
});
console.log(JSON.stringify({ url: server.url.href.replace(/\/$/, "") }));
export {};
