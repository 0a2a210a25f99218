import type { LimitView } from '@lobby/contract/schemas';

/** How full a limit is, 0-100; `tone` turns the bar amber from 80% and red when it is reached. */
export function usage(limit: LimitView): { percent: number; tone: 'ok' | 'near' | 'reached' } | null {
  if (limit.effective === null) return null;
  const used = Math.max(0, limit.used);
  const percent = limit.effective > 0 ? Math.min(100, (used / limit.effective) * 100) : 100;
  return { percent, tone: percent >= 100 ? 'reached' : percent >= 80 ? 'near' : 'ok' };
}
