import type { ServiceAnswer } from "#core/delivery/service-date";
import { SERVICE_FORM_ID, serviceCalendarUrl, serviceFormPathIn, type ServicePage } from "#core/delivery/service-query";
import type { Locale } from "#core/i18n/locale";
import type { City } from "#core/nebraska/types";
import { ArrowRight, CalendarCheck, CalendarClock } from "#app/components/ui/icons.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { SYMPATHY_TEXT, type SympathyText } from "./sympathy-text";

const FIELD = "mt-1.5 w-full rounded-xl border border-input bg-card px-4 py-2.5 text-base text-foreground focus-visible:border-primary";

/** The blank form, before anyone asks. */
const BLANK: ServicePage = { query: { kind: "form", values: { town: "", date: "", time: "morning" } }, answer: null, source: null };

/**
 * "When is the service?" (docs/product.md): a plain GET form the server answers, so it
 * works without script and its answer is a link that can be shared. No island: the
 * answer is the server's page for the query, and the blank form is part of the cached page
 * (one per town a town page links here with, `town`).
 */
export function ServicePlanner({
  page: asked,
  town,
  locale,
}: {
  page?: ServicePage | undefined;
  town?: string | undefined;
  /**
   * The page's language (issue 41): the form's words and its action (the sympathy page of that
   * edition, serviceFormPathIn). The answer and errors come in the language the
   * server made them in (answerService and parseServiceQuery take the same locale).
   */
  locale: Locale;
}) {
  const text = SYMPATHY_TEXT[locale];
  // Nothing asked yet: the blank form, with the town filled in when a town page linked here.
  const page = asked ?? (town ? { ...BLANK, query: { kind: "form" as const, values: { ...BLANK.query.values, town } } } : BLANK);
  const { values } = page.query;
  const city = page.query.kind === "valid" ? page.query.city : null;
  return (
    <section id={SERVICE_FORM_ID} aria-labelledby="service-title" data-slot="service-planner" className="mx-auto max-w-5xl scroll-mt-24 px-4 py-14 sm:px-6">
      <SectionHeading id="service-title" title={text.form.title} subtitle={text.form.subtitle} />
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <form method="get" action={`${serviceFormPathIn(locale)}#${SERVICE_FORM_ID}`} data-slot="service-form" className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
            <div>
              <label htmlFor="service-town" className="text-sm font-medium">
                {text.townLabel}
              </label>
              <input id="service-town" name="town" type="text" required maxLength={60} autoComplete="off" defaultValue={values.town} className={FIELD} />
            </div>
            <div>
              <label htmlFor="service-date" className="text-sm font-medium">
                {text.dateLabel}
              </label>
              <input id="service-date" name="date" type="date" required defaultValue={values.date} className={FIELD} />
            </div>
            <fieldset>
              <legend className="text-sm font-medium">{text.startsLegend}</legend>
              <div className="mt-1.5 flex gap-5">
                {(["morning", "afternoon"] as const).map((time) => (
                  <label key={time} className="flex items-center gap-2 text-base">
                    <input type="radio" name="time" value={time} defaultChecked={values.time === time} className="size-4 accent-primary" />
                    {text.time[time]}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={buttonVariants({ className: "w-full" })}>
              <CalendarCheck aria-hidden="true" />
              {text.form.button}
            </button>
          </form>
          {page.query.kind === "invalid" && (
            <div role="alert" data-slot="service-errors" className="rounded-2xl border border-destructive/40 bg-card p-5">
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {page.query.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </div>
          )}
          {page.answer && city && <Answer answer={page.answer} city={city} fromPartner={page.source === "partner"} text={text} locale={locale} />}
        </div>
        <OrderNeeds text={text} />
      </div>
    </section>
  );
}

function OrderLink({ city, children }: { city: City; children: React.ReactNode }) {
  return (
    <PartnerLink to={{ kind: "city", slug: city.slug, fragment: "sympathy" }} placement="service-answer" className={cn(buttonVariants({ variant: "sage" }), "mt-4 h-auto min-h-10 max-w-full whitespace-normal py-2")}>
      {children}
      <ArrowRight aria-hidden="true" />
    </PartnerLink>
  );
}

/** The one answer: the day to choose and the order-by, or why no day fits and where flowers can still go. */
function Answer({ answer, city, fromPartner, text, locale }: { answer: ServiceAnswer; city: City; fromPartner: boolean; text: SympathyText; locale: Locale }) {
  const box = "rounded-2xl border border-primary/30 bg-secondary/40 p-5";
  if (answer.kind === "too-far") {
    return (
      <div role="status" data-slot="service-answer" data-kind="too-far" className={box}>
        <p className="font-semibold">{text.tooFar(answer.service.label, answer.horizonDays)}</p>
        <p className="mt-2 text-sm text-muted-foreground">{text.tooFarHint}</p>
      </div>
    );
  }
  const service = text.service(answer.time, answer.service.label, city.name);
  if (answer.kind === "too-late") {
    return (
      <div role="status" data-slot="service-answer" data-kind="too-late" className={box}>
        <p className="font-semibold">
          {answer.reason === "past" ? text.past(answer.service.label) : text.closed(service)}
        </p>
        {answer.home && (
          <>
            <p className="mt-2 text-sm">{text.home(answer.home.label, answer.home.orderByText)}</p>
            <OrderLink city={city}>{text.orderForFamily(city.name)}</OrderLink>
          </>
        )}
      </div>
    );
  }
  return (
    <div role="status" data-slot="service-answer" data-kind="deliver" className={box}>
      <p className="text-sm text-muted-foreground">{text.forService(service)}</p>
      <p className="mt-1 text-lg font-semibold">{text.choose(answer.delivery.label)}</p>
      <p className="mt-1 font-medium">{text.orderBy(answer.orderByText)}</p>
      {/* A plain link to the answer's own question: works without script (docs/decisions/0044). */}
      <a href={serviceCalendarUrl({ town: city.slug, service: answer.service.day, time: answer.time, locale })} data-slot="service-calendar" className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline">
        <CalendarClock aria-hidden="true" className="size-4" />
        {text.addToCalendar}
      </a>
      {answer.why.length > 0 && <p className="mt-2 text-sm">{text.whyNot(answer.service.label, answer.why)}</p>}
      <p className="mt-2 text-xs text-muted-foreground">{fromPartner ? text.fromPartner : text.fromRules}</p>
      <OrderLink city={city}>{text.orderSympathy(city.name)}</OrderLink>
    </div>
  );
}

/** What the checkout and the funeral home need, and a few card lines to start from. */
function OrderNeeds({ text }: { text: SympathyText }) {
  return (
    <div data-slot="order-needs" className="space-y-6">
      <div>
        <h3 className="text-lg font-semibold">{text.needsTitle}</h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          {text.needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">{text.churchNote}</p>
      </div>
      <div>
        <h3 className="text-lg font-semibold">{text.cardsTitle}</h3>
        <ul className="mt-3 space-y-1.5 text-sm italic text-muted-foreground">
          {text.cards.map((message) => (
            <li key={message}>{`“${message}”`}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
