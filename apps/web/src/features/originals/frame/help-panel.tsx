import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLARED_RTP, HOUSE_EDGE, type OriginalGame } from '@lobby/contract/rules';

/** The game's rules, its declared RTP (the merchant's, else the math's) and the house edge. */
export function HelpPanel({ game, rtp, children }: { game: OriginalGame; rtp?: string; children: ReactNode }) {
  const { t } = useTranslation();
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
      <p className="og-muted">{t('originals.help.fair')}</p>
    </div>
  );
}
