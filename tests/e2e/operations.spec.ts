import { readFileSync } from "node:fs";
import { E2E } from "./env";
import { expect, test } from "./fixtures";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

test("the owner downloads the period's clicks as CSV from the dashboard, and sees IndexNow is off", async ({ page, request }) => {
  const beacon = { path: "/cities/kearney/", placement: "city-order", targetKind: "city", targetId: "kearney" };
  const stored = await request.post("/api/clicks", { data: beacon, headers: { "user-agent": BROWSER, "sec-fetch-site": "same-origin" } });
  expect(stored.status()).toBe(204);

  await page.goto("/admin/");
  await page.getByLabel("Admin token").fill(E2E.adminToken);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("region", { name: "Search engines (IndexNow)" })).toContainText("Off: set INDEXNOW_KEY");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download clicks (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^clicks-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path()) as string, "utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe("time,page,placement,target_kind,target,town,category,language,source");
  expect(lines.slice(1).some((line) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,\/cities\/kearney\/,city-order,city,kearney,kearney,,en,pages$/.test(line))).toBe(true);
});

test("the CSV export needs the admin token and answers bad dates with a JSON error", async ({ request }) => {
  expect((await request.get("/api/admin/clicks.csv?from=2026-11-01&to=2026-11-30")).status()).toBe(401);
  const bad = await request.get("/api/admin/clicks.csv?from=2026-11-31&to=2026-11-30", { headers: { authorization: `Bearer ${E2E.adminToken}` } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: "from: must be a calendar date YYYY-MM-DD" });
});

test("the privacy page states how long clicks are kept", async ({ page }) => {
  await page.goto("/privacy-policy/");
  await expect(page.getByText("Each click is kept for 400 days, then deleted.")).toBeVisible();
});

test("without METRICS_TOKEN, /metrics is the 404 page", async ({ request }) => {
  const response = await request.get("/metrics");
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("nfd_http_requests_total");
});
