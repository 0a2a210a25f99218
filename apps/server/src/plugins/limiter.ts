import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Limiter } from '../lib/limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** keyed counters for login, captcha, registration, SMS and recovery limits (lib/limiter.ts) */
    limiter: Limiter;
  }
}

export interface LimiterPluginOptions {
  limiter: Limiter;
}

async function limiterPlugin(app: FastifyInstance, { limiter }: LimiterPluginOptions): Promise<void> {
  app.decorate('limiter', limiter);
  app.addHook('onClose', async () => limiter.close());
}

export default fp(limiterPlugin, { name: 'lobby-limiter' });
