import { type E1rmPoint, historyMessages as m, type ProgressWeek } from '@levelup/shared';
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

// Chart colours: the design tokens' accent and navy, and muted grey for the axes (AA on white).
const ACCENT = '#c2410c';
const NAVY = '#1d3557';
const MUTED = '#5b677a';
const GRID = '#e5e9f0';
const tick = { fontSize: 12, fill: MUTED };

/** '2030-01-08' as '8/1', as the client home's chart writes days. */
export const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

/**
 * One exercise's best e1RM per training day. Recharts is its own chunk: import this lazily. The
 * charts are drawings for the eye (their keyboard layer is off): `ChartCard` says in words what
 * they show.
 */
export function E1rmChart({ points }: { points: readonly E1rmPoint[] }) {
  const data = points.map((p) => ({ ...p, label: shortDay(p.day) }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} />
        <YAxis tick={tick} tickLine={false} domain={['auto', 'auto']} />
        <Tooltip formatter={(value) => [`${value} kg`, m.chartE1rm]} />
        <Line
          dataKey="e1rm"
          name={m.chartE1rm}
          stroke={ACCENT}
          strokeWidth={2.5}
          dot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Weekly volume of verified working sets, the same weeks as the client home's chart. */
export function VolumeChart({ weeks }: { weeks: readonly ProgressWeek[] }) {
  const data = weeks.map((w) => ({ ...w, label: shortDay(w.weekStart) }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: -4 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} />
        <YAxis tick={tick} tickLine={false} />
        <Tooltip formatter={(value) => [`${value} kg`, m.chartVolume]} />
        <Bar
          dataKey="volumeKg"
          name={m.chartVolume}
          fill={NAVY}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Readiness of each check-in (0-100). */
export function ReadinessChart({
  points,
}: {
  points: readonly { day: string; readiness: number }[];
}) {
  const data = points.map((p) => ({ ...p, label: shortDay(p.day) }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} />
        <YAxis tick={tick} tickLine={false} domain={[0, 100]} ticks={[0, 40, 70, 100]} />
        <Tooltip formatter={(value) => [value, m.chartReadiness]} />
        <Line
          dataKey="readiness"
          name={m.chartReadiness}
          stroke={NAVY}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
