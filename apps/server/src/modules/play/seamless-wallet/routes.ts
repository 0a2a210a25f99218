import { MONEY_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HUB88_SIGNATURE_HEADER } from '../../../integrations/game-vendors/hub88/signature.ts';
import { SIGNATURE_HEADER, WALLET_STATUSES } from './protocol.ts';
import type { SeamlessWalletService, WalletCall } from './service.ts';

export interface SeamlessWalletRoutesOptions {
  service: SeamlessWalletService;
}

const CALLS: Record<string, WalletCall> = {
  'user/balance': 'balance',
  'transaction/bet': 'bet',
  'transaction/win': 'win',
  'transaction/rollback': 'rollback',
};

const responseSchema = z.object({
  user: z.string(),
  status: z.enum(WALLET_STATUSES),
  request_uuid: z.string(),
  currency: z.string(),
  balance: z.number(),
});

/**
 * The wallet API game vendors call. The signature covers the exact bytes sent, so bodies are kept as
 * text here (this plugin's own JSON parser) and parsed only after the signature is checked.
 */
const seamlessWalletRoutes: FastifyPluginAsyncZod<SeamlessWalletRoutesOptions> = async (app, { service }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  for (const [suffix, call] of Object.entries(CALLS)) {
    app.post(
      `${MONEY_PATHS.vendorWallet}/${suffix}`,
      {
        schema: {
          tags: ['vendor wallet'],
          summary: `Seamless wallet: ${call} (called by game vendors; the demo vendor signs HMAC-SHA256 of the raw body in X-Signature, Hub88 RSA-SHA256 in X-Hub88-Signature)`,
          params: z.object({ integration: z.string().regex(/^[A-Z0-9_]{2,16}$/) }),
          headers: z.looseObject({ [SIGNATURE_HEADER]: z.string().max(128).optional(), [HUB88_SIGNATURE_HEADER]: z.string().max(1400).optional() }),
          body: z.string().max(64 * 1024),
          response: { 200: responseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.call(request.params.integration, call, request.body, request.headers);
      },
    );
  }
};

export default seamlessWalletRoutes;
