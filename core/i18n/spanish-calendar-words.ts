/**
 * Spanish day and month names, as date-fns' `es` locale writes them, kept here so a page can
 * write a Spanish date without shipping a whole date-fns locale (about 2.2 KB brotli) to every
 * English visitor of a checker that also speaks Spanish (issue 41, item 8). Index 0 is Sunday
 * and January, as `Date#getDay` and `Date#getMonth` count.
 */
export const SPANISH_WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"] as const;
export const SPANISH_WEEKDAYS_SHORT = ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"] as const;
export const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;
export const SPANISH_MONTHS_SHORT = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"] as const;
