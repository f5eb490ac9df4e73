import {
  liveSessionMessages as m,
  WARMUP_PERCENT_MAX,
  WARMUP_PERCENT_MIN,
  WARMUP_PERCENT_STEP,
} from '@levelup/shared';
import {
  changedLoad,
  formatLoad,
  SUGGESTED_WORKING_PERCENT_DEFAULT,
  type SuggestionChoice,
  snapToStep,
  suggestedSet,
} from '@levelup/shared/coaching';
import {
  EMPTY_SELECTION,
  effectiveExerciseSettings,
  getCell,
  loadableIn,
  readinessPercentFor,
  type SessionState,
} from '@levelup/shared/session';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState } from 'react';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { toast } from '@/lib/toast';
import { liveCoachingMessages as c } from '@/messages';
import { selectedCells } from '../model/selection';
import { useTrainerCommands } from './session-commands';
import { SessionDialog } from './session-dialog';
import { useDisplayUnit } from './use-display-unit';
import { useCurrentState, useGridShape } from './use-grid-shape';

const clampPercent = (value: number) =>
  snapToStep(value, WARMUP_PERCENT_MIN, WARMUP_PERCENT_MAX, WARMUP_PERCENT_STEP);

/**
 * Suggest: fills the selected cells with each client's suggested working set, its warm-up or a
 * build-up set, from their estimated 1RM and the exercise's settings (RM anchor, warm-up percent,
 * build-up scheme), each load the nearest the gym's floor makes for the exercise (`loadableIn`).
 * Cells of clients with no estimate are left alone, and the dialog says so.
 */
export function SuggestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const commands = useTrainerCommands();
  const getState = useCurrentState();
  const shape = useGridShape();
  const selection = useSessionSelector((state) => state?.selection ?? EMPTY_SELECTION);
  const cells = selectedCells(selection, shape);
  const first = cells[0];
  const settings = useSessionSelector((state) =>
    state && first ? effectiveExerciseSettings(state, first.exerciseId) : null,
  );
  const [percent, setPercent] = useState(SUGGESTED_WORKING_PERCENT_DEFAULT);
  const [kind, setKind] = useState('working');
  const unit = useDisplayUnit();
  // What the loads round to: the session's floor and the exercises' implements.
  const gym = useSessionSelector((state) => state?.gym);
  const exercises = useSessionSelector((state) => state?.exercises);

  const choiceOf = (value: string): SuggestionChoice => {
    if (value === 'warmup') return { kind: 'warmup', workingPercent: percent };
    if (value.startsWith('build-up-')) return { kind: 'build-up', index: Number(value.slice(9)) };
    return { kind: 'working', percent };
  };

  // Primitive results, so the dialog re-renders only when they change.
  const withoutMax = useSessionSelector((state) => clientsWithoutMax(state, cells).join(', '));
  const fillable = useSessionSelector((state) => fillableCount(state, cells));
  const firstMax = useSessionSelector((state) =>
    state && first ? todaysMax(state, first.exerciseId, first.userId) : undefined,
  );
  /** What the first selected cell would get, so the coach sees the numbers before filling. */
  const preview = (value: string) => {
    if (!settings || !first || !exercises) return '';
    const loadable = (kg: number) => loadableIn({ gym, exercises }, first.exerciseId, kg);
    const set = suggestedSet(choiceOf(value), firstMax, settings, loadable);
    return set ? ` · ${c.suggestedPreview(formatLoad(set.kg, unit), set.reps)}` : '';
  };

  const fill = () => {
    const state = getState();
    if (!state) return;
    const choice = choiceOf(kind);
    let filled = 0;
    for (const ref of cells) {
      const set = suggestedSet(
        choice,
        todaysMax(state, ref.exerciseId, ref.userId),
        effectiveExerciseSettings(state, ref.exerciseId),
        (kg) => loadableIn(state, ref.exerciseId, kg),
      );
      if (!set) continue;
      commands.sendOp('cell:update', { ...ref, value: set });
      filled += 1;
    }
    toast(c.filled(filled));
    onOpenChange(false);
  };

  return (
    <SessionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.suggestTitle}
      description={c.suggestScope(cells.length)}
      actions={
        <button type="button" className="btn btn-primary" disabled={fillable === 0} onClick={fill}>
          <span>{c.fill}</span>
        </button>
      }
    >
      {settings ? <p className="suggest-anchor">{c.suggestAnchor(settings.rm)}</p> : null}
      <div className="settings-row">
        <span className="field-label" id="suggest-percent-label">
          {c.workingPercent}
        </span>
        <fieldset className="number-stepper" aria-labelledby="suggest-percent-label">
          <button
            type="button"
            className="panel-btn step"
            aria-label={m.decrease(c.workingPercent)}
            onClick={() => setPercent(clampPercent(percent - WARMUP_PERCENT_STEP))}
          >
            −
          </button>
          <output aria-live="polite">{percent}</output>
          <button
            type="button"
            className="panel-btn step"
            aria-label={m.increase(c.workingPercent)}
            onClick={() => setPercent(clampPercent(percent + WARMUP_PERCENT_STEP))}
          >
            +
          </button>
        </fieldset>
      </div>
      <RadioGroup.Root
        className="choice-list"
        value={kind}
        onValueChange={setKind}
        aria-label={c.suggestTitle}
      >
        <RadioGroup.Item value="working" className="choice">
          {c.workingSet}
          {preview('working')}
        </RadioGroup.Item>
        <RadioGroup.Item value="warmup" className="choice">
          {c.warmUpFromWorking}
          {preview('warmup')}
        </RadioGroup.Item>
        {(settings?.warmups ?? []).map((p, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: build-up sets are known by position
          <RadioGroup.Item key={index} value={`build-up-${index}`} className="choice">
            {c.buildUpSet(index + 1, p)}
            {preview(`build-up-${index}`)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {withoutMax ? <p className="suggest-missing">{c.noMax(withoutMax)}</p> : null}
    </SessionDialog>
  );
}

type Refs = readonly { exerciseId: string; userId: string }[];

/** First names of the selected cells' clients who have no estimated max for that exercise. */
function clientsWithoutMax(state: SessionState | null, cells: Refs): string[] {
  if (!state) return [];
  const names = new Set<string>();
  for (const ref of cells) {
    if (getCell(state, ref.exerciseId, ref.userId)?.e1rm === undefined) {
      names.add(state.clients.find((x) => x.id === ref.userId)?.firstName ?? ref.userId);
    }
  }
  return [...names];
}

function fillableCount(state: SessionState | null, cells: Refs): number {
  if (!state) return 0;
  return cells.filter((ref) => getCell(state, ref.exerciseId, ref.userId)?.e1rm !== undefined)
    .length;
}

/**
 * The max a suggestion starts from: the client's e1RM, changed by today's readiness unless the
 * coach kept the plan for this exercise, so every suggested load carries the change (issue 35).
 */
function todaysMax(state: SessionState, exerciseId: string, clientId: string) {
  const cell = getCell(state, exerciseId, clientId);
  if (!cell || cell.e1rm === undefined) return undefined;
  return changedLoad(cell.e1rm, readinessPercentFor(state, clientId, cell));
}
