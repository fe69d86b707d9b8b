import { config } from "../core/config";

/** Public address of a stored file (docs/configuration.md: /media/<key>); the key itself is the unguessable part. */
export function mediaUrl(key: string): string {
  return `${config().publicUrl}/media/${key}`;
}
