import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BreakableUrl } from "./breakable-url";

describe("BreakableUrl", () => {
  it("offers breaks after slashes and before the query, not inside words or the scheme", () => {
    const html = renderToString(<BreakableUrl url="https://partner.test/nebraska/omaha/?source_id=aff&AffiliateID=1" />);
    expect(html).toBe("https://partner.test/<wbr/>nebraska/<wbr/>omaha/<wbr/>?source_id=aff<wbr/>&amp;AffiliateID=1");
  });
});
