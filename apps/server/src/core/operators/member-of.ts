import type { MemberRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantService } from '../merchants/service.ts';

/**
 * The player an /ops route names by its merchant (`?merchant=`) and account (the path's `:account`, without
 * case): 404 merchant.unknown or member.not.found otherwise.
 */
export async function opsMemberOf(
  merchants: Pick<MerchantService, 'byCode'>,
  members: { byUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> },
  merchantCode: string,
  account: string,
): Promise<{ id: number; merchantCode: string; username: string }> {
  if (!(await merchants.byCode(merchantCode))) throw new AppError('merchant.unknown');
  const m = await members.byUsername(merchantCode, account.toLowerCase());
  if (!m) throw new AppError('member.not.found');
  return { id: m.id, merchantCode: m.merchant_code, username: m.username };
}
