import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import type { MemberInfo } from '@lobby/contract/schemas';
import { memberInfoKeys, storeMemberInfo } from '@/shared/api/member/get-member-info';
import { checkedAnswer, isNumber, isObject } from '@/shared/api/validate-answer';
import { api, type PlayerResult } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** The member's avatar number (1 to HEAD_ICON_COUNT); avatarUrl gives its artwork. */
export const headIconKeys = { all: [ACCOUNT_QUERY_ROOT, 'member', 'headIcon'] as const };

export function avatarUrl(icon: number): string {
  return `${ACCOUNT_PATHS.avatarImage}/${icon}.svg`;
}

type HeadIcon = PlayerResult<'GET', typeof ACCOUNT_PATHS.headIcon>;

/** The avatar answer, checked without zod (the header reads this module on every signed-in page). */
export function isHeadIconAnswer(v: unknown): v is HeadIcon {
  return isObject(v) && isNumber(v.icon) && Number.isInteger(v.icon) && v.icon >= 1 && v.icon <= 0x7fffffff;
}

function iconOf(raw: unknown): number {
  return checkedAnswer<HeadIcon>(raw, isHeadIconAnswer).icon;
}

export async function fetchHeadIcon(signal?: AbortSignal): Promise<number> {
  return iconOf(await api.get(ACCOUNT_PATHS.headIcon, { signal }));
}

export function headIconQueryOptions() {
  return queryOptions({ queryKey: headIconKeys.all, queryFn: ({ signal }) => fetchHeadIcon(signal) });
}

export function useHeadIcon(enabled: boolean) {
  return useQuery({ ...headIconQueryOptions(), enabled });
}

/** Form-encoded: the head-icon call takes a form body, not JSON (the body names its fields, the form carries them). */
export async function setHeadIcon(icon: number): Promise<number> {
  const form = new URLSearchParams({ icon: String(icon) });
  return iconOf(await api.post(ACCOUNT_PATHS.headIcon, { body: { icon }, form }));
}

/** Saves the avatar and writes it into the cached member info, so header and card change at once. */
export function useSetHeadIcon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setHeadIcon,
    onSuccess: (icon) => {
      client.setQueryData(headIconKeys.all, icon);
      client.setQueryData<MemberInfo>(memberInfoKeys.all, (info) => {
        if (!info) return info;
        const next = { ...info, headIcon: icon };
        storeMemberInfo(next);
        return next;
      });
    },
  });
}
