import { deleteCaptureLinksUnder } from "../db/batches";
import { Elysia, t } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, NoContent, Page, withErrors } from "../core/schemas";
import {
  CompleteSiteVisitBody,
  CreateSiteVisitBody,
  ListSiteVisitsQuery,
  ReportLinkBody,
  SendSiteVisitBody,
  SiteVisit,
  UpdateSiteVisitBody,
} from "./schema";
import * as visits from "./service";
import { rotateReportLink } from "./report-link";

const tags = ["Site visits"];
const notFound = { 404: "Site visit not found" };
const stateful = {
  ...notFound,
  409: "`invalid_state`: the visit is PROCESSING; or an Idempotency-Key request in progress",
};

export const siteVisitRoutes = new Elysia({ name: "site-visits" })
  .use(apiContext)
  .get("/site-visits", ({ db, scope, query }) => visits.listSiteVisits(db, scope, query), {
    query: ListSiteVisitsQuery,
    response: withErrors({ 200: Page(SiteVisit) }),
    detail: {
      tags,
      operationId: "listSiteVisits",
      summary: "List site visits",
      description:
        "Ordered by `visit_date` desc, then id desc; filter by `status` or `property_id`.",
    },
  })
  .post(
    "/site-visits",
    ({ scope, body, write }) => write(201, (tx) => visits.createSiteVisit(tx, scope, body)),
    {
      body: CreateSiteVisitBody,
      response: withErrors(
        { 201: SiteVisit },
        {
          402: "`plan_limit_exceeded`: the plan's monthly visit limit is reached",
          404: "Property not found",
        },
      ),
      detail: {
        tags,
        operationId: "createSiteVisit",
        summary: "Create a site visit",
        description:
          "Files a visit in status DRAFT; `visit_date` defaults to now. Counts toward the plan's monthly limit (live keys). Emits `site_visit.created`.",
      },
    },
  )
  .get("/site-visits/:id", ({ db, scope, params }) => visits.getSiteVisit(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: SiteVisit }, notFound),
    detail: {
      tags,
      operationId: "getSiteVisit",
      summary: "Get a site visit",
      description: "With its action item counts and public report URL.",
    },
  })
  .patch(
    "/site-visits/:id",
    ({ scope, params, body, write }) =>
      write(200, (tx) => visits.updateSiteVisit(tx, scope, params.id, body)),
    {
      params: IdParams,
      body: UpdateSiteVisitBody,
      response: withErrors({ 200: SiteVisit }, notFound),
      detail: {
        tags,
        operationId: "updateSiteVisit",
        summary: "Update a site visit",
        description:
          "Title, date, summary or notes. `status` cannot be set here: it is a 400. Emits `site_visit.updated`.",
      },
    },
  )
  .post(
    "/site-visits/:id/complete",
    ({ scope, params, write }) =>
      write(200, (tx) => visits.completeSiteVisit(tx, scope, params.id)),
    {
      params: IdParams,
      body: t.Optional(CompleteSiteVisitBody),
      response: withErrors({ 200: SiteVisit }, stateful),
      detail: {
        tags,
        operationId: "completeSiteVisit",
        summary: "Complete a site visit",
        description:
          "Marks the visit complete without sending a report: DRAFT or READY → DONE, emitting `site_visit.completed`. On SENT or DONE returns the visit unchanged. 409 `invalid_state` while PROCESSING. The body may be omitted.",
      },
    },
  )
  .post(
    "/site-visits/:id/send",
    ({ scope, params, body, write }) =>
      write(200, (tx) => visits.sendSiteVisit(tx, scope, params.id, body)),
    {
      params: IdParams,
      body: SendSiteVisitBody,
      response: withErrors({ 200: SiteVisit }, stateful),
      detail: {
        tags,
        operationId: "sendSiteVisit",
        summary: "Send a site visit's report",
        description:
          "Queues the report email to `recipients` and marks the visit SENT (emits `site_visit.sent`). The first send also completes the visit (`site_visit.completed`). 409 `invalid_state` while PROCESSING.",
      },
    },
  )
  .post(
    "/site-visits/:id/report-link",
    ({ scope, params, body, write }) =>
      write(200, (tx) => rotateReportLink(tx, scope, params.id, body)),
    {
      params: IdParams,
      body: ReportLinkBody,
      response: withErrors({ 200: SiteVisit }, notFound),
      detail: {
        tags,
        operationId: "rotateSiteVisitReportLink",
        summary: "Issue a new public report link",
        description:
          "A new token replaces the old one: the old `publicReportUrl` answers 404 at once. With `expires_at` (in the future, at most 365 days ahead) the new link answers 410 after that time; absent or null, it never expires. Emits no event.",
      },
    },
  )
  .delete(
    "/site-visits/:id",
    async ({ scope, params, write }) => {
      // Its capture links first, in batches, so the delete's own transaction stays short.
      await deleteCaptureLinksUnder(scope, { siteVisitId: params.id });
      return write(204, (tx) => visits.deleteSiteVisit(tx, scope, params.id) ?? null);
    },
    {
      params: IdParams,
      response: withErrors({ 204: NoContent }, notFound),
      detail: {
        tags,
        operationId: "deleteSiteVisit",
        summary: "Delete a site visit",
        description:
          "Deletes the visit and everything under it (items, evidence, media). Emits `site_visit.deleted`.",
      },
    },
  );
