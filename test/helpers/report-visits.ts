// Visits to make report PDFs of (test/report-pdf.test.ts, bench/report-pdf.ts): items filed through
// the API, photos stored as the local blob store keeps them with their sizes already made (the
// display size is the photo itself, as a rendition job would leave it), and hostile content written
// straight to the database where the API's limits would refuse it (10,000-character descriptions).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "./api";
import { openDb } from "./db";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const blobKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => ALPHABET[b % 32]).join("");

/**
 * A photo's display size as src/media/renditions.ts makes it: a phone-like 12 MP JPEG (the stand-in
 * of test/helpers/phone-photos.ts: test pattern, sensor noise, a slight blur) shrunk by
 * vipsthumbnail to 1600 px at quality 72, stripped.
 */
export function photoJpeg(dir: string, name = "photo.jpg"): Uint8Array {
  const phone = join(dir, `phone-${name}`);
  const out = join(dir, name);
  const run = (cmd: string[]) => {
    const r = Bun.spawnSync(cmd);
    if (r.exitCode !== 0) throw new Error(`${cmd[0]}: ${r.stderr}`);
  };
  run([
    "ffmpeg",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=4032x3024:rate=1,noise=alls=20:allf=t,gblur=sigma=0.8",
    "-frames:v",
    "1",
    "-q:v",
    "2",
    "-y",
    phone,
  ]);
  run([
    "vipsthumbnail",
    phone,
    "--size",
    "1600x1600>",
    "-o",
    `${out}[Q=72,strip,optimize_coding,interlace]`,
  ]);
  return new Uint8Array(readFileSync(out));
}

export interface SeedItem {
  title: string;
  priority?: "HIGH" | "MEDIUM" | "LOW";
  location?: string;
  description?: string;
  photos?: number;
  done?: { by: string; note?: string };
}

/**
 * A visit with `items` at a new property; returns the visit (its publicReportUrl) and item ids.
 * `photo` is stored once per photo (each its own blob and display size); `corrupt` photos get these
 * bytes as their display size instead.
 */
export async function seedReportVisit(
  api: Client,
  dataDir: string,
  o: {
    property: string;
    items: SeedItem[];
    photo?: Uint8Array;
    corrupt?: Uint8Array;
    corruptEvery?: number;
    summary?: string;
    isTest?: boolean;
  },
): Promise<{ visit: any; itemIds: string[] }> {
  const prop = (await api.post("/properties", { name: o.property, address: "1 Test Street" })).body;
  const visit = (
    await api.post("/site-visits", {
      property_id: prop.id,
      title: "Mid-tenancy inspection",
      visit_date: "2026-11-20T10:30:00Z",
      ...(o.summary ? { summary: o.summary.slice(0, 20_000) } : {}),
    })
  ).body;
  const itemIds: string[] = [];
  for (const it of o.items) {
    const r = await api.post("/action-items", {
      site_visit_id: visit.id,
      title: it.title.slice(0, 200),
      priority: it.priority ?? "MEDIUM",
      ...(it.location ? { location: it.location.slice(0, 200) } : {}),
      ...(it.description ? { description: it.description.slice(0, 5000) } : {}),
    });
    if (r.status !== 201) throw new Error(`item: ${r.status} ${r.text}`);
    itemIds.push(r.body.id);
    if (it.done) {
      const c = await api.post(`/action-items/${r.body.id}/complete`, {
        completed_by: it.done.by,
        ...(it.done.note ? { completion_note: it.done.note } : {}),
      });
      if (c.status !== 200) throw new Error(`complete: ${c.status} ${c.text}`);
    }
  }
  const db = openDb(dataDir, false);
  try {
    const accountId = (
      db.query("SELECT account_id FROM site_visits WHERE id = ?").get(visit.id) as any
    ).account_id;
    const isTest = o.isTest ? 1 : 0;
    const now = new Date().toISOString();
    const put = (bytes: Uint8Array) => {
      const key = blobKey();
      const dir = join(dataDir, "blobs", key.slice(0, 2));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, key), bytes);
      return key;
    };
    let n = 0;
    o.items.forEach((it, i) => {
      // Beyond the API's limits: what a long import or an older version might have left.
      if (it.description && it.description.length > 5000)
        db.query("UPDATE action_items SET description = ? WHERE id = ?").run(
          it.description,
          itemIds[i]!,
        );
      for (let p = 0; p < (it.photos ?? 0); p++) {
        n++;
        const bad = o.corrupt && o.corruptEvery && n % o.corruptEvery === 0;
        const bytes = bad ? o.corrupt! : o.photo!;
        const key = put(bytes);
        const display = put(bytes);
        db.query(
          "INSERT INTO blobs (key, account_id, is_test, kind, content_type, size, owner_visit_id, owner_item_id, thumb_key, display_key, created_at) VALUES (?, ?, ?, 'evidence', 'image/jpeg', ?, ?, ?, ?, ?, ?)",
        ).run(key, accountId, isTest, bytes.length, visit.id, itemIds[i]!, display, display, now);
        db.query(
          "INSERT INTO evidence (id, account_id, is_test, action_item_id, blob_key, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        ).run(`ev_${blobKey().slice(0, 16)}`, accountId, isTest, itemIds[i]!, key, now);
      }
    });
  } finally {
    db.close();
  }
  return { visit, itemIds };
}
