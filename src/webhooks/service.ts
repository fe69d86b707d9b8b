// Webhook endpoints (docs/api-objects.md, Objects, 4.5; docs/api.md, Resources, 6): registration rules and the endpoint records.
// The same functions serve the API and the CLI.
import { and, desc, eq, notLike } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { changedFields, findInScope, inScope, type Scope } from "../db/scope";
import type { WriteFn } from "../http/write";
import { ApiError } from "../core/errors";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { UserError } from "../core/user-error";
import { checkWebhookTarget } from "./url-policy";
import { newSigningSecret } from "./signing";
import { isSealed, open, seal, SEALED_PREFIX } from "../core/secret-box";
import { deleteDeliveryJobs, parkPendingDeliveries, scheduleDelivery } from "./schedule";
import { forgetEndpoints } from "./fanout";
import {
  presentEndpoint,
  type WebhookEndpoint,
  type CreateEndpointInput,
  type UpdateEndpointInput,
} from "./schema";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export type EndpointDto = typeof WebhookEndpoint.static;
export { presentEndpoint };

export const requireEndpoint = (ex: DbOrTx, scope: Scope, id: string): EndpointRow =>
  findInScope(ex, webhookEndpoints, scope, id, "webhook endpoint");

/** For the admin CLI, which names an endpoint by id alone: the scope it lives in. */
export function endpointScope(ex: DbOrTx, id: string): Scope {
  const row = ex
    .select({ accountId: webhookEndpoints.accountId, isTest: webhookEndpoints.isTest })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .get();
  if (!row) throw new UserError(`no webhook endpoint with id '${id}'`);
  return row;
}

const unique = (events: string[] | undefined) => [...new Set(events ?? [])];

export async function createEndpoint(
  write: WriteFn,
  scope: Scope,
  input: CreateEndpointInput,
): Promise<EndpointDto & { signingSecret: string }> {
  const keyMode = scope.isTest ? "test" : "live";
  if (input.mode !== undefined && input.mode !== keyMode)
    throw new ApiError(
      "mode_mismatch",
      `A ${keyMode} key can only create ${keyMode} endpoints; got mode '${input.mode}'.`,
      { param: "mode" },
    );
  const url = (await checkWebhookTarget(input.url)).url.href; // stored normalized (WHATWG)
  const now = nowIso();
  const signingSecret = newSigningSecret();
  const row: EndpointRow = {
    id: newId("we"),
    accountId: scope.accountId,
    isTest: scope.isTest,
    name: input.name,
    url,
    events: unique(input.events),
    secret: seal(signingSecret), // at rest only sealed (secret-box); shown in clear once, here
    disabled: false,
    createdAt: now,
    updatedAt: now,
  };
  return write((tx) => {
    tx.insert(webhookEndpoints).values(row).run();
    forgetEndpoints();
    return { ...presentEndpoint(row), signingSecret };
  });
}

/** The signing secret of a stored endpoint, in clear: only for signing a delivery. */
export function endpointSigningSecret(stored: string): string {
  return isSealed(stored) ? open(stored) : stored; // cleartext: a row from before sealing
}

/** Seals the secrets stored in clear before secret-box existed; run on start. Returns how many. */
export function sealLegacySecrets(tx: Tx): number {
  const legacy = tx
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(notLike(webhookEndpoints.secret, `${SEALED_PREFIX}%`))
    .all();
  for (const e of legacy)
    tx.update(webhookEndpoints)
      .set({ secret: seal(e.secret) })
      .where(eq(webhookEndpoints.id, e.id))
      .run();
  if (legacy.length) forgetEndpoints();
  return legacy.length;
}

export function listEndpoints(ex: DbOrTx, scope: Scope): { data: EndpointDto[] } {
  const rows = ex
    .select()
    .from(webhookEndpoints)
    .where(inScope(webhookEndpoints, scope))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .all();
  return { data: rows.map(presentEndpoint) };
}

/** Every endpoint, or one account's (both datasets): the admin CLI's view. */
export function listAllEndpoints(
  ex: DbOrTx,
  accountId?: string,
): (EndpointDto & { accountId: string })[] {
  const q = ex.select().from(webhookEndpoints);
  const rows = (accountId ? q.where(eq(webhookEndpoints.accountId, accountId)) : q)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .all();
  return rows.map((r) => ({ ...presentEndpoint(r), accountId: r.accountId }));
}

export function getEndpoint(ex: DbOrTx, scope: Scope, id: string): EndpointDto {
  return presentEndpoint(requireEndpoint(ex, scope, id));
}

export async function updateEndpoint(
  ex: DbOrTx,
  write: WriteFn,
  scope: Scope,
  id: string,
  input: UpdateEndpointInput,
): Promise<EndpointDto> {
  requireEndpoint(ex, scope, id); // 404 before spending a DNS lookup on the URL
  const url = input.url === undefined ? undefined : (await checkWebhookTarget(input.url)).url.href; // stored normalized
  return write((tx) => {
    const current = requireEndpoint(tx, scope, id);
    const changes = changedFields(current, {
      name: input.name,
      url,
      events: input.events === undefined ? undefined : unique(input.events),
      disabled: input.disabled,
    });
    if (Object.keys(changes).length === 0) return presentEndpoint(current);
    const updated = { ...current, ...changes, updatedAt: nowIso() };
    tx.update(webhookEndpoints)
      .set({ ...changes, updatedAt: updated.updatedAt })
      .where(eq(webhookEndpoints.id, id))
      .run();
    forgetEndpoints();
    if (changes.disabled === true) parkPendingDeliveries(tx, id);
    // Deliveries parked while the endpoint was paused go out now.
    if (changes.disabled === false) {
      const pending = tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, "pending")))
        .all();
      const now = nowIso();
      for (const d of pending) scheduleDelivery(tx, d.id, id, now);
    }
    return presentEndpoint(updated);
  });
}

/** Deletes the endpoint with its deliveries and their attempts (foreign keys), and their queued jobs. */
export function deleteEndpoint(tx: Tx, scope: Scope, id: string): void {
  requireEndpoint(tx, scope, id);
  deleteDeliveryJobs(tx, id);
  tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).run();
  forgetEndpoints();
}
