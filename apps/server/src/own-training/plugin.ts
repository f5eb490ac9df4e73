import fp from 'fastify-plugin';
import type { Database } from '../db/connect';
import { createOwnTraining } from './own-training';
import { ownTrainingRoutes } from './routes';

/** A client's own training, logged from the client home (issue 30). */
export const ownTrainingPlugin = fp<{ db: Database; now: () => Date }>(
  async (app, { db, now }) => {
    await app.register(ownTrainingRoutes, { training: createOwnTraining({ db, now }), now });
  },
  { name: 'own-training', dependencies: ['authentication'], encapsulate: true },
);
