/**
 * Every URL pattern of the router (src/app/router.tsx) with the lazy route modules a first visit
 * loads, outermost first (a layout's chunk loads with its screen's). The build turns it into the
 * per-route preload list the server puts in the page (route-preloads.ts); the bundle report sums
 * each route's first load from it. A module missing from the build fails the build.
 */
export const ROUTE_MODULES: ReadonlyArray<{ pattern: string; modules: readonly string[] }> = [
  { pattern: '/welcome', modules: ['src/features/auth/routes/welcome.tsx'] },
  { pattern: '/login', modules: ['src/features/auth/routes/login.tsx'] },
  { pattern: '/register', modules: ['src/features/auth/routes/register.tsx'] },
  { pattern: '/forgot-password', modules: ['src/features/auth/routes/forgot-password.tsx'] },
  { pattern: '/oauth', modules: ['src/features/auth/routes/oauth-return.tsx'] },
  { pattern: '/confirm-email', modules: ['src/features/auth/routes/confirm-email.tsx'] },
  {
    pattern: '/cast',
    modules: [
      'src/app/layouts/cast-layout.tsx',
      'src/features/cast/routes/cast-root.tsx',
      'src/features/cast/routes/cast-landing.tsx',
    ],
  },
  {
    pattern: '/cast/:sessionId',
    modules: [
      'src/app/layouts/cast-layout.tsx',
      'src/features/cast/routes/cast-root.tsx',
      'src/features/live-session/cast-view/routes/cast-session-screen.tsx',
    ],
  },
  {
    pattern: '/trainer',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/trainer-home/routes/dashboard.tsx',
    ],
  },
  {
    pattern: '/trainer/clients',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/clients/routes/manage-clients.tsx',
    ],
  },
  {
    pattern: '/trainer/clients/:id',
    modules: ['src/app/layouts/trainer-layout.tsx', 'src/features/history/routes/client-page.tsx'],
  },
  {
    pattern: '/trainer/history',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/history/routes/session-history.tsx',
    ],
  },
  {
    pattern: '/trainer/history/:id',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/history/routes/session-summary.tsx',
    ],
  },
  {
    pattern: '/trainer/progress',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/history/routes/progress-tracking.tsx',
    ],
  },
  {
    pattern: '/trainer/settings',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/gym-settings/routes/gym-settings.tsx',
    ],
  },
  {
    pattern: '/trainer/challenges',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/challenges/routes/trainer-challenges.tsx',
    ],
  },
  {
    pattern: '/trainer/teams',
    modules: ['src/app/layouts/trainer-layout.tsx', 'src/features/teams/routes/trainer-teams.tsx'],
  },
  {
    pattern: '/trainer/session',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/live-session/routes/start-session.tsx',
    ],
  },
  {
    pattern: '/trainer/session/:id',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/live-session/routes/live-session.tsx',
    ],
  },
  {
    pattern: '/trainer/workouts/:id',
    modules: [
      'src/app/layouts/trainer-layout.tsx',
      'src/features/workouts/routes/workout-builder.tsx',
    ],
  },
  {
    pattern: '/client',
    modules: [
      'src/app/layouts/client-layout.tsx',
      'src/features/client-area/routes/client-home.tsx',
    ],
  },
  {
    pattern: '/client/prepare',
    modules: ['src/app/layouts/client-layout.tsx', 'src/features/client-area/routes/prepare.tsx'],
  },
  {
    pattern: '/client/prepare/ready',
    modules: ['src/app/layouts/client-layout.tsx', 'src/features/client-area/routes/ready.tsx'],
  },
  {
    pattern: '/client/challenges',
    modules: [
      'src/app/layouts/client-layout.tsx',
      'src/features/challenges/routes/client-challenges.tsx',
    ],
  },
  {
    pattern: '/client/session/feedback',
    modules: ['src/app/layouts/client-layout.tsx', 'src/features/client-area/routes/feedback.tsx'],
  },
  // After the feedback screen's pattern, which this one would match too (the first match wins).
  {
    pattern: '/client/session/:id',
    modules: [
      'src/app/layouts/client-layout.tsx',
      'src/features/client-area/routes/athlete-session.tsx',
    ],
  },
  {
    pattern: '/progress',
    modules: ['src/app/layouts/client-layout.tsx', 'src/features/client-area/routes/progress.tsx'],
  },
  {
    pattern: '/program',
    modules: ['src/app/layouts/client-layout.tsx', 'src/features/client-area/routes/program.tsx'],
  },
];
