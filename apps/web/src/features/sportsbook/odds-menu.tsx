import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '@lobby/contract/rules';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { ChevronDownIcon, SettingsIcon } from '@/shared/ui/icons';
import { usePreferences } from './api/preferences';

/** The book's header menu: the odds format and what the slip does when odds change. */
export function OddsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { preferences, set } = usePreferences();
  const titleId = useId();
  return (
    <>
      <button type="button" className="odds-menu-btn" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={t('sportsbook.settings.open', { format: t(`sportsbook.oddsFormat.${preferences.oddsFormat}`) })}>
        <SettingsIcon size="0.16rem" />
        <span>{t(`sportsbook.oddsFormat.${preferences.oddsFormat}`)}</span>
        <ChevronDownIcon size="0.14rem" />
      </button>
      {open ? (
        <Sheet className="sheet book-settings" onClose={() => setOpen(false)} aria-labelledby={titleId} motion="pop">
          <div className="sheet__handle" aria-hidden="true" />
          <SheetHeader title={t('sportsbook.settings.title')} titleId={titleId} onClose={() => setOpen(false)} autoFocusClose />
          <fieldset className="choice-group">
            <legend>{t('sportsbook.oddsFormat.label')}</legend>
            {ODDS_FORMATS.map((f) => (
              <label key={f} className="choice">
                <input type="radio" name="odds-format" checked={preferences.oddsFormat === f} onChange={() => set({ oddsFormat: f })} />
                <span>{t(`sportsbook.oddsFormat.${f}`)}</span>
                <span className="choice__example">{t(`sportsbook.oddsFormat.example.${f}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="choice-group">
            <legend>{t('sportsbook.oddsChange.label')}</legend>
            {ODDS_CHANGE_POLICIES.map((p) => (
              <label key={p} className="choice">
                <input type="radio" name="odds-change" checked={preferences.oddsChange === p} onChange={() => set({ oddsChange: p })} />
                <span>{t(`sportsbook.oddsChange.${p}`)}</span>
              </label>
            ))}
          </fieldset>
        </Sheet>
      ) : null}
    </>
  );
}
