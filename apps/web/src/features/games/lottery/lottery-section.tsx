import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@lobby/contract';
import { VN_LOTTERY_VENDOR, type VnRegion } from '@lobby/contract/rules';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useLotteryMenu } from './api/get-lottery-menu';
import { useNumero } from './api/get-numero';
import { useVnNumero } from './api/get-vn-numero';
import { ResultRow } from './result-row';
import { isVnRegion, VnRegions } from './vn-regions';
import './lottery.css';

/**
 * The lottery game centre's draws (/m/lott, /m/elott): the latest result of each of the type's games as a
 * row of balls with a countdown, and, where the Vietnamese lottery is of this type, its regions as tabs
 * (whose games are left out of the rows: their tab shows the whole ticket).
 */
export function LotterySection({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const numero = useNumero();
  const menu = useLotteryMenu();
  const regions: { gameClassify: VnRegion; games: Game[] }[] = [];
  for (const m of menu.data?.menu ?? []) {
    if (!isVnRegion(m.gameClassify)) continue;
    const games = m.games.filter((g) => g.gameType === gameType);
    if (games.length > 0) regions.push({ gameClassify: m.gameClassify, games });
  }
  const vn = useVnNumero(regions.length > 0);
  const rows = (numero.data?.list ?? []).filter(
    (d) => d.game.gameType === gameType && !(d.game.vassalage === VN_LOTTERY_VENDOR && isVnRegion(d.game.gameClassify)),
  );
  const prizeMode = numero.data?.prizeMode ?? menu.data?.prizeMode ?? 'LOTT';

  return (
    <div className="lottery">
      {(numero.isPending || rows.length > 0 || numero.isError) && (
        <section className="lottery-results" aria-labelledby="lottery-results-title">
          <h2 id="lottery-results-title" className="games-section__title">
            {t('lottery.latest')}
          </h2>
          {numero.isPending ? (
            <RowSkeletons count={3} label={t('lottery.latest')} />
          ) : numero.isError ? (
            <RetryBlock onRetry={() => void numero.refetch()} />
          ) : (
            <ul className="lottery-results__list">
              {rows.map((d) => (
                <ResultRow key={d.game.gameCode} draws={d} offset={numero.data.offset} prizeMode={prizeMode} />
              ))}
            </ul>
          )}
        </section>
      )}
      {regions.length > 0 && (
        <VnRegions
          regions={regions}
          numero={vn.data}
          onRetry={vn.isError ? () => void vn.refetch() : undefined}
          prizeMode={vn.data?.prizeMode ?? prizeMode}
        />
      )}
    </div>
  );
}
