import { LegalDocument } from "~/components/static/legal-document";
import { privacySections } from "~/components/static/privacy-sections";
import { pageMeta, siteConfigFrom } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    siteConfig: siteConfigFrom(matches),
    title: "Privacy Policy | Nebraska Flower Delivery",
    description:
      "What Nebraska Flower Delivery collects, how it is used, how partner referrals work and how to reach us. No accounts, no tracking cookies.",
    path: "/privacy-policy/",
  });

export default function PrivacyPage() {
  const config = useSiteConfig();
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="We keep this simple: we collect as little as we can, we never sell it, and we tell you where your information goes when you order from a partner."
      sections={privacySections(config)}
    />
  );
}
