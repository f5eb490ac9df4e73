import {
  createHistogram,
  type IntervalHistogram,
  monitorEventLoopDelay,
  type RecordableHistogram,
} from 'node:perf_hooks';

/**
 * The stages of a group commit, timed apart. A group committed without the lock has `apply` (the
 * ops checked and reduced) and `direct` (its one statement). A locked one has `begin` (the wait
 * for a pooled connection and its BEGIN), `lock` (the statement that locks the group's sessions:
 * a wait on another process's lock shows here), `accounts` (the read of senders' accounts not in
 * memory), `apply` (the states loaded, the ops checked and reduced), `append` (the log insert) and
 * `commit` (the COMMIT). `total` is the whole, either way.
 */
export const GROUP_STAGES = [
  'direct',
  'begin',
  'lock',
  'accounts',
  'apply',
  'append',
  'commit',
  'total',
] as const;
export type GroupStage = (typeof GROUP_STAGES)[number];

type Figures = { count: number; p50: number; p99: number; max: number };

const NS_PER_MS = 1e6;
const US_PER_MS = 1000;

/** `scale`: recorded units per millisecond (or 1 for counts). */
function figures(histogram: RecordableHistogram | IntervalHistogram, scale: number): Figures {
  const { count } = histogram;
  if (count === 0) return { count: 0, p50: 0, p99: 0, max: 0 };
  const round = (value: number) => Math.round((value / scale) * 100) / 100;
  return {
    count,
    p50: round(histogram.percentile(50)),
    p99: round(histogram.percentile(99)),
    max: round(histogram.max),
  };
}

/**
 * Where the live engine spends an op's time on this process: each group commit stage, the sizes of
 * groups, and the event loop's delay. Kept in fixed-size histograms (perf_hooks), so recording
 * costs the same at any load; read and reset by an operator or the benchmark (GET and POST
 * /api/health/engine).
 */
export function createEngineMetrics() {
  const stages = new Map(GROUP_STAGES.map((stage) => [stage, createHistogram()]));
  const sessionsPerGroup = createHistogram();
  const opsPerGroup = createHistogram();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let since = Date.now();

  return {
    /** Records a stage's duration in milliseconds. */
    stage(stage: GroupStage, ms: number) {
      stages.get(stage)?.record(Math.max(1, Math.round(ms * US_PER_MS)));
    },
    group(sessions: number, ops: number) {
      sessionsPerGroup.record(Math.max(1, sessions));
      opsPerGroup.record(Math.max(1, ops));
    },
    /** Durations in milliseconds since the last reset. */
    snapshot() {
      return {
        sinceMs: Date.now() - since,
        groupStagesMs: Object.fromEntries(
          [...stages].map(([stage, histogram]) => [stage, figures(histogram, US_PER_MS)]),
        ) as Record<GroupStage, Figures>,
        sessionsPerGroup: figures(sessionsPerGroup, 1),
        opsPerGroup: figures(opsPerGroup, 1),
        eventLoopDelayMs: figures(loopDelay, NS_PER_MS),
      };
    },
    reset() {
      for (const histogram of stages.values()) histogram.reset();
      sessionsPerGroup.reset();
      opsPerGroup.reset();
      loopDelay.reset();
      since = Date.now();
    },
    close() {
      loopDelay.disable();
    },
  };
}

export type EngineMetrics = ReturnType<typeof createEngineMetrics>;
export type EngineFigures = ReturnType<EngineMetrics['snapshot']>;

/** Times a group's consecutive stages: each lap records the time since the one before. */
export function stageTimer(metrics: EngineMetrics | undefined) {
  const start = performance.now();
  let last = start;
  return {
    lap(stage: Exclude<GroupStage, 'total'>) {
      if (!metrics) return;
      const now = performance.now();
      metrics.stage(stage, now - last);
      last = now;
    },
    end(sessions: number, ops: number) {
      if (!metrics) return;
      metrics.stage('total', performance.now() - start);
      metrics.group(sessions, ops);
    },
  };
}
