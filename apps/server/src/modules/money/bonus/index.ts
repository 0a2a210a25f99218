import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createBonusRepository } from './repository.ts';
import { createBonusService } from './service.ts';

export { bonusFor, FIRST_DEPOSIT } from './service.ts';
export type { BonusService, BonusStatus } from './service.ts';
export type { BonusRule } from './repository.ts';

/** Bonus money on this app's database and clock. */
export function createBonus(app: FastifyInstance) {
  return createBonusService({ repository: createBonusRepository(app.db), now: app.clock });
}

/** Bonus money has no routes of its own: deposits grant it, rounds wager it, the wallet shows it. */
const bonus: LobbyModule = async () => {};

export default bonus;
