import type { Translation } from '@levelup/shared/i18n';
import type { ClientMessages } from '../client';

export const clientMessagesEs: Translation<ClientMessages> = {
  createFailed: 'No se pudo crear el cliente',
  updateFailed: 'No se pudo actualizar el cliente',
  created: 'Cliente creado',
  updated: 'Cliente actualizado',
  addedToLive: 'Cliente añadido a la sesión en directo',
  loadedExisting: (name) => `Cliente existente cargado: ${name}`,
  fastIntakeApplied: 'Alta rápida aplicada: estimaciones de la sesión rellenadas',
  fastIntakeFailed: 'No se pudo aplicar el alta rápida',
  runFastIntake: 'Alta rápida (rellenar estimaciones)',
  saveClient: 'Guardar cliente',
  saveAndAddToLive: 'Guardar y añadir a la sesión',
};
