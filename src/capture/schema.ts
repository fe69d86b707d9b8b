import { t } from "elysia";
import { Body, Id, Nullable, StringEnum, Timestamp } from "../core/schemas";

export const CAPTURE_PURPOSES = ["evidence", "completion_photo"] as const;
export type CapturePurpose = (typeof CAPTURE_PURPOSES)[number];

export const CreateCaptureTokenBody = Body(
  {
    target_id: Id,
    purpose: t.Optional(StringEnum(CAPTURE_PURPOSES)),
    ttl_hours: t.Optional(t.Integer({ minimum: 1, maximum: 168, description: "Default 24." })),
    upload_limit: t.Optional(t.Integer({ minimum: 1, maximum: 20, description: "Default 5." })),
  },
  {
    title: "CreateCaptureTokenRequest",
    examples: [
      { target_id: "ai_01h2x9v3k7m4p8q5r6s", purpose: "evidence", ttl_hours: 24, upload_limit: 5 },
    ],
  },
);
export type CreateCaptureTokenInput = typeof CreateCaptureTokenBody.static;

export const CaptureToken = t.Object(
  {
    token: t.String(),
    capture_url: t.String({
      format: "uri",
      description: "A phone-friendly camera page, no sign-in needed.",
    }),
    expires_at: Timestamp,
    upload_limit: t.Integer(),
  },
  {
    title: "CaptureToken",
    examples: [
      {
        token: "eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJjYXBfMDEifQ.c2ln",
        capture_url:
          "https://sitevisit.example.com/c/eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJjYXBfMDEifQ.c2ln",
        expires_at: "2026-11-24T09:30:00.000Z",
        upload_limit: 5,
      },
    ],
  },
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
