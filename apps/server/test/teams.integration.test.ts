import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  teamListSchema,
  teamMessages,
  teamSchema,
  validationMessages,
} from '@levelup/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { clientProfiles, teams } from '../src/db/schema';
import { asUser, insertUser } from './factories';
import { createSession, sessionState } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

type Role = 'owner' | 'otherTrainer' | 'client' | 'admin' | 'superadmin';

// Issue 31: a trainer makes, renames, recolours and deletes their own teams, with every role; a
// new session starts with them.
describe.each(testDatabaseKinds)('teams (%s)', (kind) => {
  const t = useTestApp(kind);
  const people = {} as Record<Role, AuthUser>;
  const body = { name: 'Red Rockets', colorHex: '#e8453c' };
  const missing = '00000000-0000-4000-8000-000000000000';

  const call = async (
    by: AuthUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.authHeader(by)), ...headers },
      ...(payload ? { payload } : {}),
    });
  const create = async (input: object = body, by: AuthUser = people.owner) => {
    const res = await call(by, 'POST', '/api/teams', input);
    expect(res.statusCode, res.body).toBe(201);
    return teamSchema.parse(res.json());
  };
  const idsOf = async (by: AuthUser) =>
    teamListSchema.parse((await call(by, 'GET', '/api/teams')).json()).map((team) => team.id);
  const teamOfClient = async (clientId: string) => {
    const [row] = await t.database.db
      .select({ teamId: clientProfiles.teamId })
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, clientId));
    return row?.teamId;
  };

  beforeAll(async () => {
    const db = t.database.db;
    people.owner = asUser(await insertUser(db, { role: 'trainer', firstName: 'Casey' }));
    people.otherTrainer = asUser(await insertUser(db, { role: 'trainer', firstName: 'Dana' }));
    people.admin = asUser(await insertUser(db, { role: 'admin' }));
    people.superadmin = asUser(await insertUser(db, { role: 'superadmin' }));
    people.client = asUser(
      await insertUser(db, { role: 'client', firstName: 'Ada', trainerId: people.owner.id }),
    );
  });

  it('lets trainers and above create teams, scored from 0, and refuses clients', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Red Rockets', colorHex: '#e8453c', score: 0 });
    expect(await idsOf(people.owner)).toContain(created.id);
    expect(await idsOf(people.otherTrainer)).not.toContain(created.id);
    expect(await idsOf(people.admin)).toContain(created.id);
    expect((await create(body, people.admin)).name).toBe('Red Rockets');
    expect((await create(body, people.superadmin)).name).toBe('Red Rockets');
    const byClient = await call(people.client, 'POST', '/api/teams', body);
    expect(byClient.statusCode).toBe(403);
    // Refused before the body is read: a client learns nothing of the form.
    expect((await call(people.client, 'POST', '/api/teams', {})).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/teams', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(people.client, 'GET', '/api/teams')).statusCode).toBe(403);
  });

  it('makes one team of a create pressed twice under one Idempotency-Key', async () => {
    const key = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const input = { name: 'Twice Pressed', colorHex: '#2e9e4f' };
    const [first, second] = await Promise.all([
      call(people.owner, 'POST', '/api/teams', input, key),
      call(people.owner, 'POST', '/api/teams', input, key),
    ]);
    expect(first?.statusCode).toBe(201);
    expect(second?.body).toBe(first?.body);
    const rows = await t.database.db.select().from(teams).where(eq(teams.name, 'Twice Pressed'));
    expect(rows).toHaveLength(1);
  });

  it('says what is wrong with a name or a colour, in the form’s words, and refuses hostile text', async () => {
    const bad = await call(people.owner, 'POST', '/api/teams', { name: ' ', colorHex: '#000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'name', message: teamMessages.nameRequired },
      { path: 'colorHex', message: teamMessages.colorRequired },
    ]);
    const hostile = await call(people.owner, 'POST', '/api/teams', {
      name: 'Red\u0000',
      colorHex: '#e8453c',
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().issues).toEqual([
      { path: 'name', message: validationMessages.unsafeText },
    ]);
  });

  it('lets its owner and admins rename and recolour it, and no other trainer or client', async () => {
    const { id } = await create();
    const edit = (by: AuthUser, name: string) =>
      call(by, 'PUT', `/api/teams/${id}`, { name, colorHex: '#1E88E5' });
    expect((await edit(people.otherTrainer, 'Mine now')).statusCode).toBe(403);
    expect((await edit(people.client, 'Mine now')).statusCode).toBe(403);
    const renamed = await edit(people.owner, 'Blue Bolts');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'Blue Bolts', colorHex: '#1e88e5', score: 0 });
    expect((await edit(people.admin, 'Admin Blue')).statusCode).toBe(200);
    expect((await edit(people.superadmin, 'Super Blue')).statusCode).toBe(200);
    const unknown = await call(people.owner, 'PUT', `/api/teams/${missing}`, body);
    expect(unknown.statusCode).toBe(404);
    expect((await call(people.owner, 'PUT', '/api/teams/not-a-uuid', body)).statusCode).toBe(404);
    const bad = await call(people.owner, 'PUT', `/api/teams/${id}`, { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'colorHex', message: teamMessages.colorRequired }]);
  });

  it('deletes it for its owner and admins only, leaving its clients without a team', async () => {
    const { id } = await create();
    const put = await call(people.owner, 'PUT', `/api/clients/${people.client.id}/team`, {
      teamId: id,
    });
    expect(put.statusCode).toBe(200);
    expect(await teamOfClient(people.client.id)).toBe(id);

    const remove = (by: AuthUser) => call(by, 'DELETE', `/api/teams/${id}`);
    expect((await remove(people.otherTrainer)).statusCode).toBe(403);
    expect((await remove(people.client)).statusCode).toBe(403);
    expect(await teamOfClient(people.client.id)).toBe(id);
    expect((await remove(people.owner)).statusCode).toBe(204);
    expect(await teamOfClient(people.client.id)).toBeNull();
    expect(await idsOf(people.owner)).not.toContain(id);
    expect((await remove(people.owner)).statusCode).toBe(404);

    const another = await create();
    expect((await call(people.admin, 'DELETE', `/api/teams/${another.id}`)).statusCode).toBe(204);
    const third = await create();
    expect((await call(people.superadmin, 'DELETE', `/api/teams/${third.id}`)).statusCode).toBe(
      204,
    );
  });

  it('starts a new session with the trainer’s teams as they are then', async () => {
    const trainer = asUser(await insertUser(t.database.db, { role: 'trainer' }));
    const red = await create({ name: 'Red', colorHex: '#e8453c' }, trainer);
    const blue = await create({ name: 'Blue', colorHex: '#1e88e5' }, trainer);
    await call(trainer, 'PUT', `/api/teams/${blue.id}`, { name: 'Navy', colorHex: '#a463d6' });
    const gone = await create({ name: 'Gone', colorHex: '#2e9e4f' }, trainer);
    await call(trainer, 'DELETE', `/api/teams/${gone.id}`);
    const { id } = await createSession(t, trainer);
    const { state } = await sessionState(t, trainer, id);
    expect(state.teams).toEqual([
      { id: blue.id, name: 'Navy', colorHex: '#a463d6', score: 0 },
      { id: red.id, name: 'Red', colorHex: '#e8453c', score: 0 },
    ]);
  });
});
