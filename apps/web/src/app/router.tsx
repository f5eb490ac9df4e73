import {
  castMessages,
  checkInMessages,
  feedbackMessages,
  manageClientsMessages,
  navigationMessages as nav,
} from '@levelup/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/load-chunk';
import { ComingSoon } from '../ui/coming-soon';
import { LoadingScreen } from '../ui/loading-screen';
import { GuestOnly, RequireAuth, RequireTrainer, RootRedirect } from './guards';
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
            ...screen('welcome', () => import('../features/auth/routes/welcome'), 'WelcomeScreen'),
          },
          {
            path: 'login',
            ...screen('login', () => import('../features/auth/routes/login'), 'LoginScreen'),
          },
          {
            path: 'register',
            ...screen(
              'register',
              () => import('../features/auth/routes/register'),
              'RegisterScreen',
            ),
          },
          {
            path: 'forgot-password',
            ...screen(
              'forgot-password',
              () => import('../features/auth/routes/forgot-password'),
              'ForgotPasswordScreen',
            ),
          },
        ],
      },
      {
        path: 'oauth',
        ...screen(
          'oauth',
          () => import('../features/auth/routes/oauth-return'),
          'OAuthReturnScreen',
        ),
      },
      {
        path: 'cast',
        ...screen('cast-layout', () => import('./layouts/cast-layout'), 'CastLayout'),
        children: [
          { index: true, ...comingSoon(castMessages.castTitle) },
          { path: ':sessionId', ...comingSoon('Live Cast') },
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
                  { index: true, ...comingSoon('Trainer Dashboard') },
                  { path: 'clients', ...comingSoon(manageClientsMessages.title) },
                  {
                    path: 'session',
                    ...screen(
                      'start-session',
                      () => import('../features/live-session/routes/start-session'),
                      'StartSessionScreen',
                    ),
                  },
                  {
                    path: 'session/:id',
                    ...screen(
                      'live-session',
                      () => import('../features/live-session/routes/live-session'),
                      'LiveSessionScreen',
                    ),
                  },
                  { path: 'workouts/new', ...comingSoon('Workout Builder') },
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
                  { index: true, ...comingSoon('Client Home') },
                  { path: 'prepare', ...comingSoon(checkInMessages.title) },
                  { path: 'prepare/ready', ...comingSoon('Ready') },
                  { path: 'session/feedback', ...comingSoon(feedbackMessages.title) },
                  { path: 'post-training', ...comingSoon('Post Training') },
                ],
              },
              { path: 'progress', ...comingSoon(nav.tabProgress) },
              { path: 'program', ...comingSoon(nav.tabProgram) },
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
