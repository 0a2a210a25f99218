import { z } from 'zod';
import { amountToCents, centsToAmount } from '@lobby/contract/rules';
import type { PaymentChannel } from '@lobby/contract/schemas';
import type { MoneyFormatter } from '@/shared/api/system/use-money-format';
import { i18next } from '@/shared/lib/i18n';

export interface AmountLimits {
  min: number;
  max: number;
  /** withdrawals: what can be taken out now */
  available?: number;
}

export type AmountProblem = 'required' | 'invalid' | 'cents' | 'whole' | 'min' | 'max' | 'available';

/** Thousands grouped with dots, commas or spaces, as Vietnamese and Indonesian write them: 1.000.000 */
const GROUPED_WHOLE = /^\d{1,3}([.,\s]\d{3})+$/;

/**
 * The amount a person typed, as a number, or why it is not one. Group separators and spaces are allowed.
 * In a currency without decimals (`decimals` 0: the dong, the rupiah) a dot between groups of three digits
 * groups thousands, as people there write it, and any other fraction is refused.
 */
export function parseAmount(text: string, decimals: 0 | 2 = 2): { amount: number } | { problem: 'required' | 'invalid' | 'cents' | 'whole' } {
  if (decimals === 0 && GROUPED_WHOLE.test(text.trim())) return { amount: Number(text.replace(/[.,\s]/g, '')) };
  const plain = text.replace(/[,\s]/g, '');
  if (plain === '') return { problem: 'required' };
  if (!/^\d+(\.\d*)?$/.test(plain) && !/^\.\d+$/.test(plain)) return { problem: 'invalid' };
  const amount = Number(plain);
  if (!Number.isFinite(amount)) return { problem: 'invalid' };
  // The same rule the server applies (moneyInputSchema): whole cents only.
  if (amountToCents(amount) === null) return { problem: decimals === 0 ? 'whole' : 'cents' };
  // ... and whole units in a currency without decimals (fitsCurrency on the server)
  if (decimals === 0 && !Number.isInteger(amount)) return { problem: 'whole' };
  return { amount };
}

export function checkAmount(text: string, limits: AmountLimits, decimals: 0 | 2 = 2): { amount: number } | { problem: AmountProblem } {
  const parsed = parseAmount(text, decimals);
  if ('problem' in parsed) return parsed;
  const { amount } = parsed;
  if (amount < limits.min) return { problem: 'min' };
  if (amount > limits.max) return { problem: 'max' };
  if (limits.available !== undefined && amount > limits.available) return { problem: 'available' };
  return { amount };
}

export function amountMessage(problem: AmountProblem, limits: AmountLimits, money: MoneyFormatter): string {
  switch (problem) {
    case 'required':
      return i18next.t('money.amount.required');
    case 'invalid':
      return i18next.t('money.amount.invalid');
    case 'cents':
      return i18next.t('money.amount.cents');
    case 'whole':
      return i18next.t('errors.payment.amount.whole');
    case 'min':
      return i18next.t('money.amount.min', { min: money(limits.min) });
    case 'max':
      return i18next.t('money.amount.max', { max: money(limits.max) });
    case 'available':
      return i18next.t('money.amount.available', { available: money(limits.available ?? 0) });
  }
}

/** A zod rule for the amount field, built per validation from the channel of the moment. */
export function amountField(limits: AmountLimits | null, money: MoneyFormatter, decimals: 0 | 2 = 2) {
  return z.string().superRefine((text, ctx) => {
    const result = limits ? checkAmount(text, limits, decimals) : parseAmount(text, decimals);
    if (!('problem' in result) && result.amount <= 0) {
      ctx.addIssue({ code: 'custom', message: amountMessage('invalid', { min: 0, max: 0 }, money) });
    } else if ('problem' in result) {
      ctx.addIssue({ code: 'custom', message: amountMessage(result.problem, limits ?? { min: 0, max: 0 }, money) });
    }
  });
}

/** The channel's fee on an amount, as the server computes it: fixed part plus a share, rounded up to the cent. */
export function feeFor(channel: Pick<PaymentChannel, 'feePercent' | 'feeFixed'>, amount: number): number {
  const cents = Math.round(amount * 100);
  const bp = Math.round(channel.feePercent * 100);
  const fixed = Math.round(channel.feeFixed * 100);
  return centsToAmount(fixed + Math.ceil((cents * bp) / 10_000));
}

/** Whether a channel charges anything at all. */
export function hasFee(channel: Pick<PaymentChannel, 'feePercent' | 'feeFixed'>): boolean {
  return channel.feePercent > 0 || channel.feeFixed > 0;
}
