// The sample tutorial property every account starts with, in each dataset (CONTRACT 4), so a new
// user sees what an extracted visit looks like before recording one. Seeding emits no events: it
// happens when the account is created, before any webhook endpoint can exist.
import type { Tx } from "../db/client";
import type { Scope } from "../core/scope";
import { insertProperty } from "../properties/service";

export const SAMPLE_PROPERTY = {
  name: "Sample: 14 Harbour View (tutorial)",
  address: "14 Harbour View, Example Town",
  notes: "A sample property to show how site visits and action items look. Delete it whenever you like.",
  icon_emoji: "🏠",
};

export function seedSampleData(tx: Tx, scope: Scope) {
  const property = insertProperty(tx, scope, { ...SAMPLE_PROPERTY, is_sample: true });
  return { property };
}
