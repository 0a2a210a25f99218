import { useTranslation } from 'react-i18next';
import { SubNav } from '@/shared/ui/page';

export function ContentNav() {
  const { t } = useTranslation();
  return (
    <SubNav
      label={t('nav.content')}
      links={[
        { to: '/content/announcements', label: t('content.announcements') },
        { to: '/content/promotions', label: t('promotions.title') },
        { to: '/content/help', label: t('help.title') },
        { to: '/content/messages', label: t('messages.title') },
      ]}
    />
  );
}
