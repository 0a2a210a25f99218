import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FEEDBACK_LIMITS } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { FeedbackRepository } from './repository.ts';

export interface FeedbackImage {
  data: Buffer;
}

/** The image type by its first bytes (never by the file name or the declared type). */
export function imageTypeOf(data: Buffer): 'png' | 'jpg' | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return undefined;
}

export function createFeedbackService(deps: { repository: FeedbackRepository; dataDir: string; now: () => number }) {
  const { repository } = deps;
  const root = path.join(deps.dataDir, 'feedback');

  return {
    /**
     * Checks everything first (text bounds, image count, size and type by content), then stores the row
     * and the files together: on any failure no row and no file is left.
     */
    async submit(input: {
      merchantCode: string;
      memberId: number | null;
      ip: string;
      content: string;
      comment: string;
      images: FeedbackImage[];
    }): Promise<{ id: number }> {
      const content = input.content.trim();
      const length = [...content].length;
      if (length < FEEDBACK_LIMITS.contentMin || length > FEEDBACK_LIMITS.contentMax) {
        throw new AppError('feedback.content.invalid');
      }
      if ([...input.comment].length > FEEDBACK_LIMITS.commentMax) throw new AppError('feedback.comment.invalid');
      if (input.images.length > FEEDBACK_LIMITS.images) throw new AppError('feedback.too.many.images');
      const files = input.images.map((image, i) => {
        if (image.data.length > FEEDBACK_LIMITS.imageBytes) throw new AppError('feedback.image.too.large');
        const type = imageTypeOf(image.data);
        if (!type) throw new AppError('feedback.image.invalid');
        return { name: `${i + 1}.${type}`, data: image.data };
      });
      let dir: string | undefined;
      try {
        const id = await repository.insert(
          {
            merchantCode: input.merchantCode,
            memberId: input.memberId,
            content,
            comment: input.comment.trim(),
            images: files.map((f) => f.name),
            ip: input.ip,
            createdAt: deps.now(),
          },
          async (newId) => {
            dir = path.join(root, String(newId));
            await mkdir(dir, { recursive: true });
            for (const f of files) await writeFile(path.join(dir, f.name), f.data, { flag: 'wx' });
          },
        );
        return { id };
      } catch (err) {
        if (dir) await rm(dir, { recursive: true, force: true });
        throw err;
      }
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
