import { CitySearch } from "./city-search";

/**
 * The header's city/ZIP search: results open the partner in a new tab (docs/product.md, "Search").
 * `menu` is the copy inside the header's search disclosure on phones.
 */
export function HeaderSearch({ menu = false }: { menu?: boolean }) {
  return <CitySearch variant="header" menu={menu} />;
}
