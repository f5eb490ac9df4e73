import type { User } from '@levelup/shared';

/** The client the web tests sign in as. */
export const client: User = {
  id: 'u-1',
  email: 'client@example.com',
  firstName: 'Alex',
  lastName: 'Client',
  role: 'client',
  gender: 'male',
  dateOfBirth: '1990-01-01',
  weightKg: 80,
  heightCm: 180,
  coachSetupNotice: false,
  unit: null,
  gymUnit: 'kg',
  showNameOnTv: true,
};

/** The trainer the web tests sign in as. */
export const trainer: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'coach@example.com',
  firstName: 'Casey',
  lastName: 'Coach',
  role: 'trainer',
  gender: null,
  dateOfBirth: null,
  weightKg: null,
  heightCm: null,
  coachSetupNotice: false,
  unit: null,
  gymUnit: 'kg',
  showNameOnTv: true,
};
