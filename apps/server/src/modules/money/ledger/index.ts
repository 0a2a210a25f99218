import type { FastifyInstance } from 'fastify';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { LobbyModule } from '../../../core/ops.ts';
import type { Tx } from '../../../db/transaction.ts';
import { createPendingAdjustments, createPendingAdjustmentsRepository } from './pending-adjustments.ts';
import ledgerOpsRoutes from './ops-routes.ts';
import { createLedgerRepository } from './repository.ts';
import statementRoutes from './routes.ts';
import { createLedgerBook, createLedgerService } from './service.ts';
import type { LedgerBook, LedgerService } from './service.ts';
import { createStatement } from './statement.ts';

// Every balance change of the platform goes through this module.
export { accounts } from './accounts.ts';
export { addFigures, dayFigures, figuresText, withActivity, zeroFigures } from './day-figures.ts';
export type { DayFigures, Movements, PlayFiguresOf } from './day-figures.ts';
export { money } from './money.ts';
export { createLedgerRepository, memberCashBalances } from './repository.ts';
// for a composition root without an app (the backup CLI's integrity check)
export { createLedgerService } from './service.ts';
export type { LedgerRepository } from './repository.ts';
export type { AccountKind, AccountRef, Purse } from './accounts.ts';
export { purseFor, purseOf } from './purse.ts';
import { purseFor } from './purse.ts';
import type { Purse } from './accounts.ts';
export { recordsRange } from './range.ts';
export type { LedgerBook, LedgerService, PurseBalances, TransferKind, TransferSpec } from './service.ts';

/** The ledger on this app's database and clock. */
/** The ledger on this app's database, on the app's clock (or the caller's: the demo writes its past). */
export function createLedger(app: FastifyInstance, now: () => number = app.clock): LedgerService {
  const transfers = app.metrics.counter('ledger_transfers_total', 'Ledger transfers committed by this process, by kind', ['kind']);
  return createLedgerService({
    database: app.database,
    repository: createLedgerRepository(app.db),
    now,
    onCommitted: (kind) => transfers.inc({ kind }),
  });
}

/** A member's wallet context by id (for calls that come without the member's session: webhooks, vendors). */
export function pursesOf(app: FastifyInstance, members: Pick<MemberRepository, 'byId'> = app.services.accounts) {
  return async function purseById(memberId: number): Promise<(Purse & { active: boolean }) | undefined> {
    const member = await members.byId(memberId);
    const merchant = member ? await app.merchants.byCode(member.merchant_code) : undefined;
    if (!member || !merchant) return undefined;
    return { ...purseFor(member, merchant), active: member.status === 'active' };
  };
}

/** A ledger bound to a transaction another module already opened (an account opened with demo money). */
export function ledgerBookOf(tx: Tx, now: () => number): LedgerBook {
  return createLedgerBook(tx, createLedgerRepository(tx), now);
}

/** The double-entry ledger: the member's statement, and the operators' ledger views, adjustments and report. */
const ledger: LobbyModule = async (app, { ops }) => {
  const repository = app.services.ledgerRecords;
  const service = app.services.ledger;
  await app.register(statementRoutes, { statement: createStatement(repository), now: app.clock });
  const pending = createPendingAdjustments({ repository: createPendingAdjustmentsRepository(app.db, app.services.accounts), ledger: service, now: app.clock });
  ops.add(ledgerOpsRoutes, { ledger: service, pending, purseById: app.services.purseById, repository, members: app.services.accounts, merchants: app.merchants, activity: app.services.activity });
};

export default ledger;
