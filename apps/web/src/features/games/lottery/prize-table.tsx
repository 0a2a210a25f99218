import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@lobby/contract';
import { VN_TIER_KEYS } from '@lobby/contract/rules';

type TierKey = (typeof VN_TIER_KEYS)[number];

function isTierKey(tier: string): tier is TierKey {
  return (VN_TIER_KEYS as readonly string[]).includes(tier);
}

/** A Vietnamese ticket's prize tiers (giải đặc biệt down to giải tám), the special prize first and largest. */
export function PrizeTable({ draw, caption }: { draw: LotteryDraw; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="prize-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {draw.result.map(({ tier, numbers }) => (
          <tr key={tier} className={tier === 'DB' ? 'prize-table__row prize-table__row--special' : 'prize-table__row'}>
            <th scope="row" className="prize-table__tier">
              {isTierKey(tier) ? t(`lottery.tiers.${tier}`) : tier}
            </th>
            <td className="prize-table__cell">
              <span className="prize-table__numbers">
                {numbers.map((n, i) => (
                  <span key={i} className="prize-table__number">
                    {n}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
