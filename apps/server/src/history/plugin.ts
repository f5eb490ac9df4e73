import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { Database } from '../db/connect';
import { createHistoryRepository } from './history-repository';
import { historyRoutes } from './routes';

/** Session history, a client's progress and their data export (issue 13). */
export const historyPlugin = fp<{ db: Database; now: () => Date }>(
  async (app, { db, now }) => {
    await app.register(historyRoutes, {
      history: createHistoryRepository(db, now),
      people: createPeoplePolicy({ db }),
      db,
      now,
    });
  },
  { name: 'history', dependencies: ['authentication'], encapsulate: true },
);
