import { randomUUID } from 'node:crypto';
import { exerciseNameKey, type ImportFormat } from '@levelup/shared';
import { dayAt } from '@levelup/shared/history';
import { and, eq, inArray } from 'drizzle-orm';
import { foldIntoRecords } from '../coaching';
import { exercises, importedSessions, sessionLogs, sessions as sessionRows } from '../db/schema';
import type { Queryable, Transaction } from '../db/transaction';
import { insertSelfLoggedSessions } from '../sessions';
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

/** Rows per insert: a set's row has about 15 values, well within a statement's 65,535. */
const ROWS_PER_INSERT = 1000;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Writes the sessions of an import into the client's history, in the caller's transaction: each
 * a finished session of the client's own (like the training they log themself), its sets
 * counting toward their progress. Rows go in by the thousand; the records then take each
 * session's sets in turn, oldest first, as if they had been logged one session after another,
 * so each best is dated by its own session and the last sets are the file's latest. A session
 * imported before (its hash is the client's already, here or in an import running at the same
 * time) is skipped.
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
): Promise<{ sessions: number; sets: number; sessionIds: string[] }> {
  const { clientId } = input;
  const planned = input.sessions.map((session) => ({ id: randomUUID(), session }));
  for (const chunk of chunksOf(planned, ROWS_PER_INSERT)) {
    await insertSelfLoggedSessions(
      tx,
      chunk.map(({ id, session }) => ({ id, clientId, at: session.startedAt })),
    );
  }
  const claimed = new Set<string>();
  for (const chunk of chunksOf(planned, ROWS_PER_INSERT)) {
    const rows = await tx
      .insert(importedSessions)
      .values(
        chunk.map(({ id, session }) => ({
          sessionId: id,
          clientId,
          contentHash: session.hash,
          format: input.format,
          workoutName: session.workoutName || null,
          importedBy: input.importedBy,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: importedSessions.sessionId });
    for (const row of rows) claimed.add(row.id);
  }
  // The same file imported at the same moment by someone else: theirs keeps those sessions.
  const lost = planned.filter(({ id }) => !claimed.has(id)).map(({ id }) => id);
  for (const chunk of chunksOf(lost, ROWS_PER_INSERT)) {
    await tx.delete(sessionRows).where(inArray(sessionRows.id, chunk));
  }
  const kept = planned.filter(({ id }) => claimed.has(id));

  const logs = kept.flatMap(({ id, session }) =>
    session.sets.map((set, index) => ({
      sessionId: id,
      clientId,
      exerciseId: input.exerciseIdOf(set.exercise),
      setIndex: set.setIndex,
      kg: set.kg,
      reps: set.reps,
      rpe: set.rpe,
      // Nobody in this app saw the set: it is the client's own record, as they logged it.
      loggedBy: null,
      isWarmup: set.warmup,
      verification: 'none' as const,
      flag: 'ok',
      source: 'self-logged' as const,
      logKey: `import:${session.hash}:${index}`,
      sessionDate: dayAt(session.startedAt, input.utcOffsetMinutes),
      performedAt: session.startedAt,
    })),
  );
  const bySession = new Map<string, (typeof sessionLogs.$inferSelect)[]>();
  for (const chunk of chunksOf(logs, ROWS_PER_INSERT)) {
    for (const row of await tx.insert(sessionLogs).values(chunk).returning()) {
      bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
    }
  }
  for (const { id, session } of kept) {
    await foldIntoRecords(tx, {
      sessionId: id,
      at: session.startedAt,
      sets: (bySession.get(id) ?? []).map((row) => ({
        ...row,
        kg: row.kg ?? 0,
        reps: row.reps ?? 0,
      })),
      // The other app's plan is not known: no set leaves a prescribed range.
      range: () => null,
    });
  }
  return { sessions: kept.length, sets: logs.length, sessionIds: kept.map(({ id }) => id) };
}
