/**
 * The same-day cut-off, the one place it is written: orders for a day close at 2:00 PM in the
 * town's own zone. No imports, so a page's first chunk can read it without the date maths.
 */
export const SAME_DAY_CUTOFF_HOUR = 14;
/** The cut-off as the API states it: "14:00". */
export const CUTOFF = `${String(SAME_DAY_CUTOFF_HOUR).padStart(2, "0")}:00`;
/** The cut-off as visitors read it: "2:00 PM". */
export const CUTOFF_TIME = `${SAME_DAY_CUTOFF_HOUR % 12 || 12}:00 ${SAME_DAY_CUTOFF_HOUR < 12 ? "AM" : "PM"}`;
