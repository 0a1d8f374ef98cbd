import { asksService, MAX_TOWN_INPUT, SERVICE_FORM_PATH, serviceTown } from "#core/delivery/service-query";
import type { OnDemandPage } from "#core/site/page-route";

/** The blank town field as the sympathy page renders it (app/components/sympathy/service-planner.tsx). */
export const BLANK_TOWN_FIELD = 'name="town" value=""';

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A town page's link to the sympathy form (`?town={slug}`, nothing asked yet): the kept page
 * with the town's directory name in the field. Only a known town fills it in (a closed set of
 * 189, one filling each); any other town, or a query that asks for an answer, is not a filling.
 */
export function serviceFormFill(page: OnDemandPage, url: URL): { key: string; apply: (html: string) => string } | null {
  const params = url.searchParams;
  if (page.path !== SERVICE_FORM_PATH || !asksService(params) || params.has("date") || params.has("time")) return null;
  const city = serviceTown((params.get("town") ?? "").slice(0, MAX_TOWN_INPUT));
  if (!city) return null;
  return {
    key: city.slug,
    apply: (html) => (html.includes(BLANK_TOWN_FIELD) ? html.replace(BLANK_TOWN_FIELD, `name="town" value="${escapeAttribute(city.name)}"`) : html),
  };
}
