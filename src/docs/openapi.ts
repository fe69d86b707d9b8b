// GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the route schemas by
// @elysiajs/openapi's generator. We drive the generator ourselves because our global JSON body
// parser hides request-body content types from it, and to add what every operation shares
// (Idempotency-Key, Request-Id, the error envelope only where it can occur).
import { Elysia } from "elysia";
import { toOpenAPISchema } from "@elysiajs/openapi/openapi";
import { config } from "../core/config";
import { VERSION } from "../version";

// Errors that only a request with a body or an Idempotency-Key can produce.
const WRITE_ONLY_STATUSES = ["409", "413", "415", "422"];

function buildDocument(app: Elysia<any, any, any, any, any, any, any>) {
  const a = app as any;
  const view = {
    getGlobalDefinitions: () => a.getGlobalDefinitions(),
    getGlobalRoutes: () =>
      a.getGlobalRoutes().map((r: any) => ({ ...r, hooks: { ...r.hooks, parse: undefined } })),
  };
  const { paths, components } = toOpenAPISchema(view as any, { paths: [/^\/(?!api\/v1\/)/, "/api/v1/openapi.json"] }, undefined, undefined, "3.1.0");
  for (const [path, ops] of Object.entries(paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const isWrite = method !== "get" && method !== "head";
      if (!isWrite && !path.includes("/retry"))
        for (const s of WRITE_ONLY_STATUSES) delete op.responses?.[s];
      if (isWrite) {
        op.parameters = [
          ...(op.parameters ?? []),
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            description: "Makes the request safe to retry: the first response is stored and replayed for 24 hours.",
            schema: { type: "string", minLength: 1, maxLength: 255 },
          },
        ];
      }
      for (const res of Object.values(op.responses ?? {}) as any[])
        res.headers = { "Request-Id": { description: "Identifies the request in the server log.", schema: { type: "string" } } };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "sitevisit API",
      version: "1.0.0",
      description: `Site visit reporting service (server ${VERSION}). Every error code is explained at ${config().publicUrl}/docs/errors.`,
    },
    servers: [{ url: `${config().publicUrl}/api/v1` }],
    security: [{ bearerAuth: [] }],
    components: {
      ...components,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "An API key: svc_live_… (live data) or svc_test_… (test data)." },
      },
    },
    paths: Object.fromEntries(Object.entries(paths).map(([p, v]) => [p.replace(/^\/api\/v1/, ""), v])),
  };
}

export function openApiRoute(app: Elysia<any, any, any, any, any, any, any>) {
  let cached: unknown = null;
  return new Elysia({ name: "openapi-document" }).get("/api/v1/openapi.json", () => (cached ??= buildDocument(app)), {
    detail: { hide: true },
  });
}
