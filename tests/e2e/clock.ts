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

/** A town page with "now" fixed (of either edition: `path`), scrolled to its delivery checker once the calendar is up. */
export async function openChecker(page: Page, slug: string, now: string, path = `/cities/${slug}/`): Promise<Locator> {
  await fixBrowserClock(page, now);
  await page.goto(path);
  return wakeChecker(page);
}

/** Brings the checker of the open page near the viewport and waits for its calendar's days. */
export async function wakeChecker(page: Page): Promise<Locator> {
  const checker = page.locator('[data-slot="delivery-checker"]');
  // The island wakes on a first scroll or pointer move once it is near the viewport; on a
  // loaded machine the first contact can come before the page listens, so it is repeated.
  await expect(async () => {
    await checker.scrollIntoViewIfNeeded();
    await page.mouse.move(10 + Math.random() * 50, 10);
    await page.mouse.wheel(0, 1);
    await expect(checker.locator('[data-slot="delivery-calendar"] [data-day]').first()).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 60_000 });
  return checker;
}
