import { describe, expect, it } from "vitest";
import { FIND_QUERY_MAX_LENGTH, findQuerySchema, resolveFind } from "./find";

describe("resolveFind", () => {
  it("sends an empty or blank query to the Nebraska page", () => {
    expect(resolveFind({ q: "" })).toEqual({ kind: "nebraska" });
    expect(resolveFind({ q: "   " })).toEqual({ kind: "nebraska" });
  });

  it("sends a known 5-digit ZIP to its town, a post-office ZIP included", () => {
    expect(resolveFind({ q: "68801" })).toEqual({ kind: "city", slug: "grand-island" });
    expect(resolveFind({ q: " 68031 " })).toEqual({ kind: "city", slug: "hooper" });
  });

  it("sends a name to the first suggestion, and nonsense to the Nebraska page", () => {
    expect(resolveFind({ q: "kearn" })).toEqual({ kind: "city", slug: "kearney" });
    expect(resolveFind({ q: "zzzz" })).toEqual({ kind: "nebraska" });
  });
});

describe("findQuerySchema", () => {
  it("defaults a missing query and placement, and refuses an overlong query or an unknown placement", () => {
    expect(findQuerySchema.parse({})).toEqual({ q: "", from: "hero-search" });
    expect(findQuerySchema.safeParse({ q: "x".repeat(FIND_QUERY_MAX_LENGTH + 1) }).success).toBe(false);
    expect(findQuerySchema.safeParse({ from: "footer" }).success).toBe(false);
  });
});
