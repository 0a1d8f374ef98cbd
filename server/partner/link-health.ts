import { partnerCategoryPageUrl, partnerCityPageUrl, partnerNebraskaPageUrl, PARTNER_CATEGORY_PATHS, type PartnerCategorySlug } from "#core/affiliate/links";
import { type LinkCheckView, sortLinkChecks } from "#core/admin/partner-status";
import type { SiteConfig } from "#core/config/site";
import { getAllCities } from "#core/nebraska/directory";
import { fetchFailure, withTimeout } from "./body";
import { assertPartnerUrl } from "./guard";

export type LinkTarget = Pick<LinkCheckView, "kind" | "slug" | "url">;

/** What one check found: the HTTP status, or why there was none. */
export type LinkProbe = { httpStatus: number } | { error: string };

/** The address without the affiliate's tracking: the checker's visits are not referrals. */
export function untracked(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete("source_id");
    parsed.searchParams.delete("AffiliateID");
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Every partner page the site links to, untracked: Nebraska, each category, each town. */
export function partnerLinkTargets(site: Pick<SiteConfig, "partnerBaseUrl" | "affiliateSourceId" | "affiliateId">): LinkTarget[] {
  return [
    { kind: "nebraska", slug: null, url: partnerNebraskaPageUrl(site) },
    ...(Object.keys(PARTNER_CATEGORY_PATHS) as PartnerCategorySlug[]).map((slug) => ({ kind: "category" as const, slug, url: partnerCategoryPageUrl(site, slug) })),
    ...getAllCities().map((city) => ({ kind: "city" as const, slug: city.slug, url: partnerCityPageUrl(site, city.slug) })),
  ];
}

/**
 * One GET of a partner page, redirects not followed (a redirect means the address still
 * leads somewhere), the body never read. Only partner-origin addresses are asked.
 */
export function httpProbe(partnerBaseUrl: string, timeoutMs: number) {
  const origin = new URL(partnerBaseUrl).origin;
  return async (url: string): Promise<LinkProbe> => {
    const signal = withTimeout(undefined, timeoutMs);
    try {
      const response = await fetch(assertPartnerUrl(url, origin), {
        redirect: "manual",
        signal,
        headers: { "user-agent": "Mozilla/5.0 (compatible; NebraskaFlowerDeliveryBot/1.0; link check)", accept: "text/html" },
      });
      await response.body?.cancel().catch(() => undefined);
      return { httpStatus: response.status };
    } catch (error) {
      return { error: fetchFailure(error, signal, timeoutMs, "link check failed").detail };
    }
  };
}

export type LinkHealthOptions = {
  targets: readonly LinkTarget[];
  /** Checks per minute; 0 never checks. */
  perMinute: number;
  probe: (url: string) => Promise<LinkProbe>;
  logger: { warn(object: object, message: string): void };
  now?: () => Date;
  /** One product link of the current provider, untracked (checked like the pages; it changes with the products). */
  productLink?: () => Promise<string | undefined>;
};

export type LinkHealth = {
  /** Starts the background checks (one every 60/perMinute seconds); nothing when perMinute is 0. */
  start(): void;
  stop(): void;
  /** Checks the target checked longest ago (never checked first). */
  checkNext(): Promise<void>;
  /** Every target with its last check, broken first. */
  view(): LinkCheckView[];
  /** Town slugs whose partner page is gone (404/410 at the last check). */
  goneTowns(): ReadonlySet<string>;
};

/**
 * The partner pages the site links to, checked in the background a few a minute, one
 * at a time, so a full round of about 200 pages takes about an hour and the partner
 * never sees a burst. State is this process's memory: bounded by the target list.
 */
export function createLinkHealth(options: LinkHealthOptions): LinkHealth {
  const now = options.now ?? (() => new Date());
  const checks = new Map<string, LinkCheckView>(
    options.targets.map((target) => [target.url, { ...target, state: "unchecked", httpStatus: null, checkedAt: null, detail: null }]),
  );
  let gone = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  function next(): LinkCheckView | undefined {
    let oldest: LinkCheckView | undefined;
    for (const check of checks.values()) {
      if (check.checkedAt === null) return check;
      if (!oldest || (oldest.checkedAt !== null && check.checkedAt < oldest.checkedAt)) oldest = check;
    }
    return oldest;
  }

  /** Puts the provider's current product link in the list (one at a time), so a wrong product address shows. */
  async function syncProduct(): Promise<void> {
    const url = await options.productLink?.().catch(() => undefined);
    if (!url) return;
    const current = [...checks.values()].find((check) => check.kind === "product");
    if (current?.url === url) return;
    if (current) checks.delete(current.url);
    checks.set(url, { kind: "product", slug: null, url, state: "unchecked", httpStatus: null, checkedAt: null, detail: null });
  }

  async function checkNext(): Promise<void> {
    await syncProduct();
    const target = next();
    if (!target || running) return;
    running = true;
    try {
      const probe = await options.probe(target.url);
      const checkedAt = now().toISOString();
      const updated: LinkCheckView =
        "httpStatus" in probe
          ? { ...target, httpStatus: probe.httpStatus, checkedAt, state: probe.httpStatus === 404 || probe.httpStatus === 410 ? "gone" : probe.httpStatus < 400 ? "ok" : "error", detail: null }
          : { ...target, httpStatus: null, checkedAt, state: "error", detail: probe.error };
      if (updated.state === "gone" && target.state !== "gone") options.logger.warn({ url: target.url, status: updated.httpStatus }, "partner page is gone");
      checks.set(target.url, updated);
      gone = new Set([...checks.values()].filter((check) => check.kind === "city" && check.state === "gone" && check.slug).map((check) => check.slug as string));
    } finally {
      running = false;
    }
  }

  return {
    start() {
      if (options.perMinute <= 0 || timer) return;
      timer = setInterval(() => void checkNext().catch(() => undefined), Math.round(60_000 / options.perMinute));
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    checkNext,
    view: () => sortLinkChecks([...checks.values()]),
    goneTowns: () => gone,
  };
}
