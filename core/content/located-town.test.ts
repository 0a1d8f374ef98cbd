import { describe, expect, it } from "vitest";
import { getCityBySlug } from "../nebraska/directory";
import { getCityProfile } from "./city-profiles/index";
import { locatedTown } from "./located-town";

describe("locatedTown", () => {
  const omaha = getCityBySlug("omaha");

  it("takes the profile's point over the directory's, as a copy", () => {
    const profile = getCityProfile("Omaha");
    const located = omaha && locatedTown(omaha, profile);
    expect(located?.coordinates).toEqual(profile?.geoCoordinates);
    expect(located?.coordinates).not.toBe(profile?.geoCoordinates);
    expect(located?.slug).toBe("omaha");
  });

  it("keeps the directory's point without a profile point, and no point without either", () => {
    expect(omaha && locatedTown(omaha, undefined)).toBe(omaha);
    expect(locatedTown({ coordinates: undefined }, {})).toEqual({ coordinates: undefined });
  });
});
