import { getAllCities } from "../nebraska/directory";

/**
 * The one count of towns the site gives anywhere: the towns with a page of their own.
 * The partner's florists also deliver to the farms and smaller places between them,
 * which is why copy says "189 towns and the country around them", never a bigger figure
 * (docs/decisions/0023-one-count-of-towns.md).
 */
export const TOWN_COUNT = getAllCities().length;

/** '189 towns'. */
export const TOWN_COUNT_LABEL = `${TOWN_COUNT} towns`;
