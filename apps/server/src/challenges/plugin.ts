import fp from 'fastify-plugin';
import type { Database } from '../db/connect';
import { createChallengeRepository } from './challenge-repository';
import { challengeRoutes } from './routes';

/** A trainer's challenges for their clients, who join them and read their boards (issue 31). */
export const challengesPlugin = fp<{ db: Database; now: () => Date }>(
  async (app, { db, now }) => {
    await app.register(challengeRoutes, { challenges: createChallengeRepository(db, now) });
  },
  { name: 'challenges', dependencies: ['authentication'], encapsulate: true },
);
