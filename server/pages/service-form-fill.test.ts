import { describe, expect, it } from "vitest";
import { BLANK_TOWN_FIELD, serviceFormFill } from "./service-form-fill";

const sympathy = { path: "/categories/sympathy-funeral/", products: { kind: "category" as const, slug: "sympathy-funeral" }, known: true };
const url = (query: string) => new URL(`https://example.test/categories/sympathy-funeral/?${query}`);
const page = `<form><input id="service-town" ${BLANK_TOWN_FIELD}/></form>`;

describe("serviceFormFill", () => {
  it("fills a known town's directory name in, escaped, keyed by its slug", () => {
    const fill = serviceFormFill(sympathy, url("town=north-platte"));
    expect(fill?.key).toBe("north-platte");
    expect(fill?.apply(page)).toBe('<form><input id="service-town" name="town" value="North Platte"/></form>');
    expect(serviceFormFill(sympathy, url("town=o-neill"))?.apply(page)).toContain(`value="O'Neill"`);
  });

  it("is no filling for an unknown town, a query that asks for an answer, or another page", () => {
    expect(serviceFormFill(sympathy, url("town=atlantis"))).toBeNull();
    expect(serviceFormFill(sympathy, url("town=kearney&date=2026-12-01"))).toBeNull();
    expect(serviceFormFill(sympathy, url("town=kearney&time=morning"))).toBeNull();
    expect(serviceFormFill(sympathy, url("utm_source=x"))).toBeNull();
    expect(serviceFormFill({ ...sympathy, path: "/categories/birthday-flowers/" }, url("town=kearney"))).toBeNull();
  });

  it("leaves a page without the blank field as it is", () => {
    expect(serviceFormFill(sympathy, url("town=kearney"))?.apply("<p>no form</p>")).toBe("<p>no form</p>");
  });
});
