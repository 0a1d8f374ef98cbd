import { siteConfig } from "#app/lib/site-config.ts";
import { flowerDatesPath } from "#core/site/pages";
import { CalendarClock } from "#app/components/ui/icons.tsx";

const LINK = "font-medium text-primary underline underline-offset-2";

/**
 * The town's flower dates as a calendar (docs/decisions/0044): a webcal:// subscription that
 * stays current, and the same file as a plain download. Server-rendered, never an island, and
 * a line short: every byte of it is in each town page's first window.
 */
export function FlowerDatesLink({ cityName, slug }: { cityName: string; slug: string }) {
  const path = flowerDatesPath(slug);
  return (
    // Not a section: a line under the checker's card, on its background, pulled up into its bottom
    // padding. `relative` paints it above the checker, whose content-visibility makes it a layer.
    <div data-slot="flower-dates" className="relative -mt-10 bg-sage-soft">
      <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 pb-10 text-sm sm:px-6">
        <CalendarClock aria-hidden="true" className="size-4 text-primary" />
        <a href={`${siteConfig.siteUrl.replace(/^https?:/, "webcal:")}${path}`} className={LINK}>{`Subscribe to ${cityName}'s flower dates`}</a>
        <span aria-hidden="true">·</span>
        <a href={path} className={LINK}>
          Download (.ics)
        </a>
      </p>
    </div>
  );
}
