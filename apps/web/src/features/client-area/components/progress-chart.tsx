import type { ProgressWeek, WeightUnit } from '@levelup/shared';
import { fromKg } from '@levelup/shared/coaching';
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
 * The progression, week by week: the volume of the sets that count (bars), in the client's `unit`,
 * and average readiness (line).
 */
export default function ProgressChart({
  weeks,
  unit,
}: {
  weeks: readonly ProgressWeek[];
  unit: WeightUnit;
}) {
  const data = weeks.map((w) => ({
    volume: fromKg(w.volumeKg, unit),
    averageReadiness: w.averageReadiness,
    label: shortDate(w.weekStart),
  }));
  return (
    <ResponsiveContainer width="100%" height={230}>
      {/* Its caption says it in words (progress-summary.tsx): the drawing takes no focus. */}
      <ComposedChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: -8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#e5e9f0" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#5b677a' }} tickLine={false} />
        <YAxis
          yAxisId="volume"
          unit={` ${unit}`}
          width="auto"
          tick={{ fontSize: 12, fill: '#5b677a' }}
          tickLine={false}
        />
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
          yAxisId="volume"
          dataKey="volume"
          name={m.chartVolume(unit)}
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
