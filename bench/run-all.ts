import { availableParallelism, loadavg } from 'node:os';
import { runBundleSizeBench } from './bundle-size';
import { runGridRenderBench } from './grid-render';
import { runHttpReadsBench } from './http-reads';
import { runAsScript } from './lib/run-as-script';
import { runLighthouseBench } from './lighthouse';
import { runRealtimeAthletesBench } from './realtime-athletes';
import { runRealtimeFanoutBench } from './realtime-fanout';

const benches: Array<[string, () => Promise<void>]> = [
  ['realtime fan-out', runRealtimeFanoutBench],
  ['athletes in the room', runRealtimeAthletesBench],
  ['hot HTTP reads', runHttpReadsBench],
  ['web bundle size', runBundleSizeBench],
  ['live grid rendering', runGridRenderBench],
  ['Lighthouse', runLighthouseBench],
];

/**
 * `npm run bench`: every benchmark in turn. Figures are measured and printed, never asserted;
 * the run fails only when a benchmark could not run at all.
 */
async function runAll(): Promise<void> {
  const load = loadavg()
    .map((average) => average.toFixed(2))
    .join(' ');
  console.log(
    `Level Up benchmarks: Node ${process.version}, ${availableParallelism()} cores, ` +
      `load average ${load} (other work on the machine moves every figure; compare ratios)`,
  );
  const failed: string[] = [];
  for (const [name, bench] of benches) {
    try {
      await bench();
    } catch (error) {
      failed.push(name);
      console.error(`\n${name} could not run:`, error);
    }
  }
  if (failed.length > 0) throw new Error(`benchmarks that could not run: ${failed.join(', ')}`);
}

// Every benchmark in one run takes longer than one alone: an hour before the watchdog ends it.
runAsScript(import.meta.url, runAll, 60 * 60_000);
