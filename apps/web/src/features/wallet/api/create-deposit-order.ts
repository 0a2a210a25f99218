import { useMutation } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { depositOrderSchema, type CreateDepositInput, type DepositOrder } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

/** Opens a deposit order; the answer carries the provider's checkout page to send the browser to. */
export async function createDepositOrder(input: CreateDepositInput): Promise<DepositOrder> {
  // Silent: the form shows the refusal next to the button, with what to do about it.
  return depositOrderSchema.parse(await api.post(MONEY_PATHS.depositOrders, { body: input, silent: true }));
}

export function useCreateDepositOrder() {
  return useMutation({ mutationFn: createDepositOrder });
}
