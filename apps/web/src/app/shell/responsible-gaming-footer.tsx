import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isTrialType, RESPONSIBLE_GAMING_HELP_TAG } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { getHref } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';

/**
 * The foot of every page with the app's chrome: the brand's minimum age (18+ or 21+, from its jurisdiction's
 * configuration), the play-responsibly line, the way to responsible gaming, and the brand's copyright. From
 * the status answer, which the server renders with the page. A real member's way leads to their own limits,
 * breaks and statement; visitors and trial players (who have none to set) read the brand's article.
 */
export function ResponsibleGamingFooter() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const session = useSession();
  if (!info) return null;
  const member = session !== null && !isTrialType(session.type);
  const age = info.ageLimit;
  return (
    <footer className="rg-footer">
      <div className="rg-footer__row">
        <span className="rg-footer__age" role="img" aria-label={t('responsibleGaming.badge', { age })}>
          {t('responsibleGaming.age', { age })}
        </span>
        <p className="rg-footer__notice">{t('responsibleGaming.notice', { age })}</p>
      </div>
      <Link to={member ? getHref('responsibleGaming') : getHref('helpDetail', { tag: RESPONSIBLE_GAMING_HELP_TAG })} className="rg-footer__link">
        {t('responsibleGaming.link')}
      </Link>
      {info.brand.copyright ? <p className="rg-footer__copyright">{info.brand.copyright}</p> : null}
    </footer>
  );
}
