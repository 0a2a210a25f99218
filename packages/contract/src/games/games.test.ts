import { describe, expect, it } from 'vitest';
import { gameListQuerySchema, prizeModeOf, splitSportsSorting } from '../index.ts';

describe('prize mode rule', () => {
  const vendors = (...codes: string[]) => codes.map((vassalage) => ({ vassalage }));

  it('is ELOTT when the ELOTT entry has TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: vendors('TCG_LOTTO_VN') }])).toBe('ELOTT');
    expect(prizeModeOf([{ gameType: 'RNG', vendors: vendors('JILI') }, { gameType: 'ELOTT', vendors: vendors('X', 'LOTT') }])).toBe('ELOTT');
    // the vendor under LOTT, or another vendor under ELOTT, does not make it ELOTT
    expect(prizeModeOf([{ gameType: 'LOTT', vendors: vendors('TCG_LOTTO_VN') }])).toBe('LOTT');
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: vendors('TCG') }])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});

describe('sports split', () => {
  it('splits SPORTS into SPORTS, ESPORTS and COCKFIGHT right after SPORTS, keeping vendor order', () => {
    const out = splitSportsSorting([
      { gameCategory: 'RNG', vendorNames: ['JILI'] },
      { gameCategory: 'SPORTS', vendorNames: ['SV3', 'BTI', 'AV', 'IMES', 'DS88', 'SBX'] },
      { gameCategory: 'PVP', vendorNames: ['KGP'] },
    ]);
    expect(out).toEqual([
      { gameCategory: 'RNG', vendorNames: ['JILI'] },
      { gameCategory: 'SPORTS', vendorNames: ['BTI', 'SBX'] },
      { gameCategory: 'ESPORTS', vendorNames: ['AV', 'IMES'] },
      { gameCategory: 'COCKFIGHT', vendorNames: ['SV3', 'DS88'] },
      { gameCategory: 'PVP', vendorNames: ['KGP'] },
    ]);
  });

  it('drops empty groups and merges stray ESPORTS / COCKFIGHT entries into the split', () => {
    const out = splitSportsSorting([
      { gameCategory: 'ESPORTS', vendorNames: ['TF'] },
      { gameCategory: 'SPORTS', vendorNames: ['AV', 'WGB'] },
      { gameCategory: 'LIVE', vendorNames: ['EVL'] },
    ]);
    expect(out).toEqual([
      { gameCategory: 'ESPORTS', vendorNames: ['AV', 'TF'] },
      { gameCategory: 'COCKFIGHT', vendorNames: ['WGB'] },
      { gameCategory: 'LIVE', vendorNames: ['EVL'] },
    ]);
  });

  it('leaves a list without SPORTS as it is', () => {
    const list = [{ gameCategory: 'RNG' as const, vendorNames: ['JILI'] }];
    expect(splitSportsSorting(list)).toEqual(list);
  });
});

describe('game list query', () => {
  it('defaults to page 1 of 36 and refuses page 0, pageSize over 200 and unknown types', () => {
    expect(gameListQuerySchema.parse({})).toMatchObject({ pageNo: 1, pageSize: 36 });
    expect(gameListQuerySchema.safeParse({ pageNo: '0' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ pageSize: '10000' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ gameType: 'CASINO' }).success).toBe(false);
    // clients send empty parameters for "no filter"
    expect(gameListQuerySchema.safeParse({ gameType: '', vassalage: '', minBet: '', isNew: '' }).success).toBe(true);
  });
});
