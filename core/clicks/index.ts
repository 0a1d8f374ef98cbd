export * from "./types";
export { clickEventSchema, clickStatsQuerySchema, clickStatsSchema, type ClickStats } from "./schema";
export { toClickEvent } from "./event";
export { clickPeriod, dayOfHour, HOUR_MS, type ClickPeriod } from "./period";
export { summarizeClicks, type HourCount, type LinkCount } from "./summary";
