// The OpenAPI description of the tus routes: their request and response headers (tus has no JSON
// bodies), and which of the API's error codes each can answer.
import { t } from "elysia";
import { BINARY_MEDIA, commonErrors, ErrorEnvelope } from "../core/schemas";

const tags = ["Processing"];
const err = (description: string) => ({ ...ErrorEnvelope, description });
const header = (name: string, description: string, schema: object, required = true) => ({
  name,
  in: "header",
  required,
  description,
  schema,
});
const resHeader = (description: string, schema: object = { type: "string" }) => ({
  description,
  schema,
});

const TUS_RESUMABLE = header(
  "Tus-Resumable",
  "The tus protocol version: always `1.0.0` (412 otherwise).",
  { type: "string", enum: ["1.0.0"] },
);
const OFFSET = { type: "integer", minimum: 0 };
const RESUMABLE_OUT = resHeader("`1.0.0`.");
const OFFSET_OUT = resHeader("Bytes of the upload received so far.", OFFSET);
const EXPIRES_OUT = resHeader(
  "When the unfinished upload expires (24 hours after creation; RFC 7231 date).",
);
const common = {
  400: commonErrors[400],
  401: commonErrors[401],
  403: commonErrors[403],
  429: commonErrors[429],
  500: commonErrors[500],
};
const notFound = err(
  "No such upload in this account and dataset, or it was finished or terminated (`resource_not_found`)",
);
const noBody = (description: string) => t.Null({ description });

const create = {
  response: {
    ...common,
    201: noBody("Created: follow `Location` with HEAD and PATCH."),
    204: noBody(
      "creation-with-upload: the body completed the upload and processing started (see PATCH).",
    ),
    404: err("Site visit not found (`resource_not_found`)"),
    409: err("The visit is not DRAFT (`invalid_state`)"),
    429: err(
      "Rate limited (`rate_limited`), or too many unfinished uploads on the visit or in the account, or their reserved bytes past the quota (`upload_limit_reached`)",
    ),
    412: err("Tus-Resumable missing or not 1.0.0 (`tus_version_unsupported`)"),
    413: err("Upload-Length is larger than SITEVISIT_MAX_VIDEO_BYTES (`payload_too_large`)"),
    415: err(
      "creation-with-upload completed a file that is not a video (`unsupported_media_type`)",
    ),
  },
  detail: {
    tags,
    operationId: "createSiteVisitVideoUpload",
    summary: "Create a resumable (tus 1.0) upload of a visit's walkthrough video",
    description:
      "The tus protocol's creation step (extensions: creation, creation-with-upload, creation-defer-length, termination, expiration). The answer's `Location` is the upload's URL; send the bytes there with PATCH, resume after a dropped connection with HEAD then PATCH from the offset it returns. When the last byte arrives the video is checked and processed exactly as with PUT …/video (DRAFT → PROCESSING). Any tus client works, e.g. tus-js-client with `endpoint` set to this URL and the `Authorization` header in `headers`. See docs/api.md, \"Resumable uploads (tus)\".",
    headerParameters: [
      TUS_RESUMABLE,
      header(
        "Upload-Length",
        "The video's size in bytes, at most SITEVISIT_MAX_VIDEO_BYTES.",
        { type: "integer", minimum: 0 },
        false,
      ),
      header(
        "Upload-Defer-Length",
        "`1` when the size is not known yet (then send Upload-Length with a later PATCH).",
        { type: "integer", enum: [1] },
        false,
      ),
      header(
        "Upload-Metadata",
        "Optional `key base64value` pairs, comma-separated, e.g. `filename`, `filetype` (a video/* type recorded with the file).",
        { type: "string" },
        false,
      ),
    ],
    responseHeaders: {
      201: {
        Location: resHeader("The upload's URL (relative)."),
        "Tus-Resumable": RESUMABLE_OUT,
        "Upload-Expires": EXPIRES_OUT,
      },
    },
  } as never,
};

const head = {
  response: {
    ...common,
    200: noBody("The upload's state, in headers."),
    404: notFound,
    410: err("The upload expired (`upload_expired`)"),
  },
  detail: {
    tags,
    operationId: "getVideoUploadOffset",
    summary: "How much of a resumable upload has arrived",
    description: "Resume a PATCH from the `Upload-Offset` returned here.",
    headerParameters: [TUS_RESUMABLE],
    responseHeaders: {
      200: {
        "Upload-Offset": OFFSET_OUT,
        "Upload-Length": resHeader("The upload's size in bytes.", OFFSET),
        "Upload-Metadata": resHeader("The metadata sent at creation."),
        "Upload-Expires": EXPIRES_OUT,
        "Cache-Control": resHeader("`no-store`."),
      },
    },
  } as never,
};

const patch = {
  response: {
    ...common,
    204: noBody(
      "Received. When this was the last byte, processing started: `Site-Visit-Status: PROCESSING`.",
    ),
    404: notFound,
    409: err(
      "Upload-Offset is not the upload's current offset (`upload_offset_mismatch`), or the visit left DRAFT before the last byte (`invalid_state`)",
    ),
    410: err("The upload expired (`upload_expired`)"),
    412: err("Tus-Resumable missing or not 1.0.0 (`tus_version_unsupported`)"),
    413: err("The bytes go past Upload-Length or SITEVISIT_MAX_VIDEO_BYTES (`payload_too_large`)"),
    415: err(
      "Content-Type is not application/offset+octet-stream, or the finished file is not a video (`unsupported_media_type`)",
    ),
  },
  detail: {
    tags,
    operationId: "appendVideoUpload",
    summary: "Send bytes of a resumable upload",
    description:
      "Appends the body at `Upload-Offset` (which must equal the upload's current offset). A connection that drops keeps what arrived; a body that stops arriving for SITEVISIT_REQUEST_TIMEOUT_MS is cut the same way. When the upload is complete, the video is sniffed (415 and the upload removed if it is not a video), stored and the visit goes DRAFT → PROCESSING as with PUT …/video; the answer names the visit in `Site-Visit-Id`, `Site-Visit-Status` and `Content-Location`, and the upload's URL is gone (404) afterwards. Idempotency-Key is not needed: the offset makes a repeated PATCH a 409, never a double append.",
    headerParameters: [
      TUS_RESUMABLE,
      header(
        "Upload-Offset",
        "Where these bytes go: the upload's current offset (from HEAD or the last PATCH).",
        OFFSET,
      ),
      header("Content-Type", "`application/offset+octet-stream`.", {
        type: "string",
        enum: ["application/offset+octet-stream"],
      }),
      header(
        "Upload-Length",
        "With Upload-Defer-Length only: the size, once known.",
        { type: "integer", minimum: 0 },
        false,
      ),
    ],
    requestBody: {
      required: true,
      description: "The next bytes of the file.",
      content: {
        "application/offset+octet-stream": BINARY_MEDIA,
      },
    },
    responseHeaders: {
      204: {
        "Upload-Offset": OFFSET_OUT,
        "Upload-Expires": EXPIRES_OUT,
        "Site-Visit-Id": resHeader("On the last byte: the visit now processing."),
        "Site-Visit-Status": resHeader("On the last byte: `PROCESSING`."),
        "Content-Location": resHeader(
          "On the last byte: the visit's URL; GET it to follow processingStage.",
        ),
      },
    },
  } as never,
};

const terminate = {
  response: {
    ...common,
    204: noBody("Terminated: the received bytes are deleted."),
    404: notFound,
  },
  detail: {
    tags,
    operationId: "terminateVideoUpload",
    summary: "Abandon a resumable upload",
    description:
      "The tus termination extension: the upload and its bytes are deleted at once; its URL answers 404 afterwards.",
    headerParameters: [TUS_RESUMABLE],
  } as never,
};

export const tusDocs = { create, head, patch, terminate };
