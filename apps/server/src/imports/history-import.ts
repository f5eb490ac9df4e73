import type { ImportConfirmBody, ImportFile, ImportPreview, ImportResult } from '@levelup/shared';
import type { Database } from '../db/connect';
import { matchExercises } from './exercise-match';
import { ImportFileError } from './import-file-error';
import {
  customExercise,
  importedHashes,
  libraryExercises,
  writeImportedSessions,
} from './import-repository';
import { type ImportedSession, parseExport } from './parse-export';

/** The distinct exercise names of some sessions, with how many sets each has, in file order. */
function exerciseCounts(sessions: readonly ImportedSession[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const session of sessions) {
    for (const set of session.sets) counts.set(set.exercise, (counts.get(set.exercise) ?? 0) + 1);
  }
  return counts;
}

/** The file read, and which of its sessions the client has not imported yet. */
async function readNew(db: Database, clientId: string, file: ImportFile, utcOffsetMinutes: number) {
  const parsed = parseExport(file.csv, { unit: file.unit, utcOffsetMinutes });
  const seen = await importedHashes(
    db,
    clientId,
    parsed.sessions.map((s) => s.hash),
  );
  const fresh = parsed.sessions.filter((s) => !seen.has(s.hash));
  return { parsed, fresh, alreadyImported: parsed.sessions.length - fresh.length };
}

const dayOf = (session: ImportedSession | undefined) =>
  session ? session.startedAt.toISOString() : null;

/**
 * Importing a client's history from Strong or Hevy (issue 33): a preview of what a file would
 * add, and the import itself, in one transaction, adding only what was not imported before.
 */
export function createHistoryImport({ db }: { db: Database }) {
  return {
    /** What `file` would add to the client's history, and how its exercises match the library. */
    async preview(
      clientId: string,
      file: ImportFile,
      utcOffsetMinutes: number,
    ): Promise<ImportPreview> {
      const { parsed, fresh, alreadyImported } = await readNew(
        db,
        clientId,
        file,
        utcOffsetMinutes,
      );
      if (parsed.sessions.length === 0) throw new ImportFileError((w) => w.noSets);
      const library = await libraryExercises(db);
      const counts = exerciseCounts(fresh);
      const matches = matchExercises([...counts.keys()], library);
      return {
        format: parsed.format,
        unit: parsed.unit,
        sessions: fresh.length,
        sets: fresh.reduce((sum, s) => sum + s.sets.length, 0),
        alreadyImported,
        skippedRows: parsed.skippedRows,
        firstDate: dayOf(fresh[0]),
        lastDate: dayOf(fresh.at(-1)),
        exercises: [...counts].map(([name, sets]) => ({
          name,
          sets,
          match: matches.get(name) ?? null,
        })),
        library: [...library].sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    /**
     * Imports `body` for the client: each exercise of the file as chosen (a library exercise, or
     * a custom one made for it; one that matched the library needs no choice), then every new
     * session with its sets, its records and e1RM, in one transaction: a failure leaves nothing.
     */
    async confirm(
      actorId: string,
      clientId: string,
      body: ImportConfirmBody,
      utcOffsetMinutes: number,
    ): Promise<ImportResult> {
      const { parsed, fresh, alreadyImported } = await readNew(
        db,
        clientId,
        body,
        utcOffsetMinutes,
      );
      if (parsed.sessions.length === 0) throw new ImportFileError((w) => w.noSets);
      const chosen = new Map(body.exercises.map((e) => [e.name, e.choice]));
      return db.transaction(async (tx) => {
        const library = await libraryExercises(tx);
        const known = new Set(library.map((e) => e.id));
        const names = [...exerciseCounts(fresh).keys()];
        const matches = matchExercises(names, library);
        const ids = new Map<string, string>();
        let createdExercises = 0;
        for (const name of names) {
          const choice = chosen.get(name);
          const match = matches.get(name);
          if (!choice) {
            if (!match) throw new ImportFileError((w) => w.choiceMissing(name));
            ids.set(name, match.id);
          } else if (choice.kind === 'library') {
            if (!known.has(choice.exerciseId))
              throw new ImportFileError((w) => w.unknownExercise(name));
            ids.set(name, choice.exerciseId);
          } else {
            const made = await customExercise(tx, name, actorId, library);
            if (made.created) {
              createdExercises += 1;
              library.push({ id: made.id, name });
            }
            ids.set(name, made.id);
          }
        }
        const written = await writeImportedSessions(tx, {
          clientId,
          importedBy: actorId,
          format: parsed.format,
          utcOffsetMinutes,
          sessions: fresh,
          exerciseIdOf: (name) => ids.get(name) as string,
        });
        return {
          ...written,
          alreadyImported: alreadyImported + (fresh.length - written.sessions),
          createdExercises,
        };
      });
    },
  };
}

export type HistoryImport = ReturnType<typeof createHistoryImport>;
