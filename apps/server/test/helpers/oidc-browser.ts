import type { App } from '../../src/app.ts';

type Headers = Record<string, string>;

export interface BrowserResponse {
  status: number;
  location: string | undefined;
  body: string;
  /** Set-Cookie of this answer, parsed */
  cookies: { name: string; value: string; httpOnly?: boolean; secure?: boolean; sameSite?: string; path?: string; maxAge?: number; expires?: Date }[];
}

/**
 * A browser for inject: keeps cookies (by name; paths are not needed by these flows), sends them back,
 * follows redirects when asked. Requests to other origins go through `remote` (real HTTP) when given.
 */
export class TestBrowser {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly options: { host?: string; remoteOrigin?: string } = {},
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(cookies: BrowserResponse['cookies']): void {
    for (const c of cookies) {
      const gone = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.value === '';
      if (gone) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { form?: Record<string, string>; headers?: Headers } = {},
  ): Promise<BrowserResponse> {
    const target = new URL(url, 'http://localhost');
    const headers: Headers = { ...options.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let res: BrowserResponse;
    if (this.options.remoteOrigin && target.origin === this.options.remoteOrigin) {
      if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
      const r = await fetch(target, {
        method,
        headers,
        body: options.form ? new URLSearchParams(options.form).toString() : undefined,
        redirect: 'manual',
      });
      const cookies = r.headers.getSetCookie().map((line) => {
        const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
        const i = pair.indexOf('=');
        const expires = attrs.find((a) => /^expires=/i.test(a));
        return {
          name: pair.slice(0, i),
          value: pair.slice(i + 1),
          expires: expires ? new Date(expires.slice(8)) : undefined,
        };
      });
      res = { status: r.status, location: r.headers.get('location') ?? undefined, body: await r.text(), cookies };
    } else {
      headers.host = this.options.host ?? (target.host || 'localhost');
      if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
      const r = await this.app.inject({
        method,
        url: `${target.pathname}${target.search}`,
        headers,
        payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
      });
      const location = r.headers.location;
      res = {
        status: r.statusCode,
        location: typeof location === 'string' ? location : undefined,
        body: r.body,
        cookies: r.cookies as BrowserResponse['cookies'],
      };
    }
    this.keep(res.cookies);
    return res;
  }

  /** Follows redirects from `res` until a non-redirect or until `stop(url)` says to leave it to the test. */
  async follow(
    res: BrowserResponse,
    base: string,
    stop: (url: URL) => boolean = () => false,
  ): Promise<{ res: BrowserResponse; url: string }> {
    let current = res;
    let url = base;
    for (let hops = 0; hops < 12 && current.status >= 300 && current.status < 400 && current.location; hops++) {
      const next = new URL(current.location, url);
      url = next.href;
      if (stop(next)) return { res: current, url };
      current = await this.request('GET', url);
    }
    return { res: current, url };
  }
}

/** The form action of an interaction page. */
export function formAction(html: string): string {
  const m = /<form method="post" action="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new Error(`no form in page: ${html.slice(0, 300)}`);
  return m[1].replace(/&#(\d+);/g, (_s, n: string) => String.fromCharCode(Number(n)));
}
