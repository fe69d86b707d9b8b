import { t } from "elysia";
import { Body, Id, Nullable, StringEnum, Timestamp } from "../core/schemas";

export const CAPTURE_PURPOSES = ["evidence", "completion_photo"] as const;
export type CapturePurpose = (typeof CAPTURE_PURPOSES)[number];

export const CreateCaptureTokenBody = Body({
  target_id: Id,
  purpose: t.Optional(StringEnum(CAPTURE_PURPOSES)),
  ttl_hours: t.Optional(t.Integer({ minimum: 1, maximum: 168, description: "Default 24." })),
  upload_limit: t.Optional(t.Integer({ minimum: 1, maximum: 20, description: "Default 5." })),
});
export type CreateCaptureTokenInput = typeof CreateCaptureTokenBody.static;

export const CaptureToken = t.Object(
  {
    token: t.String(),
    capture_url: t.String({ format: "uri", description: "A phone-friendly camera page, no sign-in needed." }),
    expires_at: Timestamp,
    upload_limit: t.Integer(),
  },
  { title: "CaptureToken" },
);

export const CapturePhoto = t.Object(
  {
    id: Nullable(t.String({ description: "The evidence id (ev_…); null for a completion photo." })),
    url: t.String({ format: "uri" }),
    remaining_uploads: t.Integer(),
  },
  { title: "CapturePhoto" },
);

export const TokenParams = t.Object({ token: t.String() });
