// The OpenAPI document (GET /api/v1/openapi.json), as served by the real server: valid for two
// independent validators, named, readable, honest about types, and describing the webhooks.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, startServer, tempDir, type TestServer } from "./helpers/server";
import { DocumentValidator } from "./helpers/openapi-validator";
import { createApp } from "../src/app";
import { errorCodes } from "../src/core/error-codes";
import { EVENT_TYPES } from "../src/events/types";

let server: TestServer;
let doc: any;
let file: string;
beforeAll(async () => {
  server = await startServer();
  const res = await fetch(`${server.api}/openapi.json`); // public: no key
  expect(res.status).toBe(200);
  doc = await res.json();
  file = join(tempDir("sitevisit-openapi-"), "openapi.json");
  writeFileSync(file, JSON.stringify(doc, null, 2));
});
afterAll(() => server.stop());

/** Operations whose body is a file (an image, a video, a transcript), not JSON. */
const RAW_BODY_OPERATIONS = new Set([
  "createUpload",
  "attachEvidence",
  "uploadSiteVisitVideo",
  "uploadSiteVisitTranscript",
  "appendVideoUpload",
]);
/** The tus protocol's operations: tus headers instead of Idempotency-Key (offsets make them safe to retry). */
const TUS_OPERATIONS = new Set([
  "createSiteVisitVideoUpload",
  "getVideoUploadOffset",
  "appendVideoUpload",
  "terminateVideoUpload",
]);

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonSchema = (x: any) => x.content["application/json"].schema;
const component = (name: string) => doc.components.schemas[name];

describe("valid", () => {
  test("@redocly/cli lint (recommended rules): 0 errors", async () => {
    const proc = Bun.spawn(
      [join(ROOT, "node_modules/.bin/redocly"), "lint", file, "--format=json"],
      { stdout: "pipe", stderr: "pipe", cwd: ROOT },
    );
    const [out, err, code] = await Promise.all([
      new Response(proc.stdout).text(),
      new Response(proc.stderr).text(),
      proc.exited,
    ]);
    const report = JSON.parse(out.slice(out.indexOf("{")));
    const errors = report.problems.filter((p: any) => p.severity === "error");
    if (errors.length) throw new Error(JSON.stringify(errors, null, 2) + err);
    expect(report.totals.errors).toBe(0);
    expect(code).toBe(0);
  }, 60_000);

  test("@seriousme/openapi-schema-validator (OpenAPI 3.1 schema): 0 errors", async () => {
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const validator = new Validator();
    const result = await validator.validate(file);
    expect(validator.version).toBe("3.1");
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("every /api/v1 route is documented with its success and error responses", () => {
    const routes = createApp()
      .routes.filter(
        (r) =>
          r.path.startsWith("/api/v1/") &&
          r.path !== "/api/v1/openapi.json" &&
          !(r.hooks as any)?.detail?.hide,
      )
      .map((r) => ({
        method: r.method.toLowerCase(),
        path: r.path.replace(/^\/api\/v1/, "").replace(/:([a-z_]+)/gi, "{$1}"),
      }));
    expect(routes.length).toBe(operations().length);
    for (const r of routes) {
      const op = doc.paths[r.path]?.[r.method];
      if (!op)
        throw new Error(`${r.method.toUpperCase()} ${r.path} is missing from the OpenAPI document`);
      const statuses = Object.keys(op.responses);
      expect(statuses.some((s) => s.startsWith("2"))).toBe(true);
      for (const s of ["400", "401", "429", "500"]) {
        expect(statuses).toContain(s);
        // HEAD answers have no body, errors included.
        if (r.method === "head") expect(op.responses[s].content).toBeUndefined();
        else expect(jsonSchema(op.responses[s])).toEqual(ref("Error"));
      }
    }
  });

  test("204 responses have no content; reads list only the errors a read can produce; writes take Idempotency-Key", () => {
    for (const { method, op } of operations()) {
      if (op.responses["204"]) expect(op.responses["204"].content).toBeUndefined();
      const names = op.parameters.map((p: any) => p.name);
      if (method === "get") {
        expect(Object.keys(op.responses)).not.toContain("422");
        expect(names).not.toContain("Idempotency-Key");
      } else if (TUS_OPERATIONS.has(op.operationId)) {
        expect(names).toContain("Tus-Resumable");
        expect(names).not.toContain("Idempotency-Key");
      } else expect(names).toContain("Idempotency-Key");
    }
    expect(Object.keys(doc.paths["/properties"].post.responses)).toEqual(
      expect.arrayContaining(["201", "409", "413", "415", "422"]),
    );
  });
});

describe("named", () => {
  test("resources, lists, request bodies and the error envelope are components", () => {
    const names = [
      ...[
        "Property",
        "SiteVisit",
        "ActionItem",
        "WebhookEndpoint",
        "WebhookEndpointWithSecret",
        "WebhookDelivery",
        "WebhookDeliveryWithAttempts",
      ],
      ...[
        "WebhookAttempt",
        "Event",
        "Error",
        "EvidenceMedia",
        "SiteVisitSent",
        "SiteVisitCompleted",
      ],
      ...[
        "PropertyList",
        "SiteVisitList",
        "ActionItemList",
        "EventList",
        "WebhookDeliveryList",
        "WebhookEndpointList",
      ],
      ...[
        "CreatePropertyRequest",
        "UpdatePropertyRequest",
        "CreateSiteVisitRequest",
        "UpdateSiteVisitRequest",
        "CompleteSiteVisitRequest",
      ],
      ...[
        "SendSiteVisitRequest",
        "CreateActionItemRequest",
        "UpdateActionItemRequest",
        "CompleteActionItemRequest",
      ],
      ...[
        "CreateWebhookEndpointRequest",
        "UpdateWebhookEndpointRequest",
        "RetryWebhookDeliveryRequest",
      ],
    ];
    for (const n of names) expect(Object.keys(doc.components.schemas)).toContain(n);
    expect(component("PropertyList").properties.data.items).toEqual(ref("Property"));
  });

  test("every request body and success body is a $ref to a component", () => {
    for (const { op } of operations()) {
      if (op.requestBody && !RAW_BODY_OPERATIONS.has(op.operationId))
        expect(jsonSchema(op.requestBody).$ref).toStartWith("#/components/schemas/");
      for (const [status, res] of Object.entries(op.responses as Record<string, any>))
        if (res.content)
          expect({ status, ref: jsonSchema(res).$ref }).toEqual({
            status,
            ref: expect.stringMatching(/^#\/components\/schemas\/\w+$/),
          });
    }
    expect(jsonSchema(doc.paths["/properties"].get.responses["200"])).toEqual(ref("PropertyList"));
    expect(jsonSchema(doc.paths["/properties"].post.requestBody)).toEqual(
      ref("CreatePropertyRequest"),
    );
    expect(jsonSchema(doc.paths["/webhook-deliveries/{id}"].get.responses["200"])).toEqual(
      ref("WebhookDeliveryWithAttempts"),
    );
  });
});

describe("readable", () => {
  test("operationIds a person would write, each with a summary, a description and one described tag", () => {
    const ids = Object.fromEntries(
      operations().map(({ path, method, op }) => [
        `${method.toUpperCase()} ${path}`,
        op.operationId,
      ]),
    );
    expect(ids).toEqual({
      "GET /properties": "listProperties",
      "POST /properties": "createProperty",
      "GET /properties/{id}": "getProperty",
      "PATCH /properties/{id}": "updateProperty",
      "DELETE /properties/{id}": "deleteProperty",
      "GET /site-visits": "listSiteVisits",
      "POST /site-visits": "createSiteVisit",
      "GET /site-visits/{id}": "getSiteVisit",
      "PATCH /site-visits/{id}": "updateSiteVisit",
      "DELETE /site-visits/{id}": "deleteSiteVisit",
      "POST /site-visits/{id}/complete": "completeSiteVisit",
      "POST /site-visits/{id}/send": "sendSiteVisit",
      "POST /site-visits/{id}/report-link": "rotateSiteVisitReportLink",
      "POST /uploads": "createUpload",
      "POST /action-items/{id}/evidence": "attachEvidence",
      "DELETE /action-items/{id}/evidence/{evidence_id}": "deleteEvidence",
      "POST /capture-tokens": "createCaptureToken",
      "POST /action-items/{id}/work-orders": "createWorkOrder",
      "GET /action-items/{id}/work-orders": "listWorkOrders",
      "POST /work-orders/{id}/cancel": "cancelWorkOrder",
      "PUT /site-visits/{id}/video": "uploadSiteVisitVideo",
      "PUT /site-visits/{id}/transcript": "uploadSiteVisitTranscript",
      "GET /site-visits/{id}/transcript": "getSiteVisitTranscript",
      "POST /site-visits/{id}/video/uploads": "createSiteVisitVideoUpload",
      "HEAD /video-uploads/{uploadId}": "getVideoUploadOffset",
      "PATCH /video-uploads/{uploadId}": "appendVideoUpload",
      "DELETE /video-uploads/{uploadId}": "terminateVideoUpload",
      "GET /action-items": "listActionItems",
      "POST /action-items": "createActionItem",
      "GET /action-items/{id}": "getActionItem",
      "PATCH /action-items/{id}": "updateActionItem",
      "DELETE /action-items/{id}": "deleteActionItem",
      "POST /action-items/{id}/complete": "completeActionItem",
      "POST /action-items/{id}/confirm": "confirmActionItem",
      "GET /events": "listEvents",
      "GET /events/{id}": "getEvent",
      "POST /webhook-endpoints": "createWebhookEndpoint",
      "GET /webhook-endpoints": "listWebhookEndpoints",
      "GET /webhook-endpoints/{id}": "getWebhookEndpoint",
      "PATCH /webhook-endpoints/{id}": "updateWebhookEndpoint",
      "DELETE /webhook-endpoints/{id}": "deleteWebhookEndpoint",
      "GET /webhook-endpoints/{id}/deliveries": "listWebhookDeliveries",
      "GET /webhook-deliveries/{id}": "getWebhookDelivery",
      "POST /webhook-deliveries/{id}/retry": "retryWebhookDelivery",
    });
    const tags = new Map(doc.tags.map((t: any) => [t.name, t.description]));
    for (const { op } of [
      ...operations(),
      ...Object.values(doc.webhooks as Record<string, any>).map((w) => ({ op: w.post })),
    ]) {
      expect(op.summary).toBeString();
      expect(op.description.length).toBeGreaterThan(10);
      expect(op.tags).toHaveLength(1);
      expect(tags.get(op.tags[0])).toBeString();
    }
    expect([...tags.keys()]).toEqual([
      "Properties",
      "Site visits",
      "Action items",
      "Media",
      "Capture links",
      "Work orders",
      "Processing",
      "Events",
      "Webhooks",
      "Webhook events",
    ]);
  });
});

/** The JSON paths at which `a` and `b` differ. */
function differences(a: unknown, b: unknown, at = ""): string[] {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Object.is(a, b) ? [] : [at];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => differences((a as any)[k], (b as any)[k], `${at}/${k}`));
}

describe("stable", () => {
  test("the document is the same whatever the server answered before it", async () => {
    // Elysia writes `additionalProperties: false` into a response schema when it first compiles
    // the route; a document built from the live schemas then changed with the first requests.
    const other = await startServer();
    try {
      for (const { path, method } of operations())
        await fetch(`${other.api}${path.replace(/\{[^}]+\}/g, "x")}`, {
          method: method.toUpperCase(),
          headers: { authorization: "Bearer svc_live_nope", "content-type": "application/json" },
          body: ["get", "head"].includes(method) ? undefined : "{}",
        });
      const port = (url: string) => `:${new URL(url).port}`;
      const after = JSON.parse(
        (await (await fetch(`${other.api}/openapi.json`)).text()).replaceAll(
          port(other.url),
          port(server.url),
        ),
      );
      expect(after.error).toBeUndefined();
      expect(differences(after, doc)).toEqual([]);
    } finally {
      await other.stop();
    }
  });
});

describe("honest types", () => {
  test("request bodies are JSON only, strict, and optional exactly where the server allows no body", () => {
    for (const { op } of operations()) {
      if (!op.requestBody) continue;
      // Uploads take the file itself as the body, and never advertise JSON.
      if (RAW_BODY_OPERATIONS.has(op.operationId))
        expect(Object.keys(op.requestBody.content)).not.toContain("application/json");
      else expect(Object.keys(op.requestBody.content)).toEqual(["application/json"]);
    }
    const body = component("CreatePropertyRequest");
    expect(body.additionalProperties).toBe(false);
    expect(body.required).toEqual(["name"]);
    expect(doc.paths["/site-visits/{id}/complete"].post.requestBody.required).toBe(false);
    expect(doc.paths["/webhook-deliveries/{id}/retry"].post.requestBody.required).toBe(false);
    expect(doc.paths["/site-visits/{id}/send"].post.requestBody.required).toBe(true);
  });

  test("query parameters and counts are integers; nothing is string-or-number", () => {
    const limit = doc.paths["/site-visits"].get.parameters.find((p: any) => p.name === "limit");
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
    expect(component("Property").properties.visitCount).toEqual({ type: "integer" });
    expect(JSON.stringify(doc)).not.toMatch(/"format":"(integer|numeric|number|boolean)"/);
  });

  test("nullable fields are type [X, null]; enums are enums", () => {
    expect(component("Property").properties.address).toEqual({ type: ["string", "null"] });
    expect(component("SiteVisit").properties.sentAt).toEqual({
      type: ["string", "null"],
      format: "date-time",
    });
    expect(component("WebhookDelivery").properties.lastStatusCode).toEqual({
      type: ["integer", "null"],
    });
    expect(component("SiteVisitList").properties.next_cursor.type).toEqual(["string", "null"]);
    expect(component("ActionItem").properties.priority).toEqual({
      type: "string",
      enum: ["LOW", "MEDIUM", "HIGH"],
    });
    expect(component("WebhookEndpoint").properties.mode).toEqual({
      type: "string",
      enum: ["live", "test"],
    });
  });

  test("error.code is the error catalog, each code linking its /docs/errors anchor", () => {
    const code = component("Error").properties.error.properties.code;
    expect(code.enum).toEqual(Object.keys(errorCodes));
    for (const c of code.enum)
      expect(code["x-enumDescriptions"][c]).toContain(`(/docs/errors#${c})`);
  });

  test("every component has an example, and every example is valid against its schema", () => {
    const v = new DocumentValidator(doc);
    for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, any>)) {
      expect({ name, examples: schema.examples?.length ?? 0 }).toEqual({
        name,
        examples: expect.any(Number),
      });
      expect(schema.examples.length).toBeGreaterThan(0);
      for (const example of schema.examples)
        v.check(v.schemaAt(`#/components/schemas/${name}`), example, `example of ${name}`);
    }
  });

  test("the response check catches a disagreement", () => {
    const v = new DocumentValidator(doc);
    const property = component("Property").examples[0];
    expect(() =>
      v.checkResponse(
        "GET",
        "/properties/prop_1",
        200,
        "application/json",
        JSON.stringify(property),
      ),
    ).not.toThrow();
    const { visitCount: _, ...missing } = property;
    expect(() =>
      v.checkResponse(
        "GET",
        "/properties/prop_1",
        200,
        "application/json",
        JSON.stringify(missing),
      ),
    ).toThrow(/visitCount/);
    expect(() =>
      v.checkResponse(
        "GET",
        "/properties/prop_1",
        200,
        "application/json",
        JSON.stringify({ ...property, visitCount: "3" }),
      ),
    ).toThrow(/integer/);
    expect(() =>
      v.checkResponse("GET", "/properties/prop_1", 418, "application/json", "{}"),
    ).toThrow(/not documented/);
    expect(() => v.checkResponse("DELETE", "/properties/prop_1", 204, null, "null")).toThrow(
      /without a body/,
    );
    expect(() =>
      v.checkResponse(
        "GET",
        "/properties/prop_1",
        404,
        "application/json",
        JSON.stringify({ error: { ...component("Error").examples[0].error, code: "nope" } }),
      ),
    ).toThrow();
  });
});

describe("webhooks", () => {
  test("one entry per event type (all 17), with the envelope and the Standard Webhooks headers", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) {
      const op = doc.webhooks[type].post;
      const name = jsonSchema(op.requestBody).$ref.split("/").pop();
      const envelope = component(name);
      expect(envelope.required).toEqual(["id", "event_type", "livemode", "created_at", "data"]);
      expect(envelope.properties.event_type).toEqual({ const: type, type: "string" });
      expect(
        op.parameters.filter((p: any) => p.in === "header" && p.required).map((p: any) => p.name),
      ).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
      expect(op.responses["410"]).toBeDefined();
    }
  });

  test("each type's data is typed as docs/api-objects.md, Events says", () => {
    const data = (type: string) =>
      component(jsonSchema(doc.webhooks[type].post.requestBody).$ref.split("/").pop()).properties
        .data;
    expect(data("property.created").properties.property).toEqual(ref("Property"));
    expect(data("property.deleted")).toMatchObject({
      required: ["property_id"],
      properties: { property_id: { type: "string" } },
    });
    expect(Object.keys(data("property.deleted").properties)).toEqual(["property_id"]);
    expect(data("site_visit.ready").properties.site_visit).toEqual(ref("SiteVisit"));
    expect(data("site_visit.sent").properties.site_visit).toEqual(ref("SiteVisitSent"));
    expect(Object.keys(component("SiteVisitSent").properties)).toEqual([
      "id",
      "title",
      "property_id",
      "sent_at",
      "recipients",
    ]);
    expect(Object.keys(component("SiteVisitCompleted").properties)).toEqual([
      "id",
      "title",
      "property_id",
      "sent_at",
      "recipients",
      "completed_at",
    ]);
    expect(Object.keys(data("site_visit.deleted").properties)).toEqual(["site_visit_id"]);
    expect(Object.keys(data("action_item.deleted").properties)).toEqual(["action_item_id"]);
    expect(data("action_item.assigned").properties.previous_assignee).toEqual({
      type: ["string", "null"],
    });
    expect(data("action_item.reopened").properties.previous_status.enum).toEqual([
      "OPEN",
      "IN_PROGRESS",
      "DONE",
    ]);
    const evidence = data("evidence.attached");
    expect(evidence.properties.target_type.enum).toEqual(["evidence", "completion_photo"]);
    expect(evidence.properties.evidence).toEqual(ref("EvidenceMedia"));
    expect(Object.keys(component("EvidenceMedia").properties)).toEqual([
      "id",
      "url",
      "content_type",
      "size",
    ]);
  });

  test("the events API uses the same envelopes: Event is a oneOf over the 17, discriminated by event_type", () => {
    const event = component("Event");
    expect(event.oneOf).toHaveLength(17);
    expect(event.discriminator.propertyName).toBe("event_type");
    for (const type of EVENT_TYPES)
      expect(event.oneOf).toContainEqual(jsonSchema(doc.webhooks[type].post.requestBody));
    expect(Object.keys(event.discriminator.mapping).sort()).toEqual([...EVENT_TYPES].sort());
    expect(jsonSchema(doc.paths["/events/{id}"].get.responses["200"])).toEqual(ref("Event"));
    expect(component("EventList").properties.data.items).toEqual(ref("Event"));
  });
});
