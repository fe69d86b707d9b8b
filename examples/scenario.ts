// A full integration written against the generated types (openapi-typescript + openapi-fetch), with
// no casts and no `any`: a property, a site visit and its action items, completing and sending the
// visit, the event log, a webhook endpoint (its receiver is webhook-receiver.ts) and its deliveries.
//
//   SITEVISIT_URL=http://localhost:3000 SITEVISIT_API_KEY=svc_test_… bun examples/scenario.ts
// The server must run with --dev for the local http:// receiver to be accepted.
import createClient from "openapi-fetch";
import type { paths } from "./generated/api";
import { describeEvent, webhookHandler, type Event } from "./webhook-receiver";

const baseUrl = `${process.env.SITEVISIT_URL ?? "http://localhost:3000"}/api/v1`;
const apiKey = process.env.SITEVISIT_API_KEY;
if (!apiKey) throw new Error("set SITEVISIT_API_KEY");

const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });

/** The body of a successful call, or a thrown Error quoting the API's typed error envelope. */
function ok<T>(what: string, r: { data?: T; error?: { error: { code: string; message: string } }; response: Response }): T {
  if (r.error || r.data === undefined) throw new Error(`${what}: ${r.response.status} ${r.error ? `${r.error.error.code}: ${r.error.error.message}` : "no body"}`);
  console.log(`✓ ${what}`);
  return r.data;
}
function check(condition: boolean, what: string) {
  if (!condition) throw new Error(`✗ ${what}`);
  console.log(`✓ ${what}`);
}

// The receiver: a local server that verifies each delivery and records the typed event.
const received: Event[] = [];
let handle: ((req: Request) => Promise<Response>) | null = null;
const receiver = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  fetch: (req) => (handle ? handle(req) : new Response("not ready", { status: 503 })),
});

try {
  const endpoint = ok(
    "createWebhookEndpoint",
    await api.POST("/webhook-endpoints", { body: { name: "Scenario receiver", url: `http://127.0.0.1:${receiver.port}/hooks`, events: [] } }),
  );
  handle = webhookHandler(endpoint.signingSecret, (event) => {
    received.push(event);
    console.log(`  webhook: ${describeEvent(event)}`);
  });

  const property = ok(
    "createProperty",
    await api.POST("/properties", { body: { name: "Harbour View Apartments", address: "12 Quay Street", icon_emoji: "🏢" } }),
  );
  const missing = await api.GET("/properties/{id}", { params: { path: { id: "prop_doesnotexist" } } });
  check(missing.error?.error.code === "resource_not_found", "getProperty of an unknown id is a typed resource_not_found error");

  const visit = ok(
    "createSiteVisit",
    await api.POST("/site-visits", { body: { property_id: property.id, title: "Quarterly inspection", visit_date: "2026-11-21T09:30:00Z" } }),
  );
  check(visit.status === "DRAFT", `the new visit is DRAFT (${visit.publicReportUrl})`);

  const light = ok(
    "createActionItem (light)",
    await api.POST("/action-items", { body: { site_visit_id: visit.id, title: "Replace stairwell light", priority: "HIGH" } }),
  );
  const gutter = ok("createActionItem (gutter)", await api.POST("/action-items", { body: { site_visit_id: visit.id, title: "Clear the gutters" } }));
  ok("updateActionItem (assign)", await api.PATCH("/action-items/{id}", { params: { path: { id: gutter.id } }, body: { assignee: "Sam" } }));
  const done = ok(
    "completeActionItem",
    await api.POST("/action-items/{id}/complete", { params: { path: { id: light.id } }, body: { completed_by: "Sam", completion_note: "New LED fitting." } }),
  );
  check(done.status === "DONE" && done.completedAt !== null, "the light is DONE with completedAt");

  const items = ok("listActionItems", await api.GET("/action-items", { params: { query: { site_visit_id: visit.id, status: "OPEN", limit: 10 } } }));
  check(items.data.length === 1 && items.data[0]?.id === gutter.id, "one OPEN item is left on the visit");

  const completed = ok("completeSiteVisit (no body)", await api.POST("/site-visits/{id}/complete", { params: { path: { id: visit.id } } }));
  check(completed.status === "DONE", "the visit is DONE");
  const sent = ok(
    "sendSiteVisit",
    await api.POST("/site-visits/{id}/send", { params: { path: { id: visit.id } }, body: { recipients: ["owner@example.com"], message: "This quarter's report." } }),
  );
  check(sent.status === "SENT" && sent.recipients.includes("owner@example.com"), "the visit is SENT to owner@example.com");

  const events = ok("listEvents", await api.GET("/events", { params: { query: { limit: 100 } } }));
  const types = events.data.map((e) => e.event_type);
  for (const t of ["property.created", "site_visit.created", "action_item.assigned", "action_item.completed", "site_visit.completed", "site_visit.sent"] as const)
    check(types.includes(t), `GET /events has ${t}`);
  const sentEvent = events.data.find((e) => e.event_type === "site_visit.sent");
  if (sentEvent?.event_type !== "site_visit.sent") throw new Error("no site_visit.sent event");
  check(sentEvent.data.site_visit.recipients.includes("owner@example.com"), "site_visit.sent carries its snake_case subset");
  const one = ok("getEvent", await api.GET("/events/{id}", { params: { path: { id: sentEvent.id } } }));
  check(one.id === sentEvent.id, "getEvent returns the same envelope");

  // Deliveries are asynchronous: wait for the receiver to have every event of the log.
  const deadline = Date.now() + 20_000;
  while (received.length < events.data.length && Date.now() < deadline) await Bun.sleep(100);
  check(received.length === events.data.length, `the receiver verified ${received.length} of ${events.data.length} events`);
  const byId = new Map(events.data.map((e) => [e.id, e]));
  check(
    received.every((e) => JSON.stringify(e) === JSON.stringify(byId.get(e.id))),
    "every webhook payload equals its GET /events envelope",
  );

  const deliveries = ok(
    "listWebhookDeliveries",
    await api.GET("/webhook-endpoints/{id}/deliveries", { params: { path: { id: endpoint.id }, query: { status: "succeeded" } } }),
  );
  check(deliveries.data.length === events.data.length, `${deliveries.data.length} deliveries succeeded`);
  const first = deliveries.data[0];
  if (!first) throw new Error("no delivery");
  const detail = ok("getWebhookDelivery", await api.GET("/webhook-deliveries/{id}", { params: { path: { id: first.id } } }));
  check(detail.attempts.length >= 1 && detail.attempts[0]?.statusCode === 200, "its first attempt got a 200");
  const retried = ok("retryWebhookDelivery (no body)", await api.POST("/webhook-deliveries/{id}/retry", { params: { path: { id: first.id } } }));
  check(retried.status === "pending", "the retried delivery is pending");
  const before = received.length;
  while (received.length === before && Date.now() < deadline + 10_000) await Bun.sleep(100);
  check(received.at(-1)?.id === first.eventId, "the retry arrived again with the same event id (receivers dedupe on it)");

  const endpoints = ok("listWebhookEndpoints", await api.GET("/webhook-endpoints"));
  check(endpoints.data.some((e) => e.id === endpoint.id), "the endpoint is listed");
  const deleted = await api.DELETE("/properties/{id}", { params: { path: { id: property.id } } });
  check(deleted.response.status === 204, "deleteProperty → 204");
  const removed = await api.DELETE("/webhook-endpoints/{id}", { params: { path: { id: endpoint.id } } });
  check(removed.response.status === 204, "deleteWebhookEndpoint → 204");
  console.log("scenario complete");
} finally {
  receiver.stop(true);
}
