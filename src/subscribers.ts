// What follows from an event in another feature, attached once per process: the server and the CLI
// both write changes that emit events. events/ knows none of its subscribers; they are listed here.
import { onEvent } from "./events/service";
import { fanOutEvent } from "./webhooks/fanout";

let attached = false;

export function attachEventSubscribers(): void {
  if (attached) return;
  attached = true;
  // Webhook deliveries are written in the event's own transaction: delayed by a crash, never lost.
  onEvent(fanOutEvent);
}
