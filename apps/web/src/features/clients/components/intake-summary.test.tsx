import { fastIntakeEstimate } from '@levelup/shared/coaching';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { intakeWizardMessages as m } from '@/messages';
import { renderSignedIn } from '@/testing/render-signed-in';
import { client } from '@/testing/users';
import { FastIntakeNote } from './intake-summary';

const trainer = { ...client, id: 'u-2', role: 'trainer' as const };
// No weight given: a man is assumed to weigh 75 kg; a beginner starts at 0.75 of it on the 2.5 kg step, 57.5 kg.
const estimate = fastIntakeEstimate({ gender: 'male', weightKg: null, level: 'beginner' });

afterEach(cleanup);

describe('FastIntakeNote', () => {
  it("gives the starting load in the trainer's unit and the assumed body weight in kg", () => {
    renderSignedIn(<FastIntakeNote estimate={estimate} />, { user: { ...trainer, unit: 'lb' } });
    expect(screen.getByRole('status').textContent).toBe(
      `${m.fastIntakeOn}: ${m.startingLoad('126.77 lb')} ${m.assumedWeight(75)}`,
    );
  });

  it('gives it in kg to a trainer who sees kg', () => {
    renderSignedIn(<FastIntakeNote estimate={estimate} />, { user: trainer });
    expect(screen.getByRole('status').textContent).toContain(m.startingLoad('57.5 kg'));
  });
});
