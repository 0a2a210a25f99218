import { failureEnvelopeSchema } from '@lobby/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Artwork drawn from an id only changes with a rename: browsers keep it for 30 days. */
export const ARTWORK_CACHE_CONTROL = 'public, max-age=2592000';

/** Brand marks and avatars: a day, so a renamed brand shows within one. */
export const DAILY_CACHE_CONTROL = 'public, max-age=86400';

/** The responses an SVG route documents: the image, or a 404 envelope. */
export const SVG_RESPONSES = {
  200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
  404: failureEnvelopeSchema,
};

/** The responses of an artwork route that serves an SVG or, for pages, its WebP (core/raster.ts). */
export const ARTWORK_RESPONSES = {
  200: {
    description: 'SVG image, or its WebP at one of the offered sizes',
    content: { 'image/svg+xml': { schema: z.string() }, 'image/webp': { schema: z.string() } },
  },
  404: failureEnvelopeSchema,
};

export function sendSvg(reply: FastifyReply, svg: string, cacheControl: string): FastifyReply {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', cacheControl).send(svg);
}
