import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { brandChannelsKey } from './get-brand-channels';

export type ChannelChange = EndpointBody<typeof endpoints.updateBrandChannels>['changes'][number];

/** Switches channels on or off and sets their limits: all the changes or none. */
export function updateBrandChannels({ code, changes }: { code: string; changes: ChannelChange[] }) {
  return api.call(endpoints.updateBrandChannels, { params: { code }, body: { changes } });
}

export function useUpdateBrandChannels() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateBrandChannels, onSuccess: (_list, { code }) => client.invalidateQueries({ queryKey: brandChannelsKey(code) }) });
}
