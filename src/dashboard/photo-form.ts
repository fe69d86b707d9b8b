// A photo posted by a dashboard form (multipart: the CSRF field and one file): an item's evidence
// photo, the account's logo. Origin, session and CSRF come first; the file then goes through the
// API's own receiver (size, type by content, pixel limit, HEIC rendition), so a page accepts exactly
// what the API accepts. A refusal comes back as the words and status the page shows beside its form.
import { ApiError, formatBytes } from "../core/errors";
import { config } from "../core/config";
import { clientClosed } from "../http/pipeline";
import { withDeadline } from "../http/body";
import { reserveBodyMemory } from "../http/body-budget";
import { tooManyPixelsForPeople, withReceivedImage } from "../media/receive";
import type { StoredFile } from "../media/blobs";
import { csrfOk, redirect, sameOrigin, sessionOf, type DashboardSession } from "./http";
import { renewing, SIGN_IN } from "./handlers";
import { forbiddenPage } from "./views/sign-in";

// Room for the multipart framing and the CSRF field around the photo itself.
const MULTIPART_OVERHEAD = 64 * 1024;
/** Seconds a photo refused for the memory budget is told to wait. */
const PHOTO_RETRY_AFTER_S = 5;

/** What a refused photo upload says on the page. */
function uploadProblem(e: ApiError): string {
  if (e.code === "payload_too_large")
    return `That photo is too large: at most ${formatBytes(config().maxImageBytes)}.`;
  if (e.code === "unsupported_media_type")
    return `That file is not a photo we can take: ${e.message}`;
  if (e.code === "image_too_large") return tooManyPixelsForPeople();
  return e.message;
}

export interface PhotoForm {
  /** The form's file field. */
  field: string;
  /** Runs before the body is read (a 404 for another account's record). */
  check?: (s: DashboardSession) => void;
  /** Records the stored file (in a transaction); its files go again if this throws. */
  record: (s: DashboardSession, file: StoredFile) => void;
  /** The page again with the refusal beside the form. */
  refused: (s: DashboardSession, status: number, error: string) => Response | Promise<Response>;
  /** Where the browser goes after a stored photo. */
  done: string;
}

/** Handles the POST of a photo form. */
export async function postPhotoForm(request: Request, o: PhotoForm): Promise<Response> {
  if (!sameOrigin(request)) return forbiddenPage();
  const s = sessionOf(request);
  if (!s) return redirect(SIGN_IN);
  o.check?.(s);
  const fail = async (status: number, error: string) =>
    renewing(s, await o.refused(s, status, error));
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data"))
    return fail(415, "Send the photo from this page's form.");
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(length))
    return fail(411, "The upload did not say its size; try again from this page.");
  if (length > config().maxImageBytes + MULTIPART_OVERHEAD)
    return fail(413, uploadProblem(new ApiError("payload_too_large", "")));
  // The form is parsed in memory: it must fit the server-wide budget, or it is refused unread.
  const release = reserveBodyMemory(length);
  if (!release) {
    const res = await fail(
      503,
      "The server is taking other photos right now. Try again in a few seconds.",
    );
    res.headers.set("retry-after", String(PHOTO_RETRY_AFTER_S));
    res.headers.set("connection", "close");
    return res;
  }
  try {
    return await receiveForm(request, o, s, fail);
  } finally {
    release();
  }
}

async function receiveForm(
  request: Request,
  o: PhotoForm,
  s: DashboardSession,
  fail: (status: number, error: string) => Promise<Response>,
): Promise<Response> {
  let form: FormData;
  try {
    // The photo's body has the request deadline (30 s): past it 408 and Connection: close (guarded).
    form = await withDeadline(request.formData(), config().requestTimeoutMs, request);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    // A closed tab is the client's doing: logged as the API logs it (499), not answered.
    if (clientClosed(request, e)) throw e;
    return fail(400, "The upload could not be read; try again.");
  }
  const csrf = form.get("_csrf");
  if (!csrfOk(s, new URLSearchParams({ _csrf: typeof csrf === "string" ? csrf : "" }), request))
    return forbiddenPage();
  const file = form.get(o.field);
  if (!(file instanceof Blob) || file.size === 0) return fail(400, "Choose a photo to upload.");
  const body = new Request("http://dashboard.invalid/photo", {
    method: "POST",
    body: file,
    headers: {
      "content-type": file.type || "application/octet-stream",
      "content-length": String(file.size),
    },
  });
  try {
    await withReceivedImage(body, (stored) => o.record(s, stored));
  } catch (e) {
    if (e instanceof ApiError && e.status < 500 && e.status !== 404)
      return fail(e.status, uploadProblem(e));
    throw e;
  }
  return redirect(o.done);
}
