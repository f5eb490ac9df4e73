import { liveSessionMessages as m } from '@levelup/shared';
import {
  type ComparisonOutcome,
  comparisonOutcome,
  sessionCellCard,
} from '@levelup/shared/coaching';
import type { Cell, SummaryMode } from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { memo } from 'react';
import {
  useActivePhaseExercises,
  useCell,
  useGridClients,
  useSessionSelector,
} from '@/lib/realtime/session-store';
import { summaryCardText } from '@/lib/summary-card-text';
import { useSessionCommands } from './session-commands';
import './session-grid.css';
import './session-summary.css';

const OUTCOME_TEXT: Record<ComparisonOutcome, string> = {
  new: m.statusNew,
  improved: m.statusImproved,
  baseline: m.statusBaseline,
  regression: m.regression,
};

/** The comparison with the client's previous session of the exercise (the cell's history). */
function comparisonText(cell: Cell): { text: string; outcome: ComparisonOutcome } {
  const previous =
    cell.previousKg !== undefined && cell.previousReps !== undefined
      ? { kg: cell.previousKg, reps: cell.previousReps }
      : null;
  const { outcome, percent } = comparisonOutcome(cell, previous);
  return {
    text: `${OUTCOME_TEXT[outcome]}${percent === null ? '' : ` ${m.percent(percent)}`}`,
    outcome,
  };
}

const SummaryCell = memo(function SummaryCell({
  exerciseId,
  clientId,
  mode,
}: {
  exerciseId: string;
  clientId: string;
  mode: SummaryMode;
}) {
  const cell = useCell(exerciseId, clientId);
  if (!cell) return <td />;
  const card = sessionCellCard(cell);
  // Nothing was performed: no values to show and nothing to compare.
  if (card.kind === 'not-done') {
    return (
      <td className="summary-card card-not-done">
        <span className="summary-values" aria-hidden="true">
          –
        </span>
        <strong>{summaryCardText(card)}</strong>
      </td>
    );
  }
  if (mode === 'progress') {
    return (
      <td className={`summary-card card-${card.kind}`}>
        <span className="summary-values">
          {cell.kg} kg × {cell.reps}
        </span>
        {card.kind === 'complete' ? (
          <strong>
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden">{summaryCardText(card)}</span>
          </strong>
        ) : (
          <strong>{summaryCardText(card)}</strong>
        )}
      </td>
    );
  }
  const comparison = comparisonText(cell);
  return (
    <td className={`summary-card card-${comparison.outcome}`}>
      <span className="summary-values">
        {cell.kg} kg × {cell.reps}
      </span>
      <strong>{comparison.text}</strong>
    </td>
  );
});

/**
 * The finished session's summary: a card per cell, by Progress (skip, not done, PR, verified,
 * complete) or by Comparison with the previous session. The toggle is synced to other devices as
 * `summary:mode`; without commands (a cast screen) it is read-only.
 */
export function SessionSummary() {
  const commands = useSessionCommands();
  const mode = useSessionSelector((state) => state?.summaryMode ?? 'progress');
  const exercises = useActivePhaseExercises();
  const clients = useGridClients();
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
      <div className="summary-scroll">
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
                  <SummaryCell key={c.id} exerciseId={e.id} clientId={c.id} mode={mode} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
