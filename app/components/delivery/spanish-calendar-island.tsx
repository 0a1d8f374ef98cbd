import { es } from "react-day-picker/locale/es";
import type { DayPickerLanguage } from "./delivery-calendar";
import { CalendarIsland, type CalendarIslandProps } from "./delivery-island";

/**
 * react-day-picker in Spanish (date-fns `es` with the picker's translated labels), weeks from
 * Sunday as calendars in the United States show them.
 */
const SPANISH_DAY_PICKER: DayPickerLanguage = { locale: es, weekStartsOn: 0 };

/**
 * The checker's calendar on Spanish pages. Its own module, which the checker loads only there,
 * so English visitors never download the Spanish locale (issue 41, item 8).
 */
export function SpanishCalendarIsland(props: Omit<CalendarIslandProps, "locale" | "dayPicker">) {
  return <CalendarIsland {...props} locale="es" dayPicker={SPANISH_DAY_PICKER} />;
}
