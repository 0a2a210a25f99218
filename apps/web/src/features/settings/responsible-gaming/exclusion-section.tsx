import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAK_DURATIONS, SELF_EXCLUSION_DURATIONS, type ExclusionDuration } from '@lobby/contract/rules';
import { ExclusionSheet } from './exclusion-sheet';
import { BlockIcon, PauseIcon } from './rg-icons';

/**
 * Take a break (24 hours to 30 days) and self-exclusion (6 months to permanent): a length to choose, then a
 * sheet that says what happens and asks to confirm.
 */
export function ExclusionSections({ hasPassword }: { hasPassword: boolean | undefined }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ExclusionDuration | null>(null);
  return (
    <>
      <section className="settings__section" aria-labelledby="rg-break-title">
        <h2 id="rg-break-title" className="settings__heading">
          <PauseIcon size="0.18rem" />
          {t('responsibleGaming.sections.break')}
        </h2>
        <div className="settings__card settings__card--padded rg-pause">
          <p className="rg-pause__text">{t('responsibleGaming.breakText')}</p>
          <div className="rg-durations" role="group" aria-label={t('responsibleGaming.breakLength')}>
            {BREAK_DURATIONS.map((d) => (
              <button key={d} type="button" className="rg-duration" aria-haspopup="dialog" onClick={() => setChosen(d)}>
                {t(`responsibleGaming.durations.${d}`)}
              </button>
            ))}
          </div>
        </div>
      </section>
      <section className="settings__section" aria-labelledby="rg-exclusion-title">
        <h2 id="rg-exclusion-title" className="settings__heading">
          <BlockIcon size="0.18rem" />
          {t('responsibleGaming.sections.selfExclusion')}
        </h2>
        <div className="settings__card settings__card--padded rg-pause rg-pause--exclusion">
          <p className="rg-pause__text">{t('responsibleGaming.selfExclusionText')}</p>
          <div className="rg-durations rg-durations--four" role="group" aria-label={t('responsibleGaming.selfExclusionLength')}>
            {SELF_EXCLUSION_DURATIONS.map((d) => (
              <button key={d} type="button" className="rg-duration rg-duration--exclusion" aria-haspopup="dialog" onClick={() => setChosen(d)}>
                {t(`responsibleGaming.durations.${d}`)}
              </button>
            ))}
          </div>
        </div>
      </section>
      {chosen ? <ExclusionSheet duration={chosen} hasPassword={hasPassword} onClose={() => setChosen(null)} /> : null}
    </>
  );
}
