import { servedZipsOf } from "../nebraska/served-zips";
import type { City } from "../nebraska/types";
import { zipLabel } from "./city-copy/facts";
import { formatThousands } from "./text";

/** One line of the towns list: what a sender checks before opening the town's page. */
export type CityRow = {
  name: string;
  slug: string;
  /** 'Dodge County', when the directory knows it. */
  county?: string;
  /** Worded as on the town's own page: 'ZIP 68045', 'post-office ZIP 68031', '10 ZIPs'. */
  zip?: string;
  /** '51,440', when the town has a figure. */
  population?: string;
};

export function cityRow(city: City): CityRow {
  const row: CityRow = { name: city.name, slug: city.slug };
  const county = city.county?.trim();
  if (county) row.county = /\bcounty$/i.test(county) ? county : `${county} County`;
  const zip = zipLabel(city.zipCodes, servedZipsOf(city));
  if (zip) row.zip = zip;
  if (city.population > 0) row.population = formatThousands(city.population);
  return row;
}
