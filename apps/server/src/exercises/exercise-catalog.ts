import { createHash } from 'node:crypto';
import { asc, count, max } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exercises } from '../db/schema';

export type CatalogSnapshot = { json: string; etag: string };

/**
 * The exercise library as served to every screen, kept serialised in memory. The library only
 * grows (no route edits or deletes exercises), so its row count and newest creation time tell
 * whether another process added one; that check is far cheaper than reading every row.
 */
export function createExerciseCatalog(db: Database) {
  let cached: (CatalogSnapshot & { fingerprint: string }) | undefined;

  async function fingerprint() {
    const [row] = await db
      .select({ rows: count(), newest: max(exercises.createdAt) })
      .from(exercises);
    return `${row?.rows ?? 0}:${row?.newest?.getTime() ?? 0}`;
  }

  return {
    async snapshot(): Promise<CatalogSnapshot> {
      const current = await fingerprint();
      if (cached?.fingerprint === current) return cached;
      const rows = await db.select().from(exercises).orderBy(asc(exercises.name));
      const json = JSON.stringify(
        rows.map(({ createdBy: _createdBy, createdAt: _createdAt, ...exercise }) => exercise),
      );
      const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
      cached = { fingerprint: current, json, etag };
      return cached;
    },
  };
}

export type ExerciseCatalog = ReturnType<typeof createExerciseCatalog>;
