import type { AccountsQuery } from '../../gql/graphql';
import { formatNumber, i18n } from '../../lib/i18n';

export type AccountRow = AccountsQuery['accounts'][number];

export const passkeyText = (count: number) => i18n.t('admin:accounts.passkeys', { count, shown: formatNumber(count) });

export interface AccountsViewProps {
  accounts: AccountRow[];
  /** The account whose reset link is being created. */
  pendingId: string | null;
  onResetLink: (account: AccountRow) => void;
  /** Disable an enabled account, or enable a disabled one. */
  onToggleDisabled: (account: AccountRow) => void;
  /** The administrator's own id: their account cannot be disabled. */
  selfId: string | null;
}
