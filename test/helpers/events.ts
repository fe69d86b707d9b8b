// Reading the event log as an integrator would: through GET /events.
import type { Client } from "./api";

export interface Envelope {
  id: string;
  event_type: string;
  livemode: boolean;
  created_at: string;
  data: any;
}

export async function latestEventId(c: Client): Promise<string | null> {
  const r = await c.get("/events?limit=1");
  if (r.status !== 200) throw new Error(`GET /events → ${r.status} ${r.text}`);
  return r.body.data[0]?.id ?? null;
}

/** Events emitted after `marker` (an event id, or null for all), oldest first. */
export async function eventsSince(c: Client, marker: string | null): Promise<Envelope[]> {
  const all = await c.all<Envelope>("/events?limit=100");
  const end = marker === null ? all.length : all.findIndex((e) => e.id === marker);
  if (end < 0) throw new Error(`marker ${marker} not in the event list`);
  return all.slice(0, end).reverse();
}

/** Runs `fn` and returns its result with the events it caused, oldest first. */
export async function withEvents<T>(
  c: Client,
  fn: () => Promise<T>,
): Promise<{ result: T; events: Envelope[] }> {
  const marker = await latestEventId(c);
  const result = await fn();
  return { result, events: await eventsSince(c, marker) };
}
