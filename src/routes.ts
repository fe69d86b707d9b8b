// Every feature's /api/v1 routes. A new feature adds its plugin here (one line) and nowhere else.
import { Elysia } from "elysia";
import { propertyRoutes } from "./properties/routes";
import { siteVisitRoutes } from "./site-visits/routes";
import { actionItemRoutes } from "./action-items/routes";
import { evidenceRoutes } from "./action-items/evidence-routes";
import { eventRoutes } from "./event-catalog/routes";
import { webhookRoutes } from "./webhooks/routes";
import { mediaApiRoutes } from "./media/routes";
import { captureApiRoutes } from "./capture/routes";
import { workOrderRoutes } from "./work-orders/routes";
import { pipelineRoutes } from "./pipeline/routes";
import { apiVideoUploadRoutes } from "./uploads/api";

export const apiRoutes = new Elysia({ name: "api-v1", prefix: "/api/v1" })
  .use(propertyRoutes)
  .use(siteVisitRoutes)
  .use(actionItemRoutes)
  .use(eventRoutes)
  .use(webhookRoutes)
  .use(mediaApiRoutes)
  .use(evidenceRoutes)
  .use(captureApiRoutes)
  .use(workOrderRoutes)
  .use(pipelineRoutes)
  .use(apiVideoUploadRoutes);
