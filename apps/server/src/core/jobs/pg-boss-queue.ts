import { CompiledQuery, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { JobState } from '@lobby/contract';
import type { Database } from '../../db/schema.ts';
import { QUEUE_DEFAULTS } from './defaults.ts';
import { createScheduler, errorText, keyedJobId } from './schedule.ts';
import type { JobHandler, JobListQuery, JobQueue, JobView, QueueDepth, QueueOptions } from './types.ts';

/** pg-boss's states as operators see them. */
const STATES_OF: Record<JobState, string[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  completed: ['completed'],
  failed: ['failed', 'cancelled'],
};
const STATE_OF: Record<string, JobState> = Object.fromEntries(
  Object.entries(STATES_OF).flatMap(([state, names]) => names.map((name) => [name, state as JobState])),
);

/**
 * The schema pg-boss keeps its tables in: the install's own schema (the connection's search_path, as for
 * every table of ours) with `_jobs` after it, so two installs (or two test suites) sharing a database never
 * share jobs.
 */
export async function jobsSchemaOf(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema || !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`cannot name a jobs schema after the install's schema ${String(schema)}`);
  return `${schema}_jobs`;
}

interface JobRecord {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  singleton_key: string | null;
  error: string | null;
  created_at: number;
  start_after: number;
  started_at: number | null;
  completed_at: number | null;
}

function view(row: JobRecord): JobView {
  const state = STATE_OF[row.state] ?? 'failed';
  return {
    id: row.id,
    queue: row.name,
    state,
    // pg-boss counts a retry when a job is claimed again after a run started
    attempts: row.retry_count + (row.started_at === null ? 0 : 1),
    retryLimit: row.retry_limit,
    key: row.singleton_key,
    error: row.state === 'cancelled' ? 'cancelled' : row.error,
    createdAt: row.created_at,
    startAfter: row.start_after,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

/**
 * The job queue on PostgreSQL: pg-boss, over the app's own connection pool (its statements go through
 * Kysely, so the pool's size, statement timeout and query spans apply to them too), in the schema
 * `jobsSchemaOf` names, installed and migrated by pg-boss at start. Retries, backoff, expiry of runs whose
 * process died, retention and the claim (SKIP LOCKED) are pg-boss's; the keyed send is pg-boss's job id
 * (`keyedJobId`), which it inserts once. The operators' list reads pg-boss's job table, for which it has no
 * paged, filtered read.
 */
export function createPgBossQueue(deps: {
  db: Kysely<Database>;
  schema: string;
  pollMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): JobQueue {
  const { db, schema, log } = deps;
  const boss = new PgBoss({
    schema,
    db: {
      // One connection per call, rolled back when the call fails: pg-boss sends scripts of several
      // statements (its install and migrations are `BEGIN; …; COMMIT;`), and one that fails part-way (two
      // instances installing at once) would leave its connection inside an aborted transaction, which the
      // pool then hands to the next query of the app.
      async executeSql(text, values) {
        return db.connection().execute(async (conn) => {
          try {
            const result = await conn.executeQuery(CompiledQuery.raw(text, values ?? []));
            return { rows: result.rows as unknown[] };
          } catch (err) {
            await sql`rollback`.execute(conn).catch(() => undefined);
            throw err;
          }
        });
      },
    },
    // our own schedules (core/jobs/schedule.ts): pg-boss's cron has a minute's resolution
    schedule: false,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'pg-boss'));
  const definitions = new Map<string, { handler: JobHandler<never>; options: Required<QueueOptions> }>();
  const ready = new Map<string, Promise<void>>();
  const scheduler = createScheduler({ enqueue: (queue, key) => queue_.send(queue, {}, { key }), log });
  let started: Promise<unknown> | undefined;
  const table = sql.table(`${schema}.job`);

  function queueOptions(options: Required<QueueOptions>) {
    return {
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireSeconds,
    };
  }

  /** Creates the queue (or brings its options up to date) once per process. */
  function queueReady(queue: string): Promise<void> {
    let promise = ready.get(queue);
    if (!promise) {
      const options = queueOptions(definitions.get(queue)?.options ?? QUEUE_DEFAULTS);
      promise = (async () => {
        if (await boss.getQueue(queue)) await boss.updateQueue(queue, options);
        else await boss.createQueue(queue, options);
      })();
      promise.catch(() => ready.delete(queue));
      ready.set(queue, promise);
    }
    return promise;
  }

  async function work(queue: string): Promise<void> {
    await queueReady(queue);
    await boss.work<object>(queue, { pollingIntervalSeconds: deps.pollMs / 1000, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const definition = definitions.get(queue);
      if (!definition) throw new Error(`no handler for ${queue}`);
      try {
        await definition.handler(job.data as never, { id: job.id, queue, attempt: job.retryCount + 1 });
      } catch (err) {
        log.warn({ err, queue, job: job.id, attempt: job.retryCount + 1 }, 'job failed');
        // pg-boss keeps what is thrown as the job's output: the message only, never a stack
        throw new Error(errorText(err));
      }
    });
  }

  async function select(where: (q: ReturnType<typeof base>) => ReturnType<typeof base>): Promise<JobRecord[]> {
    const rows = await where(base()).execute(db);
    return rows.rows;
  }
  function base() {
    return {
      filters: [] as ReturnType<typeof sql>[],
      tail: sql``,
      execute(executor: Kysely<Database>) {
        const conditions = this.filters.length > 0 ? sql`where ${sql.join(this.filters, sql` and `)}` : sql``;
        return sql<JobRecord>`
          select id::text as id, name, state::text as state, retry_count, retry_limit, singleton_key,
            output->>'message' as error,
            (extract(epoch from created_on) * 1000)::bigint as created_at,
            (extract(epoch from start_after) * 1000)::bigint as start_after,
            (extract(epoch from started_on) * 1000)::bigint as started_at,
            (extract(epoch from completed_on) * 1000)::bigint as completed_at
          from ${table} ${conditions} ${this.tail}`.execute(executor);
      },
    };
  }

  const queue_: JobQueue = {
    kind: 'pg-boss',
    define(queue, handler, options = {}) {
      definitions.set(queue, { handler: handler as JobHandler<never>, options: { ...QUEUE_DEFAULTS, ...options } });
      if (started) void started.then(() => work(queue)).catch((err: unknown) => log.error({ err, queue }, 'could not start a job worker'));
    },
    async send(queue, payload, options = {}) {
      await started;
      await queueReady(queue);
      const id = options.key ? keyedJobId(queue, options.key) : undefined;
      const sent = await boss.send(queue, payload, {
        ...(id ? { id, singletonKey: options.key } : {}),
        ...(options.startAfter && options.startAfter > Date.now() ? { startAfter: new Date(options.startAfter) } : {}),
      });
      // null: a job with this id is kept already (the key was sent before)
      const result = sent ?? id;
      if (!result) throw new Error(`pg-boss did not take a job for ${queue}`);
      return result;
    },
    schedule(queue, schedule) {
      scheduler.add(queue, schedule);
    },
    async list(query: JobListQuery) {
      const rows = await select((q) => {
        if (query.queue) q.filters.push(sql`name = ${query.queue}`);
        if (query.state) q.filters.push(sql`state::text in (${sql.join(STATES_OF[query.state])})`);
        q.tail = sql`order by created_on desc, id desc limit ${query.limit} offset ${query.offset}`;
        return q;
      });
      return rows.map(view);
    },
    async get(id) {
      const rows = await select((q) => {
        q.filters.push(sql`id = ${id}::uuid`);
        return q;
      });
      return rows[0] ? view(rows[0]) : undefined;
    },
    async retry(id) {
      const job = await queue_.get(id);
      if (!job || job.state !== 'failed') return false;
      // the response's count is not in pg-boss's declared type
      const result = (await boss.retry(job.queue, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },
    async depth(): Promise<QueueDepth[]> {
      const { rows } = await sql<{ name: string; state: string; count: number }>`
        select name, state::text as state, count(*)::int as count from ${table} group by name, state order by name`.execute(db);
      const byKey = new Map<string, QueueDepth>();
      for (const row of rows) {
        const state = STATE_OF[row.state] ?? 'failed';
        const key = `${row.name}\u0000${state}`;
        const entry = byKey.get(key) ?? { queue: row.name, state, count: 0 };
        entry.count += row.count;
        byKey.set(key, entry);
      }
      return [...byKey.values()];
    },
    async start() {
      if (started) return void (await started);
      started = boss.start();
      await started;
      await Promise.all([...definitions.keys()].map((queue) => work(queue)));
      scheduler.start();
    },
    async stop() {
      scheduler.stop();
      if (!started) return;
      await started.catch(() => undefined);
      // graceful: the handlers under way finish (resolves once pg-boss has stopped); the pool is ours and
      // closes after this
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
  return queue_;
}
