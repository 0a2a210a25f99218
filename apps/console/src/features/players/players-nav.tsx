import { useTranslation } from 'react-i18next';
import { SubNav } from '@/shared/ui/page';

/** The players area: the grid of players, and the players whose limits refused something. */
export function PlayersNav() {
  const { t } = useTranslation();
  return (
    <SubNav
      label={t('nav.players')}
      links={[
        { to: '/players', label: t('players.all'), end: true },
        { to: '/players/limit-hits', label: t('limitHits.title') },
      ]}
    />
  );
}
