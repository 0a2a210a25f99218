import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="state">
      <h1>{t('common.notFound')}</h1>
      <Link to="/">{t('nav.dashboard')}</Link>
    </div>
  );
}
