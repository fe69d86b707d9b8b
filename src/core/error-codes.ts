// Every error code the API can return, with its status and the explanation shown on /docs/errors.
// Adding a code here is what makes it documented; ApiError only accepts codes from this table.
export const errorCodes = {
  validation_error: {
    status: 400,
    description:
      "A field is missing, unknown, of the wrong type, out of bounds or not one of its allowed values. `param` names the field.",
  },
  invalid_json: { status: 400, description: "The request body is not valid JSON." },
  invalid_cursor: {
    status: 400,
    description:
      "`starting_after` names no item of this list (in this account and dataset). Start again without it.",
  },
  invalid_webhook_url: {
    status: 400,
    description:
      "The webhook URL is not allowed: it must be https, and its host must resolve to a public address. In --dev mode http://localhost is accepted too.",
  },
  mode_mismatch: {
    status: 400,
    description:
      "The webhook endpoint's `mode` differs from the mode of the API key used (live vs test).",
  },
  missing_api_key: {
    status: 401,
    description: "No `Authorization: Bearer <API_KEY>` header was sent.",
  },
  invalid_api_key: {
    status: 401,
    description:
      "The Authorization header is malformed, or the key matches no active key (unknown or revoked).",
  },
  plan_limit_exceeded: {
    status: 402,
    description:
      "The account's plan visit limit for this month is reached. The error carries `upgrade_url` (this section), `current_plan`, `used` and `limit`. The limit counts live, non-sample site visits created in the current UTC calendar month, deleted ones included; test-mode visits never count. Plans: `free` 10, `starter` 100, `pro` 1,000 visits a month, `unlimited`. To upgrade, ask the operator of this server to run `sitevisit accounts set-plan <account id> <plan>`; the new limit applies at once.",
  },
  session_required: {
    status: 401,
    description:
      "A dashboard request (such as its resumable video upload) came without a valid session cookie: sign in again.",
  },
  csrf_failed: {
    status: 403,
    description:
      "A dashboard request that changes something came from another origin, or without the session's CSRF token (the `X-CSRF-Token` header or `_csrf` form field).",
  },
  forbidden: {
    status: 403,
    description:
      "The key is valid but its account is suspended; or, in the dashboard, the signed-in person's role does not allow the change (a member changing the firm's settings or people, an admin changing an owner).",
  },
  resource_not_found: {
    status: 404,
    description:
      "The referenced object does not exist, belongs to another account, or lives in the other dataset (live vs test).",
  },
  route_not_found: { status: 404, description: "No route has this path." },
  method_not_allowed: {
    status: 405,
    description: "The path exists, but not with this HTTP method.",
  },
  request_timeout: {
    status: 408,
    description:
      "The request body did not arrive in time (JSON and image bodies: 30 s, `SITEVISIT_REQUEST_TIMEOUT_MS`). The server closes the connection; send the body again at a normal pace.",
  },
  client_closed_request: {
    status: 499,
    description:
      "Never received by a client: the status under which the server's log and `/metrics` record a request whose client closed the connection before sending its whole body (an upload cut off). Nothing was stored; send the request again.",
  },
  upload_limit_reached: {
    status: 429,
    description:
      "A new resumable upload would pass a limit on unfinished uploads: 3 on one visit (`SITEVISIT_UPLOADS_PER_VISIT`), 10 in the account (`SITEVISIT_UPLOADS_PER_ACCOUNT`), or 10 GiB reserved by their `Upload-Length` in the account (`SITEVISIT_UPLOAD_QUOTA_BYTES`; a deferred length reserves the video cap). Finish an upload, or terminate it with DELETE, then create the new one. Unfinished uploads expire 24 hours after their creation.",
  },
  idempotency_request_in_progress: {
    status: 409,
    description:
      "Another request with the same Idempotency-Key is still being processed. Retry after it finishes.",
  },
  invalid_state: {
    status: 409,
    description:
      "The operation is not allowed in the object's current status (for example completing a visit that is PROCESSING).",
  },
  upload_offset_mismatch: {
    status: 409,
    description:
      "A resumable (tus) upload's PATCH was sent with an Upload-Offset other than the upload's current offset: nothing was written. Ask with HEAD and resume from the Upload-Offset it returns.",
  },
  upload_expired: {
    status: 410,
    description:
      "The resumable (tus) upload was not finished within 24 hours of its creation and was removed. Create a new upload.",
  },
  tus_version_unsupported: {
    status: 412,
    description:
      "A resumable upload request without `Tus-Resumable: 1.0.0`: this server speaks tus 1.0.0 only.",
  },
  capture_token_expired: {
    status: 410,
    description: "The capture link has expired. Ask for a new one.",
  },
  capture_token_exhausted: {
    status: 410,
    description: "The capture link has used all of its allowed uploads.",
  },
  payload_too_large: {
    status: 413,
    description: "The request body is larger than this endpoint accepts (JSON bodies: 1 MiB).",
  },
  unsupported_media_type: {
    status: 415,
    description:
      "The Content-Type is not accepted here (JSON endpoints need application/json), or an uploaded file is not an allowed format.",
  },
  image_too_large: {
    status: 422,
    description:
      "The image declares more pixels than this server accepts (50 megapixels unless `SITEVISIT_MAX_IMAGE_PIXELS` says otherwise), counted from its header before anything decodes it: width x height, and for a HEIC grid its tiles x tile size. Send a smaller photo.",
  },
  visit_item_limit_reached: {
    status: 422,
    description:
      "The site visit already holds the most action items one visit may have: 1,000 unless the server's operator has set another limit. The error carries `limit`. Delete items the visit no longer needs, or record the rest on another visit. The video pipeline stops adding findings at the same limit.",
  },
  item_photo_limit_reached: {
    status: 422,
    description:
      "The action item already holds 50 evidence photos, the most one item may have (a key frame from the video counts as one). The error carries `limit`. Remove a photo first, or attach the new one to another item.",
  },
  work_order_limit_reached: {
    status: 422,
    description:
      "The action item already has 5 open work orders (sent, opened or started), the most one item may have. The error carries `limit`. Cancel one first (POST /work-orders/{id}/cancel).",
  },
  idempotency_key_in_use: {
    status: 422,
    description:
      "This Idempotency-Key was already used with a different request (method, path or body).",
  },
  rate_limited: {
    status: 429,
    description:
      "Too many requests with this API key. Wait the number of seconds in the Retry-After header.",
  },
  internal_error: {
    status: 500,
    description:
      "Something went wrong on our side. The request id is logged; report it to the operator.",
  },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof errorCodes;
