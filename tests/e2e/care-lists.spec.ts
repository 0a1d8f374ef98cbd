import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A town's list of hospitals and assisted-living homes and the statewide index (issue 49, items
 * 3-5) in Chromium: they load with no page error, the Spanish list reads in Spanish, the town page
 * and the footer lead to them, and a home's name typed in the search lands on its town's list.
 */
const BROKEN_BOW = "/cities/broken-bow/hospitals-and-care-homes/";
const BROKEN_BOW_ES = "/es/ciudades/broken-bow/hospitales-y-residencias/";

async function search(page: Page, text: string) {
  const form = page.locator('form[data-variant="hero"]');
  await form.getByRole("combobox").fill(text);
  await form.getByRole("button", { name: /find|buscar/i }).click();
}

test.describe("care lists (issue 49)", () => {
  test("Broken Bow's list shows its hospital and homes, with phones and what to write for a resident", async ({ page }) => {
    await page.goto(BROKEN_BOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hospitals and assisted-living homes in Broken Bow");
    await expect(page.getByRole("link", { name: "Jennie M Melham Memorial Medical Center" })).toHaveAttribute("href", "/cities/broken-bow/hospitals/jennie-m-melham-memorial-medical-center/");
    for (const home of ["Custer Care", "Off Broadway Apartments", "Quality Senior Villages"]) await expect(page.getByRole("heading", { level: 3, name: home })).toBeVisible();
    await expect(page.locator('a[href="tel:+13088726303"]')).toBeVisible();
    await expect(page.getByText("The resident's full name, as the home knows it.")).toBeVisible();
  });

  test("the Spanish list reads in Spanish and links back to its English twin", async ({ page }) => {
    await page.goto(BROKEN_BOW_ES);
    await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hospitales y residencias para adultos mayores en Broken Bow");
    await expect(page.getByRole("heading", { level: 2, name: "Residencias para adultos mayores" })).toBeVisible();
    await expect(page.getByText("Qué escribir para alguien que vive en una residencia")).toBeVisible();
    await expect(page.locator(`link[rel="alternate"][hreflang="en-us"]`)).toHaveAttribute("href", new RegExp(`${BROKEN_BOW}$`));
  });

  test("the town page links its list in one line, and the footer links the index in both editions", async ({ page }) => {
    await page.goto("/cities/broken-bow/");
    await page.getByRole("link", { name: "1 hospital and 3 assisted-living homes in Broken Bow" }).click();
    await page.waitForURL((url) => url.pathname === BROKEN_BOW);
    await page.locator('footer a[href="/hospitals-and-care-homes/"]').click();
    await page.waitForURL((url) => url.pathname === "/hospitals-and-care-homes/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hospitals and assisted-living homes, by town");
    await page.getByRole("link", { name: "Broken Bow", exact: true }).click();
    await page.waitForURL((url) => url.pathname === BROKEN_BOW);
    await page.goto("/es/");
    await page.locator('footer a[href="/es/hospitales-y-residencias/"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hospitales y residencias para adultos mayores, por ciudad");
  });

  test("a home's name typed on the home page lands on its town's list", async ({ page }) => {
    await page.goto("/");
    const form = page.locator('form[data-variant="hero"]');
    await form.getByRole("combobox").focus();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await search(page, "custer care");
    await page.waitForURL((url) => url.pathname === BROKEN_BOW);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the plain form takes a home's name to its town's list, in Spanish from the Spanish home page", async ({ page }) => {
      await page.goto("/es/");
      await search(page, "off broadway");
      await page.waitForURL((url) => url.pathname === BROKEN_BOW_ES);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hospitales y residencias para adultos mayores en Broken Bow");
    });
  });
});
