/** Petal angles of a five-petal bloom. */
const PETALS = [0, 72, 144, 216, 288];

function Bloom({ x, y, r, petal, heart }: { x: number; y: number; r: number; petal: string; heart: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {PETALS.map((angle) => (
        <ellipse key={angle} cx="0" cy={-r * 0.55} rx={r * 0.42} ry={r * 0.62} transform={`rotate(${angle})`} className={petal} />
      ))}
      <circle r={r * 0.3} className={heart} />
    </g>
  );
}

function Rose({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} className="fill-primary" />
      <path
        d={`M${-r * 0.5} ${-r * 0.1}a${r * 0.5} ${r * 0.5} 0 0 1 ${r * 0.9} ${-r * 0.25}a${r * 0.4} ${r * 0.4} 0 0 1 ${-r * 0.25} ${r * 0.65}a${r * 0.25} ${r * 0.25} 0 0 1 ${-r * 0.25} ${-r * 0.4}`}
        fill="none"
        strokeWidth={r * 0.16}
        strokeLinecap="round"
        className="stroke-primary-hover"
      />
    </g>
  );
}

/** A wrapped hand-tied bouquet; decoration beside the category hero's text. */
export function BouquetIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 340" width="320" height="340" aria-hidden="true" data-slot="bouquet-illustration" className={className}>
      <circle cx="160" cy="150" r="140" className="fill-card" />
      <g className="stroke-sage" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M160 300L120 120M160 300L160 100M160 300L205 120M160 300L90 160M160 300L235 160" />
      </g>
      <g className="fill-sage/80">
        <path d="M92 168c-26-10-40-32-40-50c22 2 40 20 46 42z" />
        <path d="M232 170c26-10 40-32 40-50c-22 2-40 20-46 42z" />
        <path d="M140 124c-18-18-20-42-12-58c16 10 22 34 16 54z" />
      </g>
      <Bloom x={118} y={112} r={30} petal="fill-flower" heart="fill-flower-strong" />
      <Rose x={162} y={92} r={28} />
      <Bloom x={208} y={116} r={28} petal="fill-card stroke-border" heart="fill-amber-400" />
      <Rose x={96} y={160} r={22} />
      <Bloom x={228} y={162} r={24} petal="fill-flower-strong" heart="fill-primary" />
      <Bloom x={160} y={146} r={24} petal="fill-secondary stroke-flower-strong" heart="fill-flower-strong" />
      <path d="M96 186h128l-44 120h-40z" className="fill-accent stroke-flower-strong" strokeWidth="2" strokeLinejoin="round" />
      <path d="M96 186l64 40l64-40" className="fill-none stroke-flower-strong" strokeWidth="2" strokeLinejoin="round" />
      <path d="M140 262h40" className="stroke-primary" strokeWidth="8" strokeLinecap="round" />
      <path d="M160 262c-16-14-30-8-26 4c4 10 20 4 26-4zM160 262c16-14 30-8 26 4c-4 10-20 4-26-4z" className="fill-primary" />
    </svg>
  );
}
