/**
 * The Spanish edition in Chromium (issue 41): the checker, the service-date form and the search
 * work without script and with it, in Spanish, on the Spanish pages; Día de las Madres gives each
 * town's order-by for May 10 in its own zone; nothing moves a visitor by language.
 */
import { englishWordsIn } from "../fixtures/english-words";
import { openChecker } from "./clock";
import { E2E, SIM_URL } from "./env";
import { expect, test } from "./fixtures";

const WAKE = { timeout: 30_000 };
const DAY = 86_400_000;
const SYMPATHY = "/es/categorias/condolencias-y-funerales/";

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: "America/Chicago", locale: "es-MX" });

/** Today in Kearney as a UTC-midnight Date, and the first Monday at least a week away whose Saturday is a delivery day. */
function mondayNextWeek(): { monday: Date; saturday: Date } {
  const [year, month, day] = new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" }).split("-").map(Number);
  let monday = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 7));
  const holiday = (date: Date) => ["12-25", "01-01"].includes(date.toISOString().slice(5, 10));
  while (monday.getUTCDay() !== 1 || holiday(monday) || holiday(new Date(monday.getTime() - 2 * DAY))) monday = new Date(monday.getTime() + DAY);
  return { monday, saturday: new Date(monday.getTime() - 2 * DAY) };
}
const iso = (date: Date) => date.toISOString().slice(0, 10);
const part = (date: Date, option: Intl.DateTimeFormatOptions) => date.toLocaleDateString("es-US", { timeZone: "UTC", ...option });
/** "sábado 5 de diciembre", as the site writes a day. */
const spanishDay = (date: Date) => `${part(date, { weekday: "long" })} ${part(date, { day: "numeric" })} de ${part(date, { month: "long" })}`;

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the service form answers in Spanish on the Spanish page, with a tracked link", async ({ page }) => {
    const { monday, saturday } = mondayNextWeek();
    await page.goto(SYMPATHY);
    const form = page.locator('[data-slot="service-form"]');
    await form.getByLabel("Ciudad del servicio fúnebre").fill("Kearney");
    await form.getByLabel("Fecha del servicio fúnebre").fill(iso(monday));
    await form.getByLabel("Antes del mediodía").check();
    await form.getByRole("button", { name: "Buscar el día de entrega" }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${SYMPATHY}\\?town=Kearney&date=${iso(monday)}&time=morning#service$`));
    const answer = page.locator('[data-slot="service-answer"]');
    await expect(answer).toHaveAttribute("data-kind", "deliver");
    await expect(answer).toContainText(`Elija el ${spanishDay(saturday)} como día de entrega.`);
    expect(englishWordsIn((await answer.textContent()) ?? "", ["Kearney", "Nebraska"])).toEqual([]);
    const order = new URL((await answer.getByRole("link", { name: "Pedir flores de condolencias para Kearney" }).getAttribute("href")) ?? "");
    expect(order.pathname).toBe("/nebraska/kearney/");
    expect(order.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    expect(order.searchParams.get("source_id")).toBe(E2E.sourceId);
  });

  test("the header search lands on the Spanish town page, and on the Spanish towns list for no match", async ({ page }) => {
    await page.goto("/es/");
    const form = page.locator('form[data-variant="hero"]');
    await form.getByRole("combobox").fill("lexington");
    await form.getByRole("button", { name: "Buscar flores" }).click();
    await expect(page).toHaveURL(/\/es\/ciudades\/lexington\/$/);
    await page.goto("/es/");
    await page.locator('form[data-variant="hero"]').getByRole("combobox").fill("atlantida");
    await page.locator('form[data-variant="hero"]').getByRole("button", { name: "Buscar flores" }).click();
    await expect(page).toHaveURL(/\/es\/ciudades\/$/);
  });

  test("the checker's place on a Spanish town page speaks Spanish", async ({ page }) => {
    await page.goto("/es/ciudades/lexington/");
    const checker = page.locator('[data-slot="delivery-checker"]');
    await expect(checker).toContainText("Días y horas de entrega en Lexington");
    expect(englishWordsIn((await checker.textContent()) ?? "", ["Lexington"])).toEqual([]);
  });
});

test.describe("with script", () => {
  test("the checker's calendar writes Spanish days and months and answers in Spanish", async ({ page }) => {
    const checker = await openChecker(page, "lexington", "2027-05-03T15:00:00Z", "/es/ciudades/lexington/");
    await expect(checker.locator('[data-slot="delivery-calendar"]')).toContainText(/mayo/, WAKE);
    await checker.locator('[data-day="2027-05-10"] button').click();
    await checker.getByRole("radio", { name: "3:00 p. m.", exact: true }).check();
    const status = checker.locator('[data-slot="delivery-status"]');
    await expect(status).not.toBeEmpty(WAKE);
    const text = (await checker.textContent()) ?? "";
    expect(englishWordsIn(text, ["Lexington"])).toEqual([]);
  });

  test("the search island suggests and opens the Spanish town page, accents optional", async ({ page }) => {
    await page.goto("/es/");
    const form = page.locator('form[data-variant="hero"]');
    const input = form.getByRole("combobox");
    await input.focus();
    await expect(form).toHaveAttribute("data-hydrated", "true", WAKE);
    await input.pressSequentially("léxing");
    await expect(form.getByRole("option", { name: /Lexington/ })).toBeVisible(WAKE);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/es\/ciudades\/lexington\/$/);
  });

  test("Día de las Madres gives Lexington's and Scottsbluff's order-by for May 10 in each town's zone", async ({ page }) => {
    const now = new Date();
    // The next May 10 whose order-by (2 PM on its delivery day) is still ahead; the page is rendered on the server's real clock.
    const year = now < new Date(Date.UTC(now.getUTCFullYear(), 4, 10, 19)) ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
    await page.goto("/es/categorias/dia-de-las-madres/");
    const list = page.locator('[data-slot="may-tenth-order-by"]');
    const weekday = new Date(Date.UTC(year, 4, 10)).toLocaleDateString("es-US", { timeZone: "UTC", weekday: "long" });
    await expect(list).toContainText(new RegExp(`Lexington[^.]*2:00 p\\. m\\.[^.]*hora del Centro[^.]*${year}`));
    await expect(list).toContainText(new RegExp(`Scottsbluff[^.]*2:00 p\\. m\\.[^.]*hora de la Montaña[^.]*${year}`));
    if (weekday !== "domingo") await expect(list).toContainText(`${weekday} 10 de mayo de ${year}`);
  });

  test("an English page links its Spanish twin and the Spanish page links back; nothing redirects by language", async ({ page }) => {
    await page.goto("/cities/schuyler/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.locator('[data-slot="language-link"]').first().click();
    await expect(page).toHaveURL(/\/es\/ciudades\/schuyler\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await page.locator('[data-slot="language-link"]').first().click();
    await expect(page).toHaveURL(/\/cities\/schuyler\/$/);
  });

  test("partner links on Spanish pages keep the tracking", async ({ page }) => {
    await page.goto("/es/ciudades/schuyler/");
    const order = page.locator('[data-placement="city-order"]').first();
    const href = new URL((await order.getAttribute("href")) ?? "");
    expect(`${href.origin}${href.pathname}`).toBe(`${SIM_URL}/nebraska/schuyler/`);
    expect(href.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    await expect(page.locator('[data-slot="checkout-language"]')).toHaveCount(1);
  });
});
