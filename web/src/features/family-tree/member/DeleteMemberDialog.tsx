import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { forgetTreeAnswers, TREE_QUERIES } from '../refresh';
import { DeleteFamilyMemberDocument } from './deleteFamilyMember';

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
    <Dialog open={open} onClose={loading ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="delete-member-title">
      <DialogTitle id="delete-member-title">Delete {member.fullName}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This removes {member.fullName} and all their relationships from your family tree. It cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={loading}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
