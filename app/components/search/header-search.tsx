/** Placeholder until the city/ZIP search lands. */
export function HeaderSearch() {
  return null;
}
