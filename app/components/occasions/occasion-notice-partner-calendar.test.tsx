import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { OccasionNotice } from "./occasion-notice";

// A build with the partner's own calendar (PARTNER_PROVIDER=floristone-api and its credentials).
vi.mock("#app/lib/site-config.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/lib/site-config.ts")>();
  return { ...original, siteConfig: { ...original.siteConfig, partnerCalendar: true } };
});

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();

describe("OccasionNotice with the partner's calendar", () => {
  it("does not say a Sunday occasion has no deliveries (the partner may deliver): it points at the checker", () => {
    const town = text(renderToStaticMarkup(<OccasionNotice locale="en" page={{ kind: "town", name: "Omaha", timeZone: "America/Chicago" }} now={new Date("2027-01-20T18:00:00Z")} />));
    expect(town).not.toMatch(/no deliveries/i);
    expect(town).toContain("Whether florists deliver that day in Omaha, the delivery checker below shows; for delivery on Saturday, February 13, 2027, order by 2:00 PM CT");
    const home = text(renderToStaticMarkup(<OccasionNotice locale="en" page={{ kind: "home" }} now={new Date("2027-01-20T18:00:00Z")} />));
    expect(home).toContain("the delivery checker on each town page shows");
  });
});
