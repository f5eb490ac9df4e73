import { useState } from 'react';
import { Outlet } from 'react-router';
import { IntakeWizardDialog } from '../../features/clients';
import { AppHeader } from './app-header';

/**
 * Trainer area: the global header above a container capped at the app width (1300). The burger
 * menu's 'Finish Intake' opens the client intake wizard from any trainer screen.
 */
export function TrainerLayout() {
  const [intakeOpen, setIntakeOpen] = useState(false);
  return (
    <div className="app-shell">
      <AppHeader onFinishIntake={() => setIntakeOpen(true)} />
      <main className="app-container">
        <Outlet />
      </main>
      <IntakeWizardDialog open={intakeOpen} onOpenChange={setIntakeOpen} />
    </div>
  );
}
