import { endpoint } from '../common/endpoint.ts';
import { opsIdSchema, opsMerchantParamsSchema } from '../ops/schemas.ts';
import { LOBBY_NEWS_OPS_PATHS } from './paths.ts';
import { opsLobbyNewsBodySchema } from './schemas.ts';

/** The operator's lobby news items. */
export const LOBBY_NEWS_OPS_ENDPOINTS = {
  publishLobbyNews: endpoint({
    method: 'POST',
    path: LOBBY_NEWS_OPS_PATHS.news,
    permission: 'content.manage',
    summary: 'Publish a lobby news item (title and body per language, EN required)',
    description: 'Published now unless publishAt is later; shown until expiresAt when given. link: an in-app path under /m/.',
    params: opsMerchantParamsSchema,
    body: opsLobbyNewsBodySchema,
    response: opsIdSchema,
    failures: [400, 401, 404],
  }),
};
