import { localized } from '@levelup/shared/i18n';

/** The shared step wizard's chrome (spec 2, section 4 "Wizards"). */
const stepWizardMessagesEnglish = {
  step: (step: number, total: number) => `Step ${step} of ${total}`,
  back: 'Back',
  next: 'Next',
  close: 'Close',
} as const;
export type StepWizardMessages = typeof stepWizardMessagesEnglish;
export const stepWizardMessages = localized(stepWizardMessagesEnglish, {
  es: () => import('./es/step-wizard').then((m) => m.stepWizardMessagesEs),
});
