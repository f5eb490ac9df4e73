import { localized } from '@levelup/shared/i18n';

const clientMessagesEnglish = {
  createFailed: 'Failed to create client',
  updateFailed: 'Failed to update client',
  created: 'Client created successfully',
  updated: 'Client updated successfully',
  addedToLive: 'Client added to live session',
  loadedExisting: (name: string) => `Loaded existing client: ${name}`,
  fastIntakeApplied: 'Fast Intake applied: session estimates prefilled',
  fastIntakeFailed: 'Failed to apply Fast Intake',
  runFastIntake: 'Run Fast Intake (Prefill Estimates)',
  saveClient: 'Save Client',
  saveAndAddToLive: 'Save & Add to Live',
} as const;
export type ClientMessages = typeof clientMessagesEnglish;
export const clientMessages = localized(clientMessagesEnglish, {
  es: () => import('./es/client').then((m) => m.clientMessagesEs),
});
