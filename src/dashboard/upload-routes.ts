// The account's unfinished video uploads (docs/dashboard.md, "Unfinished uploads"):
//   GET  /dashboard/uploads            the list, in the session's mode
//   POST /dashboard/uploads/:id/end    end one (any person of the account, whoever started it)
import { Elysia } from "elysia";
import { db } from "../db/client";
import { visitNames } from "../site-visits/service";
import { endUpload, unfinishedUploads } from "../uploads/unfinished";
import { action, page, scopeOf } from "./handlers";
import { redirect } from "./http";
import { UPLOADS_PATH, uploadsPage } from "./views/uploads";

const hidden = { detail: { hide: true } };

export const uploadRoutes = new Elysia({ name: "dashboard-uploads" })
  .get(
    UPLOADS_PATH,
    page(async (s, url) => {
      const uploads = await unfinishedUploads(scopeOf(s));
      const visits = visitNames(
        db(),
        scopeOf(s),
        uploads.map((u) => u.visitId),
      );
      return uploadsPage(s, uploads, visits, url.searchParams.get("ended") === "1");
    }),
    hidden,
  )
  .post(
    `${UPLOADS_PATH}/:id/end`,
    action(async (s, _form, params) => {
      await endUpload(scopeOf(s), params.id!);
      return redirect(`${UPLOADS_PATH}?ended=1`);
    }),
    hidden,
  );
