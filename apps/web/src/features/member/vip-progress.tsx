import { useTranslation } from 'react-i18next';
import type { RankProgress } from '@lobby/contract';
import { vipProgress } from '@lobby/contract/rules';

/** The VIP progress bar: the contract's rule (completed / expected with a label, 1 without, 0 unknown). */
export function VipProgress({ progress, label }: { progress: RankProgress | undefined; label?: string | null }) {
  const { t } = useTranslation();
  const value = vipProgress(progress);
  const percent = Math.round(value * 100);
  return (
    <div
      className="vip-progress"
      role="progressbar"
      aria-label={label ? t('vip.progressOf', { label }) : t('vip.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

const RING_RADIUS = 19;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The same progress as a gold ring around the header avatar, where a bar has no room. */
export function VipRing({ progress, label }: { progress: RankProgress | undefined; label?: string | null }) {
  const { t } = useTranslation();
  const percent = Math.round(vipProgress(progress) * 100);
  return (
    <svg
      className="vip-ring"
      viewBox="0 0 42 42"
      role="progressbar"
      aria-label={label ? t('vip.progressOf', { label }) : t('vip.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <circle className="vip-ring__track" cx="21" cy="21" r={RING_RADIUS} />
      <circle
        className="vip-ring__fill"
        cx="21"
        cy="21"
        r={RING_RADIUS}
        strokeDasharray={`${(RING_LENGTH * percent) / 100} ${RING_LENGTH}`}
      />
    </svg>
  );
}
