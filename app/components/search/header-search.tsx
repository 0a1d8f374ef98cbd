import { CitySearch } from "./city-search";

/** The header's city/ZIP search (large screens): results open the partner in a new tab (spec §5). */
export function HeaderSearch() {
  return <CitySearch variant="header" />;
}
