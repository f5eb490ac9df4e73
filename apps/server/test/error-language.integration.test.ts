import { randomUUID } from 'node:crypto';
import { loginMessages, registrationMessages, serverMessages } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { nextAddress, signIn } from './auth-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

type ErrorBody = { error: string; message: string; issues?: { path: string; message: string }[] };

const badForm = () => ({
  email: `nora-${randomUUID()}@example.com`,
  password: '123',
  firstName: 'Nora',
  lastName: 'Quinn',
  dateOfBirth: '17/03/1994',
  sex: 'female',
  weightKg: 64.5,
  heightCm: 170,
});

describe.each(testDatabaseKinds)('error messages in the request language (%s)', (kind) => {
  const t = useTestApp(kind);

  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'x-forwarded-for': nextAddress(), ...headers },
      payload,
    });

  it('answers a validation error in Spanish to Accept-Language: es', async () => {
    const res = await register(badForm(), { 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorBody;
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Faltan campos o alguno no es válido.');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
        { path: 'dateOfBirth', message: 'Usa el formato AAAA-MM-DD' },
      ]),
    );
  });

  it("follows a browser's weighted list to Spanish", async () => {
    const res = await register(badForm(), { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect((res.json() as ErrorBody).message).toBe('Faltan campos o alguno no es válido.');
  });

  it('answers in English without the header, or for a language it does not speak', async () => {
    const noSpanish: Record<string, string>[] = [{}, { 'accept-language': 'de-DE,de;q=0.9' }];
    for (const headers of noSpanish) {
      const res = await register(badForm(), headers);
      expect(res.statusCode).toBe(400);
      const body = res.json() as ErrorBody;
      expect(body.message).toBe(serverMessages.validationFailed);
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: 'password', message: registrationMessages.passwordTooShort },
          { path: 'dateOfBirth', message: registrationMessages.dateOfBirthFormat },
        ]),
      );
    }
  });

  it('answers a refused sign-in and an unknown API path in Spanish too', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/auth',
      headers: { 'x-forwarded-for': nextAddress(), 'accept-language': 'es' },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
    expect((login.json() as ErrorBody).message).toBe(
      'Credenciales no válidas. Revisa tu correo electrónico y tu contraseña.',
    );
    const english = await signIn(t.app, 'nobody@example.com', 'wrong-password');
    expect((english.json() as ErrorBody).message).toBe(loginMessages.invalidCredentials);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as ErrorBody).message).toBe('No se ha encontrado lo que buscas.');
  });
});
