/**
 * The hero's drawing: a hand-tied bouquet over a soft Nebraska silhouette with
 * delivery pins. Inline SVG with a fixed viewBox and explicit size, so it costs
 * no request and never shifts the layout.
 */

type BloomProps = { x: number; y: number; r: number; petal: string; centre: string; petals?: number; turn?: number };

function Bloom({ x, y, r, petal, centre, petals = 6, turn = 0 }: BloomProps) {
  const step = 360 / petals;
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn})`}>
      {Array.from({ length: petals }, (_, i) => (
        <ellipse key={i} cx="0" cy={-r * 0.55} rx={r * 0.42} ry={r * 0.62} fill={petal} transform={`rotate(${i * step})`} />
      ))}
      <circle r={r * 0.34} fill={centre} />
      <circle r={r * 0.14} fill="#fff7e6" opacity="0.8" />
    </g>
  );
}

function Leaf({ d, fill = "#6f8f6f" }: { d: string; fill?: string }) {
  return <path d={d} fill={fill} />;
}

function Pin({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0c-7-9-11-15-11-21a11 11 0 0 1 22 0c0 6-4 12-11 21z" fill="#a8284f" />
      <circle cy="-21" r="4" fill="#fdf8f3" />
    </g>
  );
}

export const HERO_ILLUSTRATION_PATH = "/images/hero-bouquet.svg";

/**
 * The bouquet over Nebraska, as a file of its own (app/pages/images/hero-bouquet.svg.ts):
 * the hero shows it on large screens only, as a lazy image, so phones never fetch it and
 * no page carries its 8 KB of path data. Colours are written out, since an image cannot
 * read the page's CSS.
 */
export function HeroIllustration() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 420" width="480" height="420">
      {/* Nebraska, simplified: straight northern border, the Missouri on the east, the panhandle step in the south-west. */}
      <path
        d="M14 150 L330 150 C352 156 372 170 392 180 C414 192 432 204 438 232 C446 266 444 300 462 340 L118 340 L118 292 L14 292 Z"
        fill="#e7efe5"
        stroke="#c9dcc5"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M40 318 C120 300 200 326 280 312 S420 320 452 306" fill="none" stroke="#c9dcc5" strokeWidth="2" strokeDasharray="6 8" />
      <Pin x={392} y={236} />
      <Pin x={96} y={214} />
      <Pin x={300} y={274} />

      {/* Stems gathered into a wrapped bundle. */}
      <g stroke="#4f6b52" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M238 300 C232 240 200 190 176 140" />
        <path d="M240 300 C240 230 244 170 250 110" />
        <path d="M242 300 C252 240 284 196 318 150" />
        <path d="M238 300 C222 250 196 226 150 210" />
        <path d="M244 300 C262 256 296 236 340 226" />
      </g>
      <Leaf d="M206 214 C178 196 166 172 170 150 C194 164 208 186 206 214 Z" />
      <Leaf d="M276 206 C300 186 322 180 344 186 C330 206 306 214 276 206 Z" fill="#88a585" />
      <Leaf d="M228 250 C200 246 182 232 176 214 C202 214 220 228 228 250 Z" fill="#88a585" />
      <Leaf d="M256 244 C282 240 298 226 304 208 C280 210 262 222 256 244 Z" />
      <Leaf d="M248 150 C232 128 232 106 244 88 C258 108 258 130 248 150 Z" fill="#88a585" />

      <Bloom x={176} y={136} r={40} petal="#f4b6c8" centre="#a8284f" petals={7} />
      <Bloom x={252} y={104} r={46} petal="#e58fa9" centre="#7d1d3c" petals={8} turn={12} />
      <Bloom x={322} y={146} r={38} petal="#f6d6ab" centre="#b86a1f" petals={6} turn={20} />
      <Bloom x={150} y={206} r={28} petal="#f9d9e2" centre="#c2577a" petals={6} turn={8} />
      <Bloom x={342} y={222} r={26} petal="#d9cbec" centre="#6b4a95" petals={6} />
      <Bloom x={216} y={176} r={24} petal="#fbeee4" centre="#e58fa9" petals={6} turn={30} />
      <Bloom x={286} y={186} r={22} petal="#f4b6c8" centre="#a8284f" petals={5} />
      <g fill="#c2577a">
        <circle cx="206" cy="64" r="5" />
        <circle cx="300" cy="74" r="4" />
        <circle cx="354" cy="110" r="4" />
        <circle cx="128" cy="168" r="4" />
      </g>

      {/* Kraft wrap and ribbon. */}
      <path d="M190 270 L292 270 L262 372 L222 372 Z" fill="#f3dcc4" stroke="#e1bf9c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M190 270 L232 312 L240 270 Z" fill="#ead0b3" />
      <path d="M292 270 L250 312 L240 270 Z" fill="#ead0b3" />
      <path d="M214 318 C228 326 254 326 268 318" fill="none" stroke="#a8284f" strokeWidth="6" strokeLinecap="round" />
      <path d="M240 322 C226 346 214 352 204 350 M240 322 C256 344 268 350 280 346" fill="none" stroke="#a8284f" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
