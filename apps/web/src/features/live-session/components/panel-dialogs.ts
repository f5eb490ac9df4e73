// The tools panel's dialogs, one chunk fetched on the first open of any of them (each dialog is a
// file of its own).
export { ChangeTeamDialog } from './change-team-dialog';
export { ExerciseSettingsDialog } from './exercise-settings-dialog';
export { IntensityDialog } from './intensity-dialog';
export { LifestyleDialog } from './lifestyle-dialog';
export { NotesDialog } from './notes-dialog';
export { PairingDialog } from './pairing-dialog';
