import { randomUUID } from 'node:crypto';
import {
  clientHistorySchema,
  historySessionListSchema,
  IDEMPOTENCY_KEY_HEADER,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importPreviewSchema,
  importResultSchema,
  importMessages as m,
} from '@levelup/shared';
import { inLocale } from '@levelup/shared/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import {
  clientExerciseRecords,
  exercises,
  importedSessions,
  sessionLogs,
  sessions,
} from '../src/db/schema';
import { HEVY, STRONG_LEGACY, STRONG_NEW } from '../src/imports/fixtures/exports';
import { asUser, insertPersonRoles, insertUser, type PersonRole } from './factories';
import { testDatabaseKinds, useTestApp } from './test-app';

describe.each(testDatabaseKinds)('history import API (%s)', (kind) => {
  const t = useTestApp(kind);
  const roles = {} as Record<PersonRole, AuthUser>;
  const lifts = { squat: '', bench: '', deadlift: '', press: '' };

  const headersOf = async (user: AuthUser | null) => (user ? await t.authHeader(user) : {});

  async function preview(user: AuthUser | null, clientId: string, body: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/imports/preview?tzOffset=0`,
      headers: await headersOf(user),
      payload: body,
    });
  }

  async function confirm(user: AuthUser | null, clientId: string, body: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/imports?tzOffset=0`,
      headers: { ...(await headersOf(user)), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: body,
    });
  }

  /** A new client of the trainer, with no history. */
  async function newClient() {
    return asUser(await insertUser(t.database.db, { role: 'client', trainerId: roles.trainer.id }));
  }

  const countOf = async (clientId: string) => {
    const db = t.database.db;
    return {
      sessions: await db.$count(sessions, eq(sessions.trainerId, clientId)),
      logs: await db.$count(sessionLogs, eq(sessionLogs.clientId, clientId)),
      imported: await db.$count(importedSessions, eq(importedSessions.clientId, clientId)),
      records: await db.$count(clientExerciseRecords, eq(clientExerciseRecords.clientId, clientId)),
    };
  };

  /** The legacy Strong file's exercises: the squat matches by name, the bench is picked. */
  const legacyChoices = () => [
    { name: 'Bench Press (Barbell)', choice: { kind: 'library', exerciseId: lifts.bench } },
  ];

  beforeAll(async () => {
    const db = t.database.db;
    Object.assign(roles, await insertPersonRoles(db));
    const rows = await db
      .insert(exercises)
      .values([
        { name: 'Barbell Squat', type: 'compound', primaryMuscles: ['quads'] },
        { name: 'Import Bench', type: 'compound', primaryMuscles: ['pecs'] },
        { name: 'Deadlift', type: 'compound', primaryMuscles: ['glutes'] },
        { name: 'Overhead Press', type: 'compound', primaryMuscles: ['delts'] },
      ])
      .onConflictDoNothing()
      .returning({ id: exercises.id, name: exercises.name });
    const id = async (name: string) =>
      rows.find((r) => r.name === name)?.id ??
      (await db.select().from(exercises).where(eq(exercises.name, name)))[0]?.id ??
      '';
    lifts.squat = await id('Barbell Squat');
    lifts.bench = await id('Import Bench');
    lifts.deadlift = await id('Deadlift');
    lifts.press = await id('Overhead Press');
  });

  describe('who may import', () => {
    it('previews for the client, their trainer and admin; 403 to others; 401 without account', async () => {
      const expected: Record<PersonRole, number> = {
        owner: 200,
        trainer: 200,
        admin: 200,
        otherTrainer: 403,
        otherClient: 403,
      };
      for (const [role, status] of Object.entries(expected) as [PersonRole, number][]) {
        const res = await preview(roles[role], roles.owner.id, { csv: STRONG_LEGACY });
        expect(res.statusCode, role).toBe(status);
      }
      expect((await preview(null, roles.owner.id, { csv: STRONG_LEGACY })).statusCode).toBe(401);
    });

    it('imports for the client themself, their trainer and admin; others are refused and add nothing', async () => {
      for (const role of ['owner', 'trainer', 'admin'] as const) {
        const client = await newClient();
        const actor = role === 'owner' ? client : roles[role];
        const res = await confirm(actor, client.id, {
          csv: STRONG_LEGACY,
          exercises: legacyChoices(),
        });
        expect(res.statusCode, role).toBe(201);
        expect(importResultSchema.parse(res.json()), role).toMatchObject({ sessions: 2, sets: 3 });
      }
      const client = await newClient();
      for (const actor of [roles.otherTrainer, roles.otherClient, null]) {
        const res = await confirm(actor, client.id, { csv: STRONG_LEGACY, exercises: [] });
        expect(res.statusCode).toBe(actor ? 403 : 401);
      }
      expect(await countOf(client.id)).toEqual({ sessions: 0, logs: 0, imported: 0, records: 0 });
    });
  });

  describe('importing', () => {
    it('previews what a Strong file adds, with the exercises matched by name', async () => {
      const client = await newClient();
      const res = await preview(client, client.id, { csv: STRONG_LEGACY });
      expect(res.statusCode).toBe(200);
      const body = importPreviewSchema.parse(res.json());
      expect(body).toMatchObject({
        format: 'strong-legacy',
        unit: 'kg',
        sessions: 2,
        sets: 3,
        alreadyImported: 0,
        skippedRows: 1,
        firstDate: '2024-01-10T07:30:00.000Z',
        lastDate: '2024-01-12T18:00:00.000Z',
      });
      expect(body.exercises).toEqual([
        { name: 'Squat (Barbell)', sets: 2, match: { id: lifts.squat, name: 'Barbell Squat' } },
        { name: 'Bench Press (Barbell)', sets: 1, match: null },
      ]);
      expect(body.library.map((e) => e.id)).toContain(lifts.bench);
      // A preview writes nothing.
      expect(await countOf(client.id)).toEqual({ sessions: 0, logs: 0, imported: 0, records: 0 });
    });

    it('writes the sets as the client’s own sessions; the same file again adds nothing', async () => {
      const client = await newClient();
      const first = await confirm(client, client.id, {
        csv: STRONG_LEGACY,
        exercises: legacyChoices(),
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        sessionIds: [expect.any(String), expect.any(String)],
        sessions: 2,
        sets: 3,
        alreadyImported: 0,
        createdExercises: 0,
      });
      const after = await countOf(client.id);
      expect(after).toEqual({ sessions: 2, logs: 3, imported: 2, records: 2 });

      const again = await confirm(roles.trainer, client.id, {
        csv: STRONG_LEGACY,
        exercises: legacyChoices(),
      });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({
        sessionIds: [],
        sessions: 0,
        sets: 0,
        alreadyImported: 2,
        createdExercises: 0,
      });
      expect(await countOf(client.id)).toEqual(after);

      const previewAgain = importPreviewSchema.parse(
        (await preview(client, client.id, { csv: STRONG_LEGACY })).json(),
      );
      expect(previewAgain).toMatchObject({ sessions: 0, sets: 0, alreadyImported: 2 });
      expect(previewAgain.exercises).toEqual([]);
    });

    it('shows the imported records and e1RM through the history API', async () => {
      const client = await newClient();
      await confirm(client, client.id, { csv: STRONG_NEW, unit: 'lb', exercises: [] });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/clients/${client.id}/history?tzOffset=0`,
        headers: await t.authHeader(roles.trainer),
      });
      const history = clientHistorySchema.parse(res.json());
      const deadlift = history.exercises.find((e) => e.exerciseId === lifts.deadlift);
      // 315 lb x 3 at RPE 9: 142.88 kg by the RTS chart; the warm-up does not count.
      expect(deadlift?.best).toMatchObject({ day: '2024-02-01', kg: 142.8816, reps: 3 });
      expect(deadlift?.best.e1rm).toBeGreaterThan(150);
      expect(history.trainings).toHaveLength(1);
      expect(history.trainings[0]).toMatchObject({
        selfLogged: true,
        importedFrom: 'strong',
        workoutName: 'Evening',
        sets: 3,
      });
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/history/sessions?clientId=${client.id}`,
        headers: await t.authHeader(roles.trainer),
      });
      expect(historySessionListSchema.parse(listed.json())).toEqual([
        expect.objectContaining({
          workoutName: 'Evening',
          selfLogged: true,
          importedFrom: 'strong',
          sets: 3,
        }),
      ]);
      const [record] = await t.database.db
        .select()
        .from(clientExerciseRecords)
        .where(eq(clientExerciseRecords.clientId, client.id));
      expect(record).toMatchObject({ exerciseId: lifts.deadlift, bestKg: 142.8816, bestReps: 3 });
    });

    it('imports Hevy, creating a custom exercise for one not in the library', async () => {
      const client = await newClient();
      const res = await confirm(client, client.id, {
        csv: HEVY,
        exercises: [{ name: 'Cable Crossover Fly', choice: { kind: 'custom' } }],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ sessions: 1, sets: 3, createdExercises: 1 });
      const [fly] = await t.database.db
        .select()
        .from(exercises)
        .where(eq(exercises.name, 'Cable Crossover Fly'));
      expect(fly).toMatchObject({ type: 'custom', createdBy: client.id });
      const logs = await t.database.db
        .select()
        .from(sessionLogs)
        .where(eq(sessionLogs.clientId, client.id));
      expect(logs.map((l) => [l.exerciseId, l.kg, l.reps, l.isWarmup, l.rpe]).sort()).toEqual(
        [
          [lifts.press, 20, 10, true, null],
          [lifts.press, 50, 5, false, 8.5],
          [fly?.id, 15, 12, false, null],
        ].sort(),
      );
    });
  });

  describe('refusals', () => {
    it('names the line and column of a broken file, and writes nothing', async () => {
      const client = await newClient();
      const broken = STRONG_LEGACY.replace('102,5;kg', 'heavy;kg');
      for (const res of [
        await preview(client, client.id, { csv: broken }),
        await confirm(client, client.id, { csv: broken, exercises: legacyChoices() }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'VALIDATION_FAILED',
          message: m.atCell(3, 'Weight', m.badNumber('heavy')),
          issues: [
            { path: 'line 3, column Weight', message: m.atCell(3, 'Weight', m.badNumber('heavy')) },
          ],
        });
      }
      expect(await countOf(client.id)).toEqual({ sessions: 0, logs: 0, imported: 0, records: 0 });
    });

    it('names them in the language the person uploads in', async () => {
      const client = await newClient();
      const broken = STRONG_LEGACY.replace('102,5;kg', 'heavy;kg');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/clients/${client.id}/imports/preview?tzOffset=0`,
        headers: { ...(await headersOf(client)), 'accept-language': 'es-ES,es;q=0.9' },
        payload: { csv: broken },
      });
      const es = inLocale(m, 'es');
      const spanish = es.atCell(3, 'Weight', es.badNumber('heavy'));
      expect(spanish).not.toBe(m.atCell(3, 'Weight', m.badNumber('heavy')));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: spanish,
        issues: [{ path: 'line 3, column Weight', message: spanish }],
      });
    });

    it('leaves nothing half-imported when a choice fails after a custom exercise was made', async () => {
      const client = await newClient();
      const res = await confirm(client, client.id, {
        csv: HEVY,
        exercises: [
          { name: 'Cable Crossover Fly', choice: { kind: 'custom' } },
          {
            name: 'Overhead Press (Barbell)',
            choice: { kind: 'library', exerciseId: randomUUID() },
          },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.unknownExercise('Overhead Press (Barbell)'));
      expect(await countOf(client.id)).toEqual({ sessions: 0, logs: 0, imported: 0, records: 0 });
      const made = await t.database.db
        .select()
        .from(exercises)
        .where(eq(exercises.createdBy, client.id));
      expect(made).toEqual([]);
    });

    it('asks for a choice for every exercise the library does not have', async () => {
      const client = await newClient();
      const res = await confirm(client, client.id, { csv: STRONG_LEGACY, exercises: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.choiceMissing('Bench Press (Barbell)'));
      expect((await countOf(client.id)).sessions).toBe(0);
    });

    it('refuses a file over 5 MB (413) and one over 50,000 rows (400)', async () => {
      const client = await newClient();
      const header = STRONG_LEGACY.split('\n')[0];
      const row = '\n2024-01-10 07:30:00;Leg Day;Squat (Barbell);1;100;kg;5;;;;0;;;1h';
      const big = `${header}${row.repeat(Math.ceil(IMPORT_MAX_BYTES / row.length) + 1)}`;
      const large = await preview(client, client.id, { csv: big });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: m.tooLarge(5) });

      const many = `${header}${row.repeat(IMPORT_MAX_ROWS + 1)}`;
      expect(many.length).toBeLessThan(IMPORT_MAX_BYTES);
      const tooMany = await preview(client, client.id, { csv: many });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(m.tooManyRows(IMPORT_MAX_ROWS));
    });
  });
});
