// GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the routes' TypeBox schemas.
//
// We walk Elysia's route table ourselves rather than use @elysiajs/openapi's generator: it advertises
// form and multipart bodies our JSON-only parser refuses, documents query coercion (string-or-number)
// instead of the parameter's type, and names nothing.
//
// Names: every schema with a `title` (resources, list envelopes, request bodies, the error envelope,
// event envelopes) is hoisted into components.schemas under that title and replaced by a $ref. We
// chose titles over TypeBox `$id`s because a title is an inert annotation: `$id` changes how TypeBox
// and Elysia resolve and compile the runtime validators, and the same schema object appears inside
// many others. Two different schemas with one title are a bug, so hoisting throws on them (the
// OpenAPI tests build the document, so that fails CI, never a request).
import { Elysia } from "elysia";
import { config } from "../core/config";
import { ErrorEnvelope } from "../core/schemas";
import { EVENT_DESCRIPTIONS, eventSchemaName, EVENT_ENVELOPES } from "../event-catalog/schema";
import { VERSION } from "../version";
import { renderReference } from "./reference-page";

type Json = Record<string, any>;

/** One tag per feature, in the order the reference shows them. */
const TAGS = [
  {
    name: "Properties",
    description:
      "Buildings and sites. A property holds site visits; deleting it deletes everything under it.",
  },
  {
    name: "Site visits",
    description:
      "One inspection of a property: DRAFT → (PROCESSING → READY) → DONE or SENT. Sending emails the report to its recipients.",
  },
  {
    name: "Action items",
    description:
      "Things to fix found during a visit: OPEN → IN_PROGRESS → DONE, with assignee, priority and evidence.",
  },
  {
    name: "Media",
    description:
      "Photos, sent as the raw request body and checked by content (JPEG, PNG, WebP, HEIC; at most 15 MiB), served from unguessable /media/<key> URLs.",
  },
  {
    name: "Capture links",
    description:
      "Short-lived links to a phone camera page (/c/<token>, no sign-in) through which a tradesperson adds photos to one action item.",
  },
  {
    name: "Work orders",
    description:
      "An action item sent to a contractor, who opens, starts and marks it done from an emailed link (/w/<token>, no sign-in): sent → opened → started → done, or cancelled.",
  },
  {
    name: "Processing",
    description:
      "A walkthrough video or a transcript in; a transcript, a summary and timestamped action items out (DRAFT → PROCESSING → READY).",
  },
  {
    name: "Events",
    description: "The log of every change, kept 30 days: the same envelopes the webhooks receive.",
  },
  {
    name: "Webhooks",
    description:
      "Endpoints that receive events, signed with Standard Webhooks, and the record of every delivery and attempt.",
  },
  {
    name: "Webhook events",
    description:
      "What your endpoint receives: a POST with an event envelope, signed with the endpoint's secret (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`; verify with any Standard Webhooks library). Answer 2xx within 10 s; anything else is retried with backoff; 410 disables the endpoint.",
  },
];

const SUCCESS_TEXT: Record<string, string> = { "200": "OK", "201": "Created", "202": "Accepted" };
// Errors that only a request with a body or an Idempotency-Key can produce.
const WRITE_ONLY_STATUSES = ["409", "413", "415", "422"];
const OPTIONAL = Symbol.for("TypeBox.Optional");

const REQUEST_ID_HEADER = {
  description: "Identifies the request in the server log.",
  schema: { type: "string" },
};
const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes the request safe to retry: the first response is stored and replayed for 24 hours.",
  schema: {
    type: "string",
    minLength: 1,
    maxLength: 255,
    examples: ["3f1c9a62-5b7e-4d0a-9f1e-2a7c8d4b6e10"],
  },
};
const WEBHOOK_HEADERS = [
  {
    name: "webhook-id",
    description: "The event id (`evt_…`); the same on every retry. Dedupe on it.",
    example: "evt_01JDX4Q9M2S7K8N3P5R6T7V8W9",
  },
  {
    name: "webhook-timestamp",
    description:
      "Unix seconds when this attempt was signed; reject old ones (Standard Webhooks: 5 minutes).",
    example: "1763743512",
  },
  {
    name: "webhook-signature",
    description:
      'Space-separated `v1,<base64>` HMAC-SHA256 signatures of `"<webhook-id>.<webhook-timestamp>.<body>"`, keyed with the base64-decoded part of the secret after `whsec_`.',
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
].map((h) => ({
  name: h.name,
  in: "header",
  required: true,
  description: h.description,
  schema: { type: "string", examples: [h.example] },
}));

const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Turns TypeBox/Elysia output into the JSON Schema a reader expects: query coercion branches
 * (string-or-number) collapse to the declared type, unions of literals become enums, and X-or-null
 * becomes `type: [X, "null"]` (OpenAPI 3.1 style).
 */
function normalize(node: unknown): any {
  if (Array.isArray(node)) return node.map(normalize);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node))
    out[k] = k === "examples" || k === "x-enumDescriptions" ? v : normalize(v);
  if (declaredOpen.has(node)) delete out.additionalProperties;
  if (!Array.isArray(out.anyOf)) return out;
  const { anyOf, ...rest } = out as { anyOf: Json[] };
  // Elysia's coercion of a query number/boolean: { type: string, format: integer } beside the real type.
  const typed = anyOf.filter(
    (b) => !(b.type === "string" && ["integer", "number", "boolean", "numeric"].includes(b.format)),
  );
  if (typed.length === 1 && anyOf.length === 2) {
    const { default: _ignored, ...declared } = typed[0]!;
    return { ...declared, ...rest };
  }
  if (
    anyOf.every(
      (b) => "const" in b && Object.keys(b).every((k) => k === "const" || k === "type"),
    ) &&
    new Set(anyOf.map((b) => b.type)).size === 1
  )
    return { type: anyOf[0]!.type, enum: anyOf.map((b) => b.const), ...rest };
  const nonNull = anyOf.filter((b) => b.type !== "null");
  if (anyOf.length === 2 && nonNull.length === 1) {
    const other = nonNull[0]!;
    if (typeof other.type === "string" && !other.title)
      return {
        ...other,
        ...rest,
        type: [other.type, "null"],
        ...(other.enum ? { enum: [...other.enum, null] } : {}),
      };
  }
  // A discriminated union (Event): its branches exclude each other, which oneOf states.
  return "discriminator" in rest ? { oneOf: anyOf, ...rest } : out;
}

class Components {
  readonly schemas: Record<string, Json> = {};
  private readonly seen = new Map<string, string>();

  /** Replaces every titled schema under `node` by a $ref to its component. */
  hoist(node: unknown): any {
    if (Array.isArray(node)) return node.map((n) => this.hoist(n));
    if (!isObject(node)) return node;
    const walked: Json = {};
    for (const [k, v] of Object.entries(node))
      walked[k] = k === "examples" || k === "x-enumDescriptions" ? v : this.hoist(v);
    if (typeof node.title !== "string") return walked;
    const name = node.title;
    const key = JSON.stringify(walked);
    const previous = this.seen.get(name);
    if (previous === undefined) {
      this.seen.set(name, key);
      this.schemas[name] = walked;
    } else if (previous !== key)
      throw new Error(`OpenAPI: two different schemas are titled ${name}`);
    return { $ref: `#/components/schemas/${name}` };
  }

  schema(s: unknown) {
    return this.hoist(normalize(s));
  }
}

interface RouteView {
  method: string;
  path: string;
  hooks: Json;
}

function parameters(c: Components, schema: Json | undefined, where: "path" | "query") {
  if (!schema?.properties) return [];
  const required: string[] = schema.required ?? [];
  return Object.entries(schema.properties as Record<string, Json>).map(([name, prop]) => {
    const { description, ...rest } = c.schema(prop);
    return {
      name,
      in: where,
      required: where === "path" || required.includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function operation(c: Components, route: RouteView) {
  const { hooks } = route;
  const detail = hooks.detail ?? {};
  const isWrite = !["GET", "HEAD"].includes(route.method);
  const op: Json = {
    operationId: detail.operationId,
    tags: detail.tags,
    summary: detail.summary,
    description: detail.description,
    // Routes with headers of their own (tus) list them; they replace Idempotency-Key.
    parameters: [
      ...parameters(c, hooks.params, "path"),
      ...parameters(c, hooks.query, "query"),
      ...(detail.headerParameters ?? (isWrite ? [IDEMPOTENCY_KEY] : [])),
    ],
  };
  // Raw-body routes (uploads) describe their body themselves: it is not JSON.
  if (detail.requestBody) op.requestBody = detail.requestBody;
  else if (hooks.body) {
    const { description, ...schema } = hooks.body as Json;
    op.requestBody = {
      required: hooks.body[OPTIONAL] !== "Optional",
      ...(description ? { description } : {}),
      content: { "application/json": { schema: c.schema(schema) } },
    };
  }
  op.responses = {};
  for (const [status, schema] of Object.entries((hooks.response ?? {}) as Record<string, Json>)) {
    if (!isWrite && WRITE_ONLY_STATUSES.includes(status)) continue;
    const headers: Json = { "Request-Id": REQUEST_ID_HEADER, ...detail.responseHeaders?.[status] };
    if (status === "429")
      headers["Retry-After"] = {
        description: "Seconds to wait before retrying.",
        schema: { type: "integer" },
      };
    // HEAD answers carry no body, errors included.
    if (status === "204" || schema.type === "null" || route.method === "HEAD") {
      op.responses[status] = { description: schema.description, headers };
      continue;
    }
    // Error responses carry their own description (withErrors); the envelope itself is one component.
    const isError = Number(status) >= 400;
    const body = isError ? ErrorEnvelope : schema;
    const named = (schema as { title?: string }).title;
    op.responses[status] = {
      description: isError
        ? schema.description
        : `${SUCCESS_TEXT[status] ?? "Success"}${named ? `: the ${named}` : ""}`,
      headers,
      content: { "application/json": { schema: c.schema(body) } },
    };
  }
  return op;
}

function webhooks(c: Components) {
  return Object.fromEntries(
    EVENT_ENVELOPES.map((envelope) => {
      const type = envelope.properties.event_type.const;
      return [
        type,
        {
          post: {
            operationId: eventSchemaName(type).replace(/^./, (ch) => ch.toLowerCase()),
            tags: ["Webhook events"],
            summary: type,
            description: EVENT_DESCRIPTIONS[type],
            security: [],
            parameters: WEBHOOK_HEADERS,
            requestBody: {
              required: true,
              content: { "application/json": { schema: c.schema(envelope) } },
            },
            responses: {
              "200": {
                description:
                  "Any 2xx within 10 seconds acknowledges the delivery; other answers are retried with backoff.",
              },
              "410": { description: "Gone: disables the endpoint; no further deliveries." },
            },
          },
        },
      ];
    }),
  );
}

export function buildDocument(app: { routes: RouteView[] }) {
  const c = new Components();
  c.schema(ErrorEnvelope);
  const paths: Record<string, Json> = {};
  for (const route of app.routes) {
    if (!route.path.startsWith("/api/v1/") || route.hooks.detail?.hide) continue;
    const path = route.path.replace(/^\/api\/v1/, "").replace(/:([A-Za-z_]+)/g, "{$1}");
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(c, route);
  }
  const hooks = webhooks(c);
  return {
    openapi: "3.1.0",
    info: {
      title: "sitevisit API",
      version: "1.0.0",
      summary: "Site visit reporting: properties, visits, action items, events and webhooks.",
      description: `The REST API of a sitevisit server (${VERSION}). Authenticate with an API key as a bearer token; keys starting svc_test_ see only test data. Every error code is explained at ${config().publicUrl}/docs/errors, and this document is rendered for reading at ${config().publicUrl}/docs.`,
      // The operator's server: who runs it is who to ask; the repository carries no licence of
      // its own, so the API's terms are this server's operator's.
      contact: { name: "The operator of this sitevisit server", url: `${config().publicUrl}/docs` },
      license: { name: "Proprietary", url: `${config().publicUrl}/docs` },
    },
    servers: [{ url: `${config().publicUrl}/api/v1`, description: "This server" }],
    security: [{ bearerAuth: [] }],
    tags: TAGS,
    paths,
    webhooks: hooks,
    components: {
      schemas: Object.fromEntries(Object.entries(c.schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An API key: svc_live_… (live data) or svc_test_… (test data).",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

// Response schemas that declared no `additionalProperties` when the app was made. Elysia writes
// `additionalProperties: false` into a route's response schema (and into each branch of a union)
// when it first compiles the route, so a document built later from the live schemas would depend
// on which routes had been called; the document leaves out what Elysia added to these.
const declaredOpen = new WeakSet<object>();

function rememberDeclared(schema: Json | undefined): void {
  if (!isObject(schema) || declaredOpen.has(schema)) return;
  if (schema.type === "object" && !Object.hasOwn(schema, "additionalProperties"))
    declaredOpen.add(schema);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) rememberDeclared(branch);
}

/**
 * The document (GET /api/v1/openapi.json) and its human-readable rendering (GET /docs), built on
 * the first request, once the public URL it names is known, from the schemas as declared (above).
 */
export function openApiRoute(app: Elysia<any, any, any, any, any, any, any>) {
  const routes = (app as unknown as { routes: RouteView[] }).routes;
  for (const { hooks } of routes)
    for (const schema of Object.values((hooks.response ?? {}) as Record<string, Json>))
      rememberDeclared(schema);
  let doc: OpenApiDocument | null = null;
  let html: string | null = null;
  const document = () => (doc ??= buildDocument({ routes }));
  return new Elysia({ name: "openapi-document" })
    .get("/api/v1/openapi.json", () => document(), { detail: { hide: true } })
    .get(
      "/docs",
      () =>
        new Response((html ??= renderReference(document())), {
          headers: { "content-type": "text/html; charset=utf-8" },
        }),
      {
        detail: { hide: true },
      },
    );
}
