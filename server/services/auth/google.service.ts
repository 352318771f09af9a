/**
 * Google sign-in as the browser lives it: /api/auth/google seals the flow secrets into a short-lived cookie and
 * sends the browser to Google; the callback checks them, verifies the id_token, finds or creates the account
 * (a Google account with the same verified e-mail signs into the existing user) and signs in with remember-me.
 * Every failure ends at the login page with `?error=google_failed` and a log line saying why.
 */
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import { sealData, unsealData } from 'iron-session';
import type { AuthProvidersResponse } from '../../../contract/auth';
import { AnonymousIdSchema } from '../../../contract/common';
import { AUTH } from '../../../contract/constants';
import { UniqueViolationError } from '../../../db/errors';
import {
  bumpSessionVersion,
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  updateUser,
  type User,
} from '../../../db/repositories/users.repository';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { ownOrigin } from '../../middleware/csrf';
import { readPreferences } from '../../preferences';
import { signIn } from './accounts.service';
import { createGoogleOidcClient, GoogleSignInError, type GoogleFlowSecrets, type GoogleIdentity } from './google-oidc';

export const GOOGLE_FLOW_COOKIE = 'google_oidc_flow';
/** The cookie travels only to /api/auth/google and its callback. */
const FLOW_COOKIE_PATH = '/api/auth/google';
const FLOW_TTL_SECONDS = 10 * 60;
const DEFAULT_RETURN_TO = '/chat';
const PROFILE_IMAGE_MAX = 1024;

export const GOOGLE_LOGIN_ERRORS = {
  notConfigured: '/auth/login?error=google_not_configured',
  failed: '/auth/login?error=google_failed',
} as const;

interface FlowCookie extends GoogleFlowSecrets {
  returnTo: string;
  /**
   * The visitor whose conversations the account adopts. A navigation cannot carry the X-Anonymous-Id header, so
   * the Google button's link passes it as `?anonymousId=`.
   */
  anonymousId: string | null;
}

/** GET /api/auth/providers: lets the login and sign-up pages render the Google button's state. */
export function authProviders(config: Config): AuthProvidersResponse {
  return { google: Boolean(config.google) };
}

export interface GoogleSignIn {
  /**
   * GET /api/auth/google[?returnTo=/path&anonymousId=user_…] → where to redirect the browser (Google, or the login
   * page with an error).
   */
  start(req: Request, res: Response): Promise<string>;
  /** GET /api/auth/google/callback → where to redirect the browser (returnTo, or the login page with an error). */
  finish(req: Request, res: Response): Promise<string>;
}

/** One per app: it holds the cached discovery of the issuer. */
export function createGoogleSignIn(context: AppContext): GoogleSignIn {
  const { config } = context;
  const client = config.google ? createGoogleOidcClient(config.google, { isProduction: config.isProduction }) : undefined;

  const fail = (req: Request, error: unknown): string => {
    const reason = error instanceof GoogleSignInError ? error.reason : error instanceof Error ? error.message : 'unknown';
    // Not req.log: its bindings carry the callback URL, whose query holds the authorization code.
    context.logger.warn({ requestId: req.id, reason }, 'google sign-in failed');
    return GOOGLE_LOGIN_ERRORS.failed;
  };

  return {
    async start(req, res) {
      if (!client) return GOOGLE_LOGIN_ERRORS.notConfigured;
      try {
        const { url, secrets } = await client.beginAuthorization(`${ownOrigin(config, req)}/api/auth/google/callback`);
        const anonymousId = AnonymousIdSchema.safeParse(req.query.anonymousId);
        const flow: FlowCookie = {
          ...secrets,
          returnTo: safeReturnTo(req.query.returnTo),
          anonymousId: anonymousId.success ? anonymousId.data : null,
        };
        const sealed = await sealData(flow, { password: config.sessionSecret, ttl: FLOW_TTL_SECONDS });
        res.cookie(GOOGLE_FLOW_COOKIE, sealed, { ...flowCookieOptions(req, config), maxAge: FLOW_TTL_SECONDS * 1000 });
        return url.toString();
      } catch (error) {
        return fail(req, error);
      }
    },

    async finish(req, res) {
      if (!client) return GOOGLE_LOGIN_ERRORS.notConfigured;
      const sealedFlow = parse(req.headers.cookie ?? '')[GOOGLE_FLOW_COOKIE];
      clearFlowCookie(res, req, config); // single use, whatever happens next
      try {
        const flow = await unsealFlow(sealedFlow, config);
        const callbackUrl = new URL(flow.redirectUri);
        callbackUrl.search = new URL(req.originalUrl, 'http://callback.invalid').search;
        const identity = await client.completeAuthorization(callbackUrl, flow);
        const user = await findOrCreateGoogleUser(context, identity, readPreferences(req).language);
        await signIn(req, res, context, user, { rememberMe: true, anonymousId: flow.anonymousId });
        context.logger.info({ requestId: req.id, userId: user.id }, 'google sign-in');
        return flow.returnTo;
      } catch (error) {
        return fail(req, error);
      }
    },
  };
}

/**
 * The account a verified Google identity signs into: the one already linked to its subject; else the one with the
 * same e-mail (now linked, its e-mail marked verified); else a new account. When the e-mail account had never
 * proved it owns the address, whoever set its password may not be its owner: the password is removed and older
 * sessions are revoked (the owner can set a password again through "forgot password").
 */
export async function findOrCreateGoogleUser(
  context: Pick<AppContext, 'db' | 'logger'>,
  identity: GoogleIdentity,
  language: User['language'] = 'ar',
): Promise<User> {
  const { db } = context;
  const linked = await findUserByGoogleSub(db, identity.sub);
  if (linked) return linked;

  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    if (sameEmail.googleSub && sameEmail.googleSub !== identity.sub) {
      throw new GoogleSignInError('email_linked_to_another_google_account');
    }
    return db.transaction(async (trx) => {
      const wasUnverified = !sameEmail.emailVerified;
      await updateUser(trx, sameEmail.id, {
        googleSub: identity.sub,
        emailVerified: true,
        profileImage: sameEmail.profileImage ?? profileImage(identity),
        ...(wasUnverified ? { passwordHash: null } : {}),
      });
      if (wasUnverified) await bumpSessionVersion(trx, sameEmail.id);
      const updated = await findUserByGoogleSub(trx, identity.sub);
      if (!updated) throw new GoogleSignInError('link_failed');
      return updated;
    });
  }

  try {
    return await insertUser(db, {
      name: displayName(identity),
      email: identity.email,
      googleSub: identity.sub,
      profileImage: profileImage(identity),
      emailVerified: true,
      language,
    });
  } catch (error) {
    // Two callbacks for the same new account raced: the first one's row is the account.
    if (!(error instanceof UniqueViolationError)) throw error;
    const winner = await findUserByGoogleSub(db, identity.sub);
    if (!winner) throw error;
    return winner;
  }
}

function displayName(identity: GoogleIdentity): string {
  const fromToken = identity.name?.trim() ?? '';
  const name = fromToken.length >= AUTH.nameMin ? fromToken : identity.email.split('@')[0] ?? identity.email;
  return Array.from(name).slice(0, AUTH.nameMax).join('');
}

function profileImage(identity: GoogleIdentity): string | null {
  const picture = identity.picture;
  return picture && picture.length <= PROFILE_IMAGE_MAX && /^https?:\/\//.test(picture) ? picture : null;
}

/** Only a path on this site (never `//evil.example` or `/\evil`): anything else goes to /chat. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return DEFAULT_RETURN_TO;
  if (!/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\\]/.test(value)) return DEFAULT_RETURN_TO;
  return value;
}

function flowCookieOptions(req: Request, config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const, // sent on Google's top-level redirect back to the callback
    secure: ownOrigin(config, req).startsWith('https:'),
    path: FLOW_COOKIE_PATH,
  };
}

function clearFlowCookie(res: Response, req: Request, config: Config): void {
  res.clearCookie(GOOGLE_FLOW_COOKIE, flowCookieOptions(req, config));
}

async function unsealFlow(sealed: string | undefined, config: Config): Promise<FlowCookie> {
  if (!sealed) throw new GoogleSignInError('missing_flow_cookie');
  // A tampered or expired seal unseals to an empty object.
  const flow = await unsealData<Partial<FlowCookie>>(sealed, { password: config.sessionSecret, ttl: FLOW_TTL_SECONDS });
  if (!flow.state || !flow.nonce || !flow.codeVerifier || !flow.redirectUri || !flow.returnTo) {
    throw new GoogleSignInError('invalid_flow_cookie');
  }
  return flow as FlowCookie;
}
