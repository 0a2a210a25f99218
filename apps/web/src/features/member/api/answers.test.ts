import { headIconSchema, memberInfoSchema, rankProgressSchema, walletSchema } from '@lobby/contract/schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMemberInfo } from '@/shared/api/member/get-member-info';
import { isRankProgress } from './get-rank-progress';
import { isWallet } from './get-wallet';
import { isHeadIconAnswer } from './head-icon';

/**
 * The header's answers are checked without zod (it would be the biggest script on a member's home). The
 * checks must accept exactly what the contract's schemas accept: a valid answer, and that answer with each
 * field in turn removed or replaced by a value of another kind.
 */
const ODD_VALUES: unknown[] = [undefined, null, 'x', 1.5, -1, 0, 7, true, {}, []];

function variants(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [valid, null, 'text', [], {}];
  for (const key of Object.keys(valid)) {
    for (const odd of ODD_VALUES) out.push({ ...valid, [key]: odd });
    const nested = valid[key];
    if (nested && typeof nested === 'object') {
      for (const inner of Object.keys(nested)) for (const odd of ODD_VALUES) out.push({ ...valid, [key]: { ...nested, [inner]: odd } });
    }
  }
  return out;
}

function agrees(schema: z.ZodType, check: (v: unknown) => boolean, valid: Record<string, unknown>) {
  expect(check(valid)).toBe(true);
  for (const value of variants(valid)) {
    expect({ value, accepted: check(value) }).toEqual({ value, accepted: schema.safeParse(value).success });
  }
}

describe('header answers checked without zod', () => {
  it('member info: the same verdict as the contract', () => {
    const info = {
      id: 7,
      type: 1,
      userName: 'demo',
      account: 'demo',
      nickname: 'Lucky Demo',
      email: null,
      mobileNum: '+63 917****567',
      headIcon: 3,
      clubLabel: { labelId: 2, labelName: 'VIP 2' },
      hasPaymentPassword: true,
      hasPassword: true,
      createdAt: 1_795_000_000_000,
      lastLoginAt: null,
    };
    agrees(memberInfoSchema, isMemberInfo, info);
    agrees(memberInfoSchema, isMemberInfo, { ...info, clubLabel: null, nickname: null, lastLoginAt: 1_795_000_000_000 });
  });

  it('wallet, head icon and rank progress: the same verdict as the contract', () => {
    agrees(walletSchema, isWallet, { sumBalance: 12345.67, playable: 12000, currency: 'PHP' });
    agrees(headIconSchema, isHeadIconAnswer, { icon: 4 });
    agrees(rankProgressSchema, isRankProgress, {
      currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
      playerRankProgress: { labelId: 2, labelName: 'VIP 2', nextLabelName: 'VIP 3' },
    });
    agrees(rankProgressSchema, isRankProgress, {
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null, labelName: null, nextLabelName: null },
    });
  });
});
