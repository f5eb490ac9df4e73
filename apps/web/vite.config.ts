import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CSP_NONCE_PLACEHOLDER } from '../../packages/shared/src/constants';
import { earlyRefreshInlineScript } from './build/early-refresh';
import { precompress } from './build/precompress';
import { routePreloadsFile } from './build/route-preloads';
import { sonnerStylesheet } from './build/sonner-stylesheet';

/** The API server the dev server forwards to; override to run against another port. */
const backend = process.env.API_PROXY_TARGET ?? 'http://localhost:4000';

// The Host header is kept (changeOrigin off) so the server sees the page's own origin: it honours
// the refresh cookie only when the request's Origin matches its host.
const forward = { target: backend, changeOrigin: false };

// Only the server's own paths are proxied: '/oauth' alone and '/cast/:sessionId' are app routes,
// so the external sign-in start ('/oauth/...') and the cast calls are matched exactly.
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: {
    alias: [
      // `@/...` is `src/...` (tsconfig.json's paths): imports across layers name the layer.
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // react-router's package exports resolve to its development build in every mode
      // (remix-run/react-router#12532); the build takes the production one (no dev warnings, smaller).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/index.mjs',
                  import.meta.url,
                ),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/dom-export.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  plugins: [
    react(),
    sonnerStylesheet(),
    earlyRefreshInlineScript(),
    precompress(),
    routePreloadsFile(),
    VitePWA({
      // registerSW.js is a file of its own (the CSP allows no inline script), deferred: a plain
      // script in the head held the first paint until it had arrived.
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      includeAssets: ['icons/apple-touch-icon.png'],
      manifest: {
        name: 'Level Up',
        short_name: 'Level Up',
        description:
          'Strength and conditioning coaching: live group sessions, check-ins, progress.',
        theme_color: '#0f1b2d',
        background_color: '#0f1b2d',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The app shell and every route's chunks, so a second visit opens with no network. The
        // .br and .gz twins are the server's business, not the cache's.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/socket\.io\//,
          /^\/oauth\/google/,
          /^\/cast\/(screen-id|connect|disconnect)$/,
        ],
        // A new version takes over at once and serves the next visit: never a stale app.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\.(js|css)$/,
      },
    }),
  ],
  // The server puts a fresh nonce in place of the placeholder on every page (web/static.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    proxy: {
      '/api': forward,
      '^/oauth/': forward,
      '/cast/screen-id': forward,
      '/cast/screen-session': forward,
      '/cast/screen-challenge': forward,
      '/cast/connect': forward,
      '/cast/disconnect': forward,
      '/socket.io': { ...forward, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen loads (bench/bundle-size.ts reads it).
    manifest: true,
    // Every screen's first load: the entry's modules are fetched side by side over HTTP/1.1's
    // 6 connections, so on a slow network each further round of files costs a round trip before
    // the first paint. A few medium chunks: react; the router and TanStack Query, which every
    // screen needs too; the app's own shell. Libraries keep chunks of their own, so a deploy that
    // changes only app code keeps them cached, and no chunk nears 300 kB.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser|@tanstack)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The header and the small parts most areas' first screens show (the client menu's
            // export words among them) join the entry's own code (a group takes its modules'
            // imports with it): 4 to 6 files fewer per route, for about 2 KB gzip more on the
            // sign-in screens.
            {
              name: 'app-shell',
              test: /(apps[\\/]web[\\/]src[\\/](ui[\\/](button|logo|stroke-icon|lazy-dialog|text-field)|app[\\/]layouts[\\/](app-header|breadcrumbs))|shared[\\/]src[\\/]messages[\\/]qr-join|apps[\\/]web[\\/]src[\\/]messages[\\/]export)\.tsx?$/,
            },
            // The client's progress figures, which the trainer's history screens show too.
            { name: 'client-progress', test: /shared[\\/]src[\\/]schemas[\\/]client-area\.ts$/ },
            // The client area's queries, models and home figures (with the shared words and schemas
            // they import), one file where they were eight. The check-in's and the own training's
            // saves stay out: they would bring along the idempotency keys the trainer's screens
            // share; so do the athlete's live session parts, which would bring the session core
            // (state schema, selectors) that the trainer's and the TV's screens load.
            {
              name: 'client-area',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]client-area[\\/](api[\\/](?!join-session|save-lifestyle-log|log-own-training|get-sessions-taking-part)[^\\/]+|model[\\/](?!athlete-session|set-words)[^\\/]+)\.tsx?$/,
            },
            // The sign-in screens' frame and words, one file where they were two.
            {
              name: 'auth-scaffold',
              test: /(features[\\/]auth[\\/]components[\\/][^\\/]+|apps[\\/]web[\\/]src[\\/]messages[\\/]auth-screen)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
}));
