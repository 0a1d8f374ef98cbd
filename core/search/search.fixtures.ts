import type { SearchCity } from "./search-index";

/**
 * A small directory for the search tests. Kearney is listed before Grand Island
 * on purpose: ZIP suggestions rank by ZIP, not by directory position.
 */
export const FIXTURE_CITIES: SearchCity[] = [
  { name: "Omaha", slug: "omaha", zipCodes: ["68102", "68104", "68105"] },
  { name: "Lincoln", slug: "lincoln", zipCodes: ["68502", "68508"] },
  { name: "Kearney", slug: "kearney", zipCodes: ["68847", "68845"] },
  { name: "Grand Island", slug: "grand-island", zipCodes: ["68801", "68803"] },
  { name: "Prairie Creek", slug: "prairie-creek", zipCodes: ["68807"] },
  { name: "Wood River", slug: "wood-river", zipCodes: ["68883"] },
  { name: "Alda", slug: "alda", zipCodes: ["68810"] },
  { name: "Cairo", slug: "cairo", zipCodes: ["68824"] },
  { name: "Doniphan", slug: "doniphan", zipCodes: ["68832"] },
  { name: "Gibbon", slug: "gibbon", zipCodes: ["68840"] },
  { name: "Ravenna", slug: "ravenna", zipCodes: ["68869"] },
  { name: "Franklin", slug: "franklin", zipCodes: ["68939"] },
  { name: "North Platte", slug: "north-platte", zipCodes: ["69101", "69103"] },
  { name: "Scottsbluff", slug: "scottsbluff", zipCodes: ["69361"] },
  { name: "St. Paul", slug: "st-paul", zipCodes: ["68873"] },
  { name: "Walthill", slug: "walthill", zipCodes: [] },
];
