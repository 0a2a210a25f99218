import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { documentTitle } from '@/shared/lib/document-title';
import type { RouteEntry } from '../route-entry';

/**
 * Keeps the document the brand's as the person moves around: the title names the page and the brand, and
 * the browser's theme colour is the brand's (the server put both into the first page's head already).
 */
export function useBrandDocument(entry: RouteEntry | undefined): void {
  const { t } = useTranslation();
  const brand = useStatusInfo()?.brand;
  const page = entry && entry.chrome !== 'home' ? t(entry.titleKey) : null;
  const title = documentTitle(page, brand?.name);
  const themeColor = brand?.themeColor;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (!themeColor) return;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
  }, [themeColor]);
}
