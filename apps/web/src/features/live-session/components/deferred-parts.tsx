import { lazyDialog } from '@/ui/lazy-dialog';
import { SessionSummary } from './session-summary-part';

/*
 * What the trainer's live screen shows only on a tap: the modals (with Radix's dialog). None is
 * on screen at first paint, so none is part of the screen's first load; `TRAINER_SESSION_PARTS`
 * are fetched once the screen is idle, so a tap opens them at once.
 */

export const AddExerciseDialog = lazyDialog(
  async () => (await import('./exercise-pickers')).AddExerciseDialog,
);
export const RemoveExerciseDialog = lazyDialog(
  async () => (await import('./exercise-pickers')).RemoveExerciseDialog,
);
export const AddClientsDialog = lazyDialog(
  async () => (await import('./clients-picker')).AddClientsDialog,
);
export const RemoveClientsDialog = lazyDialog(
  async () => (await import('./clients-picker')).RemoveClientsDialog,
);
export const ExerciseSettingsDialog = lazyDialog(
  async () => (await import('./panel-dialogs')).ExerciseSettingsDialog,
);
export const ChangeTeamDialog = lazyDialog(
  async () => (await import('./panel-dialogs')).ChangeTeamDialog,
);
export const NotesDialog = lazyDialog(async () => (await import('./panel-dialogs')).NotesDialog);
export const LifestyleDialog = lazyDialog(
  async () => (await import('./panel-dialogs')).LifestyleDialog,
);
export const IntensityDialog = lazyDialog(
  async () => (await import('./panel-dialogs')).IntensityDialog,
);
export const PairingDialog = lazyDialog(
  async () => (await import('./panel-dialogs')).PairingDialog,
);
export const SuggestDialog = lazyDialog(
  async () => (await import('./suggest-dialog')).SuggestDialog,
);
export const RecordsDialog = lazyDialog(
  async () => (await import('./records-dialog')).RecordsDialog,
);
export const EndSessionDialog = lazyDialog(
  async () => (await import('./end-session-dialog')).EndSessionDialog,
);
/** The '!' badge's modal: open while it names a client. */
export const AlertsDialog = lazyDialog(
  async () => (await import('./alerts-dialog')).AlertsDialog,
  (props) => props.client !== null,
);

/** A cell's set list: open while it names a cell. */
export const SetListDialog = lazyDialog(
  async () => (await import('./set-list-dialog')).SetListDialog,
  (props) => props.target !== null,
);

/** What the trainer's live screen may open, to preload once it is idle. */
export const TRAINER_SESSION_PARTS = [
  AddExerciseDialog,
  AddClientsDialog,
  ExerciseSettingsDialog,
  SuggestDialog,
  RecordsDialog,
  EndSessionDialog,
  AlertsDialog,
  SetListDialog,
  SessionSummary,
].map((part) => part.preload);
