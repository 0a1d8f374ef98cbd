import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { TownLink } from "#core/content/city-page";
import { LinkedText } from "./linked-text";
import type { Locale } from "#core/i18n/locale";
import { CITY_TEXT } from "./city-text";

/** Our own illustration (public/images); sized so it never shifts the layout while it loads. */
const ILLUSTRATION = { src: "/images/florist-at-work.svg", width: 640, height: 480 };

export function FloristNetwork({ title, paragraphs, towns = [], locale }: { title: string; paragraphs: readonly string[]; towns?: readonly TownLink[]; locale: Locale }) {
  return (
    <section aria-labelledby="florist-network-title" data-slot="florist-network" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="florist-network-title" title={title} align="left" className="mb-5" />
          <div className="space-y-4 leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={paragraph} towns={towns} locale={locale} />
              </p>
            ))}
          </div>
        </div>
        <img
          src={ILLUSTRATION.src}
          width={ILLUSTRATION.width}
          height={ILLUSTRATION.height}
          loading="lazy"
          decoding="async"
          alt={CITY_TEXT[locale].floristAlt}
          className="h-auto w-full rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
        />
      </div>
    </section>
  );
}
