/**
 * The flower dates in the visitor's own calendar (docs/decisions/0044), with script off: a town
 * page's subscribe link and plain download beside the checker, and the sympathy answer's "Add to
 * calendar", each file read back with ical.js. The server runs on the real clock, so the
 * expectations are the rules' (2 PM in the town's zone) rather than fixed dates.
 */
import { readFileSync } from "node:fs";
import { parseIcs, wallClock } from "../fixtures/parse-ics";
import { SITE_URL } from "./env";
import { expect, test } from "./fixtures";
import { seriousAxeViolations } from "./page-helpers";

const DAY = 86_400_000;

/** Today in Kearney (Central) as a UTC-midnight Date to step through. */
function todayInKearney(): Date {
  const [year, month, day] = new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" }).split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}
const iso = (day: Date) => day.toISOString().slice(0, 10);

/** A Monday at least a week away whose Saturday before is a delivery day under the rules (no Christmas or New Year's). */
function mondayNextWeek(): { monday: Date; saturday: Date } {
  let monday = new Date(todayInKearney().getTime() + 7 * DAY);
  const holiday = (day: Date) => ["12-25", "01-01"].includes(iso(day).slice(5));
  while (monday.getUTCDay() !== 1 || holiday(new Date(monday.getTime() - 2 * DAY)) || holiday(monday)) monday = new Date(monday.getTime() + DAY);
  return { monday, saturday: new Date(monday.getTime() - 2 * DAY) };
}

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("Scottsbluff's page: a webcal subscription and a download of the same file, every order-by at 2 PM Mountain", async ({ page }) => {
    expect((await page.goto("/cities/scottsbluff/"))?.status()).toBe(200);
    const line = page.locator('[data-slot="flower-dates"]');
    const subscribe = line.getByRole("link", { name: "Subscribe to Scottsbluff's flower dates" });
    await expect(subscribe).toBeVisible();
    const webcal = new URL((await subscribe.getAttribute("href")) ?? "");
    expect(webcal.protocol).toBe("webcal:");
    expect(webcal.host).toBe(new URL(SITE_URL).host);
    expect(webcal.pathname).toBe("/cities/scottsbluff/flower-dates.ics");
    // The checker's section comes just before it.
    await expect(page.locator('astro-island:has([data-slot="delivery-checker"]) + [data-slot="flower-dates"]')).toHaveCount(1);

    // From the keyboard, not a click: the checker above is drawn only as it nears the screen
    // (content-visibility), so the line can move between a click's aim and its press, and a
    // click that lands beside the link downloads nothing (CI, stop 45).
    const downloadLink = line.getByRole("link", { name: "Download (.ics)" });
    await downloadLink.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe("scottsbluff-flower-dates.ics");
    const { events, properties } = parseIcs(readFileSync((await download.path()) as string, "utf8"));
    expect(properties["refresh-interval"]).toBe("P1D");
    const orderBys = events.filter((event) => !event.allDay);
    const days = events.filter((event) => event.allDay);
    expect(days.map((event) => event.summary).sort()).toEqual(["Christmas", "Día de las Madres", "Easter", "Mother's Day", "Thanksgiving", "Valentine's Day"]);
    expect(orderBys).toHaveLength(6);
    for (const event of orderBys) {
      expect(wallClock(event.start, "America/Denver"), event.uid).toMatch(/ 14:00$/);
      expect(event.alarms).toEqual([-172_800]);
      expect(event.url).toBe(`${SITE_URL}/cities/scottsbluff/`);
    }
  });

  test.describe("a made-up town", () => {
    // The 404 document itself is logged by the browser.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("has no calendar: no link, and its file is the 404 page", async ({ page, request }) => {
      expect((await page.goto("/cities/atlantis/"))?.status()).toBe(404);
      await expect(page.locator('[data-slot="flower-dates"]')).toHaveCount(0);
      const file = await request.get("/cities/atlantis/flower-dates.ics");
      expect(file.status()).toBe(404);
      expect(file.headers()["content-type"]).toMatch(/^text\/html/);
    });
  });

  test("the sympathy answer's Add to calendar gives one event at the answer's order-by moment", async ({ page }) => {
    const { monday, saturday } = mondayNextWeek();
    await page.goto(`/categories/sympathy-funeral/?town=Kearney&date=${iso(monday)}&time=morning`);
    const answer = page.locator('[data-slot="service-answer"]');
    await expect(answer).toHaveAttribute("data-kind", "deliver");
    const add = answer.getByRole("link", { name: "Add to calendar" });
    await expect(add).toHaveAttribute("href", `/api/service-delivery.ics?town=kearney&date=${iso(monday)}&time=morning`);
    const [download] = await Promise.all([page.waitForEvent("download"), add.click()]);
    expect(download.suggestedFilename()).toBe(`sympathy-flowers-kearney-${iso(monday)}.ics`);
    const { events } = parseIcs(readFileSync((await download.path()) as string, "utf8"));
    expect(events).toHaveLength(1);
    expect(wallClock(events[0]?.start ?? "", "America/Chicago")).toBe(`${iso(saturday)} 14:00`);
    expect(events[0]?.alarms).toEqual([-7_200]);
    const label = saturday.toLocaleDateString("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" });
    expect(events[0]?.description).toContain(`Choose ${label} as the delivery date.`);
    // The same moment as the JSON twin of the same question.
    const json = (await (await page.request.get(`/api/service-delivery?town=kearney&date=${iso(monday)}&time=morning`)).json()) as { orderBy: string };
    expect(events[0]?.start).toBe(json.orderBy);
  });
});

test("on a 390 px phone the link line fits, and axe finds no serious or critical violation", async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/cities/kearney/");
  const line = page.locator('[data-slot="flower-dates"]');
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
