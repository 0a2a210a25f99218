import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS } from '@lobby/contract/paths';
import type { ContractKind } from '@lobby/contract/rules';
import { contractListSchema, contractSchema, settlementListSchema, type Contract, type ProposeContract, type Settlement } from '@lobby/contract/schemas';
import { contractCheckKeys } from '@/shared/api/agent/contract-check';
import { api } from '@/shared/lib/api';
import { agentKeys } from './get-agent-home';

export async function fetchContracts(kind: ContractKind, signal?: AbortSignal): Promise<Contract[]> {
  return contractListSchema.parse(await api.get(AGENT_PATHS.contracts, { query: { kind }, signal, silent: true }));
}

export function useContracts(kind: ContractKind) {
  return useQuery(queryOptions({ queryKey: [...agentKeys.all, 'contracts', kind] as const, queryFn: ({ signal }) => fetchContracts(kind, signal) }));
}

export async function proposeContract(input: ProposeContract): Promise<Contract> {
  return contractSchema.parse(await api.post(AGENT_PATHS.contracts, { body: input, silent: true }));
}

export async function respondContract(input: { id: number; accept: boolean }): Promise<Contract> {
  return contractSchema.parse(await api.post(AGENT_PATHS.contractRespond, { params: { id: input.id }, body: { accept: input.accept }, silent: true }));
}

function useInvalidatingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: agentKeys.all }), client.invalidateQueries({ queryKey: contractCheckKeys.all })]),
  });
}

export const useProposeContract = () => useInvalidatingMutation(proposeContract);
export const useRespondContract = () => useInvalidatingMutation(respondContract);

/** The statements behind a contract's payments (its agent and its upline see them). */
export async function fetchSettlements(contractId: number, signal?: AbortSignal): Promise<Settlement[]> {
  return settlementListSchema.parse(await api.get(AGENT_PATHS.settlements, { query: { contractId }, signal, silent: true }));
}

export function useSettlements(contractId: number) {
  return useQuery(queryOptions({ queryKey: [...agentKeys.all, 'settlements', contractId] as const, queryFn: ({ signal }) => fetchSettlements(contractId, signal) }));
}
