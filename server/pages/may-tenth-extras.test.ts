import { describe, expect, it } from "vitest";
import { calendarDayInZone } from "#core/delivery/calendar-day";
import { deliveryCalendar } from "#core/delivery/delivery-calendar";
import { DEFAULT_NO_DELIVERY_RULES } from "#core/delivery/no-delivery-days";
import type { City } from "#core/nebraska/types";
import type { DeliveryService } from "../delivery/service";
import { MAY_TENTH_PATH, mayTenthExtras } from "./may-tenth-extras";
import { joinedExtras } from "./page-extras";

// Saturday 1 May 2027, noon Central: May 10 is a Monday nine days ahead.
const NOW = new Date("2027-05-01T17:00:00Z");

/** The partner lists every day of May for each town's ZIP but leaves Lexington's May 7 to 10 out. */
function partnerDays(city: City): string[] {
  const days: string[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const iso = `2027-05-${String(day).padStart(2, "0")}`;
    if (city.slug === "lexington" && day >= 7 && day <= 10) continue;
    days.push(iso);
  }
  return days;
}

type Partner = "listed" | "rules" | "slow" | "failing";

function delivery(listed: boolean | Partner, clock: { now: Date } = { now: NOW }): Pick<DeliveryService, "calendarFor" | "now"> & { asked: string[] } {
  const asked: string[] = [];
  const mode: Partner = listed === true ? "listed" : listed === false ? "rules" : listed;
  return {
    asked,
    now: () => clock.now,
    calendarFor: async (city, at = clock.now) => {
      asked.push(city.slug);
      if (mode === "failing") throw new Error("the partner's dates are down");
      if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, 2_000));
      const partner = mode !== "rules" ? { from: calendarDayInZone(at, city.timeZone), dates: partnerDays(city) } : undefined;
      return { calendar: deliveryCalendar(city.timeZone, DEFAULT_NO_DELIVERY_RULES, partner), source: mode !== "rules" ? "partner" : "rules", zip: null };
    },
  };
}

const rowOf = (answer: Awaited<ReturnType<ReturnType<typeof mayTenthExtras>>>, slug: string) => answer?.locals.mayTenth?.find((row) => row.town.slug === slug);

describe("Día de las Madres from the checker's calendars", () => {
  it("answers only its own page", async () => {
    expect(await mayTenthExtras(delivery(true))({ path: "/es/categorias/cumpleanos/" })).toBeNull();
    expect(MAY_TENTH_PATH).toBe("/es/categorias/dia-de-las-madres/");
  });

  it("takes the partner's days where it lists them: Lexington orders by Thursday May 6, Scottsbluff for May 10 itself", async () => {
    const service = delivery(true);
    const answer = await mayTenthExtras(service)({ path: MAY_TENTH_PATH });
    expect(rowOf(answer, "lexington")).toMatchObject({ delivery: { year: 2027, month: 5, day: 6 }, closed: true });
    expect(rowOf(answer, "lexington")?.orderBy?.toISOString()).toBe("2027-05-06T19:00:00.000Z");
    expect(rowOf(answer, "scottsbluff")).toMatchObject({ delivery: { year: 2027, month: 5, day: 10 }, closed: false });
    expect(rowOf(answer, "scottsbluff")?.orderBy?.toISOString()).toBe("2027-05-10T20:00:00.000Z");
    expect(new Set(service.asked).size).toBe(answer?.locals.mayTenth?.length);
  });

  it("without the partner, the rules answer: Monday May 10 is a delivery day everywhere; the version tells the two apart", async () => {
    const rules = await mayTenthExtras(delivery(false))({ path: MAY_TENTH_PATH });
    const partner = await mayTenthExtras(delivery(true))({ path: MAY_TENTH_PATH });
    expect(rowOf(rules, "lexington")).toMatchObject({ delivery: { year: 2027, month: 5, day: 10 }, closed: false });
    expect(rules?.version).not.toBe(partner?.version);
    expect((await mayTenthExtras(delivery(false))({ path: MAY_TENTH_PATH }))?.version).toBe(rules?.version);
  });

  it("never waits on the partner past the render budget, nor fails with it: the rules answer that time", async () => {
    const rules = await mayTenthExtras(delivery(false))({ path: MAY_TENTH_PATH });
    const started = performance.now();
    const slow = await mayTenthExtras(delivery("slow"), { budgetMs: 50 })({ path: MAY_TENTH_PATH });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(slow?.version).toBe(rules?.version);
    const failing = await mayTenthExtras(delivery("failing"))({ path: MAY_TENTH_PATH });
    expect(failing?.version).toBe(rules?.version);
    expect(failing?.locals.mayTenth).toHaveLength(13);
    // The fallback is the site's own rules (NO_DELIVERY_DATES), as the checker's is.
    const closedOnTheTenth = await mayTenthExtras(delivery("failing"), { rules: [{ kind: "once", year: 2027, month: 5, day: 10, label: "Inventory" }] })({ path: MAY_TENTH_PATH });
    expect(rowOf(closedOnTheTenth, "lexington")).toMatchObject({ delivery: { year: 2027, month: 5, day: 8 }, closed: true });
  });

  it("reuses its answer for a minute, and never past the first order-by it names", async () => {
    const clock = { now: NOW };
    const service = delivery(true, clock);
    const extras = mayTenthExtras(service);
    const first = await extras({ path: MAY_TENTH_PATH });
    await extras({ path: MAY_TENTH_PATH });
    expect(service.asked).toHaveLength(13);
    clock.now = new Date(NOW.getTime() + 61_000);
    await extras({ path: MAY_TENTH_PATH });
    expect(service.asked).toHaveLength(26);
    // 1:59 PM Central on Thursday May 6, kept from a minute before; at 2:00 PM Lexington's order-by passes.
    clock.now = new Date("2027-05-06T18:59:30Z");
    await extras({ path: MAY_TENTH_PATH });
    clock.now = new Date("2027-05-06T19:00:00Z");
    const after = await extras({ path: MAY_TENTH_PATH });
    expect(service.asked).toHaveLength(52);
    expect(rowOf(after, "lexington")?.day.year).toBe(2028);
    expect(after?.version).not.toBe(first?.version);
  });

  it("joins with other pages' extras: each answers for its own page", async () => {
    const sympathy = async (page: { path: string }) => (page.path === "/categories/sympathy-funeral/" ? { locals: { funeral: [] }, version: "s1" } : null);
    const joined = joinedExtras([sympathy, undefined, mayTenthExtras(delivery(false))])!;
    const page = (path: string) => ({ path }) as Parameters<typeof joined>[0];
    expect((await joined(page("/categories/sympathy-funeral/")))?.version).toBe("s1");
    expect((await joined(page(MAY_TENTH_PATH)))?.locals.mayTenth).toHaveLength(13);
    expect(await joined(page("/es/"))).toBeNull();
    expect(joinedExtras([undefined])).toBeUndefined();
  });
});
