import { describe, expect, it } from "vitest";
import { closedReason, deliveryCalendar } from "../delivery/delivery-calendar";
import { getCityBySlug } from "../nebraska/directory";
import { buildCityPageContent } from "./city-page";
import { buildUnknownTownContent } from "./city-page-unknown";
import { NO_DELIVERY_DAYS } from "./city-copy/faq";
import { deliveryDaysCopy, PARTNER_CALENDAR_CLAUSE, RULES_CLAUSE, withDeliveryDaysCopy } from "./delivery-days-copy";
import { HOME_FAQ } from "./home";

// Thanksgiving 2026 and the Sunday after it: the partner delivers on both in this calendar.
const THANKSGIVING = { year: 2026, month: 11, day: 26 };
const SUNDAY = { year: 2026, month: 11, day: 29 };
const partnerCalendar = deliveryCalendar("America/Chicago", undefined, { from: { year: 2026, month: 11, day: 25 }, dates: ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"] });
const rulesCalendar = deliveryCalendar("America/Chicago");

const omaha = getCityBySlug("omaha");
const faqs = () => ({
  home: [...HOME_FAQ],
  town: omaha ? buildCityPageContent(omaha).faq.entries : [],
  madeUp: buildUnknownTownContent({ name: "Qqz Town", slug: "qqz-town", region: "Nebraska", population: 0, zipCodes: [], timeZone: "America/Chicago" }).faq.entries,
});
const text = (entries: ReadonlyArray<{ question: string; answer: string }>) => entries.map((entry) => `${entry.question} ${entry.answer}`).join(" ");

describe("the delivery-day copy follows the checker's calendar", () => {
  it("with the built-in rules: the checker closes Sundays and Thanksgiving, and every FAQ says so", () => {
    expect(closedReason(rulesCalendar, SUNDAY, "en")).toMatch(/Sundays/);
    expect(closedReason(rulesCalendar, THANKSGIVING, "en")).toMatch(/Thanksgiving/);
    expect(NO_DELIVERY_DAYS).toContain(RULES_CLAUSE);
    for (const [page, entries] of Object.entries(faqs())) expect(text(entries), page).toContain(RULES_CLAUSE);
  });

  it("with the partner's calendar: the checker offers a Sunday and Thanksgiving, and no FAQ says there are none", () => {
    expect(closedReason(partnerCalendar, SUNDAY, "en")).toBeNull();
    expect(closedReason(partnerCalendar, THANKSGIVING, "en")).toBeNull();
    for (const [page, entries] of Object.entries(faqs())) {
      const copy = text(withDeliveryDaysCopy(entries, true));
      expect(copy, page).not.toMatch(/no deliver(y|ies)[^.]*(Sunday|holiday)/i);
      expect(copy, page).toContain(PARTNER_CALENDAR_CLAUSE);
    }
  });

  it("leaves the copy as written when the rules answer", () => {
    expect(deliveryDaysCopy(NO_DELIVERY_DAYS, false)).toBe(NO_DELIVERY_DAYS);
    expect(withDeliveryDaysCopy(HOME_FAQ, false)).toEqual([...HOME_FAQ]);
  });
});
