import { SaxesParser } from 'saxes';
import type { App } from '../../src/app.ts';
import type { InjectResult } from './accounts.ts';

type Headers = Record<string, string>;

export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { headers?: Headers; payload?: unknown; token?: string } = {},
): Promise<InjectResult> {
  const headers = { ...(options.token ? { authorization: options.token } : {}), ...options.headers };
  return app.inject({ method, url, headers, payload: options.payload as never }) as unknown as Promise<InjectResult>;
}

/** GET with a query object (values as the browser would send them). */
export async function getQuery(
  app: App,
  path: string,
  query: Record<string, string | number | undefined> = {},
  options: { headers?: Headers; token?: string } = {},
) {
  const entries = Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined);
  const qs = new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString();
  return call(app, 'GET', qs ? `${path}?${qs}` : path, options);
}

export function failureOf(res: InjectResult) {
  const body = res.json();
  return { status: res.statusCode, success: body.success, errorCode: body.errorCode };
}

/** Parses the text as XML (throws on anything not well-formed) and returns the root element's attributes. */
export function parseSvg(text: string): { name: string; attributes: Record<string, string> } {
  const parser = new SaxesParser({ xmlns: true });
  let root: { name: string; attributes: Record<string, string> } | undefined;
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    if (root) return;
    const attributes: Record<string, string> = {};
    for (const [key, attr] of Object.entries(tag.attributes)) attributes[key] = typeof attr === 'string' ? attr : attr.value;
    root = { name: tag.local ?? tag.name, attributes };
  });
  parser.write(text).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** max-age of a Cache-Control header, in seconds (0 when absent). */
export function maxAge(header: unknown): number {
  const m = /max-age=(\d+)/.exec(String(header ?? ''));
  return m ? Number(m[1]) : 0;
}
