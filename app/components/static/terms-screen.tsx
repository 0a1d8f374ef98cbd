import { legalPage } from "#app/components/static/legal-page.tsx";
import { termsSections } from "#app/components/static/terms-sections.tsx";

/** Served at /terms/ and /terms-of-service/ (docs/product.md, "Routes"); both declare the latter as canonical. */
const terms = legalPage({
  title: "Terms of Service",
  description: "Terms for using Nebraska Flower Delivery: a referral site for partner florists, affiliate commissions, limits of liability and acceptable use.",
  path: "/terms-of-service/",
  intro: "Please read these terms before using the site. They explain what we do, what our partners do, and what we are not responsible for.",
  sections: termsSections,
});

export const head = terms.head;
export const TermsScreen = terms.Screen;
