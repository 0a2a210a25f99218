import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { api, opsPath } from '@/shared/api/client';
import { OPERATOR_ROLES } from '@/shared/api/types';
import type { Operator, OperatorRole } from '@/shared/api/types';
import { useMerchant } from '@/shared/lib/merchant';
import { useOperator } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';

const KEY = ['ops', 'operators'];

export default function OperatorsScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const [editing, setEditing] = useState<Operator | 'new' | null>(null);
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<{ list: Operator[] }>('/ops/operators', undefined, signal) });

  const columns = useMemo<ColumnDef<Operator, unknown>[]>(
    () => [
      { accessorKey: 'username', header: t('operators.username'), cell: (c) => <strong>{c.row.original.username}</strong> },
      { accessorKey: 'displayName', header: t('operators.displayName') },
      { accessorKey: 'role', header: t('operators.role'), cell: (c) => t(`roles.${c.row.original.role}`) },
      { id: 'merchants', accessorFn: (o) => (o.merchants === 'all' ? t('top.allMerchants') : o.merchants.join(', ')), header: t('operators.merchants') },
      { accessorKey: 'totpEnabled', header: t('operators.totp'), cell: (c) => (c.row.original.totpEnabled ? t('common.yes') : t('common.no')) },
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
      {editing && <OperatorForm operator={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function OperatorForm({ operator, onClose }: { operator: Operator | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { merchants } = useMerchant();
  const [username, setUsername] = useState(operator?.username ?? '');
  const [displayName, setDisplayName] = useState(operator?.displayName ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>(operator?.role ?? 'read_only');
  const [all, setAll] = useState(operator ? operator.merchants === 'all' : false);
  const [scope, setScope] = useState<string[]>(operator && operator.merchants !== 'all' ? operator.merchants : []);
  const [disabled, setDisabled] = useState(operator?.disabled ?? false);
  const [resetTotp, setResetTotp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const merchantsValue = all ? 'all' : scope;
    try {
      if (operator) {
        await api.patch<Operator>(opsPath('/ops/operators/:username', { username: operator.username }), { role, merchants: merchantsValue, disabled, ...(resetTotp ? { resetTotp: true } : {}) });
      } else {
        await api.post<Operator>('/ops/operators', { username: username.trim(), displayName: displayName.trim(), password, role, merchants: merchantsValue });
      }
      toast.success(t('operators.saved'));
      await queryClient.invalidateQueries({ queryKey: KEY });
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
            <label className="field">
              <span>{t('login.password')}</span>
              <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} required minLength={10} autoComplete="new-password" />
            </label>
          </div>
        )}
        <label className="field">
          <span>{t('operators.role')}</span>
          <select value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
            {OPERATOR_ROLES.map((r) => (
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
