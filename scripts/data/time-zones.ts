/**
 * Nebraska's Mountain-time counties (US time-zone boundary, 49 CFR part 71): the Panhandle plus the
 * south-western counties and Hooker. Everywhere else is Central.
 */
export const MOUNTAIN_TIME_COUNTIES: readonly string[] = [
  "Arthur", "Banner", "Box Butte", "Chase", "Cheyenne", "Dawes", "Deuel", "Dundy", "Garden", "Grant",
  "Hooker", "Keith", "Kimball", "Morrill", "Perkins", "Scotts Bluff", "Sheridan", "Sioux",
];

/**
 * Cherry County is split: its western part (Cody, Merriman) keeps Mountain time,
 * while Valentine and the east are Central. Towns listed here override their county.
 */
export const MOUNTAIN_TIME_TOWNS_IN_SPLIT_COUNTIES: readonly string[] = ["Cody", "Merriman"];
