import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { headIconSchema, type MemberInfo } from '@lobby/contract/schemas';
import { memberInfoKeys, storeMemberInfo } from '@/shared/api/member/get-member-info';
import { http } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** The member's avatar number (1 to HEAD_ICON_COUNT); avatarUrl gives its artwork. */
export const headIconKeys = { all: [ACCOUNT_QUERY_ROOT, 'member', 'headIcon'] as const };

export function avatarUrl(icon: number): string {
  return `${ACCOUNT_PATHS.avatarImage}/${icon}.svg`;
}

export async function fetchHeadIcon(signal?: AbortSignal): Promise<number> {
  return headIconSchema.parse(await http.get<unknown>(ACCOUNT_PATHS.headIcon, { signal })).icon;
}

export function headIconQueryOptions() {
  return queryOptions({ queryKey: headIconKeys.all, queryFn: ({ signal }) => fetchHeadIcon(signal) });
}

export function useHeadIcon(enabled: boolean) {
  return useQuery({ ...headIconQueryOptions(), enabled });
}

/** Form-encoded: the head-icon call takes a form body, not JSON. */
export async function setHeadIcon(icon: number): Promise<number> {
  const body = new URLSearchParams({ icon: String(icon) });
  return headIconSchema.parse(await http.post<unknown>(ACCOUNT_PATHS.headIcon, body)).icon;
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
