import sharp from "sharp";
import { expect, test } from "./fixtures";

// Icons are <use> references into one hashed sprite (docs/decisions/0042-one-icon-sprite.md):
// a reference to a missing symbol, or a sprite served wrong, draws nothing and fails no other test.
const PAGES: [path: string, status: number][] = [
  ["/", 200],
  ["/cities/omaha/", 200],
  ["/categories/birthday-flowers/", 200],
  ["/no-such-page/", 404],
];

for (const [path, status] of PAGES) {
  test.describe(path, () => {
    test.use({ allowedConsoleErrors: status === 404 ? [/status of 404/] : [] });

    test(`${path}: every icon points at a symbol of the immutable sprite, and one draws`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      const hrefs = await page.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);

      const sprites = [...new Set(hrefs.map((href) => href.split("#")[0]!))];
      expect(sprites).toEqual([expect.stringMatching(/^\/assets\/icons\.[\w-]+\.svg$/)]);
      const sprite = await page.request.get(sprites[0]!);
      expect(sprite.status()).toBe(200);
      expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
      expect(sprite.headers()["cache-control"]).toContain("immutable");
      const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
      const missing = hrefs.map((href) => href.split("#")[1]).filter((id) => !id || !symbols.has(id));
      expect(missing).toEqual([]);

      // The header's icons show at every width: one of them must be laid out and actually drawn.
      const icon = page.locator("header svg:has(use)").filter({ visible: true }).first();
      const box = await icon.boundingBox();
      expect(box?.width).toBeGreaterThan(0);
      expect(box?.height).toBeGreaterThan(0);
      await expect(async () => {
        const { channels } = await sharp(await icon.screenshot()).stats();
        expect(channels.some(({ min, max }) => max - min > 64)).toBe(true);
      }).toPass();
    });
  });
}
