import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMoneyLimit, LIMIT_MAX_AMOUNT, LIMIT_MAX_MINUTES, type LimitPeriod } from '@lobby/contract/rules';
import type { LimitView } from '@lobby/contract/schemas';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useCurrencyDecimals } from '@/shared/api/system/use-money-format';
import { failureText } from '@/shared/lib/http';
import { toast } from '@/shared/lib/toast';
import { TextField } from '@/shared/ui/form/text-field';
import { ShieldIcon } from '@/shared/ui/icons';
import { useSetLimit, type SetLimitResult } from '../api/set-limit';
import { ClockIcon } from '../settings-icons';
import { FormAlert, SettingsSheet } from '../settings-sheet';
import { HourglassIcon } from './rg-icons';
import { usage } from './limit-usage';
import { useLimitFormat } from './use-limit-format';

/** Quick picks for a time limit, in hours: a day's, a week's and a month's play. */
const SESSION_PRESETS: Record<LimitPeriod, readonly number[]> = {
  day: [1, 2, 4],
  week: [5, 10, 20],
  month: [20, 40, 80],
};

type Parsed = { value: number } | { error: string } | null;

/** The amount typed: grouping commas and spaces dropped (as the deposit form reads it), at most the currency's decimals. */
function parseMoney(text: string, decimals: 0 | 2): string | number | null {
  const clean = text.replace(decimals === 0 ? /[.,\s]/g : /[,\s]/g, '');
  if (clean === '') return null;
  const pattern = decimals === 0 ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
  return pattern.test(clean) ? Number(clean) : 'invalid';
}

function parseMinutes(hours: string, minutes: string): number | 'invalid' | null {
  const h = hours.trim();
  const m = minutes.trim();
  if (h === '' && m === '') return null;
  if ((h !== '' && !/^\d+$/.test(h)) || (m !== '' && !/^\d+$/.test(m))) return 'invalid';
  return Number(h || 0) * 60 + Number(m || 0);
}

/** Set, change or remove one limit; the sheet says before saving whether the change counts now or in a day. */
export function LimitSheet({ limit, coolingHours, onClose }: { limit: LimitView; coolingHours: number; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useLimitFormat();
  const save = useSetLimit();
  const symbol = useStatusInfo()?.currency.symbol ?? '';
  const decimals = useCurrencyDecimals();
  const money = isMoneyLimit(limit.kind);
  const own = limit.own;
  const [amount, setAmount] = useState(money && own !== null ? String(own) : '');
  const [hours, setHours] = useState(!money && own !== null ? String(Math.floor(own / 60)) : '');
  const [minutes, setMinutes] = useState(!money && own !== null && own % 60 !== 0 ? String(own % 60) : '');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = f.title(limit.kind, limit.period);
  const bar = usage(limit);

  const raw = money ? parseMoney(amount, decimals) : parseMinutes(hours, minutes);
  const max = money ? LIMIT_MAX_AMOUNT : LIMIT_MAX_MINUTES;
  const parsed: Parsed =
    raw === null
      ? null
      : raw === 'invalid' || typeof raw !== 'number' || raw <= 0 || raw > max
        ? { error: t(money ? 'responsibleGaming.sheet.invalidAmount' : 'responsibleGaming.sheet.invalidTime', { max: f.value(limit.kind, max) }) }
        : { value: raw };
  const fieldError = touched && parsed && 'error' in parsed ? parsed.error : touched && parsed === null ? t('responsibleGaming.sheet.required') : undefined;

  let effect: string | null = null;
  if (parsed && 'value' in parsed) {
    if (own === null || parsed.value < own) effect = t('responsibleGaming.sheet.countsNow');
    else if (parsed.value > own) effect = t('responsibleGaming.sheet.countsLater', { time: f.when(Date.now() + coolingHours * 3_600_000) });
    else effect = t('responsibleGaming.sheet.same');
  }

  function announce(result: SetLimitResult, removing: boolean) {
    const pending = result.limit.pending;
    if (result.applied === 'unchanged') toast.show(t('responsibleGaming.sheet.unchanged'), { duration: 'short' });
    else if (result.applied === 'now') toast.success(t(removing ? 'responsibleGaming.sheet.removed' : 'responsibleGaming.sheet.savedNow'), { duration: 'short' });
    else if (pending)
      toast.success(
        t(removing ? 'responsibleGaming.sheet.removalScheduled' : 'responsibleGaming.sheet.savedLater', { time: f.when(pending.effectiveAt) }),
        { duration: 'long' },
      );
  }

  async function submit(value: number | null) {
    setFailure(null);
    try {
      const result = await save.mutateAsync({ kind: limit.kind, period: limit.period, value });
      announce(result, value === null);
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed && 'value' in parsed) void submit(parsed.value);
  }

  const canRemove = own !== null && !(limit.pending && limit.pending.value === null);
  const chosenMinutes = !money && typeof raw === 'number' ? raw : null;

  return (
    <SettingsSheet title={title} onClose={onClose}>
      <dl className="rg-summary">
        <div>
          <dt>{t('responsibleGaming.sheet.inForce')}</dt>
          <dd>{limit.effective === null ? t('responsibleGaming.noLimit') : f.value(limit.kind, limit.effective)}</dd>
        </div>
        <div>
          <dt>{t('responsibleGaming.sheet.used')}</dt>
          <dd className={bar?.tone === 'reached' ? 'rg-summary__reached' : undefined}>{f.value(limit.kind, Math.max(0, limit.used))}</dd>
        </div>
        <div>
          <dt>{t('responsibleGaming.sheet.resets')}</dt>
          <dd>{f.when(limit.resetsAt)}</dd>
        </div>
      </dl>
      {limit.pending ? (
        <p className="rg-note rg-note--pending">
          <HourglassIcon size="0.14rem" />
          <span>
            {limit.pending.value === null
              ? t('responsibleGaming.pendingRemoval', { time: f.when(limit.pending.effectiveAt) })
              : t('responsibleGaming.pendingChange', { value: f.value(limit.kind, limit.pending.value), time: f.when(limit.pending.effectiveAt) })}
          </span>
        </p>
      ) : null}
      {limit.operator !== null ? (
        <p className="rg-note rg-note--operator">
          <ShieldIcon size="0.14rem" />
          <span>{t('responsibleGaming.sheet.operatorText', { value: f.value(limit.kind, limit.operator) })}</span>
        </p>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        {money ? (
          <TextField
            label={t('responsibleGaming.sheet.amount')}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setFailure(null);
            }}
            inputMode={decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            enterKeyHint="done"
            className="rg-amount"
            leading={
              <span className="rg-amount__symbol" aria-hidden="true">
                {symbol}
              </span>
            }
            error={fieldError}
          />
        ) : (
          <>
            <div className="rg-time">
              <TextField
                label={t('responsibleGaming.sheet.hours')}
                value={hours}
                onChange={(event) => {
                  setHours(event.target.value);
                  setFailure(null);
                }}
                inputMode="numeric"
                autoComplete="off"
                icon={ClockIcon}
                error={fieldError}
              />
              <TextField
                label={t('responsibleGaming.sheet.minutes')}
                value={minutes}
                onChange={(event) => {
                  setMinutes(event.target.value);
                  setFailure(null);
                }}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={fieldError ? true : undefined}
              />
            </div>
            <div className="rg-presets" role="group" aria-label={t('responsibleGaming.sheet.presets')}>
              {SESSION_PRESETS[limit.period].map((h) => (
                <button
                  key={h}
                  type="button"
                  className={`rg-chip${chosenMinutes === h * 60 ? ' rg-chip--on' : ''}`}
                  aria-pressed={chosenMinutes === h * 60}
                  onClick={() => {
                    setHours(String(h));
                    setMinutes('');
                    setFailure(null);
                  }}
                >
                  {f.value('session', h * 60)}
                </button>
              ))}
            </div>
          </>
        )}
        {effect ? (
          <p className="rg-effect" aria-live="polite">
            {effect}
          </p>
        ) : null}
        <FormAlert message={failure} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={save.isPending}>
          {t('responsibleGaming.sheet.save')}
        </button>
        {canRemove ? (
          <button type="button" className="btn btn--ghost btn--block rg-remove" disabled={save.isPending} onClick={() => void submit(null)}>
            {t('responsibleGaming.sheet.remove')}
          </button>
        ) : null}
      </form>
      <p className="settings-sheet__text">{t('responsibleGaming.rule', { hours: coolingHours })}</p>
    </SettingsSheet>
  );
}
