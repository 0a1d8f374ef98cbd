import { fixedPathIn } from "#core/i18n/edition-paths";
import { GLOSSARY } from "#core/i18n/glossary";
import { legalPageEs } from "./legal-page";
import { termsSectionsEs } from "./terms-sections";

/** The Spanish terms (/es/terminos-del-servicio/), dated as the English ones (LEGAL_LAST_UPDATED). */
const terms = legalPageEs({
  title: "Términos del servicio",
  description: `Términos de uso: un sitio de referencias a las ${GLOSSARY.florists} de nuestro ${GLOSSARY.partner}, comisiones de afiliado, límites de responsabilidad y uso aceptable.`,
  path: fixedPathIn("es", "/terms-of-service/"),
  intro: "Lea estos términos antes de usar el sitio. Explican lo que hacemos nosotros, lo que hacen nuestros socios y de qué no somos responsables.",
  sections: termsSectionsEs,
});

export const head = terms.head;
export const TermsScreenEs = terms.Screen;
