import { endpoint } from '../common/endpoint.ts';
import { consoleMerchantQuerySchema } from '../console/players/schemas.ts';
import { MESSAGE_OPS_PATHS } from './paths.ts';
import {
  messageBodySchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messagePreviewBodySchema,
  messagePreviewSchema,
  messageSchema,
} from './schemas.ts';

const tags = ['console'] as const;
const failures = [400, 401, 403, 404] as const;
const WHO =
  'Never to players on a break or self-excluded, nor to those who opted out of marketing; e-mail only to a verified ' +
  'address with e-mail consent, SMS to a phone with SMS consent, push to a subscribed browser with push consent. ' +
  "Each player gets the text of their app's language, else EN.";

/** Messages to a segment (or everyone) on the inbox, e-mail, SMS and Web Push, now or at a time; a history with counts. */
export const MESSAGE_OPS_ENDPOINTS = {
  messages: endpoint({
    method: 'GET',
    path: MESSAGE_OPS_PATHS.messages,
    permission: 'content.read',
    summary: "The brand's messages, newest first, with each channel's sent, skipped, failed and pending copies",
    query: messageListQuerySchema,
    response: messageListSchema,
    failures,
    tags,
  }),
  messagePreview: endpoint({
    method: 'POST',
    path: MESSAGE_OPS_PATHS.preview,
    // the confirmation before sending: part of sending (a POST is a change to the console's access rules)
    permission: 'content.manage',
    summary: 'How many players each channel would reach now (the confirmation before sending)',
    description: WHO,
    query: consoleMerchantQuerySchema,
    body: messagePreviewBodySchema,
    response: messagePreviewSchema,
    failures,
    tags,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: MESSAGE_OPS_PATHS.messages,
    permission: 'content.manage',
    summary: 'Send a message to a segment (segmentId null: every player) now, or schedule it (sendAt)',
    description:
      `${WHO} A job sends it in chunks of players, resumable (a restart sends no copy twice). ` +
      '400 message.language.required without an EN text; 400 message.schedule.past for a time gone; 404 segment.not.found.',
    query: consoleMerchantQuerySchema,
    body: messageBodySchema,
    response: messageSchema,
    failures,
    tags,
  }),
  message: endpoint({
    method: 'GET',
    path: MESSAGE_OPS_PATHS.message,
    permission: 'content.read',
    summary: 'One message with its counts per channel',
    params: messageIdParamsSchema,
    query: consoleMerchantQuerySchema,
    response: messageSchema,
    failures,
    tags,
  }),
  cancelMessage: endpoint({
    method: 'POST',
    path: MESSAGE_OPS_PATHS.cancel,
    permission: 'content.manage',
    summary: 'Cancel a scheduled message before its time (409 message.not.scheduled once it has started)',
    params: messageIdParamsSchema,
    query: consoleMerchantQuerySchema,
    response: messageSchema,
    failures: [...failures, 409],
    tags,
  }),
};
