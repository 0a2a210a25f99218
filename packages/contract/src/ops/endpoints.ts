import { endpoint } from '../common/endpoint.ts';
import { OPS_PATHS } from './paths.ts';
import { openapiDocumentSchema, opsOutboxListSchema, opsOutboxQuerySchema } from './schemas.ts';

/** Operator routes outside the console's screens: the local outbox and the whole OpenAPI description. */
export const OPS_SYSTEM_ENDPOINTS = {
  outbox: endpoint({
    method: 'GET',
    path: OPS_PATHS.outbox,
    permission: 'support.read',
    summary: 'Newest SMS and mails kept by the local gateways (codes, reset links)',
    description:
      'Without SMS_GATEWAY_URL / SMTP_URL messages are not delivered but kept here, so an operator ' +
      '(or an end-to-end test) can read them. Filter by channel, exact recipient (E.164 or address) and merchant.',
    query: opsOutboxQuerySchema,
    response: opsOutboxListSchema,
    failures: [400, 401],
  }),
  openapi: endpoint({
    method: 'GET',
    path: OPS_PATHS.openapi,
    permission: 'brands.read',
    answer: 'document',
    hidden: true,
    summary: "The whole OpenAPI description, operators' routes included",
    response: openapiDocumentSchema,
    failures: [401, 403],
  }),
};
