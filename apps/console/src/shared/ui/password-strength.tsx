import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordProblem } from '@lobby/contract/rules';
import type { LiveVerdict } from '@/shared/lib/password-strength';

const RULES: PasswordProblem[] = ['tooShort', 'containsName', 'common', 'predictable'];
/**
 * A new-password field with the operators' rule checked as they type (the verdict comes from
 * usePasswordVerdict in the form, which also gates its submit button): a strength meter and the list of
 * rules, each met or not. The server checks the same rule (and answers console.password.weak otherwise).
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  verdict,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  verdict: LiveVerdict;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const level = levelOf(verdict, value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        autoFocus={autoFocus}
        aria-describedby={`${id}-rules ${id}-meter`}
        aria-invalid={value.length > 0 && !verdict.ok ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className={`strength strength-${level}`} id={`${id}-meter`}>
        <span className="strength-bars" aria-hidden="true">
          {[1, 2, 3, 4].map((n) => (
            <span key={n} className={n <= barsOf(verdict, value) ? 'on' : undefined} />
          ))}
        </span>
        <span className="strength-label" aria-live="polite">
          {value.length === 0 ? t('password.strength.empty') : t(`password.strength.${level}`)}
        </span>
      </div>
      <ul className="password-rules" id={`${id}-rules`} aria-label={t('password.rulesLabel')}>
        {RULES.map((rule) => {
          const met = value.length > 0 && !verdict.problems.includes(rule) && !(rule === 'common' && verdict.checking);
          return (
            <li key={rule} className={met ? 'met' : value.length > 0 ? 'unmet' : undefined}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(`password.rules.${rule}`)}
              <span className="sr-only">{met ? t('password.met') : t('password.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function levelOf(verdict: LiveVerdict, value: string): 'empty' | 'weak' | 'fair' | 'good' | 'strong' {
  if (value.length === 0) return 'empty';
  if (!verdict.ok) return 'weak';
  return verdict.score >= 4 ? 'strong' : verdict.score === 3 ? 'good' : 'fair';
}

function barsOf(verdict: LiveVerdict, value: string): number {
  if (value.length === 0) return 0;
  if (!verdict.ok) return 1;
  return Math.min(4, Math.max(2, verdict.score));
}
