import { t } from "elysia";
import { Body, Id, IdOf, Nullable, StringEnum, Timestamp } from "../core/schemas";
import { ListQuery } from "../db/pagination";
import { QueryBoolean } from "../core/query-params";
import { mediaUrl } from "../media/url";
import { ImageSizes, presentSizes } from "../media/schema";
import type { PagePhotoColumns } from "../media/display";
import type { actionItems } from "../db/schema";
import type { EventDataOf, EventDataSchemas } from "../events/types";

// The item vocabularies: each value list with the words people read for it (the dashboard, the
// report page and its email). A value without a label does not compile.
export const ITEM_STATUSES = ["OPEN", "IN_PROGRESS", "DONE"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  OPEN: "Open",
  IN_PROGRESS: "In progress",
  DONE: "Done",
};

export const PRIORITIES = ["LOW", "MEDIUM", "HIGH"] as const;
export const DUE_DATE_SOURCES = ["policy", "set"] as const;
export const REVIEW_STATES = ["suggested", "confirmed"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Whether a person has checked the item (docs/api.md, "Review"). */
export const ItemReview = t.Object(
  {
    state: StringEnum(REVIEW_STATES, {
      description:
        "`suggested`: found by the video pipeline and not yet checked by a person; `confirmed`: made, accepted or edited by a person, or confirmed through the API (POST /action-items/{id}/confirm). Only confirmed items appear in the visit's report and email.",
    }),
    confirmedAt: Nullable(Timestamp),
    confirmedBy: Nullable(
      t.String({
        description: "Who confirmed it: a dashboard user's id (usr_…) or an API key's id (key_…).",
      }),
    ),
    note: Nullable(
      t.String({
        description:
          'The pipeline\'s note for the reviewer ("Heard unclearly; watch 0:18."); never in the report.',
      }),
    ),
  },
  {
    title: "ActionItemReview",
    examples: [
      {
        state: "suggested",
        confirmedAt: null,
        confirmedBy: null,
        note: "Heard unclearly; watch 00:18.",
      },
    ],
  },
);
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  HIGH: "High",
  MEDIUM: "Medium",
  LOW: "Low",
};
/** The order people read priorities in (filters, forms, the report's groups): the most urgent first. */
export const PRIORITIES_BY_URGENCY = ["HIGH", "MEDIUM", "LOW"] as const satisfies Priority[];

/**
 * The categories the extractors file items under. The API takes any short text as a category, so a
 * category an integrator sent is shown as sent (categoryLabel).
 */
export const CATEGORIES = [
  "plumbing",
  "electrical",
  "roofing",
  "hvac",
  "structural",
  "safety",
  "pest",
  "cleaning",
  "grounds",
  "appliances",
  "doors_windows",
  "decor",
  "other",
] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  plumbing: "Plumbing",
  electrical: "Electrical",
  roofing: "Roofing",
  hvac: "Heating & ventilation",
  structural: "Structural",
  safety: "Safety",
  pest: "Pests",
  cleaning: "Cleaning",
  grounds: "Grounds",
  appliances: "Appliances",
  doors_windows: "Doors & windows",
  decor: "Decoration",
  other: "Other",
};

/** A category as people read it: one of ours by its label, any other as it was sent. */
export const categoryLabel = (category: string): string =>
  CATEGORY_LABELS[category as Category] ?? category;

export const ActionItem = t.Object(
  {
    id: t.String(),
    siteVisitId: t.String(),
    propertyId: t.String(),
    propertyName: t.String(),
    title: t.String(),
    description: Nullable(t.String()),
    category: Nullable(t.String()),
    location: Nullable(t.String()),
    priority: StringEnum(PRIORITIES),
    priorityReason: Nullable(
      t.String({
        description:
          'Why the item has its priority, in a few words ("HIGH: water getting in"): set by the pipeline\'s extractor (docs/priority-policy.md); a PATCH that changes `priority` replaces it with its `priority_reason`, or null.',
      }),
    ),
    status: StringEnum(ITEM_STATUSES),
    assignee: Nullable(t.String()),
    dueDate: Nullable(
      t.String({
        format: "date",
        description:
          "The day it is due (YYYY-MM-DD), or null for none: set by a person (`due_date`), else derived from the account's response times for its priority (docs/api.md, Due dates).",
      }),
    ),
    dueDateSource: StringEnum(DUE_DATE_SOURCES, {
      description:
        "`policy`: derived from the account's response times, and derived again when the priority changes; `set`: set (or cleared) by a person, kept.",
    }),
    overdue: t.Boolean({
      description:
        "True when the item is not DONE and its due date is before today in the account's time zone.",
    }),
    timestampSec: Nullable(
      t.Number({ description: "Position in the source video, in seconds (extracted items)." }),
    ),
    transcriptQuote: Nullable(t.String()),
    completedAt: Nullable(Timestamp),
    completedBy: Nullable(t.String()),
    completionNote: Nullable(t.String()),
    completionPhotoUrl: Nullable(t.String({ format: "uri" })),
    evidenceImageUrls: t.Array(t.String({ format: "uri" })),
    evidenceImages: t.Array(
      t.Object({
        url: t.String({ format: "uri", description: "The original, as in `evidenceImageUrls`." }),
        ...ImageSizes.properties,
      }),
      {
        description:
          "The evidence photos in the order of `evidenceImageUrls`, each with the sizes made of it for display.",
      },
    ),
    completionPhotoSizes: Nullable(ImageSizes),
    review: ItemReview,
    isSample: t.Boolean({
      description: "True for an item of the built-in sample tutorial property's visit.",
    }),
    isTest: t.Boolean(),
    order: t.Integer(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  {
    title: "ActionItem",
    description:
      "Something to fix or follow up, found during a site visit (docs/api-objects.md, Objects).",
    examples: [
      {
        id: "ai_2c5v8b1n4m7k0j3h",
        siteVisitId: "sv_8h3j5k2l9m4n7b6v",
        propertyId: "prop_4fj2k9q8w7e6r5t3",
        propertyName: "Harbour View Apartments",
        title: "Replace stairwell light, level 2",
        description: "Fitting flickers then goes out.",
        category: "Electrical",
        location: "Stairwell B, level 2",
        priority: "HIGH",
        priorityReason: "HIGH: trip or fall risk",
        status: "OPEN",
        assignee: "Sam (electrician)",
        dueDate: "2026-11-22",
        dueDateSource: "policy",
        overdue: false,
        timestampSec: 84.5,
        transcriptQuote: "the light on level two is out again",
        completedAt: null,
        completedBy: null,
        completionNote: null,
        completionPhotoUrl: null,
        evidenceImageUrls: ["https://visits.example.com/media/m_Hk3x9Qp2Lr7Vt5Wb.jpg"],
        evidenceImages: [
          {
            url: "https://visits.example.com/media/m_Hk3x9Qp2Lr7Vt5Wb.jpg",
            status: "ready",
            thumbnailUrl: "https://visits.example.com/media/4r8t2w6y0z3b5c7d9f1g3h5j7k",
            displayUrl: "https://visits.example.com/media/9k7j5h3g1f9d7c5b3z0y6w2t8r",
          },
        ],
        completionPhotoSizes: null,
        review: {
          state: "confirmed",
          confirmedAt: "2026-11-21T10:02:13.400Z",
          confirmedBy: "usr_7d2k9w4q1m8n3b6v",
          note: null,
        },
        isSample: false,
        isTest: false,
        order: 1,
        createdAt: "2026-11-21T09:44:51.210Z",
        updatedAt: "2026-11-21T09:44:51.210Z",
      },
    ],
  },
);

// The bounds in docs/api-objects.md (Limits of the API), shared by create and update.
const Title = t.String({ minLength: 1, maxLength: 200 });
const Description = t.String({ maxLength: 5000 });
const Category = t.String({ maxLength: 100 });
const Location = t.String({ maxLength: 200 });
const Assignee = t.String({ maxLength: 100 });
const PriorityInput = StringEnum(PRIORITIES);
const StatusInput = StringEnum(ITEM_STATUSES);
/** A calendar day; the service checks it is a real one within the bounds (validationError). */
export const DayInput = (description: string) =>
  t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", format: "date", description });
const DueDateInput = Nullable(
  DayInput(
    "The day it is due, YYYY-MM-DD, 2000-01-01 to 2100-12-31; null: no due date. Given, it is kept through priority changes (`dueDateSource` `set`).",
  ),
);

export const CreateActionItemBody = Body(
  {
    site_visit_id: Id,
    title: Title,
    description: t.Optional(Description),
    category: t.Optional(Category),
    location: t.Optional(Location),
    priority: t.Optional(PriorityInput),
    assignee: t.Optional(Assignee),
    due_date: t.Optional(DueDateInput),
  },
  {
    title: "CreateActionItemRequest",
    examples: [
      {
        site_visit_id: "sv_8h3j5k2l9m4n7b6v",
        title: "Replace stairwell light, level 2",
        priority: "HIGH",
        assignee: "Sam (electrician)",
      },
    ],
  },
);

export const UpdateActionItemBody = Body(
  {
    title: t.Optional(Title),
    description: t.Optional(Nullable(Description)),
    category: t.Optional(Nullable(Category)),
    location: t.Optional(Nullable(Location)),
    priority: t.Optional(PriorityInput),
    priority_reason: t.Optional(
      Nullable(
        t.String({
          maxLength: 200,
          description:
            "Why the new priority: replaces the item's `priorityReason`. A change of `priority` without it sets the reason to null.",
        }),
      ),
    ),
    status: t.Optional(StatusInput),
    assignee: t.Optional(Nullable(Assignee)),
    due_date: t.Optional(DueDateInput),
  },
  { title: "UpdateActionItemRequest", examples: [{ status: "IN_PROGRESS", assignee: null }] },
);

export const CompleteActionItemBody = Body(
  {
    completed_by: t.Optional(t.String({ maxLength: 100 })),
    completion_note: t.Optional(t.String({ maxLength: 5000 })),
    completion_photo_key: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 200,
        description: "The `key` of an upload (POST /uploads) of this account and dataset.",
      }),
    ),
  },
  {
    title: "CompleteActionItemRequest",
    description: "Every field is optional; the body may be `{}`.",
    examples: [
      { completed_by: "Sam (electrician)", completion_note: "New LED fitting installed." },
    ],
  },
);

export const ConfirmActionItemBody = Body(
  {},
  {
    title: "ConfirmActionItemRequest",
    description: "Empty; the body may be omitted.",
    examples: [{}],
  },
);

export const ListActionItemsQuery = ListQuery({
  status: t.Optional(StringEnum(ITEM_STATUSES, { description: "Only items in this status." })),
  priority: t.Optional(StringEnum(PRIORITIES, { description: "Only items of this priority." })),
  site_visit_id: t.Optional(IdOf("Only the items of this site visit.")),
  property_id: t.Optional(IdOf("Only the items found at this property (on any of its visits).")),
  assignee: t.Optional(
    t.String({ minLength: 1, maxLength: 100, description: "Only items assigned to exactly this." }),
  ),
  exclude_sample: t.Optional(
    QueryBoolean({ description: "Hide the items of the built-in sample tutorial property." }),
  ),
  overdue: t.Optional(
    QueryBoolean({
      description: "true: only items overdue (`overdue` true); false: only items not overdue.",
    }),
  ),
  due_before: t.Optional(DayInput("Only items due on or before this day (YYYY-MM-DD).")),
  due_after: t.Optional(DayInput("Only items due on or after this day (YYYY-MM-DD).")),
});

/** What a contractor is told of an item (the work order's email and page). */
export type JobItem = Pick<
  typeof ActionItem.static,
  | "title"
  | "description"
  | "location"
  | "priority"
  | "dueDate"
  | "overdue"
  | "timestampSec"
  | "transcriptQuote"
>;

export type CreateActionItemInput = typeof CreateActionItemBody.static;
export type UpdateActionItemInput = typeof UpdateActionItemBody.static;
export type CompleteActionItemInput = typeof CompleteActionItemBody.static;
export type ListActionItemsInput = typeof ListActionItemsQuery.static;

/** The one presenter of an action item: routes, OpenAPI (ActionItem above) and events all show this. */
export type StoredPhoto = { key: string } & PagePhotoColumns;

export function presentActionItem(
  r: { row: typeof actionItems.$inferSelect; propertyName: string; isSample: boolean },
  evidencePhotos: StoredPhoto[],
  completionPhoto: StoredPhoto | null,
  /** Today (YYYY-MM-DD) in the account's time zone: what `overdue` is read against. */
  today: string,
): typeof ActionItem.static {
  const a = r.row;
  return {
    id: a.id,
    siteVisitId: a.siteVisitId,
    propertyId: a.propertyId,
    propertyName: r.propertyName,
    title: a.title,
    description: a.description,
    category: a.category,
    location: a.location,
    priority: a.priority,
    priorityReason: a.priorityReason,
    status: a.status,
    assignee: a.assignee,
    dueDate: a.dueDate,
    dueDateSource: a.dueDateSource,
    overdue: a.status !== "DONE" && a.dueDate !== null && a.dueDate < today,
    timestampSec: a.timestampSec,
    transcriptQuote: a.transcriptQuote,
    completedAt: a.completedAt,
    completedBy: a.completedBy,
    completionNote: a.completionNote,
    completionPhotoUrl: a.completionPhotoKey === null ? null : mediaUrl(a.completionPhotoKey),
    evidenceImageUrls: evidencePhotos.map((p) => mediaUrl(p.key)),
    evidenceImages: evidencePhotos.map((p) => ({ url: mediaUrl(p.key), ...presentSizes(p) })),
    completionPhotoSizes: completionPhoto ? presentSizes(completionPhoto) : null,
    review: {
      state: a.reviewState,
      confirmedAt: a.confirmedAt,
      confirmedBy: a.confirmedBy,
      note: a.reviewNote,
    },
    isSample: r.isSample,
    isTest: a.isTest,
    order: a.order,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

const item = ActionItem.examples[0] as typeof ActionItem.static;
const ActionItemData = t.Object({ action_item: ActionItem });

/** docs/api.md, Media: the evidence part of `evidence.attached`. */
export const EvidenceMedia = t.Object(
  {
    id: Nullable(t.String({ description: "The evidence id (ev_…); null for a completion photo." })),
    url: t.String({ format: "uri" }),
    content_type: t.String(),
    size: t.Integer({ description: "Bytes." }),
  },
  {
    title: "EvidenceMedia",
    description: "A photo or video attached to an action item.",
    examples: [
      {
        id: "ev_5g8h1j4k7l0z3x6c",
        url: "https://visits.example.com/media/m_Hk3x9Qp2Lr7Vt5Wb.jpg",
        content_type: "image/jpeg",
        size: 482133,
      },
    ],
  },
);

/** The `data` of each action item event (docs/api-objects.md, Events), with an example. */
export const ACTION_ITEM_EVENTS = {
  "action_item.created": [ActionItemData, { action_item: item }],
  "action_item.updated": [ActionItemData, { action_item: item }],
  "action_item.assigned": [
    t.Object({ action_item: ActionItem, previous_assignee: Nullable(t.String()) }),
    { action_item: item, previous_assignee: null },
  ],
  "action_item.completed": [
    ActionItemData,
    {
      action_item: {
        ...item,
        status: "DONE",
        completedAt: "2026-11-22T11:20:00.000Z",
        completedBy: "Sam (electrician)",
        completionNote: "New LED fitting installed.",
      },
    },
  ],
  "action_item.reopened": [
    t.Object({ action_item: ActionItem, previous_status: StringEnum(ITEM_STATUSES) }),
    { action_item: item, previous_status: "DONE" },
  ],
  "action_item.deleted": [t.Object({ action_item_id: t.String() }), { action_item_id: item.id }],
  "evidence.attached": [
    t.Object({
      target_type: StringEnum(["evidence", "completion_photo"]),
      action_item: ActionItem,
      evidence: EvidenceMedia,
    }),
    {
      target_type: "evidence",
      action_item: item,
      evidence: EvidenceMedia.examples[0] as typeof EvidenceMedia.static,
    },
  ],
} as const satisfies EventDataSchemas;

declare module "../events/types" {
  interface EventDataMap extends EventDataOf<typeof ACTION_ITEM_EVENTS> {}
}

/**
 * An item the pipeline found again at the same property opens its description with this (issue 20,
 * src/pipeline/recurring.ts); the report page shows it as "Recurring". No new field in docs/api-objects.md's shape.
 */
export const RECURRING_PREFIX = "Recurring:";
export const isRecurring = (description: string | null | undefined) =>
  !!description?.startsWith(RECURRING_PREFIX);
