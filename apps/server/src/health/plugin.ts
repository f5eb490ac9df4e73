import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connect';
import { healthRoutes } from './routes';

/** GET /api/health: whether the server reaches its database, and which kind it is. */
export const healthPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    await app.register(healthRoutes, { db: database.db, databaseKind: database.kind });
  },
  { name: 'health', encapsulate: true },
);
