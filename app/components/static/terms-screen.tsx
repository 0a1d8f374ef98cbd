import { LegalDocument } from "#app/components/static/legal-document.tsx";
import { termsSections } from "#app/components/static/terms-sections.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";

/** Served at /terms/ and /terms-of-service/ (docs/product.md, "Routes"); both declare the latter as canonical. */
export const head = (): PageHead =>
  pageHead({
    title: "Terms of Service | Nebraska Flower Delivery",
    description:
      "Terms for using Nebraska Flower Delivery: a referral site for partner florists, affiliate commissions, limits of liability and acceptable use.",
    path: "/terms-of-service/",
  });

export function TermsScreen() {
  const config = useSiteConfig();
  return (
    <LegalDocument
      title="Terms of Service"
      intro="Please read these terms before using the site. They explain what we do, what our partners do, and what we are not responsible for."
      sections={termsSections(config)}
    />
  );
}
