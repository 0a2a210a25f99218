import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS, type OddsChangePolicy, type OddsFormat } from '@lobby/contract/rules';
import type { SportsbookPreferences } from '@lobby/contract';
import { api } from '@/shared/lib/api';
import { local } from '@/shared/lib/storage';
import { useSession } from '@/shared/lib/session';
import { sportsbookKeys } from './keys';

/** A visitor's choices stay on this phone; a member's are the account's (the same on every device). */
const GUEST_KEY = 'MC_SPORTSBOOK_PREFERENCES';
const DEFAULTS: SportsbookPreferences = { oddsFormat: 'decimal', oddsChange: 'higher' };

function readGuest(): SportsbookPreferences {
  const stored = local.getJson<Partial<SportsbookPreferences>>(GUEST_KEY) ?? {};
  return {
    oddsFormat: (ODDS_FORMATS as readonly string[]).includes(stored.oddsFormat ?? '') ? (stored.oddsFormat as OddsFormat) : DEFAULTS.oddsFormat,
    oddsChange: (ODDS_CHANGE_POLICIES as readonly string[]).includes(stored.oddsChange ?? '') ? (stored.oddsChange as OddsChangePolicy) : DEFAULTS.oddsChange,
  };
}

/** The odds format and the odds-change choice in force, and a setter that saves them where they belong. */
export function usePreferences(): { preferences: SportsbookPreferences; set: (change: Partial<SportsbookPreferences>) => void } {
  const member = useSession() !== null;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: member ? sportsbookKeys.preferences : [...sportsbookKeys.all, 'guest-preferences'],
    queryFn: async ({ signal }) => (member ? api.get(SPORTSBOOK_PATHS.preferences, { signal, silent: true }) : readGuest()),
    staleTime: Infinity,
    // a visitor's choice is on the phone: the server's page is drawn with the default, the phone's after
    meta: member ? undefined : { serverRender: false },
  });
  const save = useMutation({
    mutationFn: (change: Partial<SportsbookPreferences>) => api.put(SPORTSBOOK_PATHS.preferences, { body: change }),
    onSuccess: (saved) => client.setQueryData(sportsbookKeys.preferences, saved),
  });
  const preferences = query.data ?? DEFAULTS;
  return {
    preferences,
    set(change) {
      const next = { ...preferences, ...change };
      if (member) {
        client.setQueryData(sportsbookKeys.preferences, next);
        save.mutate(change);
      } else {
        local.setJson(GUEST_KEY, next);
        client.setQueryData([...sportsbookKeys.all, 'guest-preferences'], next);
      }
    },
  };
}
