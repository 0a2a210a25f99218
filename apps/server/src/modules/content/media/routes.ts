import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, parseRasterLogo } from '@lobby/contract';
import { createRasterizer, sendPng, sendWebp, webpAtHeight } from '../../../core/raster.ts';
import { DAILY_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { BRAND_ICONS, brandIconSvg, brandLogoSvg, type BrandIconFile } from './service.ts';

export interface MediaRoutesOptions {
  merchants: MerchantService;
}

const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { merchants }) => {
  // Brand names change rarely and the SVG is cheap to make, but the header asks for it on every page.
  const cache = new Map<string, string>();
  function logoOf(merchant: { code: string; name: string }): string {
    const key = `${merchant.code}\n${merchant.name}`;
    let svg = cache.get(key);
    if (!svg) {
      svg = brandLogoSvg(merchant.name);
      cache.set(key, svg);
    }
    return svg;
  }
  // Logos as WebP: a few sizes per brand, kept by their SVG's text (a renamed brand is a new image).
  const logoRaster = createRasterizer({ maxBytes: 2 * 1024 * 1024 });

  app.get(
    '/media/brand/:code/logo.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Brand wordmark (SVG) of a merchant',
        params: z.object({ code: z.string().max(64) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const merchant = await merchants.byCode(request.params.code);
      if (!merchant) throw new AppError('request.not.found');
      return sendSvg(reply, logoOf(merchant), DAILY_CACHE_CONTROL);
    },
  );

  // The logo as pages show it: WebP at the height it is shown (its text is no work for the page's main thread).
  app.get(
    '/media/brand/:code/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Brand wordmark as WebP for pages: /media/brand/<code>/logo-h<height>.webp, 16 to 192 px tall',
        params: z.object({ code: z.string().max(64), file: z.string().max(64) }),
        response: {
          200: { description: 'WebP image', content: { 'image/webp': { schema: z.string() } } },
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const merchant = await merchants.byCode(request.params.code);
      const raster = parseRasterLogo(request.params.file);
      if (!merchant || raster?.name !== 'logo') throw new AppError('request.not.found');
      const image = await webpAtHeight(logoRaster, logoOf(merchant), raster.height);
      if (!image) throw new AppError('request.not.found');
      return sendWebp(reply, image, DAILY_CACHE_CONTROL);
    },
  );

  // A handful of PNGs per brand; kept by their SVG's text, so a renamed or recoloured brand is a new image.
  const raster = createRasterizer({ maxBytes: 4 * 1024 * 1024 });
  const iconFiles = Object.keys(BRAND_ICONS) as [BrandIconFile, ...BrandIconFile[]];

  app.get(
    '/media/brand/:code/icons/:file',
    {
      schema: {
        tags: ['media'],
        summary: "A brand's app icon (PNG): the web app manifest's icons and the iOS home-screen icon",
        params: z.object({ code: z.string().max(64), file: z.string().max(64) }),
        response: {
          200: { description: 'PNG image', content: { 'image/png': { schema: z.string() } } },
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const merchant = await merchants.byCode(request.params.code);
      const file = iconFiles.find((name) => name === request.params.file);
      if (!merchant || !file) throw new AppError('request.not.found');
      const { size, maskable } = BRAND_ICONS[file];
      const png = await raster.png(brandIconSvg(merchant.name, merchant.appearance, maskable), size, 512);
      return sendPng(reply, png, DAILY_CACHE_CONTROL);
    },
  );
};

export default mediaRoutes;
