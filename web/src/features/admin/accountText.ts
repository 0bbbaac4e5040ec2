import type { AccountsQuery } from '../../gql/graphql';

export type AccountRow = AccountsQuery['accounts'][number];

export const passkeyText = (count: number) => (count === 0 ? 'No passkeys' : count === 1 ? '1 passkey' : `${count} passkeys`);

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
