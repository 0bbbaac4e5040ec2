import { useMutation } from '@apollo/client/react';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { forgetTreeAnswers, TREE_QUERIES } from '../refresh';
import { DeleteFamilyMemberDocument } from './deleteFamilyMember';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface DeleteMemberDialogProps {
  member: { id: string; fullName: string };
  open: boolean;
  /** Whether the tree is centred on this member: its window is gone with them, so it is not refetched. */
  isFocus: boolean;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

export function DeleteMemberDialog({ member, open, isFocus, onClose, onDeleted }: DeleteMemberDialogProps) {
  const toast = useToast();
  const [remove, { loading }] = useMutation(DeleteFamilyMemberDocument, {
    refetchQueries: isFocus ? TREE_QUERIES.filter((name) => name !== 'FamilyTree') : TREE_QUERIES,
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'FamilyMember', id: data.deleteFamilyMember }) });
      forgetTreeAnswers(cache);
    },
  });

  const confirm = async () => {
    try {
      await remove({ variables: { id: member.id } });
      toast({ title: 'Deleted', text: `${member.fullName} was removed from your family tree.`, variant: 'success' });
      onDeleted(member.id);
    } catch (error) {
      toast({ title: 'Error', text: errorMessageOf(error, 'Failed to delete family member'), variant: 'error' });
      onClose();
    }
  };

  return (
    <ConfirmDialog open={open} title={`Delete ${member.fullName}?`} confirmLabel="Delete" busy={loading} onConfirm={() => void confirm()} onClose={onClose}>
      This removes {member.fullName} and all their relationships from your family tree. It cannot be undone.
    </ConfirmDialog>
  );
}
