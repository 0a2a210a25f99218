import type { Announcement, AnnouncementGroups, HelpItem, Promotion, PromotionCategory } from '@lobby/contract';

/** Test data in the server's shapes (the contract types keep them honest). */
export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 1,
    title: 'Scheduled maintenance',
    content: '<p><strong>Maintenance</strong> tonight from 02:00.</p>',
    category: null,
    type: 'PL',
    groupName: 'player',
    platform: 'M',
    startDate: '2026-11-20',
    endDate: null,
    noExpiry: 1,
    announcementImages: [],
    read: false,
    ...overrides,
  };
}

export function groups(partial: Partial<AnnouncementGroups>): AnnouncementGroups {
  return { promotion: [], banners: [], player: [], popup: [], hot: [], ...partial };
}

export function makePromotion(id: number, category: PromotionCategory, overrides: Partial<Promotion> = {}): Promotion {
  return {
    ...makeAnnouncement({ id, type: 'PR', groupName: 'promotion' }),
    category,
    title: `Promo ${id}`,
    content: `<p>Rules of promo ${id}</p>`,
    startDate: '2026-11-03',
    endDate: '2027-01-22',
    noExpiry: 0,
    announcementImages: [
      { sequence: 2, url: `/media/promotions/${id}-b.svg` },
      { sequence: 1, url: `/media/promotions/${id}.svg` },
    ],
    offer: null,
    ...overrides,
  };
}

export function makeHelp(tag: string, title: string, children: { tag: string; title: string }[] = []): HelpItem {
  return {
    tag,
    title,
    content: `<p>About <b>${title}</b>.</p>`,
    children: children.map((c) => ({ ...c, content: `<p>${c.title} explained.</p>`, children: [] })),
  };
}
