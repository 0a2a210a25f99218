import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_ORGANISATIONS, type LimitKind } from '@lobby/contract/rules';
import { useLanguage } from '@/shared/hooks/use-language';
import { HeartIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { useProfile } from '../api/get-profile';
import { useProtection } from '../api/protection';
import { useRealityCheckMinutes } from '../api/reality-check';
import { ClockIcon } from '../settings-icons';
import { ExclusionSections } from './exclusion-section';
import { HelpList } from './help-section';
import { LimitsSection } from './limits-section';
import { StatementSection } from './statement-section';
import '../settings.css';
import './responsible-gaming.css';

/** The brand's reality check (in-house games), and the way to a hard stop: a session-time limit. */
function RealityCheckSection({ onSessionLimit }: { onSessionLimit: () => void }) {
  const { t } = useTranslation();
  const minutes = useRealityCheckMinutes();
  return (
    <section className="settings__section" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="settings__heading">
        <ClockIcon size="0.18rem" />
        {t('responsibleGaming.sections.realityCheck')}
      </h2>
      <div className="settings__card settings__card--padded rg-reality">
        {minutes.data === undefined ? null : (
          <p>{minutes.data > 0 ? t('responsibleGaming.reality.on', { minutes: minutes.data }) : t('responsibleGaming.reality.off')}</p>
        )}
        <button type="button" className="btn btn--secondary btn--sm" onClick={onSessionLimit}>
          {t('responsibleGaming.reality.sessionLimit')}
        </button>
      </div>
    </section>
  );
}

/**
 * /m/set/responsible-gaming: the member's own protection. Limits (deposit, loss, wager, session time; day,
 * week, month) with what each has used, a break or self-exclusion, the activity statement, the reality
 * check and where to find help. Real members only (the route's access, and the server's).
 */
export function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const protection = useProtection();
  const profile = useProfile();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const active = protection.data?.limits.filter((l) => l.effective !== null).length ?? 0;

  function toSessionLimit() {
    setKind('session');
    document.getElementById('rg-limits')?.scrollIntoView({ block: 'start' });
    // the tab takes the focus, so a keyboard or screen-reader user lands where the page went
    document.getElementById('rg-kind-session')?.focus({ preventScroll: true });
  }

  return (
    <div className="settings rg">
      <div className="rg-hero">
        <span className="rg-hero__icon" aria-hidden="true">
          <HeartIcon size="0.24rem" />
        </span>
        <div className="rg-hero__text">
          <p className="rg-hero__title">{t('responsibleGaming.intro.title')}</p>
          <p className="rg-hero__body">{t('responsibleGaming.intro.text')}</p>
          {protection.data ? (
            <p className="rg-hero__status">{active > 0 ? t('responsibleGaming.intro.active', { count: active }) : t('responsibleGaming.intro.none')}</p>
          ) : null}
        </div>
      </div>

      {protection.isPending ? (
        <BlockSkeleton height="3.4rem" />
      ) : protection.isError ? (
        <RetryBlock onRetry={() => void protection.refetch()} />
      ) : (
        <LimitsSection state={protection.data} kind={kind} onKind={setKind} />
      )}

      <ExclusionSections hasPassword={profile.data?.hasPassword} />
      <StatementSection />
      <RealityCheckSection onSessionLimit={toSessionLimit} />

      <section className="settings__section" aria-labelledby="rg-help-title">
        <h2 id="rg-help-title" className="settings__heading">
          <HeartIcon size="0.18rem" />
          {t('responsibleGaming.sections.help')}
        </h2>
        <p className="rg-section-text">{t('responsibleGaming.help.text')}</p>
        <HelpList help={protection.data?.help ?? HELP_ORGANISATIONS[language]} />
      </section>
    </div>
  );
}
