/*
 * What other features may use of gyms: a new account's gym, the settings that apply to a
 * person's loads, and reading stored settings with today's schema.
 */
export {
  type BadSettingsLog,
  createGym,
  gymSettingsOf,
  ownGymName,
  storedGymSettings,
} from './gym-repository';
export type { SettingsChanged } from './routes';
