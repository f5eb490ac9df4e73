import type { ProgressWeek } from '@levelup/shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { clientAreaMessages as m } from '@/messages';

const shortDate = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

/**
 * The progression, week by week: the volume of the sets that count (bars) and average readiness
 * (line).
 */
export default function ProgressChart({ weeks }: { weeks: readonly ProgressWeek[] }) {
  const data = weeks.map((w) => ({ ...w, label: shortDate(w.weekStart) }));
  return (
    <ResponsiveContainer width="100%" height={230}>
      {/* Its caption says it in words (progress-summary.tsx): the drawing takes no focus. */}
      <ComposedChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: -8, bottom: 0, left: -12 }}
      >
        <CartesianGrid stroke="#e5e9f0" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#5b677a' }} tickLine={false} />
        <YAxis yAxisId="kg" tick={{ fontSize: 12, fill: '#5b677a' }} tickLine={false} />
        <YAxis
          yAxisId="readiness"
          orientation="right"
          domain={[0, 100]}
          ticks={[0, 50, 100]}
          tick={{ fontSize: 12, fill: '#1d3557' }}
          tickLine={false}
        />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          yAxisId="kg"
          dataKey="volumeKg"
          name={m.chartVolume}
          fill="#c2410c"
          radius={[4, 4, 0, 0]}
        />
        <Line
          yAxisId="readiness"
          dataKey="averageReadiness"
          name={m.chartReadiness}
          stroke="#1d3557"
          strokeWidth={2}
          connectNulls
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
