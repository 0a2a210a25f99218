import type { ConsoleMemberListQuery } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { createMemberRepository } from '../../../core/accounts/repository.ts';
import { createMemberDirectory } from '../../../core/accounts/directory.ts';
import type { SessionService } from '../../../core/sessions/service.ts';
import type { Database } from '../../../db/schema.ts';
import { memberCashBalances } from '../../money/ledger/index.ts';
import { revealedSeeds } from '../../play/originals/index.ts';

export type { MemberListRow } from '../../../core/accounts/directory.ts';

/**
 * What the operators' players grid and player file read: the accounts' directory (the grid's search and
 * pages, the upline chain, registrations, the status), the member's sessions, balances for the grid (the
 * ledger's) and revealed seeds (the in-house games'), each through its owner; the notes are this module's.
 */
export function createConsolePlayersRepository(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', sessions: Pick<SessionService, 'firstIp' | 'sessionPage' | 'livePlayers'>) {
  const directory = createMemberDirectory(db, dialect);
  const members = createMemberRepository(db);
  return {
    /** A page of the players grid and the number of members matching. */
    members: (merchantCode: string, query: ConsoleMemberListQuery) => directory.members(merchantCode, query, () => memberCashBalances(db)),

    async clubLabel(id: number | null): Promise<{ level: number; name: string } | undefined> {
      if (id === null) return undefined;
      const label = await members.clubLabel(id);
      return label && { level: label.level, name: label.name };
    },

    async usernameOf(id: number | null): Promise<string | null> {
      if (id === null) return null;
      return (await members.usernames([id])).get(id) ?? null;
    },

    agentChain: directory.agentChain,
    firstIp: sessions.firstIp,
    sessions: sessions.sessionPage,
    revealedSeeds: (memberId: number, hashes: string[]) => revealedSeeds(db, memberId, hashes),

    async notes(memberId: number, beforeId: number | undefined, limit: number) {
      let q = db.selectFrom('member_notes').selectAll().where('member_id', '=', memberId);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      return q.orderBy('id', 'desc').limit(limit).execute();
    },

    async addNote(row: { merchant_code: string; member_id: number; author: string; text: string; created_at: number }) {
      return db.insertInto('member_notes').values(row).returningAll().executeTakeFirstOrThrow();
    },

    registrations: directory.registrations,
    livePlayers: sessions.livePlayers,
    setStatus: directory.setStatus,
  };
}

export type ConsolePlayersRepository = ReturnType<typeof createConsolePlayersRepository>;
