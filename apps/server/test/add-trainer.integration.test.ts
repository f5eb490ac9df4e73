import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registrationMessages } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/connect';
import { lockDataDir } from '../src/db/data-dir-lock';
import { gyms, users } from '../src/db/schema';
import { insertUser } from './factories';
import { createTestApp, type TestDatabaseKind, testDatabaseKinds } from './test-app';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'coach-of-the-day';

/** `add-trainer` as an operator runs it, `input` piped to it; answers its exit code and output. */
function addTrainer(args: string[], env: Record<string, string>, input = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/add-trainer-cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(input);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

async function migrated(database: Promise<DatabaseHandle>) {
  const handle = await database;
  await handle.migrate();
  return handle;
}

/** The database the command writes to: an embedded one in a DATA_DIR, or a Postgres database. */
async function targetDatabase(kind: TestDatabaseKind): Promise<{
  dataDir: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levelup-add-trainer-'));
  if (kind === 'pglite') {
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => migrated(openDatabase({ kind: 'pglite', dataDir: `${dataDir}/db` })),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `levelup_trainer_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => migrated(openDatabase({ kind: 'postgres', url: url.toString() })),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

type Target = Awaited<ReturnType<typeof targetDatabase>>;

/** How a sign-in with `email` and `password` goes on an app over `target`'s data. */
async function signIn(target: Target, email: string, password: string) {
  const database = await target.open();
  const t = await createTestApp('pglite', { database });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/auth',
      payload: { email, password },
    });
    return { status: res.statusCode, role: (res.json() as { user?: { role: string } }).user?.role };
  } finally {
    await t.close();
    await database.close();
  }
}

const uniqueEmail = () => `trainer-${randomUUID()}@example.com`;

describe.each(testDatabaseKinds)('the add-trainer command (%s)', (kind) => {
  let target: Target;
  beforeAll(async () => {
    target = await targetDatabase(kind);
  });
  afterAll(async () => {
    await target?.drop();
  });

  it('adds a trainer who signs in with the password piped to it, and leaves one already there', async () => {
    const email = uniqueEmail();
    const args = ['--email', email.toUpperCase(), '--first-name', 'Sam', '--last-name', 'Lee'];
    const first = await addTrainer(args, target.env, `${PASSWORD}\n`);
    expect(first.output).toContain(`Added trainer Sam Lee <${email}>.`);
    expect(first.code).toBe(0);

    const again = await addTrainer(args, target.env, 'another-password\n');
    expect(again.output).toContain(`${email} is already a trainer: left as it is.`);
    expect(again.code).toBe(0);

    expect(await signIn(target, email, PASSWORD)).toEqual({ status: 200, role: 'trainer' });
    expect((await signIn(target, email, 'another-password')).status).toBe(401);

    // In a gym of their own, as its admin; the second run left no gym behind.
    const database = await target.open();
    try {
      const db = database.db;
      const joined = await db
        .select({ gymAdmin: users.gymAdmin, gym: gyms.name })
        .from(users)
        .innerJoin(gyms, eq(gyms.id, users.gymId))
        .where(eq(users.email, email));
      expect(joined).toEqual([{ gymAdmin: true, gym: "Sam's gym" }]);
      const named = await db.select().from(gyms).where(eq(gyms.name, "Sam's gym"));
      expect(named).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('adds the trainers a JSON file lists, and refuses an email a client has', async () => {
    const [one, two] = [uniqueEmail(), uniqueEmail()];
    const client = uniqueEmail();
    const database = await target.open();
    await insertUser(database.db, { email: client, role: 'client' });
    await database.close();
    const file = path.join(target.dataDir, 'trainers.json');
    const trainer = (email: string) => ({
      email,
      password: PASSWORD,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    writeFileSync(file, JSON.stringify([trainer(one), trainer(two), trainer(client)]));

    const run = await addTrainer(['--file', file], target.env);
    expect(run.output).toContain(`Added trainer Ana Ruiz <${one}>.`);
    expect(run.output).toContain(`Added trainer Ana Ruiz <${two}>.`);
    expect(run.output).toContain(`${client} is already the email of a client account`);
    expect(run.code).toBe(1);
    expect((await signIn(target, two, PASSWORD)).role).toBe('trainer');
    expect((await signIn(target, client, PASSWORD)).status).toBe(401);
  }, 240_000);

  it('refuses a password registration would refuse, writing nothing', async () => {
    const email = uniqueEmail();
    const run = await addTrainer(
      ['--email', email, '--first-name', 'Sam', '--last-name', 'Lee'],
      target.env,
      'short\n',
    );
    expect(run.code).toBe(1);
    expect(run.output).toContain(registrationMessages.passwordTooShort);
    expect((await signIn(target, email, 'short')).status).toBe(401);
  }, 240_000);
});

describe('the add-trainer command on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levelup-add-trainer-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a DATA_DIR a running server holds', async () => {
    const held = await lockDataDir(dataDir);
    try {
      const run = await addTrainer(
        ['--email', uniqueEmail(), '--first-name', 'Sam', '--last-name', 'Lee'],
        { DATA_DIR: dataDir },
        `${PASSWORD}\n`,
      );
      expect(run.code).toBe(1);
      expect(run.output).toContain(`(pid ${process.pid} `);
      expect(run.output).toContain('is already using DATA_DIR');
    } finally {
      await held.release();
    }
  }, 60_000);
});
