// What each person of a firm may do (docs/dashboard.md, "People and roles"). Owners and admins change
// the firm's settings and people; members do the visits. Only owners manage owners (an admin can
// neither make anyone an owner, themselves included, nor change or remove an owner), and the last
// owner can be neither demoted nor removed, by anyone: the dashboard and the CLI ask these rules.
import { ApiError } from "../core/errors";

export const ROLES = ["owner", "admin", "member"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
};

/** What each role may do, as the People page says it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "everything an admin does, and makes, changes and removes owners",
  admin:
    "changes the firm's settings (reports, response times, logo) and its people, except owners",
  member: "does the visits: properties, visits, review, reports, work orders",
};

export const isRole = (v: unknown): v is Role => ROLES.includes(v as Role);

/** Whether this role changes the firm's settings and people. */
export const managesFirm = (role: Role): boolean => role !== "member";

/** Who acts: a signed-in person of the account, or the operator at the CLI (any role, any account). */
export type Actor = { userId: string; role: Role } | "operator";

/** A refusal for a person whose role does not allow the change: 403 with the reason. */
export const notAllowed = (message: string) => new ApiError("forbidden", message);

export const FIRM_ONLY =
  "Only the firm's owners and admins can change its settings and people. Ask one of them to make the change.";

/**
 * May `actor` give `target` (currently `from`, or a new person when null) the role `to`, or remove
 * them (`to` null)? Throws the refusal; the last-owner rule is checked where the owners are counted.
 */
export function checkManage(actor: Actor, from: Role | null, to: Role | null): void {
  if (actor === "operator") return;
  if (!managesFirm(actor.role)) throw notAllowed(FIRM_ONLY);
  if (actor.role !== "owner" && (from === "owner" || to === "owner"))
    throw notAllowed("Only an owner can make someone an owner, or change or remove an owner.");
}

/** The roles `actor` may give (the invite form's and the role form's choices). */
export const assignableRoles = (actor: Actor): Role[] =>
  actor !== "operator" && actor.role !== "owner" ? ROLES.filter((r) => r !== "owner") : [...ROLES];
