import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OccasionNotice } from "./occasion-notice";

const text = (html: string) => html.replaceAll("</p>", "</p> ").replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();
const render = (page: Parameters<typeof OccasionNotice>[0]["page"], iso: string) => renderToStaticMarkup(<OccasionNotice locale="en" page={page} now={new Date(iso)} />);
const OMAHA = { kind: "town", name: "Omaha", timeZone: "America/Chicago" } as const;
const SCOTTSBLUFF = { kind: "town", name: "Scottsbluff", timeZone: "America/Denver" } as const;

describe("OccasionNotice", () => {
  it("on the occasion's category page all year: the next one, both zones", () => {
    const html = render({ kind: "category", slug: "valentines-day" }, "2026-11-24T16:00:00Z");
    expect(text(html)).toBe(
      "Valentine's Day is Sunday, February 14, 2027. There are no deliveries that day; the last delivery day is Saturday, February 13, 2027. " +
        "Order by 2:00 PM local time on Saturday, February 13, 2027 (2:00 PM CT in Central-time towns, 2:00 PM MT in Mountain-time towns). Shop Valentine's Day flowers",
    );
    expect(html).toContain('dateTime="2027-02-13T20:00:00.000Z"');
    expect(html).toContain('dateTime="2027-02-13T21:00:00.000Z"');
    expect(html).toContain('data-placement="occasion-notice"');
    expect(text(render({ kind: "category", slug: "mothers-day" }, "2026-11-24T16:00:00Z"))).toContain("Mother's Day is Sunday, May 9, 2027.");
    expect(render({ kind: "category", slug: "birthday-flowers" }, "2026-11-24T16:00:00Z")).toBe("");
  });

  it("on home and town pages only in the 30 days before, in the town's own zone", () => {
    expect(render(OMAHA, "2027-01-14T18:00:00Z")).toBe("");
    expect(render({ kind: "home" }, "2027-01-14T18:00:00Z")).toBe("");
    expect(text(render(OMAHA, "2027-01-20T18:00:00Z"))).toBe(
      "Valentine's Day is Sunday, February 14, 2027. There are no deliveries that day; the last delivery day in Omaha is Saturday, February 13, 2027. " +
        "Order by 2:00 PM CT on Saturday, February 13, 2027. Shop Valentine's Day flowers",
    );
    expect(render(SCOTTSBLUFF, "2027-01-20T18:00:00Z")).toContain('dateTime="2027-02-13T21:00:00.000Z"');
    expect(text(render({ kind: "home" }, "2028-02-01T18:00:00Z"))).toContain(
      "Valentine's Day is Monday, February 14, 2028. For delivery on the day, order by 2:00 PM local time on Monday, February 14, 2028",
    );
    expect(text(render({ kind: "home" }, "2027-04-20T18:00:00Z"))).toContain("Mother's Day is Sunday, May 9, 2027.");
  });

  it("puts no delivery promise in structured data", () => {
    expect(render({ kind: "category", slug: "valentines-day" }, "2026-11-24T16:00:00Z")).not.toContain("application/ld+json");
  });
});
