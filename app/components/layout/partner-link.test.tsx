import type { PartnerTarget } from "#core/affiliate/target";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PartnerLink, type Placement } from "./partner-link";

// The site configuration is vitest.config.ts's __SITE_CONFIG__ (partner https://partner.test, src / 1234567890).
const TRACKING = "?source_id=src&amp;AffiliateID=1234567890";
const link = (to: PartnerTarget, placement: Placement) =>
  renderToStaticMarkup(
    <PartnerLink to={to} placement={placement} className="x">
      Go
    </PartnerLink>,
  );

describe("PartnerLink", () => {
  it("renders a town link: tracked address with its fragment, new tab, sponsored, click data", () => {
    expect(link({ kind: "city", slug: "hastings", fragment: "birthday" }, "city-service-card")).toBe(
      `<a data-slot="partner-link" data-placement="city-service-card" data-target-kind="city" data-target-id="hastings" href="https://partner.test/nebraska/hastings/${TRACKING}#birthday" rel="sponsored noopener" target="_blank" class="x">Go</a>`,
    );
  });

  it("renders the Nebraska page, a category and the front page", () => {
    expect(link({ kind: "nebraska" }, "footer")).toBe(
      `<a data-slot="partner-link" data-placement="footer" data-target-kind="nebraska" href="https://partner.test/nebraska/${TRACKING}" rel="sponsored noopener" target="_blank" class="x">Go</a>`,
    );
    expect(link({ kind: "category", slug: "anniversary" }, "category-order")).toContain(
      `data-target-kind="category" data-target-id="anniversary" href="https://partner.test/anniversary-flowers/${TRACKING}"`,
    );
    expect(link({ kind: "home" }, "carousel-more")).toContain(`data-target-kind="home" href="https://partner.test/${TRACKING}"`);
  });

  it("renders a product by its own address and title", () => {
    const url = "https://partner.test/p/rose?source_id=src&AffiliateID=1234567890";
    expect(link({ kind: "product", url, title: "Classic Dozen" }, "carousel-card")).toContain(
      `data-placement="carousel-card" data-target-kind="product" data-target-id="Classic Dozen" href="${url.replace("&", "&amp;")}"`,
    );
  });
});
