import type { Translation } from '@levelup/shared/i18n';
import type { ResumeSessionMessages } from '../resume-session';

export const resumeSessionMessagesEs: Translation<ResumeSessionMessages> = {
  backToLive: 'Volver a la sesión en directo',
  backToLiveLabel: (workout, runningFor) =>
    `Volver a la sesión en directo: ${workout}, ${runningFor}`,
  noWorkout: 'Ningún entrenamiento cargado',
  underAMinute: 'menos de 1 min',
  minutes: (minutes) => `${minutes} min`,
  hoursAndMinutes: (hours, minutes) => (minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`),
  dialogTitle: 'Hay una sesión todavía en directo',
  dialogText: (workout, runningFor) =>
    `${workout} lleva ${runningFor} en marcha. Reanúdala o termínala (sus series quedan guardadas) y empieza una nueva.`,
  dialogTextNoWorkout: (runningFor) =>
    `Una sesión sin entrenamiento lleva ${runningFor} en marcha. Reanúdala o termínala (sus series quedan guardadas) y empieza una nueva.`,
  resume: 'Reanudar',
  endAndStartNew: 'Terminarla y empezar otra',
};
