// Builds the HTTP application: the shared pipeline, public pages, the OpenAPI document and the API.
import { Elysia } from "elysia";
import { openapi } from "@elysiajs/openapi";
import { httpCore, registerRouteTable } from "./core/http";
import { opsRoutes } from "./ops/routes";
import { errorDocsRoutes } from "./docs/errors-page";
import { apiRoutes } from "./api-routes";
import { config } from "./core/config";
import { VERSION } from "./version";

export function createApp() {
  const app = new Elysia({ normalize: false })
    .use(httpCore)
    .use(
      openapi({
        path: "/api/v1/docs",
        specPath: "/api/v1/openapi.json",
        exclude: { paths: ["/api/v1/docs", "/api/v1/openapi.json"] },
        documentation: {
          openapi: "3.1.0",
          info: {
            title: "sitevisit API",
            version: "1.0.0",
            description: `Site visit reporting service (server ${VERSION}). Errors: ${config().publicUrl}/docs/errors`,
          },
          servers: [{ url: config().publicUrl }],
          components: {
            securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "svc_live_… or svc_test_… API key" } },
          },
          security: [{ bearerAuth: [] }],
        },
      }),
    )
    .use(opsRoutes)
    .use(errorDocsRoutes)
    .use(apiRoutes);
  registerRouteTable(app.routes);
  return app;
}

export type App = ReturnType<typeof createApp>;
