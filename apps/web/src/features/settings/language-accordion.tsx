import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/hooks/use-language';
import { Flag } from './flags';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { LanguageList } from './language-list';

/** Compact language chooser for the side menu: the current flag, expands to the merchant's languages. */
export function LanguageAccordion() {
  const { t } = useTranslation();
  const [current] = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className={`accordion${open ? ' accordion--open' : ''}`}>
      <button
        type="button"
        className="accordion__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="accordion__label">{t('settings.language')}</span>
        <span className="accordion__value">
          <Flag code={current} size={22} />
          {t(`language.names.${current}`)}
        </span>
        <ChevronDownIcon className="accordion__chevron" size="0.18rem" />
      </button>
      {open ? (
        <div id={panelId} className="accordion__panel" role="group" aria-label={t('settings.language')}>
          <LanguageList onChosen={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
