import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takesContracts, type ContractKind } from '@lobby/contract/rules';
import { fetchPendingContracts } from '@/shared/api/agent/contract-check';
import { getHref, type PathName } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { confirmDialog } from '@/shared/stores/dialog-store';

const SCREENS: Record<ContractKind, PathName> = { salary: 'salaryContract', dividend: 'dividendContract', hourly: 'hourContract' };

/**
 * On home load, a signed-in agent that takes contracts is asked about each request waiting for it: one
 * alert per request, Cancel or Go (to the contract screen of its kind). Going stops the rest.
 */
export function useContractPrompts(): void {
  const { t } = useTranslation();
  const session = useSession();
  const eligible = session !== null && takesContracts(session.type);
  const user = session?.userName;

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    void (async () => {
      const pending = await fetchPendingContracts(controller.signal).catch(() => []);
      for (const kind of pending) {
        if (controller.signal.aborted) return;
        const go = await confirmDialog({
          title: t('agent.prompt.title'),
          message: t(`agent.prompt.${kind}`),
          confirmLabel: t('agent.prompt.go'),
          cancelLabel: t('general.cancel'),
          confirmTo: getHref(SCREENS[kind]),
        });
        if (go) return;
      }
    })();
    return () => controller.abort();
    // once per home visit of this account
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eligible, user]);
}
