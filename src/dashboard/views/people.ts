// Settings → People (/dashboard/settings/people, docs/dashboard.md "People and roles"): the firm's
// people with their roles, the invitations not yet accepted (resend, revoke), each person's role form
// and Remove (which asks first), and the invite form. A member sees the list and the roles only. The
// forms an actor may not use (an admin on an owner's row) are not drawn; the service refuses them too.
import { html } from "../../core/html";
import type { UserDto } from "../../users/service";
import {
  type Actor,
  assignableRoles,
  managesFirm,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
  type Role,
} from "../../users/roles";
import type { DashboardSession } from "../http";
import type { FieldErrors } from "../form";
import { appPage, csrfField } from "./layout";
import { dayTag, errorSummary, field, momentTag, optionsOf } from "./fields";
import { SEND_CSS } from "./send-styles";
import { PEOPLE_PATH, SETTINGS_PATH } from "./settings";

export { PEOPLE_PATH };

export const INVITE_LABELS: Record<string, string> = {
  email: "Email address",
  name: "Name",
  role: "Role",
};

export interface InviteValues {
  email: string;
  name: string;
  role: string;
}

const CSS = `.people{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.people li{border:1px solid var(--line);border-radius:10px;padding:10px 12px;background:#fff;min-width:0}
.people .who{margin:0;font-weight:600;overflow-wrap:anywhere}
.people .who small{display:block;font-weight:400;color:var(--muted)}
.people .acts{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin-top:8px}
.people .acts>a{margin-left:auto}
.people .acts form{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0}
.people .acts label{flex-basis:100%;margin:0}
.people .acts select{width:auto;min-width:9em}
.roles{margin:0;padding-left:1.2em}`;

const actorOf = (s: DashboardSession): Actor => ({ userId: s.userId, role: s.user.role });
const nameOf = (u: UserDto) => u.name ?? u.email;

/** Whether the signed-in person may change or remove `u` (the service has the last word). */
const mayTouch = (s: DashboardSession, u: UserDto) =>
  managesFirm(s.user.role) && (s.user.role === "owner" || u.role !== "owner");

const roleSelect = (id: string, choices: Role[], selected: string) =>
  html`<select id="${id}" name="role">${optionsOf(choices, ROLE_LABELS, selected)}</select>`;

function personRow(s: DashboardSession, u: UserDto) {
  const me = u.id === s.userId;
  const who = html`<p class="who">${nameOf(u)}${me ? " (you)" : ""} <span class="badge">${ROLE_LABELS[u.role]}</span>
<small>${u.email}${u.lastSignInAt ? html` · last signed in ${momentTag(u.lastSignInAt)}` : ""}</small></p>`;
  if (!mayTouch(s, u)) return html`<li>${who}</li>`;
  const sel = `role-${u.id}`;
  return html`<li>${who}
<div class="acts"><form method="post" action="${PEOPLE_PATH}/${u.id}/role">${csrfField(s)}
<label for="${sel}">Role of ${nameOf(u)}</label>${roleSelect(sel, assignableRoles(actorOf(s)), u.role)}
<button type="submit" class="secondary">Change role</button></form>
<a class="btn secondary" href="${PEOPLE_PATH}/${u.id}/remove" aria-label="Remove ${nameOf(u)}">Remove…</a></div></li>`;
}

function inviteRow(s: DashboardSession, u: UserDto) {
  const who = html`<p class="who">${u.email} <span class="badge">${ROLE_LABELS[u.role]}</span>
<small>${u.name ? html`${u.name} · ` : ""}invited ${dayTag(u.createdAt)}, not signed in yet</small></p>`;
  if (!mayTouch(s, u)) return html`<li>${who}</li>`;
  return html`<li>${who}
<div class="acts"><form method="post" action="${PEOPLE_PATH}/${u.id}/resend">${csrfField(s)}<button type="submit" class="secondary" aria-label="Resend the invitation to ${u.email}">Resend</button></form>
<form method="post" action="${PEOPLE_PATH}/${u.id}/revoke">${csrfField(s)}<button type="submit" class="secondary" aria-label="Revoke the invitation to ${u.email}">Revoke</button></form></div></li>`;
}

export function peoplePage(
  s: DashboardSession,
  o: {
    people: UserDto[];
    notice?: string | null;
    /** A refusal of a change (the last owner): said above the list. */
    problem?: string | null;
    values?: InviteValues;
    errors?: FieldErrors;
    status?: number;
  },
): Response {
  const manage = managesFirm(s.user.role);
  const joined = o.people.filter((u) => u.lastSignInAt);
  const pending = o.people.filter((u) => !u.lastSignInAt);
  const v = o.values ?? { email: "", name: "", role: "member" };
  const errors = o.errors ?? {};
  const roleId = "f-role";
  const content = html`<p><a href="${SETTINGS_PATH}">← Settings</a></p>
<h1>People</h1>
${o.notice ? html`<p class="notice" role="status">${o.notice}</p>` : ""}
${o.problem ? html`<div class="errors" role="alert"><p>${o.problem}</p></div>` : ""}
<section class="card section" aria-labelledby="roles-h">
<h2 id="roles-h">Roles</h2>
<ul class="roles">${ROLES.map((r) => html`<li><strong>${ROLE_LABELS[r]}</strong>: ${ROLE_DESCRIPTIONS[r]}.</li>`)}</ul>
${manage ? "" : html`<p class="muted">You are a member: ask an owner or admin to invite someone or change a role.</p>`}
</section>
<section class="card section" aria-labelledby="people-h">
<h2 id="people-h">People (${joined.length})</h2>
${joined.length ? html`<ul class="people">${joined.map((u) => personRow(s, u))}</ul>` : html`<p class="muted">Nobody has signed in yet.</p>`}
</section>
<section class="card section" aria-labelledby="pending-h">
<h2 id="pending-h">Invitations not yet accepted (${pending.length})</h2>
${pending.length ? html`<ul class="people">${pending.map((u) => inviteRow(s, u))}</ul>` : html`<p class="muted">None.</p>`}
</section>
${
  manage
    ? html`<section class="card section" aria-labelledby="invite-h">
<h2 id="invite-h">Invite someone</h2>
<p class="muted">They get an email with a one-time link to sign in, valid for 24 hours.</p>
<form method="post" action="${PEOPLE_PATH}" aria-label="Invite someone">${csrfField(s)}
${errorSummary(errors, INVITE_LABELS)}
${field({ name: "email", label: INVITE_LABELS.email!, value: v.email, error: errors.email, type: "email", autocomplete: "off", required: true })}
${field({ name: "name", label: INVITE_LABELS.name!, value: v.name, error: errors.name })}
<div class="field${errors.role ? " invalid" : ""}"><label for="${roleId}">${INVITE_LABELS.role}</label>${roleSelect(roleId, assignableRoles(actorOf(s)), v.role)}
${errors.role ? html`<p class="error" id="${roleId}-error">${errors.role}</p>` : ""}</div>
<button type="submit">Send invitation</button>
</form>
</section>`
    : ""
}`;
  return appPage(s, {
    title: "People",
    section: "settings",
    back: PEOPLE_PATH,
    content,
    css: SEND_CSS + CSS,
    status: o.status,
  });
}

/** Remove asks first: the person loses access at once. */
export function removePersonPage(s: DashboardSession, u: UserDto): Response {
  const content = html`<h1>Remove ${nameOf(u)}?</h1>
<div class="card">
<p>${u.email} (${ROLE_LABELS[u.role]}) loses access to the dashboard at once: every session of theirs ends${u.id === s.userId ? ", yours included: this is you" : ""}. What they did stays: visits, items and reports they sent.</p>
<form method="post" action="${PEOPLE_PATH}/${u.id}/remove" class="row">${csrfField(s)}
<input type="hidden" name="confirm" value="remove">
<button type="submit">Remove ${nameOf(u)}</button> <a href="${PEOPLE_PATH}">Cancel</a></form>
</div>`;
  return appPage(s, {
    title: `Remove ${nameOf(u)}`,
    section: "settings",
    back: PEOPLE_PATH,
    content,
    css: SEND_CSS,
  });
}
