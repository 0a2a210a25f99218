import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { createActivityRepository } from './repository.ts';
import { createActivityService } from './service.ts';

export { calendarOf } from './service.ts';
export { activityAudience } from './audience.ts';
export type { ActivityFigures, ActivityService, MemberDeposits, RoundState } from './service.ts';
export type { DayRange, Scope } from './repository.ts';

/**
 * Each member's money and play per merchant-local day, on this database: built once in the composition root
 * (services.ts) and handed to the writers (rounds, payments, withdrawals) and the readers. No routes of its
 * own: its figures are answered by the screens that show them.
 */
export function createActivity(db: Kysely<Database>) {
  return createActivityService({ repository: createActivityRepository(db) });
}
