import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { forgetTreeAnswers } from '../refresh';
import { RELATIONSHIP_QUERIES } from './LinkRelativeDialog';
import { RemoveRelationshipDocument } from './removeRelationship';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

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
    <ConfirmDialog open={open} title="Remove relationship?" confirmLabel="Remove" busy={loading} problem={problem} onConfirm={() => void confirm()} onClose={onClose}>
      {memberName}: “{relationship.sentence}” will no longer be recorded. Both members stay in your family tree.
    </ConfirmDialog>
  );
}
