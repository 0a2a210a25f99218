import { useTranslation } from 'react-i18next';
import type { AmlAlertKind } from '@lobby/contract/rules';

/** Covered (above the merchant's threshold) or suspicious (a withdrawal after little play). */
export function KindBadge({ kind }: { kind: AmlAlertKind }) {
  const { t } = useTranslation();
  return <span className={`badge badge-plain badge-aml-${kind}`}>{t(`aml.kinds.${kind}`)}</span>;
}
