import { withDeliveryDaysCopy } from "#core/content/delivery-days-copy";
import { HOME_BENEFITS, HOME_FAQ, TRUSTED_NETWORK } from "#core/content/home";
import { FEATURED_CITIES } from "#core/content/featured-cities";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Benefits } from "./benefits";
import { CategoryGrid } from "./category-grid";
import { populationText } from "./city-directory";
import { FeaturedCities } from "./featured-cities";
import { HomeHero } from "./hero";
import { homeHead } from "./home-head";
import { TrustedNetwork } from "./trusted-network";

/**
 * The English home page's sections as they were before the Spanish edition (issue 41): every
 * section that learned a `locale` renders, without one, exactly what it rendered before. The
 * file snapshot was written from the code before any Spanish was added; a change to it is a
 * change to the English home page.
 */
beforeAll(() => {
  // The hero says "since {year}": fixed, so the snapshot does not age.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

function englishRenders(): Record<string, string> {
  return {
    hero: renderToString(<HomeHero locale="en" search={<div>search</div>} />),
    heroWithoutSearch: renderToString(<HomeHero locale="en" />),
    categoryGrid: renderToString(<CategoryGrid locale="en" />),
    featuredCities: renderToString(<FeaturedCities locale="en" />),
    benefits: renderToString(<Benefits locale="en" />),
    trustedNetwork: renderToString(<TrustedNetwork locale="en" />),
    head: JSON.stringify(homeHead("en")),
    faqRules: JSON.stringify(withDeliveryDaysCopy(HOME_FAQ, false)),
    faqPartnerCalendar: JSON.stringify(withDeliveryDaysCopy(HOME_FAQ, true)),
    benefitsData: JSON.stringify(HOME_BENEFITS),
    trustedNetworkData: JSON.stringify(TRUSTED_NETWORK),
    featuredCitiesData: JSON.stringify(FEATURED_CITIES),
    population: [populationText(0, "en"), populationText(1234, "en"), populationText(486051, "en")].join(" | "),
  };
}

describe("the English home page is unchanged", () => {
  it("renders every home section and the head byte for byte as before", async () => {
    await expect(`${JSON.stringify(englishRenders(), null, 1)}\n`).toMatchFileSnapshot("./__snapshots__/english-unchanged.json");
  });
});
