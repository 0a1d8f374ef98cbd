/**
 * The picture route as production wires it (runtime, app, products API, simulator): it
 * serves the pictures of the products the pages show, from our origin, and nothing else.
 */
import { describe, expect, it } from "vitest";
import { imageId, imagePath } from "#core/images/image-url";
import { assertBuilt, useBuiltSite } from "./helpers/app";

assertBuilt();
const site = useBuiltSite();

async function townPage(): Promise<string> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const html = await (await site().request("/cities/omaha/")).text();
    if (html.includes('data-slot="product-card"')) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the town page never showed products");
}

describe("/img/ in the production wiring", () => {
  it("serves a picture the town page names, as an immutable AVIF with the security headers", async () => {
    const html = await townPage();
    const picture = /\/img\/v1\/[0-9a-z]{13}-180\.avif/.exec(html)?.[0];
    expect(picture).toBeDefined();
    expect(html).not.toContain(`src="${site().sim.url}`);
    const response = await site().request(picture ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-image-placeholder")).toBeNull();
  });

  it.each([
    ["the simulator's own address", () => `${site().sim.url}/images/products/anything.jpg`],
    ["a cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["the site itself", () => "http://127.0.0.1/api/admin/cache"],
  ])("answers 404 for an id of %s that no product shows", async (_name, source) => {
    await townPage();
    const response = await site().request(imagePath(imageId(source()), 360, "webp"));
    expect(response.status).toBe(404);
  });

  it("answers malformed picture addresses with the 404 page or a 404, never a 500", async () => {
    for (const target of ["/img/v1/", "/img/v1/x", "/img/v1/0123456789abc-360.gif", "/img/v2/0123456789abc-360.webp", "/img/v1/%00-360.webp"]) {
      expect([404, 301]).toContain((await site().request(target)).status);
    }
  });
});
