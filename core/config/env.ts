import { INDEXNOW_KEY } from "../indexnow/page-content";
import { DEFAULT_NO_DELIVERY_DATES, parseNoDeliveryDates } from "../delivery/no-delivery-days";
import { z } from "../zod";
import { DEFAULT_PRODUCT_URL_TEMPLATE } from "../affiliate/links";
import { DEFAULT_CLICK_RETENTION_DAYS, PLACEHOLDER_AFFILIATE_ID, type SiteConfig } from "./site";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.username || url.password || (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** An IPv4 or IPv6 address, optionally with a prefix length, or one of proxy-addr's names. */
const TRUSTED_RANGE = /^(?:loopback|linklocal|uniquelocal|(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?|[0-9a-f:.]*:[0-9a-f:.]*(?:\/\d{1,3})?)$/i;

/**
 * Which X-Forwarded-For entries to believe (as Express's `trust proxy`): false,
 * a hop count (true = 1: one proxy of ours in front), or the trusted proxies'
 * addresses and ranges. The client writes the left of the header; each proxy
 * appends on the right, so only entries added by trusted proxies count.
 */
export type TrustProxy = false | number | string[];

const trustProxy = z
  .string()
  .trim()
  .default("false")
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === "false" || lower === "0") return false;
    if (lower === "true") return 1;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const ranges = lower.split(",").map((part) => part.trim()).filter(Boolean);
    if (ranges.length > 0 && ranges.every((range) => TRUSTED_RANGE.test(range))) return ranges;
    ctx.addIssue({ code: "custom", message: "must be true, false, a hop count, or comma-separated proxy addresses/CIDR ranges" });
    return z.NEVER;
  });

/**
 * Every setting the site reads, with its default. One schema for the server,
 * the build (prerendered pages carry partner links) and the tests.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be 0-65535")
    .max(65535, "must be 0-65535")
    .default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  SITE_URL: httpUrl.default("http://localhost:3000"),
  PARTNER_BASE_URL: httpUrl.default("https://www.floristone.com"),
  PARTNER_NAME: z.string().trim().min(1, "must not be empty").default("FloristOne"),
  PARTNER_CTA_URL: httpUrl.optional(),
  AFFILIATE_SOURCE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be 1-64 letters, digits, '.', '_' or '-'")
    .default("aff"),
  AFFILIATE_ID: z
    .string()
    .trim()
    .regex(/^\d{10}$/, "must be exactly 10 digits")
    .default(PLACEHOLDER_AFFILIATE_ID),
  CONTACT_EMAIL: z.email("must be an email address").default("info@nebraskaflowerdelivery.com"),
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^(postgres|postgresql):\/\/.+/.test(value) || /^(file:)?[^:]+$/.test(value) || value === ":memory:",
      "must be a postgres:// URL or a SQLite file path",
    )
    .default("var/cache.sqlite"),
  /**
   * Where products come from, by provider name (server/partner/sources.ts lists them and
   * chooses when unset: the partner API when FLORISTONE_API_KEY and FLORISTONE_API_PASSWORD
   * are both set, else direct). Formerly CRAWL_PROVIDER.
   */
  PARTNER_PROVIDER: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, "must be a provider name such as 'direct', 'firecrawl' or 'floristone-api'").optional(),
  /** How long one partner request (a page, an API call, a picture) may take. Formerly CRAWL_TIMEOUT_MS. */
  PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The most bytes read of one partner answer (an API answer is also capped at 1 MB). Formerly CRAWL_MAX_BYTES. */
  PARTNER_MAX_BYTES: z.coerce.number().int().min(1024).max(100_000_000).default(5_000_000),
  FIRECRAWL_API_URL: httpUrl.default("https://api.firecrawl.dev"),
  FIRECRAWL_API_KEY: optionalString,
  /** The partner's affiliate REST API (PARTNER_PROVIDER=floristone-api). */
  FLORISTONE_API_URL: httpUrl.default("https://www.floristone.com/api/rest"),
  FLORISTONE_API_KEY: optionalString,
  FLORISTONE_API_PASSWORD: optionalString,
  /** The partner's product page for a product code: a path under PARTNER_BASE_URL or an absolute URL, with {code}. */
  PARTNER_PRODUCT_URL_TEMPLATE: z
    .string()
    .trim()
    .refine((value) => value.includes("{code}"), "must contain the {code} placeholder")
    .refine((value) => value.startsWith("/") || /^https?:\/\/[^/?#\s]+/i.test(value), "must be a path starting with / or an absolute http(s) URL")
    .default(DEFAULT_PRODUCT_URL_TEMPLATE),
  /** Partner pages the link checker reads per minute; 0 turns it off. Default: 3, or 0 when NODE_ENV is test. */
  PARTNER_LINK_CHECKS_PER_MINUTE: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0-30").max(30, "must be 0-30").optional(),
  ADMIN_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, {
    error: "must be at least 16 characters",
  }),
  /**
   * Signs the /go/ links in assistants' answers (issue 51). Unset, each process makes a random
   * one at start: links from before a restart then answer 404 (the assistant asks again).
   */
  MCP_LINK_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    error: "must be at least 32 characters",
  }),
  /**
   * How long a ZIP whose gettotal failed waits before it is asked again; the later waits are 4
   * and 24 times as long (15 min, 1 h, 6 h by default). Settable so a test can watch the
   * back-off of the built server over several periods without waiting hours.
   */
  DELIVERED_PRICES_RETRY_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(1_000, "must be 1000-86400000")
    .max(86_400_000, "must be 1000-86400000")
    .default(15 * 60_000),
  /** Bearer token for GET /metrics (Prometheus); unset, /metrics is a 404. */
  METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, {
    error: "must be at least 16 characters",
  }),
  /** IndexNow key (served at /{key}.txt); unset, search engines are not notified. */
  INDEXNOW_KEY: optionalString.refine((value) => value === undefined || INDEXNOW_KEY.test(value), {
    error: "must be 8-128 letters, digits or dashes",
  }),
  INDEXNOW_ENDPOINT: httpUrl.default("https://api.indexnow.org/indexnow"),
  TRUST_PROXY: trustProxy,
  HSTS: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: "must be a number" }).int().min(1, "must be at least 1").default(600),
  /** Origins product images may come from besides the partner's own (a CDN), comma-separated. */
  PARTNER_IMAGE_ORIGINS: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value.split(",").map((part) => part.trim()).filter(Boolean)) {
        const origin = originOf(item);
        if (!origin) {
          ctx.addIssue({ code: "custom", message: `"${item}" is not an http(s) origin` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  /** Folder of the encoded product pictures served under /img/ (one per instance). */
  IMAGE_CACHE_DIR: z.string().trim().min(1).default("var/images"),
  /** Most megabytes of encoded pictures kept in IMAGE_CACHE_DIR; the least recently used go first. */
  IMAGE_CACHE_MAX_MB: z.coerce.number({ error: "must be a number" }).int().min(1, "must be at least 1").max(100_000).default(200),
  /** Click events stored per day (America/Chicago) across all visitors; later ones are counted and dropped. */
  CLICKS_DAILY_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1, "must be at least 1").max(10_000_000).default(20_000),
  /**
   * The secret a client's daily click-share code is made with (server/clicks/share-key.ts), kept
   * in the configuration and never in the database: give every instance on one database the same
   * one. Unset, each process makes a random one at start (fine for one local process).
   */
  CLICK_SHARE_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    error: "must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)",
  }),
  /** Days a stored click is kept before it is deleted; the privacy page (built) states it. */
  CLICK_RETENTION_DAYS: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be 1-3650").max(3650, "must be 1-3650").default(DEFAULT_CLICK_RETENTION_DAYS),
  /** Holidays without deliveries (Sundays never have any); the format is parseNoDeliveryDates'. */
  NO_DELIVERY_DATES: z
    .string()
    .trim()
    .default(DEFAULT_NO_DELIVERY_DATES)
    .transform((value, ctx) => {
      const parsed = parseNoDeliveryDates(value);
      if ("rules" in parsed) return parsed.rules;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** The settings, parsed (server/config.ts chooses the partner provider from them). */
export type Env = z.infer<typeof envSchema>;

/** Settings renamed when the API became the first way in (issue 38): the old name still works, and start-up says so. */
const DEPRECATED_SETTINGS = {
  CRAWL_PROVIDER: "PARTNER_PROVIDER",
  CRAWL_TIMEOUT_MS: "PARTNER_TIMEOUT_MS",
  CRAWL_MAX_BYTES: "PARTNER_MAX_BYTES",
} as const satisfies Record<string, keyof Env>;

/** One line per old setting name in use, naming its new name (for the start-up log). */
export function deprecatedSettingNotes(source: Record<string, string | undefined>): string[] {
  return Object.entries(DEPRECATED_SETTINGS).flatMap(([old, current]) =>
    source[old] ? [`${old} is deprecated: use ${current}${source[current] ? ` (${current} is also set and wins)` : ""}`] : [],
  );
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws a ConfigError whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  // An old name is read as its new one unless the new one is set too.
  for (const [old, current] of Object.entries(DEPRECATED_SETTINGS)) {
    if (cleaned[old] !== undefined && cleaned[current] === undefined) cleaned[current] = cleaned[old];
    delete cleaned[old];
  }
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    const got = typeof issue.path[0] === "string" ? cleaned[issue.path[0]] : undefined;
    const secret = /KEY|TOKEN|PASSWORD|SECRET/.test(name);
    return `${name}: ${issue.message}${got !== undefined && !secret ? ` (got "${got}")` : ""}`;
  });
  throw new ConfigError(problems);
}

/** `partnerCalendar`: whether the chosen partner gives the florists' own delivery days (server/partner/sources.ts). */
export function toSiteConfig(env: Env, partner: { calendar: boolean } = { calendar: false }): SiteConfig {
  return {
    siteUrl: env.SITE_URL,
    partnerBaseUrl: env.PARTNER_BASE_URL,
    partnerName: env.PARTNER_NAME,
    affiliateSourceId: env.AFFILIATE_SOURCE_ID,
    affiliateId: env.AFFILIATE_ID,
    contactEmail: env.CONTACT_EMAIL,
    partnerCtaUrl: env.PARTNER_CTA_URL ?? env.PARTNER_BASE_URL,
    noDeliveryDates: env.NO_DELIVERY_DATES,
    // Only the boolean leaves the server.
    partnerCalendar: partner.calendar,
    clickRetentionDays: env.CLICK_RETENTION_DAYS,
  };
}
