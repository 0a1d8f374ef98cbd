import { describe, expect, it } from "vitest";
import { calendarDayInZone } from "#core/delivery/calendar-day";
import { deliveryCalendar } from "#core/delivery/delivery-calendar";
import { DEFAULT_NO_DELIVERY_RULES } from "#core/delivery/no-delivery-days";
import type { City } from "#core/nebraska/types";
import { categoryPathIn } from "#core/routes/routes";
import { type OnDemandPage, pageAt } from "#core/site/page-route";
import type { DeliveryService } from "../../delivery/service";
import { mayTenthList } from "./may-tenth";
import { pageLoaders } from "./page-loaders";
import type { SympathySections } from "./sympathy-sections";

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

function delivery(listed: boolean | Partner, clock: { now: Date } = { now: NOW }): Pick<DeliveryService, "calendarFor" | "now"> & { asked: string[]; answered: string[] } {
  const asked: string[] = [];
  const answered: string[] = [];
  const mode: Partner = listed === true ? "listed" : listed === false ? "rules" : listed;
  return {
    asked,
    answered,
    now: () => clock.now,
    calendarFor: async (city, at = clock.now) => {
      asked.push(city.slug);
      if (mode === "failing") throw new Error("the partner's dates are down");
      if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, 2_000));
      answered.push(city.slug);
      const partner = mode !== "rules" ? { from: calendarDayInZone(at, city.timeZone), dates: partnerDays(city) } : undefined;
      return { calendar: deliveryCalendar(city.timeZone, DEFAULT_NO_DELIVERY_RULES, partner), source: mode !== "rules" ? "partner" : "rules", zip: null };
    },
  };
}

const rowOf = (answer: Awaited<ReturnType<ReturnType<typeof mayTenthList>>>, slug: string) => answer.mayTenth.find((row) => row.town.slug === slug);
const page = (path: string) => pageAt(path, { admin: false }) as OnDemandPage;
/** Día de las Madres: the Spanish twin of Mother's Day. */
const MAY_TENTH_PATH = categoryPathIn("es", "mothers-day");

describe("Día de las Madres from the checker's calendars", () => {
  it("is shown on its own page only: the Spanish Mother's Day, plain or with a view, not the English one", async () => {
    const loaders = pageLoaders({ loadProducts: async () => null, mayTenth: mayTenthList(delivery(true)) });
    const dataOf = (path: string, search = "") => {
      const matched = pageAt(path, { admin: false }, new URLSearchParams(search)) as OnDemandPage;
      return loaders[matched.section].load(matched);
    };
    expect(MAY_TENTH_PATH).toBe("/es/categorias/dia-de-las-madres/");
    expect((await dataOf(MAY_TENTH_PATH)).locals.mayTenth).toHaveLength(13);
    expect((await dataOf(MAY_TENTH_PATH, "budget=60-80")).locals.mayTenth).toHaveLength(13);
    for (const path of ["/es/categorias/cumpleanos/", "/categories/mothers-day/", "/es/", "/es/ciudades/omaha/", "/es/categorias/dia-de-las-madres-x/"]) {
      const data = await dataOf(path);
      expect([data.locals.mayTenth, data.version], path).toEqual([undefined, undefined]);
    }
  });

  it("takes the partner's days where it lists them: Lexington orders by Thursday May 6, Scottsbluff for May 10 itself", async () => {
    const service = delivery(true);
    const answer = await mayTenthList(service)();
    expect(rowOf(answer, "lexington")).toMatchObject({ delivery: { year: 2027, month: 5, day: 6 }, closed: true });
    expect(rowOf(answer, "lexington")?.orderBy?.toISOString()).toBe("2027-05-06T19:00:00.000Z");
    expect(rowOf(answer, "scottsbluff")).toMatchObject({ delivery: { year: 2027, month: 5, day: 10 }, closed: false });
    expect(rowOf(answer, "scottsbluff")?.orderBy?.toISOString()).toBe("2027-05-10T20:00:00.000Z");
    expect(new Set(service.asked).size).toBe(answer.mayTenth.length);
  });

  it("without the partner, the rules answer: Monday May 10 is a delivery day everywhere; the version tells the two apart", async () => {
    const rules = await mayTenthList(delivery(false))();
    const partner = await mayTenthList(delivery(true))();
    expect(rowOf(rules, "lexington")).toMatchObject({ delivery: { year: 2027, month: 5, day: 10 }, closed: false });
    expect(rules.version).not.toBe(partner.version);
    expect((await mayTenthList(delivery(false))()).version).toBe(rules.version);
  });

  it("never waits on the partner past the render budget, nor fails with it: the rules answer that time", async () => {
    const rules = await mayTenthList(delivery(false))();
    const partner = delivery("slow");
    const slow = await mayTenthList(partner, { budgetMs: 50 })();
    // Answered before the partner (2 s): the 50 ms budget's timer fires first however busy the machine is.
    expect(partner.asked.length).toBeGreaterThan(0);
    expect(partner.answered).toEqual([]);
    expect(slow.version).toBe(rules.version);
    const failing = await mayTenthList(delivery("failing"))();
    expect(failing.version).toBe(rules.version);
    expect(failing.mayTenth).toHaveLength(13);
    // The fallback is the site's own rules (NO_DELIVERY_DATES), as the checker's is.
    const closedOnTheTenth = await mayTenthList(delivery("failing"), { rules: [{ kind: "once", year: 2027, month: 5, day: 10, label: "Inventory" }] })();
    expect(rowOf(closedOnTheTenth, "lexington")).toMatchObject({ delivery: { year: 2027, month: 5, day: 8 }, closed: true });
  });

  it("reuses its answer for a minute, and never past the first order-by it names", async () => {
    const clock = { now: NOW };
    const service = delivery(true, clock);
    const list = mayTenthList(service);
    const first = await list();
    await list();
    expect(service.asked).toHaveLength(13);
    clock.now = new Date(NOW.getTime() + 61_000);
    await list();
    expect(service.asked).toHaveLength(26);
    // 1:59 PM Central on Thursday May 6, kept from a minute before; at 2:00 PM Lexington's order-by passes.
    clock.now = new Date("2027-05-06T18:59:30Z");
    await list();
    clock.now = new Date("2027-05-06T19:00:00Z");
    const after = await list();
    expect(service.asked).toHaveLength(52);
    expect(rowOf(after, "lexington")?.day.year).toBe(2028);
    expect(after.version).not.toBe(first.version);
  });

  it("is one kind's data among the others: the sympathy page gets its sections, Día de las Madres its list, other pages neither", async () => {
    const sympathy: SympathySections = async () => ({ funeral: [], version: "s1" });
    const loaders = pageLoaders({ loadProducts: async () => null, sympathy, mayTenth: mayTenthList(delivery(false)) });
    const dataOf = (path: string) => loaders[page(path).section].load(page(path));
    const funeral = await dataOf("/categories/sympathy-funeral/");
    expect([funeral.version, funeral.locals.mayTenth]).toEqual(["s1", undefined]);
    const list = await dataOf(MAY_TENTH_PATH);
    expect([list.locals.mayTenth?.length, list.locals.funeral]).toEqual([13, undefined]);
    expect(await dataOf("/es/")).toEqual({ products: null, locals: {} });
  });
});
