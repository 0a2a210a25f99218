import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fillQueries } from './ssr-data';

/** A stand-in for a render: asks for the queries in `keys` (as components would), once per pass. */
function renderAsking(client: QueryClient, queries: Record<string, () => Promise<unknown>>) {
  return () => {
    for (const [key, queryFn] of Object.entries(queries)) client.getQueryCache().build(client, { queryKey: [key], queryFn, retry: false });
  };
}

describe("the server's data passes", () => {
  it('fetch what the render asked for, again for what the next render asks', async () => {
    const client = new QueryClient();
    let second = false;
    const render = () => {
      renderAsking(client, { status: async () => 'ok' })();
      // a list that waits for its categories, as home's does
      if (client.getQueryData(['status']) !== undefined) {
        second = true;
        renderAsking(client, { list: async () => [1, 2] })();
      }
    };
    const timings = await fillQueries(client, render, 1000);
    expect(second).toBe(true);
    expect(client.getQueryData(['list'])).toEqual([1, 2]);
    expect(timings.passes).toBe(3);
  });

  it('drop an answer still on its way when the budget runs out: it cannot land after the page is made', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (answer = resolve));
    await fillQueries(client, renderAsking(client, { fast: async () => 'here', slow }), 50);
    expect(client.getQueryData(['fast'])).toBe('here');
    // the markup and the state are made now; the late answer arrives
    answer('too late');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData(['slow'])).toBeUndefined();
    expect(client.getQueryState(['slow'])?.fetchStatus).toBe('idle');
  });
});
