/** A short human title from the words of the finding itself ("Kitchen tap leaking at the base"). */
import { TITLE_MAX } from "../types.ts";
import { words } from "./text.ts";

const PREPOSITIONS = /^(?:at|under|underneath|over|behind|by|in|on|round|around|near|above|below|from|across|along|to|into|next|beside|inside|outside|through|off)$/;
const TRAILING = /^(?:need|needs|the|a|an|of|to|and|on|in|by|at|with|from|its|it|their|there|that|this|so|is|are|was|just|very|really|all|next)$/;
const LEADING = /^(?:(?:there's|theres|there is|there are|there was|you can see|we've got|weve got|they've got|theyve got|it's got|we have|i can see|the|a|an|and|so|also|then|but|just|right|okay|ok|yeah)\s+)+/;
const QUANTITY = /(?:^|\s)((?:(?:one|two|three|four|five|six|seven|eight|several|a few|a couple|both|all|some|most|\d+)\s+of\s+the|(?:two|three|four|five|six|seven|eight|several|a few|a couple of|a couple|both|\d+))\s+)$/;

const ACRONYMS = new Set(["ac", "a/c", "co", "rcd", "gfci", "ptac", "hvac", "wc", "tv", "mcb", "trv", "ahu", "led", "dpc"]);

/** start/end: the span of the subject and defect in the clause. */
export function makeTitle(clause: string, start: number, end: number): string {
  const q = clause.slice(0, start).match(QUANTITY);
  const from = q ? start - q[1]!.length : start;
  let core = clause.slice(from, end);
  const rest = words(clause.slice(end).split(/[,;:.!?]/)[0]!);
  // Keep a short place phrase after the defect ("at the base", "under the sink").
  if (rest.length && PREPOSITIONS.test(rest[0]!)) core += ` ${rest.slice(0, 6).join(" ")}`;
  // A bare verb ("Dumped") says too little: take its object too.
  if (words(core).length < 2) core += ` ${rest.slice(0, 4).join(" ")}`;
  // Copulas and a restarted subject ("the AC is, it's blowing") add nothing to a title.
  let ws = words(core.replace(LEADING, "").replace(/(?<![\w'])(?:is|are|it's|its)\s+/g, "").replace(/[,;:.!?]/g, ""));
  if (ws.length > 11) ws = ws.slice(0, 11);
  while (ws.length > 1 && TRAILING.test(ws.at(-1)!)) ws.pop();
  const t = ws.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(" ");
  const title = t.charAt(0).toUpperCase() + t.slice(1);
  return title.slice(0, TITLE_MAX);
}
