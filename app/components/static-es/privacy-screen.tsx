import { fixedPathIn } from "#core/i18n/edition-paths";
import { PRIVACY_LAST_UPDATED } from "#app/components/static/legal-document.tsx";
import { legalPageEs } from "./legal-page";
import { privacySectionsEs } from "./privacy-sections";

/** The Spanish privacy policy (/es/politica-de-privacidad/), dated as the English one (decision 0038). */
const privacy = legalPageEs({
  title: "Política de privacidad",
  description:
    "Qué recopilamos, cómo lo usamos, cómo funcionan las referencias a nuestro socio y cómo escribirnos. Sin cuentas ni cookies de rastreo.",
  path: fixedPathIn("es", "/privacy-policy/"),
  intro:
    "Lo hacemos sencillo: recopilamos lo menos posible, nunca lo vendemos y le decimos a dónde va su información cuando hace un pedido con nuestro socio.",
  sections: privacySectionsEs,
  lastUpdated: PRIVACY_LAST_UPDATED,
});

export const head = privacy.head;
export const PrivacyScreenEs = privacy.Screen;
