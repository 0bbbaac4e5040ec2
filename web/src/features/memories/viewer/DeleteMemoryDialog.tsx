import { useApolloClient, useMutation } from '@apollo/client/react';
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
  const toast = useToast();
  const client = useApolloClient();
  const [deleteMemory, { loading }] = useMutation(DeleteMemoryDocument);

  return (
    <DeleteDialog
      open={open}
      name={memory.title}
      busy={loading}
      remove={() => deleteMemory({ variables: { id: memory.id } })}
      failure="The memory could not be deleted. Please try again."
      onDeleted={() => {
        toast({ title: 'Memory deleted', text: `“${memory.title}” is gone from ${memory.circle.name}.`, variant: 'success' });
        // The viewer moves on first, so that it never shows a memory that is gone.
        onDeleted();
        client.cache.evict({ id: client.cache.identify({ __typename: 'Memory', id: memory.id }) });
        client.cache.gc();
        void refreshAfterMemoryChange(client);
      }}
      onClose={onClose}
    >
      The {memory.kind === 'video' ? 'video' : 'photo'} and its tags are deleted for everyone in {memory.circle.name}. This cannot be undone.
    </DeleteDialog>
  );
}
