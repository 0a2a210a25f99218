import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { route } from '../../../core/endpoint-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import type { PromotionConsoleRepository } from './console-repository.ts';

export interface PromotionConsoleRoutesOptions {
  repository: PromotionConsoleRepository;
  merchants: MerchantService;
}

/** A merchant's promotions with their application counts, and the applications to review, in the /ops scope. */
const promotionConsoleRoutes: FastifyPluginAsyncZod<PromotionConsoleRoutesOptions> = async (app, { repository, merchants }) => {
  async function known(code: string): Promise<string> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m.code;
  }

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.promotions,
    async (request) => {
      const rows = await repository.promotions(await known(request.query.merchant));
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          titles: r.titles,
          category: r.category,
          startAt: Number(r.start_at),
          endAt: r.no_expiry === 1 || r.end_at === null ? null : Number(r.end_at),
          applications: { pending: r.counts.pending ?? 0, approved: r.counts.approved ?? 0, rejected: r.counts.rejected ?? 0 },
        })),
      });
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.promotionApplications,
    async (request) => {
      const { merchant, ...filter } = request.query;
      const rows = await repository.applications(await known(merchant), filter);
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          promotionId: r.announcement_id,
          promotionTitle: r.title,
          account: r.username,
          remark: r.remark,
          status: r.status,
          createdAt: Number(r.created_at),
          updatedAt: Number(r.updated_at),
        })),
        next: rows.length === filter.limit ? rows[rows.length - 1]!.id : null,
      });
    },
  );
};

export default promotionConsoleRoutes;
