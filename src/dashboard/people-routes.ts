// Settings → People (docs/dashboard.md, "People and roles"), on the users service the CLI's
// `sitevisit users` calls too:
//   GET  /dashboard/settings/people                the people, their roles, the open invitations
//   POST /dashboard/settings/people                invite (`email`, `name`, `role`): mailed by a job
//   POST /dashboard/settings/people/:id/role       change the role (`role`)
//   GET  /dashboard/settings/people/:id/remove     "Remove …?"
//   POST /dashboard/settings/people/:id/remove     remove (`confirm=remove`): their sessions end
//   POST /dashboard/settings/people/:id/resend     a fresh invitation link, mailed
//   POST /dashboard/settings/people/:id/revoke     the invitation withdrawn (the person removed)
// Every POST and the confirmation are owners' and admins' (firmAction, 403 for a member); who may act
// on whom (only owners on owners, never the last owner) is the service's (src/users/roles.ts). An id
// of another account is a 404.
import { Elysia } from "elysia";
import { ApiError } from "../core/errors";
import { db, type Tx } from "../db/client";
import {
  getPerson,
  invitePerson,
  listUsers,
  removeUser,
  resendInvite,
  setUserRole,
} from "../users/service";
import { type Actor, checkManage, isRole } from "../users/roles";
import { firmAction, firmPage, page, SIGN_IN } from "./handlers";
import { redirect, type DashboardSession } from "./http";
import { fieldErrorOf, text } from "./form";
import { type InviteValues, PEOPLE_PATH, peoplePage, removePersonPage } from "./views/people";

const hidden = { detail: { hide: true } };
const NOTICES: Record<string, string> = {
  invited: "Invitation sent.",
  resent: "Invitation sent again: the earlier link no longer works.",
  revoked: "Invitation revoked.",
  role: "Role changed.",
  removed: "Removed: their sessions have ended.",
};

const actorOf = (s: DashboardSession): Actor => ({ userId: s.userId, role: s.user.role });

const show = (s: DashboardSession, o: Omit<Parameters<typeof peoplePage>[1], "people"> = {}) =>
  peoplePage(s, { people: listUsers(db(), s.account.id), ...o });

/** A change the rules refuse for the state it finds (the last owner): the page again, saying why. */
function orRefusal(s: DashboardSession, change: (tx: Tx) => unknown, done: string): Response {
  try {
    db().transaction(change);
  } catch (e) {
    if (e instanceof ApiError && e.code === "invalid_state")
      return show(s, { problem: e.message, status: 409 });
    throw e;
  }
  return redirect(`${PEOPLE_PATH}?done=${done}`);
}

const roleOf = (form: URLSearchParams) => {
  const role = text(form, "role");
  if (!isRole(role))
    throw new ApiError("validation_error", "Choose a role: Owner, Admin or Member.", {
      param: "role",
    });
  return role;
};

export const peopleRoutes = new Elysia({ name: "dashboard-people" })
  .get(
    PEOPLE_PATH,
    page((s, url) => show(s, { notice: NOTICES[url.searchParams.get("done") ?? ""] ?? null })),
    hidden,
  )
  .post(
    PEOPLE_PATH,
    firmAction((s, form) => {
      const values: InviteValues = {
        email: text(form, "email").slice(0, 1000),
        name: text(form, "name").slice(0, 1000),
        role: text(form, "role").slice(0, 20),
      };
      try {
        const role = roleOf(form);
        db().transaction((tx) =>
          invitePerson(tx, s.account.id, actorOf(s), {
            email: values.email,
            name: values.name,
            role,
          }),
        );
      } catch (e) {
        const errors = fieldErrorOf(e);
        if (errors) return show(s, { values, errors, status: 400 });
        if (e instanceof ApiError && e.code === "invalid_state")
          return show(s, { values, errors: { email: e.message }, status: 409 });
        throw e;
      }
      return redirect(`${PEOPLE_PATH}?done=invited`);
    }),
    hidden,
  )
  .post(
    `${PEOPLE_PATH}/:id/role`,
    firmAction((s, form, params) => {
      const role = roleOf(form);
      return orRefusal(
        s,
        (tx) => setUserRole(tx, s.account.id, actorOf(s), params.id!, role),
        "role",
      );
    }),
    hidden,
  )
  .get(
    `${PEOPLE_PATH}/:id/remove`,
    firmPage((s, _url, params) => {
      const person = getPerson(db(), s.account.id, params.id!);
      // No confirmation of what the post would refuse (an admin removing an owner).
      checkManage(actorOf(s), person.role, null);
      return removePersonPage(s, person);
    }),
    hidden,
  )
  .post(
    `${PEOPLE_PATH}/:id/remove`,
    firmAction((s, form, params) => {
      if (form.get("confirm") !== "remove")
        throw new ApiError(
          "validation_error",
          "Removing someone needs the confirmation: use the Remove button on its page.",
        );
      const res = orRefusal(
        s,
        (tx) => removeUser(tx, params.id!, { accountId: s.account.id, by: actorOf(s) }),
        "removed",
      );
      // Removing yourself ends this session too.
      return params.id === s.userId && res.status === 303 ? redirect(SIGN_IN) : res;
    }),
    hidden,
  )
  .post(
    `${PEOPLE_PATH}/:id/resend`,
    firmAction((s, _form, params) =>
      orRefusal(s, (tx) => resendInvite(tx, s.account.id, actorOf(s), params.id!), "resent"),
    ),
    hidden,
  )
  .post(
    `${PEOPLE_PATH}/:id/revoke`,
    firmAction((s, _form, params) =>
      orRefusal(
        s,
        (tx) =>
          removeUser(tx, params.id!, {
            accountId: s.account.id,
            by: actorOf(s),
            pendingOnly: true,
          }),
        "revoked",
      ),
    ),
    hidden,
  );
