import { NAME_MAX_LENGTH } from '@levelup/shared';
import * as oidc from 'openid-client';
import type { UserAccounts, UserRow } from '../users';
import type { OAuthState } from './state-cookie';

export type GoogleConfig = { clientId: string; clientSecret: string | undefined; issuer: string };

export type ExternalIdentity = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

export type GoogleSignIn = {
  /** The provider's authorisation URL and the state to keep in the browser until the callback. */
  start(redirect: string): Promise<{ url: URL; state: OAuthState }>;
  /**
   * Checks the callback's query against `state`, redeems the code and answers who signed in.
   * `query` is the callback's query string as received.
   */
  finish(query: string, state: OAuthState): Promise<ExternalIdentity>;
};

const SCOPE = 'openid email profile';

/** Plain http is accepted only for an issuer on this machine (a test or development provider). */
export function isLoopbackIssuer(issuer: string) {
  const url = new URL(issuer);
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * OpenID Connect authorisation-code flow with PKCE, state and nonce against the configured
 * issuer (Google by default). The issuer's metadata is discovered on first use and kept; a failed
 * discovery is retried on the next sign-in.
 */
export function createGoogleSignIn(google: GoogleConfig, callbackUrl: string): GoogleSignIn {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover() {
    configuration ??= oidc
      .discovery(
        new URL(google.issuer),
        google.clientId,
        google.clientSecret,
        google.clientSecret ? undefined : oidc.None(),
        isLoopbackIssuer(google.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async start(redirect) {
      const config = await discover();
      const state: OAuthState = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        redirect,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
        code_challenge_method: 'S256',
        state: state.state,
        nonce: state.nonce,
      });
      return { url, state };
    },

    async finish(query, state) {
      const config = await discover();
      // The registered callback address, not the Host header, is what the provider checks.
      const currentUrl = new URL(callbackUrl);
      currentUrl.search = query;
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: state.state,
        expectedNonce: state.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      // Google puts the email in the ID token; other providers may keep it for the userinfo call.
      const claims: Record<string, unknown> =
        text(idToken.email) === null && config.serverMetadata().userinfo_endpoint
          ? { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
          : idToken;
      return {
        sub: idToken.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}

/**
 * The account an external sign-in belongs to: the one linked to the subject, else the one with
 * the same verified email (which gets linked), else a new client account. Null when the identity
 * has no verified email to go by, or its email belongs to an account linked to another subject.
 */
export async function findOrCreateExternalUser(
  accounts: UserAccounts,
  identity: ExternalIdentity,
): Promise<UserRow | null> {
  const linked = await accounts.findByGoogleSub(identity.sub);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return null;

  const existing = await accounts.findByEmail(identity.email);
  if (existing) {
    if (existing.googleSub && existing.googleSub !== identity.sub) return null;
    await accounts.linkGoogleSubject(existing.id, identity.sub);
    return { ...existing, googleSub: identity.sub };
  }

  const firstName =
    identity.givenName ?? identity.name ?? identity.email.split('@')[0] ?? identity.email;
  const created = await accounts.createClient({
    email: identity.email,
    passwordHash: null,
    firstName: firstName.slice(0, NAME_MAX_LENGTH),
    lastName: identity.familyName?.slice(0, NAME_MAX_LENGTH) ?? null,
    googleSub: identity.sub,
  });
  // A concurrent callback for the same person may have created the account first.
  return created ?? (await accounts.findByGoogleSub(identity.sub));
}
