import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement, AnnouncementGroups } from '@lobby/contract';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { ANNOUNCEMENT_GROUPS, type AnnouncementGroup, type AnnouncementType } from '@lobby/contract/rules';
import { useLanguage } from '@/shared/hooks/use-language';
import { api } from '@/shared/lib/api';
import { ApiError } from '@/shared/lib/http';
import { useSession } from '@/shared/lib/session';
import { session as sessionStore } from '@/shared/lib/storage';
import { contentKeys } from './keys';
import { isServerPage } from '@/shared/lib/ssr-state';

export interface AnnouncementParams {
  types: readonly AnnouncementType[];
  /** one value group, or undefined for all of them */
  groupName?: AnnouncementGroup;
}

const CACHE_PREFIX = 'MC_ANNOUNCEMENTS:';

/**
 * Checked by hand rather than with the contract's zod schema: the ticker and the login pop-ups run on home,
 * whose chunk should not carry zod. Only the shape the screens rely on is checked.
 */
function isGroups(value: unknown): value is AnnouncementGroups {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ANNOUNCEMENT_GROUPS.every(
    (g) =>
      Array.isArray(v[g]) &&
      (v[g] as unknown[]).every(
        (a) =>
          !!a &&
          typeof (a as Announcement).id === 'number' &&
          typeof (a as Announcement).title === 'string' &&
          typeof (a as Announcement).content === 'string',
      ),
  );
}

export async function fetchAnnouncements(params: AnnouncementParams, signal?: AbortSignal): Promise<AnnouncementGroups> {
  const raw = await api.get(CONTENT_PATHS.announcements, {
    query: { types: params.types.join(','), groupName: params.groupName, platform: 'M' },
    signal,
    // Lists show their own "Loading failed, click to retry"; the ticker and pop-ups fail quietly.
    silent: true,
  });
  if (!isGroups(raw)) throw new ApiError({ status: 200, errorCode: 'response.invalid', message: 'Unknown error' });
  return raw;
}

interface Cached {
  savedAt: number;
  value: AnnouncementGroups;
}

function readCache(key: string): Cached | undefined {
  const raw = sessionStore.get(CACHE_PREFIX + key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Cached;
    return isGroups(parsed.value) && typeof parsed.savedAt === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function announcementsQueryOptions(params: AnnouncementParams, language: string, who: string) {
  const keyParams = { types: params.types.join(','), groupName: params.groupName ?? '', language, who };
  const cacheKey = JSON.stringify(keyParams);
  return queryOptions({
    queryKey: contentKeys.announcements(keyParams),
    queryFn: async ({ signal }) => {
      const value = await fetchAnnouncements(params, signal);
      sessionStore.set(CACHE_PREFIX + cacheKey, JSON.stringify({ savedAt: Date.now(), value } satisfies Cached));
      return value;
    },
    // Announcements are cached. The tab's last answer paints at once; the network confirms it. Not on a
    // server page: it showed the server's answer, or none.
    initialData: () => (isServerPage() ? undefined : readCache(cacheKey)?.value),
    initialDataUpdatedAt: () => readCache(cacheKey)?.savedAt,
    staleTime: 60_000,
  });
}

/** Who the read flags belong to: the account name, or '' for a visitor. */
export function useAnnouncementViewer(): string {
  const info = useSession();
  return info ? `${info.merchantCode}:${info.userName}` : '';
}

export function useAnnouncements(params: AnnouncementParams) {
  const [language] = useLanguage();
  const who = useAnnouncementViewer();
  return useQuery(announcementsQueryOptions(params, language, who));
}

/** The announcements the notice list, its detail and the ticker share: the player group. */
export const NOTICE_PARAMS: AnnouncementParams = { types: ['PL'], groupName: 'player' };

/** The pop-ups shown after login on home. */
export const POPUP_PARAMS: AnnouncementParams = { types: ['PU'], groupName: 'popup' };
