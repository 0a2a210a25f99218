import { HEAD_ICON_COUNT, isTrialType } from '@lobby/contract';
import type { MemberInfo } from '@lobby/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { MemberRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { MemberRepository } from '../../../core/accounts/repository.ts';

/** +63 917****567: the country code, the first and last three national digits. */
export function maskMobile(e164: string | null): string | null {
  if (!e164) return null;
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.nationalNumber ?? e164.replace(/^\+/, '');
  const cc = parsed ? `+${parsed.countryCallingCode} ` : '';
  if (national.length <= 6) return `${cc}${national.slice(0, 2)}****`;
  return `${cc}${national.slice(0, 3)}${'*'.repeat(national.length - 6)}${national.slice(-3)}`;
}

export function createMemberService(deps: { members: MemberRepository }) {
  const { members } = deps;
  async function load(memberId: number): Promise<MemberRow> {
    const member = await members.byId(memberId);
    if (!member) throw new AppError('member.not.found');
    return member;
  }

  return {
    async info(memberId: number): Promise<MemberInfo> {
      const m = await load(memberId);
      const label = m.club_label_id !== null ? await members.clubLabel(m.club_label_id) : undefined;
      return {
        id: m.id,
        type: m.type,
        userName: m.username,
        account: m.account,
        nickname: m.nickname,
        email: m.email,
        mobileNum: maskMobile(m.mobile_e164),
        headIcon: m.head_icon,
        clubLabel: label ? { labelId: label.id, labelName: label.name } : null,
        hasPaymentPassword: m.payment_password_hash !== null,
        // Trial accounts have no password either, but they are not asked to set one.
        hasPassword: m.password_hash !== null || isTrialType(m.type),
        createdAt: m.created_at,
        lastLoginAt: m.last_login_at,
      };
    },

    async headIcon(memberId: number): Promise<number> {
      return (await load(memberId)).head_icon;
    },

    async setHeadIcon(memberId: number, icon: number): Promise<number> {
      if (!Number.isInteger(icon) || icon < 1 || icon > HEAD_ICON_COUNT) throw new AppError('request.invalid');
      await members.setHeadIcon(memberId, icon);
      return icon;
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
