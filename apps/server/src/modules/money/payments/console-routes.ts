import { CONSOLE_CONTENT_ENDPOINTS, fitsCurrency } from '@lobby/contract';
import type { ConsoleChannel } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import { route } from '../../../core/endpoint-route.ts';
import type { PaymentChannelRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsText } from '../../../lib/cents-text.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ChannelConsoleRepository } from './console-repository.ts';

export interface ChannelConsoleRoutesOptions {
  repository: ChannelConsoleRepository;
  merchants: MerchantService;
}

function view(r: PaymentChannelRow): ConsoleChannel {
  return {
    id: r.id,
    code: r.code,
    direction: r.direction === 'withdraw' ? 'withdraw' : 'deposit',
    name: r.name,
    provider: r.provider,
    min: centsText(Number(r.min_cents)),
    max: centsText(Number(r.max_cents)),
    feeBp: r.fee_bp,
    feeFixed: centsText(Number(r.fee_fixed_cents)),
    feePayer: r.fee_payer,
    dailyCountLimit: r.daily_count_limit,
    enabled: Number(r.enabled) === 1,
    sort: r.sort,
  };
}

/** "1250.5" -> 125050 cents (the schema has checked the form). */
function cents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.') as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A brand's deposit and withdrawal channels and their limits, in the /ops scope. */
const channelConsoleRoutes: FastifyPluginAsyncZod<ChannelConsoleRoutesOptions> = async (app, { repository, merchants }) => {
  async function merchantOf(code: string): Promise<ResolvedMerchant> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m;
  }

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.brandChannels,
    async (request) => ok({ list: (await repository.list((await merchantOf(request.params.code)).code)).map(view) }),
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.updateBrandChannels,
    async (request) => {
      const m = await merchantOf(request.params.code);
      const changed = new Set(request.body.changes.map((c) => c.id));
      const before = (await repository.list(m.code)).map(view).filter((c) => changed.has(c.id));
      const changes = request.body.changes.map((c) => ({
        id: c.id,
        enabled: c.enabled,
        minCents: c.min === undefined ? undefined : cents(c.min),
        maxCents: c.max === undefined ? undefined : cents(c.max),
        dailyCountLimit: c.dailyCountLimit,
        sort: c.sort,
      }));
      for (const c of changes) {
        for (const [field, value] of [['min', c.minCents], ['max', c.maxCents]] as const) {
          if (value !== undefined && !fitsCurrency(value, m.currency.code)) {
            throw new AppError('request.invalid', { message: `channel ${c.id}: ${field} must be whole ${m.currency.code}.` });
          }
        }
      }
      const { missing } = await repository.apply(m.code, changes, (after) => {
        if (Number(after.min_cents) > Number(after.max_cents)) {
          throw new AppError('request.invalid', { message: `channel ${after.id}: min must not be above max.` });
        }
      });
      if (missing.length > 0) throw new AppError('request.not.found', { message: `${m.code} has no channel ${missing.join(', ')}.` });
      const list = (await repository.list(m.code)).map(view);
      request.auditChange({ merchant: m.code, before: { channels: before }, after: { channels: list.filter((c) => changed.has(c.id)) } });
      return ok({ list });
    },
  );
};

export default channelConsoleRoutes;
