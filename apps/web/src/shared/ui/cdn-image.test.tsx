import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusKeys } from '@/shared/api/system/get-status';
import { failedImageBases, imageBases, resetFailedImageBases, srcSetOnBase } from '@/shared/lib/image-cdn';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';
import { CdnImage } from './cdn-image';

const DEAD = 'http://127.0.0.1:9';
const SECOND = 'https://img2.example.com/lucky';

function client(imageCDNs: string[]) {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  c.setQueryData(statusKeys.all, makeStatus({ info: { imageCDNs } }));
  return c;
}

function Images({ onError }: { onError?: () => void }) {
  return (
    <>
      <CdnImage data-testid="tile" src="/media/games/JILI-1.svg" alt="" onError={onError} />
      <CdnImage data-testid="logo" src="https://other.example/logo.png" alt="" />
    </>
  );
}

beforeEach(() => {
  resetFailedImageBases();
  // the status is set by hand; a refetch would only answer the same
  mockFetch({ '/wps/system/status': () => envelope(makeStatus()) });
});
afterEach(() => {
  resetFailedImageBases();
});

describe('image CDN bases', () => {
  it('keeps each http(s) base once without its trailing slash, the site itself last', () => {
    expect(imageBases([`${DEAD}/`, SECOND, 'ftp://x.example', 'not a url', SECOND])).toEqual([DEAD, SECOND, '']);
    expect(imageBases(undefined)).toEqual(['']);
  });

  it('moves every candidate of a srcset onto the base, descriptors kept', () => {
    expect(srcSetOnBase('/media/games/a-160.webp 160w, /media/games/a-240.webp 240w', SECOND)).toBe(
      `${SECOND}/media/games/a-160.webp 160w, ${SECOND}/media/games/a-240.webp 240w`,
    );
  });
});

describe('CdnImage', () => {
  it('tries the CDNs in order, then the site, then gives up to the caller', () => {
    const gaveUp = vi.fn();
    render(
      <QueryClientProvider client={client([DEAD, SECOND])}>
        <Images onError={gaveUp} />
      </QueryClientProvider>,
    );
    const tile = screen.getByTestId('tile');
    expect(tile).toHaveAttribute('src', `${DEAD}/media/games/JILI-1.svg`);
    // Another site's image is never moved.
    expect(screen.getByTestId('logo')).toHaveAttribute('src', 'https://other.example/logo.png');
    fireEvent.error(tile);
    expect(tile).toHaveAttribute('src', `${SECOND}/media/games/JILI-1.svg`);
    fireEvent.error(tile);
    expect(tile).toHaveAttribute('src', '/media/games/JILI-1.svg');
    expect(gaveUp).not.toHaveBeenCalled();
    fireEvent.error(tile);
    expect(gaveUp).toHaveBeenCalledTimes(1);
  });

  it('remembers a failed CDN for the session: later images start at the next one', () => {
    const c = client([DEAD, SECOND]);
    const first = render(
      <QueryClientProvider client={c}>
        <CdnImage data-testid="one" src="/media/banners/1.svg" alt="" />
      </QueryClientProvider>,
    );
    fireEvent.error(screen.getByTestId('one'));
    expect(sessionStorage.getItem('MC_FAILED_IMAGE_CDNS')).toBe(JSON.stringify([DEAD]));
    first.unmount();
    render(
      <QueryClientProvider client={c}>
        <CdnImage data-testid="two" src="media/vendors/JILI.svg" srcSet="/media/games/a-160.webp 160w" alt="" />
      </QueryClientProvider>,
    );
    const two = screen.getByTestId('two');
    expect(two).toHaveAttribute('src', `${SECOND}/media/vendors/JILI.svg`);
    expect(two).toHaveAttribute('srcset', `${SECOND}/media/games/a-160.webp 160w`);
    // The second CDN works for this one; it is not given up for the others.
    expect([...failedImageBases()]).toEqual([DEAD]);
  });

  it('without CDNs loads from the site', () => {
    render(
      <QueryClientProvider client={client([])}>
        <CdnImage data-testid="tile" src="/media/games/JILI-1.svg" alt="" />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('tile')).toHaveAttribute('src', '/media/games/JILI-1.svg');
  });

  it('on a server-rendered page: the first base in the HTML, and an image that failed before hydration moves on', async () => {
    const html = renderToString(
      <QueryClientProvider client={client([DEAD, SECOND])}>
        <CdnImage data-testid="tile" src="/media/games/JILI-1.svg" alt="" />
      </QueryClientProvider>,
    );
    expect(html).toContain(`src="${DEAD}/media/games/JILI-1.svg"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const img = container.querySelector('img')!;
    // The browser tried it before the app came alive: complete, no pixels.
    Object.defineProperty(img, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => 0 });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={client([DEAD, SECOND])}>
          <CdnImage data-testid="tile" src="/media/games/JILI-1.svg" alt="" />
        </QueryClientProvider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(img).toHaveAttribute('src', `${SECOND}/media/games/JILI-1.svg`);
    expect([...failedImageBases()]).toEqual([DEAD]);
    container.remove();
  });
});
