import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind } from '@lobby/contract/rules';
import type { LimitView, ProtectionState } from '@lobby/contract/schemas';
import { SegmentedTabs } from '@/shared/ui/form/segmented-tabs';
import { ChevronRightIcon, InfoIcon, ShieldIcon } from '@/shared/ui/icons';
import { HourglassIcon } from './rg-icons';
import { LimitSheet } from './limit-sheet';
import { usage } from './limit-usage';
import { useLimitFormat } from './use-limit-format';

/** One period of one kind: what is in force, how much is used, when it resets, what is waiting or set by the operator. */
function LimitRow({ limit, onEdit }: { limit: LimitView; onEdit: () => void }) {
  const { t } = useTranslation();
  const f = useLimitFormat();
  const metaId = useId();
  const bar = usage(limit);
  const used = f.value(limit.kind, Math.max(0, limit.used));
  return (
    <li className={`rg-limit${bar?.tone === 'reached' ? ' rg-limit--reached' : ''}`}>
      <button type="button" className="rg-limit__edit" onClick={onEdit} aria-haspopup="dialog" aria-describedby={metaId}>
        <span className="rg-limit__period">{t(`responsibleGaming.periods.${limit.period}`)}</span>
        {limit.effective === null ? (
          <span className="rg-limit__none">{t('responsibleGaming.noLimit')}</span>
        ) : (
          <span className="rg-limit__value">{f.value(limit.kind, limit.effective)}</span>
        )}
        {limit.effective === null ? <span className="rg-limit__set">{t('responsibleGaming.set')}</span> : null}
        <ChevronRightIcon size="0.16rem" className="rg-limit__chevron" />
      </button>
      <div id={metaId} className="rg-limit__meta">
        {bar ? (
          <div
            className={`rg-bar rg-bar--${bar.tone}`}
            role="progressbar"
            aria-label={f.title(limit.kind, limit.period)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(bar.percent)}
            aria-valuetext={t('responsibleGaming.usedOf', { used, limit: f.value(limit.kind, limit.effective ?? 0) })}
          >
            <span style={{ width: `${bar.percent}%` }} />
          </div>
        ) : null}
        <p className="rg-limit__line">
          <span>
            {bar
              ? bar.tone === 'reached'
                ? t('responsibleGaming.reached')
                : t('responsibleGaming.usedOf', { used, limit: f.value(limit.kind, limit.effective ?? 0) })
              : t('responsibleGaming.usedSoFar', { used })}
          </span>
          <span className="rg-limit__resets">{t('responsibleGaming.resets', { time: f.when(limit.resetsAt) })}</span>
        </p>
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
            <span>{t('responsibleGaming.operatorLimit', { value: f.value(limit.kind, limit.operator) })}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Deposit, loss, wager and session-time limits, a kind at a time (tabs), each with its day, week and month.
 * A row opens the sheet that sets, changes or removes it.
 */
export function LimitsSection({
  state,
  kind,
  onKind,
}: {
  state: ProtectionState;
  kind: LimitKind;
  onKind: (kind: LimitKind) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<LimitView | null>(null);
  const rows = LIMIT_PERIODS.map((period) => state.limits.find((l) => l.kind === kind && l.period === period)).filter(
    (l): l is LimitView => l !== undefined,
  );
  // the sheet follows the state: after a save it shows the limit as the server now has it
  const open = editing ? (state.limits.find((l) => l.kind === editing.kind && l.period === editing.period) ?? editing) : null;
  return (
    <section id="rg-limits" className="settings__section rg-limits-section" aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title" className="settings__heading">
        <ShieldIcon size="0.18rem" />
        {t('responsibleGaming.sections.limits')}
      </h2>
      <div className="settings__card rg-limits">
        <SegmentedTabs
          label={t('responsibleGaming.limitKind')}
          options={LIMIT_KINDS.map((k) => ({ value: k, label: t(`responsibleGaming.kinds.${k}`) }))}
          value={kind}
          onChange={onKind}
          controls="rg-limits-panel"
          idPrefix="rg-kind"
        />
        <div id="rg-limits-panel" role="tabpanel" aria-labelledby={`rg-kind-${kind}`} className="rg-limits__panel">
          <p className="rg-limits__hint">{t(`responsibleGaming.kindHints.${kind}`)}</p>
          <ul className="rg-limit-list">
            {rows.map((limit) => (
              <LimitRow key={limit.period} limit={limit} onEdit={() => setEditing(limit)} />
            ))}
          </ul>
        </div>
        <p className="rg-limits__rule">
          <InfoIcon size="0.14rem" />
          <span>{t('responsibleGaming.rule', { hours: state.coolingHours })}</span>
        </p>
      </div>
      {open ? <LimitSheet limit={open} coolingHours={state.coolingHours} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
