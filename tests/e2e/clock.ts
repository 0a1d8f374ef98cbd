import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Fixes "now" in the browser. Not page.clock: its stand-in Date has its own
 * prototype, and @date-fns/tz's TZDate (which patches Date.prototype's methods)
 * then reads hours in the browser's zone instead of the city's.
 */
export async function fixBrowserClock(page: Page, iso: string): Promise<void> {
  await page.addInitScript((fixed: number) => {
    const RealDate = Date;
    function FixedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(fixed).toString();
      return Reflect.construct(RealDate, args.length === 0 ? [fixed] : args, new.target);
    }
    FixedDate.prototype = RealDate.prototype;
    FixedDate.now = () => fixed;
    FixedDate.parse = RealDate.parse;
    FixedDate.UTC = RealDate.UTC;
    (globalThis as unknown as { Date: unknown }).Date = FixedDate;
  }, Date.parse(iso));
}

/** A town page with "now" fixed, scrolled to its delivery checker once the calendar is up. */
export async function openChecker(page: Page, slug: string, now: string): Promise<Locator> {
  await fixBrowserClock(page, now);
  await page.goto(`/cities/${slug}/`);
  const checker = page.locator('[data-slot="delivery-checker"]');
  // The island wakes on a first scroll or pointer move; on a loaded machine that contact can
  // come before the page listens, so it is repeated until the calendar is up.
  await expect(async () => {
    await checker.scrollIntoViewIfNeeded();
    await page.mouse.move(10 + Math.random() * 50, 10);
    await expect(checker.locator('[data-slot="delivery-calendar"]')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return checker;
}
