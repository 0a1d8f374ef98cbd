import type { Coordinates } from "#core/nebraska/types";
import { cn } from "#app/lib/cn.ts";
import { MAP_HEIGHT, MAP_WIDTH, NEBRASKA_OUTLINE_PATH, project } from "./nebraska-outline";

/**
 * Nebraska with a pin on the town; decoration beside the hero's text, which names the town.
 * The outline is a shared image, loaded lazily: the map shows on large screens only, and a
 * lazy image in a hidden box is never fetched. The pin and the labels stay inline, drawn on
 * the same grid, so they use the page's colours and display face.
 */
export function NebraskaMap({ coordinates, label, className }: { coordinates?: Coordinates; label?: string; className?: string }) {
  const pin = coordinates ? project(coordinates) : undefined;
  // Labels of towns in the east sit left of the pin so they stay inside the picture.
  const labelLeft = pin !== undefined && pin[0] > MAP_WIDTH * 0.6;
  return (
    <div data-slot="nebraska-map" className={cn("relative", className)}>
      <img src={NEBRASKA_OUTLINE_PATH} width={MAP_WIDTH} height={MAP_HEIGHT} alt="" loading="lazy" decoding="async" className="h-auto w-full" />
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" className="absolute inset-0 size-full">
        <text x={MAP_WIDTH * 0.3} y={MAP_HEIGHT * 0.42} textAnchor="middle" className="fill-flower-strong/50 font-display text-[15px] font-semibold tracking-[0.35em]">
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
    </div>
  );
}
