/**
 * A fake OpenID Connect provider (test code only) standing in for accounts.google.com: real HTTP on loopback,
 * so the Google sign-in tests exercise discovery, the browser redirects, PKCE, client authentication and the
 * id_token signature checks exactly as in production. Tests pick the next signing-in account and can break
 * one thing at a time (deny consent, forge the signature, swap the nonce, fail discovery).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/** The Google account that signs in at the next /authorize. */
export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** One request the browser made to /authorize, as the provider saw it. */
export type AuthorizationRequest = Record<string, string>;

/** What the provider does at the next /authorize and /token. Reset after each sign-in. */
export interface FakeIssuerBehaviour {
  /** Answer the browser with `error=access_denied` (the user pressed Cancel on the consent screen). */
  denyConsent?: boolean;
  /** Sign the id_token with a key that is not in the published JWKS. */
  forgeSignature?: boolean;
  /** Claims that replace the honest ones in the id_token (e.g. another nonce, aud or iss). */
  idTokenOverrides?: Record<string, unknown>;
}

export interface FakeOidcIssuer {
  /** The issuer identifier, e.g. http://127.0.0.1:41234 */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Every /authorize request, oldest first. */
  readonly authorizationRequests: AuthorizationRequest[];
  /** Every /token request's form fields, oldest first (code_verifier included). */
  readonly tokenRequests: Record<string, string>[];
  /** How many times the discovery document was fetched. */
  discoveryRequests: number;
  /** While true the discovery document answers 503. */
  discoveryDown: boolean;
  /** The account used at the next /authorize. */
  nextAccount: FakeGoogleAccount;
  behaviour: FakeIssuerBehaviour;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  account: FakeGoogleAccount;
  behaviour: FakeIssuerBehaviour;
}

const KEY_ID = 'fake-key-1';

export async function startFakeOidcIssuer(
  client: { clientId: string; clientSecret: string } = { clientId: 'test-client-id', clientSecret: 'test-client-secret' },
): Promise<FakeOidcIssuer> {
  const signingKeys = await generateKeyPair('RS256', { extractable: true });
  const strangerKeys = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(signingKeys.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  const state: FakeOidcIssuer = {
    issuer: '',
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    authorizationRequests: [],
    tokenRequests: [],
    discoveryRequests: 0,
    discoveryDown: false,
    nextAccount: { sub: 'google-sub-1', email: 'student@gmail.com', email_verified: true, name: 'Student One' },
    behaviour: {},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function discovery(res: ServerResponse): void {
    state.discoveryRequests += 1;
    if (state.discoveryDown) return sendJson(res, 503, { error: 'temporarily_unavailable' });
    sendJson(res, 200, {
      issuer: state.issuer,
      authorization_endpoint: `${state.issuer}/authorize`,
      token_endpoint: `${state.issuer}/token`,
      jwks_uri: `${state.issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256'],
    });
  }

  function authorize(url: URL, res: ServerResponse): void {
    const params = Object.fromEntries(url.searchParams);
    state.authorizationRequests.push(params);
    const redirectUri = params.redirect_uri;
    if (params.client_id !== state.clientId || !redirectUri) return sendJson(res, 400, { error: 'invalid_request' });
    const back = new URL(redirectUri);
    if (params.state) back.searchParams.set('state', params.state);
    const behaviour = state.behaviour;
    state.behaviour = {};
    if (behaviour.denyConsent) {
      back.searchParams.set('error', 'access_denied');
    } else if (params.response_type !== 'code' || params.code_challenge_method !== 'S256' || !params.code_challenge) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        clientId: params.client_id,
        redirectUri,
        codeChallenge: params.code_challenge,
        nonce: params.nonce,
        account: state.nextAccount,
        behaviour,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { Location: back.toString() }).end();
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    state.tokenRequests.push(form);
    const [basicId, basicSecret] = basicCredentials(req.headers.authorization);
    const clientId = basicId ?? form.client_id;
    const clientSecret = basicSecret ?? form.client_secret;
    if (clientId !== state.clientId || clientSecret !== state.clientSecret) return sendJson(res, 401, { error: 'invalid_client' });
    const issued = form.code ? codes.get(form.code) : undefined;
    if (form.code) codes.delete(form.code); // single use
    if (form.grant_type !== 'authorization_code' || !issued || issued.clientId !== clientId || issued.redirectUri !== form.redirect_uri) {
      return sendJson(res, 400, { error: 'invalid_grant' });
    }
    const challenge = createHash('sha256').update(form.code_verifier ?? '').digest('base64url');
    if (challenge !== issued.codeChallenge) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });

    const { account, behaviour } = issued;
    const claims = {
      email: account.email,
      email_verified: account.email_verified ?? true,
      ...(account.name ? { name: account.name } : {}),
      ...(account.picture ? { picture: account.picture } : {}),
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
      azp: clientId,
      ...behaviour.idTokenOverrides,
    };
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(String(behaviour.idTokenOverrides?.iss ?? state.issuer))
      .setAudience(String(behaviour.idTokenOverrides?.aud ?? clientId))
      .setSubject(account.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(behaviour.forgeSignature ? strangerKeys.privateKey : signingKeys.privateKey);
    sendJson(res, 200, {
      access_token: randomBytes(16).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.issuer || 'http://127.0.0.1');
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') return discovery(res);
    if (route === 'GET /jwks') return sendJson(res, 200, { keys: [publicJwk] });
    if (route === 'GET /authorize') return authorize(url, res);
    if (route === 'POST /token') {
      token(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }));
      return;
    }
    sendJson(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (state as { issuer: string }).issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** client_secret_basic: form-urlencoded id and secret, base64 joined by a colon (RFC 6749 §2.3.1). */
function basicCredentials(header: string | undefined): [string | undefined, string | undefined] {
  if (!header?.startsWith('Basic ')) return [undefined, undefined];
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return [undefined, undefined];
  return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))];
}
