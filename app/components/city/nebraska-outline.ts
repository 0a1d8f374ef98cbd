import type { Coordinates } from "#core/nebraska/types";

/**
 * The state's outline, (lng, lat), clockwise from the north-west corner: the 43rd
 * parallel, the Missouri River down the north-east and east, the 40th parallel,
 * and the panhandle's step at 102.05° W and 41° N. Simplified to a few points.
 */
const OUTLINE: readonly (readonly [number, number])[] = [
  [-104.053, 43.0],
  [-98.5, 43.0],
  [-98.1, 42.85],
  [-97.6, 42.85],
  [-97.2, 42.82],
  [-96.8, 42.67],
  [-96.45, 42.49],
  [-96.35, 42.2],
  [-96.05, 41.8],
  [-95.93, 41.45],
  [-95.87, 41.05],
  [-95.8, 40.7],
  [-95.55, 40.4],
  [-95.31, 40.0],
  [-102.05, 40.0],
  [-102.05, 41.0],
  [-104.053, 41.0],
];

const WEST = -104.053;
const NORTH = 43.0;
const PX_PER_DEG_LAT = 50;
// Degrees of longitude are shorter than degrees of latitude at Nebraska's latitude.
const PX_PER_DEG_LNG = PX_PER_DEG_LAT * Math.cos((41.5 * Math.PI) / 180);
const PAD = 12;

/** Where a place falls on the picture, in its own pixels. */
export function project({ lat, lng }: Coordinates): [number, number] {
  return [PAD + (lng - WEST) * PX_PER_DEG_LNG, PAD + (NORTH - lat) * PX_PER_DEG_LAT];
}

export const MAP_WIDTH = Math.ceil(project({ lat: 40, lng: -95.31 })[0] + PAD);
export const MAP_HEIGHT = Math.ceil(project({ lat: 40, lng: WEST })[1] + PAD);
export const NEBRASKA_OUTLINE_PATH = "/images/nebraska.svg";

const OUTLINE_D = `M${OUTLINE.map(([lng, lat]) => project({ lat, lng }).map((n) => n.toFixed(1)).join(" ")).join("L")}Z`;

/**
 * The outline as a file of its own (app/pages/images/nebraska.svg.ts): one cached
 * image for every town page instead of the same path data in each page's HTML. An
 * image cannot read the page's CSS, so the colours are app.css's tokens written out:
 * sage-soft (shadow), card (fill) and flower-strong (stroke).
 */
export function nebraskaOutlineSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}"><path d="${OUTLINE_D}" fill="#e7efe5" transform="translate(6 6)"/><path d="${OUTLINE_D}" fill="#ffffff" stroke="#e58fa9" stroke-width="2.5" stroke-linejoin="round"/></svg>\n`;
}
