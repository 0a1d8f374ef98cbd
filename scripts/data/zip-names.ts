/** Post-office names in the zipcodes package that are spelled differently from the town. */
export const ZIP_CITY_NAME_FIXES: Readonly<Record<string, string>> = {
  Oneill: "O'Neill",
  "Mc Cook": "McCook",
};

/**
 * ZIPs a town shares with a neighbour whose post office owns them in the zipcodes
 * package (Ralston is served by Omaha's 68127). The larger town keeps the ZIP in
 * the ZIP-to-city lookup.
 */
export const SHARED_ZIPS: Readonly<Record<string, readonly string[]>> = {
  Ralston: ["68127"],
};
