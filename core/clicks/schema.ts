import { LOCALES } from "../i18n/locale";
import { z } from "../zod";
import { CONTROL, PATH, SLUG, TARGET_ID } from "./event";
import { CLICK_LIMITS, CLICK_SOURCES, KINDS_WITH_TARGET_ID, PLACEMENTS, TARGET_KINDS } from "./types";


/** Body of POST /api/clicks, shared by the browser (it builds one) and the server (it validates one). */
export const clickEventSchema = z
  .object({
    path: z.string().max(CLICK_LIMITS.pathMax).regex(PATH, "path must be a page path starting with /"),
    // "assistant" is written by the /go/ redirect only (issue 51): a page's beacon cannot claim it.
    placement: z.enum(PLACEMENTS).refine((placement) => placement !== "assistant", "placement assistant is recorded by the server only"),
    targetKind: z.enum(TARGET_KINDS),
    targetId: z
      .string()
      .min(1)
      .max(CLICK_LIMITS.targetIdMax)
      .refine((value) => !CONTROL.test(value) && value.trim() === value, "targetId must be trimmed text")
      .refine((value) => TARGET_ID.test(value), "targetId must be a name: letters, digits, spaces and the punctuation names use (no markup, no leading + or -)")
      .optional(),
  })
  .superRefine((click, ctx) => {
    const needsId = KINDS_WITH_TARGET_ID.includes(click.targetKind);
    if (needsId && click.targetId === undefined) {
      ctx.addIssue({ code: "custom", path: ["targetId"], message: `targetId is required for targetKind "${click.targetKind}"` });
    }
    if (!needsId && click.targetId !== undefined) {
      ctx.addIssue({ code: "custom", path: ["targetId"], message: `targetId is not allowed for targetKind "${click.targetKind}"` });
    }
    if ((click.targetKind === "city" || click.targetKind === "category") && click.targetId !== undefined && !SLUG.test(click.targetId)) {
      ctx.addIssue({ code: "custom", path: ["targetId"], message: "targetId must be a slug for cities and categories" });
    }
  });

/** Query of GET /api/admin/clicks. */
export const clickStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(CLICK_LIMITS.daysMin)
    .max(CLICK_LIMITS.daysMax)
    .default(CLICK_LIMITS.daysDefault),
});

const count = z.number().int().min(0);

/** What click storage holds, beside the figures (admin): bounded by the daily ceiling and retention. */
const clickStorageSchema = z.object({
  rows: count,
  /** Bytes of the stored text and timestamps; the database's overhead comes on top. */
  approxBytes: count,
  oldestAt: z.iso.datetime().nullable(),
  /**
   * Today's ceiling as the answering process counts it: stored, and refused (answered 429, not
   * stored) past the limit or past one address's share (droppedOverShare, of dropped).
   */
  today: z
    .object({ date: z.iso.date(), stored: count, dropped: count, limit: count, droppedOverShare: count.optional(), perAddressLimit: count.optional() })
    .nullable(),
});

/** Body of GET /api/admin/clicks: every list is sorted by clicks, most first. */
export const clickStatsSchema = z.object({
  days: z.number().int(),
  timeZone: z.string(),
  /** The first instant counted (midnight, `days - 1` days before today, in timeZone) and the last. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  total: count,
  /** One entry per calendar day of the period, oldest first, zeros included. */
  perDay: z.array(z.object({ date: z.iso.date(), clicks: count })),
  pages: z.array(z.object({ path: z.string(), clicks: count })),
  // Strings, not the enums: stored history may hold names the current code no longer uses.
  placements: z.array(z.object({ placement: z.string(), clicks: count })),
  cities: z.array(z.object({ slug: z.string(), clicks: count })),
  categories: z.array(z.object({ slug: z.string(), clicks: count })),
  /** Clicks by the language of the page they were made on (issue 41); absent from answers made before it existed. */
  languages: z.array(z.object({ language: z.enum(LOCALES), clicks: count })).optional(),
  /** Clicks on our pages' links and on links in assistants' answers (issue 51); absent from answers made before it existed. */
  sources: z.array(z.object({ source: z.enum(CLICK_SOURCES), clicks: count })).optional(),
  /** Page x placement x target: which button on which page sent visitors where. */
  links: z.array(
    z.object({ path: z.string(), placement: z.string(), targetKind: z.string(), targetId: z.string().nullable(), clicks: count }),
  ),
  /** Absent from answers made before the storage figure existed. */
  storage: clickStorageSchema.optional(),
});

export type ClickStats = z.infer<typeof clickStatsSchema>;
