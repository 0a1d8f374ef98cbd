import { isValid, parseISO } from "date-fns";

// parseISO alone also takes times, week dates ("2026-W01") and short forms ("2026-11"):
// the shape keeps the one form the site writes and reads.
const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a "YYYY-MM-DD" text names, as local midnight (read it by its calendar fields),
 * or undefined when the text has another shape or names no real day (2026-02-29).
 */
export function parseIsoDay(text: string): Date | undefined {
  if (!SHAPE.test(text)) return undefined;
  const date = parseISO(text);
  return isValid(date) ? date : undefined;
}

/** Whether the text is a real calendar day written "YYYY-MM-DD". */
export function isIsoDay(text: string): boolean {
  return parseIsoDay(text) !== undefined;
}
