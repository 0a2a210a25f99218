import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha } from './api/get-captcha';
import type { CaptchaChallenge } from './api/get-captcha';

export interface CaptchaAnswer {
  captchaId: string;
  captcha: string;
}

/**
 * The sign-in's captcha, asked after a failed sign-in from this address (the players' rule): an image of
 * digits (single use; a new one after every attempt, or on request) and the field to type them.
 */
export function CaptchaField({ onChange }: { onChange: (answer: CaptchaAnswer | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setChallenge(null);
    setText('');
    onChange(null);
    getCaptcha()
      .then((c) => live && (setChallenge(c), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [round, onChange]);

  return (
    <div className="field captcha-field">
      <label htmlFor={id}>{t('login.captcha')}</label>
      <div className="captcha-row">
        {challenge ? (
          <img className="captcha-image" src={`data:image/svg+xml;base64,${challenge.cap}`} alt={t('login.captchaImage')} width={150} height={50} />
        ) : (
          <span className="captcha-image captcha-placeholder" aria-hidden="true" />
        )}
        <button type="button" className="btn btn-ghost" onClick={() => setRound((r) => r + 1)}>
          {t('login.captchaNew')}
        </button>
      </div>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={text}
        onChange={(e) => {
          const value = e.target.value.replace(/\D/g, '');
          setText(value);
          onChange(challenge && value ? { captchaId: challenge.captchaId, captcha: value } : null);
        }}
      />
      <small className="muted">{failed ? t('login.captchaFailed') : t('login.captchaHelp')}</small>
    </div>
  );
}
