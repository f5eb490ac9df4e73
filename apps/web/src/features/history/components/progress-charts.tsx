import type { E1rmPoint, ProgressWeek } from '@levelup/shared';
import type { ComponentProps } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { historyMessages as m } from '@/messages';

// Chart colours: the design tokens' accent and navy, and muted grey for the axes (AA on white).
const ACCENT = '#c2410c';
const NAVY = '#1d3557';
const MUTED = '#5b677a';
const GRID = '#e5e9f0';
const tick = { fontSize: 12, fill: MUTED };

/** '2030-01-08' as '8/1', as the client home's chart writes days. */
const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

/**
 * The frame, grid, axes and tooltip the progress charts share; each brings its rows (labelled by
 * `shortDay`), the series it draws and its y axis. Recharts is its own chunk: import the charts
 * lazily. They are drawings for the eye (their keyboard layer is off): `ChartCard` says in words
 * what they show.
 */
function ProgressChart({
  data,
  series,
  height = 220,
  yAxis,
}: {
  data: ComponentProps<typeof LineChart>['data'];
  series: {
    key: string;
    name: string;
    unit?: string;
    color: string;
    bar?: boolean;
    /** The chart's headline line: drawn heavier. */
    strong?: boolean;
  };
  height?: number;
  yAxis?: Pick<ComponentProps<typeof YAxis>, 'domain' | 'ticks'>;
}) {
  const Chart = series.bar ? BarChart : LineChart;
  const { key, name, unit, color, strong } = series;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <Chart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: series.bar ? -4 : -12 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} />
        <YAxis tick={tick} tickLine={false} {...yAxis} />
        <Tooltip formatter={(value) => [unit ? `${value} ${unit}` : value, name]} />
        {series.bar ? (
          <Bar
            dataKey={key}
            name={name}
            fill={color}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ) : (
          <Line
            dataKey={key}
            name={name}
            stroke={color}
            strokeWidth={strong ? 2.5 : 2}
            dot={{ r: strong ? 4 : 3 }}
            isAnimationActive={false}
          />
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

/** One exercise's best e1RM per training day. */
export const E1rmChart = ({ points }: { points: readonly E1rmPoint[] }) => (
  <ProgressChart
    data={points.map((p) => ({ ...p, label: shortDay(p.day) }))}
    series={{ key: 'e1rm', name: m.chartE1rm, unit: 'kg', color: ACCENT, strong: true }}
    height={240}
    yAxis={{ domain: ['auto', 'auto'] }}
  />
);

/** Weekly volume of verified working sets, the same weeks as the client home's chart. */
export const VolumeChart = ({ weeks }: { weeks: readonly ProgressWeek[] }) => (
  <ProgressChart
    data={weeks.map((w) => ({ ...w, label: shortDay(w.weekStart) }))}
    series={{ key: 'volumeKg', name: m.chartVolume, unit: 'kg', color: NAVY, bar: true }}
  />
);

/** Readiness of each check-in (0-100). */
export const ReadinessChart = ({
  points,
}: {
  points: readonly { day: string; readiness: number }[];
}) => (
  <ProgressChart
    data={points.map((p) => ({ ...p, label: shortDay(p.day) }))}
    series={{ key: 'readiness', name: m.chartReadiness, color: NAVY }}
    yAxis={{ domain: [0, 100], ticks: [0, 40, 70, 100] }}
  />
);
