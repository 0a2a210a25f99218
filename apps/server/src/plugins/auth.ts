import cookie from '@fastify/cookie';
import { isAgentType, isTrialType, REMEMBER_COOKIE, SESSION_COOKIE } from '@lobby/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import type { AuthSession } from '../core/sessions/service.ts';
import { tenantHeadersSchema } from '../core/tenant-headers.ts';
import { isTenantPath } from './merchant.ts';

export type { AuthSession } from '../core/sessions/service.ts';

/** How the request presented its token: none, the Authorization header, or the session cookie. */
export type SessionSource = 'none' | 'header' | 'cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller's live session; null for visitors and for unknown, expired or revoked tokens */
    session: AuthSession | null;
    sessionSource: SessionSource;
  }
}

/** Session routes document the token header (the cookie travels by itself). */
export const sessionHeadersSchema = tenantHeadersSchema.extend({
  authorization: z
    .string()
    .optional()
    .describe('session token (`<token>` or `Bearer <token>`); browsers use the __Host-lobby_session cookie'),
});

/** OpenAPI `security` of routes that need a session: the header or the cookie. */
export const SESSION_SECURITY: { [scheme: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^bearer\s+(.+)$/i.exec(value);
  return (bearer ? bearer[1] : value)?.trim() || undefined;
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const { sessions } = app;
  await app.register(cookie);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionSource', 'none');

  // Registered after the merchant plugin, so request.merchant is known here.
  app.addHook('onRequest', async (request) => {
    if (!isTenantPath(request.url)) return;
    const fromHeader = tokenFromHeader(request.headers.authorization);
    const cookies = request.cookies;
    const fromCookie = cookies[SESSION_COOKIE];
    const usesCookies = !fromHeader && (fromCookie !== undefined || cookies[REMEMBER_COOKIE] !== undefined);

    // CSRF: browsers attach cookies to cross-site form posts, but a custom header needs a CORS
    // preflight that this server never grants. So a cookie-authenticated change must carry `Merchant`.
    if (usesCookies && !SAFE_METHODS.has(request.method) && !request.headers.merchant) {
      throw new AppError('permission.denied', { message: 'The Merchant header is required with cookie sessions.' });
    }

    const token = fromHeader ?? fromCookie;
    if (!token) return;
    request.sessionSource = fromHeader ? 'header' : 'cookie';
    request.session = await sessions.authenticate(token, request.merchant.code);
  });
}

export default fp(authPlugin, { name: 'lobby-auth', dependencies: ['lobby-core', 'lobby-merchant'] });

/*
 * The guards below run as routes' onRequest hooks, after this plugin's (the session is known by then) and
 * before the body is read, the input guard looks at it and the schemas validate it: a caller without the
 * right session learns nothing about a protected route's input rules (a visitor with a bad body gets 401,
 * not 400) and costs no body parsing.
 */

/** onRequest: a live session is required. Visitors: 401 login.required; dead tokens: 401 login.session.expired. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) return;
  if (request.sessionSource === 'none') throw new AppError('login.required');
  // A dead cookie would be sent again with every call: clear it with the answer.
  if (request.sessionSource === 'cookie') request.server.sessions.clearCookies(reply);
  throw new AppError('login.session.expired');
}

/** onRequest: a real member (or agent) account; trial accounts get 403 permission.trial. */
export async function requireRealMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireSession(request, reply);
  if (request.session && isTrialType(request.session.type)) throw new AppError('permission.trial');
}

/** onRequest: an agent session; members and trials get 403 permission.denied. */
export async function requireAgent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireSession(request, reply);
  if (request.session && isTrialType(request.session.type)) throw new AppError('permission.trial');
  if (request.session && !isAgentType(request.session.type)) throw new AppError('permission.denied');
}

/** onRequest: a real member who is not an agent (the Invite tab); trial accounts 403 permission.trial, agents 403 permission.denied. */
export async function requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireRealMember(request, reply);
  if (request.session && isAgentType(request.session.type)) throw new AppError('permission.denied');
}

/** The live session after requireSession (routes use it so they need no non-null assertions). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new AppError('login.required');
  return request.session;
}
