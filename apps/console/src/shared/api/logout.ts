import { api, endpoints } from '@/shared/api/client';

/** Ends this console session (the server clears its cookie). */
export function logout(): Promise<null> {
  return api.call(endpoints.logout);
}
