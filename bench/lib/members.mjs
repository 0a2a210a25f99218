// Shared by the in-process ledger benchmarks: N members of LUCKY inserted directly, each with an opening
// balance written as the ledger writes it. Call after tsx's register() (the seed is TypeScript).

/** The ids of `n` new members named `<prefix><i>`, each funded with `cents` (PHP, real money). */
export async function fundedMembers(handle, n, { prefix = 'bench', cents = 1_000_000_000 } = {}) {
  const { seedOpeningBalance } = await import('../../apps/server/src/db/seed/ledger.ts');
  const now = Date.now();
  const ids = [];
  for (let i = 0; i < n; i += 500) {
    const rows = Array.from({ length: Math.min(500, n - i) }, (_, j) => {
      const name = `${prefix}${i + j}`;
      return { merchant_code: 'LUCKY', username: name, username_key: name, account: name, type: 0, head_icon: 1, rank_completed: 0, rank_expected: 0, profile: '{}', status: 'active', created_at: now };
    });
    const inserted = await handle.db.insertInto('members').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  for (let i = 0; i < ids.length; i += 500) {
    await handle.db.transaction().execute(async (trx) => {
      for (const memberId of ids.slice(i, i + 500)) {
        await seedOpeningBalance(trx, { memberId, merchantCode: 'LUCKY', currency: 'PHP', demo: false, cents, at: now });
      }
    });
  }
  return ids;
}
