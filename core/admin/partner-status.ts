import { z } from "../zod";

/** How the partner API answered last (PARTNER_PROVIDER=floristone-api only). */
const partnerApiStatusSchema = z.object({
  state: z.enum(["unknown", "ok", "credentials_rejected", "failing"]),
  at: z.string().optional(),
  detail: z.string().optional(),
});
export type PartnerApiStatusView = z.infer<typeof partnerApiStatusSchema>;

/**
 * One partner page the site links to, as the link checker last saw it: ok, gone (404 or
 * 410: the page no longer exists), error (any other failure: the partner may be down,
 * which says nothing about the page), or not checked yet.
 */
export const linkCheckSchema = z.object({
  /** `product`: one product link of the current provider (issue 29), the one kind a setting can break. */
  kind: z.enum(["product", "nebraska", "category", "city"]),
  slug: z.string().nullable(),
  url: z.string(),
  state: z.enum(["unchecked", "ok", "gone", "error"]),
  httpStatus: z.number().nullable(),
  checkedAt: z.string().nullable(),
  detail: z.string().nullable(),
});
export type LinkCheckView = z.infer<typeof linkCheckSchema>;

/**
 * A category with a seasonal partner code (issue 29): the code asked, the one whose
 * products were shown, why (it answered, or answered empty, or failed) and when.
 */
const codeInUseSchema = z.object({
  slug: z.string(),
  asked: z.string(),
  used: z.string(),
  why: z.enum(["answered", "empty", "failed"]),
  at: z.string(),
});
export type CodeInUseView = z.infer<typeof codeInUseSchema>;

/** Body of GET /api/admin/partner. */
export const partnerStatusSchema = z.object({
  provider: z.string(),
  api: partnerApiStatusSchema.nullable(),
  /** 0 when the link checker is off. */
  linkChecksPerMinute: z.number(),
  links: z.array(linkCheckSchema),
  /** Cache rows the site no longer reads (e.g. after switching provider). */
  unusedCacheUrls: z.array(z.string()),
  /** Seasonal codes and what stood in for them (API provider; empty before a page asked). */
  codes: z.array(codeInUseSchema).default([]),
});
export type PartnerStatus = z.infer<typeof partnerStatusSchema>;

/** Body of POST /api/admin/cache/forget-unused. */
export const forgottenSchema = z.object({ forgotten: z.array(z.string()) });

const STATE_ORDER: Record<LinkCheckView["state"], number> = { gone: 0, error: 1, unchecked: 2, ok: 3 };
const KIND_ORDER: Record<LinkCheckView["kind"], number> = { product: -1, nebraska: 0, category: 1, city: 2 };

/** Broken links first (gone, then failing), then unchecked, then working; within each, Nebraska, categories, towns. */
export function sortLinkChecks(checks: readonly LinkCheckView[]): LinkCheckView[] {
  return [...checks].sort(
    (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.url.localeCompare(b.url),
  );
}

/** One line for the owner about the partner API. */
export function partnerApiSummary(status: PartnerApiStatusView): string {
  switch (status.state) {
    case "unknown":
      return "partner API not called yet";
    case "ok":
      return "partner API answering";
    case "credentials_rejected":
      return "partner API rejected the credentials";
    case "failing":
      return `partner API failing: ${status.detail ?? "no detail"}`;
  }
}
