import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GYM_SETTINGS, NAME_MAX_LENGTH } from '@levelup/shared';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect';
import { gyms, users } from '../src/db/schema';
import { gymSettingsOf } from '../src/gyms';
import { createTestDatabase, testDatabaseKinds } from './test-app';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** A copy of the migrations before `tag`: the schema a release without it left behind. */
function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(`${migrationsDir}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'levelup-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag: each } of entries) {
    cpSync(path.join(migrationsDir, `${each}.sql`), path.join(dir, `${each}.sql`));
  }
  return dir;
}

/** Runs the migrations in `folder` with the driver the handle was opened with. */
async function migrateFrom(handle: DatabaseHandle, folder: string) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

describe.each(testDatabaseKinds)('the gyms migration (%s)', (kind) => {
  let database: DatabaseHandle;
  const before = migrationsBefore('0012_gyms');
  const id = {
    trainer: randomUUID(),
    client: randomUUID(),
    admin: randomUUID(),
    loneClient: randomUUID(),
    longNamed: randomUUID(),
  };
  const longName = 'L'.repeat(NAME_MAX_LENGTH);

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrated: false });
    await migrateFrom(database, before);
    // The accounts as a release before gyms has them.
    await database.db.execute(sql`
      insert into users (id, email, first_name, last_name, role) values
        (${id.trainer}, 'casey@example.com', 'Casey', 'Coach', 'trainer'),
        (${id.client}, 'ada@example.com', 'Ada', 'Lovelace', 'client'),
        (${id.admin}, 'morgan@example.com', 'Morgan', 'Master', 'admin'),
        (${id.loneClient}, 'lee@example.com', 'Lee', null, 'client'),
        (${id.longNamed}, 'long@example.com', ${longName}, null, 'trainer')`);
    await database.db.execute(sql`
      insert into client_profiles (user_id, trainer_id) values
        (${id.client}, ${id.trainer}), (${id.loneClient}, null)`);
    await database.migrate();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(before, { recursive: true, force: true });
  });

  const memberOf = async (userId: string) => {
    const [row] = await database.db
      .select({ gymId: gyms.id, gym: gyms.name, gymAdmin: users.gymAdmin, unit: users.weightUnit })
      .from(users)
      .innerJoin(gyms, eq(gyms.id, users.gymId))
      .where(eq(users.id, userId));
    return row;
  };

  it('puts a trainer and their client in one gym named after the trainer, who is its admin', async () => {
    const trainer = await memberOf(id.trainer);
    expect(trainer).toMatchObject({ gym: "Casey's gym", gymAdmin: true, unit: null });
    expect(await memberOf(id.client)).toEqual({ ...trainer, gymAdmin: false });
  });

  it('gives admins and clients without a trainer a gym of their own', async () => {
    expect(await memberOf(id.admin)).toMatchObject({ gym: "Morgan's gym", gymAdmin: true });
    expect(await memberOf(id.loneClient)).toMatchObject({ gym: "Lee's gym", gymAdmin: false });
    expect((await memberOf(id.longNamed))?.gym).toHaveLength(NAME_MAX_LENGTH);
    expect(await database.db.select({ id: gyms.id }).from(gyms)).toHaveLength(4);
  });

  it('starts every gym with the default settings, which the schema reads as they are', async () => {
    const log = vi.fn();
    for (const userId of Object.values(id)) {
      expect((await gymSettingsOf(database.db, userId, log))?.settings).toEqual(
        DEFAULT_GYM_SETTINGS,
      );
    }
    expect(log).not.toHaveBeenCalled();
  });
});
