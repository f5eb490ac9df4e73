import type { Plugin } from 'vite';
import { CSP_SCRIPT_NONCE_PLACEHOLDER } from '../../../packages/shared/src/constants';
import { earlyRefreshScript } from '../src/lib/auth/early-refresh';

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * Puts the early session refresh (src/lib/auth/early-refresh.ts) first in the page's head, right
 * after the charset: a script after a stylesheet waits for it, and the request should leave while
 * the app's code and styles are still on their way. The CSP allows no inline script but this one:
 * the server writes the response's script nonce in place of the placeholder.
 */
export function earlyRefreshInlineScript(): Plugin {
  return {
    name: 'levelup:early-refresh',
    transformIndexHtml(html) {
      if (!CHARSET.test(html)) throw new Error('index.html must declare its charset first');
      const script = `<script nonce="${CSP_SCRIPT_NONCE_PLACEHOLDER}">${earlyRefreshScript()}</script>`;
      return html.replace(CHARSET, (charset) => `${charset}\n    ${script}`);
    },
  };
}
