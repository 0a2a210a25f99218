import type { PaymentChannel, PayoutAccount } from '@lobby/contract/schemas';

/** The withdrawal rail that pays to any bank; the others (GCASH, MAYA, …) pay only to their own accounts. */
export const BANK_CHANNEL = 'BANK';

/** The saved accounts a withdrawal channel can pay to, as the server decides it. */
export function accountsFor(channel: Pick<PaymentChannel, 'code'>, accounts: readonly PayoutAccount[]): PayoutAccount[] {
  return channel.code === BANK_CHANNEL
    ? accounts.filter((a) => a.kind === 'bank')
    : accounts.filter((a) => a.bankCode === channel.code);
}

/** The digits of an account number as typed (spaces and dashes are only for reading). */
export function accountDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** E-wallets are keyed by a mobile number, banks by an account number. */
export function isValidAccountNo(kind: 'ewallet' | 'bank', text: string): boolean {
  const plain = accountDigits(text);
  return kind === 'ewallet' ? /^\+?\d{10,13}$/.test(plain) : /^\d{6,32}$/.test(plain);
}
