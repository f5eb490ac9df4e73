import type { Plugin } from 'vite';
import { CSP_SCRIPT_NONCE_PLACEHOLDER } from '../../../packages/shared/src/constants';
import { earlyRefreshScript } from '../src/lib/auth/early-refresh';

/**
 * Puts the early session refresh (src/lib/auth/early-refresh.ts) in the page's head,
 * so the request leaves while the app's code is still on its way. The CSP allows no inline script
 * but this one: the server writes the response's script nonce in place of the placeholder.
 */
export function earlyRefreshInlineScript(): Plugin {
  return {
    name: 'levelup:early-refresh',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { nonce: CSP_SCRIPT_NONCE_PLACEHOLDER },
        children: earlyRefreshScript(),
        injectTo: 'head',
      },
    ],
  };
}
