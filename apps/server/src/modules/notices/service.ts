import { ANNOUNCEMENT_GROUPS, ANNOUNCEMENT_TYPES, isTrialType } from '@lobby/contract';
import type { Announcement, AnnouncementGroup, AnnouncementGroups, AnnouncementType, Language } from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthSession } from '../../core/sessions/service.ts';
import type { AnnouncementWithText, NoticeRepository } from './repository.ts';

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

/** Notices: announcements in their date window by value group, with the member's read state. */
export function createNoticeService(deps: { repository: NoticeRepository; now: () => number }) {
  const { repository, now } = deps;

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

    /** Announcements inside their window now, with the read flags of the session. */
    async live(
      merchantCode: string,
      language: Language,
      session: AuthSession | null,
      filter: { types?: string[]; id?: number },
    ): Promise<Announcement[]> {
      return withReadFlags(await repository.active(merchantCode, now(), language, filter), session);
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
