import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Stops a subscription made with `listen`. */
export type Unlisten = () => Promise<void>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to NOTIFY on `channel` and resolves once listening. `onLost` is called once when
   * the subscription breaks (its connection dropped), after which nothing more is heard.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<Unlisten>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client dropped by the server (restart, failover) emits 'error' on the pool; without a
    // listener Node treats it as fatal. The pool replaces the client on the next query.
    pool.on('error', (error) => {
      console.error(`Postgres connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      async listen(channel, onPayload, onLost) {
        // A connection of its own: a pooled one would be handed to queries and lose the LISTEN.
        const client = new pg.Client({ connectionString: target.url });
        let stopped = false;
        const lost = (error: Error) => {
          if (stopped) return;
          stopped = true;
          client.end().catch(() => {});
          onLost(error);
        };
        client.on('error', lost);
        client.on('end', () => lost(new Error('the LISTEN connection closed')));
        client.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        } catch (error) {
          stopped = true;
          await client.end().catch(() => {});
          throw error;
        }
        return async () => {
          if (stopped) return;
          stopped = true;
          await client.end();
        };
      },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // PGlite does not create missing parent folders itself.
  if (target.kind === 'pglite') await mkdir(target.dataDir, { recursive: true });
  const client =
    target.kind === 'pglite' ? await PGlite.create(target.dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // PGlite runs in this process, so its notifications cannot be lost on the way.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
