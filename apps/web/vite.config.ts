import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards to; override to run against another port. */
const backend = process.env.API_PROXY_TARGET ?? 'http://localhost:4000';

// The Host header is kept (changeOrigin off) so the server sees the page's own origin: it honours
// the refresh cookie only when the request's Origin matches its host.
const forward = { target: backend, changeOrigin: false };

// Only the server's own paths are proxied: '/oauth' alone and '/cast/:sessionId' are app routes,
// so the external sign-in start ('/oauth/...') and the three cast calls are matched exactly.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: {
      '/api': forward,
      '^/oauth/': forward,
      '/cast/screen-id': forward,
      '/cast/screen-session': forward,
      '/cast/connect': forward,
      '/cast/disconnect': forward,
      '/socket.io': { ...forward, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Libraries every screen needs get stable chunks of their own, so no chunk nears 300 kB and a
    // deploy that changes only app code keeps them cached.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'radix',
              test: /node_modules[\\/](@radix-ui|react-remove-scroll[^\\/]*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
