import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { Database } from '../db/connect';
import { createHistoryImport } from './history-import';
import { importRoutes } from './routes';

/** Importing a client's history from Strong and Hevy exports (issue 33). */
export const importsPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    await app.register(importRoutes, {
      imports: createHistoryImport({ db }),
      people: createPeoplePolicy({ db }),
    });
  },
  { name: 'imports', dependencies: ['authentication'], encapsulate: true },
);
