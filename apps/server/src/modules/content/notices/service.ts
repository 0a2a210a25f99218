import {
  ANNOUNCEMENT_GROUPS,
  ANNOUNCEMENT_TYPES,
  CONTENT_PATHS,
  isTrialType,
  NOTICE_LEVELS,
  NOTICES_MAX,
  POPULAR_WINDOW_DAYS,
} from '@lobby/contract';
import type {
  Announcement,
  AnnouncementGroup,
  AnnouncementGroups,
  AnnouncementType,
  Language,
  NoticeLevel,
  NoticeList,
  PopularAnnouncements,
} from '@lobby/contract';
import { localizedArtworkUrl } from '../../../core/localized-artwork.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthSession } from '../../../core/sessions/service.ts';
import type { AnnouncementWithText, NoticeRepository } from './repository.ts';

function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The stored images; the card the server draws for this announcement comes in the reader's language. */
function parseImages(json: string, id: number, language: Language): { sequence: number; url: string }[] {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) return [];
    return (list as { sequence: number; url: string }[]).map((image) => ({
      ...image,
      url: typeof image.url === 'string' ? localizedArtworkUrl(image.url, CONTENT_PATHS.promotionImage, id, language) : image.url,
    }));
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

function toAnnouncement(r: AnnouncementWithText, read: boolean, language: Language): Announcement {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    category: r.category,
    type: asType(r.type),
    groupName: asGroup(r.group_name),
    platform: 'M',
    // an operator's announcement without a start is live from when it was written
    startDate: ymd(r.start_at || r.created_at),
    endDate: r.no_expiry === 1 || r.end_at === null ? null : ymd(r.end_at),
    noExpiry: r.no_expiry === 1 ? 1 : 0,
    announcementImages: parseImages(r.images, r.id, language),
    read,
  };
}

/** Notices: announcements in their date window by value group, with the member's read state. */
export function createNoticeService(deps: { repository: NoticeRepository; now: () => number }) {
  const { repository, now } = deps;

  /** Read flags: type 4 (trial) sessions see everything read; visitors nothing read. */
  async function withReadFlags(rows: AnnouncementWithText[], session: AuthSession | null, language: Language): Promise<Announcement[]> {
    if (session && isTrialType(session.type)) return rows.map((r) => toAnnouncement(r, true, language));
    const read = session ? await repository.readIds(session.memberId, rows.map((r) => r.id)) : new Set<number>();
    return rows.map((r) => toAnnouncement(r, read.has(r.id), language));
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
      const list = await withReadFlags(rows, session, language);
      const groups: AnnouncementGroups = { promotion: [], banners: [], player: [], popup: [], hot: [] };
      for (const a of list) groups[a.groupName].push(a);
      return groups;
    },

    /** The ticker: the operator's short notices live now, in the operator's order, at most NOTICES_MAX. */
    async notices(merchantCode: string, language: Language): Promise<NoticeList> {
      const rows = await repository.liveNotices(merchantCode, now(), language, NOTICES_MAX);
      return {
        list: rows.map((r) => ({
          id: r.id,
          text: r.text,
          level: (NOTICE_LEVELS as readonly string[]).includes(r.level) ? (r.level as NoticeLevel) : 'info',
          announcementId: r.announcement_id,
          startAt: Number(r.start_at),
          endAt: r.end_at === null ? null : Number(r.end_at),
        })),
      };
    },

    /**
     * The player announcements (the notice list's) live now that the most players opened over the last
     * POPULAR_WINDOW_DAYS days, counted from the read marks; one never opened is not popular.
     */
    async popular(merchantCode: string, language: Language, limit: number): Promise<PopularAnnouncements> {
      const at = now();
      const live = await repository.active(merchantCode, at, language, { types: ['PL'], groupName: 'player' });
      const counts = await repository.readerCounts(
        live.map((a) => a.id),
        at - POPULAR_WINDOW_DAYS * 24 * 3600 * 1000,
        limit,
      );
      const byId = new Map(live.map((a) => [a.id, a]));
      return {
        windowDays: POPULAR_WINDOW_DAYS,
        list: counts.flatMap(({ id, readers }) => {
          const a = byId.get(id);
          return a ? [{ id, title: a.title, startDate: ymd(a.start_at || a.created_at), readers }] : [];
        }),
      };
    },

    /** Marks an announcement read for the member; trial (type 4) sessions succeed without writing. */
    async markRead(merchantCode: string, session: AuthSession, announcementId: number): Promise<void> {
      if (isTrialType(session.type)) return;
      if (!(await repository.exists(merchantCode, announcementId))) throw new AppError('announcement.not.found');
      await repository.markRead(session.memberId, announcementId, now());
    },

    /** Announcements inside their window now, with the read flags of the session. */
    async live(
      merchantCode: string,
      language: Language,
      session: AuthSession | null,
      filter: { types?: string[]; id?: number },
    ): Promise<Announcement[]> {
      return withReadFlags(await repository.active(merchantCode, now(), language, filter), session, language);
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
