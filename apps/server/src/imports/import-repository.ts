import { randomUUID } from 'node:crypto';
import { exerciseNameKey, type ImportFormat } from '@levelup/shared';
import { dayAt } from '@levelup/shared/history';
import { and, eq, inArray } from 'drizzle-orm';
import { exercises, importedSessions, sessions as sessionRows } from '../db/schema';
import type { Queryable, Transaction } from '../db/transaction';
import { insertSelfLoggedSession, logSets } from '../sessions';
import type { LibraryExercise } from './exercise-match';
import type { ImportedSession } from './parse-export';

/** Hashes are looked up this many at a time, well within a query's parameter limit. */
const HASH_CHUNK = 1000;

/** The exercise library by name, for matching and picking. */
export async function libraryExercises(q: Queryable): Promise<LibraryExercise[]> {
  return q.select({ id: exercises.id, name: exercises.name }).from(exercises);
}

/** Which of `hashes` the client has imported before. */
export async function importedHashes(
  q: Queryable,
  clientId: string,
  hashes: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < hashes.length; i += HASH_CHUNK) {
    const rows = await q
      .select({ hash: importedSessions.contentHash })
      .from(importedSessions)
      .where(
        and(
          eq(importedSessions.clientId, clientId),
          inArray(importedSessions.contentHash, hashes.slice(i, i + HASH_CHUNK)),
        ),
      );
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

/** The exercise named `name` (case and spacing ignored), created as a custom one if none is. */
export async function customExercise(
  tx: Transaction,
  name: string,
  createdBy: string,
  library: readonly LibraryExercise[],
): Promise<{ id: string; created: boolean }> {
  // Stored as the library stores names: trimmed, runs of spaces made one.
  const tidy = name.trim().replace(/\s+/g, ' ');
  const existing = library.find((e) => exerciseNameKey(e.name) === exerciseNameKey(tidy));
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(exercises)
    .values({ name: tidy, type: 'custom', createdBy })
    .returning({ id: exercises.id });
  if (!row) throw new Error('exercise was not created');
  return { id: row.id, created: true };
}

/**
 * Writes the sessions of an import into the client's history, in the caller's transaction: each
 * a finished session of the client's own (like the training they log themself), its sets
 * counting toward their progress and folded into their records as they are logged, oldest first
 * so the records' last sets are the file's latest. A session imported before (its hash is the
 * client's already, here or in an import running at the same time) is skipped.
 */
export async function writeImportedSessions(
  tx: Transaction,
  input: {
    clientId: string;
    importedBy: string;
    format: ImportFormat;
    utcOffsetMinutes: number;
    sessions: readonly ImportedSession[];
    exerciseIdOf: (name: string) => string;
  },
): Promise<{ sessions: number; sets: number }> {
  let sessionCount = 0;
  let setCount = 0;
  for (const session of input.sessions) {
    const id = randomUUID();
    await insertSelfLoggedSession(tx, { id, clientId: input.clientId, at: session.startedAt });
    const claimed = await tx
      .insert(importedSessions)
      .values({
        sessionId: id,
        clientId: input.clientId,
        contentHash: session.hash,
        format: input.format,
        importedBy: input.importedBy,
      })
      .onConflictDoNothing()
      .returning({ id: importedSessions.sessionId });
    if (claimed.length === 0) {
      // The same file imported at the same moment by someone else: theirs keeps the session.
      await tx.delete(sessionRows).where(eq(sessionRows.id, id));
      continue;
    }
    setCount += await logSets(tx, {
      sessionId: id,
      sessionDate: dayAt(session.startedAt, input.utcOffsetMinutes),
      performedAt: session.startedAt,
      sets: session.sets.map((set, index) => ({
        clientId: input.clientId,
        exerciseId: input.exerciseIdOf(set.exercise),
        setIndex: set.setIndex,
        kg: set.kg,
        reps: set.reps,
        rpe: set.rpe,
        // Nobody in this app saw the set: it is the client's own record, as they logged it.
        loggedBy: null,
        isWarmup: set.warmup,
        verification: 'none',
        flag: 'ok',
        source: 'self-logged',
        logKey: `import:${session.hash}:${index}`,
      })),
      // The other app's plan is not known: no set leaves a prescribed range.
      range: () => null,
    });
    sessionCount += 1;
  }
  return { sessions: sessionCount, sets: setCount };
}
