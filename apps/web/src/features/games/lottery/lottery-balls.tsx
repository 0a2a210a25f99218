import { useTranslation } from 'react-i18next';

/** A draw's numbers as a row of balls; the row is read out as one list of numbers. */
export function LotteryBalls({ balls, size = 'md' }: { balls: readonly string[]; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <ol className={`lottery-balls lottery-balls--${size}`} aria-label={t('lottery.balls', { numbers: balls.join(', ') })}>
      {balls.map((ball, i) => (
        <li key={i} className="lottery-ball" aria-hidden="true">
          {ball}
        </li>
      ))}
    </ol>
  );
}
