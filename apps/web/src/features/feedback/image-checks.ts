import { FEEDBACK_LIMITS } from '@lobby/contract/rules';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Why a picked file is not attached; the server would refuse it the same way. */
export type ImageProblem = 'wrongType' | 'tooLarge' | 'tooMany';

export interface PickedImage {
  id: string;
  file: File;
  /** an object URL for the thumbnail; revoked when the image is removed or the form goes away */
  url: string;
}

function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer: every browser we serve and the test DOM have it.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

const startsWith = (bytes: Uint8Array, sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/**
 * PNG or JPEG by the file's first bytes, as the server checks: a name or a declared type can lie (a
 * renamed text file, a HEIC photo called .jpg), the bytes do not.
 */
export async function isPngOrJpeg(file: Blob): Promise<boolean> {
  try {
    const bytes = await firstBytes(file, PNG.length);
    return startsWith(bytes, PNG) || startsWith(bytes, JPEG);
  } catch {
    return false;
  }
}

/**
 * Which of `files` can join the `already` attached ones, in order, and what is wrong with each of the
 * others: the count first (no more than FEEDBACK_LIMITS.images in all), then the size, then the bytes.
 */
export async function checkImages(
  files: readonly File[],
  already: number,
): Promise<{ accepted: File[]; refused: { file: File; problem: ImageProblem }[] }> {
  const accepted: File[] = [];
  const refused: { file: File; problem: ImageProblem }[] = [];
  for (const file of files) {
    if (already + accepted.length >= FEEDBACK_LIMITS.images) refused.push({ file, problem: 'tooMany' });
    else if (file.size > FEEDBACK_LIMITS.imageBytes) refused.push({ file, problem: 'tooLarge' });
    else if (!(await isPngOrJpeg(file))) refused.push({ file, problem: 'wrongType' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Characters as the server counts them (code points, not UTF-16 units), so both sides agree on every limit. */
export function characterCount(text: string): number {
  return [...text].length;
}
