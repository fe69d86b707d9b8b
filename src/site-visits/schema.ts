import { t } from "elysia";
import { Body, Id, IdOf, Nullable, StringEnum, Timestamp } from "../core/schemas";
import { ListQuery } from "../db/pagination";
import { QueryBoolean } from "../core/query-params";
import { config } from "../core/config";
import { EmailAddress } from "../core/email-address";
import type { siteVisits } from "../db/schema";
import type { EventDataOf, EventDataSchemas } from "../events/types";
import { PROCESSING_STAGES } from "../core/processing-stages";

export const VISIT_STATUSES = ["DRAFT", "PROCESSING", "READY", "SENT", "DONE"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** What the dashboard shows for each status (a status without one does not compile). */
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  DRAFT: "Draft",
  PROCESSING: "Processing",
  READY: "Ready for review",
  SENT: "Sent",
  DONE: "Done",
};

// Strict ISO 8601 with a zone; Elysia's own date-time format also accepts looser forms.
const DateTimeInput = t.String({
  format: "date-time",
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$",
  description: "ISO 8601 date-time with a zone, e.g. 2026-11-22T09:30:00Z.",
});

export const SiteVisit = t.Object(
  {
    id: t.String(),
    propertyId: t.String(),
    propertyName: t.String(),
    title: t.String(),
    status: StringEnum(VISIT_STATUSES),
    visitDate: Timestamp,
    recipients: t.Array(t.String()),
    isTest: t.Boolean(),
    isSample: t.Boolean({
      description: "True for the visit of the built-in sample tutorial property.",
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    actionItemCount: t.Integer(),
    openActionItemCount: t.Integer(),
    publicReportUrl: t.String({
      format: "uri",
      description:
        'The public report page (no key: the token is the credential). The same URL with `.pdf` appended is the report as a PDF (docs/api.md, "The report as a PDF").',
    }),
    publicReportExpiresAt: Nullable(
      t.String({
        format: "date-time",
        description:
          "When the public report link stops working (410); null: never. Set by POST /site-visits/{id}/report-link.",
      }),
    ),
    summary: Nullable(t.String()),
    notes: Nullable(t.String()),
    sentAt: Nullable(Timestamp),
    completedAt: Nullable(Timestamp),
    processingError: Nullable(
      t.String({ description: "Why the last processing attempt failed; null otherwise." }),
    ),
    // The pipeline stage while PROCESSING; null otherwise.
    processingStage: Nullable(StringEnum(PROCESSING_STAGES)),
  },
  {
    title: "SiteVisit",
    description:
      "One inspection of a property, its report and its delivery (docs/api-objects.md, Objects).",
    examples: [
      {
        id: "sv_8h3j5k2l9m4n7b6v",
        propertyId: "prop_4fj2k9q8w7e6r5t3",
        propertyName: "Harbour View Apartments",
        title: "Quarterly inspection",
        status: "SENT",
        visitDate: "2026-11-21T09:30:00.000Z",
        recipients: ["owner@example.com"],
        isTest: false,
        isSample: false,
        createdAt: "2026-11-21T09:31:02.003Z",
        updatedAt: "2026-11-21T16:45:12.501Z",
        actionItemCount: 4,
        openActionItemCount: 3,
        publicReportUrl: "https://visits.example.com/r/q7Xk2mP9sV4tL8wN3cB6yR1d",
        summary: "Roof and gutters in fair condition; stairwell light out.",
        notes: null,
        sentAt: "2026-11-21T16:45:12.501Z",
        completedAt: "2026-11-21T16:45:12.501Z",
        processingError: null,
        processingStage: null,
        publicReportExpiresAt: null,
      },
    ],
  },
);

const Title = t.String({ minLength: 1, maxLength: 200 });
const LongText = t.String({ maxLength: 20000 });

export const CreateSiteVisitBody = Body(
  {
    property_id: Id,
    title: Title,
    visit_date: t.Optional(DateTimeInput),
    summary: t.Optional(LongText),
    notes: t.Optional(LongText),
  },
  {
    title: "CreateSiteVisitRequest",
    examples: [
      {
        property_id: "prop_4fj2k9q8w7e6r5t3",
        title: "Quarterly inspection",
        visit_date: "2026-11-21T09:30:00Z",
      },
    ],
  },
);

// `status` is deliberately absent: status moves only through the pipeline, complete and send.
export const UpdateSiteVisitBody = Body(
  {
    title: t.Optional(Title),
    visit_date: t.Optional(DateTimeInput),
    summary: t.Optional(Nullable(LongText)),
    notes: t.Optional(Nullable(LongText)),
  },
  {
    title: "UpdateSiteVisitRequest",
    examples: [
      { summary: "Roof and gutters in fair condition; stairwell light out.", notes: null },
    ],
  },
);

export const CompleteSiteVisitBody = Body(
  {},
  {
    title: "CompleteSiteVisitRequest",
    description: "Empty; the body may be omitted.",
    examples: [{}],
  },
);

/**
 * The most addresses one send takes, and the most a visit keeps in `recipients` over all its sends
 * (deduplicated ignoring case). Without the second cap the list grew with every send.
 */
export const MAX_RECIPIENTS = 50;

export const SendSiteVisitBody = Body(
  {
    recipients: t.Array(EmailAddress, {
      minItems: 1,
      maxItems: MAX_RECIPIENTS,
      description: `At most ${MAX_RECIPIENTS} per send; a visit keeps at most ${MAX_RECIPIENTS} distinct recipients over all its sends (case ignored), and a send that would add more is a 400.`,
    }),
    message: t.Optional(t.String({ maxLength: 2000 })),
  },
  {
    title: "SendSiteVisitRequest",
    examples: [{ recipients: ["owner@example.com"], message: "Here is this quarter's report." }],
  },
);

export const ReportLinkBody = Body(
  {
    // When the new link stops working: in the future, at most 365 days ahead. Absent or null: never.
    expires_at: t.Optional(Nullable(DateTimeInput)),
  },
  { title: "ReportLinkRequest", examples: [{ expires_at: "2027-01-31T00:00:00Z" }] },
);

export const ListSiteVisitsQuery = ListQuery({
  status: t.Optional(StringEnum(VISIT_STATUSES, { description: "Only visits in this status." })),
  property_id: t.Optional(IdOf("Only the visits of this property.")),
  exclude_sample: t.Optional(
    QueryBoolean({ description: "Hide the visit of the built-in sample tutorial property." }),
  ),
});

export type CreateSiteVisitInput = typeof CreateSiteVisitBody.static;
export type UpdateSiteVisitInput = typeof UpdateSiteVisitBody.static;
export type SendSiteVisitInput = typeof SendSiteVisitBody.static;
export type ListSiteVisitsInput = typeof ListSiteVisitsQuery.static;
export type ReportLinkInput = typeof ReportLinkBody.static;

export const reportUrl = (token: string) => `${config().publicUrl}/r/${token}`;

/** The one presenter of a site visit: routes, OpenAPI (SiteVisit above) and events all show this. */
export function presentSiteVisit(r: {
  row: typeof siteVisits.$inferSelect;
  propertyName: string;
  actionItemCount: number;
  openActionItemCount: number;
}): typeof SiteVisit.static {
  const v = r.row;
  return {
    id: v.id,
    propertyId: v.propertyId,
    propertyName: r.propertyName,
    title: v.title,
    status: v.status,
    visitDate: v.visitDate,
    recipients: v.recipients,
    isTest: v.isTest,
    isSample: v.isSample,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    actionItemCount: r.actionItemCount,
    openActionItemCount: r.openActionItemCount,
    publicReportUrl: reportUrl(v.reportToken),
    publicReportExpiresAt: v.reportExpiresAt,
    summary: v.summary,
    notes: v.notes,
    sentAt: v.sentAt,
    completedAt: v.completedAt,
    processingError: v.processingError,
    processingStage: v.status === "PROCESSING" ? v.processingStage : null,
  };
}

const visit = SiteVisit.examples[0] as typeof SiteVisit.static;
const SiteVisitData = t.Object({ site_visit: SiteVisit });

const sentFields = {
  id: t.String(),
  title: t.String(),
  property_id: t.String(),
  sent_at: Nullable(Timestamp),
  recipients: t.Array(t.String()),
};
const sentExample = {
  id: visit.id,
  title: visit.title,
  property_id: visit.propertyId,
  sent_at: visit.sentAt,
  recipients: visit.recipients,
};

export const SiteVisitSent = t.Object(sentFields, {
  title: "SiteVisitSent",
  description: "The snake_case subset of a site visit carried by `site_visit.sent`.",
  examples: [sentExample],
});
export const SiteVisitCompleted = t.Object(
  { ...sentFields, completed_at: Nullable(Timestamp) },
  {
    title: "SiteVisitCompleted",
    description: "The snake_case subset of a site visit carried by `site_visit.completed`.",
    examples: [{ ...sentExample, completed_at: visit.completedAt }],
  },
);

/** The `data` of each site visit event (docs/api-objects.md, Events), with an example. */
export const SITE_VISIT_EVENTS = {
  "site_visit.created": [
    SiteVisitData,
    { site_visit: { ...visit, status: "DRAFT", sentAt: null, completedAt: null } },
  ],
  "site_visit.updated": [SiteVisitData, { site_visit: visit }],
  "site_visit.processing": [
    SiteVisitData,
    { site_visit: { ...visit, status: "PROCESSING", sentAt: null, completedAt: null } },
  ],
  "site_visit.ready": [
    SiteVisitData,
    { site_visit: { ...visit, status: "READY", sentAt: null, completedAt: null } },
  ],
  "site_visit.sent": [t.Object({ site_visit: SiteVisitSent }), { site_visit: sentExample }],
  "site_visit.completed": [
    t.Object({ site_visit: SiteVisitCompleted }),
    { site_visit: { ...sentExample, completed_at: visit.completedAt } },
  ],
  "site_visit.deleted": [t.Object({ site_visit_id: t.String() }), { site_visit_id: visit.id }],
} as const satisfies EventDataSchemas;

declare module "../events/types" {
  interface EventDataMap extends EventDataOf<typeof SITE_VISIT_EVENTS> {}
}
