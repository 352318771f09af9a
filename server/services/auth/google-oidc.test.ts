/**
 * The OpenID Connect client against a fake issuer over real HTTP: the authorization request carries PKCE (S256),
 * state and nonce; the code exchange proves the verifier and the client secret; the id_token is trusted only when
 * its signature, audience, nonce and verified e-mail all check out; discovery is cached and retried after failure.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOidcIssuer, type FakeOidcIssuer } from '../../testing/fake-oidc-issuer';
import { createGoogleOidcClient, GoogleSignInError, isInsecureIssuerAllowed, type GoogleOidcClient } from './google-oidc';

const REDIRECT_URI = 'http://127.0.0.1:9/api/auth/google/callback';

let issuer: FakeOidcIssuer;
let client: GoogleOidcClient;

beforeAll(async () => {
  issuer = await startFakeOidcIssuer();
});
afterAll(() => issuer.close());
beforeEach(() => {
  client = createGoogleOidcClient(
    { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer },
    { isProduction: false },
  );
  issuer.behaviour = {};
  issuer.discoveryDown = false;
  issuer.nextAccount = { sub: 'sub-123', email: 'Mona@Gmail.com', email_verified: true, name: 'Mona', picture: 'https://example.com/m.png' };
});

/** Plays the browser: follows the authorization URL to the provider and returns the URL it sends us back to. */
async function visitProvider(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function signInOnce() {
  const { url, secrets } = await client.beginAuthorization(REDIRECT_URI);
  const callback = await visitProvider(url);
  return { url, secrets, callback };
}

async function failureReason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GoogleSignInError);
  return (error as GoogleSignInError).reason;
}

describe('Google OpenID Connect client', () => {
  it('asks for openid email profile with PKCE S256, a state and a nonce at our callback', async () => {
    const { url, secrets } = await client.beginAuthorization(REDIRECT_URI);
    expect(url.origin + url.pathname).toBe(`${issuer.issuer}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: issuer.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).not.toBe(secrets.codeVerifier);
    expect(secrets.state).not.toBe(secrets.nonce);
  });

  it('exchanges the code with the verifier and the client secret and returns the verified identity', async () => {
    const { secrets, callback } = await signInOnce();
    const identity = await client.completeAuthorization(callback, secrets);
    expect(identity).toEqual({ sub: 'sub-123', email: 'mona@gmail.com', name: 'Mona', picture: 'https://example.com/m.png' });
    const tokenRequest = issuer.tokenRequests.at(-1);
    expect(tokenRequest).toMatchObject({ grant_type: 'authorization_code', code_verifier: secrets.codeVerifier, redirect_uri: REDIRECT_URI });
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const { secrets, callback } = await signInOnce();
    callback.searchParams.set('state', 'forged-state');
    expect(await failureReason(client.completeAuthorization(callback, secrets))).toMatch(/state/i);
  });

  it('refuses the wrong PKCE verifier (the provider rejects the code)', async () => {
    const { secrets, callback } = await signInOnce();
    const reason = await failureReason(client.completeAuthorization(callback, { ...secrets, codeVerifier: 'x'.repeat(43) }));
    expect(reason).toBe('token_error:invalid_grant');
  });

  it('refuses an id_token signed by a key that is not in the issuer JWKS', async () => {
    issuer.behaviour = { forgeSignature: true };
    const { secrets, callback } = await signInOnce();
    expect(await failureReason(client.completeAuthorization(callback, secrets))).toMatch(/signature/i);
  });

  it('refuses an id_token with another nonce (a replayed token)', async () => {
    issuer.behaviour = { idTokenOverrides: { nonce: 'someone-elses-nonce' } };
    const { secrets, callback } = await signInOnce();
    expect(await failureReason(client.completeAuthorization(callback, secrets))).toMatch(/nonce/);
  });

  it('refuses an id_token issued to another client', async () => {
    issuer.behaviour = { idTokenOverrides: { aud: 'another-client' } };
    const { secrets, callback } = await signInOnce();
    expect(await failureReason(client.completeAuthorization(callback, secrets))).toMatch(/aud/);
  });

  it('refuses an account whose e-mail Google has not verified', async () => {
    issuer.nextAccount = { sub: 'sub-unverified', email: 'new@example.com', email_verified: false };
    const { secrets, callback } = await signInOnce();
    expect(await failureReason(client.completeAuthorization(callback, secrets))).toBe('email_not_verified');
  });

  it('reports a refused consent as access_denied', async () => {
    issuer.behaviour = { denyConsent: true };
    const { secrets, callback } = await signInOnce();
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(await failureReason(client.completeAuthorization(callback, secrets))).toBe('authorization_error:access_denied');
  });

  it('discovers the issuer once and reuses it', async () => {
    const before = issuer.discoveryRequests;
    await signInOnce();
    await signInOnce();
    expect(issuer.discoveryRequests - before).toBe(1);
  });

  it('retries discovery on the next sign-in after the issuer was unreachable', async () => {
    issuer.discoveryDown = true;
    expect(await failureReason(client.beginAuthorization(REDIRECT_URI))).toBe('discovery_failed');
    issuer.discoveryDown = false;
    const { secrets, callback } = await signInOnce();
    await expect(client.completeAuthorization(callback, secrets)).resolves.toMatchObject({ sub: 'sub-123' });
  });

  it('accepts only https issuers in production, even on loopback', async () => {
    expect(isInsecureIssuerAllowed(issuer.issuer, true)).toBe(false);
    expect(isInsecureIssuerAllowed(issuer.issuer, false)).toBe(true);
    expect(isInsecureIssuerAllowed('http://accounts.example.com', false)).toBe(false);
    const production = createGoogleOidcClient(
      { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer },
      { isProduction: true },
    );
    const before = issuer.discoveryRequests;
    expect(await failureReason(production.beginAuthorization(REDIRECT_URI))).toBe('discovery_failed');
    expect(issuer.discoveryRequests).toBe(before);
  });
});
