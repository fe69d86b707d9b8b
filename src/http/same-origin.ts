// A state-changing request from one of our own pages (the dashboard's forms, a work order link's):
// its Origin (or, without one, its Referer) must be the public URL's origin. Neither is refused.
import { config } from "../core/config";

export const publicOrigin = () => new URL(config().publicUrl).origin;

export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === publicOrigin();
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === publicOrigin();
  } catch {
    return false;
  }
}
