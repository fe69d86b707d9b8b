// The report as a PDF through the built binary (docs/api.md, "The report as a PDF"): GET
// /r/<token>.pdf read back with poppler (pdftotext finds the items most urgent first, pdfimages the
// photos, pdfinfo the pages, pdffonts one embedded font), the report page's rules (confirmed items
// only, no manager notes, quotes only when chosen), the token's rules (404, 410), the "Download PDF"
// link, text in any script with emoji dropped, and the worst visit (1,000 items, bidi controls,
// 10,000-character descriptions, a corrupt photo) still a PDF while /healthz answers.
// PDFs and their first pages as PNG go to test/artifacts/report-pdf-*.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS } from "./helpers/browser";
import { removeDir, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { openDb } from "./helpers/db";
import { photoJpeg, seedReportVisit } from "./helpers/report-visits";
import { startInbox } from "./helpers/inbox";

let server: TestServer;
let t: Tenant;
let work: string;
let photo: Uint8Array;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  work = tempDir("sitevisit-report-pdf-");
  photo = photoJpeg(work);
  server = await startServer({ binary: true });
  t = await createTenant(server, "Żółw & Σία Lettings", { plan: "unlimited" });
});
afterAll(async () => {
  await server?.stop();
  if (work) removeDir(work);
});

/** Saves the PDF, and returns what poppler reads of it. */
function poppler(pdf: Uint8Array, name: string) {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  writeFileSync(join(ARTIFACTS, `report-pdf-${name}.pdf`), pdf);
  const run = (cmd: string[]) => {
    const r = Bun.spawnSync(cmd);
    if (r.exitCode !== 0) throw new Error(`${cmd[0]}: ${r.stderr}`);
    return r.stdout.toString();
  };
  const info = run(["pdfinfo", file]);
  Bun.spawnSync([
    "pdftoppm",
    "-png",
    "-r",
    "50",
    "-f",
    "1",
    "-l",
    "1",
    file,
    join(ARTIFACTS, `report-pdf-${name}`),
  ]);
  return {
    text: run(["pdftotext", "-layout", file, "-"]),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    size: /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)![1],
    images: run(["pdfimages", "-list", file]).trim().split("\n").slice(2),
    fonts: run(["pdffonts", file]).trim().split("\n").slice(2),
  };
}

async function getPdf(url: string) {
  const res = await fetch(`${url}.pdf`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("GET /r/<token>.pdf", () => {
  let visit: any;
  let read: ReturnType<typeof poppler>;

  beforeAll(async () => {
    const seeded = await seedReportVisit(t.live, server.dataDir, {
      property: "Kamienica Żółta 🏠, ul. Świętokrzyska 3",
      photo,
      summary: "Ogólnie dobrze. Ο λέβητας χρειάζεται σέρβις. محمد علي asked about the boiler.",
      items: [
        { title: "Cracked tile behind the bath", priority: "LOW", location: "Łazienka" },
        {
          title: "Water leaking under the kitchen sink 💧",
          priority: "HIGH",
          location: "Kitchen",
          description: "Pooling water; the trap is loose.\nTenant: محمد علي (Mohammed Ali).",
          photos: 2,
        },
        {
          title: "Smoke alarm on the landing",
          priority: "HIGH",
          done: { by: "Sam Site", note: "Fitted a new 10-year battery." },
        },
        { title: "Γυάλισμα πατωμάτων στο σαλόνι", priority: "MEDIUM", photos: 1 },
      ],
    });
    visit = seeded.visit;
    const db = openDb(server.dataDir, false);
    try {
      // A suggested item, the manager's notes and a quote not chosen: none of them may show.
      db.query(
        "UPDATE action_items SET review_state = 'suggested', confirmed_at = NULL, confirmed_by = NULL WHERE id = ?",
      ).run(seeded.itemIds[0]!);
      db.query(
        "UPDATE site_visits SET notes = 'Internal: tenant is behind on rent' WHERE id = ?",
      ).run(visit.id);
      db.query(
        "UPDATE action_items SET transcript_quote = 'quote that was not chosen' WHERE id = ?",
      ).run(seeded.itemIds[1]!);
    } finally {
      db.close();
    }
    const sent = await t.live.post(`/site-visits/${visit.id}/send`, {
      recipients: ["owner@example.com"],
    });
    expect(sent.status).toBe(200);
    const { res, bytes } = await getPdf(visit.publicReportUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    read = poppler(bytes, "small");
  });

  test("A4, one embedded font, the header and every confirmed item most urgent first", () => {
    expect(read.size).toBe("595.28 x 841.89");
    expect(read.pages).toBe(2);
    expect(read.text).toContain("Page 2 of 2");
    expect(read.fonts.every((f) => /DejaVuSans/.test(f) && /\byes\s+yes\s+yes\b/.test(f))).toBe(
      true,
    );
    const text = read.text.replace(/\s+/g, " ");
    for (const s of [
      "Żółw & Σία Lettings",
      "Kamienica Żółta , ul. Świętokrzyska 3",
      "Mid-tenancy inspection",
      "20 November 2026",
      "Sent by Żółw & Σία Lettings on",
      "Ο λέβητας χρειάζεται σέρβις",
      "Water leaking under the kitchen sink",
      "Location: Kitchen",
      "Due ", // an open item's due date (a HIGH item's comes from the account's response times)
      "Fixed on",
      "by Sam Site",
      "Fitted a new 10-year battery.",
      "Γυάλισμα πατωμάτων στο σαλόνι",
      "Page 1 of 2",
      visit.publicReportUrl,
    ])
      expect(text).toContain(s);
    const order = ["High priority", "Water leaking", "Smoke alarm", "Medium priority", "Γυάλισμα"];
    const at = order.map((s) => text.indexOf(s));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at.every((i) => i >= 0)).toBe(true);
  });

  test("the page's rules: no suggested item, no notes, no quote not chosen, no emoji", () => {
    expect(read.text).not.toContain("Cracked tile");
    expect(read.text).not.toContain("Low priority");
    expect(read.text).not.toContain("behind on rent");
    expect(read.text).not.toContain("quote that was not chosen");
    expect(read.text).not.toMatch(/[🏠💧]/u);
    expect(read.text).toContain("محمد"); // shaped Arabic, extracted back
  });

  test("every photo is in it at the display size", () => {
    expect(read.images).toHaveLength(3);
    for (const line of read.images) expect(line).toMatch(/^\s*\d+\s+\d+\s+image\s+1600\s+1200\s/);
  });

  test("the report page links the PDF", async () => {
    const page = await (await fetch(visit.publicReportUrl)).text();
    expect(page).toContain(`href="${new URL(visit.publicReportUrl).pathname}.pdf"`);
    expect(page).toContain("Download PDF");
  });

  test("the token's rules: unknown 404, expired 410, the same as the page", async () => {
    const unknown = await fetch(`${server.url}/r/0000000000000000000000000a.pdf`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("text/html");
    expect((await fetch(`${server.url}/r/not-a-token.pdf`)).status).toBe(404);
    const other = await seedReportVisit(t.live, server.dataDir, {
      property: "Expired link",
      items: [{ title: "Anything" }],
    });
    const db = openDb(server.dataDir, false);
    try {
      db.query(
        "UPDATE site_visits SET report_expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?",
      ).run(other.visit.id);
    } finally {
      db.close();
    }
    expect((await getPdf(other.visit.publicReportUrl)).res.status).toBe(410);
    expect((await fetch(other.visit.publicReportUrl)).status).toBe(410);
  });

  test("kept until the visit changes: an edited item is in the next PDF", async () => {
    const again = await getPdf(visit.publicReportUrl);
    expect(poppler(again.bytes, "small-again").text).not.toContain("Renamed after the first PDF");
    const items = (await t.live.get(`/action-items?site_visit_id=${visit.id}`)).body.data;
    const medium = items.find((i: any) => i.priority === "MEDIUM");
    await t.live.patch(`/action-items/${medium.id}`, { title: "Renamed after the first PDF" });
    const after = await getPdf(visit.publicReportUrl);
    expect(poppler(after.bytes, "small-edited").text).toContain("Renamed after the first PDF");
  });
});

describe("the worst visit", () => {
  test("1,000 items, bidi controls, 10,000-character descriptions, a corrupt photo: a PDF, /healthz answers", async () => {
    const bidi = "\u202Eevil\u202C \u2066isolated\u2069 \u200Fmark";
    const long = `${"Very long description without a break ".repeat(20)}${"x".repeat(9_000)}`;
    const items = Array.from({ length: 1_000 }, (_, i) => ({
      title: i === 0 ? `Bidi ${bidi} title` : `Item ${i + 1} ${"🔥".repeat(i % 3)}`,
      priority: (["HIGH", "MEDIUM", "LOW"] as const)[i % 3],
      location: i % 50 === 0 ? `Room ${bidi}` : `Room ${i}`,
      description: i % 100 === 0 ? long : `Short description ${i + 1}`,
      photos: i < 6 ? 1 : 0,
    }));
    const corrupt = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const { visit } = await seedReportVisit(t.live, server.dataDir, {
      property: `Hostile ${bidi}`,
      items,
      photo,
      corrupt,
      corruptEvery: 2,
    });
    const pdfPromise = getPdf(visit.publicReportUrl);
    // While it is made, the server answers: the PDF is drawn in its worker.
    const answered: number[] = [];
    let done = false;
    pdfPromise.finally(() => {
      done = true;
    });
    while (!done) {
      const started = performance.now();
      const h = await fetch(`${server.url}/healthz`);
      expect(h.status).toBe(200);
      answered.push(performance.now() - started);
      await Bun.sleep(100);
    }
    const { res, bytes } = await pdfPromise;
    expect(res.status).toBe(200);
    expect(answered.length).toBeGreaterThan(0);
    const read = poppler(bytes, "hostile");
    expect(read.pages).toBeGreaterThan(20);
    const text = read.text;
    expect(text).toContain("Item 1000");
    expect(text).toContain("Bidi evil isolated mark title");
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F🔥]/u);
    expect(text).toContain(`Page ${read.pages} of ${read.pages}`);
    // The corrupt photos' placeholders, and the good ones drawn.
    expect(text).toContain("cannot be shown");
    expect(read.images.length).toBeGreaterThanOrEqual(3);
  }, 180_000);
});

describe("the report email", () => {
  async function sendWith(setting: string | null) {
    const inbox = await startInbox();
    const s = await startServer({
      binary: true,
      env: {
        SITEVISIT_SMTP_URL: inbox.url,
        ...(setting ? { SITEVISIT_REPORT_PDF: setting } : {}),
      },
    });
    try {
      const tenant = await createTenant(s, "Mail Lettings");
      const { visit } = await seedReportVisit(tenant.live, s.dataDir, {
        property: "Ulica Długa 5",
        photo,
        items: [{ title: "Broken window latch", priority: "HIGH", photos: 1 }],
      });
      const to = `landlord-${setting ?? "default"}@example.com`;
      const sent = await tenant.live.post(`/site-visits/${visit.id}/send`, { recipients: [to] });
      expect(sent.status).toBe(200);
      return { mail: await inbox.waitForMail(to), visit };
    } finally {
      await s.stop();
      await inbox.close();
    }
  }

  test("by default it carries the PDF, caught by a real SMTP server", async () => {
    const { mail, visit } = await sendWith(null);
    expect(mail.attachments).toHaveLength(1);
    const a = mail.attachments[0]!;
    expect(a.contentType).toBe("application/pdf");
    expect(a.filename).toBe("Ulica-D\u0142uga-5-report.pdf");
    const read = poppler(new Uint8Array(a.content), "mail");
    expect(read.text).toContain("Broken window latch");
    expect(read.text).toContain(visit.publicReportUrl);
    expect(read.images).toHaveLength(1);
    expect(mail.text).toContain("The report is attached as a PDF.");
  }, 120_000);

  test("link: no attachment, a link to /r/<token>.pdf; off: neither", async () => {
    const linked = await sendWith("link");
    expect(linked.mail.attachments).toHaveLength(0);
    expect(linked.mail.text).toContain(
      `Download the report as a PDF: ${linked.visit.publicReportUrl}.pdf`,
    );
    expect(String(linked.mail.html)).toContain(`href="${linked.visit.publicReportUrl}.pdf"`);
    const off = await sendWith("off");
    expect(off.mail.attachments).toHaveLength(0);
    expect(off.mail.text).not.toContain(".pdf");
  }, 120_000);
});
