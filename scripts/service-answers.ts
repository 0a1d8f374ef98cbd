// Prints the sympathy page's "When is the service?" answers for a few towns and service days,
// from the core rule and the built-in delivery rules (the partner's dates need the server):
//   npx tsx scripts/service-answers.ts [--now 2026-11-26T18:00:00Z] [--towns kearney,scottsbluff] [--dates 2026-11-30,2027-11-26]
import { parseArgs } from "node:util";
import { addCalendarDays, calendarDayInZone, dayOfWeek, isoDay, toCalendarDay } from "../core/delivery/calendar-day";
import { deliveryCalendar } from "../core/delivery/delivery-calendar";
import { answerService, SERVICE_TIMES, serviceDayLabel, serviceDeliveryDay } from "../core/delivery/service-date";
import { getCityBySlug } from "../core/nebraska/directory";

const { values } = parseArgs({ options: { now: { type: "string" }, towns: { type: "string", default: "kearney,scottsbluff" }, dates: { type: "string" } } });
const now = values.now ? new Date(values.now) : new Date();
const today = calendarDayInZone(now, "America/Chicago");
/** The next given weekday after today (1 = Monday). */
const next = (weekday: number) => {
  let day = addCalendarDays(today, 1);
  while (dayOfWeek(day) !== weekday) day = addCalendarDays(day, 1);
  return day;
};
const dates = values.dates ? values.dates.split(",").map((date) => toCalendarDay(date)) : [next(1), next(2), next(6), toCalendarDay("2027-11-26")];

console.log(`now ${now.toISOString()} (today ${isoDay(today)} in Central Time); built-in rules`);
for (const slug of values.towns.split(",")) {
  const city = getCityBySlug(slug);
  if (!city) throw new Error(`no town ${slug}`);
  const calendar = deliveryCalendar(city.timeZone);
  for (const service of dates) {
    for (const time of SERVICE_TIMES) {
      const answer = answerService({ now, calendar, service, time, locale: "en" });
      const head = `${city.name} (${city.timeZone}) · ${serviceDayLabel(service, city.timeZone, today.year, "en")} ${time}:`;
      if (answer.kind === "deliver") console.log(`${head} choose ${answer.delivery.label}; order by ${answer.orderByText}${answer.why.length ? ` (why: ${answer.why.join("; ")})` : ""}`);
      else if (answer.kind === "too-late") console.log(`${head} too late (${answer.reason}); family's home: ${answer.home ? `${answer.home.label}, order by ${answer.home.orderByText}` : "none"}`);
      else {
        const rule = serviceDeliveryDay(calendar, service, time, "en");
        console.log(`${head} page: more than ${answer.horizonDays} days away, ask again nearer the date (the rule alone: ${rule.delivery ? serviceDayLabel(rule.delivery, city.timeZone, today.year, "en") : "none"}${rule.why.length ? `; ${rule.why.join("; ")}` : ""})`);
      }
    }
  }
}
