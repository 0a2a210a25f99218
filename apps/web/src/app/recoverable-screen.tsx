import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon, RefreshIcon } from '@/shared/ui/icons';
import { LoadingPlaceholder } from '@/shared/ui/loading-placeholder';
import type { Screen } from './route-entry';

/** The screen's own load failed: what happened and a way to try again, in place of a spinner that never ends. */
export function ScreenLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="screen-load-error" role="alert">
      <EmptyState
        icon={AlertIcon}
        title={t('screenLoad.title')}
        text={t('screenLoad.text')}
        action={
          <button type="button" className="btn btn--primary screen-load-error__retry" onClick={onRetry}>
            <RefreshIcon size="0.18rem" />
            {t('screenLoad.retry')}
          </button>
        }
      />
    </div>
  );
}

type State = 'failed' | 'loading' | 'ready';

/**
 * What a route shows after its screen's code failed to load (a release replaced the chunk, the line dropped).
 * React Router keeps whatever a route's `lazy` resolved to, and would keep a rejection too, so the route
 * gets this component for good instead: it shows the failure with a Retry button, loads the code again on
 * Retry and on the next navigation to the route, and once the code is in shows the real screen. A failed
 * attempt is never kept: every try calls `load` afresh.
 */
export function recoverableScreen(load: () => Promise<Screen>, name: string): Screen {
  let loaded: Screen | null = null;
  let pending: Promise<Screen> | null = null;
  // The failure that made this component was just seen by the person: the first mount shows it.
  let failureShown = false;

  function attempt(): Promise<Screen> {
    pending ??= load()
      .then((screen) => {
        loaded = screen;
        return screen;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function RecoverableScreen() {
    const { key } = useLocation();
    const [state, setState] = useState<State>(() => (loaded ? 'ready' : failureShown ? 'loading' : 'failed'));
    const seenKey = useRef<string | null>(null);

    const retry = useCallback(() => {
      if (loaded) {
        setState('ready');
        return;
      }
      setState('loading');
      attempt().then(
        () => setState('ready'),
        (error: unknown) => {
          console.error(`screen for ${name} failed to load again`, error);
          setState('failed');
        },
      );
    }, []);

    // The first commit of the first mount shows the failure; any later navigation here (another visit, or
    // another address on the same route) tries again.
    useEffect(() => {
      if (seenKey.current === key) return;
      const first = seenKey.current === null;
      seenKey.current = key;
      if (first && !failureShown) {
        failureShown = true;
        return;
      }
      if (!loaded) retry();
    }, [key, retry]);

    if (state === 'ready' && loaded) {
      const Loaded = loaded;
      return <Loaded />;
    }
    return state === 'failed' ? <ScreenLoadError onRetry={retry} /> : <LoadingPlaceholder />;
  }
  RecoverableScreen.displayName = `RecoverableScreen(${name})`;
  return RecoverableScreen;
}
