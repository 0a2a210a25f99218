import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_ORGANISATIONS } from '@lobby/contract/rules';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { useLanguage } from '@/shared/hooks/use-language';
import { getHref } from '@/shared/lib/paths';
import { HeartIcon } from '@/shared/ui/icons';
import { HelpList } from './help-section';
import '../settings.css';
import './responsible-gaming.css';

/**
 * Where a member lands after starting a break or a self-exclusion, signed out: until when (in the phone's
 * zone), that every device is signed out, and where to find help. The end comes in the address
 * (?kind=break|self_exclusion&until=<epoch ms>|permanent), so a reload still says it.
 */
export function PausedScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const dates = useDateFormat();
  const [params] = useSearchParams();
  const selfExcluded = params.get('kind') === 'self_exclusion';
  const untilParam = params.get('until');
  const until = untilParam && /^\d+$/.test(untilParam) ? Number(untilParam) : null;
  const permanent = untilParam === 'permanent';

  let text: string;
  if (permanent) text = t('responsibleGaming.paused.permanent');
  else if (until !== null) text = t(selfExcluded ? 'responsibleGaming.paused.exclusionUntil' : 'responsibleGaming.paused.breakUntil', { until: dates.dateTime(until) });
  else text = t('responsibleGaming.paused.generic');

  return (
    <div className="settings rg-paused">
      <div className="rg-paused__hero">
        <span className="rg-paused__art" aria-hidden="true">
          <HeartIcon size="0.34rem" />
        </span>
        <h2 className="rg-paused__title">{selfExcluded ? t('responsibleGaming.paused.exclusionTitle') : t('responsibleGaming.paused.breakTitle')}</h2>
        <p className="rg-paused__text" data-testid="paused-until">
          {text}
        </p>
        <p className="rg-paused__signed-out">{t('responsibleGaming.paused.signedOut')}</p>
      </div>
      <section className="settings__section" aria-labelledby="rg-paused-help">
        <h2 id="rg-paused-help" className="settings__heading">
          <HeartIcon size="0.18rem" />
          {t('responsibleGaming.sections.help')}
        </h2>
        <p className="rg-section-text">{t('responsibleGaming.help.text')}</p>
        <HelpList help={HELP_ORGANISATIONS[language]} />
      </section>
      <Link to={getHref('home')} className="btn btn--primary btn--block btn--lg" replace>
        {t('responsibleGaming.paused.home')}
      </Link>
    </div>
  );
}
