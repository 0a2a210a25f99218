import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { walletSchema } from '@lobby/contract/schemas';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';

/** The header balance of the game screens: the same query (key and answer) as the lobby header's. */
export function useGameBalance() {
  const signedIn = useSession() !== null;
  return useQuery({
    queryKey: walletKeys.all,
    queryFn: async ({ signal }) => walletSchema.parse(await api.get(ACCOUNT_PATHS.wallet, { signal, silent: true })),
    enabled: signedIn,
  });
}
