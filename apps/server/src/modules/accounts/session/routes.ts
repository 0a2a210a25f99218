import { ACCOUNT_PLAYER_ENDPOINTS, REMEMBER_COOKIE, SESSION_COOKIE } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { LoginService } from './login-service.ts';

export interface SessionRoutesOptions {
  login: LoginService;
}

/** These routes document the session token header although anyone may call them (a session may be replaced or ended). */
const documented = { headers: sessionHeadersSchema };

function tokenOf(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  return value.replace(/^bearer\s+/i, '').trim() || undefined;
}

const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { login }) => {
  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.encryptionKey, async (_request, reply) => {
    // Caching is fine for a minute, not longer: a rotated key should reach clients soon.
    reply.header('cache-control', 'public, max-age=60');
    return ok(await app.encryption.publicKey());
  });

  // A sealed body: the payload arrives opened and checked (see playerRoute).
  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.login, async (request, reply) => ok(await login.login({ request, reply, payload: request.body })), documented);

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.freeplay,
    async (request, reply) => ok(await login.freeplay({ request, reply, userName: request.body?.userName })),
    documented,
  );

  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.trialUser, async (request, reply) => ok(await login.createTrial({ request, reply })), documented);

  for (const endpoint of [ACCOUNT_PLAYER_ENDPOINTS.logout, ACCOUNT_PLAYER_ENDPOINTS.logoutByDelete]) {
    playerRoute(
      app,
      endpoint,
      async (request, reply) => {
        const token = tokenOf(request.headers.authorization) ?? request.cookies[SESSION_COOKIE];
        await login.logout({ reply, token, rememberToken: request.cookies[REMEMBER_COOKIE] });
        return ok({ loggedOut: true as const });
      },
      documented,
    );
  }

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.renewSession,
    async (request, reply) => {
      const result = await login.renew({ request, reply, rememberToken: request.cookies[REMEMBER_COOKIE] });
      if (!result) {
        if (request.sessionSource === 'none') throw new AppError('login.required');
        throw new AppError('login.session.expired');
      }
      return ok(result);
    },
    // A remembered device (cookie) renews without a live session: the handler answers 401 itself.
    { guardedByHandler: true },
  );
};

export default sessionRoutes;
