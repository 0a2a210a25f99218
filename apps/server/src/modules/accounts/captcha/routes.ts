import { ACCOUNT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { CaptchaService } from '../../../core/captcha/service.ts';

export interface CaptchaRoutesOptions {
  captchas: CaptchaService;
}

const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { captchas }) => {
  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.captcha, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await captchas.create(request));
  });
};

export default captchaRoutes;
