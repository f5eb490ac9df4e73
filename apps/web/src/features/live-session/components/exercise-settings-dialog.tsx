import { BUILD_UP_MAX_SETS, liveSessionMessages as m, RM_ANCHORS } from '@levelup/shared';
import { buildUpPercents, clampBuildUpPercent, clampWarmupPercent } from '@levelup/shared/coaching';
import { type ExerciseSettings, effectiveExerciseSettings } from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useState } from 'react';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { selectedExerciseId } from '../model/selection';
import { NumberStepper } from './number-stepper';
import { PrimaryAction } from './primary-action';
import { useTrainerCommands } from './session-commands';
import { type PanelDialogProps, SessionDialog } from './session-dialog';
import { useNames } from './use-names';
import { useSelection } from './use-selection';

/** Exercise Settings: RM anchor, warm-up percent and build-up sets, for one exercise or all. */
export function ExerciseSettingsDialog({ open, onOpenChange }: PanelDialogProps) {
  const selection = useSelection();
  const exerciseId = selectedExerciseId(selection);
  const settings = useSessionSelector((state) =>
    state ? effectiveExerciseSettings(state, exerciseId ?? '') : null,
  );
  if (!settings) return null;
  return (
    <SettingsEditor
      key={`${open}:${exerciseId ?? ''}`}
      open={open}
      onOpenChange={onOpenChange}
      exerciseId={exerciseId}
      initial={settings}
    />
  );
}

function SettingsEditor({
  open,
  onOpenChange,
  exerciseId,
  initial,
}: PanelDialogProps & { exerciseId: string | null; initial: ExerciseSettings }) {
  const commands = useTrainerCommands();
  const names = useNames();
  const [draft, setDraft] = useState<ExerciseSettings>(initial);
  const patch = (next: Partial<ExerciseSettings>) => setDraft((d) => ({ ...d, ...next }));
  const save = () => {
    commands.sendOp(
      'exercise:settings',
      exerciseId
        ? { scope: 'exercise', exerciseId, settings: draft }
        : { scope: 'global', settings: draft },
    );
    onOpenChange(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.exerciseSettings}
      description={m.settingsScope(exerciseId ? names.exercise(exerciseId) : null)}
      actions={<PrimaryAction onClick={save}>{m.save}</PrimaryAction>}
    >
      <div className="settings-row">
        <span className="field-label">{m.rm}</span>
        <ToggleGroup.Root
          type="single"
          className="choice-row"
          aria-label={m.rm}
          value={String(draft.rm)}
          onValueChange={(value) => {
            const rm = RM_ANCHORS.find((r) => String(r) === value);
            if (rm) patch({ rm });
          }}
        >
          {RM_ANCHORS.map((rm) => (
            <ToggleGroup.Item key={rm} value={String(rm)} className="grid-chip">
              {`${rm}RM`}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div className="settings-row">
        <span className="field-label">{m.warmupPercent}</span>
        <NumberStepper
          label={m.warmupPercent}
          value={draft.warmupPercent}
          onChange={(value) => patch({ warmupPercent: clampWarmupPercent(value) })}
        />
      </div>
      <div className="settings-row">
        <label className="pick-item">
          <input
            type="checkbox"
            checked={draft.buildUp}
            onChange={(e) => patch({ buildUp: e.target.checked })}
          />
          <span>{m.buildUp}</span>
        </label>
        <span className="choice-row">
          <button
            type="button"
            className="grid-chip"
            aria-pressed={draft.pattern === 'pyramid'}
            onClick={() => patch({ pattern: 'pyramid', warmups: [...buildUpPercents('pyramid')] })}
          >
            {m.pyramid}
          </button>
          <button
            type="button"
            className="grid-chip"
            aria-pressed={draft.pattern === 'reverse'}
            onClick={() => patch({ pattern: 'reverse', warmups: [...buildUpPercents('reverse')] })}
          >
            {m.reversePyramid}
          </button>
        </span>
      </div>
      <ol className="build-up-sets">
        {draft.warmups.map((percent, index) => (
          // Sets have no identity beyond their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the sets' identity
          <li key={index}>
            <NumberStepper
              label={m.setPercent(index + 1)}
              value={percent}
              onChange={(value) =>
                patch({
                  warmups: draft.warmups.map((p, i) =>
                    i === index ? clampBuildUpPercent(value) : p,
                  ),
                })
              }
            />
          </li>
        ))}
      </ol>
      <div className="choice-row">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={draft.warmups.length >= BUILD_UP_MAX_SETS}
          onClick={() =>
            patch({
              warmups: [...draft.warmups, clampBuildUpPercent((draft.warmups.at(-1) ?? 50) + 10)],
            })
          }
        >
          <span>{m.addSet}</span>
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={draft.warmups.length === 0}
          onClick={() => patch({ warmups: draft.warmups.slice(0, -1) })}
        >
          <span>{m.removeLast}</span>
        </button>
      </div>
    </SessionDialog>
  );
}
