import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ResumeSessionLink, useSessionWorkoutName } from '@/features/live-session';
import { type ExerciseWizardProps, ExerciseWizardSlotProvider } from '@/features/workouts';
import { withTranslations } from '@/lib/i18n/locale';
import { lazyDialog } from '@/ui/lazy-dialog';
import { AppHeader } from './app-header';
import { liveSessionIdOf } from './breadcrumbs';

const IntakeWizardDialog = lazyDialog(
  async () => (await import('@/features/clients')).IntakeWizardDialog,
);

const ExerciseWizardDialog = lazy(
  withTranslations(() =>
    import('@/features/exercises').then((module) => ({ default: module.ExerciseWizardDialog })),
  ),
);

/**
 * The workout builder's '+ Create New' opens the exercise wizard, which the workouts feature may
 * not import: the app hands it over. Its code loads the first time it opens.
 */
function BuilderExerciseWizard(props: ExerciseWizardProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ExerciseWizardDialog {...props} fromWorkout />
    </Suspense>
  );
}

/**
 * Trainer area: the global header above a container capped at the app width (1300). The burger
 * menu's 'Finish Intake' opens the client intake wizard from any trainer screen. While a session
 * is live the header leads back to it, except on the dashboard, whose first card does.
 */
export function TrainerLayout() {
  const [intakeOpen, setIntakeOpen] = useState(false);
  const { pathname } = useLocation();
  const onDashboard = pathname === '/trainer';
  const liveSessionName = useSessionWorkoutName(liveSessionIdOf(pathname));
  return (
    <div className="app-shell">
      <AppHeader
        onFinishIntake={() => setIntakeOpen(true)}
        liveSession={onDashboard ? null : <ResumeSessionLink variant="header" />}
        liveSessionName={liveSessionName}
      />
      <main className="app-container">
        <ExerciseWizardSlotProvider wizard={BuilderExerciseWizard}>
          <Outlet />
        </ExerciseWizardSlotProvider>
      </main>
      <IntakeWizardDialog open={intakeOpen} onOpenChange={setIntakeOpen} />
    </div>
  );
}
