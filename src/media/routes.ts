// Media routes. POST /uploads streams the body into the store BEFORE its write transaction, then
// records the row in it; if the write fails, the stored file is removed. (Evidence on an item has
// its routes in src/action-items/evidence-routes.ts.)
// The public plugin serves /media/<key>.
import { Elysia } from "elysia";
import { apiContext } from "../http/context";
import { rawBodyReplay } from "../http/idempotency";
import { withErrors } from "../core/schemas";
import { withReceivedImage } from "./receive";
import { serveMedia } from "./serve";
import { recordUpload } from "./service";
import { imageRequestBody, Upload } from "./schema";

const tags = ["Media"];

export const mediaApiRoutes = new Elysia({ name: "media-api" })
  .use(apiContext)
  .post(
    "/uploads",
    async ({ request, scope, write }) =>
      (await rawBodyReplay(request)) ??
      withReceivedImage(request, (file) => write(201, (tx) => recordUpload(tx, scope, file))),
    {
      response: withErrors({ 201: Upload }),
      detail: {
        tags,
        operationId: "createUpload",
        summary: "Upload an image (raw body) for later use as a completion photo",
        description: "Unattached uploads are removed after 24 hours.",
        requestBody: imageRequestBody,
      } as never,
    },
  );

export const mediaPublicRoutes = new Elysia({ name: "media-public" }).get(
  "/media/:key",
  async ({ request, params }) => serveMedia(request, params.key),
  {
    detail: { hide: true },
  },
);
