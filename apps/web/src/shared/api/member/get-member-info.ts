import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import type { MemberInfo } from '@lobby/contract/schemas';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT, useSession } from '@/shared/lib/session';
import { isServerPage } from '@/shared/lib/ssr-state';
import { session, STORAGE_KEYS } from '@/shared/lib/storage';

/**
 * The signed-in member (name, avatar, VIP label, whether a password is set). It changes rarely, so
 * it is refetched only when forced: kept in session storage and never goes stale by itself; the header
 * forces a refresh when it mounts, a head-icon change writes the new answer straight in.
 */
export const memberInfoKeys = { all: [ACCOUNT_QUERY_ROOT, 'member', 'info'] as const };

const isInt = (v: unknown): v is number => isNumber(v) && Number.isInteger(v);
const orNull = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * The member info's shape, checked without zod: the header asks for it on every signed-in page, and zod
 * with the schemas would be the biggest script on a member's home (see validate-answer).
 */
export function isMemberInfo(v: unknown): v is MemberInfo {
  return (
    isObject(v) &&
    isInt(v.id) &&
    isInt(v.type) &&
    isString(v.userName) &&
    isString(v.account) &&
    orNull(isString)(v.nickname) &&
    orNull(isString)(v.email) &&
    orNull(isString)(v.mobileNum) &&
    isInt(v.headIcon) &&
    orNull((l) => isObject(l) && isInt(l.labelId) && isString(l.labelName))(v.clubLabel) &&
    isBoolean(v.hasPaymentPassword) &&
    isBoolean(v.hasPassword) &&
    isInt(v.createdAt) &&
    orNull(isInt)(v.lastLoginAt)
  );
}

export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const raw = await api.get(ACCOUNT_PATHS.memberInfo, { signal, silent: true });
  const info = checkedAnswer<MemberInfo>(raw, isMemberInfo);
  storeMemberInfo(info);
  return info;
}

export function storeMemberInfo(info: MemberInfo): void {
  session.set(STORAGE_KEYS.memberInfo, JSON.stringify(info));
}

function readStoredMemberInfo(): MemberInfo | undefined {
  // A server page showed what the server had: without member info the header drew the plain icon, and
  // hydration must draw the same (the header renews it right after).
  if (isServerPage()) return undefined;
  const raw = session.get(STORAGE_KEYS.memberInfo);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isMemberInfo(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function memberInfoQueryOptions() {
  return queryOptions({
    queryKey: memberInfoKeys.all,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    initialData: readStoredMemberInfo,
    // The copy kept in storage is old whatever its age: it shows at once, and the header renews it.
    initialDataUpdatedAt: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** How old a member info answer may be for the header not to renew it (the server's, with its page). */
export const MEMBER_INFO_FRESH_MS = 10_000;

/** Whether the cached member info was just fetched (by the server for this page, or a moment ago here). */
export function isMemberInfoFresh(client: QueryClient, now = Date.now()): boolean {
  const state = client.getQueryState(memberInfoKeys.all);
  return state?.status === 'success' && !state.isInvalidated && now - state.dataUpdatedAt < MEMBER_INFO_FRESH_MS;
}

/** Member info while signed in; nothing is asked for without a session. */
export function useMemberInfo() {
  const signedIn = useSession() !== null;
  return useQuery({ ...memberInfoQueryOptions(), enabled: signedIn });
}
