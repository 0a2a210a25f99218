import type { TFunction } from 'i18next';
import type { SegmentRules } from '@/shared/api/segments';

/** A rule set in one line of words ("VIP 2–5 · deposited within 7 days · …"), for the list and the confirmation. */
export function describeRules(rules: SegmentRules, t: TFunction): string {
  const parts: string[] = [];
  if (rules.vip) parts.push(t('segments.say.vip', { min: rules.vip.min ?? 0, max: rules.vip.max ?? '∞' }));
  if (rules.lastDeposit) parts.push(t(`segments.say.lastDeposit.${rules.lastDeposit.kind}`, { days: rules.lastDeposit.days }));
  if (rules.totalDeposits) parts.push(t('segments.say.totalDeposits', { min: rules.totalDeposits.min ?? '0.00', max: rules.totalDeposits.max ?? '∞' }));
  if (rules.activity) parts.push(t(`segments.say.activity.${rules.activity.kind}`, { days: rules.activity.days }));
  if (rules.tags?.anyOf?.length) parts.push(t('segments.say.tagsAny', { tags: rules.tags.anyOf.join(', ') }));
  if (rules.tags?.noneOf?.length) parts.push(t('segments.say.tagsNone', { tags: rules.tags.noneOf.join(', ') }));
  if (rules.languages?.length) parts.push(t('segments.say.languages', { languages: rules.languages.join(', ') }));
  if (rules.kycMin && rules.kycMin > 1) parts.push(t('segments.say.kyc', { level: rules.kycMin }));
  if (rules.agent) parts.push(t('segments.say.agent', { agent: rules.agent }));
  if (rules.registeredWithinDays) parts.push(t('segments.say.registered', { days: rules.registeredWithinDays }));
  return parts.join(' · ');
}
