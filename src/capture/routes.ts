// Capture links. The API plugin issues tokens; the public plugin serves the page (/c/<token>) and
// takes its photos (/c/<token>/photos) with no key: the signed token is the credential. Request
// logs write these paths as /c/[redacted].
import { Elysia } from "elysia";
import { apiContext } from "../http/context";
import { withErrors } from "../core/schemas";
import { ApiError } from "../core/errors";
import { db as database } from "../db/client";
import { withReceivedImage } from "../media/receive";
import { imageRequestBody } from "../media/schema";
import {
  capturePage,
  captureLinkExhaustedPage,
  captureLinkExpiredPage,
  captureLinkInvalidPage,
} from "../pages/capture";
import { signCaptureToken } from "./token";
import { CaptureToken, CreateCaptureTokenBody, TokenParams } from "./schema";
import {
  captureTarget,
  isExpired,
  planCaptureToken,
  recordCapturedPhoto,
  recordCaptureToken,
  releaseSlot,
  remainingUploads,
  reserveSlot,
  resolveCaptureToken,
} from "./service";

export const captureApiRoutes = new Elysia({ name: "capture-api" }).use(apiContext).post(
  "/capture-tokens",
  async ({ body, scope, write }) => {
    const plan = planCaptureToken(body);
    const token = await signCaptureToken(plan.jti, plan.itemId, plan.expiresAt);
    return write(201, (tx) => recordCaptureToken(tx, scope, plan, token));
  },
  {
    body: CreateCaptureTokenBody,
    response: withErrors({ 201: CaptureToken }, { 404: "Action item not found" }),
    detail: {
      tags: ["Capture links"],
      operationId: "createCaptureToken",
      summary: "Issue a capture link for an action item's photos",
      description:
        "`purpose` evidence (default) adds evidence photos; completion_photo sets the item's completion photo. The link works without a key until `expires_at` or `upload_limit` uploads.",
    },
  },
);

export const capturePublicRoutes = new Elysia({ name: "capture-public" })
  .get(
    "/c/:token",
    async ({ params }) => {
      const db = database();
      try {
        const row = await resolveCaptureToken(db, params.token);
        if (isExpired(row)) return captureLinkExpiredPage();
        if (remainingUploads(row) === 0) return captureLinkExhaustedPage();
        const target = captureTarget(db, row);
        return capturePage({
          purpose: row.purpose,
          remaining: remainingUploads(row),
          expiresAt: row.expiresAt,
          ...target,
        });
      } catch (e) {
        if (e instanceof ApiError && e.code === "resource_not_found")
          return captureLinkInvalidPage();
        throw e;
      }
    },
    { params: TokenParams, detail: { hide: true } },
  )
  .post(
    "/c/:token/photos",
    async ({ params, request, set }) => {
      const db = database();
      const token = await resolveCaptureToken(db, params.token);
      // 404 before reading the body if the item went since; the item check inside the write covers a delete meanwhile.
      captureTarget(db, token);
      const reserved = reserveSlot(db, token.id);
      try {
        const result = await withReceivedImage(request, (file) =>
          db.transaction((tx) => recordCapturedPhoto(tx, reserved, file)),
        );
        set.status = 201;
        return result;
      } catch (e) {
        releaseSlot(db, token.id);
        throw e;
      }
    },
    { params: TokenParams, detail: { hide: true, requestBody: imageRequestBody } as never },
  );
