// The escape-by-default template tag every page and email is written with (src/core/html.ts): the
// five markup characters become entities and bidi controls are dropped, wherever they sit in the
// text; text without any of them comes back as it is; SafeHtml is kept, lists are joined.
import { expect, test } from "bun:test";
import { escapeHtml, html, multiline, SafeHtml } from "../src/core/html";

test("each markup character is escaped, at the start, middle and end of the text", () => {
  expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe(
    "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;",
  );
  for (const [c, entity] of [
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
  ])
    expect(escapeHtml(`${c}a${c}b${c}`)).toBe(`${entity}a${entity}b${entity}`);
});

test("bidi controls are dropped, the text around them kept in its order", () => {
  expect(escapeHtml("photo\u202Egpj.exe")).toBe("photogpj.exe");
  expect(escapeHtml("\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069name")).toBe("name");
  expect(escapeHtml("a\u2069<b")).toBe("a&lt;b");
});

test("text with nothing to escape comes back unchanged, also after text that had some", () => {
  expect(escapeHtml("x < y")).toBe("x &lt; y");
  for (const text of ["", "Flat 2, 14 Quay Street", "Émile’s café 🏢", "a\nb"])
    expect(escapeHtml(text)).toBe(text);
  expect(escapeHtml("x > y")).toBe("x &gt; y");
  // A test that kept state between calls (a global regex's lastIndex) would miss this one.
  expect(escapeHtml("ab<")).toBe("ab&lt;");
  expect(escapeHtml("<ab")).toBe("&lt;ab");
});

test("the tag escapes every value unless it is SafeHtml, and renders lists, numbers and absent values", () => {
  const name = `<img src=x onerror="alert(1)">`;
  const inner = html`<b>${name}</b>`;
  expect(inner).toBeInstanceOf(SafeHtml);
  expect(html`<p title="${name}">${inner}</p>`.toString()).toBe(
    `<p title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"><b>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</b></p>`,
  );
  expect(html`<ul>${["a&b", html`<li>ok</li>`, ["<", 3]]}</ul>`.toString()).toBe(
    "<ul>a&amp;b<li>ok</li>&lt;3</ul>",
  );
  expect(html`${null}|${undefined}|${false}|${0}|${true}`.toString()).toBe("|||0|true");
  expect(multiline("a<b\r\nc\nd").toString()).toBe("a&lt;b<br>c<br>d");
});

test("each template is joined by code made from its own text: quotes, backslashes, line breaks and `${` in that text come out as written", () => {
  const v = "<v>";
  // Text a JSON string literal must quote: a made-up joiner that pasted it raw would break or change it.
  expect(html`"q" 'a' \\ \n ${v} \u2028\u2029 $\{x} </script>`.toString()).toBe(
    `"q" 'a' \\ \n &lt;v&gt; \u2028\u2029 \${x} </script>`,
  );
  // Values first, last, side by side, and none at all.
  expect(html`${v}${v}`.toString()).toBe("&lt;v&gt;&lt;v&gt;");
  expect(html`${v}-${"&"}`.toString()).toBe("&lt;v&gt;-&amp;");
  expect(html``.toString()).toBe("");
  expect(html`plain`.toString()).toBe("plain");
  // The same call site again: the kept joiner still reads this call's values, not the first call's.
  const row = (s: string) => html`<td>${s}</td>`;
  expect([row("a"), row("<b>"), row("")].join("")).toBe("<td>a</td><td>&lt;b&gt;</td><td></td>");
});

test("a value that looks like code stays text: the joiner reads values, it never compiles them", () => {
  const hostile = `" + process.exit(1) + "`;
  expect(html`<p>${hostile}</p>`.toString()).toBe("<p>&quot; + process.exit(1) + &quot;</p>");
  // Called as a function with strings that were never a template: the text is still quoted, not run.
  const made = Object.assign([`"); throw new Error("ran"); ("`, ""], {
    raw: [] as string[],
  }) as unknown as TemplateStringsArray;
  expect(html(made, "x").toString()).toBe(`"); throw new Error("ran"); ("x`);
});
