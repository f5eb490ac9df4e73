import type { Plugin } from 'vite';

const INJECTED_STYLES = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * Sonner writes its CSS into a `<style>` element it creates at import, which a strict
 * `style-src` refuses (and the browser reports as a CSP violation). The app imports
 * `sonner/dist/styles.css` instead, so the injection is removed from sonner's bundle. A sonner
 * release that injects differently fails the build here rather than the CSP at run time.
 */
export function sonnerStylesheet(): Plugin {
  return {
    name: 'levelup:sonner-stylesheet',
    transform(code, id) {
      if (
        !/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]/.test(id) ||
        !code.includes('__insertCSS(')
      ) {
        return null;
      }
      const stripped = code.replace(INJECTED_STYLES, '');
      if (stripped.includes('__insertCSS("')) {
        throw new Error(`sonner's injected styles could not be removed from ${id}`);
      }
      return { code: stripped, map: null };
    },
  };
}
