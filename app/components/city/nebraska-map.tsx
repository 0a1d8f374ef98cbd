import type { Coordinates } from "#core/nebraska/index";

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

function project({ lat, lng }: Coordinates): [number, number] {
  return [PAD + (lng - WEST) * PX_PER_DEG_LNG, PAD + (NORTH - lat) * PX_PER_DEG_LAT];
}

const WIDTH = Math.ceil(project({ lat: 40, lng: -95.31 })[0] + PAD);
const HEIGHT = Math.ceil(project({ lat: 40, lng: WEST })[1] + PAD);
const OUTLINE_PATH = `M${OUTLINE.map(([lng, lat]) => project({ lat, lng }).map((n) => n.toFixed(1)).join(" ")).join("L")}Z`;

/** Nebraska with a pin on the town; decoration beside the hero's text, which names the town. */
export function NebraskaMap({ coordinates, label, className }: { coordinates?: Coordinates; label?: string; className?: string }) {
  const pin = coordinates ? project(coordinates) : undefined;
  // Labels of towns in the east sit left of the pin so they stay inside the picture.
  const labelLeft = pin !== undefined && pin[0] > WIDTH * 0.6;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      data-slot="nebraska-map"
      className={className}
    >
      <path d={OUTLINE_PATH} className="fill-sage-soft" transform="translate(6 6)" />
      <path d={OUTLINE_PATH} className="fill-card stroke-flower-strong" strokeWidth="2.5" strokeLinejoin="round" />
      <text x={WIDTH * 0.3} y={HEIGHT * 0.42} textAnchor="middle" className="fill-flower-strong/50 font-display text-[15px] tracking-[0.35em]">
        NEBRASKA
      </text>
      {pin && (
        <g transform={`translate(${pin[0].toFixed(1)} ${pin[1].toFixed(1)})`}>
          <circle r="16" className="fill-primary/15" />
          <circle r="9" className="fill-primary/25" />
          <path d="M0 0c-6-8-10-13-10-18a10 10 0 0 1 20 0c0 5-4 10-10 18z" className="fill-primary" />
          <circle cy="-18" r="4" className="fill-card" />
          {label && (
            <text
              x={labelLeft ? -16 : 16}
              y="-14"
              textAnchor={labelLeft ? "end" : "start"}
              className="fill-foreground font-sans text-[13px] font-semibold"
              stroke="white"
              strokeWidth="4"
              paintOrder="stroke"
            >
              {label}
            </text>
          )}
        </g>
      )}
    </svg>
  );
}
