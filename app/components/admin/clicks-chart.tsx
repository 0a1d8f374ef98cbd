import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay } from "./labels";

// Loaded with React.lazy from the dashboard only, so recharts stays out of every public page's bundle.

const PRIMARY = "#a8284f";
const MUTED = "#66505e";
const GRID = "#eaddd3";

/** Clicks per day as bars; the same numbers are in the table under the chart for screen readers. */
export default function ClicksChart({ perDay }: { perDay: { date: string; clicks: number }[] }) {
  const data = perDay.map((day) => ({ ...day, label: formatDay(day.date) }));
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72" data-slot="clicks-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fill: MUTED, fontSize: 12 }} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fill: MUTED, fontSize: 12 }} tickLine={false} axisLine={false} width={48} />
          <Tooltip
            cursor={{ fill: "rgb(249 217 226 / 0.5)" }}
            formatter={(value) => [value, "Clicks"]}
            contentStyle={{ borderRadius: 12, borderColor: GRID }}
          />
          <Bar dataKey="clicks" name="Clicks" fill={PRIMARY} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
