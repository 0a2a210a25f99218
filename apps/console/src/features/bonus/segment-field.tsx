import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/lib/format';
import { segmentsQueryOptions } from './api/get-segments';

/**
 * The saved segment a campaign is limited to: picked by name from the brand's segments; where the list cannot
 * be read (the route refused or absent), the segment's number typed in (the server checks it exists).
 */
export function SegmentField({ merchant, value, onChange, error, readOnly }: { merchant: string; value: string; onChange: (id: string) => void; error?: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery({ ...segmentsQueryOptions(merchant), retry: false });
  const note = error ?? (query.isError ? t('bonus.form.segmentIdHint') : undefined);
  return (
    <div className="field">
      <label htmlFor={id}>{t('bonus.form.segment')}</label>
      {query.isError ? (
        <input id={id} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} placeholder={t('bonus.form.everyone')} aria-invalid={error ? true : undefined} aria-describedby={note ? `${id}-note` : undefined} readOnly={readOnly} />
      ) : (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={note ? `${id}-note` : undefined} disabled={readOnly || query.isPending}>
          <option value="">{t('bonus.form.everyone')}</option>
          {(query.data?.list ?? []).map((s) => (
            <option key={s.id} value={String(s.id)}>
              {t('bonus.form.segmentOption', { name: s.name, count: formatCount(s.count) })}
            </option>
          ))}
        </select>
      )}
      {note && (
        <small id={`${id}-note`} className={error ? 'field-error' : 'muted'}>
          {note}
        </small>
      )}
    </div>
  );
}
