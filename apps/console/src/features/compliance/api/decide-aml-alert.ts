import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints, isApiError } from '@/shared/api/client';
import { amlAlertsKey } from './get-aml-alerts';

export type AmlDecision = EndpointBody<typeof endpoints.decideAmlAlert> & { id: number };

/** Clears an open alert, or marks it reported with the regulator's reference; once only (audited). */
export function decideAmlAlert({ id, ...body }: AmlDecision) {
  return api.call(endpoints.decideAmlAlert, { params: { id }, body });
}

export function useDecideAmlAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideAmlAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: amlAlertsKey }),
    // another operator decided it first: the list shows their decision
    onError: (error) => {
      if (isApiError(error) && error.code === 'aml.alert.decided') void client.invalidateQueries({ queryKey: amlAlertsKey });
    },
  });
}
