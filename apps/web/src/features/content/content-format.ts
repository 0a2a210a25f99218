import type { Announcement } from '@lobby/contract';

/** An announcement's start day as the server sends it (YYYY-MM-DD): the machine-readable form for <time>. */
export function noticeDate(startDate: string): string {
  return startDate.slice(0, 10);
}

/**
 * A promotion's period: start – end, or start – 'long term' when noExpiry is 1 (or no end is known).
 * `longTerm` is the translated word; `day` writes a server day in the UI language.
 */
export function promoPeriod(
  p: Pick<Announcement, 'startDate' | 'endDate' | 'noExpiry'>,
  longTerm: string,
  day: (isoDay: string) => string,
): string {
  const end = p.noExpiry === 1 || !p.endDate ? longTerm : day(p.endDate);
  return `${day(p.startDate)} – ${end}`;
}

/** The card image: the announcement image with sequence 1, else the lowest sequence there is. */
export function cardImage(p: Pick<Announcement, 'announcementImages'>): string | undefined {
  const images = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (images.find((i) => i.sequence === 1) ?? images[0])?.url;
}
