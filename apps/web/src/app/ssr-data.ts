import type { Query, QueryClient } from '@tanstack/react-query';

const MAX_DATA_PASSES = 4;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A query whose options say `meta: { serverRender: false }` is the browser's (a captcha: single use, the person's). */
function forServer(query: Query): boolean {
  return query.meta?.serverRender !== false;
}

/** Queries the last render asked for that hold no data and were not tried yet. */
function wanted(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) => q.state.data === undefined && !tried.has(q.queryHash) && isEnabled(q) && forServer(q) && q.options.queryFn,
    );
}

function withDeadline(work: Promise<unknown>, deadline: number): Promise<unknown> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, left);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Where a render's time went, for the Server-Timing header. */
export interface RenderTimings {
  passes: number;
  renderMs: number;
  dataMs: number;
}

/**
 * The server's data passes: render (`render`, to a string), fetch the queries the render asked for that
 * hold no data, and again until no new query appears, at most MAX_DATA_PASSES times and `budgetMs` long.
 * What is still on its way when the budget runs out is cancelled (the browser asks for it): the page's
 * markup and the state sent with it are then made from the same data. Otherwise a late answer could land
 * between the two, and the browser would hydrate other data than the server drew (a mismatch).
 */
export async function fillQueries(client: QueryClient, render: () => void, budgetMs: number): Promise<RenderTimings> {
  const deadline = Date.now() + budgetMs;
  const tried = new Set<string>();
  const timings: RenderTimings = { passes: 0, renderMs: 0, dataMs: 0 };
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    const started = performance.now();
    render();
    const rendered = performance.now();
    timings.passes += 1;
    timings.renderMs += rendered - started;
    const queries = wanted(client, tried);
    if (queries.length === 0 || Date.now() >= deadline) break;
    for (const query of queries) tried.add(query.queryHash);
    await withDeadline(
      Promise.allSettled(queries.map((query) => query.fetch())),
      deadline,
    );
    timings.dataMs += performance.now() - rendered;
  }
  await client.cancelQueries();
  return timings;
}
