import { E2E } from "./env";
import { expect, test } from "./fixtures";

test("the admin dashboard shows the partner: provider, link health and cache rows no longer used", async ({ page, request }) => {
  // The carousel fills the cache with rows the site reads.
  expect((await request.get("/api/products/featured")).status()).toBe(200);
  await page.goto("/admin/");
  await page.getByLabel("Admin token").fill(E2E.adminToken);
  await page.getByRole("button", { name: "Sign in" }).click();
  const partner = page.getByRole("region", { name: "Partner" });
  await expect(partner.getByText("Products come from crawling the partner's pages directly.")).toBeVisible();
  // The e2e settings turn the background check off; every target is listed all the same.
  await expect(partner.getByText("The link check is off.")).toBeVisible();
  const rows = partner.locator('[data-slot="link-check"]');
  await expect(rows.first()).toContainText("Nebraska page");
  await expect(rows.first()).toContainText("Not checked yet");
  expect(await rows.count()).toBe(10);
  await partner.getByRole("button", { name: /^Show all \d+ pages$/ }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(150);
  await expect(partner.getByText("Every cache row is read by the site.")).toBeVisible();
  await expect(partner.getByRole("button", { name: "Forget unused rows" })).toBeDisabled();
});
