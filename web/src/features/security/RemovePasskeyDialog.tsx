import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PasskeyFieldsFragment } from '../../gql/graphql';

interface RemovePasskeyDialogProps {
  passkey: PasskeyFieldsFragment | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RemovePasskeyDialog({ passkey, busy, onCancel, onConfirm }: RemovePasskeyDialogProps) {
  return (
    <ConfirmDialog open={Boolean(passkey)} title={`Remove “${passkey?.name}”?`} confirmLabel="Remove" busy={busy} onConfirm={onConfirm} onClose={onCancel}>
      You will no longer be able to sign in with this passkey. You can add it again later from the same device.
    </ConfirmDialog>
  );
}
