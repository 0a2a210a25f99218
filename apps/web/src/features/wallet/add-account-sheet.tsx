import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/lib/toast';
import { TextField } from '@/shared/ui/form/text-field';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { BankIcon, PhoneIcon } from '@/shared/ui/money-icons';
import { CheckIcon } from '@/shared/ui/icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useAddPayoutAccount } from './api/add-payout-account';
import { usePayoutInstitutions, type PayoutInstitution } from './api/get-payout-institutions';
import { ChannelIcon } from './channel-icon';
import { accountDigits, isValidAccountNo } from './payout-rules';

function InstitutionGroup({
  legend,
  items,
  value,
  onChange,
}: {
  legend: string;
  items: PayoutInstitution[];
  value: string | null;
  onChange: (code: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className="institution-group">
      <legend className="institution-group__legend">{legend}</legend>
      <div className="institution-grid">
        {items.map((inst) => {
          const on = inst.code === value;
          return (
            <label key={inst.code} className={`institution${on ? ' institution--on' : ''}`}>
              <input
                type="radio"
                className="visually-hidden"
                name="institution"
                value={inst.code}
                checked={on}
                onChange={() => onChange(inst.code)}
              />
              <ChannelIcon code={inst.code} name={inst.name} size="0.3rem" />
              <span className="institution__name">{inst.name}</span>
              {on ? (
                <span className="channel-card__check" aria-hidden="true">
                  <CheckIcon size="0.1rem" strokeWidth={3} />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Adds a payout account: pick the e-wallet or bank, then the number (e-wallets are keyed by the mobile
 * number registered with them). The holder is always the payee name, which the sheet shows.
 */
export function AddAccountSheet({
  payeeName,
  initialCode,
  onClose,
}: {
  payeeName: string;
  initialCode?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const institutions = usePayoutInstitutions();
  const add = useAddPayoutAccount();
  const [code, setCode] = useState<string | null>(initialCode ?? null);
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const list = institutions.data ?? [];
  const chosen = list.find((i) => i.code === code) ?? null;
  const kind = chosen?.kind ?? 'bank';
  const valid = chosen !== null && isValidAccountNo(kind, number);
  const numberError =
    touched && chosen && !valid
      ? number.trim() === ''
        ? t(kind === 'ewallet' ? 'payout.accounts.mobileRequired' : 'payout.accounts.numberRequired')
        : t(kind === 'ewallet' ? 'payout.accounts.mobileInvalid' : 'payout.accounts.numberInvalid')
      : undefined;

  async function onSave() {
    setTouched(true);
    if (!chosen || !valid) return;
    try {
      await add.mutateAsync({ bankCode: chosen.code, accountNo: accountDigits(number) });
      toast.success(t('payout.accounts.added'));
      onClose();
    } catch {
      // the http client has said what failed (duplicate, limit …); the sheet stays for another try
    }
  }

  return (
    <Sheet className="sheet money-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('payout.accounts.addTitle')} titleId={titleId} onClose={onClose} />
      <form
        className="form money-sheet__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        {institutions.isPending ? (
          <RowSkeletons count={3} />
        ) : institutions.isError ? (
          <RetryBlock compact onRetry={() => void institutions.refetch()} />
        ) : (
          <>
            <InstitutionGroup
              legend={t('payout.accounts.ewallets')}
              items={list.filter((i) => i.kind === 'ewallet')}
              value={code}
              onChange={setCode}
            />
            <InstitutionGroup
              legend={t('payout.accounts.banks')}
              items={list.filter((i) => i.kind === 'bank')}
              value={code}
              onChange={setCode}
            />
          </>
        )}
        {chosen ? (
          <>
            <TextField
              label={t(kind === 'ewallet' ? 'payout.accounts.mobile' : 'payout.accounts.number')}
              icon={kind === 'ewallet' ? PhoneIcon : BankIcon}
              inputMode={kind === 'ewallet' ? 'tel' : 'numeric'}
              autoComplete="off"
              maxLength={32}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              onBlur={() => setTouched(true)}
              error={numberError}
              hint={t(kind === 'ewallet' ? 'payout.accounts.mobileHint' : 'payout.accounts.numberHint', {
                name: chosen.name,
              })}
            />
            <p className="holder-note">
              <span>{t('payout.accounts.holder')}</span>
              <strong>{payeeName}</strong>
            </p>
          </>
        ) : (
          <p className="money-hint">{t('payout.accounts.pick')}</p>
        )}
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={!chosen || add.isPending}>
          {t('payout.accounts.save')}
        </button>
      </form>
    </Sheet>
  );
}
