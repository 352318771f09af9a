/**
 * The OpenID Connect side of Google sign-in, over openid-client: discovery of the issuer (cached; a failed
 * discovery is retried on the next sign-in), the authorization URL with PKCE (S256), state and nonce, and the code
 * exchange whose id_token is verified (JWKS signature, iss, aud, exp, nonce) before its identity is trusted.
 * Only https issuers are accepted, except a plain-http loopback issuer outside production (the tests' fake issuer).
 */
import * as oidc from 'openid-client';
import type { Config } from '../../config';

/** The verified facts of a Google account that signed in. */
export interface GoogleIdentity {
  sub: string;
  /** Lower-cased; only ever a verified address (`email_verified` is required). */
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

/** What must survive the round trip through Google: kept in the sealed flow cookie, never in the URL. */
export interface GoogleFlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The exact redirect_uri sent to /authorize: the token request must repeat it. */
  redirectUri: string;
}

/** A sign-in that must end at the login page; `reason` is for the log only (never a token). */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Google sign-in failed: ${reason}`, options);
  }
}

export interface GoogleOidcClient {
  /** Where to send the browser, and the secrets to keep until it comes back. */
  beginAuthorization(redirectUri: string): Promise<{ url: URL; secrets: GoogleFlowSecrets }>;
  /** Exchanges the code in `callbackUrl` and returns the verified identity; throws GoogleSignInError otherwise. */
  completeAuthorization(callbackUrl: URL, secrets: GoogleFlowSecrets): Promise<GoogleIdentity>;
}

const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an http:// issuer on this machine, and only outside production. */
export function isInsecureIssuerAllowed(issuer: string, isProduction: boolean): boolean {
  const url = new URL(issuer);
  return !isProduction && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

export function createGoogleOidcClient(
  google: NonNullable<Config['google']>,
  { isProduction }: { isProduction: boolean },
): GoogleOidcClient {
  // Google's token endpoint answers over TLS, so openid-client would skip the id_token signature by default;
  // non-repudiation checks make it verify the signature against the issuer's JWKS as well.
  const setup: Array<(configuration: oidc.Configuration) => void> = [oidc.enableNonRepudiationChecks];
  if (isInsecureIssuerAllowed(google.issuer, isProduction)) setup.push(oidc.allowInsecureRequests);

  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        execute: setup,
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined; // the next sign-in tries again
        throw new GoogleSignInError('discovery_failed', { cause: error });
      });
    return discovered;
  };

  return {
    async beginAuthorization(redirectUri) {
      const config = await configuration();
      const secrets: GoogleFlowSecrets = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url, secrets };
    },

    async completeAuthorization(callbackUrl, secrets) {
      const config = await configuration();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new GoogleSignInError(describeOidcError(error), { cause: error });
      }
      if (!claims) throw new GoogleSignInError('no_id_token');
      const verified = claims.email_verified === true || (claims.email_verified as unknown) === 'true';
      if (typeof claims.email !== 'string' || !claims.email) throw new GoogleSignInError('no_email');
      if (!verified) throw new GoogleSignInError('email_not_verified');
      return {
        sub: claims.sub,
        email: claims.email.trim().toLowerCase(),
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}

/**
 * A short, token-free reason for the log: the provider's error code (e.g. access_denied when consent was refused),
 * else openid-client's error code and the underlying check that failed (e.g. `OAUTH_JWT_CLAIM_COMPARISON_FAILED:
 * unexpected ID Token "nonce" claim value`). Only messages are used: the errors' causes hold the response itself.
 */
function describeOidcError(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError) return `authorization_error:${error.error}`;
  if (error instanceof oidc.ResponseBodyError) return `token_error:${error.error}`;
  if (!(error instanceof Error)) return 'unknown';
  const code = (error as { code?: unknown }).code;
  const detail = error.cause instanceof Error ? error.cause.message : error.message;
  return `${typeof code === 'string' ? `${code}: ` : ''}${detail}`;
}
