import { Elysia, t } from "elysia";
import { apiContext } from "../api/context";
import { IdParams, Page, withErrors } from "../core/schemas";
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
const stateful = { ...notFound, 409: "`invalid_state`: the visit is PROCESSING; or an Idempotency-Key request in progress" };

export const siteVisitRoutes = new Elysia({ name: "site-visits" })
  .use(apiContext)
  .get("/site-visits", ({ db, scope, query }) => visits.listSiteVisits(db, scope, query), {
    query: ListSiteVisitsQuery,
    response: withErrors({ 200: Page(SiteVisit) }),
    detail: { tags, summary: "List site visits", description: "Ordered by `visit_date` desc, then id desc." },
  })
  .post(
    "/site-visits",
    ({ scope, body, write }) => write(201, (tx) => visits.createSiteVisit(tx, scope, body)),
    {
      body: CreateSiteVisitBody,
      response: withErrors({ 201: SiteVisit }, { 402: "`plan_limit_exceeded`: the plan's monthly visit limit is reached", 404: "Property not found" }),
      detail: { tags, summary: "Create a site visit (status DRAFT)" },
    },
  )
  .get("/site-visits/:id", ({ db, scope, params }) => visits.getSiteVisit(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: SiteVisit }, notFound),
    detail: { tags, summary: "Get a site visit" },
  })
  .patch("/site-visits/:id", ({ scope, params, body, write }) => write(200, (tx) => visits.updateSiteVisit(tx, scope, params.id, body)), {
    params: IdParams,
    body: UpdateSiteVisitBody,
    response: withErrors({ 200: SiteVisit }, notFound),
    detail: { tags, summary: "Update a site visit", description: "`status` cannot be set here: it is a 400." },
  })
  .post("/site-visits/:id/complete", ({ scope, params, write }) => write(200, (tx) => visits.completeSiteVisit(tx, scope, params.id)), {
    params: IdParams,
    body: CompleteSiteVisitBody,
    response: withErrors({ 200: SiteVisit }, stateful),
    detail: {
      tags,
      summary: "Mark a site visit complete without sending a report",
      description: "DRAFT or READY → DONE. On SENT or DONE returns the visit unchanged. 409 `invalid_state` while PROCESSING.",
    },
  })
  .post("/site-visits/:id/send", ({ scope, params, body, write }) => write(200, (tx) => visits.sendSiteVisit(tx, scope, params.id, body)), {
    params: IdParams,
    body: SendSiteVisitBody,
    response: withErrors({ 200: SiteVisit }, stateful),
    detail: {
      tags,
      summary: "Email the report and mark the visit SENT",
      description: "Queues the report email. The first send also completes the visit. 409 `invalid_state` while PROCESSING.",
    },
  })
  .post("/site-visits/:id/report-link", ({ scope, params, body, write }) => write(200, (tx) => rotateReportLink(tx, scope, params.id, body)), {
    params: IdParams,
    body: ReportLinkBody,
    response: withErrors({ 200: SiteVisit }, notFound),
    detail: {
      tags,
      summary: "Issue a new public report link",
      description:
        "A new token replaces the old one: the old `publicReportUrl` answers 404 at once. With `expires_at` (in the future, at most 365 days ahead) the new link answers 410 after that time; absent or null, it never expires. Emits no event.",
    },
  })
  .delete(
    "/site-visits/:id",
    ({ scope, params, write }) => write(204, (tx) => visits.deleteSiteVisit(tx, scope, params.id) ?? null),
    {
      params: IdParams,
      response: withErrors({ 204: t.Null({ description: "Deleted" }) }, notFound),
      detail: { tags, summary: "Delete a site visit and everything under it" },
    },
  );
