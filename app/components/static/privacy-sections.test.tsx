import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseEnv, toSiteConfig } from "#core/config/env";
import { privacySections } from "./privacy-sections";

const text = (days?: string) =>
  renderToStaticMarkup(<>{privacySections(toSiteConfig(parseEnv(days ? { CLICK_RETENTION_DAYS: days } : {}))).map((section) => section.body)}</>).replace(/<[^>]+>/g, "");

describe("privacy sections", () => {
  it("state how long click events are kept, from CLICK_RETENTION_DAYS", () => {
    expect(text()).toContain("Each click is kept for 400 days, then deleted.");
    expect(text("90")).toContain("Each click is kept for 90 days, then deleted.");
  });
});
