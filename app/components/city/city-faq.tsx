import type { TownLink } from "#core/content/city-page";
import type { FaqEntry } from "#core/content/types";
import { FaqSection } from "#app/components/seo/faq-section.tsx";
import type { Locale } from "#core/i18n/locale";
import { LinkedText } from "./linked-text";

/** The town FAQ, with the neighbours its answers name linked to their pages. */
export function CityFaq({ title, subtitle, entries, towns, locale }: { title: string; subtitle: string; entries: FaqEntry[]; towns: readonly TownLink[]; locale: Locale }) {
  return <FaqSection title={title} subtitle={subtitle} entries={entries} renderAnswer={(answer) => <LinkedText text={answer} towns={towns} locale={locale} />} />;
}
