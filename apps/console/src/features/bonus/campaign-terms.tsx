import { useTranslation } from 'react-i18next';
import { formatAmount, formatTimeIn } from '@/shared/lib/format';
import { fromZoneInput } from '@/shared/lib/zone-time';
import type { CampaignForm } from './campaign-form';
import { moneyText } from './campaign-form';

/**
 * The offer's terms as the promotion page lists them under its text: what the player gets, what must be
 * wagered and how fast, the largest stake, who can have it and how often. Written from the form as it stands,
 * so the preview changes while the operator types.
 */
export function CampaignTerms({ form, currency, timeZone }: { form: CampaignForm; currency: string; timeZone: string }) {
  const { t } = useTranslation();
  const money = (v: string) => (v.trim() ? formatAmount(moneyText(v), currency) : '…');
  const lines: string[] = [];
  switch (form.kind) {
    case 'deposit_match': {
      const d = form.deposit;
      const which = d.which === 'nth' ? t('bonus.terms.nthDeposit', { n: d.nth || '…' }) : t(`bonus.terms.which.${d.which}`);
      lines.push(t('bonus.terms.match', { percent: d.percent || '…', which, cap: money(d.cap) }));
      if (Number(d.minDeposit) > 0) lines.push(t('bonus.terms.minDeposit', { amount: money(d.minDeposit) }));
      break;
    }
    case 'code':
      lines.push(t('bonus.terms.code', { amount: money(form.amount) }));
      break;
    case 'cashback': {
      const c = form.cashback;
      lines.push(t(`bonus.terms.cashback.${c.period}`, { percent: c.percent || '…', cap: money(c.cap) }));
      if (Number(c.minLoss) > 0) lines.push(t('bonus.terms.minLoss', { amount: money(c.minLoss) }));
      break;
    }
    case 'free_spins':
    case 'free_bet': {
      const f = form.freeRounds;
      const games = f.games.map((g) => g.name).join(', ') || '…';
      lines.push(t(`bonus.terms.${form.kind}`, { count: Number(f.count) || 0, stake: money(f.stake), games }));
      break;
    }
    case 'apply':
      lines.push(t('bonus.terms.apply', { amount: money(form.maxAmount) }));
      break;
  }
  const w = form.wagering;
  const multiplier = Number(w.multiplier);
  if (w.multiplier.trim() !== '' && multiplier === 0) lines.push(t('bonus.terms.noWagering'));
  else lines.push(t(`bonus.terms.wagering.${w.base}`, { multiplier: w.multiplier || '…', days: w.expiryDays || '…' }));
  const counted = Object.entries(w.contributions)
    .filter(([, v]) => Number(v) > 0)
    .map(([k, v]) => `${t(`bonus.gameTypes.${k}`, { defaultValue: k })} ${v}%`);
  if (multiplier !== 0 && counted.length > 0) lines.push(t('bonus.terms.contributions', { list: counted.join(', ') }));
  if (!w.noMaxStake && w.maxStake.trim()) lines.push(t('bonus.terms.maxStake', { amount: money(w.maxStake) }));
  const e = form.eligibility;
  if (e.firstTimeOnly) lines.push(t('bonus.terms.firstTime'));
  if (e.vipMin || e.vipMax) lines.push(t('bonus.terms.vip', { min: e.vipMin || '0', max: e.vipMax || '∞' }));
  lines.push(t(`bonus.terms.perPlayer.${e.perPlayer}`));
  if (e.requiresCode) lines.push(t('bonus.terms.requiresCode'));
  const start = fromZoneInput(form.startAt, timeZone);
  const end = form.untilEnded ? null : fromZoneInput(form.endAt, timeZone);
  lines.push(end === null ? t('bonus.terms.from', { start: formatTimeIn(start, timeZone) }) : t('bonus.terms.window', { start: formatTimeIn(start, timeZone), end: formatTimeIn(end, timeZone) }));

  return (
    <section className="phone-terms" aria-label={t('bonus.terms.title')}>
      <h4>{t('bonus.terms.title')}</h4>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
