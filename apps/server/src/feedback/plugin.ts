import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { Database } from '../db/connect';
import { sessionAchievements } from './achievements';
import { createFeedbackRepository } from './feedback-repository';
import { feedbackRoutes } from './routes';

/** Post-session feedback: pending check, the one answer per session, anonymous totals. */
export const feedbackPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    await app.register(feedbackRoutes, {
      answers: createFeedbackRepository(db),
      people: createPeoplePolicy({ db }),
      achievements: (userId, sessionId) => sessionAchievements(db, userId, sessionId),
    });
  },
  { name: 'feedback', dependencies: ['authentication'], encapsulate: true },
);
