import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';

/** What a screen that crashed shows instead of the router's developer page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div className="state state-error" role="alert" style={{ margin: 24 }}>
      <p>
        {t('common.failed')} {error instanceof Error ? error.message : ''}
      </p>
      <Link className="btn" to="/" reloadDocument>
        {t('nav.dashboard')}
      </Link>
    </div>
  );
}
