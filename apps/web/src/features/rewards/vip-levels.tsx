import { useTranslation } from 'react-i18next';
import type { VipLevel, VipLevels } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { CrownIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useVipLevels } from './api/get-vip-levels';
import { ratePercent } from './reward-format';

/**
 * The VIP levels: what reaches each (lifetime valid bets and deposits) and what it brings (level-up bonus,
 * daily rebate, birthday bonus). A real member sees their level marked and their way to the next.
 */
export function VipLevelsPanel({ member }: { member: boolean }) {
  const { t } = useTranslation();
  const query = useVipLevels(member);
  if (query.isPending) return <RowSkeletons count={4} />;
  if (query.isError) return <RetryBlock onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="vip-levels">
      {data.member?.level ? <Standing data={data} /> : <p className="vip-levels__intro">{t('vipLevels.intro')}</p>}
      <ol className="vip-level-list">
        {data.levels.map((level) => (
          <LevelCard key={level.level} level={level} current={data.member?.level === level.level} />
        ))}
      </ol>
    </div>
  );
}

function Standing({ data }: { data: VipLevels }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const standing = data.member;
  if (!standing) return null;
  const current = data.levels.find((l) => l.level === standing.level);
  const next = data.levels.find((l) => l.level === standing.nextLevel);
  return (
    <section className="vip-standing" aria-labelledby="vip-standing-title">
      <p className="vip-standing__label">{t('vipLevels.yourLevel')}</p>
      <h2 id="vip-standing-title" className="vip-standing__name">
        <CrownIcon size="0.2rem" />
        {current?.name ?? '—'}
      </h2>
      <div
        className="vip-standing__bar"
        role="progressbar"
        aria-label={next ? t('vipLevels.progressTo', { percent: standing.progressPercent, next: next.name }) : t('vip.top')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={standing.progressPercent}
      >
        <span style={{ width: `${standing.progressPercent}%` }} />
      </div>
      <p className="vip-standing__next">
        {next ? t('vipLevels.progressTo', { percent: standing.progressPercent, next: next.name }) : t('vip.top')}
      </p>
      <dl className="vip-standing__totals">
        <div>
          <dt>{t('vipLevels.validBets')}</dt>
          <dd>
            {money(standing.validBetTotal)}
            {next ? <small> / {money(next.requiredValidBet, { whole: true })}</small> : null}
          </dd>
        </div>
        <div>
          <dt>{t('vipLevels.deposits')}</dt>
          <dd>
            {money(standing.depositTotal)}
            {next ? <small> / {money(next.requiredDeposit, { whole: true })}</small> : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function LevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const open = level.requiredValidBet <= 0 && level.requiredDeposit <= 0;
  return (
    <li className={`vip-level vip-level--${Math.min(level.level, 5)}${current ? ' vip-level--current' : ''}`} aria-current={current ? 'true' : undefined}>
      <div className="vip-level__head">
        <span className="vip-level__badge" aria-hidden="true">
          <CrownIcon size="0.16rem" />
          {level.level}
        </span>
        <h3 className="vip-level__name">{level.name}</h3>
        {current ? <span className="vip-level__you">{t('vipLevels.you')}</span> : null}
      </div>
      <p className="vip-level__need">
        {open
          ? t('vipLevels.open')
          : t('vipLevels.requirement', { bets: money(level.requiredValidBet, { whole: true }), deposits: money(level.requiredDeposit, { whole: true }) })}
      </p>
      <dl className="vip-level__perks">
        <div>
          <dt>{t('vipLevels.levelUp')}</dt>
          <dd>{level.levelUpBonus > 0 ? money(level.levelUpBonus, { whole: true }) : '—'}</dd>
        </div>
        <div>
          <dt>{t('vipLevels.rebate')}</dt>
          <dd>{ratePercent(level.rebateBp)}</dd>
        </div>
        <div>
          <dt>{t('vipLevels.birthday')}</dt>
          <dd>{level.birthdayBonus > 0 ? money(level.birthdayBonus, { whole: true }) : '—'}</dd>
        </div>
      </dl>
    </li>
  );
}
