import { endpoint } from '../common/endpoint.ts';
import { OPS_PATHS } from './paths.ts';
import { openapiDocumentSchema, opsJobListSchema, opsJobParamsSchema, opsJobSchema, opsJobsQuerySchema, opsOutboxListSchema, opsOutboxQuerySchema } from './schemas.ts';

/**
 * Operator routes of the install itself: the local outbox, the background jobs, the whole OpenAPI description.
 * The jobs are the owner's (`brands.manage`, the technical role): a job's error may name an address.
 */
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
  jobs: endpoint({
    method: 'GET',
    path: OPS_PATHS.jobs,
    permission: 'brands.manage',
    summary: 'Background jobs by queue and state (newest first), and how many each queue keeps',
    description:
      'Queued jobs (new, deferred or waiting for a retry), running, failed (with their last error and attempts) and ' +
      'completed ones still kept. Payloads are never shown.',
    query: opsJobsQuerySchema,
    response: opsJobListSchema,
    failures: [400, 401, 403],
  }),
  job: endpoint({
    method: 'GET',
    path: OPS_PATHS.job,
    permission: 'brands.manage',
    summary: 'One background job',
    params: opsJobParamsSchema,
    response: opsJobSchema,
    failures: [400, 401, 403, 404],
  }),
  jobRetry: endpoint({
    method: 'POST',
    path: OPS_PATHS.jobRetry,
    permission: 'brands.manage',
    summary: 'Runs a failed job again',
    description: 'The job goes back to its queue to run now, with one more attempt. Only a failed job can be retried (409 otherwise).',
    params: opsJobParamsSchema,
    response: opsJobSchema,
    failures: [400, 401, 403, 404, 409],
  }),
};
