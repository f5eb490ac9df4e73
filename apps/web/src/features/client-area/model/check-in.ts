import {
  type BodyMarks,
  checkInMessages,
  type LifestyleLog,
  type LifestyleLogPayloadInput,
  parseBodyWeight,
  WEIGHT_SYNC_TOLERANCE_KG,
  type WorkoutIntensity,
} from '@levelup/shared';
import { isApiClientError } from '@/lib/api-client';

/** What the daily preparation form holds. */
export interface CheckInForm {
  sleep: number;
  stress: number;
  soreness: number;
  bodyWeight: string;
  workoutIntensity: WorkoutIntensity;
  noteToTrainer: string;
  injuries: BodyMarks;
}

export function formFromLog(log: LifestyleLog): CheckInForm {
  return {
    sleep: log.sleep,
    stress: log.stress,
    soreness: log.soreness,
    bodyWeight: String(log.bodyWeight),
    workoutIntensity: log.workoutIntensity,
    noteToTrainer: log.noteToTrainer ?? '',
    injuries: log.injuries ?? {},
  };
}

type PayloadResult =
  | { ok: true; payload: LifestyleLogPayloadInput; bodyWeight: number }
  | { ok: false; title: string; message: string };

/**
 * The body of the create or update call (spec 1 section 5): a bodyweight above 0 and at most 500,
 * the note trimmed and null when empty, the injuries left out when none are marked.
 */
export function checkInPayload(form: CheckInForm, date: string): PayloadResult {
  const bodyWeight = parseBodyWeight(form.bodyWeight);
  if (bodyWeight === null) {
    return {
      ok: false,
      title: checkInMessages.validationTitle,
      message: checkInMessages.invalidBodyweight,
    };
  }
  const note = form.noteToTrainer.trim();
  const marked = Object.keys(form.injuries).length > 0;
  return {
    ok: true,
    bodyWeight,
    payload: {
      date,
      sleep: form.sleep,
      stress: form.stress,
      soreness: form.soreness,
      bodyWeight,
      noteToTrainer: note || null,
      workoutIntensity: form.workoutIntensity,
      ...(marked ? { injuries: form.injuries } : {}),
    },
  };
}

/** The profile weight follows a check-in only when it differs by 0.01 kg or more. */
export function needsWeightSync(stored: number | null | undefined, logged: number): boolean {
  return stored == null || Math.abs(stored - logged) >= WEIGHT_SYNC_TOLERANCE_KG - 1e-9;
}

/** The 'Error' alert's text for a failed submit (spec 1 section 8, daily check-in submit). */
export function checkInErrorMessage(error: unknown): string {
  if (isApiClientError(error)) {
    if (error.status === 401 || error.status === 403 || error.status >= 500) {
      return checkInMessages.forStatus(error.status);
    }
    return error.serverMessage ?? checkInMessages.forStatus(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  return checkInMessages.submitFailed;
}

/** 'Conflict': a log for today exists already (another device, another tab). */
export const isConflict = (error: unknown) => isApiClientError(error) && error.status === 409;
