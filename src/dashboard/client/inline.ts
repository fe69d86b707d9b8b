// A client entry of the dashboard as one inline script: the TypeScript source is embedded in the
// binary as text and transpiled once, on first use, then served under each page's CSP nonce.
const cache = new Map<string, string>();
const transpiler = new Bun.Transpiler({ loader: "ts", target: "browser", minifyWhitespace: true });

export function inlineScript(name: string, source: string): string {
  let js = cache.get(name);
  if (js === undefined) cache.set(name, (js = transpiler.transformSync(source)));
  return js;
}
