import { calendarDayInZone, isoDay, todayInZone, toCalendarDay } from "#core/delivery/calendar-day";
import { checkDelivery } from "#core/delivery/check-delivery";
import { closedReason, deliveryCalendar, type DeliveryCalendar as Calendar } from "#core/delivery/delivery-calendar";
import { DEFAULT_NO_DELIVERY_RULES } from "#core/delivery/no-delivery-days";
import type { TimeSlot } from "#core/delivery/time-slots";
import type { Locale } from "#core/i18n/locale";
import type { TimeZone } from "#core/nebraska/types";
import { useMemo } from "react";
import { siteConfig } from "#app/lib/site-config.ts";
import { DeliveryCalendar, type DayPickerLanguage } from "./delivery-calendar";
import { DeliveryResultView } from "./delivery-result";
import { RulesFallbackNote } from "./rules-fallback-note";
import { useServedDates } from "./use-served-dates";

type TownCalendar = {
  calendar: Calendar;
  /** True once the server has failed to answer, or answered without the partner's dates: the rules decide. */
  rulesOnly: boolean;
};

/**
 * The town's delivery days, computed here from the rules at once; when the server's
 * answer (GET /api/delivery-dates) arrives and comes from the partner, its dates take over.
 */
function useTownCalendar(now: Date, timeZone: TimeZone, slug: string, known: boolean, zip?: string): TownCalendar {
  const served = useServedDates(slug, known, zip);
  const todayKey = isoDay(calendarDayInZone(now, timeZone));
  const answer = served.data;
  const partner = answer?.source === "partner" && answer.timeZone === timeZone ? answer.dates : undefined;
  const calendar = useMemo(() => {
    const from = toCalendarDay(todayKey);
    return deliveryCalendar(timeZone, siteConfig.noDeliveryDates ?? DEFAULT_NO_DELIVERY_RULES, partner ? { from, dates: partner } : undefined);
  }, [timeZone, partner, todayKey]);
  return { calendar, rulesOnly: served.isError || (served.isSuccess && !partner) };
}

type TownProps = {
  now: Date;
  timeZone: TimeZone;
  slug: string;
  known: boolean;
  /** The page's language (issue 41). */
  locale: Locale;
  /** A hospital page's own ZIP (issue 49): the partner's days there, not at the town's delivery ZIP. */
  zip?: string | undefined;
};

export type CalendarIslandProps = TownProps & {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  labelledBy: string;
  /** The picker's own language; the checker passes Spanish only on Spanish pages. */
  dayPicker?: DayPickerLanguage;
};

/**
 * The checker's date-aware parts, loaded after hydration in their own chunk so
 * the calendar, the zone-aware date maths and the dates query do not weigh on the first load.
 */
export function CalendarIsland({ now, timeZone, slug, known, locale, zip, ...props }: CalendarIslandProps) {
  const { calendar, rulesOnly } = useTownCalendar(now, timeZone, slug, known, zip);
  return (
    <div>
      <DeliveryCalendar today={todayInZone(now, timeZone)} closedReasonOf={(date) => closedReason(calendar, toCalendarDay(date), locale)} locale={locale} {...props} />
      {/* Only a site that promises the florists' calendar has anything to own up to. */}
      {siteConfig.partnerCalendar && <RulesFallbackNote shown={rulesOnly} locale={locale} />}
    </div>
  );
}

type ResultIslandProps = TownProps & { date: Date; slot: TimeSlot; cityName: string };

export function ResultIsland({ slug, known, locale, zip, ...query }: ResultIslandProps) {
  const { calendar } = useTownCalendar(query.now, query.timeZone, slug, known, zip);
  const result = checkDelivery({ ...query, calendar, locale });
  return result ? <DeliveryResultView result={result} citySlug={slug} zoneKnown={known} locale={locale} /> : null;
}
