import { getCityByName } from "../nebraska/directory";

/**
 * The five featured city cards on the home page (docs/product.md, "Home"). The
 * population is the directory's (GeoNames) figure, the one the cities list and the
 * town page show, instead of the spec's rounded labels ('486K+') from another count.
 */
export type FeaturedCityCard = {
  name: string;
  region: string;
  slug: string;
  population: number;
  zipCode: string;
  description: string;
  features: [string, string, string];
};

const CARDS: readonly Omit<FeaturedCityCard, "population">[] = [
  {
    name: "Omaha",
    region: "Eastern Nebraska",
    slug: "omaha",
    zipCode: "68101",
    description:
      "Nebraska's largest city, from the Old Market and Dundee to the medical campuses and the fast-growing western suburbs.",
    features: ["Same-day delivery before 2 PM", "Hospital and office delivery", "Creighton and UNO campuses"],
  },
  {
    name: "Lincoln",
    region: "Eastern Nebraska",
    slug: "lincoln",
    zipCode: "68501",
    description:
      "The capital city and home of the University of Nebraska–Lincoln, with florists serving the Haymarket, downtown and every neighborhood.",
    features: ["UNL campus delivery", "State Capitol and downtown offices", "Game-day and graduation bouquets"],
  },
  {
    name: "Bellevue",
    region: "Eastern Nebraska",
    slug: "bellevue",
    zipCode: "68005",
    description:
      "One of Nebraska's oldest towns, home to Offutt Air Force Base and Bellevue University, just south of Omaha.",
    features: ["Military family deliveries", "Bellevue University campus", "Olde Towne and Missouri River homes"],
  },
  {
    name: "Grand Island",
    region: "Central Nebraska",
    slug: "grand-island",
    zipCode: "68801",
    description:
      "Central Nebraska's hub and host of the Nebraska State Fair, with florists serving Hall County homes, hospitals and businesses.",
    features: ["Hospital and care-home delivery", "State Fair season bouquets", "Hall County coverage"],
  },
  {
    name: "Kearney",
    region: "Central Nebraska",
    slug: "kearney",
    zipCode: "68845",
    description:
      "A college town on the Platte River, home to the University of Nebraska at Kearney and the spring sandhill crane migration.",
    features: ["UNK campus delivery", "Buffalo County coverage", "Same-day local bouquets"],
  },
];

export const FEATURED_CITIES: readonly FeaturedCityCard[] = CARDS.map((card) => {
  const city = getCityByName(card.name);
  if (!city || city.population <= 0) throw new Error(`featured city ${card.name} has no population in the directory`);
  return { ...card, population: city.population };
});
