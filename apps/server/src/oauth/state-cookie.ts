import { createHmac } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import { z } from 'zod';

export const OAUTH_STATE_COOKIE = 'oauth_state';
/** Long enough to sign in at the provider, short enough that a stale start cannot be resumed. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

const stateSchema = z.object({
  codeVerifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  redirect: z.string().min(1),
});
export type OAuthState = z.infer<typeof stateSchema>;

export type StateSealer = {
  seal(state: OAuthState): Promise<string>;
  /** The state, or null when the cookie is missing, tampered with or expired. */
  unseal(sealed: string | undefined): Promise<OAuthState | null>;
};

/**
 * The flow's secrets (PKCE verifier, state, nonce) and the return address travel in the browser
 * as an encrypted, authenticated JWT, so the server keeps no per-flow storage and the verifier is
 * never readable in the cookie.
 */
export function createStateSealer(serverSecret: string, now: () => Date): StateSealer {
  const key = createHmac('sha256', serverSecret).update('oauth-state-cookie').digest();
  return {
    async seal(state) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new EncryptJWT(state)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + OAUTH_STATE_TTL_SECONDS)
        .encrypt(key);
    },
    async unseal(sealed) {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          currentDate: now(),
        });
        const parsed = stateSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
