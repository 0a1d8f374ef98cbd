/**
 * The sympathy page's "When is the service?" form (docs/product.md): a plain GET form the
 * server answers, with script off and on, reached from a town page's sympathy card; bad
 * input and services too late get a clear answer, never a 5xx; the page and an answer stay
 * inside the first window. The server runs on the real clock, so the dates are chosen from today.
 */
import http from "node:http";
import { E2E, SITE_URL } from "./env";
import { seriousAxeViolations } from "./page-helpers";
import { expect, test } from "./fixtures";

const PATH = "/categories/sympathy-funeral/";
const DAY = 86_400_000;

/** Today's calendar day in Kearney (Central), as a UTC-midnight Date to step through. */
function todayInKearney(): Date {
  const [year, month, day] = new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" }).split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

const iso = (day: Date) => day.toISOString().slice(0, 10);
const label = (day: Date) => day.toLocaleDateString("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
/** The built-in rules' fixed-date holidays that could fall on the days these tests use. */
const fixedHoliday = (day: Date) => ["12-25", "01-01"].includes(iso(day).slice(5));

/** A Monday at least a week away whose Saturday before is a delivery day under the rules. */
function mondayNextWeek(): { monday: Date; saturday: Date; tuesday: Date } {
  let monday = new Date(todayInKearney().getTime() + 7 * DAY);
  while (monday.getUTCDay() !== 1 || fixedHoliday(new Date(monday.getTime() - 2 * DAY)) || fixedHoliday(monday)) monday = new Date(monday.getTime() + DAY);
  return { monday, saturday: new Date(monday.getTime() - 2 * DAY), tuesday: new Date(monday.getTime() + DAY) };
}

const { monday, saturday, tuesday } = mondayNextWeek();

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("Kearney, Monday morning next week: the Saturday before and the 2 PM cut-off, as a link that can be shared", async ({ page }) => {
    await page.goto(PATH);
    const form = page.locator('[data-slot="service-form"]');
    await form.getByLabel("Town of the service").fill("Kearney");
    await form.getByLabel("Date of the service").fill(iso(monday));
    await form.getByLabel("Before noon").check();
    await form.getByRole("button", { name: "Find the delivery day" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?town=Kearney&date=${iso(monday)}&time=morning#service$`));
    const answer = page.locator('[data-slot="service-answer"]');
    await expect(answer).toHaveAttribute("data-kind", "deliver");
    await expect(answer).toContainText(`Choose ${label(saturday)} as the delivery date.`);
    await expect(answer).toContainText(`Order by 2:00 PM Central Time on ${label(saturday)}.`);
    await expect(answer).toContainText("no deliveries on Sundays");
    const order = answer.getByRole("link", { name: "Order sympathy flowers for Kearney" });
    const href = new URL((await order.getAttribute("href")) ?? "");
    expect(href.pathname).toBe("/nebraska/kearney/");
    expect(href.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    expect(href.searchParams.get("source_id")).toBe(E2E.sourceId);
    // The form keeps what was asked.
    await expect(form.getByLabel("Town of the service")).toHaveValue("Kearney");
    await expect(form.getByLabel("Date of the service")).toHaveValue(iso(monday));
  });

  test("a Tuesday morning service names the Monday; a Mountain town's cut-off is in Mountain Time", async ({ page }) => {
    await page.goto(`${PATH}?town=kearney&date=${iso(tuesday)}&time=morning`);
    await expect(page.locator('[data-slot="service-answer"]')).toContainText(`Choose ${label(monday)} as the delivery date.`);
    await page.goto(`${PATH}?town=Scottsbluff&date=${iso(tuesday)}&time=morning`);
    await expect(page.locator('[data-slot="service-answer"]')).toContainText(`Order by 2:00 PM Mountain Time on ${label(monday)}.`);
  });

  test("a past service, or one too late for its delivery day, points to the family's home; never a 5xx", async ({ page }) => {
    const past = new Date(todayInKearney().getTime() - 3 * DAY);
    let response = await page.goto(`${PATH}?town=Kearney&date=${iso(past)}&time=afternoon`);
    expect(response?.status()).toBe(200);
    let answer = page.locator('[data-slot="service-answer"]');
    await expect(answer).toHaveAttribute("data-kind", "too-late");
    await expect(answer).toContainText("has passed");
    await expect(answer).toContainText("Send them to the family's home instead");
    // A morning service today needed yesterday's delivery: too late whatever the hour.
    response = await page.goto(`${PATH}?town=Kearney&date=${iso(todayInKearney())}&time=morning`);
    expect(response?.status()).toBe(200);
    answer = page.locator('[data-slot="service-answer"]');
    await expect(answer).toHaveAttribute("data-kind", "too-late");
    await expect(answer).toContainText("It is too late to order");
  });

  test("bad input gets a clear message, never a 5xx", async ({ page }) => {
    for (const [query, message] of [
      ["town=Atlantis&date=2030-01-01&time=morning", "We don't know a Nebraska town called “Atlantis”"],
      ["town=Kearney&date=next+monday&time=morning", "The service date must be a real date"],
      ["town=Kearney&date=2026-02-30&time=afternoon", "The service date must be a real date"],
      [`town=Kearney&date=${iso(new Date(todayInKearney().getTime() + 365 * DAY))}&time=morning`, "is more than 60 days away"],
      [`town=${"x".repeat(3000)}&date=${"1".repeat(3000)}&time=%00`, "A town name is at most 60 characters"],
    ] as const) {
      const response = await page.goto(`${PATH}?${query}`);
      expect(response?.status(), query.slice(0, 40)).toBe(200);
      await expect(page.locator('[data-slot="service-errors"], [data-slot="service-answer"]')).toContainText(message);
    }
  });
});

test.describe("with script", () => {
  test("from Kearney's sympathy card: the town filled in, the answer for a Tuesday-morning service", async ({ page }) => {
    await page.goto("/cities/kearney/");
    await page.locator('[data-slot="service-card"]').getByRole("link", { name: "When is the service?" }).click();
    await expect(page).toHaveURL(/\/categories\/sympathy-funeral\/\?town=kearney#service$/);
    const form = page.locator('[data-slot="service-form"]');
    await expect(form.getByLabel("Town of the service")).toHaveValue("Kearney");
    await form.getByLabel("Date of the service").fill(iso(tuesday));
    await form.getByLabel("Before noon").check();
    await form.getByRole("button", { name: "Find the delivery day" }).click();
    const answer = page.locator('[data-slot="service-answer"]');
    await expect(answer).toContainText(`Choose ${label(monday)} as the delivery date.`);
    await expect(answer).toContainText("flowers for a morning service arrive the day before");
  });

  test("the sympathy page answers its FAQ and the order's details in its own words", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { name: "What the order needs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Card messages" })).toBeVisible();
    const questions = page.locator('[data-slot="faq-question"]');
    await expect(questions.first()).toHaveText("How far ahead should I order funeral flowers?");
    // The FAQ data names exactly the questions the page shows.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: { name: string }[] });
    expect(blocks.find((block) => block["@type"] === "FAQPage")?.mainEntity?.map((entry) => entry.name)).toEqual(await questions.allTextContents());
    // The crawler's page keeps its one collection, with the purposes as a short guide.
    await expect(page.locator('[data-slot="sympathy-guide"]')).toBeVisible();
    await expect(page.locator('[data-slot="category-collection"]')).toBeVisible();
    await expect(page.locator('[data-slot="funeral-sections"]')).toHaveCount(0);
  });
});

test.describe("the JSON answer", () => {
  test("a 400 for bad input, a 200 for a real one", async ({ request }) => {
    expect((await request.get(`/api/service-delivery?town=Atlantis&date=${iso(monday)}&time=morning`)).status()).toBe(400);
    expect((await request.get("/api/service-delivery?town=Kearney&date=soon&time=morning")).status()).toBe(400);
    expect((await request.get(`/api/service-delivery?town=Kearney&date=${iso(new Date(todayInKearney().getTime() + 365 * DAY))}&time=morning`)).status()).toBe(400);
    const answer = await request.get(`/api/service-delivery?town=Kearney&date=${iso(monday)}&time=morning`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ answer: "deliver", delivery: iso(saturday), timeZone: "America/Chicago" });
  });
});

/** The document's bytes on the wire with brotli, headers included (what the first window holds). */
function wireBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${SITE_URL}${path}`, { headers: { "accept-encoding": "br" } }, (response) => {
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () => resolve(body + response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 17)));
      })
      .on("error", reject);
  });
}

test("the sympathy page and an answer fit the first 14.6 KB window", async ({ request }) => {
  const answer = `${PATH}?town=Kearney&date=${iso(monday)}&time=morning`;
  // Once its products are cached and the kept copy recompressed.
  await expect.poll(async () => ((await (await request.get(PATH)).text()).match(/data-slot="product-card"/g) ?? []).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => wireBytes(PATH), { timeout: 30_000 }).toBeLessThanOrEqual(14_600);
  expect(await wireBytes(answer)).toBeLessThanOrEqual(14_600);
});

test.describe("on a phone", () => {
  test.use({ bypassCSP: true, viewport: { width: 360, height: 800 } });

  test("the page and each kind of answer: no sideways scroll, and axe finds no serious or critical violation", async ({ page }) => {
    const past = iso(new Date(todayInKearney().getTime() - 3 * DAY));
    for (const path of [PATH, `${PATH}?town=Kearney&date=${iso(monday)}&time=morning`, `${PATH}?town=Kearney&date=${past}&time=morning`, `${PATH}?town=Atlantis&date=x&time=y`]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });
});
