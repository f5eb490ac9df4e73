import { z } from 'zod/mini';
import { TIMER_DEFAULTS, TIMER_STEPPER } from '../constants';

export interface TimerConfig {
  prepareSeconds: number;
  workSeconds: number;
  restSeconds: number;
  cycles: number;
  sets: number;
  setRestSeconds: number;
}

export const DEFAULT_TIMER_CONFIG: TimerConfig = { ...TIMER_DEFAULTS };

/** The config stepper's value: rounded to a whole number and clamped to 0-3600. */
export function clampTimerStepperValue(value: number): number {
  if (!Number.isFinite(value)) return TIMER_STEPPER.min;
  return Math.min(TIMER_STEPPER.max, Math.max(TIMER_STEPPER.min, Math.round(value))) + 0;
}

/** A config value that is not a non-negative finite number falls back to its default. */
function configValue(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? clampTimerStepperValue(value)
    : fallback;
}

const field = (fallback: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => configValue(v, fallback)),
  );

/** Timer config as read from storage or a form: every bad or missing value becomes its default. */
export const timerConfigSchema = z.object({
  prepareSeconds: field(TIMER_DEFAULTS.prepareSeconds),
  workSeconds: field(TIMER_DEFAULTS.workSeconds),
  restSeconds: field(TIMER_DEFAULTS.restSeconds),
  cycles: field(TIMER_DEFAULTS.cycles),
  sets: field(TIMER_DEFAULTS.sets),
  setRestSeconds: field(TIMER_DEFAULTS.setRestSeconds),
});

/** Any input to a valid config; a non-object gives the defaults. */
export function normaliseTimerConfig(input: unknown): TimerConfig {
  const parsed = timerConfigSchema.safeParse(input);
  return parsed.success ? parsed.data : { ...DEFAULT_TIMER_CONFIG };
}
