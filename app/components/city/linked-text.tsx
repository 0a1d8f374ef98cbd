import type { TownLink } from "#core/content/city-page";
import { linkTownNames } from "#core/content/town-links";
import { cityPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";

/** Copy in which every neighbouring town it names links to that town's page. */
export function LinkedText({ text, towns, locale }: { text: string; towns: readonly TownLink[]; locale: Locale }) {
  return (
    <>
      {linkTownNames(text, towns).map((part, index) =>
        "slug" in part ? (
          <a key={index} href={cityPathIn(locale, part.slug)} data-slot="town-link" className="font-medium text-primary underline underline-offset-2 hover:no-underline">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
