import type { FastifyPluginAsync } from 'fastify';
import { createPeoplePolicy } from '../access/people-policy';
import type { Database } from '../db/connect';
import { sessionAchievements } from './achievements';
import { createFeedbackRepository } from './feedback-repository';
import { feedbackRoutes } from './routes';

/** Post-session feedback: pending check, the one answer per session, anonymous totals. */
export const feedbackPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(feedbackRoutes, {
    answers: createFeedbackRepository(db),
    people: createPeoplePolicy({ db }),
    achievements: (userId, sessionId) => sessionAchievements(db, userId, sessionId),
  });
};
