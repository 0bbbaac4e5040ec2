import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { forgetTreeAnswers } from '../refresh';
import { RELATIONSHIP_QUERIES } from './LinkRelativeDialog';
import { RemoveRelationshipDocument } from './removeRelationship';

interface RemoveRelationshipDialogProps {
  relationship: { id: string; sentence: string };
  memberName: string;
  open: boolean;
  onClose: () => void;
}

/** Asks before removing a recorded relationship; the members themselves stay. */
export function RemoveRelationshipDialog({ relationship, memberName, open, onClose }: RemoveRelationshipDialogProps) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(RemoveRelationshipDocument, {
    refetchQueries: RELATIONSHIP_QUERIES,
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Relationship', id: data.removeRelationship }) });
      forgetTreeAnswers(cache);
    },
  });

  const confirm = async () => {
    setProblem(null);
    try {
      await remove({ variables: { id: relationship.id } });
      toast({ title: 'Relationship removed', variant: 'success' });
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error, 'The relationship could not be removed.'));
    }
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="remove-relationship-title">
      <DialogTitle id="remove-relationship-title">Remove relationship?</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <DialogContentText>
          {memberName}: “{relationship.sentence}” will no longer be recorded. Both members stay in your family tree.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={loading}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
