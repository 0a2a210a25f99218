import { ANNOUNCEMENT_GROUPS, ANNOUNCEMENT_TYPES, encryptPath, isTrialType, PROMOTION_CATEGORIES } from '@lobby/contract';
import type {
  Announcement,
  AnnouncementGroup,
  AnnouncementGroups,
  AnnouncementType,
  HelpItem,
  Language,
  Promotion,
  PromotionApplication,
  PromotionCategory,
} from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthSession } from '../session/service.ts';
import type { ResolvedMerchant } from '../merchant/service.ts';
import type { AnnouncementRepository, AnnouncementWithText } from './repository.ts';

function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function parseImages(json: string): { sequence: number; url: string }[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list as { sequence: number; url: string }[]) : [];
  } catch {
    return [];
  }
}

function asGroup(value: string): AnnouncementGroup {
  return (ANNOUNCEMENT_GROUPS as readonly string[]).includes(value) ? (value as AnnouncementGroup) : 'player';
}

function asType(value: string): AnnouncementType {
  return (ANNOUNCEMENT_TYPES as readonly string[]).includes(value) ? (value as AnnouncementType) : 'PL';
}

function toAnnouncement(r: AnnouncementWithText, read: boolean): Announcement {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    category: r.category,
    type: asType(r.type),
    groupName: asGroup(r.group_name),
    platform: 'M',
    startDate: ymd(r.start_at),
    endDate: r.no_expiry === 1 || r.end_at === null ? null : ymd(r.end_at),
    noExpiry: r.no_expiry === 1 ? 1 : 0,
    announcementImages: parseImages(r.images),
    read,
  };
}

function isPromotion(a: Announcement): a is Promotion {
  return a.category !== null && (PROMOTION_CATEGORIES as readonly string[]).includes(a.category);
}

function asStatus(value: string): PromotionApplication['status'] {
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}

export function createAnnouncementService(repository: AnnouncementRepository, options: { now: () => number }) {
  const { now } = options;

  /** Read flags: type 4 (trial) sessions see everything read; visitors nothing read. */
  async function withReadFlags(rows: AnnouncementWithText[], session: AuthSession | null): Promise<Announcement[]> {
    if (session && isTrialType(session.type)) return rows.map((r) => toAnnouncement(r, true));
    const read = session ? await repository.readIds(session.memberId, rows.map((r) => r.id)) : new Set<number>();
    return rows.map((r) => toAnnouncement(r, read.has(r.id)));
  }

  return {
    async announcements(
      merchantCode: string,
      language: Language,
      session: AuthSession | null,
      query: { types?: string; groupName?: string },
    ): Promise<AnnouncementGroups> {
      const types = (query.types ?? '')
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter((t) => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t));
      const groupName = query.groupName?.trim() ?? '';
      if (groupName && !(ANNOUNCEMENT_GROUPS as readonly string[]).includes(groupName)) {
        throw new AppError('request.invalid', { message: 'groupName must be promotion, banners, player, popup or hot.' });
      }
      const rows = await repository.active(merchantCode, now(), language, { types, groupName: groupName || undefined });
      const list = await withReadFlags(rows, session);
      const groups: AnnouncementGroups = { promotion: [], banners: [], player: [], popup: [], hot: [] };
      for (const a of list) groups[a.groupName].push(a);
      return groups;
    },

    /** Marks an announcement read for the member; trial (type 4) sessions succeed without writing. */
    async markRead(merchantCode: string, session: AuthSession, announcementId: number): Promise<void> {
      if (isTrialType(session.type)) return;
      if (!(await repository.exists(merchantCode, announcementId))) throw new AppError('announcement.not.found');
      await repository.markRead(session.memberId, announcementId, now());
    },

    async promotions(
      merchantCode: string,
      language: Language,
      session: AuthSession | null,
    ): Promise<{ categories: PromotionCategory[]; list: Promotion[] }> {
      const rows = await repository.active(merchantCode, now(), language, { types: ['PR'] });
      const list = (await withReadFlags(rows, session)).filter(isPromotion);
      const present = new Set(list.map((p) => p.category));
      return { categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)), list };
    },

    async promotion(merchantCode: string, language: Language, session: AuthSession | null, id: number): Promise<Promotion> {
      const rows = await repository.active(merchantCode, now(), language, { types: ['PR'], id });
      const found = (await withReadFlags(rows, session)).filter(isPromotion)[0];
      if (!found) throw new AppError('promotion.not.found');
      return found;
    },

    /** A real member applies once to a promotion that is live now; the application starts pending. */
    async apply(merchantCode: string, session: AuthSession, id: number, remark: string): Promise<PromotionApplication> {
      const rows = await repository.active(merchantCode, now(), 'EN', { types: ['PR'], id });
      if (rows.length === 0) throw new AppError('promotion.not.found');
      const at = now();
      if (!(await repository.insertApplication(session.memberId, id, remark.trim(), at))) {
        throw new AppError('promotion.already.applied');
      }
      const mine = await repository.applications(session.memberId, 'EN');
      const row = mine.find((a) => a.announcement_id === id);
      if (!row) throw new AppError('promotion.not.found');
      return {
        id: row.id,
        promotionId: row.announcement_id,
        title: row.title ?? '',
        remark: row.remark,
        status: asStatus(row.status),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    },

    async applications(session: AuthSession, language: Language): Promise<PromotionApplication[]> {
      const rows = await repository.applications(session.memberId, language);
      return rows.map((row) => ({
        id: row.id,
        promotionId: row.announcement_id,
        title: row.title ?? '',
        remark: row.remark,
        status: asStatus(row.status),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }));
    },

    async decide(id: number, status: 'approved' | 'rejected') {
      const row = await repository.decideApplication(id, status, now());
      if (!row) throw new AppError('promotion.application.not.found');
      return { id: row.id, promotionId: row.announcement_id, status: asStatus(row.status), updatedAt: row.updated_at };
    },

    /** Promotion artwork for /media/promotions/<id>.svg (any merchant's promotion). */
    async promotionTitle(id: number): Promise<string | undefined> {
      return repository.promotionTitle(id);
    },

    /** Top-level help articles with their children, in the asked language (EN when it has none). */
    async helpCenter(merchantCode: string, language: Language): Promise<HelpItem[]> {
      let rows = await repository.helpArticles(merchantCode, language);
      if (rows.length === 0 && language !== 'EN') rows = await repository.helpArticles(merchantCode, 'EN');
      const top = rows.filter((r) => r.parent_tag === null);
      return top.map((t) => ({
        title: t.title,
        content: t.content,
        tag: t.tag,
        children: rows
          .filter((c) => c.parent_tag === t.tag)
          .map((c) => ({ title: c.title, content: c.content, tag: c.tag, children: [] })),
      }));
    },

    /** Customer-service links, each path encrypted afresh (key: the last 8 characters). */
    async customerService(m: ResolvedMerchant): Promise<{ title: string; path: string }[]> {
      return Promise.all(m.customerService.map(async (cs) => ({ title: cs.title, path: await encryptPath(cs.url) })));
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
