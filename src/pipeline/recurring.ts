/**
 * Recurring problems (docs/api.md, Action items): when an item is filed (pipeline, dashboard or API)
 * that matches an open item, or one done in the last RECURRING_DAYS, at the same property (the same
 * thing and the same problem, and the same place when both name one), its description names the
 * earlier visit and date and the report page marks it "Recurring". No new field: the note opens the
 * description with RECURRING_PREFIX. createActionItem applies it (src/action-items/service.ts:
 * recurrenceAt, provided with recurrenceRule in src/wiring.ts).
 */
import { and, desc, eq, gte, isNotNull, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { actionItems, siteVisits } from "../db/schema";
import { inScopePrepared, type Scope } from "../db/scope";
import { placeholder, prepared } from "../db/prepared";
import { RECURRING_PREFIX } from "../action-items/schema";
import type { ItemText, NoteRecurrence } from "../action-items/service";
import { findDefects, findFixtures } from "./extractors/rules/detect";
import { locationKey } from "./extractors/rules/location";
import { clean } from "./extractors/rules/text";

export const RECURRING_DAYS = 90;
/** Earlier items looked at per visit: the newest this many at the property. */
const LOOK_BACK = 500;

export interface ItemLike {
  title: string;
  location: string | null;
}

export interface EarlierItem extends ItemLike {
  id: string;
  status: string;
  visitTitle: string;
  visitDate: string;
}

// Problems said in different words that are one problem ("dripping" and "leaking", "dead" and "not working").
const FAMILY: Record<string, string> = {
  flood: "leak",
  broken: "not_working",
  needs_work: "not_working",
  stuck: "not_working",
};

/** Shared by every caller that reads the same title (see `readings`): never changed in place. */
interface Reading {
  readonly things: ReadonlySet<string>;
  readonly problems: ReadonlySet<string>;
}

// Every new item is compared with up to LOOK_BACK earlier ones, each read afresh: at a property with
// hundreds of open items that was half of an item's creation (3 ms). A title always reads the same,
// so each is read once (bounded: past READINGS_KEPT titles the memory starts over).
const READINGS_KEPT = 10_000;
const readings = new Map<string, Reading>();

/** The things and the problems a title names, by the lexicon's canonical names. */
export function reading(title: string): Reading {
  const known = readings.get(title);
  if (known) return known;
  const text = clean(title);
  const fixtures = findFixtures(text);
  const defects = findDefects(text, fixtures);
  const read = {
    things: new Set(fixtures.map((f) => f.fixture.name)),
    problems: new Set(defects.map((d) => FAMILY[d.defect.id] ?? d.defect.id)),
  };
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(title, read);
  return read;
}

/** Problems of a room rather than of one thing. */
const ROOM_PROBLEMS = new Set(["mould", "damp", "pest", "smell"]);

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((x) => b.has(x));

/** Same thing and same problem, and the same place when both items name one. */
export function sameProblem(a: ItemLike, b: ItemLike): boolean {
  if (
    a.location &&
    b.location &&
    locationKey(a.location.toLowerCase()) !== locationKey(b.location.toLowerCase())
  )
    return false;
  const x = reading(a.title);
  const y = reading(b.title);
  if (!x.problems.size || !meets(x.problems, y.problems)) return false;
  const sameRoom = !!a.location && !!b.location;
  // Mould or damp in the same room is the same problem whatever surface it was seen on this time.
  if (sameRoom && meets(x.problems, ROOM_PROBLEMS) && meets(y.problems, ROOM_PROBLEMS)) return true;
  return x.things.size || y.things.size ? meets(x.things, y.things) : sameRoom;
}

// The property's other visits newest first, each visit's items through action_items_visit_idx, so
// SQLite stops after LOOK_BACK items. Scoped by the visit (an item's account, dataset and property
// are always its visit's): scoped by the item, SQLite read and sorted every item of the property
// (7 ms at 6,000 items) on each new item. Prepared once.
const earlierStatement = prepared((d) =>
  d
    .select({
      id: actionItems.id,
      title: actionItems.title,
      location: actionItems.location,
      status: actionItems.status,
      visitTitle: siteVisits.title,
      visitDate: siteVisits.visitDate,
    })
    .from(siteVisits)
    .innerJoin(actionItems, eq(actionItems.siteVisitId, siteVisits.id))
    .where(
      and(
        inScopePrepared(siteVisits),
        eq(siteVisits.propertyId, placeholder("propertyId")),
        ne(siteVisits.id, placeholder("visitId")),
        // Only what a person checked: a still-suggested item may be misheard, or never happened.
        eq(actionItems.reviewState, "confirmed"),
        or(
          ne(actionItems.status, "DONE"),
          and(
            isNotNull(actionItems.completedAt),
            gte(actionItems.completedAt, placeholder("since")),
          ),
        ),
      ),
    )
    .orderBy(desc(siteVisits.visitDate), desc(actionItems.createdAt))
    .limit(LOOK_BACK)
    .prepare(),
);

/**
 * Confirmed items, open or done in the last RECURRING_DAYS, at the property, from other visits,
 * newest first.
 */
export function earlierItems(
  ex: DbOrTx,
  scope: Scope,
  propertyId: string,
  visitId: string,
  now = new Date(),
): EarlierItem[] {
  const since = new Date(now.getTime() - RECURRING_DAYS * 86_400_000).toISOString();
  return earlierStatement(ex).all({ ...scope, propertyId, visitId, since });
}

/** The description note for an item that recurs. */
export function recurringNote(e: EarlierItem): string {
  const state =
    e.status === "DONE"
      ? "marked done"
      : e.status === "IN_PROGRESS"
        ? "still in progress"
        : "still open";
  return `${RECURRING_PREFIX} reported before at the visit "${e.visitTitle}" on ${e.visitDate.slice(0, 10)} ("${e.title}", ${state}).`;
}

/** The description with the recurrence noted first, or as it was when nothing earlier matches. */
export function withRecurrence(item: ItemText, earlier: EarlierItem[]): string | null {
  const match = earlier.find((e) => sameProblem(item, e));
  if (!match) return item.description;
  return [recurringNote(match), item.description].filter(Boolean).join("\n");
}

/**
 * The rule for new items of one visit: the property's earlier items read now, before any of them
 * exists, so an item never matches one of its own visit.
 */
export function recurrenceRule(
  ex: DbOrTx,
  scope: Scope,
  visit: { id: string; propertyId: string },
): NoteRecurrence {
  const earlier = earlierItems(ex, scope, visit.propertyId, visit.id);
  return (item) => withRecurrence(item, earlier);
}
