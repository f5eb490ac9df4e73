/**
 * The words only the web app shows, word for word from the spec; what the server or the shared
 * schemas also say stays in `@levelup/shared`.
 */

export * from './athlete-session';
export * from './auth-screen';
export * from './cast';
export * from './challenges';
export * from './chunk';
export * from './client';
export * from './client-area';
export * from './common';
export * from './exercise';
export * from './exercise-wizard';
export * from './export';
export * from './feedback';
export * from './gym-settings';
export * from './gym-tv';
export * from './history';
export * from './intake-wizard';
export * from './live-coaching';
export * from './live-sets';
export * from './manage-clients';
export * from './manage-clients-extra';
export * from './navigation';
export * from './oauth';
export * from './ready-screen';
export * from './realtime';
export * from './resume-session';
export * from './session-summary';
export * from './step-wizard';
export * from './teams';
export * from './trainer-home';
export * from './workout-builder-screen';
export * from './workout-picker';
