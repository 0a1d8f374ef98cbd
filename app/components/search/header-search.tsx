import type { Locale } from "#core/i18n/locale";
import { CitySearch } from "./city-search";

/**
 * The header's city/ZIP search: results open the partner in a new tab (docs/product.md, "Search").
 * `menu` is the copy inside the header's search disclosure on phones. On a Spanish page
 * (`locale="es"`) results open the Spanish town page in the same tab.
 */
export function HeaderSearch({ menu = false, locale }: { menu?: boolean; locale: Locale }) {
  return <CitySearch variant="header" menu={menu} locale={locale} />;
}
