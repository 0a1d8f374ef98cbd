import { CARE_LIST_TEXT } from "#core/care/care-list-text";
import { CARE_TOWNS } from "#core/care/care-pages";
import { careCounts } from "#core/care/facilities";
import { PAGED_HOSPITALS } from "#core/care/hospital-pages";
import { careListPathIn, hospitalPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";

/**
 * The statewide index (issue 49, item 4): every town with a list, by name, linking its list and
 * each of its hospital pages. The homes themselves are on the towns' lists.
 */
export function CareIndex({ locale }: { locale: Locale }) {
  const text = CARE_LIST_TEXT[locale];
  return (
    <ul className="mx-auto grid max-w-5xl gap-x-8 gap-y-4 px-4 pb-12 sm:grid-cols-2 sm:px-6">
      {CARE_TOWNS.map((town) => {
        const hospitals = PAGED_HOSPITALS.filter((facility) => facility.townSlug === town.slug);
        return (
          <li key={town.slug} data-town={town.slug}>
            <a className="font-semibold text-primary underline" href={careListPathIn(locale, town.slug)}>
              {town.name}
            </a>
            <span className="text-sm text-muted-foreground">: {text.counts(careCounts(town.slug))}</span>
            {hospitals.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {hospitals.map((facility) => (
                  <li key={facility.licence}>
                    <a className="underline" href={hospitalPathIn(locale, town.slug, facility.slug)}>
                      {facility.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
