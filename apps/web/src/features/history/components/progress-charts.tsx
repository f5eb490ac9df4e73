import type { E1rmPoint, ProgressWeek, WeightUnit } from '@levelup/shared';
import { fromKg } from '@levelup/shared/coaching';
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
        // A load axis is as wide as its ticks; the readiness axis keeps a fixed width, wider than
        // its ticks need, so its chart is pulled left.
        margin={{ top: 8, right: 12, bottom: 0, left: unit ? 0 : -12 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} />
        {/* A load axis names its unit on each tick ('250 lb'), as wide as its widest tick. */}
        <YAxis
          tick={tick}
          tickLine={false}
          unit={unit ? ` ${unit}` : undefined}
          width={unit ? 'auto' : undefined}
          {...yAxis}
        />
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

/** One exercise's best e1RM per training day, in the viewer's `unit`. */
export const E1rmChart = ({ points, unit }: { points: readonly E1rmPoint[]; unit: WeightUnit }) => (
  <ProgressChart
    data={points.map((p) => ({ e1rm: fromKg(p.e1rm, unit), label: shortDay(p.day) }))}
    series={{ key: 'e1rm', name: m.chartE1rm(unit), unit, color: ACCENT, strong: true }}
    height={240}
    yAxis={{ domain: ['auto', 'auto'] }}
  />
);

/**
 * Weekly volume of verified working sets, the same weeks as the client home's chart, in the
 * viewer's `unit` (a volume is load x reps, so it converts as a load does).
 */
export const VolumeChart = ({
  weeks,
  unit,
}: {
  weeks: readonly ProgressWeek[];
  unit: WeightUnit;
}) => (
  <ProgressChart
    data={weeks.map((w) => ({ volume: fromKg(w.volumeKg, unit), label: shortDay(w.weekStart) }))}
    series={{ key: 'volume', name: m.chartVolume(unit), unit, color: NAVY, bar: true }}
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
