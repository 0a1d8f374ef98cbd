/**
 * The towns the Día de las Madres page lists its May 10 order-by for (issue 41): the largest
 * towns, the towns where Spanish-speaking families are a large share or the majority
 * (Lexington, Schuyler, South Sioux City, Crete, Madison, Grand Island), and the Panhandle's
 * Scottsbluff for Mountain time. Every other town's checker answers the same question.
 */
export const MAY_TENTH_TOWNS = [
  "omaha",
  "lincoln",
  "grand-island",
  "lexington",
  "schuyler",
  "south-sioux-city",
  "crete",
  "madison",
  "columbus",
  "norfolk",
  "fremont",
  "kearney",
  "scottsbluff",
] as const;
