export { money } from '../../money/ledger/index.ts';

/** Enough of a mobile number to recognise it on the phone with the player, not to dial it. */
export function maskMobile(e164: string | null): string | null {
  if (!e164) return null;
  if (e164.length <= 7) return `${e164.slice(0, 2)}***`;
  return `${e164.slice(0, 5)}${'*'.repeat(e164.length - 8)}${e164.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
