import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast';
import { errorMessageOf } from '../../../apollo/errors';
import { DeleteDnaKitDocument } from './kitQueries';

/**
 * Asks before deleting a kit for good, saying what goes (the stored genotypes, every comparison and
 * agreement) and what stays a while (the server's earlier backups, until they are removed).
 */
export function DeleteKitDialog({ kit, onClose, onDeleted }: { kit: { id: string; name: string }; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation('dna');
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteDnaKitDocument, { refetchQueries: ['MyDnaKits'] });

  const confirm = async () => {
    setProblem(null);
    try {
      await remove({
        variables: { id: kit.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'DnaKit', id: kit.id }) });
          cache.gc();
        },
      });
    } catch (error) {
      setProblem(errorMessageOf(error, t('delete.failed')));
      return;
    }
    toast({ title: t('delete.done', { name: kit.name }), variant: 'success' });
    onClose();
    onDeleted?.();
  };

  return (
    <ConfirmDialog open title={t('delete.title', { name: kit.name })} confirmLabel={t('delete.confirm')} busy={loading} problem={problem} onConfirm={() => void confirm()} onClose={onClose}>
      <Typography component="span" sx={{ display: 'block', mb: 1.5 }}>
        {t('delete.text')}
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        {t('delete.backups')}
      </Typography>
    </ConfirmDialog>
  );
}
