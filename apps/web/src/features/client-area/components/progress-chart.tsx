import { clientAreaMessages as m, type ProgressWeek } from '@levelup/shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const shortDate = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

/** The 7-week progression: weekly verified volume (bars) and average readiness (line). */
export default function ProgressChart({ weeks }: { weeks: readonly ProgressWeek[] }) {
  const data = weeks.map((w) => ({ ...w, label: shortDate(w.weekStart) }));
  return (
    <ResponsiveContainer width="100%" height={200}>
      <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e5e9f0" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#5b677a' }} tickLine={false} />
        <YAxis yAxisId="kg" tick={{ fontSize: 12, fill: '#5b677a' }} tickLine={false} />
        <YAxis yAxisId="readiness" orientation="right" domain={[0, 100]} hide />
        <Tooltip />
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
