import { CONTENT_PATHS } from '@lobby/contract/paths';
import { DOWNLOAD_BONUS } from '@lobby/contract/rules';
import { resourceUrl, useDownloads } from './api/get-downloads';
import { useStatusInfo } from '@/shared/api/system/get-status';

/** The download bonus: the title shows the merchant's currency symbol with 58. */
export function useDownloadInfo() {
  const info = useStatusInfo();
  const resources = useDownloads(info?.resources);
  const code = info?.merchantCode;
  return {
    brand: info?.brand.name ?? '',
    bonus: `${info?.currency.symbol ?? ''}${DOWNLOAD_BONUS}`,
    // The merchant's icon, else the one the server draws for the brand.
    iconUrl:
      resourceUrl(resources, 'AppDownloadIcon') ?? (code ? `${CONTENT_PATHS.download}/${code}/app-icon.svg` : undefined),
    androidUrl: resourceUrl(resources, 'Android'),
    iosUrl: resourceUrl(resources, 'IOS'),
    profileUrl: resourceUrl(resources, 'MOBILECONFIG'),
  };
}

export type DownloadInfo = ReturnType<typeof useDownloadInfo>;
