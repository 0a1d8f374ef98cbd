import { describe, expect, it } from "vitest";
import { deliveryCalendar } from "../delivery/delivery-calendar";
import { answerService } from "../delivery/service-date";
import { parseIcs, wallClock } from "../../tests/fixtures/parse-ics";
import { serviceCalendarIcs } from "./service-calendar";

const SITE = "https://www.nebraskaflowerdelivery.com";
// Tuesday 24 November 2026, 10:00 CST.
const NOW = new Date("2026-11-24T16:00:00Z");

function deliver(timeZone: "America/Chicago" | "America/Denver", service: string, time: "morning" | "afternoon") {
  const [year, month, day] = service.split("-").map(Number);
  const answer = answerService({ now: NOW, calendar: deliveryCalendar(timeZone), service: { year: year ?? 0, month: month ?? 0, day: day ?? 0 }, time, locale: "en" });
  if (answer.kind !== "deliver") throw new Error(answer.kind);
  return answer;
}

describe("the service answer's calendar event, read by ical.js", () => {
  it("a Monday-morning service in Kearney: one event at Saturday's 2 PM Central, the delivery date in its text, an alarm two hours before", () => {
    const answer = deliver("America/Chicago", "2026-11-30", "morning");
    const { events } = parseIcs(serviceCalendarIcs({ town: { name: "Kearney", slug: "kearney" }, answer, now: NOW, siteUrl: SITE, locale: "en" }));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.start).toBe(answer.orderBy.toISOString());
    expect(event?.start).toBe("2026-11-28T20:00:00.000Z");
    expect(wallClock(event?.start ?? "", "America/Chicago")).toBe("2026-11-28 14:00");
    expect(event?.end).toBeNull();
    expect(event?.alarms).toEqual([-2 * 3_600]);
    expect(event?.description).toContain("Choose Saturday, November 28, 2026 as the delivery date.");
    expect(event?.description).toContain("2:00 PM Central Time on Saturday, November 28, 2026");
    expect(event?.description).toContain("Monday, November 30, 2026, in the morning");
    expect(event?.uid).toBe("service-kearney-2026-11-30-morning@www.nebraskaflowerdelivery.com");
    expect(event?.url).toBe(`${SITE}/categories/sympathy-funeral/?town=kearney&date=2026-11-30&time=morning#service`);
  });

  it("a Mountain town's cut-off across the DST change: 2 PM Mountain on either side", () => {
    // Daylight time ends on Sunday 1 November 2026; these services are after it, the clock before it.
    const before = new Date("2026-10-30T16:00:00Z");
    const answer = answerService({ now: before, calendar: deliveryCalendar("America/Denver"), service: { year: 2026, month: 11, day: 3 }, time: "afternoon", locale: "en" });
    if (answer.kind !== "deliver") throw new Error(answer.kind);
    const [event] = parseIcs(serviceCalendarIcs({ town: { name: "Scottsbluff", slug: "scottsbluff" }, answer, now: before, siteUrl: SITE, locale: "en" })).events;
    expect(event?.start).toBe("2026-11-03T21:00:00.000Z");
    expect(wallClock(event?.start ?? "", "America/Denver")).toBe("2026-11-03 14:00");
  });
});
