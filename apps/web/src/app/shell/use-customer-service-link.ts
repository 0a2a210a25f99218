import { useEffect, useState } from 'react';
import type { StatusInfo } from '@lobby/contract';
import { decryptPath } from '@lobby/contract/rules';

export interface ContactLink {
  url: string;
  label: string;
}

/** Only web links leave the app; anything else in a decrypted path is treated as broken data. */
function isSafeUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The first customer-service link (its path arrives encrypted; the last 8 characters are the
 * key), else the first social link, else none.
 */
export function useContactLink(info: StatusInfo | undefined): ContactLink | null {
  const [link, setLink] = useState<ContactLink | null>(null);
  const first = info?.customerService[0];
  const social = info?.socialLinks.find((s) => isSafeUrl(s.url));

  useEffect(() => {
    let cancelled = false;
    const fallback = social ? { url: social.url, label: social.labelNameEn } : null;
    if (!first) {
      setLink(fallback);
      return;
    }
    decryptPath(first.path)
      .then((url) => {
        if (!cancelled) setLink(isSafeUrl(url) ? { url, label: first.title } : fallback);
      })
      .catch((error: unknown) => {
        console.error('customer-service link could not be decrypted', error);
        if (!cancelled) setLink(fallback);
      });
    return () => {
      cancelled = true;
    };
  }, [first, social]);

  return link;
}
