import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { useToast } from '../../../components/toast';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import { DeleteMemoryDocument } from '../memoryMutations';
import { refreshAfterMemoryChange } from '../refreshAfterMemoryChange';

interface DeleteMemoryDialogProps {
  memory: MemoryFieldsFragment;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a memory with its files; the lists forget it at once. */
export function DeleteMemoryDialog({ memory, open, onClose, onDeleted }: DeleteMemoryDialogProps) {
  const { t } = useTranslation('memories');
  const toast = useToast();
  const client = useApolloClient();
  const [deleteMemory, { loading }] = useMutation(DeleteMemoryDocument);

  return (
    <DeleteDialog
      open={open}
      name={memory.title}
      busy={loading}
      remove={() => deleteMemory({ variables: { id: memory.id } })}
      failure={t('delete.failure')}
      onDeleted={() => {
        toast({ title: t('delete.done.title'), text: t('delete.done.text', { title: memory.title, circle: memory.circle.name }), variant: 'success' });
        // The viewer moves on first, so that it never shows a memory that is gone.
        onDeleted();
        client.cache.evict({ id: client.cache.identify({ __typename: 'Memory', id: memory.id }) });
        client.cache.gc();
        void refreshAfterMemoryChange(client);
      }}
      onClose={onClose}
    >
      {memory.kind === 'video' ? t('delete.videoText', { circle: memory.circle.name }) : t('delete.photoText', { circle: memory.circle.name })}
    </DeleteDialog>
  );
}
