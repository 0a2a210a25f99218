import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLARED_RTP, HOUSE_EDGE, type OriginalGame } from '@lobby/contract/rules';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';

/**
 * The game's rules, its declared RTP (the merchant's, else the math's), the house edge, the most one round
 * pays, and how a fraction of a cent is paid.
 */
export function HelpPanel({ game, rtp, maxPayout, children }: { game: OriginalGame; rtp?: string; maxPayout?: number | null; children: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="og-help">
      <div className="og-help__rules">{children}</div>
      <dl className="og-kv og-kv--inline">
        <div>
          <dt>{t('originals.help.rtp')}</dt>
          <dd data-testid="declared-rtp">{rtp ?? DECLARED_RTP[game]}</dd>
        </div>
        <div>
          <dt>{t('originals.help.houseEdge')}</dt>
          <dd>{`${(HOUSE_EDGE * 100).toFixed(2)}%`}</dd>
        </div>
      </dl>
      {maxPayout ? <p className="og-muted" data-testid="help-cap">{t('originals.help.cap', { max: money(maxPayout) })}</p> : null}
      {game === 'crash' ? null : <p className="og-muted">{t('originals.help.cents')}</p>}
      <p className="og-muted">{t('originals.help.fair')}</p>
    </div>
  );
}
