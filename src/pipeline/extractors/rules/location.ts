/** Rooms and areas named in a clause; the last one named is the location in force. */
import { NUMBER_WORDS, ROOM_MODIFIERS, ROOMS } from "./lexicon.ts";

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
const alt = (xs: string[]) =>
  [...xs]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join("|");

const ordinal = `(?:\\d+[a-z]?|${Object.keys(NUMBER_WORDS)
  .filter(
    (w) =>
      w.length > 2 &&
      w !== "both" &&
      w !== "pair" &&
      w !== "couple" &&
      w !== "several" &&
      w !== "few" &&
      w !== "single",
  )
  .join("|")}|[a-z](?=\\s*(?:[,.]|$)))`;
const roomRe = new RegExp(
  `(?<![\\w'])((?:(?:${alt(ROOM_MODIFIERS)})\\s+){0,2})(${alt(ROOMS)})(?:\\s+(${ordinal})(?!\\s+of\\b))?(?![\\w'])`,
  "g",
);
// "room 508", "bay two", "floor five": a numbered space with no room word of its own.
const numberedRe = new RegExp(
  `(?<![\\w'])((?:exam|treatment|meeting|conference|hotel)?\\s*(?:room|bay|floor|level|aisle))\\s+(\\d+[a-z]?|${ordinal})(?![\\w'])`,
  "g",
);

const COUNTED = new RegExp(
  `(?:^|\\s)(?:\\d+|${Object.keys(NUMBER_WORDS)
    .filter(
      (w) => w.length > 2 && !["single", "pair", "couple", "several", "few", "both"].includes(w),
    )
    .join("|")})[\\s-]+$`,
);
const DWELLING =
  /^\s+(?:house|home|flat|apartment|property|bungalow|cottage|terrace|semi|detached|maisonette|let)\b/;
// Rooms named only as a fixture's owner or a neighbour's space, not where we stand.
const notHere = /(?:flat|unit|house|apartment)\s+(?:below|above|next door)|next door/;

/** A side of the building said as part of a thing's name: the front door, the back gate. */
const THING_AFTER_SIDE = /^\s+(?:doors?|gates?|walls?|windows?|steps?|path|fence|porch)\b/;

export interface RoomMention {
  start: number;
  end: number;
  name: string;
}

/** Room mentions in a cleaned clause, in order. */
export function findRooms(text: string): RoomMention[] {
  const out: RoomMention[] = [];
  for (const m of text.matchAll(roomRe)) {
    const mods = m[1]!.trim();
    const name = `${mods ? `${mods} ` : ""}${m[2]}${m[3] ? ` ${m[3]}` : ""}`.replace(/\s+/g, " ");
    // "the bathroom door" names the door's room, still the right place; "under the stairs" stays as said.
    if (notHere.test(text.slice(Math.max(0, m.index! - 20), m.index! + m[0].length + 20))) continue;
    // "a five bedroom house", "two bathrooms": how many, not where we are ("unit 4 reception" is a place).
    if (
      COUNTED.test(text.slice(Math.max(0, m.index! - 12), m.index!)) &&
      (/s$/.test(m[2]!) ||
        /-$/.test(text.slice(0, m.index!)) ||
        DWELLING.test(text.slice(m.index! + m[0].length)))
    )
      continue;
    // "a draught round the front door": the front door, not the walk going round the front.
    if (
      /^(?:round|around|out)\s/.test(name) &&
      THING_AFTER_SIDE.test(text.slice(m.index! + m[0].length))
    )
      continue;
    out.push({ start: m.index!, end: m.index! + m[0].length, name });
  }
  for (const m of text.matchAll(numberedRe)) {
    if (out.some((r) => m.index! < r.end && r.start < m.index! + m[0].length)) continue;
    out.push({
      start: m.index!,
      end: m.index! + m[0].length,
      name: m[0].trim().replace(/\s+/g, " "),
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Canonical form for comparing locations ("the main bathroom" ~ "bathroom"). */
export const locationKey = (l: string | null) =>
  (l ?? "").replace(/^(?:the|main|master)\s+/g, "").trim();
