import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { payeeNameKeys } from './get-payee-name';

export async function setPayeeName(payeeName: string): Promise<void> {
  await api.post(MONEY_PATHS.payeeName, { body: { payeeName } });
}

/** Saves the payee name and shows it at once; the server refuses a second change. */
export function useSetPayeeName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPayeeName,
    onSuccess: (_, payeeName) => {
      client.setQueryData(payeeNameKeys.all, payeeName);
      void client.invalidateQueries({ queryKey: payeeNameKeys.all });
    },
  });
}
