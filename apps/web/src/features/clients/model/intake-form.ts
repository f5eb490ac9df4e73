import {
  AVERAGE_SLEEP_DEFAULT,
  BODYWEIGHT_MAX_KG,
  type Client,
  type ClientIntakePayloadInput,
  type Gender,
  intakeStepSchemas,
  type MotivationLevel,
  type TrainingLevel,
  type WorkType,
} from '@levelup/shared';

/** Everything the 8 intake steps hold; unset choices are null, typed numbers are text. */
export interface IntakeFormValues {
  name: string;
  gender: Gender | null;
  email: string;
  age: string;
  ageSkipped: boolean;
  weightKg: string;
  weightSkipped: boolean;
  fastLevel: TrainingLevel | null;
  thoracicScore: number | null;
  ankleMobility: number | null;
  injuries: string[];
  notes: string;
  averageSleep: number;
  workType: WorkType | null;
  motivationLevel: MotivationLevel | null;
  goals: string[];
  fastIntakeApplied: boolean;
}

export function intakeFormDefaults(): IntakeFormValues {
  return {
    name: '',
    gender: null,
    email: '',
    age: '',
    ageSkipped: false,
    weightKg: '',
    weightSkipped: false,
    fastLevel: null,
    thoracicScore: null,
    ankleMobility: null,
    injuries: [],
    notes: '',
    averageSleep: AVERAGE_SLEEP_DEFAULT,
    workType: null,
    motivationLevel: null,
    goals: [],
    fastIntakeApplied: false,
  };
}

/** An existing client as the wizard edits them; Fast Intake shows as applied if they have estimates. */
export function intakeFormFromClient(client: Client): IntakeFormValues {
  return {
    name: client.name,
    gender: client.sex === 'F' ? 'female' : client.sex === 'M' ? 'male' : null,
    email: client.email ?? '',
    age: client.age == null ? '' : String(client.age),
    ageSkipped: client.age == null,
    weightKg: client.weightKg == null ? '' : String(client.weightKg),
    weightSkipped: client.weightKg == null,
    fastLevel: client.trainingLevel,
    thoracicScore: client.thoracicScore,
    ankleMobility: client.ankleMobility,
    injuries: client.injuries ?? [],
    notes: client.notes ?? '',
    averageSleep: client.averageSleep ?? AVERAGE_SLEEP_DEFAULT,
    workType: client.workType,
    motivationLevel: client.motivationLevel,
    goals: client.goals ?? [],
    fastIntakeApplied: Boolean(client.startingEstimates),
  };
}

/** The age typed: a whole number 1-120, null when skipped or empty, NaN when invalid. */
export function parsedAge(values: Pick<IntakeFormValues, 'age' | 'ageSkipped'>): number | null {
  const text = values.age.trim();
  if (values.ageSkipped || text === '') return null;
  if (!/^\d+$/.test(text)) return Number.NaN;
  const age = Number(text);
  return age >= 1 && age <= 120 ? age : Number.NaN;
}

/** The weight typed in kg: a decimal above 0 up to 500, null when skipped or empty, NaN when invalid. */
export function parsedWeight(
  values: Pick<IntakeFormValues, 'weightKg' | 'weightSkipped'>,
): number | null {
  const text = values.weightKg.trim().replace(',', '.');
  if (values.weightSkipped || text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  const kg = Number(text);
  return kg > 0 && kg <= BODYWEIGHT_MAX_KG ? kg : Number.NaN;
}

/** Whether step `step` (from 0) is valid, so Next may be pressed (spec 2, section 5). */
export function isIntakeStepValid(step: number, values: IntakeFormValues): boolean {
  const schema = intakeStepSchemas[step];
  if (!schema?.safeParse(values).success) return false;
  if (step === 0) {
    return !Number.isNaN(parsedAge(values)) && !Number.isNaN(parsedWeight(values));
  }
  return true;
}

/** The POST/PUT /api/clients body from the wizard's values. */
export function toIntakePayload(values: IntakeFormValues): ClientIntakePayloadInput {
  const { gender, fastLevel, thoracicScore, ankleMobility, workType, motivationLevel } = values;
  if (
    !gender ||
    !fastLevel ||
    thoracicScore === null ||
    ankleMobility === null ||
    !workType ||
    !motivationLevel
  ) {
    throw new Error('every step is valid before the summary');
  }
  return {
    name: values.name.trim(),
    gender,
    email: values.email.trim(),
    age: parsedAge(values),
    weightKg: parsedWeight(values),
    fastLevel,
    thoracicScore,
    ankleMobility,
    workType,
    motivationLevel,
    notes: values.notes.trim(),
    goals: values.goals,
    injuries: values.injuries,
    averageSleep: values.averageSleep,
    fastIntakeApplied: values.fastIntakeApplied,
  };
}
