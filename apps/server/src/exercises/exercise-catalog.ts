import { createHash } from 'node:crypto';
import { asc, count, max } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { exercises } from '../db/schema';

export type CatalogSnapshot = { json: string; etag: string };

/**
 * The exercise library as served to every screen, kept serialised in memory. While the change
 * feed is live the snapshot is served as is until a change to the library is heard (from any
 * process), so a hot read asks the database nothing. Without the feed each read checks the
 * library's row count and newest creation time (the library only grows: no route edits or
 * deletes exercises), which is far cheaper than reading every row.
 */
export function createExerciseCatalog(db: Database, changes: ChangeFeed) {
  let cached:
    | (CatalogSnapshot & { fingerprint: string; epoch: number; version: number })
    | undefined;
  /** Moves on with every change heard, so a snapshot read while one landed is not trusted. */
  let version = 0;
  changes.onChange((change) => {
    if (change.topic === 'exercises') version += 1;
  });

  async function fingerprint() {
    const [row] = await db
      .select({ rows: count(), newest: max(exercises.createdAt) })
      .from(exercises);
    return `${row?.rows ?? 0}:${row?.newest?.getTime() ?? 0}`;
  }

  return {
    /** This process changed the library: the next read rebuilds without waiting to hear of it. */
    changed() {
      version += 1;
    },

    async snapshot(): Promise<CatalogSnapshot> {
      const epoch = changes.epoch();
      const seen = version;
      const live = changes.live();
      if (live && cached?.epoch === epoch && cached.version === seen) return cached;
      const current = await fingerprint();
      if (cached?.fingerprint === current) {
        cached = { ...cached, epoch, version: seen };
        return cached;
      }
      const rows = await db.select().from(exercises).orderBy(asc(exercises.name));
      const json = JSON.stringify(
        rows.map(({ createdBy: _createdBy, createdAt: _createdAt, ...exercise }) => exercise),
      );
      const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
      cached = { fingerprint: current, json, etag, epoch, version: seen };
      return cached;
    },
  };
}

export type ExerciseCatalog = ReturnType<typeof createExerciseCatalog>;
