// Checks responses and webhook payloads against the served OpenAPI document with ajv (JSON Schema
// 2020-12, the dialect of OpenAPI 3.1), keyed by operation: method + path template + status. The
// document is compiled once per server origin; a disagreement is a thrown Error naming the operation.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

type Json = Record<string, any>;
const DOC_ID = "https://sitevisit.invalid/openapi.json";
const pointer = (...parts: string[]) =>
  "#/" + parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

export class DocumentValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly routes: { method: string; template: string; re: RegExp; literal: number }[] = [];

  constructor(readonly doc: Json) {
    // strict: false lets the document's OpenAPI-only keywords (discriminator, x-…) pass as annotations.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc, DOC_ID);
    for (const [template, ops] of Object.entries(doc.paths as Json))
      for (const method of Object.keys(ops)) {
        const re = new RegExp("^" + template.replace(/\{[^}]+\}/g, "[^/]+") + "$");
        this.routes.push({
          method: method.toUpperCase(),
          template,
          re,
          literal: template.replace(/\{[^}]+\}/g, "").length,
        });
      }
    this.routes.sort((a, b) => b.literal - a.literal);
  }

  /** The validator of the schema at a JSON pointer of the document. */
  schemaAt(ptr: string): ValidateFunction {
    let v = this.compiled.get(ptr);
    if (!v) this.compiled.set(ptr, (v = this.ajv.compile({ $ref: DOC_ID + ptr })));
    return v;
  }

  check(v: ValidateFunction, value: unknown, what: string) {
    if (!v(value))
      throw new Error(
        `${what} does not match the OpenAPI document: ${this.ajv.errorsText(v.errors, { separator: "; " })}\n${JSON.stringify(value).slice(0, 2000)}`,
      );
  }

  /** Throws when a response of an operation in the document disagrees with it; other paths pass. */
  checkResponse(
    method: string,
    apiPath: string,
    status: number,
    contentType: string | null,
    text: string,
  ) {
    const path = apiPath.split("?")[0]!;
    const route = this.routes.find((r) => r.method === method && r.re.test(path));
    if (!route) return;
    const op = `${method} ${route.template} → ${status}`;
    const response = this.doc.paths[route.template][method.toLowerCase()].responses[String(status)];
    if (!response) throw new Error(`${op}: status not documented. Body: ${text.slice(0, 500)}`);
    if (!response.content) {
      if (text !== "")
        throw new Error(`${op}: documented without a body, got ${text.slice(0, 200)}`);
      return;
    }
    if (!contentType?.startsWith("application/json"))
      throw new Error(`${op}: documented as JSON, got ${contentType}`);
    const v = this.schemaAt(
      pointer(
        "paths",
        route.template,
        method.toLowerCase(),
        "responses",
        String(status),
        "content",
        "application/json",
        "schema",
      ),
    );
    this.check(v, JSON.parse(text), op);
  }

  /** Throws unless `body` is the payload the document's `webhooks` entry for its event_type describes. */
  checkWebhook(body: Json) {
    const entry = this.doc.webhooks?.[body?.event_type];
    if (!entry)
      throw new Error(`webhook event_type ${body?.event_type} is not in the document's webhooks`);
    this.check(
      this.schemaAt(
        pointer(
          "webhooks",
          body.event_type,
          "post",
          "requestBody",
          "content",
          "application/json",
          "schema",
        ),
      ),
      body,
      `webhook ${body.event_type}`,
    );
  }
}

const byOrigin = new Map<string, Promise<DocumentValidator>>();

/** The validator of the document served at `origin` (fetched once). */
export function documentValidator(origin: string): Promise<DocumentValidator> {
  let v = byOrigin.get(origin);
  if (!v) {
    v = fetch(`${origin}/api/v1/openapi.json`).then(async (r) => {
      if (r.status !== 200) throw new Error(`GET /api/v1/openapi.json → ${r.status}`);
      return new DocumentValidator(await r.json());
    });
    byOrigin.set(origin, v);
  }
  return v;
}
