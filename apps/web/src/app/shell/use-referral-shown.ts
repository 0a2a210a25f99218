import { useStatusInfo } from '@/shared/api/system/get-status';
import { useRole } from '@/shared/lib/session';

/** Invite (bottom bar, side menu) is offered to everyone but agents while the merchant's REFERRAL promotion is on. */
export function useReferralShown(): boolean {
  const info = useStatusInfo();
  const role = useRole();
  return info?.referral === true && role !== 'agent';
}
