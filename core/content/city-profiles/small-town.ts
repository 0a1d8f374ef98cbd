import type { CityProfile } from "../types";

export type SmallTownFacts = {
  /** A county ('Otoe County') or a local theme ('Apple Capital'), as in the title pattern. */
  label: string;
  /** The words between 'Same Day' and 'Flowers' in the title; default 'Fresh'. */
  tail?: string;
  angle: string;
  landmarks: string[];
  /** 50 to 160 characters once {cityName} is filled in. */
  description: string;
  extra?: Omit<CityProfile, "seoOverrides" | "uniqueAngle" | "landmarks">;
};

/** docs/product.md: SEO data, an angle and landmarks. */
export function smallTown(name: string, facts: SmallTownFacts): CityProfile {
  return {
    communityType: "rural",
    ...facts.extra,
    seoOverrides: {
      title: `${name} Flower Delivery | ${facts.label} Florists | Same Day ${facts.tail ?? "Fresh"} Flowers`,
      description: facts.description,
    },
    uniqueAngle: facts.angle,
    landmarks: facts.landmarks,
  };
}
