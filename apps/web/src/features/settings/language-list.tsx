import './settings.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@lobby/contract';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useLanguage } from '@/shared/hooks/use-language';
import { Flag } from './flags';
import { CheckIcon } from '@/shared/ui/icons';

/** The merchant's languages as a radio group; choosing one saves it and switches the UI at once. */
export function LanguageList({ onChosen }: { onChosen?: (lang: Language) => void }) {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const [current, setLanguage] = useLanguage();
  const name = useId();
  const languages = info?.languages ?? [current];

  return (
    <ul className="language-list">
      {languages.map((lang) => (
        <li key={lang}>
          <label className={`language-option${lang === current ? ' language-option--current' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={lang}
              checked={lang === current}
              onChange={() => {
                void setLanguage(lang).then(() => onChosen?.(lang));
              }}
            />
            <Flag code={lang} size={28} />
            <span className="language-option__name">{t(`language.names.${lang}`)}</span>
            {lang === current ? <CheckIcon className="language-option__check" size="0.18rem" /> : null}
          </label>
        </li>
      ))}
    </ul>
  );
}
