// A webhook receiver typed by the OpenAPI document: verify the Standard Webhooks signature, then
// switch on `event_type`; in each case `data` has that event's type (the document's `webhooks`).
import { Webhook } from "standardwebhooks";
import type { components } from "./generated/api";

export type Event = components["schemas"]["Event"];

/**
 * An authentic payload (its signature verified) is still `unknown` to the compiler; this checks the
 * envelope's shape, so the switch below can trust `event_type` to tell which `data` it carries.
 */
function isEvent(value: unknown): value is Event {
  return (
    typeof value === "object" &&
    value !== null &&
    "id" in value &&
    typeof value.id === "string" &&
    "event_type" in value &&
    typeof value.event_type === "string" &&
    "data" in value &&
    typeof value.data === "object" &&
    value.data !== null
  );
}

/** One line about an event, reading the fields of its type's `data`. */
export function describeEvent(event: Event): string {
  switch (event.event_type) {
    case "property.created":
    case "property.updated":
      return `${event.event_type}: ${event.data.property.name} (${event.data.property.openItemCount} open items)`;
    case "property.deleted":
      return `property.deleted: ${event.data.property_id}`;
    case "site_visit.created":
    case "site_visit.updated":
    case "site_visit.processing":
    case "site_visit.ready":
      return `${event.event_type}: "${event.data.site_visit.title}" is ${event.data.site_visit.status}`;
    case "site_visit.sent":
      return `site_visit.sent: "${event.data.site_visit.title}" to ${event.data.site_visit.recipients.join(", ")} at ${event.data.site_visit.sent_at}`;
    case "site_visit.completed":
      return `site_visit.completed: "${event.data.site_visit.title}" at ${event.data.site_visit.completed_at}`;
    case "site_visit.deleted":
      return `site_visit.deleted: ${event.data.site_visit_id}`;
    case "action_item.created":
    case "action_item.updated":
    case "action_item.completed":
      return `${event.event_type}: "${event.data.action_item.title}" is ${event.data.action_item.status}`;
    case "action_item.assigned":
      return `action_item.assigned: "${event.data.action_item.title}" from ${event.data.previous_assignee ?? "nobody"} to ${event.data.action_item.assignee ?? "nobody"}`;
    case "action_item.reopened":
      return `action_item.reopened: "${event.data.action_item.title}" was ${event.data.previous_status}`;
    case "action_item.deleted":
      return `action_item.deleted: ${event.data.action_item_id}`;
    case "evidence.attached":
      return `evidence.attached (${event.data.target_type}): ${event.data.evidence.content_type}, ${event.data.evidence.size} bytes on "${event.data.action_item.title}"`;
    default: {
      // Every type of the catalogue is handled: a new one fails to compile here.
      const unhandled: never = event;
      return `unknown event ${JSON.stringify(unhandled)}`;
    }
  }
}

/** A fetch handler: 401 for a bad signature, 400 for a body that is not an event, else onEvent and 200. */
export function webhookHandler(secret: string, onEvent: (event: Event) => void | Promise<void>) {
  const verifier = new Webhook(secret);
  return async (req: Request): Promise<Response> => {
    const body = await req.text();
    let payload: unknown;
    try {
      payload = verifier.verify(body, Object.fromEntries(req.headers));
    } catch {
      return new Response("bad signature", { status: 401 });
    }
    if (!isEvent(payload)) return new Response("not an event", { status: 400 });
    await onEvent(payload);
    return new Response("ok");
  };
}

if (import.meta.main) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error("set WEBHOOK_SECRET to the endpoint's signingSecret (whsec_…)");
  const server = Bun.serve({ port: Number(process.env.PORT ?? 4000), fetch: webhookHandler(secret, (e) => console.log(describeEvent(e))) });
  console.log(`listening on ${server.url}`);
}
