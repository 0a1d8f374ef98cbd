import type { OnDemandPage } from "#core/site/page-route";
import type { PageExtras } from "./page-renderer";

/** What a page shows besides its products, with a version that joins its memo key; null: nothing for this page. */
export type ExtrasSource = (page: OnDemandPage) => Promise<{ locals: PageExtras; version: string } | null>;

/**
 * Several pages' extras as the one source the dispatcher asks (the sympathy page's sections,
 * Día de las Madres' order-by): each answers for its own page, their locals and versions join.
 */
export function joinedExtras(sources: readonly (ExtrasSource | undefined)[]): ExtrasSource | undefined {
  const present = sources.filter((source): source is ExtrasSource => source !== undefined);
  if (present.length === 0) return undefined;
  return async (page) => {
    const answers = (await Promise.all(present.map((source) => source(page)))).filter((answer) => answer !== null);
    if (answers.length === 0) return null;
    return { locals: Object.assign({}, ...answers.map((answer) => answer.locals)) as PageExtras, version: answers.map((answer) => answer.version).join("\n") };
  };
}
