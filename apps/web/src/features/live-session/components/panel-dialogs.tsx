import {
  BUILD_UP_MAX_SETS,
  DEFAULT_INTENSITY_LEVEL,
  INTENSITY_LEVELS,
  type IntensityLevel,
  LIFESTYLE_LEVEL_LABELS,
  type LifestyleType,
  MAX_EXERCISES_PER_PAIR,
  liveSessionMessages as m,
  pairingMessages,
  RM_ANCHORS,
  WARMUP_PERCENT_STEP,
} from '@levelup/shared';
import { buildUpPercents, clampBuildUpPercent, clampWarmupPercent } from '@levelup/shared/coaching';
import {
  EMPTY_SELECTION,
  type ExerciseSettings,
  effectiveExerciseSettings,
  freeLetters,
  getCell,
  type PairLetter,
  pairGroups,
} from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useState } from 'react';
import {
  useActivePhaseExercises,
  useGridClients,
  useSessionSelector,
} from '../../../lib/realtime/session-store';
import { useAlert } from '../../../ui/alert-dialog';
import { useLatestLifestyle } from '../api/get-client-lifestyle';
import { allNotes, recentNotes } from '../model/notes';
import {
  selectedCells,
  selectedClientId,
  selectedExerciseId,
  singleCell,
} from '../model/selection';
import { SessionDialog } from './dialog';
import { useTrainerCommands } from './session-commands';
import { useCurrentState, useGridShape } from './use-grid-shape';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function useSelection() {
  return useSessionSelector((state) => state?.selection ?? EMPTY_SELECTION);
}

function useNames() {
  const clients = useGridClients();
  const exercises = useActivePhaseExercises();
  return {
    client: (id: string) => clients.find((c) => c.id === id)?.firstName ?? id,
    exercise: (id: string) => exercises.find((e) => e.id === id)?.name ?? id,
  };
}

function PrimaryAction({
  disabled,
  onClick,
  children,
}: {
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button type="button" className="btn btn-primary" disabled={disabled} onClick={onClick}>
      <span>{children}</span>
    </button>
  );
}

/** Notes: the 3 most recent, Add Note (a trainee's, or the selected cell's), Trainer Notes. */
export function NotesDialog({ open, onOpenChange }: DialogProps) {
  const commands = useTrainerCommands();
  const selection = useSelection();
  const clients = useGridClients();
  const names = useNames();
  const notesState = useSessionSelector((state) => state?.notes ?? null);
  const getState = useCurrentState();
  const [view, setView] = useState<'recent' | 'add' | 'all'>('recent');
  const [text, setText] = useState('');
  const [clientId, setClientId] = useState('');
  const [onCell, setOnCell] = useState(true);
  const cell = singleCell(selection);
  const state = getState();
  const entries =
    state && notesState ? (view === 'all' ? allNotes(state) : recentNotes(state)) : [];
  const target = clientId || selectedClientId(selection) || clients[0]?.id || '';

  const close = (next: boolean) => {
    if (!next) {
      setView('recent');
      setText('');
      setClientId('');
      setOnCell(true);
    }
    onOpenChange(next);
  };
  const add = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const at = new Date().toISOString();
    if (cell && onCell) {
      commands.sendOp('note:add', { scope: 'cell', ...cell, text: trimmed, at });
    } else if (target) {
      commands.sendOp('note:add', { scope: 'trainee', userId: target, text: trimmed, at });
    }
    setText('');
    setView('recent');
  };

  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={view === 'add' ? m.addNote : view === 'all' ? m.trainerNotes : m.notes}
      actions={
        view === 'add' ? (
          <PrimaryAction disabled={!text.trim() || (!target && !cell)} onClick={add}>
            {m.save}
          </PrimaryAction>
        ) : undefined
      }
    >
      <div className="dialog-tabs">
        <button
          type="button"
          className="grid-chip"
          aria-pressed={view === 'add'}
          onClick={() => setView('add')}
        >
          {m.addNote}
        </button>
        <button
          type="button"
          className="grid-chip"
          aria-pressed={view === 'all'}
          onClick={() => setView('all')}
        >
          {m.trainerNotes}
        </button>
      </div>
      {view === 'add' ? (
        <div className="note-form">
          {cell ? (
            <label className="pick-item">
              <input
                type="checkbox"
                checked={onCell}
                onChange={(e) => setOnCell(e.target.checked)}
              />
              <span>{m.cellNote(names.exercise(cell.exerciseId), names.client(cell.userId))}</span>
            </label>
          ) : null}
          {!cell || !onCell ? (
            <label className="field">
              <span className="field-label">{m.noteFor}</span>
              <select
                className="field-input"
                value={target}
                onChange={(e) => setClientId(e.target.value)}
              >
                {clients.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.firstName}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="field">
            <span className="field-label">{m.noteText}</span>
            <textarea
              className="field-input"
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
        </div>
      ) : (
        <>
          <h3 className="dialog-subtitle">{view === 'all' ? m.trainerNotes : m.recentNotes}</h3>
          {entries.length === 0 ? (
            <p>{m.noNotes}</p>
          ) : (
            <ul className="notes-list">
              {entries.map((note) => (
                <li key={note.id} className="note-entry">
                  <strong>
                    {note.exerciseId
                      ? m.cellNote(names.exercise(note.exerciseId), names.client(note.userId))
                      : m.traineeNote(names.client(note.userId))}
                  </strong>
                  <span>{note.text}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SessionDialog>
  );
}

/** Intensity: the five levels, for the selected cells or the whole session. */
export function IntensityDialog({ open, onOpenChange }: DialogProps) {
  const commands = useTrainerCommands();
  const selection = useSelection();
  const shape = useGridShape();
  const cells = selectedCells(selection, shape);
  const current = useSessionSelector((state) => {
    if (!state) return DEFAULT_INTENSITY_LEVEL;
    const first = cells[0];
    const cell = first ? getCell(state, first.exerciseId, first.userId) : undefined;
    return cell?.intensity ?? state.intensity;
  });
  const choose = (level: IntensityLevel) => {
    commands.sendOp('intensity:set', cells.length > 0 ? { level, cells } : { level });
    onOpenChange(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.intensityTitle}
      description={m.intensityScope(cells.length)}
    >
      <ToggleGroup.Root
        type="single"
        className="choice-list"
        aria-label={m.intensityTitle}
        value={current}
        onValueChange={(value) => {
          const level = INTENSITY_LEVELS.find((l) => l === value);
          if (level) choose(level);
        }}
      >
        {INTENSITY_LEVELS.map((level) => (
          <ToggleGroup.Item key={level} value={level} className="choice">
            {level}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </SessionDialog>
  );
}

function NumberStepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="number-stepper">
      <legend className="visually-hidden">{label}</legend>
      <button
        type="button"
        className="panel-btn step"
        aria-label={m.decrease(label)}
        onClick={() => onChange(value - WARMUP_PERCENT_STEP)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        className="panel-btn step"
        aria-label={m.increase(label)}
        onClick={() => onChange(value + WARMUP_PERCENT_STEP)}
      >
        +
      </button>
    </fieldset>
  );
}

/** Exercise Settings: RM anchor, warm-up percent and build-up sets, for one exercise or all. */
export function ExerciseSettingsDialog({ open, onOpenChange }: DialogProps) {
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
}: DialogProps & { exerciseId: string | null; initial: ExerciseSettings }) {
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

/** A check-in level in the words the client chose it by ('Good', not 3). */
function levelWords(type: LifestyleType, level: number): string {
  return LIFESTYLE_LEVEL_LABELS[type][level] ?? String(level);
}

/** Lifestyle: the selected client's latest check-in, or an honest empty state. */
export function LifestyleDialog({ open, onOpenChange }: DialogProps) {
  const selection = useSelection();
  const names = useNames();
  const clientId = selectedClientId(selection);
  const latest = useLatestLifestyle(open ? clientId : null);
  const log = latest.data;
  return (
    <SessionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={clientId ? m.lifestyleTitle(names.client(clientId)) : m.lifestyle}
    >
      {!clientId ? (
        <p>{m.selectClientFirst}</p>
      ) : latest.isPending ? null : !log ? (
        <p>{m.noCheckIn}</p>
      ) : (
        <dl className="lifestyle-list">
          <dt>{m.sleep}</dt>
          <dd>{levelWords('sleep', log.sleep)}</dd>
          <dt>{m.stress}</dt>
          <dd>{levelWords('stress', log.stress)}</dd>
          <dt>{m.sorenessLevel}</dt>
          <dd>{levelWords('soreness', log.soreness)}</dd>
          <dt>{m.bodyWeight}</dt>
          <dd>{log.bodyWeight} kg</dd>
          {log.readiness !== null && log.readiness !== undefined ? (
            <>
              <dt>{m.readiness}</dt>
              <dd>{log.readiness}</dd>
            </>
          ) : null}
          {log.noteToTrainer ? (
            <>
              <dt>{m.noteToTrainer}</dt>
              <dd>{log.noteToTrainer}</dd>
            </>
          ) : null}
        </dl>
      )}
    </SessionDialog>
  );
}

/** Pairing: two to four exercises under a free letter; existing pairs can be unpaired. */
export function PairingDialog({ open, onOpenChange }: DialogProps) {
  const commands = useTrainerCommands();
  const showAlert = useAlert();
  const exercises = useActivePhaseExercises();
  const getState = useCurrentState();
  const allExercises = useSessionSelector((state) => state?.exercises ?? exercises);
  const [chosen, setChosen] = useState<string[]>([]);
  const free = freeLetters(allExercises);
  const [letter, setLetter] = useState<PairLetter | ''>('');
  const state = getState();
  const groups = state ? pairGroups(state) : [];
  const pickedLetter = letter || free[0] || '';
  const close = (next: boolean) => {
    if (!next) {
      setChosen([]);
      setLetter('');
    }
    onOpenChange(next);
  };
  const choose = (id: string) => {
    if (chosen.includes(id)) {
      setChosen(chosen.filter((x) => x !== id));
      return;
    }
    if (chosen.length >= MAX_EXERCISES_PER_PAIR) {
      showAlert(pairingMessages.limitTitle, pairingMessages.limit);
      return;
    }
    setChosen([...chosen, id]);
  };
  const pair = () => {
    if (chosen.length < 2 || !pickedLetter) return;
    commands.sendOp('pairing:set', { exerciseIds: chosen, letter: pickedLetter });
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.pairingTitle}
      description={m.pairingHint}
      actions={
        <PrimaryAction disabled={chosen.length < 2 || !pickedLetter} onClick={pair}>
          {m.pair}
        </PrimaryAction>
      }
    >
      {groups.length > 0 ? (
        <ul className="plain-list">
          {groups.map((g) => (
            <li key={g.letter} className="pair-line">
              <span className="pair-chip" style={{ background: g.color }}>
                {g.letter.toUpperCase()}
              </span>
              <span>
                {g.exerciseIds
                  .map((id) => allExercises.find((e) => e.id === id)?.name ?? id)
                  .join(' + ')}
              </span>
              <button
                type="button"
                className="grid-chip"
                onClick={() =>
                  commands.sendOp('pairing:set', { exerciseIds: g.exerciseIds, letter: null })
                }
              >
                {m.unpair(g.letter)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="pick-list">
        {exercises.map((e) => (
          <li key={e.id}>
            <label className="pick-item">
              <input
                type="checkbox"
                disabled={e.pairing !== null}
                checked={chosen.includes(e.id)}
                onChange={() => choose(e.id)}
              />
              <span>{e.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <label className="field">
        <span className="field-label">{m.letter}</span>
        <select
          className="field-input"
          value={pickedLetter}
          onChange={(e) => setLetter(e.target.value as PairLetter)}
        >
          {free.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
    </SessionDialog>
  );
}

/** Change Team: moves a client to a team; applies only once a team is chosen. */
export function ChangeTeamDialog({ open, onOpenChange }: DialogProps) {
  const commands = useTrainerCommands();
  const selection = useSelection();
  const clients = useGridClients();
  const teams = useSessionSelector((state) => state?.teams ?? null);
  const [clientId, setClientId] = useState('');
  const [teamId, setTeamId] = useState('');
  const target = clientId || selectedClientId(selection) || clients[0]?.id || '';
  const close = (next: boolean) => {
    if (!next) {
      setClientId('');
      setTeamId('');
    }
    onOpenChange(next);
  };
  const apply = () => {
    if (!teamId || !target) return;
    commands.sendOp('client:team', { userId: target, teamId });
    close(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={close}
      title={m.changeTeamTitle}
      actions={
        <PrimaryAction disabled={!teamId || !target} onClick={apply}>
          {m.apply}
        </PrimaryAction>
      }
    >
      {!teams || teams.length === 0 ? (
        <p>{m.noTeams}</p>
      ) : (
        <>
          <label className="field">
            <span className="field-label">{m.client}</span>
            <select
              className="field-input"
              value={target}
              onChange={(e) => setClientId(e.target.value)}
            >
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.firstName}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">{m.team}</span>
            <select
              className="field-input"
              value={teamId}
              onChange={(e) => setTeamId(e.target.value)}
            >
              <option value="">{m.chooseTeam}</option>
              {teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </SessionDialog>
  );
}
