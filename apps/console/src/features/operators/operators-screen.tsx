import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROLES } from '@lobby/contract/rules';
import type { ConsoleRole } from '@lobby/contract/rules';
import { useMerchant } from '@/shared/lib/merchant';
import { useOperator } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useCreateOperator } from './api/create-operator';
import { operatorsQueryOptions } from './api/get-operators';
import type { Operator } from './api/get-operators';
import { useResetOperatorPassword } from './api/reset-operator-password';
import { useUpdateOperator } from './api/update-operator';

export default function OperatorsScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const [editing, setEditing] = useState<Operator | 'new' | null>(null);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const query = useQuery(operatorsQueryOptions());

  const columns = useMemo<ColumnDef<Operator, unknown>[]>(
    () => [
      { accessorKey: 'username', header: t('operators.username'), cell: (c) => <strong>{c.row.original.username}</strong> },
      { accessorKey: 'displayName', header: t('operators.displayName') },
      { accessorKey: 'role', header: t('operators.role'), cell: (c) => t(`roles.${c.row.original.role}`) },
      { id: 'merchants', accessorFn: (o) => (o.merchants === 'all' ? t('top.allMerchants') : o.merchants.join(', ')), header: t('operators.merchants') },
      { accessorKey: 'totpEnabled', header: t('operators.totp'), cell: (c) => (c.row.original.totpEnabled ? t('common.yes') : t('operators.totpPending')) },
      {
        accessorKey: 'passwordChangeRequired',
        header: t('operators.password'),
        cell: (c) => (c.row.original.passwordChangeRequired ? <span className="badge badge-pending badge-plain">{t('operators.oneTimePasswordSet')}</span> : t('operators.ownPassword')),
      },
      { id: 'state', accessorFn: (o) => (o.disabled ? 'disabled' : 'enabled'), header: t('common.status'), cell: (c) => <StatusBadge value={String(c.getValue())} /> },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) => (
          <button type="button" className="btn btn-sm" onClick={() => setEditing(c.row.original)} disabled={c.row.original.username === me?.username}>
            {t('common.edit')}
          </button>
        ),
      },
    ],
    [t, me?.username],
  );

  return (
    <>
      <PageHeader
        title={t('operators.title')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            <Icon name="plus" size={16} /> {t('operators.new')}
          </button>
        }
      />
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable label={t('operators.title')} data={query.data?.list ?? []} columns={columns} loading={query.isPending} getRowId={(o) => o.username} />
      )}
      {editing && <OperatorForm operator={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onOneTimePassword={setHandOver} />}
      {handOver && <OneTimePasswordDialog {...handOver} onClose={() => setHandOver(null)} />}
    </>
  );
}

/** A one-time password to hand to an operator: shown once, here, never again. */
interface HandOver {
  username: string;
  password: string;
  reason: 'created' | 'reset';
}

function OneTimePasswordDialog({ username, password, reason, onClose }: HandOver & { onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog
      title={t(reason === 'created' ? 'operators.handOverCreatedTitle' : 'operators.handOverResetTitle', { username })}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('operators.handOverDone')}
        </button>
      }
    >
      <p>{t('operators.handOverIntro', { username })}</p>
      <div className="one-time-password">
        <code data-testid="one-time-password">{password}</code>
        <button type="button" className="btn" onClick={() => void copy()}>
          {copied ? t('operators.copied') : t('operators.copy')}
        </button>
      </div>
      <ul className="hand-over-steps">
        <li>{t('operators.handOverOnce')}</li>
        <li>{t('operators.handOverNext', { username })}</li>
      </ul>
    </Dialog>
  );
}

function OperatorForm({
  operator,
  onClose,
  onOneTimePassword,
}: {
  operator: Operator | null;
  onClose: () => void;
  onOneTimePassword: (handOver: HandOver) => void;
}) {
  const { t } = useTranslation();
  const { merchants } = useMerchant();
  const create = useCreateOperator();
  const update = useUpdateOperator();
  const reset = useResetOperatorPassword();
  const [username, setUsername] = useState(operator?.username ?? '');
  const [displayName, setDisplayName] = useState(operator?.displayName ?? '');
  const [role, setRole] = useState<ConsoleRole>(operator?.role ?? 'read_only');
  const [all, setAll] = useState(operator ? operator.merchants === 'all' : false);
  const [scope, setScope] = useState<string[]>(operator && operator.merchants !== 'all' ? operator.merchants : []);
  const [disabled, setDisabled] = useState(operator?.disabled ?? false);
  const [resetTotp, setResetTotp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  const resetPassword = async () => {
    if (!operator) return;
    setBusy(true);
    setError(null);
    try {
      const result = await reset.mutateAsync(operator.username);
      onOneTimePassword({ username: result.username, password: result.oneTimePassword, reason: 'reset' });
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const merchantsValue = all ? 'all' : scope;
    try {
      if (operator) {
        await update.mutateAsync({ username: operator.username, change: { role, merchants: merchantsValue, disabled, ...(resetTotp ? { resetTotp: true } : {}) } });
        toast.success(t('operators.saved'));
      } else {
        // no password typed here: the server makes a one-time password, which the new operator replaces at the first sign-in
        const created = await create.mutateAsync({ username: username.trim(), displayName: displayName.trim(), role, merchants: merchantsValue });
        if (created.oneTimePassword) onOneTimePassword({ username: created.username, password: created.oneTimePassword, reason: 'created' });
      }
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={operator ? t('operators.editTitle', { username: operator.username }) : t('operators.new')} onClose={onClose} wide>
      <form className="form" onSubmit={submit}>
        {!operator && (
          <div className="field-row">
            <label className="field">
              <span>{t('operators.username')}</span>
              <input value={username} onChange={(e) => setUsername(e.target.value)} required autoComplete="off" />
            </label>
            <label className="field">
              <span>{t('operators.displayName')}</span>
              <input value={displayName} onChange={(e) => setDisplayName(e.target.value)} required />
            </label>
          </div>
        )}
        <label className="field">
          <span>{t('operators.role')}</span>
          <select value={role} onChange={(e) => setRole(e.target.value as ConsoleRole)}>
            {CONSOLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flags">
          <legend>{t('operators.merchants')}</legend>
          <label className="check">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
            {t('top.allMerchants')}
          </label>
          {!all &&
            merchants.map((m) => (
              <label key={m.code} className="check">
                <input type="checkbox" checked={scope.includes(m.code)} onChange={(e) => setScope((s) => (e.target.checked ? [...s, m.code] : s.filter((c) => c !== m.code)))} />
                {m.code}
              </label>
            ))}
        </fieldset>
        {!operator && <p className="muted">{t('operators.newHelp')}</p>}
        {operator && (
          <div className="field-row">
            <label className="check">
              <input type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} />
              {t('operators.disabled')}
            </label>
            <label className="check">
              <input type="checkbox" checked={resetTotp} onChange={(e) => setResetTotp(e.target.checked)} />
              {t('operators.resetTotp')}
            </label>
          </div>
        )}
        {operator && (
          <div className="danger-zone">
            <div>
              <strong>{t('operators.resetPassword')}</strong>
              <p className="muted">{t('operators.resetPasswordHelp')}</p>
            </div>
            {confirmReset ? (
              <div className="inline-actions">
                <button type="button" className="btn" onClick={() => setConfirmReset(false)}>
                  {t('common.cancel')}
                </button>
                <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void resetPassword()}>
                  {t('operators.resetPasswordConfirm')}
                </button>
              </div>
            ) : (
              <button type="button" className="btn" onClick={() => setConfirmReset(true)}>
                {t('operators.resetPassword')}
              </button>
            )}
          </div>
        )}
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || (!all && scope.length === 0)}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
