import { LegalDocument } from "~/components/static/legal-document";
import { privacySections } from "~/components/static/privacy-sections";
import { type PageHead, pageHead } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";

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
    />
  );
}
