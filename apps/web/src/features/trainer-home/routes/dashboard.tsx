import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResumeSessionLink } from '@/features/live-session';
import { trainerHomeMessages as m } from '@/messages';
import { lazyDialog } from '@/ui/lazy-dialog';
import { DashboardTileButton } from '../components/dashboard-tile';
import { type DashboardTile, dashboardGroups, isTypingTarget, tileForKey } from '../model/tiles';
import '../components/trainer-home.css';

// The tiles' dialogs load when opened: none of their code is on the dashboard's first load.
const IntakeWizardDialog = lazyDialog(
  async () => (await import('@/features/clients')).IntakeWizardDialog,
);
const ExerciseWizardDialog = lazyDialog(
  async () => (await import('@/features/exercises')).ExerciseWizardDialog,
);
const WorkoutPickerDialog = lazyDialog(
  async () => (await import('@/features/workouts')).WorkoutPickerDialog,
);

type OpenDialog = 'intake' | 'selectWorkout' | 'createExercise' | null;

/** /trainer: the two tile groups, with number keys 1-9 opening the enabled tiles. */
export function TrainerDashboardScreen() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const groups = useMemo(() => dashboardGroups(), []);

  const select = useCallback(
    (tile: DashboardTile) => {
      if (tile.action.kind === 'navigate') navigate(tile.action.to);
      else if (tile.action.kind !== 'none') setDialog(tile.action.kind);
    },
    [navigate],
  );

  useEffect(() => {
    // Keys typed into a field or inside an open dialog (which holds the focus) are not hotkeys.
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const tile = tileForKey(groups, event);
      if (!tile) return;
      event.preventDefault();
      select(tile);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [select, groups]);

  const closeUnless = (kind: Exclude<OpenDialog, null>) => (open: boolean) =>
    setDialog(open ? kind : null);

  return (
    <div className="dashboard">
      <h1 className="dashboard-title">{m.title}</h1>
      <p className="dashboard-hint">{m.hotkeysHint}</p>
      {/* Before the tiles, while a session is live: the way back to it (issue 34). */}
      <ResumeSessionLink variant="card" />
      {groups.map((group) => (
        <section key={group.id} className="dashboard-group" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`} className="dashboard-group-title">
            {group.title}
          </h2>
          <ul className="dashboard-grid">
            {group.tiles.map((tile) => (
              <li key={tile.id}>
                <DashboardTileButton tile={tile} onSelect={select} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <IntakeWizardDialog open={dialog === 'intake'} onOpenChange={closeUnless('intake')} />
      <ExerciseWizardDialog
        open={dialog === 'createExercise'}
        onOpenChange={closeUnless('createExercise')}
      />
      <WorkoutPickerDialog
        open={dialog === 'selectWorkout'}
        onOpenChange={closeUnless('selectWorkout')}
      />
    </div>
  );
}
