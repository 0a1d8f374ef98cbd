import { citiesByRegion } from "#core/nebraska/directory";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CitiesFilter } from "./cities-filter";
import { CitiesScreen, head } from "./cities-screen";
import { RegionTowns, regionAnchor, regionTitle } from "./town-list";

/**
 * The English towns list as it was before the Spanish edition (issue 41): the screen, its
 * head and the filter island render, without a `locale`, exactly what they rendered before.
 * The file snapshot was written from the code before any Spanish was added.
 */
function englishRenders(): Record<string, string> {
  const groups = citiesByRegion();
  return {
    screen: renderToString(<CitiesScreen filter={<div>filter</div>} />),
    screenWithoutFilter: renderToString(<CitiesScreen />),
    head: JSON.stringify(head()),
    filter: renderToString(<CitiesFilter />),
    region: renderToString(<RegionTowns group={groups[0]!} />),
    titles: groups.map((group) => `${regionAnchor(group.region)}=${regionTitle(group.region)}`).join(" | "),
  };
}

describe("the English towns list is unchanged", () => {
  it("renders the screen, its head and the filter byte for byte as before", async () => {
    await expect(`${JSON.stringify(englishRenders(), null, 1)}\n`).toMatchFileSnapshot("./__snapshots__/english-unchanged.json");
  });
});
