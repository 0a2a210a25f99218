import type { Announcement } from '@lobby/contract';

/** Announcement start dates read YYYY-MM-DD (the server already sends that form). */
export function noticeDate(startDate: string): string {
  return startDate.slice(0, 10);
}

/** Promotion dates read YYYY/MM/DD. */
export function promoDate(date: string): string {
  return date.slice(0, 10).replaceAll('-', '/');
}

/**
 * A promotion's period: start - end, or start - 'long term' when noExpiry is 1 (or no end is known).
 * `longTerm` is the translated word.
 */
export function promoPeriod(p: Pick<Announcement, 'startDate' | 'endDate' | 'noExpiry'>, longTerm: string): string {
  const end = p.noExpiry === 1 || !p.endDate ? longTerm : promoDate(p.endDate);
  return `${promoDate(p.startDate)} - ${end}`;
}

/** The card image: the announcement image with sequence 1, else the lowest sequence there is. */
export function cardImage(p: Pick<Announcement, 'announcementImages'>): string | undefined {
  const images = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (images.find((i) => i.sequence === 1) ?? images[0])?.url;
}
