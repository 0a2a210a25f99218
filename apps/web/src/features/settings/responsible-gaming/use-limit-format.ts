import { useMemo } from 'react';
import type { LimitKind, LimitPeriod } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useLanguage } from '@/shared/hooks/use-language';
import { formatMoment } from '@/shared/lib/date-format';
import { capitalise, formatLimitValue, limitName } from '@/shared/lib/protection-text';

export interface LimitFormat {
  /** a limit's value or what a period used: money in the merchant's currency, or hours and minutes */
  value(kind: LimitKind, value: number): string;
  /** "daily loss limit" */
  name(kind: LimitKind, period: LimitPeriod): string;
  /** "Daily loss limit" */
  title(kind: LimitKind, period: LimitPeriod): string;
  /** a moment of the coming weeks in the phone's zone: "Dec 1, 12:00 AM" */
  when(ms: number): string;
  /** a moment with its year: "Dec 1, 2026, 2:05 PM" */
  whenFull(ms: number): string;
}

/** The formats of the responsible-gaming screens, in the UI language; re-made when it changes. */
export function useLimitFormat(): LimitFormat {
  const [language] = useLanguage();
  const currency = useStatusInfo()?.currency ?? null;
  const code = currency?.code;
  const symbol = currency?.symbol;
  return useMemo(() => {
    const money = code !== undefined && symbol !== undefined ? { code, symbol } : null;
    return {
      value: (kind, value) => formatLimitValue(kind, value, language, money),
      name: (kind, period) => limitName(kind, period),
      title: (kind, period) => capitalise(limitName(kind, period), language),
      when: (ms) => formatMoment(ms, language, 'monthDayTime'),
      whenFull: (ms) => formatMoment(ms, language, 'dateTime'),
    };
  }, [language, code, symbol]);
}
