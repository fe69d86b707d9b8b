// The whole database schema. `bun run db:generate` turns changes here into a migration under
// migrations/ and re-embeds the migrations into the binary (src/db/migrations.generated.ts).
//
// Conventions: ids are prefixed random strings (src/core/ids.ts); timestamps are ISO 8601 UTC strings
// with milliseconds, so they sort as text; every tenant row carries account_id + is_test and every
// query filters on both (src/db/scope.ts).
import { sql } from "drizzle-orm";
import {
  sqliteTable,
  text,
  integer,
  real,
  index,
  primaryKey,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { PROCESSING_STAGES } from "../core/processing-stages";

const timestamps = {
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
};

const tenant = {
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  isTest: integer("is_test", { mode: "boolean" }).notNull(),
};

export const accounts = sqliteTable("accounts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  plan: text("plan", { enum: ["free", "starter", "pro", "unlimited"] }).notNull(),
  disabledAt: text("disabled_at"),
  // Who the reports are from (src/account-settings): the firm's name as reports show it (null: `name`),
  // its logo (a blob of kind "logo"), the Reply-To of report emails, the send page's recipients.
  displayName: text("display_name"),
  logoKey: text("logo_key"),
  replyTo: text("reply_to"),
  defaultRecipients: text("default_recipients", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  // When items are due (src/accounts/response-times.ts, docs/priority-policy.md): days per
  // priority (null: no due date), and the IANA time zone the account's days are counted in.
  responseDays: text("response_days", { mode: "json" })
    .$type<{ HIGH: number | null; MEDIUM: number | null; LOW: number | null }>()
    .notNull()
    .default(sql`'{"HIGH":1,"MEDIUM":28,"LOW":null}'`),
  timeZone: text("time_zone").notNull().default("UTC"),
  ...timestamps,
});

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mode: text("mode", { enum: ["live", "test"] }).notNull(),
    // Display prefix: "svc_live_" / "svc_test_" + first 4 hex chars of the tail.
    prefix: text("prefix").notNull(),
    // SHA-256 (hex) of the 32-hex tail. The cleartext key is never stored.
    secretHash: text("secret_hash").notNull(),
    createdAt: text("created_at").notNull(),
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("api_keys_prefix_idx").on(t.prefix), index("api_keys_account_idx").on(t.accountId)],
);

// Counts visit creations per UTC month. A separate counter (not COUNT(*) over site_visits) because
// the plan limit includes visits that were created and later deleted.
export const planUsage = sqliteTable(
  "plan_usage",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    period: text("period").notNull(), // "YYYY-MM"
    visitsCreated: integer("visits_created").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period] })],
);

export const properties = sqliteTable(
  "properties",
  {
    id: text("id").primaryKey(),
    ...tenant,
    name: text("name").notNull(),
    address: text("address"),
    notes: text("notes"),
    iconEmoji: text("icon_emoji"),
    coverImageUrl: text("cover_image_url"),
    isSample: integer("is_sample", { mode: "boolean" }).notNull().default(false),
    // Inspection schedule (docs/api-objects.md, Property): months between inspections (1-24, null:
    // none), the UTC date the schedule was set, and the next due date (YYYY-MM-DD) kept by
    // src/properties/inspections.ts from the last sent or completed visit.
    inspectionIntervalMonths: integer("inspection_interval_months"),
    inspectionScheduledOn: text("inspection_scheduled_on"),
    nextInspectionDue: text("next_inspection_due"),
    // Its visits and its items not done, kept by SQLite triggers on site_visits and action_items
    // (migration 0021): every insert, delete, move or status change updates them in the same
    // statement, whatever writes it, so they cannot drift; a page of properties reads them instead
    // of counting each property's items (1,000 a property at 300k items, bench/growth.ts).
    visitCount: integer("visit_count").notNull().default(0),
    openItemCount: integer("open_item_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("properties_list_idx").on(t.accountId, t.isTest, t.createdAt, t.id),
    // ?inspection_due_before= and the inspections due: a range on the due date, read in its order.
    index("properties_inspection_due_idx").on(t.accountId, t.isTest, t.nextInspectionDue, t.id),
  ],
);

export const siteVisits = sqliteTable(
  "site_visits",
  {
    id: text("id").primaryKey(),
    ...tenant,
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    status: text("status", { enum: ["DRAFT", "PROCESSING", "READY", "SENT", "DONE"] }).notNull(),
    visitDate: text("visit_date").notNull(),
    recipients: text("recipients", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    summary: text("summary"),
    // The rules extractor's reading of the recording behind a summary it wrote, and that summary
    // (`written`): while `summary` is still that text, it follows the items (site-visits/summary.ts).
    summaryBasis: text("summary_basis", { mode: "json" }).$type<{
      lead: string;
      covered: string;
      written: string;
    }>(),
    notes: text("notes"),
    // Random token behind the public report URL /r/<token>.
    reportToken: text("report_token").notNull().unique(),
    isSample: integer("is_sample", { mode: "boolean" }).notNull().default(false),
    processingError: text("processing_error"),
    // The pipeline stage while PROCESSING (src/pipeline), null otherwise.
    processingStage: text("processing_stage", { enum: PROCESSING_STAGES }),
    // The walkthrough video plays taller than wide (the pipeline's probe, rotation applied), so the
    // review draws a portrait box from the first paint; null: no video, or not probed yet.
    videoPortrait: integer("video_portrait", { mode: "boolean" }),
    // When the public report link stops working (docs/api.md "Report links"); null: never.
    reportExpiresAt: text("report_expires_at"),
    sentAt: text("sent_at"),
    // The dashboard user who last sent the report (a snapshot: the report keeps saying who sent it);
    // null after a send through the API, which is the firm's.
    sentByName: text("sent_by_name"),
    sentByEmail: text("sent_by_email"),
    completedAt: text("completed_at"),
    // The manager's choice: the report and email quote what was said of each item.
    includeQuotes: integer("include_quotes", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("site_visits_list_idx").on(t.accountId, t.isTest, t.visitDate, t.id),
    index("site_visits_property_idx").on(t.propertyId),
    // One property's visits in list order (the property page, ?property_id=): without it SQLite walks
    // every visit of the account through site_visits_list_idx.
    index("site_visits_property_list_idx").on(
      t.accountId,
      t.isTest,
      t.propertyId,
      t.visitDate,
      t.id,
    ),
    // Visits of one status in list order (?status=, and the dashboard's home queues in
    // src/action-items/review.ts): without it SQLite walks every visit of the account through
    // site_visits_list_idx to find the few PROCESSING ones.
    index("site_visits_status_list_idx").on(t.accountId, t.isTest, t.status, t.visitDate, t.id),
    index("site_visits_sent_idx").on(t.accountId, t.isTest, t.sentAt),
  ],
);

export const actionItems = sqliteTable(
  "action_items",
  {
    id: text("id").primaryKey(),
    ...tenant,
    siteVisitId: text("site_visit_id")
      .notNull()
      .references(() => siteVisits.id, { onDelete: "cascade" }),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category"),
    location: text("location"),
    priority: text("priority", { enum: ["LOW", "MEDIUM", "HIGH"] }).notNull(),
    // Why it has that priority (docs/priority-policy.md); a new priority replaces it.
    priorityReason: text("priority_reason"),
    status: text("status", { enum: ["OPEN", "IN_PROGRESS", "DONE"] }).notNull(),
    assignee: text("assignee"),
    timestampSec: real("timestamp_sec"),
    transcriptQuote: text("transcript_quote"),
    completedAt: text("completed_at"),
    completedBy: text("completed_by"),
    completionNote: text("completion_note"),
    completionPhotoKey: text("completion_photo_key"),
    // YYYY-MM-DD or null. `policy`: derived from the account's response times (and re-derived when
    // the priority changes); `set`: a person's, kept (docs/api.md, "Due dates").
    dueDate: text("due_date"),
    dueDateSource: text("due_date_source", { enum: ["policy", "set"] })
      .notNull()
      .default("policy"),
    // Review (docs/dashboard.md, "Reviewing a visit"): the pipeline's items are suggested until a
    // person accepts or edits them; a person's own items are confirmed from the start. `confirmedBy`
    // is the user's id (usr_…) or the API key's id (key_…).
    reviewState: text("review_state", { enum: ["suggested", "confirmed"] })
      .notNull()
      .default("confirmed"),
    confirmedAt: text("confirmed_at"),
    confirmedBy: text("confirmed_by"),
    // For the manager only ("Heard unclearly; watch 0:18"): never in the report or the email.
    reviewNote: text("review_note"),
    // The last photo a capture link brought that no dashboard user has looked at yet (null: none
    // new): "New photo from the link" on the home page and the item (src/capture/notify.ts).
    linkPhotoAt: text("link_photo_at"),
    order: integer("order").notNull(),
    ...timestamps,
  },
  (t) => [
    // The list order; each entry also holds the due date and status, so the due-date filters
    // (?overdue=, ?due_before=, ?due_after=) are read from the index as it is walked in order.
    index("action_items_list_idx").on(
      t.accountId,
      t.isTest,
      t.createdAt,
      t.id,
      t.dueDate,
      t.status,
    ),
    // One visit's items (the report, the visit page, ?site_visit_id=, a visit's delete): the scope
    // after the visit, so SQLite prefers it to any (account, dataset, …) index, and the list order
    // after those. With the visit alone, SQLite (without statistics) took the two columns of the
    // scope for the narrower search and walked every item of the account.
    // Its entries end with the status, so a visit list's open-item counts are read from it alone
    // (3.5 ms a deep page of visits at 300k items, reading each item's row for its status).
    index("action_items_visit_idx").on(
      t.siteVisitId,
      t.accountId,
      t.isTest,
      t.createdAt,
      t.id,
      t.status,
    ),
    // Each equality filter of GET /action-items in list order (src/db/pagination.ts, preparedList).
    index("action_items_status_list_idx").on(t.accountId, t.isTest, t.status, t.createdAt, t.id),
    index("action_items_priority_list_idx").on(
      t.accountId,
      t.isTest,
      t.priority,
      t.createdAt,
      t.id,
    ),
    index("action_items_assignee_list_idx").on(
      t.accountId,
      t.isTest,
      t.assignee,
      t.createdAt,
      t.id,
    ),
    index("action_items_property_idx").on(t.propertyId, t.status),
    // Items still to review, per visit (the home queue): few at any time, so a small partial index
    // instead of a walk over every item of the account.
    index("action_items_suggested_idx")
      .on(t.accountId, t.isTest, t.siteVisitId)
      .where(sql`review_state = 'suggested'`),
    // Items with a capture link's photo no one has looked at (the home page): few, a partial index.
    index("action_items_link_photo_idx")
      .on(t.accountId, t.isTest, t.linkPhotoAt)
      .where(sql`link_photo_at IS NOT NULL`),
    // The items not done, by due date (docs/dashboard.md, "The work list"): the work list's order
    // (dated by due date, then the undated, src/action-items/work-list.ts), the home page's due
    // counts and ?overdue=true are each a range of it, so none walks every item of the account.
    // Its WHERE is matched only by a query that says `status <> 'DONE'` as a literal.
    index("action_items_open_due_idx")
      .on(t.accountId, t.isTest, t.dueDate, t.createdAt, t.id)
      .where(sql`status <> 'DONE'`),
    // The work list of one status (?status=IN_PROGRESS, DONE) in the same order.
    index("action_items_status_due_idx").on(
      t.accountId,
      t.isTest,
      t.status,
      t.dueDate,
      t.createdAt,
      t.id,
    ),
    // One property's items in list order (?property_id=, the property page, the delete confirmation).
    index("action_items_property_list_idx").on(
      t.accountId,
      t.isTest,
      t.propertyId,
      t.createdAt,
      t.id,
    ),
  ],
);

// Every stored file (uploads, evidence photos, completion photos, videos, key frames, renditions).
// The key is random and is the file's public name under /media/<key>. A file belongs to the visit or
// item it hangs off: the row goes with its owner (foreign keys), and the file with its row
// (src/media/cleanup.ts), so a delete anywhere up the tree leaves no orphan.
export const blobs = sqliteTable(
  "blobs",
  {
    key: text("key").primaryKey(),
    ...tenant,
    kind: text("kind", {
      enum: [
        "upload",
        "evidence",
        "completion",
        "video",
        "frame",
        "rendition",
        "web_video",
        "logo",
      ],
    }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256"),
    ownerVisitId: text("owner_visit_id").references(() => siteVisits.id, { onDelete: "cascade" }),
    ownerItemId: text("owner_item_id").references(() => actionItems.id, { onDelete: "cascade" }),
    // A browser-viewable JPEG of a HEIC photo, when one could be made.
    renditionKey: text("rendition_key"),
    // The sizes pages show (src/media/renditions.ts): ~320 px and ~1600 px JPEGs, upright, no metadata.
    // Both null and no error: not made yet. An error says why they could not be made.
    thumbKey: text("thumb_key"),
    displayKey: text("display_key"),
    renditionError: text("rendition_error"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("blobs_account_idx").on(t.accountId, t.isTest),
    index("blobs_visit_idx").on(t.ownerVisitId),
    index("blobs_item_idx").on(t.ownerItemId),
  ],
);

export const evidence = sqliteTable(
  "evidence",
  {
    id: text("id").primaryKey(),
    ...tenant,
    actionItemId: text("action_item_id")
      .notNull()
      .references(() => actionItems.id, { onDelete: "cascade" }),
    blobKey: text("blob_key")
      .notNull()
      .references(() => blobs.key, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("evidence_item_idx").on(t.actionItemId)],
);

// A visit's transcript (docs/api.md, Resources): uploaded, or made by the pipeline's transcriber.
export const transcripts = sqliteTable("transcripts", {
  siteVisitId: text("site_visit_id")
    .primaryKey()
    .references(() => siteVisits.id, { onDelete: "cascade" }),
  ...tenant,
  language: text("language").notNull(),
  text: text("text").notNull(),
  segments: text("segments", { mode: "json" })
    .$type<{ start: number; end: number; text: string; unclear?: string[] }[]>()
    .notNull(),
  source: text("source", { enum: ["upload", "transcriber"] }).notNull(),
  ...timestamps,
});

// The pipeline's own state for a visit being processed: what each stage handed to the next.
// `runId` ties jobs to one run, so a job of an abandoned run finds it gone and stops.
export const visitProcessing = sqliteTable("visit_processing", {
  siteVisitId: text("site_visit_id")
    .primaryKey()
    .references(() => siteVisits.id, { onDelete: "cascade" }),
  runId: text("run_id").notNull(),
  source: text("source", { enum: ["video", "transcript"] }).notNull(),
  videoKey: text("video_key"),
  durationSec: real("duration_sec"),
  hasAudio: integer("has_audio", { mode: "boolean" }),
  extraction: text("extraction", { mode: "json" }).$type<unknown>(),
  ...timestamps,
});

export const captureTokens = sqliteTable(
  "capture_tokens",
  {
    id: text("id").primaryKey(), // the JWT's jti
    ...tenant,
    actionItemId: text("action_item_id")
      .notNull()
      .references(() => actionItems.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["evidence", "completion_photo"] }).notNull(),
    uploadLimit: integer("upload_limit").notNull(),
    uploadsUsed: integer("uploads_used").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdAt: text("created_at").notNull(),
    // The dashboard user who made the link (null: made through the API), told of its uploads by
    // email at most once an hour (`notifiedAt`: the last such email; src/capture/notify.ts).
    createdByUserId: text("created_by_user_id"),
    notifiedAt: text("notified_at"),
  },
  (t) => [
    // An item's links (its page, and the cascade of its delete: without it every deleted item read
    // every link of the server, 1.7 s for a 1,000-item property with 10,000 links).
    index("capture_tokens_item_idx").on(t.actionItemId),
    // The prune of expired links (src/capture/prune.ts).
    index("capture_tokens_expires_idx").on(t.expiresAt),
  ],
);

// Work orders (src/work-orders, docs/api.md "Work orders"): an item sent to a contractor, who works
// it from the link /w/<token>. The token is an HMAC of the id under a key derived from the server
// key; only its SHA-256 is stored, for the lookup (a stolen database yields no working link).
export const workOrders = sqliteTable(
  "work_orders",
  {
    id: text("id").primaryKey(),
    ...tenant,
    actionItemId: text("action_item_id")
      .notNull()
      .references(() => actionItems.id, { onDelete: "cascade" }),
    contractorName: text("contractor_name").notNull(),
    contractorEmail: text("contractor_email").notNull(),
    message: text("message"),
    status: text("status", {
      enum: ["sent", "opened", "started", "done", "cancelled"],
    }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    // Who sent it: a dashboard user (usr_…, mailed when it is done) or an API key (key_…).
    sentBy: text("sent_by"),
    appointmentDate: text("appointment_date"),
    completionNote: text("completion_note"),
    expiresAt: text("expires_at").notNull(),
    openedAt: text("opened_at"),
    startedAt: text("started_at"),
    completedAt: text("completed_at"),
    cancelledAt: text("cancelled_at"),
    // When the contractor's reminder was queued: the day before the item's due date, and the day
    // it became overdue (src/work-orders/reminders.ts). Set once, so each is sent once.
    remindedDueAt: text("reminded_due_at"),
    remindedOverdueAt: text("reminded_overdue_at"),
    ...timestamps,
  },
  (t) => [
    index("work_orders_item_idx").on(t.actionItemId, t.createdAt, t.id),
    // The contractors an account has used (the dashboard's send form offers them again).
    index("work_orders_contractors_idx").on(t.accountId, t.isTest, t.createdAt),
  ],
);

// The event log (docs/api-objects.md, Events). Rows are written in the same transaction as the change they describe.
export const events = sqliteTable(
  "events",
  {
    id: text("id").primaryKey(),
    ...tenant,
    type: text("type").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("events_list_idx").on(t.accountId, t.isTest, t.createdAt, t.id),
    // ?type= in list order: without it a rare type walked every event of the account.
    index("events_type_list_idx").on(t.accountId, t.isTest, t.type, t.createdAt, t.id),
    index("events_created_idx").on(t.createdAt),
  ],
);

// One persisted queue for every background task (webhook deliveries, mail, pipeline, pruning).
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["queued", "running", "succeeded", "failed"] }).notNull(),
    // Jobs with the same concurrency key run one (or N) at a time, e.g. one webhook endpoint.
    concurrencyKey: text("concurrency_key"),
    runAt: text("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(1),
    leaseUntil: text("lease_until"),
    lastError: text("last_error"),
    ...timestamps,
  },
  (t) => [
    index("jobs_due_idx").on(t.status, t.runAt),
    index("jobs_concurrency_idx").on(t.status, t.concurrencyKey, t.runAt),
  ],
);

export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    ...tenant,
    name: text("name").notNull(),
    url: text("url").notNull(),
    events: text("events", { mode: "json" }).$type<string[]>().notNull(),
    // "whsec_<base64>". Needed in clear to sign; never returned after creation.
    secret: text("secret").notNull(),
    disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [index("webhook_endpoints_account_idx").on(t.accountId, t.isTest)],
);

export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    ...tenant,
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    attemptCount: integer("attempt_count").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    nextAttemptAt: text("next_attempt_at"),
    ...timestamps,
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt, t.id),
    // The cascade of an event's prune: without it each pruned event read every delivery.
    index("webhook_deliveries_event_idx").on(t.eventId),
    index("webhook_deliveries_updated_idx").on(t.updatedAt),
  ],
);

export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    at: text("at").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    responseBody: text("response_body"),
  },
  (t) => [
    index("webhook_attempts_delivery_idx").on(t.deliveryId, t.at),
    index("webhook_attempts_at_idx").on(t.at),
  ],
);

export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    isTest: integer("is_test", { mode: "boolean" }).notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    // null while the first request is in flight
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.isTest, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

// People who sign in to the dashboard (src/users). A user belongs to one account; API keys stay
// separate. The same email may belong to users of several accounts.
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    // Lower-cased at the door, so lookups by email are exact.
    email: text("email").notNull(),
    name: text("name"),
    lastSignInAt: text("last_sign_in_at"),
    // The daily digest email (src/reminders): on unless the user turned it off in Settings.
    digestEmail: integer("digest_email", { mode: "boolean" }).notNull().default(true),
    // What the person may do in the firm (src/users/roles.ts, docs/dashboard.md "People and roles").
    // Users from before roles became owners (migration 0019).
    role: text("role", { enum: ["owner", "admin", "member"] })
      .notNull()
      .default("member"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_account_email_idx").on(t.accountId, t.email),
    index("users_email_idx").on(t.email),
  ],
);

// One-time sign-in links (invitations, 24 h; emailed sign-ins, 15 min). Only the SHA-256 of the
// 32-byte random token is stored; `usedAt` makes a link single-use.
export const signInLinks = sqliteTable(
  "sign_in_links",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose", { enum: ["invite", "sign_in"] }).notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("sign_in_links_user_idx").on(t.userId),
    index("sign_in_links_expires_idx").on(t.expiresAt),
  ],
);

// Dashboard sessions: the cookie holds a 32-byte random token, the row its SHA-256. `isTest` is the
// dataset the dashboard shows (the live/test switch).
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    isTest: integer("is_test", { mode: "boolean" }).notNull().default(false),
    expiresAt: text("expires_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// The daily digest (src/reminders, docs/dashboard.md "Reminders"): one row per account and day once
// that day's digests are queued (so the job loop queues them once, across restarts), and one per
// user and day once that user's digest is settled: sent, nothing to say, or turned off. A user with
// a row for a day is never mailed that day's digest again, whoever sends it (the job loop or
// `sitevisit digest send`). Days are the account's calendar days (YYYY-MM-DD in its time zone).
export const digestRuns = sqliteTable(
  "digest_runs",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    queuedAt: text("queued_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] }), index("digest_runs_day_idx").on(t.day)],
);

export const digestSends = sqliteTable(
  "digest_sends",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    outcome: text("outcome", { enum: ["sent", "empty", "off", "refused"] }).notNull(),
    at: text("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("digest_sends_day_idx").on(t.day)],
);
