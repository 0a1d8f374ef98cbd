import { partnerUrl } from "#core/affiliate/links";
import type { SiteConfig } from "#core/config/site";
import { resolveSearchTarget } from "#core/search/resolve-target";
import { suggestCities } from "#core/search/suggest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CITY_SEARCH_INDEX, goToPartner, suggestionDetail } from "./search-data";

const config: SiteConfig = {
  siteUrl: "https://site.example",
  partnerBaseUrl: "https://partner.example",
  partnerName: "Partner",
  affiliateSourceId: "src",
  affiliateId: "1234567890",
  contactEmail: "info@site.example",
  partnerCtaUrl: "https://partner.example/",
};
const go = (input: string) => partnerUrl(config, resolveSearchTarget(CITY_SEARCH_INDEX, input));
const names = (input: string) => suggestCities(CITY_SEARCH_INDEX, input).map((city) => city.name);
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
    expect(go("saint paul")).toBe(`https://partner.example/nebraska/saint-paul/${TRACKING}`);
  });

  it("sends a ZIP two towns list to the town first by name", () => {
    expect(go("68127")).toBe(`https://partner.example/nebraska/omaha/${TRACKING}`);
    expect(names("68127")).toEqual(["Omaha", "Ralston"]);
  });

  it("offers Omaha for 'oma' and Grand Island first for 68801", () => {
    expect(names("oma")).toContain("Omaha");
    expect(names("68801")[0]).toBe("Grand Island");
  });

  it("lists towns for a ZIP prefix each once, lowest ZIP first", () => {
    const listed = names("688");
    expect(listed[0]).toBe("Grand Island");
    expect(new Set(listed).size).toBe(listed.length);
    expect(names("68801")).toEqual(["Grand Island"]);
    for (const input of ["68a", "688011", "100"]) expect(names(input), input).toEqual([]);
  });

  it("describes a suggestion by region and the matching or first ZIP", () => {
    const [grandIsland] = suggestCities(CITY_SEARCH_INDEX, "grand island");
    expect(grandIsland && suggestionDetail(grandIsland, "grand island", "en")).toBe("Central Nebraska · 68801");
    const [byZip] = suggestCities(CITY_SEARCH_INDEX, "68803");
    expect(byZip && suggestionDetail(byZip, "68803", "en")).toBe("Central Nebraska · 68803");
    const small = suggestCities(CITY_SEARCH_INDEX, "merriman")[0];
    expect(small && suggestionDetail(small, "merriman", "en")).toBe("Nebraska · 69218");
  });

  it("finds a town listed without ZIPs by the ZIP that serves it", () => {
    expect(names("68010")[0]).toBe("Boys Town");
    expect(go("68010")).toBe(`https://partner.example/nebraska/boys-town/${TRACKING}`);
  });
});

describe("goToPartner", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A window and a beacon that record what the jump did. */
  function browser() {
    const sent: unknown[] = [];
    const assign = vi.fn();
    const open = vi.fn();
    vi.stubGlobal("window", { location: { pathname: "/cities/york/", assign }, open });
    vi.stubGlobal("navigator", {
      sendBeacon: (_url: string, body: Blob) => {
        sent.push(body);
        return true;
      },
    });
    const reports = async () => Promise.all(sent.map(async (body) => JSON.parse(await (body as Blob).text()) as unknown));
    return { assign, open, reports };
  }

  it("opens the town in the same tab from the hero and reports that town", async () => {
    const { assign, open, reports } = browser();
    goToPartner(config, { kind: "city", slug: "beatrice" }, "hero-search");
    expect(assign).toHaveBeenCalledWith(`https://partner.example/nebraska/beatrice/${TRACKING}`);
    expect(open).not.toHaveBeenCalled();
    expect(await reports()).toEqual([{ path: "/cities/york/", placement: "hero-search", targetKind: "city", targetId: "beatrice" }]);
  });

  it("opens a new tab from the header and reports the Nebraska page without a target id", async () => {
    const { assign, open, reports } = browser();
    goToPartner(config, { kind: "nebraska" }, "header-search");
    expect(open).toHaveBeenCalledWith(`https://partner.example/nebraska/${TRACKING}`, "_blank", "noopener");
    expect(assign).not.toHaveBeenCalled();
    expect(await reports()).toEqual([{ path: "/cities/york/", placement: "header-search", targetKind: "nebraska" }]);
  });
});
