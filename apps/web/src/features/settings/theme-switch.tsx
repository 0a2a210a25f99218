import './settings.css';
import { useTranslation } from 'react-i18next';
import { useTheme } from './use-theme';
import { MoonIcon, SunIcon } from '@/shared/ui/icons';

/** Dark (default) or light, saved in localStorage 'theme' and applied to <html data-theme>. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className="theme-switch"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span className="theme-switch__label">
        {dark ? <MoonIcon size="0.2rem" /> : <SunIcon size="0.2rem" />}
        {t('settings.darkMode')}
      </span>
      <span className="theme-switch__track" aria-hidden="true">
        <span className="theme-switch__thumb" />
      </span>
    </button>
  );
}

/** The same choice as two labelled options, for the settings page. */
export function ThemeChoice() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <div className="segmented" role="radiogroup" aria-label={t('settings.theme')}>
      {(['dark', 'light'] as const).map((option) => {
        const Icon = option === 'dark' ? MoonIcon : SunIcon;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={theme === option}
            className={`segmented__option${theme === option ? ' segmented__option--on' : ''}`}
            onClick={() => setTheme(option)}
          >
            <Icon size="0.18rem" />
            {t(`settings.themes.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
