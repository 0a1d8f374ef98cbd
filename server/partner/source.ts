import type { Env } from "#core/config/env";
import type { SiteConfig } from "#core/config/site";
import type { PartnerDeliveryDates } from "#core/delivery/partner-dates";
import type { PartnerTotal, TotalItem } from "#core/partner-api/totals";
import type { InFlight } from "../concurrency/in-flight";
import type { ProductCatalogue } from "./catalogue";
import type { PartnerApiStatus } from "./client";
import type { Extractor } from "./extraction";
import type { PartnerFetcher } from "./types";

/**
 * The partner's delivered totals (gettotal): the address of one order's answer, which the
 * response cache stores like any other, and how to read it. Only a partner with an order API has it.
 */
export type PartnerTotals = {
  address(items: readonly TotalItem[], zip: string): string;
  read(body: string): PartnerTotal | undefined;
};

/**
 * Everything the site asks of its partner, from one provider (docs/decisions/0048): the
 * answers it fetches (a page's HTML or an API's JSON, stored by the response cache under
 * their address), which answers make a category or the carousel and how cards are read
 * from them, and what only some partners give. Nothing outside server/partner/ asks which
 * provider it is; it asks for what it needs, and an absent member means "this partner
 * does not give that".
 */
export type PartnerSource = {
  /** The PARTNER_PROVIDER name, for /admin/ and the metrics. */
  readonly kind: string;
  readonly fetcher: PartnerFetcher;
  readonly catalogue: ProductCatalogue;
  /** Delivered totals per ZIP; absent, cards say the charge comes at checkout. */
  readonly totals?: PartnerTotals;
  /** The florists' own delivery days per ZIP; absent, the calendar answers from its rules. */
  readonly deliveryDates?: PartnerDeliveryDates;
  /** An origin pictures may come from besides the partner's (an API's own host). */
  readonly pictureOrigin?: string;
  /** A stored answer in use besides the catalogue's lists (the delivered totals), so /admin/ keeps it. */
  keeps(address: string): boolean;
  /** How the partner's API answered last, for /admin/; null without an API. */
  status(): PartnerApiStatus | null;
};

/** What a provider is built from: the parsed settings and the process's shared bounds. */
export type SourceDeps = {
  env: Env;
  site: SiteConfig;
  logger: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** The bound on partner requests in flight, shared by every request a source makes (issue 39). */
  inFlight?: InFlight;
  /** Reads partner pages into cards (a worker pool in production). */
  extractor: Extractor;
  /** Firecrawl's job polling (tests). */
  pollIntervalMs?: number;
};

/**
 * One provider: its PARTNER_PROVIDER name, the settings it needs, and how it is built.
 * server/partner/sources.ts lists them; a new provider is its own file and one line there.
 */
export type PartnerSourceDefinition = {
  readonly kind: string;
  /** Settings that must be set when this provider is chosen. */
  readonly requires: readonly (keyof Env)[];
  /** With PARTNER_PROVIDER unset, this provider is chosen when all of these are set. */
  readonly chosenWhenSet?: readonly (keyof Env)[];
  /** Whether it gives the florists' own delivery days: built pages promise them (SiteConfig.partnerCalendar). */
  readonly calendar: boolean;
  create(deps: SourceDeps): PartnerSource;
};
