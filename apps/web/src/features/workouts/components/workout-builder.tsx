import {
  activePhase,
  addExercise,
  addPhase,
  applyParamEditor,
  type BuilderAlert,
  canAddExercise,
  createPair,
  exerciseListItemSchema,
  hasWorkoutName,
  openParamEditor,
  type ParamEditor,
  type ParamKind,
  removeExercise,
  removePhase,
  renamePhase,
  renameWorkout,
  resetPhase,
  saveAlert,
  selectPhase,
  setGroupClients,
  setWorkoutLevel,
  shouldChooseLetter,
  togglePairSelection,
  unpair,
  type WorkoutDraft,
  type WorkoutLevel,
  workoutBuilderMessages as wb,
} from '@levelup/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker, useNavigate } from 'react-router';
import { exerciseKeys } from '@/lib/api/exercises/get-exercises';
import { toast } from '@/lib/toast';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { useAlert } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useCreateWorkout } from '../api/create-workout';
import { useUpdateWorkout } from '../api/update-workout';
import type { DraftStorage } from '../model/draft-storage';
import { ExerciseTable } from './exercise-table';
import { useExerciseWizard } from './exercise-wizard-slot';
import { ParamCards } from './param-cards';
import { PhasesCard } from './phases-card';
import { TitleCard } from './title-card';
import { useBuilderDraft } from './use-builder-draft';
import './workouts.css';

// The builder's dialogs (Radix) load when first opened, not with the screen.
const AddExerciseDialog = lazyDialog(
  async () => (await import('./add-exercise-dialog')).AddExerciseDialog,
);
const ClientGroupingDialog = lazyDialog(
  async () => (await import('./client-grouping-dialog')).ClientGroupingDialog,
);
const LeaveDialog = lazyDialog(async () => (await import('./leave-dialog')).LeaveDialog);
const LevelDialog = lazyDialog(async () => (await import('./level-dialog')).LevelDialog);
const PairLetterDialog = lazyDialog(
  async () => (await import('./pair-letter-dialog')).PairLetterDialog,
);
const ParamEditorDialog = lazyDialog(
  async () => (await import('./param-editor-dialog')).ParamEditorDialog,
  (props) => props.editor !== null,
);
const WorkoutPickerDialog = lazyDialog(
  async () => (await import('./workout-picker-dialog')).WorkoutPickerDialog,
);

interface WorkoutBuilderProps {
  /** The stored workout being edited; absent for a new one. */
  workoutId?: string;
  /** The draft to start from when no unsaved local copy is kept. */
  initialDraft: WorkoutDraft;
  /** Where the unsaved draft is kept (`draftStorageKey`). */
  storageKey: string;
  storage?: DraftStorage;
}

type Modal = 'add' | 'letter' | 'grouping' | 'level' | 'picker' | 'wizard' | null;

/**
 * The workout builder (spec 2, section 2): every change goes through the shared builder rules,
 * and a refused change shows the rule's alert. Save creates or updates the workout, toasts
 * 'Saved "{name}"' and goes to /trainer; leaving with unsaved changes asks first.
 */
export function WorkoutBuilder({
  workoutId,
  initialDraft,
  storageKey,
  storage = window.localStorage,
}: WorkoutBuilderProps) {
  const { draft, dirty, update, forget } = useBuilderDraft(initialDraft, storageKey, storage);
  const showAlert = useAlert();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createWorkout = useCreateWorkout();
  const updateWorkout = useUpdateWorkout();
  const ExerciseWizard = useExerciseWizard();
  const [modal, setModal] = useState<Modal>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [editor, setEditor] = useState<ParamEditor | null>(null);

  const phase = activePhase(draft);
  const alert = (builderAlert: BuilderAlert) => showAlert(builderAlert.title, builderAlert.message);
  const closeModal = (open: boolean) => {
    if (!open) setModal(null);
  };

  // Saving or discarding lets the next navigation through without asking.
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  const changePhase = (change: (d: WorkoutDraft) => WorkoutDraft) => {
    setSelection([]);
    update(change);
  };

  const rename = (name: string) => {
    const result = renameWorkout(draft, name);
    if (result.ok) update(() => result.value);
    else alert(result.alert);
  };

  const togglePair = (exerciseId: string) => {
    const result = togglePairSelection(draft, selection, exerciseId);
    if (!result.ok) return alert(result.alert);
    setSelection(result.value);
    if (result.value.length > selection.length && shouldChooseLetter(result.value)) {
      setModal('letter');
    }
  };

  const chooseLetter = (letter: string) => {
    const result = createPair(draft, selection, letter);
    if (!result.ok) return alert(result.alert);
    update(() => result.value);
    setSelection([]);
    setModal(null);
  };

  const openEditor = (kind: ParamKind, exerciseId?: string) =>
    setEditor(
      openParamEditor(
        draft,
        kind,
        exerciseId === undefined ? { mode: 'column' } : { mode: 'cell', exerciseId },
      ),
    );

  const saving = createWorkout.isPending || updateWorkout.isPending;
  // A double click's second press lands before `saving` has re-rendered the buttons disabled.
  const pressed = useRef(false);
  const save = () => {
    if (pressed.current) return;
    const refusal = saveAlert(draft);
    if (refusal) return alert(refusal);
    const name = draft.workoutName.trim();
    // saveAlert refuses a draft without a level, so the level here is one of the four.
    const workout = { ...draft, workoutLevel: draft.workoutLevel as WorkoutLevel };
    const onSuccess = () => {
      leaving.current = true;
      forget();
      toast.success(wb.saved(name));
      navigate('/trainer');
    };
    const onError = () => toast.error(wb.saveFailed);
    const onSettled = () => {
      pressed.current = false;
    };
    pressed.current = true;
    if (workoutId) {
      updateWorkout.mutate({ id: workoutId, workout }, { onSuccess, onError, onSettled });
    } else createWorkout.mutate(workout, { onSuccess, onError, onSettled });
  };

  const level = draft.workoutLevel === '' ? null : t.workoutLevels[draft.workoutLevel];

  return (
    <div className="wb-page">
      <TitleCard
        draft={draft}
        onRename={rename}
        actions={
          <>
            <Button onClick={save} loading={saving}>
              {t.save(hasWorkoutName(draft) ? draft.workoutName : null)}
            </Button>
            <Button variant="secondary" onClick={() => changePhase(resetPhase)}>
              {t.resetPhase}
            </Button>
            <Button variant="secondary" onClick={() => setModal('picker')}>
              {t.selectWorkout}
            </Button>
            <Button variant="ghost" onClick={() => navigate('/trainer')}>
              {t.back}
            </Button>
          </>
        }
      />

      <div className="wb-top-grid">
        <PhasesCard
          draft={draft}
          onAdd={() => changePhase(addPhase)}
          onSelect={(id) => changePhase((d) => selectPhase(d, id))}
          onRename={(id, name) => update((d) => renamePhase(d, id, name))}
          onRemove={(id) => changePhase((d) => removePhase(d, id))}
        />
        <section className="wb-card wb-exercises" aria-labelledby="wb-exercises-title">
          <h2 id="wb-exercises-title" className="wb-card-title">
            {t.exercisesTitle}
          </h2>
          <div className="wb-button-row">
            <Button onClick={() => setModal('add')} disabled={!canAddExercise(draft)}>
              {wb.addExercise}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setModal('wizard')}
              disabled={ExerciseWizard === null}
            >
              {wb.createNew}
            </Button>
            <Button variant="secondary" onClick={() => setModal('grouping')}>
              {t.clientGrouping}
            </Button>
            <Button variant="secondary" onClick={() => setModal('level')}>
              {wb.workoutLevel(level)}
            </Button>
          </div>
        </section>
      </div>

      <ParamCards draft={draft} onEdit={(kind) => openEditor(kind)} />

      <ExerciseTable
        draft={draft}
        selection={selection}
        onPair={togglePair}
        onUnpair={(letter) => update((d) => unpair(d, letter))}
        onEditCell={(kind, id) => openEditor(kind, id)}
        onRemove={(id) => {
          setSelection((current) => current.filter((s) => s !== id));
          update((d) => removeExercise(d, id));
        }}
      />

      <footer className="wb-footer">
        <p className="wb-footer-count">{wb.footer(phase.exerciseIds.length, phase.name)}</p>
        <div className="wb-button-row">
          <Button variant="secondary" onClick={() => setModal('grouping')}>
            {t.clientGrouping}
          </Button>
          <Button onClick={save} loading={saving}>
            {t.saveWorkout}
          </Button>
        </div>
      </footer>

      <AddExerciseDialog
        open={modal === 'add'}
        onOpenChange={closeModal}
        draft={draft}
        onAdd={(exercise) => update((d) => addExercise(d, exercise))}
      />
      <PairLetterDialog
        open={modal === 'letter'}
        draft={draft}
        phase={phase}
        selection={selection}
        onChoose={chooseLetter}
        onCancel={() => setModal(null)}
      />
      <ParamEditorDialog
        draft={draft}
        editor={editor}
        onChange={setEditor}
        onSave={(done) => {
          update((d) => applyParamEditor(d, done));
          setEditor(null);
        }}
        onCancel={() => setEditor(null)}
      />
      <ClientGroupingDialog
        open={modal === 'grouping'}
        onOpenChange={closeModal}
        draft={draft}
        onSave={(groupClients) => {
          update((d) => setGroupClients(d, groupClients));
          setModal(null);
        }}
      />
      <LevelDialog
        open={modal === 'level'}
        onOpenChange={closeModal}
        value={draft.workoutLevel}
        onChoose={(chosen) => {
          update((d) => setWorkoutLevel(d, chosen));
          setModal(null);
        }}
      />
      <WorkoutPickerDialog open={modal === 'picker'} onOpenChange={closeModal} />
      {ExerciseWizard ? (
        <ExerciseWizard
          open={modal === 'wizard'}
          onOpenChange={closeModal}
          onCreated={(created) => {
            void queryClient.invalidateQueries({ queryKey: exerciseKeys.all });
            const exercise = exerciseListItemSchema.safeParse(created);
            if (exercise.success) update((d) => addExercise(d, exercise.data));
          }}
        />
      ) : null}
      <LeaveDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onDiscard={() => {
          leaving.current = true;
          forget();
          blocker.proceed?.();
        }}
      />
    </div>
  );
}
