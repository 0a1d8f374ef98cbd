import { describe, expect, it } from "vitest";
import { type LinkCheckView, partnerApiSummary, sortLinkChecks } from "./partner-status";

const check = (kind: LinkCheckView["kind"], state: LinkCheckView["state"], url: string): LinkCheckView => ({
  kind,
  slug: null,
  url,
  state,
  httpStatus: null,
  checkedAt: null,
  detail: null,
});

describe("partner status", () => {
  it("lists broken links first, then unchecked, then working", () => {
    const sorted = sortLinkChecks([
      check("nebraska", "ok", "n"),
      check("city", "unchecked", "c1"),
      check("city", "gone", "c2"),
      check("category", "error", "k1"),
      check("category", "gone", "k2"),
    ]);
    expect(sorted.map((item) => item.url)).toEqual(["k2", "c2", "k1", "c1", "n"]);
  });

  it("says when the partner API rejected the credentials", () => {
    expect(partnerApiSummary({ state: "credentials_rejected", detail: "x" })).toBe("partner API rejected the credentials");
    expect(partnerApiSummary({ state: "failing", detail: "partner API answered HTTP 500" })).toBe("partner API failing: partner API answered HTTP 500");
    expect(partnerApiSummary({ state: "ok" })).toBe("partner API answering");
  });
});
