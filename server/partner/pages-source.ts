import type { Env } from "#core/config/env";
import type { InFlight } from "../concurrency/in-flight";
import { pagesCatalogue } from "./catalogue";
import { guardProvider } from "./guard";
import type { PartnerSource, SourceDeps } from "./source";
import type { PartnerFetcher } from "./types";

/**
 * A fetcher of partner pages as every source uses one: bounded by the requests in flight it
 * shares with the rest of the partner traffic (issue 39), and refusing any address off the
 * partner's origin before a byte is sent.
 */
export function pagesFetcher(fetcher: PartnerFetcher, env: Pick<Env, "PARTNER_BASE_URL">, inFlight?: InFlight): PartnerFetcher {
  const bounded: PartnerFetcher = inFlight ? { name: fetcher.name, fetchAnswer: (url, signal) => inFlight.run(() => fetcher.fetchAnswer(url, signal), signal) } : fetcher;
  return guardProvider(bounded, env.PARTNER_BASE_URL);
}

/** A crawler's source: its fetcher of partner pages (made with pagesFetcher) and the category pages they read; no API extras. */
export function pagesSource(kind: string, fetcher: PartnerFetcher, { site, extractor }: SourceDeps): PartnerSource {
  return { kind, fetcher, catalogue: pagesCatalogue(site, extractor), keeps: () => false, status: () => null };
}
