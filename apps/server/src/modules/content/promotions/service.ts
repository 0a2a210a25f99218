import { PROMOTION_CATEGORIES } from '@lobby/contract';
import type { Announcement, Language, Promotion, PromotionApplication, PromotionCategory } from '@lobby/contract';
import type { AuthSession } from '../../../core/sessions/service.ts';
import type { CampaignService } from '../../money/bonus/index.ts';
import type { LedgerService, Purse } from '../../money/ledger/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { NoticeService } from '../notices/index.ts';
import type { PromotionApplicationRow, PromotionRepository } from './repository.ts';

function isPromotion(a: Announcement): a is Promotion {
  return a.category !== null && (PROMOTION_CATEGORIES as readonly string[]).includes(a.category);
}

function asStatus(value: string): PromotionApplication['status'] {
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}

function toApplication(row: Omit<PromotionApplicationRow, 'member_id'> & { title: string | null }): PromotionApplication {
  return {
    id: row.id,
    promotionId: row.announcement_id,
    title: row.title ?? '',
    remark: row.remark,
    status: asStatus(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Promotions are announcements of type PR with a category; members apply to them, operators decide. */
export function createPromotionService(deps: {
  notices: NoticeService;
  repository: PromotionRepository;
  /** the bonus campaigns behind promotion pages: the offer a page shows, the amount an approval pays */
  campaigns: Pick<CampaignService, 'offersForPages' | 'payApplication'>;
  ledger: Pick<LedgerService, 'run'>;
  now: () => number;
}) {
  const { notices, repository, campaigns, now } = deps;

  /** Each page with the offer of the campaign behind it (null: an announcement only). */
  async function withOffers(merchantCode: string, language: Language, purse: Purse | null, list: Promotion[]): Promise<Promotion[]> {
    const offers = await campaigns.offersForPages(merchantCode, language, purse, list.map((p) => p.id));
    return list.map((p) => ({ ...p, offer: offers.get(p.id) ?? null }));
  }

  return {
    async promotions(
      merchantCode: string,
      language: Language,
      session: AuthSession | null,
      purse: Purse | null,
    ): Promise<{ categories: PromotionCategory[]; list: Promotion[] }> {
      const list = (await notices.live(merchantCode, language, session, { types: ['PR'] })).filter(isPromotion);
      const present = new Set(list.map((p) => p.category));
      return { categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)), list: await withOffers(merchantCode, language, purse, list) };
    },

    async promotion(merchantCode: string, language: Language, session: AuthSession | null, purse: Purse | null, id: number): Promise<Promotion> {
      const found = (await notices.live(merchantCode, language, session, { types: ['PR'], id })).filter(isPromotion)[0];
      if (!found) throw new AppError('promotion.not.found');
      return (await withOffers(merchantCode, language, purse, [found]))[0]!;
    },

    /**
     * A real member applies once to a promotion that is live now and whose campaign is an apply-and-review
     * one open to them (an approval pays what the operator sets); the application starts pending. A page
     * with no such campaign takes no application: approving it could pay nothing.
     */
    async apply(merchantCode: string, session: AuthSession, purse: Purse, id: number, remark: string): Promise<PromotionApplication> {
      // Without a session the read flags cost nothing: only whether it is live is asked here.
      const live = await notices.live(merchantCode, 'EN', null, { types: ['PR'], id });
      if (live.length === 0) throw new AppError('promotion.not.found');
      const offer = (await campaigns.offersForPages(merchantCode, 'EN', purse, [id])).get(id);
      if (!offer || offer.kind !== 'apply') throw new AppError('promotion.not.applicable');
      // the campaign's own refusal (ended, paused, budget spent, not for this player …), as a claim answers it
      if (offer.action !== 'apply') throw new AppError((offer.reason ?? 'bonus.not.eligible') as 'bonus.not.eligible');
      const at = now();
      if (!(await repository.insertApplication(session.memberId, id, remark.trim(), at))) {
        throw new AppError('promotion.already.applied');
      }
      const mine = await repository.applications(session.memberId, 'EN');
      const row = mine.find((a) => a.announcement_id === id);
      if (!row) throw new AppError('promotion.not.found');
      return toApplication(row);
    },

    async applications(session: AuthSession, language: Language): Promise<PromotionApplication[]> {
      return (await repository.applications(session.memberId, language)).map(toApplication);
    },

    async applicationMerchant(id: number): Promise<string> {
      const merchantCode = await repository.applicationMerchant(id);
      if (!merchantCode) throw new AppError('promotion.application.not.found');
      return merchantCode;
    },

    /** An application's status before a decision (the audit log's "before"). */
    async applicationStatus(id: number): Promise<string | undefined> {
      return repository.applicationStatus(id);
    },

    /**
     * Approving an application to an apply-and-review campaign's page pays the operator's amount (once per
     * application) in the decision's own transaction: both happen or neither.
     */
    async decide(id: number, status: 'approved' | 'rejected', amount?: string) {
      const result = await deps.ledger.run(async (book) => {
        const current = await repository.application(id, book.tx);
        if (!current) throw new AppError('promotion.application.not.found');
        const paid =
          status === 'approved'
            ? await campaigns.payApplication(book, { id, memberId: current.member_id, announcementId: current.announcement_id }, amount)
            : null;
        const row = await repository.decideApplication(id, status, now(), book.tx);
        if (!row) throw new AppError('promotion.application.not.found');
        return { row, paid };
      });
      const { row, paid } = result;
      return {
        id: row.id,
        promotionId: row.announcement_id,
        status: asStatus(row.status),
        updatedAt: row.updated_at,
        amount: paid === null ? null : (paid / 100).toFixed(2),
      };
    },

    /** Promotion artwork for /media/promotions/<id>.svg and <id>_<LANG>.svg (any merchant's promotion). */
    async promotionTitle(id: number, language: Language): Promise<string | undefined> {
      return repository.promotionTitle(id, language);
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
