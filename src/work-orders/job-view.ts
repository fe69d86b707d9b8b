// What a contractor is shown of a work order's item, in its email and on its page: the property's
// address, the item, and the walkthrough video when the visit has one. The time into the walkthrough
// ("At 0:15 in the walkthrough") is news only when there is a video to watch: on a visit without
// one (an item typed by hand, or a video deleted) the item is shown without its timestamp, as the
// review page and the public report do (playableVideo).
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { properties } from "../db/schema";
import type { Scope } from "../db/scope";
import type { ActionItemDto } from "../action-items/service";
import { playableVideo, type PlayableVideo } from "../pipeline/web-video";

export interface JobView {
  address: string | null;
  item: ActionItemDto;
  video: PlayableVideo | null;
}

export function jobView(ex: DbOrTx, scope: Scope, item: ActionItemDto): JobView {
  const address =
    ex
      .select({ address: properties.address })
      .from(properties)
      .where(eq(properties.id, item.propertyId))
      .get()?.address ?? null;
  const video = item.timestampSec === null ? null : playableVideo(ex, scope, item.siteVisitId);
  return { address, video, item: video ? item : { ...item, timestampSec: null } };
}
