import { PRIVACY_LAST_UPDATED } from "./legal-document";
import { legalPage } from "./legal-page";
import { privacySections } from "./privacy-sections";
import { privacySectionsEs } from "./privacy-sections-es";

/** /privacy-policy/ and /es/politica-de-privacidad/, both dated by the policy's statements (decision 0038). */
const privacy = legalPage({
  page: "privacy",
  path: "/privacy-policy/",
  sections: { en: privacySections, es: privacySectionsEs },
  lastUpdated: PRIVACY_LAST_UPDATED,
});

export const head = privacy.head;
export const PrivacyScreen = privacy.Screen;
