import { setNonce } from 'get-nonce';

/**
 * Radix's scroll lock (react-remove-scroll) injects a `<style>` element when a dialog opens; under
 * the server's strict `style-src` it must carry the page's nonce, which the server writes into
 * the `csp-nonce` meta tag of every page it serves.
 */
export function adoptCspNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
}
