import type { Translation } from '@levelup/shared/i18n';
import type { StepWizardMessages } from '../step-wizard';

export const stepWizardMessagesEs: Translation<StepWizardMessages> = {
  step: (step, total) => `Paso ${step} de ${total}`,
  back: 'Atrás',
  next: 'Siguiente',
  close: 'Cerrar',
};
