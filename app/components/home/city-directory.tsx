/** Population with thousands separators; towns without a figure never show 0. */
export function populationText(population: number): string {
  return population > 0 ? `Population ${population.toLocaleString("en-US")}` : "Small community";
}
