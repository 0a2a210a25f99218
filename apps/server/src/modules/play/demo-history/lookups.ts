import type { FastifyInstance } from 'fastify';

/**
 * What the demo's history looks up before it plays, each from the module that owns it: who (the accounts),
 * on which game (the catalogue), and whether it has played already (the rounds' vendor calls).
 */
export function createDemoHistoryLookups(services: Pick<FastifyInstance['services'], 'accounts' | 'catalogue' | 'roundReads'>) {
  const { accounts, catalogue, roundReads } = services;
  return {
    async memberId(merchantCode: string, usernameKey: string): Promise<number | undefined> {
      return (await accounts.byUsername(merchantCode, usernameKey))?.id;
    },

    /** Whether a vendor call with this transaction id is recorded. */
    hasVendorTransaction: (vendor: string, transactionId: string): Promise<boolean> => roundReads.hasVendorTransaction(vendor, transactionId),

    /** The merchant's first slot game in the lobby's order, with its English name. */
    async firstSlot(merchantCode: string): Promise<{ vendor: string; code: string; name: string; type: string } | undefined> {
      const row = await catalogue.games.firstEnabled(merchantCode, 'RNG');
      if (!row) return undefined;
      const names = JSON.parse(row.names) as Record<string, string>;
      return { vendor: row.vassalage, code: row.game_code, name: names.EN ?? Object.values(names)[0] ?? row.game_code, type: row.game_type };
    },
  };
}
