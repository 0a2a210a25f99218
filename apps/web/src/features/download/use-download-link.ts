import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/lib/toast';

/**
 * A download link that first asks our own server whether the file is there (HEAD): a missing build
 * answers with the error catalogue's "not uploaded yet" text instead of a JSON file saved as an APK.
 * Links to other hosts (an app store, a CDN) are followed as they are.
 */
export function useDownloadLink(url: string | undefined) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!url || !url.startsWith('/')) return;
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    try {
      const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
      if (response.ok) window.location.assign(url);
      else toast.error(t(response.status === 404 ? 'errors.download.not.available' : 'errors.common.unknown'));
    } catch {
      toast.error(t('errors.network'));
    } finally {
      setChecking(false);
    }
  }

  return { href: url, onClick, checking };
}
