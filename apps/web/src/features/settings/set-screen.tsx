import { useTranslation } from 'react-i18next';
import { GlobeIcon, SunIcon } from '@/shared/ui/icons';
import { AccountSettings } from './account-settings';
import { LanguageList } from './language-list';
import { ThemeChoice } from './theme-switch';
import './settings.css';

/** /m/set: personal settings: the account (members), then language and appearance (everyone). */
export function SetScreen() {
  const { t } = useTranslation();
  return (
    <div className="settings">
      <AccountSettings />
      <section className="settings__section" aria-labelledby="settings-language">
        <h2 id="settings-language" className="settings__heading">
          <GlobeIcon size="0.18rem" />
          {t('settings.language')}
        </h2>
        <div className="settings__card">
          <LanguageList />
        </div>
      </section>
      <section className="settings__section" aria-labelledby="settings-theme">
        <h2 id="settings-theme" className="settings__heading">
          <SunIcon size="0.18rem" />
          {t('settings.appearance')}
        </h2>
        <div className="settings__card settings__card--padded">
          <ThemeChoice />
        </div>
      </section>
    </div>
  );
}
