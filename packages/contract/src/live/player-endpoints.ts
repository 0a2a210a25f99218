import { endpoint } from '../common/endpoint.ts';
import { LIVE_PATHS } from './paths.ts';
import { liveAnchorsQuerySchema, liveFocusIdsSchema, liveFollowBodySchema, liveHostListSchema, liveModelsQuerySchema } from './schemas.ts';

/** The live casino's hosts: who is on air (anyone), and the hosts a member follows. */
export const LIVE_PLAYER_ENDPOINTS = {
  liveAnchors: endpoint({
    method: 'GET',
    path: LIVE_PATHS.anchors,
    access: 'public',
    tags: ['live'],
    summary: 'Anchor list: every active live host, on air first (followed first), then by next shift; uncached',
    description:
      "streaming: inside a weekly shift now (the merchant's time zone); liveUntil: the shift's end; nextShiftAt: " +
      'the next start. followed is filled for a signed-in member. Cache-Control: no-store.',
    query: liveAnchorsQuerySchema,
    response: liveHostListSchema,
    failures: [400, 401, 403, 404, 500],
  }),
  liveModels: endpoint({
    method: 'GET',
    path: LIVE_PATHS.models,
    access: 'public',
    tags: ['live'],
    summary: "Live model list in the merchant's order, filtered by active (default 1) and streaming (absent: both)",
    query: liveModelsQuerySchema,
    response: liveHostListSchema,
    failures: [400, 401, 403, 404, 500],
  }),
  liveFocus: endpoint({
    method: 'GET',
    path: LIVE_PATHS.focus,
    access: 'session',
    tags: ['live'],
    summary: 'Focus list: the hosts the member follows, newest follow first (empty for trial accounts)',
    query: liveAnchorsQuerySchema,
    response: liveHostListSchema,
    failures: [400, 401, 403, 404, 500],
  }),
  // Following is a real-account function, like favourites (trial accounts: 403 permission.trial).
  followHost: endpoint({
    method: 'POST',
    path: LIVE_PATHS.focus,
    access: 'real',
    tags: ['live'],
    summary: 'Follow a host (following twice changes nothing); answers the followed host ids',
    body: liveFollowBodySchema,
    response: liveFocusIdsSchema,
    failures: [400, 401, 403, 404, 500],
  }),
  unfollowHost: endpoint({
    method: 'DELETE',
    path: LIVE_PATHS.focus,
    access: 'real',
    tags: ['live'],
    summary: 'Unfollow a host (unfollowing one not followed changes nothing); answers the followed host ids',
    body: liveFollowBodySchema,
    response: liveFocusIdsSchema,
    failures: [400, 401, 403, 404, 500],
  }),
} as const;
