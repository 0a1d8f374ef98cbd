import { describe, expect, it } from "vitest";
import { LOGGED_PATH_MAX, loggedPath } from "./log-fields";

describe("loggedPath", () => {
  it("keeps ordinary paths whole", () => {
    expect(loggedPath("/cities/omaha/")).toEqual({ path: "/cities/omaha/" });
  });

  it("cuts long paths and says how long they were", () => {
    const long = `/${"a".repeat(16_000)}`;
    const logged = loggedPath(long);
    expect(logged.path.length).toBe(LOGGED_PATH_MAX + 1);
    expect(logged.pathLength).toBe(16_001);
  });
});
