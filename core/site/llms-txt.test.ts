import { describe, expect, it } from "vitest";
import { llmsTxt } from "./llms-txt";

describe("llms.txt", () => {
  const text = llmsTxt("https://x.test");

  it("says the site is a referral site and names the MCP endpoint and its tools", () => {
    expect(text.startsWith("# Nebraska Flower Delivery\n\n> A referral site")).toBe(true);
    expect(text).toContain("https://x.test/mcp");
    for (const tool of ["find_town", "delivery_days", "flowers", "service_delivery"]) expect(text).toContain(tool);
  });

  it("links the key pages in both languages, and has a Spanish section", () => {
    expect(text).toContain("(https://x.test/cities/)");
    expect(text).toContain("(https://x.test/categories/sympathy-funeral/)");
    expect(text).toContain("## En español");
    expect(text).toContain("(https://x.test/es/ciudades/)");
    expect(text).toContain("(https://x.test/es/acerca-de/)");
  });
});
