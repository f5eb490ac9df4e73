import {
  type BuilderPhase,
  canAddPhase,
  canRemovePhase,
  MAX_PHASES,
  type WorkoutDraft,
  workoutBuilderMessages as wb,
} from '@levelup/shared';
import { useRef, useState } from 'react';
import { workoutBuilderScreenMessages as t } from '@/messages';

const LONG_PRESS_MS = 500;

interface PhasesCardProps {
  draft: WorkoutDraft;
  onAdd: () => void;
  onSelect: (phaseId: string) => void;
  onRename: (phaseId: string, name: string) => void;
  onRemove: (phaseId: string) => void;
}

/**
 * 'Workout Phases' with '{n} of 5 phases', '+ Add Phase' (hidden at 5) and one chip per phase:
 * tap selects it, Edit (or a long press) renames it with Save and Cancel, Remove shows while more
 * than one phase exists.
 */
export function PhasesCard({ draft, onAdd, onSelect, onRename, onRemove }: PhasesCardProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <section className="wb-card wb-phases" aria-labelledby="wb-phases-title">
      <header className="wb-card-header">
        <h2 id="wb-phases-title" className="wb-card-title">
          {wb.phasesTitle}
        </h2>
        <span className="wb-counter">{wb.phaseCounter(draft.phases.length, MAX_PHASES)}</span>
        {canAddPhase(draft) ? (
          <button type="button" className="btn btn-secondary wb-small" onClick={onAdd}>
            <span>{wb.addPhase}</span>
          </button>
        ) : null}
      </header>
      <ul className="wb-chips">
        {draft.phases.map((phase) =>
          renaming === phase.id ? (
            <li key={phase.id} className="wb-chip wb-chip-editing">
              <PhaseRenameForm
                phase={phase}
                onSave={(name) => {
                  onRename(phase.id, name);
                  setRenaming(null);
                }}
                onCancel={() => setRenaming(null)}
              />
            </li>
          ) : (
            <PhaseChip
              key={phase.id}
              phase={phase}
              active={phase.id === draft.activePhaseId}
              removable={canRemovePhase(draft)}
              onSelect={() => onSelect(phase.id)}
              onRename={() => setRenaming(phase.id)}
              onRemove={() => onRemove(phase.id)}
            />
          ),
        )}
      </ul>
      <p className="wb-hint">{wb.phaseHint}</p>
    </section>
  );
}

interface PhaseChipProps {
  phase: BuilderPhase;
  active: boolean;
  removable: boolean;
  onSelect: () => void;
  onRename: () => void;
  onRemove: () => void;
}

function PhaseChip({ phase, active, removable, onSelect, onRename, onRemove }: PhaseChipProps) {
  const timer = useRef<number | null>(null);
  const longPressed = useRef(false);
  const cancelPress = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <li className="wb-chip" data-active={active}>
      <button
        type="button"
        className="wb-chip-select"
        aria-pressed={active}
        onPointerDown={() => {
          longPressed.current = false;
          cancelPress();
          timer.current = window.setTimeout(() => {
            longPressed.current = true;
            onRename();
          }, LONG_PRESS_MS);
        }}
        onPointerUp={cancelPress}
        onPointerLeave={cancelPress}
        onContextMenu={(event) => event.preventDefault()}
        onClick={() => {
          if (!longPressed.current) onSelect();
        }}
      >
        <span className="wb-chip-name">{phase.name}</span>
        <span className="wb-chip-count">{phase.exerciseIds.length}</span>
      </button>
      <button type="button" className="wb-chip-action" onClick={onRename}>
        {t.edit}
        <span className="visually-hidden"> {phase.name}</span>
      </button>
      {removable ? (
        <button type="button" className="wb-chip-action wb-danger" onClick={onRemove}>
          {t.remove}
          <span className="visually-hidden"> {phase.name}</span>
        </button>
      ) : null}
    </li>
  );
}

function PhaseRenameForm({
  phase,
  onSave,
  onCancel,
}: {
  phase: BuilderPhase;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(phase.name);
  return (
    <form
      className="wb-rename"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name);
      }}
    >
      <input
        className="field-input wb-rename-input"
        aria-label={wb.phaseNamePlaceholder}
        placeholder={wb.phaseNamePlaceholder}
        value={name}
        // biome-ignore lint/a11y/noAutofocus: the field opens on the user's own Edit tap
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="submit" className="btn btn-primary wb-small">
        <span>{t.saveRename}</span>
      </button>
      <button type="button" className="btn btn-ghost wb-small" onClick={onCancel}>
        <span>{t.cancel}</span>
      </button>
    </form>
  );
}
