import type { NoDeliveryRule } from "../delivery/no-delivery-days";

/**
 * The part of the configuration that pages need. It is public: it is written
 * into prerendered HTML and sent to the browser, so it must never hold a secret.
 */
export type SiteConfig = {
  /** Absolute origin used for canonical URLs, the sitemap and structured data. */
  siteUrl: string;
  /** Origin (and optional path prefix) of the partner florist marketplace. */
  partnerBaseUrl: string;
  partnerName: string;
  affiliateSourceId: string;
  affiliateId: string;
  contactEmail: string;
  /** Target of the carousel's 'Browse More on {partner}' button. */
  partnerCtaUrl: string;
  /** Holidays without deliveries (NO_DELIVERY_DATES); the built-in default when absent. */
  noDeliveryDates?: readonly NoDeliveryRule[];
  /**
   * True when the delivery checker answers from the partner's own calendar (the partner API is
   * configured): the copy then names no day without deliveries, since the partner's may differ.
   */
  partnerCalendar?: boolean;
  /** CLICK_RETENTION_DAYS, stated on the privacy page; DEFAULT_CLICK_RETENTION_DAYS when absent. */
  clickRetentionDays?: number;
};

export const DEFAULT_CLICK_RETENTION_DAYS = 400;

export const PRODUCT_NAME = "Nebraska Flower Delivery";

/** Ten digits that no real affiliate account has; start-up warns when it is in use. */
export const PLACEHOLDER_AFFILIATE_ID = "0000000000";
