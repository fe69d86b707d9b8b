// The report email's rendering, read back with a real HTML parser (Bun's HTMLRewriter) and with
// hostile user text in every field.
import { describe, expect, test } from "bun:test";
import { renderReportEmail, type ReportEmailInput } from "../src/mail/report-email";

const HOSTILE = `<script>alert("x")</script>"><img src=x onerror=alert(1)>' onmouseover='alert(2)' &amp; 🚿💧`;
const URL_ = "https://reports.example.test/r/tok_abc123";

const base = (over: Partial<ReportEmailInput> = {}): ReportEmailInput => ({
  property: { name: "12 Elm Street", address: "12 Elm Street, Leeds LS1 4AB" },
  visit: {
    title: "Quarterly inspection",
    visitDate: "2026-11-20T10:30:00Z",
    summary: "Leak under the sink.\nSmoke alarm missing.",
  },
  message: "Hi Sam,\nhere is the report from Friday.",
  items: [
    {
      title: "Repaint hallway",
      priority: "LOW",
      status: "OPEN",
      location: "Hallway",
      assignee: null,
    },
    {
      title: "Fix leak under sink",
      priority: "HIGH",
      status: "IN_PROGRESS",
      location: "Kitchen",
      assignee: "Pat Plumber",
    },
    {
      title: "Replace cracked tile",
      priority: "MEDIUM",
      status: "OPEN",
      location: null,
      assignee: "Ann",
    },
    {
      title: "Fit smoke alarm",
      priority: "HIGH",
      status: "DONE",
      location: "Landing",
      assignee: null,
    },
  ],
  reportUrl: URL_,
  ...over,
});

interface Parsed {
  tags: Set<string>;
  attributes: { tag: string; name: string; value: string }[];
  text: string;
}

async function parse(htmlText: string): Promise<Parsed> {
  const out: Parsed = { tags: new Set(), attributes: [], text: "" };
  const rewriter = new HTMLRewriter().on("*", {
    element(el) {
      out.tags.add(el.tagName);
      for (const [name, value] of el.attributes)
        out.attributes.push({ tag: el.tagName, name, value });
    },
    text(t) {
      out.text += t.text;
    },
  });
  await rewriter.transform(new Response(htmlText)).text();
  return out;
}

function decode(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&middot;/g, "·")
    .replace(/&amp;/g, "&");
}

describe("report email", () => {
  test("both parts carry property, visit, date, summary, message, items by priority and the link", async () => {
    const r = renderReportEmail(base());
    expect(r.subject).toBe("Site visit report: 12 Elm Street (20 November 2026)");
    for (const part of [r.text, decode((await parse(r.html)).text)]) {
      for (const s of [
        "12 Elm Street, Leeds LS1 4AB",
        "Quarterly inspection",
        "20 November 2026",
        "Leak under the sink.",
        "Smoke alarm missing.",
        "here is the report from Friday.",
        "Pat Plumber",
        "Kitchen",
        "In progress",
        "Done",
        "Ann",
      ])
        expect(part).toContain(s);
      // HIGH before MEDIUM before LOW; inside HIGH the given order.
      const pos = [
        "Fix leak under sink",
        "Fit smoke alarm",
        "Replace cracked tile",
        "Repaint hallway",
      ].map((t) => part.indexOf(t));
      expect(pos.every((p) => p >= 0)).toBe(true);
      expect([...pos].sort((a, b) => a - b)).toEqual(pos);
      expect(
        part.indexOf("High priority".toUpperCase()) >= 0 || part.indexOf("High priority") >= 0,
      ).toBe(true);
      expect(part).toContain("4 action items (2 high, 1 medium, 1 low), 3 still open.");
    }
    expect(r.text).toContain(`View the full report with photos: ${URL_}`);
    const { attributes } = await parse(r.html);
    expect(attributes.filter((a) => a.name === "href").map((a) => a.value)).toEqual([URL_]);
  });

  test("hostile text in every field stays text: no script, no event handler, no extra element or link", async () => {
    const r = renderReportEmail(
      base({
        property: { name: HOSTILE, address: HOSTILE },
        visit: { title: HOSTILE, visitDate: "2026-11-20T10:30:00Z", summary: HOSTILE },
        message: HOSTILE,
        items: [
          {
            title: HOSTILE,
            priority: "HIGH",
            status: "OPEN",
            location: HOSTILE,
            assignee: HOSTILE,
          },
        ],
      }),
    );
    const p = await parse(r.html);
    const allowed = new Set([
      "html",
      "head",
      "meta",
      "title",
      "body",
      "table",
      "tr",
      "td",
      "div",
      "h1",
      "h2",
      "span",
      "a",
      "br",
    ]);
    expect([...p.tags].filter((t) => !allowed.has(t))).toEqual([]);
    expect(p.attributes.filter((a) => /^on/i.test(a.name) || a.name === "src")).toEqual([]);
    expect(p.attributes.filter((a) => a.name === "href").map((a) => a.value)).toEqual([URL_]);
    // The hostile string reads back whole, once per field (8) and once more in <title>.
    const text = decode(p.text);
    expect(text.split(HOSTILE).length - 1).toBe(9);
    expect(r.html).toContain("🚿💧");
    // The text part is plain text: the string as typed.
    expect(r.text.split(HOSTILE).length - 1).toBe(8);
    expect(r.subject).toBe(`Site visit report: ${HOSTILE} (20 November 2026)`);
  });

  test("line breaks and control characters in one-line fields are folded; the subject is one line", () => {
    const r = renderReportEmail(base({ property: { name: "Flat 2\r\nBcc: x@y.test\u0007" } }));
    expect(r.subject).toBe("Site visit report: Flat 2 Bcc: x@y.test (20 November 2026)");
    expect(r.text.split("\n")[0]).toBe("Site visit report: Flat 2 Bcc: x@y.test");
  });

  test("a bidi control in the sender's name is dropped from the plain-text Sent by line too", () => {
    const sentLine = "Sent by Sam \u202EnattaP\u202C\u2066 on 25 Nov 2026";
    const { text, html } = renderReportEmail(
      base({ from: { firm: "Harbour", logo: null, sentLine } }),
    );
    expect(text).toContain("Sent by Sam nattaP on 25 Nov 2026");
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  test("no items, no message, no summary, no address: says so and leaves the parts out", async () => {
    const r = renderReportEmail(
      base({
        items: [],
        message: null,
        property: { name: "Unit 4" },
        visit: { title: "Check", visitDate: "2026-01-02T00:00:00Z", summary: null },
      }),
    );
    expect(r.text).toContain("No action items were recorded.");
    expect(r.text).not.toContain("Summary");
    const p = await parse(r.html);
    expect(p.tags.has("h2")).toBe(false);
    expect(decode(p.text)).toContain("No action items were recorded.");
  });

  test("the visit date follows the given time zone", () => {
    const late = base({ visit: { title: "t", visitDate: "2026-11-20T23:30:00Z" } });
    expect(renderReportEmail(late).subject).toContain("20 November 2026");
    expect(renderReportEmail({ ...late, timeZone: "Pacific/Auckland" }).subject).toContain(
      "21 November 2026",
    );
  });

  test("a report link that is not http(s) is refused", () => {
    expect(() => renderReportEmail(base({ reportUrl: "javascript:alert(1)" }))).toThrow();
    expect(() => renderReportEmail(base({ reportUrl: "not a url" }))).toThrow();
  });
});

describe("photos", () => {
  test("ready photos appear as thumbnails opening their display size; photos still being made do not; at most four per item", async () => {
    const ready = (n: number) => ({
      state: "ready" as const,
      thumb: `https://r.example.test/media/thumb${n}`,
      display: `https://r.example.test/media/display${n}`,
    });
    const mail = renderReportEmail(
      base({
        items: [
          {
            title: "Fix leak under sink",
            priority: "HIGH",
            status: "OPEN",
            evidence: [ready(1), { state: "pending" }, { state: "failed" }],
            completionPhoto: null,
          },
          {
            title: "Lots of photos",
            priority: "LOW",
            status: "DONE",
            evidence: [ready(2), ready(3), ready(4), ready(5)],
            completionPhoto: ready(6),
          },
        ],
      }),
    );
    const p = await parse(mail.html);
    const imgs = p.attributes
      .filter((a) => a.tag === "img" && a.name === "src")
      .map((a) => a.value);
    expect(imgs).toEqual([
      "https://r.example.test/media/thumb1",
      "https://r.example.test/media/thumb2",
      "https://r.example.test/media/thumb3",
      "https://r.example.test/media/thumb4",
      "https://r.example.test/media/thumb5",
    ]);
    const links = p.attributes
      .filter((a) => a.tag === "a" && a.name === "href")
      .map((a) => a.value);
    expect(links).toContain("https://r.example.test/media/display1");
    expect(mail.text).not.toContain("media/");
  });
});
