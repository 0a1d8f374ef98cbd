import type { City } from "../nebraska/types";
import type { CityProfile } from "./types";

/**
 * The town placed where its page says it is: a hand-written profile's point wins over the
 * directory's (GeoNames), because the profile was checked against the town's own centre.
 * Distances, the geo tags and the map all start from this one place.
 */
export function locatedTown<T extends Pick<City, "coordinates">>(city: T, profile: Pick<CityProfile, "geoCoordinates"> | undefined): T {
  return profile?.geoCoordinates ? { ...city, coordinates: { ...profile.geoCoordinates } } : city;
}
