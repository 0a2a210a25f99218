import { endpoint } from '../common/endpoint.ts';
import { LIVE_OPS_PATHS } from './paths.ts';
import { opsLiveHostBodySchema, opsLiveHostParamsSchema, opsLiveHostQuerySchema, opsLiveHostSchema } from './schemas.ts';

/** The operator switches a live host on (listed, on air by schedule) or off (hidden from players). */
export const LIVE_OPS_ENDPOINTS = {
  setLiveHost: endpoint({
    method: 'PATCH',
    path: LIVE_OPS_PATHS.host,
    permission: 'content.manage',
    summary: 'Switch a live host on or off',
    params: opsLiveHostParamsSchema,
    query: opsLiveHostQuerySchema,
    body: opsLiveHostBodySchema,
    response: opsLiveHostSchema,
    failures: [400, 401, 404],
  }),
};
