import { legalPage } from "./legal-page";
import { termsSections } from "./terms-sections";
import { termsSectionsEs } from "./terms-sections-es";

/**
 * Served at /terms/ and /terms-of-service/ (docs/product.md, "Routes"); both declare the latter as
 * canonical. The Spanish terms, /es/terminos-del-servicio/, carry the same date.
 */
const terms = legalPage({ page: "terms", path: "/terms-of-service/", sections: { en: termsSections, es: termsSectionsEs } });

export const head = terms.head;
export const TermsScreen = terms.Screen;
