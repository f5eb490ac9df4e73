import fp from 'fastify-plugin';
import type { Database } from '../db/connect';
import { createGymRepository } from './gym-repository';
import { gymRoutes, type SettingsChanged } from './routes';

/**
 * Gyms (issue 35): the settings a gym's trainers share. `onSettingsChanged` hears of each change
 * saved, with the gym's id.
 */
export const gymsPlugin = fp<{ db: Database; onSettingsChanged?: SettingsChanged }>(
  async (app, { db, onSettingsChanged }) => {
    const gyms = createGymRepository(db, (gymId, issues) =>
      app.log.warn({ gymId, issues }, 'stored gym settings no longer parse: read as the defaults'),
    );
    await app.register(gymRoutes, { gyms, onSettingsChanged });
  },
  { name: 'gyms', dependencies: ['authentication'], encapsulate: true },
);
