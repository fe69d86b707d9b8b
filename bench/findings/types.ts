// The shapes of the findings evaluation set (set.ts, set-priority.ts): a file of their own, so the
// two sets can share them without importing each other.

export type Priority = "LOW" | "MEDIUM" | "HIGH";

export interface ExpectedFinding {
  /** short label for reports */
  id: string;
  /** indices into `lines`: the first is where the finding is raised (its expected time), later ones repeat it */
  at: number[];
  /** any one of these names the thing (matched at word starts, case-insensitive) */
  thing: string[];
  /** any one of these names the problem; omitted when the thing is the problem ("mould") */
  problem?: string[];
  priority: Priority;
  /**
   * What kind of finding it is, where it is one the priority policy names (docs/priority-policy.md):
   * the hazards it calls HIGH, or a plainly cosmetic defect it calls LOW. Scored as HIGH recall and
   * the cosmetic → LOW rate (score.ts).
   */
  kind?: FindingKind;
}

export type FindingKind =
  | "water"
  | "heat"
  | "security"
  | "fire"
  | "trip"
  | "electrical"
  | "cosmetic";

export interface Walkthrough {
  id: string;
  half: "tune" | "heldout";
  lines: string[];
  findings: ExpectedFinding[];
}
