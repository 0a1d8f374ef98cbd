import { CUTOFF_TIME } from "#core/delivery/cutoff";
import type { Locale } from "#core/i18n/locale";
import type { TimeZone } from "#core/nebraska/types";
import { CalendarClock, ExternalLink } from "#app/components/ui/icons.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { NOTICE_TEXT } from "./notice-text";
import { categoryOccasion, type OccasionText, upcomingOccasionTexts } from "./occasion-text";

type OccasionNoticeProps = {
  /** Which page: statewide home, one town (its own zone), or a category (the occasion's own page). */
  page: { kind: "home" } | { kind: "town"; name: string; timeZone: TimeZone } | { kind: "category"; slug: string };
  /** The moment the page is rendered for; pages carrying it are kept for the site's day only. */
  now?: Date;
  /**
   * The page's language (issue 41): Spanish words and dates, and in May the Spanish pages'
   * Día de las Madres (May 10) in place of the US Mother's Day.
   */
  locale: Locale;
};

function Zone({ zone, zoneName }: { zone: string; zoneName: string }) {
  return (
    <abbr title={zoneName} className="no-underline">
      {zone}
    </abbr>
  );
}

/** "2:00 PM CT on Saturday, February 13, 2027"; statewide, the time in both zones. */
function OrderBy({ occasion, locale }: { occasion: OccasionText; locale: Locale }) {
  if (locale !== "en") return <SpanishOrderBy occasion={occasion} />;
  const [only, ...others] = occasion.orderBy;
  if (only && others.length === 0) {
    return (
      <time dateTime={only.iso}>
        {`${CUTOFF_TIME} `}<Zone {...only} /> on {occasion.orderDay}
      </time>
    );
  }
  return (
    <>
      {`${CUTOFF_TIME} local time on `}{occasion.orderDay} (
      {occasion.orderBy.map((entry, index) => (
        <span key={entry.zone}>
          {index > 0 && ", "}
          <time dateTime={entry.iso}>
            {`${CUTOFF_TIME} `}<Zone {...entry} />
          </time>{" "}
          in {entry.zone === "MT" ? "Mountain" : "Central"}-time towns
        </span>
      ))}
      )
    </>
  );
}

/**
 * "las 2:00 p. m. (hora del Centro) del sábado 13 de febrero de 2027"; statewide, the local
 * time and then each zone's, written out (Spanish readers are not told "CT").
 */
function SpanishOrderBy({ occasion }: { occasion: OccasionText }) {
  const text = NOTICE_TEXT.es;
  const [only, ...others] = occasion.orderBy;
  if (only && others.length === 0) {
    return (
      <time dateTime={only.iso}>
        {`${text.cutoff} (${only.zone})`}
        {text.onDay(occasion.orderDay)}
      </time>
    );
  }
  return (
    <>
      {`${text.localTimeOn(occasion.orderDay)} (`}
      {occasion.orderBy.map((entry, index) => (
        <span key={entry.zone}>
          {index > 0 && ", "}
          <time dateTime={entry.iso}>{`${text.cutoff} ${entry.zone}`}</time>
          {` ${text.zoneTowns(entry.zone)}`}
        </span>
      ))}
      )
    </>
  );
}

/**
 * When to order for Valentine's Day and Mother's Day (on Spanish pages, Día de las Madres): on the occasion's category page all
 * year (its next occurrence), and on the home and town pages in the 30 days before. It
 * states the last delivery day (the Saturday before a Sunday occasion) and the 2:00 PM
 * cut-off in each zone the page speaks for. Rendered on the server; no script.
 */
export function OccasionNotice({ page, now = new Date(), locale }: OccasionNoticeProps) {
  const text = NOTICE_TEXT[locale];
  const rules = siteConfig.noDeliveryDates;
  const occasions =
    page.kind === "category"
      ? [categoryOccasion(page.slug, now, rules, locale)].filter((occasion) => occasion !== null)
      : upcomingOccasionTexts(now, page.kind === "town" ? page.timeZone : null, rules, locale);
  if (occasions.length === 0) return null;
  const where = page.kind === "town" ? text.where(page.name) : null;
  return (
    <aside aria-label={text.ariaLabel} data-slot="occasion-notice" className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
      {occasions.map((occasion) => (
        <div
          key={occasion.slug}
          data-occasion={occasion.slug}
          className="flex flex-col gap-3 rounded-2xl border border-flower-strong/40 bg-accent p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 text-sm">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <strong className="font-semibold">{text.title(occasion.name, occasion.day)}</strong>{" "}
              {occasion.lastDeliveryDay
                ? siteConfig.partnerCalendar
                  ? // The partner's calendar may deliver that day; the checker says, the notice does not guess.
                    text.partnerDecides(where, occasion.lastDeliveryDay)
                  : text.closedThatDay(where, occasion.lastDeliveryDay)
                : text.onTheDay(where)}
              <OrderBy occasion={occasion} locale={locale} />.
            </span>
          </p>
          <PartnerLink
            to={{ kind: "category", slug: occasion.category }}
            placement="occasion-notice"
            className={cn(buttonVariants({ size: "sm" }), "shrink-0 self-start sm:self-center")}
          >
            {text.shop(occasion.name)}
            <ExternalLink aria-hidden="true" />
          </PartnerLink>
        </div>
      ))}
    </aside>
  );
}
