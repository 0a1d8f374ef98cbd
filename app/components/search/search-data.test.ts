import type { SiteConfig } from "@core/config/site";
import { resolveSearchTarget, suggestCities } from "@core/search";
import { describe, expect, it } from "vitest";
import { CITY_SEARCH_INDEX, searchLinks, suggestionDetail } from "./search-data";

const config: SiteConfig = {
  siteUrl: "https://site.example",
  partnerBaseUrl: "https://partner.example",
  partnerName: "Partner",
  affiliateSourceId: "src",
  affiliateId: "1234567890",
  contactEmail: "info@site.example",
  partnerCtaUrl: "https://partner.example/",
};
const links = searchLinks(config);
const go = (input: string) => resolveSearchTarget(CITY_SEARCH_INDEX, input, links);
const TRACKING = "?source_id=src&AffiliateID=1234567890";

describe("search wiring over the real directory", () => {
  it("sends empty input and unknown text to the tracked Nebraska page", () => {
    expect(go("")).toBe(`https://partner.example/nebraska/${TRACKING}`);
    expect(go("zzqx")).toBe(`https://partner.example/nebraska/${TRACKING}`);
  });

  it("sends a known ZIP and a name to the tracked town page", () => {
    expect(go("68801")).toBe(`https://partner.example/nebraska/grand-island/${TRACKING}`);
    expect(go("oma")).toBe(`https://partner.example/nebraska/omaha/${TRACKING}`);
    expect(go("North Platte")).toBe(`https://partner.example/nebraska/north-platte/${TRACKING}`);
  });

  it("uses the partner's slug for towns whose directory name differs", () => {
    expect(links.city("saint-paul")).toBe(`https://partner.example/nebraska/saint-paul/${TRACKING}`);
  });

  it("offers Omaha for 'oma' and Grand Island first for 68801", () => {
    expect(suggestCities(CITY_SEARCH_INDEX, "oma").map((city) => city.name)).toContain("Omaha");
    expect(suggestCities(CITY_SEARCH_INDEX, "68801")[0]?.name).toBe("Grand Island");
  });

  it("describes a suggestion by region and the matching or first ZIP", () => {
    const [grandIsland] = suggestCities(CITY_SEARCH_INDEX, "grand island");
    expect(grandIsland && suggestionDetail(grandIsland, "grand island")).toBe("Central Nebraska · 68801");
    const [byZip] = suggestCities(CITY_SEARCH_INDEX, "68803");
    expect(byZip && suggestionDetail(byZip, "68803")).toBe("Central Nebraska · 68803");
    const small = suggestCities(CITY_SEARCH_INDEX, "merriman")[0];
    expect(small && suggestionDetail(small, "merriman")).toBe("Nebraska · 69218");
  });

  it("finds a town listed without ZIPs by the ZIP that serves it", () => {
    expect(suggestCities(CITY_SEARCH_INDEX, "68010")[0]?.name).toBe("Boys Town");
    expect(go("68010")).toBe(`https://partner.example/nebraska/boys-town/${TRACKING}`);
  });
});
