import type { Translation } from '@levelup/shared/i18n';
import type { TrainerHomeMessages } from '../trainer-home';

export const trainerHomeMessagesEs: Translation<TrainerHomeMessages> = {
  title: 'Panel del entrenador',
  coachWorkflow: 'Trabajo con clientes',
  programmingTracking: 'Programación y seguimiento',
  intake: 'Alta de cliente',
  manageClients: 'Gestionar clientes',
  todaysSessions: 'Sesiones de hoy',
  createWorkout: 'Crear entrenamiento',
  selectWorkout: 'Elegir entrenamiento',
  createExercise: 'Crear ejercicio',
  clientCommunications: 'Mensajes a clientes',
  programTemplates: 'Plantillas de programas',
  clientAssessments: 'Evaluaciones de clientes',
  progressTracking: 'Seguimiento del progreso',
  sessionHistory: 'Historial de sesiones',
  settings: 'Ajustes',
  challenges: 'Retos',
  teams: 'Equipos',
  comingSoon: 'Próximamente',
  hotkeysHint: 'Consejo: pulsa el número de una tarjeta para abrirla.',
};
