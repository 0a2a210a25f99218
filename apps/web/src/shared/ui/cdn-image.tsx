import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ImgHTMLAttributes,
  type SyntheticEvent,
} from 'react';
import { useStatusInfo } from '@/shared/api/system/get-status';
import {
  failedImageBases,
  imageBases,
  isOwnImage,
  markImageBaseFailed,
  NONE_FAILED,
  onBase,
  OWN_ORIGIN,
  pickBase,
  srcSetOnBase,
  subscribeFailedImageBases,
} from '@/shared/lib/image-cdn';

export type CdnImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string };

const getServerFailed = () => NONE_FAILED;

/** The merchant's image bases (its CDNs, then the site), from the status answer. */
export function useImageBases(): string[] {
  const cdns = useStatusInfo()?.imageCDNs;
  const key = (cdns ?? []).join('\n');
  // the list by its content, not its identity (a refetched status is a new array with the same bases)
  return useMemo(() => imageBases(key ? key.split('\n') : []), [key]);
}

/**
 * An <img> of the site's artwork that loads from the merchant's image CDNs in order, then from the site
 * itself: on an error the next base, and a base that failed is skipped by every later image of the session.
 * The server renders the first base (it knows nothing of this tab); hydration keeps it, then the image moves
 * on if its base failed meanwhile, or if the image already failed before the page came alive (an error
 * event nobody was listening to: complete with no pixels). `onError` is called only when the site itself
 * failed too, so callers keep their own fallback for a missing image.
 */
export const CdnImage = forwardRef<HTMLImageElement, CdnImageProps>(function CdnImage({ src, srcSet, onError, ...rest }, forwarded) {
  const bases = useImageBases();
  const failed = useSyncExternalStore(subscribeFailedImageBases, failedImageBases, getServerFailed);
  const [failedHere, setFailedHere] = useState<ReadonlySet<string>>(NONE_FAILED);
  const own = isOwnImage(src);
  const base = own ? pickBase(bases, failed, failedHere) : OWN_ORIGIN;
  const ref = useRef<HTMLImageElement>(null);
  useImperativeHandle(forwarded, () => ref.current as HTMLImageElement);

  const fail = useCallback(
    (event?: SyntheticEvent<HTMLImageElement>) => {
      if (base === OWN_ORIGIN) {
        if (event) onError?.(event);
        else ref.current?.dispatchEvent(new Event('error'));
        return;
      }
      markImageBaseFailed(base);
      setFailedHere((prev) => new Set([...prev, base]));
    },
    [base, onError],
  );

  // An image that failed before React listened (server-rendered, broken before hydration) shows no pixels
  // although it is complete: treat it as the error it was. A lazy image not yet loading is not complete.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail();
    // on mount only: later loads are listened to from their start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <img
      {...rest}
      ref={ref}
      src={onBase(src, base)}
      srcSet={srcSet ? srcSetOnBase(srcSet, base) : undefined}
      onError={(event) => fail(event)}
    />
  );
});
