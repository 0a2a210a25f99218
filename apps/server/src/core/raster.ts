import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type SharpConstructor from 'sharp';

/**
 * Server-drawn SVG artwork as WebP, for pages: the browser decodes a WebP off its main thread, while an SVG
 * image is a document of its own that the page lays out and paints (text included) on the main thread:
 * about 1-4 ms each on a desktop CPU, 50 tiles on home. Made with sharp (libvips, librsvg for the SVG) at
 * the asked width, kept in memory (least recently used out past `maxBytes`).
 */
export interface Rasterizer {
  /**
   * The SVG as WebP, `width` px wide (kept by the SVG's text, so a redrawn artwork is a new image).
   * `naturalWidth` is the SVG's own width: librsvg draws it at the density that gives the width, so text
   * and edges stay sharp.
   */
  webp(svg: string, width: number, naturalWidth: number): Promise<Buffer>;
  /** The SVG as PNG, `width` px wide: where WebP is not taken (a web app manifest's install icons). */
  png(svg: string, width: number, naturalWidth: number): Promise<Buffer>;
}

type Sharp = typeof SharpConstructor;

let sharpModule: Promise<Sharp> | undefined;

/** sharp is a native addon: loaded on first use, so a platform without its binary still serves SVG. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // libvips' own operation cache only helps repeated operations on one image; answers are kept below.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/**
 * A photo re-encoded upright (its EXIF orientation applied) and without any metadata (EXIF location,
 * camera, ICC, XMP: sharp writes none unless asked); undefined when the bytes do not decode as one.
 * Pixels above 40 megapixels are refused before decoding (a decompression bomb).
 */
export async function cleanPhoto(data: Buffer, type: 'jpeg' | 'png'): Promise<{ data: Buffer; width: number; height: number } | undefined> {
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const out = await (type === 'jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 })).toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch {
    return undefined;
  }
}

/** WebP quality: flat vendor colours and large text stay clean at 80, a 240 px tile is about 3 KB. */
const WEBP_QUALITY = 80;

export function createRasterizer(options: { maxBytes: number }): Rasterizer {
  const kept = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(key: string, image: Buffer): void {
    kept.set(key, image);
    bytes += image.length;
    for (const [oldKey, old] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(oldKey);
      bytes -= old.length;
    }
  }

  function draw(svg: string, width: number, naturalWidth: number, format: 'webp' | 'png'): Promise<Buffer> {
    const id = `${createHash('sha256').update(svg).digest('base64url')}@${width}.${format}`;
    const hit = kept.get(id);
    if (hit) {
      // most recently used last
      kept.delete(id);
      kept.set(id, hit);
      return Promise.resolve(hit);
    }
    const pending = making.get(id);
    if (pending) return pending;
    const make = (async () => {
      const sharp = await loadSharp();
      const drawn = sharp(Buffer.from(svg), { density: (72 * width) / naturalWidth }).resize({ width });
      const image = await (format === 'webp' ? drawn.webp({ quality: WEBP_QUALITY }) : drawn.png()).toBuffer();
      keep(id, image);
      return image;
    })().finally(() => making.delete(id));
    making.set(id, make);
    return make;
  }

  return {
    webp: (svg, width, naturalWidth) => draw(svg, width, naturalWidth, 'webp'),
    png: (svg, width, naturalWidth) => draw(svg, width, naturalWidth, 'png'),
  };
}

/** The pixel size an SVG declares on its root (`width` and `height`), or null. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A wordmark SVG as WebP `height` px tall, its proportions kept (a logo is asked for by height). */
export function webpAtHeight(raster: Rasterizer, svg: string, height: number): Promise<Buffer> | null {
  const size = svgSize(svg);
  if (!size) return null;
  return raster.webp(svg, Math.max(1, Math.round((size.width * height) / size.height)), size.width);
}

export function sendWebp(reply: FastifyReply, image: Buffer, cacheControl: string): FastifyReply {
  return reply.type('image/webp').header('cache-control', cacheControl).send(image);
}

export function sendPng(reply: FastifyReply, image: Buffer, cacheControl: string): FastifyReply {
  return reply.type('image/png').header('cache-control', cacheControl).send(image);
}
