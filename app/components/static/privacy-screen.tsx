import { PRIVACY_LAST_UPDATED } from "#app/components/static/legal-document.tsx";
import { legalPage } from "#app/components/static/legal-page.tsx";
import { privacySections } from "#app/components/static/privacy-sections.tsx";

const privacy = legalPage({
  title: "Privacy Policy",
  description: "What Nebraska Flower Delivery collects, how it is used, how partner referrals work and how to reach us. No accounts, no tracking cookies.",
  path: "/privacy-policy/",
  intro: "We keep this simple: we collect as little as we can, we never sell it, and we tell you where your information goes when you order from a partner.",
  sections: privacySections,
  lastUpdated: PRIVACY_LAST_UPDATED,
});

export const head = privacy.head;
export const PrivacyScreen = privacy.Screen;
