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
    screen: renderToString(<CitiesScreen locale="en" filter={<div>filter</div>} />),
    screenWithoutFilter: renderToString(<CitiesScreen locale="en" />),
    head: JSON.stringify(head("en")),
    filter: renderToString(<CitiesFilter locale="en" />),
    region: renderToString(<RegionTowns locale="en" group={groups[0]!} />),
    titles: groups.map((group) => `${regionAnchor(group.region, "en")}=${regionTitle(group.region, "en")}`).join(" | "),
  };
}

describe("the English towns list is unchanged", () => {
  it("renders the screen, its head and the filter byte for byte as before", async () => {
    await expect(`${JSON.stringify(englishRenders(), null, 1)}\n`).toMatchFileSnapshot("./__snapshots__/english-unchanged.json");
  });
});
