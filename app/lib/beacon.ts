import { toClickEvent } from "#core/clicks/event";
import { CLICKS_ENDPOINT, type ClickTarget } from "#core/clicks/types";

/**
 * Reports one outbound click to POST /api/clicks without holding up the
 * navigation: sendBeacon hands the request to the browser, which delivers it
 * even after the page unloads; where it is missing or refuses, a keepalive
 * fetch does the same. Fire and forget: a lost report never breaks a click.
 */
export function reportClick(target: ClickTarget): void {
  try {
    const body = JSON.stringify(toClickEvent(window.location.pathname, target));
    const queued =
      typeof navigator.sendBeacon === "function" && navigator.sendBeacon(CLICKS_ENDPOINT, new Blob([body], { type: "application/json" }));
    if (queued) return;
    void fetch(CLICKS_ENDPOINT, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
      credentials: "omit",
    }).catch(() => undefined);
  } catch {
    // sendBeacon can throw (e.g. a blocked type); counting is never worth an error on a link.
  }
}
