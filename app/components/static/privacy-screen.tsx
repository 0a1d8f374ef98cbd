import { LegalDocument, PRIVACY_LAST_UPDATED } from "#app/components/static/legal-document.tsx";
import { privacySections } from "#app/components/static/privacy-sections.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";

export const head = (): PageHead =>
  pageHead({
    title: "Privacy Policy | Nebraska Flower Delivery",
    description:
      "What Nebraska Flower Delivery collects, how it is used, how partner referrals work and how to reach us. No accounts, no tracking cookies.",
    path: "/privacy-policy/",
  });

export function PrivacyScreen() {
  const config = useSiteConfig();
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="We keep this simple: we collect as little as we can, we never sell it, and we tell you where your information goes when you order from a partner."
      sections={privacySections(config)}
      lastUpdated={PRIVACY_LAST_UPDATED}
    />
  );
}
