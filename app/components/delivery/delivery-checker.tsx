import { siteConfig } from "#app/lib/site-config.ts";
import { SAME_DAY_CUTOFF_HOUR } from "#core/delivery/cutoff";
import type { Locale } from "#core/i18n/locale";
import type { TimeSlot } from "#core/delivery/time-slots";
import type { TimeZone } from "#core/nebraska/types";
import { CalendarDays, type LucideIcon, Truck } from "#app/components/ui/icons.tsx";
import { lazy, Suspense, useId, useState } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useNearViewport } from "#app/lib/use-near-viewport.ts";
import { CHECKER_TEXT } from "./checker-text";
import { DeliveryCalendarPlaceholder } from "./delivery-calendar-placeholder";
import { TimeSlotPicker } from "./time-slot-picker";
import { useClientNow } from "./use-client-now";

const EnglishCalendarIsland = lazy(() => import("./delivery-island").then((module) => ({ default: module.CalendarIsland })));
/** Spanish pages load the picker's Spanish with their island, so no English page carries it. */
const SpanishCalendarIsland = lazy(() => import("./spanish-calendar-island").then((module) => ({ default: module.SpanishCalendarIsland })));
const ResultIsland = lazy(() => import("./delivery-island").then((module) => ({ default: module.ResultIsland })));

const DATE_LABEL: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" };

/**
 * The hour it is now in the town's zone when the picked day is today there and its 2 PM
 * cut-off has not come, else null: after the cut-off the slots name the next delivery day.
 * Plain Intl, so the page chunk carries no date library for it.
 */
function hourIfToday(now: Date | null, picked: Date | undefined, timeZone: TimeZone): number | null {
  if (!now || !picked) return null;
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const today = part("year") === picked.getFullYear() && part("month") === picked.getMonth() + 1 && part("day") === picked.getDate();
  return today && part("hour") < SAME_DAY_CUTOFF_HOUR ? part("hour") : null;
}

/** A numbered step's heading; the calendar and the slot group are labelled by it. */
function StepHeading({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: string }) {
  return (
    <h3 id={id} className="mb-3 flex items-center gap-2 font-sans text-base font-semibold">
      <Icon aria-hidden="true" className="size-5 text-primary" />
      {children}
    </h3>
  );
}

type DeliveryCheckerProps = {
  cityName: string;
  /** The town's slug: a "yes" links to its partner page. */
  slug: string;
  timeZone: TimeZone;
  /**
   * False for a made-up town: we know neither its zone nor its ZIP, so no zone is named and
   * no partner dates are asked for (the API answers 400 for such a slug); the rules decide.
   */
  known?: boolean;
  /** The page's language (issue 41): the checker's words, day and month names. */
  locale: Locale;
  /** A hospital page's own ZIP (issue 49): the partner's delivery days are asked there, not at the town's delivery ZIP. */
  zip?: string;
};

/**
 * Delivery-time checker (docs/product.md): a date and one of nine slots; a verdict only
 * when both are chosen. The calendar needs "today" in the city's zone, which the
 * prerendered HTML cannot know, so it appears after hydration in a box of the
 * same size, loaded as a separate chunk with the date maths.
 */
export function DeliveryChecker({ cityName, slug, timeZone, known = true, locale, zip }: DeliveryCheckerProps) {
  const text = CHECKER_TEXT[locale];
  const CalendarIsland = locale === "es" ? SpanishCalendarIsland : EnglishCalendarIsland;
  const [now, refreshNow] = useClientNow();
  // The calendar chunk is fetched only when the checker scrolls near the viewport.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const [date, setDate] = useState<Date | undefined>();
  const [slot, setSlot] = useState<TimeSlot | undefined>();
  const hourNow = hourIfToday(now, date, timeZone);
  const id = useId();
  const dateLabelId = `${id}-date`;
  const slotLabelId = `${id}-slot`;
  // zoneLabelFor's mapping, inlined so this shell does not pull the date maths into the page chunk.
  const zone = timeZone === "America/Denver" ? "MT" : "CT";
  const cutoff = known ? text.cutoffIn(zone) : text.cutoffUnknownZone;

  const pickDate = (picked: Date | undefined) => {
    refreshNow();
    setDate(picked);
  };
  const pickSlot = (picked: TimeSlot) => {
    refreshNow();
    setSlot(picked);
  };

  return (
    <section ref={sectionRef} aria-labelledby={`${id}-title`} data-slot="delivery-checker" className="bg-sage-soft">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <SectionHeading
          id={`${id}-title`}
          title={text.title(cityName)}
          subtitle={text.subtitle(cutoff, siteConfig.partnerCalendar === true)}
        />
        <div className="grid gap-8 rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)] sm:p-8 md:grid-cols-[auto_1fr]">
          <div>
            <StepHeading id={dateLabelId} icon={CalendarDays}>
              {text.dateStep}
            </StepHeading>
            <div className="flex justify-center md:justify-start">
              {now && near ? (
                <Suspense fallback={<DeliveryCalendarPlaceholder />}>
                  <CalendarIsland now={now} timeZone={timeZone} slug={slug} known={known} zip={zip} selected={date} onSelect={pickDate} labelledBy={dateLabelId} locale={locale} />
                </Suspense>
              ) : (
                <DeliveryCalendarPlaceholder />
              )}
            </div>
          </div>
          <div className="flex flex-col gap-6">
            <div>
              <StepHeading id={slotLabelId} icon={Truck}>
                {text.slotStep}
              </StepHeading>
              <TimeSlotPicker
                value={slot}
                onChange={pickSlot}
                legendId={slotLabelId}
                name={`${id}-slot-choice`}
                passedThrough={hourNow}
                locale={locale}
              />
            </div>
            <div>
              <p className="mb-2 text-sm text-muted-foreground">
                {date ? (
                  <>
                    {text.deliveryDate}
                    <span className="font-medium text-foreground">{date.toLocaleDateString(text.dateLocale, DATE_LABEL)}</span>
                  </>
                ) : (
                  text.noChoice
                )}
              </p>
              <div role="status" aria-live="polite" data-slot="delivery-status">
                {now && date && slot && (
                  <Suspense fallback={null}>
                    <ResultIsland now={now} date={date} slot={slot} cityName={cityName} slug={slug} timeZone={timeZone} known={known} zip={zip} locale={locale} />
                  </Suspense>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
