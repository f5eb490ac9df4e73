import { z } from 'zod/mini';
import { WEIGHT_UNITS } from '../constants';
import { importMessages as m } from '../messages/import';
import { rowIdSchema } from './common';
import { text } from './text';

/*
 * Importing a client's history from another app's CSV export (issue 33): the file's text goes to
 * POST /api/clients/{id}/imports/preview, which answers what it would add; the same text with a
 * choice for every exercise goes to POST /api/clients/{id}/imports, which adds it.
 */

/** The largest file accepted: 5 MB of text. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows (sets) a file may hold, its header not counted. */
export const IMPORT_MAX_ROWS = 50_000;
/**
 * The largest request body: the file's text as a JSON string, whose escapes (quotes, line ends)
 * can double its size, with room for the exercise choices. The file itself is held to
 * `IMPORT_MAX_BYTES` by the route, which answers 413 in the import's own words.
 */
export const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 512 * 1024;

/**
 * The exports the importer reads: Strong's older layout (semicolons, a Weight Unit column),
 * Strong's newer one (commas, a Duration column, weights in the app's unit) and Hevy's.
 */
export const IMPORT_FORMATS = ['strong-legacy', 'strong', 'hevy'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const weightUnitSchema = z.enum(WEIGHT_UNITS);

/** The file as uploaded, and the unit its weights are in when the file does not say. */
export const importFileSchema = z.strictObject({
  csv: text().check(z.minLength(1, m.empty)),
  unit: z._default(weightUnitSchema, 'kg'),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/** What to do with an exercise of the file: log it as a library exercise, or create one. */
export const importExerciseChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('library'), exerciseId: rowIdSchema }),
  z.strictObject({ kind: z.literal('custom') }),
]);
export type ImportExerciseChoice = z.infer<typeof importExerciseChoiceSchema>;

/** POST /api/clients/{id}/imports: the file again and, per exercise name of the file, a choice. */
export const importConfirmBodySchema = z.strictObject({
  csv: importFileSchema.shape.csv,
  unit: importFileSchema.shape.unit,
  exercises: z
    .array(z.strictObject({ name: text(), choice: importExerciseChoiceSchema }))
    .check(z.maxLength(IMPORT_MAX_ROWS)),
});
export type ImportConfirmBody = z.infer<typeof importConfirmBodySchema>;

/** An exercise of the file: its name there, its sets, and the library exercise it matched. */
export const importPreviewExerciseSchema = z.object({
  name: text(),
  sets: z.number(),
  match: z.nullable(z.object({ id: text(), name: text() })),
});
export type ImportPreviewExercise = z.infer<typeof importPreviewExerciseSchema>;

/** The preview: what the file holds, what is new, and how its exercises match the library. */
export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  unit: weightUnitSchema,
  /** Sessions and sets the import would add (those imported before are left out). */
  sessions: z.number(),
  sets: z.number(),
  /** Sessions of the file already imported for this client. */
  alreadyImported: z.number(),
  /** Rows with no weight and reps (cardio, timed holds), which are not imported. */
  skippedRows: z.number(),
  firstDate: z.nullable(text()),
  lastDate: z.nullable(text()),
  exercises: z.array(importPreviewExerciseSchema),
  /** The library, for picking an exercise for those that did not match. */
  library: z.array(z.object({ id: text(), name: text() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What an import added. */
export const importResultSchema = z.object({
  /** The sessions this import added to the client's history (none when all were there). */
  sessionIds: z.array(rowIdSchema),
  sessions: z.number(),
  sets: z.number(),
  alreadyImported: z.number(),
  createdExercises: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
