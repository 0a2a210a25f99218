import { endpoint } from '../common/endpoint.ts';
import { MESSAGE_PATHS } from './paths.ts';
import { marketingBodySchema, marketingSchema, pushKeySchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from './schemas.ts';

const failures = [400, 401, 403, 429, 503] as const;

/** The member's marketing consent and this browser's Web Push subscription (/m/set). */
export const MESSAGE_PLAYER_ENDPOINTS = {
  pushKey: endpoint({
    method: 'GET',
    path: MESSAGE_PATHS.pushKey,
    access: 'public',
    tags: ['settings'],
    summary: "The server's VAPID public key, the applicationServerKey a browser subscribes with (503 push.unavailable when not configured)",
    response: pushKeySchema,
    failures: [503],
  }),
  savePushSubscription: endpoint({
    method: 'POST',
    path: MESSAGE_PATHS.pushSubscription,
    access: 'real',
    tags: ['settings'],
    summary: "Keep this browser's push subscription for the member and turn push marketing on",
    description: 'endpoint: the push service URL (https); keys: p256dh (65-byte P-256 point) and auth (16 bytes), base64url. 400 push.subscription.invalid otherwise.',
    body: pushSubscriptionBodySchema,
    response: marketingSchema,
    failures,
  }),
  deletePushSubscription: endpoint({
    method: 'DELETE',
    path: MESSAGE_PATHS.pushSubscription,
    access: 'real',
    tags: ['settings'],
    summary: "Forget this browser's push subscription (push marketing turns off when none is left)",
    body: pushUnsubscribeBodySchema,
    response: marketingSchema,
    failures,
  }),
  marketing: endpoint({
    method: 'GET',
    path: MESSAGE_PATHS.marketing,
    access: 'real',
    tags: ['settings'],
    summary: "The member's marketing consent per channel (defaults: in-app on; e-mail, SMS and push off until turned on)",
    response: marketingSchema,
    failures,
  }),
  setMarketing: endpoint({
    method: 'PUT',
    path: MESSAGE_PATHS.marketing,
    access: 'real',
    tags: ['settings'],
    summary: "Change the member's marketing consent (any of marketing, email, sms, push); the app's language is kept for messages",
    body: marketingBodySchema,
    response: marketingSchema,
    failures,
  }),
};
