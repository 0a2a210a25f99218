import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Me = EndpointResult<typeof endpoints.me>;
export type Operator = Me['operator'];

/** Who is signed in: the operator, their permissions, the idle timeout and what they must still do. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return api.call(endpoints.me, {}, signal);
}
