// The plain-HTTP port beside automatic HTTPS (--http-port): it answers the CA's HTTP-01 challenges,
// sends everything else to https://<domain> once a certificate is served, and until then answers
// with a page that says what is happening and, when the CA refused, why.
import { messagePage } from "../pages/layout";
import { challenges } from "./acme";
import { describeHttpsStatus, readHttpsStatus } from "./status";

const CHALLENGE_PREFIX = "/.well-known/acme-challenge/";

export function frontHandler(o: {
  domain: string;
  httpsPort: number;
  dataDir: string;
  httpsReady: () => boolean;
}) {
  const origin = `https://${o.domain}${o.httpsPort === 443 ? "" : `:${o.httpsPort}`}`;
  return (request: Request): Response => {
    const url = new URL(request.url, "http://localhost");
    if (url.pathname.startsWith(CHALLENGE_PREFIX)) {
      const answer = challenges.get(url.pathname.slice(CHALLENGE_PREFIX.length));
      return answer
        ? new Response(answer, { headers: { "content-type": "text/plain" } })
        : new Response("no such challenge\n", { status: 404 });
    }
    // The domain, never the Host header: this must not redirect anyone elsewhere.
    if (o.httpsReady()) return Response.redirect(origin + url.pathname + url.search, 301);
    const s = readHttpsStatus(o.dataDir);
    const why =
      s?.state === "failing"
        ? `The last attempt failed: ${describeHttpsStatus(s)}. Check that ${o.domain} points to this machine and that port 80 is open; it retries by itself.`
        : "This takes a few seconds after the first start. Reload this page shortly.";
    const res = messagePage(
      503,
      `sitevisit is obtaining an HTTPS certificate for ${o.domain}`,
      `The dashboard and the API are served over HTTPS only, at ${origin}, once the certificate is issued. ${why}`,
    );
    res.headers.set("retry-after", "30");
    return res;
  };
}
