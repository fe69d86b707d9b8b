// GET /docs: the API reference for people, rendered on the server from the OpenAPI document. Plain
// HTML and CSS with no script and nothing fetched, so it works from the binary on an offline host.
type Json = Record<string, any>;

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The little Markdown our descriptions use: `code` and [links](url). */
const md = (s: string | undefined) =>
  s
    ? esc(s)
        .replace(/`([^`]+)`/g, "<code>$1</code>")
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, text, href) => `<a href="${href}">${text}</a>`)
    : "";

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const schemaName = (ref: string) => ref.split("/").pop()!;
const schemaLink = (name: string) =>
  `<a class="schema" href="#schema-${esc(name)}">${esc(name)}</a>`;

function typeOf(s: Json | undefined): string {
  if (!s) return "any";
  if (s.$ref) return schemaLink(schemaName(s.$ref));
  if ("const" in s) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  if (s.enum)
    return s.enum.map((v: unknown) => `<code>${esc(JSON.stringify(v))}</code>`).join(" | ");
  const union = s.oneOf ?? s.anyOf;
  if (union) return union.map(typeOf).join(" | ");
  const types: string[] = Array.isArray(s.type) ? s.type : [s.type ?? "object"];
  return types
    .map((t) =>
      t === "array"
        ? `array of ${typeOf(s.items)}`
        : t === "string" && s.format
          ? `string (${esc(s.format)})`
          : esc(t),
    )
    .join(" | ");
}

function constraints(s: Json): string {
  const parts: string[] = [];
  for (const [k, label] of [
    ["minLength", "min length"],
    ["maxLength", "max length"],
    ["minimum", "min"],
    ["maximum", "max"],
    ["minItems", "min items"],
    ["maxItems", "max items"],
    ["default", "default"],
  ] as const)
    if (s[k] !== undefined) parts.push(`${label} ${esc(JSON.stringify(s[k]))}`);
  if (s.additionalProperties === false) parts.push("no other fields");
  return parts.length ? `<span class="muted">${parts.join(" · ")}</span>` : "";
}

/** Rows of a properties table; inline objects are expanded with dotted names. */
function propertyRows(s: Json, prefix = ""): string {
  const required: string[] = s.required ?? [];
  return Object.entries((s.properties ?? {}) as Record<string, Json>)
    .map(([name, p]) => {
      const enumDocs = p["x-enumDescriptions"] as Record<string, string> | undefined;
      const nested =
        p.type === "object" && p.properties ? propertyRows(p, `${prefix}${name}.`) : "";
      const list = enumDocs
        ? `<ul class="enum">${Object.entries(enumDocs)
            .map(([v, d]) => `<li><code>${esc(v)}</code> ${md(d)}</li>`)
            .join("")}</ul>`
        : "";
      return `<tr><td><code>${esc(prefix + name)}</code>${required.includes(name) ? "" : ' <span class="muted">optional</span>'}</td><td>${enumDocs ? "string (enum)" : typeOf(p)}</td><td>${md(p.description)} ${constraints(p)}${list}</td></tr>${nested}`;
    })
    .join("");
}

const table = (head: string[], rows: string) =>
  rows
    ? `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>`
    : "";

function parametersTable(params: Json[]) {
  return table(
    ["Parameter", "In", "Type", "Description"],
    params
      .map(
        (p) =>
          `<tr><td><code>${esc(p.name)}</code>${p.required ? "" : ' <span class="muted">optional</span>'}</td><td>${esc(p.in)}</td><td>${typeOf(p.schema)}</td><td>${md(p.description)} ${constraints(p.schema ?? {})}</td></tr>`,
      )
      .join(""),
  );
}

const bodySchema = (x: Json | undefined) => x?.content?.["application/json"]?.schema;

function operationHtml(method: string, path: string, op: Json, id: string) {
  const body = op.requestBody
    ? `<h4>Request body <span class="muted">application/json, ${op.requestBody.required ? "required" : "optional"}</span></h4><p>${typeOf(bodySchema(op.requestBody))} ${md(op.requestBody.description)}</p>`
    : "";
  const responses = table(
    ["Status", "Description", "Body"],
    Object.entries((op.responses ?? {}) as Record<string, Json>)
      .map(
        ([status, r]) =>
          `<tr><td><span class="status s${status[0]}">${esc(status)}</span></td><td>${md(r.description)}</td><td>${r.content ? typeOf(bodySchema(r)) : ""}</td></tr>`,
      )
      .join(""),
  );
  return `<section class="op" id="${esc(id)}">
<h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> <code class="path">${esc(path)}</code></h3>
<p class="summary">${md(op.summary)} <span class="muted opid">${esc(op.operationId ?? "")}</span></p>
<p>${md(op.description)}</p>
${op.parameters?.length ? `<h4>Parameters</h4>${parametersTable(op.parameters)}` : ""}
${body}
<h4>Responses</h4>${responses}
</section>`;
}

function schemaHtml(name: string, s: Json) {
  const union = s.oneOf ?? s.anyOf;
  const shape = s.properties
    ? table(["Field", "Type", "Description"], propertyRows(s))
    : union
      ? `<p>One of: ${typeOf(s)}</p>`
      : `<p>${typeOf(s)}</p>`;
  const example =
    s.examples?.[0] === undefined
      ? ""
      : `<details><summary>Example</summary><pre>${esc(JSON.stringify(s.examples[0], null, 2))}</pre></details>`;
  return `<section class="schema-def" id="schema-${esc(name)}"><h3>${esc(name)}</h3><p>${md(s.description)}</p>${shape}${example}</section>`;
}

export function renderReference(doc: Json): string {
  const ops: { tag: string; method: string; path: string; op: Json; id: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Json>))
    for (const [method, op] of Object.entries(methods as Record<string, Json>))
      ops.push({
        tag: op.tags?.[0] ?? "Other",
        method,
        path,
        op,
        id: `op-${op.operationId ?? slug(method + path)}`,
      });
  const hooks = Object.entries((doc.webhooks ?? {}) as Record<string, Json>).map(
    ([type, item]) => ({
      tag: item.post.tags?.[0] ?? "Webhook events",
      method: "post",
      path: type,
      op: item.post,
      id: `webhook-${slug(type)}`,
    }),
  );
  const all = [...ops, ...hooks];
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Record<string, Json>);

  const nav = doc.tags
    .map(
      (t: Json) =>
        `<li><a href="#tag-${slug(t.name)}">${esc(t.name)}</a><ul>${all
          .filter((o) => o.tag === t.name)
          .map(
            (o) =>
              `<li><a href="#${esc(o.id)}"><span class="m ${esc(o.method)}">${esc(o.method.toUpperCase())}</span> ${md(o.op.summary)}</a></li>`,
          )
          .join("")}</ul></li>`,
    )
    .join("");
  const sections = doc.tags
    .map(
      (t: Json) =>
        `<section class="tag" id="tag-${slug(t.name)}"><h2>${esc(t.name)}</h2><p>${md(t.description)}</p>${all
          .filter((o) => o.tag === t.name)
          .map((o) => operationHtml(o.method, o.path, o.op, o.id))
          .join("\n")}</section>`,
    )
    .join("\n");
  const server = doc.servers?.[0]?.url ?? "";

  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} reference</title><link rel="icon" href="data:,">
<style>
*{box-sizing:border-box}body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1c2430;background:#fff}
nav{position:fixed;top:0;bottom:0;left:0;width:18rem;overflow:auto;background:#f6f7f9;border-right:1px solid #e3e6ea;padding:1rem .8rem;font-size:13.5px}
nav ul{list-style:none;margin:0;padding:0}nav>ul>li{margin:.7rem 0}nav>ul>li>a{font-weight:600}nav li li a{display:block;padding:.1rem 0;color:#3a4454}
nav a{text-decoration:none;color:inherit}nav a:hover{color:#0b5cd6}.m{display:inline-block;width:4.4em;font:600 10.5px ui-monospace,monospace}
main{margin-left:18rem;padding:1.5rem 2.5rem 4rem;max-width:64rem}h1{margin:.2rem 0}h2{margin-top:3rem;padding-top:1rem;border-top:2px solid #e3e6ea}
h3{margin:0 0 .3rem;font-size:1.05rem}h4{margin:1rem 0 .3rem;font-size:.9rem;text-transform:uppercase;letter-spacing:.03em;color:#4a5566}
.op,.schema-def{border:1px solid #e3e6ea;border-radius:8px;padding:1rem 1.2rem;margin:1.2rem 0;scroll-margin-top:1rem}
.op:target,.schema-def:target{border-color:#0b5cd6;box-shadow:0 0 0 3px #d7e6ff}
.method,.status{display:inline-block;border-radius:4px;padding:.05rem .45rem;font:600 12px ui-monospace,monospace;color:#fff;vertical-align:middle}
.get,.m.get{background:#1f7a4d}.post,.m.post{background:#0b5cd6}.patch,.m.patch{background:#a15c00}.delete,.m.delete{background:#b42318}
.m{background:none!important}.m.get{color:#1f7a4d}.m.post{color:#0b5cd6}.m.patch{color:#a15c00}.m.delete{color:#b42318}
.s2{background:#1f7a4d}.s4{background:#a15c00}.s5{background:#b42318}.path{font-size:1rem;background:none}
.summary{font-weight:600;margin:.2rem 0}.muted{color:#6b7585;font-weight:400;font-size:.88em}.opid{font-family:ui-monospace,monospace;margin-left:.4rem}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f1f3f6;padding:0 .25rem;border-radius:3px}
table{border-collapse:collapse;width:100%;font-size:13.5px;margin:.3rem 0}th,td{text-align:left;vertical-align:top;border-bottom:1px solid #eceef1;padding:.35rem .5rem}
th{font-weight:600;color:#4a5566;background:#fafbfc}a.schema{color:#0b5cd6;font-weight:600;text-decoration:none}
pre{background:#0f1722;color:#e6edf3;padding:.8rem 1rem;border-radius:6px;overflow:auto;font-size:12.5px}ul.enum{margin:.3rem 0;padding-left:1.1rem}
summary{cursor:pointer;color:#4a5566;margin-top:.5rem}.intro{color:#3a4454}
@media (max-width:900px){nav{position:static;width:auto;border-right:0}main{margin-left:0;padding:1rem}}
</style></head><body>
<nav aria-label="Reference"><strong>${esc(doc.info.title)}</strong> <span class="muted">${esc(doc.info.version)}</span>
<ul>${nav}<li><a href="#schemas">Schemas</a><ul>${schemas.map(([n]) => `<li><a href="#schema-${esc(n)}">${esc(n)}</a></li>`).join("")}</ul></li></ul></nav>
<main>
<h1>${esc(doc.info.title)} reference</h1>
<p class="intro">${md(doc.info.description)}</p>
<p>Base URL <code>${esc(server)}</code>. Authenticate with <code>Authorization: Bearer &lt;API key&gt;</code>. Errors: <a href="/docs/errors">every error code explained</a>. Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
${sections}
<section id="schemas"><h2>Schemas</h2>${schemas.map(([n, s]) => schemaHtml(n, s)).join("\n")}</section>
</main></body></html>`;
}
