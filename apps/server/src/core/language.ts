import { isLanguage, languageFromTag } from '@lobby/contract';
import type { Language } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { ResolvedMerchant } from './merchants/service.ts';

/** The `Language` header: a platform code (EN, TY, …) or a BCP 47 tag; anything else reads as EN. */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'EN';
  const upper = header.trim().toUpperCase();
  if (isLanguage(upper)) return upper;
  return languageFromTag(header.trim()) ?? 'EN';
}

/** The language of localized names: the query's, else the Language header's, else the merchant's default. */
export function gameLanguage(query: string | undefined, header: string | undefined, merchant: ResolvedMerchant): Language {
  const raw = query?.trim() || header?.trim();
  return raw ? languageOf(raw) : merchant.defaultLanguage;
}

/** gameLanguage of a request: its `language` query parameter, its Language header, its merchant. */
export function gameLanguageOf(request: FastifyRequest & { query: { language?: string } }): Language {
  return gameLanguage(request.query.language, request.headers.language as string | undefined, request.merchant);
}

/** languageOf a request's Language header (text: the tenant headers schema checked it). */
export function headerLanguageOf(request: FastifyRequest): Language {
  return languageOf(request.headers.language as string | undefined);
}
