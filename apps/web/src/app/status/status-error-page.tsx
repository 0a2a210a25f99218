import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '@/shared/ui/icons';
import { OfflineArt } from './status-art';
import { StatusScreen } from './status-screen';

/** No status and nothing cached: the app cannot know what to show, so it asks to retry. */
export function StatusErrorPage({
  onRetry,
  retrying,
  landmark,
}: {
  onRetry: () => void;
  retrying?: boolean;
  landmark?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen art={<OfflineArt />} title={t('status.error.title')} landmark={landmark}>
      <p className="status-screen__text">{t('status.error.text')}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        <RefreshIcon size="0.18rem" className={retrying ? 'spin' : undefined} />
        {t('status.error.retry')}
      </button>
    </StatusScreen>
  );
}

/** /m/error/service: the same page as a route, for the server and other screens to send people to. */
export function ServiceErrorScreen() {
  return <StatusErrorPage onRetry={() => window.location.reload()} landmark={false} />;
}
