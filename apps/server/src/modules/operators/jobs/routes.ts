import { OPS_SYSTEM_ENDPOINTS } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobQueue } from '../../../core/jobs/index.ts';
import { route } from '../../../core/endpoint-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';

export interface JobsRoutesOptions {
  jobs: JobQueue;
}

/** Jobs belong to the install, not a brand: only operators who see every merchant (and automation) read them. */
function requireWholeInstall(request: FastifyRequest): void {
  const actor = request.opsActor;
  if (actor && actor.merchants !== 'all') throw new AppError('ops.forbidden');
}

/** The background jobs (core/jobs) in the /ops scope: the list with the queues' depth, one job, a retry. */
const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (app, { jobs }) => {
  route(app, OPS_SYSTEM_ENDPOINTS.jobs, async (request, reply) => {
    requireWholeInstall(request);
    reply.header('cache-control', 'no-store');
    const { limit, offset } = request.query;
    // one row more than the page tells whether another page follows
    const [rows, depth] = await Promise.all([jobs.list({ ...request.query, limit: limit + 1, offset }), jobs.depth()]);
    return ok({ list: rows.slice(0, limit), next: rows.length > limit ? offset + limit : null, depth });
  });

  route(app, OPS_SYSTEM_ENDPOINTS.job, async (request, reply) => {
    requireWholeInstall(request);
    reply.header('cache-control', 'no-store');
    const job = await jobs.get(request.params.id);
    if (!job) throw new AppError('ops.job.not.found');
    return ok(job);
  });

  route(app, OPS_SYSTEM_ENDPOINTS.jobRetry, async (request) => {
    requireWholeInstall(request);
    const before = await jobs.get(request.params.id);
    if (!before) throw new AppError('ops.job.not.found');
    if (before.state !== 'failed' || !(await jobs.retry(before.id))) throw new AppError('ops.job.not.failed');
    const after = (await jobs.get(before.id)) ?? before;
    request.auditChange({
      merchant: null,
      target: { job: before.id, queue: before.queue },
      before: { state: before.state, attempts: before.attempts, retryLimit: before.retryLimit },
      after: { state: after.state, attempts: after.attempts, retryLimit: after.retryLimit },
    });
    return ok(after);
  });
};

export default jobsRoutes;
