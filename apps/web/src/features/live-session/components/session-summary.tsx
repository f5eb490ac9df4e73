import { liveSessionMessages as m, type WeightUnit } from '@levelup/shared';
import {
  type ComparisonOutcome,
  comparisonOutcome,
  formatLoad,
  type SetLoad,
} from '@levelup/shared/coaching';
import { type Cell, cellSummaryOf, type SummaryMode } from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { memo } from 'react';
import {
  useActivePhaseExercises,
  useCell,
  useGridClients,
  useSessionSelector,
} from '@/lib/realtime/session-store';
import { summaryCardText } from '@/lib/summary-card-text';
import { sessionSummaryMessages as s } from '@/messages';
import { useSessionCommands } from './session-commands';
import { useDisplayUnit } from './use-display-unit';
import './session-grid.css';
import './session-summary.css';

/** Read when a card renders, so the words are in the shown language. */
const outcomeText = (): Record<ComparisonOutcome, string> => ({
  new: m.statusNew,
  improved: m.statusImproved,
  baseline: m.statusBaseline,
  regression: m.regression,
});

/** The top set compared with the client's previous session of the exercise (the cell's history). */
function comparisonText(cell: Cell, top: SetLoad): { text: string; outcome: ComparisonOutcome } {
  const previous =
    cell.previousKg !== undefined && cell.previousReps !== undefined
      ? { kg: cell.previousKg, reps: cell.previousReps }
      : null;
  const { outcome, percent } = comparisonOutcome(top, previous);
  return {
    text: `${outcomeText()[outcome]}${percent === null ? '' : ` ${m.percent(percent)}`}`,
    outcome,
  };
}

const SummaryCell = memo(function SummaryCell({
  exerciseId,
  clientId,
  mode,
  unit,
}: {
  exerciseId: string;
  clientId: string;
  mode: SummaryMode;
  unit: WeightUnit;
}) {
  const cell = useCell(exerciseId, clientId);
  if (!cell) return <td />;
  const { card, topSet, performedSets } = cellSummaryOf(cell);
  // Nothing was performed (skipped, or not done): no values to show and nothing to compare.
  if (!topSet) {
    return (
      <td className={`summary-card card-${card.kind}`}>
        <span className="summary-values" aria-hidden="true">
          –
        </span>
        <strong>{summaryCardText(card)}</strong>
      </td>
    );
  }
  // The card is about the best set; how many sets were done is said under it.
  const values = (
    <span className="summary-values">{m.cellValue(formatLoad(topSet.kg, unit), topSet.reps)}</span>
  );
  const sets = <span className="summary-sets">{s.setsPerformed(performedSets)}</span>;
  if (mode === 'progress') {
    return (
      <td className={`summary-card card-${card.kind}`}>
        {values}
        {card.kind === 'complete' ? (
          <strong>
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden">{summaryCardText(card)}</span>
          </strong>
        ) : (
          <strong>{summaryCardText(card)}</strong>
        )}
        {sets}
      </td>
    );
  }
  const comparison = comparisonText(cell, topSet);
  return (
    <td className={`summary-card card-${comparison.outcome}`}>
      {values}
      <strong>{comparison.text}</strong>
      {sets}
    </td>
  );
});

/**
 * The finished session's summary: a card per cell, by Progress (skip, not done, PR, verified,
 * complete) or by Comparison with the previous session, each about the cell's best set and
 * counting its sets, loads in the viewer's unit (the gym's on the TV). The toggle is synced to other devices as `summary:mode`; without commands
 * (a cast screen) it is read-only.
 */
export function SessionSummary() {
  const commands = useSessionCommands();
  const mode = useSessionSelector((state) => state?.summaryMode ?? 'progress');
  const exercises = useActivePhaseExercises();
  const clients = useGridClients();
  const unit = useDisplayUnit();
  return (
    <section className="session-summary" aria-label={m.summary}>
      <div className="summary-bar">
        <p className="summary-finished">{m.finishedBanner}</p>
        {commands ? (
          <ToggleGroup.Root
            type="single"
            className="summary-toggle"
            value={mode}
            aria-label={m.summary}
            onValueChange={(value) => {
              if (value === 'progress' || value === 'comparison') {
                commands.sendOp('summary:mode', { mode: value });
              }
            }}
          >
            <ToggleGroup.Item className="grid-chip" value="progress">
              {m.progress}
            </ToggleGroup.Item>
            <ToggleGroup.Item className="grid-chip" value="comparison">
              {m.comparison}
            </ToggleGroup.Item>
          </ToggleGroup.Root>
        ) : (
          <strong>{mode === 'progress' ? m.progress : m.comparison}</strong>
        )}
      </div>
      {/* Focusable so that a summary wider or taller than the screen scrolls from the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs keyboard access (WCAG 2.1.1) */}
      <div className="summary-scroll" tabIndex={0}>
        <table className="summary-table">
          <thead>
            <tr>
              <th scope="col">{m.exercisesColumn}</th>
              {clients.map((c) => (
                <th key={c.id} scope="col">
                  {c.firstName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {exercises.map((e) => (
              <tr key={e.id}>
                <th scope="row">{e.name}</th>
                {clients.map((c) => (
                  <SummaryCell
                    key={c.id}
                    exerciseId={e.id}
                    clientId={c.id}
                    mode={mode}
                    unit={unit}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
