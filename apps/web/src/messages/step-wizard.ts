/** The shared step wizard's chrome (spec 2, section 4 "Wizards"). */
export const stepWizardMessages = {
  step: (step: number, total: number) => `Step ${step} of ${total}`,
  back: 'Back',
  next: 'Next',
  close: 'Close',
} as const;
