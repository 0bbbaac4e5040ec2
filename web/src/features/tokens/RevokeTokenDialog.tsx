import { ConfirmDialog } from '../../components/ConfirmDialog';

interface RevokeTokenDialogProps {
  token: { name: string; prefix: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RevokeTokenDialog({ token, busy, onCancel, onConfirm }: RevokeTokenDialogProps) {
  return (
    <ConfirmDialog open={Boolean(token)} title={`Revoke “${token?.name}”?`} confirmLabel="Revoke" busy={busy} onConfirm={onConfirm} onClose={onCancel}>
      Anything using the token starting with <code>{token?.prefix}</code> will stop working straight away. This cannot be
      undone.
    </ConfirmDialog>
  );
}
