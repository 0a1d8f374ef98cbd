/**
 * Towns in the flat list (docs/product.md) beyond the region table. The flat list is the
 * region-table towns plus these. They get region 'Nebraska', population 0 and no
 * ZIP codes (docs/product.md); coordinates come from GeoNames or, failing that, the
 * zipcodes package's centroid for the town's post office.
 */
export const FLAT_LIST_ONLY_TOWNS = [
  // County seats and villages GeoNames lists (population still 0 here: docs/product.md).
  "Arapahoe", "Arthur", "Bassett", "Beaver City", "Greeley", "Harrisburg", "Harrison", "Hayes Center",
  "Hyannis", "Nelson", "Springview", "Stapleton", "Thedford", "Tryon",
  // Smaller towns with their own post office (zipcodes package).
  "Ansley", "Arcadia", "Bertrand", "Blue Hill", "Boys Town", "Cairo", "Callaway", "Campbell", "Ceresco",
  "Clarkson", "Cody", "Crawford", "Crofton", "Culbertson", "Curtis", "Dannebrog", "Doniphan", "Elgin",
  "Elm Creek", "Elmwood", "Fort Calhoun", "Genoa", "Harvard", "Hay Springs", "Hemingford", "Henderson",
  "Hershey", "Hooper", "Humboldt", "Humphrey", "Juniata", "Leigh", "Lyons", "Maxwell", "Merriman", "Minatare",
  "Morrill", "Newman Grove", "Osmond", "Overton", "Oxford", "Paxton", "Peru", "Pleasanton", "Randolph",
  "Raymond", "Saint Edward", "Sargent", "Scotia", "Scribner", "Silver Creek", "Sterling", "Stuart",
  "Table Rock",
] as const;
