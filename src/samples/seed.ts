// The sample tutorial property every account starts with, in each dataset (docs/api.md, Resources), so a new
// user sees what an extracted visit looks like before recording one. Seeding emits no events: it
// happens when the account is created, before any webhook endpoint can exist. The sample visit is
// inserted directly, never through the plan charge, so it counts toward no limit.
import type { Tx } from "../db/client";
import type { Scope } from "../db/scope";
import { insertProperty } from "../properties/service";
import { insertSiteVisit } from "../site-visits/service";
import { insertActionItem, type NewItem } from "../action-items/service";

export const SAMPLE_PROPERTY = {
  name: "Sample: 14 Harbour View (tutorial)",
  address: "14 Harbour View, Example Town",
  notes:
    "A sample property to show how site visits and action items look. Delete it whenever you like.",
  icon_emoji: "🏠",
};

export const SAMPLE_VISIT = {
  title: "Sample walkthrough: end-of-tenancy inspection",
  summary:
    "Walkthrough of the kitchen, bathroom and hallway. The kitchen sink trap is dripping into the cabinet and the " +
    "hallway smoke alarm has no battery: both need attention this week. One cracked wall tile in the bathroom is cosmetic.",
  notes: "Recorded as a sample: this is what a processed walkthrough video looks like.",
};

export const SAMPLE_ITEMS: NewItem[] = [
  {
    title: "Dripping tap under the kitchen sink",
    description:
      "Slow drip from the trap connection under the kitchen sink; the cabinet base is damp. Replace the washer and check the seal.",
    category: "plumbing",
    location: "Kitchen, under the sink",
    priority: "HIGH",
    priorityReason: "HIGH: water getting in",
    timestampSec: 42.5,
    transcriptQuote:
      "There's a tap dripping under the kitchen sink here, the bottom of the cupboard is already wet.",
  },
  {
    title: "Cracked wall tile in the bathroom",
    description:
      "One wall tile beside the bath is cracked across the corner. Cosmetic, no water getting behind it.",
    category: "decor",
    location: "Bathroom, beside the bath",
    priority: "LOW",
    priorityReason: "LOW: said to be cosmetic",
    timestampSec: 97,
    transcriptQuote: "One of the tiles next to the bath is cracked, just cosmetic really.",
  },
  {
    title: "Smoke alarm has no battery",
    description:
      "The hallway smoke alarm has its battery compartment empty. Fit a new battery and test it before the next tenancy.",
    category: "safety",
    location: "Upstairs hallway",
    priority: "HIGH",
    priorityReason: "HIGH: said to be urgent",
    timestampSec: 151.2,
    transcriptQuote:
      "The smoke alarm in the hallway has no battery in it at all, that needs sorting straight away.",
  },
];

export function seedSampleData(tx: Tx, scope: Scope) {
  const property = insertProperty(tx, scope, { ...SAMPLE_PROPERTY, is_sample: true });
  const visit = insertSiteVisit(tx, scope, property.id, {
    ...SAMPLE_VISIT,
    status: "READY",
    isSample: true,
  });
  const items = SAMPLE_ITEMS.map((item) => insertActionItem(tx, visit, item));
  return { property, visit, items };
}
