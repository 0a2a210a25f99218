import { useTranslation } from 'react-i18next';
import { GlobeIcon, SunIcon } from '@/shared/ui/icons';
import { LanguageList } from './language-list';
import { ThemeChoice } from './theme-switch';
import './settings.css';

/** /m/set: personal settings. Language and appearance now; account settings join when the member area is built. */
export function SetScreen() {
  const { t } = useTranslation();
  return (
    <div className="settings">
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
