import { RECORDS_MAX_RANGE_DAYS } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';

const DAY = 86_400_000;

/** A records range: defaults to the last 7 days; longer than the maximum, or backwards, is refused. */
export function recordsRange(query: { from?: number; to?: number }, now: number): { from: number; to: number } {
  const to = query.to ?? now + 1;
  const from = query.from ?? to - 7 * DAY;
  if (from >= to) throw new AppError('request.invalid', { message: 'The range must start before it ends.' });
  if (to - from > RECORDS_MAX_RANGE_DAYS * DAY) {
    throw new AppError('request.invalid', { message: `Choose a range of at most ${RECORDS_MAX_RANGE_DAYS} days.` });
  }
  return { from, to };
}
