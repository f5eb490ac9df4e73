import {
  activePhase,
  type ExerciseParams,
  effortTargetLabel,
  MAX_PAIRS_PER_PHASE,
  PARAM_KIND_LABELS,
  PARAM_KINDS,
  type ParamKind,
  pairCount,
  pairLetterOf,
  type WorkoutDraft,
  workoutBuilderMessages as wb,
} from '@levelup/shared';
import { translateText } from '@levelup/shared/i18n';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { pairColor } from '../model/pair-color';

interface ExerciseTableProps {
  draft: WorkoutDraft;
  /** Exercises ticked with Pair, waiting for a letter. */
  selection: readonly string[];
  onPair: (exerciseId: string) => void;
  onUnpair: (letter: string) => void;
  onEditCell: (kind: ParamKind, exerciseId: string) => void;
  onRemove: (exerciseId: string) => void;
}

/** Read at render, in the shown language. */
const columnLabels = (): Record<ParamKind, string> => ({
  warmup: t.columnWarmup,
  reps: t.columnReps,
  sets: t.columnSets,
  rir: t.columnRir,
});

/** What a parameter cell shows beside its tick: the values in short. */
function summary(kind: ParamKind, params: ExerciseParams | undefined): string {
  if (!params) return '';
  switch (kind) {
    case 'warmup': {
      const w = params.warmup;
      return w.timerSec
        ? `${w.pctOfWorking}% ${w.sets}× ${w.timerSec}s`
        : `${w.pctOfWorking}% ${w.sets}×${w.reps}`;
    }
    case 'reps': {
      const r = params.reps;
      return r.minReps === r.maxReps ? `${r.minReps}` : `${r.minReps}–${r.maxReps}`;
    }
    case 'sets':
      return `${params.sets.sets}`;
    case 'rir':
      return effortTargetLabel(params.rir);
  }
}

/**
 * The active phase's exercises: Exercise, Pair (n/8), Warm-Up, Reps, Sets, RIR and Actions. Each
 * parameter cell is a tick that opens the cell editor, highlighted when customised. Pair ticks an
 * exercise for pairing; a paired exercise shows its letter with × to unpair. Unpaired exercises
 * are disabled once 8 pairs exist.
 */
export function ExerciseTable({
  draft,
  selection,
  onPair,
  onUnpair,
  onEditCell,
  onRemove,
}: ExerciseTableProps) {
  const phase = activePhase(draft);
  if (phase.exerciseIds.length === 0) {
    return (
      <div className="wb-card wb-empty">
        <p className="wb-empty-title">{wb.emptyTitle}</p>
        <p className="wb-hint">{wb.emptyHint}</p>
      </div>
    );
  }
  const pairs = pairCount(phase);
  const labels = columnLabels();
  return (
    <div className="wb-card wb-table-card">
      <div className="wb-table-scroll">
        <table className="wb-table" aria-label={t.exerciseTable(phase.name)}>
          <thead>
            <tr>
              <th scope="col">{t.columnExercise}</th>
              <th scope="col">{wb.pairColumn(pairs, MAX_PAIRS_PER_PHASE)}</th>
              {PARAM_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {labels[kind]}
                </th>
              ))}
              <th scope="col">{t.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {phase.exerciseIds.map((id) => {
              const exercise = draft.exercises[id];
              const name = exercise?.name ?? id;
              const params = phase.exerciseParams[id];
              const letter = pairLetterOf(phase, id);
              const selected = selection.includes(id);
              return (
                <tr key={id} data-selected={selected}>
                  <th scope="row" className="wb-exercise-cell">
                    <span className="wb-exercise-name">{name}</span>
                    {exercise ? (
                      <span className="wb-exercise-type">{t.exerciseTypes[exercise.type]}</span>
                    ) : null}
                  </th>
                  <td>
                    <div className="wb-pair-cell">
                      {letter ? (
                        <span className="wb-pair-badge" style={{ background: pairColor(letter) }}>
                          {letter}
                          <button
                            type="button"
                            className="wb-unpair"
                            aria-label={t.unpair(letter)}
                            onClick={() => onUnpair(letter)}
                          >
                            ×
                          </button>
                        </span>
                      ) : null}
                      <button
                        type="button"
                        className="wb-pair-toggle"
                        aria-pressed={selected}
                        disabled={letter === null && pairs >= MAX_PAIRS_PER_PHASE}
                        onClick={() => onPair(id)}
                      >
                        {t.pair}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    </div>
                  </td>
                  {PARAM_KINDS.map((kind) => {
                    const custom = params?.[kind].isCustom ?? false;
                    return (
                      <td key={kind}>
                        <button
                          type="button"
                          className="wb-tick"
                          data-custom={custom}
                          onClick={() => onEditCell(kind, id)}
                        >
                          <span className="visually-hidden">
                            {t.editCell(translateText(PARAM_KIND_LABELS[kind]), name)}
                          </span>
                          <span className="wb-tick-mark" aria-hidden="true">
                            ✓
                          </span>
                          <span className="wb-tick-value"> {summary(kind, params)}</span>
                          {custom ? <span className="visually-hidden"> {t.customised}</span> : null}
                        </button>
                      </td>
                    );
                  })}
                  <td>
                    <button
                      type="button"
                      className="wb-row-action wb-danger"
                      onClick={() => onRemove(id)}
                    >
                      {t.remove}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
