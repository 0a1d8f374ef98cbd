import ICAL from "ical.js";

/** One VEVENT as an independent parser (ical.js) reads it: the tests never read our own text back with our own code. */
export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  allDay: boolean;
  /** The instant of a timed event (UTC), or the all-day event's date as YYYY-MM-DD. */
  start: string;
  end: string | null;
  /** Each alarm's trigger in seconds (negative: before the start). */
  alarms: number[];
  transparency: string | null;
};

export type ParsedCalendar = { properties: Record<string, string>; events: ParsedEvent[] };

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function timeOf(value: ICAL.Time | null): string | null {
  if (!value) return null;
  return value.isDate ? value.toString() : value.toJSDate().toISOString();
}

/** Parses an iCalendar file with ical.js; throws on anything it cannot read. */
export function parseIcs(ics: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(ics));
  if (root.name !== "vcalendar") throw new Error(`not a VCALENDAR: ${root.name}`);
  const properties: Record<string, string> = {};
  for (const property of root.getAllProperties()) properties[property.name] = String(property.getFirstValue());
  const events = root.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: text(component.getFirstPropertyValue("url")),
      allDay: event.startDate.isDate,
      start: timeOf(event.startDate) ?? "",
      end: component.hasProperty("dtend") ? timeOf(event.endDate) : null,
      alarms: component.getAllSubcomponents("valarm").map((alarm) => (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()),
      transparency: text(component.getFirstPropertyValue("transp")),
    };
  });
  return { properties, events };
}

/** The instant as a wall clock in a zone: "2027-02-13 14:00". */
export function wallClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}
