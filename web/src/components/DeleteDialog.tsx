import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../apollo/errors';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteDialogProps {
  open: boolean;
  /** What is deleted, as the user knows it (a title or a name). */
  name: string;
  busy: boolean;
  /** Deletes it on the server; a refusal is shown in the dialog, which stays open. */
  remove: () => Promise<unknown>;
  /** What to say when the server gives no reason. */
  failure: string;
  /** Runs once the server has deleted it: say so, close, forget it. */
  onDeleted: () => void;
  onClose: () => void;
  /** What deleting does, in a sentence or two. */
  children: ReactNode;
}

/** Asks before deleting something for good, and says why the server refused if it did. */
export function DeleteDialog({ open, name, busy, remove, failure, onDeleted, onClose, children }: DeleteDialogProps) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    try {
      await remove();
    } catch (error) {
      setProblem(errorMessageOf(error, failure));
      return;
    }
    onDeleted();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title', { name })}
      confirmLabel={t('action.delete')}
      busy={busy}
      problem={problem}
      onConfirm={() => void confirm()}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
