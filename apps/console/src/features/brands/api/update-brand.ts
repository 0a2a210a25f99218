import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { merchantsKey } from '@/shared/api/get-merchants';

export type BrandChange = EndpointBody<typeof endpoints.updateBrand>;

/** Changes a brand's switches: only the fields named change (white-label flags: only the flags named). */
export function updateBrand({ code, change }: { code: string; change: BrandChange }) {
  return api.call(endpoints.updateBrand, { params: { code }, body: change });
}

/** The merchants list (the top bar's and this screen's) shows the change. */
export function useUpdateBrand() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateBrand, onSuccess: () => client.invalidateQueries({ queryKey: merchantsKey }) });
}
