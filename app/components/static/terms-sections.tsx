import type { SiteConfig } from "#core/config/site";
import type { LegalSection } from "./legal-document";
import { MailLink } from "./mail-link";

/** The terms of service (docs/product.md, "Claims"): referral nature, commissions, liability limits, acceptable use, contact. */
export function termsSections(config: SiteConfig): LegalSection[] {
  const mail = <MailLink address={config.contactEmail} />;
  return [
    {
      id: "referral-service",
      heading: "A referral service",
      body: (
        <>
          <p>
            Nebraska Flower Delivery is an information and referral website. We help you find flower delivery options for
            Nebraska cities, towns and occasions, and we link you to our partner florist marketplace ({config.partnerName}).
          </p>
          <p>
            We do not sell flowers, take orders or process payments. Orders, checkout, customer support and delivery are
            handled by the partner and its local florists, under their own terms and policies.
          </p>
        </>
      ),
    },
    {
      id: "affiliate-commissions",
      heading: "Affiliate commissions",
      body: (
        <p>
          Links to our partner carry affiliate tracking. When you place an order after following one of them, we may earn
          a commission from the partner. The commission is paid by the partner and does not change the price you pay.
        </p>
      ),
    },
    {
      id: "information",
      heading: "Information on this site",
      body: (
        <p>
          We work to keep delivery areas, ZIP codes, cut-off times and occasion guidance accurate, but they are general
          guidance. Same-day delivery depends on the florist, the address, the time of the order and the season. The
          partner's site shows the actual products, prices, delivery dates and fees for your order.
        </p>
      ),
    },
    {
      id: "liability",
      heading: "Limits of our liability",
      body: (
        <>
          <p>Because we do not fulfil orders, we are not responsible for:</p>
          <ul>
            <li>the quality, freshness, appearance or delivery of flowers and gifts ordered through a partner;</li>
            <li>delays, missed or failed deliveries, including those caused by weather, holidays or incorrect addresses;</li>
            <li>disputes between you and a partner or florist about an order, a substitution, a refund or a charge;</li>
            <li>prices, fees, promotions or product availability changing on partner sites.</li>
          </ul>
          <p>
            Please raise any order issue with the partner, who can act on it. To the extent the law allows, this site is
            provided "as is", and our total liability for its use is limited to the amount you paid us, which is nothing.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      body: (
        <ul>
          <li>Use the site lawfully and only to look for flower delivery information.</li>
          <li>Do not disrupt the site, overload it with automated requests or try to get around its security.</li>
          <li>Do not copy the site's content in bulk or present it as your own.</li>
          <li>Do not tamper with affiliate links or use the site to send spam or fraudulent orders.</li>
        </ul>
      ),
    },
    {
      id: "privacy",
      heading: "Privacy",
      body: (
        <p>
          How we handle information is described in our{" "}
          <a href="/privacy-policy/" className="font-medium text-primary underline underline-offset-2">
            Privacy Policy
          </a>
          .
        </p>
      ),
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      body: <p>We may update these terms. The date at the top shows the latest version; continuing to use the site means you accept it.</p>,
    },
    {
      id: "contact",
      heading: "Contact us",
      body: <p>Questions about these terms? Write to {mail}.</p>,
    },
  ];
}
