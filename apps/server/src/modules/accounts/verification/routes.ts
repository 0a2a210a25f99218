import { ACCOUNT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { languageOf } from '../../../core/language.ts';
import { clientKeyOf } from '../../../core/captcha/service.ts';
import type { SmsPurposeKind } from '../../../core/sms-codes/repository.ts';
import type { VerificationService } from './service.ts';

export interface VerificationRoutesOptions {
  service: VerificationService;
}

const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, { service }) => {
  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.sliderCaptcha,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.createSlider(clientKeyOf(request)));
    },
    // Each challenge is a database row: a client asking for hundreds is not solving them.
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  const smsRoute = (endpoint: typeof ACCOUNT_PLAYER_ENDPOINTS.smsNoLogin | typeof ACCOUNT_PLAYER_ENDPOINTS.smsRegister, kind: SmsPurposeKind) =>
    playerRoute(app, endpoint, async (request) =>
      ok(
        await service.sendCode({
          merchant: request.merchant,
          kind,
          body: request.body,
          clientKey: clientKeyOf(request),
          ip: request.ip,
          language: languageOf(request.headers.language),
        }),
      ),
    );

  smsRoute(ACCOUNT_PLAYER_ENDPOINTS.smsNoLogin, 'noLogin');
  smsRoute(ACCOUNT_PLAYER_ENDPOINTS.smsRegister, 'register');
};

export default verificationRoutes;
