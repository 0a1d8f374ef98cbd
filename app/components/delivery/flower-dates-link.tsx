import { siteConfig } from "#app/lib/site-config.ts";
import { flowerDatesPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { CalendarClock } from "#app/components/ui/icons.tsx";
import { CHECKER_TEXT } from "./checker-text";

// py-1: each link at least 24 px tall, so a wrapped line (the longer Spanish one on a phone) keeps its targets apart.
const LINK = "py-1 font-medium text-primary underline underline-offset-2";

/**
 * The town's flower dates as a calendar (docs/decisions/0044): a webcal:// subscription that
 * stays current, and the same file as a plain download. Server-rendered, never an island, and
 * a line short: every byte of it is in each town page's first window.
 */
export function FlowerDatesLink({ cityName, slug, locale }: { cityName: string; slug: string; locale: Locale }) {
  const text = CHECKER_TEXT[locale];
  const path = flowerDatesPathIn(locale, slug);
  return (
    // Not a section: a line under the checker's card, on its background, pulled up into its bottom
    // padding. `relative` paints it above the checker, whose content-visibility makes it a layer.
    <div data-slot="flower-dates" className="relative -mt-10 bg-sage-soft">
      <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 pb-10 text-sm sm:px-6">
        <CalendarClock aria-hidden="true" className="size-4 text-primary" />
        <a href={`${siteConfig.siteUrl.replace(/^https?:/, "webcal:")}${path}`} className={LINK}>{text.subscribe(cityName)}</a>
        <span aria-hidden="true">·</span>
        <a href={path} className={LINK}>
          {text.download}
        </a>
      </p>
    </div>
  );
}
