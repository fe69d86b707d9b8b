// Delivery logs (docs/api.md, Resources): what was sent where, every attempt, and manual retries. Also the feed
// behind `sitevisit deliveries tail`.
import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { findInScope, inScope, type Scope } from "../db/scope";
import { invalidState } from "../core/errors";
import { nowIso } from "../core/time";
import { UserError } from "../core/user-error";
import { mapPage, paginate, type PageParams } from "../db/pagination";
import { requireEndpoint } from "./service";
import { scheduleDelivery } from "./schedule";
import { presentDelivery, type DeliveryStatusName } from "./schema";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export { presentDelivery };

const requireDelivery = (ex: DbOrTx, scope: Scope, id: string): DeliveryRow =>
  findInScope(ex, webhookDeliveries, scope, id, "webhook delivery");

export function listDeliveries(
  ex: DbOrTx,
  scope: Scope,
  endpointId: string,
  q: PageParams & { status?: DeliveryStatusName },
) {
  requireEndpoint(ex, scope, endpointId);
  const list = and(
    inScope(webhookDeliveries, scope),
    eq(webhookDeliveries.endpointId, endpointId),
  )!;
  const filter = q.status ? and(list, eq(webhookDeliveries.status, q.status))! : list;
  const page = paginate(
    ex,
    q,
    {
      table: webhookDeliveries,
      sort: webhookDeliveries.createdAt,
      id: webhookDeliveries.id,
      scope: list,
    },
    (after, orderBy, take) =>
      ex
        .select()
        .from(webhookDeliveries)
        .where(and(filter, after))
        .orderBy(...orderBy)
        .limit(take)
        .all(),
  );
  return mapPage(page, presentDelivery);
}

export function getDelivery(ex: DbOrTx, scope: Scope, id: string) {
  const d = requireDelivery(ex, scope, id);
  const attempts = ex
    .select({
      at: webhookAttempts.at,
      statusCode: webhookAttempts.statusCode,
      durationMs: webhookAttempts.durationMs,
      error: webhookAttempts.error,
      responseBody: webhookAttempts.responseBody,
    })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, id))
    .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id))
    .all();
  return { ...presentDelivery(d), attempts };
}

/** Queues the delivery again, due now, whatever its status; a paused endpoint must be enabled first. */
export function retryDelivery(tx: Tx, scope: Scope, id: string) {
  const d = requireDelivery(tx, scope, id);
  const endpoint = requireEndpoint(tx, scope, d.endpointId);
  if (endpoint.disabled)
    throw invalidState(
      `Webhook endpoint '${endpoint.id}' is disabled; enable it before retrying its deliveries.`,
    );
  scheduleDelivery(tx, id, d.endpointId, nowIso());
  return getDelivery(tx, scope, id);
}

/** For the admin CLI, which names a delivery by id alone: the scope it lives in. */
export function deliveryScope(ex: DbOrTx, id: string): Scope {
  const row = ex
    .select({ accountId: webhookDeliveries.accountId, isTest: webhookDeliveries.isTest })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id))
    .get();
  if (!row) throw new UserError(`no webhook delivery with id '${id}'`);
  return row;
}

export interface AttemptLine {
  seq: number;
  at: string;
  deliveryId: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  endpointName: string;
  mode: "live" | "test";
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  deliveryStatus: DeliveryStatusName;
}

/**
 * Attempts in the order they were recorded (rowid: an attempt's `at` is when it started, so a slow
 * one would sort before faster ones recorded earlier). `afterSeq` continues a previous read.
 */
export function attemptFeed(
  ex: DbOrTx,
  filter: { accountId?: string; endpointId?: string },
  opts: { afterSeq?: number; last?: number } = {},
): AttemptLine[] {
  const seq = sql<number>`${webhookAttempts}.rowid`;
  const conds: (SQL | undefined)[] = [
    filter.accountId ? eq(webhookDeliveries.accountId, filter.accountId) : undefined,
    filter.endpointId ? eq(webhookDeliveries.endpointId, filter.endpointId) : undefined,
    opts.afterSeq !== undefined ? gt(seq, opts.afterSeq) : undefined,
  ];
  const ordinal = sql<number>`(SELECT COUNT(*) FROM ${webhookAttempts} AS prior WHERE prior.delivery_id = ${webhookAttempts.deliveryId} AND prior.rowid <= ${webhookAttempts}.rowid)`;
  const q = ex
    .select({
      seq,
      at: webhookAttempts.at,
      deliveryId: webhookAttempts.deliveryId,
      eventId: webhookDeliveries.eventId,
      eventType: webhookDeliveries.eventType,
      endpointId: webhookDeliveries.endpointId,
      endpointName: webhookEndpoints.name,
      isTest: webhookDeliveries.isTest,
      attempt: ordinal,
      statusCode: webhookAttempts.statusCode,
      durationMs: webhookAttempts.durationMs,
      error: webhookAttempts.error,
      deliveryStatus: webhookDeliveries.status,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(...conds));
  const rows =
    opts.last !== undefined
      ? q.orderBy(sql`${seq} DESC`).limit(opts.last).all().reverse()
      : q.orderBy(asc(seq)).limit(1000).all();
  return rows.map(({ isTest, ...r }) => ({ ...r, mode: isTest ? "test" : "live" }));
}
