import type { CityProfile } from "../types";

/** Partly written profiles: SEO, hero and why-choose copy plus local facts; FAQ and florist copy use the defaults. */
export const PARTIAL_PROFILES: Record<string, CityProfile> = {
  Seward: {
    communityType: "college",
    geoCoordinates: { lat: 40.9069, lng: -97.0989 },
    landmarks: ["the courthouse square", "Concordia University Nebraska", "the Nebraska National Guard Museum", "Memorial Health Center", "the Big Blue River"],
    uniqueAngle:
      "Nebraska's Fourth of July Capital: Seward has celebrated Independence Day on its town square since 1868 and was named America's Fourth of July City for small towns by Congress in 1979.",
    seasonal: ["The Fourth of July celebration on the courthouse square", "Concordia University commencement in May"],
    productFocus: ["red, white and blue bouquets", "campus flowers for Concordia", "hospital arrangements"],
    seoOverrides: {
      title: "Seward Flower Delivery | Fourth of July Capital Florists | Same Day Flowers",
      description:
        "Flower delivery in Seward, NE, Nebraska's Fourth of July Capital. Local florists deliver to homes, Concordia University and Memorial Health Center.",
    },
    heroIntroOverride:
      "Fresh flowers for {cityName}, Nebraska's Fourth of July Capital. Local florists deliver to homes around the courthouse square, Concordia University and Memorial Health Center, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} is a small town that throws a very big party every Fourth of July, and the rest of the year it is a college town with a hospital and a lot of long-time neighbours. A florist close by can deliver to any of them the same day.",
      "The partner marketplace takes your order and a local florist arranges and hand-delivers it.",
    ],
    whyChooseTitleOverride: "Why Send Flowers in Nebraska's Fourth of July Capital",
  },

  Blair: {
    communityType: "historic",
    geoCoordinates: { lat: 41.5444, lng: -96.1253 },
    landmarks: ["DeSoto National Wildlife Refuge", "Black Elk–Neihardt Park", "Memorial Community Hospital", "the Missouri River valley"],
    uniqueAngle:
      "The Washington County seat on the bluffs above the Missouri River valley, close to the DeSoto National Wildlife Refuge and a short drive north of Omaha.",
    seasonal: ["Fall bird migration at DeSoto National Wildlife Refuge", "Summer evenings in Black Elk–Neihardt Park"],
    productFocus: ["sympathy flowers", "birthday bouquets", "hospital arrangements"],
    seoOverrides: {
      title: "Blair Flower Delivery | Washington County Florists | Same Day Fresh Flowers",
      description:
        "Flower delivery in Blair, NE from local florists: homes, Memorial Community Hospital and Washington County towns. Same day before the local cut-off.",
    },
    heroIntroOverride:
      "Send flowers to {cityName}, on the bluffs above the Missouri River. Local florists deliver to homes, churches and Memorial Community Hospital across town, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} sits close enough to Omaha for commuters, yet keeps the pace of a county seat. Florists who serve it deliver to the older neighborhoods near downtown, the hospital and acreages out toward the river.",
      "The partner marketplace handles the order and a nearby florist arranges and delivers it.",
    ],
  },

  Papillion: {
    communityType: "suburban",
    geoCoordinates: { lat: 41.1544, lng: -96.0422 },
    landmarks: ["Papillion Landing", "Walnut Creek Recreation Area", "Sump Memorial Library", "Werner Park, home of the Omaha Storm Chasers", "CHI Health Midlands"],
    uniqueAngle: "The Sarpy County seat and one of the fastest-growing suburbs of the Omaha metro, with a compact old downtown and new neighborhoods in every direction.",
    seasonal: ["Papillion Days each June", "Summer at Walnut Creek Lake", "Storm Chasers baseball at Werner Park"],
    productFocus: ["new-baby and family bouquets", "birthday flowers", "hospital arrangements"],
    seoOverrides: {
      title: "Papillion Flower Delivery | Sarpy County Florists | Same Day Fresh Flowers",
      description:
        "Flower delivery in Papillion, NE by local florists: homes, schools, offices and CHI Health Midlands. Same-day delivery when ordered before the cut-off.",
    },
    heroIntroOverride:
      "Fresh flowers for {cityName}, from the historic downtown to the new neighborhoods around Walnut Creek. Local florists deliver the same day when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} is full of young families, so florists here deliver a lot of birthday bouquets, new-baby flowers and teacher thank-yous, along with get-well arrangements for CHI Health Midlands.",
      "The partner marketplace takes your order and a florist from the south metro arranges and delivers it.",
    ],
  },

  York: {
    communityType: "hub",
    geoCoordinates: { lat: 40.8681, lng: -97.592 },
    landmarks: ["York College", "Wessels Living History Farm", "York General Hospital", "the I-80 and US-81 crossroads"],
    uniqueAngle: "The York County seat at the crossing of I-80 and US-81, a farm-country hub with a Christian college and a living history farm.",
    seasonal: ["Harvest season on the surrounding farms", "York College commencement in May"],
    productFocus: ["sympathy flowers", "campus bouquets", "hospital arrangements"],
    seoOverrides: {
      title: "York Flower Delivery | York County Florists | Same Day Fresh Flowers",
      description:
        "Flower delivery in York, NE by local florists: homes, York College, York General Hospital and York County farms. Same day before the local cut-off.",
    },
    heroIntroOverride:
      "Send flowers to {cityName}, where I-80 meets US-81. Local florists deliver to homes, York College, the hospital and businesses around town, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} serves a wide stretch of farm country, so its florists are used to delivering to the college, the hospital and a farmhouse ten miles out on the same afternoon.",
      "The partner marketplace takes your order and a local florist arranges and hand-delivers it.",
    ],
  },
};
