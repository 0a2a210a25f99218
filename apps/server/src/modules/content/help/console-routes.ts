import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import type { ConsoleHelpArticle } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import { route } from '../../../core/endpoint-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { merchantTexts } from '../../../lib/localized-texts.ts';
import type { HelpArticleRecord, HelpConsoleRepository } from './console-repository.ts';

export interface HelpConsoleRoutesOptions {
  repository: HelpConsoleRepository;
  merchants: MerchantService;
}

function view(a: HelpArticleRecord): ConsoleHelpArticle {
  return {
    tag: a.tag,
    parentTag: a.parentTag,
    sort: a.sort,
    titles: Object.fromEntries(Object.entries(a.texts).map(([l, t]) => [l, t.title])),
    bodies: Object.fromEntries(Object.entries(a.texts).map(([l, t]) => [l, t.content])),
  };
}

function notFound(tag: string): AppError {
  return new AppError('request.not.found', { message: `No help article ${tag}.` });
}

/** The merchant's help centre articles, written by operators, in the /ops scope. */
const helpConsoleRoutes: FastifyPluginAsyncZod<HelpConsoleRoutesOptions> = async (app, { repository, merchants }) => {
  async function merchantOf(code: string): Promise<ResolvedMerchant> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m;
  }

  /** The help centre is two levels deep: a parent is an existing top-level article other than the article itself. */
  async function checkParent(merchantCode: string, tag: string, parentTag: string | null): Promise<void> {
    if (parentTag === null) return;
    if (parentTag === tag) throw new AppError('request.invalid', { message: 'An article cannot be its own parent.' });
    const parent = await repository.get(merchantCode, parentTag);
    if (!parent) throw new AppError('request.invalid', { message: `parentTag ${parentTag} is not an article of ${merchantCode}.` });
    if (parent.parentTag !== null) throw new AppError('request.invalid', { message: `parentTag ${parentTag} is not a top-level article.` });
    const children = (await repository.list(merchantCode)).filter((a) => a.parentTag === tag);
    if (children.length > 0) throw new AppError('request.invalid', { message: `${tag} has articles under it: it stays top-level.` });
  }

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.help,
    async (request) => ok({ list: (await repository.list((await merchantOf(request.query.merchant)).code)).map(view) }),
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.createHelpArticle,
    async (request) => {
      const m = await merchantOf(request.query.merchant);
      const body = request.body;
      if (await repository.get(m.code, body.tag)) throw new AppError('request.invalid', { message: `${body.tag} already exists.` });
      const texts = merchantTexts(m, body.titles, body.bodies);
      const parentTag = body.parentTag ?? null;
      await checkParent(m.code, body.tag, parentTag);
      await repository.put(m.code, { tag: body.tag, parentTag, sort: body.sort ?? 0, texts });
      const created = view((await repository.get(m.code, body.tag))!);
      request.auditChange({ merchant: m.code, target: { tag: body.tag }, before: null, after: created });
      return ok(created);
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.updateHelpArticle,
    async (request) => {
      const m = await merchantOf(request.query.merchant);
      const { tag } = request.params;
      const current = await repository.get(m.code, tag);
      if (!current) throw notFound(tag);
      const patch = request.body;
      const titles = patch.titles ?? Object.fromEntries(Object.entries(current.texts).map(([l, t]) => [l, t.title]));
      const bodies = {
        ...Object.fromEntries(Object.entries(current.texts).filter(([l]) => l in titles).map(([l, t]) => [l, t.content])),
        ...(patch.bodies ?? {}),
      };
      const texts = merchantTexts(m, titles, bodies);
      const parentTag = patch.parentTag === undefined ? current.parentTag : patch.parentTag;
      if (parentTag !== current.parentTag) await checkParent(m.code, tag, parentTag);
      await repository.put(m.code, { tag, parentTag, sort: patch.sort ?? current.sort, texts });
      const after = view((await repository.get(m.code, tag))!);
      request.auditChange({ merchant: m.code, before: view(current), after });
      return ok(after);
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.deleteHelpArticle,
    async (request) => {
      const m = await merchantOf(request.query.merchant);
      const current = await repository.get(m.code, request.params.tag);
      if (!current || !(await repository.remove(m.code, request.params.tag))) throw notFound(request.params.tag);
      request.auditChange({ merchant: m.code, before: view(current), after: null });
      return ok(null);
    },
  );
};

export default helpConsoleRoutes;
