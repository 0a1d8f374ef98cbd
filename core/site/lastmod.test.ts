import { describe, expect, it } from "vitest";
import manifest from "./lastmod.json";
import { updatedManifest, withLastmod } from "./lastmod";
import { contentHash, pageSources } from "./page-sources";

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

  it("the committed manifest matches the current content (run `npm run lastmod:update` after editing content)", () => {
    const current = pageSources().filter((page) => page.source !== null);
    const stale = current.filter((page) => (manifest as Record<string, { hash: string }>)[page.path]?.hash !== contentHash(page.source));
    expect(stale.map((page) => page.path)).toEqual([]);
  });
});
