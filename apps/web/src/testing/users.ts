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
