// Endpoints that need an operator's attention (`sitevisit status`): paused ones, and ones whose
// deliveries fail: given up on recently, or failing and waiting for their next retry.
import { and, desc, eq, gt, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";

export interface EndpointHealth {
  id: string;
  accountId: string;
  mode: "live" | "test";
  name: string;
  url: string;
  disabled: boolean;
  /** Deliveries that failed for good since `since`. */
  failedDeliveries: number;
  /** Deliveries that have failed at least once and wait for another attempt. */
  retryingDeliveries: number;
  lastError: string | null;
  lastFailureAt: string | null;
}

export function endpointsNeedingAttention(ex: DbOrTx, since: string): EndpointHealth[] {
  const failedRecently = and(
    eq(webhookDeliveries.status, "failed"),
    gte(webhookDeliveries.updatedAt, since),
  );
  const retrying = and(
    eq(webhookDeliveries.status, "pending"),
    gt(webhookDeliveries.attemptCount, 0),
    isNotNull(webhookDeliveries.lastError),
  );
  const failing = ex
    .select({
      endpointId: webhookDeliveries.endpointId,
      failed: sql<number>`SUM(CASE WHEN ${webhookDeliveries.status} = 'failed' THEN 1 ELSE 0 END)`,
      retrying: sql<number>`SUM(CASE WHEN ${webhookDeliveries.status} = 'pending' THEN 1 ELSE 0 END)`,
      // SQLite fills the bare column last_error from the row that holds MAX(updated_at).
      lastFailureAt: sql<string>`MAX(${webhookDeliveries.updatedAt})`,
      lastError: webhookDeliveries.lastError,
    })
    .from(webhookDeliveries)
    .where(or(failedRecently, retrying))
    .groupBy(webhookDeliveries.endpointId)
    .all();
  const byEndpoint = new Map(failing.map((f) => [f.endpointId, f]));
  const endpoints = ex
    .select()
    .from(webhookEndpoints)
    .where(
      failing.length
        ? or(
            eq(webhookEndpoints.disabled, true),
            inArray(webhookEndpoints.id, [...byEndpoint.keys()]),
          )
        : eq(webhookEndpoints.disabled, true),
    )
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .all();
  return endpoints.map((e) => {
    const f = byEndpoint.get(e.id);
    return {
      id: e.id,
      accountId: e.accountId,
      mode: e.isTest ? "test" : "live",
      name: e.name,
      url: e.url,
      disabled: e.disabled,
      failedDeliveries: f?.failed ?? 0,
      retryingDeliveries: f?.retrying ?? 0,
      lastError: f?.lastError ?? null,
      lastFailureAt: f?.lastFailureAt ?? null,
    };
  });
}
