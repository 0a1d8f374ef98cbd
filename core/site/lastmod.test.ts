import { describe, expect, it } from "vitest";
import manifest from "./lastmod.json";
import { feedPages, recordedSitemapPages, spanishFeedPages, updatedManifest, withLastmod } from "./lastmod";
import { withTwins } from "./feeds";
import { spanishOnlyPagePaths } from "./pages";
import { careListPathIn, careListPathOf, hospitalPathOf, twinPath } from "../routes/routes";
import { CARE_TOWNS, rosterDateOfPath } from "../care/care-pages";
import { facilitiesIn, rosterOf } from "../care/facilities";
import { PAGED_HOSPITALS } from "../care/hospital-pages";
import { contentHash, pageSources, spanishPageSources } from "./page-sources";

describe("lastmod", () => {
  const pages = [
    { path: "/a/", title: "A", description: "a", source: { text: "one" } },
    { path: "/b/", title: "B", description: "b", source: null },
  ];

  it("keeps a page's date until its data changes", () => {
    const first = updatedManifest(pages, {}, "2026-01-01");
    expect(first).toEqual({ "/a/": { hash: contentHash({ text: "one" }), date: "2026-01-01" } });
    expect(updatedManifest(pages, first, "2026-02-02")).toEqual(first);
    const changed = [{ ...pages[0]!, source: { text: "two" } }];
    expect(updatedManifest(changed, first, "2026-02-02")["/a/"]?.date).toBe("2026-02-02");
  });

  it("gives no date to fixed pages or to pages whose data changed since the record", () => {
    const recorded = { "/a/": { hash: "stale", date: "2026-01-01" } };
    expect(withLastmod(pages, recorded).map((page) => page.lastmod)).toEqual([undefined, undefined]);
  });

  it("the committed manifest matches the current content of both editions (run `npm run lastmod:update` after editing content)", () => {
    const current = [...pageSources(), ...spanishPageSources()].filter((page) => page.source !== null);
    const stale = current.filter((page) => (manifest as Record<string, { hash: string }>)[page.path]?.hash !== contentHash(page.source));
    expect(stale.map((page) => page.path)).toEqual([]);
  });

  it("dates a Spanish page by its own text: the twins in English order, each with a hash of its own", () => {
    const english = pageSources();
    const spanish = spanishPageSources();
    expect(spanish.map((page) => page.path)).toEqual(english.map((page) => twinPath(page.path)));
    const recorded = manifest as Record<string, { hash: string }>;
    for (const path of ["/es/ciudades/lexington/", "/es/categorias/dia-de-las-madres/"]) {
      const page = spanish.find((entry) => entry.path === path);
      expect(recorded[path]?.hash).toBe(contentHash(page?.source));
      expect(recorded[path]?.hash).not.toBe(recorded[twinPath(path) ?? ""]?.hash);
    }
    // A change to the Spanish text alone takes the Spanish page's date away until it is recorded again.
    const lexington = spanish.filter((page) => page.path === "/es/ciudades/lexington/");
    expect(withLastmod(lexington)[0]?.lastmod).toBeDefined();
    expect(withLastmod(lexington.map((page) => ({ ...page, source: { ...(page.source as object), edited: true } })))[0]?.lastmod).toBeUndefined();
  });

  it("the sitemap's recorded dates are the ones the pages' data gives, in both editions (so the server may read the file instead of rebuilding the pages)", () => {
    const rebuilt = (pages: readonly { path: string; lastmod?: string }[]) => pages.map(({ path, lastmod }) => ({ path, lastmod }));
    // The Spanish guides have no twin and no record (their text is a component's): listed last, undated.
    expect(rebuilt(recordedSitemapPages(true))).toEqual(rebuilt([...withTwins(feedPages(), spanishFeedPages(), twinPath), ...spanishOnlyPagePaths().map((path) => ({ path }))]));
    expect(rebuilt(recordedSitemapPages(false))).toEqual(rebuilt(feedPages()));
    // A page with no record gets no date rather than a guessed one; the care pages are dated by their rosters (issue 49).
    const unrecorded = recordedSitemapPages(false, {});
    expect(unrecorded.filter((page) => rosterDateOfPath(page.path) === undefined).every((page) => page.lastmod === undefined)).toBe(true);
    expect(unrecorded.filter((page) => hospitalPathOf(page.path)).map((page) => page.lastmod)).toEqual(PAGED_HOSPITALS.map(() => rosterOf("hospital").date));
    const lists = unrecorded.filter((page) => careListPathOf(page.path));
    expect(lists).toHaveLength(CARE_TOWNS.length);
    // A list is as new as the latest roster any of its places comes from; the index as the latest roster.
    for (const town of CARE_TOWNS) {
      const rosters = new Set(facilitiesIn(town.slug).map((facility) => rosterOf(facility.roster).date));
      expect(lists.find((page) => page.path === careListPathIn("en", town.slug))?.lastmod).toBe([...rosters].sort().at(-1));
    }
    expect(unrecorded.find((page) => page.path === "/hospitals-and-care-homes/")?.lastmod).toBe("2026-08-16");
  });
});
