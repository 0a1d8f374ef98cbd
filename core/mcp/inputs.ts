import { CATEGORIES } from "../content/categories";
import { SERVICE_TIMES } from "../delivery/service-date";
import { LOCALES } from "../i18n/locale";
import { MAX_TOWN_TEXT } from "../nebraska/zip";
import { z } from "../zod";

/**
 * The MCP tools' names and input schemas (issue 51). Plain shapes, no transforms: the SDK
 * publishes them as JSON Schema for an assistant to read, and a bad argument comes back as a
 * tool error naming the field. What needs the clock or the directory (a date past the
 * horizon, a town we do not serve) is checked by the tool itself, with the same words.
 */
export const MCP_TOOL_NAMES = ["find_town", "delivery_days", "flowers", "service_delivery", "care_facilities"] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];

/** The most towns find_town lists, and products flowers lists (the 12). */
export const MAX_TOWNS = 6;
export const MAX_FLOWERS = 12;
/** The most facilities care_facilities lists (Omaha, the most, has 59); the rest are counted, not listed. */
export const MAX_FACILITIES = 60;

const language = z.enum(LOCALES).default("en").describe("Language of the answer's words and page links: en (English) or es (Spanish).");
const town = z
  .string()
  .trim()
  .min(1, "town must not be empty")
  .max(MAX_TOWN_TEXT, `town must be at most ${MAX_TOWN_TEXT} characters`)
  .describe("A Nebraska town's name (\"Kearney\", \"North Platte, NE\") or one of its five-digit ZIP codes (\"68847\").");
const isoDate = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a date written YYYY-MM-DD`)
    .describe(`${what} as YYYY-MM-DD, in the recipient's own time zone.`);

export const findTownInput = z.object({
  query: z
    .string()
    .trim()
    .min(1, "query must not be empty")
    .max(MAX_TOWN_TEXT, `query must be at most ${MAX_TOWN_TEXT} characters`)
    .describe("A Nebraska town's name, the start of one (\"lexing\") or a ZIP code (\"68850\")."),
  language,
});

export const deliveryDaysInput = z.object({
  town,
  from: isoDate("from").optional(),
  to: isoDate("to").optional(),
  language,
});

export const OCCASIONS = CATEGORIES.map((category) => category.slug) as [string, ...string[]];

export const flowersInput = z.object({
  town,
  occasion: z.enum(OCCASIONS).optional().describe("The occasion; absent, the site's featured mix."),
  budget: z.number().int("budget must be whole dollars").min(1, "budget must be at least $1").max(10_000, "budget must be at most $10,000").optional().describe("Most dollars for the bouquet's list price."),
  language,
});

export const serviceDeliveryInput = z.object({
  town,
  date: isoDate("date"),
  time: z.enum(SERVICE_TIMES).describe("Whether the funeral or memorial service is in the morning or the afternoon."),
  language,
});

export const careFacilitiesInput = z.object({
  town,
  language,
});

export type FindTownInput = z.infer<typeof findTownInput>;
export type DeliveryDaysInput = z.infer<typeof deliveryDaysInput>;
export type FlowersInput = z.infer<typeof flowersInput>;
export type ServiceDeliveryInput = z.infer<typeof serviceDeliveryInput>;
export type CareFacilitiesInput = z.infer<typeof careFacilitiesInput>;
