import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { loadChunk } from '@/lib/load-chunk';
import { ComingSoon } from '@/ui/coming-soon';
import { LoadingScreen } from '@/ui/loading-screen';
import { type GuardHandle, GuestOnly, RequireAuth, RequireTrainer, RootRedirect } from './guards';
import { NotFoundScreen } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** A lazy route: its screen's code is its own chunk, fetched on first visit. */
function screen<K extends string>(
  chunk: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await loadChunk(chunk, load);
      return { Component: module[name] };
    },
  };
}

/** A screen later work builds: a marked placeholder inside the right layout. */
function comingSoon(title: string): Pick<RouteObject, 'element'> {
  return { element: <ComingSoon title={title} /> };
}

/**
 * Screens whose first frame needs no user (the area homes, the check-in form): they paint while
 * the session restores.
 */
const paintsWhileRestoring: GuardHandle = { paintsWhileRestoring: true };

/** Every route of spec 1 section 2 and spec 2 section 2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'welcome',
            ...screen('welcome', () => import('@/features/auth/routes/welcome'), 'WelcomeScreen'),
          },
          {
            path: 'login',
            ...screen('login', () => import('@/features/auth/routes/login'), 'LoginScreen'),
          },
          {
            path: 'register',
            ...screen(
              'register',
              () => import('@/features/auth/routes/register'),
              'RegisterScreen',
            ),
          },
          {
            path: 'forgot-password',
            ...screen(
              'forgot-password',
              () => import('@/features/auth/routes/forgot-password'),
              'ForgotPasswordScreen',
            ),
          },
        ],
      },
      {
        // Outside the guards: the mailed link is opened signed in or not.
        path: 'confirm-email',
        ...screen(
          'confirm-email',
          () => import('@/features/auth/routes/confirm-email'),
          'ConfirmEmailScreen',
        ),
      },
      {
        path: 'oauth',
        ...screen(
          'oauth',
          () => import('@/features/auth/routes/oauth-return'),
          'OAuthReturnScreen',
        ),
      },
      {
        path: 'cast',
        ...screen('cast-layout', () => import('./layouts/cast-layout'), 'CastLayout'),
        children: [
          {
            ...screen('cast-root', () => import('@/features/cast/routes/cast-root'), 'CastRoot'),
            children: [
              {
                index: true,
                ...screen(
                  'cast-landing',
                  () => import('@/features/cast/routes/cast-landing'),
                  'CastLandingScreen',
                ),
              },
              {
                path: ':sessionId',
                ...screen(
                  'cast-session',
                  () => import('@/features/live-session/cast-view/routes/cast-session-screen'),
                  'CastSessionScreen',
                ),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'trainer',
            element: <RequireTrainer />,
            children: [
              {
                ...screen(
                  'trainer-layout',
                  () => import('./layouts/trainer-layout'),
                  'TrainerLayout',
                ),
                children: [
                  {
                    index: true,
                    handle: paintsWhileRestoring,
                    ...screen(
                      'trainer-dashboard',
                      () => import('@/features/trainer-home/routes/dashboard'),
                      'TrainerDashboardScreen',
                    ),
                  },
                  {
                    path: 'clients',
                    ...screen(
                      'manage-clients',
                      () => import('@/features/clients/routes/manage-clients'),
                      'ManageClientsScreen',
                    ),
                  },
                  {
                    path: 'clients/:id',
                    ...screen(
                      'client-page',
                      () => import('@/features/history/routes/client-page'),
                      'ClientPageScreen',
                    ),
                  },
                  {
                    path: 'history',
                    ...screen(
                      'session-history',
                      () => import('@/features/history/routes/session-history'),
                      'SessionHistoryScreen',
                    ),
                  },
                  {
                    path: 'history/:id',
                    ...screen(
                      'session-summary',
                      () => import('@/features/history/routes/session-summary'),
                      'SessionSummaryScreen',
                    ),
                  },
                  {
                    path: 'progress',
                    ...screen(
                      'progress-tracking',
                      () => import('@/features/history/routes/progress-tracking'),
                      'ProgressTrackingScreen',
                    ),
                  },
                  {
                    path: 'settings',
                    ...screen(
                      'gym-settings',
                      () => import('@/features/gym-settings/routes/gym-settings'),
                      'GymSettingsScreen',
                    ),
                  },
                  {
                    path: 'challenges',
                    ...screen(
                      'trainer-challenges',
                      () => import('@/features/challenges/routes/trainer-challenges'),
                      'TrainerChallengesScreen',
                    ),
                  },
                  {
                    path: 'teams',
                    ...screen(
                      'trainer-teams',
                      () => import('@/features/teams/routes/trainer-teams'),
                      'TrainerTeamsScreen',
                    ),
                  },
                  {
                    path: 'session',
                    ...screen(
                      'start-session',
                      () => import('@/features/live-session/routes/start-session'),
                      'StartSessionScreen',
                    ),
                  },
                  {
                    path: 'session/:id',
                    ...screen(
                      'live-session',
                      () => import('@/features/live-session/routes/live-session'),
                      'LiveSessionScreen',
                    ),
                  },
                  {
                    path: 'workouts/new',
                    ...screen(
                      'workout-builder',
                      () => import('@/features/workouts/routes/workout-builder'),
                      'WorkoutBuilderScreen',
                    ),
                  },
                  {
                    path: 'workouts/:id',
                    ...screen(
                      'workout-builder',
                      () => import('@/features/workouts/routes/workout-builder'),
                      'WorkoutBuilderScreen',
                    ),
                  },
                ],
              },
            ],
          },
          {
            ...screen('client-layout', () => import('./layouts/client-layout'), 'ClientLayout'),
            children: [
              {
                path: 'client',
                children: [
                  {
                    index: true,
                    handle: paintsWhileRestoring,
                    ...screen(
                      'client-home',
                      () => import('@/features/client-area/routes/client-home'),
                      'ClientHomeScreen',
                    ),
                  },
                  {
                    path: 'prepare',
                    handle: paintsWhileRestoring,
                    ...screen(
                      'client-prepare',
                      () => import('@/features/client-area/routes/prepare'),
                      'PrepareScreen',
                    ),
                  },
                  {
                    path: 'prepare/ready',
                    ...screen(
                      'client-ready',
                      () => import('@/features/client-area/routes/ready'),
                      'ReadyScreen',
                    ),
                  },
                  {
                    path: 'session/feedback',
                    ...screen(
                      'client-feedback',
                      () => import('@/features/client-area/routes/feedback'),
                      'FeedbackScreen',
                    ),
                  },
                  {
                    path: 'session/:id',
                    ...screen(
                      'client-live-session',
                      () => import('@/features/client-area/routes/athlete-session'),
                      'AthleteSessionScreen',
                    ),
                  },
                  {
                    path: 'challenges',
                    ...screen(
                      'client-challenges',
                      () => import('@/features/challenges/routes/client-challenges'),
                      'ClientChallengesScreen',
                    ),
                  },
                  { path: 'post-training', ...comingSoon('Post Training') },
                ],
              },
              {
                path: 'progress',
                ...screen(
                  'client-progress',
                  () => import('@/features/client-area/routes/progress'),
                  'ProgressScreen',
                ),
              },
              {
                path: 'program',
                ...screen(
                  'client-program',
                  () => import('@/features/client-area/routes/program'),
                  'ProgramScreen',
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
