import { asc, eq } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Database } from '../db/connect';
import {
  clientProfiles,
  exercises,
  feedback,
  gyms,
  lifestyleLogs,
  sessionLogs,
  users,
} from '../db/schema';
import { storedGymSettings } from '../gyms';
import { type CsvTable, type CsvValue, toCsv } from './csv';

/** Everything a person's export holds; `feedback` only when they asked for it themself. */
export interface PersonData {
  profile: Record<string, CsvValue | string[] | Record<string, unknown>>;
  checkIns: Record<string, CsvValue>[];
  sets: Record<string, CsvValue>[];
  feedback?: Record<string, CsvValue>[];
}

/** Reads a person's data for their export; null when there is no such person. */
export async function readPersonData(
  db: Database,
  personId: string,
  { withFeedback }: { withFeedback: boolean },
): Promise<PersonData | null> {
  const [person] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      gender: users.gender,
      dateOfBirth: users.dateOfBirth,
      weightKg: users.weightKg,
      heightCm: users.heightCm,
      unit: users.weightUnit,
      createdAt: users.createdAt,
      trainingLevel: clientProfiles.trainingLevel,
      workType: clientProfiles.workType,
      motivationLevel: clientProfiles.motivationLevel,
      thoracicScore: clientProfiles.thoracicScore,
      ankleMobility: clientProfiles.ankleMobility,
      averageSleep: clientProfiles.averageSleep,
      injuries: clientProfiles.injuries,
      notes: clientProfiles.notes,
      intakeAnswers: clientProfiles.intakeAnswers,
      lastSessionAt: clientProfiles.lastSessionAt,
      gymId: gyms.id,
      gymSettings: gyms.settings,
    })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, personId));
  if (!person) return null;

  const [checkIns, sets, given] = await Promise.all([
    db
      .select({
        day: lifestyleLogs.day,
        loggedAt: lifestyleLogs.loggedAt,
        sleep: lifestyleLogs.sleep,
        stress: lifestyleLogs.stress,
        soreness: lifestyleLogs.soreness,
        readiness: lifestyleLogs.readiness,
        bodyWeight: lifestyleLogs.bodyWeight,
        workoutIntensity: lifestyleLogs.workoutIntensity,
        injuries: lifestyleLogs.injuries,
        noteToTrainer: lifestyleLogs.noteToTrainer,
      })
      .from(lifestyleLogs)
      .where(eq(lifestyleLogs.userId, personId))
      .orderBy(asc(lifestyleLogs.day)),
    db
      .select({
        performedAt: sessionLogs.performedAt,
        sessionId: sessionLogs.sessionId,
        exercise: exercises.name,
        kg: sessionLogs.kg,
        reps: sessionLogs.reps,
        warmUp: sessionLogs.isWarmup,
        verification: sessionLogs.verification,
        flag: sessionLogs.flag,
        setIndex: sessionLogs.setIndex,
        rpe: sessionLogs.rpe,
        loggedBy: sessionLogs.loggedBy,
        source: sessionLogs.source,
      })
      .from(sessionLogs)
      .innerJoin(exercises, eq(exercises.id, sessionLogs.exerciseId))
      .where(eq(sessionLogs.clientId, personId))
      // Nulls last: a log from before sets were numbered after any numbered one.
      .orderBy(asc(sessionLogs.performedAt), asc(exercises.name), asc(sessionLogs.setIndex)),
    // Feedback is anonymous (DESIGN 4.1): its author's id is read back here only to give the
    // author their own answers, never to anyone else.
    withFeedback
      ? db
          .select({
            givenAt: feedback.createdAt,
            sessionId: feedback.sessionId,
            effort: feedback.effort,
            goalHelpfulness: feedback.goalHelpfulness,
            pain: feedback.pain,
            satisfied: feedback.satisfied,
            coach: feedback.coach,
            clarity: feedback.clarity,
            enjoyment: feedback.enjoyment,
            recommend: feedback.recommend,
            text: feedback.text,
          })
          .from(feedback)
          .where(eq(feedback.userId, personId))
          .orderBy(asc(feedback.createdAt))
      : Promise.resolve(null),
  ]);

  const { intakeAnswers, injuries, gymId, gymSettings, ...profile } = person;
  // Loads stay in kg; each set also names the unit the person sees loads in now (their own
  // choice, else their gym's), so a pound lifter can read the kg back as the pounds they know.
  const unit = profile.unit ?? storedGymSettings(gymId, gymSettings).unit;
  return {
    profile: { ...profile, injuries: injuries ?? [], intakeAnswers: intakeAnswers ?? null },
    checkIns: checkIns.map(({ injuries: marked, ...c }) => ({
      ...c,
      injuries: Object.entries(marked ?? {})
        .map(([part, level]) => `${part}: ${level}`)
        .join('; '),
    })),
    // Set numbers as people count them, from 1; empty on a log that stood for a whole cell.
    sets: sets.map(({ setIndex, ...set }) => ({
      ...set,
      setNumber: setIndex === null ? null : setIndex + 1,
      unit,
    })),
    ...(given ? { feedback: given } : {}),
  };
}

const tableOf = (rows: readonly Record<string, CsvValue>[], columns: readonly string[]) => ({
  columns,
  rows: rows.map((row) => columns.map((c) => row[c])),
});

const CHECK_IN_COLUMNS = [
  'day',
  'loggedAt',
  'sleep',
  'stress',
  'soreness',
  'readiness',
  'bodyWeight',
  'workoutIntensity',
  'injuries',
  'noteToTrainer',
];
const SET_COLUMNS = [
  'performedAt',
  'sessionId',
  'exercise',
  'setNumber',
  'kg',
  'reps',
  'rpe',
  'warmUp',
  'verification',
  'flag',
  'loggedBy',
  'source',
  'unit',
];
const FEEDBACK_COLUMNS = [
  'givenAt',
  'sessionId',
  'effort',
  'goalHelpfulness',
  'pain',
  'satisfied',
  'coach',
  'clarity',
  'enjoyment',
  'recommend',
  'text',
];

/** The profile as a two-column table (field, value); lists and answers written as JSON. */
function profileTable(profile: PersonData['profile']): CsvTable {
  return {
    columns: ['field', 'value'],
    rows: Object.entries(profile).map(([field, value]) => [
      field,
      value === null || value instanceof Date || typeof value !== 'object'
        ? value
        : JSON.stringify(value),
    ]),
  };
}

/** The CSV files of an export, one table per file, by file name. */
export function exportCsvFiles(data: PersonData): Record<string, string> {
  return {
    'profile.csv': toCsv(profileTable(data.profile)),
    'check-ins.csv': toCsv(tableOf(data.checkIns, CHECK_IN_COLUMNS)),
    'sets.csv': toCsv(tableOf(data.sets, SET_COLUMNS)),
    ...(data.feedback ? { 'feedback.csv': toCsv(tableOf(data.feedback, FEEDBACK_COLUMNS)) } : {}),
  };
}

/** The CSV files zipped together (a person's export always has several tables). */
export function exportZip(data: PersonData, modified: Date): Uint8Array {
  const files: Zippable = {};
  for (const [name, csv] of Object.entries(exportCsvFiles(data))) {
    files[name] = [strToU8(csv), { mtime: modified }];
  }
  return zipSync(files, { level: 6 });
}
