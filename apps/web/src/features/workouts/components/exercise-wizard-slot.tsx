import type { ComponentType, ReactNode } from 'react';
import { createContext, useContext } from 'react';

/** The props of the exercises feature's `ExerciseWizardDialog` (CONTRACTS, w11). */
export interface ExerciseWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The created exercise as POST /api/exercises answered it (id, name, type at least). */
  onCreated?: (exercise: unknown) => void;
}

const ExerciseWizardContext = createContext<ComponentType<ExerciseWizardProps> | null>(null);

/**
 * The slot for the new-exercise wizard that '+ Create New' opens. The workouts feature may not
 * import the exercises feature, so the app composes them: it wraps the trainer screens in this
 * provider with the wizard. Without one, '+ Create New' is shown disabled.
 */
export function ExerciseWizardSlotProvider({
  wizard,
  children,
}: {
  wizard: ComponentType<ExerciseWizardProps>;
  children: ReactNode;
}) {
  return <ExerciseWizardContext.Provider value={wizard}>{children}</ExerciseWizardContext.Provider>;
}

export function useExerciseWizard(): ComponentType<ExerciseWizardProps> | null {
  return useContext(ExerciseWizardContext);
}
