import type { APIRequestContext } from '@playwright/test';
import { readMail } from './outbox';
import { expect } from './test';

/** Who the intake wizard takes in: the specs name the client; the rest has a usual default. */
interface Intake {
  name: string;
  gender: 'female' | 'male';
  email?: string;
  age?: number;
  weightKg?: number;
  ankleMobility?: number;
  fastIntakeApplied?: boolean;
}

/**
 * The intake wizard's call (POST /api/clients) for a client of the coach: an intermediate who works
 * actively, sleeps 7 hours and wants to build strength, with nothing to report.
 */
export function intakeOf(client: Intake) {
  return {
    fastLevel: 'intermediate',
    thoracicScore: 3,
    ankleMobility: 3,
    workType: 'active',
    motivationLevel: 'A',
    goals: ['build-strength'],
    injuries: [],
    averageSleep: 7,
    ...client,
  };
}

/**
 * A client the coach set up signs in once they set a password of their own with a reset code, as
 * DESIGN 4.3 says (the code read from the dev outbox).
 */
export async function claimWithResetCode(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  expect((await request.post('/api/user/password-reset', { data: { email } })).status()).toBe(202);
  const secret = /reset code is (\d{6})/.exec(
    await readMail(email, 'Your password reset code'),
  )?.[1];
  const reset = await request.post('/api/user/password-reset', {
    data: { email, secret, newPassword: password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
}
