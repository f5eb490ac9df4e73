import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web app's `@/...` imports (apps/web/tsconfig.json's paths and its Vite config). */
const web = {
  root: './apps/web',
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
    ],
  },
};

// One runner for every package: pure unit tests beside the code (*.test.ts), integration tests
// against real databases and sockets (*.integration.test.ts), and the web app's component tests
// (*.test.tsx) in a DOM.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/testing/zod-english.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Integration tests that build their app and demo gym in the test itself (group commit,
          // two servers) take over 30 s on the 2-core CI machine while the other files run.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: web.resolve,
        test: {
          name: 'web',
          root: web.root,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Component tests (*.test.tsx): React and Testing Library in a DOM.
        resolve: web.resolve,
        test: {
          name: 'web-dom',
          root: web.root,
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
