/**
 * `@levelup/server/testing`: what the web app's tests and the benchmarks use of the server, so
 * they never import `apps/server/src` by path. The app on a fresh test database (PGlite, or the
 * Postgres of TEST_DATABASE_URL), the demo gym, and the live server signed in as the demo trainer.
 */
export { seedDemoData } from '../src/db/seed';
export type { EngineFigures } from '../src/sessions';
export { type LiveServer, startLiveServer } from './live-server';
export { seedDemoGym } from './sessions-helpers';
export {
  createTestApp,
  TEST_JWT_SECRET,
  type TestContext,
  type TestDatabaseKind,
  testDatabaseKinds,
  useTestApp,
} from './test-app';
