import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESPONSIBLE_GAMING_HELP_TAG } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { getHref } from '@/shared/lib/paths';

/**
 * The foot of every page with the app's chrome: the brand's minimum age (18+ or 21+, from its jurisdiction's
 * configuration), the play-responsibly line, the way to the brand's responsible-gaming article, and the
 * brand's copyright. From the status answer, which the server renders with the page.
 */
export function ResponsibleGamingFooter() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  if (!info) return null;
  const age = info.ageLimit;
  return (
    <footer className="rg-footer">
      <div className="rg-footer__row">
        <span className="rg-footer__age" role="img" aria-label={t('responsibleGaming.badge', { age })}>
          {t('responsibleGaming.age', { age })}
        </span>
        <p className="rg-footer__notice">{t('responsibleGaming.notice', { age })}</p>
      </div>
      <Link to={getHref('helpDetail', { tag: RESPONSIBLE_GAMING_HELP_TAG })} className="rg-footer__link">
        {t('responsibleGaming.link')}
      </Link>
      {info.brand.copyright ? <p className="rg-footer__copyright">{info.brand.copyright}</p> : null}
    </footer>
  );
}
