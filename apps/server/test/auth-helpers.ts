import type { App } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import type { Database } from '../src/db/connect';
import { insertUser } from './factories';

/** A clock the test moves by hand; the app reads it through its `now` dependency. */
export function testClock(start = new Date('2030-01-01T08:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advanceSeconds(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

let addressCounter = 0;
/** A fresh client address per call, so per-address limits of one test never touch another. */
export function nextAddress() {
  addressCounter += 1;
  return `203.0.113.${addressCounter % 250}`;
}

/** A client with a known password. */
export async function insertClientWithPassword(db: Database, email: string, password: string) {
  return insertUser(db, { role: 'client', email, passwordHash: await hashPassword(password) });
}

export type TokenAnswer = {
  token: string;
  refreshToken: string;
  user: { id: string; email: string; role: string };
};

export async function signIn(app: App, email: string, password: string, address = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/token/auth',
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  });
}
