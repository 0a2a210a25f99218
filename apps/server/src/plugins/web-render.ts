import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import {
  LANGUAGE_TAGS,
  pickLanguage,
  REMEMBER_COOKIE,
  SESSION_COOKIE,
  type Language,
} from '@lobby/contract/rules';
import type { ResolvedMerchant } from '../core/merchants/service.ts';
import { sanitizeContentHtml } from '../lib/sanitize-html.ts';
import { brandHead } from './brand-head.ts';
import { hostMerchant, pageMerchant } from './page-merchant.ts';
import { bootTags, type BootData } from './web-boot.ts';

/**
 * Server rendering of the web app's public pages. The web build has two halves: `dist/` for the browser
 * and `dist-ssr/entry-server.js` (src/entry-server.tsx) for this plugin. For a page navigation this works
 * out what the browser would show (merchant, language, theme, the session behind the cookie), asks the
 * entry to render, and streams index.html with the markup inside #root and the page's state beside it.
 * Member pages, a missing build and any render failure fall back to the plain index.html, which the
 * browser renders itself: server rendering makes pages faster, never breaks them.
 */

/** The preference cookies the web app writes (shared/lib/storage.ts writeCookie), same names as its storage keys. */
const COOKIES = { language: 'language', theme: 'theme' } as const;

interface SessionInfo {
  type: number;
  merchantCode: string;
  userName: string;
  firstTimeLogin: boolean;
  expiresAt: number;
}

interface RenderInput {
  url: string;
  merchant: string;
  language: Language;
  theme: 'dark' | 'light';
  session: SessionInfo | null;
  canRenew: boolean;
  fetch: typeof fetch;
  html: { sanitize(html: string): string; text(html: string): string };
}

type RenderResult =
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status?: number; modules?: string[]; title?: string; state: string; pipe(destination: Writable): void };

/** The app's entry module and the modules Vite preloads beside it, in index.html. */
const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/**
 * The modules the app's entry starts with: its dynamic imports, which are its start-up steps (React's
 * renderer, then the app), each evaluated in a task of its own. They load beside the entry.
 */
export function startModules(manifest: Manifest): string[] {
  return Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
}

/**
 * The stylesheets and scripts of a screen's modules and everything they import statically, from the
 * browser build's manifest: the page must not show the screen unstyled until its script has loaded (the
 * layout would jump), and its chunks can download while the page parses.
 */
export function screenAssets(manifest: Manifest, modules: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { css: [...css], js: [...js] };
}

interface Entry {
  render(input: RenderInput): Promise<RenderResult>;
}

interface Template {
  mtimeMs: number;
  /** index.html up to the opening <html …> tag's attributes */
  head: string;
  /** after <html …> up to and including <div id="root"> */
  beforeRoot: string;
  /** from </div> of #root to the end */
  afterRoot: string;
}

const ROOT = '<div id="root">';
const HTML_TAG = /<html[^>]*>/;

function splitTemplate(html: string, mtimeMs: number): Template | null {
  const tag = HTML_TAG.exec(html);
  const root = html.indexOf(`${ROOT}</div>`);
  if (!tag || root < 0) return null;
  return {
    mtimeMs,
    head: html.slice(0, tag.index),
    beforeRoot: html.slice(tag.index + tag[0].length, root + ROOT.length),
    afterRoot: html.slice(root + ROOT.length),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The server's side of the web app's HTML helpers: the stored-content cleaner and its words (previews). */
const HTML = {
  sanitize: (html: string) => sanitizeContentHtml(html),
  text(html: string): string {
    const marked = sanitizeContentHtml(html).replace(/<br\s*\/?>|<\/(p|li|div|h1|h2|h3|h4|tr)>/gi, '$& ');
    return decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }))
      .replace(/\s+/g, ' ')
      .trim();
  },
};

function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag.length > 0 && tag.length <= 35)
    .slice(0, 10);
}

export interface WebRenderer {
  /** Streams the server-rendered page, or returns false when the browser should render it (send index.html). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export function createWebRenderer(app: FastifyInstance, webDist: string): WebRenderer {
  const indexFile = path.join(webDist, 'index.html');
  const ssrDist = `${webDist}-ssr`;
  const manifestFile = path.join(ssrDist, '.vite', 'manifest.json');
  const browserManifestFile = path.join(webDist, '.vite', 'manifest.json');
  let browserManifest: { mtimeMs: number; value: Manifest } | null = null;

  function currentBrowserManifest(): Manifest {
    if (!existsSync(browserManifestFile)) return {};
    const { mtimeMs } = statSync(browserManifestFile);
    if (browserManifest?.mtimeMs !== mtimeMs) {
      browserManifest = { mtimeMs, value: JSON.parse(readFileSync(browserManifestFile, 'utf8')) as Manifest };
    }
    return browserManifest.value;
  }

  const stylesheets = new Map<string, string>();

  /** A built stylesheet's text (hashed names never change content, so kept once read). */
  function stylesheet(file: string): string | null {
    let text = stylesheets.get(file);
    if (text === undefined) {
      const full = path.join(webDist, file);
      if (!full.startsWith(path.join(webDist, 'assets') + path.sep) || !existsSync(full)) return null;
      text = readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style');
      stylesheets.set(file, text);
    }
    return text;
  }

  /**
   * A stylesheet inline, followed by a disabled link to its file: the browser neither fetches nor applies a
   * disabled stylesheet, but the bundler's loader finds it when the app imports a chunk whose CSS this is,
   * and does not add the same rules a second time (each such addition recalculated the style of the whole
   * page, and every later recalculation matched twice the rules).
   */
  function inlineStyle(file: string): string {
    const text = stylesheet(file);
    return text === null
      ? `<link rel="stylesheet" crossorigin href="/m/${file}">`
      : `<style data-href="/m/${file}">${text}</style><link rel="stylesheet" href="/m/${file}" disabled>`;
  }

  /**
   * The page around a server-rendered screen: index.html's head with every stylesheet the screen needs
   * inline (no request stands between the HTML and the first paint) and without the theme script (the
   * server already put the theme on <html>). The app's entry and its modules, with the screen's chunks, are
   * not in the head: the boot script at the end of the body loads them once the page has painted.
   */
  function pageParts(template: Template, modules: readonly string[]): { beforeRoot: string; afterRoot: string; boot: BootData | null } {
    const manifest = currentBrowserManifest();
    const { css, js } = screenAssets(manifest, [...startModules(manifest), ...modules]);
    let entry: string | null = null;
    const preload: string[] = [];
    const takeScripts = (html: string) =>
      html
        .replace(MODULE_SCRIPT, (tag, src: string) => {
          if (entry !== null) return tag;
          entry = src;
          return '';
        })
        .replace(MODULE_PRELOAD, (_tag, href: string) => {
          preload.push(href);
          return '';
        });
    let beforeRoot = takeScripts(template.beforeRoot);
    let afterRoot = takeScripts(template.afterRoot);
    if (entry === null) {
      // Not the app's usual page (no entry module found): leave its scripts as they are.
      beforeRoot = template.beforeRoot;
      afterRoot = template.afterRoot;
    } else {
      for (const file of js) if (!preload.includes(`/m/${file}`) && entry !== `/m/${file}`) preload.push(`/m/${file}`);
    }
    const missing = (file: string) => !beforeRoot.includes(`/m/${file}"`);
    beforeRoot = beforeRoot
      .replace(/<script src="\/m\/theme-init\.js"><\/script>\s*/, '')
      .replace(/<link rel="stylesheet" crossorigin href="\/m\/(assets\/[^"]+\.css)">/g, (_tag, file: string) => inlineStyle(file))
      .replace('</head>', `${css.filter(missing).map(inlineStyle).join('')}</head>`);
    return { beforeRoot, afterRoot, boot: entry === null ? null : { entry, preload } };
  }

  let template: Template | null = null;
  let entry: { mtimeMs: number; module: Promise<Entry> } | null = null;

  // Both are checked per request (a stat), so `npm run build` while the server runs is picked up.
  function currentTemplate(): Template | null {
    const { mtimeMs } = statSync(indexFile);
    if (template?.mtimeMs !== mtimeMs) template = splitTemplate(readFileSync(indexFile, 'utf8'), mtimeMs);
    return template;
  }

  // The entry's file name carries a hash per build (the manifest names it): a rebuild is a new module URL.
  // Never a query string on the same file, which would load a second copy beside the one its chunks import.
  function currentEntry(): Promise<Entry> | null {
    if (!existsSync(manifestFile)) return null;
    const { mtimeMs } = statSync(manifestFile);
    if (entry?.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
      const file = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
      if (!file) return null;
      entry = { mtimeMs, module: import(pathToFileURL(path.join(ssrDist, file)).href) as Promise<Entry> };
    }
    return entry.module;
  }

  async function sessionOf(request: FastifyRequest, merchant: ResolvedMerchant): Promise<SessionInfo | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const found = await app.sessions.authenticate(token, merchant.code).catch(() => null);
    if (!found) return null;
    return {
      type: found.type,
      merchantCode: found.sessionMerchantCode,
      userName: found.userName,
      firstTimeLogin: false,
      expiresAt: found.expiresAt,
    };
  }

  /** The API client's transport on the server: the app's own routes in process, as this browser. */
  function transport(request: FastifyRequest, withCookies: boolean): typeof fetch {
    return async (input, init) => {
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => {
        headers[key] = value;
      });
      headers.host = request.headers.host ?? 'localhost';
      if (withCookies && request.headers.cookie) headers.cookie = request.headers.cookie;
      // the page's data calls carry its request id and are not logged or counted apart from it
      Object.assign(headers, app.subrequestHeaders, { 'x-request-id': request.id });
      const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers,
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(bodyless ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  async function send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const load = currentEntry();
    const shell = existsSync(indexFile) ? currentTemplate() : null;
    if (!load || !shell) return false;
    let result: RenderResult;
    let input: RenderInput;
    let merchant: ResolvedMerchant;
    let ownHost: boolean;
    try {
      merchant = await pageMerchant(app, request);
      ownHost = merchant.code === (await hostMerchant(app, request)).code;
      const session = await sessionOf(request, merchant);
      const cookieTheme = request.cookies[COOKIES.theme];
      input = {
        url: `http://${request.headers.host ?? 'localhost'}${request.url}`,
        merchant: merchant.code,
        language: pickLanguage(
          request.cookies[COOKIES.language],
          acceptedLanguages(request.headers['accept-language']),
          merchant.languages,
          merchant.defaultLanguage,
        ),
        theme: cookieTheme === 'light' ? 'light' : 'dark',
        session,
        canRenew: session === null && (request.cookies[REMEMBER_COOKIE] !== undefined || request.cookies[SESSION_COOKIE] !== undefined),
        fetch: transport(request, session !== null || request.cookies[SESSION_COOKIE] !== undefined),
        html: HTML,
      };
      result = await (await load).render(input);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the browser renders the page');
      return false;
    }
    if (result.kind === 'browser') return false;
    if (result.kind === 'redirect') {
      reply.redirect(result.location, result.status);
      return true;
    }

    const out = new PassThrough();
    const page = result;
    const parts = pageParts(shell, page.modules ?? []);
    parts.beforeRoot = brandHead(parts.beforeRoot, merchant, { title: page.title || merchant.name, ownHost });
    out.write(`${shell.head}<html lang="${LANGUAGE_TAGS[input.language]}" data-theme="${input.theme}">${parts.beforeRoot}`);
    const markup = new Writable({
      write(chunk, _encoding, done) {
        out.write(chunk, done);
      },
      final(done) {
        const boot = parts.boot ? bootTags(parts.boot) : '';
        out.end(
          `</div><script type="application/json" id="ssr-state">${page.state}</script>${boot}${parts.afterRoot.slice('</div>'.length)}`,
        );
        done();
      },
      destroy(error, done) {
        if (error) out.destroy(error);
        done(error);
      },
    });
    page.pipe(markup);
    // The status gate's pages say what they are: 503 (with when to look again) under maintenance, 451 in a
    // blocked region; the page itself explains it to the person.
    const code = page.status ?? 200;
    if (code === 503) reply.header('retry-after', '300');
    reply
      .code(code)
      .type('text/html; charset=utf-8')
      // Per merchant, language, theme and person: never shared. A member's page holds their balance.
      .header('cache-control', input.session ? 'private, no-store' : 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(out);
    return true;
  }

  return { send };
}

